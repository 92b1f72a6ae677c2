package engine

import (
	"regexp"
	"strings"
	"testing"
)

// What a cook's review of world home cooking found in the steps and amounts of the
// recipes: each row is a request, what its recipe must say and what it must never say.
func TestReview19Steps(t *testing.T) {
	cases := []struct {
		pantry, cuisine, meal, rules string
		servings, minutes            int
		want, never                  string // regular expressions over the whole recipe text; "" for none
	}{
		// A plate that only arranges its starch boils its potatoes first: never raw on the plate.
		{"chicken thighs, lemons, oregano, potatoes, garlic, olive oil, cucumber, tomatoes", "greek", "dinner", "gluten-free", 4, 60,
			`(?s)simmer until tender.*Divide the boiled potatoes`, `Divide the potato among`},
		// A bibimbap's spinach and bean sprouts are blanched and seasoned, its eggs fried
		// sunny side up and laid on top, and the pantry's courgette goes on too.
		{"rice, spinach, carrots, beansprouts, eggs, gochujang, sesame oil, courgette, garlic", "korean", "lunch", "vegetarian", 2, 40,
			`(?s)blanch the spinach and bean sprouts.*crack in the eggs and fry.*zucchini.*the fried eggs on top`, `cook the egg|egg until heated|unused`},
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
