package engine

import (
	"fmt"
	"math"
	"strings"
)

// Congee (jook): a little rice simmered in ten times its weight of water, or water and
// stock, with slices of ginger, stirred now and then until the grains break into a
// silky porridge, about an hour and a quarter. A chicken thigh poaches in it for its
// last 20 minutes and is shredded back in; pork mince goes in as small meatballs, raw
// prawns or fish for their last minutes, cooked meat only to warm. It is served plain,
// seasoned at the table: spring onion and ginger matchsticks, soy, sesame oil, white
// pepper, a soft or a century egg. In a hurry the rice boils hard, stirred often, and is
// whisked to break the grains (35 minutes), or cooked rice is simmered down in 15, or in
// 12 at a brisk simmer from the kettle's water.

func init() {
	registerOwn(&form{name: "congee", title: "Congee", minMinutes: 25, simple: true, saltFactor: 0.5, method: "simmer", starchInPot: true, ownsEggs: true,
		equipment: []string{"large heavy pot with lid", "wooden spoon", "small saucepan"}, write: writeCongee})
}

func writeCongee(d *dish) {
	rice, main := d.starch, d.protein
	if rice == nil {
		return
	}
	cooked := rice.in.Name == "cooked rice"
	hurry := !cooked && d.quick
	rice.prep = ""
	d.size(rice, 45) // a cup of rice feeds four as congee
	water := rice.grams * 12
	if cooked {
		d.size(rice, 140)
		water = rice.grams * 2.5
	}
	stock := d.find("chicken broth", "vegetable broth", "beef broth")
	if stock != nil {
		d.size(stock, water/2/d.servings) // half stock: the rice is the taste, not the stock
		stock.prep = ""
		water /= 2
	}
	if w := d.add("water", RoleLiquid, water/d.servings, ""); w != nil {
		d.liquids = append(d.liquids, w)
	}
	ginger := d.find("ginger")
	if ginger != nil {
		d.size(ginger, 4)
		ginger.prep = "peeled; half sliced into coins, half cut into fine matchsticks"
	}
	onion := d.find("scallion")
	if onion != nil {
		d.size(onion, 8)
		onion.prep = "thinly sliced"
	}
	egg := d.find("century egg", "egg")
	if egg != nil {
		if w, ok := egg.in.UnitGrams("piece"); ok {
			n := max(1, min(d.servings/2, eggsPerPan)) // half an egg a bowl
			if egg.in.Name == "egg" {
				n = min(d.servings, eggsPerPan) // a soft egg a bowl, a panful at most
			}
			d.size(egg, w*math.Round(n)/d.servings)
		}
		egg.prep = ""
	}
	if main != nil {
		switch {
		case cookedAlready(main.in):
			d.size(main, 60)
			main.prep = "shredded"
		case main.in.Category == "poultry":
			d.size(main, 80)
			main.prep = "" // poached whole in the pot, then shredded
		case strings.HasPrefix(main.in.Name, "ground "):
			d.size(main, 60)
			main.prep = ""
		case main.in.Category == "seafood" && !main.in.Has(FactShellfish):
			d.size(main, 60)
			main.prep = "cut into thin slices"
		case main.in.Name == "shrimp":
			d.size(main, 60)
			main.prep = "peeled and deveined"
		default:
			d.size(main, 60)
			main.prep = "cut into thin slices"
		}
	}
	table := d.where(func(p *part) bool {
		switch p.in.Name {
		case "soy sauce", "tamari", "sesame oil", "chili oil", "white pepper", "fried shallots", "peanuts", "cilantro":
			return true
		}
		return false
	})
	for _, p := range table {
		switch p.in.Name {
		case "soy sauce", "tamari":
			d.size(p, 4)
		case "sesame oil", "chili oil":
			d.size(p, 2)
		case "white pepper":
			d.size(p, 0.1)
		case "peanuts", "fried shallots":
			d.size(p, 8)
		case "cilantro":
			d.size(p, 2)
			p.prep = "leaves picked"
		}
	}
	if d.fat != nil && !contains(table, d.fat) {
		d.dropFat()
	}
	d.prep(0)
	liquid := cupsOfWater(water)
	if stock != nil {
		liquid = fmt.Sprintf("the %s and %s", stock.name(), liquid)
	}
	coins := ""
	if ginger != nil {
		coins = " with the ginger coins"
	}
	simmer := 75
	switch {
	case cooked && d.quick:
		// The kettle's water and a lid bring it to the boil at once; a hard simmer and the
		// whisk break the cooked grains down in 12 minutes.
		kettle := strings.Replace(liquid, " of water", " of boiling water from the kettle", 1)
		d.step(3, "Boil a kettle. Put the %s%s in a large heavy pot, pour in %s, cover and bring back to the boil, breaking up the clumps with a wooden spoon.", rice.name(), coins, kettle)
		simmer = 12
	case cooked:
		d.step(4, "Put the %s in a large heavy pot with %s%s and bring to the boil, breaking up the clumps with a wooden spoon.", rice.name(), liquid, coins)
		simmer = 15
	default:
		d.step(10, "Rinse the %s in a sieve until the water runs clear. Put it in a large heavy pot with %s%s and bring to the boil, stirring so the grains do not catch on the bottom.", rice.name(), liquid, coins)
		if hurry {
			simmer = 30
		}
	}
	late, lateText := congeeMain(d, main)
	how := "Turn the heat down, set the lid ajar and simmer gently, stirring every 10–15 minutes and scraping the bottom"
	ready := "until the grains have broken down into a thick, silky porridge"
	if hurry {
		how = "Keep it at a lively boil with the lid off, stirring often and scraping the bottom"
		ready = "until the grains split and the water turns creamy; then whisk hard for a minute to break them down into a porridge"
	} else if cooked && d.quick {
		how = "Keep it at a brisk simmer with the lid off, stirring often and whisking hard now and then"
		ready = "until the rice breaks down into a thick porridge"
	} else if cooked {
		how = "Turn the heat down and simmer, stirring often"
		ready = "until the rice breaks down into a thick porridge (a minute's whisking helps it)"
	}
	extra := ""
	if egg != nil && egg.in.Name == "egg" {
		extra = fmt.Sprintf(" Meanwhile, lower the %s into a small pan of boiling water and cook 6 1/2 minutes for soft yolks; cool in cold water and peel.", pluralIf(egg.name(), count(egg)))
	}
	if lateText == "" {
		d.step(simmer, "%s, %s, %s; add a splash of boiling water if it gets too thick to pour.%s", how, congeeMinutes(simmer), ready, extra)
	} else {
		d.step(simmer-late, "%s, for %d minutes.%s", how, simmer-late, extra)
		check := "By now the grains should have broken down into a porridge: keep simmering a little longer if not"
		if hurry {
			check = "Whisk hard for a minute to break the split grains down into a porridge"
		}
		d.step(late, "%s %s, and add a splash of boiling water if it gets too thick to pour.", lateText, check)
	}
	salt := fmt.Sprintf("season the congee with salt (about %s tsp)", formatQty(d.servings/4))
	if sp := d.find("salt"); sp != nil && stock == nil {
		if w, ok := sp.in.UnitGrams("tsp"); ok {
			sp.grams = math.Max(sp.grams, w*d.servings/4) // the list holds what the pot is seasoned with
		}
	}
	if stock != nil {
		salt = "taste the congee and season it with salt (the stock brings some of its own)"
	}
	if bp := d.find("black pepper"); bp != nil && d.find("white pepper") == nil {
		salt += " and a little black pepper"
	}
	d.step(1, "Fish out the ginger coins, %s and ladle it into bowls.", salt)
	var top []string
	if main != nil && lateText == "" {
		top = append(top, "the "+main.name())
	}
	if egg != nil {
		top = append(top, fmt.Sprintf("the %s, cut into wedges", pluralIf(egg.name(), count(egg))))
	}
	if onion != nil {
		top = append(top, "the "+plural(onion.name()))
	}
	if ginger != nil {
		top = append(top, "the ginger matchsticks")
	}
	serve := "Serve hot"
	if len(top) > 0 {
		serve = "Top each bowl with " + listNames(top)
	}
	if len(table) > 0 {
		serve += fmt.Sprintf(", and put out the %s for each to season their own", plurals(table))
	}
	d.step(1, "%s.%s", serve, d.toppingsExcept(append(table, main, egg, onion, ginger, rice, stock)...))
	d.mentionLeftovers()
}

