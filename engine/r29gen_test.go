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

// Review 29 (24): eggs and sour cream with cream cheese and crackers are a baked
// cheesecake; with 6 hours for 12, its oven cool-down is shortened to fit, instead of
// the pantry's eggs being ignored for a no-bake one.
func TestR29BakedCheesecakeFitsSixHours(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("graham crackers, 2 blocks Philadelphia cream cheese, sugar, 4 eggs, sour cream, vanilla extract", ", "),
		Cuisine: "american", Servings: 12, TimeAvailable: 360, Meal: "dessert"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rec.Title, "Baked Cheesecake") || rec.Timing.TotalMinutes > 360 {
		t.Errorf("%s in %d minutes, not a baked cheesecake within 6 hours", rec.Title, rec.Timing.TotalMinutes)
	}
}

// Review 29 (27): a can of Rotel (diced tomatoes and green chiles) is canned diced
// tomatoes, not an unknown line.
func TestR29RotelIsCannedTomatoes(t *testing.T) {
	for _, line := range []string{"can Rotel diced tomatoes and green chiles", "1 can diced tomatoes with green chilies", "Rotel"} {
		usable, _ := sortPantry(Request{Pantry: []string{line}, Servings: 4})
		if len(usable) != 1 || usable[0].Ingredient.Name != "canned diced tomatoes" {
			t.Errorf("%q is not read as canned diced tomatoes", line)
		}
	}
}
