package engine

import (
	"math"
	"slices"
	"strings"
)

func (d *dish) chooseFlavour() {
	cu, f, n := d.cu, d.form, d.servings
	before := map[*part]bool{}
	for p := range d.eachPart {
		before[p] = true
	}
	fatName := cu.fat
	if (f.name == "salad" || f.name == "sheet-pan roast" || f.name == "grain bowl") && (d.cat == nil || d.cat.flavour.fat == "") {
		fatName = cu.rawFat // olive oil for a Greek salad, never for a Vietnamese noodle salad
	}
	if finishingOils[fatName] {
		fatName = "vegetable oil" // sesame oil burns and overwhelms: it finishes the dish
	}
	if (fatName == "butter" || fatName == "unsalted butter") && (f.name == "stir-fry" || f.name == "fried rice") {
		fatName = "vegetable oil" // a wok over high heat burns butter
	}
	if (fatName == "butter" || fatName == "unsalted butter") && !d.pantryHas("butter") && !d.pantryHas("unsalted butter") &&
		(d.cat == nil || d.cat.flavour.fat == "") {
		// A cuisine that cooks in butter, with none in the pantry: the oil in the cupboard
		// softens an onion as well, and nobody is sent out for butter.
		fatName = "vegetable oil"
		if d.cu.rawFat == "olive oil" {
			fatName = "olive oil"
		}
	}
	if own := d.pantryCuisineFat(fatName); own != nil {
		fatName = own.Name // the cook's ghee starts an Indian pot
	}
	// A pan wants a film of oil whatever it holds, and each portion a little more: a
	// tablespoon for one, two for four, under four for eight (then the form's factor).
	fat := (7/n + 5.25) * f.fatFactor
	if d.protein != nil && rendersOwnFat(d.protein.in) {
		fat = min(fat, 14/n) // mince browns in its own fat: a spoon of oil to start it, whatever the pot holds
	}
	d.fat = d.add(fatName, RoleFat, fat, "")
	if d.fat == nil {
		d.fat = d.add("olive oil", RoleFat, fat, "")
	}
	maxAromatics := 3
	if d.req.Skill == "beginner" || d.quick {
		maxAromatics = 2
	}
	for _, in := range d.pantryWith(RoleAromatic, func(in *Ingredient) bool {
		// A paste that marks another cuisine (Thai curry paste in a Greek lemon chicken)
		// stays for a dish of its own, as the cook's dill stays out of a curry.
		return (!in.Is(RoleVegetable) || in.Category == "produce") && (!f.raw || rawAromatics[in.Name]) && !d.foreignFlavour(in)
	}) {
		if len(d.aromatics) >= maxAromatics+1 {
			break
		}
		d.aromatics = append(d.aromatics, d.take(in, RoleAromatic, rawAware(f, in), aromaticPrep(in)))
	}
	hasOnion := func() bool {
		for _, a := range append(append([]*part{}, d.aromatics...), d.vegs...) {
			if a.in.Name == "onion" || a.in.Name == "red onion" {
				return true
			}
		}
		return false
	}
	for _, name := range cu.aromatics {
		if len(d.aromatics) >= maxAromatics || f.raw && !rawAromatics[name] {
			continue
		}
		if (name == "onion" || name == "red onion" || name == "shallot" && d.pantry[mustLookup(name)] == nil) && hasOnion() {
			continue // the pantry's red onion is the onion, and its onion the shallot
		}
		in := mustLookup(name)
		if d.quick && d.pantry[in] == nil && (len(d.aromatics) > 0 || d.hasPaste()) {
			continue // in a hurry, the pantry's onion or the curry paste's garlic is enough: nothing more to mince
		}
		if d.pantry[in] == nil && pasteHolds[name] && d.hasPaste() {
			continue // a green curry's paste is pounded from garlic, shallot, chilli and galangal: none is bought beside it
		}
		if d.quick && d.pantry[in] == nil && slowAromatics[name] && slices.ContainsFunc(cu.aromatics, func(n string) bool { return !slowAromatics[n] }) {
			continue // in a hurry, a bought clove of garlic fries in a minute; a bought onion wants five
		}
		if d.pantry[in] == nil && len(d.aromatics) > 0 && d.butterPanSauce() {
			continue // the cook's garlic in the butter is the sauce's aromatic: no shallot bought
		}
		if !d.earnsPlace(name, RoleAromatic) {
			continue
		}
		if p := d.add(name, RoleAromatic, rawAware(f, in), aromaticPrep(in)); p != nil {
			d.aromatics = append(d.aromatics, p)
		}
	}
	spiceCount := 2
	if d.req.Skill == "advanced" {
		spiceCount = 3
	}
	// The cook's own jars first: the pantry's garam masala seasons the curry before a
	// bought curry powder is thought of.
	spiceNames := slices.Clone(cu.spices)
	slices.SortStableFunc(spiceNames, func(a, b string) int {
		return boolRank(d.pantryHasSpice(b)) - boolRank(d.pantryHasSpice(a))
	})
	for _, name := range spiceNames {
		if (len(d.spices) >= spiceCount || slices.ContainsFunc(d.spices, func(p *part) bool { return spiceBlends[p.in.Name] && p.fromPantry })) &&
			!d.ownSpiceInPantry(name) {
			continue // the pantry's blend seasons the dish on its own; the cook's cumin for a chili still goes in
		}
		if name == "bay leaf" && !simmered[f.name] {
			continue // a bay leaf gives its flavour to a simmering liquid, nothing else
		}
		if !d.earnsPlace(name, RoleSpice) {
			continue // no reflexive jar of flakes or smoked paprika
		}
		if d.pantryFreshHerbFor(name) {
			continue // the cook's dill seasons the salmon: no jar of dried thyme is bought beside it
		}
		if p := d.add(name, RoleSpice, 0.5, ""); p != nil {
			d.spices = append(d.spices, p)
		}
	}
	d.pantrySpices()
	d.chooseSauces()
	d.pantrySweetener()
	if f.name == "salad" || f.name == "grain bowl" {
		for _, p := range d.addDressing() {
			before[p] = true // what makes the cuisine's dressing is not trimmed from the shopping
		}
	}
	d.chooseLiquid()
	if d.acid != nil {
		// the dish's own citrus, from its signature
	} else if fruit := juiceFruit[cu.acid]; fruit != "" && d.pantry[mustLookup(fruit)] != nil && !d.used[mustLookup(fruit)] {
		// The cook's own lemon, juiced: about 45 g of juice from a 100 g lemon.
		d.acid = d.take(mustLookup(fruit), RoleAcid, 5/0.45, "juiced")
	} else if c := d.pantryCitrus(); c != nil && cu.acid != "" && !d.used[c] {
		// The cook's own lemon or lime brightens the dish: no vinegar bought beside it.
		grams, prep := 5.0, ""
		if c.Name == "lemon" || c.Name == "lime" {
			grams, prep = 5/0.45, "juiced"
		}
		d.acid = d.take(c, RoleAcid, grams, prep)
	} else if cu.acid != "" && !d.butterPanSauce() && d.earnsPlace(cu.acid, RoleAcid) {
		d.acid = d.add(cu.acid, RoleAcid, 5, "")
	}
	// The cook's own herbs first: woody ones cook with the dish, soft ones finish it.
	herbs := rotate(cu.herbs, d.rng)
	for _, e := range append(append([]*part{}, d.extras...), d.garnishes...) {
		if e.fromPantry && e.in.Category == "herbs" && !woodyHerbs[e.in.Name] {
			// The cook's basil, taken as one of the dish's extras, is its herb: no bought
			// parsley beside it, and a herb's handful rather than an extra's portion.
			g := herbGrams(e.in, d.servings)
			if d.isSig(e.in) {
				g = math.Max(g, e.grams) // a tabbouleh's parsley is its body, not a garnish
			}
			e.role, e.grams = RoleHerb, g
			d.herbs = append(d.herbs, e)
			herbs = nil
		}
	}
	d.extras, d.garnishes = withoutParts(d.extras, d.herbs), withoutParts(d.garnishes, d.herbs)
	for _, in := range d.pantryWith(RoleHerb, func(in *Ingredient) bool { return in.Category == "herbs" && d.herbSuits(in) }) {
		d.dropTwin(in) // the cook's fresh thyme, not a jar of dried thyme beside it
		if woodyHerbs[in.Name] {
			d.spices = append(d.spices, d.take(in, RoleSpice, 0.6, "finely chopped"))
		} else if len(cu.herbs) > 0 || d.cat == nil {
			herbs = append([]string{in.Name}, herbs...)
		}
	}
	// One herb, as a rule; but the cook's own herbs that the dish itself names (a bún's
	// mint and cilantro, a tabbouleh's parsley and mint) all go in, up to three.
	taken := 0
	for _, name := range herbs {
		own := d.pantry[mustLookup(name)] != nil
		if taken > 0 && (!own || taken >= 3 || !slices.Contains(cu.herbs, name)) {
			break
		}
		if d.quick && !own {
			continue // in a hurry, a bought herb to chop is a task the dish can do without
		}
		if woodyHerbs[name] && !own {
			continue // a bought herb is strewn over the plate: thyme there is raw twigs
		}
		if p := d.add(name, RoleHerb, 1, "chopped"); p != nil {
			p.grams = herbGrams(p.in, d.servings)
			p.optional = !p.fromPantry // the cook's own herb is used, not left to choice
			d.herbs = append(d.herbs, p)
			taken++
			if !own || !slices.Contains(cu.herbs, name) {
				break
			}
		}
	}
	garnishes := 1
	if d.req.Skill == "advanced" {
		garnishes = 2
	}
	// The pantry's own cheese first: it is what the cook has.
	for _, in := range d.pantryWith(RoleCheese, func(in *Ingredient) bool { return in.Is(RoleGarnish) && !d.kosherClash(in) && d.cheeseFits(in) }) {
		if len(d.garnishes) < garnishes {
			p := d.take(in, RoleGarnish, garnishGrams(in), garnishPrep(in))
			p.optional = !f.cheeseKey && !p.fromPantry
			d.garnishes = append(d.garnishes, p)
		}
	}
	// The cook's pomegranate seeds finish a savoury plate of the cuisines that strew
	// them (a Persian or Levantine aubergine, a grain bowl, a kebab): they are never
	// kept back for "something sweet".
	for _, in := range d.pantryWith(RoleGarnish, func(in *Ingredient) bool {
		return savouryFruitGarnish[in.Name][cu.name] && !d.sweet() && !d.kosherClash(in)
	}) {
		p := d.take(in, RoleGarnish, 15, "")
		d.garnishes = append(d.garnishes, p)
		garnishes++
	}
	for _, name := range cu.garnishes {
		if len(d.garnishes) >= garnishes {
			break
		}
		if p := d.add(name, RoleGarnish, 0, ""); p != nil {
			p.grams, p.prep = garnishGrams(p.in)*n, garnishPrep(p.in) // of what was used, a stand-in perhaps
			p.optional = !f.cheeseKey && !p.fromPantry
			d.garnishes = append(d.garnishes, p)
		}
	}
	if f.cheeseKey && len(d.garnishes) == 0 {
		if p := d.add("parmesan", RoleGarnish, 15, "grated"); p != nil {
			d.garnishes = append(d.garnishes, p)
		}
	}
	d.trimShopping(before)
	d.topUpBase()
	if salt, _, ok := d.allowedName("salt"); ok && !d.used[salt] {
		// Salty sauces and broth already season the dish: salt makes up the rest.
		fromSauces := 0.0
		for _, p := range append(append([]*part{}, d.sauces...), d.liquids...) {
			fromSauces += p.in.Per100g.Sodium * p.grams / 100 / n
		}
		grams := math.Max(0.3, 1.2*f.saltFactor-fromSauces/saltSodium)
		d.spices = append(d.spices, d.take(salt, RoleSpice, grams, ""))
	}
	if pepper, _, ok := d.allowedName("black pepper"); ok && !d.used[pepper] && !d.hasPaste() {
		// A Thai curry is seasoned by its paste and fish sauce, never a grind of black pepper.
		d.spices = append(d.spices, d.take(pepper, RoleSpice, 0.25, ""))
	}
}

