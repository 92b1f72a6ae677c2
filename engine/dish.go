package engine

import (
	"math"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
)

func newDish(req *Request, rng *rand.Rand, cu *cuisine, f *form, usable []*Line) *dish {
	d := &dish{req: req, rng: rng, cu: cu, form: f, servings: float64(req.Servings),
		pantry: map[*Ingredient]*Line{}, used: map[*Ingredient]bool{}}
	for _, l := range usable {
		d.pantry[l.Ingredient] = l
	}
	d.lines = usable
	return d
}

// pantryWith returns the pantry's unused ingredients that can play role, in pantry
// order, leaving out those the filter refuses.
func (d *dish) pantryWith(role Role, keep func(*Ingredient) bool) []*Ingredient {
	var out []*Ingredient
	for _, l := range d.lines {
		in := l.Ingredient
		if !d.used[in] && in.Is(role) && (keep == nil || keep(in)) {
			out = append(out, in)
		}
	}
	return out
}

// take makes a part of in for role at grams per serving.
// take adds in to the dish at perServing grams a serving; a pantry item keeps what the
// pantry holds as its limit.
func (d *dish) take(in *Ingredient, role Role, perServing float64, prep string) *part {
	d.used[in] = true
	p := &part{in: in, grams: perServing * d.servings, role: role, prep: prep}
	if l := d.pantry[in]; l != nil && l.swapFor == "" {
		p.fromPantry, p.limit, p.whole = true, l.Grams, wholeForm(l, in)
		p.held = l.Grams // a name alone ("carrot") is what the cook keeps in, not a count of one (review 45 #14, #18)
		p.cookQty, p.cookUnit = cookAmount(l)
		p.givenByWt = byWeightUnit[l.Unit] && l.Grams > 0
		p.peeled = boughtPeeled(l.Text)
		if l.Quantity > 0 && (l.Unit == "" || l.Unit == "piece") {
			p.limitCount = l.Quantity
		}
		if role == RoleProtein && l.Grams > p.grams && l.Grams <= 1.6*p.grams {
			// A cook with a 500 g pack of chicken for four uses it all, not 350 g of it.
			p.grams = l.Grams
		}
		if role == RoleProtein {
			p.grams = wholePieces(l, in, p.grams, d.servings)
		}
	}
	return p
}

// allowedName returns the ingredient called name, or the first substitute that keeps
// the rules and is not already in the dish; ok is false when none does.
func (d *dish) allowedName(name string) (*Ingredient, string, bool) {
	if name == "" {
		return nil, "", false
	}
	in := mustLookup(name)
	if d.req.Rules.allows(in) && !d.kosherClash(in) {
		return in, "", true
	}
	for _, s := range substitutes[name] {
		alt := mustLookup(s.name)
		if d.req.Rules.allows(alt) && !d.kosherClash(alt) && !d.used[alt] {
			return alt, s.prep, true
		}
	}
	return nil, "", false
}

// holdsStandIn reports whether the dish already holds a substitute for name, one the
// rules allow.
func (d *dish) holdsStandIn(name string) bool {
	for _, s := range substitutes[name] {
		if alt := mustLookup(s.name); d.used[alt] && d.req.Rules.allows(alt) {
			return true
		}
	}
	return false
}

// kosherClash reports whether adding in would put dairy beside meat in a kosher dish.
func (d *dish) kosherClash(in *Ingredient) bool {
	if !d.req.Rules.kosher() {
		return false
	}
	return in.Has(FactDairy) && d.has(FactMeat|FactPoultry) || in.Has(FactMeat|FactPoultry) && d.has(FactDairy)
}

// has reports whether any part of the dish so far carries fact f.
func (d *dish) has(f Fact) bool {
	for p := range d.eachPart {
		if p.in.Has(f) {
			return true
		}
	}
	return false
}

