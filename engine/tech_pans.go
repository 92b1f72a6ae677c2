package engine

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

func writeTacos(d *dish) {
	if d.cat != nil && d.cat.vegStrict {
		// A plate of its own few vegetables (fajitas): meat and vegetables in strips, seared hot.
		if p := d.protein; p != nil && !strings.HasPrefix(p.in.Name, "ground ") && p.in.Category != "legumes" && p.in.Name != "shrimp" {
			p.prep = "cut into 1 cm (1/2 in) strips"
		}
		for _, v := range append(append([]*part{}, d.vegs...), d.aromatics...) {
			if v.in.Name == "onion" || v.in.Name == "red onion" {
				v.prep = "thinly sliced"
			}
		}
	}
	wraps := d.starch != nil && d.starch.in.Name == "romaine lettuce"
	if wraps {
		d.starch.prep = "leaves separated, washed and patted dry" // whole leaves are the wraps
	}
	sizeTacoLettuce(d, wraps)
	d.prep(0)
	fat := d.fatName()
	spices := d.realSpices()
	cookVegs, freshVegs := splitTacoVegs(d)
	cookVegs = append(append([]*part{}, d.aromatics...), cookVegs...)
	roots := slices.DeleteFunc(slices.Clone(cookVegs), func(v *part) bool { return hardness(v.in) < 3 })
	packet := slices.IndexFunc(spices, func(s *part) bool { return s.in.Name == "taco seasoning" })
	// sauced is how the taco seasoning goes in, as its packet says: over the browned,
	// drained mince with water, simmered until it coats the meat. It is salted already.
	sauced := ""
	if p := d.protein; p != nil && packet >= 0 && strings.HasPrefix(p.in.Name, "ground ") {
		water := max(1, int(math.Round(inPan(p)/450*2))) // thirds of a cup: 2/3 cup to 450 g (1 lb)
		what := lineText(float64(water)/3, "cup", "water", "")
		if d.listWater(float64(water) / 3) {
			what = "the water" // the list says how much
		}
		sauced = fmt.Sprintf("stir in the %s and %s and simmer, stirring, until the sauce thickens and coats the meat, 3–4 minutes", partNames(spices), what)
	}
	if p := d.protein; p != nil && sauced != "" && len(cookVegs) > 0 && len(roots) == 0 && math.Ceil(p.grams/minceOnePan) <= 1 {
		// One pan: the onion softens first, the mince browns on it, and the seasoning and
		// water go in last, so nothing sauced is fried again.
		m, until := tacoVegMinutes(d, cookVegs)
		if until != "until fragrant" {
			until = "until softened"
		}
		heat := fmt.Sprintf("Heat the %s in a large skillet over medium-high heat and cook the %s %s, about %d minute%s", fat, partNames(cookVegs), until, m, pluralS(m))
		d.sear(p, heat, "add", "and cook it, breaking it up,", fmt.Sprintf("; spoon off any fat, %s; %s.%s", sauced, d.finishText(), d.extrasIn()))
		d.steps[len(d.steps)-1].Minutes += m + 4
	} else {
		if p := d.protein; p != nil {
			season, after := "", "; move to a bowl."
			if len(spices) > 0 {
				season = "with the " + partNames(spices) + " and a good pinch of salt"
			}
			switch {
			case sauced != "" && len(cookVegs) > 0:
				// The vegetables cook in the pan after the mince; the seasoning goes in once
				// the mince is back, not before it fries again.
				season, after = "", "; spoon off any fat and move to a bowl."
			case sauced != "":
				season, after = "", "; spoon off any fat, "+sauced+"; move to a bowl."
			}
			d.sear(p, fmt.Sprintf("Heat the %s in a large skillet over medium-high heat", fat), "cook", season, after)
			if sauced != "" && len(cookVegs) == 0 {
				st := &d.steps[len(d.steps)-1]
				st.Minutes += 4
				if strings.Contains(st.Text, " batches") {
					st.Text = strings.Replace(st.Text, "; spoon off any fat, stir in", "; put it all back in the pan, spoon off any fat, stir in", 1)
				}
			}
		}
		writeTacoVegs(d, cookVegs, roots, spices, sauced)
	}
	tortillas := "tortillas"
	if d.starch != nil {
		tortillas = plural(d.starch.name())
	}
	switch {
	case wraps:
		tortillas = "romaine lettuce leaves"
	case d.starch != nil && d.starch.in.Name == "taco shells":
		// Hard shells crisp through in the microwave; a dry pan would crack them.
		d.step(1, "Stand the taco shells on a plate and microwave for 30–60 seconds, until warm and crisp.")
		if i := slices.Index(d.equipment, "dry pan or griddle"); i >= 0 {
			d.equipment[i] = "microwave"
		}
	case d.quick && len(d.steps) > 0 && strings.HasPrefix(d.steps[len(d.steps)-1].Text, "In the same pan") && d.steps[len(d.steps)-1].Minutes >= 3:
		n := len(d.steps)
		// In a hurry the tortillas warm in a second pan while the vegetables cook.
		d.steps[n-1].Text += fmt.Sprintf(" Meanwhile, warm the %s in a second dry pan for 20–30 seconds a side and wrap them in a towel to keep soft.", tortillas)
	default:
		d.step(3, "Warm the %s in a dry pan for 20–30 seconds a side; wrap in a towel to keep soft.", tortillas)
	}
	fresh := ""
	if len(freshVegs) > 0 {
		fresh = ", the " + partNames(freshVegs)
		if d.protein != nil && len(cookVegs) > 0 {
			fresh = " and the " + partNames(freshVegs) // one filling beside it: "the turkey mixture and the tomato"
		}
	}
	// The filling by its names: "vegetables" only when some cooked, the onion as itself.
	var fill []string
	if d.protein != nil {
		fill = append(fill, d.protein.name())
	}
	switch {
	case d.protein != nil && len(cookVegs) > 0:
		// The vegetables went back in with the meat: "the black bean mixture".
		if n := fill[0]; strings.HasSuffix(n, "s") && !strings.HasSuffix(n, "ss") {
			fill[0] = n[:len(n)-1]
		}
		fill[0] += " mixture"
	case slices.ContainsFunc(cookVegs, func(v *part) bool { return v.role != RoleAromatic }):
		fill = append(fill, "cooked vegetables")
	case slices.ContainsFunc(cookVegs, func(v *part) bool {
		return v.in.Name == "onion" || v.in.Name == "red onion" || v.in.Name == "shallot" || v.in.Name == "leek"
	}):
		fill = append(fill, "softened "+partNames(cookVegs))
	}
	filling := listNames(fill)
	if filling == "" {
		filling = "filling"
	}
	d.step(2, "Fill the %s with the %s%s.%s", tortillas, filling, fresh, d.toppings())
}

