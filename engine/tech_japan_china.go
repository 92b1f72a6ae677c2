package engine

import (
	"fmt"
	"math"
	"strings"
)

// Dishes of Japan and China that none of the pots and pans techniques write: pan-fried
// dumplings (potstickers), sushi rice bowls, and miso soup, whose miso is stirred in
// off the boil.

func init() {
	ownNeeds["sushi bowl"] = [][]string{{"rice vinegar"}}
	ownNeeds["miso soup"] = [][]string{{"miso"}, {"dashi", "vegetable broth"}}
	registerOwn(
		&form{name: "potstickers", title: "Potstickers", minSkill: 1, minMinutes: 50, saltFactor: 0.2, fatFactor: 1,
			method: "sear", equipment: []string{"mixing bowl", "large nonstick skillet with lid", "small bowl of water", "tray", "clean tea towel"},
			write: writePotstickers},
		&form{name: "sushi bowl", title: "Sushi Bowl", minSkill: 1, minMinutes: 45, saltFactor: 0.3, fatFactor: 1,
			method: "none", equipment: []string{"saucepan with lid", "sieve", "wide shallow bowl", "rice paddle or spatula", "sharp knife"},
			write: writeSushiBowl},
		&form{name: "miso soup", title: "Miso Soup", minMinutes: 10, simple: true, saltFactor: -1, fatFactor: 1,
			method: "simmer", equipment: []string{"saucepan", "ladle", "small bowl"}, write: writeMisoSoup},
	)
}

func writePotstickers(d *dish) {
	meat, wrappers := d.protein, d.starch
	if meat == nil || wrappers == nil {
		return
	}
	n := count(wrappers)
	d.size(meat, 75)
	meat.prep = ""
	veg := d.vegs
	for _, v := range veg {
		v.prep = "finely chopped"
	}
	for a := range d.eachPart {
		switch a.in.Name {
		case "ginger":
			a.prep = "finely grated"
			d.size(a, 1.5)
		case "garlic":
			a.prep = "finely grated"
		case "scallion":
			a.prep = "thinly sliced"
		}
	}
	filling := d.where(func(p *part) bool {
		return p.role == RoleAromatic || p.in.Name == "sesame oil" || p.in.Name == "shaoxing wine" || p.in.Name == "cornstarch" ||
			p.in.Name == "scallion" || p.in.Name == "ginger" || p.in.Name == "garlic" || p.in.Name == "black pepper" || p.in.Name == "salt"
	})
	// A spoonful of rice wine seasons the filling; a pot of it is not a dumpling's.
	d.size(d.find("shaoxing wine"), 2.5)
	d.blackVinegarDip()
	soy := d.find("soy sauce")
	// The wine is cooked in the filling: raw rice wine has no place in a dip.
	dip := d.where(func(p *part) bool { return p.role == RoleAcid && !p.in.Has(FactAlcohol) || p.in.Name == "chili oil" })
	d.prepStep = len(d.steps)
	salted := ""
	if len(veg) > 0 {
		salted = fmt.Sprintf(" Toss the %s with a pinch of salt and leave 10 minutes, then squeeze it hard in a clean tea towel to get the water out (a wet filling tears the wrappers).", plurals(veg))
	}
	d.step(12, "Prep: %s.%s", prepTasks(d.prepLater()), salted)
	inFilling := append([]*part{meat}, veg...)
	inFilling = append(inFilling, filling...)
	soyText := "a pinch of salt"
	if soy != nil {
		soyText = fmt.Sprintf("%s of the %s", amountOf(soy, soy.grams/2), soy.name())
	}
	d.step(3, "Mix the %s with %s and 2 tbsp water in a bowl, stirring hard in one direction for 1–2 minutes until the filling turns sticky and paste-like.",
		plurals(inFilling), soyText)
	// A crowd's dumplings are folded as plain half-moons, about 20 seconds each, and
	// fried two pans at a time: pleating and one pan would keep the cook for hours.
	crowd := n > potstickerCrowd
	fold, pleat := n*2/3, "; then pleat the front edge against the back, 4 or 5 pleats, pressing each to seal"
	if crowd {
		fold, pleat = n/3, ", pressing the edge firmly from one end to the other to seal (no pleats needed for a crowd)"
	}
	d.step(max(10, fold), "Fold the dumplings: put a heaped teaspoon of filling (about 15 g) in the middle of one of the %s, wet half the edge with water, fold it over into a half-moon and pinch the top closed%s. Stand them on a floured tray, flat side down, under a tea towel. You will have about %d.", wrappers.name(), pleat, n)
	if soy != nil {
		d.step(1, "Stir the rest of the %s%s in a small bowl for dipping.", soy.name(), ifAny(" with the ", dip, ""))
	}
	rounds := batches(n, 14)
	if d.fat != nil {
		// Each round fries in its own tablespoon of oil and steams in its own water.
		d.fat.grams = max(d.fat.grams, 13.5*float64(rounds))
	}
	pan, rest, minutes := "a large nonstick skillet", fmt.Sprintf("Cook the rest the same way, %d rounds in all", rounds), 10*rounds
	if crowd {
		for i, e := range d.equipment {
			if e == "large nonstick skillet with lid" {
				d.equipment[i] = "two large nonstick skillets with lids"
			}
		}
		pan = "each of two large nonstick skillets"
		rest = fmt.Sprintf("Cook the rest the same way, two pans at a time, %d panfuls in %d rounds", rounds, batches(rounds, 2))
		minutes = 10 * batches(rounds, 2)
	}
	d.step(minutes, "Heat 1 tbsp of the %s in %s over medium-high heat. Set in the dumplings flat side down, touching in rows, up to 14 a pan, and cook until the bottoms are golden and crisp, about 2 minutes. "+
		"Pour in 80 ml (1/3 cup) water, cover at once (it spits) and steam for 6–7 minutes, until the water has gone and the filling is firm and cooked through (71°C / 160°F inside). "+
		"Uncover and cook 1–2 minutes more to crisp the bottoms again.%s", d.fatName(), pan, againIf(rounds > 1, " "+rest+", each pan with another 1 tbsp of oil and 80 ml (1/3 cup) of water, keeping the first ones warm in a low oven."))
	d.step(1, "Serve crisp side up with the dipping sauce.")
	d.mentionLeftovers()
}

