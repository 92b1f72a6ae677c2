package engine

import (
	"fmt"
	"strings"
)

// Doenjang jjigae: a Korean everyday stew of fermented soybean paste dissolved in water
// (or a quick anchovy stock), potato simmered first, then onion and courgette, tofu and
// chilli for its last minutes; served bubbling with rice. And Vietnamese lemongrass pork
// chops (thịt heo nướng sả): chops marinated in pounded lemongrass, garlic, fish sauce
// and sugar, charred on a hot griddle or under the grill, with rice and a nước chấm when
// the cook has a lime.

func init() {
	ownNeeds["doenjang jjigae"] = [][]string{{"doenjang"}}
	ownPantryNeeds["doenjang jjigae"] = []string{"doenjang"}
	ownNeeds["lemongrass chops"] = [][]string{{"lemongrass"}, {"fish sauce"}}
	ownPantryNeeds["lemongrass chops"] = []string{"lemongrass"}
	registerOwn(&form{name: "doenjang jjigae", title: "Doenjang Jjigae", minMinutes: 20, simple: true, saltFactor: -1, method: "simmer",
		equipment: []string{"medium pot or earthenware pot", "small sieve"}, write: writeDoenjangJjigae},
		&form{name: "lemongrass chops", title: "Lemongrass Pork Chops", minMinutes: 25, saltFactor: -1, method: "grill",
			equipment: []string{"mortar and pestle or food processor", "shallow dish", "grill pan or broiler pan", "saucepan with lid"}, write: writeLemongrassChops})
}

func writeDoenjangJjigae(d *dish) {
	paste := d.find("doenjang")
	if paste == nil {
		return
	}
	d.size(paste, 15) // a scant tablespoon a bowl
	paste.prep = ""
	main := d.protein
	tofu := d.find("tofu", "silken tofu")
	if tofu != nil {
		tofu.prep = "cut into 2 cm (3/4 in) cubes"
		if tofu != main {
			d.size(tofu, 70)
		}
	}
	meat := main
	if meat == tofu {
		meat = nil
	}
	if meat != nil {
		thinPork(meat)
		d.size(meat, 60)
	}
	var potato, hard, soft []*part
	var chili []*part
	var scallions []*part
	for _, v := range d.vegs {
		switch {
		case v.in.Name == "potato" || v.in.Name == "sweet potato" || v.in.Name == "daikon":
			v.prep = "peeled and cut into 1.5 cm (5/8 in) cubes"
			potato = append(potato, v)
		case v.in.Name == "scallion":
			v.prep = "thinly sliced"
			scallions = append(scallions, v)
		case v.in.Name == "onion" || v.in.Name == "red onion":
			v.prep = "cut into 2 cm (3/4 in) pieces"
			hard = append(hard, v)
		case v.in.Name == "zucchini":
			v.prep = "halved lengthwise and cut into 1 cm (1/2 in) half-moons"
			soft = append(soft, v)
		default:
			soft = append(soft, v)
		}
	}
	for _, a := range d.aromatics {
		if a.in.Name == "red chili" || a.in.Name == "jalapeno" {
			a.prep = "sliced on the diagonal"
			chili = append(chili, a)
		}
	}
	for _, s := range d.spices {
		if s.in.Name == "red chili" {
			chili = append(chili, s)
		}
	}
	if o := d.find("onion", "red onion"); o != nil && len(hard) == 0 {
		o.prep = "cut into 2 cm (3/4 in) pieces"
		hard = append(hard, o)
	}
	garlic := d.find("garlic")
	flakes := d.find("gochugaru", "red pepper flakes")
	d.size(flakes, 1)
	stock := d.find("dashi", "anchovies", "chicken broth", "vegetable broth")
	d.dropFat()
	d.drop("black pepper")
	d.prep(0)
	water := fmt.Sprintf("%.0f ml (%s cups) of water", 250*d.servings, formatQty(1.0*d.servings))
	base := water
	switch {
	case stock == nil:
	case stock.in.Name == "anchovies":
		d.size(stock, 3)
		stock.prep = ""
		d.step(12, "Put the %s in a saucepan with %s, bring to a boil and simmer for 10 minutes for a quick anchovy stock, then scoop them out (fillets from a tin simply melt in).", stock.name(), water)
		base = "the anchovy stock"
	default:
		d.size(stock, 250)
		stock.prep = ""
		base = "the " + stock.name()
	}
	if meat != nil {
		d.step(4, "Heat the pot over medium-high heat and fry the %s, stirring, until it loses its pinkness and the fat runs, 3 minutes.", meat.name())
	}
	first := append(someOf(garlic), potato...)
	switch {
	case meat != nil:
		base = "Pour " + base + " over the " + meat.name() + " and bring it to a boil"
	case stock != nil && stock.in.Name == "anchovies":
		base = "Pour the anchovy stock into the pot and bring it to a boil"
	default:
		base = "Bring " + base + " to a boil in the pot"
	}
	d.step(10, "%s. Stir the %s into a ladleful of it through the small sieve (or mash it in with a spoon) until dissolved, then add it to the pot%s and simmer for 8 minutes.",
		base, paste.name(), ifAny(" with the ", append(first, someOf(flakes)...), ""))
	if len(hard)+len(soft) > 0 {
		d.step(5, "Add the %s and simmer until just tender, 5 minutes.", partNames(append(hard, soft...)))
	}
	last := someOf(tofu)
	last = append(last, chili...)
	if len(last) > 0 {
		d.step(3, "Slide in the %s and simmer 2–3 minutes more, until the tofu is hot through.%s Doenjang is salty: taste before adding anything.", partNames(last), ifAny(" Scatter over the ", scallions, "."))
	} else {
		d.step(1, "%sDoenjang is salty: taste before adding anything.", ifAny("Scatter over the ", scallions, ". "))
	}
	served := "Serve bubbling in the pot"
	if d.starch != nil {
		served += fmt.Sprintf(", with the %s in bowls alongside", d.starch.name())
	}
	d.step(1, "%s.", served)
	d.mentionLeftovers()
}

