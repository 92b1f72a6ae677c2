package engine

import (
	"strings"
	"testing"
)

// A comma inside a pantry line's brackets is part of the note, not the start of the
// preparation: "rice (cooked, from yesterday)" is the cook's cooked rice (review 42 #07,
// where it was cut into "rice (cooked" and "from yesterday)", both unknown).
func TestBracketCommaIsPartOfTheNote(t *testing.T) {
	for line, want := range map[string]string{
		"rice (cooked, from yesterday)": "cooked rice",
		"tomatoes (tinned, chopped)":    "canned diced tomatoes",
	} {
		if l := ParseLine(line); !l.Known || l.Ingredient.Name != want {
			t.Errorf("%q read as %q (known %v), want %s", line, l.Name, l.Known, want)
		}
	}
	if l := ParseLine("1 onion (large, about 300 g), chopped"); l.Ingredient == nil || l.Ingredient.Name != "onion" || !strings.Contains(l.Preparation, "chopped") {
		t.Errorf("onion line: %+v", l)
	}
	rec, err := Generate(Request{Pantry: []string{"leftover roast chicken", "rice (cooked, from yesterday)", "frozen peas", "eggs", "soy sauce", "spring onions", "carrot"},
		Cuisine: "chinese", Servings: 2, TimeAvailable: 20})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.ToLower(rec.Title), "fried rice") || lineFor(rec, "cooked rice") == nil || lineFor(rec, "egg") == nil {
		t.Errorf("leftover rice and eggs make fried rice:\n%s", recipeText(rec))
	}
}
