package engine

import (
	"fmt"
	"regexp"
	"strings"
)

// methodEquipment is what each method needs at least.
var methodEquipment = map[string][]string{"oven": {"baking dish or ovenproof pot"}, "stovetop": {"large skillet or pot"},
	"air-fryer": {"air fryer"}, "slow-cooker": {"slow cooker"}, "pressure-cooker": {"electric pressure cooker"},
	"grill": {"grill", "tongs"}, "microwave": {"microwave", "microwave-safe dish with a vented lid"}}

// methodPhrase names a method after "cooked by".
var methodPhrase = map[string]string{"oven": "the oven", "stovetop": "the stovetop", "air-fryer": "an air fryer",
	"slow-cooker": "a slow cooker", "pressure-cooker": "a pressure cooker", "grill": "the grill", "microwave": "the microwave"}

// methodPlan writes the new cooking steps and returns them with the cooking minutes and
// the equipment.
func methodPlan(target, kind string, g foodGroups, cook int, d *Dish) ([]Step, int, []string) {
	var steps []Step
	add := func(m int, format string, a ...any) {
		steps = append(steps, Step{Text: fmt.Sprintf(format, a...), Minutes: max(m, 1)})
	}
	starch, coat := "", ""
	var inPot, aside []string // grains cooked in the pot's liquid; grains boiled beside it
	if kind == "wet" {
		inPot = d.grainInPot()
		for _, n := range g.starch {
			if !containsString(inPot, n) {
				aside = append(aside, n)
			}
		}
	}
	if len(aside) > 0 {
		starch = " Cook the " + listNames(aside) + " on the stovetop as the packet says while this cooks."
		if d.tossedWithSauce(aside) {
			starch += " Drain and toss it with the sauce."
		}
		if kind == "wet" && d.noodlesInSoup(aside[0]) {
			// The soup's noodles cook beside it and go into the bowls: they never sit for
			// hours in a slow cooker or under pressure.
			starch = " Cook the " + listNames(aside) + " in a pan of boiling salted water as the packet says while this cooks; drain and stir them into the soup just before serving."
		}
	}
	liquids := "the liquid"
	if len(g.liquids) > 0 {
		liquids = d.liquidAmounts(g.liquids)
	}
	if len(inPot) > 0 && target != "slow-cooker" {
		// The rice cooks in the pot's liquid: stirred into the oil first, then covered by it.
		coat = fmt.Sprintf(" Stir in the %s for a minute to coat it.", listNames(inPot))
		if target == "microwave" {
			liquids = "the " + listNames(inPot) + " and " + strings.TrimPrefix(liquids, "the ")
		}
		if wine, rest := d.splitWine(g.liquids); len(wine) > 0 && len(rest) > 0 && target != "microwave" {
			// The wine boils off on the toasted rice before the stock goes in.
			coat += fmt.Sprintf(" Pour in %s and stir until it has almost evaporated, about 2 minutes.", d.liquidAmounts(wine))
			liquids = d.liquidAmounts(rest)
		}
	} else if len(inPot) > 0 {
		g.tender = append(append([]string{}, g.tender...), inPot...) // noodles: the cooker's last half hour
	}
	switch target {
	case "air-fryer":
		m := dryMinutes(target, cook, d)
		if g.coated && !g.inDish && !d.onlyFish() && d.crumbed() {
			// Crumbed chops and cutlets: a hot basket and a spray of oil crisp the crumb
			// as the pan's oil did; turned once so both sides brown.
			m = min(max(m, 10), 14)
			times := fmt.Sprintf("%d minutes", m)
			if m <= 12 {
				m, times = 12, "10–12 minutes"
			}
			if d.thinCuts() {
				m, times = 10, "8–10 minutes" // a thin cutlet is through before a thick crumb browns
			}
			add(3, "Heat the air fryer to %s for 3 minutes.", temp(200))
			if n := d.flatPieces(); n > basketPieces {
				// Flat crumbed pieces never overlap: a basket takes two side by side.
				rounds := (n + basketPieces - 1) / basketPieces
				add(m*rounds, "Spray or brush %s lightly with oil on both sides. Air-fry in batches, %d rounds of %d, in a single layer and not touching, for %s a round, turning once halfway with a spatula, until the crumb is golden and crisp and they are cooked through%s; keep each round warm on a rack in a low oven while the next cooks.%s", g.main(), rounds, basketPieces, times, d.insideTemp(), starch)
				return steps, m*rounds + 3, []string{"air fryer", "oil spray or pastry brush", "instant-read thermometer", "wire rack"}
			}
			add(m, "Spray or brush %s lightly with oil on both sides and lay them in the basket in a single layer, not touching. Air-fry for %s, turning once halfway with a spatula, until the crumb is golden and crisp and they are cooked through%s.%s", g.main(), times, d.insideTemp(), starch)
			return steps, m + 3, []string{"air fryer", "oil spray or pastry brush", "instant-read thermometer"}
		}
		if d.wholeBird() {
			// A whole bird sits breast down first so the breast stays moist, then turns.
			m = max(m, 50)
			add(3, "Heat the air fryer to %s for 3 minutes (a whole bird needs a large basket, 5.5 litres / quarts or more).", temp(180))
			add(m, "Lay %s in the basket breast side down and air-fry for 30 minutes, then turn it breast side up and air-fry for %d–%d minutes more, until the skin is crisp and the thickest part of the thigh reads 74°C (165°F).%s", "the "+listNames(g.protein), m-30, m-25, starch)
			return steps, m + 3, []string{"air fryer (5.5 litre / quart or larger)", "tongs", "instant-read thermometer"}
		}
		add(3, "Heat the air fryer to %s for 3 minutes.", temp(190))
		switch {
		case g.inDish:
			// The crumbed fillets sit in their buttered dish: the dish goes in the basket.
			add(m, "Set the dish in the air fryer basket and air-fry for %d minutes, until the top is golden and %s cooked through%s.%s", m, g.main()+" "+listIsAre(g.main()), d.insideTemp(), starch)
		case g.coated:
			// Tossing or shaking would knock the coating off.
			add(m, "Lay %s in the basket in a single layer, in batches if needed, and air-fry for %d minutes without turning, until the coating is golden and crisp and cooked through%s.%s", g.main(), m, d.insideTemp(), starch)
		default:
			turn := "shaking the basket halfway"
			if d.boneIn() || d.hasLargeCut() || d.wholePoultry() {
				turn = "turning them halfway" // big pieces are turned with tongs, not shaken
			}
			if d.onlyFish() {
				turn = "without turning (a fillet breaks)"
			}
			kernels := d.looseKernels(&g)
			equipment := []string{"air fryer", "mixing bowl"}
			if text, total, ok := d.airFryRounds(g, m, turn); ok {
				m = total
				add(m, "%s%s", text, starch)
				equipment = append(equipment, "dish with a lid or cover")
			} else {
				add(m, "Toss %s with the oil and seasonings and air-fry in a single layer, in batches if needed, for %d minutes, %s, until %s%s.%s", g.main(), m, turn, d.doneCue("browned"), d.insideTemp(), starch)
			}
			if len(kernels) > 0 {
				// Loose kernels fall through the basket: a hot skillet chars them as the oven did.
				add(0, "Meanwhile, cook the %s in a skillet over high heat with a little of the fat, stirring, until hot and charred in spots, 4–5 minutes.", listNames(kernels))
				equipment = append(equipment, "skillet")
			}
			return steps, m + 3, equipment
		}
		return steps, m + 3, []string{"air fryer", "mixing bowl"}
	case "oven":
		if kind == "wet" && len(g.meats) == 0 && len(g.seafood) > 0 {
			total, equipment := d.ovenSeafoodPot(g, liquids, add)
			return steps, total, equipment
		}
		if kind == "wet" {
			m, until := roundUp5(max(45, cook)), "until tender" // a low oven braises in about the time a gentle simmer takes
			if len(inPot) > 0 {
				m, until = 30, "until the "+listNames(inPot)+" is tender and has taken up the liquid"
			}
			tail, tm := g.brownTail()
			bw, bm := d.brownWay(g.meats, 8)
			add(10+tm+bm-8, "Heat the oven to %s. In an ovenproof pot, brown %s in the oil on the stovetop%s%s.%s", temp(160), g.browned(), bw, tail, coat)
			if first, late := g.lateSplit(m); late != "" {
				add(m-lateMinutes, "%s %s and the seasonings, bring to a simmer, cover and bake for %d minutes, until the meat is nearly tender.", first.returned(tm), first.withRest(liquids), m-lateMinutes)
				add(lateMinutes, "Add the %s around the meat, pushing them into the liquid, cover again and bake for %d minutes more, until the meat and the vegetables are tender.%s", late, lateMinutes, starch)
				return steps, m + 10 + tm, []string{"Dutch oven or ovenproof pot with lid"}
			}
			if rest := g.withoutTender(); len(g.meats) > 0 && len(g.tender) > 0 && len(inPot) == 0 && len(g.seafood) == 0 {
				// Peas or spinach baked for 45 minutes turn grey: they go in for the last 10.
				add(m-10, "%s %s and the seasonings, bring to a simmer, cover and bake for %d minutes, %s.", rest.returned(tm), rest.withRest(liquids), m-10, until)
				add(10, "Stir in the %s, cover again and bake for 10 minutes more, until hot through and just tender.%s", listNames(g.tender), starch)
				return steps, m + 10 + tm, []string{"Dutch oven or ovenproof pot with lid"}
			}
			add(m, "%s %s and the seasonings, bring to a simmer, cover and bake for %d minutes, %s.%s", g.returned(tm), g.withRest(liquids), m, until, starch)
			if len(g.seafood) > 0 {
				add(8, "Nestle the %s into the pot for the last 8 minutes, until just cooked through.", listNames(g.seafood))
			}
			return steps, m + 10 + tm, []string{"Dutch oven or ovenproof pot with lid"}
		}
		m := dryMinutes(target, cook, d)
		add(10, "Heat the oven to %s.", temp(220))
		if d.crumbed() && !d.onlyFish() {
			m = min(max(m, 15), 25)
			add(m, "Lay %s on a rack set over a lined baking sheet, spray or brush them lightly with oil on both sides and bake for %d minutes, turning once halfway, until the crumb is golden and crisp and they are cooked through%s.%s", g.main(), m, d.insideTemp(), starch)
			return steps, m + 10, []string{"rimmed baking sheet", "wire rack", "parchment paper"}
		}
		if d.onlyFish() {
			add(m, "Lay %s on a lined baking sheet, brush with the oil and season, and roast for %d minutes without turning, until %s%s.%s", g.main(), m, "opaque and flaking", d.insideTemp(), starch)
			return steps, m + 10, []string{"rimmed baking sheet", "parchment paper"}
		}
		add(m, "Toss %s with the oil and seasonings on a lined baking sheet in one layer and roast for %d minutes, turning once, until %s%s.%s", g.main(), m, d.doneCue("browned"), d.insideTemp(), starch)
		return steps, m + 10, []string{"rimmed baking sheet", "parchment paper"}
	case "stovetop":
		if kind == "wet" {
			m, until := max(20, cook*9/10), "until tender"
			if len(inPot) > 0 {
				m, until = 20, "until the "+listNames(inPot)+" is tender and has taken up the liquid"
			}
			tail, tm := g.brownTail()
			bw, bm := d.brownWay(g.meats, 8)
			add(bm+tm, "In a heavy pot over medium-high heat, brown %s in the oil%s%s.%s", g.browned(), bw, tail, coat)
			if first, late := g.lateSplit(m); late != "" && len(g.seafood) == 0 {
				add(m-lateMinutes, "%s %s and the seasonings, bring to a boil, then cover and simmer gently for %d minutes, until the meat is nearly tender.", first.returned(tm), first.withRest(liquids), m-lateMinutes)
				add(lateMinutes, "Add the %s around the meat, pushing them into the liquid, cover again and simmer for %d minutes more, until the meat and the vegetables are tender.%s", late, lateMinutes, starch)
				return steps, m + 8 + tm, []string{"heavy pot with lid"}
			}
			add(m, "%s %s and the seasonings, bring to a boil, then cover and simmer gently for %d minutes, %s.%s", g.returned(tm), g.withRest(liquids), m, until, starch)
			if len(g.seafood) > 0 {
				add(5, "Add the %s for the last 5 minutes, until just cooked through.", listNames(g.seafood))
				m += 5
			}
			return steps, m + 8 + tm, []string{"heavy pot with lid"}
		}
		if d.hasLargeCut() && cook >= 90 && !d.wholeBird() {
			// A joint the oven cooked for hours braises covered over the lowest flame.
			m := roundUp5(min(max(90, cook*3/5), 210))
			liquid := "1 cup (240 ml) of water or stock"
			if len(g.liquids) > 0 {
				liquid = d.liquidAmounts(g.liquids)
			}
			add(10, "In a heavy pot with a lid over medium-high heat, brown %s all over in a little oil, about 10 minutes.", "the "+listNames(g.protein))
			add(m, "Add %s and the seasonings, bring to a simmer, then cover and cook over the lowest heat for about %d minutes, turning the meat once or twice and adding a splash of water if the pot runs dry, until it is tender enough to pull apart.%s", liquid, m, starch)
			return steps, m + 10, []string{"heavy pot with lid", "tongs"}
		}
		m := max(10, cook*4/5)
		add(m, "Heat the oil in a large skillet over medium-high heat and cook %s in batches, turning, until browned and cooked through, about %d minutes.%s", g.main(), m, starch)
		return steps, m, []string{"large skillet"}
	case "slow-cooker":
		sturdy := g.withoutTender()
		var vegs []string
		for _, v := range sturdy.vegs {
			if !containsString(g.late, v) {
				vegs = append(vegs, v)
			}
		}
		sturdy.vegs = vegs
		if len(sturdy.brownedFoods())+len(sturdy.aromatics) > 0 {
			tail, tm := sturdy.brownTail()
			if bw, bm := d.brownWay(sturdy.meats, 8); d.anyMinced(sturdy.meats) {
				// Raw mince cooks to grey clumps in a slow cooker and leaves its fat in the
				// pot: it is browned and drained first, never optional (review 30 #35).
				drain := "; spoon off the fat"
				if strings.HasPrefix(tail, ", then lift it out and soften ") {
					drain = ", then lift it out with a slotted spoon and pour off all but a tablespoon of the fat; soften " + strings.Replace(strings.TrimPrefix(tail, ", then lift it out and soften "), " in the same fat", " in it", 1)
				} else {
					drain = tail + drain
				}
				add(bm+tm, "Brown %s in the oil in a hot pan, breaking it up, until no pink remains%s (raw mince turns grey and greasy in a slow cooker)%s.", sturdy.browned(), bw, drain)
			} else if len(sturdy.meats) > 0 && bm > 8 {
				add(bm+tm, "Optional but worth it, for deeper flavour: brown %s in the oil in a hot pan%s%s.", sturdy.browned(), bw, tail)
			} else if len(sturdy.meats) == 0 && len(sturdy.aromatics) > 0 {
				// Onions put in raw stay sharp through a slow cooker's hours, and whole
				// seeds give up their flavour only in hot oil (review 32 #40).
				add(8+tm, "Heat the oil in a pan over medium heat%s; add %s and cook, stirring, until soft and golden, about 8 minutes%s (raw onion stays sharp in a slow cooker), then scrape it all into the slow cooker.", d.seedBloom(), sturdy.browned(), tail)
			} else {
				add(8+tm, "Optional but worth it: brown %s in the oil in a hot pan for 8 minutes for deeper flavour%s.", sturdy.browned(), tail)
			}
		}
		// Wine under a slow cooker's lid never cooks off, and milk left for hours with
		// tomatoes turns grainy: both boil down in the pan first (review 40 #32).
		boiled, text, bm := d.slowCookerPanLiquids(g.liquids, len(sturdy.meats) > 0)
		if text != "" {
			if n := len(steps); n > 0 && strings.Contains(steps[n-1].Text, "lift it out") {
				text = "Return the meat to the pan. " + text
			}
			add(bm, "%s", text)
		}
		// Cream and its kin split or turn grainy over hours: they go in for the last half hour.
		var simmered, creams []string
		for _, n := range g.liquids {
			if containsString(boiled, n) {
				continue
			}
			if lateCream(d, n) {
				creams = append(creams, n)
			} else {
				simmered = append(simmered, n)
			}
		}
		lid := "no water added: the lid keeps the juices in"
		for _, it := range d.Items {
			if pouredLiquid(it) && containsString(simmered, it.Display) && kind == "wet" {
				lid = "a third less liquid than on the stove, as nothing evaporates"
			}
		}
		with := "the seasonings"
		water := ""
		if g.water > 0 {
			water = cupsOfWater(g.water)
			lid = "a third less liquid than on the stove, as nothing evaporates"
			if g.raised {
				lid = "enough to come about a third of the way up the food; nothing evaporates under the lid"
			}
		}
		switch {
		case len(simmered) > 0 && water != "" && d.listsWater(simmered):
			// The listed water and the cooker's extra are one pour: "1/4 cup of water plus
			// 1/2 cup (120 ml) more", never the water named twice.
			parts := d.liquidParts(simmered)
			parts[len(parts)-1] += " plus " + strings.Replace(water, " of water", " more water", 1)
			with = listNames(append(parts, "the seasonings"))
		case len(simmered) > 0 && water != "":
			with = listNames(append(d.liquidParts(simmered), water, "the seasonings"))
		case len(simmered) > 0:
			with = listNames(append(d.liquidParts(simmered), "the seasonings"))
		case water != "":
			with = water + " and the seasonings"
		case len(g.liquids) == 0:
			with = liquids + " and the seasonings"
		}
		long, hours := d.slowCookerHours()
		if all := sturdy.everything(); all != "everything" || len(simmered) == 0 {
			add(long, "Put %s in the slow cooker with %s (%s). Cook on %s, until tender.", all, with, lid, hours)
		} else {
			// Nothing sturdy goes in first: the liquid is the pot, and what flavours it is
			// named after it (keepEveryIngredient), not hidden in "everything".
			add(long, "Pour %s into the slow cooker with the seasonings (%s). Cook on %s.", d.liquidAmounts(simmered), lid, hours)
		}
		if thick := d.thickeners(); len(thick) > 0 && len(creams) == 0 {
			add(15, "Stir in the %s, mixed smooth with a splash of cold water, for the last 15 minutes on HIGH with the lid off, until the sauce has thickened.", listNames(thick))
		} else if len(thick) > 0 {
			creams = append(creams, listNames(thick)+" (mixed smooth with a splash of cold water)")
		}
		if len(creams) > 0 {
			tail := "; season to taste."
			if len(g.tender) > 0 {
				tail = "."
			}
			add(30, "Stir in %s for the last 30 minutes, covered, until hot through (do not let it boil)%s%s", d.liquidAmounts(creams), tail, starch)
			if len(g.tender) == 0 {
				return steps, long + 38, []string{d.cookerName(g, target)}
			}
			steps[len(steps)-1].Minutes = 1 // it goes in beside the tender vegetables' last half hour
		}
		if len(g.late) > 0 {
			add(90, "Add the %s for the last 1 1/2 hours on LOW (45 minutes on HIGH), pushing them down into the liquid, until tender.", listNames(g.late))
		}
		var tender, greens []string // spinach wilts in the closed pot in minutes, not half an hour
		for _, v := range g.tender {
			if in := ParseLine(v).Ingredient; in != nil && wilts(in) {
				greens = append(greens, v)
			} else {
				tender = append(tender, v)
			}
		}
		switch {
		case len(tender) > 0 && len(greens) > 0:
			add(30, "Stir in the %s for the last 30 minutes, until just tender, and the %s for the last 5, until just wilted; season to taste.%s", listNames(tender), listNames(greens), starch)
		case len(tender) > 0:
			add(30, "Stir in the %s for the last 30 minutes, until just tender; season to taste.%s", listNames(tender), starch)
		case len(greens) > 0:
			add(5, "Stir in the %s, cover and leave for 5 minutes, until just wilted; season to taste.%s", listNames(greens), starch)
		default:
			add(5, "Season to taste.%s", starch)
		}
		return steps, long + 38, []string{d.cookerName(g, target)}
	case "pressure-cooker":
		// A third of the simmering time, but never less than the toughest cut needs: a
		// chuck is still chewy after 35 minutes.
		high := max(min(45, max(5, cook/3)), d.pressureMinutes())
		if d.onlyRibs() {
			high = 25 // a rack cut in portions is tender in 25 minutes, not a joint's hour
		}
		if len(inPot) > 0 {
			high = max(6, d.pressureMinutes()) // white rice is tender after 6 minutes at pressure
		}
		release := "quick-release the pressure"
		rel := 2
		switch {
		case d.hasLargeCut():
			release, rel = "let the pressure release naturally, about 15 minutes, so the meat relaxes and stays juicy", 15
		case len(g.meats) > 0: // the raw meat in the pot, not the steak laid raw in the bowls
			release, rel = "let the pressure release naturally for 10 minutes, then release the rest", 10
		}
		// Carrots and potatoes given the meat's long time at pressure turn to mush: they
		// go in after it, for a few minutes of their own.
		first, after := g, []string(nil)
		if high >= 20 && len(g.meats) > 0 {
			first.vegs = nil
			for _, v := range g.vegs {
				if in := d.itemFood(v); in != nil && (hardness(in) == 3 || strings.Contains(in.Name, "mushroom")) {
					after = append(after, v) // mushrooms given an hour at pressure go slimy
				} else {
					first.vegs = append(first.vegs, v) // a tomato or pepper melts into the sauce
				}
			}
		}
		vegsAfter := len(after) > 0
		// Cream, yogurt, milk and coconut milk split, catch or scorch under pressure (the
		// cooker reads "burn"), a starch thickener sticks to the base, and greens turn to
		// khaki: they go in after the release, on the sauté setting.
		var finish []string
		var under []string
		for _, n := range g.liquids {
			if pressureLate(d, n) {
				finish = append(finish, n)
			} else {
				under = append(under, n)
			}
		}
		var greens []string
		if len(g.tender) > 0 {
			first.vegs = nil
			for _, v := range g.vegs {
				if in := d.itemFood(v); in != nil && wilts(in) && containsString(g.tender, v) {
					greens = append(greens, v)
				} else if !containsString(after, v) {
					first.vegs = append(first.vegs, v)
				}
			}
			if len(greens) > 0 {
				g.vegs = first.vegs // browned() names what goes in at the start only
				if vegsAfter {
					g.vegs = append(append([]string{}, first.vegs...), after...)
				}
			}
		}
		thick := d.thickeners()
		switch {
		case len(finish) > 0 && len(under) > 0:
			liquids = d.liquidAmounts(under)
			if !d.thinLiquid(under) {
				liquids += " and 1/2 cup (120 ml) of water"
			}
		case len(finish) > 0 || len(g.liquids) == 0:
			liquids = "1 cup (240 ml) of water" // the old steps' water, unlisted
		}
		tail, tm := g.brownTail()
		bw, bm := d.brownWay(g.meats, 8)
		reduced := 0
		if len(g.brownedFoods()) == 0 && len(g.aromatics) > 0 {
			// Only the onion and garlic: they soften for a risotto or a soup; 8 minutes of
			// browning would burn the garlic.
			add(5, "On the sauté setting, soften the %s in the oil, stirring, until soft but not browned, about 5 minutes.%s", listNames(g.aromatics), coat)
		} else {
			add(bm+tm, "On the sauté setting, brown %s in the oil%s%s; scrape up the browned bits.%s", g.browned(), bw, tail, coat)
		}
		if wine, rest := d.splitWine(under); len(wine) > 0 && len(rest) > 0 && len(inPot) == 0 {
			// Wine sealed under pressure never cooks off: it boils down on the sauté setting first.
			text, m := d.wineReduced(wine, "on the sauté setting")
			add(m, "%s", text)
			reduced = m
			liquids = "the reduced " + listNames(wine) + ", " + d.liquidAmounts(rest)
			if len(finish) > 0 && !d.thinLiquid(rest) {
				liquids += " and 1/2 cup (120 ml) of water"
			}
		}
		add(high+10, "%s %s and the seasonings (at least 1 cup / 240 ml of liquid in all), lock the lid and cook at HIGH pressure for %d minutes (it takes about 10 minutes to come to pressure).", g.returned(tm), first.withRest(liquids), high)
		if len(g.seafood) > 0 {
			// Fish would be rubber after time at pressure: it poaches in the hot liquid.
			release, rel = "quick-release the pressure", 2
		}
		season := " and season to taste"
		if len(finish)+len(greens)+len(thick) > 0 {
			season = " the lid"
		}
		if vegsAfter {
			add(rel, "%s; then open.", upperFirst(release))
			add(10, "Add the %s, lock the lid again and cook at HIGH pressure for 6 minutes (about 5 minutes to come back to pressure); quick-release, open%s.%s", listNames(after), season, starch)
			rel += 10
		} else {
			add(rel, "%s, open%s.%s", upperFirst(release), season, starch)
		}
		if season == " the lid" {
			var parts []string
			if len(finish) > 0 {
				parts = append(parts, d.liquidAmounts(finish))
			}
			if len(thick) > 0 {
				parts = append(parts, "the "+listNames(thick)+" (mixed smooth with a splash of cold water)")
			}
			if len(greens) > 0 {
				parts = append(parts, "the "+listNames(greens))
			}
			gentle := ""
			if d.splitsWhenBoiled(finish) {
				gentle = " (do not let it boil, or it splits)"
			}
			add(4, "Switch the cooker to the sauté setting, stir in %s and simmer gently for 3–4 minutes, until hot through%s%s; season to taste.", joinAnd(parts), map[bool]string{true: " and thickened", false: ""}[len(thick) > 0], gentle)
			rel += 4
		}
		if len(g.seafood) > 0 {
			add(5, "On the sauté setting, add the %s and simmer gently for 4–5 minutes, until just cooked through.", listNames(g.seafood))
			rel += 5
		}
		return steps, 8 + tm + reduced + high + 10 + rel, []string{d.cookerName(g, target)}
	case "grill":
		m := dryMinutes(target, cook, d)
		if d.wholeBird() {
			// A whole bird roasts over the cool side with the lid down, as in an oven.
			add(10, "Set the grill up for two-zone heat: one side medium-high, about %s, the other side off (on charcoal, bank the coals to one side); oil the grates.", temp(220))
			add(70, "Rub %s with the oil and seasonings and set it breast side up over the cool side, lid closed, for 1 hour–1 hour 15 minutes, turning it round halfway, until the skin is golden and the thickest part of the thigh reads 74°C (165°F).%s", "the "+listNames(g.protein), starch)
			return steps, 80, []string{"grill with a lid", "tongs", "instant-read thermometer"}
		}
		if d.bonyPoultry() {
			// Chicken on the bone chars outside long before it is done at the bone over
			// direct heat: it cooks through on the cool side with the lid down, then
			// crisps over the fire.
			add(10, "Set the grill up for two-zone heat: one side medium-high, about %s, the other side off (on charcoal, bank the coals to one side); oil the grates.", temp(220))
			add(33, "Toss %s with the oil and seasonings and lay them over the cool side, lid closed, for 30–35 minutes, turning once, until they read %s near the bone.%s", g.main(), strings.Trim(strings.Replace(d.insideTemp(), " inside", "", 1), " ()"), starch)
			add(5, "Move them over the direct heat for 2–3 minutes a side, until the skin is crisp and charred in places.")
			return steps, 48, []string{"grill", "tongs", "instant-read thermometer"}
		}
		add(10, "Heat the grill to medium-high, about %s, and oil the grates.", temp(220))
		add(m, "Toss %s with the oil and seasonings, then grill over direct heat, in a grill basket for small pieces, turning once, for %d minutes, until %s%s.%s", g.main(), m, d.doneCue("charred"), d.insideTemp(), starch)
		return steps, m + 10, []string{"grill", "grill basket", "tongs"}
	case "microwave":
		if kind == "wet" {
			m := max(10, cook/2)
			for _, v := range g.vegs {
				if in := d.itemFood(v); in != nil && hardness(in) == 3 {
					m = max(m, 15) // diced potato or carrot needs a quarter of an hour in the liquid
				}
			}
			aromatics := "the aromatics"
			if len(g.aromatics) > 0 {
				aromatics = "the " + listNames(g.aromatics)
			}
			if len(inPot) > 0 {
				m = max(m, 18) // rice takes up its liquid in about 18 minutes, stirred halfway
			}
			add(4, "Microwave %s with the oil in a large microwave-safe bowl, covered, on HIGH (100%%) for 4 minutes, until softened.", aromatics)
			add(m, "Stir in %s and the seasonings, cover loosely and microwave on HIGH for %d minutes, stirring every 4 minutes, until everything is cooked through%s.", g.withAll(liquids), m, d.insideTemp())
			add(3, "Let stand, covered, for 3 minutes; stir and check that it is hot all the way through.%s", starch)
			return steps, m + 7, []string{"microwave", "large microwave-safe bowl with a vented lid"}
		}
		m := max(4, cook/3)
		add(m, "Toss %s with the oil and seasonings in a microwave-safe dish with 2 tbsp water, cover loosely and microwave on HIGH (100%%) for %d minutes, stirring halfway (fish and eggs: MEDIUM, 50%%, for the same time).", g.main(), m)
		add(2, "Let stand, covered, for 2 minutes to finish cooking; check that everything is hot all the way through.%s", starch)
		return steps, m + 2, []string{"microwave", "microwave-safe dish with a vented lid"}
	}
	return steps, cook, nil
}

