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
