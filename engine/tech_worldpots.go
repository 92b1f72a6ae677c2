package engine

import (
	"fmt"
	"math"
	"strings"
)

// Pots of a home kitchen: creamy polenta beaten with butter and parmesan under what the
// pantry gives (mushrooms, sausage, a quick ragù), jeera rice (basmati cooked after
// cumin seeds crackle in ghee), and a Japanese breakfast of rice, miso soup, salted
// grilled fish or a rolled omelette, and pickles.

func init() {
	ownNeeds["polenta"] = [][]string{{"polenta"}}
	ownNeeds["jeera rice"] = [][]string{{"cumin seeds"}}
	ownNeeds["japanese breakfast"] = [][]string{{"miso"}}
	registerOwn(
		&form{name: "polenta", title: "Creamy Polenta", minMinutes: 30, simple: true, saltFactor: 0.9, method: "sear", starchInPot: true,
			equipment: []string{"heavy saucepan", "whisk", "wooden spoon", "large skillet"}, write: writePolenta},
		&form{name: "jeera rice", title: "Jeera Rice", minMinutes: 20, simple: true, saltFactor: 0.5, method: "simmer", starchInPot: true,
			equipment: []string{"sieve", "saucepan with a tight lid"}, write: writeJeeraRice},
		&form{name: "japanese breakfast", title: "Japanese Breakfast", minMinutes: 25, saltFactor: 0.3, method: "roast", starch: "rice",
			starchRequired: true, ownsEggs: true,
			equipment: []string{"saucepan with lid", "small saucepan", "foil-lined baking sheet", "nonstick skillet", "small bowl"},
			write:     writeJapaneseBreakfast},
	)
}

// writePolenta cooks the polenta slowly in water (with the cook's milk or stock for
// part of it), whisked in a thin stream, while the topping cooks beside it; off the heat
// the butter and parmesan go in, and it is eaten at once, soft enough to spread.
func writePolenta(d *dish) {
	pol := d.starch
	if pol == nil {
		return
	}
	pol.prep = ""
	d.size(pol, 45)
	// Four to five times its volume of liquid: 1 litre to a cup (160 g) of polenta, soft.
	total := pol.grams * 6.2
	milk := d.find("milk", "oat milk", "soy milk", "almond milk")
	stock := d.find("chicken broth", "vegetable broth")
	if milk != nil {
		milk.grams = math.Round(total/3) * liquidDensity(milk.in)
	}
	rest := total - measured2(milk)
	if stock != nil {
		stock.grams = rest * liquidDensity(stock.in)
		rest = 0
	}
	var water *part
	if rest > 0 {
		if water = d.add("water", RoleLiquid, 0, ""); water != nil {
			water.grams = rest
			d.liquids = append(d.liquids, water)
		}
	}
	cheese := d.find("parmesan", "pecorino", "gruyere", "fontina", "mascarpone")
	d.size(cheese, 14)
	butter := d.find("butter")
	d.size(butter, 8)
	main := d.protein
	tomato := d.find("crushed tomatoes", "canned diced tomatoes", "tomato sauce", "marinara sauce")
	garlic := d.find("garlic")
	if garlic != nil {
		garlic.prep = "finely chopped"
		garlic.grams = math.Max(3, math.Min(garlic.grams, 1.5*d.servings))
	}
	onions := d.where(func(p *part) bool { return p.in.Name == "onion" || p.in.Name == "shallot" || p.in.Name == "red onion" })
	for _, o := range onions {
		o.prep = "finely chopped"
	}
	hard := d.where(func(p *part) bool { return p.in.Name == "carrot" || p.in.Name == "celery" })
	for _, h := range hard {
		h.prep = "finely chopped"
		d.size(h, 20)
	}
	greens := d.where(func(p *part) bool { return p.in.Name == "spinach" || p.in.Name == "kale" })
	herbs := d.where(func(p *part) bool {
		return p.in.Category == "herbs" || p.in.Name == "dried thyme" || p.in.Name == "dried oregano"
	})
	for _, h := range herbs {
		if h.in.Category == "herbs" {
			h.prep = "leaves chopped"
		}
	}
	oil := d.fat
	if main == nil {
		d.dropFat() // the greens wilt in butter; with nothing to fry, no oil
		oil = nil
	}
	d.prep(0)
	liq := partNames(d.where(func(p *part) bool { return p == milk || p == stock || p == water }))
	d.step(3, "Bring the %s to a boil in a heavy saucepan with a good pinch of salt. Pour in the %s in a thin stream, whisking all the time so no lumps form, then turn the heat to low.",
		liq, pol.name())
	cookMin := 30
	d.step(2, "Cook the %s at the barest bubble, half covered, stirring well with a wooden spoon every 5 minutes and right into the corners, until thick, creamy and no longer gritty, 25–30 minutes (instant polenta takes 5); if it gets too thick to stir, loosen it with a splash of hot water.", pol.name())
	d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: cookMin - 2, until: -1, what: pol.name()})
	topping := ""
	if main != nil {
		topping = d.polentaTopping(main, tomato, garlic, oil, butter, onions, hard, greens, herbs)
	} else if len(greens) > 0 {
		// Greens alone: wilted in a little of the butter with the garlic, spooned over.
		d.step(4, "Melt a knob of the %s in a large skillet over medium heat%s, add the %s with a pinch of salt and turn until just wilted, 2–3 minutes.",
			butterName(butter), ifAny(", soften the ", optionalList(garlic), " for 1 minute"), plurals(greens))
		topping = plurals(greens)
	}
	// The mushrooms take a knob of the butter with their garlic or herbs; greens alone wilt in it.
	knob := main != nil && strings.Contains(main.in.Name, "mushroom") && (garlic != nil || len(herbs) > 0) || main == nil && len(greens) > 0
	top := ""
	if topping != "" {
		top = fmt.Sprintf(", spoon the %s over", topping)
	}
	d.step(2, "Take the polenta off the heat and beat in %s until glossy; season with salt and pepper to taste. It should be soft enough to settle into a pool: loosen with a little hot water if not.",
		listNames(withThe(optionalList(butter, cheese), map[*part]string{cheese: "most of the ", butter: map[bool]string{true: "the rest of the ", false: "the "}[knob]})))
	d.step(1, "Spoon the polenta into warm shallow bowls%s%s and serve at once, before it sets.", top, ifAny(" and scatter with the rest of the ", optionalList(cheese), ""))
	d.mentionLeftovers()
}

