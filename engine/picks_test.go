package engine

import (
	"regexp"
	"strings"
	"testing"
)

// What a cook picks for a pantry that plainly makes one dish: the dish that uses the
// pantry, with its own items in it, and no shopping for what the dish does not need.
// Each row is a real request; want and never are regular expressions over the recipe
// text (with its unused items).
func TestPantryPicks(t *testing.T) {
	cases := []struct {
		pantry, cuisine, meal, rules string
		servings, time               int
		want, never                  string
	}{
		// Tuna and sweetcorn is the classic filling: the cook's corn goes in.
		{"tuna, mayonnaise, sweetcorn, bread, cucumber", "", "lunch", "eggs", 2, 10, `Mix the canned tuna[^.]*corn`, `unused: sweetcorn`},
		{"tuna, mayonnaise, sweetcorn, bread", "", "lunch", "", 2, 10, `Mix the canned tuna[^.]*corn`, `unused: sweetcorn`},
		// Brown sugar only in the pantry: the cookies take all brown, no white sugar fetched unlisted.
		{"all-purpose flour, baking soda, butter, brown sugar, eggs, chocolate chips, vanilla extract", "american", "baking", "", 8, 45, `\* [0-9 /]+cups? brown sugar`, `(?m)^    [0-9 /]+cups? sugar`},
		// Chicken, pasta, cream and parmesan are a creamy chicken pasta, the pasta tossed in the sauce.
		{"chicken breasts, pasta, double cream, garlic, parmesan, frozen peas, butter", "italian", "dinner", "", 4, 30, `(?s)^Creamy Chicken.*Pasta.*Add the drained spaghetti`, `unused: pasta`},
		{"chicken thighs, penne, cream cheese, spinach", "", "", "", 2, 0, `Add the drained penne`, `unused: penne`},
		// Chickpeas, salad vegetables, feta and pitta are a Greek chickpea salad with warm pitta, not a hummus that buys tahini.
		{"chickpeas, cucumber, tomatoes, red onion, feta, olive oil, lemon, pitta", "greek", "lunch", "vegetarian", 2, 15, `(?s)^Greek Salad with Chickpeas.*Cut the pitas into wedges`, `tahini|Toss[^.]*pita`},
		// Sausages, potatoes, onions and gravy granules are bangers and mash with onion gravy; the
		// peas boil while the onions soften, so it fits 40 minutes and buys no cabbage.
		{"pork sausages, onions, potatoes, butter, milk, gravy granules, frozen peas", "", "dinner", "", 4, 40, `^Bangers and Mash with Onion Gravy`, `cabbage|unused: gravy|unused: frozen peas`},
	}
	for _, c := range cases {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Meal: c.meal, Servings: c.servings, TimeAvailable: c.time}
		addRules(&req, c.rules)
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		text := recipeText(rec)
		for _, e := range rec.UnusedPantry {
			text += "unused: " + e.Name + "\n"
		}
		if c.want != "" && !regexp.MustCompile(c.want).MatchString(text) {
			t.Errorf("%s: got no %q, want it\n%s", c.pantry, c.want, text)
		}
		if c.never != "" {
			if m := regexp.MustCompile(c.never).FindString(text); m != "" {
				t.Errorf("%s: got %q, want none\n%s", c.pantry, m, text)
			}
		}
	}
}
