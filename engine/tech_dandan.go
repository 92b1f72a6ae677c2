package engine

// Dan dan noodles, Sichuan street noodles: pork mince fried until browned and crisp with
// a splash of Shaoxing wine and soy; a sauce made in each bowl of sesame paste (or
// peanut butter) loosened with hot noodle water, soy, black vinegar, a little sugar,
// garlic, chili oil and toasted ground Sichuan pepper; the noodles and a few greens on
// top, the crisp pork over them, tossed at the table. A numbing, nutty, hot bowl in
// twenty minutes.

func init() {
	ownNeeds["dan dan"] = [][]string{{"chili oil"}}
	registerOwn(&form{name: "dan dan", title: "Dan Dan Noodles", minMinutes: 15, simple: true, saltFactor: -1, method: "sear",
		equipment: []string{"large pot", "wok or large skillet", "small dry skillet", "mortar and pestle or spice grinder", "colander", "deep bowls"}, write: writeDanDan})
}

func writeDanDan(d *dish) {
	pork, noodles, oil := d.protein, d.starch, d.find("chili oil")
	if pork == nil || noodles == nil || oil == nil {
		return
	}
	d.size(pork, 75)
	pork.prep = ""
	d.size(oil, 8)
	paste := d.find("tahini", "peanut butter", "almond butter")
	d.size(paste, 10)
	soy := d.find("soy sauce", "tamari", "coconut aminos")
	d.size(soy, 10)
	vinegar := d.find("black vinegar", "rice vinegar")
	d.size(vinegar, 4)
	sugar := d.find("sugar", "brown sugar", "honey")
	d.size(sugar, 1.5)
	pepper := d.find("sichuan pepper")
	d.size(pepper, 0.3)
	garlic := d.find("garlic")
	if garlic != nil {
		d.size(garlic, 2)
		garlic.prep = "minced"
	}
	wine := d.find("shaoxing wine", "dry sherry", "sake")
	d.size(wine, 4)
	ginger := d.find("ginger")
	if ginger != nil {
		d.size(ginger, 1.5)
		ginger.prep = "minced"
	}
	greens := d.where(func(p *part) bool {
		return p.in.Name == "bok choy" || p.in.Name == "spinach" || p.in.Name == "choy sum"
	})
	for _, g := range greens {
		d.size(g, 50/float64(len(greens)))
		if g.in.Name == "bok choy" {
			g.prep = "halved or quartered lengthways"
		}
	}
	tops := d.where(func(p *part) bool { return p.in.Name == "scallion" || p.in.Name == "peanuts" })
	for _, t := range tops {
		if t.in.Name == "scallion" {
			d.size(t, 6)
			t.prep = "thinly sliced"
		} else {
			d.size(t, 6)
			t.prep = "roughly chopped"
		}
	}
	d.size(d.fat, 4)
	d.drop("black pepper")
	d.prep(0)
	if pepper != nil {
		d.step(2, "Toast the %s in a small dry skillet over medium heat until fragrant, 1–2 minutes, then grind it fine.", pepper.name())
	}
	fry := "Heat the " + d.fatName() + " in a wok or large skillet over high heat and fry the " + pork.name() + ", breaking it up, until browned and crisp at the edges, 6–8 minutes"
	if ginger != nil {
		fry += ", with the " + ginger.name() + " for the last minute"
	}
	d.step(8, "%s.%s Add a splash of the %s, stir and set aside.", fry, ifAny(" Pour in the ", someOf(wine), " and let it sizzle away."), orName(soy, "soy sauce"))
	sauce := someOf(paste, soy, vinegar, sugar, garlic, oil)
	d.step(2, "Make the sauce in the bottom of each bowl: divide the %s between the bowls%s and stir together.",
		partNames(sauce), map[bool]string{true: " with a pinch of the ground pepper", false: ""}[pepper != nil])
	boil := "Cook the " + noodles.name() + " in the boiling water as the packet says (usually 3–5 minutes)"
	if len(greens) > 0 {
		boil += ", adding the " + plurals(greens) + " for the last minute"
	}
	d.step(5, "%s. Stir 2 tablespoons of the hot noodle water into each bowl to loosen the sauce, then drain.", boil)
	d.step(2, "Divide the noodles%s between the bowls, spoon the pork on top%s. Toss everything together at the table so every strand is coated.",
		ifAny(" and ", greens, ""), ifAny(" and scatter over the ", tops, ""))
	d.mentionLeftovers()
}
