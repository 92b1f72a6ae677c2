package engine

import "fmt"

// The schnitzel: chicken breast, turkey or pork beaten thin, dipped in flour, beaten egg
// and crumbs and shallow-fried golden, with lemon to squeeze over. It is a plate: the
// cook's potatoes, chips, peas or salad leaves go beside it.

func init() {
	ownNeeds["schnitzel"] = [][]string{{"panko", "breadcrumbs"}}
	ownPantryNeeds["schnitzel"] = []string{"panko", "breadcrumbs"}
	registerOwn(&form{name: "schnitzel", title: "Schnitzel", minMinutes: 20, saltFactor: 0.4, method: "fry",
		equipment: []string{"large skillet", "shallow dishes", "meat mallet or rolling pin", "paper towels"}, write: writeSchnitzel})
	platedForms["schnitzel"] = true
}

func writeSchnitzel(d *dish) {
	p := d.protein
	crumbs := d.find("panko", "breadcrumbs")
	if p == nil || crumbs == nil {
		return
	}
	egg, flour, ok := d.breading(p, crumbs)
	if !ok {
		return
	}
	lemon := d.find("lemon")
	if lemon == nil {
		// A wedge of lemon is how a schnitzel is eaten: bought, but the cook may go without.
		if lemon = d.add("lemon", RoleGarnish, 0, ""); lemon != nil {
			lemon.optional = true
			d.garnishes = append(d.garnishes, lemon)
		}
	}
	if lemon != nil {
		lemon.prep = "cut into wedges"
		d.size(lemon, 30)
	}
	// A katsu plate: the cutlet sliced over rice, a heap of raw cabbage shredded fine, the
	// thick fruity sauce over the top.
	rice := d.starch
	cabbage := d.find("cabbage", "napa cabbage", "savoy cabbage")
	if cabbage != nil {
		cabbage.prep = "finely shredded"
		d.size(cabbage, 60)
	}
	sauce := d.find("tonkatsu sauce", "brown sauce")
	if sauce != nil {
		sauce.prep = ""
		d.size(sauce, 20)
	}
	d.drop("black pepper")
	d.size(d.find("salt"), 0.5) // a pinch on each cutlet
	d.shallowFryOil()
	d.prep(0) // starts the rice
	cutlets := d.req.Servings
	name := pluralIf(p.name(), cutlets)
	d.step(10, "%s.", upperFirst(d.dredgeText(p, egg, flour, crumbs, name)))
	d.fryCutlets(p, name, cutlets)
	var serve string
	if rice != nil {
		serve = fmt.Sprintf("Slice each cutlet into 2 cm (3/4 in) strips and lay it over a bowl of the %s", rice.name())
		if cabbage != nil {
			serve += fmt.Sprintf(", with a heap of the %s beside it", cabbage.name())
		}
		if sauce != nil {
			serve += fmt.Sprintf("; spoon the %s over the cutlet", sauce.name())
		}
	} else {
		serve = "Serve at once"
		if cabbage != nil {
			serve += fmt.Sprintf(", with a heap of the %s beside it", cabbage.name())
		}
		if sauce != nil {
			serve += fmt.Sprintf(" and the %s to spoon over", sauce.name())
		}
	}
	if lemon != nil {
		serve += ", with the " + lemon.name() + " wedges to squeeze over"
	}
	d.step(1, "%s.%s", serve, d.toppingsExcept(p, crumbs, egg, flour, lemon, rice, cabbage, sauce))
	d.mentionLeftovers()
}
