package engine

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
)

// Filling a catalogue dish: its main and starch come from the pantry (a recipe never
// buys them), its signature items from the pantry or the shop, its optional items only
// from the pantry.

// chooseMain takes the pantry's best food for the dish's main role; a second one goes
// in beside it, browned first where it needs cooking.
func (d *dish) chooseMain() bool {
	c := d.cat
	var cands []*Ingredient
	var egg *Ingredient
	for _, l := range d.lines {
		in := l.Ingredient
		if d.used[in] || !c.main.has(in) || d.kosherClash(in) {
			continue
		}
		if in.Name == "egg" && (d.form.name == "fried rice" || d.form.name == "stir-fry") {
			egg = in // scrambled into the rice
			continue
		}
		cands = append(cands, in)
	}
	if egg == nil && len(cands) == 0 && d.form.name == "stir-fry" && !hasPantryMeat(d.lines) {
		// A vegetable stir-fry from a pantry whose only protein is its eggs (no meat or fish
		// left aside) scrambles them in, as a cook would, rather than leave them unused.
		if in := mustLookup("egg"); d.pantry[in] != nil && !d.used[in] && d.pantry[in].swapFor == "" {
			egg = in
		}
	}
	if egg != nil {
		// An egg a plate beside the pork or prawns, or in a kimchi fried rice; an egg fried
		// rice (the prawns left out for an allergy) is its eggs' protein: a plate and a
		// half each, so the cook's two eggs for one both go in.
		grams := 44.0
		if len(cands) == 0 && len(c.sig) == 0 {
			grams = 66
		}
		d.extraProt = d.take(egg, RoleProtein, grams, "beaten")
	}
	if len(cands) == 0 && d.extraProt != nil {
		return true
	}
	if len(cands) == 0 {
		return !c.main.required
	}
	// Chorizo, bacon and ham season a dish: the chicken beside them is its main.
	fit := func(in *Ingredient) int {
		f := d.form.proteinFit(in, d.cu)
		if proteinGrams(in) < 100 {
			f -= 20
		}
		return f
	}
	sort.SliceStable(cands, func(i, j int) bool { return fit(cands[i]) > fit(cands[j]) })
	in := cands[0]
	prep := prepFor(in, d.form)
	if c.whole && cooksWhole(in) && !(d.quick && d.form.method == "braise" && in.Category == "poultry") {
		prep = wholePrep // in a hurry a braise's thighs go in pieces: tender in 20 minutes, not an hour
	}
	d.protein = d.take(in, RoleProtein, mainGrams(c, in), prep)
	// A second main of another kind goes in beside the first (chicken with chorizo,
	// beef with beans); two of a kind (salmon and smoked salmon) would fight.
	// A vegetable that could have been the main (the cauliflower beside chickpeas) cooks
	// with the vegetables instead.
	if len(cands) > 1 && !d.kosherClash(cands[1]) && (!needsCooking(cands[1]) || browsQuickly(cands[1])) &&
		cands[1].Category != in.Category && cands[1].Category != "produce" {
		second := cands[1]
		p := d.take(second, RoleProtein, mainGrams(c, second)/2, prepFor(second, d.form))
		d.extras = append(d.extras, p)
		if needsCooking(second) || fryingCheese(second) {
			d.precook = append(d.precook, p)
		}
	}
	return true
}

// boneFreeServing is the least a plate's main meat weighs as eaten, in grams.
const boneFreeServing = 125.0

// mainGrams is a serving of in as the dish's main.
func mainGrams(c *catDish, in *Ingredient) float64 {
	g := proteinGrams(in)
	if c.main.grams > 0 {
		// The portion is written for the dish's first main (bacon for a carbonara,
		// chicken for tacos) and scales for foods served by other measures.
		g *= c.main.grams / proteinGrams(c.main.foods[0])
		// Scaled from a light first main (chorizo, bacon), a fillet would come to 300 g a
		// plate: a portion stays within 1.6 times the food's own, as eaten (shells and
		// bones weigh on top).
		if in != c.main.foods[0] {
			g = min(g, 1.6*proteinGrams(in)/edibleShare(in))
		}
	}
	if share := edibleShare(in); share < 1 && (in.Category == "meat" || in.Category == "poultry") {
		// A portion written for boneless meat, given to wings or chops, is weighed with the
		// bone: 170 g of wings is two wings a plate, 90 g of meat. A plate gets at least a
		// boneless serving as eaten.
		g = max(g, boneFreeServing/share)
	}
	if in.Category == "legumes" || in.Category == "canned-jarred" && in.Has(FactLegume) {
		// Beans as the main are a can between two, whatever the dish's first main weighs:
		// scaled from 120 g of paneer, chickpeas came to a can a person.
		g = min(g, 150)
	}
	return g
}