// potstickerCrowd is the most dumplings one pan and pleated folds see through: four
// rounds, about an hour at the stove.
const potstickerCrowd = 56

// blackVinegarDip makes the pantry's black (Chinkiang) vinegar the dip's vinegar: a
// dumpling dip wants it over the bought rice vinegar or the cook's lemon.
func (d *dish) blackVinegarDip() {
	bv := mustLookup("black vinegar")
	if d.pantry[bv] == nil || d.used[bv] {
		return
	}
	grams := 5.0
	if d.acid != nil {
		delete(d.used, d.acid.in)
	}
	d.acid = d.take(bv, RoleAcid, grams, "")
}

// sushiRice writes the rice: rinsed, simmered with a little more than its volume of
// water, rested and seasoned with vinegar, sugar and salt while it is hot.
func (d *dish) sushiRice(rice, vinegar *part) {
	sugar := d.find("sugar")
	d.size(vinegar, 13) // a quarter cup of vinegar, 2 tbsp sugar and a teaspoon of salt season 400 g of rice
	d.size(sugar, 5)
	d.size(d.find("salt"), 1.3)
	_, _, g := rice.measure()
	water := fmt.Sprintf("%.0f ml", math.Round(g*1.35/10)*10) // 1.1 to 1.2 times its volume

	d.step(5, "Rinse the %s in a sieve under cold water, rubbing it gently, until the water runs almost clear; drain well.", rice.name())
	d.step(25, "Put it in the saucepan with %s water, bring to a boil, then cover and cook on the lowest heat for 12 minutes. Take off the heat and leave covered for 10 minutes; do not lift the lid.", water)
	fan := 10
	if d.quick {
		fan = 5 // in a hurry the cook fans harder and serves it warmer
	}
	d.step(fan, "Stir the %s%s with the salt until dissolved. Tip the hot rice into a wide bowl, sprinkle over the seasoning and cut and fold it in with the paddle (do not stir, or it turns mushy), fanning it as you go, until it is glossy and just warm, about %d minutes.",
		vinegar.name(), ifAny(" and ", optionalList(sugar), ""), fan)
}

