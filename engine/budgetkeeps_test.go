package engine

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// Budgetify keeps what a dish is named for (review 22 had a mushroom risotto made of
// long-grain rice and finished by beating in oil), and never joins two lines one step
// uses side by side ("warm the rest of the vegetable oil with a third of the vegetable
// oil").
func TestBudgetifyKeepsWhatTheDishIsNamedFor(t *testing.T) {
	for _, c := range []struct {
		pantry, cuisine string
		servings        int
		keep            []string
	}{
		{"arborio rice, chestnut mushrooms, onion, vegetable stock, white wine, parmesan, butter", "italian", 3, []string{"arborio rice", "butter"}},
		{"risotto rice, leek, peas, chicken stock, butter, parmesan", "italian", 4, []string{"arborio rice", "butter"}},
		{"plain flour, butter, caster sugar", "british", 8, []string{"butter"}},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: c.servings, TimeAvailable: 90})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		out := Budgetify(roundTrip(t, rec), 0)
		for _, food := range c.keep {
			if !hasLine(out.Ingredients, food) {
				t.Errorf("budgetify %s (%s): %s was swapped", rec.Title, c.pantry, food)
			}
		}
	}
	twoShares := regexp.MustCompile(`(?i)the rest of the ([a-z ]+?) with (?:a third|half|a quarter) of the ([a-z ]+?)[;,.]`)
	r := rand.New(rand.NewPCG(22, 42))
	for n := 0; n < 300; {
		rec, err := Generate(randomRequest(r))
		if err != nil {
			continue
		}
		n++
		out := Budgetify(roundTrip(t, rec), 0)
		for _, s := range out.Steps {
			if m := twoShares.FindStringSubmatch(s.Text); m != nil && m[1] == m[2] {
				t.Errorf("budgetify %s: %q", rec.Title, s.Text)
			}
		}
	}
}

func hasLine(lines []OutLine, food string) bool {
	for _, l := range lines {
		if l.Name == food {
			return true
		}
	}
	return false
}
