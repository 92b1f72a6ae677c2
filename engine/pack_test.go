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

// A dish whose portion is written for a light first main (chorizo at 100 g) does not
// scale a fillet to 300 g a plate.
func TestScaledPortionStaysAPortion(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"cod", "chickpeas", "canned tomatoes", "spinach", "smoked paprika", "garlic"}, Servings: 3, TimeAvailable: 35})
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range rec.Ingredients {
		if in.Name == "cod" && in.Grams > 3*200 {
			t.Errorf("%q: %s for 3", rec.Title, in.Text)
		}
	}
}
