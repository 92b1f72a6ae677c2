package engine

import "fmt"

// Duck breast is not a chicken breast: its thick skin is scored, and the breast goes
// skin-side down into a cold dry pan so the fat renders slowly (8–10 minutes) and the
// skin crisps; it is turned for 2–4 minutes, rested, and served pink, sliced. The fat
// poured off is kept (it roasts potatoes). An orange or honey in the pantry makes its
// sauce in the same pan.

func init() {
	registerOwn(&form{name: "duck breast", title: "Duck Breast", minSkill: 1, minMinutes: 25, saltFactor: 0.8,
		method: "sear", equipment: []string{"large heavy skillet", "small sharp knife", "heatproof bowl", "instant-read thermometer"}, write: writeDuckBreast})
}

// duckScore is the duck breast's preparation: the skin scored, the meat left whole.
const duckScore = "patted dry, the skin scored in a close crisscross without cutting the meat"

// duckDoneness is how pink a duck breast is served, with the USDA line for those who
// want it cooked through.
const duckDoneness = "57°C (135°F) in the thickest part for pink; the USDA's safe line for poultry is 74°C (165°F), 4–5 minutes more, for those who want it well done"

// searsSkinDown reports whether the part is a whole duck breast, seared skin-side down
// from a cold pan rather than in hot oil.
func searsSkinDown(p *part) bool {
	return p != nil && p.in.Name == "duck breast" && (p.prep == wholePrep || p.prep == duckScore)
}

// searDuckBreast writes the cold-pan render of a whole duck breast, in the place of a
// hot-oil sear, ending with what follows it (after).
func (d *dish) searDuckBreast(p *part, after string) {
	d.reprep(p, duckScore)
	// What the caller would do next (move it to a plate) the rest on the board already does.
	_ = after
	rounds := batches(count(p), 3)
	batch := ""
	if rounds > 1 {
		batch = fmt.Sprintf(" Cook them 3 at a time, in %d rounds (or in more than one pan), starting each round from a cool pan and keeping the cooked ones warm in a low oven.", rounds)
	}
	d.step(16*rounds, "Season the %s all over with salt and pepper. Lay %s skin-side down in a cold, dry heavy skillet (no oil), set it over medium heat and let the fat render slowly until the skin is deep golden and crisp, 8–10 minutes, pouring the fat into a heatproof bowl as it gathers (keep it: it roasts potatoes beautifully). Turn and cook the meat side 2–4 minutes, until %s. Rest the %s skin-side up on a board for 5 minutes before slicing.%s",
		p.name(), itThem(p), duckDoneness, p.name(), batch)
}

// itThem is "it" for one piece, "them" for more.
func itThem(p *part) string {
	if count(p) == 1 {
		return "it"
	}
	return "them"
}

