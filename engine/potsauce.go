package engine

import (
	"fmt"
	"math"
)

// The sauce of a pot dish is sized to what simmers in it, as a cook sizes it: about a
// tin of tomatoes to 400–500 g of mince for a chili or a bolognese, and a curry with
// sauce enough to coat its rice, whatever the servings. Tins go in by the whole or
// half tin.

const (
	coconutMilkMost  = 120 // grams of coconut milk a serving, at most: a 400 g tin does four
	coconutMilkLeast = 200 // but a curry for one still opens half a tin

	waterSauceLeast = 0.3 // a curry whose only liquid is water: grams a gram of what simmers, at least
	waterSauceMost  = 0.5 // and at most

	potSauceLeast = 0.75 // grams of sauce liquid a gram of meat, beans and vegetables, at least
	potSauceMost  = 1.6  // and at most: more is a soup
)

// simmersInSauce reports whether the dish simmers its main in a sauce that must be
// sized to it: a curry, a stew, or a pasta's slow meat sauce (a bolognese).
func (d *dish) simmersInSauce() bool {
	switch d.form.name {
	case "curry", "stew":
		return d.protein != nil || len(d.vegs) > 0
	case "pasta":
		return d.protein != nil && d.cat != nil && d.cat.passive >= 20
	}
	return false
}

// potSauceParts splits the dish into its sauce liquids (tins, passata, coconut milk,
// stock, a tin of tomatoes taken as a vegetable) and the grams of what they are sized
// to: the main, its beans and vegetables. A stew's tins are sized to its meat and
// beans alone: the water it is topped up with (stewWaterShort) covers its vegetables,
// as a peanut stew of sweet potato and chickpeas takes one tin of tomatoes and water,
// not three tins.
func (d *dish) potSauceParts() (sauce []*part, solids float64) {
	vegToo := d.form.name != "stew"
	for _, p := range d.parts() {
		switch {
		case p == d.starch:
		case tomatoLiquid(p.in) && (p.role == RoleLiquid || p.role == RoleVegetable):
			sauce = append(sauce, p)
		case p.role == RoleLiquid:
			if !splitsWhenBoiled(p.in) && !isWine(p.in) {
				sauce = append(sauce, p)
			}
		case p == d.protein && (vegToo || p.in.Is(RoleProtein)):
			solids += p.grams * edibleShare(p.in)
		case p.role == RoleProtein && isBean(p.in), p.role == RoleVegetable && vegToo:
			solids += p.grams
		}
	}
	return sauce, solids
}

func isWine(in *Ingredient) bool { return in.Name == "white wine" || in.Name == "red wine" }

// sizePotSauce brings a pot dish's sauce to between potSauceLeast and potSauceMost of
// what simmers in it, growing or shrinking its body (the tin of tomatoes, else the
// coconut milk or stock), and rounds a tinned body to whole or half tins where that
// keeps it in range.
func (d *dish) sizePotSauce() {
	if !d.simmersInSauce() {
		return
	}
	sauce, solids := d.potSauceParts()
	if len(sauce) == 0 && solids > 0 && d.form.name == "curry" {
		// A masala with nothing poured in (its yoghurt marinates the meat) still simmers
		// in water: listed, with its measure, not "pour in the water" of no amount.
		if w := d.add("water", RoleLiquid, 0, ""); w != nil {
			d.liquids = append(d.liquids, w)
			sauce = append(sauce, w)
		}
	}
	if len(sauce) == 0 || solids <= 0 {
		return
	}
	body := sauce[0]
	for _, p := range sauce {
		if tomatoLiquid(p.in) && !tomatoLiquid(body.in) || p.in.Name == "coconut milk" && !tomatoLiquid(body.in) && body.in.Name != "coconut milk" {
			body = p
		}
	}
	have := 0.0
	for _, p := range sauce {
		have += p.grams
	}
	lo, hi := potSauceLeast*solids, potSauceMost*solids
	if len(sauce) == 1 && body.in.Name == "water" && d.form.name == "curry" {
		// Water only loosens a curry's masala of onion, tomato and spices: a cup or so
		// for four, a little more for a long braise, or it simmers into a soup.
		lo, hi = waterSauceLeast*solids, waterSauceMost*solids
		if d.longBraise() {
			lo, hi = lo*1.3, hi*1.3
		}
	}
	want := have
	switch {
	case have < lo:
		want = 1.15 * lo // a little over the least, so it can cook down
	case have > hi:
		want = hi
	}
	g := math.Max(body.grams+want-have, 0)
	if body.limit > 0 && g > body.limit {
		g = math.Max(body.grams, body.limit) // no more than the cook's own tin
	}
	most := math.Inf(1)
	if body.in.Name == "coconut milk" {
		// Coconut milk is rich: a tin for four at most, whatever the pot holds (stock or
		// water makes up the rest); more made a massaman for four of two tins, 900 kcal a plate.
		most = math.Max(coconutMilkMost*d.servings, coconutMilkLeast)
		g = math.Min(g, most)
	}
	if tin, ok := body.in.UnitGrams("can"); ok && body.in.Category == "canned-jarred" {
		rest := have - body.grams
		tins := []float64{math.Round(g/tin*2) / 2, math.Ceil(g/tin*2) / 2, math.Floor(g/tin*2) / 2}
		if g > 2.25*tin {
			// A pot for a crowd opens whole tins: five or six of tomatoes, not five and a half.
			tins = []float64{math.Round(g / tin), math.Ceil(g / tin), math.Floor(g / tin), tins[0]}
		}
		for _, n := range tins {
			t := n * tin
			if n >= 0.5 && (rest+t >= lo || body.in.Name == "coconut milk") && rest+t <= hi && (body.limit == 0 || t <= body.limit) && t <= most*1.15 {
				g = t
				break
			}
		}
	}
	body.grams = g
	if body.in.Name == "coconut milk" {
		d.topUpCoconut(sauce, lo)
	}
}