// fryingCheese is a cheese that is fried golden before it is eaten (halloumi, paneer):
// stirred in raw, it stays squeaky and pale.
func fryingCheese(in *Ingredient) bool {
	return in.Name == "halloumi" || in.Name == "paneer"
}

// breadServing is g grams a serving of starch in, raised to a whole piece where in is a
// bread or wrap counted by the piece: a naan or a pitta each, never two for three.
func breadServing(in *Ingredient, g float64) float64 {
	if w, ok := in.UnitGrams("piece"); ok && in.Category == "bakery" && w < 150 {
		return max(g, w)
	}
	return g
}

// leavenerStandIn is the pantry's baking powder in place of baking soda the dish would
// buy, with its weight: it raises cookies or a banana bread as well at twice the soda's
// weight (it is about a third soda and brings its own acid; the batter's own acid, which
// the soda was for, gives a little lift of its own). nil when the
// pantry has the soda, or no powder to use.
func (d *dish) leavenerStandIn(in *Ingredient, grams float64) (*Ingredient, float64) {
	powder := mustLookup("baking powder")
	if in.Name != "baking soda" || d.pantry[in] != nil || d.pantry[powder] == nil || d.used[powder] || !d.req.Rules.allows(powder) {
		return nil, 0
	}
	return powder, 2 * grams
}

// needsCooking is raw meat, poultry or fish: never stirred into a dish uncooked.
func needsCooking(in *Ingredient) bool {
	return (in.Category == "meat" || in.Category == "poultry" || in.Category == "seafood") && !cookedAlready(in) &&
		in.Name != "prosciutto" && in.Name != "salami" && in.Name != "ham" && in.Name != "spam" && in.Name != "crab meat" && in.Name != "pepperoni"
}

// browsQuickly is a raw protein that can be browned in a few minutes and go in beside
// the main: mince, sausage, bacon, shrimp, pieces of chicken or pork. A whole chicken
// or a braising cut is a dish of its own, and so is a cut on the bone (drumsticks need
// half an hour, not "browned until cooked through, about 7 minutes").
func browsQuickly(in *Ingredient) bool {
	return needsCooking(in) && in.Name != "whole chicken" && edibleShare(in) == 1 && braiseMinutes(in) < 60 && in.Category != "seafood" ||
		in.Name == "shrimp" || in.Name == "scallops" || in.Name == "squid"
}

// chooseCatStarch takes the pantry's starch for the dish, or none where the dish is
// served without one.
func (d *dish) chooseCatStarch() bool {
	c := d.cat
	for _, l := range d.lines {
		in := l.Ingredient
		if d.used[in] || !c.starch.has(in) || d.kosherClash(in) {
			continue // naan holds milk: not beside a kosher chicken curry
		}
		// The dish's portion is written for its first kind of starch (dry pasta,
		// potatoes, tortillas); another kind keeps its own serving.
		g := starchGrams(in)
		if first := c.starch.foods[0]; c.starch.grams > 0 && in.Category == first.Category && (in.Name == "cooked rice") == (first.Name == "cooked rice") {
			g = breadServing(in, c.starch.grams)
		}
		if first := c.starch.foods[0]; l.Note != "" && first != in && first.Category == in.Category && d.pantry[first] == nil &&
			isPasta(in) && isPasta(first) && !namedShape(l) {
			// The cook's "pasta" is the dish's own shape: fusilli for a pasta salad, not
			// the spaghetti a bare word is read as.
			d.used[in], d.pantry[first] = true, d.pantry[in]
			in = first
		}
		prep := starchPrep(in)
		if in.Category == "produce" {
			prep = vegPrep(in, d.form)
		}
		d.starch = d.take(in, RoleStarch, g, prep)
		return true
	}
	if in := d.ricedVeg(); in != nil && c.takesRice() {
		// The cook's cauliflower rice is the bed of a curry or a stir-fry that is served
		// over rice: fried for five minutes while the rest finishes, not cut into florets.
		d.starch = d.take(in, RoleStarch, starchGrams(in), "")
		d.starch.riced = true
		return true
	}
	return !c.starch.required
}

