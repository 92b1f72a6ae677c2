package engine

import (
	"math"
	"strings"
)

// The kit shared by the techniques of eggs, breakfasts, sandwiches and bakes: dishes
// cooked from their own list alone. A pancake batter or an omelette takes what the
// catalogue line names (the main, the starch, the signature items, the optional foods
// the pantry holds) and nothing of the cuisine's savoury defaults: no bought vegetables,
// no garlic in a cookie, no lime juice over a parfait.

// ownFill are the techniques whose dishes are filled by fillOwn.
var ownFill = map[string]bool{}

// registerOwn registers techniques whose dishes take only their own ingredients.
func registerOwn(fs ...*form) {
	for _, f := range fs {
		if f.fatFactor == 0 {
			f.fatFactor = 1
		}
		if f.saltFactor == 0 {
			f.saltFactor = 0.3
		}
		ownFill[f.name] = true
		registerTechnique(f)
	}
}

// fillOwn chooses the parts of a dish from its catalogue line; false when the pantry
// cannot fill what the dish must have.
func (d *dish) fillOwn() bool {
	c := d.cat
	if c == nil || d.req.Servings < ownMinServings[d.form.name] || !d.pantryHoldsNeeds() {
		return false
	}
	d.prepStep = -1 // until a technique writes a preparation step
	if !c.main.empty() {
		in := d.firstInPantry(c.main.foods)
		if in != nil && proteinGrams(in) < 100 {
			// Chorizo or bacon seasons a dish: the pantry's chicken beside it is the main,
			// and the chorizo goes in as the dish's extra.
			for _, l := range d.lines {
				if o := l.Ingredient; o != in && c.main.has(o) && !d.used[o] && !d.kosherClash(o) && proteinGrams(o) >= 100 && isMainProtein(o) {
					in = o
					break
				}
			}
		}
		if in == nil && c.main.required {
			return false
		}
		if in != nil {
			d.protein = d.take(in, RoleProtein, mainGrams(c, in), ownPrep(in, d.form))
		}
	}
	if !c.starch.empty() {
		in := d.firstInPantry(c.starch.foods)
		if in == nil && c.starch.required {
			return false
		}
		if in != nil {
			g := orGrams(asCooked(in, c.starch.foods[0], c.starch.grams), starchGrams(in))
			d.starch = d.take(in, RoleStarch, breadServing(in, g), ownPrep(in, d.form))
		}
	}
	for _, s := range c.sig {
		if d.used[s.in] {
			continue
		}
		var p *part
		if in := d.pantryPortion(s); in != nil {
			p = d.take(in, roleOf(in), s.grams, ownPrep(in, d.form))
		} else if c.pantryOnly(s.in) {
			return false // never bought: the cook's oats make the oatmeal cookies
		} else if own := d.coveredBy(s.in.Name); own != nil && d.used[own] {
			continue // the self-raising flour already holds the baking powder
		} else if alt, g := d.leavenerStandIn(s.in, s.grams); alt != nil {
			p = d.take(alt, roleOf(alt), g, ownPrep(alt, d.form))
		} else if !d.req.Rules.allows(s.in) && scatteredNuts(s) {
			continue // the peanuts scattered on a pad thai, ruled out: left off, not a bought stand-in
		} else if p = d.addSigOf(s); p == nil {
			return false // the dish without its signature is another dish
		}
		if s.in.Name == c.flavour.fat {
			p.role, d.fat = RoleFat, p // the batter's butter is the dish's fat
			continue
		}
		d.extras = append(d.extras, p)
	}
	d.oneSugar()
	d.ownVegetables()
	d.ownAromatics()
	for _, in := range c.opt {
		if d.pantry[in] != nil && !d.used[in] && !d.kosherClash(in) {
			p := d.take(in, roleOf(in), ownGrams(in), ownPrep(in, d.form))
			if !d.cookExtra(p) {
				d.extras = append(d.extras, p)
			}
		}
	}
	d.ownFlavour()
	fromPantry := 0
	for in := range d.used {
		if d.pantry[in] != nil {
			fromPantry++
		}
	}
	if !d.hasNeeds() {
		return false // a substitute the rules forced on it (tamari for miso) makes another dish
	}
	if d.req.Rules.kosher() && d.has(FactMeat|FactPoultry) && d.has(FactDairy) {
		return false // a butter chicken of chicken is no kosher dish, whatever fills its butter
	}
	// A dish that leaves most of a pantry unused is not what the pantry is for.
	return fromPantry >= min(2, len(d.pantry)) || len(d.pantry) < 3 && fromPantry >= 1
}

