package engine

// Donburi simmered with egg (oyakodon, tamagodon): sliced onion softened in a shallow
// pan of dashi sweetened with mirin or sugar and salted with soy sauce, chicken thigh
// in bite-size pieces poached in it when there is chicken, then beaten eggs poured
// over in two goes and covered for a minute so they set soft and barely runny, and the
// whole panful slid over a deep bowl of hot rice with its broth. One pan makes two
// bowls, a wide one four; a cook feeding more does it in batches, the broth and onion
// (and the chicken) simmered together in a pot first.

func init() {
	ownNeeds["donburi"] = [][]string{{"egg"}}
	registerOwn(&form{name: "donburi", title: "Rice Bowl", minMinutes: 15, simple: true, saltFactor: -1, method: "simmer", ownsEggs: true,
		equipment: []string{"saucepan with lid", "wide skillet with lid", "small bowl", "deep bowls"}, write: writeDonburi})
}

func writeDonburi(d *dish) {
	egg, rice := d.eggPart(), d.starch
	if egg == nil || rice == nil {
		return
	}
	meat := d.protein
	if meat == egg {
		meat = nil
	}
	if w, ok := egg.in.UnitGrams("piece"); ok {
		d.size(egg, 2*w) // two eggs a bowl
	}
	egg.prep = ""
	if meat != nil {
		d.size(meat, 100)
		meat.prep = "cut into 2–3 cm (1 in) pieces"
	}
	onion := d.bowlOnion()
	broth := d.find("dashi", "chicken broth", "vegetable broth")
	if broth == nil {
		if broth = d.add("dashi", RoleLiquid, 0, ""); broth != nil {
			d.liquids = append(d.liquids, broth)
		}
	}
	d.size(broth, 80) // a third of a cup a bowl: enough to moisten the rice, not a soup
	if broth != nil {
		broth.prep = ""
	}
	soy := d.find("soy sauce", "tamari", "coconut aminos")
	d.size(soy, 12)
	mirin := d.find("mirin")
	d.size(mirin, 10)
	sweet := someOf(mirin)
	if sake := d.find("sake"); sake != nil {
		d.size(sake, 8) // the cook's sake, a spoonful a bowl, simmers off in the broth
		sweet = append(sweet, sake)
	}
	if sugar := d.find("sugar", "brown sugar", "coconut sugar", "honey"); sugar != nil {
		d.size(sugar, 5) // the sugar does the mirin's work too when there is none
		if mirin != nil {
			d.size(sugar, 2)
		}
		sweet = append(sweet, sugar)
	}
	scallions := d.where(func(p *part) bool { return p.in.Name == "scallion" })
	for _, s := range scallions {
		s.prep = "thinly sliced"
		d.size(s, 6)
	}
	nori := d.find("nori")
	d.size(nori, 0.5)
	if nori != nil {
		nori.prep = "cut into thin strips"
	}
	d.dropFat()
	d.drop("black pepper")
	d.prep(0) // starts the rice
	share := "slide the egg and its broth over it"
	if d.servings > 2 {
		share = "cut the egg into portions with the spatula, sliding each with its broth over a bowl"
	}
	if d.servings > donburiPan {
		d.donburiBatches(egg, broth, onion, meat, rice, append(someOf(soy), sweet...), append(scallions, someOf(nori)...))
		return
	}
	d.step(3, "Beat the %s lightly in the small bowl with a fork, just to break them up: streaks of white are right.", plural(egg.name()))
	d.step(5, "Put the %s, %s in the skillet, bring to a simmer and add the %s; simmer until it softens and turns translucent, about 4 minutes.",
		orName(broth, "water"), orNames(append(someOf(soy), sweet...), "salt"), orName(onion, "onion"))
	if meat != nil {
		d.step(6, "Lay the %s in the broth in one layer and simmer, turning once, until %s, 5–6 minutes.", meat.name(), simmerDoneness(meat.in))
	}
	d.step(2, "Pour two thirds of the egg over in a slow circle, cover and cook over medium heat for 1 minute; pour in the rest, cover and take off the heat for 30 seconds: the egg should be just set, soft and still glossy on top.")
	d.step(1, "Spoon the hot %s into deep bowls and %s%s. Serve at once.", rice.name(), share,
		ifAny(", scattered with the ", append(scallions, someOf(nori)...), ""))
	d.mentionLeftovers()
}

// bowlOnion is a donburi's onion, the cook's or bought: half an onion a bowl, sliced
// thin to go soft and sweet in the simmering broth.
func (d *dish) bowlOnion() *part {
	onion := d.find("onion", "red onion")
	if onion == nil {
		if onion = d.add("onion", RoleVegetable, 0, ""); onion != nil {
			d.vegs = append(d.vegs, onion)
		}
	}
	d.size(onion, 55)
	if onion != nil {
		onion.prep = "halved and thinly sliced"
	}
	return onion
}

// donburiPan is how many bowls a wide skillet sets the egg for at once.
const donburiPan = 4

// donburiBatches writes a crowd's donburi: the broth, onion and chicken simmered
// together in one pot, then the egg set over a share of them in the skillet, four
// bowls a batch, each batch served as it is done: 40 eggs never go into one pan.
func (d *dish) donburiBatches(egg, broth, onion, meat, rice *part, season, tops []*part) {
	batches := (int(d.servings) + donburiPan - 1) / donburiPan
	for i, e := range d.equipment {
		if e == "small bowl" {
			d.equipment[i] = "large bowl"
		}
	}
	d.equipment = append(d.equipment, "large saucepan", "ladle")
	d.step(3, "Beat the %s lightly in a large bowl with a fork, just to break them up: streaks of white are right.", plural(egg.name()))
	d.step(6, "Put the %s, %s in a large saucepan, bring to a simmer and add the %s; simmer until it softens and turns translucent, about 5 minutes.",
		orName(broth, "water"), orNames(season, "salt"), orName(onion, "onion"))
	with := "broth and onion"
	if meat != nil {
		d.step(6, "Add the %s and simmer, stirring once, until %s, 5–6 minutes; keep the pot hot over low heat.", meat.name(), simmerDoneness(meat.in))
		with = "broth, onion and " + meat.name()
	}
	d.step(3*batches+1, "Set the egg in the skillet in %d batches of up to %d bowls: for each, ladle in that batch's share of the %s and bring it to a bubble, pour two thirds of its egg (2 eggs a bowl) over in a slow circle, cover and cook over medium heat for 1 minute; pour in the rest, cover and take off the heat for 30 seconds, until just set, soft and still glossy. Cut it into portions with the spatula and slide each with its broth over a deep bowl of hot %s%s, and serve that batch while the next one sets.",
		batches, donburiPan, with, rice.name(), ifAny(", scattered with the ", tops, ""))
	d.mentionLeftovers()
}
