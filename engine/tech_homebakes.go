package engine

import (
	"fmt"
	"math"
	"strings"
)

// Baked home dishes: jacket potatoes baked whole until the skin crackles, split and
// filled (beans, tuna mayonnaise, cheese); and a cottage or shepherd's pie, mince
// simmered in a thick gravy under mashed potato, baked until the peaks brown.

func init() {
	ownNeeds["jacket"] = [][]string{{"potato", "sweet potato"}}
	ownNeeds["microwave jacket"] = [][]string{{"potato", "sweet potato"}}
	ownNeeds["cottage pie"] = [][]string{{"potato"}}
	registerOwn(
		&form{name: "jacket", title: "Jacket Potatoes", minMinutes: 25, simple: true, saltFactor: 0.3, method: "roast",
			equipment: []string{"baking sheet", "fork", "small saucepan", "mixing bowl"}, write: writeJacket},
		&form{name: "microwave jacket", title: "Microwave Jacket Potatoes", minMinutes: 10, simple: true, saltFactor: 0.3, method: "none",
			equipment: []string{"microwave", "microwave-safe plate", "fork", "mixing bowl"}, write: writeJacket},
		&form{name: "cottage pie", title: "Cottage Pie", minMinutes: 60, simple: true, saltFactor: 0.6, method: "braise",
			equipment: []string{"large saucepan", "colander", "potato masher", "large deep skillet", "2 litre (8 x 11 in) baking dish"}, write: writeCottagePie},
	)
}

