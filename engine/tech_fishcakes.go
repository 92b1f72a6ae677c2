package engine

// Fishcakes: the cook's mashed potato (or potatoes boiled and mashed) mixed with flaked
// fish, spring onion and egg, shaped, dusted in flour and fried golden. What a pantry of
// leftover mash, a tin of tuna or salmon, an egg and flour is for; without the fish,
// grated cheese and spring onion make cheese-and-onion potato cakes the same way.

func init() {
	ownNeeds["fishcakes"] = [][]string{{"mashed potatoes", "potato"}}
	ownPantryNeeds["fishcakes"] = []string{"mashed potatoes", "potato"}
	registerOwn(&form{name: "fishcakes", title: "Fishcakes", minMinutes: 20, saltFactor: 0.4, method: "fry",
		equipment: []string{"mixing bowl", "fork", "large nonstick skillet", "spatula", "plate"}, write: writeFishcakes})
}

func writeFishcakes(d *dish) {
	fish, mash := d.protein, d.starch
	if mash == nil {
		return
	}
	canned := fish == nil || fish.in.Category == "canned-jarred" // nothing to poach
	cakes := "potato cakes"
	if fish != nil {
		cakes = "fishcakes"
		fish.prep = ""
		if fish.in.Category == "canned-jarred" {
			fish.prep = "drained"
		}
	}
	cheese := d.where(func(p *part) bool { return p.in.Category == "dairy" && p.role != RoleFat && p.in.Name != "milk" })
	for _, c := range cheese {
		c.prep = "grated"
	}
	if onion := d.find("onion"); onion != nil {
		onion.prep = "finely chopped"
	}
	mash.prep = ""
	if mash.in.Name == "potato" {
		mash.prep = "peeled and cut into chunks"
	}
	herbs := d.where(func(p *part) bool { return p.role == RoleHerb || p.in.Name == "scallion" || p.in.Name == "onion" })
	for _, h := range herbs {
		h.prep = "finely chopped"
		if h.in.Name == "scallion" {
			h.prep = "thinly sliced"
		}
	}
	egg, flour := d.find("egg"), d.find("all-purpose flour")
	lemon := d.find("lemon", "lime")
	if lemon != nil {
		lemon.prep = "cut into wedges" // squeezed over at the table
	}
	d.size(flour, 10)
	d.size(d.fat, 8) // a shallow film, for a crust
	d.prep(0)
	if mash.in.Name == "potato" {
		d.step(20, "Boil the %s in salted water until tender, about 15 minutes; drain well, let them steam dry, then mash and leave to cool a little.", mash.name())
	}
	if !canned {
		d.step(10, "Lay the %s in a pan, cover with water, bring to a bare simmer and poach until it flakes, about 8 minutes; lift out and flake, discarding skin and bones.", fish.name())
	}
	mix := append(append(append([]*part{mash}, optionalList(fish)...), cheese...), herbs...)
	bind, flake := "", ""
	if egg != nil {
		bind = ", the beaten " + pluralIf(egg.name(), count(egg))
	}
	if fish != nil {
		flake = ", flaking the " + fish.name() + ","
	}
	d.step(4, "Mix the %s%s, a good pinch of salt and pepper in a bowl with a fork%s until it holds together.", partNames(mix), bind, flake)
	dust := "Shape into 2 cakes a person, about 2 cm (3/4 in) thick"
	if flour != nil {
		dust += ", and dust them all over in the " + flour.name()
	}
	d.step(4, "%s.", dust)
	d.step(8, "Heat the %s in a large nonstick skillet over medium heat and fry the %s until deep golden and hot right through, 3–4 minutes a side, turning them gently with the spatula.", d.fatName(), cakes)
	serve := "Serve hot."
	if lemon != nil {
		serve = "Serve hot, with the " + lemon.name() + " wedges to squeeze over."
	}
	d.step(1, "%s%s", serve, d.toppingsExcept(append(mix, someOf(egg, flour, lemon)...)...))
}
