package engine

import (
	"math"
	"strings"
)

// Portions a cook measures against the rest of the plate rather than by a fixed
// amount a serving: the sauce of a noodle or rice dish by the starch it coats, the
// vegetables that only season a dish by the spoonful, and a breakfast that is a meal.

const (
	// A wok dish's salty sauce (soy, fish, oyster) is about a fifth of its starch, dry:
	// 2 tbsp of soy for 150 g of noodles, 1 1/2 tbsp for two plates of fried rice.
	saltySauceOfStarch = 0.2
	saltySauceSodium   = 2500 // mg in 100 g: soy, fish and oyster sauce; not hoisin or ketchup
	dryStarchKcal      = 350  // kcal in 100 g of dry rice, noodles or pasta
	breakfastKcal      = 300  // a breakfast is a meal: about 300 kcal at least
	breakfastMostScale = 1.6  // but never more than a generous bowl of what the dish holds
)

// tossedInSauce are the forms whose starch is tossed in the pan with the sauce.
var tossedInSauce = map[string]bool{"stir-fry": true, "fried rice": true, "pad thai": true}

// seasoningVeg are vegetables that season a dish beside its main vegetables, in grams
// a serving at most: a stalk of celery for a soffritto of four, not five for six.
var seasoningVeg = map[string]float64{"celery": 15, "frozen peas": 40}

// isSalty is a sauce that salts a dish: soy, fish or oyster sauce.
func isSalty(in *Ingredient) bool {
	return in.Category == "condiments-sauces" && in.Per100g.Sodium >= saltySauceSodium
}

// sauceToStarch gives a tossed noodle or rice dish salty sauce enough to season its
// starch: one tablespoon of soy for two plates of noodles leaves them bland.
func (d *dish) sauceToStarch() {
	if !tossedInSauce[d.form.name] || d.starch == nil || d.lowSodium() {
		return
	}
	dry := d.starch.grams * math.Min(1, d.starch.in.Per100g.Kcal/dryStarchKcal)
	// Measured as soy's salt: fish sauce is saltier, and goes in by less.
	want := saltySauceOfStarch * dry * mustLookup("soy sauce").Per100g.Sodium
	var salty []*part
	have := 0.0
	for p := range d.eachPart {
		if p.role == RoleSauce && isSalty(p.in) {
			salty = append(salty, p)
			have += p.grams * p.in.Per100g.Sodium
		}
	}
	if have == 0 || have >= want {
		return
	}
	scale := math.Min(3, want/have)
	for _, p := range salty {
		p.grams *= scale
	}
}

// trimSeasoningVeg keeps celery and peas to what seasons a dish with a main or a starch
// of its own; a dish of nothing but them keeps them all.
func (d *dish) trimSeasoningVeg() {
	if d.protein == nil && d.starch == nil {
		return
	}
	if p := d.protein; p != nil && d.starch != nil && meltsInOil(p.in) {
		p.grams = math.Min(p.grams, meltedFish*d.servings)
	}
	for _, p := range d.vegs {
		if most, ok := seasoningVeg[p.in.Name]; ok && len(d.vegs) > 0 {
			p.grams = math.Min(p.grams, most*d.servings)
		}
		if p.in.Name == "carrot" && d.minceSauce() {
			p.grams = math.Min(p.grams, mincedCarrot*d.servings)
		}
	}
}

// meltedFish is the anchovy of a pasta sauce, in grams a serving: two or three fillets,
// a seasoning melted into the oil, not a fish course.
const meltedFish = 9

// mincedCarrot is the carrot of a mince sauce, in grams a serving: a carrot or two in
// the ragù of a lasagne for six, not six.
const mincedCarrot = 25

// minceSauce is a dish whose mince simmers into a sauce for a starch of its own (a
// lasagne, a cottage pie, a bolognese): its carrot seasons the sauce like an onion.
func (d *dish) minceSauce() bool {
	return d.protein != nil && d.starch != nil && !tossedInSauce[d.form.name] &&
		(d.protein.in.Category == "meat" || d.protein.in.Category == "poultry") &&
		strings.HasPrefix(d.protein.in.Name, "ground ")
}

