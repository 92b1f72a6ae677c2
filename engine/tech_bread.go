package engine

import (
	"fmt"
	"math"
)

// Yeast breads: focaccia, a wet dough risen twice and baked in plenty of olive oil, and
// a plain crusty loaf. The amounts are bakers' percentages of the flour: water 75%
// (65% for a loaf), yeast 1%, salt 2%. The rises are long but the cook's hands are free.

func init() {
	ownNeeds["focaccia"] = [][]string{{"yeast"}}
	ownNeeds["crusty loaf"] = [][]string{{"yeast"}}
	registerOwn(
		&form{name: "focaccia", title: "Focaccia", minSkill: 0, minMinutes: 170, saltFactor: -1, fatFactor: 1, method: "sweet",
			equipment: []string{"large bowl", "spatula", "clean tea towel", "wire rack"}, write: writeFocaccia},
		&form{name: "crusty loaf", title: "Loaf", minSkill: 0, minMinutes: 200, saltFactor: -1, fatFactor: 1, method: "sweet",
			equipment: []string{"large bowl", "spatula", "clean tea towel", "baking sheet", "wire rack"}, write: writeLoafBread},
	)
}

// breadBase sizes the dough to its flour and adds the water: yeast 1%, salt 2% of the
// flour, water at hydration.
func (d *dish) breadBase(hydration float64) (flour, yeast, salt, water *part) {
	flour = d.starch
	yeast = d.find("yeast")
	salt = d.find("salt")
	if flour == nil {
		return
	}
	if yeast != nil {
		yeast.grams = math.Max(2.8, flour.grams*0.01) // at least a teaspoon
	}
	if salt == nil {
		salt = d.add("salt", RoleSpice, 0, "")
		if salt != nil {
			d.spices = append(d.spices, salt)
		}
	}
	if salt != nil {
		salt.grams = flour.grams * 0.02
	}
	if water = d.add("water", RoleLiquid, 0, "lukewarm"); water != nil {
		water.grams = flour.grams * hydration
		d.liquids = append(d.liquids, water)
	}
	return
}

// focacciaPan is the tin that holds a dough of so much flour about 2 cm deep once risen.
func focacciaPan(flour float64) string {
	switch {
	case flour <= 260:
		return "20 cm (8 in) square tin"
	case flour <= 360:
		return "23 cm (9 in) square tin"
	case flour <= 600:
		return "23 x 33 cm (9 x 13 in) tin"
	case flour <= 1000:
		return "rimmed baking sheet (33 x 46 cm / 13 x 18 in)"
	}
	return "2 rimmed baking sheets (33 x 46 cm / 13 x 18 in)"
}

