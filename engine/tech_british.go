package engine

import "fmt"

// Toad in the hole: sausages browned in a smoking-hot tin of oil, a batter of flour,
// eggs and milk poured round them and baked in a hot oven until it climbs the tin,
// crisp at the edges and soft underneath. The batter rests while the sausages brown;
// the oven door stays shut until it has risen.

func init() {
	ownNeeds["toad in the hole"] = [][]string{{"egg"}}
	registerOwn(&form{name: "toad in the hole", title: "Toad in the Hole", minMinutes: 45, simple: true, saltFactor: 0.2,
		method: "roast", equipment: []string{"mixing bowl", "whisk", "jug", "roasting tin (about 20 x 30 cm / 8 x 12 in)"},
		write: writeToadInTheHole})
	ownNeeds["bread pudding"] = [][]string{{"egg"}, custardMilks}
	registerOwn(&form{name: "bread pudding", title: "Bread and Butter Pudding", minMinutes: 70, simple: true, saltFactor: -1,
		method: "sweet", equipment: []string{"saucepan", "whisk", "jug"},
		write: writeBreadPudding})
}

func writeToadInTheHole(d *dish) {
	flour, sausages := d.starch, d.protein
	eggs, milk := d.find("egg"), d.find(custardMilks...)
	if flour == nil || sausages == nil || eggs == nil {
		return
	}
	sausages.prep = "" // whole links
	d.size(d.fat, 7)   // enough to coat the tin and fizz round the batter
	onion := d.find("onion", "red onion")
	if onion != nil {
		onion.prep = "cut into thin wedges"
		d.size(onion, 40)
	}
	herbs := d.where(func(p *part) bool { return p.in.Name == "thyme" || p.in.Name == "rosemary" })
	for _, h := range herbs {
		h.prep = "leaves picked"
		d.size(h, 0.5)
	}
	mustard := d.find("dijon mustard", "yellow mustard")
	d.size(mustard, 3)
	into := []*part{eggs}
	if milk != nil {
		into = append(into, milk)
	}
	if mustard != nil {
		into = append(into, mustard)
	}
	stir := ""
	if len(herbs) > 0 {
		stir = ", then stir in the " + plurals(herbs)
	}
	d.prepStep = len(d.steps)
	d.step(6, "Heat the oven to 220°C (425°F). Whisk the %s with a good pinch of salt and pepper in a bowl, make a well and whisk in the %s a little at a time to a smooth batter as thick as double cream%s; pour it into a jug and let it rest while the sausages brown.%s",
		flour.name(), plurals(into), stir, meanwhile(d.prepLater(), ""))
	in := "sausages" // every main it takes is a sausage
	if onion != nil {
		in += " and " + onion.name()
	}
	d.step(15, "Put the %s in the roasting tin, add the %s, turn to coat and roast until the sausages are browned on top and the fat is smoking hot, about 15 minutes.", d.fatName(), in)
	d.step(28, "Working quickly, take the tin out, pour the batter round the sausages (it should sizzle) and return it to the top of the oven at once. Bake until risen high round the edges, puffed and deep golden, 25–30 minutes; keep the oven door shut for the first 20 minutes or it sinks.")
	serve := "Serve straight from the tin while it is still puffed."
	if gravy := d.find("gravy granules"); gravy != nil {
		d.size(gravy, 6)
		d.equipment = append(d.equipment, "kettle", "small saucepan")
		serve = fmt.Sprintf("Meanwhile, make up the %s with about %.0f ml of boiling water from the kettle in a small saucepan, stirring until it thickens. Serve the toad in the hole straight from the tin while it is still puffed, with the gravy poured over at the table.",
			gravy.name(), d.servings*80)
	}
	d.step(2, "%s", serve)
	d.mentionLeftovers()
}

