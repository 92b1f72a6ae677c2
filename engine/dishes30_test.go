package engine

import (
	"strings"
	"testing"
)

// A steak the cook names is that cut, weighed by its own USDA values: a ribeye is not a
// lean sirloin (SR28 23230 beef rib eye steak, 228 kcal, against 131 for top sirloin).
func TestSteakCutsAreTheirOwnFoods(t *testing.T) {
	for word, want := range map[string]struct {
		food string
		kcal float64
	}{
		"ribeye": {"ribeye steak", 228}, "2 rib eye steaks": {"ribeye steak", 228}, "rib-eye steak": {"ribeye steak", 228},
		"new york strip": {"strip steak", 228}, "NY strip steak": {"strip steak", 228}, "striploin": {"strip steak", 228},
		"t-bone steak": {"t-bone steak", 220}, "porterhouse": {"t-bone steak", 220},
		"filet mignon": {"tenderloin steak", 247}, "beef tenderloin": {"tenderloin steak", 247},
		"sirloin steak": {"sirloin steak", 131}, "flank steak": {"flank steak", 165},
		"skirt steak": {"flank steak", 165}, "hanger steak": {"flank steak", 165},
	} {
		l := ParseLine(word)
		if !l.Known || l.Ingredient.Name != want.food || l.Ingredient.Per100g.Kcal != want.kcal {
			t.Errorf("%q read as %q, want %s (%.0f kcal)", word, l.Matched, want.food, want.kcal)
		}
	}
	rec, err := Generate(Request{Pantry: []string{"ribeye", "potatoes", "butter"}, Servings: 2})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rec.Title, "Ribeye") || lineNamed(rec, "ribeye steak") == nil || strings.Contains(stepsText(rec.Instructions), "sirloin") {
		t.Errorf("a ribeye pantry: %s\n%s", rec.Title, recipeText(rec))
	}
	// A cut the table weighs as another says so on its line and keeps the cook's name.
	rec, err = Generate(Request{Pantry: []string{"hanger steak", "potatoes", "butter"}, Servings: 2})
	if err != nil {
		t.Fatal(err)
	}
	if l := lineNamed(rec, "hanger steak"); l == nil || !strings.Contains(l.Note, "flank") {
		t.Errorf("a hanger steak pantry: %s\n%s", rec.Title, recipeText(rec))
	}
}

// A pasta shape the cook names is the shape the recipe cooks and prints, on its line and
// in every step: "orecchiette", never "fusilli (orecchiette)".
func TestPastaShapeIsTheCooksShape(t *testing.T) {
	for _, c := range []struct{ pantry, shape string }{
		{"orecchiette, broccoli, italian sausage, garlic, parmesan", "orecchiette"},
		{"rigatoni, canned tomatoes, garlic, parmesan", "rigatoni"},
		{"bucatini, pancetta, canned tomatoes, onion, pecorino", "bucatini"},
		{"farfalle, chicken breast, heavy cream, frozen peas, parmesan", "farfalle"},
		{"ziti, ground beef, marinara sauce, mozzarella", "ziti"},
		{"linguine, shrimp, garlic, butter, lemon, parsley", "linguine"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: "italian", Servings: 4})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		l := lineNamed(rec, c.shape)
		steps := stepsText(rec.Instructions)
		if l == nil || strings.Contains(l.Text, "(") && !strings.Contains(l.Text, "g)") || !strings.Contains(steps, c.shape) {
			t.Errorf("%s: the %s is not the recipe's pasta:\n%s", c.pantry, c.shape, recipeText(rec))
			continue
		}
		for _, other := range []string{"spaghetti", "penne", "fusilli"} {
			if other != c.shape && strings.Contains(steps, other) {
				t.Errorf("%s: the steps cook %s, the cook has %s:\n%s", c.pantry, other, c.shape, recipeText(rec))
			}
		}
	}
}

