package engine

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// Techniques for savoury main meals that the generic forms cook badly: pasta dressed
// in the pan (carbonara, aglio e olio, pesto), quesadillas, rice cooked in the pot
// with everything else (paella, pilaf), kofta and hummus.

func init() {
	for _, f := range []*form{
		{name: "dressed pasta", title: "Pasta", minMinutes: 15, simple: true, starch: "pasta", starchRequired: true, vegGrams: 80,
			fatFactor: 1, saltFactor: 0.5, method: "sear", ownsEggs: true,
			equipment: []string{"large pot", "large skillet", "colander", "mixing bowl"}, write: writeDressedPasta},
		{name: "quesadilla", title: "Quesadillas", minMinutes: 15, simple: true, starch: "tortilla", starchRequired: true, vegGrams: 70,
			fatFactor: 0.6, saltFactor: 0.3, method: "sear", cheeseKey: true,
			equipment: []string{"large skillet", "spatula"}, write: writeQuesadilla},
		{name: "rice pot", title: "Rice", minMinutes: 35, starch: "rice", starchRequired: true, vegGrams: 110, liquidML: 1,
			fatFactor: 1, saltFactor: 0.7, method: "sear", starchInPot: true,
			equipment: []string{"wide heavy pan or Dutch oven with lid", "wooden spoon"}, write: writeRicePot},
		{name: "kofta", title: "Kofta", minMinutes: 25, starch: "grain", vegGrams: 110, fatFactor: 0.8, saltFactor: 0.6,
			method: "sear", equipment: []string{"mixing bowl", "large skillet or grill pan", "small bowl"}, write: writeKofta},
		{name: "hummus", title: "Hummus", minMinutes: 10, simple: true, vegGrams: 110, fatFactor: 1.2, saltFactor: 0.5,
			method: "none", equipment: []string{"food processor", "small skillet"}, write: writeHummus},
	} {
		registerTechnique(f)
	}
}

// partNamed finds the dish's part of a food whose name holds one of the words.
func (d *dish) partNamed(words ...string) *part {
	for p := range d.eachPart {
		for _, w := range words {
			if strings.Contains(p.in.Name, w) {
				return p
			}
		}
	}
	return nil
}

// meltCheeses are the cheeses among the dish's garnishes and extras, for melting or tossing.
func (d *dish) meltCheeses() []*part {
	var out []*part
	for _, p := range append(append([]*part{}, d.garnishes...), d.extras...) {
		if p.in.Category == "dairy" && (p.in.Is(RoleCheese) || p.in.Is(RoleGarnish)) && !strings.Contains(p.in.Name, "yogurt") &&
			p.in.Name != "sour cream" {
			out = append(out, p)
		}
	}
	return out
}

// toppingsExcept is toppings() without the parts a step has already used.
func (d *dish) toppingsExcept(used ...*part) string { return d.except(d.toppings, used...) }

// extrasInExcept is extrasIn without the parts a technique has written in steps of its own.
func (d *dish) extrasInExcept(used ...*part) string { return d.except(d.extrasIn, used...) }

// except is text written with the parts in used left out of the herb, garnish and extra
// lists, which stay as they are for the ingredient list.
func (d *dish) except(text func() string, used ...*part) string {
	skip := map[*part]bool{}
	for _, p := range used {
		skip[p] = true
	}
	keep := func(list []*part) []*part {
		var out []*part
		for _, p := range list {
			if !skip[p] {
				out = append(out, p)
			}
		}
		return out
	}
	herbs, garnishes, extras := d.herbs, d.garnishes, d.extras
	d.herbs, d.garnishes, d.extras = keep(herbs), keep(garnishes), keep(extras)
	out := text()
	d.herbs, d.garnishes, d.extras = herbs, garnishes, extras
	return out
}

// isCured is a meat that renders its own fat in a cold pan.
func isCured(in *Ingredient) bool {
	return in.Name == "bacon" || in.Name == "pancetta" || in.Name == "chorizo" || in.Name == "guanciale" || in.Name == "ham" || in.Name == "spam" ||
		in.Name == "prosciutto" || in.Name == "salami"
}

