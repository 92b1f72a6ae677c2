package engine

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// The generic techniques that are assembled or roasted: grain bowl, salad,
// sheet-pan roast, tacos, risotto, skillet and casserole, and the advanced touch.

func writeGrainBowl(d *dish) {
	cucumber, yogurt := d.bowlTzatziki()
	cooked, raw, blanched := bowlVegs(d)
	raw = without(raw, cucumber) // in the tzatziki
	if onion := d.rawRedOnion(cooked); onion != nil {
		raw = append(raw, onion)
	}
	d.prep(0)
	garlic := d.find("garlic")
	if cucumber != nil {
		d.tzatzikiStep(cucumber, yogurt, garlic) // first, so it chills while the rest cooks
	}
	d.cookStarch()
	fat := d.fatName()
	// Eggs on a bowl are fried last, sunny side up, and go on top hot: never "cooked
	// until heated through" first and set aside like a chicken.
	var egg *part
	if p := d.protein; p != nil && p.in.Name == "egg" {
		egg, d.protein = p, nil
		defer func() { d.protein = egg }()
	}
	spiced := false    // the spices season the protein, not a dressing
	marinated := false // the garlic went into the marinade: nothing left to soften
	if p := d.protein; p != nil {
		verb, how := "season and cook", ""
		// Ground spices are cooked, never whisked raw into oil: they bloom on what goes
		// in the pan, the beans warmed through as much as the meat.
		if spices := d.realSpices(); len(spices) > 0 && (needsCooking(p.in) || isBean(p.in)) {
			them := "it"
			if isBean(p.in) {
				them = "them"
			}
			verb, how, spiced = "toss", fmt.Sprintf("with the %s, salt and pepper, then cook %s", partNames(spices), them), true
			if p.prep == wholePrep {
				verb = "season" // a fillet is not tossed
			}
		}
		if a := d.acid; spiced && a != nil && strings.HasPrefix(a.in.Name, "lemon") && !d.quick && p.prep != wholePrep &&
			(p.in.Category == "poultry" || p.in.Category == "meat") && !cookedAlready(p.in) {
			// Meat in pieces for a lemon bowl (a souvlaki) sits in lemon, oil and its
			// herbs first, as a cook does, while the rest is made.
			a.grams *= 1.5 // a squeeze for the meat beside the dressing's
			while := ""
			if st := d.starch; st != nil && d.boilsPotatoesAside() {
				while = " while the " + plural(st.name()) + " cook"
			} else if st != nil && !strings.Contains(st.in.Name, "pita") && st.in.Category != "bakery" {
				while = " while the " + st.name() + " cooks"
			}
			// Garlic alone among the aromatics goes into the marinade, not softened by itself.
			in := "the " + partNames(d.realSpices())
			if garlic != nil && len(d.aromatics) == 1 && d.aromatics[0] == garlic {
				marinated = true
				in = "the " + garlic.name() + " and " + partNames(d.realSpices())
				if cucumber != nil {
					in = "the rest of the " + garlic.name() + ", the " + partNames(d.realSpices())
				}
			}
			d.step(10, "Toss the %s with a good squeeze of the %s, 1 tbsp of the %s, %s, salt and pepper and leave it to marinate for 10 minutes%s.",
				p.name(), a.name(), fat, in, while)
			if d.fat != nil {
				d.fat.grams += 14
			}
			verb, how = "cook", ""
		}
		after := "; set aside."
		if g := d.glazeOf(); len(g) > 0 {
			// A teriyaki bowl's salmon is glazed in the pan, not dressed with the sauce;
			// the cook's sake bubbles off in the glaze, never raw in a dressing.
			after = fmt.Sprintf("; add the %s and a splash of water to the pan and turn the %s in it until glazed and sticky, about 1 minute; set aside.", partNames(g), p.name())
			defer func(all []*part) { d.sauces = all }(d.sauces)
			d.sauces = slices.DeleteFunc(slices.Clone(d.sauces), func(x *part) bool { return slices.Contains(g, x) })
		}
		d.sear(p, fmt.Sprintf("Heat 1 tbsp of the %s in a large skillet over medium-high heat", fat), verb, how, after)
	}
	if spiced {
		defer func(all []*part) { d.spices = all }(d.spices)
		d.spices = slices.DeleteFunc(slices.Clone(d.spices), func(p *part) bool { return p.in.Name != "salt" && p.in.Name != "black pepper" })
	}
	spicesInDressing := true
	if len(cooked) > 0 {
		m := d.vegMinutesBy("saute", cooked)
		aromatics := ""
		if len(d.aromatics) > 0 {
			aromatics = " with the " + partNames(d.aromatics)
		}
		where := "In the same pan, cook"
		if d.protein == nil {
			where = fmt.Sprintf("Heat 1 tbsp of the %s in a large skillet over medium-high heat and cook", fat)
		}
		bloom := ""
		if spices := d.realSpices(); len(spices) > 0 && !spiced {
			bloom = fmt.Sprintf("; stir in the %s for the last 30 seconds, until fragrant", partNames(spices))
			spicesInDressing = false
		}
		d.step(m, "%s the %s%s until tender and browned in spots, about %d minutes%s.", where, partNames(cooked), aromatics, m, bloom)
	} else if len(d.aromatics) > 0 && !marinated {
		spicesInDressing = false // aromaticStep blooms them in the pan
		if d.protein == nil {
			d.aromaticStep(fmt.Sprintf("Heat 1 tbsp of the %s in a large skillet over medium heat; ", fat))
		} else {
			// The garlic seasons the meat: a clove softened alone has nowhere to go but
			// on top of the bowl, a lump by itself.
			// A plate's raw red onion stays raw, never pulled in with the garlic.
			saved := d.vegs
			if plateCuisine(d) {
				d.vegs = withoutParts(d.vegs, raw)
			}
			d.aromaticStep("In the same pan, ")
			d.vegs = saved
			d.steps[len(d.steps)-1].Text += fmt.Sprintf(" Return the %s and toss it through for 30 seconds.", d.protein.name())
		}
	}
	if len(blanched) > 0 {
		them := partNames(blanched)
		d.step(4, "Bring a saucepan of salted water to a boil; blanch the %s for 1 minute, drain, rinse under cold water and squeeze dry, then toss with a pinch of salt and a few drops of the %s.", them, d.seasoningOilName())
	}
	if egg != nil {
		if d.fat != nil {
			d.fat.grams += 14 // the eggs' own tablespoon, beside the pan's and the dressing's
		}
		fry, minutes := fryEggsText(egg)
		d.step(minutes, "Heat 1 tbsp of the %s in the skillet over medium heat, %s.", fat, fry)
	}
	// A second protein or the olives go on the bowls with the rest, not into the dressing.
	dressing := d.dressingOf("the remaining "+fat, spicesInDressing, false)
	dressed := "drizzle with the dressing"
	if len(dressing) == 1 && !d.cu.oilFree {
		// Oil alone is no dressing to whisk: it is drizzled over as it is.
		dressed = "drizzle with " + dressing[0] + " and season with a pinch of salt and pepper"
	} else {
		d.step(1, "%s.", strings.TrimSuffix(upperFirst(d.dressingText(dressing, " into a dressing")), "."))
	}
	if d.cu.oilFree {
		d.size(d.fat, 7) // a tablespoon a serving for the pan; the dressing takes none
	}
	// What goes in the bowls, each by its name: no "grains" in a bowl without any, no
	// "cooked vegetables" when only an onion softened in the pan.
	var top []string
	if d.protein != nil {
		top = append(top, "the "+d.protein.name())
	}
	if in := d.stirIns(); len(in) > 0 {
		top = append(top, "the "+partNames(in))
	}
	if len(raw) > 0 {
		top = append(top, "the "+partNames(raw))
	}
	if len(blanched) > 0 {
		top = append(top, "the seasoned "+partNames(blanched))
	}
	switch {
	case len(cooked) > 0:
		top = append(top, "the cooked "+partNames(cooked))
	}
	if egg != nil {
		top = append(top, "the fried "+plural(egg.name()))
	}
	var used []*part
	if yogurt != nil {
		used = append(used, yogurt) // in the tzatziki, not on top
	}
	toppings := d.toppingsExcept(used...)
	switch {
	case d.flatbreadSide():
		// A plate's flatbread is warmed and goes alongside, with the tzatziki.
		st := d.starch.name()
		d.step(2, "Warm the %s in a dry pan, 30 seconds a side, and cut into wedges.", plural(st))
		side := "the warm " + plural(st)
		if yogurt != nil {
			side = "the tzatziki and " + side
		}
		d.step(2, "Arrange %s on plates; %s.%s Serve with %s alongside.", listNames(top), dressed, toppings, side)
	case d.starch != nil:
		starch := d.starch.name()
		if d.boilsPotatoesAside() {
			starch = "boiled " + plural(starch) // boiled in their own pan from the start
		}
		d.step(2, "Divide the %s among bowls and arrange %s on top; %s.%s%s", starch, listNames(top), dressed, toppings, tzatzikiOn(yogurt))
	default:
		d.step(2, "Divide %s among bowls; %s.%s%s", listNames(top), dressed, toppings, tzatzikiOn(yogurt))
	}
}