// ownNeeds are, by technique, the foods its steps cannot do without, each a list of
// the foods that will do; a technique's file fills it in beside its registration.
var ownNeeds = map[string][][]string{}

// hasNeeds reports whether the dish holds one food of each of its technique's needs.
func (d *dish) hasNeeds() bool {
	for _, alts := range ownNeeds[d.form.name] {
		if d.find(alts...) == nil {
			return false
		}
	}
	return true
}

// standIns are foods a cook swaps for each other without a second thought, from the
// pantry: its brown sugar for the sugar, its oat milk for the milk.
var standIns = map[string][]string{
	"sugar": {"brown sugar", "coconut sugar"}, "brown sugar": {"sugar", "coconut sugar"},
	"butter": {"unsalted butter", "margarine"}, "milk": {"skim milk", "oat milk", "soy milk", "almond milk", "buttermilk"},
	"vegetable oil": {"olive oil", "coconut oil"}, "olive oil": {"vegetable oil"},
	"all-purpose flour": {"whole wheat flour", "gluten-free flour"}, "greek yogurt": {"yogurt"}, "yogurt": {"greek yogurt"},
	"canned diced tomatoes": {"crushed tomatoes", "tomato"}, "crushed tomatoes": {"canned diced tomatoes", "tomato"},
	"tomato": {"cherry tomato"}, "honey": {"maple syrup", "agave syrup"}, "maple syrup": {"honey", "agave syrup"},
	"walnuts": {"pecans", "almonds", "pistachios"},
}

// fillsFor names, for a food a savoury dish would buy, the pantry foods that play its
// part as well: the cook's stock for the broth or the wine, its butter for the oil.
var fillsFor = map[string][]string{
	"chicken broth": {"vegetable broth"}, "vegetable broth": {"chicken broth"},
	"beef broth":    {"chicken broth", "vegetable broth"},
	"white wine":    {"chicken broth", "vegetable broth"},
	"red wine":      {"beef broth", "chicken broth", "vegetable broth"},
	"olive oil":     {"vegetable oil", "avocado oil", "butter"},
	"vegetable oil": {"avocado oil", "olive oil", "butter"},
	"butter":        {"unsalted butter"},
	"lemon juice":   {"lime"}, "lime juice": {"lemon"},
	"honey": {"maple syrup", "agave syrup"}, "maple syrup": {"honey"},
	"sugar": {"brown sugar", "honey"}, "brown sugar": {"sugar", "honey", "maple syrup"},
	"dijon mustard": {"yellow mustard"}, "yellow mustard": {"dijon mustard"}, "english mustard": {"yellow mustard", "dijon mustard"},
	"greek yogurt": {"yogurt", "coconut yogurt"}, "yogurt": {"greek yogurt", "coconut yogurt"},
	"sour cream": {"greek yogurt", "yogurt"},
	"parmesan":   {"pecorino"}, "pecorino": {"parmesan"},
	"scallion": {"chives"},
}

// butterForms cook in a fat that butter can be: a pan, a pot, an oven; butterCuisines
// cook in butter as readily as in oil.
var (
	butterForms = map[string]bool{"skillet": true, "pasta": true, "stew": true, "soup": true, "casserole": true,
		"sheet-pan roast": true, "risotto": true, "curry": true, "frittata": true, "rice pot": true, "dressed pasta": true}
	butterCuisines = map[string]bool{"american": true, "french": true, "italian": true, "indian": true}
)

// cuisineFats are the fats a cuisine cooks in when the cook has them, before any oil:
// an Indian pot starts in the cook's ghee, whatever oil is in the cupboard beside it.
var cuisineFats = map[string]string{"indian": "ghee"}

