package engine

import "fmt"

// Gammon steak, British café style: the rind snipped so the steak lies flat, fried in a
// little oil until the fat is golden and the meat cooked through, with a ring of
// pineapple caramelised in the same pan or an egg fried beside it, and oven chips.

func init() {
	registerOwn(&form{name: "gammon", title: "Gammon Steak", minMinutes: 20, saltFactor: 0.2, fatFactor: 1,
		method: "sear", equipment: []string{"large skillet", "kitchen scissors", "rimmed baking sheet", "spatula"}, write: writeGammon})
}

func writeGammon(d *dish) {
	steak := d.protein
	if steak == nil {
		return
	}
	steak.prep = "rind snipped every 2 cm (3/4 in)"
	pineapple := d.find("pineapple", "canned pineapple")
	d.size(pineapple, 80) // a ring or two a plate
	switch {
	case pineapple == nil:
	case pineapple.in.Name == "pineapple":
		pineapple.prep = "peeled, cored and cut into rings"
	default:
		pineapple.prep = "drained and patted dry" // tinned rings: nothing to peel or core
	}
	eggs := d.find("egg")
	if eggs != nil {
		w, _ := eggs.in.UnitGrams("piece")
		eggs.grams = w * d.servings
		eggs.prep = ""
	}
	peas := d.find("frozen peas")
	d.size(peas, 70)
	chips := d.starch
	if chips != nil {
		chips.prep = "cut into 1 cm (1/2 in) chips"
	}
	fat := d.fatName()
	if chips != nil {
		d.prep(220)
		// The steaks go in the pan for the chips' last 20 minutes, so both are hot at once.
		d.step(15, "Toss the chips with 1 tbsp of the %s and a pinch of salt, spread them in one layer on the baking sheet and bake, turning once, until golden and crisp, 30–35 minutes; start the gammon after 15 minutes.", fat)
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: 20, until: -1, what: "chips"})
	} else {
		d.dropParts("salt") // cured: the gammon salts the plate
		d.prep(0)
	}
	// A large skillet holds four steaks, and four eggs after them: more go in batches.
	b := d.panBatches()
	fry, keep := "fry it 4–5 minutes a side", "keep warm on a plate"
	if b > 1 {
		fry, keep = fmt.Sprintf("fry the steaks in %d batches, 4–5 minutes a side", b), "keep each batch warm on a plate in a low oven"
	}
	d.step(10*b, "Season the %s with black pepper only (it is salty already). Heat a little of the %s in a large skillet over medium-high heat and %s, until the fat is golden and the meat is %s; %s.",
		steak.name(), fat, fry, doneness(steak.in), keep)
	if pineapple != nil {
		d.step(3, "Fry the %s in the same pan until caramelised at the edges, about 1 minute a side; lay them on the gammon.", pineapple.name())
	}
	if eggs != nil {
		if b > 1 {
			d.step(4*b, "Add a little more %s to the pan over medium heat, crack in the eggs four at a time and fry until the whites are set and the yolks still runny, 3–4 minutes a batch.", fat)
		} else {
			d.step(4, "Add a little more %s to the pan over medium heat, crack in the eggs and fry until the whites are set and the yolks still runny, 3–4 minutes.", fat)
		}
	}
	if peas != nil {
		last := &d.steps[len(d.steps)-1]
		last.Text += fmt.Sprintf(" Meanwhile, simmer the %s in salted water for 3 minutes and drain.", peas.name())
	}
	on := ""
	switch {
	case eggs != nil && pineapple != nil:
		on = " topped with the pineapple and an egg"
	case eggs != nil:
		on = " with an egg on top"
	case pineapple != nil:
		on = " topped with the pineapple"
	}
	beside := ""
	if chips != nil {
		beside = " with the chips" + ifAny(" and the ", someOf(peas), "") + " beside it"
	} else if peas != nil {
		beside = " with the " + peas.name() + " beside it"
	}
	d.step(1, "Serve each steak%s%s.%s", on, beside, d.toppingsExcept(optionalList(pineapple, eggs, peas, chips)...))
}