// congeeMinutes says a congee's simmer as a cook reads it.
func congeeMinutes(m int) string {
	switch {
	case m >= 60:
		return "for about 1 1/4 hours"
	case m >= 30:
		return fmt.Sprintf("for about %d minutes", m)
	case m < 15:
		return fmt.Sprintf("for %d–%d minutes", m-2, m)
	}
	return fmt.Sprintf("for %d–%d minutes", m-5, m)
}

// congeeMain writes how the main cooks in the congee's last minutes, and how many.
func congeeMain(d *dish, main *part) (int, string) {
	if main == nil {
		return 0, ""
	}
	switch {
	case cookedAlready(main.in):
		return 3, fmt.Sprintf("Stir in the %s and warm it through, 2–3 minutes.", main.name())
	case main.in.Category == "poultry":
		return 20, fmt.Sprintf("Lay the %s in the congee, pushing it under, and simmer until cooked through (74°C / 165°F inside), about 20 minutes. Lift it out, shred it with two forks and stir it back in.", main.name())
	case strings.HasPrefix(main.in.Name, "ground "):
		soy := "a pinch of salt"
		if s := d.find("soy sauce", "tamari"); s != nil {
			soy = "a splash of the " + s.name()
		}
		return 6, fmt.Sprintf("Season the %s with %s, pinch it into small balls straight into the congee and simmer until cooked through (71°C / 160°F inside), 5–6 minutes.", main.name(), soy)
	case main.in.Category == "seafood":
		return 3, fmt.Sprintf("Stir in the %s and simmer just until opaque, 2–3 minutes.", main.name())
	}
	return 4, fmt.Sprintf("Stir in the %s, separating the slices, and simmer until cooked through, 3–4 minutes.", main.name())
}
