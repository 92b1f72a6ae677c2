package engine

import (
	"fmt"
	"strings"
)

// Korean pork: jeyuk bokkeum (pork sliced thin, rubbed with a gochujang marinade and
// stir-fried hard with onion) and kimchi jjigae (pork and sour kimchi fried together,
// then simmered in water with gochujang and tofu). Sliced thin, a shoulder or belly
// cooks in minutes here, not the hours a braise takes.

func init() {
	ownPantryNeeds["jjigae"] = []string{"kimchi"} // a kimchi stew from bought kimchi is not the pantry's dish
	registerOwn(
		&form{name: "jeyuk", title: "Jeyuk Bokkeum", minMinutes: 25, simple: true, vegGrams: 80, saltFactor: -1, method: "sear",
			equipment: []string{"mixing bowl", "wok or large skillet", "saucepan with lid"}, write: writeJeyuk},
		&form{name: "jjigae", title: "Jjigae", minMinutes: 30, simple: true, vegGrams: 50, saltFactor: -1, method: "simmer",
			equipment: []string{"heavy pot or Korean earthenware pot", "saucepan with lid"}, write: writeJjigae},
	)
}

// thinPork slices a pork main thin across the grain, so it cooks in minutes.
func thinPork(p *part) {
	if p != nil && p.in.Has(FactPork) && needsCooking(p.in) {
		p.prep = "cut into 3 mm (1/8 in) slices across the grain"
	}
}

// koreanSeasoning sizes what seasons a Korean pan or pot to the servings.
func (d *dish) koreanSeasoning() (paste, flakes, soy, sweet, garlic, ginger, sesame *part) {
	paste, flakes = d.find("gochujang", "chili garlic sauce", "sriracha"), d.find("gochugaru", "red pepper flakes")
	soy = d.find("soy sauce", "tamari", "coconut aminos")
	sweet = d.find("sugar", "brown sugar", "honey")
	garlic, ginger, sesame = d.find("garlic"), d.find("ginger"), d.find("sesame oil")
	d.size(paste, 12)
	d.size(flakes, 1)
	d.size(soy, 6)
	d.size(sweet, 3)
	d.size(garlic, 4.5)
	d.size(ginger, 1.5)
	d.size(sesame, 2.5)
	capFinishingOil(sesame) // its aroma carries: a tablespoon seasons a crowd's marinade
	return
}

func writeJeyuk(d *dish) {
	pork := d.protein
	thinPork(pork)
	beef := pork != nil && pork.in.Category == "meat" && !pork.in.Has(FactPork) && needsCooking(pork.in)
	if beef && !strings.HasSuffix(pork.in.Name, " strips") {
		pork.prep = "cut into 3 mm (1/8 in) slices across the grain" // strips come sliced thin already
	} else if beef {
		pork.prep = ""
	}
	paste, flakes, soy, sweet, garlic, ginger, sesame := d.koreanSeasoning()
	// Bulgogi's marinade is soy, not gochujang: more of it, a little more sugar, and a
	// grated Asian pear (or apple) that sweetens and tenderises the beef.
	pear := d.find("pear", "apple")
	if paste == nil {
		d.size(soy, 9)
		d.size(sweet, 4)
	}
	if pear != nil {
		d.size(pear, 22) // half an Asian pear for 500 g of beef
		pear.prep = "peeled and finely grated"
	}
	marinade := someOf(paste, flakes, soy, sweet, pear, garlic, ginger, sesame)
	onions := d.where(func(p *part) bool { return p.in.Name == "onion" || p.in.Name == "red onion" })
	scallions := d.where(func(p *part) bool { return p.in.Name == "scallion" })
	for _, s := range scallions {
		s.prep = "cut into 5 cm (2 in) lengths"
		d.size(s, 10)
	}
	for _, o := range onions {
		o.prep = "thinly sliced"
	}
	others := d.where(func(p *part) bool {
		return p.role == RoleVegetable && !contains(onions, p) && !contains(scallions, p) && p.in.Name != "kimchi" && !isLettuce(p) && p != pear
	})
	kimchi := d.find("kimchi")
	// Raw, for wrapping: every lettuce of the pantry's, romaine and iceberg leaves alike,
	// goes to the table (an iceberg shredded beside romaine leaves went nowhere).
	lettuces := d.where(isLettuce)
	for _, l := range lettuces {
		d.size(l, 60/float64(len(lettuces)))
		l.prep = "leaves separated, washed and patted dry"
	}
	d.size(d.find("sesame seeds"), 1.5)
	d.prep(0)
	if strings.Contains(pork.prep, "slices") {
		d.steps[d.prepStep].Text += fmt.Sprintf(" Slicing is easier if the %s has had 15 minutes in the freezer.", pork.name())
	}
	if d.quick {
		// Sliced this thin, the pork takes the paste at once: a cook short of time fries it
		// straight from the bowl.
		d.step(3, "Mix the %s in a bowl, add the %s and rub the marinade in well with your hands; cook it straight away (or marinate it up to a day in the fridge, if you are ahead).",
			plurals(marinade), pork.name())
	} else {
		// One wait, told once: the 10 minutes belong to the step that starts them.
		d.step(13, "Mix the %s in a bowl, add the %s and rub the marinade in well with your hands; leave it to marinate for 10 minutes (or up to a day in the fridge).",
			plurals(marinade), pork.name())
	}
	fat := d.fatName()
	veg := append(append([]*part{}, onions...), others...)
	if len(veg) > 0 {
		d.step(2+len(veg), "Heat the %s in a wok or large skillet over high heat. Stir-fry the %s for 2 minutes until just softening.", fat, plurals(veg))
	} else {
		d.step(2, "Heat the %s in a wok or large skillet over high heat until it shimmers.", fat)
	}
	if beef {
		// Sliced this thin, beef is done once it browns: a few minutes more and it is grey and tough.
		d.step(4, "Add the %s with all its marinade and stir-fry over high heat, spreading it out, until browned and caramelised at the edges with the marinade cooked down to a glaze, 3–4 minutes.%s",
			pork.name(), ifAny(" Toss in the ", scallions, " for the last minute."))
	} else {
		d.step(7, "Add the %s with all its marinade and stir-fry over high heat, spreading it out, until cooked through with no pink and caramelised at the edges "+
			"(71°C / 160°F), 6–7 minutes; add a splash of water if the paste catches.%s", pork.name(), ifAny(" Toss in the ", scallions, " for the last minute."))
	}
	side := ""
	if kimchi != nil {
		side = fmt.Sprintf(", with the %s on the side", kimchi.name())
	}
	if d.starch != nil {
		side = fmt.Sprintf(" over the %s%s", d.starch.name(), side)
	}
	if len(lettuces) > 0 {
		// Ssam: the pork is wrapped at the table in a cold lettuce leaf, a little rice in too.
		rice, kim := "", ""
		if d.starch != nil {
			rice = fmt.Sprintf(", the %s in bowls", d.starch.name())
		}
		if kimchi != nil {
			kim = fmt.Sprintf(" and the %s on the side", kimchi.name())
		}
		side = fmt.Sprintf(" with the %s leaves piled alongside%s%s: wrap a spoonful of the pork in a leaf to eat (ssam)", partNames(lettuces), rice, kim)
	}
	d.step(1, "Serve at once%s.%s", side, d.toppingsExcept(append(someOf(pear), scallions...)...))
	d.mentionLeftovers()
}