// itemFood is the food of the item the recipe lists as display, or nil.
func (d *Dish) itemFood(display string) *Ingredient {
	for _, it := range d.Items {
		if it.Display == display {
			return it.Ingredient
		}
	}
	return nil
}

// lateCream reports whether the liquid named n is cream or a cream like it (crème fraîche,
// coconut cream, soured cream, yoghurt), which a slow cooker's hours would split: it goes
// in for the last half hour.
func lateCream(d *Dish, n string) bool {
	for _, it := range d.Items {
		if it.Display != n || it.Ingredient == nil {
			continue
		}
		switch it.Ingredient.Name {
		case "heavy cream", "half-and-half", "creme fraiche", "coconut cream", "sour cream", "yogurt", "greek yogurt", "cream cheese":
			return true
		}
	}
	return false
}

// leanPot reports whether the slow cooker's meat is lean and quick (chicken or turkey
// breast, pork loin or tenderloin) with nothing beside it that needs the long cook: a
// tough cut, other meat, meat on the bone or dried lentils.
func (d *Dish) leanPot() bool {
	lean := false
	for _, it := range d.Items {
		in := it.Ingredient
		if in == nil || it.Grams == 0 {
			continue
		}
		switch in.Name {
		case "chicken breast", "turkey breast", "pork tenderloin", "pork loin":
			lean = true
			continue
		}
		meat := (in.Category == "meat" || in.Category == "poultry") && !cookedAlready(in) && !strings.HasPrefix(in.Name, "ground ")
		if meat || it.boneIn() || braiseMinutes(in) >= 60 || in.Name == "brown lentils" || in.Name == "split peas" {
			return false
		}
	}
	return lean
}

