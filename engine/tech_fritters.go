package engine

import "fmt"

// Vegetable fritters: the pantry's vegetables grated or shredded, the watery ones salted
// and squeezed, bound with beaten egg and a little flour, dropped into a film of hot oil
// and fried crisp, with the yoghurt stirred into a garlicky dip. What half a cabbage, a
// courgette, carrots and eggs are for when the vegetables are the dish, not an omelette
// filling.

func init() {
	ownPantryNeeds["fritters"] = []string{"zucchini", "carrot", "cabbage", "sweet potato", "potato", "butternut squash", "corn"}
	registerOwn(&form{name: "fritters", title: "Fritters", minMinutes: 25, simple: true, saltFactor: 0.5, method: "fry",
		equipment: []string{"box grater", "clean tea towel", "mixing bowl", "large nonstick skillet", "spatula"}, write: writeFritters})
}

// watery are the vegetables salted and squeezed before they bind, or the fritters steam.
var watery = map[string]bool{"zucchini": true, "cabbage": true, "potato": true}

func writeFritters(d *dish) {
	// Every grating vegetable of the pantry goes in, not only the first two, shared out
	// so three eggs bind them: about 170 g a serving.
	vegs := d.where(func(p *part) bool { return containsString(ownPantryNeeds["fritters"], p.in.Name) })
	egg, flour := d.find("egg"), d.find("all-purpose flour", "chickpea flour", "self-rising flour")
	if len(vegs) == 0 || egg == nil {
		return
	}
	var wet, dry []*part
	for _, v := range vegs {
		v.grams = 170 * d.servings / float64(len(vegs))
		v.prep = "coarsely grated"
		if v.in.Name == "cabbage" {
			v.prep = "finely shredded"
		}
		if v.in.Name == "corn" {
			v.prep = ""
		}
		if watery[v.in.Name] {
			wet = append(wet, v)
		} else {
			dry = append(dry, v)
		}
	}
	onions := d.where(func(p *part) bool { return p.in.Name == "onion" || p.in.Name == "scallion" || p.role == RoleHerb })
	for _, o := range onions {
		switch {
		case o.in.Name == "onion":
			o.prep = "finely chopped"
		case o.in.Name == "scallion":
			o.prep = "thinly sliced"
		default:
			o.prep = "chopped"
		}
	}
	yogurt := d.find("yogurt", "greek yogurt")
	garlic := d.find("garlic")
	d.size(garlic, 1.5)
	if garlic != nil {
		garlic.prep = "grated"
	}
	d.size(yogurt, 60)
	d.size(flour, 15)
	d.size(d.fat, 10) // a film of oil, topped up between batches
	later := append(append([]*part{}, dry...), onions...)
	preps := map[*part]string{}
	if len(wet) > 0 {
		// The rest is cut while the watery ones drain, as a cook does.
		for _, p := range later {
			preps[p], p.prep = p.prep, ""
		}
	}
	d.prep(0)
	if len(wet) > 0 {
		meanwhile := ""
		for _, p := range later {
			p.prep = preps[p]
		}
		if len(later) > 0 {
			meanwhile = fmt.Sprintf(" Meanwhile, %s.", prepTasks(later))
		}
		d.step(10, "Toss the %s with 1/2 tsp salt in a colander and leave 10 minutes to draw out the water, then squeeze hard in a clean tea towel.%s", plurals(wet), meanwhile)
	}
	mix := append(append([]*part{}, vegs...), onions...)
	if feta := d.find("feta"); feta != nil {
		mix = append(mix, feta) // crumbled through the batter, as Greek courgette fritters are
	}
	season := "a good pinch of salt and pepper"
	if len(wet) > 0 {
		season = "a good pinch of pepper (the salted vegetables season it)"
	}
	d.step(3, "Beat the %s in a large bowl, then stir in the %s%s and %s: a thick, clumpy batter.",
		pluralIf(egg.name(), count(egg)), partNames(mix), ifAny(", the ", optionalList(flour), ""), season)
	fry := fritterMinutes(d.servings)
	d.step(fry, "Heat a film of the %s in a large nonstick skillet over medium-high heat. Drop in heaped tablespoons of the mixture, flatten them to about 1 cm (1/2 in) and fry in batches until deep golden and set, 2–3 minutes a side; drain on paper towels and keep warm, adding more oil between batches.", d.fatName())
	serve := "Serve hot"
	if yogurt != nil {
		serve = fmt.Sprintf("Stir the %s with %sa pinch of salt for a dip and serve it beside the fritters, hot", yogurt.name(), ifAny("the ", optionalList(garlic), " and "))
	}
	d.step(2, "%s.%s", serve, d.toppingsExcept(append(append([]*part{}, mix...), someOf(egg, flour, yogurt, garlic)...)...))
}

// fritterMinutes is the frying of spoonfuls of batter in a large skillet, batch after
// batch: three batches for four, two for two, more past six.
func fritterMinutes(servings float64) int {
	switch {
	case servings <= 2:
		return 8
	case servings >= 6:
		return 18
	}
	return 12
}
