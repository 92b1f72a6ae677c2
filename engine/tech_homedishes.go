package engine

import (
	"fmt"
	"math"
	"strings"
)

// Dishes a home pantry names at once: popcorn popped in a lidded pot and tossed with
// melted butter (and cinnamon sugar, parmesan or honey), a pizza on a stretched base
// in the hottest oven with a sauce of the tin simply seasoned, a poke bowl of raw fish
// cubed and dressed over rice, and aubergine roasted soft and grilled under a miso glaze.

func init() {
	ownNeeds["popcorn"] = [][]string{{"popcorn kernels", "popcorn"}}
	ownNeeds["pizza"] = [][]string{{"pizza dough", "yeast"}, {"mozzarella"}}
	ownNeeds["poke"] = [][]string{{"soy sauce", "tamari"}}
	ownNeeds["dengaku"] = [][]string{{"miso", "soy sauce", "tamari"}}
	registerOwn(
		&form{name: "popcorn", title: "Popcorn", minMinutes: 8, simple: true, saltFactor: 0.2, method: "sear",
			equipment: []string{"large heavy pot with a lid", "large bowl", "small saucepan"}, write: writePopcorn},
		&form{name: "pizza", title: "Pizza", minMinutes: 40, simple: true, saltFactor: 0.3, method: "roast", cheeseKey: true,
			equipment: []string{"2 baking sheets or a pizza stone", "parchment paper", "sieve", "mixing bowl"}, write: writePizza},
		&form{name: "poke", title: "Poke Bowl", minMinutes: 30, simple: true, starch: "rice", starchRequired: true, saltFactor: -1,
			method: "none", equipment: []string{"saucepan with lid", "sieve", "sharp knife", "mixing bowl"}, write: writePoke},
		&form{name: "dengaku", title: "Dengaku", minMinutes: 30, simple: true, starch: "rice", saltFactor: -1, method: "roast",
			equipment: []string{"rimmed baking sheet", "parchment paper", "small bowl", "pastry brush or spoon"}, write: writeDengaku},
	)
}

