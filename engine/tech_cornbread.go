package engine

import (
	"fmt"
	"math"
)

// Cornbread: a quick bread of cornmeal (half and half with wheat flour, or all cornmeal
// and so gluten-free), buttermilk or milk, eggs, melted butter and a little sugar,
// raised with baking powder, poured into a tin heated in the oven so the edges crisp,
// and baked hot until golden and cracked on top.

func init() {
	registerOwn(&form{name: "cornbread", title: "Cornbread", minMinutes: 40, simple: true, saltFactor: 0.15, method: "sweet",
		equipment: []string{"large bowl", "jug", "whisk", "spatula", "wire rack"}, write: writeCornbread})
}

func writeCornbread(d *dish) {
	meal, eggs := d.starch, d.eggPart()
	milk := d.find("buttermilk", "milk", "skim milk", "oat milk", "soy milk", "almond milk")
	if meal == nil || milk == nil {
		return
	}
	meal.prep = ""
	flour := d.find("all-purpose flour", "whole wheat flour", "self-rising flour")
	// For a 20 cm (8 in) tin that cuts into nine: 150 g of cornmeal and 125 g of flour,
	// or 275 g of cornmeal alone, to 250 ml of buttermilk, two eggs and 75 g of butter.
	if flour != nil {
		d.size(meal, 17)
		d.size(flour, 14)
		d.size(milk, 28)
	} else {
		d.size(meal, 31)
		d.size(milk, 32) // all cornmeal drinks more
	}
	if eggs != nil {
		eggs.grams = math.Max(1, math.Round(d.servings/4)) * eggs.in.Units["piece"]
	}
	fat := d.fat
	if fat == nil {
		fat = d.butter()
	}
	if fat != nil {
		d.size(fat, 8)
		fat.prep = ""
	}
	sugars := d.sugars()
	for _, s := range sugars {
		d.size(s, 5.5/float64(len(sugars)))
	}
	powder := d.find("baking powder")
	if powder != nil {
		d.size(powder, 1.3)
		if flour != nil && flour.in.Name == "self-rising flour" {
			d.size(powder, 0.7) // the flour carries some of the lift
		}
	}
	soda := d.find("baking soda")
	if soda != nil && milk.in.Name != "buttermilk" {
		d.dropParts("baking soda") // soda wants buttermilk's acid; with milk it tastes soapy
		soda = nil
	}
	d.size(soda, 0.3)
	salt := d.find("salt")
	d.size(salt, 0.6)
	adds := d.where(func(p *part) bool {
		switch p.in.Name {
		case "corn", "jalapeno", "cheddar", "monterey jack":
			return true
		}
		return false
	})
	for _, p := range adds {
		switch p.in.Name {
		case "jalapeno":
			p.grams, p.prep = p.in.Units["piece"]*math.Ceil(d.servings/8), "seeded and finely chopped"
		case "cheddar", "monterey jack":
			d.size(p, 8)
			p.prep = "grated"
		default:
			d.size(p, 12)
		}
	}
	batter := 0.0
	for _, p := range d.parts() {
		batter += p.grams
	}
	pan, bake := d.tinForWeight(squareTins, batter)
	fatName := "butter"
	if fat != nil {
		fatName = fat.name()
	}
	d.ovenStep(200, fmt.Sprintf("grease %s with a little of the %s; put it in the oven to heat so the edges crisp", pan, fatName))
	var dry, syrups []*part
	for _, s := range sugars {
		if s.in.Name == "honey" || s.in.Name == "maple syrup" || s.in.Name == "golden syrup" {
			syrups = append(syrups, s) // a syrup goes in with the wet
		} else {
			dry = append(dry, s)
		}
	}
	d.step(3, "Melt the rest of the %s. In a large bowl, whisk together the %s.", fatName,
		plurals(nonNil(append(append([]*part{meal, flour}, dry...), powder, soda, salt)...)))
	wet := append(nonNil(milk, eggs), syrups...)
	rest := "stir with a spatula just until no dry pockets remain; a few lumps are fine, and beating it makes the bread tough"
	if flour == nil {
		rest += ". Leave it for 5 minutes so the cornmeal softens"
	}
	d.step(4, "In a jug, whisk the %s with the melted %s. Pour into the dry ingredients and %s%s.", plurals(wet), fatName, rest,
		ifAny(". Fold in the ", adds, ""))
	bake = max(bake-2, 18) // a thin batter in a hot tin bakes quickly
	d.step(bake+2, "Take the hot tin out, pour in the batter (it should sizzle at the edges) and bake until golden, cracked on top and shrinking from the sides, and a skewer comes out clean, %d–%d minutes.", bake-3, bake+2)
	d.step(10, "Cool in the tin for 10 minutes, then cut into %d squares and serve warm.", d.req.Servings)
	d.mentionLeftovers()
}
