package engine

import (
	"strings"
	"testing"
)

// Eggs cooked over a vegetable wait for its liquid to cook off only where a vegetable
// weeps: a spring onion softens in two minutes and has none (review 20, 01).
func TestEggsWaitOnlyForWeepingVeg(t *testing.T) {
	n := 400
	if testing.Short() || raceEnabled {
		n = 120
	}
	reqs := randomRequests(59, 29, n,
		Request{Pantry: strings.Split("eggs, bread, cheddar, spring onion", ", "), Cuisine: "british", Meal: "breakfast", Servings: 2, TimeAvailable: 10},
		Request{Pantry: strings.Split("eggs, spring onions, butter", ", "), Meal: "breakfast", Servings: 1, TimeAvailable: 10})
	for i, req := range reqs {
		rec, ok := generated(t, i, req)
		if !ok {
			continue
		}
		wet := false
		for _, l := range rec.Ingredients {
			if in, ok := Lookup(l.Name); ok && weeps[in.Name] {
				wet = true
			}
		}
		for _, s := range rec.Instructions {
			if strings.Contains(s.Text, "any liquid has cooked off") && !wet {
				t.Errorf("request %d %v: step %d waits for liquid no vegetable gives: %s", i, req.Pantry, s.Step, s.Text)
			}
		}
	}
}