// add takes the named ingredient (or an allowed substitute) for role, unless the dish
// already has it.
func (d *dish) add(name string, role Role, perServing float64, prep string) *part {
	in, subPrep, ok := d.allowedName(name)
	if !ok || d.used[in] {
		return nil
	}
	if in.Name != name && d.holdsStandIn(name) {
		return nil // the oyster sauce ruled out, the soy sauce already in plays its part: no tamari beside it
	}
	if in.Name == "olive oil" && name != "olive oil" && d.cu != nil && d.cu.rawFat != "olive oil" {
		return nil // the sesame oil of a Korean dressing has no olive oil stand-in
	}
	if tw := herbTwin(in); tw != nil && d.used[tw] {
		return nil // fresh and dried thyme are one herb: the dish has it already
	}
	if d.pantry[in] == nil && labelNote(in, d.req.Rules.refusedFacts()) != "" {
		return nil // oyster sauce often holds soy: nobody shops for one to season a soy-free dish
	}
	if d.pantry[in] == nil && !d.form.raw && d.holdsCover(in.Name) {
		return nil // the curry's tin of tomatoes is its tomato: no fresh ones beside it
	}
	if d.pantry[in] == nil {
		if own := d.pantryFills(in); own != nil {
			// The cook's vegetable stock for the chicken broth, its butter for the oil:
			// what the pantry holds for a part is used before anything is bought for it.
			return d.take(own, role, perServing, prep)
		}
		if own := d.pantryNear(in); own != nil {
			// The cook's cherry tomatoes for the tin, its single cream for the double.
			p := d.take(own, role, perServing, d.nearPrep(own, prep))
			p.standsFor = in.Name
			return p
		}
		if own := d.coveredBy(in.Name); own != nil && !(d.form.raw && own.Category == "canned-jarred") {
			// The pantry's own food stands in; once it is in the dish, it already does.
			if d.used[own] {
				return nil
			}
			switch {
			case strings.HasSuffix(name, " juice"):
				prep, perServing = "juiced", perServing/0.45 // a lemon gives about 45% of its weight as juice
			case strings.HasSuffix(name, " zest"):
				prep = "zested"
			case own.Category == "produce":
				prep = "diced"
			}
			return d.take(own, role, perServing, prep)
		}
	}
	if in.Name != name && in.Category == "spices-seasonings" {
		perServing = math.Min(perServing, 1.5) // a dried spice stands in by the teaspoon, not by weight
	}
	if in.Name != name && role == RoleVegetable {
		prep = vegPrep(in, d.form) // zucchini standing in for corn is sliced, not cut from the cob
	}
	return d.take(in, role, perServing, joinNonEmpty(", ", subPrep, prep))
}

// eachPart yields what parts lists, in its order, without making the list: the
// writers walk the parts dozens of times a recipe. A loop that adds or drops parts
// ranges over parts instead.
func (d *dish) eachPart(yield func(*part) bool) {
	for _, p := range [...]*part{d.protein, d.extraProt, d.starch, d.fat, d.searOil, d.acid} {
		if p != nil && !yield(p) {
			return
		}
	}
	for _, group := range [...][]*part{d.vegs, d.aromatics, d.spices, d.sauces, d.liquids, d.herbs, d.garnishes, d.extras} {
		for _, p := range group {
			if p != nil && !yield(p) {
				return
			}
		}
	}
}

func (d *dish) parts() []*part {
	groups := [...][]*part{d.vegs, d.aromatics, d.spices, d.sauces, d.liquids, d.herbs, d.garnishes, d.extras}
	n := 6
	for _, group := range groups {
		n += len(group)
	}
	all := append(make([]*part, 0, n), d.protein, d.extraProt, d.starch, d.fat, d.searOil, d.acid)
	for _, group := range groups {
		all = append(all, group...)
	}
	out := all[:0]
	for _, p := range all {
		if p != nil {
			out = append(out, p)
		}
	}
	return out
}