// pantryCuisineFat is the pantry's unused fat of the dish's cuisine that cooks in place
// of a neutral oil or butter named fat, or nil: never in a wok, a deep fryer, a dressing
// or a bake, and never for a finishing or olive oil the dish names for its own taste.
func (d *dish) pantryCuisineFat(fat string) *Ingredient {
	name := cuisineFats[d.cu.name]
	if name == "" || fat == name || d.form.raw || d.form.method == "sweet" || d.form.method == "fry" ||
		fat != "vegetable oil" && fat != "butter" && fat != "unsalted butter" ||
		d.form.name == "stir-fry" || d.form.name == "fried rice" {
		return nil
	}
	in, ok := Lookup(name)
	if !ok || d.pantry[in] == nil || d.used[in] || d.kosherClash(in) || !d.req.Rules.allows(in) {
		return nil
	}
	return in
}

// pantrySpread is the cook's butter for a toast whose own oil is not in the pantry: a
// cook butters the toast under the sardines rather than buy olive oil for it.
func (d *dish) pantrySpread() *Ingredient {
	if d.form.name != "toast" {
		return nil
	}
	for _, name := range []string{"butter", "unsalted butter"} {
		if in, ok := Lookup(name); ok && d.pantry[in] != nil && !d.used[in] && d.req.Rules.allows(in) && !d.kosherClash(in) {
			return in
		}
	}
	return nil
}

// pantryFills is the pantry's unused food that plays in's part in this dish, or nil:
// butter never stands in for oil in a wok, a deep fryer or a dressing, and nothing
// stands in for a sweet bake's own foods.
func (d *dish) pantryFills(in *Ingredient) *Ingredient {
	if d.form.method == "sweet" {
		return nil
	}
	for _, name := range fillsFor[in.Name] {
		own, ok := Lookup(name)
		if !ok || d.pantry[own] == nil || d.used[own] || d.kosherClash(own) {
			continue
		}
		if own.Name == "olive oil" && d.cu.rawFat != "olive oil" {
			continue // a wok or a rice-vinegar dressing takes a neutral oil, not the cook's olive oil
		}
		if own.Category == "dairy" && in.Is(RoleFat) && (d.form.raw || d.form.method == "fry" || !butterForms[d.form.name] ||
			!butterCuisines[d.cu.name]) {
			continue
		}
		return own
	}
	return nil
}

// pantryPortion is the pantry's food for a signature portion: the food the catalogue
// names, a stand-in it lists (the pantry's gruyère for a mac and cheese's cheddar), or
// one a cook swaps without a thought.
func (d *dish) pantryPortion(s portion) *Ingredient {
	for _, in := range s.foods() {
		if d.pantry[in] != nil && !d.used[in] && !d.kosherClash(in) {
			return in
		}
	}
	return d.pantryStandIn(s.in)
}

// pantryStandIn is in itself when the pantry holds it, else the pantry's stand-in for
// it, else nil.
func (d *dish) pantryStandIn(in *Ingredient) *Ingredient {
	if d.pantry[in] != nil {
		return in
	}
	for _, name := range standIns[in.Name] {
		for _, l := range d.lines {
			if l.Ingredient.Name == name && !d.used[l.Ingredient] && !d.kosherClash(l.Ingredient) {
				return l.Ingredient
			}
		}
	}
	return nil
}

// size sets a part to grams a serving, where a technique knows the portion better than
// the generic one (the milk a porridge cooks in, the oats of a crumble topping).
func (d *dish) size(p *part, perServing float64) {
	if p == nil {
		return
	}
	n := d.servings
	if seasonsByBatch(p) && d.form.method != "sweet" {
		n = batchServings(n) // a big pot's garlic and spice go up by less than its food
	}
	p.grams = perServing * n
	if w, ok := p.in.UnitGrams("tbsp"); ok && woodyHerbs[p.in.Name] && p.in.Category == "herbs" {
		p.grams = min(p.grams, woodyHerbTbsp*w) // rosemary or thyme by the spoon, whatever the pot
	}
}

// prepAny writes the preparation step only when something needs cutting.
func (d *dish) prepAny() {
	d.prepFirst(d.prepLater())
}

