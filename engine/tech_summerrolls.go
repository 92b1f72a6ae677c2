package engine

import "fmt"

// Summer rolls (gỏi cuốn): rice paper dipped in warm water until just pliable, rolled
// round soaked rice vermicelli, lettuce, herbs and raw vegetables cut in matchsticks,
// with prawns (poached 2 minutes when raw), cooked chicken or golden tofu, and a dip:
// peanut butter and hoisin loosened with warm water, or nước chấm of fish sauce, lime,
// sugar and garlic. Nothing is cooked but the noodles and a raw main.

func init() {
	registerOwn(&form{name: "summer rolls", title: "Summer Rolls", minMinutes: 20, simple: true, saltFactor: -1, method: "none", raw: true,
		equipment: []string{"large shallow dish", "clean damp tea towel", "heatproof bowl", "small bowl"}, write: writeSummerRolls})
}

func writeSummerRolls(d *dish) {
	wrap, main := d.starch, d.protein
	noodles := d.find("rice noodles", "glass noodles")
	if wrap == nil {
		return
	}
	rolls := max(2, int(d.servings*3+0.5)) // three rolls a serving
	d.size(wrap, 9*float64(rolls)/d.servings)
	wrap.prep = ""
	if noodles != nil { // a recipe never buys a starch: without the cook's noodles, the rolls are all filling
		noodles.prep = ""
		d.size(noodles, 20)
	}
	for _, l := range d.lines {
		// Every vegetable of the cook's that a roll takes goes in it: a few matchsticks each.
		if in := l.Ingredient; !d.used[in] && d.cat != nil && d.cat.veg.has(in) {
			d.vegs = append(d.vegs, d.take(in, RoleVegetable, 25, ""))
		}
	}
	vegs := d.where(func(p *part) bool { return p.role == RoleVegetable })
	for _, v := range vegs {
		switch v.in.Name {
		case "carrot", "cucumber", "red bell pepper", "mango", "radish":
			v.prep = "cut into thin matchsticks"
		case "romaine lettuce", "iceberg lettuce", "lettuce", "mixed greens", "butter lettuce":
			v.prep = "leaves separated"
			d.size(v, 36) // a leaf a roll, three rolls a serving: more and the rice paper splits
		case "bean sprouts", "frozen peas":
			v.prep = ""
		}
	}
	for _, h := range d.herbs {
		h.prep = "leaves picked"
	}
	fat := d.fat
	poach, fry, simmer := false, false, 0
	if main != nil {
		switch {
		case rollPorkMinutes[main.in.Name] > 0:
			// Gỏi cuốn's pork is simmered whole in salted water, cooled and sliced thin.
			simmer = rollPorkMinutes[main.in.Name]
			main.prep = ""
		case main.in.Name == "shrimp":
			poach = true
			main.prep = "peeled and deveined"
		case main.in.Name == "tofu":
			fry = true
			main.prep = "cut into 1 cm (1/2 in) batons"
		case cookedAlready(main.in) && main.in.Category == "poultry":
			main.prep = "shredded"
		case cookedAlready(main.in):
			main.prep = "halved lengthwise"
		}
	}
	if !fry && fat != nil {
		d.fat = nil
		delete(d.used, fat.in)
	}
	dip := writeRollDip(d)
	if dip == "" {
		return
	}
	d.prep(0)
	// The noodles soak, the main poaches or fries and the dip is stirred side by side.
	var jobs []string
	m := 4
	if noodles != nil {
		jobs = append(jobs, "pour just-boiled water from the kettle over the "+noodles.name()+" in a heatproof bowl and leave to soften, 5–8 minutes; drain, rinse under cold water and drain well.")
		d.equipment = append(d.equipment, "kettle")
		m = 8
	}
	switch {
	case poach:
		d.equipment = append(d.equipment, "small saucepan", "slotted spoon")
		jobs = append(jobs, fmt.Sprintf("drop the %s into a small pan of boiling salted water and poach until pink and just opaque, about 2 minutes; lift out, cool under cold water and halve each one lengthwise.", main.name()))
		m = max(m, 6)
	case simmer > 0:
		d.equipment = append(d.equipment, "saucepan")
		jobs = append(jobs, fmt.Sprintf("put the %s in a saucepan, cover with cold water, add a good pinch of salt and bring to a boil; simmer gently until cooked through (63°C / 145°F inside), about %d minutes. Lift out, cool, then slice as thinly as you can.", main.name(), simmer))
		m = max(m, simmer+5)
	case fry:
		d.equipment = append(d.equipment, "nonstick skillet")
		jobs = append(jobs, fmt.Sprintf("fry the %s in the %s in a nonstick skillet over medium-high heat until golden on all sides, about 6 minutes; season with a pinch of salt and cool on paper towels.", main.name(), fat.name()))
		m = max(m, 8)
	}
	jobs = append(jobs, lowerFirst(dip))
	text := upperFirst(jobs[0])
	for k, job := range jobs[1:] {
		text += []string{" Meanwhile, ", " Also, "}[min(k, 1)] + job
	}
	d.step(m, "%s", text)
	fill := append(append(optionalList(noodles), vegs...), d.herbs...)
	if main != nil {
		fill = append(fill, main)
	}
	// A roll is a dip of the sheet and a minute's filling and rolling: about a minute and
	// a half each, once the first one or two are done.
	d.step(max(10, (rolls*3+1)/2), "Fill a large shallow dish with warm water. Dip one sheet of %s for a few seconds until just pliable (it softens further as you fill it) and lay it on the damp tea towel. Lay a little of the %s across the lower third, fold the bottom over, tuck in the sides and roll up tightly. Repeat to make %d rolls, keeping them apart under a damp towel so they do not stick.",
		wrap.name(), partNames(fill), rolls)
	d.step(1, "Serve at once, halved on the diagonal, with the dip.%s", d.toppingsExcept(fill...))
}

