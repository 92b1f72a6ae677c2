package engine

import (
	"strings"
	"testing"
)

// Review pantries that came out as the wrong dish: a tater tot hotdish from its pantry,
// not a stir-fry that leaves the tots unused.
func TestLeft33Pantries(t *testing.T) {
	checkDishCases(t, []dishCase{
		{"ground turkey, tater tots, cream of mushroom soup, green beans", "american", 0, 6, "tater tot hotdish", "hotdish"},
		{"ground beef, tater tots, cheddar, onion, frozen mixed vegetables, milk", "", 0, 10, "tater tot hotdish", "hotdish"},
		{"ground beef, frozen tater tots, cream of chicken soup, corn", "american", 70, 2, "tater tot hotdish", "hotdish"},
		{"2 tins chopped toms, mince, spring onions, courgettes", "british", 0, 4, "savoury mince", "stew"},
	})
}

// Read as a cook: the hotdish's tots go on top in rows and crisp in the oven, with no
// added salt over a can of soup; a savoury mince uses the cook's tomatoes and courgettes
// and simmers the tomatoes with the stock rather than stirring them in at the end.
func TestLeft33Steps(t *testing.T) {
	for _, c := range []struct {
		pantry, cuisine string
		servings        int
		want, not       []string
		uses            []string
	}{
		{"ground turkey, tater tots, cream of mushroom soup, green beans", "american", 6,
			[]string{"9 x 13", "in snug rows", "crisp", "condensed cream of mushroom soup"}, []string{"Divide"},
			[]string{"tater tots", "green beans", "condensed cream of mushroom soup"}},
		{"ground beef, tater tots, cheddar, onion, frozen mixed vegetables, milk", "", 10,
			[]string{"Divide it evenly between the baking dishes", "2 batches", "cheddar"}, nil,
			[]string{"tater tots", "frozen mixed vegetables", "cheddar", "milk", "onion"}},
		{"2 tins chopped toms, mince, spring onions, courgettes", "british", 4,
			[]string{"the canned diced tomatoes and the", "zucchini"}, []string{"Stir in the canned diced tomatoes."},
			[]string{"canned diced tomatoes", "zucchini", "ground beef"}},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: c.servings})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		steps := stepsText(rec.Instructions)
		for _, w := range c.want {
			if !strings.Contains(steps, w) {
				t.Errorf("%s (%d): no step says %q:\n%s", c.pantry, c.servings, w, recipeText(rec))
			}
		}
		for _, w := range c.not {
			if strings.Contains(steps, w) {
				t.Errorf("%s (%d): a step says %q:\n%s", c.pantry, c.servings, w, recipeText(rec))
			}
		}
		for _, u := range c.uses {
			if lineNamed(rec, u) == nil {
				t.Errorf("%s (%d): got no %s line, want one:\n%s", c.pantry, c.servings, u, recipeText(rec))
			}
		}
		if strings.Contains(steps, "hotdish") || strings.Contains(strings.ToLower(rec.Title), "hotdish") {
			if lineNamed(rec, "salt") != nil {
				t.Errorf("%s: got salt in a hotdish, want none (the soup and tots are salty):\n%s", c.pantry, recipeText(rec))
			}
		}
	}
}

// A paella of chicken and prawns is named for both, not for the one the pantry listed
// first; chorizo beside chicken only seasons it and is not named.
func TestLeft33SecondMainTitle(t *testing.T) {
	for _, c := range []struct {
		pantry, cuisine string
		want            []string
	}{
		{"chicken thighs, prawns, paella rice, saffron, peas, lemon", "spanish", []string{"Chicken", "Shrimp", "Paella"}},
		{"prawns, chicken thighs, paella rice, saffron, peas, lemon", "spanish", []string{"Chicken", "Shrimp", "Paella"}},
		{"chicken thighs, paella rice, saffron, peas, lemon", "spanish", []string{"Chicken Paella"}},
		{"chicken thighs, chorizo, paella rice, saffron, peas, lemon", "spanish", []string{"Chicken Paella"}},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: 4})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(rec.Title, w) {
				t.Errorf("%s: got title %q, want it to say %q", c.pantry, rec.Title, w)
			}
		}
	}
}

// Chilaquiles from a huevos rancheros fridge serve its black beans warmed on the side,
// not left over; the same fridge with time to spare still makes huevos rancheros.
func TestLeft33ChilaquilesBeans(t *testing.T) {
	checkDishCases(t, []dishCase{
		{"eggs, corn tortillas, salsa, black beans, queso fresco, avocado", "mexican", 20, 2, "chilaquiles", "chilaquiles"},
		{"eggs, corn tortillas, salsa, black beans, queso fresco, avocado", "mexican", 0, 2, "huevos rancheros", ""},
		{"eggs, corn tortillas, salsa, black beans, avocado, queso fresco, cilantro", "mexican", 0, 4, "huevos rancheros", ""},
	})
	for _, pantry := range []string{"eggs, corn tortillas, salsa, black beans, queso fresco, avocado", "tortilla chips, salsa verde, eggs, refried beans, cotija"} {
		rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Cuisine: "mexican", Servings: 2, TimeAvailable: 20})
		if err != nil {
			t.Errorf("%s: %v", pantry, err)
			continue
		}
		steps := stepsText(rec.Instructions)
		if !strings.Contains(rec.Title, "Chilaquiles") || !strings.Contains(steps, "small saucepan") || !strings.Contains(steps, "alongside") {
			t.Errorf("%s: got no beans warmed on the side, want them:\n%s", pantry, recipeText(rec))
		}
		if strings.Contains(recipeText(rec), "unused:") && strings.Contains(recipeText(rec), "beans (") {
			t.Errorf("%s: got the beans unused, want them used:\n%s", pantry, recipeText(rec))
		}
	}
}

// A fish cake udon is seasoned to its fish cakes: they salt the bowl, so the soy gives
// way and a bowl stays under 1,800 mg of sodium (it was 2,200).
func TestLeft33FishCakeUdonSalt(t *testing.T) {
	for _, servings := range []int{1, 2, 6} {
		rec, err := Generate(Request{Pantry: []string{"fish cakes", "udon noodles", "dashi", "bok choy", "scallions", "soy sauce"}, Cuisine: "japanese", Servings: servings})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(rec.Title, "Udon") || lineNamed(rec, "soy sauce") == nil {
			t.Fatalf("got %q, want a fish cake udon with soy sauce:\n%s", rec.Title, recipeText(rec))
		}
		if na := rec.Nutrition.PerServing.Sodium; na > 1800 {
			t.Errorf("serves %d: got %.0f mg sodium a bowl, want at most 1800:\n%s", servings, na, recipeText(rec))
		}
	}
}
