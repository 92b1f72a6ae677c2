package engine

import (
	"fmt"
	"math"
	"slices"
)

// Sausages and mash: potatoes boiled and mashed with the cook's butter and milk (and
// mustard), the sausages fried whole while they boil, and the cabbage or onion softened
// in the sausage pan. What a pantry of sausages, potatoes and a cabbage is for.

func init() {
	ownNeeds["mash"] = [][]string{{"potato"}}
	registerOwn(&form{name: "mash", title: "and Mash", minMinutes: 30, saltFactor: 0.5, method: "sear",
		equipment: []string{"large saucepan", "colander", "potato masher", "large skillet"}, write: writeMash})
}

func writeMash(d *dish) {
	meat, spuds := d.protein, d.starch
	if meat == nil || spuds == nil {
		return
	}
	meat.prep = ""
	spuds.prep = "peeled and cut into chunks"
	greens := d.where(func(p *part) bool { return p.in.Name == "cabbage" || p.in.Name == "kale" })
	for _, g := range greens {
		g.prep = "shredded"
	}
	onion := d.find("onion", "red onion")
	if onion != nil {
		onion.prep = "thinly sliced"
	}
	butter, milk := d.find("butter"), d.find("milk", "heavy cream")
	mustard := d.find("dijon mustard", "yellow mustard", "english mustard")
	d.size(butter, 15)
	d.size(milk, 40)
	d.size(mustard, 5)
	d.prep(0)
	d.step(4, "Put the %s in a large saucepan of cold salted water, bring to a boil and simmer until a knife slides through, about 18 minutes once boiling.", spuds.name())
	d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: 20, until: -1, what: spuds.name()})
	// A skillet holds sausages for four in one layer; two pans for eight; past that the
	// oven roasts them all at once (16 servings were 2.25 kg fried in one 30 cm pan).
	pan, bits := "In the same pan, cook", ", scraping up the sausage's brown bits,"
	switch sheets := int(math.Ceil(d.servings / 6)); {
	case d.servings > 8:
		d.prepOven = 200
		d.writePrepStep()
		d.equipment = append(slices.DeleteFunc(d.equipment, func(e string) bool { return e == "large skillet" }), fmt.Sprintf("%d rimmed baking sheets", sheets), "large wide pot")
		d.step(28, "Meanwhile, spread the %s on %d baking sheets, roll them in a little of the %s and roast, turning once, until browned all over and cooked through (71°C / 160°F inside), 25–28 minutes; keep warm.", meat.name(), sheets, d.fatName())
		pan, bits = "In a large wide pot, cook", ""
	case d.servings > 4:
		d.step(14, "Meanwhile, heat a little of the %s in two large skillets (or one, in two batches) over medium heat and fry the %s whole, turning often, until browned all over and cooked through (71°C / 160°F inside), 12–14 minutes; move to a plate and keep warm.", d.fatName(), meat.name())
	default:
		d.step(14, "Meanwhile, heat a little of the %s in a large skillet over medium heat and fry the %s whole, turning often, until browned all over and cooked through (71°C / 160°F inside), 12–14 minutes; move to a plate and keep warm.", d.fatName(), meat.name())
	}
	soft := append(someOf(onion), greens...)
	gravy := d.find("gravy granules")
	if gravy != nil && onion != nil {
		// Onion gravy: the onions cooked slowly in the sausage pan until soft and brown,
		// then the granules whisked in with boiling water from the kettle.
		d.size(gravy, 6)
		d.size(onion, 55)
		water := math.Round(d.servings*80/10) * 10
		fat := "the rest of the " + d.fatName()
		if butter != nil && butter != d.fat {
			fat = "a little of the " + butter.name()
		}
		if peas := d.find("frozen peas"); peas != nil {
			d.size(peas, 60)
			greens = append(greens, peas)
		}
		soft = greens
		// The greens boil in their own pan while the onions soften: no minutes of their own.
		alongside := ""
		if len(greens) > 0 {
			alongside = fmt.Sprintf(" While they soften, boil the %s in a saucepan of salted water until just tender, 3–5 minutes, and drain.", partNames(greens))
		}
		d.step(12, "Onion gravy: %s the %s in %s over medium-low heat with a pinch of salt, stirring now and then, until soft, sweet and deep golden, 10–12 minutes.%s Pour in about %.0f ml of boiling water from the kettle and stir in the %s%s and let it bubble, stirring, until it thickens, 1–2 minutes; keep it warm over the lowest heat (a splash more water if it gets too thick).",
			lowerFirst(pan), onion.name(), fat, alongside, water, gravy.name(), bits)
		d.equipment = append(d.equipment, "kettle")
	} else if len(soft) > 0 {
		fat := "the rest of the " + d.fatName()
		if butter != nil && butter != d.fat {
			fat = "a little of the " + butter.name()
		}
		d.step(8, "%s the %s with %s and a splash of water, stirring, until soft and sweet, 6–8 minutes; season with salt and pepper.", pan, partNames(soft), fat)
	}
	with := append(someOf(milk), someOf(mustard)...)
	mashWith := "a good pinch of salt and pepper"
	if len(with) > 0 {
		mashWith = "the " + partNames(with) + " and " + mashWith
	}
	if butter != nil {
		mashWith = "the rest of the " + butter.name() + ", " + mashWith
	}
	d.step(3, "Drain the %s well, let it steam dry for a minute, then mash with %s until smooth.", spuds.name(), mashWith)
	if gravy != nil && onion != nil {
		beside := ""
		if len(soft) > 0 {
			beside = fmt.Sprintf(" with the %s beside them", partNames(soft))
		}
		d.step(1, "Spoon the mash onto plates, lay the %s on top%s and pour the onion gravy over the sausages.%s", meat.name(), beside, d.toppingsExcept(append(append(soft, with...), onion, gravy)...))
		return
	}
	d.step(1, "%s", fmt.Sprintf("Spoon the mash onto plates, lay the %s on top and pile the %s beside them.%s", meat.name(), orNames(soft, "greens"), d.toppingsExcept(append(soft, with...)...)))
}
