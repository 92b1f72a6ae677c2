package engine

import (
	"strings"
	"testing"
)

// A stew or braise a cook can make faster is made faster when the time is short, not
// swapped for another dish: a Spanish chicken, chorizo and butter-bean stew takes 70
// minutes, and with 50 it was a chicken soup that left the chorizo out. With 16 minutes
// less than its own time (its meat browned in one layer when the pot holds it), each
// dish here is still itself (bite-size pieces, a shorter simmer; a chili's mince browned
// with its onion), within the time.
func TestStewsHaveAQuickWay(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine, title string }{
		{"chicken thighs, chorizo, butter beans, tinned tomatoes, onion, garlic, smoked paprika", "spanish", "Chorizo and Bean Stew"},
		{"chicken thighs, chorizo, cannellini beans, canned tomatoes, onion, red pepper", "spanish", "Chorizo and Bean Stew"},
		{"chicken thighs, canned tomatoes, red bell pepper, onion, garlic, black olives", "italian", "Cacciatore"},
		{"chicken thighs, mushrooms, heavy cream, white wine, onion", "french", "Fricassée"},
		// A chili in a hurry browns the mince with the onion and pepper and simmers 15 minutes.
		{"ground beef, kidney beans, crushed tomatoes, chili powder, rice, red bell pepper, onion", "mexican", "Chili"},
		{"beef mince, tinned tomatoes, kidney beans, onion, garlic, chilli powder", "mexican", "Chili"},
		{"ground turkey, black beans, canned tomatoes, onion, cumin", "mexican", "Chili"},
	} {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: 4}
		rec, err := Generate(req)
		if err != nil || !strings.Contains(rec.Title, c.title) {
			t.Errorf("%s: got %v %v, want a %s", c.pantry, rec.Title, err, c.title)
			continue
		}
		own := rec.Timing.TotalMinutes
		req.TimeAvailable = own - 16
		rec, err = Generate(req)
		switch {
		case err != nil:
			t.Errorf("%s in %d (its own time %d): %v", c.pantry, req.TimeAvailable, own, err)
		case !strings.Contains(rec.Title, c.title):
			t.Errorf("%s in %d (its own time %d): got %q, want the %s the quick way\n%s", c.pantry, req.TimeAvailable, own, rec.Title, c.title, recipeText(rec))
		case rec.Timing.TotalMinutes > req.TimeAvailable:
			t.Errorf("%s: %s takes %d, more than %d", c.pantry, rec.Title, rec.Timing.TotalMinutes, req.TimeAvailable)
		}
	}
}