// fill chooses every part of the dish; false means the form cannot be made here.
func (d *dish) fill() bool {
	if ownFill[d.form.name] {
		if !d.fillOwn() {
			return false
		}
		if sauceOverStarch[d.form.name] {
			d.ownRicedStarch()
		}
		if d.form.name == "dal" {
			d.pantrySpices() // its tadka blooms every spice the dish holds
		}
		d.pantryEgg()
		return true
	}
	if !d.chooseProtein() {
		return false
	}
	if d.cat != nil && !d.chooseStarch() { // lettuce for wraps is the wrap, not a vegetable
		return false
	}
	d.chooseVegetables()
	if d.cat == nil && !d.chooseStarch() {
		return false
	}
	if !d.addSignature() {
		return false
	}
	d.chooseFlavour()
	if !d.useMorePantry() {
		return false
	}
	d.pantryEgg()
	return len(d.vegs) > 0 || d.protein != nil || d.cat != nil
}

// proteinGrams is a serving of a protein food.
func proteinGrams(in *Ingredient) float64 {
	switch {
	case in.Category == "eggs":
		return 88 // two eggs
	case in.Name == "tofu" || in.Name == "tempeh" || in.Name == "silken tofu":
		return 110
	case in.Category == "legumes" && in.Per100g.Kcal > 300:
		return 60 // dried lentils and split peas
	case in.Category == "legumes" || in.Category == "canned-jarred" && in.Has(FactLegume):
		return 110
	case in.Category == "dairy":
		return 70
	case in.Name == "bacon" || in.Name == "pancetta" || in.Name == "chorizo" || in.Name == "prosciutto" ||
		in.Name == "salami" || in.Name == "pepperoni":
		return 40
	case in.Name == "spam":
		return 70 // a 340 g can feeds four with rice
	case in.Name == "chicken drumstick":
		return 220 // weighed with the bone: about two drumsticks a person
	case in.Name == "smoked salmon":
		return 70
	case in.Category == "nuts-seeds":
		return 40 // a handful: nuts are rich
	case in.Category == "canned-jarred" && in.Has(FactFish):
		return 90 // about a tin a person
	}
	return 125
}

func (d *dish) chooseProtein() bool {
	f := d.form
	if f.needsEggs {
		egg := mustLookup("egg")
		if !d.req.Rules.allows(egg) {
			return false
		}
		d.protein = d.take(egg, RoleProtein, proteinGrams(egg), "")
		if extra := d.pantryWith(RoleProtein, func(in *Ingredient) bool {
			return (in.Category == "meat" || in.Category == "poultry" || in.Name == "smoked salmon" || in.Is(RoleCheese)) && !d.kosherClash(in)
		}); len(extra) > 0 {
			d.extraProt = d.take(extra[0], RoleProtein, proteinGrams(extra[0])/2, prepFor(extra[0], f))
		}
		return true
	}
	if d.cat != nil && !f.needsEggs {
		return d.chooseMain()
	}
	if f.name == "fried rice" {
		if eggs := d.pantryWith(RoleProtein, func(in *Ingredient) bool { return in.Name == "egg" }); len(eggs) > 0 {
			d.extraProt = d.take(eggs[0], RoleProtein, 44, "beaten")
		}
	}
	candidates := d.pantryWith(RoleProtein, func(in *Ingredient) bool {
		return in.Category != "eggs" && f.takesProtein(in) && !d.kosherClash(in)
	})
	if len(candidates) > 0 {
		sort.SliceStable(candidates, func(i, j int) bool {
			return f.proteinFit(candidates[i], d.cu) > f.proteinFit(candidates[j], d.cu)
		})
		d.protein = d.take(candidates[0], RoleProtein, proteinGrams(candidates[0]), prepFor(candidates[0], f))
		return true
	}
	// Nothing in the pantry: the cuisine's usual proteins, then plain standbys.
	defaults := append(rotate(d.cu.proteins, d.rng), "chickpeas", "red lentils", "black beans", "tofu", "chicken breast")
	for _, name := range defaults {
		in := mustLookup(name)
		if d.req.Rules.allows(in) && f.takesProtein(in) {
			d.protein = d.take(in, RoleProtein, proteinGrams(in), prepFor(in, f))
			return true
		}
	}
	return true // a vegetable dish
}

