package engine

import "strings"

// listNamedPepper puts black pepper on the list when a step grinds it into the dish and
// the dish was not seasoned with it (a soy braise, saltFactor -1): every food a step
// names is one the cook is told to have.
func (d *dish) listNamedPepper() {
	if d.find("black pepper") != nil {
		return
	}
	for _, s := range d.steps {
		if strings.Contains(s.Text, "black pepper") {
			if p := d.add("black pepper", RoleSpice, 0.25, ""); p != nil {
				d.spices = append(d.spices, p)
			}
			return
		}
	}
}
