package engine

import "fmt"

// Char siu: Cantonese roast pork. Strips of pork (tenderloin is quickest, shoulder or
// belly juicier) are marinated in hoisin, soy, honey, five-spice, Shaoxing wine and
// garlic, roasted on a rack over a tin of water so the drips do not burn, brushed with
// the marinade kept back and honey until lacquered and charred at the edges, rested and
// sliced thin over noodles or rice with blanched greens. What a cook makes of pork with
// hoisin and honey; a ramen is a broth.

func init() {
	ownNeeds["char siu"] = [][]string{{"hoisin sauce"}}
	registerOwn(&form{name: "char siu", title: "Char Siu", minSkill: 1, minMinutes: 45, saltFactor: -1, method: "roast",
		equipment: []string{"roasting tin with a rack", "foil", "pastry brush", "instant-read thermometer", "carving board"}, write: writeCharSiu})
}

// charSiuRoast is the minutes a strip of the cut roasts at 200°C: a tenderloin is thin
// and lean, shoulder and belly are cut into 4 cm (1 1/2 in) strips and want longer to
// render.
func charSiuRoast(cut string) int {
	switch cut {
	case "pork tenderloin":
		return 25
	case "pork loin":
		return 30
	}
	return 40
}

func writeCharSiu(d *dish) {
	pork := d.protein
	if pork == nil {
		return
	}
	pork.prep = "patted dry"
	if pork.in.Name != "pork tenderloin" {
		pork.prep = "cut into 4 cm (1 1/2 in) thick strips"
	}
	hoisin := d.find("hoisin sauce")
	d.size(hoisin, 10)
	soy := d.find("soy sauce", "tamari")
	d.size(soy, 5)
	sweet := d.find("honey", "brown sugar", "sugar", "maltose")
	d.size(sweet, 8) // half in the marinade, half brushed on as it roasts
	wine := d.find("shaoxing wine", "dry sherry")
	d.size(wine, 4)
	spice := d.find("five-spice powder")
	d.size(spice, 0.5)
	garlic := d.find("garlic")
	if garlic != nil {
		d.size(garlic, 3)
		garlic.prep = "grated"
	}
	ginger := d.find("ginger")
	if ginger != nil {
		d.size(ginger, 2)
		ginger.prep = "grated"
	}
	sesame := d.find("sesame oil")
	d.size(sesame, 1.5)
	scallions := d.where(func(p *part) bool { return p.in.Name == "scallion" })
	for _, s := range scallions {
		s.prep = "thinly sliced"
		d.size(s, 6)
	}
	greens := d.where(func(p *part) bool { return p.role == RoleVegetable && p.in.Name != "scallion" })
	for _, v := range greens {
		if v.in.Name == "bok choy" {
			v.prep = "halved lengthways"
		}
	}
	base := d.starch
	d.starch = nil // the noodles or rice cook while the pork roasts, not before the marinade
	d.prep(200)
	d.starch = base
	marinade := someOf(hoisin, soy, sweet, wine, spice, garlic, ginger)
	d.step(20, "Stir the %s together in a bowl and spoon a third of it into a cup for glazing. Turn the %s in the rest until coated all over and leave it 20 minutes while the oven heats (or cover and chill it overnight: the longer, the deeper the flavour).",
		partNames(marinade), pork.name())
	roast := charSiuRoast(pork.in.Name)
	during := ""
	if base != nil {
		switch n := base.name(); {
		case d.form.takesStarchKind("grain", base.in) && n != "cooked rice":
			during = fmt.Sprintf(" Meanwhile, cook the %s: rinse it, bring it to a boil with 1 1/2 times its volume of water and a pinch of salt, cover and simmer on low for 15 minutes, then leave it covered off the heat.", n)
		default:
			during = fmt.Sprintf(" Towards the end, put a large pot of water on to boil for the %s.", n)
		}
	}
	d.step(roast, "Line a roasting tin with foil, pour in 1 cm (1/2 in) of water (it keeps the drips from burning) and set a rack over it. Lift the %s onto the rack and roast at %s for %d minutes; brush with the glaze, turn, brush again and roast %d–%d minutes more, until 63°C (145°F) in the thickest part and lacquered, the edges dark and a little charred (a minute or two under a hot grill gives the char if not).%s",
		pork.name(), temp(200), roast-12, 10, 12, during)
	rest := fmt.Sprintf("Lift the %s onto a board and rest it 5 minutes, brushed once more with any glaze left.", pork.name())
	switch {
	case base != nil && !d.form.takesStarchKind("grain", base.in):
		toss := "a few drops of oil so they do not stick"
		if sesame != nil {
			toss = "the " + sesame.name()
		}
		rest += fmt.Sprintf(" Meanwhile, cook the %s in the boiling water for 3–4 minutes (as the packet says)%s, drain well and toss with %s.",
			base.name(), ifAny(", adding the ", greens, " for the last 2 minutes"), toss)
	case len(greens) > 0:
		rest += fmt.Sprintf(" Meanwhile, blanch the %s in boiling salted water until just tender, 2 minutes; drain.", partNames(greens))
	}
	d.step(5, "%s", rest)
	plate := "Slice the %s thinly across the grain and serve"
	if base != nil {
		plate += fmt.Sprintf(" over the %s", base.name())
	}
	if len(greens) > 0 {
		plate += ifAny(" with the ", greens, "")
	}
	d.step(2, plate+", with the juices from the board spooned over.%s", pork.name(), d.toppingsExcept(append(append([]*part{}, marinade...), someOf(sesame)...)...))
	d.mentionLeftovers()
}
