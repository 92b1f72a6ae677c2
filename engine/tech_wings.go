package engine

import "fmt"

// Oven wings tossed in a sauce: Buffalo wings are baked hot on a rack until the skin
// crisps (a little baking powder dries it further), then tossed while hot in melted
// butter and hot sauce, and served with celery sticks and a cool blue cheese dip.

func init() {
	ownNeeds["wings"] = [][]string{{"hot sauce", "sriracha", "gochujang", "bbq sauce", "soy sauce", "tamari"}}
	ownPantryNeeds["wings"] = []string{"hot sauce", "sriracha", "soy sauce", "tamari"} // plain wings go on a traybake
	registerOwn(&form{name: "wings", title: "Wings", minMinutes: 45, simple: true, saltFactor: 0.6, method: "roast",
		equipment: []string{"rimmed baking sheet", "wire rack", "foil", "small saucepan", "large bowl", "tongs"}, write: writeWings})
}

func writeWings(d *dish) {
	wings := d.protein
	if wings == nil {
		return
	}
	wings.prep = "patted very dry"
	sauce := d.find("hot sauce", "sriracha", "gochujang", "bbq sauce")
	butter := d.fat
	if butter != nil && butter.in.Category != "dairy" && !butter.in.Is(RoleFat) {
		butter = nil
	}
	powder := d.find("baking powder")
	d.size(powder, 1.5) // about 1 tsp for 500 g of wings: dries the skin so it blisters
	honey := d.find("honey", "maple syrup", "brown sugar")
	d.size(honey, 4)
	garlic := d.find("garlic powder", "garlic")
	if garlic != nil && garlic.in.Name == "garlic powder" {
		d.size(garlic, 0.5)
	}
	dips := d.where(func(p *part) bool {
		return p.in.Name == "blue cheese" || p.in.Name == "blue cheese dressing" || p.in.Name == "ranch dressing" || p.in.Name == "sour cream" ||
			p.in.Name == "greek yogurt" || p.in.Name == "mayonnaise"
	})
	for _, p := range dips {
		d.size(p, 25)
		if p.in.Name == "blue cheese" {
			p.prep = "crumbled"
			d.size(p, 15)
		}
	}
	sticks := d.where(func(p *part) bool { return p.role == RoleVegetable })
	for _, v := range sticks {
		v.prep = "cut into sticks"
		d.size(v, 50/float64(len(sticks))) // a stalk's worth of sticks a plate, to dip
	}
	lemon := d.find("lemon", "lime")
	if lemon != nil {
		lemon.grams, lemon.prep = lemon.in.Units["piece"]*max(1, d.servings/4), "cut into wedges"
	}
	if soy := d.find("soy sauce", "tamari"); soy != nil {
		writeStickyWings(d, wings, soy, powder, lemon)
		return
	}
	sheets := batches(int(wings.grams), 1200) // about 1.2 kg of wings to a sheet in one layer
	d.ovenStepRack(sheets)
	if sheets > 1 {
		for i, e := range d.equipment {
			if e == "wire rack" {
				d.equipment[i] = fmt.Sprintf("%d wire racks", sheets) // a rack on each sheet
			}
		}
	}
	coat := "salt and pepper"
	if powder != nil {
		coat = "salt, pepper and the " + powder.name()
	}
	d.step(3, "Toss the %s in a large bowl with the %s until evenly dusted, then spread them skin side up on the rack%s with space between them.",
		plural(wings.name()), coat, againIf(sheets > 1, "s"))
	rotate := ""
	if sheets > 1 {
		rotate = ", swapping the sheets"
	}
	flavour := someOf(honey)
	if garlic != nil {
		flavour = append(flavour, garlic)
	}
	sauceName := orName(sauce, "hot sauce")
	dipText := ""
	if blue := d.find("blue cheese"); blue != nil {
		if base := d.find("sour cream", "greek yogurt", "mayonnaise"); base != nil {
			dipText = fmt.Sprintf(" Stir the %s into the %s with a pinch of pepper for the dip.", blue.name(), base.name())
		}
	}
	sauceText := fmt.Sprintf("warm the %s in a small saucepan%s.", sauceName, ifAny(" with the ", flavour, ""))
	if butter != nil {
		sauceText = fmt.Sprintf("melt the %s in a small saucepan over low heat, take it off the heat and whisk in the %s%s.",
			butter.name(), sauceName, ifAny(" and the ", flavour, ""))
	}
	m, first, more := d.wingsRoast()
	d.step(m, "Roast on the upper-middle shelf for %d minutes, turn them%s, and roast %s minutes more, until deep golden, the skin crisp and blistered and the meat %s. "+
		"Meanwhile, %s%s", first, rotate, more, doneness(wings.in), sauceText, dipText)
	serve := ""
	if len(sticks) > 0 {
		serve = " with the " + plurals(sticks)
	}
	dipsWith := " with the " // the celery sticks and the dressing go to the table together
	if serve != "" {
		dipsWith = " and the "
	}
	d.step(2, "Tip the hot wings into a large bowl, pour over the sauce and toss until every piece is coated. Serve at once%s%s%s.",
		serve, ifAny(dipsWith, dips, " for dipping"), ifAny(", with the ", someOf(lemon), " to squeeze over"))
	d.mentionLeftovers()
}

