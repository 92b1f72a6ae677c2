package engine

import "math"

// Spanakopita: spinach wilted (or frozen spinach thawed) and squeezed hard dry, mixed
// with crumbled feta, beaten eggs, dill and spring onions, baked between buttered or
// oiled sheets of filo in a tin, the top scored into squares before it goes in (baked
// filo shatters under a knife), rested 10 minutes before cutting.

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
	d.ovenStep(190, "brush "+tin+" with a little of the "+fatName)
	if spinach.in.Name == "frozen spinach" {
		d.step(10, "Thaw the %s in a sieve under hot running water (or in the microwave), then squeeze it hard, a handful at a time, until no more water runs out; chop it.", spinach.name())
	} else {
		d.step(10, "Wilt the %s in a large pan or pot with a splash of water over medium-high heat, a few handfuls at a time, about 3 minutes; tip into a colander to cool, then squeeze it hard, a handful at a time, until no more water runs out, and chop it. Wet spinach makes a soggy pie.", spinach.name())
	}
	if o := d.find("onion", "red onion"); o != nil {
		d.step(6, "Wipe out the pan, heat a spoonful of the %s over medium heat and soften the %s, about 5 minutes.", fatName, o.name())
	}
	into := append(append([]*part{spinach}, onions...), herbs...)
	lead := "In a mixing bowl,"
	if egg != nil {
		lead = "Beat the " + plurals([]*part{egg}) + " in a mixing bowl, then"
	}
	d.step(3, "%s mix in the %s, the crumbled %s%s%s and plenty of black pepper; no salt, the feta brings it.",
		lead, plurals(into), feta.name(), ifAny(", the ", nonNil(nutmeg), ""), ifAny(", the ", nonNil(lemon), " zest"))
	if fat != nil && fat.in.Category == "dairy" {
		d.step(2, "Melt the %s in a small saucepan.", fatName)
	}
	half := int(math.Round(sheets / 2))
	d.step(15, "Keep the %s under a damp tea towel as you work, or it dries and cracks. Lay %d sheets in the tin one at a time, brushing each with %s and letting them hang over the sides. Spread in the filling, fold the overhang over it, then lay the last %d sheets on top, brushing each, and tuck the edges down the sides.",
		filo.name(), half, fatName, int(sheets)-half)
	d.step(2, "Brush the top well and score it with a sharp knife into %d squares, through the top layers only; baked filo shatters under a knife.", d.req.Servings)
	d.step(45, "Bake until deep golden and crisp, 40–45 minutes.")
	d.step(10, "Leave it 10 minutes to settle, then cut along the lines and serve warm or at room temperature.")
	d.mentionLeftovers()
}
