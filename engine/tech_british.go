package engine

import (
	"fmt"
	"strings"
)

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
	ownNeeds["lasagne"] = [][]string{custardMilks}
	registerOwn(&form{name: "lasagne", title: "Lasagne", minSkill: 1, minMinutes: 90, saltFactor: 0.5, method: "simmer", cheeseKey: true,
		starch: "pasta", starchRequired: true, starchInPot: true,
		equipment: []string{"large skillet", "saucepan", "whisk"}, write: writeLasagne})
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
	mustard := d.find("dijon mustard", "yellow mustard", "english mustard")
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
	bread.slices = true // "8 slices brioche" from a loaf, never "4 brioches"
	d.size(butter, 10)
	d.size(eggs, 33)
	if w, ok := eggs.in.UnitGrams("piece"); ok {
		eggs.grams = min(eggs.grams, eggsPerPan*w) // a dozen eggs set the custard of a big party's pudding
	}
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
	soak, bake, bakeText, oven := 20, 40, "35–40 minutes", 180
	if d.quick {
		// In a hurry it soaks only while the oven heats, and bakes a little hotter.
		soak, bake, bakeText, oven = 10, 30, "about 30 minutes", 190
	}
	d.step(soak, "Leave it to soak for %d minutes, so the bread drinks up the custard. Meanwhile, heat the oven to %s.", soak, temp(oven))
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
	d.step(bake, "%s until the custard is just set in the middle and the top is crisp and golden, %s.", sprinkle, bakeText)
	d.step(5, "Let it settle for 5 minutes, then serve warm, scooped from the dish.")
	d.mentionLeftovers()
}

// Lasagne: a meat sauce simmered thick, a béchamel of butter, flour and milk, layered
// with the dried sheets in a deep dish and baked until it bubbles, then rested so it
// cuts cleanly. The sheets cook in the oven in the sauce, so the ragù is kept loose.
func writeLasagne(d *dish) {
	sheets, meat := d.starch, d.protein
	milk, butter, flour := d.find(custardMilks...), d.find("butter"), d.find("all-purpose flour")
	tomato := d.find("canned diced tomatoes", "crushed tomatoes", "tomato sauce", "marinara sauce")
	if sheets == nil || meat == nil || milk == nil || tomato == nil {
		return
	}
	if flour == nil {
		flour = d.add("all-purpose flour", RoleBaking, 10, "") // the béchamel's roux
	}
	if butter == nil {
		butter = d.add("butter", RoleFat, 10, "")
	}
	melt := "melt"
	if butter == nil {
		// Dairy-free: the roux is made with oil, and the milk is the cook's plant milk.
		if butter = d.fat; butter == nil {
			butter = d.add("olive oil", RoleFat, 10, "")
		}
		melt = "warm"
	}
	if flour == nil || butter == nil {
		return
	}
	cheeses := d.where(func(p *part) bool {
		return p.in.Name == "parmesan" || p.in.Name == "cheddar" || p.in.Name == "mozzarella"
	})
	for _, c := range cheeses {
		c.prep = "grated"
		d.size(c, 25/float64(len(cheeses)))
	}
	d.size(tomato, 100) // a 400 g tin for four
	ricotta := d.find("ricotta")
	d.size(ricotta, 40)
	d.size(d.find("tomato paste"), 8)
	nutmeg := d.find("nutmeg")
	d.size(nutmeg, 0.1)
	d.size(milk, 125)
	d.size(butter, 10)
	d.size(flour, 10)
	meat.prep = ""
	first := d.where(func(p *part) bool { return (p.role == RoleAromatic || p.role == RoleVegetable) && p != tomato })
	later := d.prepFirst(first)
	fat := d.fatName()
	how := "breaking it up with a spoon"
	if strings.Contains(meat.in.Name, "sausage") {
		how = "squeezed out of its skins and broken up with a spoon"
	}
	d.step(8, "Heat the %s in a large skillet over medium-high heat and cook the %s, %s, until %s, about 7 minutes.",
		fat, meat.name(), how, doneness(meat.in))
	soft := d.where(func(p *part) bool {
		return (p.role == RoleAromatic || p.role == RoleVegetable) && p.in.Name != "garlic" && p != tomato
	})
	garlic := d.find("garlic")
	addGarlic := ""
	if garlic != nil {
		addGarlic = fmt.Sprintf(", adding the %s for the last minute", garlic.name())
	}
	if len(soft) > 0 {
		d.step(8, "Add the %s and cook, stirring now and then, until soft, about 7 minutes%s.", plurals(soft), addGarlic)
	} else if garlic != nil {
		d.step(1, "Stir in the %s for a minute, until fragrant.", garlic.name())
	}
	into := d.where(func(p *part) bool {
		return p == tomato || p.in.Name == "tomato paste" || p.in.Name == "red wine" || p.in.Name == "oregano" || p.in.Name == "dried oregano"
	})
	grate := ""
	if nutmeg != nil {
		grate = " and a grating of " + nutmeg.name()
	}
	// The béchamel is made while the ragù simmers: the pan needs only a stir now and then.
	sauce := fmt.Sprintf(" While it simmers, make the béchamel: %s the %s in a saucepan over medium heat, stir in the %s and cook, stirring, for 1 minute; take off the heat and whisk in the %s a little at a time until smooth. Return to the heat and simmer, whisking, until it coats the back of a spoon, about 5 minutes. Season with salt%s.",
		melt, butter.name(), flour.name(), milk.name(), grate)
	d.step(22, "Stir in the %s and half a tin of water, season with salt and pepper and simmer, partly covered and stirring now and then, until thick but still loose enough to pour, about 20 minutes; the sheets drink up the rest in the oven.%s%s",
		plurals(into), meanwhile(later, "heat the oven to "+temp(190)), sauce)
	dish := "deep baking dish (about 20 x 30 cm / 8 x 12 in)"
	switch {
	case d.req.Servings <= 2:
		dish = "small deep baking dish (about 15 x 20 cm / 6 x 8 in)"
	case d.req.Servings >= 6:
		dish = "deep baking dish (about 23 x 33 cm / 9 x 13 in)"
	}
	d.equipment = append(d.equipment, dish)
	layer := "a ladle of the meat sauce over the base of a " + dish + ", then a layer of %s (snapped to fit), a third of the rest of the meat sauce and a thin layer of béchamel"
	if ricotta != nil {
		layer += " dotted with the " + ricotta.name()
	}
	topping := "the rest of the béchamel"
	if len(cheeses) > 0 {
		topping += " and the " + plurals(cheeses)
	}
	d.step(6, "Spread "+layer+"; repeat twice more, then finish with a last layer of sheets covered with %s.", sheets.name(), topping)
	d.step(40, "Bake until bubbling at the edges, deep golden on top and a knife slides easily through the sheets, 35–40 minutes.")
	d.step(10, "Let it rest for 10 minutes before cutting into squares, so the layers hold.")
	d.mentionLeftovers()
}