func writeLemongrassChops(d *dish) {
	p, lemongrass, fishSauce := d.protein, d.find("lemongrass"), d.find("fish sauce")
	if p == nil || lemongrass == nil || fishSauce == nil {
		return
	}
	if d.starch != nil && d.starch.in.Name == "rice noodles" {
		writeBunBowls(d, p, lemongrass, fishSauce)
		return
	}
	d.size(lemongrass, 10) // half a stalk a chop
	lemongrass.prep = "tough outer layers removed, finely chopped"
	d.size(fishSauce, 8)
	fishSauce.prep = ""
	sugar := d.findOrBuy("sugar", RoleSweetener, "brown sugar", "coconut sugar", "honey")
	d.size(sugar, 5)
	garlic, shallot := d.find("garlic"), d.find("shallot", "onion")
	d.size(garlic, 3)
	if shallot != nil {
		d.size(shallot, 15)
		shallot.prep = "finely chopped"
	}
	if d.fat != nil {
		d.size(d.fat, 5)
	}
	lime := d.find("lime", "lime juice")
	chili := d.find("red chili")
	cucumber := d.find("cucumber")
	tomato := d.find("tomato")
	if cucumber != nil {
		cucumber.prep = "sliced"
	}
	if tomato != nil {
		tomato.prep = "sliced"
	}
	d.drop("salt")
	p.prep = "patted dry"
	name := pluralIf(p.name(), d.req.Servings)
	d.prep(0) // starts the rice
	paste := "Pound the %s to a rough paste in the mortar (or blitz in a food processor)"
	if d.quick {
		paste = "Blitz the %s to a rough paste in the food processor (or pound them in the mortar)"
	}
	d.step(map[bool]int{false: 5, true: 3}[d.quick], paste+", then stir in the %s, a good grind of black pepper and 1 tbsp of the %s.",
		partNames(append(someOf(lemongrass), someOf(garlic, shallot)...)), partNames(someOf(fishSauce, sugar)), d.fatName())
	score := fmt.Sprintf("Score the fat edge of the %s every 2 cm (3/4 in), turn them", name)
	if p.in.Category == "poultry" {
		score = fmt.Sprintf("Slash the %s twice on the thickest side, turn them", name)
	}
	// In a hurry the chops take a shorter marinade and go under the broiler side by side,
	// not two at a time in a grill pan.
	wait, broil := 20, d.quick
	if broil {
		wait = 10
	}
	sauce := ""
	if lime != nil {
		sauce = fmt.Sprintf(" Meanwhile, make a nước chấm: stir 2 tbsp of the %s with 1 tbsp of the sugar, the %s and 4 tbsp of warm water%s; taste for a balance of salty, sour and sweet.",
			fishSauce.name(), lime.name(), ifAny(" and the ", someOf(chili), ", finely chopped"))
		d.size(fishSauce, 12)
		d.size(sugar, 9)
	}
	if broil {
		sauce += " Heat the broiler to high with the rack 10 cm (4 in) below it."
	}
	d.step(wait, "%s in the marinade in the shallow dish, rubbing it in well, and leave for at least %d minutes (or covered in the fridge overnight).%s", score, wait, sauce)
	if broil {
		rounds := batches(d.req.Servings, 6)
		d.step(1+9*rounds, "Lay the %s on the broiler pan in one layer%s and broil 4–5 minutes a side, until charred in places and %s; the sugar catches fast, so lower the pan a notch if they blacken before they cook. Rest 3 minutes.",
			name, map[bool]string{true: ", in batches"}[rounds > 1], doneness(p.in))
	} else {
		rounds := batches(d.req.Servings, 2)
		d.step(3+8*rounds, "Heat the grill pan over high heat until smoking (or the broiler to high) and cook the %s%s, 4–5 minutes a side, until charred in places and %s; the sugar catches fast, so turn the heat down a little if they blacken before they cook. Rest 3 minutes.",
			name, map[bool]string{true: " two at a time"}[rounds > 1], doneness(p.in))
	}
	side := someOf(cucumber, tomato)
	serve := "Serve each piece whole or sliced"
	if d.starch != nil {
		serve += " over the " + d.starch.name()
	}
	if len(side) > 0 {
		serve += fmt.Sprintf(", with the %s alongside", partNames(side))
	}
	if lime != nil {
		serve += " and the nước chấm to spoon over"
	}
	d.step(1, "%s.%s", serve, d.toppingsExcept(p, lemongrass, fishSauce, sugar, garlic, shallot, lime, chili, cucumber, tomato, d.starch))
	d.mentionLeftovers()
}

