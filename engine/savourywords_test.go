package engine

import (
	"strings"
	"testing"
)

// Words cook reviewers wrote that the parser folded into a neighbour: Thai basil read as
// sweet basil, cumin seeds as ground cumin, cheese strings and chipotle paste not read.
func TestSavouryPantryWords(t *testing.T) {
	for word, food := range map[string]string{
		"thai basil": "thai basil", "holy basil": "thai basil", "basil": "basil",
		"cumin seeds": "cumin seeds", "jeera": "cumin seeds", "ground cumin": "cumin",
		"cheese strings": "string cheese", "string cheese": "string cheese",
		"chipotle paste": "chipotle in adobo", "chipotle in adobo": "chipotle in adobo",
	} {
		if l := ParseLine(word); l.Ingredient == nil || l.Ingredient.Name != food {
			t.Errorf("%q: got %v, want %s", word, l.Ingredient, food)
		}
	}
	checkDishCases(t, []dishCase{
		{"chicken thighs, thai basil, jasmine rice, fish sauce, garlic, red chillies", "", 0, 4, "thai basil", "stir-fry"},
		{"red lentils, cumin seeds, turmeric, onion, garlic, ghee, rice", "indian", 0, 4, "dal", "dal"},
		{"cauliflower, potatoes, cumin seeds, turmeric, onion, peas, oil", "indian", 0, 4, "aloo gobi", "skillet"},
		{"cheese strings, crackers, apple", "", 0, 2, "cheese plate", "snack plate"},
		{"chipotle paste, ground beef, kidney beans, onion, crushed tomatoes", "", 0, 4, "chili", "stew"},
	})
}

// recipeFor generates a recipe for the pantry or fails the test.
func recipeFor(t *testing.T, req Request) (*Recipe, string) {
	t.Helper()
	rec, err := Generate(req)
	if err != nil {
		t.Fatalf("%v: %v", req.Pantry, err)
	}
	return rec, recipeText(rec)
}

func ingredientNames(rec *Recipe) map[string]bool {
	names := map[string]bool{}
	for _, l := range rec.Ingredients {
		names[l.Name] = true
	}
	return names
}

// Whole cumin seeds are a tempering: they sizzle in the hot fat before the onion goes
// in, and no jar of ground cumin is bought beside them.
func TestCuminSeedsSizzleFirst(t *testing.T) {
	rec, text := recipeFor(t, Request{Pantry: strings.Split("cauliflower, potatoes, cumin seeds, turmeric, onion, garlic, ginger, oil", ", "),
		Cuisine: "indian", Servings: 4})
	names := ingredientNames(rec)
	if !names["cumin seeds"] || names["cumin"] {
		t.Errorf("got %v, want the cumin seeds and no ground cumin", names)
	}
	seeds, onion := strings.Index(text, "cumin seeds and let them sizzle"), strings.Index(text, "add the onion")
	if seeds < 0 || onion < 0 || seeds > onion {
		t.Errorf("the cumin seeds should sizzle in the oil before the onion goes in:\n%s", text)
	}
}

// Thai basil is the Thai dish's herb, and an Italian dish keeps its sweet basil.
func TestThaiBasilIsItsOwnHerb(t *testing.T) {
	rec, _ := recipeFor(t, Request{Pantry: strings.Split("ground pork, thai basil, green beans, jasmine rice, fish sauce", ", "), Servings: 4})
	if names := ingredientNames(rec); !names["thai basil"] || names["basil"] {
		t.Errorf("%s: got %v, want the thai basil and no sweet basil", rec.Title, names)
	}
	rec, _ = recipeFor(t, Request{Pantry: strings.Split("ground pork, green beans, jasmine rice, fish sauce, garlic", ", "), Cuisine: "thai", Servings: 4})
	if strings.Contains(strings.ToLower(rec.Title), "basil") && !ingredientNames(rec)["thai basil"] {
		t.Errorf("%s buys sweet basil, want thai basil: %v", rec.Title, ingredientNames(rec))
	}
}

// A chipotle in adobo is the chili's heat: no chili powder bought beside it.
func TestChipotleIsTheChilisHeat(t *testing.T) {
	rec, _ := recipeFor(t, Request{Pantry: strings.Split("chipotle paste, ground beef, kidney beans, onion, crushed tomatoes", ", "), Servings: 4})
	if names := ingredientNames(rec); !names["chipotle in adobo"] || names["chili powder"] {
		t.Errorf("%s: got %v, want the chipotle and no chili powder", rec.Title, names)
	}
}