// The classics review 30 found missing: each pantry makes its dish, cooked by its own
// technique, and reads as a recipe a cook can follow.
func TestLaneDishesClassics(t *testing.T) {
	checkDishCases(t, []dishCase{
		{"tortilla chips, salsa verde, eggs, queso fresco, onion, cilantro", "mexican", 20, 2, "chilaquiles", "chilaquiles"},
		{"stale corn tortillas, salsa roja, cooked chicken, crema, cotija, cilantro", "mexican", 30, 4, "chilaquiles", "chilaquiles"},
		{"tortilla chips, salsa, eggs, sour cream", "", 20, 2, "chilaquiles", "chilaquiles"},
		{"velveeta, rotel, milk, tortilla chips", "", 20, 6, "queso", "queso"},
		{"cheddar, diced tomatoes and green chiles, milk, chorizo, cornstarch", "mexican", 20, 6, "queso", "queso"},
		{"orecchiette, broccoli rabe, italian sausage, garlic, parmesan, red pepper flakes", "italian", 0, 4, "sausage orecchiette with broccoli rabe", "dressed pasta"},
		{"orecchiette, rapini, garlic, olive oil, pecorino", "", 0, 2, "orecchiette with broccoli rabe", "dressed pasta"},
		{"eggs, english muffins, cheddar, bacon", "", 20, 2, "breakfast sandwich", "egg sandwich"},
		{"eggs, bagels, american cheese, ham", "american", 10, 4, "breakfast sandwich", "egg sandwich"},
		{"spinach, feta, filo pastry, eggs, dill, scallions", "greek", 0, 6, "spanakopita", "spanakopita"},
		{"leeks, potatoes, onion, chicken stock, heavy cream, butter", "french", 0, 4, "leek and potato soup", "soup"},
	})
}

// A leek and potato soup washes the leeks of their grit, sweats them soft without
// colour, simmers the potatoes, blends it, and stirs the cream in at the end off the boil.
func TestLeekAndPotatoSoupCooksLikeACook(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"leeks", "potatoes", "onion", "chicken stock", "heavy cream", "butter"}, Cuisine: "french", Servings: 4})
	if err != nil {
		t.Fatal(err)
	}
	steps := stepsText(rec.Instructions)
	leek := lineNamed(rec, "leek")
	if leek == nil || !strings.Contains(leek.Text, "grit") {
		t.Errorf("the leeks are not washed of their grit:\n%s", recipeText(rec))
	}
	for _, want := range []string{"sweat", "not coloured", "blend", "without letting it boil"} {
		if !strings.Contains(steps, want) {
			t.Errorf("no step says %q:\n%s", want, recipeText(rec))
		}
	}
	if i, j := strings.Index(steps, "blend"), strings.Index(steps, "Stir in the heavy cream"); j < i {
		t.Errorf("the cream goes in before the soup is blended:\n%s", recipeText(rec))
	}
}

// Review 30's survey of classic pantries: the gaps it found, filled.
func TestLaneDishesSurvey(t *testing.T) {
	checkDishCases(t, []dishCase{
		{"beef, onion, rice, soy sauce, mirin, sugar, dashi", "japanese", 0, 2, "gyudon", "gyudon"},
		{"thinly sliced beef, rice, onion, soy sauce, scallions", "japanese", 0, 4, "gyudon", "gyudon"},
		{"clams, potatoes, bacon, onion, celery, milk, heavy cream", "american", 0, 4, "clam chowder", "soup"},
		{"clams, garlic, butter, parsley, bread", "", 0, 4, "clams in white wine", "steamed shellfish"},
	})
	for word, food := range map[string]string{"tzatziki": "greek yogurt", "toasted rice powder": "white rice", "salsa roja": "salsa", "salsa verde": "salsa", "broccoli rabe": "broccoli rabe", "rapini": "broccoli rabe"} {
		if l := ParseLine(word); !l.Known || l.Ingredient.Name != food {
			t.Errorf("%q read as %q, want %s", word, l.Matched, food)
		}
	}
}
