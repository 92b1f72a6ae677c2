package engine

import (
	"fmt"
	"math"
	"strings"
)

// A breakfast sandwich: an English muffin, a bagel or two slices of bread toasted and
// buttered, an egg a sandwich fried with its yolk broken so it eats cleanly, a slice of
// cheese melted on the egg under a lid for the last minute, and the bacon crisped first
// in the same pan (the eggs fry in its fat) or the ham warmed beside the eggs. Ten
// minutes, one pan.

func init() {
	ownNeeds["egg sandwich"] = [][]string{{"egg"}}
	registerOwn(&form{name: "egg sandwich", title: "Egg Sandwich", minMinutes: 8, simple: true, fatFactor: 1, saltFactor: 0.2,
		method: "sear", ownsEggs: true, cheeseKey: true,
		equipment: []string{"large nonstick skillet with lid", "toaster or grill pan", "spatula"}, write: writeEggSandwich})
}

func writeEggSandwich(d *dish) {
	eggs, bread := d.eggPart(), d.starch
	if eggs == nil || bread == nil {
		return
	}
	eggs.prep = ""
	if w, ok := eggs.in.UnitGrams("piece"); ok {
		eggs.grams = w * d.servings // an egg a sandwich
	}
	sliced := d.slicedBread(bread) && bread.in.Name != "english muffin" && bread.in.Name != "bagel"
	if sliced {
		d.bySlices(bread, 2)
		bread.slices = true
	} else if w, ok := bread.in.UnitGrams("piece"); ok {
		bread.grams = w * d.servings
		bread.prep = "split"
	}
	cheese := d.cheeses()
	for _, c := range cheese {
		d.size(c, 20/float64(len(cheese))) // a slice a sandwich
		c.prep = "sliced"
		if w, ok := c.in.UnitGrams("slice"); ok {
			c.grams, c.slices, c.prep = w*math.Ceil(float64(d.servings)/float64(len(cheese))), true, ""
		}
	}
	bacon := d.find("bacon", "turkey bacon", "pancetta")
	meat := d.find("ham", "deli turkey", "cooked chicken", "cooked turkey", "smoked salmon", "prosciutto")
	if bacon != nil {
		bacon.prep = ""
		if w, ok := bacon.in.UnitGrams("slice"); ok {
			bacon.grams = 2 * w * d.servings
		}
	}
	if meat != nil {
		d.size(meat, 30)
		meat.prep = ""
	}
	spreads := d.spreads()
	for _, sp := range spreads {
		d.size(sp, 8)
	}
	butter := d.find("butter")
	if butter != nil {
		d.size(butter, 8)
	}
	if d.fat != nil && d.fat != butter {
		if bacon != nil {
			d.dropFat() // the eggs fry in the bacon's fat
		} else {
			d.size(d.fat, 4)
		}
	}
	var layers []*part
	for p := range d.eachPart {
		if p == bread || p == eggs || p == bacon || p == meat || p == butter || p == d.fat || contains(cheese, p) || contains(spreads, p) ||
			p.role == RoleSpice {
			continue
		}
		p.prep = layerPrep(p)
		layers = append(layers, p)
	}
	toast := fmt.Sprintf("toast the %s slices until golden", bread.name())
	if !sliced {
		toast = fmt.Sprintf("toast the split %s until golden", pluralIf(bread.name(), count(bread)))
	}
	if butter != nil {
		toast += " and butter " + themOf(2)
	}
	n := count(eggs)
	batch := ""
	if n > 4 {
		batch = " (in two batches)"
	}
	start := "Crack"
	if bacon != nil {
		d.crispBacon(bacon, "lift onto kitchen paper and pour off all but a thin film of the fat", meanwhile(d.prepLater(), toast))
		start = "Keep the pan over medium heat and crack"
	} else {
		fat := d.fatName()
		if butter != nil && d.fat == butter {
			fat = "a knob of the butter"
		}
		d.step(2, "Heat %s in a large nonstick skillet over medium heat.%s", fat, meanwhile(d.prepLater(), toast))
	}
	warm := ""
	if meat != nil {
		warm = fmt.Sprintf(" Lay the %s in the pan beside them for the last minute to warm.", meat.name())
	}
	melt := ""
	if len(cheese) > 0 {
		melt = fmt.Sprintf(" Turn them, lay the %s on top, add 1 tbsp water to the pan away from the eggs and cover; cook 1 minute more, until the cheese has melted and the yolks are just set.", plurals(cheese))
	} else {
		melt = " Turn them and cook 30 seconds more for a set yolk."
	}
	d.step(4, "%s in the %s%s, breaking each yolk with the corner of the spatula, and season with salt and pepper. Cook until the whites are set underneath, about 2 minutes.%s%s",
		start, pluralIf(eggs.name(), n), batch, melt, warm)
	var fill []string
	bottoms := "the bottom halves"
	if sliced {
		bottoms = "half the slices of toast"
	}
	if len(spreads) > 0 {
		fill = append(fill, "spread the "+plurals(spreads)+" on "+bottoms)
		bottoms = "each"
	}
	stack := "an egg"
	if len(cheese) > 0 {
		stack = "a cheesy egg"
	}
	on := []*part{}
	if bacon != nil {
		on = append(on, bacon)
	}
	if meat != nil {
		on = append(on, meat)
	}
	on = append(on, layers...)
	fill = append(fill, "lift "+stack+" onto "+bottoms)
	if len(on) > 0 {
		fill = append(fill, "add the "+plurals(on))
	}
	d.step(1, "%s, close the sandwiches and eat hot.", upperFirst(strings.Join(fill, ", ")))
	d.mentionLeftovers()
}
