package engine

import (
	"fmt"
	"slices"
	"strings"
)

// The generic techniques that cook in a wok, a pot or a pan of liquid: stir-fry,
// fried rice, noodle bowl, pasta, curry, soup and stew.

func writeStirFry(d *dish) {
	egg := d.extraProt // egg fried noodles: the eggs scramble in the wok and go back in at the end
	if egg != nil && egg.in.Category != "eggs" {
		egg = nil
	}
	if egg != nil {
		egg.prep = ""
	}
	d.prep(0)
	// Noodles boil while the main browns in the wok, not before it; either way they are
	// tossed in the wok at the end, as a lo mein is.
	tossed := d.starch != nil && (d.waitingFor("water") || strings.Contains(d.starch.in.Name, "noodle"))
	boilBeside := d.protein != nil && d.waitingFor("water")
	if !boilBeside {
		d.cookStarch()
	}
	fat := d.fatName()
	var steamed []*part // in a hurry, the firm vegetables steam in a second pan while the main sears
	if p := d.protein; p != nil {
		d.sear(p, fmt.Sprintf("Heat half the %s in a wok or large skillet over high heat until shimmering", fat), "stir-fry", "in one layer", "; move to a plate.")
		if boilBeside {
			d.cookStarch()
			d.mergeLastInto(len(d.steps) - 2)
		}
		steamed = d.steamBeside(len(d.steps) - 1)
	}
	if egg != nil {
		eggs := pluralIf(egg.name(), count(egg))
		if d.protein != nil {
			m, scramble := scrambleInBatches(egg)
			d.step(1+m, "Beat the %s with a pinch of salt. Add a little of the %s to the hot pan, pour in the %s and %s; add to the plate.", eggs, fat, eggs, scramble)
		} else {
			m, scramble := scrambleInBatches(egg)
			d.step(1+m, "Beat the %s with a pinch of salt. Heat a little of the %s in a wok or large skillet over high heat, pour in the %s and %s; move to a plate.", eggs, fat, eggs, scramble)
		}
	}
	// In a hurry the onion is stir-fried with the vegetables, not softened first.
	all, onions := d.aromatics, []*part(nil)
	if d.quick && len(d.vegs) > 0 {
		var rest []*part
		for _, a := range d.aromatics {
			if a.in.Name == "onion" || a.in.Name == "red onion" {
				onions = append(onions, a)
			} else {
				rest = append(rest, a)
			}
		}
		d.aromatics = rest
	}
	before := len(d.steps)
	crowdBowl := false // the vegetables were stir-fried in batches into a bowl
	// A crowd's vegetables (eight or more) are more than one wokful.
	crowdWok := d.servings > 6 && d.panBatches() > 1 && len(d.vegs)+len(onions) > 0
	lead := fmt.Sprintf("Heat the %s in a wok or large skillet over high heat until shimmering", fat)
	if d.protein != nil || egg != nil {
		lead = fmt.Sprintf("Add the rest of the %s to the pan", fat) // the main, or the eggs, took the first of it
	}
	if len(onions) == 0 && len(steamed) == 0 && d.mushroomsBeforeGarlic(lead) {
		defer func(all []*part) { d.vegs = all }(d.vegs)
		d.vegs = nil // stir-fried already, before the garlic
		d.aromaticStep("Push the vegetables to one side of the pan; ")
	} else if d.protein != nil || egg != nil {
		rest := "the rest"
		if crowdWok {
			rest = "a little of the rest" // the vegetables' batches take the others
		}
		d.aromaticStep(fmt.Sprintf("Add %s of the %s to the pan; ", rest, fat)) // the eggs took a little of it
	} else if crowdWok {
		d.aromaticStep(fmt.Sprintf("Heat a little of the %s in a wok or large skillet over high heat until shimmering; ", fat)) // the vegetables' batches take the rest
	} else {
		d.aromaticStep(fmt.Sprintf("Heat the %s in a wok or large skillet over high heat until shimmering; ", fat))
	}
	d.aromatics = all
	if rest := withoutParts(d.vegs, steamed); len(rest) > 0 || len(onions) > 0 {
		if len(steamed) > 0 {
			defer func(all []*part) { d.vegs = all }(d.vegs)
			d.vegs = rest
		}
		cook, greens := greensLast(d.vegs)
		m := d.vegMinutesBy("stir-fry", cook)
		add := "Add the "
		if len(onions) > 0 {
			m = max(m, 4)
			if len(d.steps) == before && d.protein != nil {
				add = fmt.Sprintf("Add the rest of the %s to the pan, then the ", fat) // no garlic step took the oil
			}
		}
		if b := d.panBatches(); crowdWok {
			// A wok stir-fries the vegetables for four; more stew in their own water.
			until := crispTender(cook)
			if _, g := wiltOut(cook); len(g) == len(cook) {
				until = "just wilted"
			}
			d.step(m*b+1, "%s%s in %d batches, each with 2 tbsp water, and stir-fry until %s, about %d minutes a batch%s; tip each batch into a large warm bowl or roasting tin and add a little more of the %s before the next.",
				add, partNames(append(onions, cook...)), b, until, m, greens, fat)
			crowdBowl = true
		} else {
			d.step(m, "%s%s with 2 tbsp water and stir-fry until %s, about %d minutes%s.", add, partNames(append(onions, cook...)), crispTender(cook), m, greens)
		}
	}
	var out []string // what went to the plate comes back
	if d.protein != nil {
		out = append(out, d.protein.name())
	}
	if egg != nil && d.protein != nil {
		out = append(out, "scrambled "+pluralIf(egg.name(), count(egg)))
	} else if egg != nil {
		out = append(out, pluralIf(egg.name(), count(egg))) // "the eggs", the only thing that went to the plate
	}
	back := "Add "
	if len(out) > 0 {
		back = "Return the " + strings.Join(out, " and ") + " to the pan, add "
		if len(steamed) > 0 {
			back = "Return the " + strings.Join(out, ", ") + " and the drained " + partNames(steamed) + " to the pan, add "
		}
	}
	glossy := "until everything is glossy"
	if len(d.sauces) == 0 {
		glossy = "until everything is hot through" // water alone glazes nothing
	}
	if b := d.panBatches(); b > 1 && d.servings > 6 && (crowdBowl || len(out) > 0) {
		// A crowd's finish goes back into the wok a wokful at a time, each with its share
		// of the sauce, and out into the warm bowl.
		var what []string
		for _, o := range out {
			what = append(what, "the "+o)
		}
		if crowdBowl {
			what = append(what, "the vegetables")
		}
		if tossed {
			what = append(what, "the drained "+d.starch.name())
		}
		sauce := "a splash of water"
		if len(d.sauces) > 0 {
			sauce = "its share of " + d.sauceNames()
		}
		d.step(2*b, "Toss %s back through the wok in %d rounds, each with %s, over high heat for 1–2 minutes a batch %s; tip each round into the warm bowl or roasting tin. Toss everything together; %s.%s",
			joinAnd(what), b, sauce, glossy, d.finishText(), d.extrasIn())
		serve := "Serve at once"
		if d.starch != nil && !tossed {
			serve += " over the " + d.starch.name()
		}
		d.step(1, "%s.%s", serve, d.toppings())
		return
	}
	if tossed {
		// The drained noodles are tossed in the wok with the sauce, as a lo mein is, and
		// served straight from it.
		back = strings.Replace(back, " to the pan, add ", " and the drained "+d.starch.name()+" to the pan, add ", 1)
		if len(out) == 0 {
			back = "Add the drained " + d.starch.name() + " to the pan with "
		}
		d.step(2, "%s%s and toss over high heat for 1–2 minutes until the %s are hot and everything is glossy; %s. Serve at once.%s%s",
			back, d.sauceNames(), d.starch.name(), d.finishText(), d.extrasIn(), d.toppings())
		return
	}
	d.step(2, "%s%s and toss over high heat for 1 minute %s; %s.%s", back, d.sauceNames(), glossy, d.finishText(), d.extrasIn())
	serve := "Serve at once"
	if d.starch != nil {
		serve += " over the " + d.starch.name()
	}
	d.step(1, "%s.%s", serve, d.toppings())
}

