package engine

import (
	"strings"
	"testing"
)

// Low-carb and keto judge a flavouring by one use (a clove, a tablespoon), a food of
// the plate by 100 g: garlic keeps keto, ketchup and rice do not.
func TestCarbLimitsByUse(t *testing.T) {
	cases := []struct {
		food, res string
		keeps     bool
		why       string
	}{
		{"garlic", "keto", true, ""},
		{"garlic", "low-carb", true, ""},
		{"ginger", "keto", true, ""},
		{"soy sauce", "keto", true, ""},
		{"ketchup", "keto", false, "a tablespoon"},
		{"hoisin sauce", "low-carb", false, "a tablespoon"},
		{"rice", "low-carb", false, "per 100 g"},
		{"honey", "keto", false, "per 100 g"},
	}
	for _, c := range cases {
		in, ok := Lookup(c.food)
		if !ok {
			t.Fatalf("%s not in the table", c.food)
		}
		why := Rules{Restrictions: []string{c.res}}.Breaks(in)
		if (why == "") != c.keeps || !strings.Contains(why, c.why) {
			t.Errorf("%s under %s: Breaks = %q, want keeps=%v (%q)", c.food, c.res, why, c.keeps, c.why)
		}
		if keeps(c.res, in) != c.keeps {
			t.Errorf("%s under %s: keeps = %v, want %v", c.food, c.res, !c.keeps, c.keeps)
		}
	}
	garlic, _ := Lookup("garlic")
	if suitable, _ := Suitability([]*Ingredient{garlic}); !containsString(suitable, "keto") {
		t.Errorf("garlic alone is not keto: %v", suitable)
	}
}

// Sauces a shop sells made with wheat are not gluten-free, whatever their name says:
// oyster sauce (thickened with wheat flour in the common brands), soy, hoisin, teriyaki.
func TestWheatInSauces(t *testing.T) {
	for _, name := range []string{"oyster sauce", "soy sauce", "hoisin sauce", "teriyaki sauce"} {
		if why := (Rules{Restrictions: []string{"gluten-free"}}).Breaks(mustLookup(name)); why == "" {
			t.Errorf("%s keeps gluten-free", name)
		}
	}
}
