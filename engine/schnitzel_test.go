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
