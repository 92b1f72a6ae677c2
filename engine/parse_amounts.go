package engine

import (
	"strconv"
	"strings"
)

// drainedShare is the part of a tin's net weight left once it is drained, as the line
// says it is: about 60% for beans and chickpeas, 75% for tuna; 1 for anything else. The
// table weighs these foods drained (review 37 #40: a drained 400 g tin is ~240 g).
func (l *Line) drainedShare() float64 {
	in := l.Ingredient
	if in == nil || l.Unit != "can" || !strings.Contains(lowered(l.Preparation), "drained") {
		return 1
	}
	switch {
	case in.Category == "legumes":
		return 0.6
	case in.Name == "canned tuna":
		return 0.75
	}
	return 1
}

// wholeItems are what one of a food weighs when a line counts it by a word that names
// a whole piece of it, not a slice: a smoked ham hock is about 700 g on its bone.
var wholeItems = map[string][]struct {
	word  string
	grams float64
}{
	"ham": {{"hock", 700}, {"shank", 900}, {"bone", 500}},
}

// wholeItemGrams is the weight of one whole piece of the food in as the line names it
// ("1 smoked ham hock"), or 0 where the line names no whole piece.
func wholeItemGrams(food, name string) float64 {
	for _, w := range wholeItems[food] {
		if strings.Contains(lowered(name), w.word) {
			return w.grams
		}
	}
	return 0
}

func joinNonEmpty(sep string, parts ...string) string {
	var keep []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			keep = append(keep, p)
		}
	}
	return strings.Join(keep, sep)
}

// trailingAmount reads a line whose amount comes after the food, as a shelf label
// writes it ("chicken wings 1kg", "lamb shoulder 1.2 kg", "eggs x 6"), as the same line
// with the amount first; ok is false when the line does not end in an amount or the
// food before it is unknown.
func trailingAmount(text string) (Line, bool) {
	words := strings.Fields(splitNumberUnit(strings.TrimSpace(text)))
	n := len(words)
	if n < 2 {
		return Line{}, false
	}
	cut := 0
	switch last := lowered(words[n-1]); {
	case n >= 3 && IsUnit(last) && isNumber(words[n-2]):
		cut = 2 // "1.5 kg"
	case n >= 4 && packWords[last] && IsUnit(strings.ToLower(words[n-2])) && isNumber(words[n-3]):
		words, n, cut = words[:n-1], n-1, 2 // "1 kg bag": the bag's weight
	case isNumber(strings.TrimPrefix(last, "x")):
		cut = 1 // "6", "x6"
		if n >= 3 && strings.EqualFold(words[n-2], "x") {
			cut = 2 // "x 6"
		}
	}
	if cut == 0 {
		return Line{}, false
	}
	amount := words[n-cut:]
	if strings.EqualFold(amount[0], "x") {
		amount = amount[1:]
	}
	amount[0] = strings.TrimPrefix(lowered(amount[0]), "x")
	food := strings.TrimRight(strings.Join(words[:n-cut], " "), " ,-–:")
	if food == "" || strings.ContainsAny(strings.TrimPrefix(food, "00 "), "0123456789") {
		return Line{}, false // "1 1 1 cups": no food before the amount, and no end to reading it again
	}
	out := ParseLine(strings.Join(amount, " ") + " " + food)
	if !out.Known {
		return Line{}, false
	}
	out.Text = text
	return out, true
}

// isNumber reports whether w is a number as a line writes it ("2", "1.5", "1/2").
func isNumber(w string) bool {
	_, ok := parseNumber(w)
	return ok
}

// startsWithNumber reports whether a line's first word is a number ("2 cans …").
func startsWithNumber(s string) bool {
	w, _, _ := strings.Cut(s, " ")
	return isNumber(w)
}

// dozens writes "N dozen X" as the count it is ("2 dozen eggs" is "24 eggs"); ok is false
// for every other line.
func dozens(text string) (string, bool) {
	if !strings.Contains(text, "ozen") && !strings.Contains(text, "OZEN") {
		return "", false // most lines: no words split for them
	}
	w := strings.Fields(text)
	if len(w) < 3 || !strings.EqualFold(w[1], "dozen") {
		return "", false
	}
	n, ok := parseNumber(w[0])
	if !ok || n <= 0 {
		return "", false
	}
	return strconv.FormatFloat(n*12, 'f', -1, 64) + " " + strings.Join(w[2:], " "), true
}
