package engine

import "math"

// A big pot is seasoned by less than its food: a cook doubling a curry for eight adds
// half as much garlic and spice again, not twice as much, and a dozen servings of a
// stir-fry take eight cloves of garlic, not fourteen, and three tablespoons of ginger,
// not six. The food itself, the liquid, the salt (measured to the food it seasons) and
// the sauce (measured to the starch it coats) still go up with the servings.

const (
	batchBase  = 4    // a recipe's seasoning is written for four
	batchPower = 0.65 // twice the pot takes about 1.6 times the seasoning, three times about 2
)

// batchServings is how many servings' worth of seasoning a pot for n takes.
func batchServings(n float64) float64 {
	if n <= batchBase {
		return n
	}
	return batchBase * math.Pow(n/batchBase, batchPower)
}

// seasonsByBatch reports whether p seasons the dish rather than being its food: the
// garlic, ginger and chilies, and the dried spices. The onion, leek and celery are the
// pot's vegetables; the salt is measured to the food, a taco seasoning to its meat; the
// fresh herbs are already held to a small handful (herbGrams), and woody ones to a
// couple of spoons.
func seasonsByBatch(p *part) bool {
	in := p.in
	switch {
	case in.Name == "salt" || in.Name == "taco seasoning" || p.whole:
		return false
	case p.role == RoleAromatic:
		return batchAromatics[in.Name] || in.Category == "spices-seasonings"
	case p.role == RoleSpice:
		return in.Category == "spices-seasonings"
	}
	return false
}

// batchAromatics are the aromatics that season a pot by the spoon or the clove.
var batchAromatics = map[string]bool{"garlic": true, "ginger": true, "red chili": true, "jalapeno": true,
	"serrano": true, "thai chili": true, "green chili": true, "lemongrass": true, "galangal": true, "tomato paste": true}

// scaleSeasoning brings a big pot's seasoning down to batchServings' worth. A sweet bake
// is a batch of its own, measured as its recipe says.
func (d *dish) scaleSeasoning() {
	n := d.servings
	if n <= batchBase || d.form.method == "sweet" {
		return
	}
	k := batchServings(n) / n
	for p := range d.eachPart {
		if seasonsByBatch(p) {
			p.grams *= k
		}
	}
}

// herbHandfulTbsp is the most chopped soft herb that finishes a dish, whatever its size:
// a small handful, half a cup, not "1 1/4 cups cilantro" over a pot for ten.
const herbHandfulTbsp = 8

// potentSpices are ground spices a dish takes by the pinch, in grams a serving of
// batchServings: a quarter teaspoon of nutmeg seasons a soup for four, and a teaspoon
// and a half of it is medicine.
var potentSpices = map[string]float64{"nutmeg": 0.15, "cloves": 0.1, "cayenne": 0.2, "mace": 0.1}

// holdSeasoning keeps the finishing herbs to a handful and the potent spices to a
// pinch; a herb the dish is made of (a tabbouleh's parsley, a pad kra pao's basil) and
// a sweet bake's spice keep their measure.
func (d *dish) holdSeasoning() {
	for p := range d.eachPart {
		in := p.in
		switch {
		case in.Category == "herbs" && !woodyHerbs[in.Name] && (p.role == RoleHerb || p.role == RoleGarnish):
			w, ok := in.UnitGrams("tbsp")
			if ok && p.grams < 8*d.servings && !d.isSig(in) {
				p.grams = min(p.grams, herbHandfulTbsp*w)
			}
		case potentSpices[in.Name] > 0 && !p.whole && d.form.method != "sweet":
			p.grams = min(p.grams, potentSpices[in.Name]*batchServings(d.servings))
		}
	}
}