func writeDressedPasta(d *dish) {
	d.prep(0)
	sauceFrom := len(d.steps)
	fat := d.fatName()
	p := d.protein
	var eggs *part
	for _, e := range d.extras {
		if e.in.Category == "eggs" {
			eggs = e
		}
	}
	// A garlic butter pasta (aglio e olio made with the pantry's butter, renamed for it)
	// is dressed by its butter as the other is by its oil.
	garlicButter := d.fat != nil && d.fat.in.Category == "dairy" && d.cat != nil && strings.HasPrefix(d.catName(), "Garlic Butter")
	if d.fat != nil && (d.fat.in.Category == "oils-vinegars" && d.find("butter") == nil || garlicButter) && eggs == nil &&
		d.find("pesto", "heavy cream") == nil && (p == nil || !isCured(p.in)) {
		// The oil is the sauce (aglio e olio): two tablespoons a serving, one to cook the
		// garlic slowly and one to turn glossy with the starchy water.
		oil := 26.0
		if garlicButter {
			oil = 21 // a tablespoon and a half of butter a serving, emulsified with the water
		}
		if p != nil && (p.in.Category == "meat" || p.in.Category == "poultry") {
			oil = 13 // the sausage's own fat is half the sauce
		}
		d.fat.grams = max(d.fat.grams, oil*d.servings)
	}
	switch {
	case p == nil || canned(p.in):
		// Tinned fish is folded in with the pasta at the end, never fried; anchovies melt
		// into the oil with the garlic.
		d.meltingAromaticStep(fmt.Sprintf("Heat the %s in a large skillet over medium-low heat; ", fat))
	case isCured(p.in):
		if d.fat != nil && len(d.aromatics) == 0 && len(d.vegs) == 0 {
			d.fat.grams = 4.5 // the cured meat's own fat dresses the pasta; the oil only starts it
		}
		d.step(7, "Put the %s in a cold large skillet with 1 tsp of the %s, set over medium heat and cook until the fat runs and the edges crisp, about 6 minutes.", p.name(), fat)
		d.aromaticStep("Lower the heat; ")
	default:
		d.sear(p, fmt.Sprintf("Heat the %s in a large skillet over medium-high heat", fat), "cook", "", "; move to a plate.")
		d.aromaticStep("Lower the heat to medium-low; ")
	}
	if len(d.vegs) > 0 {
		cook, greens := greensLast(d.vegs)
		m := d.vegMinutesBy("saute", cook)
		d.step(m, "Add the %s and %s, about %d minutes%s.", partNames(cook), tenderOrWilted(cook), m, greens)
	}
	// Wine (a scampi's) goes in over the garlic and bubbles down before the pasta joins it.
	if wine := d.where(func(p *part) bool { return slices.Contains(d.liquids, p) && p.in.Has(FactAlcohol) }); len(wine) > 0 {
		halved, m := d.bigHalving(wine, "about 2 minutes", 2)
		d.step(m, "Pour in the %s and let it bubble until reduced by half, %s.", partNames(wine), halved)
	}
	cheeses := d.meltCheeses()
	if eggs != nil {
		with := ""
		if len(cheeses) > 0 {
			with = " with three-quarters of the " + partNames(cheeses)
		}
		d.step(2, "In a bowl, whisk the %s%s and plenty of black pepper.", plural(eggs.name()), with)
	}
	d.sauceWhilePastaCooks(sauceFrom)
	pasta := "pasta"
	if d.starch != nil {
		pasta = d.starch.name()
	}
	var with []string
	if p != nil && !isCured(p.in) && !meltsInOil(p.in) {
		with = append(with, "the "+p.name())
	}
	for _, s := range d.sauces {
		with = append(with, "the "+s.name())
	}
	also := ""
	if len(with) > 0 {
		also = ", " + listNames(with)
	}
	switch {
	case eggs != nil:
		d.step(3, "Take the skillet off the heat. Add the drained %s%s and toss in the fat, then pour in the egg mixture with a splash of the cooking water and toss quickly for 1–2 minutes until glossy and creamy: the heat of the pasta thickens the eggs without scrambling them. Then %s.%s Serve at once.%s",
			pasta, also, d.finishText(), d.extrasExcept(eggs), d.toppings())
	default:
		d.step(2, "Add the drained %s%s and a ladle of the cooking water to the skillet and toss over the heat for 1–2 minutes until the sauce turns glossy and clings. Then %s.%s Serve at once.%s",
			pasta, also, d.finishText(), d.extrasIn(), d.toppings())
	}
}

