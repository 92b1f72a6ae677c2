package engine

import (
	"strings"
	"testing"
)

// An Indian curry is built on onion, spices and tomato cooked down together; it buys no
// coconut milk the pantry did not bring (chana masala, palak and rajma have none), and
// beans as its main are about a can between two.
func TestIndianCurryBase(t *testing.T) {
	for _, pantry := range []string{
		"chickpeas, spinach, 2 tomatoes, onion",
		"kidney beans, tomatoes, onion, garam masala",
		"paneer, spinach, tomato, onion",
		"chickpeas, tomato, onion, potato",
	} {
		for _, servings := range []int{2, 4} {
			rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Cuisine: "indian", Servings: servings})
			if err != nil {
				t.Errorf("%s: %v", pantry, err)
				continue
			}
			for _, in := range rec.Ingredients {
				if in.Name == "coconut milk" {
					t.Errorf("%s: %q buys coconut milk\n%s", pantry, rec.Title, recipeText(rec))
				}
				if (in.Category == "legumes" || in.Name == "chickpeas") && in.Grams > 160*float64(servings) {
					t.Errorf("%s: %s for %d", pantry, in.Text, servings)
				}
			}
			tomato, liquid := -1, -1
			for i, s := range rec.Instructions {
				if tomato < 0 && strings.Contains(s.Text, "Add the tomato") {
					tomato = i
				}
				if liquid < 0 && strings.HasPrefix(s.Text, "Pour in") {
					liquid = i
				}
			}
			if tomato >= 0 && liquid >= 0 && tomato > liquid {
				t.Errorf("%s: the fresh tomato goes in after the liquid (step %d > %d)\n%s", pantry, tomato+1, liquid+1, recipeText(rec))
			}
		}
	}
}

// A tin of tomatoes a curry takes is its sauce: poured in as the liquid, never diced as a
// vegetable, and the steps pour in nothing the list does not hold.
func TestCurryTinIsItsSauce(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"400 g paneer", "frozen peas", "onion", "canned tomatoes", "single cream", "garam masala", "ginger"},
		Cuisine: "indian", Servings: 4, TimeAvailable: 35, Rules: Rules{Restrictions: []string{"vegetarian"}}})
	if err != nil {
		t.Fatal(err)
	}
	water := false
	for _, in := range rec.Ingredients {
		water = water || in.Name == "water"
	}
	for _, s := range rec.Instructions {
		if strings.Contains(s.Text, "dice the canned") || !water && (strings.Contains(s.Text, "Pour in the water") || strings.Contains(s.Text, "Pour the water")) {
			t.Errorf("%q: %q\n%s", rec.Title, s.Text, recipeText(rec))
		}
	}
}

// A Thai curry is seasoned by its paste and fish sauce: no grind of black pepper, and no
// garlic, shallot or chilli bought beside the paste that is pounded from them (K12).
func TestThaiCurryPasteSeasonsIt(t *testing.T) {
	for _, c := range []struct {
		pantry   string
		servings int
	}{
		{"chicken breast, coconut milk, green curry paste, fish sauce, green beans, jasmine rice, lime", 4},
		{"prawns, red curry paste, coconut milk, red pepper, jasmine rice", 2},
		{"tofu, green curry paste, coconut milk, courgette, basil", 3},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: "thai", Servings: c.servings, Meal: "dinner"})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		for _, l := range rec.Ingredients {
			if l.Name == "black pepper" || !l.FromPantry && pasteHolds[l.Name] {
				t.Errorf("%s: %q in a curry its paste seasons\n%s", c.pantry, l.Text, recipeText(rec))
			}
		}
		for _, s := range rec.Instructions {
			if strings.Contains(s.Text, "pepper to taste") {
				t.Errorf("%s: step %d: %q", c.pantry, s.Step, s.Text)
			}
		}
	}
}

// A palak's spinach is its sauce: wilted and blended to a purée before the paneer goes
// back in to warm through, not stirred in whole for the last minute of a cream curry.
func TestPalakPureesItsSpinach(t *testing.T) {
	for _, pantry := range [][]string{
		{"paneer", "spinach", "onion", "garlic", "ginger", "garam masala", "cream"},
		{"paneer", "frozen spinach", "onion", "garlic", "tomatoes", "cumin"},
	} {
		rec, err := Generate(Request{Pantry: pantry, Cuisine: "indian", Servings: 3, Meal: "dinner", Rules: Rules{Restrictions: []string{"vegetarian"}}})
		if err != nil {
			t.Fatalf("%v: %v", pantry, err)
		}
		text := recipeText(rec)
		if !strings.Contains(strings.ToLower(rec.Title), "palak") || !strings.Contains(text, "blend to a smooth") || strings.Contains(text, "until just wilted") {
			t.Errorf("%v: want a palak with its spinach blended:\n%s", pantry, text)
		}
	}
}