// rollPorkMinutes is how long each pork a summer roll takes simmers whole in salted
// water before it is cooled and sliced thin: belly longest, so its fat turns tender.
var rollPorkMinutes = map[string]int{"pork belly": 30, "pork shoulder": 30, "pork loin": 20, "pork tenderloin": 15}

// addTo buys a food for the dish and lists it with the sauces.
func (d *dish) addTo(name string, role Role) *part {
	p := d.add(name, role, 0, "")
	if p != nil {
		d.sauces = append(d.sauces, p)
	}
	return p
}

// writeRollDip adds the dip's foods and returns the sentence that makes it: peanut and
// hoisin when the pantry holds either, else nước chấm.
func writeRollDip(d *dish) string {
	peanut, hoisin := d.find("peanut butter"), d.find("hoisin sauce")
	if peanut != nil || hoisin != nil {
		if peanut == nil {
			peanut = d.addTo("peanut butter", RoleSauce)
		}
		if hoisin == nil {
			hoisin = d.addTo("hoisin sauce", RoleSauce)
		}
		if peanut == nil || hoisin == nil {
			return ""
		}
		d.size(peanut, 12)
		d.size(hoisin, 12)
		lime := d.find("lime", "lime juice")
		d.size(lime, 4)
		squeeze := ""
		if lime != nil {
			squeeze = " and a squeeze of the " + lime.name()
		}
		return fmt.Sprintf("For the dip, stir the %s and %s with 2–3 tbsp warm water%s until smooth and loose enough to dip into.", peanut.name(), hoisin.name(), squeeze)
	}
	fish, lime, sugar, garlic := d.find("fish sauce"), d.find("lime juice", "lime", "lemon juice"), d.find("sugar"), d.find("garlic")
	if fish == nil {
		fish = d.addTo("fish sauce", RoleSauce)
	}
	if lime == nil {
		lime = d.addTo("lime juice", RoleAcid)
	}
	if sugar == nil {
		sugar = d.addTo("sugar", RoleSweetener)
	}
	if garlic == nil {
		garlic = d.addTo("garlic", RoleAromatic)
	}
	if fish == nil || lime == nil || sugar == nil {
		return ""
	}
	d.size(fish, 6)
	d.size(lime, 7)
	d.size(sugar, 5)
	d.size(garlic, 1)
	if garlic != nil {
		garlic.prep = "minced"
	}
	chili := d.find("red chili")
	if chili != nil {
		chili.prep = "thinly sliced"
		d.size(chili, 2)
	}
	return fmt.Sprintf("For the nước chấm, stir the %s and %s into 3 tbsp warm water until it dissolves, then add the %s; taste for salty, sour and sweet in balance.",
		sugar.name(), lime.name(), partNames(someOf(fish, garlic, chili)))
}