// ricedVeg is the pantry's unused vegetable bought riced (cauliflower rice), or nil.
func (d *dish) ricedVeg() *Ingredient {
	for _, l := range d.lines {
		if in := l.Ingredient; !d.used[in] && l.swapFor == "" && in.Category == "produce" && boughtRiced(l) && !d.kosherClash(in) {
			return in
		}
	}
	return nil
}

// boughtRiced reports whether the pantry line is a vegetable bought riced ("cauliflower
// rice", "riced broccoli").
func boughtRiced(l *Line) bool {
	n := lowered(l.Name)
	return strings.Contains(n, "rice") && l.Ingredient != nil && !strings.Contains(l.Ingredient.Name, "rice")
}

// takesRice reports whether the dish is served over plain rice (a curry, a stir-fry).
func (c *catDish) takesRice() bool {
	return c.starch.has(whiteRice()) || c.starch.has(jasmineRice())
}

var whiteRice = sync.OnceValue(func() *Ingredient { return mustLookup("white rice") })
var jasmineRice = sync.OnceValue(func() *Ingredient { return mustLookup("jasmine rice") })

// catTakesVeg reports whether the dish has room for a pantry vegetable. A traybake
// roasts any fresh vegetable the vegetable table has a roasting time for, each put in
// at its own time, even where its line lists others.
func (d *dish) catTakesVeg(in *Ingredient) bool {
	return d.cat == nil || !d.cat.vegStrict || d.cat.veg.has(in) ||
		d.form.name == "sheet-pan roast" && in.Category == "produce" && roasts(in) && !in.Is(RoleFruit)
}

