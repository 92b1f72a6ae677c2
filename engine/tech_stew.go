package engine

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// The stew: meat browned and braised, or beans and vegetables simmered, in the pot's
// liquid, with what finishes it stirred in at the end.

func writeStew(d *dish) {
	smaller := d.quick && d.longBraise() && d.protein.prep == chunkCut
	if smaller {
		// In a hurry a braising cut goes in 3 cm chunks, not 4: tender ten minutes
		// sooner, and still chunks, not threads.
		d.protein.prep = smallChunkCut
	}
	d.prep(0)
	fat := d.fatName()
	braise := 25
	if p := d.protein; p != nil {
		braise = max(braiseMinutes(p.in), 20)
		if smaller {
			braise -= 10
		}
		if d.quick && (isBean(p.in) || cookedAlready(p.in) || isCured(p.in)) {
			braise = 12 // a tin of chickpeas needs only to take the sauce's flavour and thicken it
			if isBean(p.in) {
				braise = 6 // as a quick chickpea curry's: cooked beans only warm through and take the flavour
				for _, l := range d.liquids {
					if strings.HasSuffix(l.in.Name, " broth") {
						d.size(l, 100) // a ladle of stock a bowl: a stew that six minutes thicken, not a soup
					}
				}
			}
		}
		if !d.quick && p.in.Category == "poultry" && p.prep == wholePrep {
			// Chicken legs and thighs braised whole (a coq au vin) take an hour in the wine
			// to turn tender, and more when the time allows (slowSimmerOf).
			braise = max(braise, 60)
		}
		quickPieces := d.quickPieces()
		if quickPieces {
			braise = 20 // bite-size chicken thigh is cooked through and tender in 20 minutes of simmering
		}
		switch {
		case d.quickMince():
			// In a hurry the mince browns in the pot with the onion and vegetables, one step.
			together := append(append([]*part{}, d.aromatics...), withoutParts(d.vegs, greensOf(d.vegs))...)
			if len(d.liquids) == 0 {
				// With no tin or broth the fresh tomatoes are the pot's liquid, poured in for
				// the simmer: not cooked down with the mince first as well.
				together = slices.DeleteFunc(together, func(v *part) bool { return strings.Contains(v.in.Name, "tomato") })
			}
			d.brownMinceIn(p, fat, together, "a heavy pot")
		case quickPieces:
			// In a hurry the pieces are coloured in one go, in a wide pot, not browned deep in batches.
			if b := potBatches(p.grams); b > 1 {
				// Three kilos of chicken in one pot stew in their juice: a big pot colours them in rounds.
				d.step(5*b+1, "Heat the %s in a wide heavy pot over high heat. Season the %s with salt and fry in %d batches, stirring once or twice, until coloured on the outside, about 5 minutes a batch; move to a plate.", fat, p.name(), b)
			} else {
				d.step(6, "Heat the %s in a wide heavy pot over high heat. Season the %s with salt and fry, stirring once or twice, until coloured on the outside, about 5 minutes; move to a plate.", fat, p.name())
			}
			d.aromaticStep("Lower the heat to medium; ")
		case (p.in.Category == "meat" || p.in.Category == "poultry") && !cookedAlready(p.in):
			d.brownForStew(p, fat)
			d.aromaticStep("Lower the heat to medium; ")
			if fl := d.find("all-purpose flour", "whole wheat flour"); fl != nil {
				// The cook's flour, cooked a minute in the fat, is what thickens a braise's wine and stock.
				d.size(fl, 5)
				fl.role = RoleBaking // a thickener, not a starch served beside nor an extra stirred in late
				d.extras = withoutParts(d.extras, []*part{fl})
				d.spices = append(d.spices, fl) // written already with the aromatics, like the spices
				d.steps[len(d.steps)-1].Text += fmt.Sprintf(" Sprinkle over the %s and stir for a minute so it cooks in the fat; it thickens the sauce.", fl.name())
			}
		default:
			lead, m := d.curedFirst(fat)
			if lead == "" {
				lead = fmt.Sprintf("Heat the %s in a heavy pot over medium heat; ", fat)
			}
			d.aromaticStep(lead)
			d.steps[len(d.steps)-1].Minutes += m
		}
	} else {
		d.aromaticStep(fmt.Sprintf("Heat the %s in a heavy pot over medium heat; ", fat))
	}
	hard, soft, late := splitForSimmer(d.vegs)
	late = max(late, 6)
	garnish := d.braiseGarnish(braise)
	hard, soft = withoutParts(hard, garnish), withoutParts(soft, garnish)
	if d.quickMince() {
		hard, soft = nil, greensOf(d.vegs) // browned with the mince already
	}
	if d.quickPieces() {
		// In a hurry the peppers simmer with the meat from the start; greens still wilt at the end.
		rest, greens := wiltOut(soft)
		hard, soft = append(hard, rest...), greens
	}
	// With no broth or tin of tomatoes, fresh tomatoes are the liquid: they go in with
	// the simmer, not at the end.
	liquid, juicy := "", []*part(nil)
	if wine, rest := splitWine(d.liquids); wine != nil && len(rest) > 0 && d.protein != nil && !cookedAlready(d.protein.in) {
		// Wine beside the cream or stock is boiled down first, so the sauce tastes of it
		// and not of raw alcohol (a fricassée poured its wine in with the cream).
		if halved, m := wineHalvedIn(wine); braise >= 45 && m > 5 {
			// A bottle would take a quarter of an hour to halve: in a long braise it only
			// boils off its raw edge first, and the simmer reduces it.
			d.step(4, "Pour in the %s, scraping up the browned bits, and let it bubble hard for 3–4 minutes to cook off the raw alcohol; the long simmer reduces it further.", wine.name())
		} else {
			d.step(m, "Pour in the %s, scraping up the browned bits, and let it bubble until reduced by half, %s.", wine.name(), halved)
		}
		liquid = "the " + partNames(rest)
	} else if len(d.liquids) > 0 {
		liquid = "the " + partNames(d.liquids)
		if tins := d.tinnedTomatoStirIns(); len(tins) > 0 {
			// Beside the stock the cook's tins simmer too, not stirred in cold at the end.
			liquid += " and " + d.markSimmered(tins)
		}
	} else if tins := d.tinnedTomatoStirIns(); len(tins) > 0 {
		// The cook's tin of tomatoes, come in as an extra, is what the pot simmers in,
		// from the start: not stirred in for five minutes once the meat is tender.
		liquid = d.markSimmered(tins)
	} else {
		for _, v := range d.vegs {
			if strings.Contains(v.in.Name, "tomato") {
				juicy = append(juicy, v)
			}
		}
		hard, soft = withoutParts(hard, juicy), withoutParts(soft, juicy)
		if len(juicy) > 0 {
			liquid = "the " + partNames(juicy)
		}
	}
	switch {
	case liquid != "" && len(d.sauces) > 0:
		liquid += " and the " + partNames(d.sauces)
	case liquid != "" && len(juicy) > 0:
		liquid += " and a splash of water"
	case liquid == "" && len(d.sauces) > 0:
		liquid = "the " + partNames(d.sauces) + " and enough water to come halfway up"
	case liquid == "":
		liquid = "enough water to come halfway up"
	}
	ownJuice := d.stewsInOwnJuice()
	if ownJuice && d.fat != nil && d.find("eggplant") != nil && d.fat.in.Category == "oils-vinegars" {
		d.fat.grams = max(d.fat.grams, 11*d.servings) // an aubergine drinks oil: near a tablespoon a serving
	}
	if water := d.stewWaterShort(); water > 0 && len(juicy) == 0 && !ownJuice && !strings.Contains(liquid, "water") {
		// One tin of tomatoes for a pot of sweet potato and chickpeas is not enough to simmer in.
		liquid += " and " + cupsOfWater(water)
	}
	fruit, toast := d.potFruitAndNuts()
	longBraise := d.protein != nil && (d.protein.in.Category == "meat" || d.protein.in.Category == "poultry") && !cookedAlready(d.protein.in) && braise > 30
	if fruit != "" && !longBraise {
		liquid = fruit + " and " + liquid
	}
	if fruit != "" && longBraise {
		// Dried apricots or prunes simmered two hours fall to a purée: they go in with the
		// last vegetables, plump and whole by the end (a tagine's apricots).
		for _, e := range d.extras {
			if e.in.Is(RoleFruit) && e.in.Category == "snacks" && d.simmered[e] {
				hard = append(hard, e)
			}
		}
	}
	if p := d.protein; p != nil && (p.in.Category == "meat" || p.in.Category == "poultry") && !cookedAlready(p.in) && braise > 30 {
		// Tinned beans beside a long braise go in with its last vegetables: two hours
		// of simmering turns chickpeas to mush.
		var tinned []*part
		for _, b := range d.stirIns() {
			if b.role == RoleProtein && driedBeanMinutes[b.in.Name] > 0 {
				tinned = append(tinned, b)
			}
		}
		if len(tinned) > 0 {
			d.markSimmered(tinned)
			hard = append(hard, tinned...)
		}
	}
	if beans := d.simmerBeans(); beans != "" {
		liquid = beans + " and " + liquid // lentils and beans simmer from the start, whatever goes in late
	}
	simmerAt := len(d.steps)
	defer func() { d.toastWhile(toast, simmerAt) }()
	// Potatoes cook in the stew; rice has been simmering on its own since the start,
	// couscous steeps at the end and bread goes beside the bowls.
	onSide := d.starch != nil && (d.startedAlone(d.starch) || d.waitingFor("water") || d.starch.in.Name == "couscous" ||
		d.starch.in.Category == "bakery")
	if d.starch != nil && !onSide {
		hard = append(hard, d.starch)
	}
	steeped := false
	if p := d.protein; p != nil && (p.in.Category == "meat" || p.in.Category == "poultry") && !cookedAlready(p.in) {
		if braise > 30 {
			// A long braise takes its bacon back with the meat, as a bourguignon does: the
			// lardons give the sauce their smoke, rather than being stirred in at the end.
			back := d.simmerWith() + d.simmerBack(func(c *part) bool { return c.in.Name == "bacon" || c.in.Name == "pancetta" })
			d.step(braise-25, "Return the %s%s, add %s, bring to a boil, then cover and simmer very gently for %d minutes.", p.name(), back, liquid, braise-25)
			d.markSlow(braise-25, 25)
			if len(hard) > 0 {
				cooked := " and the vegetables are cooked"
				if !slices.ContainsFunc(hard, func(v *part) bool { return v.in.Category == "produce" }) {
					cooked = ""
				}
				d.step(25, "Add the %s and keep simmering, covered, until the meat is tender%s, about 25 minutes.", partNames(hard), cooked)
			} else {
				d.step(25, "Keep simmering, covered, until the meat is tender, about 25 minutes more.")
			}
			if rest, greens := wiltOut(soft); len(rest) > 0 && late < 25 && len(d.stirIns()) == 0 {
				// The celery or peppers go into the braise's last minutes, not into a
				// simmer of their own after the meat is tender.
				d.steps[len(d.steps)-1].Text += fmt.Sprintf(" With %d minutes to go, stir in the %s to cook through.", late, partNames(rest))
				soft = greens
			}
			if len(garnish) > 0 {
				fat := d.fatName()
				if b := d.find("butter"); b != nil {
					fat = b.name()
				}
				soften := ""
				if slices.ContainsFunc(garnish, func(v *part) bool { return v.in.Name == "pearl onion" }) {
					soften = " (a splash of water and a lid for the last few minutes softens the onions through)"
				}
				d.steps[len(d.steps)-1].Text += fmt.Sprintf(" Meanwhile, brown the %s in a skillet in a little %s over medium-high heat, tossing now and then, until golden all over, 10–12 minutes%s; stir in the %s for the last 10 minutes.",
					plurals(garnish), fat, soften, plurals(garnish))
			}
			if onSide && d.starch.in.Name == "couscous" {
				// A long braise leaves time to steep the couscous in its last minutes, not after.
				d.steps[len(d.steps)-1].Text += " With 10 minutes to go, pour 1 1/4 times the couscous's volume of just-boiled salted water over the couscous in a bowl, cover and leave off the heat; fluff it with a fork before serving."
				steeped = true
			}
		} else {
			with := ""
			if len(hard) > 0 {
				with = " and the " + partNames(hard)
			}
			if strings.HasPrefix(p.in.Name, "ground ") {
				// Mince is cooked once browned: the simmer is for the sauce to thicken and the flavours to meet.
				braise = max(braise, 30)
				if d.quickMince() {
					braise = 15 // in a hurry, long enough for the sauce to thicken round the beans
					d.step(braise, "Add %s%s; bring to a boil, then simmer, partly covered and stirring now and then, until thickened, %d minutes.", liquid, with, braise)
				} else {
					d.step(braise, "Return the %s%s%s, add %s; bring to a boil, then simmer gently, partly covered and stirring now and then, until thick and rich, %d minutes.", p.name(), d.simmerWith(), with, liquid, braise)
				}
				d.markSlow(braise, 0)
			} else {
				d.step(braise, "Return the %s%s%s, add %s; bring to a boil, then cover and simmer gently until %s, %d minutes.", p.name(), d.simmerWith()+d.simmerCured(), with, liquid, simmerDoneness(p.in), braise)
				if rest, greens := wiltOut(soft); isCured(p.in) && len(rest) > 0 && late < braise && len(d.stirIns()) == 0 {
					// The peppers go into the simmer's last minutes, not a simmer of their own after it.
					d.steps[len(d.steps)-1].Text += fmt.Sprintf(" With %d minutes to go, stir in the %s to cook through.", late, partNames(rest))
					soft = greens
				}
			}
		}
	} else {
		// Vegetables, beans or fish: the firm vegetables soften in the oil first (a
		// ratatouille's eggplant is not boiled), then it all simmers in the liquid; greens,
		// fish and cooked meat go in at the end.
		var first []*part
		for _, v := range append(append([]*part{}, hard...), soft...) {
			if hardness(v.in) > 0 {
				first = append(first, v)
			}
		}
		soft = slices.DeleteFunc(soft, func(v *part) bool { return hardness(v.in) > 0 })
		if len(first) > 0 {
			d.step(8, "Add the %s and cook, stirring now and then, until they begin to soften and colour, about 8 minutes.", partNames(first))
		}
		what := liquid
		if p := d.protein; p != nil && p.in.Category != "seafood" && !cookedAlready(p.in) {
			what = "the " + p.name() + " and " + liquid
		}
		if x := d.simmerWith() + d.simmerCured(); x != "" {
			join := ", "
			if !strings.Contains(what, " and ") {
				join = " and " // "the ground venison and the canned tomatoes", not "…, the canned tomatoes"
			}
			what = strings.TrimPrefix(x, " and ") + join + what
		}
		done := "the vegetables are soft"
		if len(first) == 0 && !slices.ContainsFunc(hard, func(v *part) bool { return v.in.Category == "produce" }) {
			done = "tender" // beans or lentils with no vegetable beside them
		}
		if p := d.protein; d.quick && p != nil && p.in.Category == "seafood" && !d.longBraise() {
			// In a hurry a fish's tomato sauce bubbles hard with the lid off and thickens in
			// 8 minutes; the fish then poaches in it (a Livornese in 20 minutes).
			braise = 8
			d.step(braise, "Add %s; bring to the boil and let it simmer briskly, uncovered, stirring now and then, until it has cooked down into a thick sauce, %d minutes.", what, braise)
		} else if ownJuice {
			// Courgettes, aubergines and peppers give up their own water: the pot stays open
			// so it cooks down to a thick stew rather than a watery one.
			d.step(braise, "Add %s; bring to a simmer, then cook uncovered over low heat, stirring now and then, until %s and the juices have cooked down and thickened, %d minutes.", what, done, braise)
		} else {
			d.step(braise, "Add %s; bring to a boil, then cover and simmer gently, stirring now and then, until %s and the juices have thickened, %d minutes.", what, done, braise)
			if rest, greens := wiltOut(soft); d.quick && len(greens) > 0 && braise <= 12 {
				// In a hurry the spinach wilts in the simmer's last minutes, not after it.
				d.steps[len(d.steps)-1].Text += fmt.Sprintf(" For the last 2 minutes, stir in the %s a handful at a time until just wilted.", partNames(greens))
				soft = rest
			}
		}
	}
	if onSide && !steeped && d.starch.in.Name == "couscous" && d.steps[len(d.steps)-1].Minutes >= 10 {
		// Any simmer of 10 minutes leaves time to steep the couscous, not after it.
		d.steps[len(d.steps)-1].Text += " With 10 minutes to go, pour 1 1/4 times the couscous's volume of just-boiled salted water over the couscous in a bowl, cover and leave off the heat; fluff it with a fork before serving."
		steeped = true
	}
	d.finishInPot("Stir in", "just cooked", soft, late)
	if onSide && !steeped && (d.starch.in.Name == "couscous" || d.waitingFor("water")) {
		d.cookStarch() // pasta in the pot of water put on at the start
	}
	d.step(1, "Off the heat, %s.", d.finishText())
	serve := "Serve in bowls."
	if onSide {
		serve = "Serve in bowls with the " + d.starch.name() + "."
	}
	d.step(1, "%s%s", serve, d.toppings())
}

