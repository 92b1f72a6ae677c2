package engine

import "math"

// Amounts in the measure a food is sold or served in: tinned fish by the half tin,
// never "3 1/2 tbsp canned tuna" scraped from a tin whose rest is left over.

// smallTin is the largest tin opened by the half: a tin of tuna or sardines.
const smallTin = 200.0

// tinsOfFish gives a tinned fish the cook holds in halves of its tin, at least half
// of one: a third of a tin of tuna in a salad for one is a half. It never opens more
// than the cook has.
func (d *dish) tinsOfFish() {
	for p := range d.eachPart {
		in := p.in
		tin, ok := in.UnitGrams("can")
		if !ok || tin > smallTin || in.Category != "canned-jarred" || !in.Has(FactFish) && !in.Has(FactShellfish) ||
			!in.Is(RoleProtein) || p.grams <= 0 {
			continue
		}
		half := tin / 2
		g := math.Ceil(p.grams/half-0.15) * half
		if p.limit > 0 {
			g = math.Min(g, math.Max(p.limit, half))
		}
		p.grams = math.Max(g, half)
	}
}

// steakPlate is a steak served as the meat of a plate, in grams a serving.
const steakPlate = 180.0

// steakCuts are the cuts a cook buys as steaks, one a plate.
var steakCuts = map[string]bool{"sirloin steak": true, "ribeye steak": true, "strip steak": true, "t-bone steak": true,
	"tenderloin steak": true, "venison steak": true}

// beefSteaks are the tender beef steaks a cook sears whole: the table's sirloin,
// ribeye, strip, T-bone and fillet, each with its own USDA values.
var beefSteaks = map[string]bool{"sirloin steak": true, "ribeye steak": true, "strip steak": true, "t-bone steak": true, "tenderloin steak": true}

// extraServing is a serving of a pantry food the dish takes beside its own: half a
// plate's portion of a meat or fish beside the dish's main, but a whole one where the
// dish has no meat or fish of its own (the cook's steak in a salad is the meal, not
// 60 g of it).
func (d *dish) extraServing(in *Ingredient) float64 {
	g := extraGrams(in)
	if extraRole(in) != RoleProtein || !isFleshFood(in) || d.hasFleshMain() {
		return g
	}
	if steakCuts[in.Name] {
		return steakPlate
	}
	return proteinGrams(in)
}

// isFleshFood is meat, poultry or fish, fresh or tinned.
func isFleshFood(in *Ingredient) bool {
	return in.Category == "meat" || in.Category == "poultry" || in.Category == "seafood" ||
		in.Category == "canned-jarred" && (in.Has(FactFish) || in.Has(FactShellfish) || in.Has(FactMeat) || in.Has(FactPoultry)) && in.Is(RoleProtein)
}

// hasFleshMain reports whether the dish already holds a meat or fish main.
func (d *dish) hasFleshMain() bool {
	for _, p := range []*part{d.protein, d.extraProt} {
		if p != nil && isFleshFood(p.in) {
			return true
		}
	}
	for _, p := range d.extras {
		if p.role == RoleProtein && isFleshFood(p.in) {
			return true
		}
	}
	return false
}

// potentBlends are the spice blends strong enough to go in by the teaspoon, in grams a
// serving at most: garam masala is mostly cloves, cinnamon and cardamom, two teaspoons
// for three, never a tablespoon and a half.
var potentBlends = map[string]float64{"garam masala": 1.4}

// bakingFatByWeight is the least butter a bake weighs rather than spoons, in grams:
// "65 g unsalted butter", never "4 1/2 tbsp" cut from a block.
const bakingFatByWeight = 40.0

// weighBakingFat gives a bake's butter or baking spread in grams, as a baker weighs it
// off the block; a spoonful or two stays in spoons.
func (d *dish) weighBakingFat() {
	if d.form.method != "sweet" {
		return
	}
	for p := range d.eachPart {
		if p.grams >= bakingFatByWeight && solidFat(p.in) {
			p.weighed = true
		}
	}
}

// solidFat is a fat sold in blocks and cut by weight: butter or a baking spread.
func solidFat(in *Ingredient) bool {
	switch in.Name {
	case "butter", "unsalted butter", "margarine", "vegan butter", "lard", "shortening", "vegetable shortening":
		return true
	}
	return false
}
