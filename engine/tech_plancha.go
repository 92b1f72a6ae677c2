package engine

import (
	"fmt"
	"strings"
)

// A la plancha: squid (or prawns, scallops) seared hard and fast on a smoking-hot pan
// in a slick of oil, then dressed at once with a raw garlic, parsley and lemon oil
// (ajo y perejil) and a dusting of paprika. Minutes at the stove: the pan must be
// hotter than for anything else, and the squid goes in dry and in one layer, or it
// stews in its own juice and turns rubbery.

func init() {
	ownNeeds["plancha"] = [][]string{{"squid", "shrimp", "scallops"}}
	registerOwn(&form{name: "plancha", title: "a la Plancha", minMinutes: 10, simple: true, saltFactor: 0.5, method: "sear",
		equipment: []string{"heavy skillet or griddle pan", "tongs", "small bowl"}, write: writePlancha})
}

func writePlancha(d *dish) {
	p := d.protein
	if p == nil {
		return
	}
	switch p.in.Name {
	case "squid":
		p.prep = "cut into 1 cm (1/2 in) rings"
	case "shrimp":
		p.prep = "peeled and deveined"
	}
	garlic := d.find("garlic")
	if garlic != nil {
		garlic.prep = "finely chopped"
		d.size(garlic, 3) // a clove a person, raw: sharp, not harsh
	}
	d.size(d.fat, 15) // a slick for the pan, the rest the dressing
	lemon := d.find("lemon")
	if lemon != nil {
		lemon.prep = "halved"
	}
	paprika := d.find("smoked paprika", "paprika")
	chili := d.find("red pepper flakes", "red chili")
	if chili != nil && chili.in.Category == "produce" {
		chili.role, chili.prep = RoleAromatic, "finely chopped"
		d.size(chili, 3)
	}
	bread := d.starch
	if bread != nil && (bread.in.Name == "baguette" || bread.in.Name == "sourdough bread") {
		bread.prep = "sliced"
	}
	d.prep(0)
	dry := fmt.Sprintf(" Pat the %s very dry with kitchen paper: wet, it steams instead of searing.", p.name())
	if p.in.Name == "squid" {
		dry = " Leave the tentacles whole, and pat the squid very dry with kitchen paper: wet, it steams instead of searing."
	}
	d.steps[d.prepStep].Text += dry
	fat := d.fatName()
	var dress []*part
	for _, q := range []*part{garlic, chili} {
		if q != nil {
			dress = append(dress, q)
		}
	}
	dress = append(dress, d.herbs...)
	if len(dress) > 0 || lemon != nil {
		juice := ""
		if lemon != nil {
			juice = fmt.Sprintf(", the juice of a %s half", lemon.name())
		}
		d.step(2, "For the dressing, stir the %s%s and a pinch of salt into two thirds of the %s in a small bowl.", plurals(dress), juice, fat)
	}
	b := d.panBatches()
	batches := "in one layer"
	if b > 1 || d.servings > 2 {
		batches = "in one layer, in batches so the pan stays hot,"
	}
	d.step(2, "Heat a heavy skillet or griddle pan over the highest heat until it smokes, 2–3 minutes. Toss the %s with the rest of the %s and a pinch of salt.", p.name(), fat)
	sear := "Lay the " + p.name() + " in the pan " + batches + " and sear without moving it until browned at the edges, about 1 minute; turn and cook 1 minute more, just until opaque (longer and it turns rubbery)."
	if p.in.Name != "squid" {
		sear = "Lay the " + p.name() + " in the pan " + batches + " and sear without moving until browned underneath, 1–2 minutes; turn and cook 1 minute more, just until opaque."
	}
	d.step(2*max(b, (int(d.servings)+1)/2), "%s", sear)
	serve := "Pile onto a warm plate and spoon over the dressing"
	if len(dress) == 0 && lemon == nil {
		serve = "Pile onto a warm plate and drizzle with the rest of the " + fat
	}
	if paprika != nil {
		serve += ", then dust with the " + paprika.name()
	}
	if d.find("black pepper") != nil {
		serve += " and a grind of black pepper"
	}
	if lemon != nil {
		serve += fmt.Sprintf(". Serve at once with the rest of the %s, cut into wedges", lemon.name())
	} else {
		serve += ". Serve at once"
	}
	if bread != nil {
		serve += fmt.Sprintf(" and the %s for the juices", bread.name())
	}
	d.step(1, "%s.%s", serve, strings.TrimRight(d.extrasInExcept(garlic, chili, paprika, bread, lemon), " "))
}