// writePopcorn pops the kernels in a little oil in a covered pot, shaking it, and tosses
// them at once with the melted butter and what the pantry gives: cinnamon sugar,
// grated parmesan, warm honey, or only salt.
func writePopcorn(d *dish) {
	corn := d.starch
	if corn == nil {
		return
	}
	corn.prep = ""
	popped := corn.in.Name == "popcorn" // bought popped: warmed, not popped
	butter := d.find("butter", "vegan butter", "coconut oil")
	d.size(butter, 8)
	oil := d.fat
	if oil == butter || popped {
		oil = nil
		if d.fat != butter {
			d.dropFat()
		}
	}
	if oil != nil {
		oil.grams = math.Max(8, corn.grams*0.2) // a tablespoon to a half cup of kernels
	}
	sugar := d.find("sugar", "brown sugar")
	if d.find("parmesan", "pecorino") == nil {
		d.drop("black pepper") // pepper belongs on the cheese popcorn, not the sweet or the plain
	}
	cinnamon := d.find("cinnamon")
	syrup := d.find("honey", "maple syrup", "golden syrup")
	cheese := d.find("parmesan", "pecorino")
	for _, p := range []*part{cheese} {
		if p != nil {
			p.prep = "finely grated"
		}
	}
	d.size(sugar, 6)
	d.size(syrup, 8)
	d.size(cheese, 8)
	salt := d.find("salt")
	if salt != nil {
		salt.grams = 0.8 * d.servings // a good pinch a bowl; the cheese brings its own
		if cheese != nil || sugar != nil || syrup != nil {
			salt.grams = 0.4 * d.servings
		}
	}
	rounds := 1
	if !popped {
		rounds = batches(int(math.Round(corn.grams)), 100) // half a cup of kernels fills a big pot
	}
	d.prepAny()
	var warm []*part // melted together and poured over
	warm = append(warm, optionalList(butter, syrup)...)
	if syrup != nil && cinnamon != nil {
		warm = append(warm, cinnamon)
	}
	melt := ""
	if len(warm) > 0 {
		verb := "Melt"
		if butter == nil {
			verb = "Warm"
		}
		melt = fmt.Sprintf("%s the %s in a small saucepan over low heat (or in the microwave) and keep it warm", verb, partNames(warm))
	}
	dust := []*part{}
	if sugar != nil && cinnamon != nil && syrup == nil {
		dust = append(dust, sugar, cinnamon)
		melt = strings.TrimPrefix(melt+"; mix the "+sugar.name()+" and "+cinnamon.name()+" in a cup", "; ")
		melt = strings.ToUpper(melt[:1]) + melt[1:]
	}
	if popped {
		d.step(4, "Heat the oven to %s and warm the %s on a baking sheet for 3–4 minutes so it is crisp. Meanwhile, %s.", temp(150), corn.name(), lowerFirst(melt))
		d.equipment = append(d.equipment, "baking sheet")
	} else {
		popIn := "the " + orName(oil, "oil")
		if oil == nil && butter != nil {
			popIn = "1 tbsp of the " + butter.name() // one fat for both: a spoonful pops, the rest goes over
		}
		d.step(3, "Put %s and 3 of the %s in a large heavy pot over medium-high heat and cover. Meanwhile, %s.", popIn, corn.name(), lowerFirst(melt))
		batch := "Tip in the rest of the kernels"
		if rounds > 1 {
			batch = fmt.Sprintf("Tip in a %s of the kernels", [...]string{"", "", "half", "third", "quarter"}[min(rounds, 4)])
		}
		again := ""
		if rounds > 1 {
			again = fmt.Sprintf(" Pop the rest the same way in %d more batches, with a little more oil each time.", rounds-1)
		}
		d.step(4*rounds, "When those kernels pop, the oil is hot enough. %s, shake the pot to coat them, cover with the lid a little ajar so the steam escapes (steam makes popcorn chewy), and shake the pot every few seconds. When the popping slows to one pop every 2–3 seconds, 2–3 minutes, take the pot off the heat at once and tip the popcorn into a large bowl, leaving any unpopped kernels behind.%s", batch, again)
	}
	finish := "Toss the popcorn"
	switch {
	case butter != nil:
		finish = "Drizzle over the melted " + butter.name() + ", tossing with your hands or two spoons so every piece gets some"
	case syrup != nil:
		finish = "Drizzle over the warm " + syrup.name() + ", tossing with two spoons so every piece gets some"
	case oil != nil:
		oil.grams += 4 * d.servings // with no butter, a little more oil holds the seasoning on
		finish = "Drizzle over a little more of the " + oil.name() + ", tossing so every piece is lightly coated"
	}
	var after []string
	if len(dust) > 0 {
		after = append(after, fmt.Sprintf("sprinkle over the cinnamon %s and toss again", sugar.name()))
	}
	if cheese != nil {
		after = append(after, fmt.Sprintf("scatter over the %s while the popcorn is hot, so it clings, and toss again", cheese.name()))
	}
	extras := d.where(func(p *part) bool {
		return p.role == RoleSpice && p != salt && p != cinnamon || p.in.Category == "herbs"
	})
	if len(extras) > 0 {
		for _, e := range extras {
			if e.in.Category == "herbs" {
				e.prep = "very finely chopped"
			}
		}
		after = append(after, "dust with the "+plurals(extras))
	}
	after = append(after, "season with the salt, tasting a piece")
	d.step(2, "%s; %s. Serve warm.", finish, strings.Join(after, "; "))
	d.mentionLeftovers()
}

// pizzaSauceFoods are the tins a pizza sauce is made of, in the order a cook reaches for them.
// Fresh tomatoes come last: grated raw off their skins, they make the sauce when no tin is there.
var pizzaSauceFoods = []string{"crushed tomatoes", "canned diced tomatoes", "tomato sauce", "marinara sauce", "tomato paste", "tomato"}

