package engine

import "fmt"

// Gigantes plaki: big white beans baked in a thick tomato sauce. Onion and garlic
// softened slowly in plenty of olive oil, tomato and a little paste cooked down with
// oregano and dill, the beans folded through with a splash of water and baked uncovered
// until the sauce is jammy and the top catches at the edges; feta over, if the cook has
// it, and bread to mop.

func init() {
	ownNeeds["gigantes"] = [][]string{{"lima beans"}}
	ownPantryNeeds["gigantes"] = []string{"lima beans"}
	registerOwn(&form{name: "gigantes", title: "Gigantes Plaki", minMinutes: 50, simple: true, saltFactor: 0.5, method: "bake",
		equipment: []string{"large skillet or saucepan"}, write: writeGigantes})
}

func writeGigantes(d *dish) {
	beans := d.find("lima beans")
	if beans == nil {
		return
	}
	d.size(beans, 180)
	beans.prep = "drained and rinsed"
	tomatoes := d.where(func(p *part) bool {
		n := p.in.Name
		return n == "tomato" || n == "canned diced tomatoes" || n == "crushed tomatoes" || n == "cherry tomato" || n == "tomato sauce"
	})
	for _, t := range tomatoes {
		d.size(t, 150/float64(len(tomatoes)))
		if t.in.Name == "tomato" {
			t.prep = "grated on a box grater, skins discarded"
		}
	}
	if len(tomatoes) == 0 {
		if t := d.add("canned diced tomatoes", RoleVegetable, 150, ""); t != nil {
			d.vegs = append(d.vegs, t)
			tomatoes = append(tomatoes, t)
		}
	}
	onion := d.find("onion", "red onion")
	if onion != nil {
		d.size(onion, 50)
		onion.prep = "finely chopped"
	}
	garlic := d.find("garlic")
	d.size(garlic, 3)
	paste := d.find("tomato paste")
	d.size(paste, 8)
	herbs := d.where(func(p *part) bool { return p.in.Name == "dill" || p.in.Name == "parsley" })
	for _, h := range herbs {
		h.prep = "chopped"
		d.size(h, 3)
	}
	oregano := d.find("dried oregano", "oregano")
	d.size(oregano, 0.5)
	feta := d.find("feta")
	if feta != nil {
		d.size(feta, 30)
		feta.prep = "crumbled"
	}
	bread := d.starch
	if d.fat != nil {
		d.size(d.fat, 15) // a Greek cook is generous: the oil is the sauce's body
	}
	d.size(d.find("salt"), 0.8)
	dish := bakingDishFor(d.servings)
	d.equipment = append(d.equipment, dish)
	d.prep(180)
	// Dried butter beans simmer only until nearly tender while the sauce is made: they
	// finish in the oven, drinking the sauce, as a Greek cook bakes them.
	dried := len(d.driedParts()) > 0
	beanWait := -1
	if dried {
		d.step(5, "Drain and rinse the soaked %s, put them in a large pan, cover with 5 cm (2 in) of fresh water, bring to the boil and skim; then simmer, partly covered, until nearly tender but still a little firm in the middle, about 45 minutes: they finish cooking in the oven.", beans.name())
		beanWait = len(d.steps) - 1
	}
	d.step(10, "Heat most of the %s in the large skillet over medium-low heat and cook the %s gently until soft and sweet, 8 minutes%s.",
		d.fatName(), orNames(someOf(onion), "onion"), ifAny(", adding the ", someOf(garlic), " for the last minute"))
	d.step(10, "Add the %s%s%s, season with salt and pepper and simmer, stirring now and then, until thick, 8–10 minutes.",
		partNames(tomatoes), ifAny(", the ", someOf(paste), ""), ifAny(" and the ", someOf(oregano), ""))
	water := "water"
	if dried {
		water = "their cooking water"
		d.step(3, "Drain the %s, keeping a cupful of their cooking water.", beans.name())
		d.waits = append(d.waits, wait{after: beanWait, minutes: 45, until: len(d.steps) - 1, what: beans.name()})
	}
	d.step(3, "Stir in the %s%s and %.0f ml of %s, then tip into the %s and drizzle over the rest of the oil.",
		beans.name(), ifAny(" and most of the ", herbs, ""), 40*d.servings, water, dish)
	rest := 10
	if dried {
		d.step(50, "Bake uncovered until the beans are tender right through and the sauce is thick and jammy, 45–50 minutes; add a splash of the bean water if it dries before then.")
		rest = 5
	} else {
		d.step(40, "Bake uncovered until the sauce is thick and jammy and the beans are catching at the edges, 35–40 minutes; add a splash of water if it dries before then.")
	}
	serve := fmt.Sprintf("Rest %d minutes: gigantes are best warm, not hot", rest)
	switch {
	case feta != nil && len(herbs) > 0:
		serve += fmt.Sprintf(". Scatter with the %s and the last of the %s", feta.name(), partNames(herbs))
	case feta != nil:
		serve += fmt.Sprintf(". Scatter with the %s", feta.name())
	case len(herbs) > 0:
		serve += ". Scatter with the last of the " + partNames(herbs)
	}
	if bread != nil {
		serve += fmt.Sprintf(", and serve with the %s to mop up the sauce", bread.name())
	}
	d.step(rest, "%s.%s", serve, d.toppingsExcept(append(append(append([]*part{}, tomatoes...), herbs...), beans, onion, garlic, paste, oregano, feta, bread)...))
	d.mentionLeftovers()
}
