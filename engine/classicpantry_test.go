package engine

import (
	"strings"
	"testing"
)

// A classic pantry makes its classic dish in the time a cook would give it (review 20):
// the lasagne's béchamel is made while the ragù simmers, so a lasagne fits 100 minutes
// rather than losing to a pasta bake that boils the sheets and leaves the milk unused.
func TestClassicPantryMakesItsDish(t *testing.T) {
	checkDishCases(t, []dishCase{
		{"lasagne sheets, beef mince, passata, onion, carrot, milk, butter, flour, parmesan", "italian", 100, 6, "lasagne", "lasagne"},
		// Cauliflower and cheddar in milk are a cauliflower cheese, never a General Tso's
		// topped with cheddar; without flour the sauce is milk reduced with the cheese.
		{"cauliflower, broccoli, cheddar, butter, milk, mustard", "british", 50, 4, "cauliflower cheese", "veg cheese"},
		{"cauliflower, cheddar, butter, milk, plain flour", "", 0, 2, "cauliflower cheese", "veg cheese"},
		// Ricotta, eggs and sugar on a biscuit base are an Italian ricotta cheesecake, eaten
		// the day it is baked, never a vanilla custard that buys its milk.
		{"ricotta, eggs, sugar, vanilla, digestive biscuits, butter, lemon", "italian", 90, 8, "ricotta cheesecake", "cheesecake"},
		{"ricotta cheese, egg, caster sugar, graham crackers, butter", "", 0, 6, "ricotta cheesecake", "cheesecake"},
		// Pork shoulder, barbecue sauce and buns are pulled pork buns topped with the
		// coleslaw, not a pork stew of bought beef broth.
		{"pork shoulder, bbq sauce, brown sugar, paprika, brioche buns, coleslaw", "american", 120, 8, "pulled pork buns", "pulled pork"},
		{"pork shoulder, barbecue sauce, burger buns", "", 0, 4, "pulled pork buns", "pulled pork"},
	})
}

// The carrot of a mince sauce seasons it like the onion: a carrot or two for a lasagne or
// a cottage pie of six, not six carrots (review 20, rows 26 and 30).
func TestMinceSauceKeepsItsCarrotToASeasoning(t *testing.T) {
	cases := []struct {
		pantry   string
		minutes  int
		servings int
	}{
		{"lasagne sheets, beef mince, passata, onion, carrot, milk, butter, flour, parmesan", 120, 6},
		{"beef mince, potatoes, onion, carrots, frozen peas, beef stock, butter, milk", 90, 5},
	}
	for _, c := range cases {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), TimeAvailable: c.minutes, Servings: c.servings})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		for _, l := range rec.Ingredients {
			if l.Name == "carrot" && l.Grams > 25*float64(c.servings)+1 {
				t.Errorf("%s: %q holds %.0f g of carrot, want at most %d g", c.pantry, rec.Title, l.Grams, 25*c.servings)
			}
		}
	}
}
