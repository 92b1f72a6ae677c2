package engine

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// Techniques for savoury main meals that the generic forms cook badly: pasta dressed
// in the pan (carbonara, aglio e olio, pesto), quesadillas, rice cooked in the pot
// with everything else (paella, pilaf), kofta and hummus.

func writeHummus(d *dish) {
	ch := d.partNamed("chickpea")
	tahini := d.partNamed("tahini")
	if ch != nil && ch.in.Category == "canned-jarred" || ch != nil && ch.in.Category == "legumes" {
		ch.prep = "drained and rinsed"
	}
	// Hummus takes raw garlic and nothing else of the aromatics: a blended raw onion
	// would drown it.
	for _, a := range slices.Clone(d.aromatics) {
		if a.in.Name != "garlic" {
			d.dropParts(a.in.Name)
		}
	}
	for _, a := range d.aromatics {
		if a.in.Name == "garlic" {
			// A clove or two to a can: raw garlic in a purée grows harsh.
			a.grams = math.Max(3, math.Round(d.servings/2)*3)
			a.prep = "peeled"
		}
	}
	for _, v := range d.vegs {
		if hardness(v.in) >= 1 && !strings.HasPrefix(v.prep, "cut into sticks") {
			v.prep = "cut into sticks" // for dipping
		}
	}
	// What goes into the processor is readied first; the dippers are cut while it runs.
	first := append([]*part{ch, d.acid}, d.aromatics...)
	later := d.prepFirst(first)
	var blend []string
	for _, p := range []*part{tahini, d.acid} {
		if p != nil {
			blend = append(blend, "the "+p.name())
		}
	}
	if len(d.aromatics) > 0 {
		blend = append(blend, "the "+partNames(d.aromatics))
	}
	// The pantry's oil: without tahini, half of it is blended in for the richness the
	// sesame paste would give, the rest drizzled over; never "stirred in" after.
	oil := d.fat
	if oil == nil {
		for _, e := range d.extras {
			if e.in.Is(RoleFat) && e.in.Category == "oils-vinegars" {
				oil = e
			}
		}
	}
	drizzle := d.fatName()
	if oil != nil {
		drizzle = oil.name()
		if tahini == nil {
			blend = append(blend, "half the "+oil.name())
			drizzle = "rest of the " + oil.name()
		}
	}
	blend = append(blend, "a good pinch of salt")
	beans := "chickpeas"
	if ch != nil {
		beans = ch.name()
	}
	d.step(max(4, d.prepMinutes(later)), "Blend the %s with %s in a food processor for 3–4 minutes, adding ice-cold water a spoonful at a time, until very smooth and light.%s", beans, listNames(blend), meanwhile(later, ""))
	spices := d.realSpices()
	dust := ""
	if len(spices) > 0 {
		dust = " and dust with the " + partNames(spices)
	}
	if p := d.protein; p != nil && p != ch {
		d.sear(p, fmt.Sprintf("Heat 1 tbsp of the %s in a small skillet over medium-high heat", d.fatName()), "cook", "", ".")
	}
	var with []string
	if p := d.protein; p != nil && p != ch {
		with = append(with, "the "+p.name()+" on top")
	}
	if len(d.vegs) > 0 {
		with = append(with, "the "+partNames(d.vegs)+" alongside")
	}
	if s := d.starch; s != nil {
		d.step(2, "Warm the %s in a dry skillet, 30 seconds a side, and cut into wedges.", s.name())
		with = append(with, "the warm "+s.name())
	}
	serve := ""
	if len(with) > 0 {
		serve = ", with " + listNames(with)
	}
	// The beans and the tahini are the purée itself, never stirred in after.
	all := d.extras
	d.extras = nil
	for _, e := range all {
		if e != ch && e != tahini && e != oil {
			d.extras = append(d.extras, e)
		}
	}
	stirIn := d.extrasIn()
	d.extras = all
	spread := "hummus"
	if tahini == nil {
		spread = "chickpea purée" // no sesame in it: not the bought hummus a sesame allergy rules out
	}
	d.step(2, "Spread the %s on plates with a swirl of the back of a spoon, drizzle with the %s%s and season with salt and pepper to taste; serve%s.%s%s",
		spread, drizzle, dust, serve, stirIn, d.toppingsExcept(ch, tahini))
}
