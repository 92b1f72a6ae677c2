package engine

import "testing"

// A pack of meat a little bigger than the recipe's portions is used whole: nobody keeps
// 150 g of a 500 g pack of chicken thighs for another day.
func TestStatedPackIsUsedWhole(t *testing.T) {
	for _, c := range []struct {
		pantry   []string
		servings int
		food     string
		grams    float64
	}{
		{[]string{"500 g chicken thighs", "garlic", "canned tomatoes", "oregano", "penne", "parmesan"}, 4, "chicken thigh", 500},
		{[]string{"500 g ground beef", "kimchi", "cooked rice", "eggs", "gochujang", "scallions"}, 4, "ground beef", 500},
	} {
		rec, err := Generate(Request{Pantry: c.pantry, Servings: c.servings})
		if err != nil {
			t.Fatal(err)
		}
		for _, in := range rec.Ingredients {
			if in.Name == c.food && in.Grams != c.grams {
				t.Errorf("%v: %q uses %s (%.0f g), want the whole %.0f g", c.pantry, rec.Title, in.Text, in.Grams, c.grams)
			}
		}
	}
}
