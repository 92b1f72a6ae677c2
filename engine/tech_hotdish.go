package engine

import "fmt"

// The Minnesota tater tot hotdish: ground meat browned with onion, stirred off the heat
// with a can or two of condensed cream soup and green beans (or mixed vegetables),
// spread in a baking dish and covered with frozen tater tots set in snug rows, then
// baked uncovered until the tots are deep golden and crisp and the filling bubbles up
// between them. The soup and the tots are salty already: no salt goes in.

func init() {
	ownNeeds["hotdish"] = [][]string{{"tater tots"}}
	registerOwn(&form{name: "hotdish", title: "Hotdish", minMinutes: 50, simple: true, saltFactor: -1, method: "bake",
		equipment: []string{"large skillet"}, write: writeHotdish})
}

// hotdishPan is the baking dish a hotdish for so many fills to about 5 cm under its
// layer of tots: a 9 x 13 feeds six to eight.
func hotdishPan(servings int) string {
	switch {
	case servings <= 2:
		return "1 litre (1 qt) baking dish"
	case servings <= 4:
		return "20 cm (8 in) square baking dish"
	case servings <= 8:
		return "23 x 33 cm (9 x 13 in) baking dish"
	}
	return fmt.Sprintf("%d baking dishes, 23 x 33 cm (9 x 13 in)", (servings+7)/8)
}

func writeHotdish(d *dish) {
	meat, tots := d.protein, d.starch
	if meat == nil || tots == nil {
		return
	}
	meat.prep = ""
	tots.prep = ""
	d.size(tots, 100) // a 2 lb bag covers a 9 x 13 for eight
	soup := d.find("condensed cream of mushroom soup", "condensed cream of chicken soup")
	d.size(soup, 50) // a can for six: it is salty
	milk := d.find("milk")
	d.size(milk, 15)
	onion := d.find("onion", "yellow onion", "red onion", "shallot")
	if onion != nil {
		onion.prep = "diced"
		d.size(onion, 25)
	}
	garlic := d.find("garlic")
	if garlic != nil {
		garlic.prep = "minced"
	}
	for _, v := range d.vegs {
		if v.in.Name == "green beans" && v.in.Category == "produce" {
			v.prep = "trimmed and halved"
		}
		if v.in.Name == "mushroom" {
			v.prep = "sliced"
		}
	}
	wooster := d.find("worcestershire sauce")
	d.size(wooster, 2)
	cheese := d.cheeses()
	for _, c := range cheese {
		d.size(c, 20/float64(len(cheese)))
		c.prep = "grated"
	}
	d.size(d.fat, 2.5) // ground meat gives its own fat
	pan := hotdishPan(d.req.Servings)
	d.equipment = append(d.equipment, pan)
	spread, batches, brown := "Spread it evenly in the "+pan, "", 9
	if d.req.Servings > 8 {
		spread, batches, brown = "Divide it evenly between the baking dishes", " in 2 batches so the pan is not crowded", 16
	}
	d.prep(200)
	d.step(brown, "Heat the %s in a large skillet over medium-high heat and brown the %s%s%s, breaking it up with a spoon, until no pink remains, 7–9 minutes; spoon off any pooled fat%s.",
		d.fatName(), meat.name(), ifAny(" with the ", optionalList(onion), ""), batches, ifAny(" and stir in the ", optionalList(garlic), " for 30 seconds"))
	into := append(optionalList(soup, milk, wooster), d.vegs...)
	d.step(2, "Off the heat, stir in the %s (no salt: the soup and the tots bring enough). %s%s.",
		plurals(into), spread, ifAny(" and scatter over the ", cheese, ""))
	d.step(4, "Set the %s over the top straight from the freezer in snug rows, edge to edge, so they cover the filling.", tots.name())
	d.step(40, "Bake uncovered until the %s are deep golden and crisp and the filling bubbles up between them, 35–40 minutes.", tots.name())
	d.step(5, "Rest 5 minutes, then spoon onto plates.")
	d.mentionLeftovers()
}
