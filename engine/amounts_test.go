package engine

import (
	"fmt"
	"math"
	"testing"
)

// amountsACookWrites says which line of rec no cook would write, or "": eggs two or
// three a person at most and no more than a pan holds, in whole eggs; whole
// countable produce and whole cans; woody herbs by the spoon, at most 2 tbsp; a
// finishing oil by the teaspoon, at most a tablespoon.
func amountsACookWrites(req Request, rec *Recipe) string {
	n := float64(rec.Servings)
	whole := func(q float64) bool { return math.Abs(q-math.Round(q)) < 1e-9 }
	for _, l := range rec.Ingredients {
		in, ok := Lookup(l.Name)
		if !ok {
			continue
		}
		switch {
		case l.Unit == "g":
			// the pantry's own weight, when it holds less than a kitchen measure
		case in.Name == "egg":
			if !whole(l.Quantity) || l.Quantity > math.Min(3*n, eggsPerPan) {
				return fmt.Sprintf("%q: eggs are whole, at most 3 a person and %d a pan", l.Text, eggsPerPan)
			}
		case countable[in.Name] && l.Unit == "piece" || l.Unit == "can":
			if !whole(l.Quantity) {
				return fmt.Sprintf("%q: a cook buys whole produce and opens whole cans", l.Text)
			}
		case woodyHerbs[in.Name] && in.Category == "herbs":
			if w, _ := in.UnitGrams("tbsp"); l.Unit != "tbsp" && l.Unit != "tsp" || l.Grams > woodyHerbTbsp*w+0.1 {
				return fmt.Sprintf("%q: a woody herb goes in by the spoon, 2 tbsp at most", l.Text)
			}
		case finishingOils[in.Name]:
			if w, _ := in.UnitGrams("tbsp"); l.Unit != "tsp" && l.Unit != "tbsp" || l.Grams > w+0.1 {
				return fmt.Sprintf("%q: a finishing oil goes in by the teaspoon, a tablespoon at most", l.Text)
			}
		}
	}
	return ""
}

// The rules hold where the reviewers found them broken.
func TestAmountsACookWrites(t *testing.T) {
	cases := []struct {
		pantry   []string
		cuisine  string
		servings int
	}{
		{[]string{"heavy cream", "sugar", "eggs", "vanilla"}, "french", 6},
		{[]string{"eggs", "spinach", "feta", "tomato"}, "greek", 6},
		{[]string{"chicken breast", "rice", "soy sauce", "garlic", "ginger", "broccoli", "sesame oil"}, "chinese", 4},
		{[]string{"cucumber", "tomatoes", "red onion", "feta", "kalamata olives", "olive oil", "oregano"}, "greek", 4},
		{[]string{"chicken", "lemon", "potatoes", "garlic", "rosemary"}, "", 4},
		{[]string{"steak", "butter", "garlic", "thyme", "potatoes"}, "american", 2},
		{[]string{"bananas", "flour", "sugar", "eggs", "butter", "baking soda", "walnuts"}, "", 8},
		{[]string{"apples", "flour", "butter", "sugar", "cinnamon", "oats"}, "", 6},
		{[]string{"chickpeas", "coconut milk", "onion", "garlic", "curry powder", "tomatoes", "spinach"}, "indian", 4},
		{[]string{"beef", "rice", "kimchi", "eggs"}, "korean", 4},
	}
	for _, c := range cases {
		req := Request{Pantry: c.pantry, Cuisine: c.cuisine, Servings: c.servings}
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%v: %v", c.pantry, err)
			continue
		}
		if msg := amountsACookWrites(req, rec); msg != "" {
			t.Errorf("%v: %s\n%s", c.pantry, msg, recipeText(rec))
		}
		for _, l := range rec.Ingredients {
			if l.Name == "vegetable oil" || l.Name == "olive oil" {
				continue
			}
			if finishingOils[l.Name] && l.Grams > 15 {
				t.Errorf("%v: %q", c.pantry, l.Text)
			}
		}
	}
	// Seasoning for a family: curry powder by the tablespoon, salt for potatoes and eggs.
	rec, err := Generate(Request{Pantry: []string{"chickpeas", "onion", "curry powder", "tomatoes"}, Cuisine: "indian", Servings: 4})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range rec.Ingredients {
		if l.Name == "curry powder" && l.Grams < 5 {
			t.Errorf("%q for 4 is bland: 1 tbsp\n%s", l.Text, recipeText(rec))
		}
	}
	rec, err = Generate(Request{Pantry: []string{"potatoes", "eggs", "onion", "olive oil"}, Cuisine: "spanish", Servings: 4})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range rec.Ingredients {
		if l.Name == "salt" && l.Grams < 6 {
			t.Errorf("%q for 8 eggs and 600 g of potatoes is bland\n%s", l.Text, recipeText(rec))
		}
	}
}