// pasteHolds are what a Thai curry paste is pounded from: a dish cooking one buys none
// of them beside it.
var pasteHolds = map[string]bool{"garlic": true, "shallot": true, "lemongrass": true, "galangal": true,
	"ginger": true, "red chili": true, "green chili": true, "thai chili": true}

func (d *dish) chooseSauces() {
	f := d.form
	// The cook's soy or fish sauce seasons the dish on its own: the cuisine's second
	// salty sauce (oyster sauce beside soy) is not bought for it, unless the dish's line
	// names it.
	// When the line names its sauces, the pantry's own salty one among them (the
	// gochujang of a kimchi fried rice, as salty as 2,000 mg in 100 g) seasons a dish
	// whose other foods are salty already (kimchi, spam: 400 mg a serving and more): the
	// line's second salty sauce (soy) is not stacked on. Beef and broccoli still buys its
	// oyster sauce beside the cook's soy.
	named := d.cat != nil && d.cat.flavour.sauces != nil
	salts := func(in *Ingredient) bool {
		return in.Category == "condiments-sauces" && in.Per100g.Sodium >= 2000 && slices.Contains(d.cu.sauces, in.Name)
	}
	saltyFood := 0.0
	for p := range d.eachPart {
		if p.in.Category != "condiments-sauces" && p.in.Name != "salt" {
			saltyFood += p.grams * p.in.Per100g.Sodium / 100
		}
	}
	stacks := func() bool {
		return named && saltyFood >= 400*d.servings && (len(d.pantryWith(RoleSauce, salts)) > 0 ||
			slices.ContainsFunc(d.parts(), func(p *part) bool { return p.fromPantry && salts(p.in) }))
	}
	ownSalty := !named && len(d.pantryWith(RoleSauce, func(in *Ingredient) bool {
		return isSalty(in) && !d.kosherClash(in)
	})) > 0
	for _, name := range d.cu.sauces {
		if len(d.sauces) >= 2 {
			break
		}
		in := mustLookup(name)
		if (ownSalty || stacks()) && isSalty(in) && d.pantry[in] == nil {
			continue
		}
		if isCurryPaste(in) && f.name != "curry" && f.name != "soup" && f.name != "noodle bowl" {
			continue
		}
		if in.Name == "tahini" && (simmered[f.name] || f.liquidML > 0) {
			continue // tahini dresses; it does not simmer in a soup or a stew
		}
		if only, ok := sauceTechniques[in.Name]; ok && !only[f.name] && d.cat != nil && d.cat.flavour.sauces == nil {
			continue // Worcestershire in a ratatouille, mustard in a soup
		}
		if _, ok := sauceTechniques[in.Name]; ok && d.pantry[in] == nil {
			if w, _ := d.pantryPotWine(); w != nil {
				continue // the cook's wine or beer gives the stew its depth: no Worcestershire bought beside it
			}
		}
		grams := 8.0
		if isCurryPaste(in) {
			grams = 12
		}
		if f.name == "soup" || f.name == "noodle bowl" {
			grams *= 0.6 // the broth is already seasoned
		}
		if in.Name == "tahini" {
			grams = 12
		}
		if p := d.add(name, RoleSauce, grams, ""); p != nil {
			d.sauces = append(d.sauces, p)
		}
	}
	for _, in := range d.pantryWith(RoleSauce, func(in *Ingredient) bool {
		return !in.Is(RoleProtein) && !d.kosherClash(in) && (f.name != "hummus" || in.Name == "tahini") && in.Name != "hummus" && !d.foreignFlavour(in)
	}) {
		if len(d.sauces) >= 3 {
			break
		}
		if tomatoLiquid(in) && f.liquidML > 0 {
			continue // the cook's jar of marinara is the pasta's sauce, by the jar (chooseLiquid), not a spoonful beside a tin
		}
		if only, ok := braiseOnly[in.Name]; ok {
			if only[f.name] {
				d.sauces = append(d.sauces, d.take(in, RoleSauce, 4, "")) // a heaped teaspoon a serving thickens the juices
			}
			continue
		}
		d.sauces = append(d.sauces, d.take(in, RoleSauce, 8, ""))
	}
	if len(d.sauces) == 0 && f.name == "stir-fry" {
		// A stir-fry is tossed in a sauce, whatever the cuisine: an American turkey
		// stir-fry was tossed with "a splash of water ... until glossy". Soy sauce, or
		// what the rules allow in its place (tamari, coconut aminos).
		for _, name := range []string{"soy sauce", "coconut aminos"} {
			if p := d.add(name, RoleSauce, 8, ""); p != nil {
				d.sauces = append(d.sauces, p)
				break
			}
		}
	}
	// One salty sauce seasons the dish (the cook's soy, or what stands in for it); the
	// others bought beside it (the oyster sauce of a beef and broccoli, a splash of
	// Shaoxing wine) round it out and are optional, not sent for.
	seasoning := -1
	own := func(p *part) bool { return p.fromPantry || d.pantry[p.in] != nil } // or the stand-in for the cook's soy
	for i, p := range d.sauces {
		if (isSalty(p.in) || own(p)) && (seasoning < 0 || own(p) && !own(d.sauces[seasoning])) {
			seasoning = i
		}
	}
	for i, p := range d.sauces {
		if seasoning >= 0 && i != seasoning && !p.fromPantry {
			p.optional = true
		}
	}
	// The cook's cornstarch thickens a stir-fry's sauce as a slurry, so it clings.
	if cs := mustLookup("cornstarch"); d.pantry[cs] != nil && !d.used[cs] && (f.name == "stir-fry" || f.name == "noodle bowl" && d.cu.name == "chinese") {
		d.sauces = append(d.sauces, d.take(cs, RoleSauce, 1.5, "stirred into 2 tbsp cold water"))
	} else if cs := mustLookup("cornstarch"); d.pantry[cs] != nil && !d.used[cs] && f.name == "skillet" && crispsInStarch(d.protein) {
		// Pan-fried tofu is dusted in the cook's cornstarch first, so it crisps.
		d.extras = append(d.extras, d.take(cs, RoleSauce, 0.04*d.protein.grams/d.servings, coatsTofu))
	}
}