// addSignature adds what makes the dish itself, from the pantry when it holds it. The
// signature goes where its food belongs: a liquid with the liquids, a sauce with the
// sauces, a cheese on top.
func (d *dish) addSignature() bool {
	if d.cat == nil {
		return true
	}
	for _, s := range d.cat.sig {
		name := s.in.Name
		if have := s.inPantry(d.lines); have != nil {
			name = have.Name
		} else if d.makesFromPantry(s.in, s.grams) {
			continue // the cook's soy and mirin are the teriyaki sauce
		}
		in, subPrep, ok := d.allowedName(name)
		for _, alt := range s.alts {
			if !isCurryPaste(s.in) || ok && isCurryPaste(in) {
				break
			}
			// A curry paste the rules take out is swapped spoon for spoon (the vegan red
			// for the green, before a spoon of curry powder), and the title follows it.
			if in2, sp, ok2 := d.allowedName(alt.Name); ok2 && isCurryPaste(in2) {
				in, subPrep, ok = in2, sp, true
			}
		}
		if !ok {
			return false // what makes the dish itself is ruled out and nothing stands in: another dish
		}
		if in.Name != name && d.pantry[in] == nil && scatteredNuts(s) {
			continue // the peanuts scattered on a pad thai, ruled out: left off, not a bought stand-in
		}
		if own := d.coveredBy(in.Name); own != nil && d.pantry[in] == nil {
			if d.used[own] {
				continue // the pantry's paprika is already the smoked paprika
			}
			in = own
		}
		near, wanted := false, in.Name
		if d.pantry[in] == nil {
			if own := d.pantryNear(in); own != nil {
				in, near = own, true // the cook's cherry tomatoes for the tin, its single cream for the double
			}
		}
		if d.used[in] {
			continue
		}
		if isMainProtein(in) && d.pantry[in] == nil {
			// A recipe never buys a protein: hummus needs the cook's chickpeas, and a
			// chili without beans is still a chili.
			if d.protein == nil || d.form.name == "hummus" {
				return false // a hummus is blended from the cook's own chickpeas
			}
			continue
		}
		grams := s.grams
		if in != s.in && in.Category == "spices-seasonings" {
			grams = min(grams, 1.5)
		}
		if alt, g := d.leavenerStandIn(in, grams); alt != nil {
			in, grams = alt, g
		}
		role := sigRole(in)
		if near {
			role = sigRole(s.in) // the fresh tomatoes go where the tin would, into the sauce
		}
		if l := d.pantry[in]; l != nil && l.swapFor != "" && in != s.in {
			role = sigRole(s.in) // the Greek yoghurt bought for the mayonnaise dresses the salad as the mayonnaise would
		}
		if role == RoleSweetener && d.form.method != "sweet" && stirred[d.form.name] {
			role = RoleSauce // the sugar of a teriyaki goes in with the soy and mirin, not stirred in after
		}
		if d.cat.veg.has(in) {
			role = RoleVegetable // the apples of pork with apples cook with the onions
		}
		prep := subPrep
		if near && in.Category == "produce" {
			prep = d.nearPrep(in, prep)
		}
		switch role {
		case RoleVegetable:
			prep = joinNonEmpty(", ", subPrep, vegPrep(in, d.form))
		case RoleGarnish, RoleCheese:
			prep = joinNonEmpty(", ", subPrep, garnishPrep(in))
		case RoleAromatic:
			prep = joinNonEmpty(", ", subPrep, aromaticPrep(in))
		case RoleHerb:
			if grams >= 8 {
				prep = joinNonEmpty(", ", subPrep, "finely chopped") // the parsley of a tabbouleh is the salad, not a garnish
			}
		}
		if citrus[in.Name] && d.acid == nil {
			// An orange for a braise, a lemon for a piccata: juiced, it is the dish's acid.
			d.acid = d.take(in, RoleAcid, grams, "juiced")
			continue
		}
		p := d.take(in, role, grams, prep)
		if near {
			p.standsFor = wanted
		}
		switch role {
		case RoleLiquid:
			d.liquids = append(d.liquids, p)
		case RoleSauce:
			d.sauces = append(d.sauces, p)
		case RoleVegetable:
			d.vegs = append(d.vegs, p)
		case RoleAromatic:
			d.aromatics = append(d.aromatics, p)
		case RoleGarnish, RoleCheese:
			d.garnishes = append(d.garnishes, p)
		case RoleSpice:
			d.spices = append(d.spices, p)
		default:
			d.extras = append(d.extras, p)
		}
	}
	d.oneSugar()
	for _, o := range d.cat.opt {
		kind := o // the catalogue's food, for where it goes; o is the cook's own
		if d.pantry[o] == nil && !d.used[o] {
			if own := d.pantryNear(o); own != nil {
				o = own // the cook's single cream stirred in where the dish takes double
			}
		}
		if d.pantry[o] == nil || d.used[o] || d.kosherClash(o) || needsCooking(o) && !browsQuickly(o) {
			continue
		}
		p := d.take(o, extraRole(o), d.extraServing(o), garnishPrep(o))
		if o != kind {
			p.standsFor = kind.Name
		}
		switch {
		case o.Is(RoleProtein) && !o.Is(RoleCheese) && o.Category != "dairy":
			p.role, p.prep = RoleProtein, prepFor(o, d.form)
			if needsCooking(o) {
				d.precook = append(d.precook, p)
			}
		case o.Category == "condiments-sauces" && o.Is(RoleSauce) && !o.Is(RoleGarnish):
			// Tamarind for a pad thai, hoisin for a stir-fry: it seasons the sauce.
			p.role, p.grams = RoleSauce, 8*d.servings
			d.sauces = append(d.sauces, p)
			continue
		case o.Is(RoleSweetener) && o.Category == "sweeteners" && d.form.method != "sweet" && stirred[d.form.name]:
			// The cook's sugar or honey sweetens a savoury sauce (a bulgogi's), with the soy.
			p.role, p.grams = RoleSauce, 4*d.servings
			d.sauces = append(d.sauces, p)
			continue
		case spiceBlends[o.Name] && o.Category == "spices-seasonings":
			// The cook's taco seasoning seasons the tacos: the blend, not the cuisine's spices.
			p.role, p.prep = RoleSpice, ""
			d.spices = append(d.spices, p)
			continue
		case riceWines[o.Name]:
			// Sake or Shaoxing wine the cook has seasons the sauce with the soy: a
			// spoonful or two, never a glass of wine.
			p.role, p.grams = RoleSauce, 8*d.servings
			d.sauces = append(d.sauces, p)
			continue
		case kind.Name == "coconut milk" || kind.Name == "heavy cream" || kind.Name == "white wine" || kind.Name == "red wine" || kind.Name == "milk":
			// Coconut milk, cream or milk (a bolognese's) the cook has enriches the sauce;
			// wine goes in with the liquid.
			p.role, p.grams = RoleLiquid, 40*d.servings
			d.liquids = append(d.liquids, p)
			continue
		case d.cookExtra(p):
			continue
		case o.Category == "dairy" || o.Name == "salsa" || o.Name == "avocado" || o.Name == "lime" || o.Name == "lemon" ||
			o.Is(RoleGarnish) && o.Category != "produce":
			// Cheese, salsa and avocado the cook has go on top, in place of any bought.
			p.role, p.grams = RoleGarnish, garnishGrams(o)*d.servings
			d.garnishes = append(d.garnishes, p)
			continue
		}
		d.extras = append(d.extras, p)
	}
	return true
}

