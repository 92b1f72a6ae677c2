package engine

import (
	"fmt"
	"math"
)

// Baked white fish: fillets laid in a buttered dish, seasoned, given the zest and half
// the juice of a lemon and dotted with butter (or covered with breadcrumbs stirred into
// the melted butter with the herbs and zest), baked hot until they just flake, served
// with the buttery juices spooned over and the rest of the lemon in wedges. The plain
// supper a pantry of haddock or cod, a lemon and butter is for.

func init() {
	ownNeeds["baked fish"] = [][]string{{"lemon", "lemon juice"}}
	registerOwn(&form{name: "baked fish", title: "Baked Fish", minMinutes: 20, simple: true, saltFactor: 0.5, method: "roast",
		equipment: []string{"baking dish", "fine grater", "small saucepan"}, write: writeBakedFish})
}

func writeBakedFish(d *dish) {
	fish := d.protein
	if fish == nil || fish.in.Category != "seafood" {
		return
	}
	fish.prep = "patted dry"
	lemon := d.find("lemon", "lemon juice")
	whole := lemon != nil && lemon.in.Name == "lemon"
	if whole {
		lemon.prep = "zested, half juiced, the rest cut into wedges"
		if w, ok := lemon.in.UnitGrams("piece"); ok {
			lemon.grams = w * math.Max(1, math.Round(d.servings/4)) // zest and juice for the fish, the rest in wedges
		}
	} else if lemon != nil {
		d.size(lemon, 8)
	}
	crumbs := d.find("breadcrumbs", "panko")
	butter := d.butter()
	fat := butter
	if fat == nil {
		fat = d.fat
	}
	d.size(fat, 10)
	if crumbs != nil {
		d.size(crumbs, 12)
		d.size(fat, 14) // more butter: the crumbs drink it and crisp in it
	}
	garlic := d.find("garlic")
	if garlic != nil {
		garlic.prep = "finely grated"
		garlic.grams = math.Min(garlic.grams, 3*math.Max(1, d.servings/2))
	}
	herbs := d.where(func(p *part) bool { return p.role == RoleHerb })
	for _, h := range herbs {
		h.prep = "finely chopped"
	}
	hard := d.find("parmesan", "pecorino")
	if hard != nil {
		hard.prep = "finely grated"
		d.size(hard, 5)
	}
	capers := d.find("capers")
	d.size(capers, 4)
	d.prep(200)
	fatName := "butter"
	if fat != nil {
		fatName = fat.name()
	}
	zest, juice := "", ""
	if whole {
		zest = fmt.Sprintf("scatter over the %s zest and juice", lemon.name())
	} else if lemon != nil {
		juice = fmt.Sprintf("spoon over the %s", lemon.name())
	}
	// One serving is one fillet: "the cod fillets" and "season them" read as a mistake
	// to a cook with one piece of fish.
	fillets, them, each, hold := "fillets", "them", "each fillet", "in one layer"
	if d.servings <= 1 {
		fillets, them, each, hold = "fillet", "it", "the fillet", "comfortably"
	}
	season := joinNonEmpty("; ", "season "+them+" with salt and pepper", zest, juice)
	lay := fmt.Sprintf("Rub a baking dish just big enough to hold the %s %s %s with a little of the %s. Lay in the %s, skinned side down, and %s.", fish.name(), fillets, hold, fatName, fillets, season)
	melt := someOf(garlic)
	// "Heat gently" and "the juices" read true of butter or of the oil a swap puts in its place.
	verb, juices := "Heat", "juices"
	if crumbs != nil {
		mix := append(someOf(crumbs), herbs...)
		if hard != nil {
			mix = append(mix, hard)
		}
		d.step(5, "%s %s the rest of the %s gently in a small saucepan%s; spoon a little over the fish, stir the %s into the rest with a pinch of salt and press the mixture over the top of %s.",
			lay, verb, fatName, ifAny(" with the ", melt, ""), plurals(mix), each)
	} else {
		// Without crumbs the grated cheese goes on before the dish goes in: it melts into
		// a thin crust over the fillets instead of waiting, grated, for a step that never comes.
		over := append(someOf(capers), someOf(hard)...)
		if butter != nil && fat == butter && garlic == nil {
			// Plain butter is dotted over the fish in small pieces and melts in the oven:
			// a saucepan to melt a spoonful of it is a pan to wash for nothing.
			d.step(4, "%s Dot the rest of the %s over the fish in small pieces%s.", lay, fatName, ifAny(" and scatter over the ", over, ""))
		} else {
			d.step(4, "%s %s the rest of the %s gently in a small saucepan%s and spoon it over the fish%s.",
				lay, verb, fatName, ifAny(" with the ", melt, ""), ifAny(", scattering over the ", over, ""))
		}
	}
	until := "the fish is " + doneness(fish.in)
	if crumbs != nil {
		until += " and the crumbs are golden"
	}
	d.step(15, "Bake at %s until %s, 12–15 minutes for a thick fillet (8–10 for a thin one); a knife slid into the thickest part should meet no resistance.", temp(200), until)
	serve := "Lift the " + fillets + " onto warm plates and spoon over the " + juices + " from the dish"
	if crumbs != nil && capers != nil {
		serve += ", scattering over the " + capers.name()
	}
	if whole {
		serve += fmt.Sprintf(", with the %s wedges to squeeze over", lemon.name())
	}
	if len(herbs) > 0 && crumbs == nil {
		serve += "; scatter over the " + plurals(herbs)
	}
	d.step(2, "%s. Serve at once.", serve)
	d.mentionLeftovers()
}