// coatsTofu is the preparation of the cornstarch a pan-fried tofu is tossed in.
const coatsTofu = "for dusting the tofu"

// crispsInStarch reports whether p is tofu or tempeh, which a dusting of cornstarch
// crisps in the pan.
func crispsInStarch(p *part) bool {
	return p != nil && (p.in.Name == "tofu" || p.in.Name == "tempeh")
}

func (d *dish) chooseLiquid() {
	f := d.form
	if f.liquidML == 0 {
		return
	}
	if d.hasSigLiquid() {
		// The tagine's tomatoes are its sauce; the cook's stock still makes up the rest
		// of what it simmers in, rather than water or nothing.
		if simmered[f.name] && f.name != "risotto" {
			have := 0.0
			for _, p := range d.liquids {
				have += p.grams / d.servings
			}
			if rest := f.liquidML - have; rest >= 60 {
				if pl := d.pantryWith(RoleLiquid, isBroth); len(pl) > 0 && !d.kosherClash(pl[0]) {
					d.liquids = append(d.liquids, d.take(pl[0], RoleLiquid, rest, ""))
				} else if f.name == "soup" {
					d.coverSoup(rest) // a minestrone for eight is not two tins and "a splash of water"
				}
			}
		}
		return
	}
	if d.pantryLiquidIsTheLiquid() || d.potWineIsTheLiquid() {
		return
	}
	name := d.cu.liquid
	own := d.cat != nil && d.cat.flavour.liquid != "" // the catalogue says what this dish simmers in
	switch {
	case own:
	case f.name == "curry":
		if name != "coconut milk" && name != "canned diced tomatoes" {
			name = "coconut milk"
		}
	case f.name == "risotto" || f.name == "rice pot":
		name = "chicken broth"
	case f.name == "pasta" || f.name == "casserole":
		if name != "crushed tomatoes" && name != "canned diced tomatoes" {
			name = "canned diced tomatoes"
		}
	case f.name == "soup" || f.name == "noodle bowl" || f.name == "stew" || f.name == "skillet":
		if name == "coconut milk" && f.name != "soup" {
			name = "chicken broth"
		}
	}
	// A liquid from the pantry beats the cuisine's.
	if pl := d.pantryWith(RoleLiquid, func(in *Ingredient) bool {
		return (in.Category == "canned-jarred" && in.Name != "evaporated milk" || in.Name == "coconut milk") && !d.kosherClash(in)
	}); len(pl) > 0 {
		in := pl[0]
		if f.name == "soup" && tomatoLiquid(in) {
			d.liquids = append(d.liquids, d.take(in, RoleLiquid, 100, ""))
			d.coverSoup(f.liquidML - 100) // a tin of tomatoes is not a soup's liquid
			return
		}
		d.liquids = append(d.liquids, d.take(in, RoleLiquid, f.liquidML, ""))
		return
	}
	if in, ok := Lookup(name); ok && f.name == "skillet" && isBroth(in) && d.pantry[in] == nil {
		if d.butterPanSauce() && d.pantryDeglazer() == nil {
			return // butter, garlic and thyme with a splash of water make the sauce
		}
		if p := d.panSauceLiquid(f.liquidML); p != nil {
			d.liquids = append(d.liquids, p)
			return
		}
	}
	if d.quick && f.liquidML <= 100 {
		return // in a hurry a pasta is tossed with what the pan holds, not simmered in a bought sauce
	}
	if name == "coconut milk" && (f.name == "soup" || f.name == "noodle bowl") {
		// A coconut soup is mostly broth, enriched with one can's worth of coconut milk.
		if p := d.add("coconut milk", RoleLiquid, 100, ""); p != nil {
			d.liquids = append(d.liquids, p)
		}
		name = "chicken broth"
		f = &form{liquidML: f.liquidML - 100}
	}
	if name == "" {
		return // the dish takes no liquid of the cuisine's
	}
	in := mustLookup(name)
	if p := d.add(name, RoleLiquid, f.liquidML*liquidDensity(in), ""); p != nil {
		d.liquids = append(d.liquids, p)
	}
	if d.cu.name == "indian" && f.name == "curry" && !own {
		if p := d.add("coconut milk", RoleLiquid, 60, ""); p != nil {
			d.liquids = append(d.liquids, p)
		}
	}
}