// insideTemp is the safe inside temperature of the dish's rawest protein, as the
// parenthesis after "cooked through": " (74°C / 165°F inside)" for chicken, 71°C for
// mince and sausages, 63°C for whole cuts of pork, beef or lamb and for fish; "" where
// nothing needs one (vegetables, beans, shellfish, food bought cooked).
func (d *Dish) insideTemp() string {
	best, out := 0, ""
	for _, it := range d.Items {
		if it.Ingredient == nil || it.Grams <= 0 || foodGroupsOf(it.Ingredient)&(1<<groupProtein) == 0 {
			continue
		}
		s := doneness(it.Ingredient)
		open, shut := strings.Index(s, "("), strings.LastIndex(s, ")")
		if open < 0 || shut < open || !strings.Contains(s[open:shut], "°C") || !strings.Contains(s[open:shut], "inside") && it.Ingredient.Category != "seafood" {
			continue
		}
		c := 0
		for _, r := range s[open+1:] {
			if r < '0' || r > '9' {
				break
			}
			c = c*10 + int(r-'0')
		}
		if c > best {
			best, out = c, " "+s[open:shut+1]
		}
	}
	return out
}

// listIsAre agrees a verb with a named list of foods: "the cod is", "the cod and peas are".
func listIsAre(names string) string {
	if strings.Contains(names, " and ") {
		return "are"
	}
	return isAre(names)
}

