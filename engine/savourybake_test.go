package engine

import (
	"strings"
	"testing"
)

// mealCase is a pantry asked for one meal, the title it should make and the pantry
// foods (by name) the recipe must use.
type mealCase struct {
	pantry, cuisine, meal string
	servings, minutes     int
	title                 string // "|" separates choices, case-insensitive
	uses                  string // "|"-separated ingredient names the recipe must take from the pantry
}

func checkMealCases(t *testing.T, cases []mealCase) {
	t.Helper()
	for _, c := range cases {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Meal: c.meal, Servings: c.servings, TimeAvailable: c.minutes}
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s (%s %s): %v, want %s", c.pantry, c.cuisine, c.meal, err, c.title)
			continue
		}
		ok := false
		for _, w := range strings.Split(c.title, "|") {
			ok = ok || strings.Contains(strings.ToLower(rec.Title), strings.ToLower(w))
		}
		if !ok {
			t.Errorf("%s (%s %s): got %q, want a title with %q", c.pantry, c.cuisine, c.meal, rec.Title, c.title)
			continue
		}
		used := map[string]bool{}
		for _, l := range rec.Ingredients {
			if l.FromPantry {
				used[l.Name] = true
			}
		}
		for _, u := range strings.Split(c.uses, "|") {
			if u != "" && !used[u] {
				t.Errorf("%s: %q does not use the pantry's %s\n%s", c.pantry, rec.Title, u, recipeText(rec))
			}
		}
		if msg := checkRecipe(req, rec); msg != "" {
			t.Errorf("%s: %s\n%s", c.pantry, msg, recipeText(rec))
		}
	}
}

// A savoury bake (a filo pie, a quiche, a pastry-lidded pie) is baking as much as a
// cake is: asked for "baking", the cook's spinach, feta and filo make a spanakopita,
// never nothing at all (cook review 25, 21).
func TestSavouryBakeIsBaking(t *testing.T) {
	checkMealCases(t, []mealCase{
		{"a bag of spinach, a pack of filo pastry, 200g feta, 2 eggs, a bunch of dill, spring onions, olive oil", "greek", "baking", 6, 75, "Spanakopita", "filo pastry|feta|spinach"},
		{"frozen spinach, feta, filo, eggs, onion, butter", "", "baking", 8, 90, "Spanakopita", "filo pastry|feta|frozen spinach"},
		{"shortcrust pastry, 4 eggs, double cream, bacon, cheddar, onion", "", "baking", 6, 90, "Quiche", "pie crust|egg|bacon"},
		{"ready-rolled puff pastry, chicken thighs, leeks, mushrooms, chicken stock, double cream", "british", "baking", 4, 90, "Pie", "puff pastry|chicken thigh"},
	})
}

// The cook's pomegranate seeds finish a savoury plate of the cuisines that strew them,
