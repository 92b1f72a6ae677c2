package engine

import "fmt"

// Galbi-jjim: beef short ribs blanched clean, then braised in soy sauce sweetened with
// sugar and grated pear (which tenderises as it sweetens), garlic and ginger, with
// chunks of carrot and radish added for the last half hour, until the meat pulls from
// the bone and the liquid has cooked down to a glossy sauce. What a Korean cook makes of
// short ribs, soy sauce, a pear and sugar; a Chinese red braise caramelises its sugar
// and spices with star anise instead.

func init() {
	ownNeeds["galbi-jjim"] = [][]string{{"soy sauce", "tamari", "coconut aminos"}}
	registerOwn(&form{name: "galbi-jjim", title: "Galbi-Jjim", minSkill: 1, minMinutes: 90, saltFactor: -1, method: "braise",
		equipment: []string{"large heavy pot with lid", "box grater", "slotted spoon"}, write: writeGalbiJjim})
}

func writeGalbiJjim(d *dish) {
	ribs := d.protein
	if ribs == nil {
		return
	}
	ribs.prep = ""
	soy := d.find("soy sauce", "tamari", "coconut aminos")
	d.size(soy, 15) // about 4 tbsp for four
	sweet := d.find("brown sugar", "sugar", "honey")
	d.size(sweet, 6)
	fruit := d.find("pear", "apple")
	if fruit != nil {
		fruit.prep = "peeled, cored and grated"
		fruit.grams = fruit.in.Units["piece"] * max(1, d.servings/4) // a pear a pot
	}
	wine := d.find("mirin", "rice wine", "shaoxing wine")
	d.size(wine, 8)
	garlic, ginger := d.find("garlic"), d.find("ginger")
	d.size(garlic, 4.5)
	d.size(ginger, 2)
	sesame := d.find("sesame oil")
	d.size(sesame, 2.5)
	d.size(d.find("sesame seeds"), 1.5)
	scallions := d.where(func(p *part) bool { return p.in.Name == "scallion" })
	for _, s := range scallions {
		s.prep = "thinly sliced"
		d.size(s, 6)
	}
	roots := d.where(func(p *part) bool { return p.role == RoleVegetable && p.in.Name != "scallion" })
	for _, v := range roots {
		switch {
		case hardness(v.in) >= 3 || v.in.Name == "daikon":
			v.prep = "cut into 4 cm (1 1/2 in) chunks"
		case v.in.Name == "onion":
			v.prep = "cut into wedges"
		default:
			v.prep = "halved"
		}
	}
	rice := d.starch
	d.starch = nil // the rice cooks near the end, not beside a long braise
	d.prep(0)
	d.starch = rice
	d.step(10, "Put the %s in a large pot, cover with cold water, bring to a boil and boil 5 minutes to draw out the blood and scum; drain, rinse each rib under the tap and wipe out the pot.", ribs.name())
	braise := someOf(soy, sweet, fruit, wine, garlic, ginger)
	d.step(3, "Stir the %s together in the pot with 750 ml (3 cups) of water and a good grind of black pepper; put the %s back in, turning them to coat.", partNames(braise), ribs.name())
	first := braiseMinutes(ribs.in) - 30
	d.step(first, "Bring to a boil, then cover and simmer gently for %d minutes, turning the ribs once halfway and skimming off any fat that rises.", first)
	rest := "keep simmering, uncovered, until the meat is tender enough to pull from the bone and the liquid has cooked down to a glossy sauce, about 30 minutes"
	if len(roots) > 0 {
		rest = fmt.Sprintf("Add the %s, push them under the liquid and %s; stir gently now and then so nothing catches", partNames(roots), rest)
	} else {
		rest = upperFirst(rest)
	}
	if rice != nil {
		rest += fmt.Sprintf(". Meanwhile, cook the %s: rinse it, bring to a boil with 1 1/4 times its volume of water, cover and simmer on low for 15 minutes, then leave it covered off the heat", rice.name())
	}
	d.step(30, "%s.", rest)
	finish := "Taste: the sauce should be savoury-sweet; add a splash of water if it is too salty."
	if sesame != nil {
		finish = fmt.Sprintf("Stir in the %s. %s", sesame.name(), finish)
	}
	serve := "Serve in a wide bowl"
	if rice != nil {
		serve = "Serve with the " + rice.name()
	}
	d.step(1, "%s %s, with the sauce spooned over.%s", finish, serve, d.toppingsExcept(fruit))
	d.mentionLeftovers()
}
