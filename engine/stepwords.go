package engine

import "strings"

// stepWordFoods are words a step uses for a food that are not its name: "a hot
// buttered griddle" calls for butter as plainly as "the butter" does, and a dish that
// may not hold butter may not say it (review 36 #39).
var stepWordFoods = map[string]string{"buttered": "butter", "buttery": "butter", "honeyed": "honey"}

// greasedThings are what a step butters only to grease: a pan, a tin, a tool.
var greasedThings = []string{"griddle", "pan", "skillet", "frying pan", "dish", "baking dish", "tin", "loaf tin", "tray", "sheet pan",
	"baking sheet", "ramekin", "mould", "mold", "spatula", "paper", "parchment", "foil", "bowl", "pot", "wok", "plate", "rack", "grill"}

// unbutter rewrites a step's "buttered" once the butter is gone: a buttered griddle or
// tin is greased; buttered toast or filo is spread or brushed with the fat that took
// the butter's place (name); "buttery" is rich.
func unbutter(text, name string, solid bool) string {
	low := lowered(text)
	if !strings.Contains(low, "butter") {
		return text
	}
	verb := "brushed with the " + name
	if solid {
		verb = "spread with the " + name
	}
	for {
		low = lowered(text)
		k := wordIndex(low, "buttered")
		if k < 0 {
			break
		}
		rest := low[k+len("buttered"):]
		next := strings.TrimLeft(rest, " ")
		word := next
		if e := strings.IndexFunc(next, func(r rune) bool { return r < 'a' || r > 'z' }); e >= 0 {
			word = next[:e]
		}
		upper := text[k] == 'B'
		switch {
		case rest != next && (word != "" && containsString(greasedThings, word) || strings.HasPrefix(next, "side") || sizedThing(next)):
			rep := "greased"
			if strings.HasPrefix(next, "side") {
				rep = "spread"
			}
			text = text[:k] + upperIf(text[k], rep) + text[k+len("buttered"):]
		case word != "" && rest != next:
			// "hot buttered toast": the toast, spread with the fat.
			end := k + len("buttered") + (len(rest) - len(next)) + len(word)
			text = text[:k] + text[end-len(word):end] + " " + verb + text[end:]
			if upper {
				text = strings.ToUpper(text[k:k+1]) + text[k+1:]
			}
		default:
			// "toasted and buttered.": the last word of a clause.
			text = text[:k] + upperIf(text[k], verb) + text[k+len("buttered"):]
		}
	}
	out := greaseVerb(text, name)
	if k := wordIndex(lowered(out), "buttery"); k >= 0 {
		out = out[:k] + upperIf(out[k], "rich") + out[k+len("buttery"):]
	}
	return out
}

// wordIndex is the index of w in low as a whole word, or -1.
func wordIndex(low, w string) int {
	for from := 0; from < len(low); {
		k := strings.Index(low[from:], w)
		if k < 0 {
			return -1
		}
		k += from
		if (k == 0 || !isLetterAt(low, k-1)) && !isLetterAt(low, k+len(w)) {
			return k
		}
		from = k + 1
	}
	return -1
}

// greaseVerb rewrites butter the verb once a fat took its name: "and butter a loaf pan"
// became "and margarine a loaf pan", which is "and grease a loaf pan".
func greaseVerb(text, name string) string {
	low, n := lowered(text), lowered(name)
	for _, art := range []string{" a ", " an ", " the "} {
		for from := 0; ; {
			k := strings.Index(low[from:], n+art)
			if k < 0 {
				break
			}
			k += from
			from = k + 1
			before := strings.TrimRight(low[:k], " ")
			if k > 0 && !strings.HasSuffix(before, " and") && !strings.HasSuffix(before, ".") && !strings.HasSuffix(before, ";") && !strings.HasSuffix(before, ",") {
				continue
			}
			text = text[:k] + upperIf(text[k], "grease") + text[k+len(n):]
			low = lowered(text)
		}
	}
	return text
}

// sizedThing reports whether text starts with a size and then a thing greased: "9x13
// dish", "20 cm cake tin", "8-inch square pan" (review 43 #36: "a brushed with the olive
// oil 9x13 dish").
func sizedThing(text string) bool {
	words := strings.Fields(text)
	if len(words) == 0 || !strings.ContainsAny(words[0], "0123456789") {
		return false
	}
	for _, w := range words[1:min(len(words), 5)] {
		w = strings.TrimRight(w, ".,;:)")
		if containsString(greasedThings, w) {
			return true
		}
	}
	return false
}
