package engine

import (
	"fmt"
	"strings"
)

// Sundubu-jjigae: a quick Korean stew of soft tofu. Gochugaru and garlic are stirred
// into warm oil until it turns red (a chili oil made in the pot), thin pork and onion
// fried in it, kimchi too when the cook has it, then stock or water goes in with soy or
// fish sauce; clams or prawns cook in the broth until they open or turn pink, the soft
// tofu is spooned in in big curds, and an egg is cracked into the bubbling stew at the
// end. Served in the pot, with rice.

func init() {
	ownNeeds["sundubu"] = [][]string{{"silken tofu"}}
	registerOwn(&form{name: "sundubu", title: "Sundubu-Jjigae", minMinutes: 20, simple: true, vegGrams: 50, saltFactor: -1, method: "simmer", ownsEggs: true,
		equipment: []string{"heavy pot or Korean earthenware pot", "saucepan with lid", "large spoon"}, write: writeSundubu})
}

func writeSundubu(d *dish) {
	tofu := d.find("silken tofu")
	if tofu == nil {
		return
	}
	main := d.protein
	if main == tofu {
		main = nil
	}
	d.size(tofu, 150)
	tofu.prep = ""
	flakes := d.find("gochugaru", "red pepper flakes")
	paste := d.find("gochujang")
	d.size(flakes, 2.5)
	d.size(paste, 5)
	soy := d.find("soy sauce", "tamari")
	d.size(soy, 4)
	fishSauce := d.find("fish sauce")
	d.size(fishSauce, 2.5)
	garlic := d.find("garlic")
	if garlic != nil {
		d.size(garlic, 3)
		garlic.prep = "minced"
	}
	sesame := d.find("sesame oil")
	d.size(sesame, 1.5)
	capFinishingOil(sesame)
	d.size(d.fat, 4)
	kimchi := d.find("kimchi")
	if kimchi != nil {
		d.size(kimchi, 40)
		kimchi.prep = "chopped"
	}
	eggs := d.find("egg")
	if eggs != nil {
		eggs.prep = ""
		d.size(eggs, 44) // an egg a bowl
		if w, ok := eggs.in.UnitGrams("piece"); ok {
			eggs.grams = min(eggs.grams, eggsPerPan*w) // spaced apart on the stew, a big pot holds a dozen
		}
	}
	shellfish := false
	if main != nil {
		d.size(main, 60)
		switch {
		case main.in.Name == "clams" || main.in.Name == "mussels":
			main.prep = "scrubbed"
			d.size(main, 100) // weighed in their shells
			shellfish = true
		case main.in.Name == "shrimp":
			main.prep = "peeled and deveined"
			shellfish = true
		case strings.HasPrefix(main.in.Name, "ground "):
			main.prep = ""
		default:
			thinPork(main)
			if main.prep == "" || main.prep == chunkCut {
				main.prep = "cut into thin bite-size slices"
			}
		}
	}
	scallions := d.where(func(p *part) bool { return p.in.Name == "scallion" })
	for _, s := range scallions {
		s.prep = "thinly sliced"
		d.size(s, 8)
	}
	onions := d.where(func(p *part) bool {
		return onionFamily[p.in.Name] && p.in.Name != "scallion" && p.in.Name != "garlic" && p != garlic
	})
	for _, o := range onions {
		o.prep = "thinly sliced"
		d.size(o, 25)
	}
	veg := d.where(func(p *part) bool {
		return p.role == RoleVegetable && !onionFamily[p.in.Name] && p != kimchi && p != tofu
	})
	for _, v := range veg {
		d.size(v, 35)
		if v.prep == "" || strings.Contains(v.prep, "dice") {
			v.prep = "cut into bite-size pieces"
		}
	}
	d.prep(0)
	fat := d.fatName()
	red := someOf(flakes)
	if len(red) == 0 {
		red = someOf(paste)
	}
	d.step(2, "Warm the %s in a heavy pot over medium-low heat, stir in the %s%s and cook, stirring, for about a minute, until the oil turns red and smells toasty; do not let it burn.",
		fat, plurals(red), ifAny(" and the ", someOf(garlic), ""))
	fry := []*part{}
	if main != nil && !shellfish {
		fry = append(fry, main)
	}
	fry = append(fry, onions...)
	fry = append(fry, someOf(kimchi)...)
	if len(fry) > 0 {
		until := "the onion softens"
		if main != nil && !shellfish {
			until = "the " + main.name() + " is no longer pink"
		}
		d.step(4, "Add the %s and stir-fry over medium-high heat until %s, 3–4 minutes.", plurals(fry), until)
	}
	stock := d.find("chicken broth", "vegetable broth", "dashi", "beef broth")
	liquid := cupsOfWater(200 * d.servings)
	if stock != nil {
		d.size(stock, 200)
		stock.prep = ""
		liquid = "the " + stock.name()
	} else {
		w := d.find("water")
		if w == nil {
			if w = d.add("water", RoleLiquid, 200, ""); w != nil {
				d.liquids = append(d.liquids, w)
			}
		}
		if w != nil {
			d.size(w, 200)
			liquid = "the water"
		}
	}
	season := someOf(paste, soy, fishSauce)
	if len(red) > 0 && red[0] == paste {
		season = someOf(soy, fishSauce)
	}
	d.step(6, "Pour in %s%s%s, bring to the boil and simmer for 5 minutes.", liquid, ifAny(" with the ", season, ""), ifAny(" and the ", veg, ""))
	if shellfish {
		if main.in.Name == "shrimp" {
			d.step(2, "Add the %s and simmer until they turn pink, about 2 minutes.", main.name())
		} else {
			d.step(4, "Add the %s, cover and simmer until they open, 3–4 minutes; throw away any that stay shut.", main.name())
		}
	}
	d.step(3, "Spoon the %s into the pot in big curds and simmer gently for 3 minutes without stirring, so it stays in soft pieces. Taste the broth and add salt if it needs it.", tofu.name())
	if eggs != nil {
		n := count(eggs)
		d.step(2, "Crack the %s into the bubbling stew, spaced apart, and simmer 1–2 minutes until the whites just set.", pluralIf(eggs.name(), n))
	}
	served := "Serve bubbling in the pot"
	if d.starch != nil {
		served += fmt.Sprintf(", with the %s in bowls alongside", d.starch.name())
	}
	d.step(1, "%s%s%s.%s", served, ifAny(", scattered with the ", scallions, ""), ifAny(" and a few drops of the ", someOf(sesame), ""),
		d.toppingsExcept(append(append([]*part{tofu, main, eggs, kimchi, stock, garlic, sesame}, scallions...), append(season, red...)...)...))
	d.mentionLeftovers()
}
