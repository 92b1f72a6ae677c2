package engine

import "strings"

// Pantry lines typed as a shelf label reads, the food first and everything else after
// it: "1 lb ground beef 80/20", "leftover roast chicken about 2 cups", "lentils red
// 1 cup", "dark chocolate 85%", "beef bulgogi thin sliced 1.5lb". reorderedLine puts
// them in a recipe's order (amount, descriptors, food, preparation) and reads them
// again. It is tried last, only for a line nothing else could read, so it never
// changes a line that was read before.

// approximately are the words that say an amount is rough: dropped before a number.
var approximately = map[string]bool{"about": true, "approx": true, "approx.": true, "approximately": true,
	"around": true, "roughly": true, "~": true, "ca": true, "ca.": true, "abt": true, "abt.": true}

// reorderedLine reads an unknown line again in a recipe's order; ok is false when that
// reads no known food either.
func reorderedLine(text string) (Line, bool) {
	words := strings.Fields(splitNumberUnit(strings.ReplaceAll(text, "~", "~ ")))
	// "#10 can": the catering tin, about 3 kg.
	for i := 0; i+1 < len(words); i++ {
		if words[i] == "#10" && strings.HasPrefix(lowered(words[i+1]), "can") {
			words = append(words[:i:i], append([]string{"3", "kg"}, words[i+2:]...)...)
		}
	}
	var kept []string
	for i, w := range words {
		if approximately[lowered(w)] && i+1 < len(words) && isNumber(strings.TrimPrefix(words[i+1], "~")) {
			continue
		}
		if strings.EqualFold(w, "x") && i > 0 && isNumber(words[i-1]) {
			continue // "3 x eggs"
		}
		kept = append(kept, w)
	}
	words = kept
	var amount, descr, prep []string
	if len(words) > 1 && isNumber(words[0]) {
		n := 1
		if len(words) > 2 && IsUnit(lowered(words[1])) {
			n = 2
		}
		amount, words = words[:n], words[n:]
	}
	for len(words) > 1 {
		n := len(words)
		last := lowered(strings.Trim(words[n-1], ",;"))
		switch {
		case amount == nil && n >= 3 && IsUnit(last) && isNumber(words[n-2]):
			amount, words = words[n-2:], words[:n-2]
		case amount == nil && isNumber(last):
			amount, words = words[n-1:], words[:n-1]
		case leanRatio(last) || percentWord(last):
			descr, words = append([]string{last}, descr...), words[:n-1]
		case (last == "lean" || last == "cocoa" || last == "fat") && n >= 3 && percentWord(lowered(words[n-2])):
			descr, words = append([]string{words[n-2], last}, descr...), words[:n-2]
		case trailingCuts[last] || cutAdverbs[last] || last == "thin" || last == "fresh":
			if last == "thin" {
				last = "thinly"
			}
			prep, words = append([]string{last}, prep...), words[:n-1]
		default:
			goto read
		}
	}
read:
	if len(words) == 0 {
		return Line{}, false
	}
	lead := strings.Join(append(append([]string{}, amount...), descr...), " ")
	try := func(food string) (Line, bool) {
		line := strings.TrimSpace(lead + " " + food)
		if line == strings.Join(strings.Fields(text), " ") {
			return Line{}, false // nothing moved: the line as it came, already unknown
		}
		out := parseLine(line) // the plain reading: the fallbacks that brought us here are not tried again
		if !out.Known {
			return Line{}, false
		}
		out.Text = text
		out.Preparation = strings.TrimPrefix(joinNonEmpty(", ", out.Preparation, strings.Join(prep, " ")), ", ")
		return out, true
	}
	food := strings.Join(words, " ")
	if out, ok := try(food); ok {
		return out, true
	}
	if len(words) == 2 {
		return try(words[1] + " " + words[0]) // "lentils red": the shelf's order
	}
	return Line{}, false
}