// extrasExcept is extrasIn() without one part a step has already used.
func (d *dish) extrasExcept(used *part) string {
	extras := d.extras
	var keep []*part
	for _, e := range extras {
		if e != used {
			keep = append(keep, e)
		}
	}
	d.extras = keep
	out := d.extrasIn()
	d.extras = extras
	return out
}

func writeQuesadilla(d *dish) {
	raw := d.protein != nil && needsCooking(d.protein.in) && !strings.HasPrefix(d.protein.in.Name, "ground ") && d.protein.in.Name != "chorizo"
	if raw {
		d.protein.prep = "thinly sliced" // thin strips cook in the minutes a quesadilla takes
	}
	d.prep(0)
	fat := d.fatName()
	var filling []string
	spiced := false // the spices went in with the meat
	// Beans are mashed in the pan the aromatics and spices cooked in, so what bloomed
	// there goes into the filling rather than being wiped out with the pan.
	beans := d.protein != nil && isBean(d.protein.in)
	if p := d.protein; p != nil {
		if beans {
			if len(d.aromatics) == 0 && len(d.realSpices()) == 0 {
				d.step(2, "Mash the %s roughly with a fork and a splash of water.", p.name())
			}
		} else {
			how := ""
			if spices := d.realSpices(); len(spices) > 0 && len(d.vegs) == 0 && len(d.aromatics) == 0 {
				how, spiced = "with the "+partNames(spices)+" and a pinch of salt", true
			}
			d.sear(p, fmt.Sprintf("Heat half the %s in a large skillet over medium-high heat", fat), "cook", how, "; move to a bowl.")
		}
		filling = append(filling, p.name())
	}
	if len(d.aromatics) > 0 || len(d.vegs) > 0 || len(d.realSpices()) > 0 && !spiced {
		// The oil is shared with the quesadillas' frying: half here, or what the meat left.
		share := "half the "
		if d.protein != nil && !beans {
			share = "a little more of the "
		}
		d.aromaticStep(fmt.Sprintf("Heat %s%s in the skillet over medium heat; ", share, fat))
		switch {
		case len(d.vegs) > 0:
			// Bean sprouts and spinach only wilt: they go in for the last minute.
			slow, quick := wiltOut(d.vegs)
			if len(slow) == 0 {
				slow, quick = quick, nil
			}
			m := d.vegMinutesBy("saute", slow)
			last := "; add to the filling."
			if len(quick) > 0 {
				last = fmt.Sprintf(", adding the %s for the last minute to wilt; add to the filling.", partNames(quick))
			}
			d.step(m, "Add the %s and cook until soft, about %d minutes%s", partNames(slow), m, last)
			filling = append(filling, partNames(d.vegs))
			if beans && (len(d.aromatics) > 0 || len(d.realSpices()) > 0) {
				d.step(2, "Mash the %s roughly with a fork and a splash of water.", d.protein.name())
			}
		case beans:
			d.step(2, "Add the %s with a splash of water and mash them roughly into the pan with a fork, warming through, about 2 minutes; tip into a bowl.", d.protein.name())
		case len(filling) > 0:
			d.step(1, "Tip the %s back into the pan and stir to coat; tip into a bowl.", filling[0])
		}
	}
	tortilla := "tortilla"
	if d.starch != nil {
		tortilla = d.starch.name()
	}
	tortillas := plural(tortilla)
	cheeses := d.meltCheeses()
	cheese := "cheese"
	if len(cheeses) > 0 {
		cheese = partNames(cheeses)
	}
	fill := ""
	if len(filling) > 0 {
		fill = " and the filling"
	}
	// A second protein (the beans beside the chicken) goes into the filling, not
	// "stirred into the sauce" after the tortillas are folded.
	if in := d.stirIns(); len(in) > 0 {
		fill = fmt.Sprintf(", the filling and the %s", partNames(in))
		if len(filling) == 0 {
			fill = " and the " + partNames(in)
		}
	}
	sauces := ""
	if len(d.sauces) > 0 {
		sauces = fmt.Sprintf(" Dot with the %s.", partNames(d.sauces))
	}
	melted := "the cheese has melted"
	if len(cheeses) == 0 {
		// A dairy-free quesadilla is held together by its filling (mashed beans), not
		// by a cheese the rules took out.
		melted = "the filling is hot through"
		cheese, fill = strings.TrimPrefix(strings.TrimPrefix(fill, " and the "), ", the "), ""
		if cheese == "" {
			cheese = "filling"
		}
	}
	n := d.quesadillaCount(cheeses)
	batches := (n + 1) / 2
	// The filling is seasoned before it is sealed in, not the wedges after.
	season := "salt and pepper"
	if d.find("black pepper") == nil {
		season = "salt"
	}
	if n == 1 {
		d.step(2, "Lay the %s flat and cover half of it with the %s%s, season with a little %s, then fold it over into a half-moon and press down.%s", tortilla, cheese, fill, season, sauces)
	} else {
		d.step(min(1+batches, 4), "Lay the %d %s flat and cover half of each with the %s%s, season with a little %s, then fold over into half-moons and press down.%s", n, tortillas, cheese, fill, season, sauces)
	}
	m := min(batches*5, 20)
	warm := "; keep the first ones warm in a low oven"
	if batches == 1 {
		warm = ""
	}
	if d.protein != nil || len(d.vegs) > 0 {
		fat = "the rest of the " + fat
	} else {
		fat = "the " + fat
	}
	d.step(m, "Wipe out the skillet and brush it with a little of %s. Cook the %s over medium heat%s, until golden and crisp and %s, 2–3 minutes a side%s.", fat, pluralIf("quesadilla", n), atATime(float64(n), 2), melted, warm)
	serve := "Cut into wedges and serve"
	if d.acid != nil {
		serve = fmt.Sprintf("Cut into wedges and squeeze over the %s", d.acid.name())
	}
	d.step(1, "%s.%s", serve, d.toppingsExcept(cheeses...))
}