// writeStickyWings roasts the wings the same way and tosses them in a sticky glaze of
// honey and soy (tamari where wheat is ruled out) simmered with garlic, ginger and the
// pantry's chilli sauce until it coats a spoon; scallions and sesame go on at the end.
func writeStickyWings(d *dish, wings, soy, powder, lemon *part) {
	d.size(soy, 15)
	honey := d.find("honey", "maple syrup", "brown sugar")
	d.size(honey, 20) // about 1/3 cup of honey to 1 kg of wings, so the glaze clings
	heat := d.find("sriracha", "gochujang", "hot sauce", "red pepper flakes")
	if heat != nil {
		d.size(heat, 3)
		if heat.in.Name == "red pepper flakes" {
			d.size(heat, 0.3)
		}
	}
	aromas := d.where(func(p *part) bool { return p.in.Name == "garlic" || p.in.Name == "ginger" })
	for _, a := range aromas {
		a.prep = "finely grated"
	}
	vinegar := d.find("rice vinegar")
	tops := d.where(func(p *part) bool { return p.in.Name == "scallion" || p.in.Name == "sesame seeds" })
	for _, t := range tops {
		if t.in.Name == "scallion" {
			t.prep = "thinly sliced"
		}
	}
	oil := d.fat
	sheets := batches(int(wings.grams), 1200)
	d.ovenStepRack(sheets)
	coat := "salt and pepper"
	if powder != nil {
		coat = "salt, pepper and the " + powder.name()
	}
	if oil != nil {
		d.size(oil, 3)
		coat = "the " + oil.name() + ", " + coat
	}
	d.step(3, "Toss the %s in a large bowl with %s, then spread them skin side up on the rack%s with space between them.",
		plural(wings.name()), coat, againIf(sheets > 1, "s"))
	glaze := append(append(someOf(honey), soy), aromas...)
	glaze = append(glaze, someOf(heat)...)
	glaze = append(glaze, someOf(vinegar)...)
	m, first, more := d.wingsRoast()
	d.step(m, "Roast on the upper-middle shelf for %d minutes, turn them, and roast %s minutes more, until deep golden, the skin crisp and the meat %s. "+
		"Meanwhile, make the glaze: simmer the %s in a small saucepan, stirring, until glossy and thick enough to coat a spoon, 3–4 minutes; take it off the heat.",
		first, more, doneness(wings.in), partNames(glaze))
	d.step(2, "Tip the hot wings into a large bowl, pour over the glaze and toss until every piece is sticky and coated. Serve at once%s%s.",
		ifAny(", scattered with the ", tops, ""), ifAny(", with the ", someOf(lemon), ""))
	d.mentionLeftovers()
}

// ovenStepRack heats a hot oven and sets wire racks in foil-lined sheets, with the
// cutting done meanwhile: wings roast on a rack so the fat drips away and the skin crisps.
func (d *dish) ovenStepRack(sheets int) {
	pans := "line a rimmed baking sheet with foil and set a wire rack on it"
	if sheets > 1 {
		pans = fmt.Sprintf("line %d rimmed baking sheets with foil and set a wire rack on each", sheets)
	}
	oven := 220
	if d.quick {
		oven = 230 // hotter, the quick way crisps them in 35 minutes rather than 45
	}
	d.ovenStep(oven, pans)
}

// wingsRoast is how long the wings roast in all, before they are turned, and after.
func (d *dish) wingsRoast() (total, first int, more string) {
	if d.quick {
		return 35, 15, "15–20"
	}
	return 45, 20, "20–25"
}
