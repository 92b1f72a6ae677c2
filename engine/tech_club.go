package engine

import (
	"fmt"
	"slices"
)

// The club sandwich: chicken and bacon with lettuce and tomato between three slices of
// toast. Thin chicken escalopes cook in the bacon's fat while the toast is made; cooked
// chicken is only sliced. Two rashers and half a breast a sandwich.

func init() {
	registerOwn(&form{name: "club", title: "Club Sandwich", minMinutes: 15, simple: true, vegGrams: 40, saltFactor: -1,
		method: "sear", equipment: []string{"large skillet", "toaster or grill pan", "bread knife", "cocktail sticks"}, write: writeClub})
}

// escalopeDone is how a thin chicken escalope is cooked and rested before slicing.
const escalopeDone = " until golden and cooked through (74°C / 165°F inside), 3–4 minutes a side. Rest it for 3 minutes, then slice."

func writeClub(d *dish) {
	bread, chicken := d.starch, d.protein
	bacon := d.find("bacon", "pancetta", "turkey bacon")
	d.bySlices(bread, 3)
	if bacon != nil {
		if w, ok := bacon.in.UnitGrams("slice"); ok {
			bacon.grams = 2 * w * d.servings
		}
		bacon.prep = ""
	}
	spreads := d.spreads()
	for _, sp := range spreads {
		d.size(sp, 15) // the middle slice is spread on both sides
	}
	var layers []*part
	for p := range d.eachPart {
		if p == bread || p == bacon || p == chicken || p == d.fat || contains(spreads, p) || p.role == RoleSpice {
			continue
		}
		p.prep = layerPrep(p)
		layers = append(layers, p)
	}
	raw := !cookedAlready(chicken.in)
	chicken.prep = "" // a raw breast is split in the pan's step
	if !raw {
		chicken.prep = "sliced"
	}
	var leaves, rest []*part
	for _, p := range layers {
		if p.prep == "leaves separated" || p.in.Name == "mixed greens" || p.in.Name == "arugula" {
			leaves = append(leaves, p)
		} else {
			rest = append(rest, p)
		}
	}
	toast := fmt.Sprintf("toast the %s until golden", bread.name())
	if bacon != nil {
		if d.fat != nil {
			d.dropFat() // the bacon fries in its own fat, and a raw chicken cooks in it after
		}
		if raw {
			d.crispBacon(bacon, "drain on kitchen paper and leave the fat in the pan", meanwhile(d.prepLater(), ""))
		} else {
			d.crispBacon(bacon, "drain on kitchen paper", meanwhile(d.prepLater(), toast))
		}
	}
	switch {
	case raw && bacon != nil:
		d.step(8, "Slice the %s in half horizontally into thin escalopes, season with salt and pepper and cook in the bacon fat over medium-high heat%s Meanwhile, %s.",
			chicken.name(), escalopeDone, toast)
	case raw:
		d.step(8, "Slice the %s in half horizontally into thin escalopes and season with salt and pepper. Heat the %s in a large skillet over medium-high heat and cook the chicken%s%s",
			chicken.name(), d.fatName(), escalopeDone, meanwhile(d.prepLater(), toast))
	case bacon == nil:
		d.step(3, "Toast the %s until golden.%s", bread.name(), meanwhile(d.prepLater(), ""))
	}
	spread := "Lay out the toast, three slices a sandwich"
	if len(spreads) > 0 {
		spread = fmt.Sprintf("Spread the toast with the %s, three slices a sandwich (the middle one on both sides)", plurals(spreads))
	}
	lower := []string{"the " + chicken.name()}
	if len(leaves) > 0 {
		lower = append(lower, "the "+plurals(leaves))
	}
	var upper []string
	if bacon != nil {
		upper = append(upper, "the "+bacon.name())
	}
	if len(rest) > 0 {
		upper = append(upper, "the "+plurals(rest))
	}
	seasoned := ""
	if slices.ContainsFunc(rest, func(p *part) bool { return p.in.Name == "tomato" }) {
		seasoned = " (a pinch of salt and pepper on the tomato)"
	}
	d.step(4, "%s. Layer %s on the first slice, cover with the middle slice, then %s%s; close with the last slice. Pin with cocktail sticks and cut into quarters on the diagonal.",
		spread, listNames(lower), listNames(upper), seasoned)
	d.mentionLeftovers()
}
