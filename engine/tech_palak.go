package engine

import (
	"fmt"
	"slices"
)

// Palak (saag): a curry whose sauce is its spinach. The onion, garlic, ginger and spices
// soften in the fat, the tomato cooks down with them, and the spinach wilts in and is
// blended to a smooth green purée; paneer or tofu, fried golden first, only warms
// through in it, while raw meat browns first and simmers until cooked. Cream goes in at
// the end; yoghurt off the heat, as it splits when boiled.

// palakGreens are the curry's greens when they are its sauce, or nil: a curry whose
// line is made of spinach (palak paneer) purées it rather than wilting it in at the end.
func (d *dish) palakGreens() []*part {
	if !d.isSig(mustLookup("spinach")) && !d.isSig(mustLookup("frozen spinach")) {
		return nil
	}
	return d.where(func(p *part) bool { return p.in.Name == "spinach" || p.in.Name == "frozen spinach" })
}

// thawSqueezed is frozen spinach made ready for a pan: thawed, then squeezed of its water.
const thawSqueezed = "thawed and squeezed dry"

func writePalak(d *dish, greens []*part) {
	d.vegs = withoutParts(d.vegs, greens)
	defer func(all []*part) { d.vegs = append(all, greens...) }(d.vegs)
	var tomatoes, rest []*part
	for _, v := range d.vegs {
		if v.in.Name == "tomato" || v.in.Name == "cherry tomato" || v.in.Name == "roma tomato" {
			tomatoes = append(tomatoes, v)
		} else {
			rest = append(rest, v)
		}
	}
	var curd, liquids []*part
	for _, l := range d.liquids {
		if splitsWhenBoiled(l.in) {
			curd = append(curd, l)
		} else if !tomatoLiquid(l.in) {
			liquids = append(liquids, l)
		} else {
			tomatoes = append(tomatoes, l)
		}
	}
	// The blended spinach is the sauce: it takes only a splash of water and a little
	// cream, or it turns thin and pale.
	for _, l := range liquids {
		switch {
		case l.in.Name == "water":
			d.size(l, 30)
		case l.grams > 30*d.servings:
			d.size(l, 30)
		}
	}
	d.equipment = append(d.equipment, "stick blender or blender")
	frozen := true
	raw := 0.0 // grams of fresh leaves to wilt
	for _, g := range greens {
		if g.in.Name == "frozen spinach" {
			g.prep = thawSqueezed // a block of ice cannot wilt: it is thawed and squeezed first
			d.size(g, 100/float64(len(greens)))
		} else {
			frozen = false
			// A palak is mostly spinach: a good 500 g bag for four wilts down to the
			// sauce; half that is a paneer curry with a little green in it.
			d.size(g, 125/float64(len(greens)))
			raw += g.grams
		}
	}
	pan := "large saucepan"
	if raw > 700 {
		// More than about 700 g of leaves will not go into a saucepan even a handful at a time.
		pan = "large pot"
		for i, e := range d.equipment {
			if e == "large saucepan or Dutch oven" {
				d.equipment[i] = "large pot (5 L / 5 qt) or Dutch oven"
			}
		}
	}
	if d.starch == nil || d.starch.in.Category == "bakery" {
		// The curry's second saucepan is for its rice: with naan or nothing beside it, none.
		d.equipment = slices.DeleteFunc(d.equipment, func(e string) bool { return e == "saucepan with lid" })
	}
	d.prep(0)
	if frozen {
		// The greens stand outside the vegetables while the sauce is written: their
		// thawing is put first among the prep by hand.
		var thaw []cutJob
		for _, g := range greens {
			thaw = append(thaw, cutJob{g, g.task(), d.taskMinutes(g)})
		}
		d.prepTasks = append(thaw, d.prepTasks...)
		d.writePrepStep()
	}
	d.cookStarch()
	fat := d.fatName()
	p := d.protein
	lead := fmt.Sprintf("Heat the %s in a %s over medium heat; ", fat, pan)
	simmer, until := 5, "everything is heated through"
	if p != nil {
		land := (p.in.Category == "meat" || p.in.Category == "poultry") && !cookedAlready(p.in)
		switch {
		case d.quick && p.in.Name == "paneer":
			// In a hurry the paneer goes into the sauce as it is, as many home cooks make
			// it: soft cubes, not fried ones, and five minutes sooner at the table.
		case p.in.Name == "paneer" || p.in.Name == "tofu" || p.in.Name == "halloumi":
			if p.grams > 500 {
				// More cubes than one layer in the pot: crowded, they steam instead of browning.
				d.step(9, "Heat half the %s in a %s over medium-high heat and fry the %s in 2 batches, turning, until golden on a few sides, 4–5 minutes a batch; lift out onto a plate.", fat, pan, p.name())
			} else {
				d.step(5, "Heat half the %s in a %s over medium-high heat and fry the %s, turning, until golden on a few sides, 4–5 minutes; lift out onto a plate.", fat, pan, p.name())
			}
			lead = fmt.Sprintf("Lower the heat to medium and add the rest of the %s; ", fat)
		case land:
			d.step(6, "Heat half the %s in a %s over medium-high heat and brown the %s, turning, about 5 minutes; lift out onto a plate.", fat, pan, p.name())
			lead = fmt.Sprintf("Lower the heat to medium and add the rest of the %s; ", fat)
			simmer, until = max(12, min(braiseMinutes(p.in), 20)), "the "+p.name()+" is "+simmerDoneness(p.in)
		case needsCooking(p.in) || hardness(p.in) >= 2:
			simmer, until = max(15, d.vegMinutesBy("simmer", []*part{p})), "the "+p.name()+" is tender" // potatoes (aloo palak) cook in the sauce
		}
	}
	if len(rest) > 0 {
		if m := d.vegMinutesBy("simmer", rest); m > simmer {
			simmer, until = m, "the "+partNames(rest)+" is tender" // potatoes (aloo palak) cook in the sauce
		}
	}
	d.aromaticStep(lead)
	if len(tomatoes) > 0 {
		d.step(5, "Add the %s and cook, stirring and mashing, until it breaks down into a thick paste and the oil glistens at the edges, about 5 minutes.", partNames(tomatoes))
	}
	if frozen {
		d.step(4, "Add the squeezed %s with a splash of water and cook, stirring, until it is hot through and any water left has cooked off, 2–3 minutes. Take the pan off the heat and blend to a smooth green purée with a stick blender (or in a blender, then back into the pan).",
			partNames(greens))
	} else {
		wilt, m := "3–4 minutes", 5
		if raw > 700 {
			wilt, m = "6–8 minutes", 8
		}
		d.step(m, "Add the %s a handful at a time with a splash of water, stirring until it has all wilted, %s. Take the pan off the heat and blend to a smooth, bright green purée with a stick blender (or in a blender, then back into the pan).",
			partNames(greens), wilt)
	}
	what := []string{}
	if p != nil {
		what = append(what, "the "+p.name())
	}
	if len(rest) > 0 {
		what = append(what, "the "+partNames(rest))
	}
	liquid := "a splash of water"
	if len(liquids) > 0 {
		liquid = "the " + partNames(liquids)
	}
	if len(what) > 0 {
		d.step(simmer, "Put the pan back on the heat, add %s with %s and simmer gently, stirring now and then, until %s, about %d minutes; loosen with a little water if it gets too thick.%s",
			listNames(what), liquid, until, simmer, d.extrasIn()) // a second protein heats in the sauce
	} else {
		d.step(simmer, "Put the pan back on the heat with %s and simmer gently for %d minutes, stirring now and then.", liquid, simmer)
	}
	d.finishCurry(curd, "the ")
}
