package engine

import (
	"strings"
	"testing"
)

// A line the cook may leave out says so, and the step that cuts it is written for a
// cook who leaves it out: "1 jalapeno, seeded and minced (optional)", "seed and mince
// the jalapeno, if using". The cook's own food (a garnish from the pantry) is just used.
func TestOptionalLinesSaySo(t *testing.T) {
	n := 400
	if testing.Short() || raceEnabled {
		n = 120
	}
	reqs := randomRequests(43, 17, n, optionalRequests...)
	for i, req := range reqs {
		rec, ok := generated(t, i, req)
		if !ok {
			continue
		}
		for _, l := range rec.Ingredients {
			if !l.Optional || l.FromPantry {
				continue
			}
			if !strings.HasSuffix(l.Text, "(optional)") {
				t.Errorf("request %d %v: optional line %q does not say so", i, req.Pantry, l.Text)
			}
			if l.Preparation == "" {
				said := false
				for _, s := range rec.Instructions {
					said = said || strings.Contains(s.Text, "the "+l.Name+" (if using)")
				}
				for _, s := range rec.Instructions {
					if !said && strings.Contains(s.Text, "the "+l.Name+" ") {
						t.Errorf("request %d %v: step %d uses the optional %s without \"if using\": %s", i, req.Pantry, s.Step, l.Name, s.Text)
						break
					}
				}
				continue
			}
			task := prepTask(l.Preparation, l.Name)
			for _, s := range rec.Instructions {
				if at := strings.Index(s.Text, task+";"); at >= 0 {
					t.Errorf("request %d %v: step %d cuts the optional %s without \"if using\": %s", i, req.Pantry, s.Step, l.Name, s.Text)
					break
				}
			}
		}
	}
}

var optionalRequests = []Request{
	{Pantry: strings.Split("tortillas, eggs, black beans, salsa, cheddar, avocado", ", "), Cuisine: "mexican", Meal: "breakfast", Servings: 2, TimeAvailable: 15},
	{Pantry: strings.Split("chicken thighs, rice, onion", ", "), Cuisine: "spanish", Meal: "dinner", Servings: 4, TimeAvailable: 60},
}