// coverSoup makes up a soup's liquid, need grams a serving, with the dish's broth or
// else water.
func (d *dish) coverSoup(need float64) {
	for _, name := range []string{d.cu.liquid, "water"} {
		if name == "" || name == "coconut milk" {
			continue
		}
		if in, ok := Lookup(name); !ok || tomatoLiquid(in) {
			continue
		}
		if p := d.add(name, RoleLiquid, need, ""); p != nil {
			d.liquids = append(d.liquids, p)
			return
		}
	}
}

// tomatoLiquid is canned tomato in any form: the body of a sauce, not the broth of a soup.
func tomatoLiquid(in *Ingredient) bool {
	return slices.Contains(tomatoLiquids, in.Name)
}

// tomatoLiquids are the tins and jars a tomato sauce is simmered from.
var tomatoLiquids = []string{"canned diced tomatoes", "crushed tomatoes", "tomato sauce", "marinara sauce"}

func liquidDensity(in *Ingredient) float64 {
	if cup, ok := in.UnitGrams("cup"); ok {
		return cup / 236.6
	}
	return 1
}

// useMorePantry makes sure the pantry is used: at least two of its items when at least
// two are usable, and any protein, vegetable or flavouring the form can take. It
// reports false when this form cannot use enough of the pantry, so another form is tried.
func (d *dish) useMorePantry() bool {
	usedCount := func() int {
		n := 0
		for in := range d.used {
			if d.pantry[in] != nil {
				n++
			}
		}
		return n
	}
	want := min(len(d.pantry), 2)
	// Beans the cook has go in beside the main protein where the dish takes them
	// (turkey tacos with the black beans), whatever the count.
	if beanForms[d.form.name] {
		for _, l := range d.lines {
			if in := l.Ingredient; !d.used[in] && isBean(in) && !d.kosherClash(in) && !(sauced[in.Name] && ownSauced[d.form.name]) {
				// baked beans come in their own sweet sauce: a hash or a casserole takes them, a curry or a salad does not
				d.extras = append(d.extras, d.take(in, RoleProtein, extraGrams(in), prepFor(in, d.form)))
			}
		}
	}
	for _, l := range d.lines {
		if usedCount() >= want {
			return true
		}
		in := l.Ingredient
		if d.used[in] || d.kosherClash(in) {
			continue
		}
		if extraRole(in) == RoleVegetable && !d.form.takesVegetable(in) && len(d.pantry) < 3 {
			continue // a raw leek in a salad is worse than an unused leek
		}
		if extraRole(in) == RoleStarch && in.Category != "bakery" {
			continue // a second grain would need cooking of its own; bread goes on the side
		}
		if in.Name == "bay leaf" && !simmered[d.form.name] {
			continue
		}
		if in.Category == "herbs" && !d.herbSuits(in) || d.foreignFlavour(in) {
			continue // the cook's dill stays for another dish: it is not French
		}
		if in.Name == "olive oil" && d.cu.rawFat != "olive oil" {
			continue // a hot and sour soup is not finished with the cook's olive oil
		}
		if d.cat != nil && d.cat.usesFood(in) < 0 && !isBean(in) && !browsQuickly(in) || needsCooking(in) && !browsQuickly(in) {
			continue // brandy or jam stirred into a dish that has no place for it, a whole chicken cut into pieces
		}
		p := d.take(in, extraRole(in), d.extraServing(in), garnishPrep(in))
		if d.cookExtra(p) {
			continue
		}
		if needsCooking(in) || fryingCheese(in) {
			p.role, p.prep = RoleProtein, prepFor(in, d.form)
			d.precook = append(d.precook, p)
		}
		d.extras = append(d.extras, p)
	}
	return usedCount() >= want || len(d.pantry) < 3 && usedCount() >= 1
}

