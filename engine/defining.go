package engine

import "slices"

// keepDefining makes what the dish is made of required, whichever step of the build
// marked it optional: see defines.
func (d *dish) keepDefining() {
	for p := range d.eachPart {
		if p.optional && d.defines(p) {
			p.optional = false
		}
	}
}

// defines reports whether the dish is not itself without p: its signature (the green
// curry paste of a green curry, the sugar of a teriyaki glaze, the peanut butter of a
// peanut stir-fry), what its name promises, and the onion a curry or stew of its own
// line is built on (a chana masala's sauce is fried onion before it is tomato). A bought
// sauce beside the one that seasons, or a clove of garlic to round it out, is optional;
// these never are.
func (d *dish) defines(p *part) bool {
	if d.cat == nil {
		return false
	}
	if d.isSig(p.in) || d.namedFor(p.in) {
		return true
	}
	return simmered[d.form.name] && (p.in.Name == "onion" || p.in.Name == "red onion") &&
		slices.Contains(d.cat.flavour.aromatics, p.in.Name)
}
