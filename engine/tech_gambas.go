package engine

import (
	"fmt"
	"strings"
)

// Gambas al ajillo: prawns sizzled in plenty of olive oil with sliced garlic and chili,
// finished with parsley, the oil mopped up with bread. One pan, ten minutes at the
// stove: no broth, no sauce to reduce.

func init() {
	ownNeeds["gambas"] = [][]string{{"shrimp"}, {"garlic"}}
	registerOwn(&form{name: "gambas", title: "Gambas al Ajillo", minMinutes: 10, simple: true, saltFactor: 0.5, method: "sear",
		equipment: []string{"wide skillet or cazuela", "slotted spoon"}, write: writeGambas})
}

func writeGambas(d *dish) {
	p, garlic := d.protein, d.find("garlic")
	if p == nil || garlic == nil {
		return
	}
	p.prep = "peeled and deveined"
	garlic.prep = "thinly sliced"
	d.size(garlic, 6) // two fat cloves a person: the garlic is the dish
	// Plenty of oil, the sauce the bread mops up: about 2 tbsp a person.
	d.size(d.fat, 25)
	chili := d.find("red chili", "jalapeno", "red pepper flakes", "cayenne")
	if chili == nil {
		if c := d.add("red pepper flakes", RoleSpice, 0.3, ""); c != nil {
			d.spices = append(d.spices, c)
			chili = c
		}
	}
	if chili != nil && chili.in.Category == "produce" {
		chili.role, chili.prep = RoleAromatic, "thinly sliced" // sliced at the board with the garlic
		d.size(chili, 4)                                       // a small chili between two
	}
	paprika := d.find("smoked paprika", "paprika")
	wine := d.find("white wine")
	d.size(wine, 10)
	lemon := d.find("lemon")
	if lemon != nil {
		lemon.prep = "cut into wedges"
	}
	bread := d.starch
	if bread != nil && (bread.in.Name == "baguette" || bread.in.Name == "sourdough bread") {
		bread.prep = "sliced"
	}
	d.prep(0)
	d.steps[d.prepStep].Text += fmt.Sprintf(" Pat the %s dry and season them with a pinch of salt.", p.name())
	fat := d.fatName()
	with := []string{fat, garlic.name()}
	if chili != nil {
		with = append(with, chili.name())
	}
	b := d.panBatches()
	pans := "a wide skillet (or a cazuela)"
	if b > 1 {
		pans = fmt.Sprintf("%d wide skillets, dividing everything between them,", b)
	}
	d.step(3, "Put the %s in %s over medium-low heat and warm gently until the garlic sizzles and just turns golden at the edges, 2–3 minutes; do not let it brown or it turns bitter.",
		listNames(with), pans)
	turn := fmt.Sprintf("Turn the heat to medium-high and add the %s in one layer", p.name())
	if paprika != nil {
		turn += fmt.Sprintf(" with the %s", paprika.name())
	}
	turn += ". Cook until pink underneath, about 1 minute, then turn them and cook 1–2 minutes more until just opaque."
	if wine != nil {
		turn += fmt.Sprintf(" Pour in the %s and let it bubble for 30 seconds.", wine.name())
	}
	d.step(3, "%s", turn)
	serve := "Serve sizzling from the pan"
	if lemon != nil {
		serve += fmt.Sprintf(" with the %s wedges to squeeze over", lemon.name())
	}
	if bread != nil {
		serve += fmt.Sprintf(", and the %s to mop up the garlicky oil", bread.name())
	}
	tops := ""
	if len(d.herbs) > 0 {
		tops = "Scatter with the " + plurals(d.herbs) + ", season with salt and pepper to taste. "
	}
	d.step(1, "%s%s.%s", tops, serve, strings.TrimRight(d.extrasInExcept(garlic, chili, paprika, wine, bread, lemon), " "))
}
