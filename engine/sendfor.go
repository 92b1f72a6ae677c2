package engine

import (
	"slices"
	"strings"
)

// optionalBuys marks what a dish buys only to round out its flavour: an aromatic (the
// garlic of tacos, a shallot beside cod) or a jar of spice (red pepper flakes beside the
// cook's curry powder, nutmeg for a squash soup). The dish is itself without them: they
// are listed, not sent for. What the dish is made of stays required: its signature
// (the tamarind of a pad thai, a chili's chili powder), and a stand-in for the cook's
// own food that the rules ruled out, and what the dish is named for (the garlic of a
// garlic prawns).
func (d *dish) optionalBuys() {
	for p := range d.eachPart {
		if p.fromPantry || p.optional || p.in.Has(FactStaple) || d.pantry[p.in] != nil || d.defines(p) {
			continue
		}
		switch p.role {
		case RoleAromatic, RoleSpice:
			p.optional = true
		}
	}
}

// namedFor reports whether the dish is named for in, in its title or its line's "named".
func (d *dish) namedFor(in *Ingredient) bool {
	if d.cat == nil {
		return false
	}
	if strings.Contains(lowered(d.cat.name), in.Name) {
		return true // Garlicky Greens Pasta, mussels in white wine and garlic
	}
	for _, alts := range d.cat.named {
		if slices.Contains(alts, in) {
			return true
		}
	}
	return false
}
