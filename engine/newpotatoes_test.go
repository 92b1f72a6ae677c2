package engine

import (
	"strings"
	"testing"
)

// "(halve small new potatoes)" is said only where potatoes are cooked: never of sweet
// potatoes, over generated recipes and the review's steak with sweet potatoes.
func TestNewPotatoesOnlyOfPotatoes(t *testing.T) {
	n := 400
	if testing.Short() || raceEnabled {
		n = 120
	}
	reqs := randomRequests(37, 3, n, newPotatoRequests...)
	for i, req := range reqs {
		rec, ok := generated(t, i, req)
		if !ok {
			continue
		}
		potato := false
		for _, l := range rec.Ingredients {
			if in, ok := Lookup(l.Name); ok && in.Name == "potato" {
				potato = true
			}
		}
		for _, s := range rec.Instructions {
			if strings.Contains(s.Text, "new potatoes") && !potato {
				t.Errorf("request %d %v: step %d speaks of new potatoes with none listed: %s", i, req.Pantry, s.Step, s.Text)
			}
		}
	}
}

var newPotatoRequests = []Request{
	{Pantry: strings.Split("steak, sweet potatoes, broccoli, olive oil, garlic, rosemary", ", "), Cuisine: "american", Meal: "dinner", Servings: 2, TimeAvailable: 45, Rules: Rules{Restrictions: []string{"paleo"}}},
	{Pantry: strings.Split("duck breast, sweet potatoes, orange, green beans", ", "), Cuisine: "french", Meal: "dinner", Servings: 2, TimeAvailable: 60},
	{Pantry: strings.Split("salmon, new potatoes, green beans, lemon, butter, dill", ", "), Cuisine: "french", Meal: "dinner", Servings: 2, TimeAvailable: 25},
}
