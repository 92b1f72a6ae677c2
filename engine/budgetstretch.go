package engine

import (
	"fmt"
	"strings"
)

// stretchMince is the cook's oldest saving: a third of the mince in a dish that has
// beans or lentils goes into more of them. The dish keeps its body and most of its
// protein, the steps already add the beans, and only the two lines change. Dried
// lentils or beans are added at the weight they cook up from.
func (d *Dish) stretchMince() []Change {
	meat, legume := -1, -1
	for i, it := range d.Items {
		in := it.Ingredient
		if in == nil || it.Grams <= 0 {
			continue
		}
		switch {
		case (in.Category == "meat" || in.Category == "poultry") && minced(in) && it.Grams/float64(max(d.Servings, 1)) >= 75:
			if meat < 0 || it.Grams > d.Items[meat].Grams {
				meat = i
			}
		case in.Category == "legumes" && in.Is(RoleStarch) && in.Name != "tofu":
			if legume < 0 || it.Grams > d.Items[legume].Grams {
				legume = i
			}
		}
	}
	if meat < 0 || legume < 0 {
		return nil
	}
	m, l := d.Items[meat], d.Items[legume]
	moved := m.Grams / 3
	cooked := 1.0
	if l.Ingredient.Per100g.Kcal > 250 {
		cooked = 2.5 // dried: a third of the weight, once cooked
	}
	was, cost := *d, d.cost().Total
	*d = d.clone()
	cm := d.scaleItem(meat, 2.0/3)
	cl := d.scaleItem(legume, 1+moved/cooked/l.Grams)
	saving := cost - d.cost().Total
	if saving < 0.1 || d.Items[legume].Grams <= l.Grams {
		*d = was
		return nil
	}
	cm.Reason = fmt.Sprintf("a third of the %s goes into more %s: the same body and most of the protein for less", m.Ingredient.Name, l.Ingredient.Name)
	cl.Reason = fmt.Sprintf("%s at $%.2f/kg stretch the %s at $%.2f/kg; together the two lines save $%.2f", l.Ingredient.Name, l.Ingredient.PricePerKg,
		m.Ingredient.Name, m.Ingredient.PricePerKg, saving)
	return []Change{cm, cl}
}

// minced reports whether a meat is bought minced: ground beef, turkey mince.
func minced(in *Ingredient) bool {
	return strings.HasPrefix(in.Name, "ground ") || strings.Contains(in.Name, "mince")
}

// thawedLeafWords rewrites the steps that add a frozen food where fresh leaves were
// wilted: thawed spinach goes in at once and is heated through, not wilted by handfuls.
func (d *Dish) thawedLeafWords(name string) {
	for i, st := range d.Steps {
		if !strings.Contains(d.lowOf(i, st.Text), name) {
			continue
		}
		d.Steps[i].Text = thawedLeaves.Replace(st.Text)
	}
	// The block thaws and its water is squeezed out before it goes in, or the dish
	// floods: a step of its own, before any cooking.
	thaw := Step{Text: "Thaw the " + name + " (overnight in the fridge, or a few minutes in the microwave on defrost), then squeeze it hard in a clean towel until no more water runs out.", Minutes: 5}
	d.Steps = append([]Step{thaw}, d.Steps...)
	for i := range d.Steps {
		d.Steps[i].Step = i + 1
	}
}

var thawedLeaves = newPhrases(" a handful at a time", "", " in handfuls", "", " by the handful", "",
	"until it has all wilted", "until it is hot through", "until wilted", "until hot through", "until it wilts", "until it is hot through",
	"until just wilted", "until hot through", "until they wilt", "until hot through")

// stretchShellfish is the scampi cook's saving: shrimp are the dear part of a pasta or
// a rice, so a quarter of them goes and a little more of the starch takes their place
// on the plate. Only a full portion is cut (95 g a serving or more), to 85 g.
func (d *Dish) stretchShellfish() []Change {
	fish, starch := -1, -1
	for i, it := range d.Items {
		in := it.Ingredient
		if in == nil || it.Grams <= 0 {
			continue
		}
		switch {
		case in.Category == "seafood" && in.Has(FactShellfish) && in.PricePerKg >= 15 && it.Grams/float64(max(d.Servings, 1)) >= 95:
			if fish < 0 || it.Grams > d.Items[fish].Grams {
				fish = i
			}
		case in.Category == "grains-pasta" && in.Is(RoleStarch):
			if starch < 0 || it.Grams > d.Items[starch].Grams {
				starch = i
			}
		}
	}
	if fish < 0 || starch < 0 || d.Items[fish].oneWhole() {
		return nil
	}
	f, s := d.Items[fish], d.Items[starch]
	per := f.Grams / float64(max(d.Servings, 1))
	was, cost := *d, d.cost().Total
	*d = d.clone()
	cf := d.scaleItem(fish, 85/per)
	cs := d.scaleItem(starch, 1.15)
	saving := cost - d.cost().Total
	if saving < 0.2 || d.Items[fish].Grams >= f.Grams || d.Items[starch].Grams <= s.Grams {
		*d = was
		return nil
	}
	cf.Reason = fmt.Sprintf("%.0f g of %s a serving is plenty in a dish with %s; the %s are the dearest part of it", 85.0, f.Ingredient.Name,
		s.Display, f.Ingredient.Name)
	cs.Reason = fmt.Sprintf("a little more %s fills the plate for cents; with the fewer %s the two lines save $%.2f", s.Display, f.Ingredient.Name, saving)
	return []Change{cf, cs}
}
