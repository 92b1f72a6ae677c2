package engine

import "math"

// Amounts a cook would write, as rules over every dish once it is filled and before
// its steps are written: eggs two or three a person and no more than a pan holds,
// woody herbs by the spoon, a finishing oil by the teaspoon, spice blends by the
// tablespoon for a family, and salt enough for the potatoes and eggs it seasons.

const (
	eggsPerPan       = 12  // a 12-inch skillet or one baking dish holds about a dozen eggs
	woodyHerbTbsp    = 2   // rosemary, thyme, sage, oregano: 1–2 tbsp chopped
	finishOilTsp     = 3   // sesame oil finishes a dish: a teaspoon or two, never more than a tablespoon
	blendGramsPerSrv = 1.5 // curry powder, garam masala: about 1 tbsp for 4
	saltOfWeight     = 0.008
)

// spiceBlends season a whole dish on their own and go in by the tablespoon.
var spiceBlends = map[string]bool{"curry powder": true, "garam masala": true, "taco seasoning": true,
	"chili powder": true, "cajun seasoning": true}

// finishingOils are stirred in at the end for aroma; they are never the cooking fat.
var finishingOils = map[string]bool{"sesame oil": true}

func (d *dish) settleAmounts() {
	n := d.servings
	var salt *part
	seasoned := 0.0 // grams of food that salt alone seasons: eggs, potatoes, unsalted protein
	fromSauces := 0.0
	for _, p := range d.parts() {
		in := p.in
		switch {
		case in.Name == "egg":
			w, _ := in.UnitGrams("piece")
			most := math.Min(3*n, eggsPerPan) * w
			if p == d.protein {
				p.grams = math.Max(p.grams, math.Min(2*n, eggsPerPan)*w)
			}
			p.grams = math.Min(p.grams, most)
			seasoned += p.grams
		case woodyHerbs[in.Name] && in.Category == "herbs":
			if w, ok := in.UnitGrams("tbsp"); ok {
				p.grams = math.Min(p.grams, woodyHerbTbsp*w)
			}
		case finishingOils[in.Name]:
			if w, ok := in.UnitGrams("tsp"); ok {
				p.grams = math.Min(p.grams, math.Min(finishOilTsp, math.Max(1, n/2))*w)
			}
		case spiceBlends[in.Name] && p.role == RoleSpice:
			p.grams = math.Max(p.grams, blendGramsPerSrv*n)
		case in.Name == "salt":
			salt = p
		case in.Name == "potato" || in.Name == "sweet potato" || p == d.protein && in.Per100g.Sodium < 200:
			seasoned += p.grams
		}
		if p.role == RoleSauce || p.role == RoleLiquid {
			fromSauces += in.Per100g.Sodium * p.grams / 100
		}
	}
	if salt != nil && !d.lowSodium() {
		need := saltOfWeight*seasoned - fromSauces/saltSodium
		salt.grams = math.Max(salt.grams, need)
	}
}

func (d *dish) lowSodium() bool {
	for _, r := range d.req.Rules.Restrictions {
		if r == "low-sodium" || r == "heart-healthy" {
			return true
		}
	}
	return false
}
