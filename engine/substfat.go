package engine

import "strings"

// rubsFatIn reports whether a step cuts or rubs the family's fat into flour (scones,
// pastry, a crumble): only a fat solid like butter makes those crumbs, never an oil.
func (d *Dish) rubsFatIn(family []int) bool {
	var names []string
	for _, low := range d.lowSteps() {
		if !containsAny(low, []string{"cut in", "rub in", "rub the", "rubbed in", "breadcrumbs", "coarse crumbs", "pea-sized", "pastry blender"}) {
			continue
		}
		if names == nil {
			for _, i := range family {
				names = append(names, d.itemNames(i)...)
			}
		}
		for _, n := range names {
			if strings.Contains(low, strings.ToLower(n)) {
				return true
			}
		}
	}
	return false
}

// biggerPieceCut is the cut of a swapped-in food much bigger a piece than the one it
// replaces: cherry tomatoes are halved, a tomato in their place is diced (review 32 #30).
func biggerPieceCut(prep string, from, to *Ingredient) string {
	if from == nil || to == nil || !containsAny(prep, []string{"halved", "quartered"}) {
		return prep
	}
	small, ok1 := from.UnitGrams("piece")
	big, ok2 := to.UnitGrams("piece")
	if !ok1 || !ok2 || big < 3*small {
		return prep
	}
	for _, w := range []string{"halved", "quartered"} {
		prep = strings.Replace(prep, w, "diced", 1)
	}
	return prep
}
