package engine

import (
	"fmt"
	"math"
	"strings"
)

// A quiche: the cook's pastry case baked blind so its base stays crisp, a filling of
// what the pantry holds (bacon, ham, onion, leek, spinach, mushrooms) cooked first so
// it gives no water, cheese, and a custard of three eggs to 300 ml of milk or cream a
// 23 cm (9 in) case, baked low until it barely wobbles in the middle and rested before
// it is cut. What eggs, pastry, milk and cheese are for.

func init() {
	ownNeeds["quiche"] = [][]string{{"egg"}, {"pie crust", "puff pastry"}, {"milk", "heavy cream", "half and half", "whole milk", "creme fraiche"}}
	ownPantryNeeds["quiche"] = []string{"pie crust", "puff pastry"} // bought pastry does not make the pantry a quiche
	registerOwn(&form{name: "quiche", title: "Quiche", minMinutes: 60, saltFactor: 0.6, method: "bake",
		equipment: []string{"23 cm (9 in) tart or pie tin", "parchment paper and baking beans (or dried beans or rice)", "skillet", "mixing bowl", "whisk"},
		write:     writeQuiche})
}

// quicheCases is how many 23 cm (9 in) cases make a quiche for the servings: one cuts
// into six slices.
func quicheCases(servings float64) float64 {
	return math.Max(1, math.Ceil(servings/6))
}

