package engine

import (
	"fmt"
	"slices"
	"strings"
)

// Pantry slots: what a cook does with the jars and packets the dish did not ask for by
// name. A cook who lists smoked paprika beside pork chops rubs the chops with it; one
// who lists palm sugar beside fish sauce balances the curry with it. The dish's own
// count of bought spices does not hold the cook's own back; what says another cuisine
// (or no savoury dish at all) stays in the pantry, listed as unused.

// rubSpices season a seared, roast or braised savoury dish of any cuisine that does not
// say otherwise: a cook rubs chops with paprika or cumin whatever the dish is called.
var rubSpices = map[string]bool{"smoked paprika": true, "paprika": true, "cumin": true, "ground coriander": true,
	"chili powder": true, "garlic powder": true, "onion powder": true, "cajun seasoning": true, "cayenne": true,
	"dried oregano": true, "dried thyme": true, "italian seasoning": true, "herbes de provence": true,
	"red pepper flakes": true, "sumac": true, "za'atar": true, "baharat": true, "ras el hanout": true, "allspice": true,
	"jerk seasoning": true, "garam masala": true, "curry powder": true}

// sweetSpices are warm spices of puddings and slow pots: never rubbed on a seared chop.
var sweetSpices = map[string]bool{"cinnamon": true, "nutmeg": true, "cloves": true, "cardamom": true, "star anise": true,
	"ground ginger": true, "mixed spice": true, "pumpkin pie spice": true}

// maxPantrySpices is how many jars a dish takes in all before the cook's next one stays
// for another day: five spices season a curry; a sixth muddies it.
const maxPantrySpices = 5

// pantrySpices adds the cook's unused dried spices that the dish's cuisine cooks with, or
// that season any savoury dish (rubSpices), to the dish's spices: they go in where the
// dish's writer puts its spices (bloomed in the fat, rubbed on the meat, simmered).
func (d *dish) pantrySpices() {
	if d.sweet() || d.form.raw || d.form.method == "sweet" {
		return
	}
	// "spice none": a breaded fillet or a toad in the hole is seasoned as it is; a chop
	// seared whole in a skillet still takes the cook's rub.
	rubOnly := d.cat != nil && d.cat.flavour.spices != nil && len(d.cat.flavour.spices) == 0
	if rubOnly && !d.rubsWhole() {
		return
	}
	for _, l := range d.lines {
		in := l.Ingredient
		if d.used[in] || l.swapFor != "" || in.Category != "spices-seasonings" || !in.Is(RoleSpice) ||
			in.Has(FactStaple) || d.kosherClash(in) {
			continue
		}
		if countSpices(d.spices) >= maxPantrySpices {
			return
		}
		if in.Name == "bay leaf" && !simmered[d.form.name] {
			continue // a bay leaf gives its flavour to a simmering liquid, nothing else
		}
		if rubOnly && (sweetSpices[in.Name] || in.Name == "bay leaf") || !d.spiceBelongs(in) {
			continue
		}
		d.spices = append(d.spices, d.take(in, RoleSpice, 0.5, ""))
	}
}

// countSpices counts the spices that are jars, not the salt and pepper.
func countSpices(ps []*part) int {
	n := 0
	for _, p := range ps {
		if p.in.Name != "salt" && p.in.Name != "black pepper" && p.in.Category == "spices-seasonings" {
			n++
		}
	}
	return n
}

// spiceBelongs reports whether a cook seasons this dish with the spice: the dish's own
// line or its cuisine cooks with it, or it is a rub that no cuisine's dish refuses.
func (d *dish) spiceBelongs(in *Ingredient) bool {
	if d.cat != nil && d.cat.use(in) > 0 {
		return true
	}
	for _, cu := range [...]string{d.cu.name, d.req.Cuisine} {
		// the dish's cuisine, or the one the cook asked for (lamb chops asked Middle
		// Eastern are cooked as a Mediterranean dish, and still take the sumac)
		if b, ok := cuisineBase[cu]; ok && (standsFor(in, b.marks) || standsFor(in, b.support)) {
			return true
		}
	}
	if slices.ContainsFunc(d.cu.lists(), func(l []string) bool { return slices.Contains(l, in.Name) }) {
		return true
	}
	if slices.Contains(pasteCuisines, d.cu.name) {
		return false
	}
	// A bay leaf goes into any simmering pot of the West, whichever cuisine marks it.
	return in.Name == "bay leaf" || rubSpices[in.Name] && !d.foreignFlavour(in)
}

// pasteCuisines season with sauces and pastes, not a rub of dried spice: cajun seasoning
// or cayenne has no place beside the five-spice of a stir-fry.
var pasteCuisines = []string{"chinese", "japanese", "korean", "thai", "vietnamese"}

// rubsWhole reports whether the dish sears its main whole in a skillet, where the cook's
// spices are rubbed on the meat before it goes in the pan.
func (d *dish) rubsWhole() bool {
	p := d.protein
	return d.form.name == "skillet" && p != nil && p.prep == wholePrep && !cookedAlready(p.in) && p.in.Category != "eggs"
}

// pantrySweetener balances a salty sauce with the cook's own sugar where the cuisine
// does: palm sugar beside the fish sauce of a Thai curry, sugar with the soy of a
// Korean or Chinese stir-fry. A dish with no salty sauce has nothing to balance.
func (d *dish) pantrySweetener() {
	if d.sweet() || d.form.raw || !slices.ContainsFunc(d.sauces, func(p *part) bool { return saltySauce(p.in) }) {
		return
	}
	if slices.ContainsFunc(d.parts(), func(p *part) bool { return p.in.Category == "sweeteners" }) {
		return // the dish's own sugar or honey already balances it
	}
	b, ok := cuisineBase[d.cu.name]
	if !ok {
		return
	}
	for _, l := range d.lines {
		in := l.Ingredient
		if d.used[in] || l.swapFor != "" || in.Category != "sweeteners" || d.kosherClash(in) {
			continue
		}
		if d.cat != nil && d.cat.use(in) > 0 || standsFor(in, b.marks) || standsFor(in, b.support) {
			d.sauces = append(d.sauces, d.take(in, RoleSauce, 3, ""))
			return
		}
	}
}

