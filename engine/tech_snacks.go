package engine

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// Snacks a pantry names at once: a tray of nachos (tortilla chips under melted cheese
// and beans, the salsa on top) and a snack plate (cheese sliced beside apple or
// crackers, nothing cooked).

func init() {
	ownNeeds["nachos"] = [][]string{{"tortilla chips"}}
	ownNeeds["snack plate"] = [][]string{{"cheddar", "gouda", "swiss cheese", "gruyere", "brie", "manchego", "provolone", "monterey jack", "goat cheese", "blue cheese", "parmesan", "string cheese"}}
	registerOwn(
		&form{name: "guacamole", title: "Guacamole", minMinutes: 8, simple: true, saltFactor: 0.2, method: "none", raw: true,
			equipment: []string{"mixing bowl", "fork"}, write: writeGuacamole},
		&form{name: "nachos", title: "Nachos", minMinutes: 15, simple: true, saltFactor: -1, method: "roast", cheeseKey: true,
			equipment: []string{"rimmed baking sheet", "parchment paper", "small skillet"}, write: writeNachos},
		&form{name: "snack plate", title: "Snack Plate", minMinutes: 5, simple: true, saltFactor: -1, method: "none", cheeseKey: true,
			equipment: []string{"serving board or plate", "small knife"}, write: writeSnackPlate},
	)
}

// nachoCold are what goes on a tray of nachos after it leaves the oven: cold and fresh.
var nachoCold = map[string]bool{"salsa": true, "sour cream": true, "avocado": true, "guacamole": true, "lime": true,
	"tomato": true, "cherry tomato": true, "scallion": true, "red onion": true, "cilantro": true, "greek yogurt": true,
	"romaine lettuce": true, "iceberg lettuce": true, "pico de gallo": true, "hot sauce": true}

// nachoChilies are the pantry's chilies, baked on the nachos with the cheese.
var nachoChilies = map[string]bool{"jalapeno": true, "red chili": true, "green chiles": true}

