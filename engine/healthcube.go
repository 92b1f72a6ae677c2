package engine

import "strings"

// stockConcentrate reports whether item i is a broth written as a cube, pot or powder:
// mostly salt, and the first thing a low-sodium cook leaves out.
func (d *Dish) stockConcentrate(i int) bool {
	it := d.Items[i]
	if it.Ingredient == nil || !strings.HasSuffix(it.Ingredient.Name, "broth") {
		return false
	}
	w := lowered(it.Display + " " + it.Name)
	for _, c := range []string{"cube", "bouillon", "stock pot", "powder", "granule"} {
		if strings.Contains(w, c) {
			return true
		}
	}
	return false
}

// omitStockCubes leaves out the bouillon cubes of a dish that has broth besides them
// (the broth carries the flavour; the cubes are nearly all salt), from the list and
// the steps.
func (d *Dish) omitStockCubes(focus string) []Change {
	var changes []Change
	for i := 0; i < len(d.Items); i++ {
		if !d.stockConcentrate(i) {
			continue
		}
		other := false
		for j := range d.Items {
			if j != i && d.Items[j].Ingredient != nil && strings.HasSuffix(d.Items[j].Ingredient.Name, "broth") && !d.stockConcentrate(j) {
				other = true
			}
		}
		if !other {
			continue
		}
		it := d.Items[i]
		var words []string
		for _, w := range []string{it.Display, it.Name} {
			w = lowered(strings.TrimSpace(w))
			if w == "" {
				continue
			}
			words = append(words, w)
			if f := strings.Fields(w); len(f) > 2 {
				words = append(words, strings.Join(f[len(f)-2:], " ")) // "bouillon cubes"
			}
			if strings.Contains(w, "bouillon") {
				words = append(words, "bouillon") // "combine beans, ham hock, broth, bouillon, onion"
			}
		}
		byLengthDesc(words)
		d.removeItems([]int{i})
		for k := range d.Steps {
			for _, w := range words {
				t := d.Steps[k].Text
				for _, form := range []string{", the " + w, ", " + w, " and the " + w, " and " + w, " the " + w + " and", " " + w + " and"} {
					t = strings.ReplaceAll(t, form, map[bool]string{true: " and", false: ""}[strings.HasSuffix(form, " and")])
				}
				if strings.Contains(lowered(t), w) {
					t = dropNamed(t, w)
				}
				d.Steps[k].Text = t
			}
		}
		changes = append(changes, Change{From: it.Text, To: "(left out)", Reason: focus + ": bouillon cubes are nearly all salt; the broth carries the flavour"})
		d.lows = nil
		i--
	}
	return changes
}
