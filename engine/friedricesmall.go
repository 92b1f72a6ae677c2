package engine

// Fried rice for one or two from cooked rice is a ten-minute dish: the frozen diced
// vegetables heat through with the rice, the ham and the egg share the wok, and the
// scallion has its half-minute before the rice.

// frozenDice are frozen vegetables cut small and blanched already: they go in with the
// rice, not in a step of their own.
var frozenDice = map[string]bool{"frozen peas": true, "frozen corn": true, "frozen mixed vegetables": true, "frozen edamame": true}

// smallFriedRice reports whether a fried rice is a bowl or two of cooked rice with a
// ready-cooked meat (ham, spam, leftover chicken) and an egg: one wok-load, cooked as one.
func smallFriedRice(d *dish) bool {
	p, e := d.protein, d.extraProt
	return d.servings <= 2 && d.starch != nil && d.starch.in.Name == "cooked rice" && p != nil && !needsCooking(p.in) &&
		p.in.Category != "eggs" && p.in.Category != "soy" && p.in.Category != "legumes" && e != nil && e.in.Name == "egg"
}

// onlyScallion reports whether the aromatics are spring onions alone.
func onlyScallion(ps []*part) bool {
	for _, p := range ps {
		if p.in.Name != "scallion" {
			return false
		}
	}
	return len(ps) > 0
}