func writeFocaccia(d *dish) {
	flour, yeast, salt, water := d.breadBase(0.75)
	if flour == nil || water == nil {
		return
	}
	oil := d.fat
	panOil := "3 tbsp"
	if oil != nil {
		oil.grams = math.Max(oil.grams, flour.grams*0.25) // a tablespoon in the dough, most in the tin, the rest on top
		_, _, g := oil.measure()
		panOil = amountOf(oil, g*0.55)
	}
	pan := focacciaPan(flour.grams)
	d.equipment = append(d.equipment, pan)
	toppings := d.where(func(p *part) bool {
		return p != flour && p != oil && p != yeast && p != salt && p != water
	})
	for _, p := range toppings {
		switch {
		case p.in.Name == "rosemary" || p.in.Name == "thyme":
			p.prep, p.grams = "leaves picked", math.Min(p.grams, 4)
		case p.in.Name == "garlic":
			p.prep, p.grams = "thinly sliced", math.Min(p.grams, 9)
		case p.in.Name == "cherry tomato":
			p.prep = "halved"
		}
	}
	yeastName := "yeast"
	if yeast != nil {
		yeastName = yeast.name()
	}
	// Short of time, twice the yeast in warm water and a warm spot make a same-day dough
	// in about two hours: one round of folds, a rise of 40 minutes, a proof in the tin of
	// 20 while the oven heats, eaten warm.
	rest, foldMin, folds, rise, proof, cool := 15, 35, "three times", 75, 40, 15
	riseText, proofText := "1–1 1/2 hours (or overnight in the fridge for more flavour)", "30–40 minutes"
	first := 5
	if d.quick {
		rest, first, foldMin = 10, 15, 12
		if yeast != nil {
			yeast.grams = math.Max(4, flour.grams*0.02)
		}
		folds, rise, proof, cool = "once more", 40, 20, 5
		riseText, proofText = "35–45 minutes", "15–20 minutes"
	}
	d.prepStep = len(d.steps)
	d.step(first, "In a large bowl, whisk the %s, %s and %s. Add the %s water (about %.0f ml) and 1 tbsp of the %s and stir with a spatula until no dry flour is left; the dough is wet and sticky. Cover with a tea towel and leave %d minutes.",
		flour.name(), yeastName, saltName(salt), water.prep, measured(water), d.fatName(), rest)
	d.step(foldMin, "Stretch and fold: with a wet hand, lift one side of the dough, stretch it up and fold it over the rest; turn the bowl a quarter and repeat, four folds in all. Cover and rest %d minutes, and do this %s; the dough turns smooth and stretchy.", rest, folds)
	d.step(rise, "Cover and leave to rise in a warm place until doubled, bubbly and jiggly, %s.", riseText)
	d.step(proof, "Pour %s of the %s into the %s and tip the dough in; turn it over to coat and stretch it gently towards the corners (if it springs back, wait 10 minutes and stretch again). Cover and leave until puffy and risen by half, %s. For the last 20 minutes, heat the oven to %s.",
		panOil, d.fatName(), pan, proofText, temp(230))
	press := ", pressing them in lightly."
	if len(toppings) == 1 && !countedInCups[toppings[0].name()] {
		press = ", pressing it in lightly."
	}
	top := ifAny(" Scatter over the ", toppings, press)
	d.step(3, "Oil your fingertips and press dimples all over the dough, right down to the tin. Drizzle over the rest of the %s and sprinkle with a good pinch of flaky salt (or a little more of the salt).%s", d.fatName(), top)
	d.step(22, "Bake until deep golden on top and crisp underneath, 20–25 minutes.")
	if cool <= 5 {
		d.step(cool, "Leave 5 minutes in the tin, then lift onto a board and cut into squares; it is best warm.")
	} else {
		d.step(cool, "Leave 5 minutes in the tin, then lift onto a wire rack and cool at least %d minutes before cutting into squares.", cool-5)
	}
	d.mentionLeftovers()
}

func writeLoafBread(d *dish) {
	flour, yeast, salt, water := d.breadBase(0.68)
	if flour == nil || water == nil {
		return
	}
	yeastName := "yeast"
	if yeast != nil {
		yeastName = yeast.name()
	}
	loaves := max(1, int(math.Ceil(flour.grams/600))) // more than 600 g of flour makes a loaf too big to bake through
	shape := "a round loaf"
	if loaves > 1 {
		shape = fmt.Sprintf("%d round loaves", loaves)
	}
	d.prepStep = len(d.steps)
	d.step(5, "In a large bowl, whisk the %s, %s and %s. Add the %s water (about %.0f ml) and mix to a rough, shaggy dough with no dry flour left.",
		flour.name(), yeastName, saltName(salt), water.prep, measured(water))
	d.step(12, "Turn out onto the worktop and knead for 10 minutes, stretching it away with the heel of your hand and folding it back, until smooth and springy; it should hold a dent that slowly fills.")
	d.step(75, "Put it back in the bowl, cover with a tea towel and leave in a warm place until doubled, 1–1 1/2 hours.")
	d.step(50, "Tip it out, press out the air and shape into %s: fold the edges into the middle, turn it over and drag it towards you to tighten the top. Set on a floured baking sheet, cover and leave until risen by half and a floured finger leaves a dent that springs back slowly, 40–50 minutes. For the last 30 minutes, heat the oven to %s with a roasting tin on the bottom shelf.",
		shape, temp(230))
	// The loaf, not "the bread": a loaf of gluten-free flour is no wheat bread.
	loaf, top := "the loaf", "the top"
	if loaves > 1 {
		loaf, top = "the loaves", "the top of each"
	}
	d.step(35, "Dust with flour and cut a slash across %s with a sharp knife. Put %s in the oven, pour a cup of hot water into the roasting tin for steam, and bake until deep brown and hollow-sounding when tapped underneath, 30–35 minutes.", top, loaf)
	d.step(45, "Cool on a wire rack for at least 45 minutes before slicing; it is still baking inside.")
	d.mentionLeftovers()
}

func saltName(p *part) string {
	if p == nil {
		return "salt"
	}
	return p.name()
}

// measured is the weight of a part as its line prints it.
func measured(p *part) float64 {
	_, _, g := p.measure()
	return g
}