// withThe names parts for a list, "the butter", or with the word given instead of "the".
func withThe(parts []*part, art map[*part]string) []string {
	out := make([]string, 0, len(parts))
	for _, p := range parts {
		a, ok := art[p]
		if !ok {
			a = "the "
		}
		out = append(out, a+p.name())
	}
	return out
}

// measured2 is a part's measure in millilitres or grams, 0 for none.
func measured2(p *part) float64 {
	if p == nil {
		return 0
	}
	return p.grams / liquidDensity(p.in)
}

// polentaTopping writes the steps of what goes on the polenta, cooked while it bubbles,
// and names it for the last step.
func (d *dish) polentaTopping(main, tomato, garlic, oil, butter *part, onions, hard, greens, herbs []*part) string {
	fat := "oil"
	if oil != nil {
		fat = oil.name()
	}
	aroma := append(append([]*part{}, optionalList(garlic)...), herbs...)
	switch {
	case main.in.Name == "mushroom" || strings.Contains(main.in.Name, "mushroom"):
		main.prep = "thickly sliced"
		d.step(10, "Heat the %s in a large skillet over high heat and fry the %s in one layer, in two batches if crowded, without stirring at first, until browned, about 8 minutes in all.%s Season with salt and pepper.",
			fat, main.name(), ifAny(" Lower the heat, add a knob of the butter and the ", aroma, " and cook 1 minute more."))
		if len(greens) > 0 {
			d.step(2, "Stir in the %s until just wilted, 1–2 minutes.", plurals(greens))
		}
		return main.name()
	case main.in.Category == "meat" && (strings.Contains(main.in.Name, "sausage") || main.in.Name == "chorizo"):
		main.prep = ""
		sauce := ""
		if tomato != nil {
			d.size(tomato, 100)
			sauce = fmt.Sprintf(" Add the %s, bring to a bubble and simmer, stirring now and then, until thick, about 10 minutes.", tomato.name())
		}
		d.step(8, "Heat the %s in a large skillet over medium-high heat. Squeeze the %s from its skins into the pan in small pieces and fry, breaking it up, until browned, 6–8 minutes.%s",
			fat, main.name(), ifAny(" Add the ", append(onions, aroma...), " for the last 3 minutes."))
		if sauce != "" {
			d.step(11, "%s", strings.TrimSpace(sauce))
		}
		if len(greens) > 0 {
			d.step(2, "Stir in the %s until just wilted.", plurals(greens))
		}
		return main.name()
	case main.in.Category == "meat" || main.in.Category == "poultry":
		// Minced meat: a quick ragù while the polenta cooks.
		main.prep = ""
		soft := append(append([]*part{}, onions...), hard...)
		d.step(7, "Heat the %s in a large skillet over medium heat and cook the %s, stirring, until soft, about 6 minutes.", fat, plurals(soft))
		d.step(7, "Turn up the heat, add the %s%s and cook, breaking it up, until browned, about 6 minutes.", main.name(), ifAny(" with the ", aroma, ""))
		if tomato != nil {
			d.size(tomato, 110)
			d.step(16, "Stir in the %s and a pinch of salt, bring to a bubble and simmer, half covered, until thick and rich, about 15 minutes; taste for salt and pepper.", tomato.name())
			return "ragù"
		}
		return main.name()
	}
	return ""
}

