package engine

import (
	"math"
	"slices"
	"strings"
	"testing"
)

// Shorthand from recipe cards and shopping apps reads as the food it stands for.
func TestShorthandLines(t *testing.T) {
	cases := map[string]string{
		"2 chkn thighs, bnls sknls":   "chicken thigh",
		"1 lb grnd beef":              "ground beef",
		"chix breast":                 "chicken breast",
		"1 pkg cream chs":             "cream cheese",
		"1 lb bnls pork chops":        "pork chop",
		"1 qt chkn stock":             "chicken broth",
		"1 sm onion":                  "onion",
		"hvy cream":                   "heavy cream",
		"1 red bell pep":              "red bell pepper",
		"2 tsp bkg pwdr":              "baking powder",
		"1 can evap mlk":              "evaporated milk",
		"1 lb bnls sknls chkn breast": "chicken breast",
		"1 c brn sug":                 "brown sugar",
		"1 tbsp worc sce":             "worcestershire sauce",
		"1 bag frzn peas":             "frozen peas",
		"1 c brwn sugar":              "brown sugar",
		"2 cups frozen hashbrowns":    "hash browns",
		"2 tbsp veg oil":              "vegetable oil",
		"1/2 c. canola":               "vegetable oil",
		"1 red onin":                  "red onion",
		"1 lemn":                      "lemon",
		"2 cups AP flr":               "all-purpose flour",
	}
	for text, want := range cases {
		l := ParseLine(text)
		if !l.Known || l.Ingredient.Name != want {
			t.Errorf("%q: read as %q (known %v), want %s", text, l.Name, l.Known, want)
		}
		if l.Grams <= 0 && l.Quantity > 0 {
			t.Errorf("%q: weighs %v g", text, l.Grams)
		}
	}
}

// Shrimp the cook bought peeled is not peeled again; shrimp in the shell is.
func TestPeeledShrimpNotPeeledAgain(t *testing.T) {
	for _, tc := range []struct {
		line string
		peel bool
	}{{"shrimp 1lb peeled", false}, {"1 lb peeled and deveined shrimp", false}, {"1 lb shrimp", true}} {
		checked := 0
		for _, cuisine := range []string{"thai", "spanish", "italian", ""} {
			r, err := Generate(Request{Pantry: []string{tc.line, "garlic", "lime", "jasmine rice", "coconut milk"}, Cuisine: cuisine, Servings: 4})
			if err != nil {
				continue
			}
			if !slices.ContainsFunc(r.Ingredients, func(i RecipeLine) bool { return i.Name == "shrimp" }) {
				continue
			}
			checked++
			peel := slices.ContainsFunc(r.Instructions, func(s Step) bool { return strings.Contains(s.Text, "peel and devein") })
			if peel != tc.peel {
				t.Errorf("%q (%s) %s: a step says to peel and devein: %v, want %v", tc.line, cuisine, r.Title, peel, tc.peel)
			}
		}
		if checked == 0 {
			t.Errorf("%q: no recipe cooked the shrimp", tc.line)
		}
	}
}

// A line typed as a shelf label reads, the food first and its amount, ratio or cut
// after it, is read as the recipe order would read it.
func TestShelfOrderLines(t *testing.T) {
	cases := []struct {
		text, food string
		grams      float64 // 0: any
	}{
		{"1 lb ground beef 80/20", "ground beef", 453.6},
		{"leftover roast chicken about 2 cups", "cooked chicken", 0},
		{"lentils red 1 cup", "red lentils", 192},
		{"beef bulgogi thin sliced 1.5lb", "beef strips", 680.4},
		{"crushed tomatoes #10 can", "crushed tomatoes", 3000},
		{"dark chocolate 85%", "dark chocolate", 0},
		{"ground beef 93% lean", "ground beef", 0},
		{"chicken breast ~1lb", "chicken breast", 453.6},
		{"about 500g chicken thighs", "chicken thigh", 500},
		{"spinach fresh 200g", "spinach", 200},
	}
	for _, c := range cases {
		l := ParseLine(c.text)
		if !l.Known || l.Ingredient.Name != c.food || c.grams > 0 && math.Abs(l.Grams-c.grams) > 1 {
			t.Errorf("%q: read as %q %.1f g (known %v), want %s %.1f g", c.text, l.Name, l.Grams, l.Known, c.food, c.grams)
		}
	}
	for _, text := range []string{"dragon eggs", "unicorn tears 2 cups", "eggs dragon", "1 cup dragon lentils"} {
		if l := ParseLine(text); l.Known {
			t.Errorf("%q: read as %s, want unknown", text, l.Ingredient.Name)
		}
	}
}
