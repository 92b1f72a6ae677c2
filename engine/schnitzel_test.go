package engine

import (
	"strings"
	"testing"
)

// Cutlets, crumbs and an egg are a breaded cutlet shallow-fried golden: the crumbs are
// used, not left over beside a salad.
func TestCrumbsAndCutletsMakeASchnitzel(t *testing.T) {
	for _, pantry := range []string{
		"chicken breasts, panko breadcrumbs, eggs, flour",
		"2 pork chops, breadcrumbs, egg, new potatoes, rocket, lemon",
		"turkey breast steaks, dried breadcrumbs, 2 eggs, plain flour, frozen peas",
	} {
		rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Servings: 2, TimeAvailable: 45})
		if err != nil {
			t.Fatalf("%s: %v", pantry, err)
		}
		if !listsFood(rec, "panko") && !listsFood(rec, "breadcrumbs") {
			t.Errorf("%s: %s leaves the crumbs out", pantry, rec.Title)
			continue
		}
		fried := false
		for _, s := range rec.Instructions {
			fried = fried || strings.Contains(s.Text, "deep golden") && strings.Contains(s.Text, "°C")
		}
		if !fried {
			t.Errorf("%s: %s never fries a crumbed cutlet: %v", pantry, rec.Title, rec.Instructions)
		}
	}
}

// A Japanese pantry of cutlets, panko, cabbage, tonkatsu sauce and rice is katsu: the
// cutlet sliced over rice with raw shredded cabbage, not fried rice that leaves the panko.
func TestKatsuPantryMakesKatsu(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("chicken thigh fillets, panko, 2 eggs, plain flour, white cabbage, Bulldog tonkatsu sauce, short grain rice", ", "),
		Cuisine: "japanese", Servings: 3, TimeAvailable: 50, Meal: "dinner"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rec.Title, "Katsu") || !listsFood(rec, "panko") || !listsFood(rec, "tonkatsu sauce") {
		t.Errorf("%s: not a katsu that uses the panko and the sauce", rec.Title)
	}
}

// "Day-old" rice is cooked rice: fried, not boiled again.
func TestDayOldRiceIsCooked(t *testing.T) {
	if l := ParseLine("day-old jasmine rice"); l.Ingredient == nil || l.Ingredient.Name != "cooked rice" {
		t.Errorf("day-old jasmine rice read as %q", l.Matched)
	}
	if l := ParseLine("a nashi pear"); l.Ingredient == nil || l.Ingredient.Name != "pear" {
		t.Errorf("a nashi pear read as %q", l.Matched)
	}
}