// ownSauced are the bean forms with a sauce or dressing of their own, that beans in
// theirs (baked beans) would muddy.
var ownSauced = map[string]bool{"curry": true, "salad": true, "grain bowl": true, "soup": true}

// beanForms are the forms that take a can of beans beside their protein.
var beanForms = map[string]bool{"tacos": true, "stew": true, "soup": true, "curry": true, "salad": true,
	"grain bowl": true, "skillet": true}

// isBean is a ready-to-eat bean or chickpea (canned or cooked), not a dried lentil.
func isBean(in *Ingredient) bool {
	return (in.Category == "legumes" || in.Category == "canned-jarred" && in.Has(FactLegume)) && in.Per100g.Kcal < 300 &&
		in.Is(RoleProtein) && !strings.Contains(in.Name, "tofu") && !strings.Contains(in.Name, "tempeh")
}

func extraRole(in *Ingredient) Role {
	for _, r := range []Role{RoleProtein, RoleVegetable, RoleStarch, RoleCheese, RoleSauce, RoleSpice, RoleHerb, RoleFruit, RoleAcid, RoleSweetener, RoleFat, RoleLiquid, RoleGarnish} {
		if in.Is(r) {
			return r
		}
	}
	return RoleGarnish
}

func extraGrams(in *Ingredient) float64 {
	if savouryFruitGarnish[in.Name] != nil {
		return 15 // pomegranate seeds strewn over a plate: a spoonful or two, not a vegetable's portion
	}
	switch extraRole(in) {
	case RoleProtein:
		return proteinGrams(in) / 2
	case RoleVegetable, RoleFruit, RoleStarch:
		return 40
	case RoleSpice:
		return 0.5
	case RoleLiquid:
		return 30
	}
	return 6
}

