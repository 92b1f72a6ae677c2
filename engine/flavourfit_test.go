package engine

import (
	"strings"
	"testing"
)

// A pantry's seasonings say which cuisine it is for when the request names none.
func TestSeasoningsPointToTheCuisine(t *testing.T) {
	var curry *catDish
	for _, c := range catalogue() {
		if c.name == "{main} Curry" {
			curry = c
		}
	}
	if curry == nil {
		t.Fatal("no {main} Curry in the catalogue")
	}
	for name, want := range map[string]float64{"rosemary": clashFlavour, "dill": clashFlavour, "soy sauce": clashFlavour,
		"cilantro": fitFlavour, "garam masala": fitFlavour, "salt": 0} {
		if got := curry.flavourFit(mustLookup(name)); got != want {
			t.Errorf("%s in an Indian curry counts %v, want %v", name, got, want)
		}
	}
	for _, c := range []struct {
		pantry  string
		minutes int
		not     string
	}{
		{"pork shoulder, oregano, orange, onion, cumin", 240, "korean japanese chinese thai vietnamese indian"},
		{"chicken breast, tarragon, dijon mustard, heavy cream, mushrooms", 0, "indian thai chinese korean japanese"},
		{"lamb shoulder, onions, carrots, potatoes, rosemary", 150, "indian thai chinese korean japanese"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Servings: 4, TimeAvailable: c.minutes})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		if strings.Contains(c.not, rec.Cuisine) {
			t.Errorf("%s: %q is %s", c.pantry, rec.Title, rec.Cuisine)
		}
	}
}
