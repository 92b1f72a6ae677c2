package engine

import "fmt"

// Poulet à l'estragon, French tarragon chicken: chicken pieces (or a whole bird jointed
// into eight) browned golden in butter, shallots softened in the fat, white wine reduced,
// stock and the tarragon stalks added and the chicken braised gently, covered, until
// tender; then the sauce boiled down, finished with cream (or crème fraîche) and a
// spoonful of mustard, the chopped tarragon stirred in at the end so it stays green.

func init() {
	ownNeeds["poulet estragon"] = [][]string{{"tarragon"}, {"heavy cream", "creme fraiche", "sour cream"}}
	registerOwn(&form{name: "poulet estragon", title: "Tarragon Chicken", minSkill: 1, minMinutes: 50, saltFactor: 0.7, method: "braise",
		equipment: []string{"large sauté pan or shallow casserole with lid", "tongs", "instant-read thermometer"}, write: writeEstragon})
}

func writeEstragon(d *dish) {
	chicken, tarragon := d.protein, d.find("tarragon")
	cream := d.find("heavy cream", "creme fraiche", "sour cream")
	if chicken == nil || tarragon == nil || cream == nil {
		return
	}
	whole := chicken.in.Name == "whole chicken"
	chicken.prep = ""
	d.size(tarragon, 1.5)
	tarragon.prep = ""
	d.size(cream, 40)
	shallot := d.find("shallot", "onion")
	if shallot != nil {
		d.size(shallot, 20)
		shallot.prep = "finely chopped"
	}
	garlic := d.find("garlic")
	if garlic != nil {
		d.size(garlic, 1.5)
		garlic.prep = "minced"
	}
	wine := d.find("white wine", "dry vermouth", "hard cider")
	d.size(wine, 40)
	stock := d.find("chicken broth", "vegetable broth")
	d.size(stock, 60)
	mustard := d.find("dijon mustard")
	d.size(mustard, 3)
	lemon := d.find("lemon", "lemon juice")
	if lemon != nil {
		d.size(lemon, 3)
		lemon.prep = "juiced"
		if lemon.in.Name == "lemon juice" {
			lemon.prep = ""
		}
	}
	mush := d.find("mushroom")
	if mush != nil {
		d.size(mush, 50)
		mush.prep = "quartered"
	}
	butter := d.find("butter", "unsalted butter")
	d.size(butter, 6)
	d.size(d.fat, 3)
	if p := d.starch; p != nil && (p.in.Name == "potato" || p.in.Name == "new potatoes") {
		p.prep = "peeled and cut into large chunks"
	}
	d.prep(0)
	strip := fmt.Sprintf("strip the %s leaves from their stalks and chop the leaves, keeping the stalks", tarragon.name())
	if whole {
		d.step(10, "Joint the %s into 8 pieces: 2 drumsticks, 2 thighs and each breast cut in two on the bone (or ask the butcher to), and pat them dry. Then %s.", chicken.name(), strip)
	} else {
		d.step(3, "Pat the %s dry and %s.", plural(chicken.name()), strip)
	}
	fat := d.fatName()
	if butter != nil && d.fat != nil && butter != d.fat {
		fat = butter.name() + " and " + d.fat.name()
	}
	batches := "in batches so the pan is not crowded, "
	if d.servings <= 2 {
		batches = ""
	}
	bone := chicken.in.Has(FactBone)
	brown := "brown the pieces skin side down, " + batches + "till the skin is deep golden, 6–8 minutes; turn for a minute"
	if !bone {
		brown = "brown the pieces, " + batches + "until golden on both sides, 3–4 minutes a side"
	}
	d.step(10, "Season the chicken with salt and pepper. Heat the %s in a large sauté pan over medium-high heat and %s, then lift them onto a plate.",
		fat, brown)
	soft := someOf(shallot, mush)
	d.step(4, "Pour off all but a spoonful of the fat, lower the heat to medium and cook the %s%s, stirring, until soft, 3–4 minutes.",
		orNames(soft, "shallots"), ifAny(" with the ", someOf(garlic), " for the last minute"))
	liquid := "a cup of water"
	if stock != nil {
		liquid = "the " + stock.name()
	}
	if wine != nil {
		halved, m := wineHalvedIn(wine)
		d.step(m, "Pour in the %s, scraping up the browned bits, and boil until reduced by half, %s. Add %s and the tarragon stalks.", wine.name(), halved, liquid)
	} else {
		d.step(2, "Pour in %s, scraping up the browned bits, and add the tarragon stalks.", liquid)
	}
	braise := 30
	how := "25–30 minutes"
	if !bone {
		braise, how = 20, "15–20 minutes"
	} else if whole {
		how = "25–30 minutes (lift the breast pieces out after 20, as they cook faster)"
	}
	potatoes := ""
	if p := d.starch; p != nil && (p.in.Name == "potato" || p.in.Name == "new potatoes") {
		potatoes = fmt.Sprintf(" Meanwhile, boil the %s in salted water until tender, 15–20 minutes; drain and keep warm.", plural(p.name()))
	}
	d.step(braise, "Return the chicken %swith its juices, bring to a bare simmer, cover and cook gently until %s, %s.%s",
		map[bool]string{true: "skin side up ", false: ""}[bone], doneness(chicken.in), how, potatoes)
	thick := someOf(cream, mustard)
	d.step(6, "Lift the chicken onto a warm dish and fish out the tarragon stalks. Boil the juices hard until reduced by half, 2–3 minutes, then stir in the %s and simmer until the sauce coats a spoon, 2–3 minutes.", partNames(thick))
	finish := fmt.Sprintf("Off the heat, stir in the chopped %s%s and taste for salt and pepper.", tarragon.name(), ifAny(" and a squeeze of the ", someOf(lemon), ""))
	serve := "Return the chicken to the pan, spoon the sauce over and serve"
	if d.starch != nil {
		serve += " with the " + plurals(someOf(d.starch))
	}
	d.step(1, "%s %s.", finish, serve)
	d.mentionLeftovers()
}