// simmered are the forms that cook in a liquid for a while.
// isBroth is a stock or broth.
func isBroth(in *Ingredient) bool {
	return in.Category == "canned-jarred" && in.Is(RoleLiquid) && (strings.HasSuffix(in.Name, " broth") || strings.HasSuffix(in.Name, " stock"))
}

var simmered = map[string]bool{"soup": true, "stew": true, "curry": true, "noodle bowl": true, "risotto": true}

// rawAware is an aromatic's grams per serving, less for garlic eaten raw in a dressing.
func rawAware(f *form, in *Ingredient) float64 {
	if f.raw && in.Name == "garlic" {
		return 1
	}
	return aromaticGrams(in)
}

func aromaticGrams(in *Ingredient) float64 {
	if in.Category == "spices-seasonings" {
		return 1 // garlic or onion powder stands in by the teaspoon
	}
	if in.Category == "herbs" {
		return 0.4 // lime or curry leaves go in by the leaf: a few to a pot, not 110 g
	}
	switch in.Name {
	case "garlic":
		return 3
	case "ginger", "red chili", "lemongrass":
		return 3
	case "jalapeno":
		return 4
	case "scallion", "shallot":
		return 10
	case "tomato paste", "anchovies", "chipotle in adobo", "green chiles", "ginger garlic paste":
		return 5 // a ginger-garlic paste by the spoon: the garlic and ginger of a curry in one
	}
	return 28
}