// writeJeeraRice rinses and soaks basmati, crackles cumin seeds (and any whole spices) in
// ghee, toasts the rice in it and cooks it covered in just enough water, then leaves it
// to steam so every grain stands apart.
func writeJeeraRice(d *dish) {
	rice := d.starch
	cumin := d.find("cumin seeds")
	if rice == nil || cumin == nil {
		return
	}
	rice.prep = ""
	d.size(cumin, 0.8)
	ghee := d.fat
	if ghee != nil {
		ghee.grams = math.Max(10, 5*d.servings)
	}
	onion := d.find("onion", "red onion", "shallot")
	if onion != nil {
		onion.prep = "thinly sliced"
		d.size(onion, 25)
	}
	chili := d.find("jalapeno", "red chili")
	if chili != nil {
		chili.prep = "slit lengthwise"
		chili.grams = math.Min(chili.grams, chili.in.Units["piece"])
	}
	whole := d.where(func(p *part) bool {
		switch p.in.Name {
		case "bay leaf", "cardamom", "cloves", "cinnamon":
			return true
		}
		return false
	})
	herb := d.find("cilantro")
	if herb != nil {
		herb.prep = "chopped"
		d.size(herb, 2)
	}
	water := d.add("water", RoleLiquid, 0, "")
	if water == nil {
		return
	}
	// Soaked basmati takes 1 1/2 times its volume of water; plain long-grain a little more.
	ml := measured(rice) / liquidDensity(rice.in)
	ratio, soak := 1.5, true
	if rice.in.Name != "basmati rice" {
		ratio, soak = 1.6, false
	}
	if d.quick {
		soak = false
		ratio += 0.1
	}
	water.grams = math.Round(ml * ratio)
	d.liquids = append(d.liquids, water)
	rinse := fmt.Sprintf("Rinse the %s in a sieve under cold water, swirling it with your fingers, until the water runs almost clear", rice.name())
	if soak {
		d.step(3, "%s, then leave it to soak in a bowl of cold water for 15 minutes (the grains cook longer and straighter); drain well.", rinse)
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: 15, until: -1, what: rice.name()})
	} else {
		d.step(2, "%s; drain well.", rinse)
	}
	d.drop("black pepper")
	d.prepAny()
	spices := append([]*part{cumin}, whole...)
	fry := fmt.Sprintf("Heat the %s in a saucepan over medium heat. Add the %s and let them sizzle until the cumin darkens a shade and smells toasty, 30–60 seconds", d.fatName(), plurals(spices))
	m := 2
	if onion != nil || chili != nil {
		fry += fmt.Sprintf("; add the %s and fry until %s", plurals(optionalList(onion, chili)), map[bool]string{true: "golden at the edges, 5–6 minutes", false: "fragrant, 1 minute"}[onion != nil])
		if onion != nil {
			m = 7
		}
	}
	d.step(m, "%s.", fry)
	if soak {
		d.waits[len(d.waits)-1].until = len(d.steps) // the spices and onion fry while it soaks
	}
	peas := d.find("frozen peas")
	d.size(peas, 30)
	d.step(2, "Add the drained %s%s and stir gently for 1–2 minutes to coat every grain in the fat.", rice.name(), ifAny(" and the ", optionalList(peas), ""))
	d.step(13, "Pour in the %s with a good pinch of salt and bring to a boil. Cover tightly, turn the heat to its lowest and simmer, without lifting the lid, for 12 minutes.", waterAmount(water.grams))
	d.step(5, "Take the pan off the heat and leave it covered for 5 minutes, then fluff gently with a fork, lifting from the bottom%s.%s",
		ifAny(", and fish out the ", whole, ""),
		ifAny(" Scatter with the ", optionalList(herb), " and serve hot."))
	d.mentionLeftovers()
}

