package engine

import (
	"strings"
	"testing"
)

// A crusty loaf goes into the oven as "the loaf" (or "the loaves", a slash across the
// top of each), never "the bread": a loaf swapped to gluten-free flour for a wheat
// allergy named wheat bread in its bake step.
func TestLoafIsNotTheBread27(t *testing.T) {
	for _, c := range []struct {
		servings int
		want     string
	}{
		{2, "Put the loaf in the oven"},
		{24, "Put the loaves in the oven"},
	} {
		rec, err := Generate(Request{Pantry: []string{"bread flour", "yeast"}, Meal: "baking", Servings: c.servings, TimeAvailable: 300})
		if err != nil {
			t.Fatalf("%d: %v", c.servings, err)
		}
		text := ""
		for _, s := range rec.Instructions {
			text += s.Text + "\n"
		}
		if !strings.Contains(text, c.want) || strings.Contains(text, "the bread in") {
			t.Errorf("%s for %d: want %q, never \"the bread in\":\n%s", rec.Title, c.servings, c.want, text)
		}
	}
}

// Leftover mash beside a plate for a crowd reheats in a large pot, never a saucepan
// holding four kilos.
func TestMashForACrowd27(t *testing.T) {
	for _, c := range []struct {
		servings int
		want     string
	}{
		{2, "mashed potatoes in a saucepan"},
		{21, "mashed potatoes in a large pot"},
	} {
		rec, err := Generate(Request{Pantry: []string{"cooked shrimp", "mash", "red bell pepper", "cajun seasoning"}, Cuisine: "american", Servings: c.servings, TimeAvailable: 60})
		if err != nil {
			t.Fatalf("%d: %v", c.servings, err)
		}
		if msg := smallPanForMany(rec); msg != "" {
			t.Errorf("%d: %s\n%s", c.servings, msg, recipeText(rec))
		}
		if text := recipeText(rec); !strings.Contains(text, c.want) {
			t.Errorf("%d: want %q\n%s", c.servings, c.want, text)
		}
	}
}