// writePizza makes pizzas of about 250 g of dough each (two people's), stretched by hand,
// spread thinly with the tinned tomatoes crushed with salt, oil and garlic, covered with
// the mozzarella and toppings and baked on a sheet heated in the hottest oven.
func writePizza(d *dish) {
	base := d.starch
	cheese := d.find("mozzarella")
	sauce := d.find(pizzaSauceFoods...)
	if base == nil || cheese == nil || sauce == nil {
		return
	}
	bought := base.in.Name == "pizza dough"
	d.drop("black pepper") // the sauce is seasoned with salt; pepper goes on at the table
	var yeast, water *part
	if bought {
		base.prep = ""
	} else {
		d.size(base, 75) // 75 g of flour makes 125 g of dough
		base.prep = ""
		_, yeast, _, water = d.breadBase(0.62)
		if yeast == nil || water == nil {
			return
		}
	}
	dough := base.grams
	if !bought {
		dough = base.grams * 1.65
	}
	pizzas := max(1, int(math.Round(dough/250)))
	size := "28–30 cm (11–12 in)"
	if d.req.Servings == 1 {
		size = "25 cm (10 in)"
	}
	cheese.prep = "torn into small pieces and patted dry"
	d.size(cheese, 55)
	switch sauce.in.Name {
	case "tomato paste":
		d.size(sauce, 12)
	case "tomato":
		d.size(sauce, 90) // grated and drained, a fresh tomato gives about half its weight of pulp
		sauce.prep = ""
	default:
		d.size(sauce, 55)
	}
	garlic := d.find("garlic")
	if garlic != nil {
		garlic.prep = "finely grated"
		garlic.grams = math.Min(garlic.grams, 3*float64(pizzas))
	}
	oil := d.fat
	if oil != nil {
		oil.grams = 13 + 5*float64(pizzas) // a spoonful in the sauce, a drizzle over each pizza
		if !bought {
			oil.grams += 13 // and one in the dough
		}
	}
	after := d.where(func(p *part) bool {
		return p.in.Name == "basil" || p.in.Name == "arugula" || p.in.Name == "prosciutto"
	})
	for _, p := range after {
		if p.in.Name == "basil" {
			p.prep = "leaves picked"
			p.grams = math.Min(p.grams, 2*d.servings)
		} else {
			p.prep = ""
		}
	}
	seasoning := d.where(func(p *part) bool {
		return p.in.Name == "dried oregano" || p.in.Name == "oregano" || p.in.Name == "red pepper flakes"
	})
	hard := d.find("parmesan", "pecorino")
	if hard != nil {
		hard.prep = "finely grated"
		d.size(hard, 6)
	}
	var toppings []*part
	for p := range d.eachPart {
		if p == base || p == cheese || p == sauce || p == garlic || p == oil || p == yeast || p == water || p == hard ||
			contains(after, p) || contains(seasoning, p) || p.role == RoleSpice || p.in.Name == "salt" {
			continue
		}
		switch p.in.Name {
		case "pepperoni", "salami", "chorizo":
			p.prep = "thinly sliced"
		case "ham":
			p.prep = "torn into pieces"
		case "italian sausage":
			p.prep = "squeezed from its skins"
		case "bacon":
			p.prep = "cut into 2 cm (3/4 in) pieces"
		case "cooked chicken":
			p.prep = "shredded"
		case "mushroom", "red onion", "zucchini":
			p.prep = "thinly sliced"
		case "red bell pepper", "green bell pepper":
			p.prep = "seeded and cut into thin strips"
		case "tomato":
			p.prep = "thinly sliced"
		case "cherry tomato", "black olives", "kalamata olives":
			p.prep = "halved"
		case "jalapeno":
			p.prep = "thinly sliced"
		case "pineapple":
			p.prep = "cut into small chunks"
		case "canned pineapple":
			p.prep = "drained and cut into small chunks"
		case "anchovies", "spinach":
			p.prep = ""
		}
		if p.in.Category == "meat" || p.in.Category == "poultry" || p.in.Category == "seafood" || p.in.Category == "canned-jarred" && p.in.Name == "anchovies" {
			d.size(p, 25)
		} else if p.role == RoleVegetable || p.in.Category == "produce" || p.in.Category == "canned-jarred" {
			d.size(p, 35)
		}
		toppings = append(toppings, p)
	}
	hot := 250
	sheets := "a baking sheet (or pizza stone) on the top shelf"
	if pizzas > 1 {
		sheets = "two baking sheets (or a pizza stone) on the top two shelves"
	}
	prepped := d.where(func(p *part) bool {
		return p.prep != "" && p != cheese && p != water && p != yeast && p.role != RoleSpice
	})
	sauceWith := []string{"a pinch of salt", "1 tbsp of the " + d.fatName()}
	if garlic != nil {
		sauceWith = append(sauceWith, "the "+garlic.name())
	}
	if len(seasoning) > 0 {
		sauceWith = append(sauceWith, "half the "+plurals(seasoning))
	}
	crush := fmt.Sprintf("Tip the %s into a sieve over a bowl and let the thin juice drain off for a few minutes (it would make the base soggy), then crush them in the bowl with your hand or a fork", sauce.name())
	switch sauce.in.Name {
	case "crushed tomatoes", "tomato sauce", "marinara sauce":
		crush = fmt.Sprintf("Put the %s in a bowl", sauce.name())
	case "tomato paste":
		crush = fmt.Sprintf("Loosen the %s in a bowl with 2 tbsp water a pizza", sauce.name())
	case "tomato":
		crush = fmt.Sprintf("Halve the %s and grate the cut sides on the coarse side of a box grater into a sieve set over a bowl, down to the skins (throw those away); let the pulp drain for a few minutes (the thin juice would make the base soggy), then tip it into the bowl", plural(sauce.name()))
	}
	sauceText := fmt.Sprintf("%s and stir in %s. That is the sauce: it cooks on the pizza, not in a pan", crush, listNames(sauceWith))
	if bought {
		d.prepStep = len(d.steps)
		// Bought dough is shaped and topped while the oven heats: twelve minutes or so
		// bring a home oven and its baking sheets to full heat, and the shaping and
		// topping (the next two steps) take the end of that time, not time after it.
		shaping := 5 * pizzas
		heat := max(12, d.prepMinutes(prepped)+5+shaping)
		d.step(heat-shaping, "Heat the oven as hot as it goes, %s or more, with %s, for at least 12 minutes while you shape and top the pizzas (a stone wants 30); take the %s out of the fridge so it comes to room temperature and stretches easily. Meanwhile, %s; %s.",
			temp(hot), sheets, base.name(), prepTasksOr(prepped), lowerFirst(sauceText))
	} else {
		yeastName := yeast.name()
		d.prepStep = len(d.steps)
		d.step(12, "Mix the %s, %s and %s in a large bowl; pour in the %s water (about %.0f ml) and 1 tbsp of the %s and stir to a shaggy dough. Knead on a lightly floured surface until smooth and springy, 8–10 minutes.",
			base.name(), yeastName, "salt", water.prep, measured(water), d.fatName())
		d.equipment = append(d.equipment, "large bowl", "clean tea towel")
		rise, riseText := 60, "about 1 hour"
		if d.quick {
			yeast.grams = math.Max(4, base.grams*0.02)
			rise, riseText = 40, "35–45 minutes"
		}
		d.step(rise, "Put the dough back in the bowl, cover with a tea towel and leave in a warm place until doubled, %s. For the last 25 minutes, heat the oven as hot as it goes, %s or more, with %s. Meanwhile, %s; %s.",
			riseText, temp(hot), sheets, prepTasksOr(prepped), lowerFirst(sauceText))
	}
	divide, each, lay := "", "the dough", "Lay it"
	if pizzas > 1 {
		divide, each, lay = fmt.Sprintf("Divide the dough into %d balls. ", pizzas), "each ball", "Lay each"
	}
	d.step(3*pizzas, "%sOn a floured surface, press %s out from the middle with your fingertips, leaving a thicker rim, then lift it and stretch it gently over the backs of your hands, turning it, to a %s round (if it springs back, leave it 5 minutes and stretch again). %s on a sheet of floured parchment.", divide, each, size, lay)
	cover := []string{"the " + cheese.name()}
	if len(toppings) > 0 {
		cover = append(cover, "the "+plurals(toppings))
	}
	base1 := "each base"
	if pizzas == 1 {
		base1 = "the base"
	}
	spread := fmt.Sprintf("Spread %s thinly with the sauce, about 3–4 tbsp a pizza, to 2 cm (3/4 in) from the edge; scatter over %s, and drizzle with a little of the %s.", base1, listNames(cover), d.fatName())
	if hard != nil {
		spread = strings.TrimSuffix(spread, ".") + fmt.Sprintf(" and the %s.", hard.name())
	}
	d.step(2*pizzas, "%s", spread)
	bake := "Slide the pizza, on its paper, onto the hot sheet and bake until the rim is puffed and browned and the cheese is bubbling with brown spots, 8–10 minutes."
	if pizzas > 1 {
		bake = fmt.Sprintf("Slide the pizzas, on their paper, onto the hot sheets, two at a time, and bake until the rims are puffed and browned and the cheese is bubbling with brown spots, 8–10 minutes, swapping the shelves halfway.%s", map[bool]string{true: " Top and bake the rest the same way while you eat the first.", false: ""}[pizzas > 2])
	}
	d.step(10*batches(pizzas, 2), "%s", bake)
	finish := "Slide onto a board"
	var over []string
	if len(after) > 0 {
		over = append(over, "the "+plurals(after))
	}
	if len(seasoning) > 0 {
		over = append(over, "the rest of the "+plurals(seasoning))
	}
	if len(over) > 0 {
		finish += ", scatter over " + listNames(over)
	}
	d.step(1, "%s, and cut into slices with a sharp knife or pizza wheel. Serve at once.", finish)
	d.mentionLeftovers()
}

