package engine

import (
	"strings"
	"testing"
)

// A step that grinds black pepper into the dish has it on the list: every food a step
// names is listed, over generated recipes and the review's galbi-jjim.
func TestStepPepperListed(t *testing.T) {
	n := 400
	if testing.Short() || raceEnabled {
		n = 120
	}
	reqs := randomRequests(41, 11, n, pepperRequests...)
	for i, req := range reqs {
		rec, ok := generated(t, i, req)
		if !ok {
			continue
		}
		listed := false
		for _, l := range rec.Ingredients {
			listed = listed || strings.Contains(l.Name, "black pepper")
		}
		for _, s := range rec.Instructions {
			if strings.Contains(s.Text, "black pepper") && !listed {
				t.Errorf("request %d %v: step %d names black pepper, the list has none: %s", i, req.Pantry, s.Step, s.Text)
			}
		}
	}
}

var pepperRequests = []Request{
	{Pantry: strings.Split("beef short ribs, soy sauce, pear, garlic, ginger, spring onions, rice, sesame seeds", ", "), Cuisine: "korean", Meal: "dinner", Servings: 4, TimeAvailable: 120},
	{Pantry: strings.Split("pork loin, lemongrass, fish sauce, baguette, carrots, cucumber, coriander", ", "), Cuisine: "vietnamese", Meal: "lunch", Servings: 2, TimeAvailable: 40},
	{Pantry: strings.Split("prawns, lemon, garlic, paprika, olive oil, parsley", ", "), Cuisine: "spanish", Meal: "dinner", Servings: 2, TimeAvailable: 20},
}
