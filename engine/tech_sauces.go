package engine

import (
	"fmt"
	"math"
	"strings"
)

// Dishes made by their sauce: mac and cheese in a béchamel (a butter and flour roux
// with milk, the cheese stirred in off the heat), and butter chicken, whose tomato
// sauce is cooked down with butter, blended and finished with cream.

func init() {
	ownNeeds["bechamel"] = [][]string{{"all-purpose flour", "whole wheat flour", "gluten-free flour", "cornstarch"}, macMilks,
		{"cheddar", "monterey jack", "gouda", "gruyere", "swiss cheese", "american cheese"}}
	ownNeeds["makhani"] = [][]string{{"butter"}, {"crushed tomatoes", "canned diced tomatoes", "tomato"}}
	registerOwn(
		&form{name: "bechamel", title: "Mac and Cheese", minMinutes: 25, simple: true, saltFactor: 0.5, fatFactor: 1,
			method: "simmer", equipment: []string{"large pot", "medium saucepan", "whisk", "wooden spoon", "colander", "box grater"},
			write: writeMacCheese},
		&form{name: "makhani", title: "Butter Chicken", minSkill: 0, minMinutes: 45, saltFactor: 0.6, fatFactor: 1,
			method: "simmer", equipment: []string{"large skillet or sauté pan", "stick blender or blender", "mixing bowl"},
			write: writeMakhani},
	)
}

// sideStarch writes how to cook the rice or warm the bread served beside a sauce, ""
// when the dish has none.
func (d *dish) sideStarch() string {
	s := d.starch
	if s == nil {
		return ""
	}
	n := s.name()
	switch {
	case isRiced(s):
		return fmt.Sprintf("fry the %s in a little oil in a skillet over medium-high heat, stirring, until just tender, 5 minutes", n)
	case n == "cooked rice":
		return "reheat the cooked rice, covered, with a splash of water"
	case boiledLikePasta[n] > 0:
		s.prep = "rinsed"
		return fmt.Sprintf("cook the %s: boil it in a large saucepan of salted water, uncovered, until tender but still a little chewy, about %d minutes, then drain and leave it covered off the heat", n, boiledLikePasta[n])
	case strings.Contains(n, "rice"):
		water := "1 1/2 times"
		m := 12
		if n == "wild rice" {
			water, m = "twice", 35
		}
		s.prep = "rinsed"
		if seeds, fat := d.cuminRice(s); seeds != nil {
			// Basmati beside an Indian curry, with the cook's cumin seeds: jeera rice.
			return fmt.Sprintf("cook the %s as jeera rice: heat %s in a saucepan, let the %s sizzle for 30 seconds, stir in the rice for a minute, then add %s its volume of water and a pinch of salt, bring to a boil, cover and simmer on low for %d minutes, then leave it covered off the heat", n, fat, seeds.name(), water, m)
		}
		return fmt.Sprintf("cook the %s: bring it to a boil with %s its volume of water and a pinch of salt, cover and simmer on low for %d minutes, then leave it covered off the heat", n, water, m)
	case n == "naan" || n == "pita" || strings.Contains(n, "tortilla") || strings.Contains(n, "bread"):
		return fmt.Sprintf("warm the %s in a dry pan", n)
	}
	return ""
}

// macMilks are the milks a béchamel is made with.
var macMilks = []string{"milk", "whole milk", "skim milk", "oat milk", "soy milk", "almond milk"}

