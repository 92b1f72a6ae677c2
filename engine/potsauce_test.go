package engine

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// potDish builds and finishes the catalogue dish whose name holds title for the
// pantry, as Generate would cook it, or nil when the pantry does not make it.
func potDish(t *testing.T, req Request, title string) *dish {
	t.Helper()
	if req.Skill == "" {
		req.Skill = "intermediate"
	}
	usable, _ := sortPantry(req)
	rng := rand.New(rand.NewPCG(1, 1))
	for _, r := range rankDishes(&req, usable, rng) {
		if !strings.Contains(r.c.name, title) {
			continue
		}
		if d := buildDish(&req, rng, r, false); d != nil {
			d.finish()
			return d
		}
	}
	return nil
}

// Every pot dish's sauce (its tins, passata, coconut milk or stock) is sized to what
// simmers in it, for one to eight: a chili for four had 475 g of mince and a tin of
// beans in one tin of tomatoes, a tikka masala for three 400 g of chicken in a quarter
// cup of passata. The printed amount counts, so tins round to whole or half tins only
// where that keeps the sauce in range.
func TestPotSauceIsSizedToItsMain(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine, title string }{
		{"beef mince, tinned tomatoes, kidney beans, onion, garlic, chilli powder", "mexican", "Chili"},
		{"minced beef, passata, black beans, onion, cumin", "mexican", "Chili"},
		{"beef mince, canned tomatoes, spaghetti, onion, carrot, celery, garlic", "italian", "Bolognese"},
		{"chicken thighs, crushed tomatoes, yogurt, garam masala, onion, garlic, ginger, basmati rice", "indian", "Tikka Masala"},
		{"chicken breast, coconut milk, red curry paste, red bell pepper, jasmine rice", "thai", "Curry"},
		{"chickpeas, coconut milk, tinned tomatoes, spinach, curry powder, onion, rice", "indian", "Curry"},
	} {
		for n := 1; n <= 8; n++ {
			req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: n}
			d := potDish(t, req, c.title)
			if d == nil {
				t.Errorf("%s for %d: no %s", c.pantry, n, c.title)
				continue
			}
			sauce, solids := d.potSauceParts()
			have := 0.0
			var lines []string
			for _, p := range sauce {
				q, u, g := p.measure()
				have += g
				lines = append(lines, lineText(q, u, p.name(), ""))
			}
			if r := have / solids; r < 0.7 || r > 1.7 {
				t.Errorf("%s for %d: got %.0f g of sauce (%s) to %.0f g of main and vegetables (%.2f), want 0.7–1.7",
					d.title(), n, have, strings.Join(lines, ", "), solids, r)
			}
		}
	}
}

// Coconut milk is rich: a curry takes a tin for four at most (half a tin for one),
// however much its pot holds. Cook reviews: a massaman for four of three tins, 1,234
// kcal a plate; a chickpea curry for four of two, 680 kcal.
func TestCoconutMilkHalfATinAPlate(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine string }{
		{"chicken thighs, rice, coconut milk", "thai"},
		{"beef chuck, coconut milk, potatoes, rice", "thai"},
		{"chickpeas, coconut milk, sweet potato, curry powder", "indian"},
		{"prawns, coconut milk, green curry paste, green beans", "thai"},
		{"tofu, coconut milk, red curry paste, bamboo shoots, jasmine rice", "thai"},
	} {
		for n := 1; n <= 8; n++ {
			rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: n})
			if err != nil {
				continue
			}
			for _, l := range rec.Ingredients {
				if l.Name == "coconut milk" && l.Grams > max(coconutMilkMost*float64(n)*1.15, coconutMilkLeast)+1 { // to the nearest half tin
					t.Errorf("%s for %d: %s holds %q, more than a tin for four", c.pantry, n, rec.Title, l.Text)
				}
			}
		}
	}
}

// A curry simmered in water lists its water, and only enough to loosen the masala: a
// matar paneer for four had 3 3/4 cups of water and a 6-minute simmer; a lamb curry
// said "pour in the water" with none on the list.
func TestCurryWaterIsListedAndLoosensTheMasala(t *testing.T) {
	for _, pantry := range []string{
		"paneer, peas, tomatoes", "lamb shoulder, onion, garam masala, yogurt", "chicken thighs, onion, tomatoes, garam masala",
		"beef chuck, onion, curry powder, yogurt", "chickpeas, potatoes, onion, tomatoes, turmeric", "paneer, spinach, onion, garam masala",
	} {
		for _, n := range []int{1, 2, 4, 8} {
			rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Cuisine: "indian", Servings: n})
			if err != nil || !strings.Contains(recipeSteps(rec), "Pour in the water") {
				continue
			}
			water := lineNamed(rec, "water")
			switch {
			case water == nil:
				t.Errorf("%s for %d: %s pours in water the list does not hold:\n%s", pantry, n, rec.Title, recipeText(rec))
			case water.Grams > 160*float64(n)+60:
				t.Errorf("%s for %d: %s holds %q, a soup's water", pantry, n, rec.Title, water.Text)
			}
		}
	}
}