// saltSodium is the sodium in a gram of salt, in mg.
const saltSodium = 388

// onionFamily cook as aromatics, at the start, not as vegetables.
var onionFamily = map[string]bool{"onion": true, "red onion": true, "shallot": true, "scallion": true, "garlic": true,
	"ginger": true, "lemongrass": true, "jalapeno": true, "red chili": true}

// slowAromatics soften for about five minutes before anything else goes in.
var slowAromatics = map[string]bool{"onion": true, "red onion": true, "shallot": true, "leek": true}

// rawAromatics are the aromatics that are good uncooked, in a salad.
var rawAromatics = map[string]bool{"garlic": true, "shallot": true, "scallion": true, "red onion": true, "red chili": true, "jalapeno": true}

// rotate returns list starting at a seeded position, so variations reach past the first.
func rotate(list []string, rng *rand.Rand) []string {
	if len(list) == 0 {
		return nil
	}
	k := rng.IntN(len(list))
	if rng.IntN(2) == 0 {
		k = 0 // the cuisine's favourite stays the most likely
	}
	return append(append([]string{}, list[k:]...), list[:k]...)
}

// catTopping reports whether the dish's own line tops it with in (a taco's avocado)
// and does not cook it: the cook's avocado goes on top by the garnish's measure, not
// diced into the filling as a share of the vegetables.
func (d *dish) catTopping(in *Ingredient) bool {
	return d.cat != nil && slices.Contains(d.cat.flavour.garnishes, in.Name) && !d.cat.veg.has(in)
}

func (d *dish) chooseVegetables() {
	want := 3
	if d.form.name == "grain bowl" {
		want = 4 // a bowl is its toppings, in sections: the pantry's courgette goes on too
	}
	if d.req.Skill == "beginner" {
		want = 2
	}
	per := d.form.vegGrams
	if d.cat != nil && d.cat.veg.grams > 0 {
		per = d.cat.veg.grams
	}
	if d.cat != nil && !d.cat.main.empty() && d.protein == nil && d.starch == nil && (d.req.Meal == "lunch" || d.req.Meal == "dinner") {
		// An aloo gobi made without its chickpeas or rice is a meal of vegetables alone:
		// they are sized as the main, half as much again, not as a side.
		per *= 1.5
	}
	pick := d.pantryWith(RoleVegetable, func(in *Ingredient) bool {
		return d.form.takesVegetable(in) && !onionFamily[in.Name] && !in.Is(RoleLiquid) && d.catTakesVeg(in) && !d.catTopping(in) &&
			!(in.Is(RoleStarch) && !in.Is(RoleAromatic) && d.form.starch != "" && in.Category != "produce" && vegTable[in.Name] == nil)
	})
	if d.cat != nil && d.cat.vegStrict {
		// A dish that is its own vegetables (a ratatouille's aubergine, courgette, pepper
		// and tomato) takes every one of them the cook has: the pepper is not "not needed".
		want = max(want, min(len(pick), 5))
	}
	for _, in := range pick {
		if len(d.vegs) >= want && (len(d.vegs) >= want+2 || !d.vegsShort(per, want)) {
			break // the cook's one pepper for a traybake for twenty: their mushrooms go in too
		}
		d.vegs = append(d.vegs, d.take(in, RoleVegetable, 0, vegPrep(in, d.form)))
	}
	defaults := d.cu.vegetables
	if d.cat == nil || d.cat.veg.empty() {
		defaults = rotate(defaults, d.rng) // a dish's own list is in the cook's order
	}
	fromPantry := len(d.vegs)
	if fromPantry == 0 && d.cat != nil && (!d.cat.vegStrict || len(d.cat.veg.foods) > 0 && d.cat.veg.foods[0].Name == "tomato") && d.pantryTinOfTomatoes() {
		// (A tikka masala's own vegetable is the tomato: the cook's tin is it, and no
		// spinach is bought to go beside.)
		// The cook's tin of tomatoes is the sauce and the vegetable of a pasta or a
		// skillet: nothing is bought to go in beside it.
		defaults = nil
	}
	for _, name := range defaults {
		// The pantry's own vegetable is enough: a cook does not buy green beans to go
		// beside the asparagus they have.
		if len(d.vegs) >= 2 || d.cat != nil && d.cat.vegPantryOnly || (d.quick || fromPantry > 0 && !d.oneVegShort(per) || d.mainAndPulse()) && len(d.vegs) >= 1 {
			break
		}
		in := mustLookup(name)
		if d.used[in] || !d.form.takesVegetable(in) || d.quick && d.cat != nil && d.pantry[in] == nil {
			continue // in a hurry, only the pantry's own (its frozen peas for a fried rice), nothing bought to cut
		}
		if d.pantry[in] == nil && sameKindIn(in, d.vegs) {
			continue // a cook buys one cabbage, not a white and a napa one to go side by side
		}
		if p := d.add(name, RoleVegetable, 0, vegPrep(in, d.form)); p != nil {
			d.vegs = append(d.vegs, p)
			if p.fromPantry {
				fromPantry++ // the cook's apples are the braise's vegetable: no carrots bought beside them
			}
		}
	}
	for _, v := range d.vegs {
		if c, ok := quickCuts[v.prep]; ok && d.quick && hardness(v.in) >= 2 {
			v.prep = c
		}
		share := per / float64(len(d.vegs))
		if v.in.Category == "herbs" || v.in.Per100g.Kcal > 120 {
			share /= 3
		}
		most := vegCap(v.in)
		if bellPeppers[v.in.Name] && len(d.vegs) > 1 {
			most = pepperShare // two peppers in a ratatouille or a stir-fry for four, not four
		}
		v.grams = math.Min(share, most) * d.servings
	}
}

