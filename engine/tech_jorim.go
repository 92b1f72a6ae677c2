package engine

import (
	"fmt"
	"strings"
)

// Gamja-jorim, the Korean banchan of soy-braised potatoes: small cubes rinsed of their
// starch, fried a few minutes in a wide pan until their edges turn clear, then simmered
// uncovered in water with soy sauce, sugar and garlic, stirred now and then, until the
// potatoes are tender and the liquid has cooked down to a glaze. Honey or corn syrup
// goes in at the very end for the gloss; sesame oil and seeds off the heat. Served warm
// or cold beside rice, and it keeps in the fridge for days.

func init() {
	ownNeeds["jorim"] = [][]string{{"soy sauce", "tamari"}}
	registerOwn(&form{name: "jorim", title: "Jorim", minMinutes: 25, simple: true, saltFactor: -1, method: "simmer",
		equipment: []string{"wide skillet or shallow pan with sides", "wooden spoon"}, write: writeJorim})
}

// jorimSyrups are the sweeteners stirred in at the end of a jorim for its shine.
var jorimSyrups = map[string]bool{"honey": true, "corn syrup": true, "maple syrup": true, "golden syrup": true, "agave syrup": true}

func writeJorim(d *dish) {
	pot, soy := d.protein, d.find("soy sauce", "tamari")
	if pot == nil || soy == nil {
		return
	}
	pot.prep = "peeled and cut into 2 cm (3/4 in) cubes"
	baby := false
	if l := d.pantry[pot.in]; l != nil && pot.fromPantry {
		t := lowered(l.Text)
		baby = strings.Contains(t, "baby") || strings.Contains(t, "new potato") || strings.Contains(t, "small potato")
	}
	if baby {
		pot.prep = "scrubbed" // baby potatoes braise whole, in their skins
	}
	pots := plural(pot.name())
	d.size(soy, 10)
	// Sugar goes into the braise; a syrup goes in at the end for the gloss. With only
	// one of them, it does both.
	var sugar, syrup *part
	for p := range d.eachPart {
		switch {
		case jorimSyrups[p.in.Name] && syrup == nil:
			syrup = p
		case (p.in.Name == "sugar" || p.in.Name == "brown sugar") && sugar == nil:
			sugar = p
		}
	}
	switch {
	case sugar != nil && syrup != nil:
		d.size(sugar, 4)
		d.size(syrup, 5)
	case sugar != nil:
		d.size(sugar, 6)
	case syrup != nil:
		d.size(syrup, 8)
	}
	garlic := d.find("garlic")
	if garlic != nil {
		d.size(garlic, 2)
		garlic.prep = "minced"
	}
	onion, carrot := d.find("onion"), d.find("carrot")
	if onion != nil {
		d.size(onion, 25)
		onion.prep = "cut into 2 cm (3/4 in) pieces"
	}
	if carrot != nil {
		d.size(carrot, 25)
		carrot.prep = "cut into 1.5 cm (5/8 in) cubes"
	}
	chili := d.find("red chili", "gochugaru")
	if chili != nil && chili.in.Name == "red chili" {
		chili.prep = "thinly sliced"
		d.size(chili, 3)
	} else {
		d.size(chili, 0.5)
	}
	sesameOil, seeds := d.find("sesame oil"), d.find("sesame seeds")
	d.size(sesameOil, 1.5)
	d.size(seeds, 1)
	scallion := d.find("scallion")
	if scallion != nil {
		scallion.prep = "thinly sliced"
		d.size(scallion, 4)
	}
	oil := d.fat
	if oil != nil {
		oil.grams = 6 * d.servings
	}
	d.drop("black pepper")
	d.prep(0)
	if !baby {
		d.step(2, "Rinse the %s in a bowl of cold water until it runs clear, then drain well and pat dry: without the loose starch they glaze rather than stew.", pots)
	}
	with := ifAny(" with the ", someOf(onion, carrot), "")
	pan := "a wide skillet"
	if d.servings > 6 {
		pan = "your widest pan (or two skillets)" // the potatoes glaze in one layer, not heaped
	}
	d.step(5, "Heat the %s in %s over medium-high heat and fry the %s%s, stirring, until the edges turn translucent and catch a little colour, 4–5 minutes.", d.fatName(), pan, pots, with)
	braise := someOf(soy, sugar, garlic)
	if sugar == nil && syrup != nil {
		braise = someOf(soy, syrup, garlic) // the only sweetener: it braises in, no syrup at the end
		syrup = nil
	}
	ml, simmer, when := 60*d.servings, 15, "12–15 minutes"
	if baby {
		ml, simmer, when = 80*d.servings, 22, "20–25 minutes" // whole potatoes take longer, in a little more water
	}
	d.step(simmer, "Add %s of water with the %s and bring to a boil, then simmer uncovered over medium heat, stirring gently now and then, until a skewer slides into the %s and the liquid has cooked down to a few spoonfuls of thick glaze, %s. Add a splash of water if it dries before the potatoes are tender.",
		millilitres(ml), partNames(braise), pots, when)
	finish := "Turn the heat up and toss for a minute more so the glaze coats every piece"
	if syrup != nil {
		finish = fmt.Sprintf("Stir in the %s, turn the heat up and toss for 1–2 minutes until every piece is coated and shining", syrup.name())
	}
	if chili != nil {
		finish += fmt.Sprintf(", with the %s", chili.name())
	}
	var off []string
	if sesameOil != nil {
		off = append(off, "toss with the "+sesameOil.name())
	}
	if top := someOf(seeds, scallion); len(top) > 0 {
		off = append(off, "scatter over the "+partNames(top))
	}
	if len(off) > 0 {
		finish += ". Off the heat, " + strings.Join(off, " and ")
	}
	d.step(2, "%s.", finish)
	d.step(1, "Serve warm or at room temperature as a side (banchan)%s; covered in the fridge it keeps for 4 days.", ifAny(" with the ", someOf(d.starch), ""))
	d.mentionLeftovers()
}
