package engine

import "fmt"

// Steak with a red-wine pan sauce (a bistro's marchand de vin): salted steaks seared hard
// in a heavy pan and rested; the fat poured off, shallots softened in a little butter, the
// wine poured in and boiled down by two thirds with the browned bits scraped up, stock
// reduced with it when there is some, and cold butter swirled in off the heat so the
// sauce turns glossy. The steaks' juices go back in; potatoes or bread beside.

func init() {
	ownNeeds["wine pan sauce"] = [][]string{{"sirloin steak", "ribeye steak", "strip steak", "tenderloin steak", "flank steak", "venison steak"}, {"red wine"}}
	ownPantryNeeds["wine pan sauce"] = []string{"red wine"} // the sauce is the cook's own bottle, never bought for a weeknight steak
	registerOwn(&form{name: "wine pan sauce", title: "Steak with Red Wine Sauce", minSkill: 1, minMinutes: 20, saltFactor: 0.5, method: "sear",
		equipment: []string{"heavy skillet", "instant-read thermometer", "warm plate"}, write: writeWinePanSauce})
}

func writeWinePanSauce(d *dish) {
	p, wine := d.protein, d.find("red wine")
	if p == nil || wine == nil {
		return
	}
	d.size(wine, 60) // a generous 1/4 cup a steak boils down to two spoonfuls of sauce
	shallot := d.find("shallot", "red onion", "onion")
	if shallot != nil {
		shallot.prep = "finely chopped"
		d.size(shallot, 20)
	}
	butter := d.find("butter", "unsalted butter")
	d.size(butter, 12) // a little to soften the shallots, the rest cold to finish the sauce
	if butter != nil {
		butter.prep = "cold, diced"
	}
	stock := d.find("beef broth", "chicken broth")
	d.size(stock, 40)
	thyme := d.find("thyme")
	garlic := d.find("garlic")
	if garlic != nil {
		garlic.prep = "finely chopped"
		d.size(garlic, 2)
	}
	oil, steaks, rounds, name := d.steakPan(p, butter)
	p.prep = "patted dry"
	potato := d.starch
	d.prepStep = len(d.steps)
	fat := oilName(oil)
	season := fmt.Sprintf("Pat the %s dry and season both sides generously with salt", name)
	chop := ifAny(" Finely chop the ", nonNil(shallot, garlic), ".")
	if potato != nil && potato.in.Category == "produce" {
		potato.prep = "cut into 3 cm (1 1/4 in) chunks"
		roast, sheets, sheetRounds := roastPotatoSheets(potato, oil)
		d.equipment = append(d.equipment, sheetsNeeded(sheets))
		d.step(8, "Heat the oven to %s. Meanwhile, %s.", temp(220), potato.task())
		d.step(30*sheetRounds, "%s Meanwhile, %s; leave %s at room temperature.%s", roast, lowerFirst(season), themOf(steaks), chop)
		fat = "rest of the " + fat
	} else {
		d.step(6, "%s and leave %s at room temperature while you get everything else ready.%s", season, themOf(steaks), chop)
	}
	d.searSteaks(p, oil, fat, name, steaks, rounds, "Rest the "+name+" on a warm plate, loosely covered.")
	soften := "Pour off most of the fat and lower the heat to medium."
	aromatics := []*part{shallot, garlic}
	if shallot != nil || garlic != nil {
		in := "in what is left of the fat"
		if butter != nil {
			in = "with a small knob of the " + butter.name()
		}
		soften += fmt.Sprintf(" Add the %s %s%s and cook, stirring, until soft, about 2 minutes.", plurals(nonNil(aromatics...)), in, ifAny(" and the ", someOf(thyme), ""))
	}
	d.step(3, "%s", soften)
	reduce := fmt.Sprintf("Pour in the %s, scraping up the browned bits, and boil until reduced by about two thirds and syrupy, 4–5 minutes", wine.name())
	if stock != nil {
		reduce += fmt.Sprintf("; add the %s and boil until reduced by half again, about 3 minutes", stock.name())
	}
	d.step(5+3*btoi(stock != nil), "%s.", reduce)
	finish := "Take the pan off the heat"
	if butter != nil {
		finish += fmt.Sprintf(" and swirl in the rest of the cold %s a few pieces at a time until the sauce is glossy and slightly thickened", butter.name())
	}
	finish += fmt.Sprintf("; stir in the juices from the resting %s%s and season with salt and pepper.", name, ifAny(", fish out the ", someOf(thyme), " stems"))
	d.step(2, "%s", finish)
	serve := fmt.Sprintf("Slice the %s across the grain (or serve whole) with the sauce spooned over", name)
	if potato != nil {
		serve += " and the " + plural(potato.name()) + " alongside"
	}
	d.step(1, "%s.%s", serve, d.toppingsExcept(p, wine, butter, shallot, garlic, stock, thyme, potato))
	d.mentionLeftovers()
}
