package engine

import (
	"strings"
	"testing"
)

// Review 27: a layered bake (moussaka) leaves the oven for nothing, and a tortilla set in
// a pan and turned on a plate leaves the stovetop for nothing; each refusal says why and
// what to do instead. The oven keeps a moussaka as it is.
func TestLayeredAndTurnedDishesStayPut(t *testing.T) {
	for _, c := range []struct {
		pantry, cuisine, title string
		method, refuse         string
	}{
		{"500g lamb mince,2 aubergines,a tin of chopped tomatoes,cinnamon stick,whole milk,plain flour,parmesan", "greek", "Moussaka", "slow-cooker", "built in layers"},
		{"500g lamb mince,2 aubergines,a tin of chopped tomatoes,cinnamon stick,whole milk,plain flour,parmesan", "greek", "Moussaka", "microwave", "built in layers"},
		{"500g lamb mince,2 aubergines,a tin of chopped tomatoes,cinnamon stick,whole milk,plain flour,parmesan", "greek", "Moussaka", "oven", ""},
		{"6 large eggs,4 floury potatoes,an onion,olive oil,salt", "spanish", "Tortilla", "oven", "frittata"},
		{"6 large eggs,4 floury potatoes,an onion,olive oil,salt", "spanish", "Tortilla", "air-fryer", "turned out on a plate"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ","), Cuisine: c.cuisine, Servings: 4, TimeAvailable: 150})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		if !strings.Contains(rec.Title, c.title) {
			t.Fatalf("%s makes %s, not a %s", c.pantry, rec.Title, c.title)
		}
		_, err = AdaptMethod(roundTrip(t, rec), c.method)
		switch {
		case c.refuse == "" && err != nil:
			t.Errorf("%s -> %s: %v", rec.Title, c.method, err)
		case c.refuse != "" && (err == nil || !strings.Contains(err.Error(), c.refuse)):
			t.Errorf("%s -> %s: want a refusal with %q, got %v", rec.Title, c.method, c.refuse, err)
		}
	}
}
