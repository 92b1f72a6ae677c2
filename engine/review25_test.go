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
// never "is savoury; keep it for something sweet".
func TestPomegranateFinishesSavouryPlates(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine string }{
		{"an aubergine, a tub of greek yoghurt, pomegranate seeds, garlic, bulgur wheat", "middle-eastern"},
		{"chicken thighs, couscous, pomegranate seeds, red onion, cumin", "middle-eastern"},
		{"lamb mince, onion, pomegranate seeds, cumin, flatbreads", "middle-eastern"},
		{"chickpeas, bulgur, pomegranate seeds, cucumber, lemon, parsley", "mediterranean"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: 2, TimeAvailable: 60, Meal: "dinner"})
		if err != nil {
			continue
		}
		for _, u := range rec.UnusedPantry {
			if strings.Contains(u.Reason, "something sweet") {
				t.Errorf("%s (%s): %s: %s", c.pantry, rec.Title, u.Name, u.Reason)
			}
		}
		for _, l := range rec.Ingredients {
			if l.Name == "pomegranate seeds" && l.Grams > 25*2 {
				t.Errorf("%s: %q is more than a garnish", c.pantry, l.Text)
			}
		}
	}
}

// The cook's parsley (or mint, coriander) goes into the kofta as well as over them,
// where the dish uses it (review 25's kofta only strewed it on top).
func TestKoftaTakeTheCooksHerbInside(t *testing.T) {
	for _, c := range []struct{ pantry, herb string }{
		{"500g lamb mince, an onion, a bunch of parsley, ground cumin, flatbreads, greek yoghurt, a cucumber", "parsley"},
		{"lamb mince, onion, fresh mint, cumin, pitta, yoghurt", "mint"},
		{"beef mince, onion, parsley, garlic, cumin, pitta, yoghurt, cucumber", "parsley"},
		{"lamb mince, red onion, coriander, cumin, couscous, greek yoghurt", "cilantro"},
		{"lamb mince, couscous, feta, mint, lemon, greek yoghurt, cucumber", "mint"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: "middle-eastern", Servings: 4, TimeAvailable: 40, Meal: "dinner"})
		if err != nil || !strings.Contains(rec.Title, "Kofta") {
			continue
		}
		for _, l := range rec.Ingredients {
			if l.Name != c.herb || l.Optional {
				continue
			}
			inside := false
			for _, s := range rec.Instructions {
				inside = inside || strings.Contains(s.Text, "shape it") && strings.Contains(s.Text, c.herb)
			}
			if !inside {
				t.Errorf("%s (%s): the %s never goes into the kofta", c.pantry, rec.Title, c.herb)
			}
			if halves := strings.Count(recipeText(rec), "half the "+c.herb); halves > 1 {
				t.Errorf("%s (%s): the %s is used by halves %d times", c.pantry, rec.Title, c.herb, halves)
			}
		}
	}
}
