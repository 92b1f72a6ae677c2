package engine

import (
	"fmt"
	"math"
	"strings"
)

// Dips eaten with warm flatbread: baba ganoush, whole aubergines charred until they
// collapse, their smoky flesh drained and beaten with tahini, lemon and raw garlic;
// and tzatziki, grated cucumber salted and squeezed dry, stirred into thick yoghurt
// with garlic, dill or mint and a little oil.

func init() {
	ownNeeds["baba ganoush"] = [][]string{{"eggplant"}}
	ownNeeds["tzatziki"] = [][]string{{"greek yogurt", "yogurt"}, {"cucumber"}}
	registerOwn(
		&form{name: "baba ganoush", title: "Baba Ganoush", minMinutes: 45, simple: true, saltFactor: 0.4, method: "roast", raw: true,
			equipment: []string{"rimmed baking sheet", "sieve or colander", "mixing bowl", "fork"}, write: writeBabaGanoush},
		&form{name: "tzatziki", title: "Tzatziki", minMinutes: 10, simple: true, saltFactor: 0.3, method: "none", raw: true,
			equipment: []string{"box grater", "clean tea towel", "mixing bowl"}, write: writeTzatziki},
	)
}

// dipSides are the parts set round a dip: a flatbread warmed and cut into wedges, and
// raw vegetables cut for dipping. It sizes and cuts them and returns the serving words.
func (d *dish) dipSides(skip ...*part) (with []string) {
	if s := d.starch; s != nil {
		s.prep = ""
		if s.in.Category == "bakery" {
			with = append(with, "the warm "+s.name()+" wedges")
		} else {
			with = append(with, "the "+s.name())
		}
	}
	dippers := d.where(func(p *part) bool {
		return p.in.Category == "produce" && p.in.Is(RoleVegetable) && !onionFamily[p.in.Name] && p != d.protein && !contains(skip, p)
	})
	for _, v := range dippers {
		d.size(v, 60/float64(len(dippers)))
		switch v.in.Name {
		case "cherry tomato", "radish":
			v.prep = "halved"
		case "red bell pepper", "green bell pepper", "yellow bell pepper":
			v.prep = "sliced into strips"
		default:
			v.prep = "cut into sticks"
		}
	}
	if len(dippers) > 0 {
		with = append(with, "the "+plurals(dippers))
	}
	return with
}

// warmBread is the step that warms a dip's flatbread, when it has one.
func (d *dish) warmBread() {
	if s := d.starch; s != nil && s.in.Category == "bakery" {
		d.step(2, "Warm the %s in a dry pan or the toaster, about 30 seconds a side, and cut into wedges.", s.name())
	}
}

