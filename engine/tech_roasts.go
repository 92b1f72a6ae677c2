package engine

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// Roasts, fries and bakes of a whole main: a whole chicken roasted over its potatoes,
// beer-battered fish and twice-fried chips, and a parmigiana (slices of eggplant or
// zucchini layered with tomato sauce and cheese and baked).

// ownMinServings are, by technique, the fewest servings it is cooked for: a whole
// bird is roasted for four or more, not for one.
var ownMinServings = map[string]int{"roast chicken": 4}

// ownPantryNeeds are, by technique, foods the pantry itself must hold for the dish to
// be the pantry's: one of them at least.
var ownPantryNeeds = map[string][]string{}

// pantryHoldsNeeds reports whether the pantry holds one of the technique's needs.
func (d *dish) pantryHoldsNeeds() bool {
	if check := ownPantryCheck[d.form.name]; check != nil && !check(d.lines) {
		return false
	}
	needs := ownPantryNeeds[d.form.name]
	for _, l := range d.lines {
		if containsString(needs, l.Ingredient.Name) {
			return true
		}
	}
	return len(needs) == 0
}

func init() {
	registerOwn(
		&form{name: "roast chicken", title: "Roast Chicken", minMinutes: 90, simple: true, vegGrams: 100, saltFactor: 1,
			method: "roast", equipment: []string{"roasting pan", "paper towels", "instant-read thermometer", "foil", "carving board"},
			write: writeRoastChicken},
		&form{name: "fish and chips", title: "Fish and Chips", minSkill: 1, minMinutes: 40, saltFactor: 0.8, method: "fry",
			equipment: []string{"large heavy pot or deep fryer", "deep-fry thermometer", "slotted spoon or spider", "wire rack",
				"rimmed baking sheet", "mixing bowl", "whisk"}, write: writeFishAndChips},
		&form{name: "parmigiana", title: "Bake", minMinutes: 50, vegGrams: 250, saltFactor: 0.6, method: "roast", cheeseKey: true,
			equipment: []string{"2 rimmed baking sheets", "parchment paper", "saucepan", "20 x 30 cm (8 x 12 in) baking dish"},
			write:     writeParmigiana},
	)
}

// birdWeight is the weight of one bird: the pantry's, when its line gives one a cook
// would roast whole, else a 1.5 kg chicken.
func birdWeight(p *part, birds int) float64 {
	if w := p.limit / float64(birds); w >= 1000 && w <= 3000 {
		return w
	}
	return 1500
}

// birdMinutes is a whole chicken's time at 200°C: about 30 minutes a kilo and 30 more,
// so 1 h 15 for a 1.5 kg bird and 1 h 30 for 2 kg.
func birdMinutes(grams float64) int {
	return int(math.Round((30+30*grams/1000)/5)) * 5
}

