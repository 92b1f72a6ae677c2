package engine

import "math"

// saltCeiling is the most salt the dish adds: what makes up a serving's sodium to just
// under saltySodiumMg after the broth, chorizo, cheese, soy or fish sauce; where those
// already reach it, a pinch for the pot, to taste. Salt seasons to the salty foods,
// never on top of them.
func (d *dish) saltCeiling(salt *part) float64 {
	return d.saltRoom(salt, false)
}

// saltRoom is saltCeiling, the other foods weighed as the list will give them when
// listed is set (a cup and a half of soy sauce, not the 352 g it was sized to).
func (d *dish) saltRoom(salt *part, listed bool) float64 {
	other := 0.0
	for p := range d.eachPart {
		if p != salt {
			g := p.grams
			if listed {
				_, _, g = p.measure()
			}
			other += NutrientsOf(p.in, g).Sodium
		}
	}
	room := (0.9*saltySodiumMg*d.servings - other) / saltSodium // a margin for the spoon it is rounded to
	if room < 0.3*d.servings {
		return math.Max(room, genericGrams["pinch"])
	}
	return room
}

// seasonToSalty caps the added salt again once the steps have sized every part (a
// paella's stock is measured to its rice as its steps are written, after the amounts
// were settled). The steps say "season with salt", not how much: the list alone changes.
func (d *dish) seasonToSalty() {
	for p := range d.eachPart {
		if p.in.Name == "salt" {
			ceiling := d.saltRoom(p, true)
			p.grams = math.Min(p.grams, ceiling)
			// Listed, 1.2 g is rounded up to 1/4 tsp: pinches, counted down, stay under.
			pinch := genericGrams["pinch"]
			for _, _, g := p.measure(); g > ceiling && p.grams > pinch; _, _, g = p.measure() {
				p.grams = math.Max(pinch, math.Min(p.grams-pinch, math.Floor(ceiling/pinch)*pinch))
			}
			return
		}
	}
}