func writeMacCheese(d *dish) {
	pasta, butter := d.starch, d.fat
	flour := d.find("all-purpose flour", "whole wheat flour", "gluten-free flour", "cornstarch")
	milk := d.find(macMilks...)
	if pasta == nil || flour == nil || milk == nil {
		return
	}
	d.size(butter, 12)
	d.size(flour, 12)
	d.size(milk, 150)
	cheeses := d.cheeses()
	for _, c := range cheeses {
		c.prep = "grated"
		if c.in.Name == "american cheese" {
			c.prep = "cut into 2 cm (3/4 in) cubes" // processed cheese is too soft to grate; cubes melt smooth
		}
	}
	crumbs := d.where(func(p *part) bool { return p.in.Name == "breadcrumbs" || p.in.Name == "panko" })
	for _, c := range crumbs {
		d.size(c, 8)
	}
	mustard := d.where(func(p *part) bool { return p.in.Name == "dijon mustard" || p.in.Name == "nutmeg" })
	meat := d.where(func(p *part) bool { return p.in.Name == "bacon" || p.in.Name == "pancetta" })
	addIns := d.where(func(p *part) bool {
		return p.in.Name == "ham" || p.in.Name == "cooked chicken" || p.in.Name == "canned tuna"
	})
	vegs := d.vegs
	butterName := "butter"
	if butter != nil {
		butterName = butter.name()
	}
	d.prepStep = len(d.steps)
	oven := ""
	if len(crumbs) > 0 {
		oven = fmt.Sprintf("Heat the oven to %s. ", temp(200))
		d.equipment = append(d.equipment, bakingDishFor(d.servings))
	}
	d.step(10, "%sPut a large pot of well-salted water on to boil. Meanwhile, %s.", oven, prepTasks(d.prepLater()))
	if len(meat) > 0 {
		d.step(6, "Cook the %s in the saucepan over medium heat until %s, 5–6 minutes; lift out with a slotted spoon and pour off all but a spoonful of the fat.",
			plurals(meat), doneness(meat[0].in))
	}
	d.step(3, "Make the roux: melt the %s in the medium saucepan over medium heat, stir in the %s and cook, stirring, for 2 minutes, until it bubbles and smells of biscuits without browning.",
		butterName, flour.name())
	pastaMin := 6
	if len(crumbs) > 0 {
		pastaMin = 5 // it cooks on in the oven
	}
	veg := ""
	if len(vegs) > 0 {
		veg = fmt.Sprintf(" Add the %s to the pot for the last 3 minutes.", plurals(vegs))
	}
	d.step(8, "Take the pan off the heat and whisk in a splash of the %s until smooth, then the rest a little at a time, whisking out any lumps. Back on medium heat, bring to a simmer, whisking, and let it bubble gently for 4–5 minutes until it coats the back of a spoon thickly. "+
		"Meanwhile, cook the %s in the boiling water for %d minutes, a minute or two less than the packet says, so it stays firm.%s Scoop out a mug of the cooking water, then drain.",
		milk.name(), pasta.name(), pastaMin, veg)
	keep := ""
	if len(crumbs) > 0 {
		keep = " (keep a handful back for the top)"
	}
	season := "season with salt and pepper"
	if len(mustard) > 0 {
		season = fmt.Sprintf("stir in the %s and season with salt and pepper", plurals(mustard))
	}
	d.step(2, "Off the heat, stir the %s into the sauce a handful at a time%s until melted and smooth; %s. Do not let it boil once the cheese is in, or it turns grainy.",
		plurals(cheeses), keep, season)
	fold := append(append([]*part{}, meat...), addIns...)
	if len(crumbs) > 0 {
		d.step(3, "Fold the %s%s into the sauce, loosening it with a splash of the cooking water; it should be saucier than you want it, as the pasta drinks it up in the oven. Tip into the baking dish.",
			pasta.name(), ifAny(" and the ", fold, ""))
		d.step(20, "Mix the %s with the cheese you kept and scatter over the top. Bake until golden and bubbling at the edges, 15–20 minutes; rest 5 minutes before serving.", plurals(crumbs))
	} else {
		d.step(2, "Stir the %s%s into the sauce over low heat, adding a splash of the cooking water if it is thick; it should be creamy and flowing. Serve at once.",
			pasta.name(), ifAny(" and the ", fold, ""))
	}
	d.mentionLeftovers()
}

// bakingDishFor is the dish that holds a pasta bake for so many.
func bakingDishFor(servings float64) string {
	switch {
	case servings <= 3:
		return "20 cm (8 in) square baking dish"
	case servings <= 8:
		return "23 x 33 cm (9 x 13 in) baking dish"
	}
	return fmt.Sprintf("%d baking dishes, 23 x 33 cm (9 x 13 in)", int(math.Ceil(servings/8)))
}