func writeRoastChicken(d *dish) {
	bird := d.protein
	birds := (d.req.Servings + 4) / 5 // a 1.5 kg bird feeds four, five at a push
	weight := birdWeight(bird, birds)
	bird.grams = weight * float64(birds)
	bird.prep = fmt.Sprintf("about %.1f kg (%.1f lb)", weight/1000, weight/453.6)
	kg := bird.grams / 1000
	lemon, garlic := d.find("lemon"), d.find("garlic")
	if lemon != nil {
		lemon.grams, lemon.prep = lemon.in.Units["piece"]*float64(birds), "halved"
	}
	if garlic != nil {
		garlic.grams, garlic.prep = 18*float64(birds), "lightly crushed, skins on"
	}
	spuds := d.starch
	roots := d.where(func(p *part) bool {
		return p.in.Category == "produce" && (p.in.Is(RoleVegetable) || onionFamily[p.in.Name]) && p != spuds && p != garlic && p != lemon
	})
	if spuds != nil {
		spuds.prep = "peeled and cut into 4 cm (1 1/2 in) chunks"
	}
	for _, v := range roots {
		v.prep = "cut into wedges"
	}
	tray := roots
	if spuds != nil {
		tray = append([]*part{spuds}, roots...)
	}
	trayKg := 0.0
	for _, p := range tray {
		trayKg += p.grams / 1000
	}
	if d.fat != nil && !d.fat.fromPantry {
		if b := d.pantryStandIn(mustLookup("butter")); b != nil && !d.used[b] {
			d.fat = d.take(b, RoleFat, 0, "softened") // the pantry's butter rubs a bird as well as oil
		}
	}
	if d.fat != nil {
		d.fat.grams = 14 * (float64(birds) + math.Ceil(trayKg*2)/2) // a tablespoon for each bird and each half kilo of potatoes
	}
	if salt := d.find("salt"); salt != nil {
		salt.grams = 6*kg + 4*trayKg
	}
	if own := d.where(func(p *part) bool { return p.role == RoleHerb && p.fromPantry }); len(own) > 0 {
		d.leaveOut(d.where(func(p *part) bool { return p.role == RoleHerb && !p.fromPantry })...) // the pantry's thyme will do
	}
	herbs := d.herbs
	for _, h := range herbs {
		h.grams, h.prep = math.Min(h.in.Units["tbsp"]*float64(birds), 2*h.in.Units["tbsp"]), "leaves chopped"
	}
	mins := birdMinutes(weight)
	fat := d.fatName()
	// Two birds for a crowd are two birds in every step, side by side in one big pan.
	it, them, inside, pan, the := "it", "it", " inside the bird.", "a roasting pan", "the bird"
	if birds > 1 {
		it, them, inside, pan, the = "them", "them", " inside the birds, shared between them.", "a large roasting pan, side by side", "the birds"
	}
	cavity := ifAny(" Put the ", someOf(lemon, garlic), inside)
	d.prepStep = len(d.steps)
	d.step(10, "Heat the oven to %s with a shelf in the lower third. Meanwhile, take the %s out of the fridge, remove any string and pat %s dry inside and out with paper towels.%s"+
		" Set %s breast side up in %s, rub %s all over with half the %s and season generously with salt and pepper%s.",
		temp(200), pluralIf(bird.name(), birds), it, cavity, them, pan, them, fat, ifAny(", then the ", herbs, ""))
	if len(tray) > 0 {
		d.step(20, "Roast for 20 minutes. Meanwhile, %s and toss them with the rest of the %s, salt and pepper.", prepTasks(tray), fat)
		d.step(mins-20, "Tip the %s into the pan around "+the+", turn them in the fat that has run, and roast until the juices run clear "+
			"and the thickest part of the thigh reads 74°C (165°F), about %d minutes more (%d in all; 1 h 15 for a 1.5 kg bird, "+
			"1 h 30 for 2 kg). Turn them once halfway.", plurals(tray), mins-20, mins)
	} else {
		d.step(mins, "Roast until the juices run clear and the thickest part of the thigh reads 74°C (165°F), about %d minutes "+
			"(1 h 15 for a 1.5 kg bird, 1 h 30 for 2 kg); baste once or twice with the pan juices.", mins)
	}
	rest := "Lift the " + pluralIf(bird.name(), birds) + " onto a carving board, tent loosely with foil and rest 10–15 minutes so the juices settle."
	if len(tray) > 0 {
		rest += fmt.Sprintf(" Meanwhile, turn the oven up to %s and return the %s to crisp.", temp(220), plurals(tray))
	}
	d.step(10, "%s", rest)
	squeeze := ""
	if lemon != nil {
		squeeze = ", squeeze the roasted " + pluralIf(lemon.name(), birds) + " over if you like"
	}
	d.step(3, "Carve the legs and breasts%s, and serve%s with the pan juices spooned over.", squeeze, ifAny(" with the ", tray, ""))
	d.mentionLeftovers()
}