func writeDuckBreast(d *dish) {
	duck := d.protein
	if duck == nil {
		return
	}
	duck.prep = duckScore
	orange := d.find("orange", "orange juice")
	honey := d.find("honey")
	broth := d.find("chicken broth")
	cherries := d.find("cherries")
	wine := d.find("red wine")
	d.size(honey, 8)
	d.size(broth, 30)
	if cherries != nil {
		d.size(cherries, 45) // a small handful a plate, halved into the sauce
		cherries.prep = "pitted and halved"
		if cherries.in.Category == "frozen" {
			cherries.prep = ""
		}
		d.size(wine, 40) // 150 ml for four, reduced by half
		orange, honey = nil, nil
	}
	if orange != nil {
		if orange.in.Name == "orange" {
			d.size(orange, 65) // half an orange a plate
			orange.prep = "zested and juiced"
		} else {
			d.size(orange, 40)
		}
	}
	// The duck fries in its own fat: the pantry's butter, if any, only finishes the sauce.
	var butter *part
	if d.fat != nil && d.fat.fromPantry && d.fat.in.Has(FactDairy) && (orange != nil || honey != nil || broth != nil || cherries != nil) {
		butter = d.fat
		d.size(butter, 5)
	} else {
		d.dropFat()
	}
	spuds := d.starch
	if spuds != nil {
		spuds.prep = ""
	}
	d.prep(0)
	if spuds != nil {
		d.step(3, "Start the %s: cut into 3 cm (1 1/4 in) chunks%s, cover with cold salted water in a saucepan, bring to a boil and simmer until tender to the tip of a knife, about 15 minutes; drain and keep covered.", spuds.name(), halveNew(spuds))
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: 18, until: -1, what: spuds.name()})
	}
	d.searDuckBreast(duck, "")
	if len(d.vegs) > 0 {
		d.step(5, "Meanwhile, heat 1 tbsp of the duck fat in a second pan and cook the %s with a pinch of salt and a splash of water, stirring, until just tender, 4–5 minutes.", partNames(d.vegs))
	}
	var sauce []*part
	if cherries != nil {
		sauce = d.cherryWineSauce(cherries, wine, broth, butter)
	}
	for _, p := range []*part{orange, honey} {
		if p != nil {
			sauce = append(sauce, p)
		}
	}
	if cherries == nil && (len(sauce) > 0 || broth != nil) {
		liquid := ifAny(" and the ", someOf(broth), "")
		if broth == nil {
			liquid = " and 2 tbsp of water"
		}
		if len(sauce) == 0 {
			liquid = ""
			sauce = someOf(broth)
		}
		words := partNames(sauce)
		if orange != nil && orange.in.Name == "orange" {
			words = "orange zest and juice" + ifAny(" and the ", someOf(honey), "")
		}
		d.step(4, "Pour all but a teaspoon of fat from the duck pan. Add the %s%s and bubble over medium heat, scraping up the browned bits, until syrupy, 2–3 minutes;%s season with salt and pepper.",
			words, liquid, ifAny(" off the heat, swirl in the ", someOf(butter), ";"))
	}
	side := ""
	if s := d.starch; s != nil {
		side = fmt.Sprintf(" the %s tossed in a spoonful of the duck fat", s.name())
	}
	veg := ifAny(" the ", d.vegs, "")
	spoon := ""
	if len(sauce) > 0 {
		spoon = " Spoon the sauce over the duck."
	}
	with := joinNonEmpty(" and ", side, veg)
	if with != "" {
		with = ", with " + with
	}
	d.step(2, "Slice the %s thickly on the diagonal and fan it on warm plates, pink side up%s.%s%s",
		duck.name(), with, spoon, d.toppingsExcept(append(append([]*part{}, sauce...), someOf(broth, butter)...)...))
}

// cherryWineSauce is the duck pan's cherry and red wine sauce: a shallot softened in the
// duck fat, the wine (and broth) reduced by half, the cherries warmed through until they
// just give, and the butter swirled in off the heat. It returns the parts the sauce used.
func (d *dish) cherryWineSauce(cherries, wine, broth, butter *part) []*part {
	shallot := d.find("shallot", "red onion", "onion")
	if shallot != nil {
		d.size(shallot, 10)
		d.reprep(shallot, "finely chopped")
	}
	thyme := d.find("thyme")
	used := someOf(cherries, wine, shallot, thyme)
	soften := ""
	if shallot != nil {
		soften = fmt.Sprintf(" Cook the %s in the fat left in the pan over medium heat until soft, 1–2 minutes.", shallot.name())
	}
	liquid := "a splash of water"
	switch {
	case wine != nil && broth != nil:
		liquid = fmt.Sprintf("the %s and the %s", wine.name(), broth.name())
	case wine != nil:
		liquid = "the " + wine.name()
	case broth != nil:
		liquid = "the " + broth.name()
	}
	reduce := "bubble, scraping up the browned bits, until reduced by half and syrupy, 3–4 minutes"
	if wine == nil && broth == nil {
		reduce = "scrape up the browned bits"
	}
	d.step(7, "While the duck rests, pour all but a teaspoon of fat from the pan.%s Pour in %s%s and %s. Add the %s and simmer until they soften but hold their shape, about 2 minutes;%s season with salt and pepper.",
		soften, liquid, ifAny(" with the ", someOf(thyme), ""), reduce, cherries.name(), ifAny(" off the heat, swirl in the ", someOf(butter), " until glossy;"))
	return used
}
