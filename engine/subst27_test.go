package engine

import (
	"encoding/json"
	"strings"
	"testing"
)

// Review 27: a fresh cheese has stand-ins of its own, so a dairy-free cook asking for
// queso fresco's substitute in huevos rancheros gets one (crumbled tofu), not a refusal.
func TestFreshCheeseHasDairyFreeStandIns(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("6 eggs, corn tortillas, a jar of salsa verde, queso fresco, a can of black beans, an avocado", ", "),
		Cuisine: "mexican", Servings: 3, TimeAvailable: 25, Meal: "breakfast"})
	if err != nil {
		t.Fatal(err)
	}
	var in RecipeInput
	b, _ := json.Marshal(rec)
	if err := json.Unmarshal(b, &in); err != nil {
		t.Fatal(err)
	}
	d := DishFrom(in)
	for _, food := range []string{"queso fresco", "goat cheese", "ricotta"} {
		if food != "queso fresco" {
			in := mustLookup(food)
			if subs := Substitutes(in, Rules{Restrictions: []string{"dairy-free"}}); len(subs) == 0 {
				t.Errorf("%s has no dairy-free substitute", food)
			}
			continue
		}
		out, err := SuggestSubstitute(food, Rules{Restrictions: []string{"dairy-free"}}, &d)
		if err != nil {
			t.Fatalf("%s in %s: %v", food, rec.Title, err)
		}
		if len(out.Substitutes) == 0 || out.Substitutes[0].Name != "tofu" {
			t.Errorf("%s dairy-free: %+v", food, out.Substitutes)
		}
		for _, s := range out.Steps {
			if strings.Contains(s.Text, "queso fresco") {
				t.Errorf("a step still holds queso fresco: %q", s.Text)
			}
		}
	}
}

// Thai, Japanese and Chinese aubergines are aubergines, not unknown lines (Thai ones
// the small aubergine, counted and quartered).
func TestAsianAuberginesAreAubergines(t *testing.T) {
	for text, want := range map[string]string{"Thai aubergines": "thai eggplant", "japanese eggplant": "eggplant", "chinese eggplants": "eggplant"} {
		if l := ParseLine(text); l.Ingredient == nil || l.Ingredient.Name != want {
			t.Errorf("%q read as %q", text, l.Matched)
		}
	}
}