// writeJacket bakes a large potato a person until the skin is crisp and the inside
// fluffy (the microwave starts it when time is short), splits it and fills it with
// the pantry's beans, tuna mayonnaise or chicken, butter and cheese.
func writeJacket(d *dish) {
	spud := d.starch
	if spud == nil {
		return
	}
	sweet := spud.in.Name == "sweet potato"
	w := spud.in.Units["piece"]
	if w == 0 {
		w = 250
	}
	spud.grams = math.Max(1, math.Round(d.servings)) * w // one large potato each
	spud.prep = "scrubbed"
	filling := d.protein
	butter := d.find("butter")
	d.size(butter, 10)
	cheese := d.find("cheddar", "monterey jack", "gruyere", "mozzarella", "swiss cheese")
	if cheese != nil {
		cheese.prep = "grated"
		d.size(cheese, 30)
	}
	mayo := d.find("mayonnaise")
	cold := d.where(func(p *part) bool {
		switch p.in.Name {
		case "sour cream", "greek yogurt", "creme fraiche":
			d.size(p, 30)
			p.prep = ""
			return true
		case "scallion", "chives":
			p.prep = "thinly sliced"
			d.size(p, 5)
			return true
		case "red onion":
			// Raw on top, or in a tuna mayonnaise: chopped fine either way, never wedges.
			p.prep = "finely chopped"
			d.size(p, 10)
			return filling == nil || filling.in.Name != "canned tuna" && filling.in.Name != "canned salmon"
		}
		return false
	})
	corn := d.find("corn", "canned corn")
	if corn != nil {
		d.size(corn, 25)
		if corn.in.Name == "canned corn" {
			corn.prep = "drained"
		}
	}
	oil := d.fat
	if oil != nil && oil != butter {
		oil.grams = 3 * d.servings
		if d.form.name == "microwave jacket" && butter != nil {
			d.dropFat() // a microwaved skin is not rubbed and crisped: the butter is all it takes
		}
	}
	// In a hurry the potatoes start in the microwave and crisp in the oven.
	bake, bakeText := 65, "60–75 minutes"
	if sweet {
		bake, bakeText = 45, "45–50 minutes"
	}
	if d.form.name == "microwave jacket" {
		d.prepAny() // no oven to heat
	} else {
		d.prep(200)
	}
	start := fmt.Sprintf("Prick the %s all over with a fork, rub with the %s and a good pinch of salt, and bake straight on the oven shelf (with a baking sheet on the shelf below for drips) until the skin is crisp and a knife slides into the middle with no resistance, %s.", spud.name(), d.fatName(), bakeText)
	microwave := d.form.name == "microwave jacket"
	if microwave {
		// A large potato softens in about 7 minutes on high; each more in the oven adds 4.
		n := math.Max(1, math.Round(d.servings))
		rounds := math.Ceil(n / 4)
		each := math.Min(n, 4)
		bake = int(rounds*(3+4*each)) + 2
		lo, hi := int(rounds*(2+4*each)), int(rounds*(3+4*each))
		bakeText = fmt.Sprintf("%d–%d minutes", lo, hi)
		how := "on a microwave-safe plate"
		if rounds > 1 {
			how = "on a microwave-safe plate, 4 at a time,"
		}
		them, stand := "them", "Leave them to stand for 2 minutes: they finish cooking in their own heat."
		if n == 1 {
			them, stand = "it", "Leave it to stand for 2 minutes: it finishes cooking in its own heat."
		}
		if filling != nil && (filling.in.Name == "baked beans" || isBean(filling.in)) {
			stand = strings.TrimSuffix(stand, ".") + fmt.Sprintf(", and meanwhile heat the %s: tip them into a microwave-safe bowl, cover and microwave on high for 2 minutes, stirring halfway, until bubbling.", filling.name())
		}
		start = fmt.Sprintf("Prick the %s deeply all over with a fork (or %s can burst), set %s %s and microwave on high, turning %s over halfway, until a knife slides into the middle with no resistance, %s in all. %s",
			plurals([]*part{spud}), map[bool]string{true: "it", false: "they"}[n == 1], them, how, them, bakeText, stand)
	}
	if d.quick && !microwave {
		bake, bakeText = 25, "20–25 minutes"
		start = fmt.Sprintf("Prick the %s all over with a fork and microwave on high, turning halfway, until just soft, 8–10 minutes (4–5 for one). Rub with the %s and a good pinch of salt and bake straight on the oven shelf until the skin is crisp, 15 minutes.", spud.name(), d.fatName())
		d.equipment = append(d.equipment, "microwave")
	}
	var while []string
	// The butter binds a filling where the rules allow it; else the dish's own oil does.
	binder, melted := "butter", ", melted"
	if d.butter() == nil {
		binder, melted = d.fatName(), ""
	}
	if filling != nil {
		switch {
		case filling.in.Name == "baked beans" || isBean(filling.in):
			filling.prep = ""
			if !microwave { // microwaved while the potatoes stand
				while = append(while, fmt.Sprintf("for the last 5 minutes, warm the %s in a small saucepan over medium heat, stirring, until bubbling", filling.name()))
			}
		case filling.in.Name == "canned tuna" || filling.in.Name == "canned salmon":
			filling.prep = "drained"
			mix := optionalList(mayo, corn)
			mix = append(mix, d.where(func(p *part) bool { return p.in.Name == "scallion" || p.in.Name == "red onion" })...)
			while = append(while, fmt.Sprintf("mix the %s with the %s and a pinch of pepper", filling.name(), orNames(mix, "a little of the "+binder)))
		case cookedAlready(filling.in):
			filling.prep = "shredded"
			while = append(while, fmt.Sprintf("mix the %s with %s and a pinch of salt and pepper", filling.name(), orNames(optionalList(mayo), "a spoonful of the "+binder+melted)))
		default:
			filling.prep = "chopped"
			while = append(while, fmt.Sprintf("warm the %s in a small pan", filling.name()))
		}
	}
	d.step(bake, "%s%s", start, meanwhile(nil, joinTasks(while)))
	split := fmt.Sprintf("Cut a deep cross in the top of each %s and squeeze the sides so it opens", spud.name())
	if d.servings <= 1 {
		split = fmt.Sprintf("Cut a deep cross in the top of the %s and squeeze the sides so it opens", spud.name())
	}
	if butter != nil {
		split += fmt.Sprintf("; fork a knob of the %s into the fluffy middle and season with salt and pepper", butter.name())
	} else {
		split += "; season the fluffy middle with salt and pepper"
	}
	d.step(2, "%s.", split)
	fill := ""
	if filling != nil {
		fill = fmt.Sprintf("Spoon in the %s", filling.name())
	}
	if cheese != nil {
		if fill == "" {
			fill = "Pile in the " + cheese.name()
		} else {
			fill += " and pile the " + cheese.name() + " on top"
		}
		if microwave {
			fill += "; microwave for 30–60 seconds, until the cheese melts"
		} else {
			fill += "; return to the oven for 3–4 minutes until the cheese melts"
		}
	}

	if fill == "" {
		d.step(1, "%s", ifAny("Top with the ", cold, " and serve hot.")+map[bool]string{true: "Serve hot.", false: ""}[len(cold) == 0])
		d.mentionLeftovers()
		return
	}
	finish := 4
	if microwave {
		finish = 2
	}
	d.step(finish, "%s.%s Serve hot.", fill, ifAny(" Top with the ", cold, "."))
	d.mentionLeftovers()
}

