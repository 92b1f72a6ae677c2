package engine

// Pot wine: the cook's wine, cider or beer is what a stew simmers in, with the cook's
// stock or water for the rest: no beef broth is bought beside a bottle of white wine,
// and no Worcestershire either, for the wine gives the pot its depth.

// potWines are the drinks a stew or braise simmers in.
var potWines = []string{"white wine", "red wine", "hard cider", "beer"}

// wineCuisines pour wine, cider or beer into their pots; a tagine or a curry does not.
var wineCuisines = map[string]bool{"american": true, "british": true, "french": true, "italian": true, "spanish": true,
	"greek": true, "mediterranean": true}

// winePot reports whether the dish is a stew or braise of a cuisine that simmers in what
// a cook pours.
func (d *dish) winePot() bool {
	return (d.form.name == "stew" || d.form.method == "braise") && wineCuisines[d.cu.name]
}

// pantryPotWine is the cook's wine, cider or beer for the pot: already in it, or unused
// and allowed; nil when there is none or the dish is no stew.
func (d *dish) pantryPotWine() (in *Ingredient, inPot bool) {
	if !d.winePot() {
		return nil, false
	}
	for _, p := range d.liquids {
		if p.fromPantry && isPotWine(p.in) {
			return p.in, true
		}
	}
	for _, name := range potWines {
		w, ok := Lookup(name)
		if ok && d.pantry[w] != nil && !d.used[w] && d.req.Rules.allows(w) && !d.kosherClash(w) {
			return w, false
		}
	}
	return nil, false
}

func isPotWine(in *Ingredient) bool {
	for _, n := range potWines {
		if in.Name == n {
			return true
		}
	}
	return false
}

// potWineIsTheLiquid makes the cook's wine, cider or beer the stew's liquid (a third of
// it for a wine, half for a beer or cider), with the cook's stock for the rest, or
// water the writer measures: nothing bought. It reports whether it did.
func (d *dish) potWineIsTheLiquid() bool {
	w, inPot := d.pantryPotWine()
	if w == nil {
		return false
	}
	if in, ok := Lookup(d.cu.liquid); ok && tomatoLiquid(in) {
		return false // a tin of tomatoes is a stew's body as well as its liquid: the wine does not replace it
	}
	f := d.form
	have := 0.0
	if !inPot {
		share := 0.35
		if w.Name == "beer" || w.Name == "hard cider" {
			share = 0.5
		}
		d.liquids = append(d.liquids, d.take(w, RoleLiquid, f.liquidML*share*liquidDensity(w), ""))
	}
	for _, p := range d.liquids {
		have += p.grams / d.servings
	}
	if rest := f.liquidML - have; rest >= 60 {
		if pl := d.pantryWith(RoleLiquid, isBroth); len(pl) > 0 && !d.kosherClash(pl[0]) {
			d.liquids = append(d.liquids, d.take(pl[0], RoleLiquid, rest*liquidDensity(pl[0]), ""))
		}
	}
	return true
}
