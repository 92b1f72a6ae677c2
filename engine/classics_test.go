package engine

import (
	"strings"
	"testing"
)

// Classic savoury dishes cook reviewers found missing: each pantry made the wrong dish
// (a Spanish haddock stew of a kedgeree's pantry, a beef stir-fry of a roast beef
// sandwich's).
func TestClassicSavouryDishes(t *testing.T) {
	checkDishCases(t, []dishCase{
		// Kedgeree: the smoked haddock poached in the water that cooks the rice; hot-smoked mackerel only flaked in.
		{"smoked haddock, rice, eggs, curry powder, onion, butter, parsley", "", 0, 4, "kedgeree", "kedgeree"},
		{"smoked mackerel fillets, cooked rice, eggs, curry powder, spring onions, lemon", "", 20, 2, "kedgeree", "kedgeree"},
		{"undyed smoked haddock, basmati rice, madras curry powder, frozen peas, 4 eggs", "", 0, 4, "kedgeree", "kedgeree"},
		// A roast beef sandwich: the beef sliced and layered on bread spread with horseradish, not a beef stir-fry.
		{"leftover roast beef, bread, horseradish, mustard, rocket", "", 0, 2, "roast beef and horseradish sandwich", "cold-sandwich"},
		{"cold roast beef, sourdough bread, horseradish sauce, watercress, butter", "", 10, 4, "roast beef and horseradish sandwich", "cold-sandwich"},
	})
}

// A kedgeree's rice cooks in the smoked haddock's poaching water, and the eggs go on top;
// without eggs (ruled out) it is still a kedgeree, with none bought.
func TestKedgereeSteps(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("smoked haddock, basmati rice, onion, curry powder, butter, parsley, eggs", ", "), Servings: 4})
	if err != nil {
		t.Fatal(err)
	}
	text := recipeText(rec)
	for _, want := range []string{"poach gently", "fish's water", "eggs on top", "curry powder"} {
		if !strings.Contains(text, want) {
			t.Errorf("kedgeree without %q:\n%s", want, text)
		}
	}
	rec, err = Generate(Request{Pantry: strings.Split("smoked haddock, basmati rice, onion, curry powder, butter, parsley, eggs", ", "), Servings: 4,
		Rules: Rules{Allergies: []string{"eggs"}}})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.ToLower(rec.Title), "kedgeree") {
		t.Errorf("egg-free: got %q, want a kedgeree", rec.Title)
	}
	for _, l := range rec.Ingredients {
		if l.Name == "egg" {
			t.Errorf("egg-free kedgeree lists eggs:\n%s", recipeText(rec))
		}
	}
}
