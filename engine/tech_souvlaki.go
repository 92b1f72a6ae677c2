package engine

import "strings"

// Souvlaki: pork or chicken in 3 cm cubes marinated in lemon, olive oil, garlic and
// dried oregano, threaded on skewers and cooked hot on a grill pan (or under the grill)
// until charred at the edges; served in warm pitas with tzatziki, tomato and red onion.
// The tzatziki is the cook's own, or made from yogurt and grated cucumber squeezed dry.

func init() {
	ownNeeds["souvlaki"] = [][]string{{"pita", "flatbread", "naan", "lavash"}}
	registerOwn(&form{name: "souvlaki", title: "Souvlaki", minMinutes: 25, simple: true, saltFactor: 0.6, method: "sear",
		equipment: []string{"large bowl", "8–12 skewers (wooden ones soaked 30 minutes)", "grill pan or grill", "tongs"}, write: writeSouvlaki})
}

func writeSouvlaki(d *dish) {
	meat, bread := d.protein, d.starch
	if meat == nil || bread == nil {
		return
	}
	meat.prep = "cut into 3 cm (1 1/4 in) cubes"
	if meat.in.Name == "shrimp" {
		meat.prep = "peeled and deveined"
	}
	d.size(bread, orGrams(bread.in.Units["piece"], 60))
	lemon := d.find("lemon", "lemon juice")
	if lemon == nil {
		if lemon = d.add("lemon", RoleAcid, 0, ""); lemon != nil {
			d.extras = append(d.extras, lemon)
		}
	}
	if lemon != nil {
		d.size(lemon, 20)
		lemon.prep = "juiced"
		if lemon.in.Name == "lemon juice" {
			lemon.prep = ""
		}
	}
	garlic := d.find("garlic")
	if garlic != nil {
		d.size(garlic, 3)
		garlic.prep = "minced"
	}
	oregano := d.find("dried oregano", "oregano")
	d.size(oregano, 0.6)
	d.size(d.fat, 10)
	// The tzatziki: the cook's own, or yogurt with grated cucumber, garlic and dill.
	yog := d.find("greek yogurt", "yogurt", "coconut yogurt")
	ownTzatziki := false
	if yog != nil {
		if l := d.pantry[yog.in]; l != nil && strings.Contains(strings.ToLower(l.Text), "tzatziki") {
			ownTzatziki = true
		}
		d.size(yog, 50)
	}
	cuke := d.find("cucumber")
	if cuke != nil {
		d.size(cuke, 30)
		cuke.prep = "coarsely grated"
		if ownTzatziki {
			d.size(cuke, 40)
			cuke.prep = "sliced"
		}
	}
	tomato := d.find("tomato", "cherry tomato")
	if tomato != nil {
		d.size(tomato, 50)
		tomato.prep = "sliced"
	}
	onion := d.find("red onion", "onion")
	if onion != nil {
		d.size(onion, 15)
		onion.prep = "thinly sliced"
	}
	lettuce := d.find("romaine lettuce", "iceberg lettuce")
	if lettuce != nil {
		d.size(lettuce, 20)
		lettuce.prep = "shredded"
	}
	dill := d.find("dill", "mint")
	if dill != nil {
		d.size(dill, 1.5)
		dill.prep = "chopped"
	}
	d.prep(0)
	marinate := 30
	if d.quick {
		marinate = 10
	}
	madeSauce := yog != nil && !ownTzatziki
	switch {
	case yog != nil && !ownTzatziki && cuke != nil:
		d.step(4, "Make the tzatziki: squeeze the grated %s dry in a clean towel and stir it into the %s with a little of the garlic, a squeeze of the %s%s and a pinch of salt; chill until serving.",
			cuke.name(), yog.name(), orName(lemon, "lemon juice"), ifAny(", the ", someOf(dill), ""))
	case yog != nil && !ownTzatziki:
		d.step(2, "Stir a little of the garlic, a squeeze of the %s%s and a pinch of salt into the %s for a sauce; chill until serving.",
			orName(lemon, "lemon juice"), ifAny(", the ", someOf(dill), ""), yog.name())
	}
	mar := someOf(d.fat, garlic, oregano)
	rest := ""
	if madeSauce && garlic != nil {
		mar, rest = someOf(d.fat, oregano), ", the rest of the "+garlic.name()
	}
	d.step(marinate+2, "Toss the %s in a large bowl with %s%s, half the %s and a good pinch of salt and pepper; leave to marinate for %d minutes (or covered in the fridge up to a day). If the skewers are wooden, soak them in water meanwhile.",
		meat.name(), ifAny("the ", mar, ""), rest, orName(lemon, "lemon juice"), marinate)
	batches := ""
	if d.servings > 4 {
		batches = ", in batches"
	}
	d.step(12, "Thread the %s onto the skewers, leaving a little space between pieces. Heat a grill pan over high heat (or the grill/broiler, or a barbecue) and cook the skewers%s, turning every couple of minutes, until charred at the edges and %s, 10–12 minutes.",
		meat.name(), batches, doneness(meat.in))
	d.step(2, "Warm the %s in the hot pan, 30 seconds a side, and drizzle the skewers with the rest of the %s.", plurals(someOf(bread)), orName(lemon, "lemon juice"))
	fill := someOf(tomato, onion, lettuce)
	if ownTzatziki && cuke != nil {
		fill = append(fill, cuke)
	}
	sauce := "tzatziki"
	if yog != nil && (ownTzatziki || cuke == nil) {
		sauce = yog.name()
	}
	d.step(2, "Spread each pita with the %s, slide the meat off a skewer onto it%s, fold and wrap the bottom in foil or paper; or serve the skewers on a plate with the pita alongside.",
		sauce, ifAny(", add the ", fill, ""))
	d.mentionLeftovers()
}
