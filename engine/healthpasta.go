package engine

import (
	"fmt"
	"strings"
)

// pastaProteins are what a cook stirs into a pasta that has no protein, best first, each
// with its weight a serving: white beans warmed through the sauce, else grated parmesan.
var pastaProteins = []struct {
	food  string
	grams float64
	prep  string
	step  string // said before the step that tosses the pasta in the sauce
	serve string // said at the end, where nothing tosses it
}{
	{"cannellini beans", 60, "rinsed and drained", "Stir the cannellini beans into the sauce and let them warm through, about 2 minutes. ", "Toss the cannellini beans through to warm."},
	{"parmesan", 15, "grated", "", "Grate the parmesan over each bowl."},
}

// pastaProtein adds to a high-protein pasta that holds no protein the first of the
// pastaProteins its diets and allergens allow; it reports false where none fits.
func (d *Dish) pastaProtein(focus string) (Change, bool) {
	if focus != "high-protein" || !d.hasPasta() || len(d.Steps) == 0 || !d.savoury() {
		return Change{}, false
	}
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && (in.Is(RoleProtein) && in.Category != "grains-pasta" || in.Is(RoleCheese)) {
			return Change{}, false // a pasta with meat, beans or cheese grows that portion instead
		}
	}
	for _, p := range pastaProteins {
		in := mustLookup(p.food)
		if !keepsRules(d.ingredients(), nil, in) {
			continue
		}
		pt := &part{in: in, grams: p.grams * float64(max(d.Servings, 1)), prep: p.prep, role: RoleProtein}
		qty, unit, grams := pt.measure()
		it := ItemFrom(IngredientInput{Text: lineText(qty, unit, in.Name, p.prep)})
		if it.Ingredient != in || grams <= 0 {
			continue
		}
		it.Grams = grams
		d.Items = append(d.Items, it)
		at := -1
		for i, s := range d.Steps {
			if low := lowered(s.Text); strings.Contains(low, "toss") && (strings.Contains(low, "drained") || strings.Contains(low, "pasta")) {
				at = i
			}
		}
		if at >= 0 && p.step != "" {
			d.Steps[at].Text = p.step + d.Steps[at].Text
			d.Steps[at].Minutes += 2
		} else {
			last := len(d.Steps) - 1
			d.Steps[last].Text = strings.TrimSpace(d.Steps[last].Text) + " " + p.serve
		}
		return Change{To: it.Text, Reason: fmt.Sprintf("high-protein: %s add about %.0f g of protein a serving to a pasta that had none",
			in.Name, NutrientsOf(in, grams).Protein/float64(max(d.Servings, 1)))}, true
	}
	return Change{}, false
}
