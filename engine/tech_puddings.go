package engine

// Store-cupboard puddings and bakes: a rice pudding simmered slowly in milk on the hob,
// oat flapjacks, oats bound with butter, sugar and syrup melted together and baked in a
// tin, and scones, butter rubbed into flour and brought together with milk.

func init() {
	ownNeeds["rice pudding"] = [][]string{custardMilks}
	ownNeeds["flapjacks"] = [][]string{{"rolled oats"}}
	ownNeeds["scones"] = [][]string{custardMilks}
	registerOwn(
		&form{name: "rice pudding", title: "Rice Pudding", minMinutes: 40, simple: true, saltFactor: -1, method: "sweet",
			equipment: []string{"heavy saucepan", "wooden spoon"}, write: writeRicePudding},
		&form{name: "flapjacks", title: "Flapjacks", minMinutes: 45, simple: true, saltFactor: 0.1, method: "sweet",
			equipment: []string{"saucepan", "wooden spoon", "parchment paper"}, write: writeFlapjacks},
		&form{name: "scones", title: "Scones", minMinutes: 30, simple: true, saltFactor: 0.1, method: "sweet",
			equipment: []string{"large bowl", "round cutter (6 cm / 2 1/2 in)", "baking sheet", "parchment paper", "wire rack"}, write: writeScones},
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
			p.in.Name == "raisins" || p.in.Name == "dried cranberries"
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
	pan, m := d.tinFor(squareTins)
	d.ovenStep(180, "line "+pan+" with parchment")
	fat := d.softFat("")
	sugars := d.sugars()
	d.step(5, "Melt the %s with the %s in a saucepan over low heat, stirring, until the butter has melted and the sugar dissolved; do not let it boil.", fat, plurals(sugars))
	d.step(2, "Take off the heat and stir in the %s and a pinch of salt until every flake is coated.%s", oats.name(), ifAny(" Stir in the ", d.foldIns(), "."))
	d.step(2, "Tip into the tin and press down firmly and evenly with the back of a spoon.")
	d.step(m, "Bake until golden at the edges and just firm in the middle, %d–%d minutes; they harden as they cool.", m-4, m)
	d.step(30, "Cool in the tin for 10 minutes, mark into %d bars with a knife, then leave to cool completely in the tin before cutting through and lifting out.", d.req.Servings)
	d.mentionLeftovers()
}

func writeScones(d *dish) {
	flour, milk := d.starch, d.find(custardMilks...)
	if flour == nil || milk == nil {
		return
	}
	d.ovenStep(220, "line a baking sheet with parchment")
	fat := d.softFat("cold, diced")
	dry := append(d.dryBake(), d.sugars()...)
	d.step(5, "Mix the %s in a large bowl, then rub in the %s with your fingertips until it looks like fine breadcrumbs.%s",
		plurals(dry), fat, ifAny(" Stir in the ", d.foldIns(), "."))
	egg := d.eggPart()
	wet := milk.name()
	if egg != nil {
		wet = pluralIf(egg.name(), count(egg)) + " beaten into the " + milk.name()
	}
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
