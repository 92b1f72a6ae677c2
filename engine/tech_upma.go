package engine

import "fmt"

// Upma: semolina (rava) roasted dry until it smells nutty, then rained into boiling
// salted water over a tempering of mustard seeds popped in ghee with curry leaves,
// green chilli and onion, a few peas or vegetables softened in it, stirred without
// stopping so it does not lump, covered a couple of minutes to swell into a soft,
// loose porridge, finished with ghee and lemon. A South Indian breakfast of 20 minutes.

func init() {
	ownNeeds["upma"] = [][]string{{"semolina"}}
	registerOwn(&form{name: "upma", title: "Upma", minMinutes: 15, simple: true, saltFactor: 0.6, method: "simmer",
		equipment: []string{"heavy saucepan or kadai with lid", "wooden spoon", "kettle"}, write: writeUpma})
}

func writeUpma(d *dish) {
	rava := d.find("semolina")
	if rava == nil {
		return
	}
	d.size(rava, 45) // a heaped quarter cup a plate
	rava.prep = ""
	seeds := d.where(func(p *part) bool { return p.in.Name == "mustard seeds" })
	for _, s := range seeds {
		d.size(s, 0.8)
	}
	leaves := d.find("curry leaves")
	if leaves != nil {
		leaves.grams = max(1, 0.5*d.servings) // a sprig of ten or so leaves for two
		leaves.prep = ""
	}
	var soft, veg []*part
	for p := range d.eachPart {
		switch {
		case p == rava || contains(seeds, p) || p == leaves || p == d.fat || p.role == RoleSpice:
		case p.in.Name == "onion" || p.in.Name == "red onion":
			d.size(p, 40)
			p.prep = "finely chopped"
			soft = append(soft, p)
		case p.in.Name == "red chili" || p.in.Name == "jalapeno" || p.in.Name == "ginger":
			d.size(p, 4)
			p.prep = "finely chopped"
			soft = append(soft, p)
		case p.in.Category == "produce" || p.in.Category == "frozen":
			d.size(p, 30)
			veg = append(veg, p)
		}
	}
	d.size(d.fat, 8)
	lemon := d.find("lemon", "lemon juice", "lime")
	herbs := d.where(func(p *part) bool { return p.role == RoleHerb && p != leaves })
	d.drop("black pepper")
	water := rava.grams * 3.9 // 2 3/4 cups of water to a cup of semolina, by volume
	d.prep(0)
	fat := d.fatName()
	d.step(5, "Roast the %s in the dry saucepan over medium-low heat, stirring all the time, until it smells nutty and turns a shade paler gold, 4–5 minutes; tip onto a plate. Put the kettle on for %s.",
		rava.name(), cupsOfWater(water))
	temper := fmt.Sprintf("Heat the %s in the same pan over medium-high heat", fat)
	if len(seeds) > 0 {
		temper += fmt.Sprintf("; add the %s and let them pop, 30 seconds", plurals(seeds))
	}
	if leaves != nil {
		temper += fmt.Sprintf(", then the %s (they spit)", leaves.name())
	}
	d.step(4, "%s. Add the %s and cook until the onion softens, 3 minutes%s.", temper, orNames(soft, "onion"),
		ifAny(", then the ", veg, " for 2 minutes more"))
	d.step(3, "Pour in the hot water with a good pinch of salt and bring to a boil. Rain in the roasted semolina with one hand, stirring hard with the other so no lumps form.")
	d.step(3, "Cover, turn the heat to low and leave 2–3 minutes: the semolina swells into a soft, loose mass. Stir, and loosen with a splash of hot water if it is stiff; it firms as it stands.")
	d.step(1, "Serve hot%s.", ifAny(", with the ", append(someOf(lemon), herbs...), ""))
	d.mentionLeftovers()
}
