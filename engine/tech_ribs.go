package engine

import (
	"fmt"
	"math"
)

// Barbecue pork ribs: the racks rubbed with paprika, sugar, salt and pepper, wrapped in
// foil and baked low and slow until the meat pulls back from the bones, then unwrapped,
// brushed with barbecue sauce and roasted hot until sticky and charred at the edges;
// cut between the bones to serve. In a hurry the ribs are pressure-cooked in sections
// instead of baked, then glazed the same way under a hot grill.

func init() {
	ownNeeds["bbq ribs"] = [][]string{{"pork ribs"}, {"bbq sauce"}}
	registerOwn(&form{name: "bbq ribs", title: "BBQ Ribs", minMinutes: 55, simple: true, saltFactor: 0.5, method: "roast",
		equipment: []string{"rimmed baking sheet", "foil", "pastry brush", "small bowl"}, write: writeRibs})
}

// ribsPerRack is the most a rack of pork ribs weighs as bought: baby backs about 1 kg,
// spare ribs up to 1.4.
const ribsPerRack = 1400.0

func writeRibs(d *dish) {
	ribs, sauce := d.protein, d.find("bbq sauce")
	if ribs == nil || sauce == nil {
		return
	}
	ribs.prep = ""
	d.dropBoughtFat()
	d.size(sauce, 40)
	racks := math.Max(1, math.Ceil(ribs.grams/ribsPerRack))
	rub := d.where(func(p *part) bool {
		return p.in.Category == "spices-seasonings" && p.in.Name != "salt" && p.in.Name != "black pepper" && p.in.Name != "bay leaf" ||
			p.in.Name == "brown sugar" || p.in.Name == "sugar"
	})
	for _, p := range rub {
		p.prep = ""
		if p.in.Name == "brown sugar" || p.in.Name == "sugar" {
			d.size(p, 5)
		} else {
			d.size(p, 1)
		}
	}
	vinegar := d.find("apple cider vinegar")
	d.size(vinegar, 5)
	honey := d.find("honey", "maple syrup")
	d.size(honey, 5)
	slaw := d.find("coleslaw")
	d.size(slaw, 60)
	salt := d.find("salt")
	d.size(salt, 1.2) // the rub seasons the meat through
	d.prepAny()
	rubText := "the salt and plenty of pepper"
	if len(rub) > 0 {
		rubText = "the " + plurals(rub) + " with the salt and plenty of pepper"
	}
	rackWord, them := "rack", "it"
	if racks > 1 {
		rackWord, them = "racks", "them"
	}
	membrane := fmt.Sprintf("Turn the %s bone side up, slide a knife under the thin papery membrane at one end, grip it with kitchen paper and pull it off (the rub gets in and the ribs stay tender). ", rackWord)
	glazeWith := "the " + sauce.name()
	if extra := someOf(honey, vinegar); len(extra) > 0 {
		glazeWith = fmt.Sprintf("the %s stirred together with the %s", sauce.name(), plurals(extra))
	}
	if d.quick {
		d.equipment = append(d.equipment, "pressure cooker (or Instant Pot) with a trivet")
		d.step(5, "%sMix %s in a small bowl, rub it all over the %s and cut %s into sections of 3 or 4 ribs that fit the pot.", membrane, rubText, ribs.name(), them)
		d.step(40, "Pour 250 ml (1 cup) water into the pressure cooker, set the trivet in and stand the rib sections on it, meaty side out. Lock the lid, bring to high pressure and cook for 25 minutes, then let the pressure fall on its own for 5 minutes before releasing the rest.")
		d.step(2, "Heat the grill (broiler) to high. Lift the ribs onto a foil-lined rimmed baking sheet, meaty side up, and brush them thickly with half of %s.", glazeWith)
		d.step(7, "Grill until the sauce bubbles and catches at the edges, 3–4 minutes; brush with the rest of the sauce and grill 2–3 minutes more, watching that it does not burn.")
	} else {
		d.step(8, "Heat the oven to %s. %sMix %s in a small bowl and rub it all over the %s.", temp(150), membrane, rubText, ribs.name())
		slow := 150
		if ribs.grams/math.Max(1, d.servings) < 380 {
			slow = 120 // baby back ribs are leaner and smaller: tender sooner
		}
		d.step(slow, "Wrap each rack tightly in a double layer of foil, meaty side up, and bake on a rimmed baking sheet until the meat is tender and has shrunk back from the ends of the bones, %d–%d minutes (baby back ribs take the shorter time).", slow-30, slow)
		d.step(3, "Turn the oven up to %s. Open the foil, pour the juices away and brush the ribs thickly with half of %s.", temp(220), glazeWith)
		d.step(15, "Roast uncovered until the sauce is sticky and catching at the edges, 10–15 minutes, brushing with the rest of the sauce halfway.")
	}
	serve := "Rest the ribs for 3 minutes, then cut between the bones and pile onto a board"
	if slaw != nil {
		serve += fmt.Sprintf(", with the %s alongside", slaw.name())
	}
	d.step(3, "%s. Have plenty of napkins.%s", serve, d.extrasInExcept(append([]*part{ribs, sauce, slaw, honey, vinegar, salt}, rub...)...))
	d.mentionLeftovers()
}
