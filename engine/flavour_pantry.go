package engine

import (
	"slices"
)

// ownSpiceInPantry is a spice on the dish's own line that the cook holds: the cumin of
// a chili goes in beside the chili powder rather than back in the cupboard.
// pantryHas reports whether the pantry holds the food called name.
func (d *dish) pantryHas(name string) bool {
	in, ok := Lookup(name)
	return ok && d.pantry[in] != nil
}

func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (d *dish) ownSpiceInPantry(name string) bool {
	in, ok := Lookup(name)
	if ok && d.pantry[in] == nil && wholeSpice[name] != "" {
		in, ok = Lookup(wholeSpice[name])
	}
	return ok && d.pantry[in] != nil && !d.used[in] && d.cat != nil && slices.Contains(d.cat.flavour.spices, name)
}

// wholeSpice names the whole form of a ground spice: the cook's cumin seeds are the
// dish's cumin, fried whole in the fat first.
var wholeSpice = map[string]string{"cumin": "cumin seeds"}

// pantryHasSpice reports whether the pantry holds the spice, ground or whole.
func (d *dish) pantryHasSpice(name string) bool {
	return d.pantryHas(name) || wholeSpice[name] != "" && d.pantryHas(wholeSpice[name])
}

// pantryLiquidIsTheLiquid makes the cook's tin, already stirred in to enrich the dish
// (the coconut milk of a chickpea curry), its whole liquid: the tin, not half a cup of
// it and a bought tin of tomatoes. A soup's broth is another matter.
func (d *dish) pantryLiquidIsTheLiquid() bool {
	f := d.form
	if f.name == "soup" || f.name == "noodle bowl" {
		return false
	}
	for _, p := range d.liquids {
		if !p.fromPantry || !(p.in.Category == "canned-jarred" && p.in.Name != "evaporated milk" || p.in.Name == "coconut milk") {
			continue
		}
		need := f.liquidML * liquidDensity(p.in) * d.servings
		if f.name == "curry" && p.in.Name == "coconut milk" {
			// The cook's tin of tomatoes beside the coconut milk: the curry simmers in
			// both, a third coconut milk to enrich it and the tomatoes for its body, not in
			// a whole tin of coconut milk for three (26 g of saturated fat a serving) with
			// the tomatoes left over.
			if tl := d.pantryWith(RoleLiquid, func(in *Ingredient) bool { return tomatoLiquid(in) && !d.kosherClash(in) }); len(tl) > 0 {
				p.grams = need / 3
				t := d.take(tl[0], RoleLiquid, f.liquidML*2/3, "")
				if t.limit > 0 && t.limit <= 2.5*t.grams {
					t.grams = max(t.grams, t.limit) // the whole tin rather than a half one left over
				}
				d.liquids = append(d.liquids, t)
				return true
			}
		}
		switch {
		case p.limit > 0 && p.limit <= 1.8*need:
			p.grams = max(p.grams, p.limit) // a curry for two or three takes the whole tin
		default:
			p.grams = max(p.grams, need)
		}
		return true
	}
	return false
}

// rendersOwnFat is a fatty meat that gives up its own fat in the pan: mince, sausage,
// a cured meat.
func rendersOwnFat(in *Ingredient) bool {
	switch in.Name {
	case "ground beef", "ground pork", "ground lamb", "italian sausage", "pork sausage", "pork belly":
		return true
	}
	return isCured(in)
}

// savouryFruitGarnish are the fruits strewn over savoury plates, by the cuisines that
// strew them.
var savouryFruitGarnish = map[string]map[string]bool{
	"pomegranate seeds": {"middle-eastern": true, "persian": true, "turkish": true, "lebanese": true, "mediterranean": true, "indian": true, "greek": true, "moroccan": true},
}

// cheeselessCuisines finish no dish with cheese: parmesan over a tom kha, cheddar over a
// massaman curry or feta over a beef and broccoli is no cook's.
var cheeselessCuisines = map[string]bool{"thai": true, "vietnamese": true, "chinese": true, "japanese": true,
	"korean": true, "indian": true}

// cheeseFits reports whether the cook's cheese may finish the dish: the dish or its
// cuisine names it, or the cuisine finishes dishes with cheese at all.
func (d *dish) cheeseFits(in *Ingredient) bool {
	if d.cat != nil && d.cat.use(in) > 0 {
		return true
	}
	for _, l := range d.cu.lists() {
		if slices.Contains(l, in.Name) {
			return true
		}
	}
	return !cheeselessCuisines[d.cu.name]
}
