package engine

import (
	"regexp"
	"strings"
	"testing"
)

// laidOut is a clause that lays foods out: "arrange the ... on top", "a board with ... around it".
var laidOut = regexp.MustCompile(`arrange (the )?[^;.]*|board with [^;.]*around it|[^;.,]* on top in rows`)

// A juice, a syrup or a sauce is poured over a dish, never arranged on it or set around a
// board, over generated recipes and the review's mezze boards and smoothie bowls.
func TestPouredNeverArranged(t *testing.T) {
	n := 400
	if testing.Short() || raceEnabled {
		n = 120
	}
	reqs := randomRequests(31, 5, n, pouredRequests...)
	for i, req := range reqs {
		rec, ok := generated(t, i, req)
		if !ok {
			continue
		}
		for _, s := range rec.Instructions {
			for _, clause := range laidOut.FindAllString(s.Text, -1) {
				for _, ing := range rec.Ingredients {
					in, ok := Lookup(ing.Name)
					if !ok || !isPoured(in) {
						continue
					}
					if strings.Contains(clause, in.Name) {
						t.Errorf("request %d %v: step %d lays out the %s: %q", i, req.Pantry, s.Step, in.Name, clause)
					}
				}
			}
		}
	}
}

var pouredRequests = []Request{
	{Pantry: strings.Split("pitta bread, hummus, cucumber, feta, tomatoes, olives, red onion", ", "), Cuisine: "greek", Meal: "lunch", Servings: 2, TimeAvailable: 10},
	{Pantry: strings.Split("apples, peanut butter, rice cakes, cheese strings, carrots, hummus", ", "), Meal: "snack", Servings: 3, TimeAvailable: 10, Rules: Rules{Allergies: []string{"peanuts"}}},
	{Pantry: strings.Split("oats, banana, eggs, milk, frozen berries, maple syrup", ", "), Meal: "snack", Servings: 6, TimeAvailable: 25, Rules: Rules{Allergies: []string{"milk", "wheat"}}},
	{Pantry: strings.Split("frozen mango, banana, yogurt, honey, granola", ", "), Meal: "breakfast", Servings: 2, TimeAvailable: 10},
	{Pantry: strings.Split("hummus, carrots, cucumber, lemon juice, paprika", ", "), Meal: "snack", Servings: 2, TimeAvailable: 10},
}
