package engine

// Gyudon: beef sliced paper-thin across the grain, simmered for a minute or two in a
// shallow pan of dashi sweetened with mirin and sugar and salted with soy sauce, after
// the sliced onion has gone soft and sweet in it; the beef and onion and a spoon of
// their broth over a deep bowl of hot rice, with sliced spring onion and pickled ginger.
// The beef is cooked only until the pink has gone, or it turns tough.

func init() {
	registerOwn(&form{name: "gyudon", title: "Beef Rice Bowl", minMinutes: 15, simple: true, saltFactor: -1, method: "simmer",
		equipment: []string{"saucepan with lid", "wide skillet", "deep bowls"}, write: writeGyudon})
}

func writeGyudon(d *dish) {
	beef, rice := d.protein, d.starch
	if beef == nil || rice == nil {
		return
	}
	d.size(beef, 110)
	beef.prep = "sliced paper-thin across the grain"
	if beef.in.Name == "beef strips" {
		beef.prep = "cut into bite-size pieces"
	}
	onion := d.bowlOnion()
	broth := d.find("dashi", "beef broth", "chicken broth", "vegetable broth")
	if broth == nil {
		if broth = d.add("dashi", RoleLiquid, 0, ""); broth != nil {
			d.liquids = append(d.liquids, broth)
		}
	}
	d.size(broth, 80)
	if broth != nil {
		broth.prep = ""
	}
	soy := d.find("soy sauce", "tamari", "coconut aminos")
	d.size(soy, 15)
	mirin := d.find("mirin")
	d.size(mirin, 10)
	sweet := someOf(mirin)
	if sake := d.find("sake"); sake != nil {
		d.size(sake, 8)
		sweet = append(sweet, sake)
	}
	if sugar := d.find("sugar", "brown sugar", "honey"); sugar != nil {
		d.size(sugar, 5)
		if mirin != nil {
			d.size(sugar, 3)
		}
		sweet = append(sweet, sugar)
	}
	ginger := d.find("ginger")
	if ginger != nil {
		d.size(ginger, 2)
		ginger.prep = "peeled and cut into fine matchsticks"
	}
	top := d.where(func(p *part) bool {
		return p.in.Name == "scallion" || p.in.Name == "pickled ginger" || p.in.Name == "sesame seeds"
	})
	for _, s := range top {
		if s.in.Name == "scallion" {
			s.prep = "thinly sliced"
			d.size(s, 6)
		}
	}
	d.dropFat()
	d.drop("black pepper")
	d.prep(0) // starts the rice
	in := someOf(broth)
	in = append(in, someOf(soy)...)
	in = append(in, sweet...)
	in = append(in, someOf(ginger)...)
	d.step(6, "Put the %s in the skillet, bring to a simmer and add the %s; simmer until it is soft and translucent, about 5 minutes.",
		partNames(in), orName(onion, "onion"))
	d.step(2, "Add the %s, spreading it out with chopsticks, and simmer, turning it in the broth, until the pink has just gone, 1–2 minutes; skim off any foam. Do not cook it longer or it toughens.", beef.name())
	d.step(1, "Spoon the hot %s into deep bowls and top with the beef and onion and a few spoonfuls of the broth%s. Serve at once.", rice.name(),
		ifAny(", scattered with the ", top, ""))
	d.mentionLeftovers()
}
