package engine

import (
	"fmt"
	"strings"
)

// Katsu curry: chicken breast or pork beaten thin, dipped in flour, beaten egg and panko
// and shallow-fried golden, sliced and laid over rice beside a smooth Japanese curry
// sauce. The sauce is onion and carrot (potato when the cook has it) softened and
// simmered tender in water; a block of Japanese curry roux goes in at the end, off the
// heat, and thickens it in 5 minutes. Without a roux it is made the home way, curry
// powder and flour cooked in the pan's fat, stock whisked in, soy and a little sweetness.

func init() {
	ownNeeds["katsu curry"] = [][]string{{"panko", "breadcrumbs"}, {"japanese curry roux", "curry powder"}}
	ownPantryNeeds["katsu curry"] = []string{"panko", "breadcrumbs"}
	registerOwn(&form{name: "katsu curry", title: "Katsu Curry", minSkill: 1, minMinutes: 35, saltFactor: 0.4, method: "fry",
		equipment: []string{"saucepan with lid", "large saucepan", "large skillet", "shallow dishes", "meat mallet or rolling pin", "paper towels"}, write: writeKatsuCurry})
}

func writeKatsuCurry(d *dish) {
	p, rice := d.protein, d.starch
	crumbs := d.find("panko", "breadcrumbs")
	roux, powder := d.find("japanese curry roux"), d.find("curry powder")
	if rice == nil && p != nil && crumbs != nil {
		// The plate is cutlet, curry and rice: a pantry without rice buys it.
		if rice = d.add("white rice", RoleStarch, 75, ""); rice != nil {
			d.starch = rice
		}
	}
	if p == nil || rice == nil || crumbs == nil || roux == nil && powder == nil {
		return
	}
	if roux != nil && powder != nil {
		d.leaveOut(powder) // the roux is the sauce's seasoning: no powder beside it
		powder = nil
	}
	egg, flour, ok := d.breading(p, crumbs)
	if !ok {
		return
	}
	var onion, carrot, potato *part
	for _, v := range d.vegs {
		switch v.in.Name {
		case "onion", "red onion":
			if onion == nil {
				onion, v.prep = v, "halved and thinly sliced"
				d.size(v, 40)
			}
		case "carrot":
			carrot, v.prep = v, "diced small"
			d.size(v, 30)
		case "potato":
			potato, v.prep = v, "peeled and diced small"
			d.size(v, 50)
		}
	}
	// The sauce is built on onion and carrot: bought when the pantry has none.
	if onion == nil {
		if onion = d.add("onion", RoleVegetable, 0, "halved and thinly sliced"); onion != nil {
			d.vegs = append(d.vegs, onion)
			d.size(onion, 40)
		}
	}
	if carrot == nil && potato == nil {
		if carrot = d.add("carrot", RoleVegetable, 0, "diced small"); carrot != nil {
			d.vegs = append(d.vegs, carrot)
			d.size(carrot, 30)
		}
	}
	veg := append(someOf(onion), someOf(carrot, potato)...)
	var sweet, soy, liquid *part
	if roux != nil {
		d.size(roux, 25) // a 220 g box makes sauce for 8 to 10
		roux.prep = "broken into pieces"
		if liquid = d.add("water", RoleLiquid, 0, ""); liquid != nil {
			d.liquids = append(d.liquids, liquid)
		}
		d.size(liquid, 170)
	} else {
		d.size(powder, 3)
		powder.prep = ""
		d.size(flour, 12) // the dredge and the sauce's roux
		if liquid = d.find("chicken broth", "vegetable broth", "dashi"); liquid == nil {
			if liquid = d.add("chicken broth", RoleLiquid, 0, ""); liquid != nil {
				d.liquids = append(d.liquids, liquid)
			}
		}
		d.size(liquid, 150)
		if soy = d.find("soy sauce", "tamari"); soy == nil {
			if soy = d.add("soy sauce", RoleSauce, 0, ""); soy != nil {
				d.sauces = append(d.sauces, soy)
			}
		}
		d.size(soy, 6)
		if sweet = d.find("honey", "ketchup", "sugar", "brown sugar", "mirin"); sweet == nil {
			if sweet = d.add("honey", RoleSweetener, 0, ""); sweet != nil {
				d.extras = append(d.extras, sweet)
			}
		}
		d.size(sweet, 5)
	}
	if liquid != nil {
		liquid.prep = ""
	}
	garlic, ginger := d.find("garlic"), d.find("ginger")
	d.shallowFryOil()
	d.drop("black pepper")
	d.size(d.find("salt"), 0.5) // a pinch on each cutlet: the roux, or the stock and soy, salt the sauce
	d.prep(0)                   // starts the rice
	cutlets := d.req.Servings
	name := pluralIf(p.name(), cutlets)
	pan := "large saucepan"
	sauceStart := fmt.Sprintf("Heat 1 tbsp of the %s in the %s over medium heat and cook the %s, stirring now and then, until soft and starting to colour, 8 minutes", d.fatName(), pan, orNames(veg, "onion"))
	if a := someOf(garlic, ginger); len(a) > 0 {
		sauceStart += fmt.Sprintf("; stir in the %s for the last minute", partNames(a))
	}
	simmer := 15
	if roux != nil {
		d.step(9, "%s.", sauceStart)
		d.step(2, "Pour in the %s, bring to a boil, then cover and simmer gently until the vegetables are tender, %d minutes.", orName(liquid, "water"), simmer)
	} else {
		d.step(9, "%s. Stir in the %s and 2 tbsp of the %s and cook, stirring, for 1 minute.", sauceStart, powder.name(), flour.name())
		d.step(3, "Whisk in the %s a little at a time so it stays smooth%s, bring to a boil, then simmer gently, stirring now and then, until the vegetables are tender and the sauce coats a spoon, %d minutes. Blend it smooth with a stick blender if you like.",
			orName(liquid, "water"), ifAny(", add the ", someOf(soy, sweet), ""), simmer)
	}
	d.step(10, "While it simmers, %s.", d.dredgeText(p, egg, flour, crumbs, name))
	if roux != nil {
		// The roux thickens the sauce in the 5 minutes the first cutlets fry.
		d.step(2, "Take the sauce off the heat, drop in the %s and stir until it melts, then return it to the lowest heat to simmer gently, stirring now and then, until thick and glossy, 5 minutes, while the cutlets fry; loosen with a splash of water if it is too thick.", roux.name())
	}
	d.fryCutlets(p, name, cutlets)
	d.step(2, "Slice each cutlet into 2 cm (3/4 in) strips. Spoon the %s to one side of each plate, lay a sliced cutlet beside it and pour the curry sauce over half of it, leaving the rest of the crust crisp.%s",
		rice.name(), d.toppingsExcept(p, rice, crumbs, roux, powder, egg, flour, liquid, soy, sweet, garlic, ginger, onion, carrot, potato))
	d.mentionLeftovers()
}

