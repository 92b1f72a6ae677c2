package engine

import (
	"fmt"
	"math"
)

// Snacks fried in a pan of oil a few centimetres deep: onion bhajis and vegetable
// pakoras (sliced onion or vegetables in a spiced gram-flour batter the onions' own
// juice loosens), fried calamari (squid rings tossed in seasoned flour, fried for a
// minute), and churros (a stiff boiled flour-and-butter dough piped into the oil and
// rolled in cinnamon sugar, with chocolate to dip them in). The pan's oil is listed as
// what goes in the pan; the food soaks up a tablespoon a serving of it.

func init() {
	ownNeeds["bhaji"] = [][]string{{"chickpea flour"}}
	ownNeeds["fried calamari"] = [][]string{{"squid"}}
	ownNeeds["churros"] = [][]string{{"all-purpose flour", "self-rising flour", "bread flour"}}
	deepFry := []string{"wok or deep saucepan", "deep-fry thermometer", "slotted spoon or spider", "paper towels"}
	registerOwn(
		&form{name: "bhaji", title: "Bhajis", minMinutes: 25, simple: true, saltFactor: 0.5, method: "fry",
			equipment: append([]string{"mixing bowl"}, deepFry...), write: writeBhaji},
		&form{name: "fried calamari", title: "Fried Calamari", minSkill: 1, minMinutes: 20, saltFactor: 0.5, method: "fry",
			equipment: append([]string{"large bowl", "colander"}, deepFry...), write: writeFriedCalamari},
		&form{name: "churros", title: "Churros", minSkill: 1, minMinutes: 30, saltFactor: -1, method: "sweet",
			equipment: append([]string{"saucepan", "wooden spoon", "piping bag with a large star nozzle", "shallow dish"}, deepFry...), write: writeChurros},
	)
}

// heatFryingOil is the sentence that brings a wok or saucepan of oil to temperature.
func (d *dish) heatFryingOil(c int) string {
	return fmt.Sprintf("Pour the %s into a wok or deep saucepan, no more than a third full (about 5 cm / 2 in deep), and heat it to %s on the thermometer, "+
		"or until bubbles stream at once from the handle of a wooden spoon dipped in it.", d.fatName(), fryTemp(c))
}

// fryTemp writes an oil temperature in both scales: "180°C (350°F)".
func fryTemp(c int) string {
	f := map[int]int{170: 340, 175: 350, 180: 350, 190: 375}[c]
	if f == 0 {
		f = int(math.Round(float64(c)*9/5+32)/5) * 5
	}
	return fmt.Sprintf("%d°C (%d°F)", c, f)
}

// fryRounds is how many batches a wok of oil fries for so many servings without the oil
// cooling: two servings a batch.
func (d *dish) fryRounds() int { return max(1, int(math.Ceil(d.servings/2))) }