func writeRisotto(d *dish) {
	fat := d.fatName()
	// The wine goes in on its own, onto the toasted rice; the broth warms while the cook
	// preps.
	var wine, broths []*part
	for _, l := range d.liquids {
		if strings.Contains(l.in.Name, "wine") || l.in.Name == "dry sherry" || l.in.Name == "vermouth" {
			wine = append(wine, l)
		} else {
			broths = append(broths, l)
		}
	}
	liquid := "broth"
	if len(broths) > 0 {
		liquid = partNames(broths)
	}
	d.step(1, "Put the %s on to warm in a small saucepan over low heat; keep it at a bare simmer while you prep.", liquid)
	d.prep(0)
	if p := d.protein; p != nil {
		d.sear(p, fmt.Sprintf("In a wide heavy saucepan, heat half the %s over medium-high heat", fat), "cook", "", "; set aside.")
	}
	d.aromaticStep(fmt.Sprintf("Lower the heat to medium, add the rest of the %s, ", fat))
	rice := "rice"
	if d.starch != nil {
		rice = d.starch.name()
	}
	d.step(2, "Add the %s and stir for 2 minutes until the grains turn glassy at the edges.", rice)
	if len(wine) > 0 {
		d.step(2, "Pour in the %s and stir until it has almost all been absorbed, 1–2 minutes.", partNames(wine))
	}
	hard, soft := splitByHardness(d.vegs)
	hardText := ""
	if len(hard) > 0 {
		hardText = fmt.Sprintf(" Stir in the %s with the first ladle.", partNames(hard))
	}
	if len(soft) > 0 {
		hardText += fmt.Sprintf(" Add the %s for the last 5 minutes.", partNames(soft))
	}
	d.step(18, "Add the hot broth a ladle at a time, stirring often and waiting until each is almost absorbed before adding the next, until the rice is creamy and just tender, 18–20 minutes.%s", hardText)
	cheese := ""
	for _, g := range d.garnishes {
		if g.in.Category == "dairy" || g.in.Name == "nutritional yeast" {
			cheese = ", the " + g.name()
		}
	}
	if len(d.sauces) > 0 {
		cheese += ", the " + partNames(d.sauces)
	}
	back := "" // the vegetables cooked in the rice; only a protein set aside comes back
	if d.protein != nil {
		back = "the " + d.protein.name()
	}
	in := strings.TrimPrefix(back+cheese, ", ")
	if in != "" {
		in += " and "
	}
	d.step(2, "Off the heat, stir in %sa last splash of broth; %s. Cover and rest 2 minutes.%s", in, d.finishText(), d.extrasIn())
	d.step(1, "Serve in warm shallow bowls.%s", d.toppings())
}