// sameKindIn reports whether vegs hold another of in's kind, named by the same last word
// ("napa cabbage" beside "cabbage", "shiitake mushroom" beside "mushroom"); red and green
// peppers are two colours a cook does buy together.
func sameKindIn(in *Ingredient, vegs []*part) bool {
	if bellPeppers[in.Name] {
		return false
	}
	kind := in.Name[strings.LastIndexByte(in.Name, ' ')+1:]
	for _, v := range vegs {
		if v.in != in && v.in.Name[strings.LastIndexByte(v.in.Name, ' ')+1:] == kind {
			return true
		}
	}
	return false
}

// oneVegShort reports whether the pantry's one vegetable is a pepper held to what a
// cook uses of it (one a plate) and falls well short of the dish's vegetable portion: a
// traybake of peppers alone would be two peppers a person, so a second usual vegetable
// is bought. A greens or squash dish is its one vegetable and stays so.
func (d *dish) oneVegShort(per float64) bool {
	return len(d.vegs) == 1 && bellPeppers[d.vegs[0].in.Name] && vegCap(d.vegs[0].in) < 0.6*per
}

// bellPeppers share a pot with other vegetables at about half a pepper a plate.
var bellPeppers = map[string]bool{"red bell pepper": true, "green bell pepper": true, "yellow bell pepper": true}

const pepperShare = 62

// mainAndPulse reports whether the pantry already gives a stew or soup its main and its
// beans: a cod, chorizo and bean stew buys one vegetable it lacks, not a pepper and
// spinach both.
func (d *dish) mainAndPulse() bool {
	if d.cat == nil || d.protein == nil || !d.protein.fromPantry || !simmered[d.form.name] {
		return false
	}
	for _, l := range d.lines {
		if in := l.Ingredient; in != d.protein.in && in.Has(FactLegume) && isMainProtein(in) && d.cat.usesFood(in) > 0 {
			return true
		}
	}
	return false
}

// pantryTinOfTomatoes reports whether the pantry holds tinned tomatoes or passata.
func (d *dish) pantryTinOfTomatoes() bool {
	for _, l := range d.lines {
		if tomatoLiquid(l.Ingredient) {
			return true
		}
	}
	return false
}