// countedInCups are small foods measured by the cup and named in the plural.
var countedInCups = map[string]bool{"blueberry": true, "raspberry": true, "strawberry": true, "blackberry": true,
	"cherry tomato": true, "cherries": true, "grapes": true}

// plurals names parts for a step, counted foods in the plural where there are several:
// "the eggs and vanilla extract", "the bananas".
func plurals(parts []*part) string {
	list := make([]string, 0, len(parts))
	for _, p := range parts {
		n := p.name()
		if _, unit, _ := p.measure(); (unit == "" || unit == "piece") && count(p) > 1 || countedInCups[n] {
			n = plural(n)
		}
		list = append(list, n)
	}
	return listNames(list)
}

// addSigOf buys a signature food, or where the rules take it out and nothing stands
// in, the next of its alternatives they allow when it is a spoonful a serving: a
// gluten-free fondant sets with the cocoa of "flour/cocoa/almond flour".
func (d *dish) addSigOf(s portion) *part {
	if !s.in.Has(FactStaple) {
		// A stand-in every cupboard holds (white sugar for a pad thai's brown) is used
		// before anything is bought.
		for _, alt := range s.alts {
			if alt.Has(FactStaple) && d.req.Rules.allows(alt) && !d.used[alt] && !d.kosherClash(alt) {
				if p := d.addSig(alt, s.grams); p != nil {
					return p
				}
			}
		}
	}
	if p := d.addSig(s.in, s.grams); p != nil || s.grams > 10 && !isCurryPaste(s.in) {
		// A crumble's flour is its topping: ground almonds bought for it are another dish.
		// A curry paste is swapped spoon for spoon: a vegan green curry buys the vegan red
		// paste and is called red.
		return p
	}
	for _, alt := range s.alts {
		if d.req.Rules.allows(alt) && !d.used[alt] && !d.cat.pantryOnly(alt) {
			if p := d.addSig(alt, s.grams); p != nil {
				return p
			}
		}
	}
	return nil
}

// addSig buys a signature food, or the substitute the rules allow; a bake that cannot
// have butter takes coconut oil, which is solid like it.
func (d *dish) addSig(in *Ingredient, grams float64) *part {
	if in.Name == "egg" && d.form.method == "sweet" && !d.req.Rules.allows(in) {
		// A bake binds with ground flaxseed soaked in water where eggs are ruled out.
		if flax, _, ok := d.allowedName("flaxseed"); ok && flax.Name == "flaxseed" && !d.used[flax] {
			return d.take(flax, RoleBaking, grams*0.17, "ground and soaked 5 minutes in 3 times its volume of water")
		}
		return nil
	}
	if in.Name == "butter" && d.form.method == "sweet" && !d.req.Rules.allows(in) {
		if alt, _, ok := d.allowedName("coconut oil"); ok && alt.Name == "coconut oil" && !d.used[alt] {
			return d.take(alt, RoleFat, grams, "")
		}
	}
	return d.add(in.Name, roleOf(in), grams, ownPrep(in, d.form))
}

// firstInPantry is the first of foods the pantry holds and the rules allow.
func (d *dish) firstInPantry(foods []*Ingredient) *Ingredient {
	for _, l := range d.lines {
		for _, in := range foods {
			if l.Ingredient == in && !d.used[in] && !d.kosherClash(in) {
				return in
			}
		}
	}
	return nil
}

// asCooked is a serving of g grams of the dry starch first, written for in when in is
// that starch cooked already: the same bowl of rice, so the same calories (75 g of
// sushi rice is about 210 g of leftover rice, not 75 g of it).
func asCooked(in, first *Ingredient, g float64) float64 {
	if g <= 0 || in == first || in.Name != "cooked rice" || first.Name == "cooked rice" || in.Per100g.Kcal <= 0 || first.Per100g.Kcal <= 2*in.Per100g.Kcal {
		return g
	}
	return math.Round(g * first.Per100g.Kcal / in.Per100g.Kcal)
}

func orGrams(g, def float64) float64 {
	if g > 0 {
		return g
	}
	return def
}