// steamBeside, for a cook in a hurry, steams the firm vegetables (florets, beans,
// carrots) covered in a second pan while step i sears the main: they are ready when it
// is, instead of taking the wok for their own minutes after. It returns them.
func (d *dish) steamBeside(i int) []*part {
	if !d.quick || i < 0 || d.steps[i].Minutes < 6 || strings.Contains(d.steps[i].Text, "Meanwhile") {
		return nil
	}
	var firm []*part
	for _, v := range d.vegs {
		if hardness(v.in) >= 2 {
			firm = append(firm, v)
		}
	}
	if len(firm) == 0 {
		return nil
	}
	m := d.vegMinutesBy("steam", firm)
	if m > d.steps[i].Minutes-2 {
		return nil
	}
	d.steps[i].Text += fmt.Sprintf(" Meanwhile, put the %s in a saucepan with 3 tbsp water and a pinch of salt, cover and steam over high heat until %s, about %d minutes; drain.", partNames(firm), crispTender(firm), m)
	if !slices.Contains(d.equipment, "saucepan with lid") {
		d.equipment = append(d.equipment, "saucepan with lid")
	}
	return firm
}

func writeFriedRice(d *dish) {
	small := d.protein != nil && needsCooking(d.protein.in) && braiseMinutes(d.protein.in) < 60 &&
		d.protein.in.Category != "seafood" && !strings.HasPrefix(d.protein.in.Name, "ground ")
	if small {
		d.protein.prep = "cut into 1 cm (1/2 in) pieces" // small pieces cook in the minutes the rice takes
	}
	egg := d.extraProt
	if egg != nil && egg.in.Name == "egg" {
		egg.prep = "" // beaten in the bowl as the pan heats
	}
	d.prep(0)
	scrambled := false // the eggs scrambled while the rice dried
	if d.starch != nil && d.starch.in.Name != "cooked rice" && !isRiced(d.starch) {
		d.cookStarch()
		if d.quick {
			// Fresh rice fries once its steam has gone: spread thin, it dries in a few minutes,
			// while the eggs scramble.
			eggs := ""
			if e := egg; e != nil && e.in.Name == "egg" {
				n := pluralIf(e.name(), count(e))
				_, scramble := scrambleInBatches(e)
				eggs = fmt.Sprintf(" Meanwhile, beat the %s with a pinch of salt, heat a little of the %s in a wok or large skillet over high heat, pour in the %s and %s; move to a plate.", n, d.fatName(), n, scramble)
				scrambled = true
			}
			d.step(4, "Spread the cooked %s thinly %s and leave it to steam off for 4 minutes, so the grains fry instead of steaming.%s", d.starch.name(), d.riceSheets(), eggs)
		} else {
			d.step(10, "Spread the cooked %s %s and let it cool and dry for 10 minutes, so the grains fry instead of steaming.", d.starch.name(), d.riceSheets())
		}
	} else {
		d.cookStarch()
	}
	fat := d.fatName()
	oneWok := smallFriedRice(d) && !scrambled
	switch p := d.protein; {
	case p != nil && oneWok:
		// A bowl or two: the ham warms and the egg scrambles side by side in one wok.
		eggs := pluralIf(d.extraProt.name(), count(d.extraProt))
		fry := "for a minute until it browns at the edges"
		if leftoverMeat(p.in) {
			fry = "for a minute, just to warm it through (it is cooked already, and dries out if fried longer)"
		}
		d.step(3, "Beat the %s with a pinch of salt. Heat half the %s in a wok or large skillet over high heat until it shimmers. Stir-fry the %s %s, push it to one side, pour the %s into the space and scramble until just set, about 1 minute; move both to a plate.",
			eggs, fat, p.name(), fry, eggs)
		scrambled = true
	case p != nil && !needsCooking(p.in) && p.in.Category != "eggs" && p.in.Category != "soy" && p.in.Category != "legumes":
		// Spam, ham or cooked chicken is cooked already: it only browns at the edges; tinned
		// fish only sizzles dry.
		until := "browned at the edges, 2–3 minutes"
		if leftoverMeat(p.in) {
			until = "just warmed through, 1–2 minutes (it is cooked already, and dries out if fried longer)"
		}
		if p.in.Category == "canned-jarred" {
			until = "it sizzles and dries a little, about 2 minutes"
		}
		d.step(3, "Heat half the %s in a wok or large skillet over high heat until it shimmers. Stir-fry the %s until %s; move to a plate.",
			fat, p.name(), until)
	case p != nil && small && (d.panBatches() == 1 || isCured(p.in)): // bacon renders in one pan, however much
		d.step(5, "Heat half the %s in a wok or large skillet over high heat until it shimmers. Stir-fry the %s until %s, 4–5 minutes; move to a plate.",
			fat, p.name(), doneness(p.in))
	case p != nil:
		d.sear(p, fmt.Sprintf("Heat half the %s in a wok or large skillet over high heat", fat), "stir-fry", "", "; move to a plate.")
	}
	if e := d.extraProt; e != nil && e.in.Name == "egg" && !scrambled {
		eggs := pluralIf(e.name(), count(e)) // "beat the egg" for one
		if d.protein != nil {
			m, scramble := scrambleInBatches(e)
			d.step(1+m, "Beat the %s with a pinch of salt. Add a little of the %s to the hot pan, pour in the %s and %s; add to the plate.", eggs, fat, eggs, scramble)
		} else {
			m, scramble := scrambleInBatches(e)
			d.step(1+m, "Beat the %s with a pinch of salt. Heat a little of the %s in a wok or large skillet over high heat, pour in the %s and %s; move to a plate.", eggs, fat, eggs, scramble)
		}
	}
	// A toasted oil (sesame) is a finishing drizzle: it burns over high heat and has
	// nothing to soften.
	var drizzle []*part
	for _, a := range d.aromatics {
		if a.in.Category == "oils-vinegars" {
			drizzle = append(drizzle, a)
		}
	}
	d.aromatics = withoutParts(d.aromatics, drizzle)
	defer func(all []*part) { d.aromatics = append(d.aromatics, all...) }(drizzle)
	before := len(d.steps)
	// With no meat and no egg fried first the wok is still cold and its oil whole.
	heated := d.protein != nil || scrambled || d.extraProt != nil && d.extraProt.in.Name == "egg"
	rest := fmt.Sprintf("Add the remaining %s", fat)
	if !heated {
		rest = fmt.Sprintf("Heat the %s in a wok or large skillet over high heat until it shimmers", fat)
	}
	batches := d.panBatches()
	crowd := d.servings > 6 && batches > 1 // the rice fries in batches, each after the first with 1/2 tbsp of oil kept back for it
	kept := formatQty(0.5*float64(batches-1)) + " tbsp"
	if crowd {
		rest = fmt.Sprintf("Add all but %s of the remaining %s", kept, fat)
		if !heated {
			rest = fmt.Sprintf("Heat all but %s of the %s in a wok or large skillet over high heat until it shimmers", kept, fat)
		}
	}
	restThen := rest + " to the pan, then the" // the rest of the oil goes in before what it fries
	if !heated {
		restThen = rest + ", then add the"
	}
	var withRice []*part // a bowl's scallion needs only the seconds before the rice goes in
	if oneWok && onlyScallion(d.aromatics) {
		withRice, d.aromatics = d.aromatics, nil
		defer func() { d.aromatics = append(d.aromatics, withRice...) }()
	}
	d.aromaticStep(rest + "; ")
	oiled := len(d.steps) > before // with no aromatics, the rest of the oil goes in with the rice
	// Peas, corn and other quick vegetables go in with the rice, as a cook does; only
	// firmer ones get a step of their own.
	var firm, quick []*part
	for _, v := range d.vegs {
		if hardness(v.in) <= 1 || frozenDice[v.in.Name] {
			quick = append(quick, v)
		} else {
			firm = append(firm, v)
		}
	}
	if len(firm) > 0 {
		m := d.vegMinutesBy("stir-fry", firm)
		lead := "Add the"
		if !oiled {
			lead = restThen
		}
		d.step(m, "%s %s and stir-fry until just tender, about %d minutes.", lead, partNames(firm), m)
	}
	rice := "rice"
	if d.starch != nil {
		rice = d.starch.name()
	}
	// Only what went to the plate comes back: the protein and the scrambled egg.
	var out []string
	if d.protein != nil {
		out = append(out, d.protein.name())
	}
	if e := d.extraProt; e != nil && e.in.Name == "egg" {
		out = append(out, pluralIf(e.name(), count(e)))
	}
	back := " Add"
	if len(out) > 0 {
		back = " Return the " + strings.Join(out, " and ") + ", add"
	}
	with, greens := "", ""
	fried, wilt := wiltOut(quick) // the spinach only wilts into the hot rice
	if len(fried) > 0 {
		with = " with the " + partNames(fried)
	}
	if len(wilt) > 0 {
		greens = fmt.Sprintf(" Toss in the %s for the last minute to wilt.", partNames(wilt))
	}
	lead := "Add the"
	if !oiled && len(firm) == 0 {
		lead = restThen
	}
	if len(withRice) > 0 {
		lead = fmt.Sprintf("%s %s, stir for 30 seconds, then add the", lead, partNames(withRice))
	}
	if b := batches; crowd {
		// A wok fries the rice for four; a crowd's goes in batches into a warm bowl, each
		// batch after the first with its 1/2 tbsp of the oil kept back.
		if d.fat != nil {
			d.fat.grams += 7 * float64(b-1)
		}
		toss := " Toss "
		if len(out) > 0 {
			toss += "the " + strings.Join(out, " and ") + " and "
		}
		d.step(4*b+1, "%s %s%s in %d batches, breaking up any clumps: fry each batch without stirring for 1 minute, then toss, until hot and lightly crisp, about 4 minutes a batch; tip each into a large warm bowl or roasting tin and add 1/2 tbsp of the %s kept back before the next.%s%s%s through the rice in the bowl, then %s.%s",
			lead, rice, with, b, fat, greens, toss, d.sauceNames(), d.finishText(), d.extrasIn())
	} else {
		d.step(4, "%s %s%s, breaking up any clumps, and fry without stirring for 1 minute, then toss; repeat for 3 minutes until hot and lightly crisp.%s%s %s, then %s.%s",
			lead, rice, with, greens, back, d.sauceNames(), d.finishText(), d.extrasIn())
	}
	finish := ""
	if len(drizzle) > 0 {
		finish = fmt.Sprintf(" Drizzle with the %s.", partNames(drizzle))
	}
	d.step(1, "Spoon into bowls.%s%s", finish, d.toppings())
}

