package engine

import "fmt"

// Queso dip: processed cheese (or grated cheddar, which wants a little cornstarch and
// gentle heat so it does not turn grainy) melted slowly with a splash of milk and a
// can of tomatoes with green chiles, juice and all; chorizo or beef browned first and
// stirred through. Served warm with tortilla chips; it thickens as it cools, and a
// spoon of milk loosens it again. Fifteen minutes in one saucepan.

func init() {
	ownNeeds["queso"] = [][]string{{"american cheese", "cheddar", "monterey jack"}, {"canned diced tomatoes", "salsa"}}
	registerOwn(&form{name: "queso", title: "Queso Dip", minMinutes: 10, simple: true, saltFactor: -1, method: "simmer", cheeseKey: true,
		equipment: []string{"heavy saucepan", "box grater", "wooden spoon or silicone spatula"}, write: writeQueso})
}

func writeQueso(d *dish) {
	cheese := d.cheeses()
	tins := d.find("canned diced tomatoes", "salsa")
	if len(cheese) == 0 || tins == nil {
		return
	}
	processed := false
	for _, c := range cheese {
		d.size(c, 60/float64(len(cheese)))
		if c.in.Name == "american cheese" {
			c.prep, processed = "cut into 2 cm (3/4 in) cubes", true
		} else {
			c.prep = "coarsely grated"
		}
	}
	d.size(tins, 50)
	tins.prep = ""
	milk := d.find("evaporated milk", "milk", "whole milk", "half and half", "heavy cream")
	if milk != nil {
		d.size(milk, 30)
		milk.prep = ""
	}
	starch := d.find("cornstarch")
	if starch != nil {
		d.size(starch, 2)
		starch.prep = ""
	}
	chips := d.starch
	meat := d.where(func(p *part) bool { return p.in.Category == "meat" || p.in.Category == "poultry" })
	for _, m := range meat {
		d.size(m, 40/float64(len(meat)))
		m.prep = ""
	}
	var stir, top []*part
	for p := range d.eachPart {
		switch {
		case p == tins || p == milk || p == starch || p == chips || p == d.fat || contains(cheese, p) || contains(meat, p):
		case p.role == RoleHerb || p.role == RoleGarnish:
			top = append(top, p)
		default:
			stir = append(stir, p)
		}
	}
	pan := "a heavy saucepan"
	if len(meat) > 0 {
		d.dropFat() // the meat browns in its own fat
		d.step(7, "Cook the %s in a heavy saucepan over medium-high heat, breaking it up with a spoon, until browned and cooked through, 6–7 minutes. Spoon it onto kitchen paper and pour off the fat, leaving the pan unwashed.%s",
			plurals(meat), meanwhile(d.prepLater(), ""))
		pan = "the saucepan"
	} else {
		d.dropFat()
		d.prepAny()
	}
	toss := ""
	if starch != nil && !processed {
		toss = fmt.Sprintf(" Toss the grated cheese with the %s first: it keeps the sauce smooth.", starch.name())
	}
	liquid := []*part{tins}
	if milk != nil {
		liquid = append([]*part{milk}, liquid...)
	}
	liquid = append(liquid, stir...)
	pace := "stirring often, until melted and smooth, 5–7 minutes"
	if !processed {
		pace = "a handful at a time, stirring until each melts before adding the next, 6–8 minutes in all; never let it bubble or it turns grainy"
	}
	d.step(8, "Warm the %s (juice and all) in %s over low heat until steaming.%s Add the %s, %s.", plurals(liquid), pan, toss, plurals(cheese), pace)
	back := ""
	if len(meat) > 0 {
		back = fmt.Sprintf("Stir the %s back in and warm through for a minute. ", plurals(meat))
	}
	serve := "Serve warm"
	if chips != nil {
		serve = fmt.Sprintf("Serve warm with the %s for dipping", chips.name())
	}
	topping := ""
	if len(top) > 0 {
		topping = " Scatter over the " + plurals(top) + "."
	}
	d.step(1, "%sTaste for salt (the cheese is salty already).%s %s; it thickens as it cools, so stir in a spoon of milk or water and rewarm it gently if it sets.", back, topping, serve)
	d.mentionLeftovers()
}