func aromaticPrep(in *Ingredient) string {
	switch in.Name {
	case "garlic", "ginger", "lemongrass", "shallot":
		return "minced"
	case "scallion":
		return "thinly sliced"
	case "jalapeno", "red chili":
		return "seeded and minced"
	}
	if in.Category == "produce" {
		return "diced"
	}
	return ""
}

// juiceFruit names the whole fruit a cuisine's juice is squeezed from.
var juiceFruit = map[string]string{"lemon juice": "lemon", "lime juice": "lime"}

// herbGrams is the chopped herb that finishes a dish: about a tablespoon a serving,
// never less than two nor more than half a cup in all; a dried stand-in by the pinch.
func herbGrams(in *Ingredient, servings float64) float64 {
	w, ok := in.UnitGrams("tbsp")
	if !ok || in.Category == "spices-seasonings" {
		return 0.5 * servings
	}
	return math.Min(math.Max(servings, 2), 8) * w
}

// meltingCheese is cheese torn or sliced over a dish to melt, by the ball or the block.
var meltingCheese = map[string]bool{"mozzarella": true, "burrata": true, "provolone": true}

// crumblingCheese is soft cheese crumbled over a plate.
var crumblingCheese = map[string]bool{"feta": true, "queso fresco": true, "goat cheese": true, "blue cheese": true}

