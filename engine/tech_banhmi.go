package engine

import (
	"fmt"
	"strings"
)

// Bánh mì: a crisp, light baguette warmed in the oven, spread with mayonnaise (and pâté
// when the cook has it), filled with meat marinated in fish sauce (or soy), sugar and
// garlic and seared hard in thin slices, or golden slices of tofu, then a tangle of
// carrot and daikon quick-pickled in sweetened vinegar (or the cook's jar of đồ chua),
// cucumber batons, coriander sprigs and sliced chilli. The pickle sits while the meat
// marinates; in a hurry both get five minutes, and beside tofu the pickle sits while it
// fries.

func init() {
	ownNeeds["banh mi"] = [][]string{{"baguette"}}
	registerOwn(&form{name: "banh mi", title: "Bánh Mì", minMinutes: 25, simple: true, saltFactor: 0.2, method: "sear",
		equipment: []string{"large skillet", "baking sheet", "mixing bowl", "small bowl", "bread knife"}, write: writeBanhMi})
}

func writeBanhMi(d *dish) {
	bread, main := d.starch, d.protein
	if bread == nil || main == nil {
		return
	}
	d.size(bread, 100) // a 20 cm (8 in) length a sandwich
	bread.prep = ""
	cooked := cookedAlready(main.in)
	tofu := main.in.Name == "tofu"
	d.size(main, 90)
	switch {
	case tofu:
		main.prep = "patted dry and cut into 1 cm (1/2 in) slices"
	case cooked:
		main.prep = "thinly sliced"
	case strings.HasPrefix(main.in.Name, "ground "):
		main.prep = ""
	default:
		main.prep = "thinly sliced"
	}
	pickle, carrot, daikon := d.find("pickled daikon"), d.find("carrot"), d.find("daikon")
	var vinegar, sugar *part
	if pickle != nil {
		d.size(pickle, 30)
		pickle.prep = "drained"
		d.leaveOut(carrot, daikon)
		carrot, daikon = nil, nil
	} else {
		if carrot == nil {
			if carrot = d.add("carrot", RoleVegetable, 0, ""); carrot != nil {
				d.vegs = append(d.vegs, carrot)
			}
		}
		if carrot == nil {
			return
		}
		d.size(carrot, 25)
		carrot.prep = "cut into thin matchsticks"
		if daikon != nil {
			d.size(daikon, 20)
			daikon.prep = "cut into thin matchsticks"
		}
		if vinegar = d.find("rice vinegar", "white vinegar", "apple cider vinegar"); vinegar == nil {
			if vinegar = d.add("rice vinegar", RoleAcid, 0, ""); vinegar != nil {
				d.extras = append(d.extras, vinegar)
			}
		}
		if vinegar == nil {
			return
		}
		d.size(vinegar, 15)
	}
	if sugar = d.find("sugar", "brown sugar", "honey"); sugar == nil {
		if sugar = d.add("sugar", RoleSweetener, 0, ""); sugar != nil {
			d.extras = append(d.extras, sugar)
		}
	}
	if sugar != nil {
		d.size(sugar, 4) // a teaspoon for the pickle, a teaspoon for the marinade
		if pickle != nil {
			d.size(sugar, 2)
		}
	}
	cucumber := d.find("cucumber")
	if cucumber != nil {
		d.size(cucumber, 30)
		cucumber.prep = "cut into thin batons"
	}
	mayo, pate := d.find("mayonnaise"), d.find("pate", "chicken liver pate")
	if mayo == nil && pate == nil {
		if mayo = d.add("mayonnaise", RoleSauce, 0, ""); mayo != nil { // the bread's spread; none where eggs are ruled out
			d.extras = append(d.extras, mayo)
		}
	}
	if mayo != nil {
		d.size(mayo, 12)
	}
	if pate != nil {
		d.size(pate, 20)
	}
	seasoning := d.find("fish sauce", "soy sauce", "tamari", "maggi seasoning")
	if seasoning != nil {
		d.size(seasoning, 6)
		if seasoning.in.Name == "fish sauce" {
			d.size(seasoning, 4)
		}
	}
	garlic, lemongrass := d.find("garlic"), d.find("lemongrass")
	if garlic != nil {
		d.size(garlic, 3)
		garlic.prep = "finely chopped"
	}
	if lemongrass != nil {
		d.size(lemongrass, 5)
		lemongrass.prep = "tender inner part finely chopped"
	}
	chili := d.find("red chili", "jalapeno")
	if chili != nil {
		d.size(chili, 4)
		chili.prep = "thinly sliced"
	}
	hot := d.find("sriracha", "chili sauce")
	if hot != nil {
		d.size(hot, 4)
	}
	for _, h := range d.herbs {
		d.size(h, 3)
		h.prep = "sprigs picked"
	}
	if d.fat != nil {
		d.size(d.fat, 6)
	}
	d.prep(200)
	fat := d.fatName()
	// The pickle and the marinade sit side by side while the oven heats.
	var jobs []string
	if pickle == nil {
		veg := append(someOf(carrot), someOf(daikon)...)
		jobs = append(jobs, fmt.Sprintf("Quick pickle: toss the %s with half the %s and a good pinch of salt in a small bowl, pour over the %s and 2 tbsp water and leave, stirring once or twice", plurals(veg), sugarName(sugar), vinegar.name()))
	}
	marinade := someOf(seasoning, garlic, lemongrass)
	rest := 15
	if d.quick {
		rest = 5 // thin slices take a marinade in minutes; the pickle is sharper, still crisp
	}
	if !tofu {
		half := ""
		switch {
		case sugar != nil && pickle == nil:
			half = ", the rest of the " + sugar.name()
		case sugar != nil:
			half = ", the " + sugar.name()
		}
		salt := ""
		if seasoning == nil {
			salt = ", a good pinch of salt" // no fish sauce or soy: salt seasons the meat
		}
		with := strings.TrimPrefix(ifAny(", the ", marinade, "")+half+salt, ", ")
		jobs = append(jobs, fmt.Sprintf("toss the %s in a bowl with %s, a grind of black pepper and 1 tsp of the %s and leave to marinate",
			main.name(), with, fat))
	}
	switch {
	case len(jobs) == 1 && tofu && d.quick:
		// In a hurry the pickle sits while the tofu fries, not on its own first.
		d.step(2, "%s while the tofu fries.", upperFirst(jobs[0]))
	case len(jobs) > 0:
		text := jobs[0]
		if len(jobs) > 1 {
			text += "; meanwhile, " + jobs[1]
		}
		d.step(rest, "%s, %d minutes.", upperFirst(text), rest)
	}
	switch {
	case tofu:
		d.step(8, "Heat the %s in a large skillet over medium-high heat and fry the %s, seasoned with a little salt and pepper, until golden and crisp on both sides, about 3 minutes a side%s. Meanwhile, warm the %s in the oven until crisp, about 5 minutes.",
			fat, main.name(), ifAny("; splash over the ", someOf(seasoning), " in the last few seconds"), bread.name())
	case cooked:
		d.step(5, "Heat the rest of the %s in a large skillet over high heat and toss the %s with its marinade until hot and catching at the edges, 2–3 minutes. Meanwhile, warm the %s in the oven until crisp, about 5 minutes.",
			fat, main.name(), bread.name())
	default:
		how := "in one layer"
		if strings.HasPrefix(main.in.Name, "ground ") {
			how = "breaking it up"
		}
		d.sear(main, fmt.Sprintf("Heat the rest of the %s in a large skillet over high heat until it shimmers", fat), "sear", how,
			fmt.Sprintf(". Meanwhile, warm the %s in the oven until crisp, about 5 minutes.", bread.name()))
	}
	open := fmt.Sprintf("Cut the %s into %d lengths and split each one open along one side, pulling out a little of the soft crumb", bread.name(), d.req.Servings)
	spread := someOf(mayo, pate)
	spreadText := ""
	if len(spread) > 0 {
		spreadText = fmt.Sprintf(". Spread the insides with the %s", plurals(spread))
		if mayo != nil && pate != nil {
			spreadText = fmt.Sprintf(". Spread one side with the %s and the other with the %s", pate.name(), mayo.name())
		}
	}
	fill := []*part{main}
	fill = append(fill, someOf(pickle, carrot, daikon, cucumber)...)
	fill = append(fill, d.herbs...)
	fill = append(fill, someOf(chili)...)
	drain := ""
	if pickle == nil {
		drain = "Drain the pickle. "
	}
	d.step(3, "%s%s. %sFill with the %s%s and close. Eat at once, while the bread is crisp.",
		open, spreadText, drain, partNames(fill), ifAny(", add a dash of the ", someOf(hot), ""))
	d.mentionLeftovers()
}
