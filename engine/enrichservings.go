package engine

import (
	"fmt"
	"math"
)

// Plates a recipe sent without servings is cut into, by its calories: a main-course
// plate, and a slice or a cookie of something sweet.
const (
	mainServingKcal  = 600
	sweetServingKcal = 300
)

// estimateServings sets the servings of a recipe sent without them (enrich-ingredients)
// from its total calories, rather than assuming 4: a 12-noodle lasagne feeds about 9,
// a batch of cookies more. It returns the note that says so, or "" when the servings
// were sent.
func (d *Dish) estimateServings() string {
	if d.Servings > 0 && !d.servingsUnsent {
		return ""
	}
	d.servingsUnsent = false
	d.Servings = 1
	total := d.nutrition().PerServing
	if total.Kcal <= 0 {
		d.Servings = DefaultServings
		return fmt.Sprintf("Servings were not given and the calories are unknown: figures are per %d servings.", DefaultServings)
	}
	per, kind := float64(mainServingKcal), "main-course"
	if 4*total.Sugar > 0.2*total.Kcal {
		per, kind = sweetServingKcal, "sweet"
	}
	d.Servings = int(min(24, max(1, math.Round(total.Kcal/per))))
	partial := ""
	if d.nutrition().Partial {
		partial = " Some lines could not be weighed, so the total and this estimate are low."
	}
	if pulses := d.driedPulseGrams(); pulses > 0 {
		// A dal or a bean pot is cut by its dried pulses, about 50 g a plate: its calories
		// alone would make a pot for six feed three (review 40 #34).
		if by := int(min(24, math.Round(pulses/pulseServingGrams))); by > d.Servings {
			d.Servings = by
			return fmt.Sprintf("Servings were not given: about %d, estimated from the %.0f g of dried pulses at about %d g a serving; per-serving figures are for %d.%s",
				d.Servings, pulses, pulseServingGrams, d.Servings, partial)
		}
	}
	return fmt.Sprintf("Servings were not given: about %d, estimated from the total of %.0f kcal at about %.0f kcal a %s serving; per-serving figures are for %d.%s",
		d.Servings, total.Kcal, per, kind, d.Servings, partial)
}

// pulseServingGrams is the dried lentils or beans a serving of a dal or a bean pot takes.
const pulseServingGrams = 50

// driedPulseGrams is the weight of the dish's dried lentils, dal and beans: the legumes
// weighed dry (over 250 kcal a 100 g).
func (d *Dish) driedPulseGrams() float64 {
	g := 0.0
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && in.Category == "legumes" && in.Per100g.Kcal > 250 {
			g += it.Grams
		}
	}
	return g
}