// riceWines are the cooking wines a Japanese or Chinese sauce takes by the spoon.
var riceWines = map[string]bool{"sake": true, "shaoxing wine": true}

// cookExtra puts a pantry extra that must cook where it cooks: thyme or rosemary with
// the dish's spices, garlic and ginger in the fat before the sauce, never strewn raw
// over the plate. It reports whether it placed p.
func (d *dish) cookExtra(p *part) bool {
	in := p.in
	switch {
	case woodyHerbs[in.Name] && in.Category == "herbs":
		p.role, p.grams, p.prep = RoleSpice, 0.6*d.servings, "finely chopped"
		d.spices = append(d.spices, p)
	case in.Is(RoleAromatic) && !in.Is(RoleGarnish) && !in.Is(RoleVegetable) && in.Category == "produce" || in.Name == "tomato paste":
		p.role, p.grams, p.prep = RoleAromatic, aromaticGrams(in)*d.servings, aromaticPrep(in)
		d.aromatics = append(d.aromatics, p)
	default:
		return false
	}
	return true
}

// sigRole is the role a signature food plays: its most telling one.
func sigRole(in *Ingredient) Role {
	switch {
	case in.Is(RoleLiquid) || in.Name == "coconut milk" || in.Name == "crushed tomatoes" || in.Name == "canned diced tomatoes" ||
		in.Name == "tomato sauce" || in.Name == "marinara sauce":
		return RoleLiquid
	case isCurryPaste(in) || in.Category == "condiments-sauces" || in.Is(RoleSauce):
		return RoleSauce
	case in.Is(RoleCheese) || in.Category == "dairy" && in.Is(RoleGarnish):
		return RoleGarnish
	case in.Category == "spices-seasonings":
		return RoleSpice
	case in.Is(RoleVegetable) && (in.Category == "produce" || in.Category == "frozen" || in.Category == "canned-jarred"):
		return RoleVegetable
	case in.Is(RoleAromatic):
		return RoleAromatic
	}
	return extraRole(in)
}

func (d *dish) hasSigLiquid() bool {
	for _, p := range d.liquids {
		if d.cat != nil && d.cat.use(p.in) >= 5 {
			return true
		}
	}
	return false
}

// writePrecook browns a second raw protein before the dish is cooked, so it goes in
// cooked where the dish stirs in its extras.
func (d *dish) writePrecook() {
	if len(d.precook) == 0 {
		return
	}
	at := d.prepStep + 1
	var steps []Step
	for _, p := range d.precook {
		m := searMinutes(p.in)
		lead := "In the pan you will cook in, brown"
		// Its cutting was left for later by the dish's own steps: it is cut now, before it browns.
		if task := p.task(); p.prep != "" && d.dropTask(task, at) {
			lead = upperFirst(task) + "; then, in the pan you will cook in, brown"
			m++
		}
		if isCured(p.in) && p.in.Per100g.Fat >= 20 {
			// Bacon, pancetta or chorizo fries in its own fat, which stays in the pan for what follows.
			steps = append(steps, Step{Text: fmt.Sprintf("%s the %s over medium heat with no oil until %s, about %d minutes; lift out onto a plate, leaving the fat in the pan.",
				lead, p.name(), doneness(p.in), searMinutes(p.in)), Minutes: m + 1})
			continue
		}
		steps = append(steps, Step{Text: fmt.Sprintf("%s the %s in a little %s over medium-high heat until %s, about %d minutes; set aside on a plate.",
			lead, p.name(), d.fatName(), doneness(p.in), searMinutes(p.in)), Minutes: m + 1})
	}
	d.steps = append(d.steps[:at], append(steps, d.steps[at:]...)...)
	for i := range d.waits {
		if d.waits[i].after >= at {
			d.waits[i].after += len(steps)
		}
		if d.waits[i].until >= at {
			d.waits[i].until += len(steps)
		}
	}
}

