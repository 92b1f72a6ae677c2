package engine

import "math"

// saltCeiling is the most salt the dish adds: what makes up a serving's sodium to just
// under saltySodiumMg after the broth, chorizo, cheese, soy or fish sauce; where those
// already reach it, a pinch for the pot, to taste. Salt seasons to the salty foods,
// never on top of them.
func (d *dish) saltCeiling(salt *part) float64 {
	other := 0.0
	for p := range d.eachPart {
		if p != salt {
			other += NutrientsOf(p.in, p.grams).Sodium
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
			p.grams = math.Min(p.grams, d.saltCeiling(p))
			return
		}
	}
}
