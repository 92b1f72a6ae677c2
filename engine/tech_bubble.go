package engine

import "fmt"

// Bubble and squeak: the cook's leftover potatoes (or mash, or potatoes boiled for it)
// crushed in a wide pan with greens softened in butter and onion, pressed flat and fried
// without stirring until a deep brown crust forms, turned and crusted again. Leftover
// roast meat is folded through to warm; bacon or sausages fry first in the same pan;
// eggs are fried apart and laid on top.

func init() {
	ownPantryNeeds["bubble and squeak"] = []string{"cooked potato", "mashed potatoes", "potato"}
	registerOwn(&form{name: "bubble and squeak", title: "Bubble and Squeak", minMinutes: 25, saltFactor: 0.5, method: "fry",
		equipment: []string{"large nonstick skillet", "spatula", "potato masher or fork"}, write: writeBubbleAndSqueak})
}

func writeBubbleAndSqueak(d *dish) {
	spuds, meat := d.starch, d.protein
	if spuds == nil {
		return
	}
	greens := d.where(func(p *part) bool { return p.role == RoleVegetable && p != spuds })
	if len(greens) == 0 {
		return
	}
	for _, g := range greens {
		switch g.in.Name {
		case "cabbage", "kale", "napa cabbage", "red cabbage", "swiss chard":
			g.prep = "finely shredded"
		case "brussels sprouts":
			g.prep = "thinly sliced"
		case "carrot", "parsnip":
			g.prep = "coarsely grated"
		case "frozen peas":
			g.prep = ""
		}
	}
	spuds.prep = ""
	if spuds.in.Name == "potato" {
		spuds.prep = "peeled and cut into chunks"
	}
	var fried, folded, egg *part // bacon or sausages fried first; cooked meat warmed in the mix; eggs on top
	if meat != nil {
		switch {
		case meat.in.Category == "eggs":
			egg = meat
		case cookedAlready(meat.in):
			folded = meat
			meat.prep = "torn into bite-size pieces"
			if meat.in.Name == "ham" {
				meat.prep = "diced"
			}
		default:
			fried = meat
			meat.prep = ""
			if meat.in.Name == "bacon" {
				meat.prep = "cut into strips"
			}
		}
	}
	if onion := d.find("onion", "red onion", "leek"); onion != nil {
		onion.prep = "thinly sliced"
	}
	d.size(d.fat, 10)
	d.prep(0)
	if spuds.in.Name == "potato" {
		d.step(20, "Boil the %s in salted water until tender, about 15 minutes; drain well and let them steam dry in the colander.", spuds.name())
		d.equipment = append(d.equipment, "large saucepan", "colander")
	}
	fat := d.fatName()
	if fried != nil {
		m := 12
		if fried.in.Name == "bacon" {
			m = 6
		}
		d.step(m+1, "Fry the %s in the skillet over medium heat, turning now and then, until %s, about %d minutes; lift onto a plate and keep warm, leaving the fat in the pan.",
			fried.name(), doneness(fried.in), m)
	}
	aromatics := d.where(func(p *part) bool { return p.role == RoleAromatic && p.in.Name != "garlic" })
	d.step(8, "Melt half the %s in the skillet over medium heat%s, then add the %s with a pinch of salt and cook, stirring, until tender and starting to colour, about 5 minutes.",
		fat, ifAny(" and soften the ", aromatics, " for 3 minutes"), plurals(greens))
	crush := fmt.Sprintf("Add the %s%s and crush them roughly into the greens with the masher or a fork", plurals(someOf(spuds)), ifAny(" and the ", someOf(folded), ""))
	if spuds.in.Name == "mashed potatoes" {
		crush = fmt.Sprintf("Add the %s%s and turn everything through the greens", spuds.name(), ifAny(" and the ", someOf(folded), ""))
	}
	d.step(12, "%s; season well with salt and pepper. Press it flat and fry without stirring until a deep brown crust forms underneath, 8–10 minutes.", crush)
	eggs, m := "", 8
	serve := "Cut into wedges and serve hot"
	switch {
	case fried != nil:
		serve += fmt.Sprintf(", with the %s", fried.name())
	case egg != nil:
		d.size(egg, 44) // an egg each
		if friedEggRounds(egg) > 1 {
			// Eggs for a crowd fry in rounds in a big pan, not all in a small one.
			d.equipment = append(d.equipment, "second large skillet")
			text, em := fryEggsText(egg)
			m = max(m, em)
			eggs = fmt.Sprintf(" Meanwhile, heat a little %s in a second large skillet over medium heat, %s.", fat, text)
		} else {
			d.equipment = append(d.equipment, "small skillet")
			eggs = fmt.Sprintf(" Meanwhile, fry the %s in a little %s in a small skillet until the whites are set and the yolks still runny, about 3 minutes.", pluralIf(egg.name(), count(egg)), fat)
		}
		serve += ", each topped with a fried egg"
	}
	d.step(m, "Turn it over in sections with the spatula, add the rest of the %s round the edges and press flat again; fry until the second side is crusty too, 6–8 minutes, folding the crusty bits through once.%s", fat, eggs)
	d.step(1, "%s.%s", serve, d.toppingsExcept(append(greens, someOf(spuds, meat)...)...))
}