// stewWaterShort is the water a stew's own liquid (a tin of tomatoes, coconut milk) lacks
// to simmer what is in the pot, in grams: about 0.6 g of liquid a gram of solids, the
// liquid's own weight counted; 0 when it has enough.
func (d *dish) stewWaterShort() float64 {
	held, solids := 0.0, 0.0
	for _, l := range d.liquids {
		if strings.HasSuffix(l.in.Name, " broth") {
			return 0 // a broth is measured for the pot already
		}
		held += l.grams
	}
	for p := range d.eachPart {
		if p == d.starch || slices.Contains(d.liquids, p) {
			continue
		}
		if tomatoLiquid(p.in) && d.simmered[p] {
			held += p.grams // the cook's tin, simmered in as the liquid
			continue
		}
		if p == d.protein || p.role == RoleVegetable || p.role == RoleProtein && p.in.Has(FactLegume) {
			solids += p.grams
		}
	}
	short := 0.6*solids - held
	if short < 120 {
		return 0 // a splash either way: the pot simmers as it is
	}
	return short
}

// cupsOfWater says g grams of water as a cook measures it: "1 3/4 cups (420 ml) of water".
func cupsOfWater(g float64) string {
	q := math.Max(0.5, math.Round(g/240*4)/4)
	unit := "cups"
	if q <= 1 {
		unit = "cup"
	}
	return fmt.Sprintf("%s %s (%d ml) of water", formatQty(q), unit, int(math.Round(q*240/10)*10))
}