// writeBunBowls writes bún thịt nướng (or bún gà nướng): the lemongrass marinade on thin
// slices of pork (or whole chicken thighs), charred fast, over cold rice vermicelli with
// lettuce, cucumber and herbs, and a nước chấm poured over at the table.
// juicedWedges is limes that both sharpen a sauce and go to the table: a wedge a
// plate kept back, the rest juiced.
const juicedWedges = "a wedge kept back for each bowl, the rest juiced"

func writeBunBowls(d *dish, p, lemongrass, fishSauce *part) {
	d.size(lemongrass, 8)
	lemongrass.prep = "tough outer layers removed, finely chopped"
	d.size(fishSauce, 14) // half in the marinade, half in the nước chấm
	fishSauce.prep = ""
	sugar := d.findOrBuy("sugar", RoleSweetener, "brown sugar", "coconut sugar", "honey")
	d.size(sugar, 10)
	lime := d.findOrBuy("lime", RoleAcid, "lime juice")
	wedges := false
	if lime != nil {
		d.size(lime, 8)
		if w, ok := lime.in.UnitGrams("piece"); ok && lime.in.Name == "lime" {
			// A quarter of a lime a bowl juiced into the nước chấm, and a wedge a bowl to
			// squeeze at the table: six bowls take two limes or more, never half of one.
			lime.grams = w * (0.25 + lemonWedgesEach) * d.servings
			lime.prep = juicedWedges
			wedges = true
		}
	}
	garlic, shallot := d.find("garlic"), d.find("shallot")
	d.size(garlic, 3)
	if shallot != nil {
		d.size(shallot, 10)
		shallot.prep = "finely chopped"
	}
	chili := d.find("red chili")
	if d.fat != nil {
		d.size(d.fat, 4) // in the marinade: all the grill pan needs
	}
	d.drop("salt")
	sliced := p.in.Has(FactPork)
	meat := p.name()
	if sliced {
		meat = "pork slices"
		p.prep = "cut into 5 mm (1/4 in) slices"
	} else {
		p.prep = "patted dry"
	}
	var crisp, herbs []*part
	for _, v := range d.vegs {
		switch {
		case strings.Contains(v.in.Name, "lettuce"):
			v.prep = "shredded"
		case v.in.Name == "cucumber" || v.in.Name == "carrot":
			v.prep = "cut into thin matchsticks"
		}
		crisp = append(crisp, v)
	}
	herbs = append(herbs, d.herbs...)
	nuts := d.find("peanuts")
	if nuts != nil {
		nuts.prep = "roughly chopped"
	}
	d.prep(0) // puts the noodles to soak
	d.step(5, "Pound the %s to a rough paste in the mortar (or blitz in a food processor), then stir in half the %s, half the %s, a good grind of black pepper and the %s.",
		partNames(append(someOf(lemongrass), someOf(garlic, shallot)...)), fishSauce.name(), sugar.name(), d.fatName())
	turned := "sliced " + p.name()
	if !sliced {
		turned = pluralIf(p.name(), d.req.Servings)
	}
	d.step(15, "Turn the %s in the marinade in the shallow dish and leave for 15 minutes (or covered in the fridge overnight). Meanwhile, drain the %s, rinse them under cold water and leave them to drain well, and make the nước chấm: stir the rest of the %s and %s with the %s and %s tbsp of warm water until the sugar dissolves%s; taste for a balance of salty, sour and sweet.",
		turned, d.starch.name(), fishSauce.name(), sugar.name(), lime.name()+map[bool]string{true: " juice"}[wedges], formatQty(1.5*d.servings), ifAny(", then add the ", someOf(chili), ", finely chopped"))
	if sliced {
		rounds := batches(int(d.servings+1)/2, 2)
		d.step(2+4*rounds, "Heat the grill pan over high heat until smoking (or the broiler to high) and sear the %s in a single layer%s, 1–2 minutes a side, until charred at the edges and cooked through; the sugar catches fast, so keep them moving.",
			meat, map[bool]string{true: ", in batches"}[rounds > 1])
	} else {
		rounds := batches(d.req.Servings, 3)
		d.step(3+10*rounds, "Heat the grill pan over medium-high heat (or the broiler to high) and cook the %s, 5 minutes a side, until charred in places and %s. Rest 3 minutes, then slice.",
			pluralIf(p.name(), d.req.Servings), doneness(p.in))
	}
	bowl := append(crisp, herbs...)
	table := "Pour the nước chấm over at the table."
	if wedges {
		table = "Pour the nước chấm over at the table, with a lime wedge on each bowl to squeeze over."
	}
	d.step(3, "Build the bowls: %sthe noodles, then the %s on top%s. %s",
		ifAny("", bowl, " first, "), meat, ifAny(", scattered with the ", someOf(nuts), ""), table)
	d.equipment = append(d.equipment, "serving bowls")
	d.mentionLeftovers()
}

// findOrBuy is the dish's part of name or one of its stand-ins, else name added as an
// extra the cook buys (nil only when the rules allow none of them).
func (d *dish) findOrBuy(name string, role Role, standIns ...string) *part {
	if p := d.find(append([]string{name}, standIns...)...); p != nil {
		return p
	}
	p := d.add(name, role, 0, "")
	if p != nil {
		d.extras = append(d.extras, p)
	}
	return p
}
