package engine

import (
	"fmt"
	"strings"
)

// Carnitas: pork shoulder in chunks braised slowly with orange, onion, garlic, cumin
// and oregano in little liquid (it comes a third of the way up the meat, never covers
// it), then uncovered and boiled down until only the rendered fat is left, shredded
// and fried in that fat until crisp at the edges; eaten in warm tortillas with lime.

func init() {
	ownNeeds["carnitas"] = [][]string{{"pork shoulder", "pork belly"}}
	registerOwn(&form{name: "carnitas", title: "Carnitas", minSkill: 1, minMinutes: 100, saltFactor: 0.8, method: "braise",
		equipment: []string{"Dutch oven or heavy pot with lid", "two forks"}, write: writeCarnitas})
}

func writeCarnitas(d *dish) {
	pork := d.protein
	if pork == nil {
		return
	}
	pork.prep = "cut into 5 cm (2 in) chunks"
	d.dropBoughtFat()
	orange := d.find("orange", "orange juice")
	if orange != nil && orange.in.Name == "orange" {
		orange.prep = "halved"
	}
	var pot []*part // what braises with the pork
	for _, name := range []string{"onion", "red onion", "garlic", "bay leaf"} {
		if p := d.find(name); p != nil {
			switch name {
			case "onion", "red onion":
				p.prep = "quartered"
				d.size(p, 25)
			case "garlic":
				p.prep = "peeled"
				d.size(p, 3)
			}
			pot = append(pot, p)
		}
	}
	spices := d.where(func(p *part) bool {
		return (p.in.Category == "spices-seasonings" || p.in.Name == "oregano") && p.in.Name != "salt" && p.in.Name != "black pepper" && p.in.Name != "bay leaf"
	})
	for _, p := range spices {
		p.prep = ""
		if p.in.Name == "cumin" {
			d.size(p, 0.6)
		}
	}
	// A cook's chipotles in adobo go into the braise: smoky heat right through the meat.
	if chipotle := d.find("chipotle in adobo"); chipotle != nil {
		d.size(chipotle, 8) // two chipotles and a spoon of their sauce for four
		chipotle.prep = "chopped, with a spoonful of their sauce"
		pot = append(pot, chipotle)
	}
	water := d.add("water", RoleLiquid, 30, "")
	if water != nil {
		d.liquids = append(d.liquids, water)
	}
	tortillas := d.starch
	if tortillas != nil {
		tortillas.prep = ""
	}
	lime := d.find("lime")
	if lime != nil {
		lime.prep = "cut into wedges"
	}
	d.prep(0)
	juice := ""
	if orange != nil {
		juice = fmt.Sprintf(", squeeze in the %s and drop in the squeezed halves", orange.name())
		if orange.in.Name == "orange juice" {
			juice = ", pour in the " + orange.name()
		}
	}
	add := []string{}
	for _, p := range append(pot, spices...) {
		add = append(add, p.name())
	}
	liquid := "a splash of water"
	if water != nil {
		liquid = "the water, which should come only about a third of the way up the meat"
	}
	d.step(5, "Put the %s in the pot in a snug layer, season it well with salt and pepper%s%s and add %s. Bring to a simmer over medium heat.",
		pork.name(), textIf(listNames(add), ", tuck the ", " in among the pieces"), juice, liquid)
	// Shoulder in pieces falls apart in 2¼ hours, the boil-down and the fry finish it;
	// no hurry makes it sooner, so it has no quick way.
	braise := max(60, braiseMinutes(pork.in)-15)
	d.step(braise, "Cover, turn the heat to low and braise very gently, turning the pieces once or twice, until the pork falls apart when pressed with a spoon, %d–%d minutes.", braise, braise+15)
	var fish []string
	if orange != nil && orange.in.Name == "orange" {
		fish = append(fish, "the orange halves")
	}
	for _, p := range pot {
		if p.in.Name == "onion" || p.in.Name == "red onion" || p.in.Name == "bay leaf" {
			fish = append(fish, "the "+p.name())
		}
	}
	uncover := "Uncover and turn the heat to medium-high."
	if len(fish) > 0 {
		uncover = "Uncover, fish out " + listNames(fish) + " and turn the heat to medium-high."
	}
	d.step(15, "%s Boil, stirring now and then, until the liquid has cooked away and the pork sizzles in its own rendered fat, 10–15 minutes.", uncover)
	d.step(3, "Pull the pork into coarse shreds in the pot with two forks.")
	crisp := "Spread the pork over the base of the pot and fry without stirring over medium-high heat until crisp and brown underneath, 3–4 minutes; turn it and crisp again, 2–3 minutes more. Season with salt to taste."
	if tortillas != nil {
		crisp += fmt.Sprintf(" Meanwhile, warm the %s in a dry pan for 20–30 seconds a side and wrap them in a towel to keep soft.", plural(tortillas.name()))
	}
	d.step(7, "%s", crisp)
	serve := "Serve the carnitas hot"
	if tortillas != nil {
		serve = fmt.Sprintf("Pile the carnitas into the warm %s", plural(tortillas.name()))
	}
	tops := append(append([]*part{}, d.herbs...), d.garnishes...)
	// Chopped cilantro is scattered over whichever list brought it in.
	if c := d.find("cilantro"); c != nil && !contains(tops, c) {
		tops = append(tops, c)
	}
	if lime != nil && !contains(tops, lime) {
		tops = append(tops, lime)
	}
	done := append(append([]*part{lime, orange, tortillas, water}, pot...), spices...)
	d.step(1, "%s%s.%s", serve, ifAny(" with the ", tops, ""), strings.TrimRight(d.extrasInExcept(done...), " "))
}
