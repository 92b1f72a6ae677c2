package engine

import (
	"strings"
	"testing"
)

// Review 29 (18): cutlets, panko and a box of Japanese curry roux make katsu curry; a
// branded roux line ("S&B Golden Curry roux block") is read as the roux, and the rice
// the plate needs is bought when the pantry has none.
func TestR29KatsuCurryFromRouxBlock(t *testing.T) {
	for _, pantry := range []string{
		"1.5 lb chicken thighs, panko, eggs, flour, S&B Golden Curry roux block, carrots, potatoes, onion",
		"4 pork loin chops, panko breadcrumbs, 2 eggs, golden curry roux, onion, carrots",
	} {
		rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Cuisine: "japanese", Servings: 4, TimeAvailable: 75, Meal: "dinner"})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(rec.Title, "Katsu Curry") {
			t.Errorf("%s: %s, not katsu curry", pantry, rec.Title)
		}
		for _, u := range rec.UnusedPantry {
			if strings.Contains(u.Name, "curry") {
				t.Errorf("%s: the curry roux is unused: %s", pantry, u.Reason)
			}
		}
	}
}
