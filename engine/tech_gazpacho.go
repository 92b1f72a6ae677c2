package engine

import "fmt"

// Gazpacho, the cold Andalusian soup: ripe tomatoes, cucumber, green pepper and a
// little garlic blended with a slice of stale bread soaked in water, olive oil streamed
// in until it turns creamy and pale, sharpened with sherry vinegar; nothing is cooked.
// It is chilled for at least an hour and served very cold with a little of the
// vegetables diced on top. In a hurry a few ice cubes blended in chill it at once.

func init() {
	ownNeeds["gazpacho"] = [][]string{{"tomato", "cherry tomato"}, {"cucumber"}}
	registerOwn(&form{name: "gazpacho", title: "Gazpacho", minMinutes: 15, simple: true, saltFactor: 0.6, method: "none", raw: true,
		equipment: []string{"blender", "large bowl", "fine sieve (optional)", "jug"}, write: writeGazpacho})
}

func writeGazpacho(d *dish) {
	tomato, cuke := d.find("tomato", "cherry tomato"), d.find("cucumber")
	if tomato == nil || cuke == nil {
		return
	}
	d.size(tomato, 220)
	tomato.prep = "cored and roughly chopped"
	d.size(cuke, 60)
	cuke.prep = "peeled and roughly chopped"
	pepper := d.find("green bell pepper", "red bell pepper")
	if pepper != nil {
		d.size(pepper, 35)
		pepper.prep = "seeded and roughly chopped"
	}
	onion := d.find("red onion", "onion", "shallot", "scallion")
	if onion != nil {
		d.size(onion, 12)
		onion.prep = "roughly chopped"
	}
	garlic := d.find("garlic")
	if garlic != nil {
		d.size(garlic, 1.5)
		garlic.prep = "peeled"
	}
	d.size(d.fat, 12) // about 3 tbsp for four: it is what makes it creamy
	vinegar := d.find("white wine vinegar", "red wine vinegar", "apple cider vinegar")
	d.size(vinegar, 5)
	bread := d.starch
	if bread != nil {
		d.size(bread, 15) // a slice for four thickens it; it is no side of bread
		bread.prep = ""
	}
	cumin := d.find("cumin")
	d.size(cumin, 0.2)
	d.drop("black pepper")
	d.prep(0)
	if bread != nil {
		d.step(2, "Tear the %s into pieces, crusts off, soak them in a little cold water for a minute, then squeeze them out.", bread.name())
	}
	blend := someOf(tomato, onion, garlic)
	blend = append(blend, someOf(bread, vinegar, cumin)...)
	batch := ""
	if d.servings > 4 {
		batch = " in batches"
	}
	d.step(4, "Keep back a spoonful each of the %s, finely diced, to top the bowls. Put the rest in the blender%s with the %s and a good pinch of salt and blend until very smooth, about 2 minutes. With the motor running, pour in the %s in a thin stream: the soup turns paler and creamy.",
		listNames(diced(cuke, pepper)), batch, plurals(blend), d.fatName())
	sieve := "Push it through a fine sieve into a jug or bowl for a silky soup (or leave it as it is), taste"
	if d.quick {
		sieve = "Taste it"
	}
	d.step(1+btoi(!d.quick), "%s and add more salt%s as needed: it should be bright and sharp.",
		sieve, ifAny(" or ", someOf(vinegar), ""))
	if d.quick {
		d.step(2, "Nothing is cooked, but it must be cold: blend in a handful of ice cubes, a few for each bowl, and serve at once in chilled bowls or glasses, topped with the diced %s and a thread of %s.",
			listNames(diced(cuke, pepper)), d.fatName())
	} else {
		d.step(60, "Nothing is cooked, but it must be cold: cover and chill for at least an hour (or overnight; it is better the next day). Stir, check the salt again (cold dulls it) and serve very cold in bowls or glasses, topped with the diced %s and a thread of %s.",
			listNames(diced(cuke, pepper)), d.fatName())
	}
	d.mentionLeftovers()
}

// diced are the names of the vegetables kept back to top the soup.
func diced(ps ...*part) []string {
	var out []string
	for _, p := range ps {
		if p != nil {
			out = append(out, fmt.Sprint(p.name()))
		}
	}
	return out
}
