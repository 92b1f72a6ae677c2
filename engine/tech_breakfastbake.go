package engine

import (
	"fmt"
	"math"
)

// The American breakfast casserole and its bread cousin the strata: crumbled breakfast
// sausage (or bacon or ham) browned and drained, layered in a buttered baking dish over
// frozen shredded hash browns or cubes of day-old bread with grated cheddar, then a
// custard of eggs and milk poured over; bread soaks it up for half an hour (or
// overnight) first. Baked until puffed, golden and set in the middle, rested ten minutes
// and cut into squares. A dozen eggs and a 9 x 13 dish feed eight.

func init() {
	ownNeeds["breakfast casserole"] = [][]string{{"egg"}}
	registerOwn(&form{name: "breakfast casserole", title: "Breakfast Casserole", minMinutes: 45, simple: true, saltFactor: 0.5, method: "bake",
		equipment: []string{"large skillet", "large bowl", "whisk"}, write: writeBreakfastCasserole})
}

// breakfastDish is the baking dish a breakfast casserole of so many eggs fills to about
// 5 cm, and how long it bakes: a dozen eggs fill a 9 x 13, half a dozen an 8-inch square.
func breakfastDish(eggs int) (pan string, minutes int, how string) {
	switch {
	case eggs <= 3:
		return "1 litre (1 qt) baking dish or loaf pan", 30, "25–30 minutes"
	case eggs <= 7:
		return "20 cm (8 in) square baking dish", 40, "35–40 minutes"
	case eggs <= 13:
		return "23 x 33 cm (9 x 13 in) baking dish", 50, "45–50 minutes"
	}
	return fmt.Sprintf("%d baking dishes, 23 x 33 cm (9 x 13 in)", (eggs+11)/12), 50, "45–50 minutes"
}

func writeBreakfastCasserole(d *dish) {
	eggs, base := d.eggPart(), d.starch
	if eggs == nil || base == nil {
		return
	}
	if w, ok := eggs.in.UnitGrams("piece"); ok {
		eggs.grams = math.Round(1.5*d.servings) * w // a dozen for eight
	}
	n := count(eggs)
	bread := base.in.Category != "frozen" && base.in.Name != "potato"
	d.size(base, 90)
	base.prep = ""
	if bread {
		d.size(base, 55) // about two slices a plate, cubed
		base.prep = "cut into 2.5 cm (1 in) cubes"
	}
	milk := d.find("milk", "heavy cream", "oat milk", "soy milk", "almond milk", "evaporated milk")
	if milk != nil {
		milk.grams = float64(n) * 20 // about 1 1/2 tbsp a egg: more and it weeps
		if bread {
			milk.grams = float64(n) * 40 // the bread drinks it
		}
	}
	cheese := d.cheeses()
	for _, c := range cheese {
		d.size(c, 28/float64(len(cheese)))
		c.prep = "grated"
	}
	meat := d.where(func(p *part) bool {
		return p != eggs && (p.in.Category == "meat" || p.in.Category == "poultry")
	})
	for _, m := range meat {
		d.size(m, 55/float64(len(meat)))
		switch m.in.Name {
		case "ham":
			m.prep = "diced"
		case "bacon", "pancetta":
			m.prep = "cut into 1 cm (1/2 in) strips"
		default:
			m.prep = ""
		}
	}
	vegs := d.where(func(p *part) bool {
		return p.role == RoleVegetable || p.role == RoleAromatic && p.in.Name != "garlic"
	})
	for _, v := range vegs {
		if v.in.Name == "spinach" || v.in.Name == "scallion" {
			continue
		}
		v.prep = "diced"
	}
	mustard := d.find("dijon mustard", "yellow mustard", "hot sauce")
	d.size(mustard, 1.5)
	tops := d.where(func(p *part) bool { return p.role == RoleHerb || p.in.Name == "chives" || p.in.Name == "scallion" })
	for _, t := range tops {
		t.prep = "thinly sliced"
		d.size(t, 2)
	}
	d.size(d.fat, 2) // only to butter the dish
	pan, bake, how := breakfastDish(n)
	d.equipment = append(d.equipment, pan)
	d.prep(175)
	d.steps[d.prepStep].Text += fmt.Sprintf(" Butter the %s.", pan)
	fried := append(append([]*part{}, meat...), withoutParts(vegs, tops)...)
	soft := withoutParts(vegs, tops)
	switch {
	case len(meat) > 0:
		how := "(squeezed from the casings if in links) in a large skillet over medium-high heat, breaking it into small crumbles with a spoon, until browned and cooked through, 6–8 minutes"
		if meat[0].in.Name == "bacon" || meat[0].in.Name == "ham" || meat[0].in.Name == "pancetta" {
			how = "in a large skillet over medium heat, stirring now and then, until " + map[bool]string{true: "crisp", false: "browned at the edges"}[meat[0].in.Name != "ham"] + ", 6–8 minutes"
		}
		m, then := 9, ""
		if len(soft) > 0 {
			m += 5
			then = fmt.Sprintf(" Spoon off all but a spoonful of the fat, add the %s and cook until soft, 4–5 minutes.", plurals(soft))
		}
		d.step(m, "Cook the %s %s; lift onto kitchen paper with a slotted spoon.%s", plurals(meat), how, then)
	case len(fried) > 0:
		d.step(6, "Melt a knob of the butter in a large skillet over medium heat and cook the %s until soft, about 5 minutes.", plurals(fried))
	}
	if bread {
		d.step(3, "Spread the %s in the dish and scatter the %s%s over it.", base.name(), orNames(fried, "filling"), ifAny(" and half the ", cheese, ""))
	} else {
		d.step(3, "Spread the %s in the dish straight from the freezer, breaking up any clumps, and season with salt and pepper; scatter the %s%s over them.",
			base.name(), orNames(fried, "filling"), ifAny(" and half the ", cheese, ""))
	}
	into := someOf(milk, mustard)
	d.step(3, "Whisk the %s in a large bowl with %sa good pinch of salt and pepper until smooth, and pour evenly over the dish; press down any pieces that float.%s",
		pluralIf(eggs.name(), n), ifAny("the ", into, ", "), ifAny(" Scatter the rest of the ", cheese, " on top."))
	if bread {
		soak := 30
		if d.quick {
			soak = 10
		}
		d.step(soak, "Leave the bread to soak up the custard for %d minutes (or cover and chill overnight, and bake it straight from the fridge for 10 minutes more).", soak)
	}
	d.step(bake, "Bake uncovered until puffed, golden and set in the middle (a knife pushed into the centre comes out clean, 71°C / 160°F), %s; cover loosely with foil if the top browns too fast.", how)
	cut := fmt.Sprintf("cut into %d squares", d.req.Servings)
	if d.req.Servings <= 2 {
		cut = "spoon onto plates"
	}
	d.step(10, "Rest 10 minutes so it firms up, then %s%s.", cut, ifAny(" and scatter over the ", tops, ""))
	d.mentionLeftovers()
}