// quesadillaFilling is about what one folded flour tortilla holds, cheese included.
const quesadillaFilling = 175.0

// quesadillaCount is how many tortillas the quesadillas take: one a person, and more
// where the filling would burst them, as far as the pantry's own count allows. It sets
// the tortillas' weight to match.
func (d *dish) quesadillaCount(cheeses []*part) int {
	t := d.starch
	n := int(d.servings + 0.5)
	if t == nil {
		return max(n, 1)
	}
	piece, ok := t.in.UnitGrams("piece")
	if !ok {
		return max(n, 1)
	}
	filling := 0.0
	for _, p := range append(append([]*part{d.protein}, d.stirIns()...), cheeses...) {
		if p != nil {
			filling += p.grams
		}
	}
	for _, v := range append(append([]*part{}, d.vegs...), d.aromatics...) {
		switch {
		case hardness(v.in) == 0:
			filling += v.grams / 5 // spinach wilts to a fifth
		default:
			filling += v.grams / 2 // onions, peppers and mushrooms cook down by half
		}
	}
	n = max(n, int(math.Ceil(filling/quesadillaFilling)), 1)
	if l := d.pantry[t.in]; l != nil && l.Unit == "" && l.Quantity >= 1 {
		n = min(n, max(int(l.Quantity), int(d.servings+0.5))) // the cook's own count, unless it feeds fewer than the table
	}
	t.grams = float64(n) * piece
	return n
}

// riceLiquid is how much liquid a rice cooked in the pot drinks, by weight of dry rice.
func riceLiquid(in *Ingredient) float64 {
	switch in.Name {
	case "brown rice", "wild rice":
		return 2.6
	case "bulgur", "quinoa":
		return 2.2
	case "orzo":
		return 2.4
	case "arborio rice", "sushi rice":
		return 2.8 // paella drinks more and is not covered
	}
	return 1.9
}

// topUpWater is the water, in ml, a rice pot adds when its liquid (the pantry's one tin
// of tomatoes) is less than the rice drinks; a tin of tomatoes counts for four fifths of
// its weight, the rest is flesh.
func topUpWater(rice, liquid *part) float64 {
	if rice == nil {
		return 0
	}
	need := rice.grams * riceLiquid(rice.in)
	have := liquid.grams
	if liquid.limit > 0 {
		have = min(have, liquid.limit)
	}
	if strings.Contains(liquid.in.Name, "tomato") {
		have *= 0.8
	}
	short := need - have
	if short < 0.15*need || short < 60 {
		return 0
	}
	return math.Round(short/50) * 50
}

