package engine

import (
	"fmt"
	"math"
)

// Moussaka: rounds of eggplant roasted soft with oil, a thick meat sauce of mince,
// onion, tomato and a little cinnamon, and a topping that sets in the oven: a béchamel
// of butter, flour and milk with an egg beaten in, or, with no milk in the pantry,
// yogurt beaten with eggs. Layered in a deep dish, baked golden and rested so it cuts.

func init() {
	registerOwn(&form{name: "moussaka", title: "Moussaka", minSkill: 1, minMinutes: 90, saltFactor: 0.5, method: "roast", cheeseKey: true,
		equipment: []string{"2 rimmed baking sheets", "parchment paper", "large skillet", "saucepan", "whisk"}, write: writeMoussaka})
}

func writeMoussaka(d *dish) {
	meat, eggplant := d.protein, d.find("eggplant")
	tomato := d.find("canned diced tomatoes", "crushed tomatoes", "tomato sauce", "marinara sauce", "tomato")
	if meat == nil || eggplant == nil || tomato == nil {
		return
	}
	milk, yogurt, egg := d.find(custardMilks...), d.find("greek yogurt", "yogurt"), d.eggPart()
	butter, flour := d.find("butter"), d.find("all-purpose flour")
	switch {
	case milk != nil && butter != nil && flour != nil:
		d.leaveOut(yogurt) // a béchamel when the pantry has milk
		yogurt = nil
		d.size(milk, 110)
		d.size(butter, 10)
		d.size(flour, 10)
	case yogurt != nil:
		if egg == nil {
			if egg = d.add("egg", RoleBaking, 0, ""); egg != nil { // the eggs set the yogurt
				d.extras = append(d.extras, egg)
			}
		}
		if egg == nil {
			return
		}
		d.leaveOut(milk, butter, flour)
		milk, butter, flour = nil, nil, nil
		d.size(yogurt, 90)
	default:
		return
	}
	if egg != nil {
		d.size(egg, 12.5) // an egg for four sets the béchamel; two with yogurt alone
		if yogurt != nil {
			d.size(egg, 25)
		}
		if w, ok := egg.in.UnitGrams("piece"); ok && egg.grams > w*eggsPerPan {
			egg.grams = w * eggsPerPan // a bowlful beaten at once: a dozen sets a big batch's topping
		}
	}
	d.size(eggplant, 200)
	eggplant.prep = "cut into 1 cm (1/2 in) rounds"
	if tomato.in.Category == "produce" {
		tomato.prep = "chopped"
	}
	d.size(tomato, 100) // a 400 g tin for four
	d.size(d.find("tomato paste"), 8)
	d.size(d.find("red wine"), 25)
	cheeses := d.where(func(p *part) bool { return p.in.Is(RoleCheese) && p.in.Category == "dairy" })
	for _, c := range cheeses {
		c.prep = "grated"
		if c.in.Name == "feta" {
			c.prep = "crumbled"
		}
		d.size(c, 15/float64(len(cheeses)))
	}
	if d.fat != nil {
		d.fat.grams = 14 + 10*d.servings // eggplant drinks oil; a tablespoon starts the sauce
	}
	d.size(d.find("cinnamon"), 0.3)
	meat.prep = ""
	// The cook's potatoes are the bottom layer, sliced and roasted beside the eggplant,
	// as a Greek cook lays them: not diced into the meat sauce.
	if potato := d.find("potato", "new potatoes", "sweet potato"); potato != nil {
		potato.prep = "peeled and cut into 5 mm (1/4 in) slices"
	}
	d.prep(220)
	fat := d.fatName()
	potato := d.find("potato", "new potatoes", "sweet potato")
	// A baking sheet roasts about 700 g of slices in one layer.
	_, _, g := eggplant.measure()
	if potato != nil {
		_, _, pg := potato.measure()
		g += pg
	}
	sheets := max(2, int(math.Ceil(g/700)))
	lay, slicesOf := fmt.Sprintf("Lay the %s rounds on them", eggplant.name()), eggplant.name()
	if potato != nil {
		lay = fmt.Sprintf("Lay the %s rounds and the %s slices on them", eggplant.name(), potato.name())
		slicesOf = fmt.Sprintf("%s and %s slices", eggplant.name(), potato.name())
	}
	for i, e := range d.equipment {
		if e == "2 rimmed baking sheets" && sheets > 2 {
			d.equipment[i] = fmt.Sprintf("%d rimmed baking sheets", min(sheets, 4))
		}
	}
	batch := ""
	if sheets > 4 {
		batch = ", in batches if the oven will not take them all"
	}
	d.step(4, "Line %s baking sheets with parchment paper. %s, brush both sides with all but 1 tbsp of the %s and season with salt%s.", [...]string{"", "one", "two", "three", "four"}[min(sheets, 4)], lay, fat, batch)
	how := "breaking it up with a spoon"
	if meat.in.Category == "legumes" {
		how = "stirring"
	}
	soft := d.where(func(p *part) bool {
		return (p.role == RoleAromatic || p.role == RoleVegetable) && p.in.Name != "garlic" && p != tomato && p != eggplant && p != potato
	})
	garlic := d.find("garlic")
	d.step(12, "Put the %s in the oven to roast until soft and golden, turning once, 20–25 minutes. Meanwhile, heat the rest of the %s in a large skillet over medium-high heat and cook the %s, %s, until %s, about 6 minutes%s%s.",
		slicesOf, fat, meat.name(), how, doneness(meat.in), ifAny("; add the ", soft, " and cook until soft, about 5 minutes"), ifAny(", with the ", someOf(garlic), " for the last minute"))
	into := d.where(func(p *part) bool {
		return p == tomato || p.in.Name == "tomato paste" || p.in.Name == "red wine" || p.role == RoleSpice && p.in.Name != "salt" && p.in.Name != "black pepper"
	})
	d.step(15, "Stir in the %s, season with salt and pepper and simmer, uncovered and stirring now and then, until thick and no longer wet, about 15 minutes. Take the %s out of the oven and turn it down to %s.",
		plurals(into), slicesOf, temp(180))
	var top *part
	if len(cheeses) > 0 {
		top = cheeses[0]
	}
	if milk != nil {
		beat := ""
		if egg != nil {
			beat = fmt.Sprintf(" Off the heat, let it cool for a minute, then beat in the %s", pluralIf(egg.name(), count(egg)))
			if top != nil {
				beat += " and half the " + top.name()
			}
			beat += "."
		} else if top != nil {
			// Half the cheese goes into the sauce, the rest over the top.
			beat = fmt.Sprintf(" Off the heat, stir in half the %s.", top.name())
		}
		d.step(8, "Topping: melt the %s in a saucepan over medium heat, stir in the %s and cook, stirring, for 1 minute; take off the heat and whisk in the %s a little at a time until smooth. Return to the heat and simmer, whisking, until thick enough to coat a spoon well, about 5 minutes; season with salt and pepper.%s",
			butter.name(), flour.name(), milk.name(), beat)
	} else {
		d.step(2, "Topping: beat the %s with the %s%s and a pinch of salt until smooth.", yogurt.name(), pluralIf(egg.name(), count(egg)), ifAny(" and half the ", someOf(top), ""))
	}
	dishes := bakingDishFor(d.servings)
	d.equipment = append(d.equipment, dishes)
	layIn := "In the baking dish, lay "
	if n := int(math.Ceil(d.servings / 8)); d.servings > 8 {
		layIn = fmt.Sprintf("Divide everything evenly between the %d baking dishes. In each, lay ", n)
	}
	if potato != nil {
		layIn += fmt.Sprintf("the %s slices in an overlapping layer, then ", potato.name())
	}
	d.step(5, "%shalf the %s; spread over the meat sauce, cover with the rest of the %s and pour the topping over, spreading it to the edges%s.",
		layIn, eggplant.name(), eggplant.name(), ifAny("; scatter over the rest of the ", someOf(top), ""))
	d.step(40, "Bake until the topping is set and golden brown and the sauce bubbles at the edges, 35–40 minutes.")
	d.step(15, "Let it rest for 15 minutes before cutting into squares, so the layers hold.%s", d.toppingsExcept(append(cheeses, milk, yogurt, butter, flour, egg)...))
	d.mentionLeftovers()
}
