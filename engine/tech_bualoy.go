package engine

import (
	"fmt"
	"math"
)

// Bua loy: Thai glutinous-rice-flour balls, kneaded with warm water, rolled small,
// boiled until they float and served warm in coconut milk sweetened with sugar and
// sharpened with a pinch of salt; ripe mango or banana on top where the pantry has it.
// The glutinous rice flour is the dish; no rice to soak or steam, so it is quick.

func init() {
	ownNeeds["bua loy"] = [][]string{{"mochiko"}, {"coconut milk"}}
	registerOwn(&form{name: "bua loy", title: "Bua Loy", minMinutes: 20, simple: true, saltFactor: -1, method: "sweet",
		equipment: []string{"mixing bowl", "large saucepan", "saucepan", "slotted spoon"}, write: writeBuaLoy})
}

func writeBuaLoy(d *dish) {
	flour, coconut := d.starch, d.find("coconut milk")
	if flour == nil || coconut == nil {
		return
	}
	sugars, salt := d.sweetCoconutBase(flour, 0.3)
	fruit := d.where(func(p *part) bool { return p == d.protein || p.role == RoleFruit })
	for _, f := range fruit {
		f.prep = "peeled and diced"
		if f.in.Name == "banana" {
			f.prep = "sliced"
		}
	}
	seeds := d.find("sesame seeds")
	d.size(seeds, 1)
	_, _, g := flour.measure()
	water := int(math.Round(g*0.8/10) * 10) // a soft dough: about 4 parts water to 5 of flour
	balls := int(math.Round(g*1.8/6/5) * 5) // marble-sized, about 6 g of dough each
	d.prepStep = len(d.steps)
	d.step(5, "Bring a large saucepan of water to the boil for the balls. Put the %s in a bowl and stir in about %d ml (%s cup) of warm water a little at a time, then knead to a smooth, soft dough, like play dough: a splash more water if it cracks, a spoon more flour if it sticks.",
		flour.name(), water, quarterCups(water))
	d.step(max(5, balls/6), "Pinch off small pieces and roll them between your palms into balls about 1.5 cm (5/8 in) across, about %d in all; keep them under a damp cloth so they do not dry out.%s",
		balls, textIf(prepTasks(fruit), " Then ", "."))
	sweet := append(append([]*part{}, sugars...), optionalList(salt)...)
	d.step(5, "Drop the balls into the boiling water and stir once so they do not stick; when they float, cook 1 minute more (3–4 minutes in all), then lift them out with the slotted spoon into a bowl of cold water. Meanwhile, warm the %s with the %s in the other saucepan over medium-low heat, stirring until the sugar dissolves; do not let it boil.",
		coconut.name(), plurals(sweet))
	d.step(2, "Drain the balls, slip them into the warm %s and heat through for 1–2 minutes. Ladle into bowls%s%s. Serve warm.",
		coconut.name(), ifAny(" and top with the ", fruit, ""), ifAny(", then scatter over the ", optionalList(seeds), ""))
}

// quarterCups is millilitres of water as a cook's cup measure, to the nearest quarter:
// "1/2", "1 1/4".
func quarterCups(ml int) string {
	q := int(math.Max(1, math.Round(float64(ml)/62.5)))
	whole, frac := q/4, []string{"", "1/4", "1/2", "3/4"}[q%4]
	switch {
	case whole == 0:
		return frac
	case frac == "":
		return fmt.Sprint(whole)
	}
	return fmt.Sprintf("%d %s", whole, frac)
}
