package engine

// Banana oat cookies: ripe bananas mashed as the dough's binder and most of its sugar,
// an egg where there is one, a little brown sugar, then rolled oats stirred in and left
// a few minutes to drink up the banana, with chocolate chips, dried fruit or nuts
// folded through; dropped in spoonfuls and flattened (they do not spread), baked until
// golden at the edges. No flour and no butter: a gluten-free bake when the oats are.

func init() {
	registerOwn(&form{name: "banana cookies", title: "Banana Oat Cookies", minMinutes: 30, simple: true, saltFactor: 0.2, method: "sweet",
		equipment: []string{"large bowl", "fork", "2 baking sheets", "parchment paper", "wire rack"}, write: writeBananaOatCookies})
}

func writeBananaOatCookies(d *dish) {
	oats, banana := d.starch, d.find("banana")
	if oats == nil || banana == nil {
		return
	}
	cookies := 2 * d.req.Servings
	oats.prep = ""
	d.size(oats, 22)
	d.size(banana, 35) // a banana to every four or five cookies
	banana.prep = ""
	egg := d.eggPart()
	if egg != nil {
		egg.grams = egg.in.Units["piece"] * float64(max(1, (cookies+10)/16)) // an egg to 16 cookies
		egg.prep = ""
	}
	sugars := d.sugars()
	for _, s := range sugars {
		d.size(s, 4/float64(len(sugars)))
	}
	var soda *part
	for _, p := range d.where(func(p *part) bool { return p.in.Name == "baking soda" || p.in.Name == "baking powder" }) {
		d.size(p, 0.25)
		soda = p
	}
	spices := d.where(func(p *part) bool {
		return p.in.Name == "cinnamon" || p.in.Name == "vanilla extract" || p.in.Name == "ground ginger" || p.in.Name == "nutmeg"
	})
	for _, s := range spices {
		d.size(s, 0.3)
	}
	fold := d.where(func(p *part) bool {
		return p.in.Name == "chocolate chips" || p.in.Name == "raisins" || p.in.Name == "sultanas" || p.in.Name == "dried cranberries" ||
			p.in.Name == "shredded coconut" || p.in.Category == "nuts-seeds" && p != d.starch
	})
	for _, f := range fold {
		d.size(f, 12/float64(len(fold)))
	}
	d.dropFat()
	sheets := batches(cookies, 12)
	d.ovenStep(180, "line the baking sheets with parchment")
	wet := append(someOf(egg), sugars...)
	wet = append(wet, spices...)
	d.step(3, "Mash the %s in the large bowl with the fork until almost smooth%s.", plural(banana.name()), ifAny(", then beat in the ", wet, ""))
	dry := append(someOf(soda), d.where(func(p *part) bool { return p.in.Name == "salt" })...)
	d.step(6, "Stir in the %s%s%s, then leave the mixture 5 minutes for the oats to soak up the banana: it firms to a soft, sticky dough.",
		oats.name(), ifAny(" with the ", dry, ""), ifAny("; fold in the ", fold, ""))
	d.step(4, "Drop %d heaped spoonfuls onto the sheets, 3 cm (1 in) apart, and press each flat to about 1 cm (1/2 in) with a wet spoon: they keep the shape you give them.", cookies)
	bake := "Bake"
	if sheets > 1 {
		bake = "Bake two sheets at a time, swapping them halfway,"
	}
	d.step(15*batches(sheets, 2), "%s for 14–16 minutes, until golden at the edges and set in the middle.%s",
		bake, againIf(sheets > 2, " Bake the rest the same way on cooled sheets."))
	d.step(10, "Cool on the sheets for 10 minutes (they firm as they cool), then move to a wire rack.")
	d.mentionLeftovers()
}
