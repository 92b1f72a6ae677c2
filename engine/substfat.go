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