// hardCheese is cheese grated fine over a plate: by the spoon, past a few spoonfuls by weight.
var hardCheese = map[string]bool{"parmesan": true, "pecorino": true}

// isHardCheese reports whether in is a hard cheese, or the stand-in a diet buys for one
// (a vegetarian's hard cheese is grated and spooned as parmesan is).
func isHardCheese(in *Ingredient) bool {
	return hardCheese[in.Name] || in.id < len(standInFor) && slices.ContainsFunc(standInFor[in.id], func(n string) bool { return hardCheese[n] })
}

// garnishGrams is a serving of in finishing a plate.
func garnishGrams(in *Ingredient) float64 {
	switch {
	case in.Name == "avocado":
		return 40
	case in.Name == "lemon" || in.Name == "lime":
		return 20
	case meltingCheese[in.Name]:
		return 40 // torn or melted over a pasta or a bake: half a ball for two, not a spoonful
	case crumblingCheese[in.Name]:
		return 25 // a good crumble over each plate
	case in.Category == "dairy":
		return 15
	case in.Name == "sesame oil" || in.Name == "sesame seeds":
		return 2
	case in.Name == "nori":
		return 1
	case in.Name == "kimchi":
		return 50 // a heap a bowl: kimchi is the vegetable beside the rice
	case in.Name == "salsa" || in.Name == "guacamole":
		return 30 // two spoonfuls a plate to spoon over
	case in.Name == "bean sprouts" || in.Name == "hummus":
		return 30 // a dollop of hummus
	case in.Category == "spices-seasonings":
		return 0.4 // chilli flakes or sumac are a pinch over a plate, not 3 tbsp for two
	}
	return 8
}

func garnishPrep(in *Ingredient) string {
	switch {
	case in.Name == "avocado":
		return "sliced"
	case in.Name == "lemon" || in.Name == "lime":
		return "cut into wedges"
	case isHardCheese(in) || in.Name == "cheddar" || in.Name == "swiss cheese":
		return "grated"
	case crumblingCheese[in.Name]:
		return "crumbled"
	case in.Name == "mozzarella" || in.Name == "burrata":
		return "torn"
	case in.Category == "nuts-seeds" && !strings.Contains(in.Name, "seed"):
		return "roughly chopped"
	case in.Name == "nori":
		return "cut into strips"
	case in.Name == "canned pineapple":
		return "drained"
	case in.Category == "herbs":
		return "chopped"
	}
	return ""
}
