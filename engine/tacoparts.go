package engine

import (
	"fmt"
	"slices"
)

// What goes in a taco beside the meat: its lettuce as a garnish, and the water its
// packet seasoning simmers in, listed.

// tacoLettuceGrams is the shredded lettuce of a serving of tacos: a small handful over
// each, not the whole head.
const tacoLettuceGrams = 22

// sizeTacoLettuce gives the tacos' shredded lettuce a garnish's share; lettuce leaves
// that are the wraps keep theirs.
func sizeTacoLettuce(d *dish, wraps bool) {
	for _, v := range d.vegs {
		if wraps && v == d.starch {
			continue
		}
		switch v.in.Name {
		case "iceberg lettuce", "romaine lettuce", "mixed greens", "cabbage", "red cabbage":
			d.size(v, tacoLettuceGrams)
		}
		if boughtShredded(d, v) {
			v.prep = "" // the bag is cut already
		}
	}
}

// listWater puts the water a step pours in on the ingredient list, so the list holds
// everything the steps use; false when the dish cannot take it.
func (d *dish) listWater(cups float64) bool {
	w := d.add("water", RoleLiquid, 0, "")
	if w == nil {
		return false
	}
	g, ok := w.in.UnitGrams("cup")
	if !ok {
		g = 237
	}
	w.grams = cups * g
	d.liquids = append(d.liquids, w)
	return true
}

// inPan is what of a part the dish cooks: its portion, or the cook's whole pack where
// that is less.
func inPan(p *part) float64 {
	if p.limit > 0 && p.limit < p.grams {
		return p.limit
	}
	return p.grams
}

// splitTacoVegs parts the tacos' vegetables into those cooked in the pan and those that
// go in raw: tomato, avocado, leaves, cucumber, and a bag of coleslaw mix or shredded
// lettuce, which are cut already and go in as they come.
func splitTacoVegs(d *dish) (cook, fresh []*part) {
	for _, v := range d.vegs {
		bagged := boughtShredded(d, v)
		if v.in.Category != "frozen" && (bagged || v.in.Name == "tomato" || v.in.Name == "cherry tomato" || v.in.Name == "avocado" || hardness(v.in) == 0 || v.in.Name == "cucumber" || v.in.Name == "radish") {
			fresh = append(fresh, v)
		} else {
			cook = append(cook, v)
		}
	}
	return cook, fresh
}

// tacoVegMinutes is how long the pan's vegetables take, and what they are cooked until.
func tacoVegMinutes(d *dish, cookVegs []*part) (int, string) {
	if !slices.ContainsFunc(cookVegs, func(v *part) bool {
		return v.role != RoleAromatic || slowAromatics[v.in.Name] || v.in.Name == "jalapeno" || v.in.Name == "red chili"
	}) {
		return 1, "until fragrant" // garlic or ginger alone burns in the minutes an onion takes
	}
	return max(d.vegMinutesBy("saute", cookVegs), 4), "until soft and charred at the edges"
}

// writeTacoVegs cooks the tacos' vegetables in the pan, after the protein when there is
// one, which then goes back in (with its seasoning and water when sauced says so).
func writeTacoVegs(d *dish, cookVegs, roots, spices []*part, sauced string) {
	if len(cookVegs) == 0 {
		return
	}
	fat := d.fatName()
	m, until := tacoVegMinutes(d, cookVegs)
	where := "In the same pan, cook"
	if d.protein == nil {
		where = fmt.Sprintf("Heat the %s in a large skillet over medium-high heat and cook", fat)
		if len(spices) > 0 {
			where = fmt.Sprintf("Heat the %s in a large skillet over medium-high heat, stir in the %s for 30 seconds, then cook", fat, partNames(spices))
		}
	}
	sauce := ""
	if len(d.sauces) > 0 {
		sauce = "stir in the " + partNames(d.sauces) + ", "
	}
	if d.protein != nil {
		// What cooked in the pan after the meat left it goes back with it, or the
		// sauce and aromatics stay behind in the pan.
		sauce = "return the " + d.protein.name() + ", " + sauce + "toss together, "
		if sauced != "" {
			sauce = "return the " + d.protein.name() + ", " + sauced + "; "
			m += 4
		}
	}
	if len(roots) > 0 {
		// Diced sweet potato or squash is raw in the middle after 6 minutes in an open
		// pan: it steams covered with a splash of water first, then chars.
		covered := 0
		for _, v := range roots {
			covered = max(covered, vegMinutes(v.in, "saute")-2)
		}
		if sauced != "" && d.protein != nil {
			covered += 4
		}
		d.step(covered+4, "%s the %s with a splash of water, covered, for %d minutes, until a knife slides into the %s; uncover and cook until the water has gone and the edges char, about 4 minutes more; %s%s.%s",
			where, partNames(cookVegs), covered, partNames(roots), sauce, d.finishText(), d.extrasIn())
		return
	}
	d.step(m, "%s the %s %s, about %d minute%s; %s%s.%s", where, partNames(cookVegs), until, m, pluralS(m), sauce, d.finishText(), d.extrasIn())
}

// boughtShredded says the cook bought the vegetable cut: a bag of coleslaw mix or of
// shredded lettuce, which no knife touches again.
func boughtShredded(d *dish, v *part) bool {
	return d.pantrySays(v, "slaw", "shredded")
}
