package engine

import (
	"strings"
	"testing"
)

// A pantry whose only vegetable is peppers gets about a pepper a person, never the whole
// vegetable portion in peppers: a second usual vegetable is bought, or the portion is
// smaller. Cook review: 3–4 peppers a person.
func TestOneVegetableIsCappedAtWhatACookUses(t *testing.T) {
	for _, pantry := range []string{
		"peppers", "green peppers", "chicken thighs, peppers", "peppers, rice", "green peppers, eggs",
		"sausages, red peppers", "peppers, pasta", "tofu, peppers, noodles", "chickpeas, red pepper, couscous",
	} {
		for _, servings := range []int{1, 2, 4, 8} {
			for _, meal := range []string{"", "lunch", "dinner", "breakfast"} {
				rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Servings: servings, Meal: meal})
				if err != nil {
					continue
				}
				grams := 0.0
				for _, l := range rec.Ingredients {
					if in, ok := Lookup(l.Name); ok && bellPeppers[in.Name] {
						grams += l.Grams
					}
				}
				// A pepper a person, and one more where the count rounds up.
				if most := (1.1*float64(servings) + 1) * 119; grams > most {
					t.Errorf("%s for %d (%s): %s holds %.0f g of peppers, want at most %.0f:\n%s", pantry, servings, meal, rec.Title, grams, most, recipeText(rec))
				}
			}
		}
	}
}

// A traybake of one capped vegetable buys a second usual one rather than roasting a
// tray of peppers alone.
func TestOneShortVegetableBuysASecond(t *testing.T) {
	for _, pantry := range []string{"peppers", "red peppers, feta", "green peppers, chickpeas"} {
		rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Servings: 3, Meal: "lunch"})
		if err != nil {
			t.Fatalf("%s: %v", pantry, err)
		}
		if !strings.Contains(rec.Title, "Traybake") {
			continue
		}
		vegs := 0
		for _, l := range rec.Ingredients {
			if in, ok := Lookup(l.Name); ok && in.Category == "produce" && in.Is(RoleVegetable) && !in.Is(RoleAromatic) {
				vegs++
			}
		}
		if vegs < 2 {
			t.Errorf("%s: %s roasts one vegetable alone:\n%s", pantry, rec.Title, recipeText(rec))
		}
	}
}
