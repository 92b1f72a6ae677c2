package engine

import (
	"fmt"
	"math"
)

// The puff pastry fruit tart: a sheet of bought puff pastry, scored with a border,
// covered with thin overlapping slices of fruit, brushed with butter, sugared and
// baked hot until the pastry rises golden round the fruit.

func init() {
	registerOwn(&form{name: "puff tart", title: "Tart", minMinutes: 40, simple: true, saltFactor: -1, method: "sweet",
		equipment: []string{"rimmed baking sheet", "parchment paper", "small saucepan", "pastry brush", "fork"}, write: writePuffTart})
}

// pastrySheets is how many sheets of puff pastry make a tart for the servings: a
// 25 x 35 cm (10 x 14 in) sheet cuts into six squares.
func pastrySheets(servings int) float64 {
	return math.Ceil(float64(servings) / 6)
}

func writePuffTart(d *dish) {
	fruit, pastry := d.protein, d.starch
	sheets := pastrySheets(d.req.Servings)
	if w, ok := pastry.in.UnitGrams("sheet"); ok {
		pastry.grams = sheets * w
	}
	pastry.prep = "thawed in the fridge if frozen"
	d.size(fruit, 85) // about three apples cover a sheet
	fruit.prep = "thinly sliced"
	peel := fmt.Sprintf("Slice the %s 3 mm (1/8 in) thin", plural(fruit.name()))
	if fruit.in.Name == "apple" || fruit.in.Name == "pear" {
		fruit.prep = "peeled, cored and thinly sliced"
		peel = fmt.Sprintf("Peel and core the %s, then slice them 3 mm (1/8 in) thin", plural(fruit.name()))
	}
	butter := d.fat
	if butter != nil {
		butter.prep = "melted"
		d.size(butter, 7)
	}
	sugar := d.find("sugar", "brown sugar", "coconut sugar")
	d.size(sugar, 8)
	spice := d.where(func(p *part) bool {
		return p.in.Name == "cinnamon" || p.in.Name == "nutmeg" || p.in.Name == "vanilla extract"
	})
	for _, s := range spice {
		d.size(s, 0.3)
	}
	lemon := d.find("lemon", "lemon juice")
	if lemon != nil && lemon.in.Name == "lemon" {
		lemon.grams, lemon.prep = lemon.in.Units["piece"]*sheets/2, "juiced"
	}
	glaze := d.find("jam", "honey")
	d.size(glaze, 5)
	pan := "a baking sheet"
	if sheets > 1 {
		pan = fmt.Sprintf("%.0f baking sheets", sheets)
	}
	d.prepStep = len(d.steps)
	d.step(10, "Heat the oven to %s and line %s with parchment. Meanwhile, melt the %s in a small saucepan.", temp(200), pan, orName(butter, "butter"))
	d.step(3, "Unroll the %s onto the parchment. With a sharp knife, score a border 1.5 cm (1/2 in) in from the edges without cutting through, and prick the middle all over with a fork so only the border rises. Chill it while you slice the fruit.",
		pastry.name())
	d.step(d.prepMinutes([]*part{fruit})+1, "%s%s.", peel, ifAny(", tossing the slices with the ", someOf(lemon), " so they stay pale"))
	sweet := orName(sugar, "sugar")
	if len(spice) > 0 {
		sweet = fmt.Sprintf("%s mixed with the %s", sweet, plurals(spice))
	}
	d.step(5, "Lay the %s slices inside the border in overlapping rows, like roof tiles. Brush the fruit and the border with the %s and sprinkle the %s evenly over the fruit.",
		fruit.name(), orName(butter, "butter"), sweet)
	d.step(28, "Bake until the border is puffed and deep golden, the base crisp underneath when lifted, and the fruit tender and caramelised at the edges, 25–30 minutes.")
	finish := "Cool 10 minutes on the sheet, then cut into squares. Serve warm."
	if glaze != nil {
		finish = fmt.Sprintf("Warm the %s with a splash of water and brush it over the hot fruit for shine. %s", glaze.name(), finish)
	}
	d.step(10, "%s", finish)
	d.mentionLeftovers()
}
