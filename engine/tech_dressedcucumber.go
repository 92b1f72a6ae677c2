package engine

// A dressed cucumber (Korean oi muchim, Chinese smashed cucumber): the cucumber sliced
// or smashed, salted for ten minutes so it gives up its water and stays crisp, squeezed,
// then tossed with a sharp-sweet dressing of vinegar, a little sugar, garlic and the
// cuisine's chili (gochugaru, chili oil) and sesame oil. A side or a light lunch, eaten
// at once; no oil-and-vinegar salad whisking.

func init() {
	ownNeeds["dressed cucumber"] = [][]string{{"cucumber"}}
	registerOwn(&form{name: "dressed cucumber", title: "Cucumber Salad", minMinutes: 10, saltFactor: 0.6, method: "none", raw: true,
		equipment: []string{"colander", "large bowl"}, write: writeDressedCucumber})
}

func writeDressedCucumber(d *dish) {
	cuke := d.find("cucumber")
	if cuke == nil {
		return
	}
	d.size(cuke, 150)
	smash := d.cu != nil && d.cu.name == "chinese"
	cuke.prep = "halved lengthways and thinly sliced on the diagonal"
	if smash {
		cuke.prep = ""
	}
	d.dropFat() // the dressing's oil is the sesame oil
	d.drop("black pepper")
	vinegar := d.find("rice vinegar", "black vinegar", "white vinegar", "apple cider vinegar")
	d.size(vinegar, 5)
	sugar := d.find("sugar", "honey", "brown sugar")
	d.size(sugar, 2)
	chili := d.find("gochugaru", "chili oil", "red pepper flakes", "chili flakes")
	if chili != nil {
		d.size(chili, 0.8)
		if chili.in.Name == "chili oil" {
			d.size(chili, 4)
		}
	}
	sesame := d.find("sesame oil")
	d.size(sesame, 2)
	soy := d.find("soy sauce", "tamari")
	d.size(soy, 2.5)
	garlic := d.find("garlic")
	if garlic != nil {
		d.size(garlic, 1.5)
		garlic.prep = "minced"
	}
	scallion := d.find("scallion")
	if scallion != nil {
		d.size(scallion, 5)
		scallion.prep = "thinly sliced"
	}
	onion := d.find("onion", "red onion")
	if onion != nil {
		d.size(onion, 10)
		onion.prep = "thinly sliced"
	}
	seeds := d.find("sesame seeds")
	d.size(seeds, 1)
	d.size(d.find("salt"), 1.5)
	d.prep(0)
	if smash {
		d.step(3, "Lay the %s on the board and smash %s with the flat of a cleaver or a rolling pin until split, then tear into bite-size pieces.", plurals(someOf(cuke)), itThem(cuke))
	}
	d.step(10, "Toss the %s with the salt in a colander and leave 10 minutes to draw out the water; squeeze gently in your hands and pat dry, so it stays crisp and takes on more flavour.", cuke.name())
	dressing := someOf(vinegar, sugar, soy, chili, garlic, sesame)
	switch {
	case sugar != nil && len(dressing) > 1:
		d.step(2, "Stir the %s together in the large bowl into a dressing, until the %s dissolves.", partNames(dressing), sugar.name())
	case len(dressing) > 1:
		d.step(2, "Stir the %s together in the large bowl into a dressing.", partNames(dressing))
	default:
		d.step(1, "Pour the %s into the large bowl.", partNames(dressing)) // the rules left it no sugar to dissolve
	}
	add := someOf(cuke, onion, scallion)
	taste := "salty, sharp and a little sweet"
	if sugar == nil {
		taste = "salty and sharp"
	}
	d.step(1, "Add the %s, toss well with your hands and taste: it should be %s. Serve at once%s.%s",
		partNames(add), taste, ifAny(", scattered with the ", someOf(seeds), ""), d.toppingsExcept(append(append([]*part{}, dressing...), append(add, seeds)...)...))
	d.mentionLeftovers()
}
