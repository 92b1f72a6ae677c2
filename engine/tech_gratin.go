package engine

// A potato gratin: potatoes sliced thin, simmered a few minutes in the cook's milk (or
// cream) with garlic so their starch thickens it, then layered in a buttered dish with
// the cheese and baked until golden and tender. What a pantry of potatoes, milk, butter
// and cheese is for; the stovetop start takes the bake from over an hour to 35 minutes.

func init() {
	ownNeeds["gratin"] = [][]string{{"potato", "sweet potato"}, {"milk", "heavy cream", "half and half", "whole milk"}}
	ownPantryNeeds["gratin"] = []string{"milk", "heavy cream"} // a bought carton of milk does not make the pantry a gratin
	registerOwn(&form{name: "gratin", title: "Gratin", minMinutes: 50, saltFactor: 0.6, method: "bake", cheeseKey: true,
		equipment: []string{"wide saucepan", "baking dish"}, write: writeGratin})
}

func writeGratin(d *dish) {
	spuds := d.starch
	if spuds == nil {
		return
	}
	spuds.prep = "peeled and thinly sliced"
	milk := d.find("milk", "heavy cream")
	if milk == nil {
		return
	}
	cheese := d.cheeses()
	for _, c := range cheese {
		c.prep = "grated"
	}
	garlic := d.find("garlic")
	if garlic != nil {
		garlic.prep = "thinly sliced"
		d.size(garlic, 1.5) // a clove to two plates flavours the milk; more fights the cheese
	}
	// Every onion of the pantry's (an onion and a leek) softens in the milk with the slices.
	onions := d.where(func(p *part) bool { return p.in.Name == "onion" || p.in.Name == "shallot" || p.in.Name == "leek" })
	for _, o := range onions {
		o.prep = "thinly sliced"
		if o.in.Name == "leek" {
			o.prep = "halved lengthwise, rinsed of grit and thinly sliced"
		}
	}
	layered := someOf(d.find("ham", "bacon", "cooked chicken"))
	for _, m := range layered {
		if m.in.Name == "bacon" {
			m.prep = "chopped"
		} else {
			m.prep = "torn into pieces"
		}
	}
	herbs := d.where(func(p *part) bool {
		return p.role == RoleHerb || p.in.Name == "nutmeg" || p.in.Name == "dried thyme" || woodyHerbs[p.in.Name] && p.in.Category == "herbs"
	})
	d.prep(190)
	with := append(append(onions, garlic), herbs...)
	d.step(10, "Put the %s slices, about 3 mm (1/8 in) thick, in a wide saucepan with the %s, a good pinch of salt and some pepper. Bring to a simmer over medium heat and cook gently for 8 minutes, turning the slices with a spatula now and then so they do not catch, until they just begin to soften and their starch thickens the %s.",
		spuds.name(), partNames(append([]*part{milk}, someOf(with...)...)), creamOrMilk(milk))
	fat := d.fatName()
	layer := "spoon in half the potato slices"
	if len(layered) > 0 {
		layer += ", scatter over the " + partNames(layered)
	}
	if len(cheese) > 0 {
		layer += " and half the " + partNames(cheese) + ", then the rest of the potatoes and their " + creamOrMilk(milk) + "; top with the rest of the cheese"
	} else {
		layer += ", then the rest of the potatoes and their " + creamOrMilk(milk) + ", pressing the top layer flat"
	}
	d.step(3, "Rub a baking dish with some of the %s, %s; dot with the last of the %s.", fat, layer, fat)
	d.step(35, "Bake at %s until the top is deep golden and bubbling and a knife slides through the potatoes with no resistance, 30–35 minutes.", temp(190))
	d.step(5, "Rest 5 minutes so the %s settles, then serve from the dish.%s", creamOrMilk(milk), d.toppingsExcept(append(append(cheese, with...), layered...)...))
}

// creamOrMilk is what a gratin's potatoes simmer in, as a cook calls it.
func creamOrMilk(p *part) string {
	if p.in.Name == "heavy cream" {
		return "cream"
	}
	return "milk"
}