// restsWhole reports whether a seared part is a whole cut of red meat or pork that
// rests before it is cut or served: a steak, a chop.
func restsWhole(p *part) bool {
	n := p.in.Name
	return p.prep == wholePrep && (strings.Contains(n, "steak") && !strings.Contains(n, "tuna") && !strings.Contains(n, "salmon") ||
		strings.Contains(n, "chop") || strings.HasPrefix(n, "lamb"))
}

func writeSkillet(d *dish) {
	d.coldOnSide()
	d.prep(0)
	fat := d.fatName()
	boiled := d.vegsBesideSear()
	// Eggs are not seared first and tossed back: they are cracked into wells in the
	// finished hash and set under a lid, as a cook makes a skillet hash with eggs.
	var eggs *part
	if p := d.protein; p != nil && p.in.Category == "eggs" {
		eggs, d.protein = p, nil
		defer func() { d.protein = eggs }()
	}
	// A fish fillet waits for nothing: the vegetables cook first and keep warm, and the
	// fish sears last, in minutes, then the pan sauce (it sat cold for a quarter of an
	// hour while fennel softened).
	var fish *part
	aside := d.boilsPotatoesAside() // asked before the fish steps aside: the potatoes boil in their own pan
	if p := d.protein; p != nil && p.in.Category == "seafood" && p.prep == wholePrep && len(withoutParts(d.vegs, boiled)) > 0 &&
		(d.starch == nil || hardness(d.starch.in) != 3 || aside) {
		fish, d.protein = p, nil
	}
	// A crowd's hash roasts its potatoes on sheets: the skillet holds only the meat, which
	// stays in it for the spices and the toss, not moved to a plate and back.
	keep := d.protein != nil && !restsWhole(d.protein) && fish == nil && d.starch != nil && hardness(d.starch.in) == 3 && !aside && d.hashOnSheets()
	if p := d.protein; p != nil {
		after := "; move to a plate."
		if keep {
			after = "."
		}
		if restsWhole(p) {
			after = "; move to a plate to rest while you make the sauce, so its juices settle."
		}
		verb, how := "season and cook", ""
		if rub := d.realSpices(); len(rub) > 0 && d.rubsWhole() {
			// The spices are rubbed on the chops, not bloomed in the pan after them.
			them := "it"
			if strings.HasSuffix(p.name(), "s") {
				them = "them" // the lamb chops
			}
			verb, how = "season", fmt.Sprintf("with the %s, salt and pepper, then cook %s", partNames(rub), them)
			spices := d.spices
			d.spices = withoutParts(d.spices, rub)
			defer func() { d.spices = spices }()
		}
		d.sear(p, fmt.Sprintf("Heat the %s in a large skillet over medium-high heat", fat), verb, how, after)
	}
	if len(boiled) > 0 && fish != nil {
		// The fillet waits for the pan's vegetables and sears last: what boils starts first.
		m := max(d.vegMinutesBy("simmer", boiled), 4)
		d.step(2, "Start the %s: cook in 2 cm (3/4 in) of boiling salted water in a covered saucepan until just tender, about %d minutes; drain and keep warm.", partNames(boiled), m)
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: m, until: -1, what: partNames(boiled)})
	} else if len(boiled) > 0 {
		// In a hurry the florets cook in a saucepan while the fillet sears, not after it.
		m := max(d.vegMinutesBy("simmer", boiled), 4)
		last := &d.steps[len(d.steps)-1]
		last.Text += fmt.Sprintf(" Meanwhile, cook the %s in 2 cm (3/4 in) of boiling salted water in a covered saucepan until just tender, about %d minutes; drain.", partNames(boiled), m)
		last.Minutes = max(last.Minutes, m+2)
	}
	heated := d.protein != nil // the pan is hot and greased once something has cooked in it
	var roots []*part          // diced carrot or parsnip cooks with the potatoes, as long as they take
	sheets := -1               // the oven step of a crowd's hash, its potatoes on baking sheets
	if s := d.starch; s != nil && hardness(s.in) == 3 && !aside {
		heat := "Add the %s to the pan"
		if !heated {
			heat, heated = "Heat the "+fat+" in a large skillet over medium heat and add the %s", true
		}
		for _, v := range withoutParts(d.vegs, boiled) {
			if hardness(v.in) == 3 && v.in.Category == "produce" {
				roots = append(roots, v)
			}
		}
		if d.hashOnSheets() {
			// The peppers and onions roast on the sheets too: a skillet that cannot hold a
			// crowd's potatoes cannot hold its vegetables either. Greens still wilt in the pan.
			late, _ := wiltOut(slices.DeleteFunc(withoutParts(withoutParts(d.vegs, boiled), roots), func(v *part) bool { return v.in.Category != "produce" }))
			sheets = d.roastHashPotatoes(append([]*part{s}, roots...), late, fat)
			roots = append(roots, late...)
			heated = d.protein != nil
		} else {
			d.step(15, heat+" with a splash of water, cover and cook, turning now and then, until tender, about 12 minutes; uncover and cook until golden and crisp, 3 minutes more.", partNames(append([]*part{s}, roots...)))
		}
	}
	after := ""
	if !heated {
		after = fmt.Sprintf("Heat the %s in a large skillet over medium heat; ", fat)
		if fish != nil {
			after = fmt.Sprintf("Heat half the %s in a large skillet over medium heat; ", fat) // the rest sears the fish
		}
	}
	// Garlic fried before the butter browns round it burns by the time the butter is
	// nut-brown: with a seared fillet's brown butter it goes in for the last 30 seconds.
	var lateGarlic []*part
	if p := d.protein; p != nil && fish == nil && p.prep == wholePrep && d.lemonButterFits() {
		lateGarlic = slices.DeleteFunc(slices.Clone(d.aromatics), func(a *part) bool { return slowAromatic(a.in) })
	}
	if len(lateGarlic) > 0 {
		d.aromatics = withoutParts(d.aromatics, lateGarlic)
	}
	vegs := withoutParts(withoutParts(d.vegs, boiled), roots)
	// Garlic fried first would burn under vegetables cooked for minutes after it: it
	// goes in for their last minute.
	var vegGarlic []*part
	// A spiced base (an aloo gobi's cumin and turmeric) fries its garlic and ginger with
	// the onion before the spices go in, as the vegetables then steam under a lid.
	if len(vegs) > 0 && len(lateGarlic) == 0 && len(d.realSpices()) == 0 {
		vegGarlic = slices.DeleteFunc(slices.Clone(d.aromatics), func(a *part) bool { return slowAromatic(a.in) })
		d.aromatics = withoutParts(d.aromatics, vegGarlic)
	}
	d.aromaticStep(after)                  // it may move an onion in among the aromatics
	vegs = withoutParts(vegs, d.aromatics) // an onion moved is not added again with the peppers
	slow := d.aromatics
	if len(lateGarlic)+len(vegGarlic) > 0 {
		d.aromatics = append(append(slices.Clone(d.aromatics), lateGarlic...), vegGarlic...)
	}
	inPan := func(s *part) bool { return s.in.Category == "produce" || s.in.Category == "frozen" }
	if s := d.starch; s != nil && hardness(s.in) != 3 && inPan(s) {
		vegs = append(append([]*part{}, vegs...), s)
	}
	var sauceGreens []*part // tender greens wilted into the pan sauce as it finishes
	if len(vegs) > 0 {
		m := d.vegMinutesBy("saute", vegs)
		firm := false
		for _, v := range vegs {
			firm = firm || hardness(v.in) >= 2 && v.in.Name != "onion" && v.in.Name != "red onion" && v.in.Name != "leek" && v.in.Name != "celery"
		}
		if firm {
			// Florets and potato in a dry pan brown outside long before they are tender:
			// they steam under a lid first, for the vegetable table's steaming minutes;
			// spinach wilts in after.
			cook, greens := wiltOut(vegs)
			// Frozen peas or corn among potatoes and florets are an accent that only
			// needs heating: a handful a plate, stirred in for the last minutes.
			var peas []*part
			for _, v := range cook {
				if v.in.Name == "frozen peas" || v.in.Name == "frozen corn" {
					peas = append(peas, v)
				}
			}
			if len(peas) == len(cook) {
				peas = nil
			}
			cook = withoutParts(cook, peas)
			for _, v := range peas {
				v.grams = min(v.grams, 40*d.servings)
			}
			m = d.vegMinutesBy("steam", cook)
			d.step(m, "Add the %s with a splash of water, cover and cook over medium heat, stirring now and then, until tender, about %d minutes; uncover for the last few so the water cooks off.%s", partNames(cook), m,
				ifAny(" Stir in the ", peas, " for the last 3 minutes, just to heat through."))
			if len(greens) > 0 {
				d.wiltIn(greens, "")
			}
		} else if _, g := wiltOut(vegs); len(g) == len(vegs) && fish == nil && len(d.liquids)+len(d.sauces) > 0 && len(vegGarlic) == 0 && !d.lemonButterFits() {
			// Spinach alone beside a pan sauce wilts in the sauce at the end: added first,
			// it stewed through the sauce's minutes of bubbling.
			sauceGreens = g
		} else {
			cook, greens := greensLast(vegs)
			m = d.vegMinutesBy("saute", cook)
			d.step(m, "Add the %s and cook %s, about %d minutes%s.", partNames(cook), untilTender(cook), m, greens)
		}
		if len(vegGarlic) > 0 {
			last := &d.steps[len(d.steps)-1]
			last.Text += fmt.Sprintf(" Add the %s for the last minute, stirring, until fragrant.", partNames(vegGarlic))
		}
	}
	if fish != nil {
		d.protein = fish
		last := &d.steps[len(d.steps)-1]
		last.Text += " Tip onto a warm plate and keep warm."
		d.sear(fish, fmt.Sprintf("Wipe out the skillet and heat a little more of the %s in it over medium-high heat", fat), "season and cook", "", "; lift onto the plate beside the vegetables.")
	}
	liquid := "a splash of water"
	if len(d.liquids) > 0 {
		liquid = "the " + partNames(d.liquids)
	}
	if len(d.sauces) > 0 {
		liquid += " and " + d.sauceNames()
	}
	if p := d.protein; p != nil && p.prep == wholePrep {
		// A seared fillet or steak is not simmered again: the sauce is made around the
		// resting meat and spooned over.
		with := ""
		if len(boiled) > 0 {
			with = " with the " + partNames(boiled)
		}
		plate := "Plate the " + p.name()
		if restsWhole(p) && strings.Contains(p.in.Name, "steak") {
			plate = "Slice the " + p.name() + " across the grain, plate it"
		}
		if butter := d.lemonButter(); butter != nil {
			// A fish seared with the cook's butter gets a beurre noisette, not a sauce of
			// water and lemon: the butter browned in the pan, the lemon (and capers) in off the heat.
			rest := "the " + butter.name()
			if d.fat == butter {
				rest = "the rest of the " + butter.name()
			}
			melt := "Pour off the oil, lower the heat to medium and melt " + rest + " in the pan"
			if len(slow) > 0 && fish == nil {
				melt = "Lower the heat to medium and melt " + rest + " with the " + partNames(slow) // the shallot stays in the pan
			} else if fish != nil {
				melt = "Lower the heat to medium and melt " + rest + " in the pan" // the fish seared in the butter: no oil to pour off
			}
			d.step(3, "%s, swirling, until the butter foams and turns nut-brown and smells toasty, 1–2 minutes%s; off the heat, %s.%s %s%s and spoon the brown butter over.",
				melt, ifAny(", adding the ", lateGarlic, " for the last 30 seconds"), d.finishText(), d.extrasIn(), plate, with)
		} else if len(d.liquids) == 0 && len(d.sauces) == 0 {
			// The butter it was basted in, loosened with water, is the sauce.
			butter := ""
			if d.find("butter", "unsalted butter") != nil {
				butter = " with the butter"
			}
			d.step(2, "Add a splash of water to the pan, scraping up the browned bits, and let it bubble%s for a minute until glossy; %s.%s %s%s and spoon the pan juices over.",
				butter, d.finishText(), d.extrasIn(), plate, with)
		} else if d.glazeOf() != nil && len(sauceGreens) == 0 {
			// A teriyaki is its soy, mirin and sugar boiled down to a glaze the salmon or
			// chicken is turned in, not a thin sauce spooned over.
			d.step(5, "Add %s to the pan, scraping up the browned bits, and let it bubble for 2–3 minutes until it thickens to a syrupy glaze that coats a spoon; return the %s and turn it in the pan until coated and glossy, about 1 minute; %s.%s %s%s and spoon what is left in the pan over.",
				liquid, p.name(), d.finishText(), d.extrasIn(), plate, with)
		} else {
			d.step(4+min(1, len(sauceGreens)), "Add %s to the pan, scraping up the browned bits, and let it bubble for 3–4 minutes until saucy%s; %s.%s %s%s and spoon the pan sauce over.",
				liquid, wiltInSauce(sauceGreens), d.finishText(), d.extrasIn(), plate, with)
		}
	} else {
		back := "Add" // nothing left the pan: the vegetables are still in it
		if d.protein != nil && !keep {
			back = "Return the " + d.protein.name() + ", add"
		}
		switch {
		case len(d.liquids) > 0 || len(d.sauces) > 0:
			d.step(4+min(1, len(sauceGreens)), "%s %s and let it bubble for 3–4 minutes until saucy%s; %s.%s", back, liquid, wiltInSauce(sauceGreens), d.finishText(), d.extrasIn())
		case d.protein != nil && keep:
			d.step(2, "Toss everything in the skillet together over the heat for 1–2 minutes; %s.%s", d.finishText(), d.extrasIn())
		case d.protein != nil:
			// Nothing to make a sauce of: water would only steam what browned.
			d.step(2, "Return the %s and toss everything together over the heat for 1–2 minutes; %s.%s", d.protein.name(), d.finishText(), d.extrasIn())
		case eggs != nil && sheets >= 0:
			d.step(1, "Season with salt and pepper.%s", d.extrasIn())
		case eggs != nil:
			wells := "a well in the hash and crack the egg into it"
			if n := count(eggs); n > 1 {
				wells = fmt.Sprintf("%d wells in the hash and crack an egg into each", n)
			}
			d.step(6, "Season with salt and pepper, make %s. Cover and cook over medium-low heat until the whites are set and the yolks still soft, 4–5 minutes.%s", wells, d.extrasIn())
		default:
			if ex := d.extrasIn(); strings.Contains(ex, "hot through") {
				// Baked beans bubble in the pan first; the seasoning is tasted after.
				d.step(3, "%s Then %s.", strings.TrimSpace(ex), d.finishText())
			} else {
				d.step(1, "%s.%s", upperFirst(d.finishText()), ex)
			}
		}
	}
	if sheets >= 0 {
		d.spreadHashRoast(sheets, eggs)
	}
	d.cookStarch() // couscous, or pasta whose water has been heating
	switch s := d.starch; {
	case d.boilsPotatoesAside():
		d.step(1, "Serve with the %s beside the %s.%s", plural(s.name()), d.protein.name(), d.toppings())
	case s != nil && !inPan(s) && d.protein != nil && d.protein.prep == wholePrep:
		d.step(1, "Serve at once with the %s.%s", s.name(), d.toppings()) // plated with its pan sauce: the rice beside it
	case s != nil && !inPan(s):
		d.step(1, "Serve from the skillet with the %s.%s", s.name(), d.toppings()) // rice simmered on its own, bread on the side
	case d.protein != nil && d.protein.prep == wholePrep:
		d.step(1, "Serve at once.%s", d.toppings()) // plated with its pan sauce, not from the skillet
	case sheets >= 0:
		d.step(1, "Serve from the baking sheets.%s", d.toppings())
	default:
		d.step(1, "Serve from the skillet.%s", d.toppings())
	}
}

