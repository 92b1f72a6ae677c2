package engine

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// What a step says of a listed food agrees with the list, over generated recipes: an
// amount a step states ("2 tbsp of the olive oil", "salt (about 3/4 tsp)") never exceeds
// the line's, and "the rest of the parmesan" comes only after a step used part of it.
func TestStepAmountsWithinList(t *testing.T) {
	n := 600
	if testing.Short() || raceEnabled {
		n = 150
	}
	reqs := randomRequests(19, 13, n, stepAmountRequests...)
	for i, req := range reqs {
		rec, ok := generated(t, i, req)
		if !ok {
			continue
		}
		if msg := stepAmountsBreak(rec); msg != "" {
			t.Errorf("request %d %v: %s\n%s", i, req.Pantry, msg, recipeText(rec))
		}
	}
}

// stepAmountRequests are the review's own pantries where the list and the steps disagreed.
var stepAmountRequests = []Request{
	{Pantry: strings.Split("jasmine rice, ginger, spring onions, chicken thighs, white pepper, sesame oil", ", "), Cuisine: "chinese", Meal: "breakfast", Servings: 3, TimeAvailable: 90, Rules: Rules{Allergies: []string{"soy"}}},
	{Pantry: strings.Split("rice paper, prawns, vermicelli, lettuce, mint, cucumber, hoisin sauce, carrots", ", "), Cuisine: "vietnamese", Meal: "snack", Servings: 4, TimeAvailable: 30, Rules: Rules{Restrictions: []string{"gluten-free"}}},
	{Pantry: strings.Split("aubergines, lamb mince, onion, tinned tomatoes, cinnamon, potatoes, milk, butter, plain flour, parmesan", ", "), Cuisine: "greek", Meal: "dinner", Servings: 6, TimeAvailable: 120},
}

var (
	// "2 tbsp of the olive oil", "1 tsp of the vegetable oil"
	stepOfThe = regexp.MustCompile(`\b(\d+(?: \d/\d)?|\d/\d) (tsp|tbsp|cups?) of the ([a-z][a-z -]*)`)
	// "salt (about 3/4 tsp)"
	stepAbout = regexp.MustCompile(`\(about (\d+(?: \d/\d)?|\d/\d) (tsp|tbsp|cups?)\)`)
	// "the rest of the parmesan", "the remaining olive oil"
	stepRest = regexp.MustCompile(`\b(?:the rest of the|the remaining) ([a-z][a-z -]*)`)
)

func stepAmountsBreak(rec *Recipe) string {
	for i, s := range rec.Instructions {
		text := s.Text
		check := func(qty, unit, name string) string {
			line := lineNamed(rec, name)
			if line == nil || line.Grams == 0 {
				return ""
			}
			in, found := Lookup(line.Name)
			if !found {
				return ""
			}
			w, ok := in.UnitGrams(strings.TrimSuffix(unit, "s"))
			if !ok {
				return ""
			}
			q := parseQtyText(qty)
			if q*w > line.Grams*1.15+0.5 {
				return fmt.Sprintf("step %d says %s %s of the %s (%.0f g), the list holds %.0f g (%q)", i+1, qty, unit, line.Name, q*w, line.Grams, line.Text)
			}
			return ""
		}
		for _, m := range stepOfThe.FindAllStringSubmatch(text, -1) {
			if msg := check(m[1], m[2], m[3]); msg != "" {
				return msg
			}
		}
		for _, m := range stepAbout.FindAllStringSubmatchIndex(text, -1) {
			before := strings.TrimSpace(text[:m[0]])
			for _, l := range rec.Ingredients {
				if l.Name != "" && strings.HasSuffix(before, " "+l.Name) {
					if msg := check(text[m[2]:m[3]], text[m[4]:m[5]], l.Name); msg != "" {
						return msg
					}
				}
			}
		}
		for _, m := range stepRest.FindAllStringSubmatchIndex(text, -1) {
			line := lineNamed(rec, text[m[2]:m[3]])
			if line == nil {
				continue
			}
			before := text[:m[0]]
			for _, p := range rec.Instructions[:i] {
				before += " " + p.Text
			}
			if !strings.Contains(cookingClauses(before), line.Name) {
				return fmt.Sprintf("step %d says %q, but no step before used the %s", i+1, text[m[0]:m[1]], line.Name)
			}
		}
	}
	return ""
}

// lineNamed is the recipe's line whose food the words begin with, the longest first.
func lineNamed(rec *Recipe, words string) *RecipeLine {
	var best *RecipeLine
	for i := range rec.Ingredients {
		l := &rec.Ingredients[i]
		if l.Name != "" && (words == l.Name || strings.HasPrefix(words, l.Name+" ")) && (best == nil || len(l.Name) > len(best.Name)) {
			best = l
		}
	}
	return best
}

// parseQtyText reads "1 1/2", "3/4" or "2".
func parseQtyText(s string) float64 {
	total := 0.0
	for _, f := range strings.Fields(s) {
		var a, b float64
		if _, err := fmt.Sscanf(f, "%g/%g", &a, &b); err == nil && b != 0 {
			total += a / b
			continue
		}
		fmt.Sscanf(f, "%g", &a)
		total += a
	}
	return total
}

// prepClause is a clause that only readies a food ("grate the parmesan", "Also chop the
// parsley"): it uses none of it.
var prepClause = regexp.MustCompile(`^(?:Prep: |Also |Meanwhile, |and )?(?:roughly |finely |thinly )?(?:chop|grate|dice|slice|mince|peel|cut|crumble|juice|zest|tear|shred|trim|halve|quarter|seed|pick|wash|rinse|drain|measure|prepare|crush)\b`)

// cookingClauses is the text less its clauses that only ready a food.
func cookingClauses(text string) string {
	var keep []string
	for _, c := range regexp.MustCompile(`[.;:] `).Split(text, -1) {
		if !prepClause.MatchString(strings.TrimSpace(c)) {
			keep = append(keep, c)
		}
	}
	return strings.Join(keep, ". ")
}