// longBroth reports whether a noodle soup's broth simmers with charred onion and
// ginger and whole spices for half an hour and more, as a pho's does: when the spices
// that want it are there, the cook has an hour, and is not in a hurry.
func (d *dish) longBroth() bool {
	if d.quick || d.req.TimeAvailable > 0 && d.req.TimeAvailable < 60 || len(d.liquids) == 0 && !d.brothMeat() {
		return false
	}
	spiced, charred := false, false
	for _, p := range d.realSpices() {
		spiced = spiced || p.in.Name == "star anise" || p.in.Name == "cinnamon"
	}
	for _, a := range d.aromatics {
		charred = charred || a.in.Name == "onion" || a.in.Name == "ginger" || a.in.Name == "shallot"
	}
	return spiced && charred
}

// brothMeat reports whether the dish's meat is a braising cut (brisket, chuck) that
// simmers whole in the broth it flavours and is sliced after: a pho made from scratch.
func (d *dish) brothMeat() bool {
	p := d.protein
	return p != nil && p.in.Category == "meat" && braiseMinutes(p.in) > 30 && !strings.HasPrefix(p.in.Name, "ground ")
}

func proteinName(d *dish) string {
	if d.protein == nil {
		return "vegetables"
	}
	return d.protein.name()
}

func writeNoodleBowl(d *dish) {
	lime := d.acid != nil && (d.acid.in.Name == "lime" || d.acid.in.Name == "lemon")
	if lime {
		d.acid.prep = "cut into wedges" // squeezed over at the table
	}
	for _, v := range d.vegs {
		if v.in.Name == "scallion" {
			v.prep = "thinly sliced" // on top, raw
		}
	}
	long := d.longBroth()
	if long {
		// A pho broth with time: the onion and ginger charred whole, not minced, and no garlic.
		d.aromatics = slices.DeleteFunc(d.aromatics, func(a *part) bool {
			if a.in.Name == "garlic" && !a.fromPantry {
				delete(d.used, a.in)
				return true
			}
			return false
		})
		// A chilli is not simmered in a clear broth: it goes on at the table, sliced.
		d.aromatics = slices.DeleteFunc(d.aromatics, func(a *part) bool {
			if a.in.Name == "red chili" {
				a.role, a.prep = RoleGarnish, "thinly sliced"
				a.optional = a.optional || !a.fromPantry // a bought one is for those who want heat
				d.garnishes = append(d.garnishes, a)
				return true
			}
			return false
		})
		for _, a := range d.aromatics {
			switch a.in.Name {
			case "onion", "red onion", "shallot":
				a.prep = "halved"
			case "ginger":
				a.prep = "cut into thick slices"
			case "lemongrass":
				a.prep = "bruised and halved lengthwise" // charred cut side down, fished out with the strainer
			}
		}
	}
	if long && d.brothMeat() {
		d.protein.prep = "" // it simmers in one piece and is sliced once tender
		d.dropFat()         // the aromatics char in a dry pot
		for _, sc := range d.sauces {
			if sc.in.Name == "fish sauce" && len(d.liquids) == 0 {
				// It seasons the whole pot of broth, not a splash: a tablespoon a litre.
				sc.grams = 18 * brothLitres(d.req.Servings)
			} else if sc.in.Name == "fish sauce" {
				d.size(sc, 9)
			}
		}
	}
	d.prep(0)
	d.cookStarch()
	liquid := "broth"
	if len(d.liquids) > 0 {
		liquid = d.liquids[0].name()
	}
	simmered := long && d.brothMeat()
	if simmered {
		p := d.protein
		if len(d.liquids) == 0 {
			litres := brothLitres(d.req.Servings)
			liquid = fmt.Sprintf("%g litres (about %d quarts) of water", litres, int(litres*1.06+0.5))
		}
		m := braiseMinutes(p.in)
		d.step(9, "Char the %s, cut side down, in a dry stockpot over high heat until blackened in spots, about 8 minutes. Add the %s and toast for 1 minute, until fragrant.",
			partNames(d.aromatics), partNames(d.realSpices()))
		d.step(m+5, "Add the %s in one piece and the %s, bring to a boil and skim off the grey foam, then simmer very gently, partly covered, until the meat is tender, %d minutes.", p.name(), liquid, m)
		d.step(4, "Lift out the %s and slice it thinly across the grain. Strain the broth into a clean pan, discarding the %s and spices; stir in %s and bring it back to a simmer.", p.name(), partNames(d.aromatics), d.sauceNames())
	} else if long {
		d.step(9, "Char the %s, cut side down, in a dry saucepan over high heat until blackened in spots, about 8 minutes. Add the %s and toast for 1 minute, until fragrant.",
			partNames(d.aromatics), partNames(d.realSpices()))
		d.step(40, "Pour in the %s and %s, bring to a boil, then simmer gently, partly covered, for 35 minutes.", liquid, d.sauceNames())
		d.step(1, "Strain the broth into a clean pan and bring it back to a simmer; discard the %s and spices.", partNames(d.aromatics))
	} else if warm := append(append([]*part{}, d.aromatics...), d.realSpices()...); len(warm) > 0 {
		d.step(12, "In a saucepan, warm the %s in 1 tsp of the %s for 1 minute, then add the %s and %s; simmer gently for 10 minutes to flavour the broth.",
			partNames(warm), d.fatName(), liquid, d.sauceNames())
	} else {
		d.step(10, "Bring the %s to a simmer with %s for 10 minutes.", liquid, d.sauceNames())
	}
	// Beef sliced thin for a pho is not simmered: the boiling broth ladled over the raw
	// slices cooks them pink in the bowl.
	rawBeef := d.protein != nil && d.protein.in.Category == "meat" && strings.Contains(d.protein.prep, "thinly sliced") &&
		!strings.HasPrefix(d.protein.in.Name, "ground ")
	if p := d.protein; p != nil && !rawBeef && !simmered {
		m := braiseMinutes(p.in)
		if p.in.Category == "meat" && (strings.Contains(p.in.Name, "steak")) {
			m = 2
		}
		m = min(m, 12)
		d.step(m, "Add the %s to the simmering broth and cook until %s, about %d minutes.", p.name(), simmerDoneness(p.in), m)
	}
	// Leaves and sprouts go on raw, for crunch; only firmer vegetables simmer.
	var cook, raw []*part
	for _, v := range d.vegs {
		if hardness(v.in) == 0 && v.in.Name != "bok choy" && v.in.Name != "spinach" || v.in.Name == "scallion" {
			raw = append(raw, v)
		} else {
			cook = append(cook, v)
		}
	}
	finish := d.finishText()
	if lime {
		finish = "season with salt and pepper to taste"
	}
	season := ""
	cook, greens := wiltOut(cook)
	switch {
	case len(cook) > 0 && len(greens) > 0:
		m := d.vegMinutesBy("simmer", cook)
		d.step(m, "Add the %s and simmer until tender, %d minutes.", partNames(cook), m)
		d.step(1, "Stir in the %s until just wilted, about 1 minute; %s.%s", partNames(greens), finish, d.extrasIn())
	case len(greens) > 0:
		d.step(1, "Stir in the %s until just wilted, about 1 minute; %s.%s", partNames(greens), finish, d.extrasIn())
	case len(cook) > 0:
		m := d.vegMinutesBy("simmer", cook)
		d.step(m, "Add the %s and simmer until tender, %d minutes; %s.%s", partNames(cook), m, finish, d.extrasIn())
	case d.extrasIn() != "":
		d.step(1, "Taste the broth and %s.%s", finish, d.extrasIn())
	default:
		season = " " + upperFirst(finish) + "."
		season = strings.Replace(season, "Season with salt and pepper to taste", "Season the broth with salt and pepper to taste", 1)
	}
	noodles := "noodles"
	if d.starch != nil {
		noodles = d.starch.name()
	}
	over := ""
	if rawBeef {
		over = fmt.Sprintf(" Lay the raw %s on the %s and bring the broth back to a rolling boil, then ladle it straight over: it cooks the beef to pink in a minute.", d.protein.name(), noodles)
	}
	if simmered {
		over = fmt.Sprintf(" Lay the sliced %s on the %s.", d.protein.name(), noodles) // "the noodles" reads as wheat noodles to a cook avoiding wheat
	}
	with := ""
	if len(raw) > 0 {
		with += " Pile the " + partNames(raw) + " on top."
	}
	if lime {
		with += " Serve with the " + d.acid.name() + " wedges to squeeze over."
	}
	what := proteinName(d) + " and vegetables"
	switch {
	case rawBeef && len(cook) > 0:
		what = "vegetables"
	case rawBeef, simmered && len(cook) == 0:
		what = ""
	case simmered:
		what = "vegetables"
	case len(cook) == 0:
		what = proteinName(d)
	}
	ladle := ""
	if what != "" || !rawBeef {
		if what != "" {
			what = ", " + what
		}
		ladle = fmt.Sprintf(" Ladle the hot broth%s over them.", what)
	}
	d.step(2, "%sDivide the %s among deep bowls.%s%s%s%s", strings.TrimPrefix(season, " ")+strings.Repeat(" ", min(len(season), 1)), noodles, over, ladle, with, d.toppings())
}