// ovenSeafoodPot is a pot of fish or shellfish in its liquid moved to the oven: what
// cooks in minutes bakes covered in a hot oven for minutes, not braised for an hour;
// potatoes or other hard vegetables bake in the liquid first.
func (d *Dish) ovenSeafoodPot(g foodGroups, liquids string, add func(int, string, ...any)) (int, []string) {
	soft := "the aromatics"
	if len(g.aromatics) > 0 {
		soft = "the " + listNames(g.aromatics)
	}
	var hard, rest []string
	for _, f := range append(append([]string{}, g.protein...), g.vegs...) {
		if containsString(g.seafood, f) {
			continue
		}
		if in := d.itemFood(f); in != nil && hardness(in) == 3 {
			hard = append(hard, f)
		} else {
			rest = append(rest, f)
		}
	}
	shells, opened := false, "just cooked through"
	for _, n := range g.seafood {
		if in := d.itemFood(n); in != nil && (in.Name == "clams" || in.Name == "mussels" || in.Name == "cockles") {
			shells = true
		}
	}
	if shells {
		opened = "the shells have opened (throw away any that stay shut)"
	}
	add(5, "Heat the oven to %s. In an ovenproof pot with a lid, soften %s in the oil on the stovetop, about 4 minutes.", temp(220), soft)
	with := liquids
	if len(rest) > 0 {
		with = "the " + listNames(rest) + " with " + liquids
	}
	total := 5
	if len(hard) > 0 {
		add(25, "Add the %s with %s and the seasonings, bring to a boil, cover and bake for 25 minutes, until the %s are tender.", listNames(hard), with, listNames(hard))
		add(12, "Nestle the %s into the pot, cover again and bake for 10–12 minutes more, until %s.", listNames(g.seafood), opened)
		total += 37
	} else {
		add(12, "Add %s and the seasonings and bring to a boil, then add the %s, cover and bake for 10–12 minutes, until %s.", with, listNames(g.seafood), opened)
		total += 12
	}
	return total, []string{"ovenproof pot with lid"}
}

