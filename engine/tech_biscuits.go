package engine

import "fmt"

// Southern buttermilk biscuits: flour, baking powder (and a little soda for the
// buttermilk's acid) and salt, very cold butter cut in until pieces the size of peas
// remain, cold buttermilk stirred in just until a shaggy dough forms; patted out and
// folded over on itself a few times for flaky layers, cut straight down and baked
// touching in a hot oven so they rise tall, brushed with melted butter. No eggs, no
// kneading, no batter: a bake, not a flatbread.

func init() {
	ownNeeds["biscuits"] = [][]string{{"buttermilk", "milk"}, {"butter", "unsalted butter"}}
	registerOwn(&form{name: "biscuits", title: "Biscuits", minMinutes: 25, simple: true, saltFactor: 0.4, method: "sweet",
		equipment: []string{"large bowl", "box grater or pastry cutter", "round cutter (6–7 cm / 2 1/2 in)", "baking sheet", "parchment paper", "pastry brush"},
		write:     writeBiscuits})
}

func writeBiscuits(d *dish) {
	flour, milk := d.starch, d.find("buttermilk", "milk")
	butter := d.fat
	if flour == nil || milk == nil || butter == nil {
		return
	}
	d.size(flour, 40) // a 6–7 cm biscuit a serving: 2 1/2 cups of flour make eight
	_, _, fg := flour.measure()
	butter.grams, butter.prep = 0.36*fg+d.servings*1.5, "" // and a spoonful melted for the tops
	milk.grams = 0.78 * fg
	self := flour.in.Name == "self-rising flour"
	powder := d.find("baking powder")
	if powder != nil {
		powder.grams = 0.045 * fg // 1 tbsp to 2 1/2 cups
		if self {
			powder.grams = 0.01 * fg
		}
	}
	soda := d.find("baking soda")
	if soda != nil {
		soda.grams = 0.005 * fg
	}
	sugar := d.find("sugar")
	if sugar != nil {
		sugar.grams = 0.02 * fg
	}
	d.size(d.find("salt"), 0.7)
	serve := d.where(func(p *part) bool {
		return p.in.Name == "honey" || p.in.Name == "jam" || p.in.Name == "maple syrup"
	})
	d.ovenStep(220, "line a baking sheet with parchment")
	dry := someOf(flour, powder, soda, sugar, d.find("salt"))
	d.step(5, "Whisk the %s together in a large bowl. Grate the %s, straight from the fridge (or 10 minutes in the freezer), on the coarse side of a box grater straight into the flour (or cut it into small cubes), and toss it through with your fingertips or a pastry cutter until the pieces are the size of peas: those bits of butter are the flaky layers, so work quickly and keep it cold.",
		partNames(dry), butter.name()+", all but a spoonful")
	n := d.req.Servings
	if d.quick {
		// Drop biscuits: a wetter dough spooned onto the sheet, no folding or cutting.
		milk.grams = 0.9 * fg
		d.step(2, "Pour in the cold %s and stir with a fork just until a thick, sticky dough forms and no dry flour is left.", milk.name())
		d.step(3, "Drop it onto the sheet in %d rough mounds with a large spoon, 5 cm (2 in) apart; the craggy tops brown best. Brush them with a little %s.",
			n, milk.name())
	} else {
		d.step(2, "Pour in the cold %s and stir with a fork just until a shaggy dough forms and no dry flour is left; it should be soft and a little sticky.", milk.name())
		d.step(4, "Turn it out onto a floured worktop and pat into a rectangle about 2 cm (3/4 in) thick. Fold it in thirds like a letter, turn it a quarter and pat it out again; do this three times in all, then pat it to 2.5 cm (1 in) thick.")
		sheet := "Set them on the sheet just touching, so they hold each other up and rise tall"
		switch {
		case n == 1:
			sheet = "Set it on the sheet"
		case n > 12:
			sheet = "Set them on two sheets just touching, so they hold each other up and rise tall"
		}
		d.step(4, "Cut out %s with the floured cutter, pressing straight down without twisting (a twist seals the edges and they rise lopsided)%s. %s, and brush the tops with a little %s.",
			pluralCount(n, "biscuit"), map[bool]string{true: "; press the scraps together gently for the last ones", false: ""}[n > 1], sheet, milk.name())
	}
	d.step(14, "Bake until tall and deep golden on top, 12–15 minutes%s. Brush the hot tops with a little melted %s.",
		map[bool]string{true: ", swapping the sheets halfway", false: ""}[n > 12], butter.name())
	d.step(2, "Let them stand a few minutes and serve warm, split open%s.", ifAny(", with the ", serve, " and more butter"))
	d.mentionLeftovers()
}

// pluralCount is n of a counted thing: "1 biscuit", "8 biscuits".
func pluralCount(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %s", n, plural(what))
}
