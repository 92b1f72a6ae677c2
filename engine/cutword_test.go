package engine

import "testing"

// A cut written after the food with no comma is its preparation: "1 onion chopped" is
// an onion, not an unknown line of 0 g (review 41 #29 and #34).
func TestCutWrittenAfterTheFood(t *testing.T) {
	for line, want := range map[string][2]string{
		"1 onion chopped":         {"onion", "chopped"},
		"2 potatoes cubed":        {"potato", "cubed"},
		"1 tomato finely chopped": {"tomato", "finely chopped"},
		"3 cloves garlic minced":  {"garlic", "minced"},
	} {
		l := ParseLine(line)
		if !l.Known || l.Ingredient.Name != want[0] || l.Preparation != want[1] || l.Grams <= 0 {
			t.Errorf("%q read as %q prep %q %v g (known %v), want %s, %s", line, l.Name, l.Preparation, l.Grams, l.Known, want[0], want[1])
		}
	}
}
