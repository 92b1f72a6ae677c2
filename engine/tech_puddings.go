package engine

import "math"

// Store-cupboard puddings and bakes: a rice pudding simmered slowly in milk on the hob,
// oat flapjacks, oats bound with butter, sugar and syrup melted together and baked in a
// tin, and scones, butter rubbed into flour and brought together with milk; and no-bake
// energy balls, oats bound with a nut butter and honey, rolled and chilled.

func init() {
	ownNeeds["rice pudding"] = [][]string{custardMilks}
	ownNeeds["flapjacks"] = [][]string{{"rolled oats"}}
	ownNeeds["scones"] = [][]string{custardMilks}
	ownNeeds["cheesecake"] = [][]string{{"cream cheese", "ricotta"}, {"egg"}}
	ownNeeds["energy balls"] = [][]string{{"rolled oats"}}
	registerOwn(
		&form{name: "energy balls", title: "Energy Balls", minMinutes: 25, simple: true, saltFactor: -1, method: "sweet",
			equipment: []string{"large bowl", "spatula", "plate or tray", "airtight container"}, write: writeEnergyBalls},
		&form{name: "rice pudding", title: "Rice Pudding", minMinutes: 40, simple: true, saltFactor: -1, method: "sweet",
			equipment: []string{"heavy saucepan", "wooden spoon"}, write: writeRicePudding},
		&form{name: "flapjacks", title: "Flapjacks", minMinutes: 45, simple: true, saltFactor: 0.1, method: "sweet",
			equipment: []string{"saucepan", "wooden spoon", "parchment paper"}, write: writeFlapjacks},
		&form{name: "scones", title: "Scones", minMinutes: 30, simple: true, saltFactor: 0.1, method: "sweet",
			equipment: []string{"large bowl", "round cutter (6 cm / 2 1/2 in)", "baking sheet", "parchment paper", "wire rack"}, write: writeScones},
		&form{name: "cheesecake", title: "Cheesecake", minSkill: 1, minMinutes: 330, saltFactor: -1, method: "sweet",
			equipment: []string{"large bowl", "electric mixer", "freezer bag and rolling pin", "parchment paper"}, write: writeCheesecake},
	)
}

// dropBoughtFat takes out a fat the pantry does not hold where the dish is as good
// without it (the butter stirred into a rice pudding).
func (d *dish) dropBoughtFat() {
	if d.fat != nil && !d.fat.fromPantry {
		delete(d.used, d.fat.in)
		d.fat = nil
	}
}

func writeRicePudding(d *dish) {
	rice, milk := d.starch, d.find(custardMilks...)
	if rice == nil || milk == nil {
		return
	}
	rice.prep = "" // unrinsed: its starch makes the pudding creamy
	d.dropBoughtFat()
	sugars := d.sugars()
	cream := d.find("heavy cream")
	d.size(cream, 30)
	d.size(d.find("vanilla extract"), 1.2) // a teaspoon for four
	liquids := []*part{milk}
	if cream != nil {
		liquids = append(liquids, cream)
	}
	d.prepStep = len(d.steps)
	d.step(5, "Put the %s, %s and %s in a heavy saucepan with a pinch of salt and bring slowly to a simmer over medium heat, stirring so the rice does not stick.",
		rice.name(), plurals(liquids), plurals(sugars))
	d.step(35, "Turn the heat to low and simmer uncovered, stirring often and more as it thickens, until the rice is soft and the pudding creamy, 30–35 minutes; stir in a splash more %s if it gets too thick before the rice is done.", milk.name())
	finish := d.where(func(p *part) bool {
		return p.in.Name == "vanilla extract" || p.in.Name == "butter" || p.in.Name == "lemon" || p.in.Name == "orange" ||
			p.in.Name == "raisins" || p.in.Name == "sultanas" || p.in.Name == "dried cranberries"
	})
	for _, p := range finish {
		if p.in.Name == "lemon" || p.in.Name == "orange" {
			p.grams, p.prep = p.in.Units["piece"], "zested"
		}
	}
	top := d.where(func(p *part) bool { return p.in.Name == "cinnamon" || p.in.Name == "nutmeg" || p.in.Name == "jam" })
	d.step(3, "Take off the heat%s and let it stand 5 minutes; it thickens as it cools. Serve warm%s, or chill and serve cold.",
		ifAny(" and stir in the ", finish, ""), ifAny(" with a little of the ", top, " on top"))
	d.mentionLeftovers()
}

