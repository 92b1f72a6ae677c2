package engine

import (
	"strings"
	"testing"
)

// TestShoppingFitsThePantry checks what a recipe takes from the cook's pantry, what it
// buys beside it, and how much of each: the cook's tin used whole rather than half a cup
// and a bought tin of something else, the cook's spices in the dish that lists them, a
// spoon of oil for mince that browns in its own fat, and no "more acid" with none to add.
func TestShoppingFitsThePantry(t *testing.T) {
	cases := []struct {
		pantry, cuisine, rules, meal string
		servings, minutes            int
		use                          map[string]float64 // from the pantry, at least these grams
		notBought                    []string
		atMost                       map[string]float64 // grams
		notSaid                      string
	}{
		{pantry: "a tin of chickpeas, a tin of coconut milk, spinach, an onion, curry powder", cuisine: "indian", rules: "vegan", meal: "dinner",
			servings: 3, minutes: 30, use: map[string]float64{"coconut milk": 390}, notBought: []string{"canned diced tomatoes"}},
		{pantry: "2 potatoes, a tin of coconut milk, frozen peas, an onion, garam masala", cuisine: "indian", meal: "dinner",
			servings: 2, minutes: 40, use: map[string]float64{"coconut milk": 200}, notBought: []string{"canned diced tomatoes"}},
		{pantry: "500g beef mince, an onion, a tin of kidney beans, a tin of tomatoes, chilli powder, cumin", cuisine: "mexican", meal: "dinner",
			servings: 6, minutes: 60, use: map[string]float64{"cumin": 1}, atMost: map[string]float64{"vegetable oil": 15}},
		{pantry: "ground pork, an onion, a tin of black beans, a tin of tomatoes, chili powder, cumin, dried oregano", cuisine: "american", meal: "dinner",
			servings: 8, minutes: 60, use: map[string]float64{"cumin": 1}, atMost: map[string]float64{"vegetable oil": 15}},
		{pantry: "2 chicken breasts, broccoli", rules: "keto", meal: "dinner",
			servings: 2, minutes: 30, notBought: []string{"oyster sauce", "hoisin sauce"}},
		{pantry: "sirloin steak, green beans, garlic", cuisine: "chinese", rules: "keto", meal: "dinner",
			servings: 3, minutes: 30, notBought: []string{"oyster sauce", "hoisin sauce"}},
		{pantry: "leftover roast chicken, mayo, celery, bread, lettuce", meal: "lunch",
			servings: 2, minutes: 10, use: map[string]float64{"mayonnaise": 50}},
		{pantry: "cooked chicken, greek yogurt, red onion, sourdough bread", meal: "lunch",
			servings: 4, minutes: 15, use: map[string]float64{"greek yogurt": 100}},
		// A pan sauce is made with the cook's garlic: no shallot bought beside it (round2).
		{pantry: "lamb chops, rosemary, garlic, new potatoes, green beans", meal: "dinner",
			servings: 2, minutes: 40, notBought: []string{"shallot"}},
		{pantry: "lamb shoulder, onions, carrots, potatoes, rosemary", cuisine: "french", meal: "dinner",
			servings: 6, minutes: 180, notSaid: "more acid"},
		// A fruit bake's fruit is about 150 g a serving in all, shared between its fruits,
		// under about 60 g of topping (25 g flour, 15 g butter, 18 g sugar: a 9 x 13 dish wants its fruit covered); a batter's bananas stand for most of its milk.
		{pantry: "apples, blackberries, flour, butter, sugar, oats", meal: "dessert", servings: 6, minutes: 90,
			use: map[string]float64{"apple": 450, "blackberry": 200}, atMost: map[string]float64{"apple": 700, "blackberry": 350, "all-purpose flour": 180, "butter": 100}},
		{pantry: "pears, apples, flour, butter, brown sugar", meal: "dessert", servings: 4, minutes: 90,
			use: map[string]float64{"pear": 300}, atMost: map[string]float64{"pear": 500, "apple": 250}},
		{pantry: "bananas, flour, eggs, milk, butter, sugar, baking powder", meal: "baking", servings: 12, minutes: 60,
			use: map[string]float64{"banana": 300}, atMost: map[string]float64{"banana": 400, "milk": 80}},
		{pantry: "ripe bananas, plain flour, eggs, butter, caster sugar, bicarbonate of soda", meal: "baking", servings: 10, minutes: 120,
			atMost: map[string]float64{"banana": 400}},
		// The pantry's butter is the fat: no oil bought beside it for a mug cake.
		{pantry: "flour, sugar, cocoa, egg, milk, butter", meal: "dessert", servings: 1, minutes: 10, notBought: []string{"vegetable oil"}},
		{pantry: "flour, sugar, cocoa powder, milk, butter", meal: "dessert", servings: 2, minutes: 10, notBought: []string{"vegetable oil"}},
		// A red lentil soup needs no tin of tomatoes the pantry does not hold.
		{pantry: "red lentils, onion, carrot, garlic, cumin", cuisine: "mediterranean", meal: "dinner", servings: 4, minutes: 45,
			notBought: []string{"canned diced tomatoes", "crushed tomatoes"}},
		// A seared chop's sauce is the cook's butter, garlic and thyme: no broth, lemon or shallot.
		{pantry: "pork chops, green beans, butter, garlic, thyme", meal: "dinner", servings: 2, minutes: 40,
			notBought: []string{"chicken broth", "lemon juice", "shallot"}},
		{pantry: "chicken thighs, broccoli, butter, garlic, rosemary", cuisine: "french", meal: "dinner", servings: 4, minutes: 45,
			notBought: []string{"chicken broth", "lemon juice", "shallot"}},
	}
	for _, c := range cases {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Meal: c.meal, Servings: c.servings, TimeAvailable: c.minutes}
		if c.rules != "" {
			req.Rules.Restrictions = strings.Split(c.rules, ",")
		}
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		lines := map[string]RecipeLine{}
		for _, l := range rec.Ingredients {
			lines[l.Name] = l
		}
		for name, g := range c.use {
			if l, ok := lines[name]; !ok || !l.FromPantry || l.Grams < g {
				t.Errorf("%s (%s): got %s %.0f g from the pantry %v, want at least %.0f g of the cook's", c.pantry, rec.Title, name, l.Grams, l.FromPantry, g)
			}
		}
		for _, name := range c.notBought {
			if l, ok := lines[name]; ok && !l.FromPantry {
				t.Errorf("%s (%s): got %q bought, want none", c.pantry, rec.Title, l.Text)
			}
		}
		for name, g := range c.atMost {
			if l, ok := lines[name]; ok && l.Grams > g {
				t.Errorf("%s (%s): got %q, want at most %.0f g", c.pantry, rec.Title, l.Text, g)
			}
		}
		if c.notSaid != "" {
			for _, s := range rec.Instructions {
				if strings.Contains(s.Text, c.notSaid) {
					t.Errorf("%s (%s): got %q with no acid on the list", c.pantry, rec.Title, s.Text)
				}
			}
		}
	}
}
