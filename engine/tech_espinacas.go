package engine

import (
	"fmt"
	"math"
)

// Espinacas con garbanzos, the Seville tapa: slices of bread and garlic fried golden in
// plenty of olive oil, pounded with smoked paprika, cumin and a splash of sherry vinegar
// into a picada; the spinach wilted in the same pan, the chickpeas warmed through with
// the picada and a little water until it thickens into a rust-red sauce. Bread alongside
// to mop it up. Twenty minutes in one pan.

func init() {
	ownNeeds["espinacas"] = [][]string{{"chickpeas"}, {"spinach", "frozen spinach"}}
	registerOwn(&form{name: "espinacas", title: "Espinacas con Garbanzos", minMinutes: 15, simple: true, saltFactor: 0.5, method: "simmer",
		equipment: []string{"large deep skillet or cazuela", "mortar and pestle or small food processor", "slotted spoon"}, write: writeEspinacas})
}

func writeEspinacas(d *dish) {
	peas, spinach := d.protein, d.find("spinach", "frozen spinach")
	if peas == nil || spinach == nil {
		return
	}
	peas.prep = "drained and rinsed"
	d.size(spinach, 110)
	frozen := spinach.in.Name == "frozen spinach"
	spinach.prep = "washed"
	if frozen {
		spinach.prep = ""
	}
	garlic := d.find("garlic")
	if garlic != nil {
		d.size(garlic, 4)
		garlic.prep = "thinly sliced"
	}
	d.size(d.fat, 12) // a generous 3 tbsp for four: the bread fries in it
	paprika := d.find("smoked paprika", "paprika")
	d.size(paprika, 1.2)
	cumin := d.find("cumin")
	d.size(cumin, 0.6)
	vinegar := d.find("white wine vinegar", "red wine vinegar", "apple cider vinegar")
	d.size(vinegar, 3)
	chili := d.find("red pepper flakes", "cayenne")
	if chili != nil {
		d.size(chili, 0.1)
	}
	bread := d.starch
	fried := "a slice of bread"
	if bread != nil {
		bread.prep = ""
		n := max(1, int(d.servings/4+0.5))
		fried = fmt.Sprintf("%d %s of the %s, crusts off,", n, map[bool]string{true: "slice", false: "slices"}[n == 1], bread.name())
		if n == 1 {
			fried = "a slice of the " + bread.name() + ", crusts off,"
		}
	}
	d.drop("black pepper")
	d.prep(0)
	fat := d.fatName()
	if bread != nil {
		d.step(3+min(2, int(d.servings/8)), "Heat the %s in a large deep skillet over medium heat. Fry %s until golden on both sides, about 2 minutes a side, then lift %s into the mortar. "+
			"Fry the %s in the same oil until just golden, about 1 minute, and add it to the bread with a slotted spoon, leaving the oil in the pan.",
			fat, fried, map[bool]string{true: "it", false: "them"}[d.servings < 6], orName(garlic, "garlic"))
	} else {
		d.step(2, "Heat the %s in a large deep skillet over medium heat and fry the %s until just golden, about 1 minute; lift it into the mortar with a slotted spoon, leaving the oil in the pan.",
			fat, orName(garlic, "garlic"))
	}
	pound := someOf(paprika, cumin)
	pound = append(pound, someOf(chili)...)
	d.step(2, "Pound the %s to a coarse paste with the %s, a pinch of salt%s and a splash of water (a small food processor does it too); this picada thickens and seasons the sauce.",
		map[bool]string{true: "bread and garlic", false: "garlic"}[bread != nil], partNames(pound), ifAny(" and the ", someOf(vinegar), ""))
	if frozen {
		d.step(4, "Add the %s to the pan and cook, stirring, until thawed and its water has cooked off, about 4 minutes.", spinach.name())
	}
	simmer, how := 8, "6–8 minutes"
	if d.quick {
		simmer, how = 5, "4–5 minutes over a brisk heat"
	}
	d.step(simmer, "Put the %s in the pan with the picada and about %s; simmer, stirring now and then and crushing a few chickpeas against the pan, until the sauce is thick and rust-red, %s. Loosen with a splash more water if it catches.",
		peas.name(), waterAmount(max(60, math.Round(30*d.servings/10)*10)), how)
	if !frozen {
		d.step(3, "Add the %s a handful at a time, turning it through the chickpeas just to wilt, 2–3 minutes in all.", spinach.name())
	}
	serve := "Taste for salt and serve hot or warm, in shallow bowls"
	if bread != nil {
		serve += ", with the rest of the " + bread.name() + " to mop up the sauce"
	}
	d.step(1, "%s.", serve)
	d.mentionLeftovers()
}
