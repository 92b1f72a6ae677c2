package engine

import "fmt"

// Kedgeree: smoked haddock poached in water that then cooks the rice, an onion softened
// in butter with curry powder, the rice cooked in the fish's water, the fish flaked and
// forked through with parsley and lemon, and eggs boiled to a just-set yolk quartered on
// top. Hot-smoked mackerel and smoked salmon are already cooked: they are only flaked
// in at the end. With cooked rice it is a 20-minute dish: the rice is only warmed
// through in the curried butter.

func init() {
	registerOwn(&form{name: "kedgeree", title: "Kedgeree", minMinutes: 20, saltFactor: 0.2, method: "simmer", starchInPot: true, ownsEggs: true,
		equipment: []string{"wide shallow pan with lid", "heavy saucepan with lid", "small saucepan", "slotted spoon"}, write: writeKedgeree})
}

func writeKedgeree(d *dish) {
	fish, rice := d.protein, d.starch
	if fish == nil || rice == nil {
		return
	}
	cooked := rice.in.Name == "cooked rice"
	poach := !cookedAlready(fish.in)
	egg := d.eggPart()
	if egg == nil {
		if egg = d.add("egg", RoleProtein, 0, ""); egg != nil { // kedgeree is crowned with eggs
			d.extras = append(d.extras, egg)
		}
	}
	if egg != nil {
		if w, ok := egg.in.UnitGrams("piece"); ok {
			d.size(egg, w*min(d.servings, eggsPerPan)/d.servings) // an egg a person, a panful at most: quartered, they go round
		}
		egg.prep = ""
	}
	if poach {
		d.size(fish, 125)
		fish.prep = ""
	} else {
		d.size(fish, 75) // hot-smoked fish is rich: a fillet feeds two
		fish.prep = ""
	}
	d.size(rice, 75)
	rice.prep = ""
	if cooked {
		d.size(rice, 180)
	}
	if d.fat != nil {
		d.size(d.fat, 10) // half softens the onion, half is forked through the rice
	}
	onion := d.find("onion", "shallot", "scallion")
	if onion != nil {
		d.size(onion, 28)
		onion.prep = "finely chopped"
		if onion.in.Name == "scallion" {
			d.size(onion, 10)
			onion.prep = "thinly sliced"
		}
	}
	spices := d.where(func(p *part) bool {
		return p.role == RoleSpice && p.in.Name != "salt" && p.in.Name != "black pepper" && p.in.Name != "bay leaf"
	})
	for _, s := range spices {
		s.prep = ""
		switch s.in.Name {
		case "curry powder", "garam masala":
			d.size(s, 1.5) // a tablespoon for four
		default:
			d.size(s, 0.3)
		}
	}
	bay := d.find("bay leaf")
	peas := d.find("frozen peas", "peas")
	if peas != nil {
		d.size(peas, 30)
		peas.prep = ""
	}
	lemon := d.find("lemon")
	if lemon != nil {
		d.size(lemon, 25)
		lemon.prep = "cut into wedges"
	}
	cream := d.find("heavy cream", "creme fraiche", "sour cream")
	if cream != nil {
		d.size(cream, 15)
	}
	for _, h := range d.herbs {
		d.size(h, 4)
		h.prep = "chopped"
	}
	water := 0.0
	switch {
	case !cooked:
		water = rice.grams * 1.7 // the rice drinks the fish's water, by absorption
	case poach:
		water = 100 * d.servings // just enough to cover the fish
	}
	if water > 0 {
		if w := d.add("water", RoleLiquid, water/d.servings, ""); w != nil {
			d.liquids = append(d.liquids, w)
		}
	}
	d.prep(0)
	fat := d.fatName()
	spice := ""
	if len(spices) > 0 {
		spice = fmt.Sprintf(". Stir in the %s and cook for 1 minute", plurals(spices))
	}
	soften := fmt.Sprintf("melt half the %s in a heavy saucepan over medium heat%s", fat, spice)
	if onion != nil {
		soft := "until soft and golden, about 8 minutes"
		if onion.in.Name == "scallion" {
			soft = "until soft, about 2 minutes"
		}
		soften = fmt.Sprintf("melt half the %s in a heavy saucepan over medium heat and cook the %s, stirring now and then, %s%s", fat, onion.name(), soft, spice)
	}
	if poach {
		keep := "; keep the water: it cooks the rice"
		if cooked {
			keep = ""
		}
		d.step(8, "Lay the %s skin side up in a wide shallow pan, pour over %s%s, bring just to a simmer, cover and poach gently until the flesh is opaque and flakes (63°C / 145°F), 5–6 minutes. Lift it onto a plate with a slotted spoon%s. Meanwhile, %s.",
			fish.name(), cupsOfWater(water), ifAny(" and tuck in the ", someOf(bay), ""), keep, soften)
	} else {
		d.step(8, "%s.", upperFirst(soften))
		if onion != nil && onion.in.Name == "scallion" {
			d.steps[len(d.steps)-1].Minutes = 3
		}
	}
	eggs := ""
	if egg != nil {
		eggs = fmt.Sprintf(" Meanwhile, lower the %s into a small pan of boiling water and cook for 7 minutes, until the yolks are just set; cool them in cold water, peel and quarter.", pluralIf(egg.name(), count(egg)))
	}
	flake := fmt.Sprintf(" Pull the skin off the %s and break it into large flakes, feeling for bones.", fish.name())
	if cooked {
		d.step(6, "Add the %s and stir over medium heat until every grain is yellow and piping hot, 4–5 minutes, breaking up any clumps.%s%s", rice.name(), eggs, flake)
	} else {
		liquid := "the fish's water (made up with water if it has boiled down)"
		if !poach {
			liquid = cupsOfWater(water)
		}
		d.step(2, "Add the %s and stir until every grain is coated. Pour in %s%s, bring to the boil, stir once, cover tightly and cook on the lowest heat for 12 minutes.",
			rice.name(), liquid, ifAny(" with the ", someOf(bay), ""))
		d.step(15, "Take the pan off the heat and leave it covered for 5 minutes, so the rice finishes in its steam.%s%s", eggs, flake)
	}
	fold := append([]*part{fish}, d.herbs...)
	if peas != nil {
		fold = append([]*part{peas}, fold...)
	}
	if cream != nil {
		fold = append(fold, cream)
	}
	d.step(3, "Fork the %s and the rest of the %s gently through the rice, keeping some of the herbs for the top; cover and warm through over low heat, 2–3 minutes%s. Season with black pepper and taste before adding salt: smoked fish is salty.",
		plurals(fold), fat, ifAny("; take out the ", someOf(bay), ""))
	top := "with the rest of the herbs scattered over"
	if egg != nil {
		top = "with the eggs on top and the rest of the herbs scattered over"
	}
	d.step(1, "Pile onto warm plates %s%s.%s", top,
		ifAny(", with the ", someOf(lemon), " for squeezing"), d.toppingsExcept(append(append(fold, egg, lemon, onion, bay, rice), spices...)...))
	d.mentionLeftovers()
}
