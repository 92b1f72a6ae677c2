package engine

import (
	"fmt"
	"strings"
)

// Steak au poivre: peppercorns crushed coarse and pressed into salted steaks, seared
// hard in a heavy pan and rested; the pan's fat poured off, a shallot softened in
// butter, a splash of brandy (cognac) boiled off and cream bubbled in the pan until it
// coats a spoon, the steaks' juices stirred back. Roast potatoes when the cook has
// them, else bread for the sauce.

func init() {
	ownNeeds["au poivre"] = [][]string{{"sirloin steak", "ribeye steak", "strip steak", "tenderloin steak", "flank steak", "venison steak"}, {"heavy cream", "creme fraiche"}}
	registerOwn(&form{name: "au poivre", title: "Steak au Poivre", minSkill: 1, minMinutes: 20, saltFactor: 0.5, method: "sear",
		equipment: []string{"heavy skillet", "mortar and pestle or heavy pan", "instant-read thermometer", "warm plate"}, write: writeAuPoivre})
}

func writeAuPoivre(d *dish) {
	p, cream := d.protein, d.find("heavy cream", "creme fraiche")
	if p == nil || cream == nil {
		return
	}
	d.size(cream, 40)
	cream.prep = ""
	pepper := d.find("black pepper")
	if pepper == nil {
		if pepper = d.add("black pepper", RoleSpice, 0, ""); pepper != nil {
			d.spices = append(d.spices, pepper)
		}
	}
	if pepper != nil {
		pepper.grams = 2 * d.servings // a good teaspoon of peppercorns a steak
		pepper.prep = "whole peppercorns, coarsely crushed"
	}
	butter := d.find("butter")
	d.size(butter, 6)
	brandy := d.find("brandy", "whisky", "bourbon")
	d.size(brandy, 12)
	shallot := d.find("shallot", "onion")
	if shallot != nil {
		shallot.prep = "finely chopped"
		d.size(shallot, 10)
	}
	mustard := d.find("dijon mustard")
	d.size(mustard, 2)
	oil, steaks, rounds, name := d.steakPan(p, butter)
	p.prep = "patted dry"
	potato := d.starch
	d.prepStep = len(d.steps)
	fat := oilName(oil)
	crush := "Crush the peppercorns coarsely in a mortar (or under a heavy pan on a board): cracked, not ground"
	if pepper != nil && pepper.fromPantry {
		if l := d.pantry[pepper.in]; l != nil && !strings.Contains(lowered(l.Text), "corn") {
			crush = "Use the coarsest grind of black pepper you can"
		}
	}
	season := fmt.Sprintf("Pat the %s dry, season both sides with salt and press the pepper firmly into both sides so it sticks", name)
	if potato != nil && potato.in.Category == "produce" {
		potato.prep = "cut into 3 cm (1 1/4 in) chunks"
		roast, sheets, sheetRounds := roastPotatoSheets(potato, oil)
		d.equipment = append(d.equipment, sheetsNeeded(sheets))
		d.step(8, "Heat the oven to %s. Meanwhile, %s.", temp(220), potato.task())
		d.step(30*sheetRounds, "%s Meanwhile, %s; %s.%s",
			roast, lowerFirst(crush), lowerFirst(season), ifAny(" Finely chop the ", someOf(shallot), "."))
		fat = "rest of the " + fat
	} else {
		d.step(6, "%s. %s.%s", crush, season, ifAny(" Finely chop the ", someOf(shallot), "."))
	}
	d.searSteaks(p, oil, fat, name, steaks, rounds, "Rest the "+name+" on a warm plate.")
	sauce := "Pour off most of the fat and lower the heat to medium."
	if butter != nil {
		sauce += " Add the " + butter.name()
		if shallot != nil {
			sauce += fmt.Sprintf(" and the %s and cook, stirring, until soft, about 1 minute", shallot.name())
		} else {
			sauce += " and let it foam"
		}
		sauce += "."
	} else if shallot != nil {
		sauce += fmt.Sprintf(" Add the %s and cook, stirring, until soft, about 1 minute.", shallot.name())
	}
	if brandy != nil {
		sauce += fmt.Sprintf(" Take the pan off the heat, pour in the %s, then return it and let it bubble, scraping up the browned bits, until almost gone, about 30 seconds (stand back: it may flame).", brandy.name())
	}
	sauce += fmt.Sprintf(" Pour in the %s%s and bubble, stirring, until it coats the back of a spoon, 2–3 minutes; stir in the juices from the plate and season with salt.",
		cream.name(), ifAny(" with the ", someOf(mustard), ""))
	d.step(4, "%s", sauce)
	serve := fmt.Sprintf("Serve the %s with the sauce spooned over", name)
	if potato != nil {
		serve += " and the " + plural(potato.name()) + " alongside"
	}
	d.step(1, "%s.%s", serve, d.toppingsExcept(p, cream, pepper, butter, brandy, shallot, mustard, potato))
	d.mentionLeftovers()
}

// themOf is "them" for several, "it" for one.
func themOf(n int) string {
	if n == 1 {
		return "it"
	}
	return "them"
}

// steakPan is a pan-seared steak dish's searing: its fat (never the butter that finishes
// the sauce), the steaks and the rounds of two they sear in, a spoonful of fat filming the
// pan and a little more each round, and the steaks' name for the steps.
func (d *dish) steakPan(p, butter *part) (oil *part, steaks, rounds int, name string) {
	oil = d.fat
	if oil == butter {
		oil = nil
	}
	steaks = count(p)
	rounds = batches(steaks, 2)
	if oil != nil {
		oil.grams = 13.5 + 5*float64(rounds-1)
	}
	return oil, steaks, rounds, pluralIf(p.name(), steaks)
}

// searSteaks writes the step that sears the steaks in fat (the fat's name as the step
// says it), in rounds of two when there are more; rested says where a single round rests.
func (d *dish) searSteaks(p, oil *part, fat, name string, steaks, rounds int, rested string) {
	batch, rest := "", rested
	if rounds > 1 {
		batch = fmt.Sprintf(" Cook them 2 at a time, in %d rounds, so the pan stays hot, adding a little more %s for each round.", rounds, oilName(oil))
	}
	if rounds > 2 {
		rest = "Rest each round on a warm plate in a low oven while the next one sears."
	}
	sear, done := "3–4 minutes; turn and cook the other side 2–3 minutes", "take "+themOf(steaks)+" off at 54°C (130°F) for medium-rare or 60°C (140°F) for medium"
	if p.in.Name == "venison steak" {
		// Venison has almost no fat: a short, hard sear, and no further than medium-rare,
		// past which it turns dry and livery.
		sear = "2–3 minutes; turn and cook the other side 2 minutes"
		done = "take " + themOf(steaks) + " off at 52–54°C (125–130°F) for medium-rare; lean venison turns dry and livery past that"
	}
	d.step(2+5*rounds, "Heat the %s in a heavy skillet over high heat until it shimmers. Lay in the %s and sear, without moving, until a dark crust forms, %s: %s (the USDA's safe minimum is 63°C / 145°F after a 3-minute rest).%s %s",
		fat, name, sear, done, batch, rest)
}