// juiceGivers are the vegetables that give up their water as they stew: a pot mostly of
// them (a ratatouille, a peperonata) takes no water and cooks uncovered.
var juiceGivers = map[string]bool{"zucchini": true, "eggplant": true, "yellow squash": true, "red bell pepper": true,
	"green bell pepper": true, "yellow bell pepper": true, "bell pepper": true, "tomato": true, "cherry tomato": true,
	"mushroom": true, "okra": true}

// stewsInOwnJuice reports whether a stew with no meat to braise is mostly vegetables that
// give up their own water: it simmers in that and its tomatoes, with no water added.
func (d *dish) stewsInOwnJuice() bool {
	if p := d.protein; p != nil && (p.in.Category == "meat" || p.in.Category == "poultry") && !cookedAlready(p.in) {
		return false
	}
	if p := d.protein; p != nil && (p.in.Name == "red lentils" || p.in.Name == "brown lentils" || p.in.Name == "green lentils" || p.in.Name == "split peas") {
		return false // dried pulses drink the water
	}
	giving, all := 0.0, 0.0
	for _, v := range d.vegs {
		all += v.grams
		if juiceGivers[v.in.Name] {
			giving += v.grams
		}
	}
	return all > 0 && giving >= 0.6*all
}

// quickPieces reports whether the stew is made the quick way of a main that cooks in
// bite-size pieces in 20 minutes (chicken thigh or breast, pork cut in pieces): a
// Spanish chicken and chorizo stew fits 50 minutes so, not 70.
func (d *dish) quickPieces() bool {
	p := d.protein
	return d.quick && p != nil && (p.in.Category == "poultry" || p.in.Category == "meat") && !cookedAlready(p.in) &&
		!d.longBraise() && !strings.HasPrefix(p.in.Name, "ground ") && strings.Contains(p.prep, "pieces") && braiseMinutes(p.in) > 20
}