// dropTask takes a preparation task out of the steps from index from on, where a
// technique put it "meanwhile"; it reports whether it found it there.
func (d *dish) dropTask(task string, from int) bool {
	for i := from; i < len(d.steps); i++ {
		for _, f := range []string{" Meanwhile, " + task + ".", " Also " + task + ".", "; " + task, task + "; "} {
			if strings.Contains(d.steps[i].Text, f) {
				d.steps[i].Text = strings.Replace(d.steps[i].Text, f, "", 1)
				return true
			}
		}
	}
	return false
}

// dishTitle is the catalogue name with the main protein in it, and the pantry's potatoes
// when they are half the plate.
func (d *dish) dishTitle() string {
	return d.withPotatoes(d.catalogueTitle())
}

// plateForms are the dishes whose potatoes are cooked beside the main, a part of the plate
// the title names: a Sunday roast, a pan-seared fillet, a chop with its sauce.
var plateForms = map[string]bool{"roast chicken": true, "skillet": true, "sheet-pan roast": true}

// withPotatoes names the pantry's potatoes in a plate's title when it does not yet:
// "Roast Chicken with Carrot, Onion and Potatoes", "Pan-Seared Salmon with Green Beans and
// New Potatoes".
func (d *dish) withPotatoes(title string) string {
	s := d.starch
	if s == nil || !s.fromPantry || !plateForms[d.form.name] || !strings.Contains(s.in.Name, "potato") || strings.Contains(s.in.Name, "sweet") {
		return title
	}
	low := lowered(title)
	for _, w := range []string{"potato", "mash", "chips", "fries", "hash", "gratin", "rösti"} {
		if strings.Contains(low, w) {
			return title
		}
	}
	name := titleCase(shortName(s.in.Name))
	if !strings.HasSuffix(name, "es") {
		name = titleCase(plural(shortName(s.in.Name)))
	}
	head, tail, ok := strings.Cut(title, " with ")
	if !ok {
		return title + " with " + name
	}
	if strings.Contains(tail, " and ") {
		tail = strings.Replace(tail, " and ", ", ", 1)
	}
	return head + " with " + tail + " and " + name
}

// catalogueTitle is the catalogue name with the main protein in it.
func (d *dish) catalogueTitle() string {
	if ownFill[d.form.name] {
		return d.ownTitle()
	}
	main := ""
	if d.protein != nil && d.protein.in.Category != "eggs" {
		main = d.protein.name()
	}
	if p := d.find("egg"); main == "" && p != nil && p.fromPantry && (d.form.name == "fried rice" || d.form.name == "curry") &&
		strings.Contains(d.catName(), "{main}") && !strings.Contains(d.catName(), "with {main}") {
		main = "egg" // "Egg Fried Rice", "Egg Curry": the eggs are what it is named for, not the peas
	}
	bare := d.titleFits(titleOf(d.catName(), ""))
	if name := d.catName(); main == "" && strings.Contains(name, "{main}") && !strings.Contains(name, "with {main}") && len(d.vegs) > 0 &&
		d.starchTitle(bare) == bare && !namesWord(bare, titleCase(shortName(d.vegs[0].in.Name))) { // "Orecchiette with Broccoli Rabe" names its greens already
		// With no main, the vegetables take its place: "Broccoli and Pepper Stir-Fry", never a
		// bare "Stir-Fry" (a bare "Pasta" is named after its starch and sauce instead).
		var names []string
		for _, v := range d.vegs[:min(2, len(d.vegs))] {
			n := shortName(v.in.Name)
			if strings.HasSuffix(n, "bell pepper") {
				n = "pepper"
			}
			names = append(names, titleCase(n))
		}
		return d.gnocchiTitle(d.namedGreens(d.starchTitle(d.titleFits(strings.ReplaceAll(name, "{main}", strings.Join(names, " and "))))))
	}
	return d.namedMain(d.secondMain(d.gnocchiTitle(d.namedGreens(d.starchTitle(d.titleFits(titleOf(d.catName(), d.titleMain(main))))))))
}

