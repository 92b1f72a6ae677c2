package engine

import (
	"strings"
	"testing"
)

// Spanakopita: spinach, feta and filo make the Greek pie, not an omelette or a salad.
func TestSpanakopitaIsMade(t *testing.T) {
	checkDishCases(t, []dishCase{
		{"spinach, feta, filo, eggs, dill, spring onions, butter", "", 0, 6, "spanakopita", "spanakopita"},
		{"frozen spinach, feta cheese, phyllo pastry, onion, olive oil", "", 0, 6, "spanakopita", "spanakopita"},
		{"baby spinach, crumbled feta, filo sheets, eggs, olive oil", "greek", 120, 4, "spanakopita", "spanakopita"},
	})
}

// The spinach is squeezed dry before it meets the feta, the filo is brushed sheet by
// sheet, the top scored before baking; no salt beside the feta.
func TestSpanakopitaSteps(t *testing.T) {
	rec, text := recipeFor(t, Request{Pantry: strings.Split("spinach, feta, filo, eggs, dill, spring onions, butter", ", "), Servings: 6})
	order := []string{"colander to cool", "brushing each", "squeeze the spinach hard", "crumbled feta", "brushing each", "score it", "bake until deep golden", "5 minutes to settle"}
	at := 0
	for _, want := range order {
		i := strings.Index(strings.ToLower(text[at:]), want)
		if i < 0 {
			t.Fatalf("spanakopita without %q after what came before:\n%s", want, text)
		}
		at += i
	}
	if names := ingredientNames(rec); names["salt"] || !names["butter"] {
		t.Errorf("got %v, want the butter brushed on and no salt beside the feta", names)
	}
}
