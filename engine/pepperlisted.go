package engine

import "strings"

// pepperForSides lists black pepper where a side is seasoned with salt and pepper and the
// dish had none (fish and chips leaves it out of its batter); where the rules take it
// out, the side is seasoned with salt alone.
func (d *dish) pepperForSides(sides []Step) {
	if d.find("black pepper") != nil {
		return
	}
	for i := range sides {
		if !strings.Contains(sides[i].Text, "salt and pepper") {
			continue
		}
		if p := d.add("black pepper", RoleSpice, 0.25, ""); p != nil {
			d.spices = append(d.spices, p)
			return
		}
		for j := range sides {
			sides[j].Text = strings.ReplaceAll(sides[j].Text, "salt and pepper", "salt")
		}
		return
	}
}

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