func writeFlapjacks(d *dish) {
	oats := d.starch
	if oats == nil {
		return
	}
	d.scaleToLimit(oats)
	pan, m := d.tinFor(squareTins)
	d.ovenStep(180, "line "+pan+" with parchment")
	fat := d.softFat("")
	sugars := d.sugars()
	d.step(5, "Melt the %s with the %s in a saucepan over low heat, stirring, until the %s has melted and the sugar dissolved; do not let it boil.", fat, plurals(sugars), fat)
	fold := d.foldIns()
	d.capFoldIns(fold)
	d.step(2, "Take off the heat and stir in the %s and a pinch of salt until every flake is coated.%s", oats.name(), ifAny(" Stir in the ", fold, "."))
	d.step(2, "Tip into the tin and press down firmly and evenly with the back of a spoon.")
	d.step(m, "Bake until golden at the edges and just firm in the middle, %d–%d minutes; they harden as they cool.", m-4, m)
	d.step(30, "Cool in the tin for 10 minutes, mark into %d squares with a knife, then leave to cool completely in the tin before cutting through and lifting out.", d.req.Servings)
	d.mentionLeftovers()
}

func writeScones(d *dish) {
	flour, milk := d.starch, d.find(custardMilks...)
	if flour == nil || milk == nil {
		return
	}
	// A lemon or orange flavours the dough with its zest (lemon scones); its juice would
	// only wet it.
	zest := d.where(func(p *part) bool { return p.in.Name == "lemon" || p.in.Name == "orange" })
	for _, p := range zest {
		p.grams, p.prep = p.in.Units["piece"]*math.Ceil(d.servings/8), "zested"
	}
	d.ovenStep(220, "line a baking sheet with parchment")
	fat := d.softFat("cold, diced")
	dry := append(d.dryBake(), d.sugars()...)
	fold := d.foldIns()
	d.capFoldIns(fold)
	d.step(5, "Mix the %s%s in a large bowl, then rub in the %s with your fingertips until it looks like fine breadcrumbs.%s",
		plurals(dry), ifAny(" with the zest of the ", zest, ""), fat, ifAny(" Stir in the ", fold, "."))
	egg := d.eggPart()
	wet := milk.name()
	// The dough's liquid is about half the flour's weight, the egg's included: 225 g
	// of flour takes an egg and 75 ml of milk, or 120 ml of milk alone; more is a batter.
	_, _, flourGrams := flour.measure()
	liquid := 0.55 * flourGrams
	if egg != nil {
		// An egg to about eight scones (375 g of flour) enriches the dough; more makes a cake.
		if w, ok := egg.in.UnitGrams("piece"); ok {
			egg.grams = math.Ceil(d.servings/8) * w
		}
		liquid -= egg.grams
		wet = pluralIf(egg.name(), count(egg)) + " beaten into the " + milk.name()
	}
	milk.grams = math.Max(liquid, 0.3*flourGrams)
	d.step(3, "Make a well, pour in most of the %s and mix with a table knife to a soft, slightly sticky dough; add the rest if dry patches remain. Do not knead: a light hand makes them rise.", wet)
	scones := d.req.Servings
	d.step(4, "Tip onto a floured worktop, pat out about 2.5 cm (1 in) thick and stamp out %d rounds with the cutter, pressing straight down without twisting; gather the scraps for the last ones. Set them on the sheet and brush the tops with a little %s.", scones, milk.name())
	d.step(14*batches(scones, 12), "Bake until well risen and golden on top, 12–14 minutes%s.", map[bool]string{true: ", one sheet at a time"}[scones > 12])
	serve := d.where(func(p *part) bool {
		return p.in.Name == "jam" || p.in.Name == "heavy cream" || p.in.Name == "clotted cream"
	})
	d.step(10, "Cool on a wire rack for 10 minutes and serve warm%s.", ifAny(", split, with the ", serve, ""))
	d.mentionLeftovers()
}

// springform is the pan a cheesecake of so many servings bakes in.
func (d *dish) springform() string {
	pan := "20 cm (8 in) springform pan"
	switch n := d.req.Servings; {
	case n > 16:
		pan = "2 23 cm (9 in) springform pans"
	case n > 8:
		pan = "23 cm (9 in) springform pan"
	}
	d.equipment = append(d.equipment, pan)
	return pan
}