// writeNachos spreads the chips on a tray, covers them with the cheese and the beans or
// browned meat, bakes them until the cheese melts, and tops them with the cold things.
func writeNachos(d *dish) {
	chips := d.starch
	cheeses := d.meltCheeses()
	if chips == nil || len(cheeses) == 0 {
		return
	}
	chips.prep = ""
	for _, c := range cheeses {
		c.prep = "grated"
		if c.in.Name == "queso fresco" || c.in.Name == "feta" {
			c.prep = "crumbled"
		}
	}
	for name := range nachoChilies {
		// The cook's chilies go on the nachos, sliced thin, to bake with the cheese.
		if in, ok := Lookup(name); ok && d.pantry[in] != nil && d.find(name) == nil {
			d.garnishes = append(d.garnishes, d.take(in, RoleGarnish, 6, ""))
		}
	}
	if meat := d.protein; meat != nil && isBean(meat.in) {
		meat.prep = "drained and rinsed"
	}
	d.size(d.find("salsa"), 35)
	d.size(d.find("sour cream"), 25)
	// Tinned tomatoes (a can of Ro-Tel) are drained hard, or the chips go soggy.
	tins := d.find("canned diced tomatoes")
	if tins != nil {
		d.size(tins, 40)
		tins.prep, tins.role = "drained", RoleVegetable
	}
	cold := d.where(func(p *part) bool { return nachoCold[p.in.Name] || p.role == RoleHerb })
	for _, p := range cold {
		switch p.in.Name {
		case "avocado":
			p.prep = "diced"
		case "lime":
			p.grams, p.prep = p.in.Units["piece"]/2*d.servings/4, "cut into wedges"
		case "salsa", "sour cream", "guacamole", "greek yogurt", "hot sauce", "pico de gallo":
			p.prep = ""
		}
	}
	meat := d.protein
	baked := d.where(func(p *part) bool {
		if nachoChilies[p.in.Name] {
			return true
		}
		return p != meat && p != chips && !contains(cheeses, p) && !contains(cold, p) && p != d.fat &&
			p.role != RoleSpice && p.role != RoleSauce && p.role != RoleLiquid && p.in.Category != "spices-seasonings"
	})
	for _, p := range baked {
		if p.in.Name == "jalapeno" || p.in.Name == "red chili" {
			p.role = RoleGarnish
			p.prep = "thinly sliced"
		}
	}
	if meat == nil || !needsCooking(meat.in) {
		d.dropFat() // nothing is fried: the tray needs no oil
	}
	// The quick way is the grill: it heats in a few minutes where the oven takes ten, and
	// melts the cheese in three or four.
	grill := d.quick && (meat == nil || !needsCooking(meat.in))
	if grill {
		d.prep(0)
		d.equipment = slices.DeleteFunc(d.equipment, func(e string) bool { return e == "parchment paper" })
	} else {
		d.prep(200)
	}
	var hot []string
	if meat != nil {
		switch {
		case isBean(meat.in) || meat.in.Name == "refried beans" || cookedAlready(meat.in):
			hot = append(hot, meat.name())
		default:
			spices := d.realSpices()
			how := "with a pinch of salt"
			if len(spices) > 0 {
				how = "with the " + partNames(spices) + " and a pinch of salt"
			}
			then := "; spoon off any fat."
			if tins != nil {
				// The drained tomatoes cook into the meat rather than wetting the chips.
				then = fmt.Sprintf("; spoon off any fat, then stir in the %s and let their juice bubble away, about 2 minutes.", tins.name())
				baked = slices.DeleteFunc(baked, func(p *part) bool { return p == tins })
			}
			d.sear(meat, fmt.Sprintf("Heat the %s in a small skillet over medium-high heat", d.fatName()), "cook", how, then)
			hot = append(hot, meat.name())
		}
	}
	for _, p := range baked {
		hot = append(hot, p.name())
	}
	var names []string
	for _, c := range cheeses {
		names = append(names, c.name())
	}
	layer := "the " + listNames(append(names, hot...))
	if grill {
		d.step(3, "Heat the grill (broiler) to high. Meanwhile spread half the %s over a rimmed baking sheet in a single, slightly overlapping layer "+
			"(the bare tray: paper scorches under the grill). Scatter over half of %s, then make a second layer with the rest of the chips and the rest of the toppings, so every chip catches some.",
			chips.name(), layer)
		d.step(4, "Slide the tray under the grill, about 10 cm (4 in) from the heat, until the cheese has melted and bubbles, 2–4 minutes; watch it, the chip edges catch fast.")
	} else {
		d.step(3, "Line a rimmed baking sheet with parchment and spread half the %s over it in a single, slightly overlapping layer. "+
			"Scatter over half of %s, then make a second layer with the rest of the chips and the rest of the toppings, so every chip catches some.",
			chips.name(), layer)
		d.step(7, "Bake at %s until the cheese has melted and bubbles and the chips at the edges are just browning, 6–8 minutes.", temp(200))
	}
	lime := d.find("lime")
	cold = withoutParts(cold, someOf(lime))
	top := "Serve at once, from the tray"
	if len(cold) > 0 {
		top = fmt.Sprintf("Spoon or scatter the %s over the hot nachos and serve at once, from the tray", plurals(cold))
	}
	side := ""
	if lime != nil {
		side = " Put the lime wedges beside them for squeezing over."
	}
	d.step(2, "%s, before the chips soften.%s", top, side)
	d.mentionLeftovers()
}

// writeSnackPlate slices the cheese and sets it beside the pantry's apple, pear or
// crackers, with whatever else of the pantry belongs on a board.
func writeSnackPlate(d *dish) {
	var cheeses []*part
	for p := range d.eachPart {
		if p.in.Category == "dairy" && p.in.Is(RoleCheese) {
			cheeses = append(cheeses, p)
		}
	}
	if len(cheeses) == 0 {
		return
	}
	d.dropFat()
	// Frozen peas or spinach are cooked before they are eaten: they have no place on a board.
	d.leaveOut(d.where(func(p *part) bool { return p.in.Category == "frozen" && !contains(cheeses, p) })...)
	for _, c := range cheeses {
		c.prep = "sliced"
		switch c.in.Name {
		case "parmesan", "manchego":
			c.prep = "broken into shards"
		case "brie", "goat cheese", "blue cheese":
			c.prep = ""
		case "string cheese":
			c.prep = "" // the sticks are pulled into strings at the table, not sliced
		}
	}
	fruit := d.where(func(p *part) bool { return p.in.Category == "produce" && p.in.Is(RoleFruit) })
	for _, f := range fruit {
		switch f.in.Name {
		case "apple", "pear":
			f.prep = "cored and cut into thin wedges"
			d.size(f, 90) // half an apple to each plate of cheese
		case "grapes", "strawberry", "blueberry", "raspberry":
			f.prep = ""
		default:
			f.prep = vegPrep(f.in, d.form)
		}
	}
	for p := range d.eachPart {
		switch {
		case p.in.Category == "nuts-seeds":
			p.prep = "" // walnut or almond halves go on the board whole
		case p.in.Name == "ham" || p.in.Name == "prosciutto" || p.in.Name == "salami":
			p.prep = "" // deli slices are folded onto the board, not chopped
		case p.in.Name == "dijon mustard" || p.in.Name == "yellow mustard" || p.in.Name == "english mustard":
			p.prep = ""
		}
	}
	var cut []*part
	for p := range d.eachPart {
		if p.prep != "" && p != d.starch {
			cut = append(cut, p)
		}
	}
	d.prepStep = len(d.steps)
	d.step(1+d.prepMinutes(cut), "Prep: %s.", prepTasks(cut))
	var around []string
	for p := range d.eachPart {
		if contains(cheeses, p) || p == d.fat || p.role == RoleSpice {
			continue
		}
		around = append(around, "the "+p.name())
	}
	text := fmt.Sprintf("Lay the %s on a board or plate", partNames(cheeses))
	if len(around) > 0 {
		text += " with " + strings.Join(around[:len(around)-1], ", ")
		if len(around) > 1 {
			text += " and "
		}
		text += around[len(around)-1] + " beside it"
	}
	d.step(1, "%s, and serve: each bite of cheese goes with a piece of what is beside it.", text)
	d.mentionLeftovers()
}

