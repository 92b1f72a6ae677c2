package engine

import "testing"

// A handful weighs what a cook's hand holds of that food: cook review, "a handful of
// cherry tomatoes" weighed 30 g, the same as a handful of spinach.
func TestHandfulWeighsTheFood(t *testing.T) {
	for _, c := range []struct {
		line     string
		min, max float64
	}{
		{"a handful of cherry tomatoes", 60, 100},
		{"handful of grape tomatoes", 60, 100},
		{"a handful of baby spinach", 20, 40},
		{"a handful of rocket", 15, 30},
		{"a handful of kale", 20, 40},
		{"a handful of basil", 5, 15},
		{"a handful of fresh parsley", 5, 15},
		{"a handful of walnuts", 25, 40},
		{"a handful of almonds", 25, 40},
		{"a handful of blueberries", 40, 80},
		{"2 handfuls of spinach", 40, 80},
		{"a handful of mushrooms", 50, 90},
		{"a handful of grated parmesan", 20, 40},
		{"a handful of popcorn", 5, 15},
	} {
		l := ParseLine(c.line)
		if !l.Known {
			t.Errorf("%q not read", c.line)
			continue
		}
		if l.Grams < c.min || l.Grams > c.max {
			t.Errorf("%q: got %.0f g, want %.0f–%.0f g", c.line, l.Grams, c.min, c.max)
		}
	}
}

// Every food a cook takes by the handful has a handful its class allows: herbs a few
// grams, leaves a loose fistful, nuts and seeds a palmful, small fruit and vegetables
// five or six pieces; no handful outweighs a cup of the food.
func TestHandfulCoversEveryFood(t *testing.T) {
	for _, in := range Table() {
		g := handfulGrams(in)
		lo, hi := 1.0, 100.0
		switch {
		case in.Category == "herbs":
			lo, hi = 1, 15
		case in.Category == "nuts-seeds":
			lo, hi = 20, 40
		case in.Category == "produce" && leafy(in):
			lo, hi = 15, 40
		case in.Category == "produce":
			lo, hi = 1, 100
		}
		if g < lo || g > hi {
			t.Errorf("a handful of %s (%s) weighs %.0f g, want %.0f–%.0f", in.Name, in.Category, g, lo, hi)
		}
		if cup, ok := in.UnitGrams("cup"); ok && g > cup {
			t.Errorf("a handful of %s weighs %.0f g, more than its cup of %.0f g", in.Name, g, cup)
		}
	}
}