func writeMakhani(d *dish) {
	p := d.protein
	if p == nil {
		return
	}
	butter := d.fat
	cream := d.find("heavy cream")
	tomato := d.find("crushed tomatoes", "canned diced tomatoes", "tomato")
	if tomato == nil || butter == nil || d.quick && !butter.fromPantry {
		// In a hurry it is made with the cook's own butter: one that must send for it
		// leaves the time to the tikka masala or curry the pantry makes.
		return
	}
	d.size(butter, 15)
	d.size(cream, 30)
	fresh := tomato.in.Name == "tomato"
	if fresh {
		tomato.prep = "roughly chopped"
		d.size(tomato, 150)
	} else {
		d.size(tomato, 110)
	}
	p.prep = "cut into 4 cm (1 1/2 in) pieces"
	if p.in.Name == "paneer" || p.in.Name == "tofu" {
		p.prep = "cut into 2.5 cm (1 in) cubes"
	}
	marinade := d.where(func(x *part) bool {
		return x.in.Name == "yogurt" || x.in.Name == "greek yogurt" || x.in.Name == "lemon" || x.in.Name == "lemon juice"
	})
	for _, m := range marinade {
		if m.in.Name == "lemon" {
			m.grams, m.prep = m.in.Units["piece"]/2, "juiced"
		} else if m.in.Name != "lemon juice" {
			d.size(m, 30)
		}
	}
	aromatics := d.aromatics
	onion := d.pantryOnion() // softened apart, before the garlic and ginger
	spices := d.where(func(x *part) bool {
		return x.in.Category == "spices-seasonings" && x.in.Name != "salt" && x.in.Name != "black pepper"
	})
	sweet := d.where(func(x *part) bool { return x.in.Name == "honey" || x.in.Name == "sugar" })
	for _, s := range sweet {
		s.grams = 4 * math.Sqrt(d.servings)
	}
	herbs := d.toppers()
	side := d.sideStarch()
	if d.quick {
		// In a hurry (30 minutes): the meat cut small browns unmarinated and finishes in
		// the sauce in 5 minutes, the sauce bubbles briskly, and the rice is on first.
		if p.in.Category == "meat" || p.in.Category == "poultry" {
			p.prep = "cut into 2.5 cm (1 in) pieces"
		}
		if s := d.starch; s != nil && strings.Contains(s.name(), "rice") && s.name() != "cooked rice" {
			side = ""
		}
		d.prep(0) // what is needed later is cut while the meat browns and the sauce bubbles
	} else {
		d.prepAny()
	}
	hold := "half the " + partNames(spices) + " and a pinch of salt"
	if len(marinade) > 0 {
		hold = "the " + plurals(marinade) + ", " + hold
	}
	if d.quick {
		writeMakhaniQuick(d, butter, tomato, cream, onion, aromatics, hold, side, sweet, herbs)
		return
	}
	rest := 15
	if p.in.Category == "legumes" || p.in.Name == "paneer" {
		rest = 5
	}
	overnight := ""
	if p.in.Category == "poultry" {
		overnight = " (or up to a day, covered, in the fridge)"
	}
	softened := ""
	if onion != nil {
		// Softened while the meat marinates, then blended into the sauce.
		rest = max(rest, 10)
		softened = fmt.Sprintf(" Meanwhile, melt a knob of the %s in a large skillet over medium heat and cook the %s, stirring, until soft and golden, 8–10 minutes; tip it onto a plate.",
			butter.name(), onion.name())
	}
	d.step(rest, "Toss the %s in a bowl with %s and leave %d minutes%s.%s", p.name(), hold, rest, overnight, softened)
	batches := d.panBatches()
	again := ""
	if batches > 1 {
		again = fmt.Sprintf(" in %d batches so the pieces are not crowded", batches)
	}
	pan := "a large skillet"
	if onion != nil {
		pan = "the skillet"
	}
	d.step(6*batches, "Melt a third of the %s in %s over medium-high heat and brown the %s%s, turning, until coloured in spots, 5–6 minutes; it finishes cooking in the sauce. Move to a plate.",
		butter.name(), pan, p.name(), again)
	cook := fmt.Sprintf("Lower the heat to medium, add another third of the %s and the %s and cook, stirring, for 1 minute until fragrant", butter.name(), partNames(aromatics))
	if len(aromatics) == 0 {
		cook = fmt.Sprintf("Lower the heat to medium and add another third of the %s", butter.name())
	}
	sauce := tomato.name()
	if onion != nil {
		sauce += " and the " + onion.name()
	}
	d.step(14, "%s; stir in the rest of the spices for 30 seconds. Add the %s, scraping up the browned bits, and simmer, stirring often, until thick, darker and the fat shows at the edges, 10–12 minutes.%s",
		cook, sauce, meanwhileText(side))
	d.step(2, "Blend the sauce smooth with a stick blender (or in a blender, with the lid ajar and a towel over it), and return it to the pan.")
	finish := "the rest of the " + butter.name()
	if cream != nil {
		finish = "the " + cream.name() + " and " + finish
	}
	d.step(10, "Stir in %s%s, return the %s with its juices and simmer gently until %s and the sauce coats it, 8–10 minutes. Taste for salt and pepper.",
		finish, ifAny(", with the ", sweet, " if the tomatoes are sharp"), p.name(), doneness(p.in))
	served := ""
	if d.starch != nil {
		served = " with the " + d.starch.name()
	}
	d.step(1, "Serve hot%s.%s", served, ifAny(" Scatter over the ", herbs, "."))
	d.mentionLeftovers()
}

