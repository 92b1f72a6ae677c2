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

// Review 29 (12): Korean sweet-potato glass noodles (dangmyeon) are glass noodles, so
// the pantry makes japchae instead of a stir-fry that leaves the noodles out.
func TestR29JapchaeFromSweetPotatoNoodles(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("sweet potato glass noodles, baby spinach, 2 carrots, shiitake mushrooms, 1/2 lb beef sirloin, soy sauce, sesame oil", ", "),
		Cuisine: "korean", Servings: 4, TimeAvailable: 45, Meal: "dinner"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rec.Title, "Japchae") {
		t.Errorf("%s, not japchae", rec.Title)
	}
	for _, u := range rec.UnusedPantry {
		if strings.Contains(u.Name, "noodles") {
			t.Errorf("the noodles are unused: %s", u.Reason)
		}
	}
}
