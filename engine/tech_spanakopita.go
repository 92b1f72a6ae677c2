package engine

import (
	"fmt"
	"math"
)

// Spanakopita: spinach wilted (or frozen spinach thawed) and squeezed hard dry, mixed
// with crumbled feta, beaten eggs, dill and spring onions, baked between buttered or
// oiled sheets of filo in a tin, the top scored into squares before it goes in (baked
// filo shatters under a knife), rested 5 minutes before cutting.

func init() {
	ownNeeds["spanakopita"] = [][]string{{"filo pastry"}, {"spinach", "frozen spinach"}, {"feta"}}
	ownMinServings["spanakopita"] = 4 // a tin of layered filo is a tray bake, not a plate
	registerOwn(&form{name: "spanakopita", title: "Spanakopita", minSkill: 1, minMinutes: 60, saltFactor: 0.2, method: "bake",
		equipment: []string{"large pan or pot", "colander", "mixing bowl", "pastry brush", "sharp knife", "clean damp tea towel"},
		write:     writeSpanakopita})
}

func writeSpanakopita(d *dish) {
	filo, spinach, feta := d.starch, d.find("spinach", "frozen spinach"), d.find("feta")
	if filo == nil || spinach == nil || feta == nil {
		return
	}
	d.drop("salt") // the feta salts the filling
	// A 20 x 30 cm tin for six: 1 kg of fresh spinach (or 600 g frozen), 200 g of feta,
	// 3 eggs, 10 sheets of filo and 100 g of butter or olive oil.
	sheets := math.Max(8, math.Round(d.servings*5/3))
	filo.grams, filo.prep = sheets*filo.in.Units["sheet"], ""
	perServing := 165.0
	if spinach.in.Name == "frozen spinach" {
		perServing = 100
	}
	d.size(spinach, perServing)
	spinach.prep = ""
	d.size(feta, 35)
	feta.prep = "crumbled"
	egg := d.find("egg")
	if egg != nil {
		egg.grams = math.Max(1, math.Round(d.servings/2)) * egg.in.Units["piece"]
		egg.prep = ""
	}
	onions := d.where(func(p *part) bool { return p.in.Name == "scallion" || p.in.Name == "onion" || p.in.Name == "red onion" })
	for _, o := range onions {
		o.prep = "finely chopped"
		d.size(o, 15)
	}
	herbs := d.where(func(p *part) bool { return p.in.Category == "herbs" })
	for _, h := range herbs {
		h.prep = "chopped"
		d.size(h, 1.5)
	}
	nutmeg := d.find("nutmeg")
	d.size(nutmeg, 0.1)
	lemon := d.find("lemon")
	if lemon != nil {
		lemon.prep, lemon.grams = "zested", lemon.in.Units["piece"]*math.Ceil(d.servings/8)
	}
	fat := d.find("butter", "olive oil", "ghee")
	if fat == nil {
		fat = d.fat
	}
	for _, name := range []string{"butter", "olive oil"} {
		if fat == nil && d.pantryHas(name) {
			fat = d.add(name, RoleFat, 17, "")
		}
	}
	if fat == nil {
		fat = d.add("olive oil", RoleFat, 17, "")
	}
	fatName := "olive oil"
	if fat != nil {
		d.fat = fat
		d.size(fat, 17)
		fat.prep = ""
		fatName = fat.name()
	}
	tin := d.baklavaTin()
	// A pie for four is thinner in its tin and bakes crisp through sooner; in a hurry
	// the oven goes a little hotter and the filo colours in 5 minutes less.
	oven, bake := 190, 45
	if d.servings <= 4 {
		bake = 40
	}
	if d.quick {
		oven, bake = 200, bake-5
	}
	d.ovenStep(oven, "brush "+tin+" with a little of the "+fatName)
	// The spinach cools in the colander while the bottom sheets go in the tin, as a cook
	// does: the pie is in the oven about 20 minutes after the spinach hits the pan.
	onion := d.find("onion", "red onion")
	melt := fat != nil && fat.in.Category == "dairy"
	alongside := "" // the brushing butter melted beside the onion
	if melt {
		alongside = " Melt the rest of the " + fatName + " in a small saucepan alongside."
	}
	thaw := fmt.Sprintf("Thaw the %s in a sieve under hot running water (or in the microwave) and leave it to drain.", spinach.name())
	switch {
	case spinach.in.Name == "frozen spinach" && onion != nil:
		// The spinach thaws in its sieve while the onion softens.
		d.step(6, "Heat a spoonful of the %s in a large pan over medium heat and soften the %s, about 5 minutes. Meanwhile, %s%s",
			fatName, onion.name(), lowerFirst(thaw), alongside)
		melt = false
	case spinach.in.Name == "frozen spinach":
		d.step(4, "%s", thaw)
	default:
		d.step(4, "Wilt the %s in a large pan or pot with a splash of water over medium-high heat, a few handfuls at a time, about 3 minutes; tip into a colander to cool.", spinach.name())
		if onion != nil {
			// The onion softens in the same pan while the spinach cools.
			d.step(6, "Wipe out the pan, heat a spoonful of the %s over medium heat and soften the %s, about 5 minutes.%s",
				fatName, onion.name(), alongside)
			melt = false
		}
	}
	if melt {
		d.step(2, "Melt the %s in a small saucepan.", fatName)
	}
	half := int(math.Round(sheets / 2))
	// About half a minute a sheet laid and brushed.
	d.step(2+half/2, "Keep the %s under a damp tea towel as you work, or it dries and cracks. Lay %d sheets in the tin one at a time, brushing each with %s and letting them hang over the sides.",
		filo.name(), half, fatName)
	into := append(append([]*part{spinach}, onions...), herbs...)
	lead := "In a mixing bowl, mix"
	if egg != nil {
		lead = "Beat the " + plurals([]*part{egg}) + " in a mixing bowl, then mix in"
	}
	d.step(5, "Squeeze the %s hard, a handful at a time, until no more water runs out, and chop it; wet spinach makes a soggy pie. %s the %s, the crumbled %s%s%s and plenty of black pepper; no salt, the feta brings it.",
		spinach.name(), lead, plurals(into), feta.name(), ifAny(", the ", nonNil(nutmeg), ""), ifAny(", the ", nonNil(lemon), " zest"))
	d.step(3+(int(sheets)-half)/2, "Spread in the filling, fold the overhang over it, then lay the last %d sheets on top, brushing each, and tuck the edges down the sides. Brush the top well and score it with a sharp knife into %d squares, through the top layers only; baked filo shatters under a knife.",
		int(sheets)-half, d.req.Servings)
	d.step(bake, "Bake until deep golden and crisp, %d–%d minutes.", bake-5, bake)
	d.step(5, "Leave it 5 minutes to settle, then cut along the lines and serve warm or at room temperature.")
	d.mentionLeftovers()
}