// mergeLastInto makes the last step a "Meanwhile" of step i (the noodles that boil
// while the tofu browns): the two run side by side, the longer sets the minutes.
func (d *dish) mergeLastInto(i int) {
	last := len(d.steps) - 1
	if i < 0 || i >= last {
		return
	}
	d.steps[i].Text += " Meanwhile, " + lowerFirst(d.steps[last].Text)
	d.steps[i].Minutes = max(d.steps[i].Minutes, d.steps[last].Minutes+1)
	d.steps = d.steps[:last]
	for k := range d.waits {
		if d.waits[k].until == last {
			d.waits[k].until = i
		}
	}
}

// brothLitres is the water a pho's bones and meat simmer in for hours: a big bowl each,
// and what boils off.
func brothLitres(servings int) float64 {
	return 0.5*float64(servings) + 1
}

// mushroomsBeforeGarlic stir-fries a wok of vegetables with mushrooms in it before the
// garlic, in a hot pan of its own or in the rest of the oil once the main is out (lead
// says which): mushrooms want five minutes or more of high heat to brown, and garlic
// fried first would burn under them. It reports whether it wrote the step.
func (d *dish) mushroomsBeforeGarlic(lead string) bool {
	cook, greens := greensLast(d.vegs)
	m := d.vegMinutesBy("stir-fry", cook)
	mushroom := slices.ContainsFunc(cook, func(p *part) bool { return strings.Contains(p.in.Name, "mushroom") || p.in.Name == "enoki" })
	if m < 5 || !mushroom || len(d.aromatics) == 0 || slices.ContainsFunc(d.aromatics, func(a *part) bool { return slowAromatic(a.in) }) {
		return false
	}
	d.step(m, "%s; add the %s with 2 tbsp water and stir-fry until %s, about %d minutes%s.", lead, partNames(cook), crispTender(cook), m, greens)
	return true
}

// leftoverMeat reports whether in is meat or poultry cooked already and not cured (the
// leftover roast chicken): it is warmed through in a wok, not fried until it browns and
// dries. Ham and spam still crisp at the edges.
func leftoverMeat(in *Ingredient) bool {
	return strings.HasPrefix(in.Name, "cooked") && (in.Category == "poultry" || in.Category == "meat")
}

// wokEggs is the most eggs a wok scrambles soft at once: more pile up and steam.
const wokEggs = 8

// scrambleInBatches is how a wok scrambles a dish's eggs, and the minutes it takes: in
// one go for a family, in batches of up to eight for a crowd (27 eggs for 18 are four).
func scrambleInBatches(egg *part) (minutes int, text string) {
	b := batches(count(egg), wokEggs)
	if b == 1 {
		return 1, "scramble until just set, about 1 minute"
	}
	return b, fmt.Sprintf("scramble them in %d batches, a little more oil for each, until just set, about 1 minute a batch", b)
}