// orNames names the parts, or def when there are none.
func orNames(ps []*part, def string) string {
	if len(ps) == 0 {
		return def
	}
	return plurals(ps)
}

func writeJjigae(d *dish) {
	main := d.protein
	thinPork(main)
	paste, flakes, soy, sweet, garlic, ginger, sesame := d.koreanSeasoning()
	d.size(soy, 3)
	d.size(paste, 6)
	d.size(d.fat, 3.5)
	kimchi := d.find("kimchi")
	if kimchi != nil {
		kimchi.prep = "cut into bite-size pieces, juice kept"
	}
	tofu := d.find("tofu", "silken tofu")
	if tofu != nil {
		tofu.prep = "cut into 2 cm (3/4 in) slices"
		if tofu != main {
			d.size(tofu, 80)
		}
	}
	scallions := d.where(func(p *part) bool { return p.in.Name == "scallion" })
	onions := d.where(func(p *part) bool { return p.role == RoleVegetable && p.in.Name != "scallion" && p != kimchi })
	for _, s := range scallions {
		s.prep = "thinly sliced"
		d.size(s, 10)
	}
	for _, o := range onions {
		if onionFamily[o.in.Name] {
			o.prep = "thinly sliced"
		}
	}
	d.prep(0)
	fat := d.fatName()
	fry := someOf(kimchi)
	if main != nil && main != tofu {
		fry = append([]*part{main}, fry...)
	}
	fry = append(fry, onions...)
	d.step(6, "Heat the %s in a heavy pot over medium-high heat and sauté the %s%s, stirring, until the %s turns translucent and the fat runs, 5–6 minutes.",
		fat, plurals(fry), ifAny(" with the ", someOf(garlic, ginger), ""), orName(kimchi, "vegetables"))
	season := someOf(paste, flakes, soy, sweet)
	water := fmt.Sprintf("%.0f ml (%s cups)", 300*d.servings, formatQty(1.25*d.servings))
	d.step(20, "Stir in the %s and the kimchi juice, pour in %s of water, bring to a boil, then simmer, partly covered, for 15 minutes so the kimchi softens and the broth turns deep red.",
		orNames(season, "kimchi juice"), water)
	last := "Taste and add salt if it needs it."
	add := "Simmer 3 minutes more"
	if tofu != nil {
		add = "Lay in the " + tofu.name() + " and simmer 3 minutes more, until it is hot through"
	}
	d.step(4, "%s%s. %s", add, ifAny(", then scatter over the ", scallions, ""), last)
	served := "Serve bubbling in the pot"
	if d.starch != nil {
		served += fmt.Sprintf(", with the %s in bowls alongside", d.starch.name())
	}
	d.step(1, "%s%s.", served, ifAny("; drizzle with the ", someOf(sesame), ""))
	d.mentionLeftovers()
}

// isLettuce reports whether p is a lettuce, which jeyuk serves raw for wrapping.
func isLettuce(p *part) bool {
	return p.in.Name == "romaine lettuce" || p.in.Name == "iceberg lettuce"
}
