package engine

import (
	"regexp"
	"strings"
	"testing"
)

func TestAsJuice(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Whisk the olive oil, the lemon, the dijon mustard and the garlic.", "Whisk the olive oil, the lemon juice, the dijon mustard and the garlic."},
		{"Prep: juice the lemon; slice the cucumber.", "Prep: juice the lemon; slice the cucumber."},
		{"Stir in the lemon juice and the lemon zest.", "Stir in the lemon juice and the lemon zest."},
		{"Add the lemongrass and the lemons.", "Add the lemongrass and the lemons."},
		{"stir in the lemon and season", "stir in the lemon juice and season"},
	} {
		if got := asJuice(c.in, "lemon"); got != c.want {
			t.Errorf("asJuice(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

// bareCitrus is "the lemon" with nothing after it to say it is the juice or the zest.
var bareCitrus = regexp.MustCompile(`\bthe (lemon|lime|orange)\b( juice| zest| wedge| half| halves| slice)?`)

// A dressing whisks the lemon juice, not "the lemon", once the prep has juiced it: over
// generated recipes, no step but the juicing names a juiced fruit bare.
func TestJuicedFruitSaidAsJuice(t *testing.T) {
	n := 500
	if testing.Short() || raceEnabled {
		n = 150
	}
	reqs := randomRequests(53, 23, n, juicedRequests...)
	for i, req := range reqs {
		rec, ok := generated(t, i, req)
		if !ok {
			continue
		}
		juiced := map[string]bool{}
		for _, l := range rec.Ingredients {
			if l.Preparation == "juiced" {
				juiced[l.Name] = true
			}
		}
		for _, s := range rec.Instructions {
			for _, m := range bareCitrus.FindAllStringSubmatchIndex(s.Text, -1) {
				fruit := s.Text[m[2]:m[3]]
				if !juiced[fruit] || m[4] >= 0 || strings.HasSuffix(s.Text[:m[0]], "juice ") {
					continue
				}
				t.Errorf("request %d %v: step %d says %q of the juiced %s: %s", i, req.Pantry, s.Step, s.Text[m[0]:m[1]], fruit, s.Text)
			}
		}
	}
}

var juicedRequests = []Request{
	{Pantry: strings.Split("quinoa, chickpeas, cucumber, lemon, parsley", ", "), Cuisine: "mediterranean", Meal: "lunch", Servings: 2, TimeAvailable: 30},
	{Pantry: strings.Split("tuna, white beans, red onion, lemon", ", "), Cuisine: "italian", Meal: "lunch", Servings: 2, TimeAvailable: 15},
	{Pantry: strings.Split("chicken breast, lettuce, tomato, cucumber, lemon, olive oil", ", "), Meal: "lunch", Servings: 2, TimeAvailable: 20},
}
