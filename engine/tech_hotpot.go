package engine

import "fmt"

// Lancashire hotpot: lamb (neck, shoulder or chops) browned in a casserole, onions
// softened in its fat with a spoon of flour, stock with Worcestershire sauce and thyme
// poured over, and the whole lid of the pot made of thinly sliced potatoes laid
// overlapping like roof tiles and brushed with butter. It cooks covered in a low oven
// for an hour and a half, then uncovered until the potatoes are golden and crisp:
// two and a half hours that no shortcut gives. Mint sauce or pickled red cabbage on
// the side.

func init() {
	registerOwn(&form{name: "hotpot", title: "Hotpot", minMinutes: 150, simple: true, saltFactor: 0.35, method: "braise",
		equipment: []string{"large ovenproof casserole with lid", "pastry brush"}, write: writeHotpot})
}

func writeHotpot(d *dish) {
	lamb, potato := d.protein, d.starch
	if lamb == nil || potato == nil {
		return
	}
	d.size(lamb, 170)
	lamb.prep = "cut into large chunks, fat trimmed"
	if lamb.in.Has(FactBone) {
		d.size(lamb, 220) // chops are weighed with their bone: two a person
		lamb.prep = ""
	}
	d.size(potato, 220)
	potato.prep = "peeled and thinly sliced (3 mm / 1/8 in)"
	onion := d.find("onion", "shallot")
	if onion != nil {
		d.size(onion, 70) // a hotpot is as much onion as it is lamb
		onion.prep = "thinly sliced"
	}
	carrots := d.where(func(p *part) bool { return p.role == RoleVegetable && p != potato && p != onion })
	for _, c := range carrots {
		d.size(c, 40)
		c.prep = "cut into chunks"
	}
	stock := d.find("chicken broth", "beef broth", "vegetable broth")
	if stock == nil {
		if stock = d.add("chicken broth", RoleLiquid, 0, ""); stock != nil {
			d.liquids = append(d.liquids, stock)
		}
	}
	if stock == nil {
		return
	}
	d.size(stock, 110)
	flour := d.find("all-purpose flour")
	if flour != nil {
		d.size(flour, 4)
	}
	worcester := d.find("worcestershire sauce")
	if worcester != nil {
		d.size(worcester, 4)
	}
	herbs := d.where(func(p *part) bool {
		return p.in.Name == "thyme" || p.in.Name == "dried thyme" || p.in.Name == "rosemary" || p.in.Name == "bay leaf"
	})
	for _, h := range herbs {
		h.prep = ""
		switch h.in.Name {
		case "thyme", "rosemary":
			d.size(h, 1)
		case "dried thyme":
			d.size(h, 0.3)
		}
	}
	side := d.find("mint sauce", "pickled red cabbage", "pickled beets")
	if side != nil {
		d.size(side, 10)
	}
	if d.fat != nil {
		d.size(d.fat, 8) // some to brown the lamb, the rest melted over the potatoes
	}
	d.prep(160)
	fat := d.fatName()
	batches := d.panBatches()
	in, each := "in one layer", ""
	if batches > 1 {
		in, each = fmt.Sprintf("in %d batches", batches), " a batch"
	}
	d.step(5+5*batches, "Season the %s with salt and pepper. Heat a third of the %s in a large ovenproof casserole over medium-high heat and brown the %s %s, turning, until well coloured on all sides, about 5 minutes%s; lift onto a plate.",
		lamb.name(), fat, lamb.name(), in, each)
	soft := append(someOf(onion), carrots...)
	flourText := ""
	if flour != nil {
		flourText = fmt.Sprintf("; stir in the %s and cook for 1 minute", flour.name())
	}
	if len(soft) > 0 {
		d.step(10, "Turn the heat down to medium and cook the %s in the fat left in the pan, stirring now and then and scraping up the browned bits, until soft and golden, about 10 minutes%s.",
			plurals(soft), flourText)
	} else if flour != nil {
		d.step(1, "Stir the %s into the fat left in the pan and cook for 1 minute.", flour.name())
	}
	liquid := append(someOf(stock, worcester), herbs...)
	d.step(3, "Pour in the %s, stirring, and bring to a simmer. Put the %s back in with the juices from the plate, and season with salt and pepper.", plurals(liquid), lamb.name())
	d.step(8, "Lay the %s over the top in overlapping rings, like roof tiles, so they cover the meat completely. Melt the rest of the %s and brush it over the potatoes; season them with salt and pepper.",
		plural(potato.name()), fat)
	d.step(90, "Cover with the lid and cook in the oven for 1 1/2 hours, until the lamb is tender.")
	d.step(40, "Take off the lid, turn the oven up to %s and cook for 30–40 minutes more, until the potatoes are golden and crisp at the edges.", temp(200))
	d.step(5, "Rest for 5 minutes, then serve in deep plates%s.%s", ifAny(", with the ", someOf(side), " on the side"),
		d.toppingsExcept(append(append(soft, liquid...), side, potato, lamb, flour)...))
	d.mentionLeftovers()
}
