package engine

import (
	"encoding/json"
	"strings"
	"testing"
)

// A recipe past half a day's sodium in one serving says so in its summary, naming the
// salty foods; one under it says nothing; a transform, with nutrition of its own,
// drops the sentence rather than keep a figure it no longer matches.
func TestSaltyRecipesSaySo(t *testing.T) {
	for _, c := range []struct {
		pantry string
		salty  bool
	}{
		// The soy glaze seasons the wings: a pinch of salt beside it, not spoonfuls, keeps
		// a serving under it (review 32); a pho of bought beef broth is over it.
		{"chicken wings, soy sauce, honey, garlic", false},
		{"rice noodles, sirloin steak, beef broth, star anise, fish sauce", true},
		{"bacon, eggs, cheddar, bread", false}, // the added salt stops short of it
		{"oats, milk, banana, honey", false},
		{"chickpeas, spinach, tomatoes, onion", false},
		// Kimchi, spam and the cook's gochujang salt it: no soy sauce is bought to stack on them (review 14, row 16).
		{"kimchi, cooked rice, eggs, spam, spring onions, gochujang", true},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Servings: 2})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		for _, l := range rec.Ingredients {
			if in, ok := Lookup(l.Name); ok && !l.FromPantry && isSalty(in) && strings.Contains(c.pantry, "gochujang") {
				t.Errorf("%s: buys %s to stack on the pantry's salty foods", c.pantry, l.Name)
			}
		}
		says := strings.Contains(rec.Summary, saltNotePrefix)
		over := rec.Nutrition.PerServing.Sodium > saltySodiumMg
		if says != over {
			t.Errorf("%s: %.0f mg sodium a serving, summary %q", c.pantry, rec.Nutrition.PerServing.Sodium, rec.Summary)
		}
		if over != c.salty {
			t.Errorf("%s: %.0f mg sodium a serving, want salty=%v", c.pantry, rec.Nutrition.PerServing.Sodium, c.salty)
		}
		if says {
			b, _ := json.Marshal(rec)
			var in RecipeInput
			if err := json.Unmarshal(b, &in); err != nil {
				t.Fatal(err)
			}
			if out := Healthify(DishFrom(in), "low-sodium"); strings.Contains(out.Summary, saltNotePrefix) {
				t.Errorf("%s: healthify kept %q", c.pantry, out.Summary)
			}
		}
	}
	if got := withoutSaltNote("Soup. It is salty: about 1300 mg of sodium a serving; less salt brings it down. Serves 2."); got != "Soup. Serves 2." {
		t.Errorf("withoutSaltNote: %q", got)
	}
}
