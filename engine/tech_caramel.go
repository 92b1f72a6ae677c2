package engine

import "fmt"

// Vietnamese caramel cooking (kho): sugar cooked to a deep amber in the pan, fish sauce
// and water stirred into it, and the browned pork, chicken or fish simmered in it,
// uncovered, until the sauce is thick, dark and sticky and clings to every piece.

func init() {
	ownNeeds["caramel"] = [][]string{{"brown sugar", "sugar", "coconut sugar"}, {"fish sauce", "soy sauce", "tamari", "coconut aminos"}}
	registerOwn(&form{name: "caramel", title: "Caramel", minMinutes: 25, simple: true, saltFactor: -1, method: "simmer",
		equipment: []string{"wok or deep skillet", "saucepan with lid"}, write: writeCaramel})
}

func writeCaramel(d *dish) {
	p := d.protein
	sugar := d.find("brown sugar", "sugar", "coconut sugar")
	salty := d.find("fish sauce", "soy sauce", "tamari", "coconut aminos")
	if p == nil || sugar == nil || salty == nil {
		return
	}
	d.size(sugar, 8)
	d.size(salty, 7)
	fish := p.in.Category == "seafood"
	ground := p.in.Name == "ground pork" || p.in.Name == "ground chicken"
	simmer := 15 // sliced pork or chicken pieces turn tender and sticky
	switch {
	case fish:
		p.prep, simmer = "cut into 5 cm (2 in) pieces", 12
	case ground:
		p.prep, simmer = "", 8
	default:
		p.prep = "cut into 3 mm (1/8 in) slices across the grain"
		if p.in.Category == "poultry" {
			p.prep = "cut into 3 cm (1 1/4 in) pieces"
		}
	}
	aromas := d.where(func(x *part) bool {
		return x.role == RoleAromatic && x.in.Name != "scallion" || x.in.Name == "ginger" || x.in.Name == "red chili"
	})
	for _, a := range aromas {
		switch a.in.Name {
		case "ginger":
			a.prep = "cut into thin matchsticks" // caramel ginger chicken's ginger is eaten
		case "red chili":
			a.prep = "thinly sliced"
		}
	}
	onions := d.where(func(x *part) bool {
		return x.role == RoleVegetable && onionFamily[x.in.Name] && x.in.Name != "scallion"
	})
	scallions := d.where(func(x *part) bool { return x.in.Name == "scallion" })
	greens := d.where(func(x *part) bool {
		return x.role == RoleVegetable && !onionFamily[x.in.Name] && x.in.Name != "scallion"
	})
	for _, o := range onions {
		o.prep = "thinly sliced"
	}
	for _, s := range scallions {
		s.prep = "cut into 3 cm (1 1/4 in) lengths"
	}
	others := d.where(func(x *part) bool { return x.role == RoleSauce && x != salty && x != sugar })
	pepper := d.find("black pepper")
	if pepper == nil {
		if pepper = d.add("black pepper", RoleSpice, 0.3, ""); pepper != nil {
			d.spices = append(d.spices, pepper)
		}
	}
	if d.fat != nil {
		d.fat.grams = 14 // the tablespoon the pan takes, whatever the servings
	}
	d.prep(0)
	fat := d.fatName()
	if !fish {
		how := " in batches"
		if ground {
			how = ", breaking it up"
		}
		d.step(6, "Heat 1 tbsp of the %s in a wok or deep skillet over medium-high heat and brown the %s%s, 4–5 minutes; move to a plate and pour off all but a spoonful of the fat.",
			fat, p.name(), how)
	} else {
		d.step(1, "Heat 1 tbsp of the %s in a wok or deep skillet over medium heat.", fat)
	}
	d.step(4, "Add the %s and 1 tbsp of water and cook over medium heat, swirling the pan rather than stirring, until it melts and turns a deep amber, like strong tea, 3–4 minutes; do not let it blacken.", sugar.name())
	water := fmt.Sprintf("%d tbsp of water", int(2*d.servings+0.5))
	if d.servings > 4 {
		water = fmt.Sprintf("%.0f ml of water", 30*d.servings)
	}
	d.step(2, "Add the %s (it will spit) and stir 30 seconds, then the %s%s and %s, stirring until the caramel dissolves into the sauce.",
		orNames(append(append([]*part{}, aromas...), onions...), "a splash of water"), salty.name(), ifAny(", the ", others, ""), water)
	back := "Return the " + p.name() + " with its juices"
	if fish {
		back = "Lay in the " + p.name()
	}
	done := "tender and glazed"
	if p.in.Category != "meat" || ground {
		done = doneness(p.in) // chicken, fish and mince by their safe heat
	}
	turn := "turning now and then"
	if fish {
		turn = "spooning the sauce over now and then rather than turning the fish"
	}
	d.step(simmer, "%s and simmer, uncovered, %s, until the sauce has thickened, dark and sticky, and the %s is %s, about %d minutes%s.",
		back, turn, p.name(), done, simmer, ifAny("; add the ", greens, " for the last 4"))
	serve := "Serve"
	if d.starch != nil {
		serve = "Serve over the " + d.starch.name()
	}
	if pepper != nil {
		serve += " with " + pepper.name() + " ground over"
	}
	d.step(1, "%s%s.%s", serve, ifAny(" and the ", scallions, " on top"), d.except(d.toppings, append(aromas, scallions...)...))
	d.mentionLeftovers()
}
