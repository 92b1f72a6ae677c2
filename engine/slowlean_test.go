package engine

import (
	"strings"
	"testing"
)

// A slow cooker cooks breast meat and lean loin in 2½–3 hours on LOW, not 6–8 (dry and
// stringy), and cream and its kin go in for the last half hour, not for the whole cook;
// a tough cut keeps its long cook.
func TestSlowCookerLeanMeatAndLateCream(t *testing.T) {
	cases := []struct {
		pantry, cuisine string
		lean            bool
	}{
		{"chicken breast,double cream,onion,garlic,carrot,chicken stock,potato", "french", true},
		{"chicken breast,onion,garlic,red pepper,mushroom,tinned tomatoes", "italian", true},
		{"turkey breast,onion,garlic,carrot,chicken stock,creme fraiche", "french", true},
		{"pork tenderloin,onion,apples,cider,double cream", "british", true},
		{"chicken breast,coconut cream,onion,garlic,curry powder,tinned tomatoes", "indian", true},
		{"beef chuck,onion,carrot,beef stock,double cream", "french", false},
	}
	for _, c := range cases {
		for v := range 3 {
			rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ","), Cuisine: c.cuisine, Servings: 4, TimeAvailable: 120, Variation: v})
			if err != nil {
				continue
			}
			d := roundTrip(t, rec)
			out, err := AdaptMethod(d, "slow-cooker")
			if err != nil {
				continue
			}
			text := stepsText(out.Steps)
			if c.lean && d.leanPot() != c.lean {
				continue // the dish the pantry made has no lean meat in it
			}
			if c.lean && strings.Contains(text, "6–8 hours") || !c.lean && strings.Contains(text, "2 1/2–3 hours") {
				t.Errorf("%s (%s): lean %v, but %q", rec.Title, c.pantry, c.lean, text)
			}
			for _, s := range out.Steps {
				if !strings.Contains(s.Text, "in the slow cooker") {
					continue
				}
				for _, it := range d.Items {
					if it.Grams > 0 && lateCream(&d, it.Display) && stepNamesFood(s.Text, it.Display) {
						t.Errorf("%s: the %s cooks the whole time: %q", rec.Title, it.Display, s.Text)
					}
				}
			}
		}
	}
}