func writeSushiBowl(d *dish) {
	fish, rice := d.protein, d.starch
	vinegar := d.find("rice vinegar")
	if fish == nil || rice == nil || vinegar == nil {
		return
	}
	d.drop("black pepper")
	d.size(d.find("sesame seeds"), 2)
	raw := needsCooking(fish.in)
	switch {
	case raw:
		fish.prep = "sashimi-grade, kept cold"
	case fish.in.Name == "tofu":
		fish.prep = "pressed dry"
	}
	nori := d.find("nori")
	if nori != nil {
		nori.grams = nori.in.Units["sheet"] * math.Max(1, d.servings/2)
		nori.prep = "cut into thin strips"
	}
	soy := d.find("soy sauce")
	toppings := d.where(func(p *part) bool {
		return (p.role == RoleVegetable || p.in.Name == "avocado" || p.in.Name == "mango" || p.in.Name == "scallion" || p.in.Name == "edamame") && p != fish
	})
	for _, t := range toppings {
		switch t.in.Name {
		case "cucumber":
			t.prep = "cut into thin matchsticks"
		case "avocado":
			t.prep = "halved, pitted and sliced"
		case "scallion":
			t.prep = "thinly sliced"
		}
	}
	d.sushiRice(rice, vinegar)
	d.prepStep = len(d.steps) - 3 // the rinse; the cutting is done while the rice cooks and rests
	cut := "cut the " + fish.name() + " into 1.5 cm (5/8 in) cubes"
	switch {
	case raw:
		cut = fmt.Sprintf("cut the %s across the grain into 1 cm (1/2 in) slices or cubes with a sharp knife, in single clean strokes; fish to be eaten raw must be sold as sashimi- or sushi-grade (frozen first to kill parasites) and stay in the fridge until the last minute", fish.name())
	case fish.in.Name == "tofu":
		cut = "cut the tofu into 1.5 cm (5/8 in) cubes and brown them in a little oil in a nonstick pan, 6–8 minutes"
	case cookedAlready(fish.in):
		cut = "flake or slice the " + fish.name()
	case fish.in.Name == "shrimp":
		cut = "simmer the shrimp in salted water until pink and just opaque, 2–3 minutes, cool in cold water and halve them lengthwise"
	}
	// The avocado is cut at the last minute, or it browns while the rice rests.
	var early, late []*part
	for _, t := range toppings {
		if t.in.Name == "avocado" {
			late = append(late, t)
		} else {
			early = append(early, t)
		}
	}
	tasks := cut
	if len(early) > 0 {
		tasks += "; " + prepTasks(early)
	}
	d.steps[len(d.steps)-2].Text += fmt.Sprintf(" Meanwhile, %s.", tasks)
	lastCut := "D"
	if len(late) > 0 {
		lastCut = upperFirst(prepTasks(late)) + ", then d"
	}
	soyText := ""
	if soy != nil {
		soyText = fmt.Sprintf(", with the %s in small dishes for dipping", soy.name())
	}
	sprinkle := d.where(func(p *part) bool {
		return p.in.Name == "sesame seeds" || p.in.Name == "sesame oil" || p.in.Name == "sriracha" || p.in.Name == "mayonnaise" || p.in.Name == "chili oil"
	})
	d.step(4, "%sivide the rice among the bowls and arrange the %s over it in sections.%s Serve at once%s.",
		lastCut, plurals(append([]*part{fish}, toppings...)), ifAny(" Top with the ", append(optionalList(nori), sprinkle...), "."), soyText)
	d.mentionLeftovers()
}

func writeMisoSoup(d *dish) {
	miso, dashi := d.find("miso"), d.find("dashi")
	if dashi == nil {
		dashi = d.find("vegetable broth") // a vegetarian's miso soup: kombu dashi or a light broth
	}
	if miso == nil || dashi == nil {
		return
	}
	d.size(miso, 18)
	d.size(dashi, 240)
	tofu := d.protein
	wakame := d.find("wakame")
	d.size(wakame, 1)
	greens := d.where(func(p *part) bool { return p.role == RoleVegetable && p != wakame && p.in.Name != "scallion" })
	scallion := d.find("scallion")
	if scallion != nil {
		scallion.prep = "thinly sliced"
		d.size(scallion, 5)
	}
	if tofu != nil && (tofu.in.Name == "tofu" || tofu.in.Name == "silken tofu") {
		tofu.prep = "cut into 1.5 cm (5/8 in) cubes"
	}
	// The dashi heats while the wakame soaks and the tofu is cut: ten minutes in all.
	cut := prepTasks(d.where(func(p *part) bool { return p.prep != "" && p != wakame }))
	var also []string
	if wakame != nil {
		also = append(also, fmt.Sprintf("put the %s in a bowl of cold water to soften for 5 minutes, then drain and squeeze it", wakame.name()))
	}
	if cut != "" {
		also = append(also, cut)
	}
	text := fmt.Sprintf("Bring the %s to a gentle simmer in a saucepan over medium heat.", dashi.name())
	if len(also) > 0 {
		text += " Meanwhile, " + strings.Join(also, "; ") + "."
	}
	d.prepStep = len(d.steps)
	d.step(5, "%s", text)
	add := append(optionalList(tofu), greens...)
	if len(add) > 0 {
		why := ""
		if tofu != nil {
			why = "; a hard boil breaks up the " + tofu.name()
		}
		d.step(2, "Slip in the %s and warm through at a bare simmer for 2 minutes%s.", plurals(add), why)
	}
	d.step(2, "Turn the heat to low. Put the %s in a ladle or small bowl, whisk in a little of the hot %s until smooth, then stir it into the pot%s. Heat until steaming but never let it boil again: boiling dulls the miso's aroma and turns it grainy.",
		miso.name(), dashi.name(), ifAny(" with the ", optionalList(wakame), ""))
	d.step(1, "Ladle into bowls%s and serve at once.", ifAny(", scatter over the ", optionalList(scallion), ","))
	d.mentionLeftovers()
}

// drop takes a food the kit added out of the dish: the pepper a sushi bowl does not want.
func (d *dish) drop(name string) {
	for i, p := range d.spices {
		if p.in.Name == name {
			d.spices = append(d.spices[:i:i], d.spices[i+1:]...)
			delete(d.used, p.in)
			return
		}
	}
}