// simmerCured puts the browned cured meat (a Spanish stew's chorizo) back with the meat
// for the quick stew's short simmer, rather than stirring it in for 5 minutes after:
// " and the chorizo", or "".
func (d *dish) simmerCured() string {
	if !d.quickPieces() && !(d.quick && d.protein != nil && isBean(d.protein.in)) {
		return ""
	}
	return d.simmerBack(func(p *part) bool { return isCured(p.in) })
}

// curedFirst is, in a hurry, the lead of a bean stew's first step: its chorizo or bacon
// fried in the pot and left there for the onion to soften in its fat, not browned apart
// and lifted out; with the minutes it adds. "" when there is none.
func (d *dish) curedFirst(fat string) (string, int) {
	if !d.quick || d.protein == nil || !isBean(d.protein.in) {
		return "", 0
	}
	var cured []*part
	for _, p := range d.precook {
		if isCured(p.in) && p.in.Per100g.Fat >= 20 {
			cured = append(cured, p)
		}
	}
	if len(cured) == 0 {
		return "", 0
	}
	d.precook = withoutParts(d.precook, cured)
	d.markSimmered(cured)
	// The onion is cut while the chorizo renders, not before: a cook in a hurry overlaps them.
	cut := ""
	for i := 0; i < len(d.prepTasks); i++ {
		if t := d.prepTasks[i]; slowAromatic(t.p.in) && contains(d.aromatics, t.p) {
			cut = appendTask(cut, t.text)
			d.prepTasks = append(d.prepTasks[:i], d.prepTasks[i+1:]...)
			i--
		}
	}
	if cut != "" {
		d.writePrepStep()
		cut = " (" + cut + " meanwhile)"
	}
	return fmt.Sprintf("Heat the %s in a heavy pot over medium heat and fry the %s until %s, about 2 minutes%s; ", fat, partNames(cured), doneness(cured[0].in), cut), 2
}

