package engine

import (
	"fmt"
	"slices"
	"strings"
)

// Paella: meat browned in a wide, shallow pan, a sofrito of tomato and paprika, the
// rice spread in one thin layer and, once the saffron stock is in, never stirred; the
// last minutes on high heat toast the bottom layer into the socarrat.

func init() {
	registerOwn(&form{name: "paella", title: "Paella", minSkill: 1, minMinutes: 55, saltFactor: 0.7, fatFactor: 2,
		method: "simmer", starchInPot: true, equipment: []string{"saucepan", "wooden spoon", "clean tea towel or foil"}, write: writePaella})
}

// paellaPan is the pan that holds so much rice in a thin layer.
func paellaPan(riceGrams float64) string {
	switch {
	case riceGrams <= 200:
		return "30 cm (12 in) paella pan or wide skillet"
	case riceGrams <= 350:
		return "36 cm (14 in) paella pan (or the widest skillet you have)"
	case riceGrams <= 500:
		return "40 cm (16 in) paella pan"
	case riceGrams <= 700:
		return "46 cm (18 in) paella pan"
	}
	return "two 40 cm (16 in) paella pans"
}

// stockFor is how much stock a paella's rice drinks in an open pan: short-grain rice
// (bomba, arborio) about three times its volume, long-grain about twice.
func stockFor(rice *part) float64 {
	_, _, g := rice.measure()
	if rice.in.Name == "white rice" || rice.in.Name == "jasmine rice" || rice.in.Name == "basmati rice" {
		return g * 2.7
	}
	return g * 3.4
}

