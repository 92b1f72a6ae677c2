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

// A pancake named for its kimchi is made only from the cook's kimchi; without it the
// batter carries the scallions and goes by its own name, pajeon, and buys no kimchi
// (cook review 25, 29: a Thai sweetcorn pantry got a kimchi pancake with bought kimchi).
func TestKimchiPancakeNeverBuysItsKimchi(t *testing.T) {
	checkMealCases(t, []mealCase{
		{"kimchi, plain flour, egg, spring onions", "korean", "snack", 2, 25, "Kimchi Pancake", "kimchi|scallion"},
		{"kimchi, flour, eggs, onion, gochugaru", "", "snack", 2, 25, "Kimchi Pancake", "kimchi|onion"},
		{"spring onions, plain flour, egg, soy sauce", "korean", "snack", 2, 25, "Pajeon", "scallion"},
		{"a bunch of spring onions, self-raising flour, 2 eggs, courgette", "korean", "lunch", 2, 30, "Pajeon", "scallion"},
	})
	for _, p := range []string{"a tin of sweetcorn, 2 spring onions, self-raising flour, 1 egg, milk, a red chilli, sweet chilli sauce", "spring onions, plain flour, egg, soy sauce"} {
		rec, err := Generate(Request{Pantry: strings.Split(p, ", "), Cuisine: "korean", Meal: "snack", Servings: 2, TimeAvailable: 25})
		if err == nil && listsFood(rec, "kimchi") {
			t.Errorf("%s: %q buys kimchi the cook does not have\n%s", p, rec.Title, recipeText(rec))
		}
	}
}

// A vegetable in cheese sauce goes by the vegetable the cook has: leeks make leeks in
// cheese sauce, never a "Cauliflower Cheese" with no cauliflower (cook review 25, 05).
func TestVegetableCheeseNamedForItsVegetable(t *testing.T) {
	checkMealCases(t, []mealCase{
		{"3 leeks, a block of mature cheddar, 4 slices of ham, butter, plain flour, milk", "british", "dinner", 3, 60, "Leeks", "leek|cheddar|milk"},
		{"broccoli, cheddar, milk, butter, flour", "british", "dinner", 4, 60, "Broccoli Cheese", "broccoli|cheddar"},
		{"cauliflower, cheddar, milk, butter, flour", "british", "dinner", 4, 60, "Cauliflower Cheese", "cauliflower|cheddar"},
		{"cauliflower, broccoli, gruyere, milk, butter, flour", "british", "dinner", 4, 60, "Cauliflower Cheese", "cauliflower|broccoli"},
	})
}

// Bananas, flour, sugar, eggs, butter and soda are a banana bread; the cook's bar of
// chocolate is chopped into it, not a brownie that buys cocoa and scatters the bananas
// over the top (cook review 25, 27).
func TestBananaBreadTakesTheChocolate(t *testing.T) {
	checkMealCases(t, []mealCase{
		{"3 very ripe bananas, plain flour, light brown sugar, 2 eggs, butter, bicarbonate of soda, a bar of dark chocolate", "american", "baking", 8, 90, "Banana Bread", "banana|dark chocolate|brown sugar"},
		{"3 ripe bananas, self-raising flour, caster sugar, 2 eggs, butter, milk chocolate", "", "baking", 8, 90, "Banana Bread", "banana|milk chocolate|self-rising flour"},
		{"4 bananas, flour, sugar, eggs, butter, baking soda, dark chocolate, walnuts", "", "", 10, 90, "Banana Bread", "banana|dark chocolate|walnuts"},
	})
}

// Jeyuk with the cook's lettuce is served as ssam: the leaves raw alongside for
// wrapping, never stir-fried with the onion (cook review 25, 07).
func TestJeyukServedInLettuceCups(t *testing.T) {
	for _, p := range []string{
		"500g pork belly, gochujang, garlic, an onion, a head of lettuce, 2 spring onions, soy sauce, sesame seeds",
		"pork shoulder, gochujang, garlic, iceberg lettuce, rice, kimchi, soy sauce",
		"pork loin, gochujang, garlic, little gem lettuce, onion, honey, soy sauce",
	} {
		rec, err := Generate(Request{Pantry: strings.Split(p, ", "), Cuisine: "korean", Meal: "dinner", Servings: 4, TimeAvailable: 45})
		if err != nil {
			t.Errorf("%s: %v", p, err)
			continue
		}
		text := recipeText(rec)
		if !strings.Contains(rec.Title, "Jeyuk") || !strings.Contains(text, "(ssam)") || !strings.Contains(text, "lettuce leaves piled alongside") {
			t.Errorf("%s: want jeyuk wrapped in the lettuce at the table\n%s", p, text)
		}
		if strings.Contains(text, "Stir-fry the onion and") {
			t.Errorf("%s: the lettuce is fried\n%s", p, text)
		}
	}
}

// A whole chicken with lemon, oregano and potatoes asked for Greek is a Greek lemon
// roast chicken, not an American roast that buys rosemary (cook review 25, 20).
func TestGreekLemonRoastChicken(t *testing.T) {
	checkMealCases(t, []mealCase{
		{"1kg potatoes, a lemon, dried oregano, olive oil, a whole chicken, garlic", "greek", "dinner", 5, 120, "Greek Lemon", "whole chicken|lemon|potato|dried oregano"},
		{"whole chicken, 2 lemons, potatoes, oregano, garlic, olive oil, red onion", "greek", "dinner", 4, 120, "Greek Lemon", "whole chicken|lemon|potato"},
		{"chicken thighs, potatoes, lemon, dried oregano, olive oil, garlic", "greek", "dinner", 4, 75, "Greek Lemon", "chicken thigh|lemon|potato"},
	})
}
