package engine

// optionalBuys marks what a dish buys only to round out its flavour: an aromatic (the
// garlic of tacos, a shallot beside cod) or a jar of spice (red pepper flakes beside the
// cook's curry powder, nutmeg for a squash soup). The dish is itself without them: they
// are listed, not sent for. What the dish is made of stays required: its signature
// (the tamarind of a pad thai, a chili's chili powder), and a stand-in for the cook's
// own food that the rules ruled out.
func (d *dish) optionalBuys() {
	for p := range d.eachPart {
		if p.fromPantry || p.optional || p.in.Has(FactStaple) || d.pantry[p.in] != nil || d.isSig(p.in) {
			continue
		}
		switch p.role {
		case RoleAromatic, RoleSpice:
			p.optional = true
		}
	}
}
