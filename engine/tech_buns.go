package engine

import (
	"fmt"
	"math"
	"strings"
)

// Hot cross buns: an enriched yeast dough of strong flour, warm milk and butter, an
// egg, sugar and mixed spice, kneaded smooth, the dried fruit worked in, risen, shaped
// into buns that prove again side by side on a tray, piped with a cross of flour paste,
// baked and brushed hot with a sticky glaze. A bun a serving: 500 g of flour makes twelve.

func init() {
	ownNeeds["hot cross buns"] = [][]string{{"yeast"}, {"raisins", "sultanas", "dried cranberries", "dried apricots"}}
	ownMinServings["hot cross buns"] = 4 // a tray of buns; fewer than four is not worth the proving
	registerOwn(&form{name: "hot cross buns", title: "Hot Cross Buns", minSkill: 1, minMinutes: 200, saltFactor: -1, method: "sweet",
		equipment: []string{"saucepan", "large bowl", "clean tea towel", "parchment paper", "piping bag or freezer bag", "pastry brush", "wire rack"},
		write:     writeHotCrossBuns})
}

// bunSpices are the warm spices a bun dough takes, grams a bun: mixed spice leads, the
// rest only beside it or in its place.
var bunSpices = map[string]float64{"mixed spice": 0.35, "cinnamon": 0.2, "nutmeg": 0.08, "allspice": 0.08, "ground ginger": 0.08, "cloves": 0.03}

func writeHotCrossBuns(d *dish) {
	flour, yeast := d.starch, d.find("yeast")
	milk := d.find(custardMilks...)
	if flour == nil || yeast == nil || milk == nil {
		return
	}
	n := d.req.Servings
	flour.prep = ""
	d.size(flour, 42)
	yeast.grams = math.Max(2.8, 0.6*d.servings) // a 7 g sachet for twelve
	d.size(milk, 25)
	milk.prep = ""
	fat := d.fat
	if fat == nil {
		fat = d.butter()
	}
	if fat != nil {
		d.size(fat, 4)
		fat.prep = ""
	}
	eggs := d.eggPart()
	if eggs != nil {
		eggs.grams, eggs.prep = math.Max(1, math.Round(d.servings/12))*eggs.in.Units["piece"], "beaten"
	}
	sugar := d.find("sugar", "brown sugar", "coconut sugar")
	d.size(sugar, 6)
	salt := d.find("salt")
	if salt == nil {
		if salt = d.add("salt", RoleSpice, 0, ""); salt != nil {
			d.spices = append(d.spices, salt)
		}
	}
	d.size(salt, 0.6)
	var spices []*part
	for _, p := range d.parts() {
		if g, ok := bunSpices[p.in.Name]; ok {
			d.size(p, g)
			p.whole = false
			spices = append(spices, p)
		}
	}
	fruit := d.where(func(p *part) bool {
		return p.in.Name == "raisins" || p.in.Name == "sultanas" || p.in.Name == "dried cranberries" || p.in.Name == "dried apricots"
	})
	for _, f := range fruit {
		d.size(f, 12.5/float64(len(fruit)))
		if f.in.Name == "dried apricots" {
			f.prep = "chopped"
		}
	}
	zest := d.find("orange", "lemon", "orange zest")
	if zest != nil && zest.in.Name != "orange zest" {
		zest.grams, zest.prep = zest.in.Units["piece"]*math.Ceil(d.servings/12), "zested"
	} else if zest != nil {
		d.size(zest, 0.5)
	}
	// The crosses are a paste of plain flour and water: 75 g for twelve.
	cross := d.find("all-purpose flour")
	crossText := fmt.Sprintf("the %s", cross.nameOr(""))
	if cross == nil || cross == flour {
		cross = nil
		flour.grams += 6 * d.servings
		crossText = fmt.Sprintf("%.0f g of the %s", math.Round(6*d.servings/5)*5, flour.name())
	} else {
		d.size(cross, 6)
	}
	glaze := d.find("jam", "golden syrup", "honey", "maple syrup")
	if glaze != nil {
		d.size(glaze, 4)
	} else if sugar != nil {
		sugar.grams += 2 * d.servings // boiled with water to a syrup
	}
	trays := "a large baking tray"
	if n > 12 {
		trays = "two large baking trays"
	}
	d.equipment = append(d.equipment, strings.TrimPrefix(strings.TrimPrefix(trays, "a "), "two "))
	fatName := "butter"
	if fat != nil {
		fatName = fat.name()
	}
	d.prepStep = len(d.steps)
	d.step(8, "Warm the %s with the %s in a saucepan until the fat melts, then leave until just hand-warm; hot milk kills the yeast.", milk.name(), fatName)
	dry := append(nonNil(flour, sugar, salt), spices...)
	if zest != nil && zest.in.Name != "orange zest" {
		dry = append(dry, zest)
	}
	d.step(5, "In a large bowl, mix the %s%s, with the %s on the other side of the bowl from the salt. Pour in the warm milk%s and mix to a soft, sticky dough.",
		plurals(dry), ifAny(" and the ", nonNil(zestOnly(zest)), ""), yeast.name(), ifAny(" and the ", nonNil(eggs), ""))
	d.step(12, "Knead on a lightly floured worktop for 10 minutes, until smooth and elastic and it springs back when pressed (or 6 minutes in a mixer with a dough hook). Flatten it and knead in the %s until evenly spread.", plurals(fruit))
	d.step(75, "Put it back in the bowl, cover with a tea towel and leave in a warm place until doubled in size, 1–1 1/2 hours.")
	ball := 0.0
	for _, p := range append(nonNil(flour, milk, fat, eggs, sugar, yeast), fruit...) {
		ball += p.grams
	}
	if cross == nil {
		ball -= 6 * d.servings
	}
	ball /= d.servings
	d.step(60, "Line %s with parchment. Tip out the dough, press out the air and divide into %d equal pieces (about %.0f g each). Roll each into a smooth ball and set them in rows a finger's width apart so they join as they rise. Cover loosely and leave until doubled again, 45–60 minutes. For the last 20 minutes, heat the oven to %s.",
		trays, n, math.Round(ball/5)*5, temp(200))
	d.step(5, "Mix %s with about %s of water to a thick, smooth paste that holds a line. Spoon it into a piping bag (or a freezer bag with a corner snipped off) and pipe a line along each row of buns, then across, to mark a cross on every bun.",
		crossText, spoonsOf(5*d.servings))
	d.step(22, "Bake until risen, golden brown and hollow-sounding when tapped underneath, 18–22 minutes.")
	brush := "Meanwhile, boil 2 tbsp of the sugar with 2 tbsp water for a minute to a syrup."
	if glaze != nil {
		brush = fmt.Sprintf("Meanwhile, warm the %s in a small pan until runny.", glaze.name())
	} else if sugar == nil {
		brush = "Meanwhile, boil 2 tbsp sugar with 2 tbsp water for a minute to a syrup."
	}
	d.steps[len(d.steps)-1].Text += " " + brush
	d.step(20, "Brush the hot buns with the glaze straight away so they shine, then cool on a wire rack for at least 15 minutes. Serve warm, or split, toasted and buttered.")
	d.mentionLeftovers()
}

// zestOnly is p when it is the jar of zest itself, which goes in with the dry; nil else.
func zestOnly(p *part) *part {
	if p != nil && p.in.Name == "orange zest" {
		return p
	}
	return nil
}

// nameOr is the part's name, or def when there is no part.
func (p *part) nameOr(def string) string {
	if p == nil {
		return def
	}
	return p.name()
}
