package engine

import (
	"fmt"
	"math"
)

// Baklava: sheets of filo brushed one by one with melted butter, layered in a tin with
// chopped walnuts or pistachios tossed with sugar and cinnamon, cut into diamonds
// before baking (baked filo shatters under a knife), baked crisp and golden, then
// soaked with a cooled syrup of sugar, water, honey and lemon and left for hours to
// drink it in. Two pieces a serving.

func init() {
	ownNeeds["baklava"] = [][]string{{"filo pastry"}, {"walnuts", "pistachios", "almonds", "hazelnuts"}}
	ownMinServings["baklava"] = 6 // a tin of layered filo is a tray bake, not a plate
	registerOwn(&form{name: "baklava", title: "Baklava", minSkill: 1, minMinutes: 300, saltFactor: -1, method: "sweet",
		equipment: []string{"saucepan", "small saucepan", "pastry brush", "sharp knife", "clean damp tea towel", "food processor or chef's knife"},
		write:     writeBaklava})
}

// baklavaTin is the tin a baklava of so many servings is layered in.
func (d *dish) baklavaTin() string {
	size := "20 x 30 cm (8 x 12 in) tin"
	switch n := d.req.Servings; {
	case n <= 8:
		size = "20 cm (8 in) square tin"
	case n > 14:
		size = "23 x 33 cm (9 x 13 in) tin"
	}
	d.equipment = append(d.equipment, size)
	return "a " + size
}

func writeBaklava(d *dish) {
	filo := d.starch
	nuts := d.where(func(p *part) bool {
		switch p.in.Name {
		case "walnuts", "pistachios", "almonds", "hazelnuts":
			return true
		}
		return false
	})
	sugar := d.find("sugar", "brown sugar")
	if filo == nil || len(nuts) == 0 || sugar == nil {
		return
	}
	d.drop("black pepper")
	// A 20 x 30 cm tin for twelve: 300 g of filo, 300 g of nuts, 175 g of butter; the
	// syrup 200 g of sugar, 150 ml of water and 100 g of honey.
	sheets := math.Max(8, math.Round(d.servings))
	filo.grams = sheets * filo.in.Units["sheet"]
	filo.prep = ""
	for _, p := range nuts {
		d.size(p, 25/float64(len(nuts)))
		p.prep = "finely chopped"
	}
	fat := d.fat
	if fat == nil {
		fat = d.butter()
	}
	if fat != nil {
		d.size(fat, 14)
		fat.prep = ""
	}
	nutSugar := 50 * d.servings / 12 // 50 g with the nuts, 200 g in the syrup, for twelve
	d.size(sugar, 250.0/12)
	honey := d.find("honey", "maple syrup", "golden syrup")
	d.size(honey, 8)
	cinnamon := d.find("cinnamon")
	if cinnamon != nil {
		cinnamon.grams, cinnamon.whole = 0.2*d.servings, false
	}
	citrus := d.find("lemon", "orange")
	if citrus != nil {
		citrus.grams, citrus.prep = citrus.in.Units["piece"]*0.5*math.Ceil(d.servings/12), "juiced"
	}
	scent := d.find("rose water", "orange blossom water")
	d.size(scent, 0.4)
	water := 12.5 * d.servings
	fatName := "butter"
	if fat != nil {
		fatName = fat.name()
	}
	d.prepStep = len(d.steps)
	with := []string{fmt.Sprintf("%.0f ml of water", math.Round(water/10)*10)}
	for _, p := range nonNil(honey, citrus) {
		with = append(with, "the "+p.name())
	}
	d.step(15, "Make the syrup first so it can cool: put %s of the %s in a saucepan with %s, bring to the boil, stirring until the sugar dissolves, then simmer for 8–10 minutes until slightly thickened. %sLeave to cool.",
		amountOf(sugar, measured(sugar)-nutSugar), sugar.name(), listNames(with), ifAny("Stir in the ", nonNil(scent), ". "))
	tin := d.baklavaTin()
	d.ovenStep(180, "brush "+tin+" with a little of the melted "+fatName)
	d.steps[len(d.steps)-1].Text = fmt.Sprintf("Heat the oven to %s. Melt the %s in a small saucepan and brush the tin with a little of it. Chop the %s finely (pulse them in a food processor, not to a powder) and mix with %s of the %s%s.",
		temp(180), fatName, plurals(nuts), amountOf(sugar, nutSugar), sugar.name(), ifAny(" and the ", nonNil(cinnamon), ""))
	third := int(math.Round(sheets / 3))
	d.step(25, "Trim the %s to fit the tin and keep it under a damp tea towel as you work, or it dries and cracks. Lay in %d sheets one at a time, brushing each with %s; scatter over half the nuts. Layer %d more buttered sheets, the rest of the nuts, then the last sheets, brushing the top well.",
		filo.name(), third, fatName, third)
	d.step(5, "With a sharp knife, cut right through to the base into %d diamonds or squares; baked filo shatters under a knife.", 2*d.req.Servings)
	d.step(45, "Bake until deep golden and crisp all through, 40–45 minutes.")
	d.step(2, "Spoon the cooled syrup evenly over the hot baklava straight from the oven; it sizzles and soaks in.")
	d.step(240, "Leave uncovered at room temperature for at least 4 hours, or overnight, to drink in the syrup (the fridge makes it hard). Cut through again along the lines and serve two pieces each.")
	d.mentionLeftovers()
}