// vegCap is the most of a vegetable a serving takes: strong or watery ones go in by
// the handful, not by the pound, whatever else is missing.
func vegCap(in *Ingredient) float64 {
	if in.Name == "kimchi" {
		return 60 // the bowl's vegetable, a heap beside the rice
	}
	if in.Category == "canned-jarred" && !in.Is(RoleLiquid) && in.Name != "canned corn" {
		return 30 // green chiles, olives, roasted peppers: by the spoonful
	}
	switch in.Name {
	case "artichoke":
		return 60
	case "celery", "radish", "fennel", "jalapeno", "red chili", "scallion", "water chestnuts", "bamboo shoots", "bean sprouts":
		return 40
	case "spinach", "kale", "arugula", "swiss chard", "collard greens", "watercress":
		return 60
	case "carrot", "parsnip", "turnip", "beet":
		return 60
	case "onion", "red onion", "leek", "mushroom", "cabbage", "napa cabbage", "red cabbage":
		return 90
	}
	return 130
}

func (d *dish) chooseStarch() bool {
	f := d.form
	if d.cat != nil && !d.cat.starch.empty() {
		return d.chooseCatStarch()
	}
	if f.starch == "" {
		if f.name == "sheet-pan roast" || f.name == "skillet" || f.name == "stew" {
			if ps := d.pantryWith(RoleStarch, func(in *Ingredient) bool {
				return in.Category == "produce" || in.Name == "hash browns"
			}); len(ps) > 0 {
				d.starch = d.take(ps[0], RoleStarch, 180, vegPrep(ps[0], f))
			}
		}
		return true
	}
	// The pantry's own starch of the right kind first.
	if ps := d.pantryWith(RoleStarch, f.takesStarch); len(ps) > 0 {
		d.starch = d.take(ps[0], RoleStarch, starchGrams(ps[0]), starchPrep(ps[0]))
		return true
	}
	name := f.defaultStarch(d.cu)
	if name == "" {
		return !f.starchRequired
	}
	in := mustLookup(name)
	d.starch = d.add(name, RoleStarch, starchGrams(in), starchPrep(in))
	if d.starch != nil && d.starch.in != in {
		if f.name == "risotto" {
			return false // a risotto is its rice: riced cauliflower is another dish
		}
		d.starch.grams = starchGrams(d.starch.in) * d.servings
	}
	return d.starch != nil || !f.starchRequired
}

// starchGrams is a serving of a starch, as bought (dry pasta and rice).
func starchGrams(in *Ingredient) float64 {
	switch {
	case in.Category == "bakery":
		if w, ok := in.UnitGrams("piece"); ok && w < 60 {
			return 2 * w
		} else if ok && w < 150 {
			return w // a naan or a pitta each: never two for three
		}
		return 60
	case in.Name == "cooked rice":
		return 180
	case in.Name == "romaine lettuce":
		return 60 // leaves as wraps
	case in.Category == "produce" || in.Category == "frozen":
		return 180
	case strings.Contains(in.Name, "noodle") || in.Category == "grains-pasta" && in.Is(RoleStarch) && strings.Contains(in.Name, "pasta"):
		return 85
	}
	return 75
}

func starchPrep(in *Ingredient) string {
	switch {
	case in.Category == "produce" && in.Is(RoleStarch):
		return "cut into 2 cm (3/4 in) chunks"
	case strings.Contains(in.Name, "rice") && in.Name != "cooked rice" && in.Name != "rice noodles" &&
		in.Name != "rice paper" && in.Name != "arborio rice":
		return "rinsed"
	}
	return ""
}

// boughtPeeled reports whether a pantry line says its food comes peeled or deveined.
func boughtPeeled(text string) bool {
	t := lowered(text)
	return (strings.Contains(t, "peeled") || strings.Contains(t, "deveined")) && !strings.Contains(t, "unpeeled")
}