// titleMain is the main a title names: a pulse the dish's name holds already (the
// chickpeas of a "Spanish {main} and Chickpea Stew") leaves its place to the meat cooked
// beside it, so the cook's chorizo is named, not dropped from the title.
func (d *dish) titleMain(main string) string {
	name := d.catName()
	if main == "" || d.protein == nil || titleOf(name, main) != strings.TrimSpace(mainless.Replace(name)) {
		return main
	}
	for _, p := range d.extras {
		if p.role == RoleProtein && p.fromPantry && p.in != d.protein.in && isMainProtein(p.in) && p.in.Category == "meat" {
			return p.name()
		}
	}
	return main
}

// gnocchiTitle names gnocchi for what they are: a cook never calls potato dumplings
// "Pasta" in a title ("Pesto Gnocchi with Cherry Tomatoes", not "Pesto Pasta"). With
// no main to follow "with", the first vegetables it is cooked with do.
func (d *dish) gnocchiTitle(title string) string {
	if d.starch == nil || d.starch.in.Name != "gnocchi" || !strings.Contains(title, "Pasta") {
		return title
	}
	title = strings.Join(strings.Fields(strings.ReplaceAll(title, "Pasta", "Gnocchi")), " ")
	if strings.Contains(title, " with ") || len(d.vegs) == 0 {
		return title
	}
	var names []string
	for _, v := range d.vegs[:min(2, len(d.vegs))] {
		n := shortName(v.name())
		if strings.Contains(lowered(title), lowered(n)) {
			continue // "Baked Spinach Gnocchi" names its spinach already
		}
		if _, counted := v.in.UnitGrams("piece"); counted && hardness(v.in) > 0 {
			n = plural(n) // "with Cherry Tomatoes", "with Peppers"
		}
		names = append(names, titleCase(n))
	}
	if len(names) == 0 {
		return title
	}
	return title + " with " + strings.Join(names, " and ")
}

// starchTitle names a title left as the bare class of its starch ("Pasta", when no
// main fills "{main} Pasta") after the starch and what it is dressed with: "Spaghetti
// with Tomato and Basil", as a cook would write it.
func (d *dish) starchTitle(title string) string {
	switch lowered(title) {
	case "pasta", "noodles", "rice":
	default:
		return title
	}
	if d.starch == nil {
		return title
	}
	var with []string
	for _, v := range d.vegs {
		with = append(with, titleCase(shortName(v.in.Name)))
	}
	for _, l := range d.liquids {
		if strings.Contains(l.in.Name, "tomato") {
			with = append(with, "Tomato")
		}
	}
	for _, h := range append(append([]*part{}, d.herbs...), d.garnishes...) {
		if h.in.Category == "herbs" && !woodyHerbs[h.in.Name] {
			with = append(with, titleCase(h.in.Name))
		}
	}
	if len(with) == 0 {
		return title
	}
	if len(with) > 2 {
		with = with[:2]
	}
	return titleCase(shortName(d.starch.name())) + " with " + strings.Join(with, " and ")
}

// keepsPromise reports whether the recipe holds a food of each group its title names:
// a mapo tofu its chili bean paste and its minced meat, a tabbouleh its bulgur.
func (d *dish) keepsPromise() bool {
	for _, group := range d.cat.named {
		if !slices.ContainsFunc(group, func(in *Ingredient) bool { return d.used[in] || d.usesNear(in) }) {
			return false
		}
	}
	return true
}

// catName is the catalogue name the dish goes by: its own, or the honest plain name
// when the recipe lacks a food the own name promises ("Couscous Herb Salad", not a
// tabbouleh made with couscous).
func (d *dish) catName() string {
	if d.cat.plain == "" || d.keepsPromise() {
		if d.starch != nil && strings.Contains(d.cat.name, "{starch}") {
			// "Orecchiette with Broccoli Rabe": the shape the cook has, named as the table
			// knows it here and as the cook wrote it once the recipe is finished.
			return strings.ReplaceAll(d.cat.name, "{starch}", titleCase(shortName(d.starch.in.Name)))
		}
		return d.cat.name
	}
	name := d.cat.plain
	if d.starch != nil {
		name = strings.ReplaceAll(name, "{starch}", titleCase(shortName(d.starch.in.Name)))
	}
	return strings.Join(strings.Fields(strings.ReplaceAll(name, "{starch}", "")), " ")
}
