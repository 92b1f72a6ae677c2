package engine

import "fmt"

// Dishes made in ten minutes without a stove: fruit with whipped cream (strawberries
// and cream, a fool) and a mezze plate built round a tub of bought hummus.

func init() {
	registerOwn(
		&form{name: "fruit and cream", title: "Fruit and Cream", minMinutes: 8, simple: true, saltFactor: -1, method: "sweet",
			equipment: []string{"mixing bowl", "whisk or electric mixer", "serving bowls or glasses"}, write: writeFruitAndCream},
		&form{name: "fool", title: "Fool", minMinutes: 10, simple: true, saltFactor: -1, method: "sweet",
			equipment: []string{"2 mixing bowls", "whisk or electric mixer", "fork", "glasses"}, write: writeFruitAndCream},
		&form{name: "mezze", title: "Mezze Plate", minMinutes: 5, simple: true, saltFactor: -1, method: "none",
			equipment: []string{"serving board or platter", "small bowl", "dry skillet or toaster"}, write: writeMezze},
	)
}

// writeFruitAndCream macerates the fruit in a little sugar while the cream is whipped
// to soft peaks; a fool crushes half the fruit and folds it through the cream.
func writeFruitAndCream(d *dish) {
	fruit := d.protein
	cream := d.find("heavy cream", "coconut cream")
	sugar := d.find("sugar", "powdered sugar", "brown sugar", "honey", "maple syrup")
	flavour := d.where(func(p *part) bool { return p.in.Name == "vanilla extract" || p.in.Name == "cinnamon" })
	acid := d.find("lemon", "lime", "lemon juice", "lime juice")
	if acid != nil && (acid.in.Name == "lemon" || acid.in.Name == "lime") {
		acid.grams, acid.prep = acid.in.Units["piece"]/2*d.servings/4, "juiced"
	}
	d.size(d.find("vanilla extract"), 0.6)
	fool := d.form.name == "fool"
	meringue := d.find("meringue")
	if meringue != nil {
		meringue.prep = ""
	}
	ready := ""
	switch fruit.in.Name {
	case "strawberry":
		fruit.prep = "hulled and halved"
		ready = "Hull the strawberries and cut each strawberry in half, or in quarters if large. "
	case "peach", "mango", "pear", "kiwi":
		fruit.prep = "peeled and sliced"
		ready = fmt.Sprintf("Peel each %s and slice it. ", fruit.name())
	default:
		fruit.prep = ""
	}
	tossWith := "half the " + orName(sugar, "sugar")
	if acid != nil {
		tossWith += " and a squeeze of the " + acid.name()
	}
	crush := ""
	if fool {
		crush = fmt.Sprintf(" Crush half of them with a fork to a rough %s purée.", fruit.name())
	}
	d.prepStep = len(d.steps)
	if stewedFruit[fruit.in.Name] {
		// Rhubarb, cranberries or cooking apples are too hard and sour to eat raw: they
		// are stewed soft with a fifth of their weight of sugar and cooled first.
		fruit.prep = "cut into 2 cm (3/4 in) pieces"
		if fruit.in.Name == "apple" {
			fruit.prep = "peeled, cored and chopped"
		}
		if sugar != nil {
			sugar.grams = max(sugar.grams, fruit.grams/5+10*d.servings)
		}
		d.equipment = append(d.equipment, "saucepan with lid")
		d.step(12, "%s and put it in a saucepan with most of the %s and 2 tbsp water; cover and simmer gently, stirring once or twice, until soft and collapsing, 8–10 minutes.",
			upperFirst(prepTask(fruit.prep, stewName(fruit))), orName(sugar, "sugar"))
		cool := "Spread on a plate and chill until cold, about 15 minutes, while you whip the cream; a hot purée melts it."
		if !fool {
			cool = "Leave to cool while you whip the cream."
		}
		d.step(15, "%s", cool)
	} else {
		d.step(2+d.prepMinutes([]*part{fruit}), "%sToss the %s with %s and leave them while you whip the cream: they give up a syrupy juice.%s",
			ready, plural(fruit.name()), tossWith, crush)
	}
	whipped := fmt.Sprintf("Whip the cold %s with the rest of the %s%s to soft peaks, 3–4 minutes with a whisk (1–2 with a mixer); "+
		"stop as soon as it holds a soft curl, as overwhipped cream turns grainy.", orName(cream, "cream"), orName(sugar, "sugar"), ifAny(" and the ", flavour, ""))
	whip := 4
	if d.quick {
		// In a hurry the mixer whips while the fruit macerates.
		whip = 2
		whipped = fmt.Sprintf("Whip the cold %s with the rest of the %s%s to soft peaks with an electric mixer, 1–2 minutes; "+
			"stop as soon as it holds a soft curl, as overwhipped cream turns grainy.", orName(cream, "cream"), orName(sugar, "sugar"), ifAny(" and the ", flavour, ""))
	}
	if cream != nil && cream.in.Name == "coconut cream" {
		// Coconut cream whips only cold: the solid top of a can chilled overnight.
		if d.req.TimeAvailable > 0 && d.req.TimeAvailable < 8*60 {
			// No overnight chill in a timed request: a can from the fridge, or 15 minutes
			// in the freezer, counted in the time.
			whipped = "Use the thick solid top of the coconut cream, cold: a can from the fridge, or one chilled in the freezer for 15 minutes (the watery rest is for a curry). " + whipped
			whip += 10
		} else {
			whipped = "Use the thick solid top of the chilled coconut cream (keep the can in the fridge overnight; the watery rest is for a curry). " + whipped
		}
	}
	d.step(whip, "%s", whipped)
	toppers := d.where(func(p *part) bool {
		return (p.role == RoleHerb || p.role == RoleGarnish || p.in.Category == "nuts-seeds") && p != meringue
	})
	if fool && meringue != nil {
		// An Eton mess: the fool with broken meringue folded through just before serving.
		d.step(3, "Break the %s into rough bite-sized pieces. Fold the crushed fruit and its juice and most of the %s through the cream in two or three strokes, "+
			"so it stays streaky and the meringue keeps its crunch; spoon into glasses and top with the rest of the %s and %s%s. Serve at once.",
			plural(meringue.name()), meringue.name(), plural(fruit.name()), meringue.name(), ifAny(" and the ", toppers, ""))
	} else if fool && stewedFruit[fruit.in.Name] {
		d.step(2, "Fold most of the cold stewed %s and its syrup through the cream in two or three strokes so it stays streaky, spoon into glasses and top with the rest%s.",
			stewName(fruit), ifAny(" and the ", toppers, ""))
	} else if fool {
		d.step(2, "Fold the crushed fruit and its juice through the cream in two or three strokes so it stays streaky, spoon into glasses and top with the rest of the %s%s.",
			plural(fruit.name()), ifAny(" and the ", toppers, ""))
	} else {
		d.step(1, "Spoon the %s and their juice into bowls and top with a big spoonful of the cream%s. Serve at once.",
			stewName(fruit), ifAny(" and the ", toppers, ""))
	}
	d.mentionLeftovers()
}