// writeJapaneseBreakfast sets out a breakfast tray: steamed rice, a miso soup of the
// cook's tofu or wakame, salted fish grilled (or a rolled omelette of the eggs, or both),
// and pickles or nori on the side.
func writeJapaneseBreakfast(d *dish) {
	main := d.protein
	miso := d.find("miso")
	if main == nil || miso == nil {
		return
	}
	stock := d.find("dashi", "vegetable broth", "chicken broth")
	if stock == nil {
		if stock = d.add("dashi", RoleLiquid, 0, ""); stock == nil {
			return
		}
		d.liquids = append(d.liquids, stock)
	}
	stock.grams = 200 * d.servings * liquidDensity(stock.in)
	d.size(miso, 15)
	fish := main
	eggs := d.eggPart()
	if main.in.Category == "eggs" {
		fish = nil
	}
	if fish != nil {
		fish.prep = ""
		d.size(fish, 90)
	}
	if eggs != nil {
		d.size(eggs, 44) // one egg each beside the fish, two without
		if fish == nil {
			d.size(eggs, 88)
		}
	}
	tofu := d.find("silken tofu", "tofu")
	if tofu != nil {
		tofu.prep = "cut into 1.5 cm (5/8 in) cubes"
		d.size(tofu, 40)
	}
	wakame := d.find("wakame")
	d.size(wakame, 1)
	scallion := d.find("scallion")
	if scallion != nil {
		scallion.prep = "thinly sliced"
		d.size(scallion, 4)
	}
	soy := d.find("soy sauce", "tamari")
	sweet := d.find("mirin", "sugar")
	if eggs != nil {
		d.size(soy, 1)
		d.size(sweet, 2)
	} else if soy != nil {
		d.size(soy, 2)
	}
	sides := d.where(func(p *part) bool {
		switch p.in.Name {
		case "pickles", "pickled ginger", "pickled daikon", "kimchi", "nori", "natto":
			return true
		}
		return false
	})
	for _, s := range sides {
		d.size(s, 15)
		if s.in.Name == "nori" {
			d.size(s, 1.5)
			s.prep = "cut into strips"
		}
	}
	oil := d.fat
	if oil != nil {
		oil.grams = 3 * d.servings
	}
	d.drop("black pepper")
	if fish != nil {
		d.size(d.find("salt"), 1.5) // the quarter teaspoon the fish is salted with, not a pinch
	}
	d.prep(0)
	salted := -1
	if fish != nil {
		d.step(3, "Sprinkle the %s all over with salt, about 1/4 tsp a piece, and leave it on a plate for 10 minutes: the salt firms and seasons the flesh%s. Heat the grill (broiler) to high.",
			fish.name(), map[bool]string{true: " (shiozake, the salted salmon of a Japanese breakfast)", false: ""}[fish.in.Name == "salmon"])
		salted = len(d.waits)
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: 10, until: -1, what: fish.name()})
	}
	if wakame != nil {
		d.step(1, "Put the %s in a bowl of cold water to soften for 5 minutes, then drain and squeeze it.", wakame.name())
	}
	if eggs != nil {
		with := []string{"2 tbsp of water"}
		if stock.in.Name == "dashi" {
			with[0] = "2 tbsp of the " + stock.name()
			stock.grams += 30 * liquidDensity(stock.in)
		}
		for _, p := range optionalList(sweet, soy) {
			with = append(with, "the "+p.name())
		}
		with = append(with, "a pinch of salt")
		d.step(3, "Beat the %s in a bowl with %s. Heat a nonstick skillet over medium heat and wipe it with a little of the %s.",
			pluralIf(eggs.name(), count(eggs)), listNames(with), d.fatName())
		d.step(6, "Pour in a third of the egg, tilting to cover the pan. When it is just set on top, roll it up from the far side towards you with a spatula; push the roll back, wipe the pan with oil, pour in the next third, lifting the roll so the egg runs under it, and roll again; then the last. Turn out onto a board, rest 2 minutes and slice into thick pieces.")
	}
	if fish != nil {
		d.waits[salted].until = len(d.steps) // the eggs are rolled while the fish takes its salt
		grill := "7–9 minutes"
		if f, ok := filletOf(fish.in); ok {
			grill = f.grill // a mackerel fillet is done before a salmon's
		}
		if d.skinOn(fish) {
			d.step(2, "Pat the %s dry, lay it skin side up on a foil-lined baking sheet brushed with the %s and slide it under the grill: it is done when the skin blisters and browns and the flesh flakes, %s.", fish.name(), d.fatName(), grill)
		} else {
			d.step(2, "Pat the %s dry, lay it on a foil-lined baking sheet brushed with the %s and slide it under the grill: it is done when the top browns in spots and the flesh flakes, %s.", fish.name(), d.fatName(), grill)
		}
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: 8, until: -1, what: fish.name()})
	}
	d.step(5, "%s the miso soup, bring the %s to a gentle simmer in a small saucepan%s. Turn the heat to low, whisk the %s smooth in a ladle with a little of the hot %s and stir it in%s; heat until steaming, never boiling.",
		map[bool]string{true: "Meanwhile, for", false: "For"}[fish != nil], stock.name(), ifAny(" and slip in the ", optionalList(tofu), ""), miso.name(), stock.name(), ifAny(" with the ", optionalList(wakame), ""))
	who := "Serve each person"
	if d.servings <= 1 {
		who = "Set out"
	}
	serve := fmt.Sprintf("%s a bowl of the %s, a bowl of the miso soup%s", who, d.starchName(), ifAny(" scattered with the ", optionalList(scallion), ""))
	var plate []string
	if fish != nil {
		plate = append(plate, "a piece of the "+fish.name())
	}
	if eggs != nil {
		plate = append(plate, "a few slices of the rolled omelette")
	}
	serve += " and, on a small plate, " + strings.Join(plate, " and ")
	if len(sides) > 0 {
		serve += fmt.Sprintf(", with the %s on the side", plurals(sides))
	}
	if soy != nil && fish != nil {
		serve += fmt.Sprintf(" and a little %s for the fish", soy.name())
	}
	d.step(1, "%s.", serve)
	d.mentionLeftovers()
}

