package engine

import (
	"fmt"
	"math"
	"strings"
)

// stretchMinceWithLentils is the budget ragù's trick where the dish has no beans to
// stretch the mince with: a third of the mince goes, and red lentils (a fraction of
// its price) go into the sauce as it starts its simmer, with the water they drink.
// They soften in 20 minutes and melt into the sauce, so it only fits a mince that
// simmers that long in a sauce; never a burger, a meatball or a quick stir-fry.
func (d *Dish) stretchMinceWithLentils() []Change {
	meat := -1
	for i, it := range d.Items {
		in := it.Ingredient
		if in == nil || it.Grams <= 0 {
			continue
		}
		if in.Category == "legumes" {
			return nil // stretchMince's beans, or a dish with lentils already
		}
		if (in.Category == "meat" || in.Category == "poultry") && minced(in) && it.Grams/float64(max(d.Servings, 1)) >= 75 {
			if meat < 0 || it.Grams > d.Items[meat].Grams {
				meat = i
			}
		}
	}
	name := lowered(d.Name)
	if meat < 0 || containsAny(name, []string{"burger", "meatball", "kofta", "kebab", "patt", "slider", "meatloaf", "dumpling", "larb", "taco", "stir"}) {
		return nil
	}
	lentils := mustLookup("red lentils")
	if !keepsRules(d.ingredients(), nil, lentils) {
		return nil
	}
	m := d.Items[meat]
	at, browned := -1, false
	for i, s := range d.Steps {
		low := d.lowOf(i, s.Text)
		if containsAny(low, []string{"shape", "roll into", "form into", "patties", "meatball"}) {
			return nil // the mince is shaped: lentils would not hold
		}
		if !browned {
			browned = stepNamesFood(low, m.Display) || stepNamesFood(low, m.Ingredient.Name)
			continue
		}
		if strings.Contains(low, "simmer") && s.Minutes >= 18 && !strings.HasPrefix(low, "bake") && !containsAny(low, []string{"bake until", "bake for", "into the oven", "slow cooker"}) {
			at = i
			break
		}
	}
	if at < 0 {
		return nil
	}
	moved := m.Grams / 3
	pt := &part{in: lentils, grams: moved / 2.5, prep: "rinsed", role: RoleStarch} // dried, they cook up to 2 1/2 times
	qty, unit, grams := pt.measure()
	it := ItemFrom(IngredientInput{Text: lineText(qty, unit, lentils.Name, "rinsed")})
	if it.Ingredient != lentils || grams <= 0 {
		return nil
	}
	it.Grams = grams
	was, cost := *d, d.cost().Total
	*d = d.clone()
	cm := d.scaleItem(meat, 2.0/3)
	d.Items = append(d.Items, it)
	water := math.Round(grams*2.5/30) * 30
	d.Steps[at].Text = fmt.Sprintf("Rinse the red lentils and stir them in with %s. %s", waterAmount(water), d.Steps[at].Text)
	saving := cost - d.cost().Total
	if saving < 0.1 {
		*d = was
		return nil
	}
	cm.Reason = fmt.Sprintf("a third of the %s goes: red lentils take its place in the sauce", m.Ingredient.Name)
	return []Change{cm, {To: it.Text, Reason: fmt.Sprintf("red lentils at $%.2f/kg melt into the simmering sauce and give it the body of the %s at $%.2f/kg; together the two lines save $%.2f",
		lentils.PricePerKg, m.Ingredient.Name, m.Ingredient.PricePerKg, saving)}}
}
