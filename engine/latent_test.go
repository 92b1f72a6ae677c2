package engine

import (
	"strings"
	"testing"
)

// latentRecipe generates the recipe for a pantry written "a, b, c".
func latentRecipe(t *testing.T, pantry string, servings int) *Recipe {
	t.Helper()
	rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Servings: servings, TimeAvailable: 60})
	if err != nil {
		t.Fatalf("%s: %v", pantry, err)
	}
	return rec
}

// allSteps is the recipe's method as one text.
func allSteps(rec *Recipe) string {
	var b strings.Builder
	for _, s := range rec.Instructions {
		b.WriteString(s.Text)
		b.WriteByte('\n')
	}
	return b.String()
}

// lineFor is the recipe's ingredient line for the named food, or nil.
func lineFor(rec *Recipe, name string) *RecipeLine {
	for i := range rec.Ingredients {
		if rec.Ingredients[i].Name == name {
			return &rec.Ingredients[i]
		}
	}
	return nil
}

// A bacon roll or sandwich buttered in its steps lists its butter, whatever the bread and
// the party; buns the cook calls buns are split and warmed, a loaf's slices toasted.
func TestBaconRollsListTheirButter(t *testing.T) {
	for _, c := range []struct {
		pantry   string
		servings int
		split    bool
	}{
		{"bacon, brioche buns", 18, true},
		{"bacon, brioche buns, butter", 4, true},
		{"bacon, brioche", 18, false},
		{"bacon, hamburger buns", 6, true},
		{"smoked bacon, 6 bread rolls", 6, true},
	} {
		rec := latentRecipe(t, c.pantry, c.servings)
		steps := allSteps(rec)
		if msg := speaksOfAbsentFood(rec); msg != "" {
			t.Errorf("%s for %d: %s\n%s", c.pantry, c.servings, msg, recipeText(rec))
		}
		if got := strings.Contains(steps, "Split the"); got != c.split {
			t.Errorf("%s: split the buns %v, want %v\n%s", c.pantry, got, c.split, steps)
		}
	}
}
