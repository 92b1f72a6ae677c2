package engine

import (
	"slices"
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
		{"pork shoulder, bbq sauce, brown sugar, paprika, brioche buns, coleslaw", "american", 180, 8, "pulled pork buns", "pulled pork"},
		{"pork shoulder, barbecue sauce, burger buns", "", 0, 4, "pulled pork buns", "pulled pork"},
		// A bean chili takes the pantry's sweet potato as its vegetable, never drops it.
		{"sweet potatoes, black beans, onion, cumin, tinned tomatoes, avocado, lime", "mexican", 60, 4, "chili", "stew"},
		// Udon stir-fried is yaki udon, never "yakisoba".
		{"udon noodles, pork mince, pak choi, soy sauce, ginger, garlic, chilli", "japanese", 20, 2, "yaki udon", "stir-fry"},
		{"udon, chicken thighs, cabbage, carrot, soy sauce, mirin", "", 0, 2, "yaki udon", "stir-fry"},
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

// What the pantry holds for a dish's own parts is cooked in it (review 20): a bean
// chili's sweet potato.
func TestPantryPartsAreUsed(t *testing.T) {
	cases := []struct {
		pantry, cuisine string
		minutes         int
		want            []string
	}{
		{"sweet potatoes, black beans, onion, cumin, tinned tomatoes, avocado, lime", "mexican", 60, []string{"sweet potato"}},
		{"kidney beans, butternut squash, onion, canned tomatoes, chili powder", "", 60, []string{"butternut squash"}},
	}
	for _, c := range cases {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, TimeAvailable: c.minutes, Servings: 4})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		for _, w := range c.want {
			if !slices.ContainsFunc(rec.Ingredients, func(l RecipeLine) bool { return l.Name == w && l.FromPantry }) {
				t.Errorf("%s: %q leaves out the %s\n%s", c.pantry, rec.Title, w, recipeText(rec))
			}
		}
	}
}

// A bowl of porridge or overnight oats takes a small handful of raisins, not 60 g
// (review 20, row 2).
func TestOatBowlDriedFruitIsAHandful(t *testing.T) {
	for _, c := range []struct {
		pantry   string
		servings int
	}{
		{"porridge oats, milk, banana, honey, raisins", 1},
		{"rolled oats, milk, dates, sultanas, cinnamon", 2},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Meal: "breakfast", TimeAvailable: 10, Servings: c.servings})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		dried := 0.0
		for _, l := range rec.Ingredients {
			if l.Name == "raisins" || l.Name == "sultanas" || l.Name == "dates" {
				dried += l.Grams
			}
		}
		if most := 20 * float64(c.servings); dried > most {
			t.Errorf("%s: %q holds %.0f g of dried fruit, want at most %.0f g\n%s", c.pantry, rec.Title, dried, most, recipeText(rec))
		}
	}
}

// Pulled beef is called beef in its steps and braised until a brisket pulls apart
// (review 21: "Put the pork in the pot" of a beef brisket, braised 90 minutes).
func TestPulledBeefIsBeef(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("beef brisket, bbq sauce, brown sugar, paprika, burger buns, coleslaw", ", "), Servings: 6, TimeAvailable: 240})
	if err != nil {
		t.Fatal(err)
	}
	text := recipeText(rec)
	if !strings.Contains(rec.Title, "Beef") || strings.Contains(text, "pork") || !strings.Contains(text, "145–165 minutes") {
		t.Errorf("got %q, want pulled beef braised 145–165 minutes and no pork:\n%s", rec.Title, text)
	}
}
