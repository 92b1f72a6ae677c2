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
	return fmt.Sprintf("Servings were not given: about %d, estimated from the total of %.0f kcal at about %.0f kcal a %s serving; per-serving figures are for %d.",
		d.Servings, total.Kcal, per, kind, d.Servings)
}
