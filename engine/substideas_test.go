package engine

import (
	"strings"
	"testing"
)

// A food with stand-ins of its own gets those, made as a cook buys them, and no sauce
// merely near in make-up (review 22: tahini -> "3 tbsp sunflower seeds" and "caesar
// dressing").
func TestSubstitutesAreACooksOwn(t *testing.T) {
	for _, c := range []struct {
		food  string
		rules Rules
		want  string
		never []string
	}{
		{"tahini", Rules{Allergies: []string{"sesame"}}, "sunflower seed butter", []string{"caesar dressing", "sunflower seeds"}},
		{"peanut butter", Rules{Allergies: []string{"peanuts", "tree-nuts"}}, "sunflower seed butter", []string{"sunflower seeds"}},
	} {
		subs := Substitutes(mustLookup(c.food), c.rules)
		if len(subs) == 0 || subs[0].Name != c.want {
			t.Errorf("%s: first substitute %+v, want %s", c.food, subs, c.want)
		}
		for _, s := range subs {
			for _, n := range c.never {
				if s.Name == n {
					t.Errorf("%s: offers %s (%s)", c.food, n, s.Notes)
				}
			}
			if strings.Contains(s.Notes, "similar make-up") {
				t.Errorf("%s: offers %s as a sauce near in make-up", c.food, s.Name)
			}
		}
	}
	if l := ParseLine("2 tbsp sunbutter"); !l.Known || l.Ingredient.Name != "sunflower seed butter" {
		t.Errorf("sunbutter read as %q", l.Matched)
	}
}

// A swap renames the cook's word for a food, never the knife's verb spelled the same
// (review 23: healthify turned "mince the garlic" into "ground turkey the garlic").
func TestSwapLeavesTheKnifesVerbs(t *testing.T) {
	text := "Prep: mince the garlic. Brown the mince, then mince it finer; stir the mince and onion."
	got := replaceNamesLower(text, strings.ToLower(text), []string{"mince"}, nil, "ground turkey", false)
	want := "Prep: mince the garlic. Brown the ground turkey, then mince it finer; stir the ground turkey and onion."
	if got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	rec, err := Generate(Request{Pantry: strings.Split("500g beef mince, lasagne sheets, 2 tins chopped tomatoes, 1 onion, garlic, milk, butter, plain flour, parmesan", ", "),
		Cuisine: "italian", Servings: 6, TimeAvailable: 120})
	if err != nil {
		t.Fatal(err)
	}
	for _, focus := range HealthFocuses {
		out := Healthify(roundTrip(t, rec), focus)
		if s := stepsText(out.Steps); strings.Contains(s, "turkey the") || strings.Contains(s, "beef the") {
			t.Errorf("%s: %s", focus, s)
		}
	}
}
