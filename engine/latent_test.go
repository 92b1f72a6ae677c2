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

// Squirty (aerosol) cream is a sweet topping, not a cream a pan sauce can be reduced
// from: a steak au poivre is made only with double cream or creme fraiche, and venison
// is seared briefly and taken off at medium-rare, however many rounds the party needs.
func TestSquirtyCreamIsNoPanSauce(t *testing.T) {
	if l := ParseLine("squirty cream"); l.Matched != "canned whipped cream" {
		t.Fatalf("squirty cream: got %s, want canned whipped cream", l.Matched)
	}
	rec := latentRecipe(t, "2 kg venison steaks, squirty cream, peppercorns", 10)
	for _, l := range rec.Ingredients {
		if l.Name == "canned whipped cream" {
			t.Errorf("the squirty cream is cooked: %s\n%s", l.Text, recipeText(rec))
		}
	}
	rec = latentRecipe(t, "2 kg venison steaks, double cream, peppercorns", 10)
	steps := allSteps(rec)
	if !strings.HasPrefix(rec.Title, "Steak au Poivre") {
		t.Fatalf("venison, double cream and peppercorns: got %s, want Steak au Poivre", rec.Title)
	}
	for _, want := range []string{"52–54°C", "in a low oven", "more vegetable oil for each round"} {
		if !strings.Contains(steps, want) {
			t.Errorf("venison au poivre for 10: no step says %q\n%s", want, steps)
		}
	}
	if strings.Contains(steps, "60°C (140°F) for medium") {
		t.Errorf("venison au poivre: lean venison is taken to medium\n%s", steps)
	}
}

// A low-sodium healthify swaps chicken broth for the reduced-sodium broth (SR28 06183),
// not for water: the soup still tastes of chicken.
func TestLowSodiumKeepsTheChickenBroth(t *testing.T) {
	if l := ParseLine("reduced-sodium chicken stock"); l.Matched != "low-sodium chicken broth" {
		t.Fatalf("reduced-sodium chicken stock: got %s, want low-sodium chicken broth", l.Matched)
	}
	in := mustLookup("low-sodium chicken broth")
	if in.Per100g.Sodium != 231 || in.Per100g.Kcal != 7 {
		t.Errorf("low-sodium chicken broth: got %g mg sodium, %g kcal, want 231 and 7 (SR28 06183)", in.Per100g.Sodium, in.Per100g.Kcal)
	}
	for _, pantry := range []string{"chicken stock, chicken breast, carrots, onion, celery, egg noodles", "ramen noodles, chicken stock, eggs, soy sauce, scallions, pork belly"} {
		rec := latentRecipe(t, pantry, 4)
		out := Healthify(roundTrip(t, rec), "low-sodium")
		swapped := false
		for _, c := range out.Changes {
			if strings.Contains(c.From, "chicken broth") {
				swapped = strings.Contains(c.To, "low-sodium chicken broth")
				if !swapped {
					t.Errorf("%s: chicken broth became %q, want low-sodium chicken broth", rec.Title, c.To)
				}
			}
		}
		if !swapped {
			t.Errorf("%s: low-sodium keeps the full-salt chicken broth: %+v", rec.Title, out.Changes)
		}
	}
}