// feedBreakfast scales a light breakfast up towards a meal's worth: a parfait of 110 g
// of yogurt and a few berries is 120 kcal, a snack. Eggs keep their count, and the
// spices, herbs and fat their measure.
func (d *dish) feedBreakfast() {
	if d.req.Meal != "breakfast" || d.servings <= 0 {
		return
	}
	kcal := 0.0
	for p := range d.eachPart {
		kcal += p.grams * p.in.Per100g.Kcal / 100
	}
	kcal /= d.servings
	if kcal <= 0 || kcal >= breakfastKcal {
		return
	}
	scale := math.Min(breakfastMostScale, breakfastKcal/kcal)
	for p := range d.eachPart {
		switch {
		case p.in.Category == "eggs", p.role == RoleSpice, p.role == RoleHerb, p.role == RoleFat,
			p.in.Category == "spices-seasonings", p.in.Category == "herbs":
			continue
		case p.role == RoleAcid, p.role == RoleSauce, p.role == RoleAromatic, p.in.Category == "condiments-sauces",
			onionFamily[p.in.Name], p.in.Is(RoleAcid) && p.in.Is(RoleGarnish):
			continue // the capers and red onion of a bagel season it by the spoon, whatever its size
		case p.role == RoleVegetable && p.in.Category == "produce":
			// Scaled up, a vegetable stays within what a cook uses of it: two peppers a
			// person is no breakfast.
			p.grams = max(p.grams, math.Min(p.grams*scale, vegCap(p.in)*d.servings))
			continue
		}
		p.grams *= scale
	}
}

// deglazers are the pantry's drinks that make a pan sauce in place of a bought broth.
var deglazers = []string{"hard cider", "apple cider", "white wine", "dry vermouth"}

// panSauceLiquid is what deglazes a skillet's pan sauce instead of a bought broth: the
// cook's cider or wine (the cider of pork with apples), else water.
func (d *dish) panSauceLiquid(ml float64) *part {
	if in := d.pantryDeglazer(); in != nil {
		return d.take(in, RoleLiquid, ml*liquidDensity(in), "")
	}
	// Chicken stock drowns a fish: its pan sauce is a splash of water and the lemon. A
	// chop's or a breast's is the browned bits lifted with water: nobody is sent out for
	// a carton of stock to make half a cup of sauce.
	return d.add("water", RoleLiquid, ml/2, "")
}

// butterPanSauce reports whether a seared meat's pan sauce is the cook's own butter
// with their garlic or thyme, loosened with a splash of water: a steak or a chop with
// butter and garlic in the pantry buys no broth, lemon or shallot for its sauce.
func (d *dish) butterPanSauce() bool {
	if d.form.name != "skillet" || d.protein == nil || d.protein.in.Category == "seafood" || d.protein.in.Category == "" {
		return false
	}
	if !d.protein.in.Has(FactMeat|FactPoultry) || !d.pantryHolds("butter", "unsalted butter") {
		return false
	}
	return d.pantryHolds("garlic", "thyme", "rosemary", "sage")
}

// pantryHolds reports whether the pantry holds one of the foods named.
func (d *dish) pantryHolds(names ...string) bool {
	for _, n := range names {
		if in, ok := Lookup(n); ok && d.pantry[in] != nil {
			return true
		}
	}
	return false
}

// pantryDeglazer is the pantry's cider or wine for a pan sauce, or nil.
func (d *dish) pantryDeglazer() *Ingredient {
	for _, name := range deglazers {
		if in, ok := Lookup(name); ok && d.pantry[in] != nil && !d.used[in] && d.req.Rules.allows(in) && !d.kosherClash(in) {
			return in
		}
	}
	return nil
}

// soleBlend is 2 for a spice blend that alone spices a simmered sauce (a chicken curry
// of curry powder and nothing else wants 2 tbsp for four, not 1), else 1.
func (d *dish) soleBlend(blend *part) float64 {
	if !simmered[d.form.name] {
		return 1
	}
	for _, p := range d.spices {
		if p != blend && p.in.Name != "black pepper" && p.in.Name != "salt" {
			return 1
		}
	}
	return 2
}

