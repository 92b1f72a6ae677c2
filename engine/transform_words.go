package engine

import (
	"fmt"
	"math"
	"strings"
)

// liquidPrep drops the preparation words that only a solid fat takes.
func liquidPrep(prep string) string {
	var keep []string
	for _, p := range strings.Split(prep, ",") {
		p = strings.TrimSpace(p)
		switch lowered(p) {
		case "softened", "melted", "cold", "cubed", "chilled", "at room temperature", "room temperature", "cold and cubed", "melted and cooled", "diced":
			continue
		}
		if p != "" {
			keep = append(keep, p)
		}
	}
	return strings.Join(keep, ", ")
}

// kitchenRound rounds a quantity to a step a cook measures by: quarters below 4, halves
// below 20, whole numbers above; never below a quarter. Counted things ("2 eggs", "1
// can") go by halves at least.
func kitchenRound(q float64, unit string) float64 {
	step := 1.0
	switch {
	case unit == "" || unit == "can" || unit == "piece" || unit == "clove":
		if q < 20 {
			step = 0.5
		}
		return math.Max(0.5, math.Round(q/step)*step)
	case q < 4:
		step = 0.25
	case q < 20:
		step = 0.5
	}
	return math.Max(0.25, math.Round(q/step)*step)
}

// replaceWord replaces whole-word, case-insensitive occurrences of from (and its
// plural) in text with to, keeping a capital at the start of a sentence.
func replaceWord(text, from, to string) string {
	lower, lf := lowered(text), lowered(from)
	var b strings.Builder
	i := 0
	for {
		j := strings.Index(lower[i:], lf)
		if j < 0 {
			b.WriteString(text[i:])
			return b.String()
		}
		start, end := i+j, i+j+len(lf)
		for _, suffix := range []string{"es", "s"} {
			if strings.HasPrefix(lower[end:], suffix) && !isLetterAt(lower, end+len(suffix)) {
				end += len(suffix)
				break
			}
		}
		if isLetterAt(lower, start-1) || isLetterAt(lower, end) {
			b.WriteString(text[i : start+1])
			i = start + 1
			continue
		}
		b.WriteString(text[i:start])
		repl := to
		if start < len(text) && text[start] >= 'A' && text[start] <= 'Z' {
			repl = upperFirst(to)
		}
		b.WriteString(repl)
		i = end
	}
}

func isLetterAt(s string, i int) bool {
	if i < 0 || i >= len(s) {
		return false
	}
	c := s[i]
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// keepsRules reports whether swapping old for new keeps every diet the dish kept and
// adds no allergen.
func keepsRules(dish []*Ingredient, old, new *Ingredient) bool {
	after := make([]*Ingredient, 0, len(dish))
	for _, in := range dish {
		if in != old {
			after = append(after, in)
		}
	}
	return keepsDiets(dish, append(after, new))
}

func describePer100(in *Ingredient, what string) string {
	n := in.Per100g
	switch what {
	case "fat":
		return fmt.Sprintf("%s has %.1f g fat", in.Name, n.Fat)
	case "sodium":
		return fmt.Sprintf("%s has %.0f mg sodium", in.Name, n.Sodium)
	case "carbs":
		return fmt.Sprintf("%s has %.1f g carbohydrate", in.Name, n.Carbs)
	case "sugar":
		return fmt.Sprintf("%s has %.1f g sugar", in.Name, n.Sugar)
	case "protein":
		return fmt.Sprintf("%s has %.1f g protein", in.Name, n.Protein)
	case "fiber":
		return fmt.Sprintf("%s has %.1f g fiber", in.Name, n.Fiber)
	case "satfat":
		return fmt.Sprintf("%s has %.1f g saturated fat", in.Name, n.SatFat)
	}
	return fmt.Sprintf("%s has %.0f kcal", in.Name, n.Kcal)
}