// waterAmount writes ml of water as a cook measures it: "1 1/2 cups (350 ml) of water".
func waterAmount(ml float64) string {
	cups := math.Round(ml/236.6*4) / 4
	unit := "cups"
	if cups <= 1 {
		unit = "cup"
	}
	if cups < 0.25 {
		return fmt.Sprintf("%.0f ml of water", ml)
	}
	return fmt.Sprintf("%s %s (%.0f ml) of water", formatQty(cups), unit, ml)
}

func writeRicePot(d *dish) {
	rice := d.starch
	if rice != nil && len(d.liquids) > 0 {
		d.liquids[0].grams = rice.grams * riceLiquid(rice.in) * liquidDensity(d.liquids[0].in)
		d.liquids[0].limit = 0
		if d.liquids[0].fromPantry {
			d.liquids[0].limit = d.pantry[d.liquids[0].in].Grams
		}
	}
	fat := d.fatName()
	p := d.protein
	late := p != nil && (p.in.Category == "seafood" || cookedAlready(p.in))
	browned := p != nil && !late && (p.in.Category == "meat" || p.in.Category == "poultry" || p.in.Name == "tofu" || p.in.Name == "paneer")
	lean := browned && driesOut(p.in)
	if browned {
		// The meat is cut first and browns while the onion and the rest are chopped.
		later := d.prepFirst([]*part{p})
		heat := fmt.Sprintf("Heat the %s in a wide heavy pan over medium-high heat", fat)
		if lean {
			d.searOnly(p, heat, "brown", "; move to a plate."+meanwhile(later, ""))
		} else {
			d.sear(p, heat, "brown", "", "; move to a plate."+meanwhile(later, ""))
		}
		d.aromaticStep("Lower the heat to medium; ")
	} else {
		d.prep(0)
		d.aromaticStep(fmt.Sprintf("Heat the %s in a wide heavy pan over medium heat; ", fat))
	}
	hard, soft := splitByHardness(d.vegs)
	name := "rice"
	if rice != nil {
		name = rice.name()
	}
	switch {
	case d.quick && len(hard) > 0 && slices.ContainsFunc(hard, func(v *part) bool { return smallCut[v.prep] }):
		// In a hurry the firm vegetables, cut small, cook through with the rice.
		d.step(2, "Stir in the %s and the %s and toast the grains in the fat for 1–2 minutes, until their edges turn translucent.", name, partNames(hard))
	case len(hard) > 0:
		d.step(5, "Add the %s and cook, stirring, until they begin to soften, about 5 minutes.", partNames(hard))
		fallthrough
	default:
		d.step(2, "Stir in the %s and toast it in the fat for 1–2 minutes, until the edges of the grains turn translucent.", name)
	}
	liquid := "water"
	if len(d.liquids) == 0 && rice != nil {
		liquid = waterAmount(rice.grams * riceLiquid(rice.in))
	}
	with := d.sauceNames()
	if with == "a splash of water" && len(d.liquids) == 0 {
		with = "" // the water is the liquid
	}
	if len(d.liquids) > 0 {
		liquid = "the " + partNames(d.liquids)
		if ml := topUpWater(rice, d.liquids[0]); ml > 0 {
			// One tin of tomatoes cannot cook two cups of rice: the rest is the cook's
			// stock where there is some, else water.
			if st := d.pantryStock(ml); st != nil {
				liquid += " and the " + st.name()
			} else {
				liquid += " and " + waterAmount(ml)
			}
			if with == "a splash of water" {
				with = ""
			}
		}
	}
	if with != "" {
		with = " with " + with
	}
	ret := ""
	if lean {
		// A breast goes back for the rice's last minutes: the whole time, it dries out.
	} else if browned {
		ret = " Return the " + p.name() + " to the pan, nestling it into the " + name + "."
	} else if p != nil && !late {
		ret = " Add the " + p.name() + ", nestling it into the " + name + "." // it was never in the pan
	}
	m := simmerMinutes(name) - 2
	if d.quick && m == 18 {
		m = 13 // in a hurry white rice cooks 13 minutes on low and steams through as it rests
	}
	var top []string
	var steamed []*part // in a hurry frozen peas and leaves steam through on the rice as it rests
	if d.quick && !late {
		steamed = slices.DeleteFunc(slices.Clone(soft), func(v *part) bool { return hardness(v.in) > 0 && v.in.Name != "frozen peas" })
		soft = withoutParts(soft, steamed)
	}
	if len(soft) > 0 {
		top = append(top, "the "+partNames(soft))
	}
	if lean && m > leanFinish+4 {
		d.step(m-leanFinish+3, "Pour in %s%s and bring to a boil. Cover, turn the heat to low and cook without stirring for %d minutes.", liquid, with, m-leanFinish)
		d.step(leanFinish, "Lay the %s and any juices over the %s%s, cover again quickly and cook %d minutes more, until the liquid is absorbed and the %s is cooked through (74°C / 165°F inside).",
			p.name(), name, textIf(listNames(top), " with ", ""), leanFinish, p.name())
		top = nil
	} else {
		if lean {
			ret = " Return the " + p.name() + " to the pan, nestling it into the " + name + "." // quick rice: it cooks no longer than it would alone
		}
		d.step(m+3, "Pour in %s%s and bring to a boil.%s Cover, turn the heat to low and cook without stirring for %d minutes, until the liquid is absorbed.",
			liquid, with, ret, m)
	}
	if late {
		top = append([]string{"the " + p.name()}, top...)
	}
	if len(top) > 0 {
		doneness := "cooked"
		if late {
			doneness = doneness2(p.in)
		}
		d.step(6, "Scatter %s over the %s, cover again and cook 5 minutes more, until %s.", listNames(top), name, doneness)
	}
	if len(steamed) > 0 {
		d.step(5, "Take the pan off the heat, scatter the %s over the %s, cover again and leave for 5 minutes, until hot through; then fluff the %s with a fork, folding them in, %s.%s",
			partNames(steamed), name, name, d.finishText(), d.extrasIn())
	} else {
		d.step(5, "Take the pan off the heat and leave it covered for 5 minutes, then fluff the %s with a fork, %s.%s", name, d.finishText(), d.extrasIn())
	}
	d.step(1, "Serve from the pan.%s", d.toppings())
}

