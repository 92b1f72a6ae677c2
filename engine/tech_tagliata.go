package engine

import "fmt"

// Tagliata: a steak seared hard and rare, rested, sliced across the grain and laid over
// a plate of rocket dressed with olive oil and balsamic (or lemon), with shavings of
// parmesan over. What steak, rocket and parmesan are for in Italian cooking.

func init() {
	ownNeeds["tagliata"] = [][]string{{"sirloin steak", "ribeye steak", "strip steak", "flank steak", "venison steak"}, {"arugula"}}
	registerOwn(&form{name: "tagliata", title: "Tagliata", minMinutes: 15, saltFactor: 0.8, method: "sear",
		equipment: []string{"heavy skillet (cast iron or carbon steel)", "tongs", "instant-read thermometer", "vegetable peeler"},
		write:     writeTagliata})
}

func writeTagliata(d *dish) {
	p, rocket := d.protein, d.find("arugula")
	if p == nil || rocket == nil {
		return
	}
	p.prep = ""
	d.size(rocket, 35)
	rocket.prep = ""
	cheese := d.find("parmesan", "pecorino")
	if cheese != nil {
		d.size(cheese, 10)
		cheese.prep = ""
	}
	acid := d.find("balsamic vinegar", "lemon", "lemon juice")
	switch {
	case acid == nil:
	case acid.in.Name == "lemon":
		acid.grams, acid.prep = acid.in.Units["piece"]*d.servings/4, "juiced"
	default:
		d.size(acid, 4)
	}
	tomato := d.find("cherry tomato")
	if tomato != nil {
		d.size(tomato, 50)
		tomato.prep = "halved"
	}
	d.size(d.fat, 12) // a film for the pan, the rest to dress the leaves
	steaks := count(p)
	name := pluralIf(p.name(), steaks)
	rounds := batches(steaks, 2)
	d.prep(0)
	season := fmt.Sprintf("Pat the %s dry with paper towels and season both sides well with salt.", name)
	if d.steps[d.prepStep].Text == "" {
		d.steps[d.prepStep].Text = season
	} else {
		d.steps[d.prepStep].Text += " " + season
	}
	batch := ""
	if rounds > 1 {
		batch = fmt.Sprintf(" Sear them 2 at a time, in %d rounds, so the pan stays hot.", rounds)
	}
	d.step(3+4*rounds, "Heat a heavy skillet over high heat until it just smokes, add a little of the %s and lay in the %s. Leave them alone for 2–3 minutes until a deep brown crust forms, turn and sear the other side 2 minutes, to 52°C (125°F) in the thickest part for rare to medium-rare (63°C / 145°F after resting is the USDA's safe minimum).%s",
		d.fatName(), name, batch)
	dress := fmt.Sprintf("Toss the %s with most of the remaining %s", rocket.name(), d.fatName())
	if acid != nil {
		dress += fmt.Sprintf(", the %s", acid.name())
	}
	dress += " and a pinch of salt, and spread it over a platter"
	if tomato != nil {
		dress += fmt.Sprintf(" with the %s", tomato.name())
	}
	d.step(5, "Rest the %s on a board for 5 minutes. Meanwhile, %s.", name, lowerFirst(dress))
	top := ""
	if cheese != nil {
		top = fmt.Sprintf(", shave the %s over with a vegetable peeler", cheese.name())
	}
	d.step(2, "Slice the %s across the grain into 1 cm (1/2 in) strips, lay them over the leaves with any juices from the board%s, drizzle over the last of the %s and grind over black pepper. Serve at once.",
		name, top, d.fatName())
	d.mentionLeftovers()
}
