package engine

import (
	"fmt"
	"math"
	"strings"
)

// Key lime pie: a crushed-biscuit crust baked crisp, filled with sweetened condensed
// milk whisked with egg yolks and lime juice (the acid thickens the milk), baked just
// until set with a wobble, cooled and chilled firm, then topped with whipped cream and
// lime zest. Without eggs the filling sets in the fridge alone, unbaked.

func init() {
	ownNeeds["key lime pie"] = [][]string{{"sweetened condensed milk"}, {"lime", "lime juice"}, {"digestive biscuits", "graham crackers"}}
	registerOwn(&form{name: "key lime pie", title: "Key Lime Pie", minMinutes: 200, simple: true, saltFactor: -1, method: "sweet",
		equipment: []string{"freezer bag and rolling pin", "saucepan", "large bowl", "whisk", "fine grater", "wire rack"},
		write:     writeKeyLimePie})
}

// pieTin is the tin a biscuit-crust pie of so many slices is made in.
func (d *dish) pieTin() string {
	size := "23 cm (9 in) pie tin, loose-bottomed if you have one"
	switch n := d.req.Servings; {
	case n <= 5:
		size = "18 cm (7 in) pie tin, loose-bottomed if you have one"
	case n > 10:
		size = "2 20 cm (8 in) pie tins, loose-bottomed if you have them"
	}
	d.equipment = append(d.equipment, size)
	if d.req.Servings > 10 {
		return "two 20 cm (8 in) pie tins"
	}
	if d.req.Servings <= 5 {
		return "an 18 cm (7 in) pie tin"
	}
	return "a 23 cm (9 in) pie tin"
}

func writeKeyLimePie(d *dish) {
	milk := d.protein
	limes := d.find("lime", "lime juice")
	if milk == nil || limes == nil {
		return
	}
	d.drop("black pepper")
	// A 397 g tin of condensed milk, four yolks and 120 ml of lime juice (four or five
	// limes) fill a 23 cm (9 in) crust that cuts into eight.
	if can, ok := milk.in.UnitGrams("can"); ok {
		milk.grams = can * math.Max(0.5, math.Round(d.servings/4)/2) // a 397 g tin for eight
	} else {
		d.size(milk, 50)
	}
	if limes.in.Name == "lime" {
		limes.grams = limes.in.Units["piece"] * math.Max(2, math.Round(d.servings*0.6))
		limes.prep = "zested and juiced"
	} else {
		d.size(limes, 15)
	}
	eggs := d.eggPart()
	separate := ""
	if eggs != nil {
		yolks := math.Max(2, math.Round(d.servings/2))
		eggs.grams = yolks * eggs.in.Units["piece"]
		if eggs.in.Name == "egg" {
			separate = fmt.Sprintf("Separate the %s, keeping the whites for meringues. ", pluralIf(eggs.name(), count(eggs)))
		}
	}
	pan := d.pieTin()
	if eggs != nil {
		d.ovenStep(180, "set out "+pan)
	} else {
		d.prepStep = len(d.steps)
		d.step(2, "Set out %s.", pan)
	}
	if eggs != nil && separate != "" {
		eggs.prep = "separated" // at the filling, not while the oven heats
	}
	crumbs := d.biscuitBase()
	if crumbs == nil {
		d.steps = nil
		return
	}
	d.size(crumbs, 25)
	if b := d.butter(); b != nil {
		d.size(b, 9.5) // 200 g of biscuits to 75 g of butter
	}
	if eggs != nil {
		d.step(12, "Press the crumbs firmly over the base and up the sides of the tin with the back of a spoon. Bake until just darker and firm, 10 minutes, then take out and turn the oven down to 160°C (325°F).")
	} else {
		d.step(20, "Press the crumbs firmly over the base and up the sides of the tin with the back of a spoon and chill until firm, about 20 minutes.")
	}
	juice := "lime juice"
	if limes.in.Name == "lime" {
		juice = "juice and most of the zest"
	}
	if eggs != nil {
		yolks := "yolks"
		if separate == "" {
			yolks = plural(eggs.name())
		}
		d.step(4, "%sWhisk the %s in a large bowl for 1 minute, then whisk in the %s until smooth, then the %s; it thickens as the lime meets the milk.",
			separate, yolks, milk.name(), juice)
		d.step(16, "Pour into the warm crust and bake until set at the edges with a slight wobble in the middle, 15–17 minutes.")
		d.step(30, "Cool on a wire rack for 30 minutes.")
		d.step(180, "Chill until cold and firm enough to cut cleanly, at least 3 hours (or overnight).")
	} else {
		d.step(4, "Whisk the %s with the %s in a large bowl until it thickens, about 2 minutes.", milk.name(), juice)
		d.step(240, "Pour into the crust, smooth the top and chill until set firm, at least 4 hours (or overnight); without eggs it sets in the cold alone.")
	}
	cream := d.find("heavy cream")
	icing := d.find("powdered sugar", "sugar")
	top := "Scatter over"
	if cream != nil {
		d.size(cream, 37) // 300 ml of cream over a pie for eight
		d.size(icing, 2)
		top = fmt.Sprintf("Whip the %s%s to soft peaks and spread or pipe it over the pie, then scatter over", cream.name(), ifAny(" with the ", optionalList(icing), ""))
	}
	zest := "the rest of the zest"
	if limes.in.Name != "lime" {
		zest = ""
		if z := d.find("lime zest"); z != nil {
			d.size(z, 0.5)
			zest = "the " + z.name()
		}
	}
	finish := ""
	switch {
	case zest != "":
		finish = top + " " + zest + ". "
	case cream != nil:
		finish = strings.TrimSuffix(top, ", then scatter over") + ". "
	}
	d.step(4, "%sCut into %d slices with a hot knife.", finish, d.req.Servings)
	d.mentionLeftovers()
}