// leanFinish is the minutes a browned chicken breast in pieces needs in a covered pot
// of rice to cook through.
const leanFinish = 8

// driesOut reports whether a meat is so lean that it turns dry and stringy when it
// cooks on past done: a chicken or turkey breast, a pork tenderloin. Thighs, shoulder
// and chuck are better for the time.
func driesOut(in *Ingredient) bool {
	switch in.Name {
	case "chicken breast", "turkey breast", "pork tenderloin":
		return true
	}
	return false
}

// doneness2 is a doneness that reads after "until": "the shrimp are pink".
func doneness2(in *Ingredient) string {
	return "the " + in.Name + " " + isAre(in.Name) + " " + doneness(in)
}

func writeKofta(d *dish) {
	// The onion is grated and squeezed, not diced: diced onion pushes the kofta apart.
	for _, a := range d.aromatics {
		if a.in.Name == "onion" || a.in.Name == "red onion" || a.in.Name == "shallot" {
			a.prep = "grated"
		}
	}
	// Yogurt, cucumber and mint (or dill) from the pantry are tzatziki, not a yogurt
	// sauce with the cucumber scattered on top.
	cucumber := d.find("cucumber")
	tzatziki := cucumber != nil && d.partNamed("yogurt") != nil && d.partNamed("tahini") == nil
	if tzatziki {
		cucumber.prep = "coarsely grated"
		d.size(cucumber, 40)
		d.vegs = without(d.vegs, cucumber)
	}
	d.prep(0)
	p := d.protein
	meat := "meat"
	if p != nil {
		meat = p.name()
	}
	var mix []string
	garlic := d.find("garlic")
	if tzatziki {
		// The tzatziki first, so it chills while the kofta are shaped and cooked.
		d.tzatzikiStep(cucumber, d.partNamed("yogurt"), garlic)
	}
	switch {
	case tzatziki && garlic != nil:
		onions := withoutParts(d.aromatics, []*part{garlic})
		mix = append(mix, ifAny("the ", onions, " and ")+"the rest of the "+garlic.name())
	case len(d.aromatics) > 0:
		mix = append(mix, "the "+partNames(d.aromatics))
	}
	if s := d.realSpices(); len(s) > 0 {
		mix = append(mix, "the "+partNames(s))
	}
	// The cook's parsley (or mint, coriander, dill) goes into the kofta, half of it,
	// and the rest over the plate: it is what makes them kofta, not a garnish alone.
	// Where the tzatziki took half already, the rest goes into the kofta and none is
	// strewn on top (never three halves of the mint).
	var inside []*part
	for _, h := range d.herbs {
		if !h.fromPantry || h.optional || woodyHerbs[h.in.Name] {
			continue
		}
		h.grams = math.Max(h.grams, 6*d.servings)
		if d.usedByHalf(h) {
			mix = append(mix, "the rest of the "+h.name())
			inside = append(inside, h)
			continue
		}
		mix = append(mix, "half the "+h.name())
	}
	mix = append(mix, "1 tsp salt and a good grind of pepper")
	logs := int(d.servings * 3)
	d.step(6, "In a bowl, mix the %s with %s with your hands until it turns sticky, then shape it into %d logs about 8 cm (3 in) long.", meat, listNames(mix), logs)
	yogurt := d.partNamed("yogurt")
	tahini := d.partNamed("tahini")
	var sauce []string
	for _, s := range []*part{yogurt, tahini} {
		if s != nil {
			sauce = append(sauce, s.name())
		}
	}
	if d.acid != nil {
		sauce = append(sauce, d.acid.name())
	}
	switch {
	case tzatziki:
	case len(sauce) > 0:
		d.step(2, "Stir the %s together with a pinch of salt for the sauce.", listNames(sauce))
	}
	d.cookStarch()
	// Salad vegetables go on the plate raw; the rest (zucchini, eggplant) are charred in
	// the pan first, while it heats for the kofta.
	var raw, grilled []*part
	for _, v := range d.vegs {
		if koftaRaw[v.in.Name] {
			raw = append(raw, v)
		} else {
			grilled = append(grilled, v)
		}
	}
	if len(grilled) > 0 {
		m := d.vegMinutesBy("saute", grilled)
		d.step(m, "Heat half the %s in a large skillet or grill pan over medium-high heat and cook the %s with a pinch of salt, turning once, until charred and tender, about %d minutes; set aside and keep warm.",
			d.fatName(), partNames(grilled), m)
		d.step(10, "Add the remaining %s to the pan and cook the kofta over medium-high heat, turning, until browned all over and cooked through (71°C / 160°F inside), 8–10 minutes.", d.fatName())
	} else {
		d.step(10, "Heat the %s in a large skillet or grill pan over medium-high heat and cook the kofta, turning, until browned all over and cooked through (71°C / 160°F inside), 8–10 minutes.", d.fatName())
	}
	side := ""
	if s := d.starch; s != nil && s.in.Category == "bakery" {
		d.step(2, "Warm the %s in a dry pan, 30 seconds a side.", s.name())
		side = " and the warm " + s.name()
	} else if s != nil {
		side = " on the " + s.name()
	}
	with := "with the sauce spooned over"
	if all := append(grilled, raw...); len(all) > 0 {
		with = "with the " + partNames(all) + " alongside and the sauce spooned over"
	}
	used := append([]*part{yogurt, tahini}, inside...)
	if tzatziki {
		with = strings.Replace(with, "the sauce spooned over", "the tzatziki spooned over", 1)
		used = append(used, cucumber) // in the tzatziki, not on top
	}
	d.step(1, "Serve the kofta%s, %s.%s%s", side, with, d.extrasIn(), d.toppingsExcept(used...))
}

// koftaRaw are the vegetables a kofta plate serves raw, as a salad.
var koftaRaw = map[string]bool{"tomato": true, "cherry tomato": true, "cucumber": true, "red onion": true,
	"romaine lettuce": true, "radish": true, "mixed greens": true, "arugula": true}