// fryOilGrams makes p the frying oil of a pot of litres: its line asks for what goes
// in the pot ("1 litre vegetable oil, for deep-frying"), while its grams, and so the
// nutrition and the cost, are what the food soaks up; the rest is strained and kept.
func (d *dish) fryOilGrams(p *part, litres float64) {
	if p == nil {
		return
	}
	p.grams, p.pot = absorbedOil*d.servings, litres
	soaked := "tbsp"
	if w, ok := p.in.UnitGrams("tbsp"); ok {
		soaked = string(appendQty(nil, kitchenRound(p.grams/w, "tbsp"))) + " tbsp"
	}
	p.prep = "for deep-frying (the food soaks up about " + soaked + " of it)"
}

// batterPowderShare is a beer batter's baking powder by the weight of its flour.
const batterPowderShare = 0.03

func writeFishAndChips(d *dish) {
	fish, spuds := d.protein, d.starch
	n := d.req.Servings
	beer := d.find("beer", "sparkling water")
	d.fryOilGrams(d.fat, 2) // a pot that takes a battered fillet
	d.leaveOut(d.find("black pepper"))
	fish.prep = "cut into " + fmt.Sprint(n) + " portions and patted dry"
	spuds.prep = "peeled and cut into 1.5 cm (5/8 in) thick chips"
	bp := d.find("baking powder")
	lemon := d.find("lemon")
	if lemon != nil {
		lemon.prep = "cut into wedges"
	}
	rounds := batches(n, 2) // a pot holds two fillets, or two servings of chips, without the oil cooling
	d.prepStep = len(d.steps)
	d.step(12, "Peel the %s and cut them into 1.5 cm (5/8 in) thick chips; rinse in cold water and dry them very well on a towel. "+
		"Meanwhile, heat the %s in a large heavy pot (no more than half full) to 160°C (325°F) on the thermometer, heat the oven to %s and set a wire rack over a rimmed baking sheet.",
		plural(spuds.name()), d.fatName(), temp(120))
	d.step(7*rounds, "Fry the chips%s until soft and pale but not browned, 6–7 minutes; lift onto the rack over the baking sheet.", inBatches(rounds))
	flour := d.find("all-purpose flour", "self-rising flour")
	if bp != nil && flour != nil && flour.in.Name == "self-rising flour" {
		d.leaveOut(bp) // the flour carries its own
		bp = nil
	}
	if bp != nil && flour != nil {
		bp.grams = batterPowderShare * flour.grams // about 1 tsp to 150 g: the beer's bubbles do the rest
	}
	dry := "the " + orName(flour, "flour")
	if bp != nil {
		dry += ", " + bp.name()
	}
	if salt := d.find("salt"); salt != nil {
		salt.grams = 1.5 * d.servings // a pinch in the batter, the rest over the chips
	}
	d.step(3, "Turn the oil up to 180°C (350°F). Cut the %s into %d portions and pat dry; whisk %s and a good pinch of salt with the cold %s "+
		"until smooth and thick enough to coat a spoon (keep back 2 tbsp flour), with a few lumps left.", fish.name(), n, dry, beer.name())
	// Two fillets fry together: "2 pieces at a time" only where there are more.
	fry, between := fmt.Sprintf("Fry %d pieces at a time", 2), " Let the oil come back to temperature between batches."
	switch n {
	case 1:
		fry, between = "Fry it", ""
	case 2:
		fry, between = "Fry both pieces together", ""
	}
	d.step(7*rounds, "Dust the fish in the kept-back flour, dip it in the batter and let the excess drip off, then lower it into the oil away from you. "+
		"%s until deep golden and crisp and the fish flakes (63°C / 145°F inside), 6–7 minutes; drain on the rack and keep warm in the oven.%s", fry, between)
	d.step(3*rounds, "Turn the oil up to 190°C (375°F) and fry the chips again%s until crisp and golden, 2–3 minutes; drain and salt at once.", inBatches(rounds))
	vinegar := d.find("malt vinegar")
	if vinegar != nil {
		vinegar.grams, vinegar.prep = 10*d.servings, "to serve" // a couple of teaspoons over each plate of chips
	}
	d.step(1, "Serve the fish and chips straight away%s%s.", ifAny(" with the ", someOf(lemon), ""),
		ifAny(", with the ", someOf(vinegar), " to sprinkle over the chips"))
	d.mentionLeftovers()
}

