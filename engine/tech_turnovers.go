package engine

import (
	"fmt"
	"math"
)

// Ham and cheese turnovers: squares of bought puff pastry spread with mustard, filled
// with ham (or cooked chicken) and cheese, folded into triangles, sealed and glazed
// with beaten egg, then baked hot until puffed and golden. A lunch with a salad, or
// picnic food eaten cold.

func init() {
	ownNeeds["puff turnovers"] = [][]string{{"puff pastry"}}
	registerOwn(&form{name: "puff turnovers", title: "Turnovers", minMinutes: 35, simple: true, saltFactor: -1,
		method: "roast", equipment: []string{"baking sheet", "parchment paper", "rolling pin", "pastry brush", "sharp knife"},
		write: writeTurnovers})
}

// turnoversPerSheet is how many squares a sheet of puff pastry (about 35 × 23 cm)
// cuts into: one turnover a person.
const turnoversPerSheet = 4

func writeTurnovers(d *dish) {
	filling, pastry := d.protein, d.starch
	if filling == nil || pastry == nil {
		return
	}
	d.dropFat()
	d.drop("black pepper")
	n := int(math.Max(1, math.Round(d.servings)))
	sheets := int(math.Ceil(float64(n) / turnoversPerSheet))
	if w, ok := pastry.in.UnitGrams("sheet"); ok {
		pastry.grams = float64(n) / turnoversPerSheet * w
	}
	pastry.prep = ""
	d.size(filling, 40)
	filling.prep = "torn into pieces"
	if filling.in.Category == "poultry" {
		filling.prep = "shredded"
	}
	var cheeses []*part
	var yeast *part // a dairy-free cook's stand-in for the cheese, sprinkled over the filling
	for p := range d.eachPart {
		if p.in.Category == "dairy" && p.in.Is(RoleCheese) {
			cheeses = append(cheeses, p)
		}
		if p.in.Name == "nutritional yeast" {
			yeast = p
		}
	}
	if yeast != nil {
		d.size(yeast, 3)
		yeast.prep = ""
	}
	for _, c := range cheeses {
		d.size(c, 30/float64(len(cheeses)))
		if c.in.Name != "mozzarella" || c.prep == "" {
			c.prep = "grated"
		}
	}
	mustard := d.find("dijon mustard", "yellow mustard", "english mustard")
	d.size(mustard, 4)
	onion := d.find("scallion")
	if onion != nil {
		onion.prep = "thinly sliced"
		d.size(onion, 8)
	}
	glaze := d.find("egg")
	if glaze != nil {
		glaze.grams, glaze.prep = glaze.in.Units["piece"], "beaten"
	} else if glaze = d.find("milk"); glaze != nil {
		d.size(glaze, 4)
	}
	later := d.prepLater()
	d.prepStep = len(d.steps)
	d.step(max(2, d.prepMinutes(later)), "Heat the oven to %s and line a baking sheet with parchment; it heats while you make the turnovers.%s", temp(200), meanwhile(later, ""))

	cut := "cut it into 4 squares"
	switch {
	case n < turnoversPerSheet:
		cut = fmt.Sprintf("cut it into 4 squares; use %d and wrap the rest for another day", n)
	case sheets > 1 && n%turnoversPerSheet != 0:
		cut = fmt.Sprintf("cut each into 4 squares; use %d and wrap the rest for another day", n)
	case sheets > 1:
		cut = fmt.Sprintf("cut each into 4 squares: %d in all", n)
	}
	d.step(4, "Unroll the %s (thawed in the fridge if frozen; a block is rolled out on a lightly floured surface to about 3 mm thick, 35 × 23 cm (14 × 9 in) a sheet) and %s.",
		pastry.name(), cut)
	spread := ""
	if mustard != nil {
		spread = fmt.Sprintf("Spread each square thinly with the %s, leaving a 1 cm (1/2 in) border. ", mustard.name())
	}
	fill := []*part{filling}
	fill = append(fill, cheeses...)
	if yeast != nil {
		fill = append(fill, yeast)
	}
	if onion != nil {
		fill = append(fill, onion)
	}
	seal := "a little water"
	if glaze != nil {
		seal = "a little of the " + glaze.name()
	}
	d.step(6, "%sDivide the %s over one half of each square, corner to corner, and season with pepper. Brush the edges with %s, fold the pastry over into a triangle and press the edges together with a fork to seal.",
		spread, partNames(fill), seal)
	top := "Set the turnovers on the sheet, 3 cm (1 in) apart, and cut a small slit in the top of each to let the steam out."
	if glaze != nil {
		top += fmt.Sprintf(" Brush the tops with the rest of the %s.", glaze.name())
	}
	d.step(3, "%s", top)
	d.step(22, "Bake until puffed and deep golden, 20–25 minutes.")
	hot := "the cheese inside is molten"
	if len(cheeses) == 0 {
		hot = "the filling inside is very hot"
	}
	d.step(3, "Cool on the sheet for 5 minutes (%s). Serve warm, or cold the same day.", hot)
	d.mentionLeftovers()
}
