package engine

import (
	"strings"
	"testing"
)

// Chicken, bacon, lettuce, tomato and bread are a club sandwich: the chicken is cooked
// (or, cooked already, sliced) and goes in, never left over beside a BLT.
func TestClubSandwichUsesTheChicken(t *testing.T) {
	for _, c := range []struct {
		pantry string
		raw    bool
	}{
		{"chicken breast, bacon, lettuce, tomato, bread, mayonnaise", true},
		{"leftover roast chicken, streaky bacon, iceberg lettuce, tomatoes, sliced bread, mayo, avocado", false},
		{"2 chicken breasts, smoked bacon, little gem, tomatoes, sourdough, mayonnaise", true},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Servings: 2, TimeAvailable: 30, Meal: "lunch"})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		if !strings.Contains(rec.Title, "Club") {
			t.Errorf("%s: %s, not a club sandwich", c.pantry, rec.Title)
			continue
		}
		all := ""
		for _, s := range rec.Instructions {
			all += s.Text + "\n"
		}
		if c.raw && !strings.Contains(all, "74°C") {
			t.Errorf("%s: the raw chicken is never cooked through: %s", c.pantry, all)
		}
		if !strings.Contains(all, "Layer the") || !strings.Contains(all, "bacon") || strings.Count(all, "tomato (a pinch") > 1 {
			t.Errorf("%s: the club is not built: %s", c.pantry, all)
		}
		for _, ing := range rec.Ingredients {
			if ing.FromPantry && !strings.Contains(all, strings.Split(ing.Name, " ")[0]) {
				t.Errorf("%s: %s is listed but never used: %s", c.pantry, ing.Name, all)
			}
		}
	}
}
