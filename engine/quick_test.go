package engine

import (
	"strings"
	"testing"
)

// Quick meals: requests of 5 to 20 minutes are answered, within the time, with the dish
// a cook would make in that time from that pantry.
func TestQuickMeals(t *testing.T) {
	cases := []struct {
		pantry   string
		cuisine  string
		servings int
		minutes  int
		want     []string // the title holds one of these
	}{
		{"greek yogurt, granola, berries, honey", "", 1, 5, []string{"Parfait"}},
		{"frozen berries, banana, milk, granola", "", 1, 5, []string{"Smoothie Bowl"}},
		{"bread, peanut butter, banana", "", 1, 5, []string{"Peanut Butter Banana Toast"}},
		{"smoked salmon, bagel, cream cheese", "", 1, 5, []string{"Bagel"}},
		{"flour, sugar, cocoa powder, milk, vegetable oil", "", 1, 5, []string{"Mug Cake"}},
		{"sourdough bread, avocado, lemon", "", 2, 10, []string{"Avocado Toast"}},
		{"bread, cheddar, butter", "", 1, 10, []string{"Grilled Cheese"}},
		{"eggs, butter, bread", "", 2, 10, []string{"Scrambled Eggs", "Omelette"}},
		{"baked beans, bread, butter", "", 1, 10, []string{"Beans on Toast"}},
		{"eggs, mushrooms, cheddar", "", 1, 10, []string{"Omelette", "Scrambled Eggs"}},
		{"baguette, tomatoes, garlic, olive oil", "spanish", 2, 10, []string{"Pan con Tomate"}},
		{"mozzarella, tomato, baguette, basil", "italian", 1, 12, []string{"Caprese", "Bruschetta"}},
		{"eggs, spinach, feta, tomato", "", 2, 15, []string{"Omelette", "Scrambled Eggs", "Menemen"}},
		{"oats, milk, banana, honey", "", 1, 15, []string{"Porridge"}},
		{"canned tuna, bread, mayonnaise, cheddar", "", 2, 15, []string{"Tuna Melt"}},
		{"eggs, tomatoes, scallions", "chinese", 2, 15, []string{"Tomato and Egg"}},
		{"eggs, onion, tomato, red chili", "indian", 2, 15, []string{"Bhurji"}},
		{"bread, eggs, milk, cinnamon", "", 2, 15, []string{"French Toast"}},
		{"eggs, ham, swiss cheese", "french", 1, 10, []string{"Omelette", "Scrambled Eggs"}},
		{"flour, milk, eggs, baking powder, sugar, butter", "", 4, 20, []string{"Pancakes"}},
		{"eggs, potatoes, onion", "spanish", 4, 20, []string{"Potato and Egg"}},
		{"eggs, corn tortillas, tomato, onion, jalapeno", "mexican", 2, 20, []string{"Huevos"}},
		{"shrimp, spaghetti, garlic, olive oil", "", 2, 20, []string{"Pasta", "Aglio", "Shrimp"}},
		{"greek yogurt, walnuts, honey", "greek", 1, 5, []string{"Greek Yogurt"}},
		{"chickpeas, tahini, lemon, garlic", "", 4, 10, []string{"Hummus"}},
		{"chickpeas, tahini, lemon, garlic, pita, cucumber", "", 2, 15, []string{"Hummus"}},
	}
	for _, c := range cases {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: c.servings, TimeAvailable: c.minutes}
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s in %d minutes: %v", c.pantry, c.minutes, err)
			continue
		}
		if rec.Timing.TotalMinutes > c.minutes {
			t.Errorf("%s: %s takes %d minutes, want at most %d", c.pantry, rec.Title, rec.Timing.TotalMinutes, c.minutes)
		}
		ok := false
		for _, w := range c.want {
			ok = ok || strings.Contains(rec.Title, w)
		}
		if !ok {
			t.Errorf("%s in %d minutes: got %q, want one of %v\n%s", c.pantry, c.minutes, rec.Title, c.want, recipeText(rec))
		}
		if msg := checkRecipe(req, rec); msg != "" {
			t.Errorf("%s: %s\n%s", c.pantry, msg, recipeText(rec))
		}
	}
}