func writeQuiche(d *dish) {
	eggs, pastry := d.protein, d.starch
	custard := d.find("heavy cream", "half and half", "milk", "whole milk", "creme fraiche")
	if eggs == nil || pastry == nil || custard == nil {
		return
	}
	cases := quicheCases(d.servings)
	per := cases / d.servings // cases a serving
	d.size(pastry, 230*per)
	pastry.prep = ""
	if pastry.in.Name == "puff pastry" {
		pastry.prep = "thawed in the fridge if frozen"
	}
	egg, ok := eggs.in.UnitGrams("piece")
	if !ok {
		egg = 50
	}
	d.size(eggs, 3*egg*per) // three eggs a case
	if cases > 1 {
		for i, e := range d.equipment {
			if e == "23 cm (9 in) tart or pie tin" {
				d.equipment[i] = fmt.Sprintf("%d tart or pie tins, 23 cm (9 in)", int(cases))
			}
		}
	}
	d.size(custard, 300*per)
	cheeses := d.cheeses()
	for _, c := range cheeses {
		d.size(c, 100*per/float64(len(cheeses)))
		if c.prep == "" {
			c.prep = "grated"
		}
	}
	meats := d.where(func(p *part) bool {
		return p != eggs && p.in.Is(RoleProtein) && p.in.Category != "dairy" && !p.in.Is(RoleCheese)
	})
	for _, m := range meats {
		d.size(m, 120*per/float64(len(meats)))
		switch {
		case needsCooking(m.in):
			m.prep = "chopped"
		case m.in.Category == "seafood" || m.in.Name == "smoked salmon":
			m.prep = "torn into pieces"
		default:
			m.prep = "chopped"
		}
	}
	vegs := d.where(func(p *part) bool {
		return p.role == RoleVegetable || p.role == RoleAromatic && p.in.Category == "produce" || p.in.Is(RoleVegetable) && p.in.Category == "produce" && p.role != RoleHerb
	})
	vegs = withoutParts(vegs, meats)
	// A vegetable quiche is filled with its vegetables (two leeks, a bag of spinach, a
	// punnet of mushrooms for a 23 cm case); beside bacon or ham they are a second filling.
	vegGrams := 300.0
	if len(meats) > 0 {
		vegGrams = 150
	}
	for _, v := range vegs {
		d.size(v, vegGrams*per/float64(len(vegs)))
		if vc := vegTable[v.in.Name]; vc != nil && v.prep == "" {
			v.prep = vc.cut
		}
		if v.in.Name == "onion" || v.in.Name == "red onion" || v.in.Name == "leek" {
			v.prep = "thinly sliced"
		}
	}
	herbs := d.where(func(p *part) bool { return p.role == RoleHerb || p.in.Category == "herbs" })
	fat := d.fatName()
	tins := "the tin"
	if cases > 1 {
		tins = fmt.Sprintf("%d tins", int(cases))
	}
	d.prep(200)
	d.step(5, "Line %s with the %s, pressing it into the corners and letting the edge stand a little above the rim; prick the base all over with a fork and chill it while the oven heats.", tins, pastry.name())
	blind := "Line the case with parchment, fill it with baking beans and bake for 15 minutes; lift out the paper and beans and bake 5 minutes more, until the base looks dry and pale gold."
	if cases > 1 {
		blind = "Line each case with parchment, fill it with baking beans and bake for 15 minutes; lift out the paper and beans and bake 5 minutes more, until the bases look dry and pale gold."
	}
	cooked := append(append([]*part{}, meats...), vegs...)
	var fry []*part
	for _, p := range cooked {
		if needsCooking(p.in) || p.in.Category == "produce" || p.in.Category == "frozen" {
			fry = append(fry, p)
		}
	}
	meanwhile := ""
	firm, greens := wiltOut(fry)
	var meat, veg []*part
	for _, p := range firm {
		if p.in.Is(RoleProtein) && p.in.Category != "produce" {
			meat = append(meat, p)
		} else {
			veg = append(veg, p)
		}
	}
	if len(veg) == 0 && len(greens) == 0 || len(fry) == 0 {
		d.fat = nil // bacon renders its own fat; nothing else is fried
	}
	switch {
	case len(firm) > 0:
		in := fmt.Sprintf("in the %s ", fat)
		if d.fat == nil {
			in = "in a dry "
		} else {
			in += "in a "
		}
		until := "the vegetables are soft and any water has cooked off"
		if len(veg) == 0 {
			until = "browned"
		} else if len(meat) > 0 {
			until = fmt.Sprintf("the %s is browned and the vegetables soft", plurals(meat))
		}
		how := fmt.Sprintf("cook the %s %sskillet over medium heat, stirring now and then, until %s, about 8 minutes", plurals(firm), in, until)
		if len(greens) > 0 {
			how += fmt.Sprintf(", stirring in the %s for the last 2 minutes to wilt", plurals(greens))
		}
		meanwhile = fmt.Sprintf(" Meanwhile, %s; let it cool a little.", how)
	case len(greens) > 0:
		meanwhile = fmt.Sprintf(" Meanwhile, wilt the %s in the %s in a skillet over medium heat, about 2 minutes, and squeeze out the water.", plurals(greens), fat)
	}
	d.step(20, "%s%s", blind, meanwhile)
	with := "a pinch of salt and some pepper"
	if n := d.find("nutmeg"); n != nil && n.fromPantry {
		// The cook's nutmeg is the custard's classic seasoning: a few gratings.
		d.size(n, 0.15)
		n.prep = "freshly grated"
		with = "a grating of the " + n.name() + ", " + with
	}
	if len(herbs) > 0 {
		with = "the " + partNames(herbs) + ", " + with
	}
	scatter := ""
	if filling := append(append([]*part{}, cooked...), cheeses...); len(filling) > 0 {
		scatter = fmt.Sprintf(" Scatter the %s over the base%s,", partNames(filling), map[bool]string{true: "s", false: ""}[cases > 1])
	}
	pour := "pour in the custard to just below the rim (stop if it would spill over), and slide it carefully into the oven."
	if cases > 1 {
		pour = "pour the custard into the cases to just below the rims (stop if one would spill over), and slide them carefully into the oven."
	}
	if scatter == "" {
		pour = strings.ToUpper(pour[:1]) + pour[1:]
	}
	d.step(3, "Lower the oven to %s. Whisk the %s with the %s and %s.%s %s",
		temp(170), plurals([]*part{eggs}), custard.name(), with, scatter, pour)
	d.step(30, "Bake until the top is golden and the middle is just set with a slight wobble, 30–35 minutes.")
	d.step(10, "Leave it 10 minutes to settle before cutting into wedges; serve warm or at room temperature.")
}
