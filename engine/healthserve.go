package engine

import (
	"fmt"
	"strings"
)

// proteinToppings are what a cook adds for protein to a spiced pot (a dal, a chili, a
// curry) without changing the dish, each with its weight a serving and the words that
// put it on the bowl: thick Greek yogurt spooned over, or, where the dish's diets or
// allergens rule out dairy, pumpkin seeds scattered over.
var proteinToppings = []struct {
	food  string
	grams float64
	serve string
}{
	{"greek yogurt", 50, "Spoon the greek yogurt over each bowl."},
	{"pumpkin seeds", 12, "Scatter the pumpkin seeds over each bowl."},
}

// proteinTopping adds the first of the proteinToppings that keeps the dish's diets and
// allergens, where the dish has none of it already; the serving step says where it goes.
func (d *Dish) proteinTopping(focus string) (Change, bool) {
	if focus != "high-protein" || !d.spicedPot() || len(d.Steps) == 0 {
		return Change{}, false
	}
	for _, t := range proteinToppings {
		in := mustLookup(t.food)
		if d.hasFood(in.Name) || in.Name == "greek yogurt" && d.hasFood("yogurt") || !keepsRules(d.ingredients(), nil, in) {
			continue
		}
		p := &part{in: in, grams: t.grams * float64(max(d.Servings, 1)), prep: "to serve", role: RoleGarnish}
		qty, unit, grams := p.measure()
		it := ItemFrom(IngredientInput{Text: lineText(qty, unit, in.Name, "to serve")})
		if it.Ingredient != in || grams <= 0 {
			continue
		}
		it.Grams = grams
		d.Items = append(d.Items, it)
		last := len(d.Steps) - 1
		serve, on := t.serve, "over each bowl"
		if d.bakesInOven() {
			// Enchiladas or a bake are served on plates, not in bowls.
			serve, on = strings.Replace(serve, "over each bowl", "over each serving", 1), "over each serving"
		}
		d.Steps[last].Text = strings.TrimSpace(d.Steps[last].Text) + " " + serve
		return Change{To: it.Text, Reason: fmt.Sprintf("high-protein: %s %s adds about %.0f g of protein a serving and keeps the dish as it is",
			in.Name, on, NutrientsOf(in, grams).Protein/float64(max(d.Servings, 1)))}, true
	}
	return Change{}, false
}

// bakesInOven reports whether a step of the dish bakes it: "Bake 20 minutes until bubbly".
func (d *Dish) bakesInOven() bool {
	for si, s := range d.Steps {
		if low := d.lowOf(si, s.Text); strings.Contains(low, "bake") && !strings.Contains(low, "baked ") {
			return true
		}
	}
	return false
}

// spicedPot reports whether the dish is a savoury pot spiced the way a dal, a chana
// masala or a chili is, which a spoon of yogurt or a scatter of seeds suits: it
// simmers, and cumin, turmeric, garam masala, chili or curry powder season it. A dish
// with nuts or seeds on it already has its crunch.
func (d *Dish) spicedPot() bool {
	simmers := false
	for si, s := range d.Steps {
		if strings.Contains(d.lowOf(si, s.Text), "simmer") {
			simmers = true
			break
		}
	}
	if !simmers || !d.savoury() {
		return false
	}
	spiced := false
	for _, it := range d.Items {
		in := it.Ingredient
		if in == nil {
			continue
		}
		if in.Category == "nuts-seeds" {
			return false
		}
		spiced = spiced || potSpices[in.Name]
	}
	return spiced
}

var potSpices = map[string]bool{"cumin": true, "cumin seeds": true, "turmeric": true, "garam masala": true, "chili powder": true,
	"curry powder": true, "ground coriander": true}