// writeMakhaniQuick writes butter chicken the quick way, after the prep: the meat
// tossed in its spices and browned at once, the onion (if any) softened in its butter,
// the sauce cooked down briskly for 7 minutes, the meat finished in it for 5.
func writeMakhaniQuick(d *dish, butter, tomato, cream, onion *part, garlic []*part, hold, side string, sweet, herbs []*part) {
	p := d.protein
	batches := d.panBatches()
	again := ""
	if batches > 1 {
		again = fmt.Sprintf(" in %d batches so the pieces are not crowded", batches)
	}
	d.step(6*batches, "Toss the %s in a bowl with %s. Melt a third of the %s in a large skillet over medium-high heat and brown the %s%s, turning, until coloured in spots, 4–5 minutes; it finishes cooking in the sauce. Move to a plate.",
		p.name(), hold, butter.name(), p.name(), again)
	aromatics := partNames(garlic) // the garlic and ginger; the onion softens on its own first
	var cook string
	switch {
	case onion != nil:
		d.step(5, "Lower the heat to medium, add another third of the %s and the %s and cook, stirring, until soft, about 5 minutes.", butter.name(), onion.name())
		cook = "Add the " + aromatics + " and cook, stirring, for 1 minute until fragrant"
		if aromatics == "" {
			cook = "Keep the heat at medium"
		}
	case aromatics != "":
		cook = fmt.Sprintf("Lower the heat to medium, add another third of the %s and the %s and cook, stirring, for 1 minute until fragrant", butter.name(), aromatics)
	default:
		cook = fmt.Sprintf("Lower the heat to medium and add another third of the %s", butter.name())
	}
	d.step(9, "%s; stir in the rest of the spices for 30 seconds. Add the %s, scraping up the browned bits, and simmer briskly, stirring often, until thick and the fat shows at the edges, about 7 minutes.%s",
		cook, tomato.name(), meanwhileText(side))
	if tomato.in.Name == "tomato" {
		// Fresh tomatoes leave skins; a tin cooked down briskly is smooth enough in a hurry.
		d.step(2, "Blend the sauce smooth with a stick blender (or in a blender, with the lid ajar and a towel over it), and return it to the pan.")
	}
	finish := "the rest of the " + butter.name()
	if cream != nil {
		finish = "the " + cream.name() + " and " + finish
	}
	d.step(5, "Stir in %s%s, return the %s with its juices and simmer gently until %s and the sauce coats it, about 5 minutes. Taste for salt and pepper.",
		finish, ifAny(", with the ", sweet, " if the tomatoes are sharp"), p.name(), doneness(p.in))
	served := ""
	if d.starch != nil {
		served = " with the " + d.starch.name()
	}
	d.step(1, "Serve hot%s.%s", served, ifAny(" Scatter over the ", herbs, "."))
	d.mentionLeftovers()
}