// prepTasksOr is the prep of parts, or a note that nothing needs cutting.
func prepTasksOr(parts []*part) string {
	if t := prepTasks(parts); t != "" {
		return t
	}
	return "gather the toppings"
}

// writePoke cooks the rice, cubes the raw fish (or browns the tofu) and dresses it
// with the soy, sesame oil and a sharp squeeze, and sets it over the rice with the
// pantry's avocado, cucumber and edamame.
func writePoke(d *dish) {
	fish, rice := d.protein, d.starch
	soy := d.find("soy sauce", "tamari")
	if fish == nil || rice == nil || soy == nil {
		return
	}
	d.drop("black pepper")
	d.size(soy, 10)
	sesame := d.find("sesame oil")
	d.size(sesame, 3)
	capFinishingOil(sesame)
	seeds := d.find("sesame seeds")
	d.size(seeds, 2)
	sharp := d.find("rice vinegar", "lime")
	if sharp != nil && sharp.in.Name == "rice vinegar" {
		d.size(sharp, 4)
	}
	if sharp != nil && sharp.in.Name == "lime" {
		sharp.prep = "juiced"
		if w, ok := sharp.in.UnitGrams("piece"); ok {
			sharp.grams = w * math.Max(0.5, d.servings/4)
		}
	}
	ginger := d.find("ginger")
	if ginger != nil {
		ginger.prep = "finely grated"
		d.size(ginger, 2)
	}
	chili := d.find("red chili")
	if chili != nil {
		chili.prep = "thinly sliced"
	}
	raw := needsCooking(fish.in)
	if raw {
		fish.prep = "sushi-grade, kept cold"
	} else if fish.in.Name == "tofu" {
		fish.prep = "pressed dry"
	}
	toppings := d.where(func(p *part) bool {
		return p != fish && p != rice && (p.role == RoleVegetable || p.in.Category == "produce" && p != ginger && p != chili && p != sharp || p.in.Name == "edamame" || p.in.Name == "frozen edamame" || p.in.Name == "pickled ginger" || p.in.Name == "nori")
	})
	var scallion *part
	for _, t := range toppings {
		switch t.in.Name {
		case "cucumber":
			t.prep = "thinly sliced"
		case "avocado":
			t.prep = "halved, pitted and sliced"
		case "scallion":
			t.prep = "thinly sliced"
			scallion = t
		case "carrot":
			t.prep = "cut into thin matchsticks"
		case "radish":
			t.prep = "thinly sliced"
		case "mango", "pineapple":
			t.prep = "cut into 1.5 cm (5/8 in) cubes"
		case "canned pineapple":
			t.prep = "drained"
		case "red cabbage":
			t.prep = "finely shredded"
		case "frozen edamame", "edamame":
			t.prep = ""
		case "nori":
			t.grams = t.in.Units["sheet"] * math.Max(1, d.servings/2)
			t.prep = "cut into thin strips"
		}
	}
	toppings = withoutParts(toppings, someOf(scallion))
	var edamame *part
	for _, t := range toppings {
		if t.in.Name == "frozen edamame" || t.in.Name == "edamame" {
			edamame = t
		}
	}
	mayo, sriracha := d.find("mayonnaise"), d.find("sriracha")
	d.size(mayo, 10)
	d.size(sriracha, 3)
	// The rice: boiled, or warmed where it is cooked already.
	n := rice.name()
	cooked := n == "cooked rice"
	water := "1 1/2 times"
	switch n {
	case "sushi rice":
		water = "1 1/4 times"
	case "brown rice", "quinoa":
		water = "twice"
	}
	simmer := 15
	if n == "brown rice" {
		simmer = 35
	}
	if cooked {
		d.step(3, "Warm the %s in a covered bowl in the microwave with a splash of water, 2–3 minutes, or in a covered pan over low heat; spread it out to cool a little.", n)
	} else {
		rice.prep = "rinsed"
		d.step(2, "Rinse the %s in a sieve until the water runs almost clear, then put it in a saucepan with %s its volume of water and a pinch of salt, bring to a boil, cover and cook on the lowest heat for %d minutes; leave it covered off the heat for 10 minutes more.", n, water, simmer)
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: simmer + 10, until: -1, what: n})
	}
	cut := fmt.Sprintf("cut the %s into 2 cm (3/4 in) cubes with a sharp knife, in clean single strokes; fish eaten raw must be sold as sushi- or sashimi-grade (frozen first to kill parasites) and stay in the fridge until the last minute", fish.name())
	if fish.in.Name == "tofu" {
		cut = fmt.Sprintf("cut the %s into 2 cm (3/4 in) cubes and brown them in a little oil in a nonstick pan, turning, 6–8 minutes", fish.name())
		d.equipment = append(d.equipment, "nonstick skillet")
	} else if !raw {
		cut = fmt.Sprintf("cut the %s into 2 cm (3/4 in) cubes", fish.name())
	}
	var early, late []*part
	for _, t := range toppings {
		if t.in.Name == "avocado" {
			late = append(late, t)
		} else if t.prep != "" {
			early = append(early, t)
		}
	}
	tasks := []string{cut}
	if t := prepTasks(append(early, d.where(func(p *part) bool { return p == ginger || p == chili || p == scallion || p == sharp && p.prep != "" })...)); t != "" {
		tasks = append(tasks, t)
	}
	if edamame != nil {
		tasks = append(tasks, fmt.Sprintf("boil the %s for 3 minutes, drain and cool under the cold tap", edamame.name()))
		d.equipment = append(d.equipment, "small saucepan")
	}
	d.prepStep = len(d.steps)
	d.step(12, "Meanwhile, %s.", strings.Join(tasks, "; "))
	dress := []*part{soy}
	dress = append(dress, optionalList(sesame, sharp, ginger, chili)...)
	grain := n // a poke bowl of quinoa never speaks of rice
	if strings.Contains(n, "rice") {
		grain = "rice"
	}
	rest := "Leave it in the fridge for 5–10 minutes (no longer, or the fish turns firm and salty) while the " + grain + " finishes."
	served := "while the " + grain + " is still warm and the fish cold"
	if !raw {
		rest, served = "Leave it to soak up the dressing while the "+grain+" finishes.", "while the "+grain+" is still warm"
	}
	d.step(2, "Whisk the %s in a mixing bowl for the dressing, add the %s%s and turn gently to coat. %s",
		plurals(dress), fish.name(), ifAny(" and half the ", optionalList(scallion), ""), rest)
	spicy := ""
	if mayo != nil && sriracha != nil {
		spicy = fmt.Sprintf(" Stir the %s into the %s for a spicy mayo and drizzle it over.", sriracha.name(), mayo.name())
	} else if mayo != nil || sriracha != nil {
		spicy = fmt.Sprintf(" Drizzle over the %s.", partNames(optionalList(mayo, sriracha)))
	}
	lastCut := ""
	if len(late) > 0 {
		lastCut = upperFirst(prepTasks(late)) + ". "
	}
	d.step(4, "%sDivide the %s among the bowls, spoon the %s and its dressing over one side and arrange the %s beside it in sections.%s%s Serve at once, %s.",
		lastCut, grain, fish.name(), orNames(toppings, "rest"), ifAny(" Scatter over the ", optionalList(scallion, seeds), "."), spicy, served)
	d.mentionLeftovers()
}

