package engine

import (
	"fmt"
	"strings"
)

// A packet seasoning blend is mostly salt: 2 tbsp of taco seasoning carry about 900 mg of
// sodium, more than the rest of a taco. A low-sodium dish mixes the same spices at home
// with no salt, and says so (review 30 #34).

// homeBlends are the salted packet blends a low-sodium cook mixes at home, each with the
// spices of the home mix and their share of its spoonfuls.
var homeBlends = map[string][]struct {
	food  string
	share float64
}{
	"taco seasoning":  {{"chili powder", 0.5}, {"cumin", 1.0 / 6}, {"paprika", 1.0 / 6}, {"garlic powder", 1.0 / 12}, {"dried oregano", 1.0 / 12}},
	"cajun seasoning": {{"paprika", 0.4}, {"garlic powder", 0.2}, {"dried oregano", 0.15}, {"dried thyme", 0.15}, {"cayenne", 0.1}},
}

// homeSpiceMix swaps each salted packet blend of the dish for its spices mixed at home,
// in the list and the steps; it returns the changes.
func (d *Dish) homeSpiceMix(focus string) []Change {
	var changes []Change
	for i := 0; i < len(d.Items); i++ {
		it := d.Items[i]
		in := it.Ingredient
		if in == nil || it.Grams == 0 || homeBlends[in.Name] == nil {
			continue
		}
		var parts []Item
		var names, texts []string
		for _, b := range homeBlends[in.Name] {
			f, ok := Lookup(b.food)
			if !ok || f == nil || d.indexOf(f, nil) >= 0 {
				continue // a spice the dish lists already seasons it as it is
			}
			fw, ok1 := f.UnitGrams("tsp")
			bw, ok2 := in.UnitGrams("tsp")
			if !ok1 || !ok2 || fw <= 0 || bw <= 0 {
				continue
			}
			q, u := kitchenRound(it.Grams/bw*b.share, "tsp"), "tsp"
			if q == 0 {
				q = 0.25
			}
			g := round1(q * fw)
			if q >= 3 && q == float64(int(q)) && int(q)%3 == 0 {
				q, u = q/3, "tbsp"
			}
			text := lineText(q, u, f.Name, "")
			parts = append(parts, Item{Line: Line{Text: text, Quantity: q, Unit: u, Name: f.Name, Grams: g, Known: true, Ingredient: f, Matched: f.Name}, Display: f.Name})
			names, texts = append(names, f.Name), append(texts, text)
		}
		if len(parts) < 2 {
			continue
		}
		sodium := NutrientsOf(in, it.Grams).Sodium
		d.Items = append(append(append([]Item(nil), d.Items[:i]...), parts...), d.Items[i+1:]...)
		first := true
		for s := range d.Steps {
			t := d.Steps[s].Text
			for _, w := range []string{"the " + lowered(it.Display), lowered(it.Display), "the " + in.Name, in.Name} {
				for {
					low := lowered(t)
					j := strings.Index(low, w)
					if j < 0 {
						break
					}
					repl := "the spices"
					if first {
						repl, first = "the "+listNames(names), false
					}
					t = t[:j] + repl + t[j+len(w):]
				}
			}
			d.Steps[s].Text = t
		}
		changes = append(changes, Change{From: it.Text, To: strings.Join(texts, ", "),
			Reason: fmt.Sprintf("%s: packet %s is mostly salt (about %.0f mg of sodium here); the same spices mixed at home, with no salt, keep the flavour", focus, in.Name, sodium)})
		i += len(parts) - 1
	}
	return changes
}