// vegsBesideSear are the firm vegetables (florets, beans) that a quick skillet cooks in a
// saucepan of their own while its fillet or chop sears: one after the other, a salmon
// with broccoli took 23 minutes.
func (d *dish) vegsBesideSear() []*part {
	if !d.quick || d.protein == nil || d.protein.prep != wholePrep {
		return nil
	}
	var out []*part
	for _, v := range d.vegs {
		if h := hardness(v.in); h == 2 && v.in.Category != "canned-jarred" && !onionFamily[v.in.Name] && v.in.Name != "celery" {
			out = append(out, v)
		}
	}
	return out
}

func writeCasserole(d *dish) {
	d.prep(190)
	d.cookStarch()
	fat := d.fatName()
	if p := d.protein; p != nil {
		d.sear(p, fmt.Sprintf("Heat the %s in a large skillet over medium-high heat", fat), "cook", "", ".")
		d.aromaticStep("")
	} else {
		d.aromaticStep(fmt.Sprintf("Heat the %s in a large skillet over medium heat; ", fat))
	}
	if len(d.vegs) > 0 {
		cook, greens := greensLast(d.vegs)
		m := d.vegMinutesBy("saute", cook)
		d.step(m, "Add the %s and %s, about %d minutes%s.", partNames(cook), tenderOrWilted(cook), m, greens)
	}
	liquid := "a cup of the pasta water"
	if len(d.liquids) > 0 {
		liquid = "the " + partNames(d.liquids)
	}
	base := "pasta"
	if d.starch != nil {
		base = d.starch.name()
	}
	// What is stirred in (a second protein to heat through, olives) goes into the sauce
	// in the skillet, before the pasta is folded in and all of it tipped into the dish.
	if extras := d.extrasIn(); extras != "" {
		d.step(3, "Stir in %s and %s and simmer 2 minutes.%s Fold in the drained %s and %s, then tip into the baking dish.", liquid, d.sauceNames(), extras, base, d.finishText())
	} else {
		d.step(3, "Stir in %s and %s and simmer 2 minutes; fold in the drained %s and %s, then tip into the baking dish.", liquid, d.sauceNames(), base, d.finishText())
	}
	top := "Bake"
	var cheeses, rest []*part
	for _, g := range d.garnishes {
		if g.in.Category == "dairy" || g.in.Name == "nutritional yeast" {
			cheeses = append(cheeses, g)
		} else {
			rest = append(rest, g)
		}
	}
	if len(cheeses) > 0 {
		top = "Scatter the " + partNames(cheeses) + " over the top and bake"
	}
	d.step(22, "%s at %s until bubbling and golden, 20–22 minutes.", top, temp(190))
	d.garnishes = rest // baked on, not scattered again
	d.step(5, "Rest 5 minutes before serving.%s", d.toppings())
	d.garnishes = append(rest, cheeses...)
}