// slicesEach gives each plate whole slices or pieces of its bread: two slices of toast
// each for four is eight, not eleven; one is two, not three; a pitta each for four is
// four, not five. A bread that is torn into a bake (a pudding, a strata) is
// weighed with the rest of its batch.
func (d *dish) slicesEach() {
	p := d.starch
	if p == nil || p.in.Category != "bakery" || d.form.method == "sweet" {
		return
	}
	w, ok := p.in.UnitGrams("slice")
	if pw, each := p.in.UnitGrams("piece"); each && pw < 150 && (!ok || pw < w*3) {
		w, ok = pw, true // counted by the piece: a pitta, a naan, a bun, a tortilla each
	}
	if !ok {
		return
	}
	each := math.Max(1, math.Round(p.grams/d.servings/w))
	if d.form.name == "toast" {
		each = math.Min(each, 2) // a plate of toast is a slice or two, whatever goes on it
	}
	p.grams = each * w * d.servings
}

// Counted produce the pantry names: a cook who lists "2 onions" for a curry for four
// uses both, not one and a leftover; "3 peppers" for a ratatouille that wants two and a
// half goes in whole. A number well past what the dish wants is a larder, not a
// measure, and keeps the dish's own amount.
const (
	countedOnionMost = 2.0 // onions, leeks, shallots melt into a cooked dish: up to twice its own
	countedVegMost   = 1.5 // vegetables: up to half as much again
)

// useCounted takes all of a counted pantry onion or vegetable the dish could use, and
// a few spring onions from a bunch or a plural with no count.
func (d *dish) useCounted() {
	if d.form.raw || d.form.method == "sweet" || d.form.name == "toast" {
		return
	}
	for p := range d.eachPart {
		l := d.pantry[p.in]
		if !p.fromPantry || l == nil || p.in.Category != "produce" || p.grams <= 0 {
			continue
		}
		if p.in.Name == "scallion" && p.role == RoleAromatic && fewOf(l) {
			// "spring onions", "a bunch of spring onions": a few go in, not one.
			w, _ := p.in.UnitGrams("piece")
			p.grams = math.Max(p.grams, math.Min(3, d.servings+1)*w)
			continue
		}
		if p.limit <= p.grams || l.Quantity <= 0 || l.Unit != "" && l.Unit != "piece" {
			continue
		}
		most := 0.0
		switch {
		case p.role == RoleAromatic && (p.in.Name == "onion" || p.in.Name == "red onion" || p.in.Name == "leek" || p.in.Name == "shallot"),
			p.in.Name == "scallion": // "2 scallions" for a fried rice for two: both, not one and a leftover
			most = countedOnionMost
		case p.role == RoleVegetable:
			most = countedVegMost
		}
		if p.limit <= most*p.grams {
			p.grams = p.limit
		}
	}
}

// byWeightUnit are the units a cook weighs a food in.
var byWeightUnit = map[string]bool{"g": true, "kg": true, "oz": true, "lb": true}

// fewOf reports whether a pantry line holds a few of a food without counting them: a
// plural with no number ("spring onions"), or a bunch.
func fewOf(l *Line) bool {
	if l.Unit == "bunch" {
		return true
	}
	if l.Quantity > 0 || l.Unit != "" {
		return false
	}
	words := strings.Fields(lowered(l.Text))
	return len(words) > 0 && strings.HasSuffix(words[len(words)-1], "s")
}

// creamFinish is the cream that finishes a curry's or a soup's sauce, in grams a
// serving: 100–150 ml for four, stirred in at the end, never the sauce itself.
const creamFinish = 30

// creamToFinish keeps cream to a finish where another liquid (the tomatoes, the stock,
// the coconut milk) is the body of a cooked sauce.
func (d *dish) creamToFinish() {
	var cream *part
	body := false
	for p := range d.eachPart {
		switch {
		case p.in.Name == "heavy cream" && p.role == RoleLiquid:
			cream = p
		case p.role == RoleLiquid && p.in.Category != "dairy" && !isWine(p.in) && p.in.Name != "water",
			tomatoLiquid(p.in) && p.role == RoleVegetable:
			body = true
		}
	}
	if cream == nil || !body || d.form.method == "sweet" {
		return
	}
	cream.grams = math.Min(cream.grams, creamFinish*d.servings)
}