// topUpCoconut makes up a coconut curry's sauce with the cook's stock, else water, where
// the coconut milk it may take (a tin for four) is less than its pot wants: a chickpea
// curry for four simmers in a tin of coconut milk and a cup of water, not in two tins
// (900 kcal and 55 g of fat a plate).
func (d *dish) topUpCoconut(sauce []*part, lo float64) {
	have := 0.0
	for _, p := range sauce {
		have += p.grams
	}
	short := lo - have
	if short < 30 {
		return
	}
	name := "water"
	if pl := d.pantryWith(RoleLiquid, isBroth); len(pl) > 0 && !d.kosherClash(pl[0]) {
		name = pl[0].Name
	}
	for _, p := range sauce {
		if p.in.Name == name {
			p.grams += math.Ceil(short/60) * 60
			return
		}
	}
	if w := d.add(name, RoleLiquid, 0, ""); w != nil {
		w.grams = math.Ceil(short/60) * 60
		d.liquids = append(d.liquids, w)
	}
}

// halfTins reports whether g grams of a tinned sauce liquid is a whole or half number
// of tins: it is measured by the tin, "1 1/2 cans", not by the cup.
func halfTins(in *Ingredient, g float64) (float64, bool) {
	tin, ok := in.UnitGrams("can")
	if !ok || !tomatoLiquid(in) && in.Name != "coconut milk" {
		return 0, false
	}
	n := math.Round(g / tin * 2)
	if n < 1 || math.Abs(n/2*tin-g) > 0.03*g {
		return 0, false
	}
	return n / 2, true
}

// halfTinNote says on the line of a sauce's half tin what it weighs and where the rest
// goes, or "" for whole tins and everything else.
func halfTinNote(in *Ingredient, qty float64, unit string) string {
	if unit != "can" || qty == math.Trunc(qty) {
		return ""
	}
	if _, ok := halfTins(in, qty*mustUnit(in, "can")); !ok {
		return ""
	}
	if qty < 1 {
		return fmt.Sprintf("half a %.0f g can; the rest keeps, covered, in the fridge for 3 days", mustUnit(in, "can"))
	}
	whole := math.Trunc(qty)
	return fmt.Sprintf("%.0f can%s and half a %.0f g can; the rest of that one keeps, covered, in the fridge for 3 days",
		whole, pluralS(int(whole)), mustUnit(in, "can"))
}

// halfTinAtLeast opens half a tin for a pot that would take a few spoons of one: a soup
// or a curry for one simmers in half a tin of tomatoes or coconut milk, not "4 tbsp"
// scraped from a can whose rest is left over. A pizza's or a toast's spoonful of sauce is
// spread, not simmered, and keeps its measure.
func (d *dish) halfTinAtLeast() {
	if !simmered[d.form.name] && !d.simmersInSauce() {
		return
	}
	for p := range d.eachPart {
		tin, ok := p.in.UnitGrams("can")
		if !ok || tin > 450 || p.in.Category != "canned-jarred" || !tomatoLiquid(p.in) && p.in.Name != "coconut milk" {
			// a big (800 g) can of crushed tomatoes is measured out by the cup instead
			continue
		}
		if p.grams >= tin/8 && p.grams < tin/2 && (p.limit == 0 || p.limit >= tin/2) {
			p.grams = tin / 2
		}
	}
}