// appendTask joins preparation tasks as the prep step does: "dice the onion; mince the garlic".
func appendTask(list, task string) string {
	if list == "" {
		return task
	}
	return list + "; " + task
}

// quickMince reports whether the stew is a mince one (a chili) made the quick way: the
// mince browned with the onion and vegetables in one step and a 15-minute simmer.
func (d *dish) quickMince() bool {
	p := d.protein
	return d.quick && p != nil && strings.HasPrefix(p.in.Name, "ground ") && !cookedAlready(p.in)
}

// greensOf are the tender greens among vegs: they wilt at the end.
func greensOf(vegs []*part) []*part {
	_, greens := wiltOut(vegs)
	return greens
}

// brownForStew browns a stew's meat as the pot holds it: what fits in one layer (about
// 600 g in a heavy pot) in one go, more in batches, each batch about 4 minutes (a
// rabbit for three is not browned in batches for 10 minutes, nor 2.4 kg of lamb in 10).
func (d *dish) brownForStew(p *part, fat string) {
	switch batches := math.Ceil(p.grams / 600); {
	case batches <= 1:
		d.step(6, "Heat the %s in a heavy pot over medium-high heat. Season the %s with salt and brown it well all over in one layer, 5–6 minutes; move to a plate.", fat, p.name())
	case batches <= 2:
		d.step(10, "Heat the %s in a heavy pot over medium-high heat. Season the %s with salt and brown it well in batches, about 8–10 minutes in all; move to a plate.", fat, p.name())
	default:
		m := int(4 * batches)
		d.step(m, "Heat the %s in a heavy pot over medium-high heat. Season the %s with salt and brown it well in %d batches, about %d minutes in all; move to a plate.", fat, p.name(), int(batches), m)
	}
}