// ownVegetables takes the pantry's vegetables the dish names (or, unless it is strict
// about them, any the technique takes), two at most, never buying one.
func (d *dish) ownVegetables() {
	c := d.cat
	per := orGrams(c.veg.grams, d.form.vegGrams)
	if per == 0 {
		return
	}
	var picked []*part
	for _, l := range d.lines {
		in := l.Ingredient
		if len(picked) == 2 || d.used[in] || !in.Is(RoleVegetable) || onionFamily[in.Name] || d.kosherClash(in) {
			continue
		}
		if in.Category == "frozen" && (d.form.raw || d.form.method == "none") {
			continue // peas from the bag want heat: a sandwich or a plate that cooks nothing leaves them
		}
		listed := c.veg.has(in)
		if !listed && (c.vegStrict || !d.form.takesVegetable(in) || in.Category != "produce" && in.Category != "frozen") {
			continue
		}
		picked = append(picked, d.take(in, RoleVegetable, 0, ownPrep(in, d.form)))
	}
	for _, v := range picked {
		v.grams = per * d.servings / float64(len(picked))
	}
	d.vegs = append(d.vegs, picked...)
}

// ownAromatics cooks the pantry's onion, scallion or garlic into a savoury dish that
// fries its filling, unless the dish is strict about what goes in.
func (d *dish) ownAromatics() {
	if d.cat.vegStrict || d.form.method == "sweet" || d.form.vegGrams == 0 {
		return
	}
	for _, l := range d.lines {
		in := l.Ingredient
		if onionFamily[in.Name] && !d.used[in] && in.Category == "produce" && len(d.aromatics) < 2 {
			d.aromatics = append(d.aromatics, d.take(in, RoleAromatic, aromaticGrams(in), aromaticPrep(in)))
		}
	}
}

