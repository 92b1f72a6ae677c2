package engine

import (
	"strings"
	"testing"
)

// Udon, ramen, soba and rice noodles boil in unsalted water; pasta in well-salted water.
func TestNoodleWater(t *testing.T) {
	for _, c := range []struct {
		pantry, cuisine string
		salted          bool
	}{
		{"udon noodles, chicken thigh, dashi, soy sauce, mirin, spring onion, shiitake mushrooms", "japanese", false},
		{"soba noodles, tofu, soy sauce, spring onion, ginger", "japanese", false},
		{"ramen noodles, pork belly, eggs, soy sauce, spring onion", "japanese", false},
		{"udon noodles, beef, broccoli, soy sauce, garlic", "", false},
		{"spaghetti, garlic, chilli flakes, olive oil, parsley", "italian", true},
		{"penne, chicken breast, cream, mushrooms, garlic", "", true},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: 2, TimeAvailable: 40})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		all := ""
		for _, s := range rec.Instructions {
			all += s.Text + " "
		}
		salted := strings.Contains(all, "salted water") && !strings.Contains(all, "unsalted water") || strings.Contains(all, "salt it well")
		if salted != c.salted {
			t.Errorf("%s: %s: salted water %v, want %v:\n%s", c.pantry, rec.Title, salted, c.salted, all)
		}
	}
}

// Fish and chips sets up the rack it drains on, fries "2 pieces at a time" only where
// there are more than 2, and lists the pepper its mushy peas are seasoned with.
func TestFishAndChipsSteps(t *testing.T) {
	for _, c := range []struct {
		pantry   string
		servings int
	}{
		{"cod, potatoes, beer, plain flour, frozen peas, lemon", 2},
		{"cod, potatoes, beer, plain flour, frozen peas, lemon", 1},
		{"cod, potatoes, beer, plain flour, frozen peas, lemon", 4},
		{"cod, potatoes, sparkling water, plain flour, frozen peas", 3},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Servings: c.servings})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		all := ""
		for _, s := range rec.Instructions {
			all += s.Text + " "
		}
		if !strings.Contains(rec.Title, "Chips") {
			t.Fatalf("%s: %s, want fish and chips", c.pantry, rec.Title)
		}
		if strings.Contains(all, "the rack") && !strings.Contains(all, "set a wire rack") {
			t.Errorf("%s: the rack is used but never set up:\n%s", c.pantry, all)
		}
		if c.servings <= 2 && (strings.Contains(all, "at a time") || strings.Contains(all, "between batches")) {
			t.Errorf("%s for %d: batches of what fries at once:\n%s", c.pantry, c.servings, all)
		}
		if strings.Contains(all, "pepper") && !listed(rec, "black pepper") {
			t.Errorf("%s: pepper in the steps but not listed:\n%s", c.pantry, all)
		}
	}
}

func listed(rec *Recipe, name string) bool {
	for _, l := range rec.Ingredients {
		if l.Name == name {
			return true
		}
	}
	return false
}