// starchName is the name of the dish's starch, or "rice".
func (d *dish) starchName() string {
	if d.starch == nil {
		return "rice"
	}
	return d.starch.name()
}

// cuminRice takes the pantry's cumin seeds, when the dish beside an Indian curry's
// basmati or white rice leaves them unused, to cook the rice as jeera rice, and says
// which fat they sizzle in: the cook's own ghee or butter, else a spoonful of the dish's.
func (d *dish) cuminRice(rice *part) (seeds *part, fat string) {
	if d.cuisine == nil || d.cuisine.name != "indian" || rice.in.Name != "basmati rice" && rice.in.Name != "white rice" {
		return nil, ""
	}
	in, ok := Lookup("cumin seeds")
	if !ok || d.pantry[in] == nil || d.used[in] {
		return nil, ""
	}
	var ghee *part
	for _, n := range []string{"ghee", "butter"} {
		if g, ok := Lookup(n); ok && d.pantry[g] != nil && !d.used[g] {
			ghee = d.take(g, RoleFat, 3, "")
			break
		}
	}
	if ghee == nil && d.fat == nil {
		return nil, ""
	}
	seeds = d.take(in, RoleSpice, 0.6, "")
	if d.simmered == nil {
		d.simmered = map[*part]bool{}
	}
	d.simmered[seeds] = true // in the rice, not stirred into the curry
	d.extras = append(d.extras, seeds)
	if ghee != nil {
		d.simmered[ghee] = true
		d.extras = append(d.extras, ghee)
		return seeds, "the " + ghee.name()
	}
	d.fat.grams += 3 * d.servings
	return seeds, "a spoonful of the " + d.fat.name()
}
