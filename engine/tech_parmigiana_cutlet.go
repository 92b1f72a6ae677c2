package engine

import "fmt"

// Chicken parmesan (parmigiana): a cutlet beaten thin, breaded and shallow-fried as a
// schnitzel is, then spooned with tomato sauce in the middle (the crisp edges left
// bare), covered with mozzarella and parmesan and baked until the cheese bubbles;
// spaghetti tossed in the rest of the sauce beside it. What a cook makes of chicken,
// crumbs, an egg, a jar of marinara and mozzarella; a baked pasta leaves the crumbs out.

func init() {
	ownNeeds["cutlet parmigiana"] = [][]string{{"panko", "breadcrumbs"}, {"mozzarella", "provolone"}}
	ownPantryNeeds["cutlet parmigiana"] = []string{"panko", "breadcrumbs"}
	registerOwn(&form{name: "cutlet parmigiana", title: "Parmesan", minMinutes: 35, saltFactor: 0.4, method: "fry",
		equipment: []string{"large skillet", "shallow dishes", "meat mallet or rolling pin", "paper towels", "rimmed baking sheet", "saucepan"}, write: writeCutletParmigiana})
}

func writeCutletParmigiana(d *dish) {
	p := d.protein
	crumbs := d.find("panko", "breadcrumbs")
	cheese := d.find("mozzarella", "provolone")
	sauce := d.find("marinara sauce", "tomato sauce", "crushed tomatoes", "canned diced tomatoes")
	if p == nil || crumbs == nil || cheese == nil || sauce == nil {
		return
	}
	egg, flour, ok := d.breading(p, crumbs)
	if !ok {
		return
	}
	d.size(cheese, 40)
	cheese.prep = "sliced or torn"
	hard := d.find("parmesan", "pecorino")
	if hard != nil {
		d.size(hard, 10)
		hard.prep = "grated"
	}
	pasta := d.starch
	d.size(sauce, 110) // a spoonful on each cutlet, the rest through the pasta
	if pasta == nil {
		d.size(sauce, 60)
	}
	raw := sauce.in.Name == "crushed tomatoes" || sauce.in.Name == "canned diced tomatoes"
	garlic := d.find("garlic")
	if garlic != nil {
		d.size(garlic, 1.5)
		garlic.prep = "thinly sliced"
	}
	oregano := d.find("dried oregano")
	d.size(oregano, 0.3)
	basil := d.find("basil")
	if basil != nil {
		d.size(basil, 1.5)
		basil.prep = "leaves torn"
	}
	d.drop("black pepper")
	d.size(d.find("salt"), 0.8)
	d.shallowFryOil()
	d.starch = nil // the pasta water goes on when the cutlets go into the oven
	d.prep(220)
	d.starch = pasta
	if raw {
		d.step(12, "Make the sauce: warm 1 tbsp of the %s in a saucepan over medium heat%s, add the %s%s with a pinch of salt and simmer, stirring now and then, until thick, 10–12 minutes.",
			d.fatName(), ifAny(", sizzle the ", someOf(garlic), " for a minute"), sauce.name(), ifAny(" and the ", someOf(oregano), ""))
	} else {
		d.step(3, "Warm the %s in a saucepan over low heat%s.", sauce.name(), ifAny(" with the ", someOf(garlic, oregano), ""))
	}
	cutlets := d.req.Servings
	name := pluralIf(p.name(), cutlets)
	d.step(10, "%s.", upperFirst(d.dredgeText(p, egg, flour, crumbs, name)))
	d.fryCutlets(p, name, cutlets)
	if pasta != nil {
		d.steps[len(d.steps)-1].Text += fmt.Sprintf(" Meanwhile, put a large pot of well-salted water on to boil for the %s.", pasta.name())
	}
	bake := fmt.Sprintf("Lay the cutlets on the baking sheet, spoon a little of the sauce down the middle of each (leave the crisp edges bare), cover with the %s%s and bake at %s until the cheese has melted and bubbles in spots, 8–10 minutes.",
		cheese.name(), ifAny(" and the ", someOf(hard), ""), temp(220))
	if pasta != nil {
		bake += fmt.Sprintf(" Meanwhile, cook the %s in the boiling water for 9 minutes, until just tender; drain and toss it with the rest of the sauce.", pasta.name())
	}
	d.step(10, "%s", bake)
	serve := "Serve the cutlets at once"
	if pasta != nil {
		serve += fmt.Sprintf(", with the %s beside them", pasta.name())
	} else {
		serve += ", with the rest of the sauce spooned beside them"
	}
	d.step(1, "%s%s.%s", serve, ifAny(", scattered with the ", someOf(basil), ""), d.toppingsExcept(p, crumbs, egg, flour, cheese, hard, sauce, garlic, oregano, basil, pasta))
	d.mentionLeftovers()
}