// advancedTouch adds one refinement for advanced cooks.
func (d *dish) advancedTouch() {
	for _, g := range d.garnishes {
		if g.in.Category == "nuts-seeds" || g.in.Name == "sesame seeds" || g.in.Name == "pumpkin seeds" || g.in.Name == "sunflower seeds" {
			toast := fmt.Sprintf("toast the %s in a dry pan over medium heat, shaking often, until golden and fragrant, 2–3 minutes", g.name())
			// While something simmers or rests on its own, not as a step of its own.
			for i := max(d.prepStep, 0) + 1; i < len(d.steps)-1; i++ {
				if s := d.steps[i]; s.Minutes >= 8 && passive(s, lowered(s.Text)) {
					lead := " Meanwhile, "
					if strings.Contains(s.Text, "Meanwhile") {
						lead = " Also "
					}
					d.steps[i].Text += lead + toast + "."
					return
				}
			}
			if d.quick {
				return // in a hurry the seeds go on untoasted
			}
			last := d.steps[len(d.steps)-1]
			d.steps = append(d.steps[:len(d.steps)-1], Step{Text: upperFirst(toast) + ".", Minutes: 3}, last)
			return
		}
	}
	if stirred[d.form.name] && d.form.name != "casserole" && len(d.steps) > 2 {
		// More acid only where the recipe holds one to add: a navarin without lemon or
		// vinegar is balanced with salt.
		acid := ""
		if a := d.acidHeld(); a != nil {
			word := a.name()
			if citrus[word] {
				word += " juice" // the lemon was juiced: more of its juice, not another lemon
			}
			acid = ", a little more " + word + " if it is flat"
		}
		text := "Taste and balance" + strings.Replace(acid, ",", ":", 1)
		if acid == "" {
			text += ": a pinch of salt if it is dull"
		} else {
			text += ", a pinch of salt if it is dull"
		}
		water := ""
		if d.form.name != "soup" && d.form.name != "noodle bowl" {
			water = ", a few drops of water if the sauce is too thick"
		}
		text += water
		last := d.steps[len(d.steps)-1]
		// Where a step seasons it already, the balancing goes there, not in a step of its own.
		// The last step may season and serve at once (a stir-fry tossed and served): the
		// balancing goes there too, after the acid it asks more of has gone in.
		for _, i := range []int{len(d.steps) - 1, len(d.steps) - 2} {
			s := &d.steps[i]
			for _, season := range [...]struct{ said, balance string }{{"season with salt and pepper to taste", "salt and pepper"}, {"season with salt to taste", "salt"}} {
				if strings.Contains(s.Text, season.said) {
					balance := "taste and balance it: " + season.balance + " as needed" + acid + water
					s.Text = strings.Replace(s.Text, season.said, balance, 1)
					return
				}
			}
		}
		d.steps = append(d.steps[:len(d.steps)-1], Step{Text: text + ".", Minutes: 1}, last)
	}
}

