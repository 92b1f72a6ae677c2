package engine

import (
	"slices"
	"strings"
)

// What a Greek or Levantine plate (a souvlaki) does with what a bowl would simply pile
// up: yogurt and cucumber are tzatziki, the red onion is sliced raw over the top, and
// a flatbread is warmed and served alongside, never divided among bowls.

// plateCuisine reports whether a bowl of the cuisine is a plate whose yogurt and
// cucumber are tzatziki and whose red onion is raw.
func plateCuisine(d *dish) bool {
	switch d.cu.name {
	case "greek", "mediterranean", "middle-eastern":
		return true
	}
	return false
}

// bowlTzatziki turns the pantry's yogurt and cucumber into tzatziki on such a plate:
// the cucumber coarsely grated, for the bowl to keep out of what goes on top. It returns the two parts,
// or nils where there is no tzatziki to make.
func (d *dish) bowlTzatziki() (cucumber, yogurt *part) {
	if !plateCuisine(d) || d.partNamed("tahini") != nil {
		return nil, nil
	}
	cucumber, yogurt = d.find("cucumber"), d.partNamed("yogurt")
	if cucumber == nil || yogurt == nil || yogurt.in.Category != "dairy" {
		return nil, nil
	}
	cucumber.prep = "coarsely grated"
	d.size(cucumber, 40)
	d.size(yogurt, 75) // a bowl of it, not a spoonful on top
	return cucumber, yogurt
}

// rawRedOnion takes a red onion out of the aromatics of a plate where nothing else is
// cooked with it: it is thinly sliced and goes over the top raw, as a souvlaki's does,
// never softened alone beside the garlic.
func (d *dish) rawRedOnion(cooked []*part) *part {
	if !plateCuisine(d) || len(cooked) > 0 || d.protein == nil {
		return nil
	}
	i := slices.IndexFunc(d.aromatics, func(a *part) bool { return a.in.Name == "red onion" })
	if i < 0 {
		return nil
	}
	onion := d.aromatics[i]
	onion.prep = "thinly sliced"
	d.aromatics = slices.Delete(slices.Clone(d.aromatics), i, i+1)
	d.vegs = append(d.vegs, onion)
	return onion
}

// flatbreadSide reports whether the bowl's starch is a bread warmed and served
// alongside (a pita, naan or lavash), not a bed the rest is piled on.
func (d *dish) flatbreadSide() bool {
	return d.starch != nil && d.starch.in.Category == "bakery" && plateCuisine(d)
}

// tzatzikiStep stirs the squeezed cucumber into the yogurt with half the mint or dill,
// a little of the garlic and a squeeze of the acid, so it chills while the rest cooks.
func (d *dish) tzatzikiStep(cucumber, yogurt, garlic *part) {
	var with []string
	if herbs := d.where(func(p *part) bool { return p.in.Name == "mint" || p.in.Name == "dill" }); len(herbs) > 0 {
		with = append(with, "half the "+plurals(herbs))
	}
	if garlic != nil {
		with = append(with, "a little of the "+garlic.name())
	}
	if d.acid != nil {
		with = append(with, "a squeeze of the "+d.acid.name())
	}
	with = append(with, "a pinch of salt")
	d.step(4, "For the tzatziki, squeeze the %s dry in a clean towel and stir it into the %s with %s; chill until serving.",
		cucumber.name(), yogurt.name(), strings.Join(with[:len(with)-1], ", ")+" and "+with[len(with)-1])
}

// tzatzikiOn is the sentence that spoons a bowl's tzatziki over, or "" where it has none.
func tzatzikiOn(yogurt *part) string {
	if yogurt == nil {
		return ""
	}
	return " Spoon the tzatziki over."
}

// bowlVegs sorts a bowl's vegetables into those cooked in the pan, those that go on
// raw and those blanched and seasoned (the namul of a bibimbap).
// cookedGreens are the leaves a cook always cooks before serving.
var cookedGreens = map[string]bool{"bok choy": true, "kale": true, "swiss chard": true, "collard greens": true}

func bowlVegs(d *dish) (cooked, raw, blanched []*part) {
	for _, v := range d.vegs {
		if blanchedOnBowl(d, v.in) {
			blanched = append(blanched, v)
			continue
		}
		// Frozen peas or corn are cooked, never served from the bag; peppers in strips
		// blister in the pan beside the halloumi or chicken of a warm bowl.
		// Pak choi, kale, chard and collards are cooked greens: wilted in the pan, never
		// laid raw on a warm bowl.
		if hardness(v.in) >= 2 || v.in.Category == "frozen" || v.in.Name == "mushroom" || v.in.Name == "zucchini" || v.in.Name == "eggplant" || v.in.Name == "shiitake mushroom" ||
			cookedGreens[v.in.Name] ||
			strings.HasSuffix(v.in.Name, "bell pepper") && d.protein != nil {
			cooked = append(cooked, v)
		} else {
			raw = append(raw, v)
		}
	}
	return cooked, raw, blanched
}