// joinTasks joins the tasks done while something cooks.
func joinTasks(tasks []string) string {
	out := ""
	for i, t := range tasks {
		if i > 0 {
			out += "; "
		}
		out += t
	}
	return out
}

// writeCottagePie boils and mashes the potatoes while the mince browns and simmers
// with the onion and carrot in a thick gravy, then bakes the mash over the mince
// until the ridges brown.
func writeCottagePie(d *dish) {
	mince, spuds := d.protein, d.starch
	if mince == nil || spuds == nil {
		return
	}
	mince.prep = ""
	spuds.prep = "peeled and cut into chunks"
	d.size(spuds, 220)
	onion := d.find("onion", "red onion", "shallot")
	if onion != nil {
		onion.prep = "finely chopped"
	}
	for _, v := range d.vegs {
		switch v.in.Name {
		case "carrot", "celery", "parsnip":
			v.prep = "finely diced"
		case "mushroom":
			v.prep = "chopped"
		}
	}
	peas := d.find("frozen peas")
	if peas != nil {
		d.size(peas, 30)
	}
	paste := d.find("tomato paste")
	d.size(paste, 5)
	flour := d.find("all-purpose flour")
	d.size(flour, 4)
	wooster := d.find("worcestershire sauce")
	d.size(wooster, 3)
	gravy := d.find("gravy granules")
	d.size(gravy, 5)
	stock := d.find("beef broth", "chicken broth", "vegetable broth", "lamb stock")
	if stock == nil {
		stock = d.add("water", RoleLiquid, 0, "")
		if stock != nil {
			d.liquids = append(d.liquids, stock)
		}
	}
	d.size(stock, 90)
	butter, milk := d.find("butter"), d.find("milk", "heavy cream")
	d.size(butter, 12)
	d.size(milk, 35)
	cheese := d.find("cheddar", "gruyere", "parmesan")
	if cheese != nil {
		cheese.prep = "grated"
		d.size(cheese, 15)
	}
	herbs := d.where(func(p *part) bool {
		return p.role == RoleHerb || p.role == RoleSpice && p.in.Name != "salt" && p.in.Name != "black pepper"
	})
	d.prep(0)
	d.step(4, "Put the %s in a large saucepan of cold salted water, bring to a boil and simmer until a knife slides through, about 18 minutes once boiling.", spuds.name())
	d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: 20, until: -1, what: spuds.name()})
	d.step(8, "Meanwhile, heat the %s in a large deep skillet over medium-high heat and brown the %s, breaking it up with a spoon, until no pink remains and it catches brown in places, 6–8 minutes; spoon off any pooled fat.", d.fatName(), mince.name())
	soft := append(optionalList(onion), d.vegs...)
	if len(soft) > 0 {
		d.step(8, "Add the %s, lower the heat to medium and cook, stirring now and then, until soft, 7–8 minutes.", plurals(soft))
	}
	thick := optionalList(paste, flour)
	thick = append(thick, herbs...)
	liquid := "the " + stock.name()
	if gravy != nil {
		liquid += " with the " + gravy.name() + " stirred in"
	}
	if wooster != nil {
		liquid += " and the " + wooster.name()
	}
	stir := ""
	if len(thick) > 0 {
		stir = fmt.Sprintf("Stir in the %s for a minute, then pour", plurals(thick))
	} else {
		stir = "Pour"
	}
	d.step(20, "%s in %s, bring to a boil and simmer, uncovered and stirring now and then, until thick and glossy, not soupy, about 20 minutes%s; season with salt and pepper. Heat the oven to %s.", stir, liquid, ifAny(", adding the ", optionalList(peas), " for the last 2"), temp(200))
	with := optionalList(butter, milk)
	d.step(4, "Drain the %s well, let it steam dry for a minute, then mash until smooth%s and season well with salt and pepper.", spuds.name(), ifAny(" with the ", with, ""))
	top := ""
	if cheese != nil {
		top = fmt.Sprintf(" and scatter over the %s", cheese.name())
	}
	d.step(3, "Spoon the mince into the baking dish, then spoon the mash over in dollops, starting at the edges so it seals the filling in, and spread it level; rough the top with a fork%s.", top)
	d.step(25, "Bake until the filling bubbles at the edges and the ridges of the mash are golden brown, 25–30 minutes. Rest 5 minutes before serving.")
	d.mentionLeftovers()
}
