package engine

import "fmt"

// Apple slices with peanut butter: the after-school snack. The fruit is cored and cut
// into wedges (a squeeze of lemon keeps them white), the nut butter spooned beside for
// dipping or spread on the cook's rice cakes with slices on top, dusted with cinnamon.

func init() {
	ownNeeds["fruit and nut butter"] = [][]string{{"peanut butter", "almond butter"}}
	registerOwn(&form{name: "fruit and nut butter", title: "Fruit with Nut Butter", minMinutes: 4, simple: true, saltFactor: -1, method: "sweet",
		equipment: []string{"small bowl"}, write: writeFruitDip})
}

func writeFruitDip(d *dish) {
	fruit, spread := d.protein, d.find("peanut butter", "almond butter")
	if fruit == nil || spread == nil {
		return
	}
	d.dropFat()
	d.size(fruit, 150) // an apple a person
	switch fruit.in.Name {
	case "banana":
		fruit.prep = "peeled and sliced"
	default:
		fruit.prep = "cored and cut into thin wedges"
	}
	d.size(spread, 32) // 2 tbsp a person
	spread.prep = ""
	lemon := d.find("lemon", "lemon juice")
	if lemon != nil {
		lemon.prep = ""
		if lemon.in.Name == "lemon" {
			lemon.grams = lemon.in.Units["piece"] * max(0.25, d.servings/8) // a squeeze
		} else {
			d.size(lemon, 3)
		}
	}
	celery := d.find("celery")
	if celery != nil {
		d.size(celery, 50)
		celery.prep = "cut into sticks" // for dipping beside the fruit
	}
	cinnamon := d.find("cinnamon")
	d.size(cinnamon, 0.3)
	honey := d.find("honey")
	d.size(honey, 5)
	cakes := d.starch
	if cakes != nil {
		cakes.prep = ""
		cakes.grams = 2 * d.servings * max(9, cakes.in.Units["piece"]) // two rice cakes a person
	}
	d.prep(0)
	if lemon != nil {
		d.step(1, "Squeeze a little of the %s over the %s and toss so the cut sides stay pale.", lemon.name(), plural(fruit.name()))
	}
	dippers := plural(fruit.name())
	if celery != nil {
		dippers += " and " + celery.name() + " sticks"
	}
	serve := fmt.Sprintf("Spoon the %s into a small bowl for dipping and fan the %s around it on a plate", spread.name(), dippers)
	if cakes != nil {
		serve = fmt.Sprintf("Spread the %s thickly with half the %s and lay a few %s slices on each; spoon the rest of the %s into a small bowl and set the remaining %s beside it for dipping",
			plural(cakes.name()), spread.name(), fruit.name(), spread.name(), dippers)
	}
	if honey != nil {
		serve += fmt.Sprintf(", drizzle over the %s", honey.name())
	}
	if cinnamon != nil {
		serve += fmt.Sprintf(", and dust everything with the %s", cinnamon.name())
	}
	d.step(2, "%s. Serve straight away.", serve)
	d.mentionLeftovers()
}