// stewName is the fruit as a cook names a panful of it: "rhubarb", "apples".
func stewName(fruit *part) string {
	if fruit.in.Name == "rhubarb" {
		return fruit.name()
	}
	return plural(fruit.name())
}

// stewedFruit are fruits a fool or a bowl of cream takes cooked, never raw.
var stewedFruit = map[string]bool{"rhubarb": true, "cranberries": true, "apple": true}

func writeMezze(d *dish) {
	hummus := d.protein
	// The cook's aubergine is griddled in rounds and dressed with the tahini and
	// pomegranate: a warm dish for the board, never a raw crudité.
	aub := d.find("eggplant")
	var tahini, pom *part
	if aub != nil {
		tahini, pom = d.find("tahini"), d.find("pomegranate seeds")
	}
	crudites := d.where(func(p *part) bool {
		return p.in.Category == "produce" && p.in.Is(RoleVegetable) && !onionFamily[p.in.Name] && p != aub
	})
	per := min(60+20*float64(len(crudites)), 120) // grams of vegetables a serving, across them all
	for _, v := range crudites {
		d.size(v, per/float64(len(crudites)))
		switch v.in.Name {
		case "carrot", "cucumber", "celery":
			v.prep = "cut into sticks"
		case "cherry tomato", "radish":
			v.prep = "halved"
		case "red bell pepper", "green bell pepper":
			v.prep = "sliced into strips"
		default:
			v.prep = vegPrep(v.in, d.form)
		}
	}
	lemon := d.find("lemon")
	if lemon != nil {
		lemon.grams, lemon.prep = lemon.in.Units["piece"]*d.servings/4, "cut into wedges"
	}
	d.size(d.fat, 5)
	if aub != nil {
		d.size(aub, 150)
		aub.prep = "cut into 1 cm (1/2 in) rounds"
		d.size(d.fat, 15) // brushed on the rounds, and a swirl over the hummus
		d.size(tahini, 10)
		d.size(pom, 15)
	}
	if d.fat != nil && finishingOils[d.fat.in.Name] {
		d.fat.grams = min(d.fat.grams, d.fat.in.Units["tbsp"]) // a pantry's sesame oil goes on by the spoon
	}
	dust := d.where(func(p *part) bool { return p.role == RoleSpice || p.in.Category == "spices-seasonings" })
	for _, s := range dust {
		d.size(s, 0.3)
	}
	cut := d.where(func(p *part) bool { return p.prep != "" && p != d.starch })
	d.prepStep = len(d.steps)
	d.step(1+d.prepMinutes(cut), "Prep: %s.", prepTasks(cut))
	if aub != nil {
		dress := ""
		if tahini != nil {
			dress = fmt.Sprintf(" Stir the %s with a splash of water until it pours, and drizzle it over.", tahini.name())
		}
		if pom != nil {
			dress += fmt.Sprintf(" Scatter the %s over.", pom.name())
		}
		d.step(8+2*int(d.servings/2), "Brush the %s rounds with some of the %s on both sides and season with salt. Griddle them in a hot dry griddle pan or skillet over medium-high heat, in batches, until charred in stripes and soft right through, 3–4 minutes a side; lay them on a plate.%s",
			aub.name(), d.fatName(), dress)
		d.equipment = append(d.equipment, "griddle pan or skillet")
	}
	if s := d.starch; s != nil {
		s.prep = ""
		d.step(2, "Warm the %s in a dry skillet or toaster, about 30 seconds a side, and cut into wedges.", s.name())
	}
	rest := d.where(func(p *part) bool {
		return p != hummus && p != d.fat && p != d.starch && !contains(crudites, p) && !contains(dust, p) && p.role != RoleSpice &&
			p != aub && p != tahini && p != pom
	})
	// A juice or a sauce is not set around a board: it goes over the hummus with the oil.
	rest, over := splitPoured(rest)
	var with []string
	if len(crudites) > 0 {
		with = append(with, "the "+plurals(crudites))
	}
	if len(rest) > 0 {
		with = append(with, "the "+plurals(rest))
	}
	if aub != nil {
		with = append(with, "the griddled "+aub.name())
	}
	if d.starch != nil {
		with = append(with, "the warm "+d.starch.name())
	}
	d.step(2, "Spoon the %s into a shallow bowl, swirl a hollow in it with the back of the spoon and fill it with the %s%s%s. "+
		"Set it on a board with %s around it, and serve.", hummus.name(), d.fatName(), ifAny(" and the ", over, ""), ifAny(", then dust with the ", dust, ""), listNames(with))
	d.mentionLeftovers()
}