func meanwhileText(task string) string {
	if task == "" {
		return ""
	}
	return " Meanwhile, " + task + "."
}

// Dal: lentils simmered soft with turmeric, and a tadka (spices, garlic and onion
// sizzled in ghee or oil) poured over at the end.
func init() {
	ownNeeds["dal"] = [][]string{{"red lentils", "split peas", "brown lentils"}}
	registerOwn(&form{name: "dal", title: "Dal", minMinutes: 30, simple: true, saltFactor: 0.6, fatFactor: 3,
		method: "simmer", equipment: []string{"large saucepan", "small frying pan", "whisk or potato masher"}, write: writeDal})
}

func writeDal(d *dish) {
	lentils := d.protein
	if lentils == nil {
		return
	}
	// The cook's stock is half what the lentils simmer in, water the rest: a dal all of
	// stock is too salty once the tadka's salt goes over it.
	var stock *part
	if pl := d.pantryWith(RoleLiquid, isBroth); len(pl) > 0 && !d.kosherClash(pl[0]) {
		stock = d.take(pl[0], RoleLiquid, 0, "")
		stock.grams = lentils.grams * 2
		d.liquids = append(d.liquids, stock)
	}
	water := d.add("water", RoleLiquid, 0, "")
	if water != nil {
		water.grams = lentils.grams * 4
		if stock != nil {
			water.grams -= stock.grams
		}
		d.liquids = append(d.liquids, water)
	}
	minutes, m := "15–20", 20 // split red lentils fall apart in 15–20 minutes
	switch lentils.in.Name {
	case "split peas":
		minutes, m = "40–45", 45
	case "brown lentils":
		minutes, m = "30–35", 35
	}
	lentils.prep = "rinsed"
	fat := d.find("ghee", "butter")
	if fat == nil {
		fat = d.fat
	} else if d.fat != nil && d.fat != fat {
		delete(d.used, d.fat.in)
		d.fat = nil // the pantry's ghee makes the tadka; no oil beside it
	}
	d.size(fat, 8)
	d.size(d.find("red pepper flakes"), 0.4)
	turmeric := d.find("turmeric")
	tomato := d.find("tomato", "canned diced tomatoes", "crushed tomatoes")
	greens := d.where(func(p *part) bool { return p.in.Name == "spinach" || p.in.Name == "kale" || p.in.Name == "swiss chard" })
	coconut := d.find("coconut milk")
	tadka := d.where(func(p *part) bool {
		return p.in.Category == "spices-seasonings" && p != turmeric && p.in.Name != "salt" && p.in.Name != "black pepper" && p.in.Name != "garam masala"
	})
	onion := d.find("onion", "red onion", "shallot")
	if onion != nil {
		onion.prep = "thinly sliced"
	}
	aromatics := d.where(func(p *part) bool {
		return p.in.Name == "garlic" || p.in.Name == "ginger" || p.in.Name == "red chili" || p.in.Name == "jalapeno"
	})
	for _, a := range aromatics {
		if a.in.Name == "garlic" {
			a.prep = "thinly sliced"
		}
	}
	garam := d.find("garam masala")
	finish := d.where(func(p *part) bool {
		return p.in.Name == "lemon" || p.in.Name == "lemon juice" || p.role == RoleHerb || p.role == RoleAcid
	})
	for _, f := range finish {
		if f.in.Name == "lemon" {
			f.prep, f.grams = "juiced", f.in.Units["piece"]/2
		}
	}
	side := d.sideStarch()
	d.prepStep = len(d.steps)
	d.step(2, "Rinse the %s in a sieve until the water runs clear.", lentils.name())
	simmer := len(d.steps)
	d.step(m, "Put them in a large saucepan with %s%s and bring to a boil; skim off the foam, then simmer, partly covered and stirring now and then, until completely soft and falling apart, %s minutes.%s%s",
		orNothing(optionalList(stock, water)), ifAny(" and the ", optionalList(turmeric), ""), minutes,
		ifAny(" Add the ", optionalList(tomato), " for the last 10 minutes."),
		meanwhile(d.where(func(p *part) bool { return contains(d.prepLater(), p) && p.prep != "rinsed" }), side))
	season := "salt"
	if d.find("black pepper") != nil {
		season = "salt and pepper" // the pepper the dish was given goes in, not only on the list
	}
	d.step(3, "Whisk or mash the dal until creamy, adding hot water until it pours like thick soup; season with %s.%s%s",
		season, ifAny(" Stir in the ", optionalList(coconut), "."), ifAny(" Stir in the ", greens, " for 2 minutes, until wilted."))
	// The onion goes golden first and the spices after it, for the 30 seconds they take
	// to bloom: whole seeds fried the onion's 8 minutes turn black and bitter.
	m = 2
	var fry []string
	if onion != nil {
		fry = append(fry, fmt.Sprintf("cook the %s, stirring, until golden, 6–8 minutes", onion.name()))
		m = 9
	}
	if len(tadka) > 0 {
		fry = append(fry, fmt.Sprintf("add the %s and let %s sizzle for 30 seconds", plurals(tadka), themIt(tadka)))
	}
	if len(aromatics) > 0 {
		fry = append(fry, fmt.Sprintf("add the %s and stir until just golden, about 1 minute; do not let %s burn", plurals(aromatics), themIt(aromatics)))
	}
	heat := "medium-high"
	if fat != nil && fat.in.Has(FactDairy) {
		heat = "medium" // butter burns where ghee or oil would not
	}
	tadkaText := fmt.Sprintf("make the tadka: heat the %s in a small frying pan over %s heat", partNames(optionalList(fat)), heat)
	for i, f := range fry {
		switch {
		case i == 0 && onion != nil:
			tadkaText += " and " + f + "."
		case i == 0:
			tadkaText += ", " + f + "."
		default:
			tadkaText += " " + upperFirst(f) + "."
		}
	}
	if len(fry) == 0 {
		tadkaText += "."
	}
	sizzling := "sizzling "
	if d.quick && d.steps[simmer].Minutes >= m+5 {
		// In a hurry the tadka is fried in the dal's last minutes of simmering, not after.
		d.steps[simmer].Text += fmt.Sprintf(" With %d minutes to go, %s", m+1, tadkaText)
		sizzling = ""
	} else {
		d.step(m, "%s", upperFirst(tadkaText))
	}
	d.step(1, "Pour the %stadka over the dal%s.%s%s", sizzling, ifAny(", sprinkle with the ", optionalList(garam), ""), ifAny(" Finish with the ", finish, "."), ifAny(" Serve with the ", optionalList(d.starch), "."))
	d.mentionLeftovers()
}

// pantryOnion takes the pantry's onion, red onion or shallot into a dish whose line does
// not name one, finely chopped: the onion most home cooks start a butter chicken with,
// rather than "not needed"; nil when the pantry has none left.
func (d *dish) pantryOnion() *part {
	for _, l := range d.lines {
		in := l.Ingredient
		if slowAromatics[in.Name] && in.Name != "leek" && in.Category == "produce" && !d.used[in] {
			p := d.take(in, RoleAromatic, aromaticGrams(in), "finely chopped")
			d.aromatics = append(d.aromatics, p)
			return p
		}
	}
	return nil
}

// themIt is the pronoun for parts named together: "them" for several or a plural name
// ("the cumin and chili", "the mustard seeds"), "it" for one ("the garlic").
func themIt(parts []*part) string {
	if len(parts) == 1 && isAre(parts[0].name()) == "is" {
		return "it"
	}
	return "them"
}