// blanchedOnBowl reports whether a bowl's vegetable is blanched and seasoned before it
// goes on: the spinach and bean sprouts of a bibimbap are namul, never raw.
func blanchedOnBowl(d *dish, in *Ingredient) bool {
	return d.cu.name == "korean" && (in.Name == "spinach" || in.Name == "bean sprouts" || in.Name == "baby spinach")
}

// seasoningOilName is the oil that seasons the blanched greens: sesame where the dish
// has it, else its own fat.
func (d *dish) seasoningOilName() string {
	if p := d.find("sesame oil"); p != nil {
		return p.name()
	}
	return d.fatName()
}

// glazeOf is the sauce the dish's main is glazed with in the pan, with the rice wine
// cooked into it, or nil.
func (d *dish) glazeOf() []*part {
	if d.cat == nil || len(d.cat.glaze) == 0 {
		return nil
	}
	var out []*part
	for _, s := range d.sauces {
		if slices.Contains(d.cat.glaze, s.in) {
			out = append(out, s)
		}
	}
	if len(out) == 0 {
		return nil
	}
	if slices.ContainsFunc(d.sauces, func(s *part) bool { return s.standsFor != "" && len(madeFrom[s.standsFor]) > 0 }) {
		// The teriyaki made from the cook's soy: its sugar or honey goes into the glaze too.
		for _, s := range d.sauces {
			if s.in.Category == "sweeteners" && !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	for _, s := range d.sauces {
		if riceWines[s.in.Name] {
			out = append(out, s)
		}
	}
	return out
}

// flavourings names the spices (not salt and pepper) and sauces, for a step that
// stirs them in: "the cumin and soy sauce", or "".
func (d *dish) flavourings() string {
	all := append(d.realSpices(), d.sauces...)
	if len(all) == 0 {
		return ""
	}
	return "the " + partNames(all)
}

// dressingOf is what a raw dish's dressing is made of: the oil (none in a fish-sauce
// dressing such as nuoc cham), the acid, the sauces, the spices when asked, and the
// cuisine's own dressing aromatics (the garlic and chili of nuoc cham).
func (d *dish) dressingOf(oil string, withSpices, withAromatics bool) []string {
	var dressing []string
	if !d.cu.oilFree {
		dressing = append(dressing, oil)
	}
	if d.acid != nil {
		dressing = append(dressing, "the "+d.acid.name())
	}
	dressing = d.dressingExtras(dressing, withSpices)
	for _, a := range d.aromatics {
		if withAromatics && d.inDressing(a) {
			dressing = append(dressing, "the "+a.name())
		}
	}
	return dressing
}

// inDressing reports whether aromatic a goes into a raw dish's dressing rather than
// the salad: garlic and shallot, and the cuisine's own dressing aromatics.
func (d *dish) inDressing(a *part) bool {
	return a.in.Name == "garlic" || a.in.Name == "shallot" || slices.Contains(d.cu.dressing, a.in.Name)
}

// dressingText says how the dressing is made from its parts, as a sentence that starts
// in lower case; a dressing without oil is loosened with water and the sugar dissolved,
// as nuoc cham is.
func (d *dish) dressingText(dressing []string, what string) string {
	if d.cu.oilFree {
		water := "2 tbsp"
		if d.servings > 4 {
			water = fmt.Sprintf("%d tbsp", int(math.Round(d.servings/2)))
		}
		lead := ""
		if what != "" {
			lead = "for the dressing, " // the step that tosses "with the dressing" has said what it is
		}
		return fmt.Sprintf("%sstir %s with %s warm water and a pinch of salt and pepper until the sugar dissolves; taste for salty, sour, sweet and hot in balance.",
			lead, listNames(dressing), water)
	}
	return fmt.Sprintf("whisk or shake %s with a pinch of salt and pepper until well combined%s.", listNames(dressing), what)
}

// addDressing adds what the cuisine's dressings take beside the oil, acid and sauces
// (the sesame oil and sugar of a rice-vinegar dressing, the sugar and chili of nuoc
// cham), from the pantry or the shop, and returns what it added.
func (d *dish) addDressing() (added []*part) {
	if len(d.cu.dressing) > 0 && d.acid == nil && d.cu.acid != "" {
		// A rice-vinegar or lime dressing is its acid: never trimmed from the shopping.
		if p := d.find(d.cu.acid); p != nil {
			added = append(added, p) // the dish's own vinegar, listed among its sauces
		} else if d.acid = d.add(d.cu.acid, RoleAcid, 5, ""); d.acid != nil {
			added = append(added, d.acid)
		}
	}
	for _, name := range d.cu.dressing {
		if p := d.find(name); p != nil {
			added = append(added, p) // the cuisine's garlic, already in the dish, goes in the dressing too
			continue
		}
		in, ok := Lookup(name)
		if !ok || d.used[in] {
			continue
		}
		switch {
		case in.Is(RoleAromatic) && in.Category == "produce":
			if p := d.add(name, RoleAromatic, rawAware(d.form, in), aromaticPrep(in)); p != nil {
				d.aromatics = append(d.aromatics, p)
				added = append(added, p)
			}
		default:
			grams := 2.0
			if name == "sugar" {
				grams = 2.5
			}
			if p := d.add(name, RoleSauce, grams, ""); p != nil {
				d.sauces = append(d.sauces, p)
				added = append(added, p)
			}
		}
	}
	return added
}

// dressingExtras adds the sauces, and the spices when asked, to what a dressing is
// whisked from.
func (d *dish) dressingExtras(dressing []string, withSpices bool) []string {
	if len(d.sauces) > 0 {
		dressing = append(dressing, "the "+partNames(d.sauces))
	}
	if spices := d.realSpices(); withSpices && len(spices) > 0 {
		dressing = append(dressing, "the "+partNames(spices))
	}
	return dressing
}

func writeSalad(d *dish) {
	if s := d.starch; s != nil && s.in.Name == "couscous" {
		// It steeps while the rest is prepared, and cools spread out so the salad is not warm and wet.
		d.cookStarch()
		d.steps[len(d.steps)-1].Text += " Spread it on a plate to cool."
	}
	d.prep(0)
	fat := d.fatName()
	spicesCooked, panUsed := false, false
	// A soft cheese (feta, mozzarella) goes in as it is; only paneer and halloumi are seared.
	softCheese := d.protein != nil && d.protein.in.Category == "dairy" && d.protein.in.Name != "paneer" && d.protein.in.Name != "halloumi"
	if p := d.protein; p != nil && p.in.Name == "egg" {
		// A salad's eggs are boiled, not seared.
		them := "them"
		if count(p) == 1 {
			them = "it" // one egg: "lower the egg … peel and quarter it"
		}
		d.step(12, "Lower the %s into a pan of boiling water and cook 9 minutes for firm yolks; cool %s in cold water, then peel and quarter %s.", pluralIf(p.name(), count(p)), them, them)
	} else if p != nil && searMinutes(p.in) > 2 && p.in.Category != "legumes" && !softCheese && p.in.Name != "smoked salmon" { // smoked salmon is laid on as it is
		how := ""
		if spices := d.realSpices(); len(spices) > 0 {
			how, spicesCooked = "with the "+partNames(spices), true
		}
		d.sear(p, fmt.Sprintf("Heat 1 tsp of the %s in a skillet over medium-high heat", fat), "cook", how, "; let it rest a few minutes.")
		panUsed = true
	}
	var seared []*part
	for _, v := range d.vegs {
		if cookedOnly[v.in.Name] || v.in.Category == "frozen" {
			seared = append(seared, v) // frozen corn or peas are thawed in the pan, never eaten from the bag
		}
	}
	if len(seared) > 0 {
		where := "In the same hot pan, sear"
		if !panUsed {
			where = fmt.Sprintf("Heat 1 tsp of the %s in a skillet over medium-high heat and sear", fat)
		}
		panUsed = true
		m := d.vegMinutesBy("saute", seared)
		d.step(m, "%s the %s until browned and just tender, about %d minutes; let cool slightly.", where, partNames(seared), m)
	}
	whisk := d.dressingText(d.dressingOf("the "+fat, !spicesCooked, true), " into a dressing")
	if d.starch != nil && d.waitingFor("water") {
		// A pasta or noodle salad's starch is boiled, then cooled under the tap so it
		// does not go on cooking or stick (it was tossed in raw); the dressing is whisked
		// while it boils.
		d.cookStarch()
		last := &d.steps[len(d.steps)-1]
		last.Text = strings.Replace(last.Text, "save 1 cup (240 ml) of the cooking water, then drain.", "drain, rinse under cold water until cool and drain well.", 1)
		last.Text += " Meanwhile, " + whisk
	} else {
		d.step(1, "%s", upperFirst(whisk))
	}
	if d.cu.oilFree && d.fat != nil {
		if panUsed {
			d.fat.grams = 5 // the teaspoon for the pan; the dressing takes none
			if w, ok := d.fat.in.UnitGrams("tsp"); ok {
				d.fat.grams = w // listed as the steps say it: "1 tsp", not "1/2 tbsp"
			}
		} else {
			delete(d.used, d.fat.in)
			d.fat = nil
		}
	}
	others := []*part{}
	for _, a := range d.aromatics {
		if !d.inDressing(a) {
			others = append(others, a)
		}
	}
	everything := append(append([]*part{}, d.vegs...), others...)
	bread := d.starch != nil && d.starch.in.Category == "bakery"
	if d.starch != nil && !bread {
		everything = append(everything, d.starch)
	}
	if d.protein != nil {
		everything = append(everything, d.protein)
	}
	// Olives, capers or flaked tuna go into the salad, not into the jar of dressing.
	everything = append(everything, d.stirIns()...)
	// A herb the salad is made of (a tabbouleh's parsley) is tossed through, not strewn.
	var body []*part
	for _, h := range d.herbs {
		if d.isSig(h.in) {
			body = append(body, h)
		}
	}
	everything = append(everything, body...)
	cool := ""
	if s := d.starch; s != nil && !bread && s.in.Category == "grains-pasta" && !strings.HasPrefix(s.in.Name, "cooked ") {
		// Hot grain wilts the leaves and herbs it meets: it cools first.
		cool = fmt.Sprintf("Fluff the %s with a fork and spread it on a plate to cool for a few minutes. ", s.name())
	}
	d.step(1, "%sToss the %s with the dressing just before serving.%s", cool, partNames(everything), d.except(d.toppings, body...))
	if bread {
		// Pitta or bread is eaten beside the salad, not tossed soggy through it; the salad
		// heats nothing, so neither does its bread.
		d.step(1, "Cut the %s into wedges and serve beside the salad for scooping.", pluralIf(d.starch.name(), count(d.starch)))
	}
}

// quickRoast is the share of its minutes a roast takes in an oven 10°C hotter.
const quickRoast = 0.85

// hurried is minutes at the share of the time a hurried way takes, whole minutes.
func hurried(minutes int, share float64) int {
	return int(math.Round(float64(minutes) * share))
}

// boneInMinutes is how long a chicken thigh or breast the pantry says is on the bone
// roasts at 220°C (425°F) to 74°C (165°F) inside, or 0 when it is boneless or unsaid.
func (d *dish) boneInMinutes(p *part) int {
	if p == nil || p.prep != "patted dry" && p.prep != wholePrep || d.pantrySays(p, "boneless") ||
		!d.pantrySays(p, "bone-in", "bone in", "on the bone", "skin-on", "skin on", "with skin", "with the bone") {
		return 0
	}
	switch p.in.Name {
	case "chicken thigh":
		return 40 // 35–45 minutes, against 25 for boneless
	case "chicken breast":
		return 35
	}
	return 0
}

func writeSheetPan(d *dish) {
	for _, a := range d.aromatics {
		if vc := vegTable[a.in.Name]; vc != nil && a.prep == vc.cut {
			a.prep = vc.cutFor("roast") // an onion roasts in wedges, not diced
		}
	}
	// In a hurry the oven goes hotter and everything roasts for less: wings at 230°C
	// are crisp in 35 minutes instead of 40 at 220°C.
	oven, hurry := 220, 1.0
	if d.quick {
		oven, hurry = 230, quickRoast
		if st := d.starch; st != nil && st.in.Category == "produce" && quickCuts[st.prep] != "" {
			st.prep = quickCuts[st.prep] // potatoes in small pieces roast in the sausages' time
		}
	}
	d.prep(oven)
	fat := d.fatName()
	spices := d.realSpices()
	season := "salt and pepper"
	if len(spices) > 0 {
		season = "the " + partNames(spices) + ", salt and pepper"
	}
	hard, soft := splitByHardness(d.vegs)
	serve := "Serve straight from the pan."
	if d.starch != nil && d.starch.in.Category == "produce" {
		hard = append([]*part{d.starch}, hard...) // potatoes and squash roast on the pan
	} else if d.starch != nil {
		serve = fmt.Sprintf("Serve straight from the pan, with the %s.", d.starch.name()) // rice simmers on its own
	}
	for _, a := range d.aromatics {
		if roastsAlone(a) {
			soft = append(soft, a)
		}
	}
	// Everything comes out done together: what takes longest goes in first, and a
	// quick fish or prawn goes in for its own few minutes, not the potatoes' half hour.
	protMin := 0
	if d.protein != nil {
		protMin = hurried(roastMinutes(d.protein.in, d.protein.prep), hurry)
		if m := d.boneInMinutes(d.protein); m > 0 {
			protMin = m // the bone sets the time, not the oven's haste
		}
	}
	vegs := append(append([]*part{}, hard...), soft...)
	vegMin := make([]int, len(vegs))
	total := max(protMin, 12)
	for i, v := range vegs {
		vegMin[i] = d.vegMinutesBy("roast", []*part{v})
		if !smallCut[v.prep] {
			vegMin[i] = hurried(vegMin[i], hurry) // a small cut already counts its own haste
		}
		total = max(total, vegMin[i])
	}
	type stage struct {
		start, latest int // the earliest and latest its parts would go in
		parts         []*part
	}
	var stages []stage
	put := func(start int, ps ...*part) {
		// Parts within 3 minutes of every part already in a stage go in with it; a
		// chain of near neighbours would put the cherry tomatoes in with the sausages.
		for i := range stages {
			if start >= stages[i].latest-3 && start <= stages[i].start+3 {
				stages[i].parts = append(stages[i].parts, ps...)
				stages[i].start, stages[i].latest = min(stages[i].start, start), max(stages[i].latest, start)
				return
			}
		}
		stages = append(stages, stage{start, start, ps})
	}
	for i, v := range vegs {
		put(total-vegMin[i], v)
	}
	if d.protein != nil {
		put(total-protMin, d.protein)
	}
	slices.SortFunc(stages, func(x, y stage) int { return x.start - y.start })
	if len(stages) == 0 {
		stages = []stage{{0, 0, nil}}
	}
	if stages[0].start > 0 {
		total -= stages[0].start // nothing roasts before the first thing goes in
		for i := range stages {
			stages[i].start -= stages[0].start
		}
	}
	main := len(stages) - 1 // the protein's stage, or the last: it carries the seasoning, the garlic and the glaze
	for i, st := range stages {
		if d.protein != nil && containsPart(st.parts, d.protein) {
			main = i
		}
	}
	rest, late, crushed := d.roastAromatics(total - stages[main].start)
	garlic := ifAny(", the ", rest, "")
	// Honey, mustard, soy or miso glaze what roasts: a salty glaze is brushed on when it
	// goes in and again near the end; a sugary one only for the last minutes, since
	// honey or maple burns in a hot oven long before the chicken is done. Never poured
	// on after.
	glaze, sauces, extras := splitGlaze(d.sauces, d.extras)
	allSauces, allExtras := d.sauces, d.extras
	d.sauces, d.extras = sauces, extras // for the finishing step's words; the list keeps all
	acid := d.acid
	defer func() { d.sauces, d.extras, d.acid = allSauces, allExtras, acid }()
	if acid != nil && (len(glaze) > 0 && strings.Contains(acid.in.Name, "vinegar") || acid.in.Name == "balsamic vinegar") {
		// Balsamic, sweet and sticky, glazes a traybake as it finishes roasting.
		// A vinegar sharpens the glaze; splashed neat over roast wings it only tastes raw.
		glaze, d.acid = append(glaze, acid), nil
	}
	glazed := "vegetables"
	if d.protein != nil {
		glazed = d.protein.name()
	}
	if len(glaze) == 1 {
		d.step(1, "Loosen the %s with 1 tbsp water into a glaze.", glaze[0].name())
	} else if len(glaze) > 1 {
		d.step(1, "Whisk the %s together into a glaze.", partNames(glaze))
	}
	// A dish named for its lemon (Greek lemon chicken and potatoes) roasts the potatoes
	// in half the juice; the rest goes over at the end.
	lemonRoast := d.starch != nil && d.starch.in.Category == "produce" && d.acid != nil &&
		strings.HasPrefix(d.acid.in.Name, "lemon") && d.cat != nil && d.cat.names("lemon")
	juiceHerb, lemonWater := "", int(30*math.Round(d.servings))
	if lemonRoast {
		if h := d.find("oregano", "dried oregano", "thyme", "rosemary"); h != nil && !containsPart(stages[main].parts, d.starch) {
			juiceHerb = ", half the " + h.name() // the rest seasons the main, when it goes in on its own
			season = strings.Replace(season, "the "+h.name(), "the rest of the "+h.name(), 1)
		}
	}
	juice := ""
	if lemonRoast {
		for k, e := range d.equipment {
			if e == "rimmed baking sheet" {
				d.equipment[k] = "large roasting tin"
			}
		}
		d.equipment = slices.DeleteFunc(d.equipment, func(e string) bool { return e == "parchment paper" })
		juice = d.acid.name()
		if !strings.HasSuffix(juice, "juice") {
			juice += " juice"
		}
	}
	final := len(stages) - 1
	glazeAgain := len(glaze) > 0 && total-stages[main].start >= 10
	sugary := sugaryGlaze(glaze)
	lastMinutes := 5 // how long the last brushing of glaze roasts
	if sugary {
		glazeAgain, lastMinutes = false, min(sugaryGlazeMinutes, total-stages[main].start)
	}
	for i, st := range stages {
		m := total - st.start
		if i < final {
			m = stages[i+1].start - st.start
		}
		oil := "a little of the " + fat
		switch {
		case len(stages) == 1:
			oil = "the " + fat
		case i == 0:
			oil = "half the " + fat
		case i == final:
			oil = "the remaining " + fat
		}
		// Fillets are brushed and seasoned, never tossed: they break.
		var tossed, brushed []*part
		for _, p := range st.parts {
			if p.in.Category == "seafood" && !p.in.Has(FactShellfish) {
				brushed = append(brushed, p)
			} else {
				tossed = append(tossed, p)
			}
		}
		var b strings.Builder
		if lemonRoast && containsPart(st.parts, d.starch) {
			// Greek lemon potatoes roast in lemon juice, oregano and a little water: they
			// drink it up and turn golden, sharp and soft inside.
			oil += ", half the " + juice + juiceHerb
		}
		switch {
		case len(brushed) == 0:
			fmt.Fprintf(&b, "Toss the %s with %s", partNames(tossed), oil)
		case len(tossed) == 0:
			fmt.Fprintf(&b, "Brush the %s all over with %s", partNames(brushed), oil)
		default:
			fmt.Fprintf(&b, "Toss the %s and brush the %s with %s", partNames(tossed), partNames(brushed), oil)
		}
		switch {
		case i == main && len(brushed) > 0:
			fmt.Fprintf(&b, " and season with %s", strings.TrimPrefix(garlic+", "+season, ", "))
		case i == main:
			fmt.Fprintf(&b, "%s, %s", garlic, season)
		default:
			b.WriteString(" and a pinch of salt")
		}
		switch {
		case i == 0 && lemonRoast:
			// Water poured round the potatoes wants a tin with sides, not a lined sheet.
			b.WriteString(", spread in one layer in a large roasting tin (use two if crowded)")
		case i == 0:
			b.WriteString(", spread in one layer on a lined baking sheet (use two pans if crowded)")
		default:
			b.WriteString(", add to the pan in one layer")
		}
		if lemonRoast && containsPart(st.parts, d.starch) {
			fmt.Fprintf(&b, ", pour %d ml (%s cup) of water around them", lemonWater, formatQty(math.Round(float64(lemonWater)/240*4)/4))
		}
		if i == main && len(glaze) > 0 && !sugary {
			if glazeAgain {
				fmt.Fprintf(&b, ", brush the %s with half the glaze", glazed)
			} else {
				fmt.Fprintf(&b, ", brush the %s with the glaze", glazed)
			}
		}
		if i < final {
			fmt.Fprintf(&b, " and roast at %s for %d minutes.", temp(oven), m)
		} else {
			browned := ""
			switch {
			case slices.ContainsFunc(vegs, func(v *part) bool { return v.role != RoleAromatic }):
				browned = " and the vegetables are browned at the edges"
			case len(vegs) > 0:
				browned = fmt.Sprintf(" and the %s %s browned at the edges", partNames(vegs), isAre(partNames(vegs))) // an onion alone is no "vegetables"
			}
			fmt.Fprintf(&b, " and roast at %s until %s%s, about %d minutes", temp(oven), donenessOrTender(d), browned, m)
			if len(late) > 0 {
				fmt.Fprintf(&b, ", scattering the %s over for the last %d minutes", partNames(late), min(m, 10))
			}
			switch {
			case glazeAgain:
				fmt.Fprintf(&b, ", brushing the rest of the glaze over the %s for the last %d minutes", glazed, lastMinutes)
			case sugary:
				fmt.Fprintf(&b, ", brushing the glaze over the %s for the last %d minutes so it turns sticky without burning", glazed, lastMinutes)
			}
			b.WriteString(".")
		}
		if i == main && m < 35 && d.protein != nil && d.protein.in.Name == "chicken thigh" && d.boneInMinutes(d.protein) == 0 {
			if l := d.pantry[d.protein.in]; l != nil && !strings.Contains(lowered(l.Text), "boneless") {
				// The pantry's "chicken thighs" may be on the bone, which roast twice as long.
				b.WriteString(" (These times are for boneless thighs; thighs on the bone need 40–45 minutes at this heat: roast them from the start.)")
			}
		}
		d.step(m, "%s", b.String())
	}
	finish := "Spoon over any pan juices" // "drizzle" is the lemon's word in the finish
	if len(d.sauces) > 0 {
		finish = "Drizzle with " + sauceOr(d)
	}
	sep := ", "
	if d.acid == nil {
		sep = " and " // "Spoon over any pan juices and season", not a comma before the only verb
	}
	end := d.finishText()
	if lemonRoast {
		end = strings.Replace(end, "the "+d.acid.name(), "the rest of the "+juice, 1)
	}
	d.step(2, "%s%s%s.%s%s", finish, sep, end, d.extrasIn(), ifAny(" Squeeze the soft ", crushed, " out of its skins over everything."))
	d.step(1, "%s%s", serve, d.toppings())
}
