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