// Bread and butter pudding: buttered slices cut into triangles and layered with dried
// fruit, soaked in a sweet custard of eggs and warm milk, then baked until just set
// with a crisp, sugary top. Three eggs to 400 ml of milk for four.
func writeBreadPudding(d *dish) {
	bread, butter, eggs, milk := d.starch, d.find("butter"), d.eggPart(), d.find(custardMilks...)
	if bread == nil || eggs == nil || milk == nil {
		return
	}
	d.bySlices(bread, 2)
	d.size(butter, 10)
	d.size(eggs, 33)
	d.size(milk, 100)
	cream := d.find("heavy cream")
	if cream != nil {
		d.size(cream, 30)
		d.size(milk, 75)
	}
	sugars := d.sugars()
	for _, s := range sugars {
		d.size(s, 13)
	}
	fruit := d.where(func(p *part) bool {
		return p.in.Name == "raisins" || p.in.Name == "sultanas" || p.in.Name == "dried cranberries" || p.in.Name == "chocolate chips"
	})
	for _, f := range fruit {
		d.size(f, 12/float64(len(fruit)))
	}
	spread := d.where(func(p *part) bool { return p.in.Name == "jam" })
	for _, s := range spread {
		d.size(s, 10)
	}
	flavour := d.where(func(p *part) bool {
		return p.in.Name == "vanilla extract" || p.in.Name == "lemon" || p.in.Name == "orange"
	})
	for _, p := range flavour {
		switch p.in.Name {
		case "lemon", "orange":
			p.grams, p.prep = p.in.Units["piece"], "zested"
		default:
			d.size(p, 1)
		}
	}
	top := d.where(func(p *part) bool { return p.in.Name == "nutmeg" || p.in.Name == "cinnamon" })
	for _, p := range top {
		d.size(p, 0.15) // a grating over the top
	}
	fat := "butter"
	if butter == nil {
		fat = d.fatName()
	}
	on := fat
	if len(spread) > 0 {
		on += ", then the " + plurals(spread) + ","
	}
	dish := "baking dish (about 20 x 25 cm / 8 x 10 in)"
	switch {
	case d.req.Servings <= 2:
		dish = "small baking dish (about 15 x 20 cm / 6 x 8 in)"
	case d.req.Servings >= 6:
		dish = "baking dish (about 23 x 33 cm / 9 x 13 in)"
	}
	d.equipment = append(d.equipment, dish)
	d.prepStep = len(d.steps)
	d.step(5, "Rub a %s with a little of the %s. Spread the rest of the %s over one side of each slice of %s and cut each slice into 4 triangles, crusts and all.",
		dish, fat, on, bread.name())
	between := ""
	if len(fruit) > 0 {
		between = ", scattering the " + plurals(fruit) + " between the layers"
	}
	d.step(4, "Lay the triangles in the dish, buttered side up and overlapping like roof tiles%s.", between)
	liquids := []*part{milk}
	if cream != nil {
		liquids = append(liquids, cream)
	}
	sugarText := "a pinch of salt"
	if len(sugars) > 0 {
		sugarText = "most of the " + plurals(sugars)
	}
	d.step(5, "Warm the %s in a saucepan until just steaming. In a jug or bowl, whisk the %s with %s%s, then pour in the warm %s slowly, whisking all the time. Pour the custard evenly over the bread, pressing the slices down so every one is soaked.",
		plurals(liquids), pluralIf(eggs.name(), count(eggs)), sugarText, ifAny(" and the ", flavour, ""), plurals(liquids))
	d.step(20, "Leave it to soak for 20 minutes, so the bread drinks up the custard. Meanwhile, heat the oven to %s.", temp(180))
	sprinkle := ""
	if len(sugars) > 0 {
		sprinkle = "Scatter the rest of the " + plurals(sugars) + " over the top"
		if len(top) > 0 {
			sprinkle += " and grate or dust over the " + plurals(top)
		}
		sprinkle += ", then bake"
	} else if len(top) > 0 {
		sprinkle = "Dust the top with the " + plurals(top) + ", then bake"
	} else {
		sprinkle = "Bake"
	}
	d.step(40, "%s until the custard is just set in the middle and the top is crisp and golden, 35–40 minutes.", sprinkle)
	d.step(5, "Let it settle for 5 minutes, then serve warm, scooped from the dish.")
	d.mentionLeftovers()
}
