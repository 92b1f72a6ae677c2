package engine

import (
	"regexp"
	"strings"
	"testing"
)

// What a cook's review of world home cooking found: the pantry's obvious dish was
// missing and a generic one stood in, or a word was read as a nearby wrong food. Each
// row is a request, what its recipe must say and what it must never say.
func TestReview19World(t *testing.T) {
	cases := []struct {
		pantry, cuisine, meal, rules string
		servings, minutes            int
		want, never                  string // regular expressions over the whole recipe text; "" for none
	}{
		// Eggs, dashi, soy, sugar, onion and rice are a tamagodon: onion simmered in sweet
		// dashi, egg set soft over it, slid onto rice; nothing bought but the tamari.
		{"eggs, dashi, soy sauce, sugar, onion, rice, spring onions", "japanese", "lunch", "pescatarian,wheat", 2, 25,
			`^Tamagodon(.|\n)*dashi, tamari and sugar in the skillet(.|\n)*egg should be just set`, `broccoli|bell pepper|unused`},
		// With chicken it is oyakodon.
		{"chicken thighs, eggs, onion, soy sauce, mirin, sugar, rice, dashi", "japanese", "dinner", "", 4, 40,
			`^Oyakodon(.|\n)*simmer, turning once`, `unused`},
		// Mince, burger buns, cheddar and the trimmings are burgers: patties shaped and
		// seared, the cheese melted on, built in the toasted buns (was a bowl of loose
		// browned mince, the buns "not needed").
		{"ground beef, burger buns, cheddar, lettuce, tomato, onion, ketchup, pickles", "american", "dinner", "sesame", 4, 30,
			`^Cheeseburgers(.|\n)*press each into a patty(.|\n)*lay the cheddar on top(.|\n)*toast them cut side down(.|\n)*close with the tops`, `Bowl|unused|browned loose`},
		// Baking with oats and bananas, gluten-free and no peanuts: banana oat cookies, the
		// bananas binding the oats (was a porridge of 9 cups of water).
		{"rolled oats, peanut butter, bananas, chocolate chips, flour, brown sugar, baking soda, eggs", "american", "baking", "gluten-free,peanuts", 8, 40,
			`^Banana Oat Cookies(.|\n)*Mash the bananas(.|\n)*fold in the chocolate chips(.|\n)*Drop 16 heaped spoonfuls`, `Porridge|water|unused`},
	}
	for _, c := range cases {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Meal: c.meal, Servings: c.servings, TimeAvailable: c.minutes}
		addRules(&req, c.rules)
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s in %d minutes: %v", c.pantry, c.minutes, err)
			continue
		}
		text := recipeText(rec)
		for _, u := range rec.UnusedPantry {
			text += "\nunused: " + u.Name
		}
		if c.want != "" && !regexp.MustCompile(c.want).MatchString(text) {
			t.Errorf("%s: got no %q, want it\n%s", c.pantry, c.want, text)
		}
		if c.never != "" {
			if m := regexp.MustCompile(c.never).FindString(text); m != "" {
				t.Errorf("%s: got %q, want none\n%s", c.pantry, m, text)
			}
		}
		if msg := checkRecipe(req, rec); msg != "" {
			t.Errorf("%s: %s\n%s", c.pantry, msg, text)
		}
	}
}