// dropFat takes the dish's fat out, the pantry's own too, where nothing is fried.
func (d *dish) dropFat() {
	if d.fat != nil {
		delete(d.used, d.fat.in)
		d.fat = nil
	}
}

// dropParts takes the named foods out of the dish wherever they are: what a mix already
// holds (a pancake mix's baking powder and sugar).
func (d *dish) dropParts(names ...string) {
	gone := func(p *part) bool { return p != nil && slices.Contains(names, p.in.Name) }
	for _, list := range []*[]*part{&d.vegs, &d.aromatics, &d.spices, &d.sauces, &d.liquids, &d.herbs, &d.garnishes, &d.extras} {
		*list = slices.DeleteFunc(*list, func(p *part) bool {
			if gone(p) {
				delete(d.used, p.in)
				return true
			}
			return false
		})
	}
	for _, pp := range []**part{&d.extraProt, &d.fat, &d.searOil, &d.acid} {
		if gone(*pp) {
			delete(d.used, (*pp).in)
			*pp = nil
		}
	}
}

// writeGuacamole is the avocado mashed with lime and salt, left with some chunks, the
// onion, chilli, tomato and coriander stirred through, eaten at once with the chips.
func writeGuacamole(d *dish) {
	chips, avocado := d.starch, d.find("avocado")
	if avocado == nil {
		return
	}
	d.dropFat()
	d.drop("black pepper")           // salt and lime season it
	n := math.Ceil(d.servings * 0.7) // whole avocados: two for two, three for four
	avocado.grams = n * avocado.in.Units["piece"]
	avocado.prep = ""
	lime := d.find("lime", "lemon")
	if lime != nil {
		lime.prep = "juiced"
		lime.grams = lime.in.Units["piece"] * max(0.5, math.Round(d.servings/4*2)/2)
	}
	onion := d.find("red onion", "onion", "scallion", "shallot")
	if onion != nil {
		onion.prep = "finely chopped"
		d.size(onion, 12)
	}
	for _, p := range d.where(func(p *part) bool { return p.in.Name == "tomato" || p.in.Name == "cherry tomato" }) {
		p.prep = "seeded and finely chopped"
		d.size(p, 30)
	}
	for _, p := range d.where(func(p *part) bool { return p.in.Name == "jalapeno" || p.in.Name == "red chili" }) {
		p.prep = "seeded and finely chopped"
		d.size(p, 3.5)
	}
	garlic := d.find("garlic")
	if garlic != nil {
		garlic.prep = "crushed"
		d.size(garlic, 0.75)
	}
	cilantro := d.find("cilantro")
	if cilantro != nil {
		cilantro.prep = "chopped"
		d.size(cilantro, 2)
	}
	d.size(chips, 50)
	d.prepAny()
	mashWith := "a good pinch of salt"
	if lime != nil {
		mashWith = "the " + lime.name() + " juice and " + mashWith
	}
	stones := "stones"
	if n == 1 {
		stones = "stone"
	}
	d.step(3, "Halve the %s, lift out the %s and scoop the flesh into a bowl; mash it with a fork with %s, leaving some chunks.",
		plurals([]*part{avocado}), stones, mashWith)
	in := d.where(func(p *part) bool {
		return p != avocado && p != lime && p != chips && p.role != RoleSpice
	})
	stir := "Taste"
	if len(in) > 0 {
		stir = "Stir in the " + plurals(in) + " and taste"
	}
	sour := "lime"
	if lime != nil {
		sour = lime.name()
	}
	d.step(1, "%s: it wants enough salt and "+sour+" to taste bright. Serve at once with the %s for scooping (if it must wait, press cling film onto the surface so it stays green).",
		stir, chips.name())
	d.mentionLeftovers()
}