func writePaella(d *dish) {
	rice, main := d.starch, d.protein
	stock := d.find("chicken broth", "vegetable broth", "fish stock", "seafood stock", "water")
	if stock == nil {
		if stock = d.add("chicken broth", RoleLiquid, 0, ""); stock == nil {
			stock = d.add("water", RoleLiquid, 0, "")
		}
		if stock != nil {
			d.liquids = append(d.liquids, stock)
		}
	}
	if rice == nil || stock == nil {
		return
	}
	stock.grams = stockFor(rice)
	saffron := d.find("saffron")
	paprika := d.find("smoked paprika", "paprika")
	d.size(paprika, 1)
	tomato := d.find("tomato", "crushed tomatoes", "canned diced tomatoes")
	if tomato == nil {
		if tomato = d.add("tomato", RoleVegetable, 40, ""); tomato != nil {
			d.vegs = append(d.vegs, tomato)
		}
	}
	if tomato != nil && tomato.in.Name == "tomato" {
		tomato.prep = "grated"
	}
	meats := d.where(func(p *part) bool {
		return (p.in.Category == "meat" || p.in.Category == "poultry") && p.in.Name != "chorizo"
	})
	chorizo := d.find("chorizo")
	if chorizo != nil {
		chorizo.prep = "sliced into rounds"
		d.size(chorizo, 25)
	}
	seafood := d.where(func(p *part) bool { return p.in.Category == "seafood" })
	for _, p := range seafood {
		switch p.in.Name {
		case "shrimp":
			p.prep = "peeled and deveined"
		case "mussels", "clams":
			p.prep = "scrubbed, any open ones that do not close when tapped thrown away"
		}
	}
	for _, m := range meats {
		m.prep = "cut into 4 cm (1 1/2 in) pieces"
		if m.in.Has(FactBone) {
			m.prep = ""
		}
	}
	if main != nil && main.in.Category == "seafood" {
		d.size(main, 110)
	}
	vegs := d.where(func(p *part) bool {
		return (p.role == RoleVegetable || p.in.Name == "red bell pepper" || p.in.Name == "green beans") && p != tomato &&
			p.in.Name != "frozen peas" && p.in.Name != "garlic" && p.in.Name != "onion"
	})
	peas := d.find("frozen peas")
	for _, v := range vegs {
		if v.in.Name == "red bell pepper" || v.in.Name == "green bell pepper" {
			v.prep = "cut into strips"
		}
	}
	pan := paellaPan(measured(rice))
	twoPans := pan[:3] == "two"
	d.equipment = append(d.equipment, pan)
	aromatics := d.where(func(p *part) bool { return p.in.Name == "garlic" || p.in.Name == "onion" })
	lemon := d.find("lemon")
	if lemon != nil {
		lemon.prep = "cut into wedges"
	}
	// The stock warms while the cook cuts, not after.
	d.step(1, "Put the %s in a saucepan%s over low heat to warm while you prep, and keep it hot.", stock.name(), ifAny(" with the ", optionalList(saffron), " crumbled in"))
	d.prep(0)
	first := append(append([]*part{}, meats...), optionalList(chorizo)...)
	oil := d.fatName()
	// A chicken breast browned for ten minutes and then twenty in the rice is dry: it
	// browns briefly, waits on a plate and goes back for the rice's last minutes.
	lean := slices.DeleteFunc(slices.Clone(meats), func(p *part) bool { return !driesOut(p.in) })
	stays := len(lean) < len(meats) || chorizo != nil
	if len(first) > 0 {
		what := fmt.Sprintf("brown the %s well on all sides, 8–10 minutes; it finishes cooking in the rice", plurals(meats))
		m := 10
		switch {
		case len(lean) == len(meats) && len(meats) > 0:
			what, m = fmt.Sprintf("brown the %s on all sides, 4–5 minutes, and lift onto a plate (it finishes cooking in the rice)", plurals(meats)), 6
		case len(lean) > 0:
			what = fmt.Sprintf("brown the %s well on all sides, 8–10 minutes, lifting the %s onto a plate after 4–5 minutes; they finish cooking in the rice", plurals(meats), plurals(lean))
		}
		if len(lean) == len(meats) && chorizo != nil && len(meats) > 0 {
			what += "; then cook the chorizo until it releases its red fat, 2 minutes"
			m += 2
		}
		if len(meats) == 0 {
			what, m = "cook the chorizo until it releases its red fat, 2 minutes", 3
		} else if chorizo != nil && len(lean) < len(meats) {
			what += "; add the chorizo for the last 2 minutes"
		}
		season := "" // cured chorizo is salted already
		if len(meats) > 0 {
			season = fmt.Sprintf("Season the %s with salt and pepper. ", plurals(meats))
		}
		d.step(m, "%s%sHeat the %s in the paella pan over medium-high heat and %s.%s", season, againIf(twoPans, "Cook in the two pans side by side, sharing everything between them. "), oil, what, againIf(stays, " Push everything to the edge of the pan."))
	} else {
		d.step(2, "Heat the %s in the paella pan over medium-high heat.", oil)
	}
	// The onion softens slowly with the peppers before the garlic, which only needs a
	// minute: a diced onion given one minute is still raw in the rice.
	onions := d.where(func(p *part) bool { return containsPart(aromatics, p) && p.in.Name != "garlic" })
	garlic := withoutParts(aromatics, onions)
	sofrito, minutes := "In the middle of the pan, ", 8
	switch soft := append(append([]*part{}, onions...), vegs...); {
	case len(onions) > 0:
		soften := "soft and golden, 5–6 minutes"
		minutes = 11
		if d.quick {
			// In a hurry the cook grates the tomato and minces the garlic while the onion
			// softens, stirring now and then, instead of before the pan goes on.
			var during []string
			d.prepTasks = slices.DeleteFunc(d.prepTasks, func(t cutJob) bool {
				if containsPart(garlic, t.p) || t.p == tomato {
					during = append(during, t.text)
					return true
				}
				return false
			})
			d.writePrepStep()
			soften, minutes = "soft, about 5 minutes", 10 // in the wide pan's heat, a little less colour
			if len(during) > 0 {
				soften = "soft, about 5 minutes (" + strings.Join(during, " and ") + " meanwhile)"
			}
		}
		sofrito += fmt.Sprintf("cook the %s, stirring, until the onion is %s, then ", plurals(soft), soften)
	case len(vegs) > 0:
		sofrito += fmt.Sprintf("cook the %s for 3 minutes, then ", plurals(vegs))
	}
	if len(garlic) > 0 {
		sofrito += fmt.Sprintf("add the %s for 1 minute, then ", plurals(garlic))
	}
	tom := "stir in the paprika"
	if paprika != nil {
		tom = "stir in the " + paprika.name()
	}
	if tomato != nil {
		tom += " and the " + tomato.name() + tomatoNote(tomato) + " and cook, stirring, until it is thick, jammy and darker, 4–5 minutes"
	} else {
		tom += " for 30 seconds"
	}
	d.step(minutes, "%s%s: this is the sofrito.", sofrito, tom)
	d.step(2, "Sprinkle in the %s and stir for a minute to coat it in the sofrito, then spread everything%s evenly over the pan.", rice.name(), againIf(stays, ", meat too,"))
	d.step(10, "Pour in the hot stock and shake the pan to level the rice; taste the liquid and season it with pepper, and with salt only if it needs it: the stock is salted already. From now on, do not stir. Boil briskly for 10 minutes, moving the pan over the burner if it is larger than the flame so it cooks evenly.")
	last := []*part{}
	if peas != nil {
		last = append(last, peas)
	}
	last = append(last, seafood...)
	press := ""
	if len(last) > 0 {
		press = fmt.Sprintf(" Scatter the %s over the top for the last 5 minutes, pressing them in lightly.", plurals(last))
	}
	d.step(9, "%sTurn the heat to medium-low and simmer, still without stirring, until the rice has absorbed the stock and is just tender, 8–10 minutes; add a splash of hot water to any dry patches.%s", ifAny("Press the ", lean, " and any juices into the rice. "), press)
	d.step(2, "For the socarrat, turn the heat up to high for 1–2 minutes, until the rice crackles and smells toasted (not burnt); scrape a spoon at the edge to check for a golden crust on the bottom.")
	d.step(5, "Take the pan off the heat, cover it loosely with a clean tea towel or foil and rest 5 minutes. Serve from the pan%s.%s",
		ifAny(" with the ", optionalList(lemon), ""), ifAny(" Scatter over the ", d.where(func(p *part) bool { return p.role == RoleHerb }), "."))
	d.mentionLeftovers()
}

// tomatoNote tells how a fresh tomato is grated for a sofrito.
func tomatoNote(p *part) string {
	if p.in.Name != "tomato" {
		return ""
	}
	return " (halved and grated on the coarse side of a box grater, the skin left behind)"
}
