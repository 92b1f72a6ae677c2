package engine

import "math"

// A main course's meat, when the cook counted out the pieces: six chicken thighs for
// three are two thighs each, not 100 g a plate and three thighs left in the fridge.

const (
	mainPortionLeast = 150.0 // grams of meat or fish a serving of a main course takes at least
	mainPortionMost  = 230.0 // up to which the cook's counted pieces all go in
	mainPortionAim   = 180.0 // past that, the serving aimed for
)

// countedMainPortion gives a main course the cook's counted pieces of its meat or fish:
// all of them where that is at most mainPortionMost a serving, else whole pieces near
// mainPortionAim a serving; never less than the dish had.
func (d *dish) countedMainPortion() {
	p := d.protein
	if p == nil || !p.fromPantry || p.limit <= p.grams || d.form.method == "sweet" || d.servings <= 0 || isCured(p.in) {
		return
	}
	if p.in.Category != "meat" && p.in.Category != "poultry" && p.in.Category != "seafood" {
		return
	}
	l := d.pantry[p.in]
	if l == nil || l.Quantity <= 0 || l.Unit != "" && l.Unit != "piece" || p.grams/d.servings >= mainPortionLeast {
		return
	}
	if p.limit/d.servings <= mainPortionMost {
		p.grams = p.limit
		return
	}
	g := mainPortionAim * d.servings
	if w, ok := p.in.UnitGrams("piece"); ok && w > 0 {
		g = math.Min(math.Ceil(g/w)*w, p.limit)
	}
	p.grams = math.Max(p.grams, g)
}