func writeBhaji(d *dish) {
	flour := d.find("chickpea flour")
	if flour == nil {
		return
	}
	d.fryOilGrams(d.fat, 1)
	d.size(flour, 30)
	flour.prep = ""
	// The vegetables: sliced onion above all, the pakora's spinach, potato or
	// cauliflower beside it; about 110 g a serving in all.
	vegs := d.where(func(p *part) bool { return bhajiVeg[p.in.Name] != "" })
	for _, v := range vegs {
		v.grams, v.prep = 80*d.servings/float64(len(vegs)), bhajiVeg[v.in.Name]
	}
	d.drop("black pepper") // the chilli and spice season it
	salt := d.find("salt")
	if salt != nil {
		salt.grams = 1.5 * d.servings // a teaspoon for four: it draws the onions' juice
	}
	var chilies []*part
	for _, p := range d.where(func(p *part) bool {
		return p.in.Name == "red chili" || p.in.Name == "jalapeno" || p.in.Name == "green chili"
	}) {
		p.prep = "finely chopped"
		d.size(p, 3)
		chilies = append(chilies, p)
	}
	ginger := d.find("ginger")
	if ginger != nil {
		ginger.prep = "grated"
		d.size(ginger, 2)
	}
	cilantro := d.find("cilantro")
	if cilantro != nil {
		cilantro.prep = "chopped"
		d.size(cilantro, 2)
	}
	spices := d.where(func(p *part) bool {
		return p.in.Category == "spices-seasonings" && p.in.Name != "salt" && p.in.Name != "black pepper"
	})
	for _, s := range spices {
		d.size(s, 0.6)
	}
	lemon := d.find("lemon", "lime")
	if lemon != nil {
		lemon.grams, lemon.prep = lemon.in.Units["piece"]*math.Max(0.5, math.Round(d.servings/4*2)/2), "cut into wedges"
	}
	yogurt := d.find("greek yogurt", "yogurt")
	d.size(yogurt, 40)
	mint := d.find("mint")
	if mint != nil {
		mint.prep = "chopped"
		d.size(mint, 1)
	}
	chutney := d.find("mango chutney")
	d.size(chutney, 20)
	d.prep(0)
	d.step(10, "Toss the %s in a large bowl with the salt%s and leave 10 minutes: the salt draws out their juice, which loosens the batter. Meanwhile, %s",
		plurals(vegs), ifAny(", the ", spices, ""), lowerFirst(d.heatFryingOil(180)))
	d.step(3, "Scatter the %s over the vegetables%s and mix with your hands, adding cold water a spoonful at a time (2–4 tbsp in all) until everything is coated in a thick, sticky batter that holds together; not a pourable one.",
		flour.name(), ifAny(" with the ", append(chilies, someOf(ginger, cilantro)...), ""))
	rounds := d.fryRounds()
	d.step(5*rounds, "Drop loose heaped tablespoons of the mixture into the hot oil, a few at a time%s, and fry, turning once, until deep golden and crisp all over, 4–5 minutes; the middle must cook through, so keep the oil at %s. Lift out with the slotted spoon and drain on paper towels.",
		inBatches(rounds), fryTemp(180))
	var serve []string
	if yogurt != nil {
		dip := "the " + yogurt.name() + " stirred with a pinch of salt"
		if mint != nil {
			dip = "the " + yogurt.name() + " stirred with the " + mint.name() + " and a pinch of salt"
		}
		serve = append(serve, dip)
	}
	if chutney != nil {
		serve = append(serve, "the "+chutney.name())
	}
	if lemon != nil {
		serve = append(serve, "the "+lemon.name()+" wedges")
	}
	with := ""
	if len(serve) > 0 {
		with = " with " + listNames(serve)
	}
	d.step(1, "Sprinkle with a little salt and serve hot%s.%s", with, d.toppingsExcept(append(append([]*part{}, vegs...), someOf(flour, yogurt, mint, chutney, lemon, ginger, cilantro)...)...))
	d.mentionLeftovers()
}

// bhajiVeg are the vegetables a bhaji or pakora batter takes, and how each is cut.
var bhajiVeg = map[string]string{"onion": "halved and thinly sliced", "red onion": "halved and thinly sliced",
	"spinach": "roughly shredded", "frozen spinach": "thawed and squeezed dry", "potato": "peeled and cut into thin matchsticks",
	"sweet potato": "peeled and cut into thin matchsticks", "cauliflower": "cut into small florets", "eggplant": "cut into thin half-moons",
	"kale": "stems stripped, shredded", "zucchini": "cut into thin matchsticks", "green bell pepper": "cut into thin strips"}

func writeFriedCalamari(d *dish) {
	squid := d.protein
	if squid == nil {
		return
	}
	squid.prep = "cut into 1 cm (1/2 in) rings"
	d.fryOilGrams(d.fat, 1)
	flour := d.find("all-purpose flour", "chickpea flour", "rice flour", "semolina", "self-rising flour", "cornstarch")
	d.size(flour, 20)
	if flour != nil {
		flour.prep = ""
	}
	dust := d.where(func(p *part) bool {
		return p.in.Name == "smoked paprika" || p.in.Name == "paprika" || p.in.Name == "dried oregano"
	})
	for _, s := range dust {
		d.size(s, 0.4)
	}
	lemon := d.find("lemon")
	if lemon != nil {
		lemon.grams, lemon.prep = lemon.in.Units["piece"]*math.Max(0.5, math.Round(d.servings/4*2)/2), "cut into wedges"
	}
	mayo := d.find("mayonnaise")
	garlic := d.find("garlic")
	if mayo != nil {
		d.size(mayo, 25)
	}
	if garlic != nil {
		garlic.prep = "minced"
		d.size(garlic, 1)
		if mayo == nil {
			d.leaveOut(garlic) // raw garlic goes only into a dip
			garlic = nil
		}
	}
	parsley := d.find("parsley")
	if parsley != nil {
		parsley.prep = "chopped"
		d.size(parsley, 1.5)
	}
	d.prep(0)
	d.steps[d.prepStep].Text += " Leave the tentacles whole, and pat all the squid very dry with paper towels."
	d.step(8, "%s", d.heatFryingOil(190))
	if mayo != nil && garlic != nil {
		d.step(1, "Stir the %s into the %s with a squeeze of lemon for a quick garlic mayonnaise (alioli).", garlic.name(), mayo.name())
	}
	season := "a good pinch of salt"
	if d.find("black pepper") != nil {
		season += " and pepper"
	}
	d.step(2, "Mix the %s with %s%s in a large bowl. Toss in the %s, a handful at a time, until every ring is coated, then shake off the excess in a colander.",
		orName(flour, "flour"), season, ifAny(" and the ", dust, ""), squid.name())
	rounds := d.fryRounds()
	d.step(3*rounds, "Fry the %s%s in the hot oil until pale golden and crisp, 1–2 minutes, no longer or it turns rubbery; lift out with the slotted spoon and drain on paper towels.%s",
		squid.name(), inBatches(rounds), againIf(rounds > 1, " Let the oil come back to "+fryTemp(190)+" between batches."))
	var with []string
	if lemon != nil {
		with = append(with, "the "+lemon.name()+" wedges")
	}
	if mayo != nil {
		if garlic != nil {
			with = append(with, "the garlic mayonnaise")
		} else {
			with = append(with, "the "+mayo.name())
		}
	}
	serve := "Salt at once and serve hot"
	if len(with) > 0 {
		serve += " with " + listNames(with)
	}
	d.step(1, "%s%s.%s", serve, ifAny(", scattered with the ", someOf(parsley), ""), d.toppingsExcept(someOf(squid, flour, lemon, mayo, garlic, parsley)...))
}