// returned opens the step after the browning: "Add", or, where brownTail lifted the
// meat out to soften the onions, "Return the chicken thigh to the pot and add".
func (g foodGroups) returned(lifted int) string {
	if lifted == 0 {
		return "Add"
	}
	return "Return the " + listNames(g.meats) + " to the pot and add"
}

// brownWay is how the meats (by display) brown in a pot: ", about 8 minutes" where they
// fit in one layer, ", in batches so they sear rather than steam, about 14 minutes"
// where there is more than a pot's floor holds (3 lb of chuck cubes; review 30 #37).
// Mince is broken up as it browns, so it needs no batches. minutes is the one-batch time.
func (d *Dish) brownWay(meats []string, minutes int) (string, int) {
	grams, joints, n := 0.0, 0, 0
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && containsString(meats, it.Display) && !minced(in) {
			grams += it.Grams
			n++
			// A roast or a whole bird browns whole, turned in the pot: no batches.
			if (braiseMinutes(in) >= 90 || in.Name == "whole chicken") && !containsAny(lowered(it.Text), []string{"cut into", "chunk", "cube", "diced", "pieces", "strips", "sliced"}) {
				joints++
			}
		}
	}
	if n > 0 && joints == n {
		return fmt.Sprintf(", turning it to brown all over, about %d minutes", minutes+2), minutes + 2
	}
	if grams > 700 {
		m := minutes * 7 / 4
		return fmt.Sprintf(", in batches so it sears rather than steams, about %d minutes", m), m
	}
	return fmt.Sprintf(", about %d minutes", minutes), minutes
}

// anyMinced reports whether any of the meats (by display) is bought minced.
func (d *Dish) anyMinced(meats []string) bool {
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && containsString(meats, it.Display) && minced(in) {
			return true
		}
	}
	return false
}

// brownedMeat finds "brown the beef chuck in the oil": the meat a plan browns.
var brownedMeat = regexp.MustCompile(`brown the ([^,.;]+?) in the oil`)
