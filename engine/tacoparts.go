package engine

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