// tinnedTomatoStirIns are the dish's tins of tomatoes that came in as extras, not as its
// liquid.
func (d *dish) tinnedTomatoStirIns() []*part {
	var out []*part
	for _, p := range d.stirIns() {
		if tomatoLiquid(p.in) {
			out = append(out, p)
		}
	}
	return out
}

// braiseGarnish is a long braise's (of braise minutes) garnish of mushrooms (and pearl onions), browned apart
// in a skillet and stirred in at the end, as a bourguignon's are: simmered in raw for
// ten minutes they stay pale and rubbery. Nil for any other stew.
func (d *dish) braiseGarnish(braise int) []*part {
	p := d.protein
	if p == nil || !(p.in.Category == "meat" || p.in.Category == "poultry") || cookedAlready(p.in) || braise <= 30 || d.quickMince() {
		return nil
	}
	var out []*part
	onions := false
	for _, v := range d.vegs {
		switch v.in.Name {
		case "pearl onion":
			onions = true
			out = append(out, v)
		case "mushroom":
			out = append(out, v)
		}
	}
	if !onions && len(out) == 0 {
		return nil
	}
	for _, v := range out {
		if v.in.Name == "mushroom" {
			d.reprep(v, "halved, or quartered if large") // pieces that hold their shape in the sauce
		}
	}
	return out
}
