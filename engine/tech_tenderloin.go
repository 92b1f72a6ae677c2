package engine

import (
	"fmt"
	"math"
)

// A pork tenderloin roasted whole: browned on every side in an ovenproof pan, finished
// in a hot oven to 63°C, rested so its juices settle, then sliced into medallions, the
// pan's browned bits made into a quick sauce with what the pantry gives (mustard and
// cream, cider or apple, honey). Never cut into chops or stir-fry strips.

func init() {
	registerOwn(&form{name: "roast tenderloin", title: "Roast Tenderloin", minMinutes: 30, saltFactor: 1, fatFactor: 1,
		method: "roast", equipment: []string{"ovenproof skillet", "tongs", "instant-read thermometer", "carving board"}, write: writeRoastTenderloin})
}

func writeRoastTenderloin(d *dish) {
	pork := d.protein
	if pork == nil {
		return
	}
	pork.prep = "patted dry, the silver skin trimmed"
	spuds := d.starch
	if spuds != nil {
		spuds.prep = ""
	}
	mustard := d.find("dijon mustard", "whole grain mustard", "yellow mustard")
	cream := d.find("heavy cream", "creme fraiche", "sour cream")
	cider := d.find("hard cider", "apple cider", "white wine", "chicken broth")
	honey := d.find("honey", "maple syrup")
	d.size(mustard, 5)
	d.size(cream, 30)
	d.size(cider, 40)
	d.size(honey, 5)
	herbs := d.where(func(p *part) bool { return p.in.Name == "thyme" || p.in.Name == "rosemary" || p.in.Name == "sage" })
	for _, h := range herbs {
		h.prep = "leaves picked"
	}
	d.prep(200)
	if spuds != nil {
		d.step(3, "Start the %s: cut into 3 cm (1 1/4 in) chunks, cover with cold salted water in a saucepan, bring to a boil and simmer until tender to the tip of a knife, about 15 minutes; drain and keep covered.", spuds.name())
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: 18, until: -1, what: spuds.name()})
	}
	// A 30 cm (12 in) skillet browns two tenderloins (about 900 g) at once; more are
	// browned in rounds and roasted together on a baking sheet.
	_, _, g := pork.measure()
	if rounds := int(math.Ceil(g / 900)); rounds > 1 {
		sheets, sheet := "large rimmed baking sheet", "the baking sheet"
		if rounds > 2 { // four tenderloins to a sheet
			sheets, sheet = fmt.Sprintf("%d large rimmed baking sheets", (rounds+1)/2), "the baking sheets"
		}
		d.equipment = append(d.equipment, sheets)
		d.step(6*rounds+1, "Season the %s all over with salt and pepper%s. Heat a little of the %s in the ovenproof skillet over medium-high heat and brown the meat on every side, two tenderloins at a time, turning with tongs, 5–6 minutes a round; move each round to %s and add more of the %s to the pan for the next.",
			pork.name(), ifAny(", rubbing in the ", herbs, ""), d.fatName(), sheet, d.fatName())
		d.step(15, "Put "+sheet+" in the oven at %s and roast until the thickest part reads 63°C (145°F) on the thermometer, 12–15 minutes.%s", temp(200), d.vegsMeanwhile())
	} else {
		d.step(7, "Season the %s all over with salt and pepper%s. Heat the %s in the ovenproof skillet over medium-high heat and brown the meat on every side, turning with tongs, 5–6 minutes in all.",
			pork.name(), ifAny(", rubbing in the ", herbs, ""), d.fatName())
		d.step(15, "Put the pan in the oven at %s and roast until the thickest part reads 63°C (145°F) on the thermometer, 12–15 minutes.%s", temp(200), d.vegsMeanwhile())
	}
	sauce := optionalList(cider, mustard, honey, cream)
	d.step(5, "Lift the %s onto a carving board, cover loosely with foil and rest it 5 minutes (USDA: 3 minutes at least); it stays faintly pink and juicy.%s", pork.name(), panSauce(sauce))
	d.step(2, "Slice the %s into 2 cm (3/4 in) medallions and serve%s%s.%s", pork.name(),
		ifAny(" with the ", optionalList(spuds), ""), ifAny(" and the ", d.vegs, ""), spoonOver(sauce))
}

// vegsMeanwhile boils the dish's vegetables while the meat roasts, or says nothing.
func (d *dish) vegsMeanwhile() string {
	if len(d.vegs) == 0 {
		return ""
	}
	return fmt.Sprintf(" Meanwhile, cook the %s in boiling salted water until just tender, 4–5 minutes, and drain.", partNames(d.vegs))
}

// panSauce is the sauce made in the roasting pan while the meat rests, from the parts
// the pantry gave, or nothing when it gave none.
func panSauce(sauce []*part) string {
	if len(sauce) == 0 {
		return ""
	}
	return fmt.Sprintf(" Meanwhile, set the hot pan (mind the handle) over medium heat, add the %s and a splash of water and bubble, scraping up the browned bits, until lightly thickened, 2–3 minutes; season to taste.", partNames(sauce))
}

// spoonOver is the last step's word for a pan sauce, when there is one.
func spoonOver(sauce []*part) string {
	if len(sauce) == 0 {
		return ""
	}
	return " Spoon the sauce over."
}
