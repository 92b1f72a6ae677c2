package engine

import "fmt"

// A braised meat ragù (ragù di manzo): a braising cut in large chunks browned hard, a
// soffritto of onion, carrot and celery softened slowly in the same pot, the wine boiled
// down, then the tomatoes and a little water, covered and barely simmering for hours
// until the meat falls apart; shredded into the sauce with two forks, boiled down until
// thick and tossed with the pasta. Parmesan over the top.

func init() {
	ownNeeds["braised ragu"] = [][]string{{"beef chuck", "beef brisket", "short ribs", "pork shoulder", "lamb shoulder"},
		{"crushed tomatoes", "canned diced tomatoes", "tomato sauce", "marinara sauce", "tomato"}}
	registerOwn(&form{name: "braised ragu", title: "Ragù", minSkill: 1, minMinutes: 150, starch: "pasta", starchRequired: true, saltFactor: 0.8,
		fatFactor: 1, starchInPot: true, method: "braise",
		equipment: []string{"Dutch oven or heavy pot with lid", "two forks", "large pot", "colander"}, write: writeBraisedRagu})
}

func writeBraisedRagu(d *dish) {
	p, tin, pasta := d.protein, d.find("crushed tomatoes", "canned diced tomatoes", "tomato sauce", "marinara sauce", "tomato"), d.starch
	if p == nil || tin == nil || pasta == nil {
		return
	}
	p.prep = "cut into 5 cm (2 in) chunks" // big pieces stay juicy through hours of braising and shred into long strands
	d.size(tin, 100)                       // a 400 g tin for four
	if tin.in.Name == "tomato" {
		d.size(tin, 150) // fresh tomatoes are wetter and milder than a tin: more of them, cooked down longer
		tin.prep = "chopped"
	}
	pasta.prep = ""
	wine := d.find("red wine", "white wine")
	d.size(wine, 35)
	paste := d.find("tomato paste")
	d.size(paste, 5)
	stock := d.find("beef broth", "chicken broth")
	soffritto := nonNil(d.find("onion", "red onion", "shallot"), d.find("carrot"), d.find("celery"))
	for _, v := range soffritto {
		v.prep = "finely chopped"
		d.size(v, 30)
	}
	garlic := d.find("garlic")
	if garlic != nil {
		garlic.prep = "finely chopped"
		d.size(garlic, 2)
	}
	herbs := d.where(func(x *part) bool {
		return x.in.Name == "bay leaf" || x.in.Name == "rosemary" || x.in.Name == "thyme"
	})
	for _, h := range herbs {
		h.prep = ""
	}
	cheese := d.find("parmesan", "pecorino")
	if cheese != nil {
		cheese.prep = "finely grated"
		d.size(cheese, 10)
	}
	liquid := "enough water to barely cover the meat"
	var water *part
	if stock != nil {
		d.size(stock, 60)
		liquid = "the " + stock.name()
	} else if water = d.add("water", RoleLiquid, 60, ""); water != nil {
		d.liquids = append(d.liquids, water)
		liquid = "the water"
	}
	d.prep(0)
	fat := d.fatName()
	d.brownForStew(p, fat)
	soft := fmt.Sprintf("Lower the heat to medium-low and add the %s with a pinch of salt; cook gently, stirring now and then and scraping up the browned bits, until soft and sweet, about 10 minutes", plurals(soffritto))
	if garlic != nil {
		soft += fmt.Sprintf("; add the %s for the last minute", garlic.name())
	}
	if paste != nil {
		soft += fmt.Sprintf(". Stir in the %s and cook for a minute, until it darkens", paste.name())
	}
	d.step(11+btoi(paste != nil), "%s.", soft)
	if wine != nil {
		halved, m := d.bigHalving([]*part{wine}, "2–3 minutes", 3)
		d.step(m, "Pour in the %s and let it bubble, scraping the bottom of the pot, until reduced by half, %s.", wine.name(), halved)
	}
	braise, hours := max(150, braiseMinutes(p.in)), "2½–3 hours"
	if braise > 150 {
		hours = "3–3½ hours"
	}
	d.step(braise, "Return the %s and its juices with the %s%s and %s; bring to a simmer, then cover and cook at the barest simmer, stirring now and then and adding a splash of water if it gets thick, until the meat falls apart when pressed with a spoon, %s. With 20 minutes to go, put a large pot of well-salted water on to boil.",
		p.name(), plurals(nonNil(tin)), ifAny(", the ", herbs, ""), liquid, hours)
	fish := ifAny("Uncover, fish out the ", herbs, ", and s")
	if fish == "" {
		fish = "Uncover and s"
	}
	d.step(10, "%shred the %s in the pot with two forks and simmer, stirring, until the sauce is thick and clings to the meat, about 10 minutes; season with salt and pepper to taste. Meanwhile, cook the %s in the boiling water until just tender, 8–10 minutes; save 1 cup (240 ml) of the cooking water, then drain.",
		fish, p.name(), pasta.name())
	d.step(2, "Toss the drained %s with two thirds of the ragù and a splash of the cooking water over low heat until the sauce clings, 1–2 minutes.", pasta.name())
	serve := "Serve in warm bowls with the rest of the ragù spooned over"
	if cheese != nil {
		serve += " and the " + cheese.name() + " scattered over"
	}
	own := append(append([]*part{p, tin, pasta, wine, paste, stock, garlic, cheese, water}, soffritto...), herbs...)
	d.step(1, "%s.%s%s", serve, d.extrasInExcept(own...), d.toppingsExcept(own...))
	d.mentionLeftovers()
}
