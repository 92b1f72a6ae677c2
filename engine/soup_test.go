package engine

import (
	"strings"
	"testing"
)

// A soup is mostly liquid: a tin of tomatoes is made up with broth or water, and its
// pasta cooks in the pot (no pot of salted water put on for nothing).
func TestSoupsHaveTheirLiquid(t *testing.T) {
	for _, c := range []struct {
		pantry   string
		cuisine  string
		servings int
	}{
		{"carrots, celery, onion, potatoes, canned tomatoes, pasta, cannellini beans", "italian", 8},
		{"red lentils, onion, carrot, canned tomatoes", "", 4},
		{"kidney beans, canned tomatoes, onion, celery, macaroni", "italian", 6},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: c.servings})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		if !strings.Contains(strings.ToLower(rec.Title), "soup") && !strings.Contains(rec.Title, "Minestrone") && !strings.Contains(rec.Title, "Fagioli") {
			continue // not a soup: nothing to check here
		}
		liquid := 0.0
		for _, in := range rec.Ingredients {
			if in.Name == "water" || strings.Contains(in.Name, "broth") || strings.Contains(in.Name, "stock") || strings.Contains(in.Name, "tomatoes") {
				liquid += in.Grams
			}
		}
		if liquid < 250*float64(c.servings) {
			t.Errorf("%s: %q holds %.0f g of liquid for %d\n%s", c.pantry, rec.Title, liquid, c.servings, recipeText(rec))
		}
		for _, s := range rec.Instructions {
			if strings.Contains(s.Text, "well-salted water") {
				t.Errorf("%s: %q puts a pot of water on: %q", c.pantry, rec.Title, s.Text)
			}
		}
	}
}
