package engine

import (
	"strings"
	"testing"
)

// Faults the property suites landed on when a food added to the table moved their
// random draws; each is built here directly, so it stays fixed whatever the draws.

// latentGenerate generates a dish for req and reads it back as a client would send it.
func latentGenerate(t *testing.T, req Request) Dish {
	t.Helper()
	rec, err := Generate(req)
	if err != nil {
		t.Fatalf("%v: %v", req.Pantry, err)
	}
	return roundTrip(t, rec)
}

// Custard powder swapped for cornstarch under an egg allergy: the steps no longer make
// "custard" (to the checks, and to a cook reading it, a bought custard holds egg).
func TestLatentCustardPowderSwapNamesNoCustard(t *testing.T) {
	d := latentGenerate(t, Request{Pantry: []string{"custard powder", "oat milk", "sugar"}, Meal: "dessert", Servings: 4,
		Rules: Rules{Allergies: []string{"peanuts", "eggs"}}})
	rules := Rules{Allergies: []string{"peanuts", "eggs"}}
	lastRun = opRun{rules: rules, target: "custard powder"}
	out, err := SuggestSubstitute("custard powder", rules, &d)
	if err != nil {
		t.Fatal(err)
	}
	if msg := checkTransform(d, "suggest-substitute", out); msg != "" {
		t.Fatalf("%s\n%s", msg, resultText(out))
	}
	text := resultText(out)
	if !strings.Contains(text, "cornstarch") || strings.Contains(strings.ToLower(text), "make the custard") {
		t.Errorf("got\n%s\nwant the cornstarch making a vanilla sauce, no step making custard", text)
	}
}

// A lo mein for 22 whose soy sauce is sized to 352 g and listed as 1 1/2 cups: the salt
// is capped against the listed cups, and a ceiling of 1.2 g is pinches, not a 1/4 tsp
// rounded up past it (1090 mg a serving before the salt, and salt on top).
func TestLatentLoMeinSaltSeasonsToTheListedSoy(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"udon noodles", "celery root"}, Servings: 22, Skill: "intermediate",
		Rules: Rules{Allergies: []string{"shellfish", "sesame"}}})
	if err != nil {
		t.Fatal(err)
	}
	salt, other := 0.0, rec.Nutrition.Total.Sodium
	for _, it := range rec.Ingredients {
		if it.Name == "salt" {
			salt += it.Grams
			other -= it.Grams * 387.58
		}
	}
	if other/float64(rec.Servings) >= 0.9*saltySodiumMg && salt > 0.45 {
		t.Errorf("%s: got %.0f mg of sodium a serving before the salt and %.1f g of salt added, want a pinch at most\n%s", rec.Title, other/float64(rec.Servings), salt, recipeText(rec))
	}
}