// breading readies a cutlet's coat: the cutlet a plate, one egg for two, the crumbs and
// the flour to dip it in (bought when the pantry lacks them). ok is false when the egg
// or flour cannot be had.
func (d *dish) breading(p, crumbs *part) (egg, flour *part, ok bool) {
	d.size(p, 150)
	p.prep = "" // beaten thin as it is breaded
	if egg = d.eggPart(); egg == nil {
		if egg = d.add("egg", RoleBaking, 0, ""); egg == nil {
			return nil, nil, false
		}
		d.extras = append(d.extras, egg)
	}
	d.size(egg, 25) // one egg coats two cutlets
	egg.prep = ""
	d.size(crumbs, 20)
	crumbs.prep = ""
	if flour = d.find("all-purpose flour", "self-rising flour"); flour == nil {
		if flour = d.add("all-purpose flour", RoleBaking, 0, ""); flour == nil {
			return nil, nil, false
		}
		d.extras = append(d.extras, flour)
	}
	d.size(flour, 8)
	flour.prep = ""
	return egg, flour, true
}

// dredgeText beats the cutlets thin and coats them: flour, egg, crumbs.
func (d *dish) dredgeText(p, egg, flour, crumbs *part, name string) string {
	snip := ""
	if p.in.Category != "poultry" {
		snip = ", snipping the fat edge every 2 cm (3/4 in) so they lie flat"
	}
	return fmt.Sprintf("beat the %s between two sheets of baking paper to an even 1.5 cm (5/8 in)%s. Set out three shallow dishes and dip each in the %s seasoned with salt, then the beaten %s, then the %s, pressing the crumbs on so it is coated all over",
		name, snip, flour.name(), pluralIf(egg.name(), count(egg)), crumbs.name())
}

// shallowFryOil is the frying fat of cutlets: a 1 cm depth in the pan, of which the
// food soaks up a little.
func (d *dish) shallowFryOil() {
	d.fryOilGrams(d.fat, 0.5)
	if d.fat != nil {
		d.fat.prep = strings.Replace(d.fat.prep, "deep-frying", "shallow-frying", 1)
	}
}

// fryCutlets shallow-fries breaded cutlets golden, two at a time in a large skillet.
func (d *dish) fryCutlets(p *part, name string, cutlets int) {
	rounds := batches(cutlets, 2)
	batch := ""
	if rounds > 1 {
		batch = ", 2 at a time,"
	}
	d.step(4+4*rounds, "Heat a 1 cm (1/2 in) depth of the %s in a large skillet over medium-high heat until a crumb sizzles at once (170°C / 340°F). Fry the %s%s until deep golden and %s, 3–4 minutes a side; drain on paper towels and rest 2 minutes.",
		d.fatName(), name, batch, doneness(p.in))
}