// acidHeld is the acid the recipe holds (its lemon juice, a vinegar), or nil: a cook
// can add more of it only if it is on the list.
func (d *dish) acidHeld() *part {
	if d.acid != nil {
		return d.acid
	}
	stirIns := d.stirIns() // stirred in after the tasting: "more rice vinegar" would come before any
	for p := range d.eachPart {
		if p != nil && !containsPart(stirIns, p) && p.in.Is(RoleAcid) && (citrus[p.in.Name] || strings.Contains(p.in.Name, "vinegar") || strings.Contains(p.in.Name, "juice")) {
			return p
		}
	}
	return nil
}

// lemonButter is the cook's butter that makes a seared fish its sauce, when the pan has
// nothing else to make one of (only water, no sauce): nil otherwise. The water goes, and
// the butter is a tablespoon a serving.
func (d *dish) lemonButter() *part {
	if !d.lemonButterFits() {
		return nil
	}
	butter := d.find("butter", "unsalted butter")
	for _, l := range d.liquids {
		delete(d.used, l.in)
	}
	d.liquids = nil
	butter.grams = max(butter.grams, 14*d.servings)
	return butter
}

// lemonButterFits reports whether lemonButter would make the seared fish's sauce of the
// cook's butter, changing nothing.
func (d *dish) lemonButterFits() bool {
	p := d.protein
	butter := d.find("butter", "unsalted butter")
	if p == nil || p.in.Category != "seafood" || !p.in.Has(FactFish) || butter == nil || !butter.fromPantry || len(d.sauces) > 0 {
		return false
	}
	for _, l := range d.liquids {
		if l.in.Name != "water" {
			return false
		}
	}
	return true
}

// wiltInSauce is the clause that wilts tender greens into a finished pan sauce, or "".
func wiltInSauce(greens []*part) string {
	if len(greens) == 0 {
		return ""
	}
	return fmt.Sprintf(", then stir in the %s a handful at a time until just wilted, about 1 minute", partNames(greens))
}