// ownFlavour adds the dish's own fat, aromatics, spices and sauces (bought when the
// pantry lacks them: they make the dish), the pantry's herbs and cheeses it names, and
// salt and pepper where the dish is savoury.
func (d *dish) ownFlavour() {
	f := d.cat.flavour
	if f.fat != "" && d.fat == nil {
		if in := mustLookup(f.fat); !d.used[in] {
			fat := d.pantryCuisineFat(in.Name)
			if fat == nil && d.pantry[in] == nil && !(in.Name == "olive oil" && d.cu.rawFat == "olive oil" && d.isSig(mustLookup("tomato"))) {
				// The cook's butter spreads a toast, but not pan con tomate or bruschetta:
				// their olive oil is the dish, and is bought.
				fat = d.pantrySpread()
			}
			if fat == nil {
				fat = d.pantryAlt(in, RoleFat)
			}
			butter := in.Name == "butter" || in.Name == "unsalted butter"
			if fat == nil && butter && d.form.method != "sweet" {
				// A savoury dish that fries in butter fries as well in the cook's olive oil:
				// nobody is sent out for butter with a bottle of oil in the cupboard.
				for _, l := range d.lines {
					if x := l.Ingredient; x != nil && !d.used[x] && x.Is(RoleFat) && x.Category == "oils-vinegars" && !finishingOils[x.Name] {
						fat = x
						break
					}
				}
			}
			if fat != nil && finishingOils[fat.Name] && !finishingOils[in.Name] {
				fat = nil // the pantry's sesame oil finishes a dish; it does not roast or fry one
			}
			if fat != nil && fat.Name == "olive oil" && d.cu.rawFat != "olive oil" && in.Name != "olive oil" && !butter {
				fat = nil // a jeyuk is fried in a neutral oil, not the cook's olive oil
			}
			if fat != nil {
				d.fat = d.take(fat, RoleFat, 5*d.form.fatFactor, "")
			} else {
				d.fat = d.add(f.fat, RoleFat, 5*d.form.fatFactor, "")
			}
		}
	}
	for _, name := range f.aromatics {
		in := mustLookup(name)
		if p := d.add(name, RoleAromatic, aromaticGrams(in), aromaticPrep(in)); p != nil {
			d.aromatics = append(d.aromatics, p)
		}
	}
	for _, name := range f.spices {
		if tw := herbTwin(mustLookup(name)); tw != nil && d.pantry[tw] != nil && !d.used[tw] && !d.kosherClash(tw) {
			// The cook's fresh thyme, not a jar of dried thyme bought beside it.
			grams, prep := 0.5, ""
			if tw.Category == "herbs" {
				grams, prep = 0.6, "finely chopped"
			}
			d.spices = append(d.spices, d.take(tw, RoleSpice, grams, prep))
			continue
		}
		if p := d.add(name, RoleSpice, 0.5, ""); p != nil {
			d.spices = append(d.spices, p)
		}
	}
	for _, name := range f.sauces {
		if p := d.add(name, RoleSauce, 8, ""); p != nil {
			d.sauces = append(d.sauces, p)
		}
	}
	if f.acid != "" && f.acid != "-" { // "-": the catalogue says none
		switch c := d.pantryCitrus(); {
		case c == nil:
			d.acid = d.add(f.acid, RoleAcid, 5, "")
		case !d.used[c]:
			// The cook's own lemon or lime, squeezed: about 45% of a fruit is juice.
			grams, prep := 5.0, ""
			if c.Name == "lemon" || c.Name == "lime" {
				grams, prep = 5/0.45, "juiced"
			}
			d.acid = d.take(c, RoleAcid, grams, prep)
		}
	}
	for _, list := range []struct {
		names []string
		role  Role
		out   *[]*part
	}{{f.herbs, RoleHerb, &d.herbs}, {f.garnishes, RoleGarnish, &d.garnishes}} {
		for _, name := range list.names {
			in := mustLookup(name)
			if d.used[in] || d.pantry[in] == nil && len(*list.out) > 0 {
				continue
			}
			var p *part
			if d.pantry[in] != nil {
				p = d.take(in, list.role, ownGrams(in), garnishPrep(in))
			} else if p = d.add(name, list.role, ownGrams(in), garnishPrep(in)); p == nil {
				continue
			}
			p.optional = d.pantry[in] == nil
			*list.out = append(*list.out, p)
		}
	}
	if d.form.saltFactor > 0 {
		if salt, _, ok := d.allowedName("salt"); ok && !d.used[salt] {
			d.spices = append(d.spices, d.take(salt, RoleSpice, math.Max(0.3, 1.2*d.form.saltFactor), ""))
		}
	}
	if d.form.method != "sweet" && d.form.saltFactor > 0 {
		if pepper, _, ok := d.allowedName("black pepper"); ok && !d.used[pepper] {
			d.spices = append(d.spices, d.take(pepper, RoleSpice, 0.15, ""))
		}
	}
}

// pantryHasCitrus reports whether the pantry brings its own lemon or lime.
func (d *dish) pantryHasCitrus() bool { return d.pantryCitrus() != nil }

// pantryCitrus is the pantry's lemon, lime or their juice, or nil.
func (d *dish) pantryCitrus() *Ingredient {
	for _, l := range d.lines {
		switch l.Ingredient.Name {
		case "lemon", "lime", "lemon juice", "lime juice":
			return l.Ingredient
		}
	}
	return nil
}

// pantryAlt is the pantry's own food of the same kind as in for role (its butter or
// its oil), so the dish does not buy olive oil beside a pantry's butter.
func (d *dish) pantryAlt(in *Ingredient, role Role) *Ingredient {
	if d.pantry[in] != nil {
		return in
	}
	for _, l := range d.lines {
		if x := l.Ingredient; !d.used[x] && x.Is(role) && x.Category == in.Category && x.Category != "" {
			return x
		}
	}
	return nil
}

// roleOf is the role a food plays in a dish of its own list.
func roleOf(in *Ingredient) Role {
	switch {
	case in.Category == "eggs":
		return RoleProtein
	case in.Is(RoleCheese):
		return RoleCheese
	case in.Category == "herbs":
		return RoleHerb
	case in.Is(RoleFat) && (in.Category == "dairy" || in.Category == "oils-vinegars"):
		return RoleFat
	}
	return extraRole(in)
}