func writeBabaGanoush(d *dish) {
	eggplant := d.protein
	if eggplant == nil {
		return
	}
	n := math.Max(1, math.Round(d.servings/2)) // an aubergine makes a bowl for two
	eggplant.grams, eggplant.prep = n*eggplant.in.Units["piece"], ""
	tahini := d.find("tahini")
	d.size(tahini, 11)
	lemon := d.find("lemon", "lemon juice")
	if lemon != nil && lemon.in.Name == "lemon" {
		lemon.grams, lemon.prep = lemon.in.Units["piece"]*math.Max(0.5, math.Round(d.servings/4*2)/2), "juiced"
	}
	garlic := d.find("garlic")
	if garlic != nil {
		garlic.prep = "minced"
		garlic.grams = math.Max(3, math.Round(d.servings/2)*3) // a clove a bowl for two: raw, it grows harsh
	}
	yogurt := d.find("greek yogurt", "yogurt")
	d.size(yogurt, 15)
	d.size(d.fat, 5)
	dust := d.where(func(p *part) bool {
		return p.in.Category == "spices-seasonings" && p.in.Name != "salt" && p.in.Name != "black pepper"
	})
	for _, s := range dust {
		d.size(s, 0.3)
	}
	d.drop("black pepper")
	top := d.where(func(p *part) bool {
		return p.in.Name == "parsley" || p.in.Name == "mint" || p.in.Name == "pomegranate seeds"
	})
	for _, p := range top {
		if p.in.Category == "herbs" {
			p.prep = "chopped"
			d.size(p, 1)
		} else {
			d.size(p, 10)
		}
	}
	with := d.dipSides(eggplant)
	cut := d.where(func(p *part) bool { return p.prep != "" && p.pot == 0 && p.role != RoleSpice })
	them := "it"
	if n > 1 {
		them = "them"
	}
	if d.quick {
		// In a hurry the aubergines are halved and roasted cut side down: soft in 25
		// minutes, not 40 whole, and cool enough to scoop in 5.
		d.step(3, "Heat the oven to %s. Halve the %s lengthwise, score the flesh in a criss-cross and brush it with a little of the %s; lay %s cut side down on a lined baking sheet.",
			temp(240), pluralIf(eggplant.name(), int(n)), d.fatName(), them)
		d.step(25, "Roast until the skin has wrinkled and the flesh has collapsed and is completely soft, 20–25 minutes.%s", meanwhile(cut, ""))
		d.step(6, "Leave for 5 minutes, then scoop the flesh into the sieve and discard the skins; press it lightly to drain off its bitter juice.")
	} else {
		d.step(3, "Heat the oven to %s (or the grill to high). Prick the %s all over with a fork and set %s on a baking sheet.",
			temp(240), pluralIf(eggplant.name(), int(n)), them)
		d.step(40, "Roast, turning once or twice, until the skin is blackened and blistered and the %s has collapsed and is completely soft inside, 35–40 minutes. "+
			"(Over a gas flame, turned with tongs, takes 15 minutes and tastes smokier.)%s", eggplant.name(), meanwhile(cut, ""))
		d.step(10, "Leave until cool enough to handle, about 10 minutes, then split open, scoop the flesh into the sieve and discard the skin; leave it 5 minutes to drain off its bitter juice.")
	}
	beat := []*part{}
	for _, p := range []*part{tahini, lemon, garlic, yogurt} {
		if p != nil {
			beat = append(beat, p)
		}
	}
	d.step(3, "Chop the flesh finely on the board, or mash it with a fork, then beat in %s and a good pinch of salt. Taste: it wants enough lemon and salt to lift the smoke.",
		ifAny("the ", beat, ""))
	d.warmBread()
	serve := "Spoon into a shallow bowl, swirl a hollow with the back of the spoon and pour in the " + d.fatName()
	if d.quick {
		serve = strings.Replace(serve, "pour in the ", "pour in the rest of the ", 1) // a little brushed the halves
	}
	if len(dust) > 0 {
		serve += ", dust with the " + partNames(dust)
	}
	if len(top) > 0 {
		serve += " and scatter over the " + plurals(top)
	}
	if len(with) > 0 {
		serve += fmt.Sprintf(". Serve with %s", listNames(with))
	}
	d.step(1, "%s.", serve)
	d.mentionLeftovers()
}

func writeTzatziki(d *dish) {
	yogurt := d.protein
	cucumber := d.find("cucumber")
	if yogurt == nil || cucumber == nil {
		return
	}
	d.size(yogurt, 80)
	d.size(cucumber, 50)
	cucumber.prep = "coarsely grated"
	garlic := d.find("garlic")
	if garlic != nil {
		garlic.prep = "minced"
		garlic.grams = math.Max(3, math.Round(d.servings/4)*3)
	}
	herbs := d.where(func(p *part) bool { return p.in.Name == "dill" || p.in.Name == "mint" })
	for _, h := range herbs {
		h.prep = "chopped"
		d.size(h, 0.6/float64(len(herbs)))
	}
	acid := d.find("lemon", "lemon juice", "red wine vinegar", "white wine vinegar")
	if acid != nil {
		if acid.in.Name == "lemon" {
			acid.grams, acid.prep = acid.in.Units["piece"]*math.Max(0.5, math.Round(d.servings/4*2)/2)/2, "juiced"
		} else {
			d.size(acid, 2)
		}
	}
	d.size(d.fat, 4)
	d.drop("black pepper")
	with := d.dipSides(cucumber)
	cut := d.where(func(p *part) bool { return p.prep != "" && p.pot == 0 && p != cucumber && p.role != RoleSpice })
	d.prepStep = len(d.steps)
	d.step(max(5, d.prepMinutes(cut)), "Grate the %s coarsely, skin and all, toss it with a good pinch of salt in a sieve and leave it 5 minutes.%s Then squeeze the %s hard in a clean tea towel: wet, it waters the yoghurt down.",
		cucumber.name(), meanwhile(cut, ""), cucumber.name())
	mix := someOf(garlic)
	mix = append(mix, herbs...)
	if acid != nil {
		mix = append(mix, acid)
	}
	d.step(3, "Stir the %s into the %s with %shalf the %s and a pinch of salt. Taste for salt and sharpness.",
		cucumber.name(), yogurt.name(), ifAny("the ", mix, ", "), d.fatName())
	d.warmBread()
	serve := "Spoon into a bowl and drizzle with the rest of the " + d.fatName()
	if len(with) > 0 {
		serve += fmt.Sprintf("; serve with %s", listNames(with))
	}
	d.step(1, "%s. (It is even better after 30 minutes in the fridge, and keeps for two days.)", serve)
}
