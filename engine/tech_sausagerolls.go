package engine

import (
	"fmt"
	"math"
	"slices"
)

// Sausage rolls: sausage meat (or sausages squeezed from their skins) seasoned with
// onion and sage, rolled up in strips of bought puff pastry, glazed with beaten egg,
// cut into short lengths and baked hot until the pastry is puffed and the meat cooked
// through. Eaten warm or cold, at a picnic or with a cup of tea.

func init() {
	registerOwn(&form{name: "sausage rolls", title: "Sausage Rolls", minMinutes: 40, simple: true, saltFactor: -1,
		method: "roast", equipment: []string{"baking sheet", "parchment paper", "mixing bowl", "pastry brush", "sharp knife"},
		write: writeSausageRolls})
}

// rollsPerServing is two small rolls a person; a strip of pastry makes six.
const rollsPerServing = 2

func writeSausageRolls(d *dish) {
	meat, pastry := d.protein, d.starch
	if meat == nil || pastry == nil {
		return
	}
	d.dropFat()
	d.drop("black pepper")
	// A sheet cuts lengthways into two strips, each rolled round its meat and cut in six.
	strips := int(math.Ceil(d.servings * rollsPerServing / 6))
	sheets := math.Ceil(float64(strips) / 2)
	if w, ok := pastry.in.UnitGrams("sheet"); ok {
		pastry.grams = float64(strips) / 2 * w
	}
	pastry.prep = ""
	// Sausage meat, and the bulk breakfast sausage sold loose in a tube or tray, has no skins.
	skins := meat.in.Name != "sausage meat" && !d.pantrySays(meat, "breakfast sausage", "bulk", "sausage meat", "ground sausage", "loose")
	meat.prep = ""
	if skins {
		meat.prep = "skins removed"
	}
	onion := d.find("onion", "shallot")
	if onion != nil {
		onion.prep = "finely chopped"
		d.size(onion, 12)
	}
	herbs := d.where(func(p *part) bool {
		switch p.in.Name {
		case "sage", "dried sage", "thyme", "dried thyme":
			return true
		}
		return false
	})
	for _, h := range herbs {
		if h.in.Category == "herbs" {
			h.prep = "finely chopped"
			d.size(h, 0.35)
		} else {
			h.prep = ""
			d.size(h, 0.2)
		}
	}
	mustard := d.find("dijon mustard", "yellow mustard", "english mustard")
	d.size(mustard, 2)
	glaze := d.find("egg")
	if glaze != nil {
		glaze.grams, glaze.prep = glaze.in.Units["piece"], "beaten"
	} else if glaze = d.find("milk"); glaze != nil {
		d.size(glaze, 3)
	}
	seeds := d.find("sesame seeds", "poppy seeds", "fennel seeds")
	d.size(seeds, 0.7)
	pan := "a baking sheet"
	if trays := math.Ceil(d.servings * rollsPerServing / 16); trays > 1 {
		pan = fmt.Sprintf("%.0f baking sheets", trays)
	}
	later := slices.DeleteFunc(d.prepLater(), func(p *part) bool { return p == meat }) // skinned in the mixing
	thawed := " (thawed in the fridge if frozen)"
	if d.frozenInPantry(pastry) {
		thawed = ""
		d.step(40, "Thaw the frozen %s on the counter, still wrapped, until it unrolls without cracking, about 40 minutes (or overnight in the fridge).", pastry.name())
	}
	d.prepStep = len(d.steps)
	d.step(max(2, d.prepMinutes(later)), "Heat the oven to %s and line %s with parchment; it heats while you make the rolls.%s", temp(200), pan, meanwhile(later, ""))
	mix := []*part{}
	for _, p := range append(append([]*part{onion}, herbs...), mustard) {
		if p != nil {
			mix = append(mix, p)
		}
	}
	squeeze := ""
	if skins {
		squeeze = fmt.Sprintf("Slit the %s and squeeze the meat out of the skins into a bowl. ", plural(meat.name()))
	}
	d.step(4, "%sMix the %s%s and a good grind of pepper with your hands until evenly combined; fry a pinch to taste for salt if you like.",
		squeeze, meat.name(), ifAny(" with the ", mix, ""))
	pieces := max(3, int(math.Round(d.servings*rollsPerServing/float64(strips))))
	cut := "cut the sheet in half lengthways into 2 long strips"
	switch {
	case strips == 1:
		cut = "cut the sheet in half lengthways; wrap one half and keep it in the fridge for another day"
	case strips%2 == 1:
		cut = fmt.Sprintf("cut each sheet in half lengthways; use %d of the strips and wrap the last one for another day", strips)
	case sheets > 1:
		cut = fmt.Sprintf("cut each sheet in half lengthways: %d long strips", strips)
	}
	seal := "a little water"
	if glaze != nil {
		seal = "a little of the " + glaze.name()
	}
	roll := fmt.Sprintf("Divide the meat into %d and roll each piece into a sausage the length of a strip", strips)
	if strips == 1 {
		roll = "Roll the meat into a sausage the length of the strip"
	}
	d.step(6, "Unroll the %s%s and %s. %s; lay it along one long edge. Brush the far edge with %s, roll the pastry over the meat and press the seam to seal it, seam underneath.",
		pastry.name(), thawed, cut, roll, seal)

	top := fmt.Sprintf("Cut each roll into %d pieces and set them on the sheet, 2 cm (1 in) apart; snip two small cuts in the top of each.", pieces)
	if glaze != nil {
		top += fmt.Sprintf(" Brush all over with the %s", glaze.name())
		top += ifAny(" and scatter with the ", someOf(seeds), "")
		top += "."
	}
	d.step(3, "%s", top)
	d.step(25, "Bake until puffed and deep golden and the meat is cooked through (71°C / 160°F in the middle of a roll), 22–25 minutes.")
	d.step(3, "Cool on the sheet for a few minutes. Serve warm, or cold the same day.")
	d.mentionLeftovers()
}
