package engine

import (
	"fmt"
	"math"
	"slices"
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
	if pastry.in.Name == "pie crust" {
		writeGalette(d)
		return
	}
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
	spice, lemon := d.fruitSeasoning(sheets)
	glaze := d.find("jam", "honey")
	d.size(glaze, 5)
	pan := "a baking sheet"
	if sheets > 1 {
		pan = fmt.Sprintf("%.0f baking sheets", sheets)
	}
	d.prepStep = len(d.steps)
	d.step(10, "Heat the oven to %s and line %s with parchment. Meanwhile, melt the %s in a small saucepan.", temp(200), pan, orName(butter, "butter"))
	unroll := "Unroll the " + pastry.name() + " onto the parchment"
	if sheets > 1 {
		unroll = fmt.Sprintf("Unroll each of the %.0f sheets of %s onto a lined baking sheet", sheets, pastry.name())
	}
	d.step(3, "%s. With a sharp knife, score a border 1.5 cm (5/8 in) in from the edges without cutting through, and prick the middle all over with a fork so only the border rises. Chill it while you slice the fruit.",
		unroll)
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

// writeGalette is the shortcrust fruit tart a cook makes without a tin (a galette, a
// crostata): the pastry rolled into a round, the sugared fruit piled in the middle, the
// edge folded up over it in pleats and baked until the pastry is golden underneath and
// the juices bubble; served warm with the cream.
func writeGalette(d *dish) {
	fruit, pastry := d.protein, d.starch
	rounds := math.Ceil(float64(d.req.Servings) / 6) // a 230 g round of pastry makes a 25 cm galette for six
	if w, ok := pastry.in.UnitGrams("piece"); ok {
		pastry.grams = rounds * w
	}
	pastry.prep = ""
	d.size(fruit, 110) // about 650 g of fruit piles up a 30 cm round for six
	d.equipment = append(slices.DeleteFunc(d.equipment, func(e string) bool {
		return e == "pastry brush" || e == "fork" || e == "small saucepan" // a galette is neither brushed nor pricked
	}), "rolling pin")
	fruit.prep = "thinly sliced"
	cut := fmt.Sprintf("Slice the %s about 5 mm (1/4 in) thick", plural(fruit.name()))
	switch fruit.in.Name {
	case "apple", "pear":
		fruit.prep = "peeled, cored and thinly sliced"
		cut = fmt.Sprintf("Peel and core the %s, then slice them 5 mm (1/4 in) thick", plural(fruit.name()))
	case "plum", "peach", "nectarine", "apricot":
		fruit.prep = "stoned and cut into wedges"
		cut = fmt.Sprintf("Halve and stone the %s and cut them into wedges", plural(fruit.name()))
	case "rhubarb":
		fruit.prep = "cut into 3 cm (1 1/4 in) lengths"
		cut = fmt.Sprintf("Cut the %s into 3 cm (1 1/4 in) lengths", fruit.name())
	case "blueberry", "raspberry", "blackberry", "strawberry", "frozen berries", "mixed berries", "cherry":
		fruit.prep = ""
		cut = fmt.Sprintf("Put the %s in a bowl", plural(fruit.name()))
	}
	sugar := d.find("sugar", "brown sugar", "coconut sugar")
	d.size(sugar, 12)
	butter := d.find("butter", "unsalted butter")
	if butter != nil {
		butter.prep = "diced"
		d.size(butter, 5)
	}
	spice, lemon := d.fruitSeasoning(rounds)
	starch := d.find("cornstarch", "all-purpose flour")
	d.size(starch, 2) // a spoonful thickens the juices so they do not soak the base
	glaze := d.find("jam", "honey")
	d.size(glaze, 5)
	cream := d.find("heavy cream", "creme fraiche", "custard", "ice cream", "greek yogurt")
	if cream != nil {
		d.size(cream, 35)
		cream.role = RoleGarnish
	}
	sheet, paper := "a baking sheet", "a sheet of parchment about 35 cm (14 in) square"
	if rounds > 1 {
		sheet, paper = fmt.Sprintf("%.0f baking sheets", rounds), fmt.Sprintf("%.0f sheets of parchment about 35 cm (14 in) square", rounds)
	}
	d.prepStep = len(d.steps)
	d.step(10, "Heat the oven to %s with %s in it (the hot sheet crisps the base), and cut %s. Take the %s out of the fridge 10 minutes before rolling so it does not crack.",
		temp(200), sheet, paper, pastry.name())
	d.step(d.prepMinutes([]*part{fruit})+2, "%s; toss them with all but a spoonful of the %s%s.", cut, orName(sugar, "sugar"),
		ifAny(" and the ", append(someOf(lemon, starch), spice...), ""))
	size := "a 30 cm (12 in) round about 3 mm (1/8 in) thick"
	if rounds > 1 {
		size = fmt.Sprintf("%.0f rounds, each 30 cm (12 in) across and about 3 mm (1/8 in) thick", rounds)
	}
	d.step(8, "Roll the %s on the lightly floured parchment into %s. Pile the fruit in the middle, leaving a 5 cm (2 in) border, and fold the border up over the fruit in loose pleats.%s%s",
		pastry.name(), size, ifAny(" Dot the fruit with the ", someOf(butter), "."), " Sprinkle the last spoonful of sugar over the pleated edge.")
	d.step(38, "Slide the galette on its parchment onto the hot sheet and bake until the pastry is deep golden and crisp underneath and the juices bubble, 35–40 minutes.")
	finish := "Cool 15 minutes on the sheet so the juices set, then cut into wedges."
	if glaze != nil {
		finish = fmt.Sprintf("Warm the %s with a splash of water and brush it over the hot fruit for shine. %s", glaze.name(), finish)
	}
	if cream != nil {
		finish += fmt.Sprintf(" Serve warm with the %s.", cream.name())
	} else {
		finish += " Serve warm."
	}
	d.step(15, "%s", finish)
	d.mentionLeftovers()
}

// fruitSeasoning sizes a pastry's fruit seasonings: its warm spices by the pinch, and a
// lemon juiced at half a lemon for each sheet or round of pastry.
func (d *dish) fruitSeasoning(pieces float64) (spice []*part, lemon *part) {
	spice = d.where(func(p *part) bool {
		return p.in.Name == "cinnamon" || p.in.Name == "nutmeg" || p.in.Name == "vanilla extract"
	})
	for _, s := range spice {
		d.size(s, 0.3)
	}
	lemon = d.find("lemon", "lemon juice")
	if lemon != nil && lemon.in.Name == "lemon" {
		lemon.grams, lemon.prep = lemon.in.Units["piece"]*pieces/2, "juiced"
	}
	return spice, lemon
}
