package engine

import "strings"

// holdsCream reports whether the dish holds a cream of some kind: heavy cream, crème
// fraîche, mascarpone, cream cheese, coconut milk.
func (d *Dish) holdsCream() bool {
	for _, it := range d.Items {
		in := it.Ingredient
		if in == nil && strings.Contains(lowered(it.Text), "cream") {
			return true
		}
		if in != nil && (strings.Contains(in.Name, "cream") || strings.Contains(in.Name, "crème") || in.Name == "mascarpone" ||
			in.Name == "half-and-half" || strings.HasPrefix(in.Name, "coconut milk")) {
			return true
		}
	}
	return false
}

// withoutCreamy drops "Creamy" from a name, and from the summary that repeats it, once a
// transform has taken the cream the name promised.
func withoutCreamy(r *Transformed) {
	if !strings.HasPrefix(r.Name, "Creamy ") {
		return
	}
	name := strings.TrimPrefix(r.Name, "Creamy ")
	r.Summary = strings.ReplaceAll(r.Summary, r.Name, name)
	r.Name = name
}