// ownGrams is a serving of an optional food in these dishes: a topping, a filling.
func ownGrams(in *Ingredient) float64 {
	switch {
	case in.Category == "herbs":
		return 2
	case in.Name == "cocoa powder":
		return 1 // a dusting: what the dish does not name in its batter dusts the tins or the top
	case isHardCheese(in):
		return 10 // a hard cheese goes a long way
	case in.Is(RoleCheese):
		return 25
	case in.Name == "lemon" || in.Name == "lime":
		return 15
	case in.Name == "avocado":
		return 75 // half an avocado a plate: a cook buys whole ones, one for two
	case in.Name == "salsa":
		return 30 // two spoonfuls a plate
	case in.Name == "mayonnaise" || in.Name == "pesto":
		return 15
	case in.Category == "condiments-sauces":
		return 5
	case in.Category == "meat" || in.Category == "seafood" || in.Category == "poultry":
		return 40
	case in.Category == "nuts-seeds":
		return 10
	case in.Category == "sweeteners" || in.Is(RoleSweetener) && in.Category == "baking":
		return 10
	case in.Is(RoleFruit):
		return 60
	case in.Is(RoleSpice):
		return 0.25
	case in.Category == "eggs":
		return 50
	case in.Name == "capers" || in.Name == "anchovies":
		return 5 // a teaspoon or two a plate: 30 g of capers on a bagel is a mouthful of brine
	case in.Name == "kalamata olives" || in.Name == "black olives":
		return 15
	case sheetGarnish(in):
		return in.Units["sheet"] // a sheet of nori a bowl, never 30 g (a dozen sheets)
	case in.Is(RoleAromatic) && in.Category != "produce" || aromaticGrams(in) < 28:
		return aromaticGrams(in) // a clove of garlic a serving, not 30 g of it
	}
	return 30
}

// ownPrep is how a food is readied for these dishes.
func ownPrep(in *Ingredient, f *form) string {
	switch {
	case in.Category == "eggs" || in.Category == "bakery" || in.Category == "baking" || in.Category == "sweeteners":
		return ""
	case in.Is(RoleCheese):
		return garnishPrep(in)
	case in.Name == "banana" && (f.name == "loaf" || f.name == "smoothie-bowl"):
		return ""
	case in.Name == "banana" || in.Name == "strawberry":
		return "sliced"
	case in.Name == "kiwi" || in.Name == "mango":
		return "peeled and sliced"
	case in.Name == "apple" || in.Name == "pear" || in.Name == "quince":
		if f.name == "crumble" || in.Name == "quince" {
			return "peeled, cored and sliced"
		}
		return "cored and sliced"
	case in.Name == "plum" || in.Name == "peach" || in.Name == "nectarine":
		if f.name == "crumble" {
			return "halved, stoned and quartered" // the stone comes out before baking
		}
		return "stoned and sliced"
	case in.Name == "cherries":
		return "pitted"
	case in.Name == "tomato" && (f.name == "grilled-sandwich" || f.name == "toast"):
		return "sliced"
	case in.Name == "potato" && f.name == "tortilla":
		return "peeled and thinly sliced"
	case in.Name == "potato" || in.Name == "sweet potato":
		return "peeled and cut into 1 cm (1/2 in) dice"
	case in.Name == "figs":
		return "quartered"
	case in.Name == "rhubarb":
		return "cut into 2 cm (3/4 in) pieces"
	case in.Name == "avocado":
		return "halved and pitted"
	case in.Name == "spam":
		return "cut into 1 cm (1/2 in) cubes"
	case in.Name == "bacon" || in.Name == "ham" || in.Name == "chorizo" || in.Name == "pancetta":
		return "chopped"
	case in.Is(RoleVegetable) && in.Category == "produce":
		return vegPrep(in, f)
	case in.Category == "herbs":
		return "chopped"
	case in.Category == "nuts-seeds" && !strings.Contains(in.Name, "seed") && !strings.Contains(in.Name, "butter"):
		return "roughly chopped"
	}
	return ""
}

// sheetGarnish is a food sold in light sheets that tops a plate (nori): counted by the
// sheet, a sheet or so a plate.
func sheetGarnish(in *Ingredient) bool {
	w, ok := in.Units["sheet"]
	return ok && w < 5 && in.Is(RoleGarnish)
}
