package engine

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// A dish the pantry makes ranks above one that buys what it is made of: the cook's yeast
// is for a focaccia, not an olive oil cake that buys its sugar, eggs and yogurt; the
// cook's spinach and feta are for an omelette, not a menemen that buys its tomato and
// peppers and turns the spinach away (cook review 8).
func TestPantrysOwnDishRanksAboveOneThatBuys(t *testing.T) {
	cases := []struct {
		pantry, cuisine, meal string
		servings, minutes     int
		above, below          string // catalogue names: above must rank higher
	}{
		{"flour, yeast, salt, olive oil, water", "italian", "baking", 6, 120, "Focaccia", "Olive Oil Cake"},
		{"bread flour, instant yeast, olive oil, water, rosemary", "", "baking", 8, 0, "Focaccia", "Olive Oil Cake"},
		{"6 eggs, some feta, a bag of spinach, 1 onion, olive oil", "greek", "breakfast", 2, 20, "{with} Omelette", "Menemen"},
		{"eggs, kale, onion, feta", "mediterranean", "lunch", 3, 0, "{with} Omelette", "Menemen"},
		{"eggs, zucchini, feta, dill", "greek", "", 4, 30, "{with} Omelette", "Menemen"},
	}
	for _, c := range cases {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Meal: c.meal, Servings: c.servings,
			TimeAvailable: c.minutes, Skill: "intermediate"}
		usable, _ := sortPantry(req)
		ranked := rankDishes(&req, usable, rand.New(rand.NewPCG(1, 1)))
		place := func(name string) (int, float64) {
			for i, r := range ranked {
				if r.c.name == name {
					return i, r.score
				}
			}
			return -1, 0
		}
		ai, as := place(c.above)
		bi, bs := place(c.below)
		if ai < 0 {
			t.Errorf("%s (%s): %s is not ranked at all", c.pantry, c.cuisine, c.above)
			continue
		}
		if bi >= 0 && bi < ai {
			t.Errorf("%s (%s): got %s %.1f at or above %s %.1f, want it below", c.pantry, c.cuisine, c.below, bs, c.above, as)
		}
	}
}

// A request that names no cuisine is answered in the dish's home cuisine when nothing in
// the pantry plainly says another (scones and a butter cake are not French), and its
// summary names no cuisine the title does not: the cook did not ask for "French Scones".
func TestNoCuisineAskedNoneInvented(t *testing.T) {
	cases := []struct {
		pantry, meal string
		servings     int
	}{
		{"self-raising flour, butter, sugar, a handful of raisins, 1 egg, milk", "baking", 8},
		{"flour, butter, sugar, 3 eggs, milk, baking powder, vanilla", "baking", 8},
		{"flour, butter, sugar, eggs, cocoa powder", "dessert", 6},
		{"apples, flour, butter, brown sugar, oats", "dessert", 4},
	}
	for _, c := range cases {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Meal: c.meal, Servings: c.servings}
		rec, dish, err := generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		if rec.Cuisine != dish.cuisines[0] {
			t.Errorf("%s: %q is labelled %s, want its home cuisine %s", c.pantry, rec.Title, rec.Cuisine, dish.cuisines[0])
		}
	}
	r := rand.New(rand.NewPCG(8, 26))
	seen := 0
	for range 400 {
		req := randomRequest(r)
		req.Cuisine = ""
		rec, _, err := generate(req)
		if err != nil {
			continue
		}
		seen++
		for _, name := range Cuisines {
			adj := cuisineProfiles[name].adj
			if strings.Contains(rec.Summary, adj+" ") && !strings.Contains(rec.Title, adj) {
				t.Fatalf("%v: summary %q names %s cooking, which neither the request nor the title %q did", req.Pantry, rec.Summary, adj, rec.Title)
			}
		}
	}
	if seen < 100 {
		t.Errorf("only %d of 400 random requests gave a recipe", seen)
	}
}

// A dish of another cuisine than the one asked for is cooked only when none of that
// cuisine can be made, and its summary says so; a dish of the cuisine asked for says
// nothing of the kind.
func TestAnotherCuisineIsSaidSo(t *testing.T) {
	cases := []struct {
		pantry, cuisine string
		minutes         int
	}{
		{"minced turkey, taco seasoning, lettuce, tomatoes, sour cream", "mexican", 25},
		{"rice noodles, beef brisket, star anise, onion, ginger, fish sauce, bean sprouts", "vietnamese", 120},
		{"ground turkey, taco seasoning, lettuce, tomatoes, sour cream, corn tortillas", "mexican", 25},
		{"chicken thighs, soy sauce, honey, garlic, rice", "korean", 40},
		// A Greek dish can be made (a vegetable traybake) but none of the brisket: said so, not that none can be made.
		{"beef brisket, onion, potato, carrot", "greek", 0},
		// Squid with garlic, parsley, lemon and paprika is Spanish (calamares a la plancha), not a Chinese
		// stir-fry; asked for Greek it says Larder knows no Greek dish of squid (review 14, row 40).
		{"squid, paprika, garlic, lemon, plain flour, olive oil, parsley", "spanish", 20},
		{"calamari, lemon, chilli, bread", "greek", 30},
	}
	for _, c := range cases {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, TimeAvailable: c.minutes, Servings: 4}
		rec, dish, err := generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		adj := cuisineProfiles[c.cuisine].adj
		said := strings.Contains(rec.Summary, "No "+adj+" dish ")
		if own := slices.Contains(dish.cuisines, c.cuisine); own == said {
			t.Errorf("%s (%s): %q (%v) with summary %q: a %s dish says nothing, another says so", c.pantry, c.cuisine, rec.Title, dish.cuisines, rec.Summary, c.cuisine)
		}
		if said && !strings.Contains(rec.Summary, "dish Larder knows ") {
			t.Errorf("%s (%s): %q speaks of the cuisine, not of the dishes Larder knows", c.pantry, c.cuisine, rec.Summary)
		}
		if strings.Contains(rec.Summary, "Larder knows fits this pantry") && anyDishOf(req, c.cuisine) {
			t.Errorf("%s (%s): %q says no %s dish can be made, but one can", c.pantry, c.cuisine, rec.Summary, c.cuisine)
		}
	}
}

// anyDishOf reports whether some dish of the cuisine can be built from the request's pantry.
func anyDishOf(req Request, cuisine string) bool {
	usable, _ := sortPantry(req)
	rng := rand.New(rand.NewPCG(seed(req), 0))
	for _, r := range rankDishesInto(&req, usable, rng, nil) {
		if !r.foreign && buildDish(&req, rng, r, false) != nil {
			return true
		}
	}
	return false
}
