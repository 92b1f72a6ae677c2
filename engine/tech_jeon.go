package engine

import "fmt"

// Korean savoury pancakes (jeon): a thin batter of flour and cold water, an egg where
// there is one, carrying chopped kimchi and its juice (kimchijeon), scallions in long
// lengths, grated potato or courgette; spread thin over a pan of hot oil, fried crisp
// and brown on both sides, cut into wedges and eaten hot, dipped in soy sauce sharpened
// with vinegar.

func init() {
	ownNeeds["jeon"] = [][]string{{"kimchi", "scallion"}}
	registerOwn(&form{name: "jeon", title: "Korean Pancake", minMinutes: 20, simple: true, saltFactor: -1, method: "fry",
		equipment: []string{"mixing bowl", "whisk", "large nonstick skillet", "wide spatula", "small bowl"}, write: writeJeon})
}

func writeJeon(d *dish) {
	flour := d.starch
	if flour == nil {
		return
	}
	flour.prep = ""
	d.size(flour, 30)
	kimchi := d.find("kimchi")
	if kimchi != nil {
		d.size(kimchi, 60)
		kimchi.prep = "roughly chopped"
	}
	egg := d.eggPart()
	if egg != nil {
		egg.grams = egg.in.Units["piece"] * float64(max(1, int(d.servings+1)/3)) // an egg to a panful or two
		egg.prep = ""
	}
	var in []*part
	for _, p := range d.where(func(p *part) bool {
		return p != kimchi && p != egg && p != flour && p != d.fat && p.in.Category == "produce"
	}) {
		switch p.in.Name {
		case "scallion":
			d.size(p, 12)
			p.prep = "cut into 4 cm (1 1/2 in) lengths"
		case "potato", "sweet potato", "zucchini", "carrot":
			d.size(p, 50)
			p.prep = "coarsely grated"
		case "onion":
			d.size(p, 20)
			p.prep = "thinly sliced"
		default:
			if p.prep == "" {
				continue
			}
		}
		in = append(in, p)
	}
	chili := d.find("gochugaru", "gochujang")
	d.size(chili, 1)
	soy := d.find("soy sauce", "tamari", "coconut aminos")
	d.size(soy, 6)
	vinegar := d.find("rice vinegar", "white vinegar", "apple cider vinegar")
	d.size(vinegar, 4)
	d.size(d.fat, 14)
	d.drop("black pepper")
	d.prep(0)
	water := 45 * d.servings
	pans := max(1, int(d.servings+1)/2) // a 25 cm pancake feeds two
	batter := []*part{flour}
	if egg != nil {
		batter = append(batter, egg)
	}
	d.step(3, "Whisk the %s with %s (cold)%s until smooth and pourable, like thin cream; it should not be stiff.",
		plurals(batter), cupsOfWater(water), textIf(kimchiJuice(kimchi), " and ", ""))
	d.step(2, "Stir in the %s%s, just to coat.", plurals(append(someOf(kimchi), in...)), ifAny(" and the ", someOf(chili), ""))
	each := " the batter"
	switch {
	case pans == 2:
		each = " half the batter"
	case pans == 3:
		each = " a third of the batter"
	case pans > 3:
		each = fmt.Sprintf(" a %dth of the batter", pans)
	}
	d.step(8*pans, "Heat a good film of the %s in the skillet over medium-high heat until it shimmers. Pour in%s and spread it thin right to the edges. Fry until the underside is crisp and deep brown, 3–4 minutes; turn it with the spatula (or slide it onto a plate and flip it back in), add a little more oil around the edge and fry 3 minutes more, pressing it flat.%s",
		d.fatName(), each, againIf(pans > 1, " Make the rest the same way."))
	switch {
	case soy != nil && vinegar != nil:
		d.step(1, "Stir the %s and %s together in the small bowl for dipping.", soy.name(), vinegar.name())
	case soy != nil:
		d.step(1, "Pour the %s into the small bowl for dipping (a splash of vinegar sharpens it).", soy.name())
	}
	d.step(1, "Slide onto a board, cut into wedges and serve hot%s.", ifAny(" with the ", someOf(soy), " dip"))
	d.mentionLeftovers()
}

// kimchiJuice is the clause that pours in the kimchi's juice, "" without kimchi.
func kimchiJuice(kimchi *part) string {
	if kimchi == nil {
		return ""
	}
	return "the juice from the " + kimchi.name()
}
