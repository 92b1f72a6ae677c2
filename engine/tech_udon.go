package engine

import "fmt"

// Udon in hot broth (kake udon): dashi seasoned with soy sauce and mirin, the meat
// sliced thin and poached in it, the noodles boiled apart in plenty of water so their
// starch does not cloud the broth, then brought together in deep bowls.

func init() {
	registerOwn(&form{name: "udon soup", title: "Udon Soup", minMinutes: 15, simple: true, vegGrams: 70, saltFactor: -1,
		method: "simmer", equipment: []string{"large pot", "saucepan", "colander", "deep bowls"}, write: writeUdonSoup})
}

func writeUdonSoup(d *dish) {
	noodles, main := d.starch, d.protein
	broth := d.find("dashi", "chicken broth", "vegetable broth")
	soy, mirin := d.find("soy sauce", "tamari", "coconut aminos"), d.find("mirin", "rice vinegar")
	d.size(soy, 14) // about 1:20 in the dashi, with as much mirin: a kake broth
	if soy != nil && main != nil && main.in.Per100g.Sodium >= 400 && soy.in.Per100g.Sodium > 0 {
		// Fish cake (or ham) salts the bowl itself: the soy gives way to it, down to a
		// teaspoon a bowl for colour.
		salted := main.in.Per100g.Sodium * main.grams / 100 / d.servings
		d.size(soy, max(5, 14-salted/(soy.in.Per100g.Sodium/100)))
	}
	d.size(mirin, 14)
	if main != nil && needsCooking(main.in) && main.in.Category != "seafood" {
		main.prep = "cut into thin slices"
	}
	if main != nil && main.in.Name == "fish cake" {
		main.prep = "sliced" // kamaboko on kake udon, in slices
	}
	scallions := d.where(func(p *part) bool { return p.in.Name == "scallion" })
	for _, s := range scallions {
		s.prep = "thinly sliced"
		d.size(s, 8)
	}
	vegs := d.where(func(p *part) bool { return p.role == RoleVegetable && p.in.Name != "scallion" })
	d.prep(0) // starts the water for the noodles and writes the cutting
	season := someOf(soy, mirin)
	if sake := d.find("sake"); sake != nil {
		d.size(sake, 8) // the cook's sake simmers off in the broth
		season = append(season, sake)
	}
	d.step(4, "Bring the %s to a simmer in a saucepan with the %s; taste: it should be savoury and faintly sweet (add a splash of water if too salty).",
		orName(broth, "broth"), orNames(season, "salt"))
	m := 9 // dried udon; fresh or frozen udon needs only 2–3 minutes
	// The noodles go in first: what poaches in the broth goes in for the noodles' last
	// minutes, so nothing sits in simmering broth while they finish.
	poach := ""
	switch {
	case main != nil && cookedAlready(main.in):
		poach = fmt.Sprintf("for the last 2 minutes, warm the %s in the broth", main.name())
	case main != nil:
		poach = fmt.Sprintf("for the last 5 minutes, slide the %s into the barely simmering broth and poach until %s", main.name(), simmerDoneness(main.in))
	}
	if len(vegs) > 0 {
		if poach == "" {
			poach = fmt.Sprintf("for the last 3 minutes, add the %s to the broth", plurals(vegs))
		} else {
			poach += fmt.Sprintf("; add the %s for the last 3 minutes", plurals(vegs))
		}
	}
	if poach == "" {
		poach = "keep the broth at a bare simmer"
	}
	d.step(m+1, "Cook the %s in the boiling water for %d minutes (fresh or frozen udon 2–3), stirring once so they do not stick; %s, skimming any foam. Drain the noodles.",
		noodles.name(), m, poach)
	d.step(2, "Divide the %s among deep bowls, ladle over the hot broth%s and serve at once.%s", noodles.name(),
		ifAny(" with the ", someOf(main), ""), ifAny(" Top with the ", append(scallions, d.where(func(p *part) bool { return p.in.Name == "nori" })...), "."))
	d.mentionLeftovers()
}
