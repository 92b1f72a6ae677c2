package engine

import (
	"math"
	"testing"
)

// Foods added for the property-test lane: each is read from the pantry words people
// write, carries its SR28 number and the allergens a cook must be told of, and leaves
// the neighbouring foods read as themselves.
func TestNewFoods27(t *testing.T) {
	for _, c := range []struct {
		line  string
		food  string
		usda  string // "" where SR28 has no such food
		kcal  float64
		facts Fact
		not   Fact // facts the food must not carry
	}{
		{"a can of tomato soup", "condensed tomato soup", "06159", 66, 0, FactDairy | FactWheat},
		{"Campbell's tomato soup", "condensed tomato soup", "06159", 66, 0, FactDairy},
		{"cream of tomato soup", "condensed tomato soup", "06159", 66, 0, 0},
		{"sweetened shredded coconut", "sweetened shredded coconut", "12179", 501, 0, FactTreeNut},
		{"a bag of sweetened coconut flakes", "sweetened shredded coconut", "12179", 501, 0, 0},
		{"fish fingers", "fish fingers", "15027", 249, FactFish | FactWheat, 0},
		{"a box of frozen fish sticks", "fish fingers", "15027", 249, FactFish | FactWheat, 0},
		{"a box of yellow cake mix", "cake mix", "18642", 413, FactWheat, 0},
		{"Betty Crocker cake mix", "cake mix", "18642", 413, FactWheat, 0},
		{"a bottle of Italian dressing", "italian dressing", "04114", 240, 0, FactDairy},
		{"zesty italian dressing", "italian dressing", "04114", 240, 0, 0},
		{"a packet of ranch seasoning", "ranch seasoning", "", 320, FactDairy, 0},
		{"Hidden Valley ranch mix", "ranch seasoning", "", 320, FactDairy, 0},
		// the neighbours keep their own foods
		{"ranch", "ranch dressing", "04639", -1, 0, 0},
		{"desiccated coconut", "shredded coconut", "12108", -1, 0, 0},
		{"canned tomatoes", "canned diced tomatoes", "", -1, 0, 0},
		{"italian seasoning", "italian seasoning", "02027", -1, 0, 0},
		{"pancake mix", "pancake mix", "18289", -1, 0, 0},
	} {
		l := ParseLine(c.line)
		if !l.Known || l.Matched != c.food {
			t.Errorf("%q read as %q (known %v), want %s", c.line, l.Matched, l.Known, c.food)
			continue
		}
		in, ok := Lookup(c.food)
		if !ok {
			t.Errorf("%s: not in the table", c.food)
			continue
		}
		if c.kcal < 0 {
			continue // a neighbour: only how it reads is checked
		}
		if in.USDA != c.usda {
			t.Errorf("%s: USDA %q, want %q", c.food, in.USDA, c.usda)
		}
		if math.Abs(in.Per100g.Kcal-c.kcal) > 0.5 {
			t.Errorf("%s: %v kcal per 100 g, want %v", c.food, in.Per100g.Kcal, c.kcal)
		}
		if in.Facts&c.facts != c.facts {
			t.Errorf("%s: facts %b lack %b", c.food, in.Facts, c.facts)
		}
		if in.Facts&c.not != 0 {
			t.Errorf("%s: facts %b carry %b", c.food, in.Facts, c.not)
		}
	}
}
