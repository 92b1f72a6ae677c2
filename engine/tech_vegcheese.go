package engine

import "fmt"

// Cauliflower cheese: florets boiled until just tender, drained dry, covered in a
// cheese sauce and baked until golden. The sauce is a béchamel where the pantry has
// flour; without it (a low-carb cook) the milk is reduced with the butter and the cheese
// melted in off the heat, a thinner sauce the oven sets round the florets.

func init() {
	ownNeeds["veg cheese"] = [][]string{{"cauliflower", "broccoli", "leek"}, macMilks,
		{"cheddar", "gruyere", "swiss cheese", "gouda", "monterey jack"}}
	ownPantryNeeds["veg cheese"] = macMilks // a bought carton of milk does not make the pantry a cheese sauce
	registerOwn(&form{name: "veg cheese", title: "Cauliflower Cheese", minMinutes: 40, simple: true, saltFactor: 0.5,
		method: "bake", cheeseKey: true, equipment: []string{"large saucepan", "colander", "medium saucepan", "whisk"},
		write: writeVegCheese})
}

func writeVegCheese(d *dish) {
	milk := d.find(macMilks...)
	cheeses := d.cheeses()
	if len(d.vegs) == 0 || milk == nil || len(cheeses) == 0 {
		return
	}
	flour := d.find("all-purpose flour", "whole wheat flour", "gluten-free flour", "cornstarch")
	butter := d.find("butter")
	// Ham wraps whole lengths of leek, a slice round each (leeks au jambon).
	ham := d.protein
	if ham != nil && ham.in.Name != "ham" {
		ham = nil
	}
	var wrapped []*part
	for _, v := range d.vegs {
		if v.in.Name == "leek" && ham != nil {
			v.prep = "trimmed, halved crosswise into 12–15 cm (5–6 in) lengths"
			wrapped = append(wrapped, v)
		} else if v.in.Name == "leek" {
			v.prep = "cut into 2 cm (3/4 in) lengths"
		} else {
			v.prep = "cut into large florets"
		}
	}
	if len(wrapped) > 0 {
		lengths := 0
		for _, v := range wrapped {
			lengths += 2 * count(v)
		}
		if w, ok := ham.in.UnitGrams("slice"); ok {
			ham.grams, ham.slices = float64(lengths)*w, true // a slice round each length of leek
		}
		ham.prep = ""
	}
	for _, c := range cheeses {
		c.prep = "grated"
		d.size(c, 35/float64(len(cheeses)))
	}
	d.size(milk, 110)
	d.size(butter, 8)
	d.size(flour, 8)
	mustard := d.find("dijon mustard", "yellow mustard", "english mustard")
	d.size(mustard, 1.5)
	crumbs := d.find("breadcrumbs", "panko")
	d.size(crumbs, 6)
	dish := bakingDishFor(d.servings)
	d.equipment = append(d.equipment, dish)
	d.prep(200)
	boil := fmt.Sprintf("Bring a large saucepan of salted water to the boil and cook the %s until just tender but still firm in the middle, about 5 minutes. Drain well and leave in the colander to steam dry, so no water thins the sauce, then lay in the %s. ",
		plurals(d.vegs), dish)
	if len(wrapped) > 0 {
		boil = fmt.Sprintf("Bring a large saucepan of salted water to the boil and simmer the %s until a knife slides into the thick end, 8–10 minutes. Drain well and leave in the colander to steam dry, so no water thins the sauce; when cool enough to handle, squeeze gently, wrap each length in a slice of the %s and lay them seam side down, side by side, in the %s. ",
			plurals(wrapped), ham.name(), dish)
	}
	butterName := "butter"
	if butter != nil {
		butterName = butter.name()
	}
	season := "Season with salt and pepper"
	if mustard != nil {
		season = fmt.Sprintf("Stir in the %s and season with salt and pepper", mustard.name())
	}
	// The sauce is made while the water boils and the florets cook.
	if flour != nil {
		d.step(10, boil+"Meanwhile, melt the %s in the medium saucepan over medium heat, stir in the %s and cook for 1 minute; take off the heat and whisk in the %s a little at a time until smooth. Simmer, whisking, until it coats the back of a spoon, about 5 minutes. Off the heat, stir in two-thirds of the %s until melted. %s.",
			butterName, flour.name(), milk.name(), plurals(cheeses), season)
	} else {
		d.step(12, boil+"Meanwhile, bring the %s and the %s to a simmer in the medium saucepan and let it bubble gently, stirring now and then so it does not catch, until reduced by about a third, 8–10 minutes. Off the heat, stir in two-thirds of the %s a handful at a time until melted and smooth. %s.",
			milk.name(), butterName, plurals(cheeses), season)
	}
	top := "the rest of the cheese"
	if crumbs != nil {
		top += " mixed with the " + crumbs.name()
	}
	what := plurals(d.vegs)
	if len(wrapped) > 0 {
		what = "ham-wrapped " + what
	}
	d.step(25, "Pour the sauce over the %s, scatter %s over the top and bake at %s until golden and bubbling, 20–25 minutes; serve hot from the dish.%s",
		what, top, temp(200), d.toppingsExcept(append(append([]*part{}, cheeses...), mustard, crumbs, flour, butter, milk, ham)...))
}
