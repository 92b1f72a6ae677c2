package engine

import (
	"fmt"
	"slices"
)

// Biryani: meat (or paneer) marinated in yogurt, garlic, ginger and spice, cooked down
// in a heavy pot over onions fried deep brown; basmati soaked, then boiled in plenty of
// salted water only until three-quarters done, layered over the meat with saffron milk
// and half the onions, and finished sealed over the lowest heat (the dum) until the rice
// has steamed through in the meat's juices. Lamb simmers covered first until nearly
// tender; paneer only warms through.

func init() {
	ownNeeds["biryani"] = [][]string{{"basmati rice"}}
	registerOwn(&form{name: "biryani", title: "Biryani", minSkill: 1, minMinutes: 60, starch: "rice", starchRequired: true, starchInPot: true,
		saltFactor: 0.6, method: "simmer", equipment: []string{"Dutch oven or heavy pot with tight lid", "large saucepan", "colander", "foil"},
		write: writeBiryani})
}

func writeBiryani(d *dish) {
	p, rice := d.protein, d.starch
	if p == nil || rice == nil {
		return
	}
	lamb := p.in.Category == "meat"
	paneer := p.in.Name == "paneer"
	switch {
	case paneer:
		p.prep = "cut into 2 cm (3/4 in) cubes"
		d.size(p, 100)
	case lamb:
		p.prep = "cut into 4 cm (1 1/2 in) chunks"
		d.size(p, 170)
	default:
		p.prep = "cut into 5 cm (2 in) pieces"
		d.size(p, 170)
	}
	rice.prep = ""
	d.size(rice, 75)
	onion := d.find("onion", "red onion", "shallot")
	if onion == nil {
		if onion = d.add("onion", RoleAromatic, 0, ""); onion != nil {
			d.aromatics = append(d.aromatics, onion)
		}
	}
	d.size(onion, 70) // the fried onions are half the flavour: a big one for two
	if onion != nil {
		onion.prep = "halved and thinly sliced"
	}
	yogurt := d.find("yogurt", "greek yogurt", "coconut yogurt")
	if yogurt == nil {
		yogurt = d.add("yogurt", RoleSauce, 0, "")
	}
	if yogurt == nil {
		yogurt = d.add("coconut yogurt", RoleSauce, 0, "") // a dairy-free marinade
	}
	if yogurt != nil && !contains(d.extras, yogurt) && !contains(d.sauces, yogurt) {
		d.extras = append(d.extras, yogurt)
	}
	d.size(yogurt, 45)
	if yogurt != nil {
		yogurt.prep = ""
	}
	garlic, ginger := d.find("garlic"), d.find("ginger")
	if garlic != nil {
		garlic.prep = "grated"
	}
	if ginger != nil {
		ginger.prep = "grated"
	}
	tomato := d.find("tomato")
	if tomato != nil {
		tomato.prep = "chopped"
		d.size(tomato, 40)
	}
	peas := d.find("frozen peas")
	d.size(peas, 30)
	saffron := d.find("saffron")
	d.size(saffron, 0.03)
	milk := d.find("milk")
	if saffron != nil {
		d.size(milk, 10)
	}
	ground := d.where(func(q *part) bool {
		return q.role == RoleSpice && !q.whole && q.in.Name != "saffron" && q.in.Name != "salt" && q.in.Name != "black pepper"
	})
	for _, n := range biryaniWholeOrder {
		// The cook's whole spices go in: they are what a biryani's rice smells of.
		if in, ok := Lookup(n); ok && d.pantry[in] != nil && !d.used[in] {
			if q := d.take(in, RoleSpice, biryaniWhole[n], ""); q != nil {
				q.whole = n != "cumin seeds" && n != "fennel seeds"
				d.extras = append(d.extras, q)
			}
		}
	}
	whole := d.where(func(q *part) bool { return q.whole || biryaniWhole[q.in.Name] > 0 })
	ground = withoutParts(ground, whole)
	nuts := d.where(func(q *part) bool {
		return q.in.Name == "cashews" || q.in.Name == "almonds" || q.in.Name == "raisins" || q.in.Name == "sultanas"
	})
	for _, n := range nuts {
		d.size(n, 5)
	}
	lemon := d.find("lemon", "lime")
	if lemon != nil {
		lemon.prep = "cut into wedges"
	}
	for _, h := range d.herbs {
		h.prep = "chopped"
	}
	if g := d.find("ghee"); g != nil && d.fat != nil && d.fat != g {
		// The cook's ghee is the fat biryani's onions are fried in, not the oil.
		d.used[d.fat.in] = false
		d.extras = withoutParts(d.extras, []*part{g})
		d.fat, g.role = g, RoleFat
	}
	d.size(d.fat, 10) // onions fried deep brown take a generous film of fat
	d.drop("black pepper")
	d.prep(0)
	fat := d.fatName()

	marinade := append(someOf(yogurt), someOf(garlic, ginger)...)
	marinade = append(marinade, ground...)
	wait := "at least 20 minutes, while the rice soaks and the onions fry, or overnight in the fridge"
	if paneer {
		wait = "while the rice soaks and the onions fry"
	}
	d.step(3, "Stir the %s with half the salt in a bowl, turn the %s in it to coat and leave to marinate %s.",
		plurals(marinade), p.name(), wait)
	soak := fmt.Sprintf("Rinse the %s in several changes of cold water until it runs almost clear, then cover with cold water and leave to soak for 20 minutes.", rice.name())
	if saffron != nil {
		warm := "3 tbsp of water"
		if milk != nil {
			warm = "the " + milk.name()
		}
		soak += fmt.Sprintf(" Warm %s, crumble in the %s and leave it to steep.", warm, saffron.name())
	}
	d.step(3, "%s", soak)
	d.step(15, "Heat the %s in a heavy pot with a tight lid over medium heat%s and fry the %s, stirring more often as the slices colour, until deep golden brown and crisp at the edges, 12–15 minutes. Lift out half onto a plate for the top.",
		fat, ifAny(", let the ", whole, " sizzle for 30 seconds,"), plurals(someOf(onion)))
	if tomato != nil {
		d.step(4, "Add the %s with a pinch of salt and cook, stirring, until it collapses, about 4 minutes.", tomato.name())
	}
	cook := fmt.Sprintf("Add the %s with all its marinade", p.name())
	switch {
	case lamb:
		d.step(50, "%s and cook over medium heat, stirring, until the marinade has cooked down and the oil shows at the edges, about 8 minutes. Add 1/2 cup (120 ml) of water, cover and simmer gently until the %s is nearly tender, about 40 minutes; uncover for the last few minutes so the sauce clings thickly.%s",
			cook, p.name(), ifAny(" Stir in the ", someOf(peas), "."))
	case paneer:
		d.step(5, "%s and cook over medium heat, stirring gently, until the marinade has cooked down to a thick sauce that clings, about 5 minutes.%s",
			cook, ifAny(" Stir in the ", someOf(peas), "."))
	default:
		d.step(12, "%s and cook over medium heat, stirring now and then, until the %s is no longer pink outside and the sauce has cooked down thick enough to cling, 10–12 minutes.%s",
			cook, p.name(), ifAny(" Stir in the ", someOf(peas), "."))
	}
	d.step(8, "Meanwhile, bring a large saucepan of water to a boil with 1 tbsp salt. Drain the %s, add it and boil for 5 minutes, until it has lengthened but still has a firm white core (about three-quarters cooked); drain well.",
		rice.name())
	top := "Spread the rice over the " + p.name() + " in an even layer without pressing it down"
	if saffron != nil {
		top += ", drizzle the saffron " + orName(milk, "water") + " over it in streaks"
	}
	top += ", and scatter over the reserved onions" + ifAny(" and half the ", d.herbs, "")
	done := ""
	if !lamb && !paneer {
		done = " and the chicken is cooked through (74°C / 165°F inside)"
	}
	d.step(25, "%s. Cover the pot tightly with foil and then the lid and cook over the lowest heat for 20 minutes, until the steam has cooked the rice through%s; leave it off the heat, still covered, for 5 minutes.",
		top, done)
	finish := "Fluff the rice gently with a fork, lifting the " + p.name() + " up from the bottom"
	if slices.ContainsFunc(whole, func(q *part) bool { return q.whole }) {
		finish += "; fish out the whole spices as you go"
	}
	if len(nuts) > 0 {
		finish += fmt.Sprintf("; fry the %s in a little %s until golden and scatter them over", plurals(nuts), fat)
	}
	finish += ifAny(", finish with the rest of the ", d.herbs, "")
	finish += " and serve"
	if lemon != nil {
		finish += fmt.Sprintf(" with the %s wedges", lemon.name())
	}
	d.step(2, "%s.", finish)
	d.mentionLeftovers()
}

// biryaniWhole are the whole spices that sizzle in the fat before the onions, with
// what a serving takes of each (in grams).
var biryaniWhole = map[string]float64{"cumin seeds": 0.5, "bay leaf": 0.15, "cloves": 0.1, "star anise": 0.2, "fennel seeds": 0.3, "cardamom": 0.2, "cinnamon": 0.5}

var biryaniWholeOrder = []string{"cumin seeds", "cardamom", "cinnamon", "cloves", "bay leaf", "star anise", "fennel seeds"}
