package engine

// A pantry's herbs, spices and sauces say which cuisine it is for: rosemary and dill do
// not go in an Indian curry, soy sauce not in a bolognese. flavourFit weighs that for the
// ranking, so that a request without a cuisine gets the dish its seasonings point to.

// fitFlavour and clashFlavour are what a pantry seasoning counts for in a dish's score:
// a little, so the dish the pantry is for still comes first, but enough to choose
// between two dishes it suits equally.
const (
	fitFlavour   = 0.75
	clashFlavour = -1.0
)

// indexFlavourFit marks, for every dish, the seasonings its cuisines are known by (its
// own and its cuisines' usual ones) and those that mark only other cuisines: a seasoning
// some dish of its cuisines uses (cumin in an American chili) is neither.
func indexFlavourFit(list []*catDish) {
	usual := map[string]map[*Ingredient]bool{} // the cuisine's own seasonings
	known := map[string]map[*Ingredient]bool{} // any dish of the cuisine uses it
	markers := map[*Ingredient]bool{}
	add := func(sets map[string]map[*Ingredient]bool, cuisine string, names ...string) {
		set := sets[cuisine]
		if set == nil {
			set = map[*Ingredient]bool{}
			sets[cuisine] = set
		}
		for _, n := range names {
			if in, ok := Lookup(n); ok && n != "" && isSeasoning(in) {
				set[in], markers[in] = true, true
			}
		}
	}
	for name, cu := range cuisineProfiles {
		for _, l := range cu.lists() {
			add(usual, name, l...)
			add(known, name, l...)
		}
	}
	for _, c := range list {
		for _, name := range c.cuisines {
			for _, l := range c.flavour.lists() {
				add(known, name, l...)
			}
		}
	}
	for _, c := range list {
		c.fit = make([]int8, len(table))
		for in := range markers {
			c.fit[in.id] = -1
		}
		for _, name := range c.cuisines {
			for in := range known[name] {
				c.fit[in.id] = 0
			}
		}
		for _, name := range c.cuisines {
			for in := range usual[name] {
				c.fit[in.id] = 1
			}
		}
		c.markLeftOutSpices()
		for _, l := range c.flavour.lists() {
			for _, n := range l {
				if in, ok := Lookup(n); ok && n != "" && isSeasoning(in) {
					c.fit[in.id] = 1
				}
			}
		}
	}
}

// isSeasoning is a herb, spice or seasoning sauce that tells a cuisine; salt, pepper,
// oils and other staples tell none.
func isSeasoning(in *Ingredient) bool {
	return !in.Has(FactStaple) && (in.Category == "spices-seasonings" || in.Category == "herbs" || in.Category == "condiments-sauces")
}

// lists are the cuisine's seasoning lists.
func (cu *cuisine) lists() [][]string {
	return [][]string{cu.spices, cu.sauces, cu.herbs, cu.garnishes, {cu.acid}}
}

// flavourFit is what the pantry seasoning in counts for in dish c.
func (c *catDish) flavourFit(in *Ingredient) float64 {
	if in.id >= len(c.fit) {
		return 0 // only seasonings are marked: fit is 0 for every other food
	}
	switch c.fit[in.id] {
	case 1:
		return fitFlavour
	case -1:
		return clashFlavour
	case leftOutSpice:
		return -leftOutSpiceScore
	}
	return 0
}

// leftOutSpice is the fit of a dried spice that says the dish's own cuisine (gochugaru
// for a Korean dish) in a dish that takes no spice ("spice none") and rubs nothing on a
// seared chop: the cook's jar would sit beside it unused, so a dish of that cuisine that
// cooks with it comes first. leftOutSpiceScore is what it costs.
const (
	leftOutSpice      = 2
	leftOutSpiceScore = leftOutKey
)

// markLeftOutSpices marks the cuisine's spices the dish will not use (see pantrySpices).
func (c *catDish) markLeftOutSpices() {
	if c.flavour.spices == nil || len(c.flavour.spices) > 0 || c.tech.name == "skillet" {
		return
	}
	for _, name := range c.cuisines {
		for _, n := range cuisineBase[name].marks {
			in, ok := Lookup(n)
			if ok && in.Category == "spices-seasonings" && in.Is(RoleSpice) && !in.Has(FactStaple) && c.use(in) == 0 && c.fit[in.id] == 1 {
				c.fit[in.id] = leftOutSpice
			}
		}
	}
}