func writeCheesecake(d *dish) {
	cheese, eggs := d.protein, d.eggPart()
	crumbs := d.find("graham crackers", "digestive biscuits")
	if cheese == nil || eggs == nil || crumbs == nil {
		return
	}
	pan := d.springform()
	fat := d.softFat("melted")
	sugars := d.sugars()
	if lemon := d.find("lemon"); lemon != nil {
		lemon.prep = "zested" // before the prep step lists it
	}
	d.ovenStep(160, "line the base of the "+pan+" with parchment")
	d.step(6, "Crush the %s to fine crumbs in a freezer bag with a rolling pin, stir in the %s and a spoonful of the %s, and press firmly and evenly over the base of the pan.",
		crumbs.name(), fat, plurals(sugars))
	d.step(10, "Bake the base for 10 minutes. Meanwhile, beat the %s with the rest of the %s on low speed until smooth, scraping down the bowl.", cheese.name(), plurals(sugars))
	flavour := d.where(func(p *part) bool {
		return p.in.Name == "vanilla extract" || p.in.Name == "sour cream" || p.in.Name == "lemon"
	})
	for _, p := range flavour {
		if p.in.Name == "lemon" {
			p.grams, p.prep = p.in.Units["piece"], "zested"
		}
	}
	d.step(3, "Beat in the %s one at a time%s, on low and only until each disappears; beating in air makes it crack.",
		pluralIf(eggs.name(), count(eggs)), ifAny(", then the ", flavour, ""))
	fruit := d.where(func(p *part) bool {
		return p.role == RoleFruit || p.in.Is(RoleFruit) && p.in.Category == "produce" && p.in.Name != "lemon"
	})
	d.sizeFoldIns(fruit, 25)
	if cheese.in.Name == "ricotta" {
		// An Italian ricotta cake is lighter and sets sooner: it is eaten the day it is
		// baked, warm or at room temperature, with no night in the fridge.
		d.step(45, "Pour over the base, smooth the top and bake until set and lightly golden with only a slight wobble in the middle, 40–45 minutes.")
		d.step(20, "Cool in the tin on a rack for 15–20 minutes, then run a thin knife round the edge and unclip. Serve warm or at room temperature%s; it slices more neatly once cold.",
			ifAny(", with the ", fruit, " on top"))
		d.mentionLeftovers()
		return
	}
	d.step(55, "Pour over the base, smooth the top and bake until set at the edge but still wobbly in the middle, 50–55 minutes.")
	if d.quick {
		// Short of time: half an hour in the cooling oven still keeps it from cracking.
		d.step(30, "Turn off the oven, prop the door open a little and leave the cheesecake inside for 30 minutes, so it cools slowly and does not crack.")
	} else {
		d.step(60, "Turn off the oven, prop the door open a little and leave the cheesecake inside for an hour, so it cools slowly and does not crack.")
	}
	d.step(240, "Run a thin knife round the edge, then chill for at least 4 hours, or overnight, before unclipping the pan.%s", ifAny(" Serve with the ", fruit, " on top."))
	d.mentionLeftovers()
}

func writeEnergyBalls(d *dish) {
	oats := d.starch
	nut := d.find("peanut butter", "almond butter")
	if oats == nil || nut == nil {
		return
	}
	syrups := d.where(func(p *part) bool { return p.in.Category == "sweeteners" && p.in.Name != "chocolate chips" })
	fold := d.where(func(p *part) bool {
		return p != oats && p != nut && !contains(syrups, p) && p.in.Name != "vanilla extract" && p.in.Name != "salt" &&
			p.in.Category != "spices-seasonings" && p.in.Name != "cocoa powder"
	})
	d.sizeFoldIns(fold, 6)
	for _, p := range fold {
		if p.in.Name == "dark chocolate" {
			p.prep = "finely chopped"
		}
	}
	flavour := d.where(func(p *part) bool {
		return p.in.Name == "vanilla extract" || p.in.Name == "cocoa powder" || p.in.Category == "spices-seasonings" && p.in.Name != "salt"
	})
	d.size(d.find("vanilla extract"), 0.5)
	d.size(d.find("cinnamon"), 0.3)
	d.size(d.find("cocoa powder"), 2)
	balls := 2 * d.req.Servings // a walnut-sized ball is about 20 g: two a serving
	d.prepStep = len(d.steps)
	d.step(3, "Stir the %s with the %s%s in a large bowl until smooth; if the %s is stiff, warm them together for 20 seconds in the microwave first.",
		nut.name(), plurals(syrups), ifAny(", ", flavour, " and a pinch of salt"), nut.name())
	d.step(3, "Add the %s%s and mix until every flake is coated and it holds together when pressed; add a spoonful more oats if it is sticky, a little more %s if it is dry.",
		oats.name(), ifAny(" and the ", fold, ""), plurals(syrups[:min(1, len(syrups))]))
	d.step(15, "Chill the mixture for 15 minutes; it is far easier to roll.")
	d.step(8, "With damp hands, roll into %d walnut-sized balls, about a tablespoon each, and set them on a plate.", balls)
	d.step(20, "Chill until firm, about 20 minutes. They keep in an airtight box in the fridge for a week.")
}