func writeChurros(d *dish) {
	flour := d.starch
	if flour == nil {
		return
	}
	d.fryOilGrams(d.fat, 1)
	d.size(flour, 30)
	flour.prep = ""
	water := 60 * d.servings // twice the flour's weight: a dough stiff enough to pipe
	butter := d.find("butter", "unsalted butter")
	d.size(butter, 8)
	sugar := d.find("sugar", "brown sugar")
	d.size(sugar, 15) // a spoonful in the dough, the rest to roll them in
	cinnamon := d.find("cinnamon")
	d.size(cinnamon, 0.6)
	egg := d.eggPart()
	if egg != nil {
		egg.grams, egg.prep = egg.in.Units["piece"]*math.Max(1, math.Round(d.servings/4)), ""
	}
	choc := d.find("dark chocolate", "milk chocolate", "chocolate chips")
	var cream *part
	if choc != nil {
		d.size(choc, 25)
		choc.prep = "chopped"
		if choc.in.Name == "chocolate chips" {
			choc.prep = ""
		}
		cream = d.find("heavy cream", "milk", "whole milk")
		d.size(cream, 40)
	}
	vanilla := d.find("vanilla extract")
	d.size(vanilla, 0.5)
	d.prepAny()
	d.step(2, "Mix all but 1 tbsp of the %s%s in a shallow dish, for rolling.", sugarName(sugar), ifAny(" with the ", someOf(cinnamon), ""))
	inPan := append(someOf(butter), someOf(vanilla)...)
	d.step(4, "Bring %s to the boil in a saucepan with %s1 tbsp of the %s and a pinch of salt. Off the heat, tip in the %s all at once and beat hard with a wooden spoon, then stir over low heat for a minute until the dough is smooth and comes away from the sides in a ball.",
		cupsOfWater(water), ifAny("the ", inPan, ", "), sugarName(sugar), flour.name())
	cool := "Leave the dough to cool for 5 minutes."
	if egg != nil {
		cool = fmt.Sprintf("Leave the dough to cool for 5 minutes, then beat in the %s until glossy.", pluralIf(egg.name(), count(egg)))
	}
	d.step(8, "%s Meanwhile, %s", cool, lowerFirst(d.heatFryingOil(180)))
	if choc != nil {
		how := fmt.Sprintf("Heat the %s until steaming, pour it over the %s in a bowl, leave 1 minute, then stir until smooth and glossy; keep warm.", orName(cream, "milk"), choc.name())
		if cream == nil {
			how = fmt.Sprintf("Melt the %s with 4 tbsp of hot water in a bowl over a pan of simmering water, stirring until smooth; keep warm.", choc.name())
		}
		d.step(4, "For the chocolate sauce: %s", how)
	}
	rounds := d.fryRounds()
	d.step(4*rounds, "Spoon the dough into the piping bag with the star nozzle (the ridges stop them bursting). Pipe 10 cm (4 in) lengths straight into the hot oil, snipping them off with scissors, a few at a time%s, and fry, turning, until deep golden and crisp, 3–4 minutes. Drain on paper towels for a few seconds, then roll in the cinnamon sugar while hot.",
		inBatches(rounds))
	d.step(1, "Serve warm%s.", againIf(choc != nil, ", with the chocolate sauce for dipping"))
}
