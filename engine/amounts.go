package engine

import (
	"math"
	"slices"
)

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
	saltOfPot        = 0.005 // the vegetables and sauce of a cooked dish: about a teaspoon a kilo
	// taco seasoning is measured to the meat: about 2 tbsp (18 g) to 450 g (1 lb)
	tacoSeasoningShare     = 0.04
	tacoSeasoningMaxPerSrv = 5     // about 1 3/4 tsp
	rasElHanoutShare       = 0.014 // about 1 tbsp (7 g) to 500 g of meat
	saffronGrams           = 0.35  // 1/2 tsp of threads
	rawOnionGrams          = 25    // an eighth to a quarter of an onion a plate, when it is eaten raw
)

// spiceBlends season a whole dish on their own and go in by the tablespoon.
var spiceBlends = map[string]bool{"curry powder": true, "garam masala": true, "taco seasoning": true,
	"chili powder": true, "cajun seasoning": true, "ras el hanout": true}

// finishingOils are stirred in at the end for aroma; they are never the cooking fat.
var finishingOils = map[string]bool{"sesame oil": true}

func (d *dish) settleAmounts() {
	n := d.servings
	d.buyTheRest()
	d.useCounted()
	d.countedMainPortion()
	d.creamToFinish()
	d.sizePotSauce()
	d.halfTinAtLeast()
	d.tinsOfFish()
	d.sauceToStarch()
	d.trimSeasoningVeg()
	d.feedBreakfast()
	d.slicesEach()
	d.weighBakingFat()
	d.leavenToFlour()
	var salt *part
	seasoned := 0.0 // grams of food that salt alone seasons: eggs, potatoes, unsalted protein
	fromSauces := 0.0
	for p := range d.eachPart {
		in := p.in
		switch {
		case in.Name == "egg":
			w, _ := in.UnitGrams("piece")
			pan := float64(eggsPerPan)
			if d.form.name == "scramble" {
				pan = math.Inf(1) // scrambled for a crowd in batches of a panful: two eggs a plate still
			}
			most := math.Min(3*n, pan) * w
			if p == d.protein {
				p.grams = math.Max(p.grams, math.Min(2*n, pan)*w)
			}
			if d.eggOnTop(p) {
				p.grams = n * w // a fried or soft-boiled egg for each portion
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
		case in.Name == "saffron":
			p.grams = math.Min(p.grams, saffronGrams) // a generous pinch colours a whole pan
		case spiceBlends[in.Name] && p.role == RoleSpice:
			p.grams = math.Max(p.grams, blendGramsPerSrv*n*d.soleBlend(p))
			if most, ok := potentBlends[in.Name]; ok {
				p.grams = math.Min(p.grams, most*n) // garam masala by the teaspoon: it is cloves and cinnamon
			}
			if in.Name == "ras el hanout" && d.protein != nil && (d.protein.in.Category == "meat" || d.protein.in.Category == "poultry") {
				// A tagine's ras el hanout is measured to the meat: about 1 tbsp to 500 g.
				p.grams = math.Max(p.grams, rasElHanoutShare*d.protein.grams*edibleShare(d.protein.in))
			}
			if in.Name == "taco seasoning" && d.protein != nil && d.protein.in.Is(RoleProtein) {
				// The packet's 2 tbsp to 450 g (1 lb) of meat as eaten (not the drumsticks'
				// bones), and never more than a couple of teaspoons a serving.
				meat := tacoSeasoningShare * d.protein.grams * edibleShare(d.protein.in)
				p.grams = math.Max(p.grams, math.Min(meat, tacoSeasoningMaxPerSrv*n))
			}
		case (in.Name == "onion" || in.Name == "red onion") && (d.form.raw || d.form.name == "toast"):
			p.grams = math.Min(p.grams, rawOnionGrams*n) // raw onion bites: a few slices a plate
			p.rawBite = true
			if d.form.name == "toast" {
				p.prep = "thinly sliced" // rings over the smoked salmon of a bagel
			}
		case in.Name == "salt":
			salt = p
		case in.Name == "potato" || in.Name == "sweet potato" ||
			p == d.protein && in.Is(RoleProtein) && in.Category != "produce" && in.Per100g.Sodium < 200:
			seasoned += p.grams
		}
		if p.role == RoleSauce || p.role == RoleLiquid {
			fromSauces += in.Per100g.Sodium * p.grams / 100
		}
		if d.potSalted(p) {
			seasoned += p.grams * saltOfPot / saltOfWeight
		}
	}
	d.scaleSeasoning()
	d.holdSeasoning()
	d.prepareLoose()
	if salt != nil && !d.lowSodium() {
		need := saltOfWeight*seasoned - fromSauces/saltSodium
		salt.grams = math.Max(salt.grams, need)
		// The added salt stops where a serving would pass half a day's sodium: what the
		// bacon, cheese and stock bring already seasons the plate.
		salt.grams = math.Min(salt.grams, d.saltCeiling(salt))
	}
}

// potSalted reports whether salt seasons p in the pot: the vegetables, onion, tomatoes
// and coconut milk of a cooked savoury dish, not yet salted themselves. A curry of two
// chicken thighs, a tin of tomatoes and an onion for four is seasoned by the teaspoon,
// not by the chicken alone (1/4 tsp); a broth or a salty sauce carries its own.
func (d *dish) potSalted(p *part) bool {
	if d.form.raw || d.form.method == "sweet" || p.in.Per100g.Sodium >= saltOfPot*saltSodium*100 {
		return false
	}
	switch p.role {
	case RoleVegetable, RoleLiquid:
		return (p.in.Category != "beverages" || p.in.Name == "water") && !p.in.Is(RoleFruit) // the water a curry simmers in is salted too
	case RoleAromatic:
		return p.in.Name == "onion" || p.in.Name == "red onion" || p.in.Name == "shallot" || p.in.Name == "leek"
	}
	return false
}

func (d *dish) lowSodium() bool {
	for _, r := range d.req.Rules.Restrictions {
		if r == "low-sodium" || r == "heart-healthy" {
			return true
		}
	}
	return false
}

// pantryCovers names, for a food the pantry holds, the foods it stands in for: a cook
// with taco seasoning buys no cumin or chili powder, and one with paprika no smoked
// paprika.
var pantryCovers = map[string][]string{
	"taco seasoning":        {"cumin", "chili powder", "paprika", "garlic powder", "onion powder", "dried oregano", "cayenne"},
	"cajun seasoning":       {"paprika", "smoked paprika", "cayenne", "garlic powder", "onion powder", "dried oregano"},
	"curry powder":          {"turmeric", "cumin", "ground coriander"},
	"garam masala":          {"cumin", "ground coriander", "cinnamon"},
	"italian seasoning":     {"dried oregano", "dried thyme", "dried basil", "dried rosemary", "herbes de provence"},
	"herbes de provence":    {"dried thyme", "dried oregano", "dried rosemary", "italian seasoning"},
	"paprika":               {"smoked paprika"},
	"smoked paprika":        {"paprika"},
	"chili powder":          {"cayenne"},
	"tomato":                {"canned diced tomatoes", "crushed tomatoes"},
	"crushed tomatoes":      {"canned diced tomatoes", "tomato"},
	"canned diced tomatoes": {"crushed tomatoes", "tomato"},
	"cherry tomato":         {"canned diced tomatoes", "crushed tomatoes"}, // a punnet cooked down is the sauce's tomatoes
	"five-spice powder":     {"star anise", "cinnamon"},
	"tomato sauce":          {"crushed tomatoes", "canned diced tomatoes"},
	"marinara sauce":        {"crushed tomatoes", "canned diced tomatoes"},
	// The cook's own fresh food stands in for its bottled or dried form.
	"lemon":  {"lemon juice", "lemon zest"},
	"lime":   {"lime juice", "lime zest"},
	"garlic": {"garlic powder"},
	"onion":  {"onion powder"},
	"ginger": {"ground ginger"},
	// The jar of ginger-garlic paste is both aromatics at once: no fresh ginger or garlic beside it.
	"ginger garlic paste": {"ginger", "garlic", "ground ginger", "garlic powder"},
	"butter":              {"ghee"},
	"oregano":             {"dried oregano"},
	"dried oregano":       {"oregano"},
	"dried basil":         {"basil"},
	"cumin seeds":         {"cumin"},
	// A chipotle in adobo is the chili's heat and smoke: no jar of chili powder beside it.
	"chipotle in adobo": {"chili powder"},
	// String cheese is low-moisture mozzarella, pulled apart.
	"string cheese": {"mozzarella"},
	"dried thyme":   {"thyme"},
	"thyme":         {"dried thyme"},
	// A food that already does the job: self-raising flour is leavened, a fresh chili or
	// chili powder is the heat.
	"self-rising flour":  {"baking powder"},
	"red chili":          {"red pepper flakes"},
	"jalapeno":           {"red pepper flakes"},
	"gochugaru":          {"red pepper flakes"},
	"chili garlic sauce": {"red pepper flakes"},
	"sriracha":           {"red pepper flakes"},
}

// earnsPlace reports whether a flavouring the cuisine would add earns its place in the
// dish: the cook's own always; a bought one only when the pantry gives the dish nothing
// for the same job. A spice is not bought beside the pantry's own spice (but for the
// first the dish's own line names), and the cuisine's usual spice only for a pantry with
// no aromatic, sauce or herb of its own; an acid is not bought where the pantry's tomatoes, vinegar or citrus are the
// acid, nor for a catalogue dish whose line names none (a raw dish's dressing needs one).
func (d *dish) earnsPlace(name string, role Role) bool {
	in, ok := Lookup(name)
	if !ok || d.pantry[in] != nil || d.coveredBy(in.Name) != nil || d.pantryFills(in) != nil {
		return true
	}
	lineSpice, lineFirst := false, false
	if d.cat != nil {
		f := d.cat.flavour
		if role == RoleAcid && f.acid != "" {
			return true // the dish's own line chose it
		}
		if role == RoleSpice && f.spices != nil {
			lineSpice, lineFirst = true, len(f.spices) > 0 && f.spices[0] == name
		}
		if role == RoleAromatic && f.aromatics != nil {
			lineSpice, lineFirst = true, len(f.aromatics) > 0 && f.aromatics[0] == name
		}
	}
	aromatics := 0
	ownSpice, flavours, ownAcid := false, 0, false
	for _, l := range d.lines {
		switch in := l.Ingredient; {
		case in.Name == "salt" || in.Name == "black pepper" || d.kosherClash(in):
		case in.Category == "spices-seasonings":
			ownSpice = true
		case in.Category == "herbs" || in.Category == "condiments-sauces":
			flavours++
		case in.Is(RoleAromatic) && in.Category == "produce":
			flavours++
			aromatics++
		}
	}
	for p := range d.eachPart {
		if p != nil && p.fromPantry && (p.role == RoleAcid || p.in.Is(RoleAcid) && p.role != RoleGarnish) {
			ownAcid = true
		}
	}
	switch role {
	case RoleSpice:
		if lineSpice {
			// The dish's own spices: its first always, the rest unless the pantry's
			// spice already seasons it (the cook's cumin in a lentil soup, no smoked
			// paprika bought beside it).
			return lineFirst || !ownSpice
		}
		return !ownSpice && flavours == 0
	case RoleAromatic:
		// A shallot is not bought beside the cook's onion and garlic; where the dish's
		// line names its aromatics, the cook's one (the garlic of a pan sauce) is enough.
		if lineSpice && d.cat != nil && spicedBase[d.form.name] && slices.Contains(d.cat.flavour.aromatics, name) {
			return true // a curry's onion, garlic and ginger are its base: the cook's onion does not stand for the garlic
		}
		return aromatics == 0 || aromatics < 2 && !lineSpice
	case RoleAcid:
		return d.form.raw || !ownAcid && d.cat == nil
	}
	return true
}

// coveredNames are the foods some pantry food stands in for.
var coveredNames = func() map[string]bool {
	m := map[string]bool{}
	for _, list := range pantryCovers {
		for _, n := range list {
			m[n] = true
		}
	}
	return m
}()

// coveredBy returns the pantry's food that stands in for name, or nil.
func (d *dish) coveredBy(name string) *Ingredient {
	if !coveredNames[name] {
		return nil
	}
	for _, l := range d.lines {
		if containsString(pantryCovers[l.Ingredient.Name], name) {
			return l.Ingredient
		}
	}
	return nil
}

// unusedPantry lists the pantry's usable foods the dish leaves out, each with the
// reason, so that every pantry item is either cooked or accounted for.
func (d *dish) unusedPantry(title string) []Excluded {
	cooked := func(l *Line) bool {
		for p := range d.eachPart {
			if p.in == l.Ingredient || p.fromPantry && d.pantry[p.in] == l { // the cook's "pasta", cooked as the dish's fusilli
				return true
			}
		}
		return false
	}
	var out []Excluded
	for _, l := range d.lines {
		if cooked(l) || l.swapFor != "" {
			continue // a swap unused was never the cook's
		}
		name := l.Name
		if name == "" {
			name = l.Ingredient.Name
		}
		out = append(out, Excluded{Name: name, Reason: d.whyUnused(l.Ingredient, title)})
	}
	return out
}

// eggOnTop reports whether p is the egg that eggsOnTop serves on each portion.
func (d *dish) eggOnTop(p *part) bool {
	if ownFill[d.form.name] && !eggOnRice[d.form.name] || d.form.ownsEggs {
		return false
	}
	for _, e := range d.extras {
		if e == p {
			return true
		}
	}
	return false
}

// prepareLoose gives a cut to the produce a dish took without one (a pantry's lemon or
// jalapeño picked up as an extra), so no line reads "1 lemon" and leaves the cook to
// guess: citrus is juiced, or cut into wedges to serve; a chili is seeded and minced, or
// sliced thin to scatter.
func (d *dish) prepareLoose() {
	for p := range d.eachPart {
		if p.prep != "" || p.in.Category != "produce" {
			continue
		}
		switch p.in.Name {
		case "lemon", "lime", "orange":
			if p.role == RoleGarnish {
				p.prep = "cut into wedges"
			} else {
				p.prep = "juiced"
			}
		case "jalapeno", "red chili", "serrano", "thai chili", "green chili":
			if p.role == RoleGarnish {
				p.prep = "thinly sliced"
			} else {
				p.prep = "seeded and minced"
			}
		}
	}
}

// lemonWedgesEach is the share of a lemon or lime that serves one plate in wedges: a
// fruit cuts into eight, a wedge or so a plate.
const lemonWedgesEach = 1.0 / 8

// servedInWedges cuts a lemon or lime that only finishes a plate into wedges, for each
// to squeeze over: half a lemon for one to four plates, a lemon for six or eight.
func (d *dish) servedInWedges(p *part) {
	p.prep = "cut into wedges"
	if w, ok := p.in.UnitGrams("piece"); ok {
		p.grams = w * lemonWedgesEach * d.servings
	}
}
