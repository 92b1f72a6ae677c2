package engine

import (
	"strings"
	"testing"
)

// A pantry food the dish does not cook is served beside it where a cook would: the
// yogurt and cucumber of a shawarma pantry as a yogurt sauce (review 7 left both "not
// needed"), a stew's bread, the cucumber beside a stir-fry, the berries on pancakes.
func TestLeftoverPantryBecomesASide(t *testing.T) {
	for _, tc := range []struct {
		req  Request
		want []string // pantry foods a step must use
	}{
		{Request{Pantry: []string{"chicken thighs", "yogurt", "garlic", "lemon", "paprika", "pita", "cucumber"}, Cuisine: "middle-eastern", Servings: 4, TimeAvailable: 40}, []string{"yogurt", "cucumber"}},
		{Request{Pantry: []string{"beef chuck", "carrots", "onion", "baguette"}, Cuisine: "french", Servings: 4}, []string{"baguette"}},
		{Request{Pantry: []string{"pork shoulder", "carrots", "fish sauce", "cucumber"}, Cuisine: "vietnamese", Servings: 4}, []string{"cucumber"}},
		// An avocado halved in the prep must reach the plate, not stop on the board.
		{Request{Pantry: []string{"sweet potatoes", "black beans", "eggs", "avocado", "lime", "tortillas"}, Meal: "breakfast", Servings: 2, TimeAvailable: 30}, []string{"avocado"}},
	} {
		rec, err := Generate(tc.req)
		if err != nil {
			t.Fatalf("%v: %v", tc.req.Pantry, err)
		}
		for _, food := range tc.want {
			found := false
			for _, s := range rec.Instructions {
				found = found || !strings.HasPrefix(s.Text, "Prep:") && strings.Contains(strings.ToLower(s.Text), food)
			}
			if !found {
				t.Errorf("%v: no step uses the %s\n%s", tc.req.Pantry, food, recipeText(rec))
			}
			for _, u := range rec.UnusedPantry {
				if strings.Contains(u.Name, food) {
					t.Errorf("%v: the %s is left unused (%s)", tc.req.Pantry, food, u.Reason)
				}
			}
		}
		if last := rec.Instructions[len(rec.Instructions)-1]; !strings.Contains(strings.ToLower(last.Text), "serve") {
			t.Errorf("%v: the last step does not serve: %q", tc.req.Pantry, last.Text)
		}
	}
}