// someOf is the parts that are not nil.
func someOf(ps ...*part) []*part {
	var out []*part
	for _, p := range ps {
		if p != nil {
			out = append(out, p)
		}
	}
	return out
}

// layeredVeg is the vegetable a parmigiana layers: its main (eggplant) or the zucchini
// that goes with a meat sauce.
func (d *dish) layeredVeg() *part {
	if p := d.protein; p != nil && p.in.Category == "produce" {
		return p
	}
	return d.find("eggplant", "zucchini", "yellow squash")
}

func writeParmigiana(d *dish) {
	veg := d.layeredVeg()
	meat := d.protein
	if meat == veg {
		meat = nil
	}
	tomato := d.find("canned diced tomatoes", "crushed tomatoes", "tomato sauce", "marinara sauce", "tomato", "cherry tomato")
	cheese := d.find("mozzarella", "provolone")
	hard := d.find("parmesan", "pecorino")
	crumbs, egg, flour := d.find("breadcrumbs", "panko"), d.eggPart(), d.find("all-purpose flour")
	breaded := crumbs != nil && egg != nil
	var topping *part // the pantry's crumbs without an egg to coat with: they crisp on top
	if !breaded {
		if crumbs != nil && crumbs.fromPantry {
			topping = crumbs
			d.size(topping, 8)
			crumbs = nil
		}
		d.leaveOut(crumbs, egg, flour) // without both, the slices are roasted bare, as in Sicily
		crumbs, egg, flour = nil, nil, nil
	}
	soft := veg.in.Name != "eggplant" // zucchini needs no roasting first, only salting
	veg.prep = "cut into 1 cm (1/2 in) rounds"
	if soft {
		veg.prep = "cut into 5 mm (1/4 in) slices lengthwise"
	}
	if tomato != nil && tomato.in.Category == "produce" {
		tomato.prep = "chopped"
	}
	if cheese != nil {
		cheese.prep = "sliced"
	}
	if d.fat != nil {
		d.fat.grams = 14 + 12*d.servings // eggplant drinks oil: near a tablespoon a serving, and one for the sauce
		switch {
		case soft:
			d.fat.grams = 14 // only the pan for the sauce
		case breaded:
			d.fat.grams = 14 + 8*d.servings
		}
	}
	if egg != nil {
		d.size(egg, 25)
	}
	aromatics := d.aromatics
	cut := d.where(func(p *part) bool { return p.prep != "" && p != d.fat && p.role != RoleSpice && p.role != RoleHerb })
	for _, h := range d.herbs {
		h.prep = "leaves picked"
	}
	ovenFirst := !soft && !breaded // the bare slices only roast: the oven heats while the cook cuts
	if ovenFirst {
		d.prep(220)
	} else {
		d.prepStep = len(d.steps)
		d.step(d.prepMinutes(cut), "Prep: %s.", prepTasks(cut))
	}
	fat := d.fatName()
	soften := " for 1 minute"
	for _, a := range aromatics {
		if a.in.Name != "garlic" {
			soften = " for 5 minutes"
		}
	}
	// The oil is shared: the slices take all but a tablespoon, which the sauce starts in.
	sliceFat, sauceFat := "all but 1 tbsp of the "+fat, "the rest of the "+fat
	if soft {
		sauceFat = "the " + fat // only the sauce takes oil
	}
	sauce := fmt.Sprintf("heat %s in a saucepan over medium heat%s, add the %s with a pinch of salt and simmer, stirring now and then, until thick, 12–15 minutes, then season with salt and pepper",
		sauceFat, ifAny(" and soften the ", aromatics, soften), tomatoName(tomato))
	if meat != nil {
		sauce = fmt.Sprintf("heat %s in a wide pan over medium-high heat and brown the %s, breaking it up, until %s, about 7 minutes%s; add the %s and simmer 5 minutes, then season with salt and pepper",
			sauceFat, meat.name(), doneness(meat.in), ifAny(", adding the ", aromatics, " halfway"), tomatoName(tomato))
	}
	switch {
	case soft:
		d.step(13, "Heat the oven to %s. Lay the %s on paper towels, sprinkle with salt and leave 10 minutes to draw out water, then pat dry. Meanwhile, %s.",
			temp(200), veg.name(), sauce)
	case breaded:
		plates, dip := "two plates", "egg, then crumbs"
		if flour != nil {
			plates, dip = "three plates: the "+flour.name()+" seasoned with salt,", "flour, then egg, then crumbs"
		}
		d.step(12, "Heat the oven to %s and oil two baking sheets. Set out %s the %s beaten in a shallow dish, and the %s mixed with a third of the %s. "+
			"Dip each %s slice in %s, pressing them on, and lay it on the sheets; drizzle with %s.",
			temp(220), plates, pluralIf(egg.name(), count(egg)), crumbs.name(), orName(hard, "cheese"), veg.name(), dip, sliceFat)
		d.step(25, "Bake until golden and crisp, turning once, 20–25 minutes. Meanwhile, %s.", sauce)
	default:
		d.step(4, "Line two baking sheets. Lay the %s slices on them, brush both sides with %s and season with salt.", veg.name(), sliceFat)
		d.step(25, "Roast until soft and golden, turning once, 20–25 minutes. Meanwhile, %s.", sauce)
	}
	herbs := d.herbs
	cheeses := someOf(cheese, hard)
	oven, bake := "Turn the oven to "+temp(190)+". ", 30
	switch {
	case soft:
		oven, bake = "", 20
	case ovenFirst:
		bake = 25 // roasted slices and a thick sauce, hot already: it only has to bubble and brown
	}
	layer, top := "", "."
	if len(cheeses) > 0 {
		layer, top = ", then half the "+plurals(cheeses), " and "+plurals(cheeses)+"."
	}
	if topping != nil {
		top = strings.TrimSuffix(top, ".") + ", and scatter the " + topping.name() + " over the top so they crisp in the oven."
	}
	d.step(4, "%sSpread a third of the sauce in the baking dish, cover with half the %s slices%s%s; "+
		"repeat, then finish with the last of the sauce%s", oven, veg.name(), layer,
		ifAny(" and a few leaves of the ", herbs, ""), top)
	d.step(bake, "Bake until bubbling at the edges and browned on top, %d–%d minutes.", bake-5, bake)
	d.step(5, "Rest 5 minutes so it cuts cleanly, then serve%s.", ifAny(" scattered with the rest of the ", herbs, ""))
	d.mentionLeftovers()
}

// leaveOut takes parts out of the dish: the pantry's foods among them are then listed
// as not needed.
func (d *dish) leaveOut(ps ...*part) {
	for _, p := range ps {
		if p == nil {
			continue
		}
		for _, list := range []*[]*part{&d.extras, &d.vegs, &d.aromatics, &d.spices, &d.sauces, &d.herbs, &d.garnishes, &d.liquids} {
			*list = slices.DeleteFunc(*list, func(x *part) bool { return x == p })
		}
		delete(d.used, p.in)
	}
}

func tomatoName(p *part) string {
	if p == nil {
		return "tomatoes"
	}
	if p.in.Category == "produce" {
		return plural(p.name())
	}
	return p.name()
}

func orName(p *part, def string) string {
	if p == nil {
		return def
	}
	return p.name()
}

// inBatches is " in n batches", or nothing for one.
func inBatches(n int) string {
	if n <= 1 {
		return ""
	}
	return fmt.Sprintf(" in %d batches", n)
}
