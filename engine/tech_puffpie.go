package engine

import (
	"fmt"
	"math"
)

// A puff-pastry pie: chicken browned in butter, leeks and mushrooms softened in the
// same pan, flour stirred in and the stock and cream poured on to a thick sauce that
// coats the spoon; the filling cooled in its dish so it does not melt the pastry, a
// sheet of bought puff pastry laid over, sealed on the rim, glazed and baked until it
// rises deep gold. The pie a pantry of chicken, puff pastry, leeks and cream is for.

func init() {
	ownNeeds["puff pie"] = [][]string{{"puff pastry"}}
	ownPantryNeeds["puff pie"] = []string{"puff pastry"}
	registerOwn(&form{name: "puff pie", title: "Pie", minSkill: 1, minMinutes: 60, saltFactor: 0.5, method: "braise",
		equipment: []string{"large deep skillet", "pie dish (about 20 x 25 cm / 8 x 10 in)", "pastry brush"}, write: writePuffPie})
}

func writePuffPie(d *dish) {
	meat, pastry := d.protein, d.starch
	if meat == nil || pastry == nil {
		return
	}
	cooked := cookedAlready(meat.in)
	meat.prep = "cut into 3 cm (1 1/4 in) pieces"
	if cooked {
		meat.prep = "torn into bite-size pieces"
	}
	// A ready-rolled sheet lids a dish for four; half a sheet a small dish for two.
	sheets := math.Max(0.5, math.Ceil(d.servings/2)/2)
	if sheets > 1 {
		sheets = math.Ceil(sheets) // whole sheets, overlapped over a bigger dish
	}
	if w, ok := pastry.in.UnitGrams("sheet"); ok {
		pastry.grams = sheets * w
	}
	pastry.prep = ""
	for _, v := range d.vegs {
		switch v.in.Name {
		case "leek":
			v.prep = "halved lengthwise, washed and sliced"
			v.grams = math.Min(v.grams, 50*d.servings) // two leeks for four: more and the pie is leek soup under a lid
		case "mushroom", "celery":
			v.prep = "sliced"
		case "carrot":
			v.prep = "diced"
		}
	}
	peas := d.find("frozen peas")
	d.size(peas, 25)
	onion := d.find("onion", "shallot")
	if onion != nil {
		onion.prep = "finely chopped"
		d.size(onion, 20)
	}
	garlic := d.find("garlic")
	if garlic != nil {
		garlic.grams = math.Min(garlic.grams, 3*math.Max(1, d.servings/2))
	}
	bacon := d.find("bacon", "pancetta")
	if bacon != nil {
		bacon.prep = "cut into strips"
		d.size(bacon, 15)
	}
	butter := d.butter()
	fat := butter
	if fat == nil {
		fat = d.fat
	}
	d.size(fat, 10)
	flour := d.find("all-purpose flour")
	d.size(flour, 8)
	stock := d.find("chicken broth", "vegetable broth", "turkey stock")
	d.size(stock, 80)
	cream := d.find("heavy cream", "creme fraiche", "milk", "sour cream")
	d.size(cream, 40)
	wine := d.find("white wine", "hard cider")
	d.size(wine, 15)
	mustard := d.find("dijon mustard", "english mustard", "yellow mustard")
	d.size(mustard, 2)
	herbs := d.where(func(p *part) bool {
		switch p.in.Name {
		case "thyme", "dried thyme", "tarragon", "dried tarragon", "parsley", "sage", "rosemary":
			return true // simmered in the sauce, not strewn on the pastry
		}
		return p.role == RoleHerb
	})
	for _, h := range herbs {
		if h.in.Category == "herbs" && h.role != RoleSpice {
			h.prep = "leaves chopped"
		} else if h.in.Category == "herbs" {
			h.prep = "" // stirred in as sprigs, picked out before the lid goes on
		}
		d.size(h, 0.5)
	}
	glaze := d.find("egg")
	if glaze != nil {
		glaze.grams, glaze.prep = glaze.in.Units["piece"], "beaten"
	} else if cream != nil && cream.in.Name == "milk" {
		glaze = cream // a little of the milk glazes the lid
	}
	d.prep(0)
	fatName := "butter"
	if fat != nil {
		fatName = fat.name()
	}
	if !cooked {
		batches := ""
		if d.servings > 4 {
			batches = " in batches, not crowding the pan"
		}
		d.step(8, "Melt half the %s in a large deep skillet over medium-high heat. Season the %s and brown it%s, 4–5 minutes (it finishes cooking in the sauce and the oven); lift onto a plate.",
			fatName, meat.name(), batches)
	}
	soft := append(append(optionalList(bacon, onion), d.where(func(p *part) bool { return p.in.Name == "leek" })...),
		d.where(func(p *part) bool { return p.role == RoleVegetable && p.in.Name != "leek" && p != peas && p != onion })...)
	start := fmt.Sprintf("Add the rest of the %s to the pan, lower the heat to medium", fatName)
	if cooked {
		start = fmt.Sprintf("Melt the %s in a large deep skillet over medium heat", fatName)
	}
	until := "soft"
	if d.find("mushroom") != nil {
		until = "soft and the liquid from the mushrooms has cooked off"
	}
	d.step(10, "%s and cook the %s, stirring now and then, until %s, 8–10 minutes%s.",
		start, orNames(soft, "vegetables"), until, ifAny("; add the ", someOf(garlic), " for the last minute"))
	pour := []*part{}
	if wine != nil {
		pour = append(pour, wine)
	}
	pour = append(pour, someOf(stock)...)
	stir := ifAny("Stir in the ", someOf(flour), " and cook for a minute, then pour in ") + ifAny("the ", pour, " a little at a time, stirring until smooth")
	if flour == nil {
		stir = "Pour in " + orNames(pour, "a splash of water")
	}
	with := append(someOf(cream), someOf(mustard)...)
	with = append(with, herbs...)
	back := "Return the " + meat.name() + " and its juices"
	if cooked {
		back = "Stir in the " + meat.name()
	}
	d.step(6, "%s. Add the %s, bring to a simmer and cook, stirring, until the sauce coats the back of the spoon thickly, 3–4 minutes. %s%s and season well with salt and pepper.",
		stir, orNames(with, "seasoning"), back, ifAny(" with the ", someOf(peas), ""))
	dish := "the pie dish"
	if d.servings > 4 {
		dish = "a large pie dish (about 23 x 33 cm / 9 x 13 in)"
	}
	d.step(15, "Tip the filling into "+dish+" and leave it to cool for 15 minutes: a hot filling melts the pastry before it can rise. Meanwhile, heat the oven to %s.", temp(200))
	brush := "brush it with a little water"
	if glaze != nil {
		brush = fmt.Sprintf("brush it with the %s", glaze.name())
		if glaze == cream {
			brush = fmt.Sprintf("brush it with a little of the %s", glaze.name())
		}
	}
	sheet := "the " + pastry.name() + " (thawed in the fridge if frozen)"
	if sheets < 1 {
		sheet += " and cut it in half (wrap one half for another day)"
	}
	lay := "lay it over the dish and trim it"
	if sheets > 1 {
		sheet = fmt.Sprintf("%.0f sheets of %s (thawed in the fridge if frozen)", sheets, pastry.name())
		lay = "lay them over the dish, overlapping by 2 cm (3/4 in) and pressing the join together, and trim them"
	}
	d.step(4, "Unroll %s, %s to 1 cm (1/2 in) beyond the rim; press it onto the rim with a fork to seal. Cut a small cross in the middle for the steam to escape, and %s.",
		sheet, lay, brush)
	d.step(30, "Bake until the pastry is puffed and deep golden and the filling bubbles at the edges, 25–30 minutes. Rest for 5 minutes, then cut into the pie at the table.")
	d.mentionLeftovers()
}