// saltySauce is a sauce that seasons a dish with its salt: fish sauce, soy, oyster sauce.
func saltySauce(in *Ingredient) bool {
	return in.Category == "condiments-sauces" && in.Per100g.Sodium >= 2000
}

// whyUnused says plainly why the dish leaves a pantry food out: its flavour says another
// cuisine, the dish has its main or its starch already, it is sweet and the dish is not.
func (d *dish) whyUnused(in *Ingredient, title string) string {
	why := "not needed for " + title
	switch {
	case isSeasoning(in) && d.foreignFlavour(in):
		why = fmt.Sprintf("its flavour does not belong in %s cooking, so %s goes without it", d.cu.adj, title)
	case in.Is(RoleCheese) && in.Is(RoleGarnish) && !d.sweet() && !d.cheeseFits(in):
		why = fmt.Sprintf("%s cooking finishes no dish with cheese, so %s goes without it", d.cu.adj, title)
	case in.Category == "spices-seasonings" && d.sweet():
		why = title + " is sweet; it takes no savoury spice"
	case in.Category == "spices-seasonings" && countSpices(d.spices) >= maxPantrySpices:
		why = title + " has spices enough already"
	case in.Category == "baking" && strings.Contains(in.Name, "flour") && d.sweet():
		return title + " is made without flour; keep it for another bake"
	case in.Category == "baking" && strings.Contains(in.Name, "flour"):
		why = title + " needs no flour"
	case extraRole(in) == RoleStarch && d.starch != nil && d.starch.in != in:
		why = fmt.Sprintf("%s is served with the %s; one starch is enough", title, d.starch.name())
	case extraRole(in) == RoleStarch:
		why = title + " is a meal on its own, served without a starch"
	case isMainProtein(in) && d.protein != nil && d.protein.in != in:
		why = fmt.Sprintf("%s is made with the %s", title, d.protein.name())
	case (in.Category == "sweeteners" || in.Is(RoleFruit)) && !d.sweet():
		return title + " is savoury; keep it for something sweet"
	case !d.sweet() && (in.Category == "baking" || in.Name == "custard"):
		return title + " is savoury; keep it for a pudding or a bake"
	}
	return why + "; keep it for another dish"
}

// sauceOverStarch are the techniques with their own fill that cook their rice beside
// (sideStarch): a dal, a butter chicken.
var sauceOverStarch = map[string]bool{"dal": true, "makhani": true}

// ownRicedStarch makes the cook's cauliflower rice the bed of such a dish served over
// rice, when the pantry has no rice of its own.
func (d *dish) ownRicedStarch() {
	if d.starch != nil || d.cat == nil || !d.cat.takesRice() {
		return
	}
	if in := d.ricedVeg(); in != nil {
		d.starch = d.take(in, RoleStarch, starchGrams(in), "")
		d.starch.riced = true
	}
}

// eggOverRice are the cuisines that top a plate of rice with a fried egg: bibimbap,
// jeyuk or a stir-fry with an egg on its rice, Thai kai dao, a donburi.
var eggOverRice = []string{"korean", "japanese", "thai", "vietnamese", "chinese"}

// eggOnRice are the techniques with their own fill that serve a plate over rice a fried
// egg can top.
var eggOnRice = map[string]bool{"jeyuk": true}

// pantryEgg tops each plate of a savoury rice dish of those cuisines with a fried egg
// from the cook's eggs, rather than leaving them in the box.
func (d *dish) pantryEgg() {
	s := d.starch
	if d.sweet() || ownFill[d.form.name] && !eggOnRice[d.form.name] || d.form.ownsEggs || s == nil || !slices.Contains(eggOverRice, d.cu.name) ||
		!(s.in.Category == "grains-pasta" && strings.Contains(s.in.Name, "rice") || isRiced(s)) {
		return
	}
	for p := range d.eachPart {
		if p.in.Category == "eggs" {
			return
		}
	}
	for _, l := range d.lines {
		// A whole egg: a yolk or a white alone fries or soft-boils into nothing to top a plate.
		if in := l.Ingredient; !d.used[in] && l.swapFor == "" && in.Name == "egg" && !d.kosherClash(in) {
			d.topEgg = d.take(in, RoleProtein, extraGrams(in), "")
			d.extras = append(d.extras, d.topEgg)
			return
		}
	}
}

// driedHerbs are the jars of dried leaves a cuisine seasons with, which the cook's own
// fresh herb does the work of.
var driedHerbs = map[string]bool{"dried thyme": true, "dried oregano": true, "dried basil": true, "dried rosemary": true,
	"dried dill": true, "dried parsley": true, "italian seasoning": true, "herbes de provence": true, "dried tarragon": true}

// pantryFreshHerbFor reports whether a bought jar of dried herb (name) is not wanted
// because the pantry holds a fresh herb the dish's cuisine takes: the cook's dill
// seasons a salmon traybake rather than a jar of dried thyme bought for it.
func (d *dish) pantryFreshHerbFor(name string) bool {
	in, ok := Lookup(name)
	if !ok || !driedHerbs[name] || d.pantry[in] != nil || d.pantryHasSpice(name) {
		return false
	}
	return len(d.pantryWith(RoleHerb, func(h *Ingredient) bool {
		return h.Category == "herbs" && !d.foreignFlavour(h) && !d.kosherClash(h)
	})) > 0
}
