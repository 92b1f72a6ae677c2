package engine

import (
	"strings"
	"testing"
)

// A slow sauce takes the time it is given: with 90 minutes a bolognese simmered 30 and
// the hour left over went unused. For every budget the dish keeps within it, leaves no
// more than a quarter hour of it unused unless the simmer has reached what the dish
// gains from (two hours), and, kept under an hour, says the short simmer makes a good one.
func TestSlowSaucesTakeTheTimeGiven(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine, title string }{
		{"beef mince, canned tomatoes, spaghetti, onion, carrot, celery, garlic", "italian", "Bolognese"},
		{"ground beef, onion, carrot, celery, canned tomatoes, spaghetti, parmesan, red wine", "italian", "Bolognese"},
		{"beef mince, tinned tomatoes, kidney beans, onion, garlic, chilli powder, rice", "mexican", "Chili"},
		{"ground turkey, crushed tomatoes, black beans, onion, cumin", "mexican", "Chili"},
	} {
		for _, minutes := range []int{60, 75, 90, 120, 150, 180} {
			req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: 4, TimeAvailable: minutes}
			rec, err := Generate(req)
			if err != nil {
				t.Errorf("%s in %d: %v", c.pantry, minutes, err)
				continue
			}
			if !strings.Contains(rec.Title, c.title) {
				t.Errorf("%s in %d: got %q, want a %s", c.pantry, minutes, rec.Title, c.title)
				continue
			}
			simmer, short := 0, false
			for _, s := range rec.Instructions {
				if strings.Contains(s.Text, "simmer") {
					simmer = max(simmer, s.Minutes)
				}
				short = short || strings.Contains(s.Text, "makes a good")
			}
			total := rec.Timing.TotalMinutes
			switch {
			case total > minutes:
				t.Errorf("%s: %s takes %d minutes, more than the %d available", c.pantry, rec.Title, total, minutes)
			case minutes-total > 15 && simmer < 120:
				t.Errorf("%s: %s simmers %d minutes and leaves %d of the %d available unused\n%s", c.pantry, rec.Title, simmer, minutes-total, minutes, recipeText(rec))
			case simmer < 60 && !short:
				t.Errorf("%s in %d: %s simmers %d minutes, and no step says the short simmer makes a good one\n%s", c.pantry, minutes, rec.Title, simmer, recipeText(rec))
			}
		}
	}
}
