package engine

import (
	"slices"
	"testing"
)

// TestMealType checks that the meal asked for chooses among the dishes the pantry
// makes, and that the pantry still comes first.
func TestMealType(t *testing.T) {
	bakePantry := []string{"flour", "sugar", "butter", "eggs", "milk", "baking powder", "vanilla"}
	cases := []struct {
		pantry []string
		meal   string
		want   []string // the chosen dish's catalogue meals must hold one of these
	}{
		{bakePantry, "breakfast", []string{"breakfast"}},
		{bakePantry, "baking", []string{"baking", "dessert"}},
		{bakePantry, "dessert", []string{"dessert", "baking"}},
		{[]string{"eggs", "bread", "butter", "cheddar", "tomato"}, "breakfast", []string{"breakfast"}},
		{[]string{"eggs", "bread", "butter", "cheddar", "tomato"}, "lunch", []string{"lunch"}},
		{[]string{"chicken thighs", "rice", "onion", "garlic", "tomatoes"}, "dinner", []string{"dinner"}},
		{[]string{"apple", "cheddar"}, "snack", []string{"snack"}},
		{[]string{"crackers", "cheddar"}, "snack", []string{"snack"}},
	}
	for _, c := range cases {
		req := Request{Pantry: c.pantry, Meal: c.meal, Servings: 4}
		rec, dish, err := generate(req)
		if err != nil {
			t.Errorf("%v for %s: %v", c.pantry, c.meal, err)
			continue
		}
		if dish == nil || !slices.ContainsFunc(c.want, func(m string) bool { return slices.Contains(dish.meals, m) }) {
			t.Errorf("%v for %s: got %q, a dish for %v", c.pantry, c.meal, rec.Title, dish.meals)
		}
	}
	// The chicken stays the dish's main even at breakfast: the pantry comes first.
	rec, err := Generate(Request{Pantry: []string{"chicken thighs", "rice", "soy sauce", "broccoli"}, Meal: "breakfast"})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(rec.Ingredients, func(l RecipeLine) bool { return l.Name == "chicken thigh" && l.FromPantry }) {
		t.Errorf("breakfast from a chicken pantry left the chicken out: %q", rec.Title)
	}
}
