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
	if p.role == RoleSpice && slices.Contains(d.cat.flavour.spices, p.in.Name) {
		return true // the chili powder and cumin of fajitas, the garam masala of a palak: the dish's own spices
	}
	if p.role == RoleAromatic && spicedBase[d.form.name] && slices.Contains(d.cat.flavour.aromatics, p.in.Name) {
		return true // a curry's onion, garlic and ginger are its base, not a nicety
	}
	return simmered[d.form.name] && (p.in.Name == "onion" || p.in.Name == "red onion") &&
		slices.Contains(d.cat.flavour.aromatics, p.in.Name)
}

// spicedBase are the forms whose line's aromatics are the dish's base, fried with its
// spices before anything else goes in.
var spicedBase = map[string]bool{"curry": true, "dal": true}

// cupboardSpice reports whether p is a jar of dried spice the dish is seasoned with by
// its own line (the cumin of fajitas): listed as part of the dish, never "(optional)",
// but not sent for as missing, as a cook's spice shelf is not a shopping list.
func (d *dish) cupboardSpice(p *part) bool {
	return p.role == RoleSpice && p.in.Category == "spices-seasonings" && d.defines(p) && !d.isSig(p.in) && !d.namedFor(p.in)
}