// writeDengaku halves the aubergines, scores them, roasts them cut side up until the
// flesh is soft all through, then spreads a glaze of miso and mirin (or soy and mirin
// boiled to a syrup) over them and grills them until it bubbles and browns.
func writeDengaku(d *dish) {
	aub := d.protein
	if aub == nil {
		return
	}
	miso := d.find("miso")
	soy := d.find("soy sauce", "tamari")
	sweet := d.find("mirin", "sugar", "honey", "brown sugar")
	if miso == nil && soy == nil || sweet == nil {
		return // without mirin, sugar or honey there is no glaze to catch under the grill
	}
	aub.prep = "halved lengthwise"
	if miso != nil {
		d.size(miso, 12)
		if soy != nil && soy != miso {
			d.size(soy, 2)
		}
	} else {
		d.size(soy, 10)
	}
	d.size(sweet, 10)
	if sweet.in.Name != "mirin" {
		d.size(sweet, 5) // sugar or honey is twice as sweet as mirin, spoon for spoon
	}
	sugar := d.find("sugar", "brown sugar")
	if sugar != nil && sugar != sweet {
		d.size(sugar, 2)
	}
	ginger := d.find("ginger")
	if ginger != nil {
		ginger.prep = "finely grated"
		d.size(ginger, 2)
	}
	sesameOil := d.find("sesame oil")
	d.size(sesameOil, 1.5)
	capFinishingOil(sesameOil)
	sake := d.find("sake")
	d.size(sake, 5) // a dengaku glaze is miso let down with sake and mirin
	seeds := d.find("sesame seeds")
	d.size(seeds, 1.5)
	scallion := d.find("scallion")
	if scallion != nil {
		scallion.prep = "thinly sliced"
		d.size(scallion, 6)
	}
	oil := d.fat
	if oil != nil {
		oil.grams = 8 * d.servings
	}
	halves := int(math.Max(1, math.Ceil(aub.grams/aub.in.Units["piece"]*2-0.1))) // the halves of the aubergines bought
	cutSides := fmt.Sprintf("the cut sides of the %d halves", halves)
	if halves == 1 {
		cutSides = "the cut side"
	}
	if d.quick {
		d.quickDengaku(aub, oil, glazeText(miso, soy, sweet, sugar, ginger, sesameOil, sake), seeds, scallion)
		return
	}
	d.prep(220)
	d.step(25, "Score the cut side of each %s half in a 1 cm (1/2 in) crisscross, deep but not through the skin, so the heat and the glaze get in. Lay them cut side up on a lined baking sheet, brush the cut sides all over with the %s so it soaks into the scores, season with a pinch of salt and roast until the flesh is completely soft right through to the skin and golden on top, 25–30 minutes.%s",
		aub.name(), d.fatName(), meanwhile(nil, glazeText(miso, soy, sweet, sugar, ginger, sesameOil, sake)))
	d.step(5, "Turn the oven to its grill (broiler) on high. Spread the glaze thickly over %s and grill 10 cm (4 in) from the heat until it bubbles and catches in dark spots, 3–5 minutes; watch it, the sugar burns fast.", cutSides)
	serve := "Serve hot"
	if d.starch != nil {
		serve += " with the " + d.starch.name()
	}
	d.step(1, "%s%s, eating the soft flesh with a spoon from the skin.", serve, ifAny(", scattered with the ", optionalList(seeds, scallion), ""))
	d.mentionLeftovers()
}

// glazeText is how a dengaku glaze is made: miso stirred smooth with mirin, or soy and
// mirin boiled to a syrup that coats a spoon.
func glazeText(miso, soy, sweet, sugar, ginger, sesameOil, sake *part) string {
	with := optionalList(sweet, sake)
	if sugar != nil && sugar != sweet {
		with = append(with, sugar)
	}
	with = append(with, optionalList(ginger, sesameOil)...)
	if miso != nil {
		if soy != nil {
			with = append(with, soy)
		}
		return fmt.Sprintf("stir the %s%s in a small bowl to a smooth, spreadable glaze (loosen with a teaspoon of water if stiff)", miso.name(), ifAny(" with the ", with, ""))
	}
	return fmt.Sprintf("boil the %s%s in a small saucepan until syrupy and reduced by half, 2–3 minutes", soy.name(), ifAny(" with the ", with, ""))
}

// capFinishingOil holds sesame oil to a tablespoon at most: its aroma carries, and more
// turns a dressing or glaze bitter.
func capFinishingOil(p *part) {
	if p == nil {
		return
	}
	if w, ok := p.in.UnitGrams("tsp"); ok {
		p.grams = math.Min(p.grams, finishOilTsp*w)
	}
}
