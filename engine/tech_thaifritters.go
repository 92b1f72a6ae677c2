package engine

import "fmt"

// Thai corn fritters (tod man khao pod): sweetcorn kernels bound with beaten egg, red
// curry paste and a little flour, finely shredded lime leaves through them, a third of
// the corn crushed so the batter holds; spoonfuls shallow-fried until deep golden and
// lacy, served hot with sweet chilli sauce or lime to squeeze.

func init() {
	ownNeeds["thai corn fritters"] = [][]string{{"canned corn", "frozen corn", "corn"}, {"red curry paste", "thai curry paste", "green curry paste"}}
	ownPantryNeeds["thai corn fritters"] = []string{"red curry paste", "thai curry paste", "green curry paste"}
	registerOwn(&form{name: "thai corn fritters", title: "Thai Corn Fritters", minMinutes: 20, simple: true, saltFactor: -1, method: "fry",
		equipment: []string{"large bowl", "large nonstick skillet", "paper towels"}, write: writeThaiCornFritters})
}

func writeThaiCornFritters(d *dish) {
	corn := d.find("canned corn", "frozen corn", "corn")
	paste := d.find("red curry paste", "thai curry paste", "green curry paste")
	egg := d.eggPart()
	if corn == nil || paste == nil || egg == nil {
		return
	}
	d.size(corn, 100)
	switch corn.in.Name {
	case "canned corn":
		corn.prep = "drained and patted dry"
	case "frozen corn":
		corn.prep = "thawed and patted dry"
	default:
		corn.prep = "kernels cut from the cob"
	}
	d.size(paste, 6)
	paste.prep = ""
	if w, ok := egg.in.UnitGrams("piece"); ok {
		egg.grams = w * float64(max(1, (d.req.Servings+1)/2)) // an egg binds two servings
	}
	egg.prep = ""
	flour := d.find("rice flour", "all-purpose flour", "self-rising flour")
	d.size(flour, 12)
	if flour != nil {
		flour.prep = ""
	}
	leaves := d.find("lime leaves")
	if leaves != nil {
		if w, ok := leaves.in.UnitGrams("piece"); ok {
			leaves.grams = w * float64(max(2, d.req.Servings))
		}
		leaves.prep = "midribs removed, very finely shredded"
	}
	fishSauce := d.find("fish sauce")
	d.size(fishSauce, 2)
	sugar := d.find("sugar", "brown sugar", "coconut sugar")
	d.size(sugar, 1)
	dip := d.find("sweet chili sauce")
	d.size(dip, 15)
	lime := d.find("lime")
	if lime != nil {
		lime.prep = "cut into wedges"
	}
	d.fryOilGrams(d.fat, 0.25)
	if d.fat != nil {
		d.fat.prep = "for shallow-frying (the fritters soak up a little of it)"
	}
	d.drop("black pepper")
	d.drop("salt")
	d.prep(0)
	season := someOf(fishSauce, sugar)
	d.step(3, "Beat the %s in the large bowl with the %s%s until smooth.", pluralIf(egg.name(), count(egg)), paste.name(), ifAny(", ", season, ""))
	d.step(3, "Crush about a third of the %s with a fork or a quick pulse in a blender (it holds the fritters together), then stir all of it into the egg with the %s%s: a thick, clumpy batter that drops from a spoon. Add a spoonful more flour if it runs.",
		corn.name(), orName(flour, "flour"), ifAny(" and the ", someOf(leaves), ""))
	fry := fritterMinutes(d.servings)
	d.step(fry, "Heat a 1 cm (1/2 in) depth of the %s in the skillet over medium-high heat until a drop of batter sizzles at once. Drop in heaped tablespoons, flattening each a little, and fry in batches until deep golden and crisp at the lacy edges, about 2 minutes a side; drain on paper towels.", d.fatName())
	serve := "Serve hot"
	if dip != nil {
		serve += fmt.Sprintf(", with the %s for dipping", dip.name())
	}
	if lime != nil {
		serve += fmt.Sprintf("%s the %s wedges to squeeze over", map[bool]string{true: " and", false: ", with"}[dip != nil], lime.name())
	}
	d.step(1, "%s.%s", serve, d.toppingsExcept(corn, paste, egg, flour, leaves, fishSauce, sugar, dip, lime))
	d.mentionLeftovers()
}
