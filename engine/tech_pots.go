package engine

import (
	"fmt"
	"slices"
	"strings"
)

func writePasta(d *dish) {
	// A meat sauce with a tin of tomatoes simmers its meat in the sauce; a slow one (a
	// bolognese) takes the long afternoon it is given, and then the pasta water goes on
	// near the end, not three hours early.
	p := d.protein
	inSauce := p != nil && len(d.liquids) > 0 && (p.in.Category == "meat" || p.in.Category == "poultry") && !cookedAlready(p.in) && !isCured(p.in)
	long := inSauce && d.longSauce
	// In a hurry, a meat sauce cooks its mince, onion and vegetables together in one pan.
	oneWith := d.quick && inSauce && strings.HasPrefix(p.in.Name, "ground ")
	starch := d.starch
	if long {
		d.starch = nil // no pot of water on the stove for the whole afternoon
	}
	d.prep(0)
	d.starch = starch
	fat := d.fatName()
	cook, greens := d.vegs, []*part(nil)
	if len(d.liquids) > 0 {
		cook, greens = wiltOut(d.vegs) // spinach wilts into the finished sauce, not simmered in it
	}
	switch {
	case oneWith:
		d.brownMinceWith(p, fat, append(append([]*part{}, d.aromatics...), cook...))
		cook = nil
	case p != nil && canned(p.in):
		// Canned fish is never fried: it is drained, flaked and folded in at the end.
	case p != nil:
		d.sear(p, fmt.Sprintf("Heat the %s in a large skillet over medium-high heat", fat), "cook", "", "; move to a plate.")
	}
	// Anchovies are not folded in like tuna: they melt into the oil with the garlic and
	// season the whole sauce.
	melts := p != nil && meltsInOil(p.in)
	switch {
	case oneWith:
	case p != nil && !canned(p.in):
		d.aromaticStep("Lower the heat to medium; ")
	default:
		d.meltingAromaticStep(fmt.Sprintf("Heat the %s in a large skillet over medium heat; ", fat)) // heats the fat even alone
	}
	// Wine goes in before the tomatoes and bubbles away; in a hurry, over the vegetables'
	// last minutes.
	var wine, rest []*part
	for _, l := range d.liquids {
		if l.in.Has(FactAlcohol) {
			wine = append(wine, l)
		} else {
			rest = append(rest, l)
		}
	}
	if len(wine) == 0 || len(rest) == 0 {
		wine, rest = nil, d.liquids
	}
	if len(cook) > 0 {
		cook, wilt := greensLast(cook)
		m := d.vegMinutesBy("saute", cook)
		until := untilTender(cook)
		if len(d.liquids) == 0 && slices.ContainsFunc(cook, func(c *part) bool { return c.in.Name == "tomato" }) {
			// Fresh tomatoes are the sauce when there is no tin: they cook down, not to tender.
			m = max(m, tomatoSauceMinutes)
			until = "until the tomatoes collapse into a thick sauce, pressing them with the spoon"
		}
		d.step(m, "Add the %s and cook %s, about %d minutes%s.", partNames(cook), until, m, wilt)
		if len(wine) > 0 && d.quick && m >= 4 {
			d.steps[len(d.steps)-1].Text += fmt.Sprintf(" Pour in the %s for the last 2 minutes and let it bubble until almost gone.", partNames(wine))
			wine = nil
		}
	}
	switch {
	case len(d.liquids) > 0:
		with := ""
		if len(d.sauces) > 0 {
			with = " with the " + partNames(d.sauces)
		}
		if len(wine) > 0 {
			d.step(3, "Pour in the %s and let it bubble until almost gone, about 3 minutes.", partNames(wine))
		}
		simmer := d.sauceMinutes(inSauce, long)
		how := fmt.Sprintf("bring to a simmer and cook for %d minutes until slightly thickened.", simmer)
		switch {
		case long:
			how = fmt.Sprintf("bring to a simmer, then cook on the lowest heat, partly covered, for %s, stirring now and then and adding a splash of water if it catches, until thick and rich.", simmerTime(simmer))
			if _, best := slowSimmerOf(p); simmer < 60 && best != "" {
				how += fmt.Sprintf(" %d minutes makes a good sauce; given the time, it is richer after %s.", simmer, ragùBest(best))
			}
			if d.starch != nil {
				how += fmt.Sprintf(" With 20 minutes to go, bring a large covered pot of %[2]s to the boil for the %[1]s and cook the %[1]s for 9 minutes, until just tender; save 1 cup (240 ml) of the cooking water, then drain.", d.starch.name(), boilingWater(d.starch.name()))
			}
		case simmer >= 20:
			how = fmt.Sprintf("bring to a simmer and cook gently, partly covered and stirring now and then, for %d minutes until thick.", simmer)
			if _, best := slowSimmerOf(p); inSauce && best != "" && d.req.TimeAvailable > 0 {
				how += fmt.Sprintf(" %d minutes makes a good sauce; given the time, it is richer after %s.", simmer, ragùBest(best))
			}
		}
		if inSauce && !oneWith {
			d.step(simmer, "Return the %s, pour in the %s%s, %s%s", p.name(), partNames(rest), with, how, d.extrasIn())
		} else {
			// Into the pan by name: a step that also cooks pasta must not read as
			// tomatoes into its water.
			d.step(simmer, "Pour the %s%s into the pan, %s%s", partNames(rest), with, how, d.extrasIn())
		}
		if len(greens) > 0 {
			d.wiltIn(greens, "")
		}
	case len(d.sauces) > 0:
		d.step(1, "Stir in the %s.%s", partNames(d.sauces), d.extrasIn())
	default:
		if x := d.extrasIn(); x != "" {
			d.step(1, "%s", strings.TrimSpace(x))
		}
	}
	pasta := "pasta"
	if d.starch != nil {
		pasta = d.starch.name()
	}
	if !long {
		// The water has been heating since the start; the pasta cooks as the sauce finishes.
		d.cookStarch()
	}
	cheese := ""
	if len(d.garnishes) > 0 && d.garnishes[0].in.Category == "dairy" && !meltingCheese[d.garnishes[0].in.Name] {
		// A grating cheese is tossed through; mozzarella goes on torn at the end, not
		// strung out over the heat.
		cheese = " and half the " + d.garnishes[0].name()
	}
	back := "" // the vegetables are in the pan already; only the protein went to a plate
	if p != nil && !inSauce && !melts {
		back = ", the " + p.name()
	}
	d.step(2, "Add the drained %s%s%s and a splash of the cooking water; toss over the heat for 1–2 minutes until the sauce clings. Then %s.",
		pasta, back, cheese, d.finishText())
	// Mozzarella melts into the hot pasta in the pan, off the heat: torn cold over the
	// bowls it stays a cold lump on a hot dish.
	garnishes := d.garnishes
	var melt []*part
	for _, g := range d.garnishes {
		if meltingCheese[g.in.Name] {
			melt = append(melt, g)
		}
	}
	if len(melt) > 0 {
		d.steps[len(d.steps)-1].Text += fmt.Sprintf(" Take the pan off the heat, scatter the %s over, cover and leave for 2 minutes, until it melts into the %s.", partNames(melt), pasta)
		d.steps[len(d.steps)-1].Minutes += 2
		d.garnishes = withoutParts(d.garnishes, melt)
		defer func() { d.garnishes = garnishes }()
	}
	if d.quick {
		d.steps[len(d.steps)-1].Text += " Serve in warm bowls." + d.toppings() // in a hurry, straight from the pan
	} else {
		d.step(1, "Serve in warm bowls.%s", d.toppings())
	}
}

// brownMinceWith browns mince in a skillet and cooks the onion and vegetables in with
// it after 3 minutes, as a cook in a hurry makes a meat sauce: one pan, one step.
func (d *dish) brownMinceWith(p *part, fat string, together []*part) {
	d.brownMinceIn(p, fat, together, "a large skillet")
}

// brownMinceIn is brownMinceWith in the pan named ("a heavy pot" for a chili).
func (d *dish) brownMinceIn(p *part, fat string, together []*part, pan string) {
	m := searMinutes(p.in)
	if len(together) == 0 {
		d.step(m+1, "Heat the %s in %s over medium-high heat. Brown the %s, breaking it up with a spoon, until %s, about %d minutes.%s", fat, pan, p.name(), doneness(p.in), m, spicesLast(d.realSpices()))
		return
	}
	soft := "" // garlic alone softens in a minute
	if firm := withoutParts(together, d.where(func(a *part) bool { return a.in.Name == "garlic" || a.in.Category != "produce" })); len(firm) > 0 {
		m, soft = max(m, 3+d.vegMinutesBy("saute", firm)), " and the vegetables are soft"
		if len(firm) == 1 {
			soft = fmt.Sprintf(" and the %s is soft", firm[0].name()) // a jalapeño alone is no "vegetables"
		}
	}
	d.step(m+1, "Heat the %s in %s over medium-high heat. Add the %s and brown it, breaking it up with a spoon, for 3 minutes; add the %s and cook together, stirring now and then, until the meat is %s%s, about %d minutes more.%s",
		fat, pan, p.name(), partNames(together), doneness(p.in), soft, m-3, spicesLast(d.realSpices()))
}

// spicesLast stirs the spices into a pan for its last half minute.
func spicesLast(spices []*part) string {
	if len(spices) == 0 {
		return ""
	}
	return fmt.Sprintf(" Stir in the %s for the last 30 seconds.", partNames(spices))
}

// sauceMinutes is how long a pasta's tomato sauce simmers: the dish's own unattended
// time (a bolognese's half hour), cut to what the time available leaves, never under 8;
// a slow meat sauce given the afternoon takes 90 minutes to 3 hours of it.
func (d *dish) sauceMinutes(inSauce, long bool) int {
	m := 8
	if d.cat != nil && inSauce && !d.quick {
		m = max(m, d.cat.passive)
	}
	if d.req.TimeAvailable <= 0 {
		return m
	}
	sofar := 0
	for _, s := range d.steps {
		sofar += s.Minutes
	}
	left := d.req.TimeAvailable - sofar - 3 // the toss and the serving
	if long {
		// The pasta cooks in the sauce's last 20 minutes.
		if left > 60 {
			left = 60 + (left-60)/15*15
		}
		return max(min(left/5*5, 180), m)
	}
	return max(min(m, left), 8)
}

func writeCurry(d *dish) {
	if greens := d.palakGreens(); len(greens) > 0 {
		writePalak(d, greens)
		return
	}
	// A tin of tomatoes taken as the curry's vegetable is its sauce: it goes in as the liquid.
	for _, v := range d.vegs {
		if tomatoLiquid(v.in) {
			v.role, v.prep = RoleLiquid, ""
			d.liquids = append(d.liquids, v)
		}
	}
	d.vegs = withoutParts(d.vegs, d.liquids)
	// Yoghurt boiled in the sauce splits: it marinates the meat and goes in off the heat.
	var curd []*part
	for _, l := range d.liquids {
		if splitsWhenBoiled(l.in) {
			curd = append(curd, l)
		}
	}
	if len(curd) == 0 {
		// The cook's greek yoghurt stands in for the plain yoghurt a tikka masala is
		// named for: it marinates the meat too, not spooned on top.
		for p := range d.eachPart {
			if splitsWhenBoiled(p.in) && p.role == RoleGarnish && d.cat != nil && d.cat.isSig(p.in) {
				p.role = RoleLiquid
				curd = append(curd, p)
				d.garnishes, d.extras = withoutParts(d.garnishes, curd), withoutParts(d.extras, curd)
				break
			}
		}
	}
	d.liquids = withoutParts(d.liquids, curd)
	defer func() { d.liquids = append(d.liquids, curd...) }() // still on the list
	// Single cream boiled with the tomatoes splits: it is stirred in at the end.
	var thin []*part
	for _, l := range d.liquids {
		if thinCreams[l.in.Name] && len(d.liquids) > 1 {
			thin = append(thin, l)
		}
	}
	d.liquids = withoutParts(d.liquids, thin)
	defer func() { d.liquids = append(d.liquids, thin...) }()
	d.prep(0)
	marinated := d.curdMarinade(curd)
	d.cookStarch()
	fat := d.fatName()
	d.aromaticStep(fmt.Sprintf("Heat the %s in a large saucepan over medium heat; ", fat))
	sauces := d.fryPastes()
	roux, sauces := splitRoux(sauces)
	if roux != nil {
		// A block of roux thickens about seven times its weight of water (the box's
		// 100 g to 700 ml): the pot's water is topped up to that.
		for _, l := range d.liquids {
			if l.in.Name == "water" {
				l.grams = max(l.grams, 7*roux.grams)
			}
		}
	}
	liquid := "water"
	if len(d.liquids) > 0 {
		liquid = partNames(d.liquids)
	}
	simmer := 15
	// Pieces of chicken or pork poach in coconut milk, as in a Thai curry; elsewhere
	// meat is seared first.
	poach := false
	for _, l := range d.liquids {
		poach = poach || l.in.Name == "coconut milk"
	}
	if !poach {
		// Without coconut milk the sauce is built on fresh tomato cooked down with the
		// onion and spices (a masala), not on tomato warmed through at the end.
		var base, rest []*part
		for _, v := range d.vegs {
			if v.in.Name == "tomato" || v.in.Name == "cherry tomato" || v.in.Name == "roma tomato" {
				base = append(base, v)
			} else {
				rest = append(rest, v)
			}
		}
		if len(base) > 0 {
			d.step(6, "Add the %s and cook, stirring and mashing, until it collapses into a thick sauce and the oil glistens at the edges, 5–6 minutes.", plurals(base))
			defer func(all []*part) { d.vegs = all }(d.vegs)
			d.vegs = rest
		}
	}
	if p := d.protein; p != nil {
		simmer = max(12, min(braiseMinutes(p.in), 30))
		if d.longBraise() {
			simmer = braiseMinutes(p.in) // lamb shoulder or beef chuck is tender in its own time, not in 30 minutes
		}
		if p.in.Category == "seafood" {
			simmer = 10
			if d.quick {
				simmer = 5 // the sauce only needs to take on the paste: the seafood cooks in minutes
			}
		}
		land := p.in.Category == "meat" || p.in.Category == "poultry"
		poach = poach && land && braiseMinutes(p.in) < 60 && !cookedAlready(p.in) // cooked chicken only warms through at the end
		if poach {
			simmer = 12
			if edibleShare(p.in) < 1 {
				simmer = braiseMinutes(p.in) // drumsticks poach whole on the bone: 40 minutes, not 12
			}
			if d.quick && p.prep == "cut into 2 cm (3/4 in) pieces" {
				// In a hurry: smaller pieces poach in less time.
				p.prep, simmer = "cut into 1.5 cm (5/8 in) pieces", 9
			}
		}
		if d.quick && land && !poach && !d.longBraise() && strings.Contains(p.prep, "pieces") && simmer > 20 {
			simmer = 20 // bite-size chicken thigh is cooked through and tender in 20 minutes of simmering
		}
		if d.quick && p.in.Category == "poultry" && !poach && !cookedAlready(p.in) && strings.Contains(p.prep, "2 cm") {
			// Chicken cut small and browned first is cooked through in the sauce in 10
			// minutes (breast) or 12 (thigh): a tikka masala for a weeknight half hour.
			simmer = min(simmer, 12)
			if braiseMinutes(p.in) <= 15 {
				simmer = 10
			}
		}
		if land && !cookedAlready(p.in) && !poach {
			shake := ""
			switch {
			case marinated && d.quick:
				shake = fmt.Sprintf(", turned first in half the %s with a good pinch of salt%s,", partNames(curd), d.pinchOfSpice())
			case marinated:
				shake = ", shaking off the marinade,"
			}
			d.step(5, "Add the %s%s and cook, turning, until no longer pink outside, about 5 minutes.", p.name(), shake)
		}
	}
	hard, soft, late := splitForSimmer(d.vegs)
	if p := d.protein; d.quick && p != nil && p.in.Category == "seafood" {
		// In a hurry the vegetables simmer in the sauce from the start and the seafood
		// goes in for its last few minutes.
		rest, greens := wiltOut(soft)
		hard, soft = append(hard, rest...), greens
	}
	if p := d.protein; d.quick && p != nil && len(hard) == 0 && !needsCooking(p.in) && braiseMinutes(p.in) <= 15 {
		// Tofu, paneer or canned chickpeas only need to heat through and take the sauce;
		// a raw potato or squash as the main still simmers until tender.
		simmer = 6
		if vc := vegTable[p.in.Name]; vc != nil && vc.minutes["simmer"] > simmer {
			simmer = vc.minutes["simmer"]
		}
	}
	var roots []*part // with a long braise the roots go in for its last 25 minutes, or they fall apart
	if d.longBraise() && len(hard) > 0 {
		roots, hard = hard, nil
	}
	seasoning := "a pinch of salt"
	if len(sauces) > 0 {
		seasoning = "the " + partNames(sauces)
	}
	with := " with " + seasoning
	if roux != nil && len(sauces) == 0 {
		with = "" // the roux salts the pot
	}
	fruit, toast := d.potFruitAndNuts()
	if fruit != "" {
		liquid += " and " + fruit
	}
	if beans := d.simmerBeans(); beans != "" {
		liquid += " and " + beans
	}
	simmerAt := len(d.steps)
	defer func() { d.toastWhile(toast, simmerAt) }()
	text := fmt.Sprintf("Pour in the %s%s and bring to a gentle simmer", liquid, with)
	var adds []string
	if len(hard) > 0 {
		adds = append(adds, "the "+partNames(hard))
	}
	if p := d.protein; p != nil && (poach || p.in.Category != "meat" && p.in.Category != "poultry" && p.in.Category != "seafood") {
		adds = append(adds, "the "+p.name())
	}
	if x := strings.TrimPrefix(d.simmerWith(), " and "); x != "" {
		adds = append(adds, x)
	}
	if len(adds) > 0 {
		text += ", add " + listNames(adds)
	}
	if rest, greens := wiltOut(soft); d.quick && poach && len(rest) > 0 && late <= 5 {
		// In a hurry the tender vegetables (bamboo shoots, peppers) go in with the meat;
		// tender greens still wilt at the end.
		adds = append(adds, "the "+partNames(rest))
		text = fmt.Sprintf("Pour in the %s%s and bring to a gentle simmer, add %s", liquid, with, listNames(adds))
		soft = greens
	}
	switch {
	case poach && len(soft) > 0:
		// The vegetables go in part-way, so they finish with the meat.
		first := max(simmer-late, 3)
		if d.protein == nil {
			first = 3 // nothing but the vegetables to cook: the sauce only comes together
		}
		d.step(first, "%s, and simmer gently, partly covered, for %d minutes, stirring now and then.", text, first)
		late = max(late, simmer-first)
	case poach && d.protein != nil:
		d.step(simmer, "%s, and simmer gently, partly covered, until the %s is %s, about %d minutes, stirring now and then.", text, d.protein.name(), doneness(d.protein.in), simmer)
	case d.longBraise():
		first := simmer
		if len(roots) > 0 {
			first = simmer - 25
		}
		d.step(first, "%s, then cover and simmer very gently for %d minutes, stirring now and then.", text, first)
		d.markSlow(first, simmer-first)
		if len(roots) > 0 && d.protein != nil {
			d.step(25, "Add the %s and keep simmering, covered, until the %s is tender and the vegetables are cooked, about 25 minutes.", partNames(roots), d.protein.name())
		}
	default:
		d.step(simmer, "%s, and simmer, partly covered, for %d minutes, stirring now and then.", text, simmer)
		d.markSlow(simmer, 0) // a keema takes the time it is given; chicken does not
	}
	until := "just cooked"
	if p := d.protein; poach && len(soft) > 0 && p != nil && (p.in.Category == "meat" || p.in.Category == "poultry") && !cookedAlready(p.in) {
		until += " and the " + p.name() + " is " + doneness(p.in) // the meat poached beside them is done with them
	}
	if roux != nil {
		// A Japanese curry roux thickens in minutes and catches if it simmers long: it
		// goes in off the heat and melts before the pot goes back on, before what cooks
		// in a minute or two (fish, greens, sprouts) so they are not simmered past done.
		d.step(7, "Take the pot off the heat, break in the %s and stir until it melts, then return to low heat and simmer, stirring often so it does not catch, until thick and glossy, 5 minutes.", roux.name())
	}
	d.finishInPot("Add", until, soft, late)
	if len(thin) > 0 {
		d.step(2, "Stir in the %s and warm through over low heat without letting it boil, 1–2 minutes.", partNames(thin))
	}
	rest := "the "
	if marinated {
		rest = "the rest of the "
	}
	d.finishCurry(curd, rest)
}

func writeSoup(d *dish) {
	if d.cat != nil && d.cat.smooth {
		writeSmoothSoup(d)
		return
	}
	bone := d.hamBone()
	d.prep(0)
	boneName := d.hamBoneName(bone)
	if bone != nil {
		bone.prep = "on the bone (the meat still on the " + boneName + ")"
		if boneName == "ham bone" {
			bone.prep = "on the bone (the meat still on a leftover ham bone)"
		}
	}
	fat := d.fatName()
	if p := d.protein; p != nil && curedSausage[p.in.Name] != "" {
		// Cured chorizo or salami is fried in the dry pot for its fat, which the onion then cooks in.
		d.step(5, "Heat a little of the %s in a large pot over medium heat and fry the %s until %s, 3–4 minutes.", fat, p.name(), doneness(p.in))
		d.aromaticStep("Lower the heat a little; ")
	} else if p != nil && (p.in.Category == "meat" || p.in.Category == "poultry") && !cookedAlready(p.in) {
		if b := potBatches(p.grams); b > 1 {
			d.step(5*b+1, "Heat the %s in a large pot over medium-high heat and brown the %s in %d batches, 5 minutes a batch, moving each to a plate; it goes back in with the liquid and finishes cooking in the soup.", fat, p.name(), b)
		} else {
			d.step(6, "Heat the %s in a large pot over medium-high heat and brown the %s for 5 minutes; it finishes cooking in the soup.", fat, p.name())
		}
		d.aromaticStep("Lower the heat to medium; ")
	} else {
		d.aromaticStep(fmt.Sprintf("Heat the %s in a large pot over medium heat; ", fat))
	}
	sauces := d.fryPastes()
	liquid := "water"
	if len(d.liquids) > 0 {
		liquid = partNames(d.liquids)
	}
	hard, soft, late := splitForSimmer(d.vegs)
	// Celery, leek and fennel are a soup's base: they simmer from the start with the roots.
	for i := 0; i < len(soft); i++ {
		if n := soft[i].in.Name; n == "celery" || n == "leek" || n == "fennel" {
			hard = append(hard, soft[i])
			soft = append(soft[:i:i], soft[i+1:]...)
			i--
		}
	}
	simmer := 15
	if d.quick {
		simmer = 10 // in a hurry the vegetables are cut small and the stock is already made
	}
	if len(hard) > 0 {
		simmer = max(simmer, d.vegMinutesBy("simmer", hard))
	}
	if p := d.protein; p != nil && (p.in.Category == "legumes" || p.in.Category == "meat" || p.in.Category == "poultry") {
		simmer = max(simmer, min(braiseMinutes(p.in), 30))
		if p.in.Category == "legumes" {
			simmer = max(simmer, braiseMinutes(p.in)) // split peas need their 45 minutes
		}
		if p.in.Category == "poultry" {
			simmer = min(simmer, 20) // bite-size pieces are done in 20 minutes
		}
	}
	if bone != nil {
		simmer = max(simmer, 45) // the bone gives its flavour over the long simmer
	}
	var roots []*part // with a long braise the roots go in for its last 25 minutes
	if d.longBraise() {
		simmer = braiseMinutes(d.protein.in)
		roots, hard = hard, nil
	}
	what := []string{}
	if len(hard) > 0 {
		what = append(what, "the "+partNames(hard))
	}
	if p := d.protein; p != nil && p.in.Category != "seafood" && !(p.in.Category == "meat" || p.in.Category == "poultry") {
		what = append(what, "the "+p.name())
	}
	if bone != nil {
		what = append(what, "the "+boneName)
	}
	add := ""
	if len(what) > 0 {
		add = " with " + listNames(what)
	}
	first := simmer
	if len(roots) > 0 {
		first = simmer - 25
	}
	seasoned := ""
	if len(sauces) > 0 {
		seasoned = " and the " + partNames(sauces)
	}
	boil := d.potToBoil()
	d.step(first+boil, "Add the %s%s%s, bring to a boil (about %d minutes), then simmer, partly covered, for %d minutes.", liquid, add, seasoned, boil, first)
	if len(roots) > 0 {
		d.step(25, "Add the %s and keep simmering until the %s is tender and the vegetables are cooked, about 25 minutes.", partNames(roots), d.protein.name())
	}
	if bone != nil {
		d.step(5, "Lift out the %s, pull the meat off it in shreds (discard the bone, skin and fat) and stir the meat back into the pot.", boneName)
	}
	side := d.starchInSoup()
	d.finishInPot("Add", "tender", soft, late)
	d.step(1, "Off the heat, %s.", d.finishText())
	d.step(1, "Ladle into bowls.%s%s", d.toppings(), side)
}

// starchInSoup cooks a soup's pasta, rice or barley in the pot; bread is served beside
// it, and the returned text says so.
func (d *dish) starchInSoup() string {
	s := d.starch
	switch {
	case s == nil:
		return ""
	case s.in.Category == "bakery":
		return " Serve with the " + s.name() + "."
	case s.in.Name == "cooked rice":
		d.step(2, "Stir in the cooked rice and let it heat through, 2 minutes.")
		return ""
	}
	m := 9
	switch {
	case s.in.Name == "pearl barley" || s.in.Name == "brown rice" || s.in.Name == "wild rice" || s.in.Name == "farro":
		m = 30
	case strings.Contains(s.in.Name, "rice") && !strings.Contains(s.in.Name, "noodle") || s.in.Name == "quinoa":
		m = 16
	case s.in.Name == "orzo" || strings.Contains(s.in.Name, "noodle"):
		m = 7
	}
	d.step(m, "Add the %s and simmer, stirring now and then so nothing sticks, until tender, about %d minutes; add a splash of water if the soup gets too thick.", s.name(), m)
	return ""
}

// cookedAlready is a protein bought cooked: it only needs warming through.
func cookedAlready(in *Ingredient) bool {
	return strings.HasPrefix(in.Name, "cooked") || in.Name == "smoked salmon" || in.Name == "smoked mackerel" || in.Name == "ham" || in.Name == "corned beef" || in.Name == "deli turkey" || in.Name == "crab meat" || in.Name == "fish cake" // cooked ham and corned beef, picked crab and fish cakes are warmed, never cooked to a safe heat again
}

// finishInPot writes the step for what goes into a simmering pot last: the soft
// vegetables for their late minutes, and seafood or cooked meat only for the few it
// needs (shrimp for 3, not 8); nothing when nothing goes in late.
func (d *dish) finishInPot(verb, until string, soft []*part, late int) {
	p := d.protein
	if p != nil && !(p.in.Category == "seafood" || cookedAlready(p.in)) {
		p = nil
	}
	extras := d.extrasIn()
	soft, greens := wiltOut(soft)
	if len(greens) > 0 {
		defer d.wiltIn(greens, "")
	}
	switch {
	case len(soft) == 0 && p == nil:
		if in := d.stirIns(); len(in) > 0 {
			d.step(5, "Stir in the %s and let it simmer gently for 5 minutes so everything heats through.", partNames(in))
		}
	case p == nil:
		d.step(late, "%s the %s and simmer until %s, about %d minutes.%s", verb, partNames(soft), until, late, extras)
	case len(soft) == 0 && p.prep == wholePrep && p.in.Category == "seafood" && !p.in.Has(FactShellfish):
		// Fillets cooked whole are laid in, not stirred: stirred, they break into flakes.
		m := lastMinutes(p.in) + 1
		lead := "Season"
		if extras != "" {
			lead = strings.TrimSpace(extras) + " Season" // what is stirred goes in before the fish, which is left alone
		}
		d.step(m, "%s the %s and nestle it into the pot, spoon a little of the sauce over, cover and simmer gently until %s, about %d minutes.", lead, p.name(), simmerDoneness(p.in), m)
	case len(soft) == 0:
		m := lastMinutes(p.in)
		d.step(m, "%s the %s and simmer until %s, about %d minutes.%s", verb, p.name(), simmerDoneness(p.in), m, extras)
	default:
		m := lastMinutes(p.in)
		if m >= late {
			d.step(m, "%s the %s and the %s and simmer until %s, about %d minutes.%s", verb, p.name(), partNames(soft), simmerDoneness(p.in), m, extras)
			return
		}
		d.step(late, "%s the %s and simmer for %d minutes, adding the %s for the last %d, until it is %s.%s",
			verb, partNames(soft), late, p.name(), m, simmerDoneness(p.in), extras)
	}
}

// wiltOut takes the tender greens (spinach, watercress) out of what goes into a pot:
// they wilt in its last minutes, never simmer with the rest.
func wiltOut(parts []*part) (rest, greens []*part) {
	for _, v := range parts {
		if wilts(v.in) {
			greens = append(greens, v)
		} else {
			rest = append(rest, v)
		}
	}
	return rest, greens
}

// wiltIn writes the step that stirs tender greens into a hot pot or pan for their
// last 1–2 minutes; heat says how ("over low heat"), "" for the pot as it is.
func (d *dish) wiltIn(greens []*part, heat string) {
	if heat != "" {
		heat = " " + heat
	}
	d.step(2, "Stir in the %s%s, a handful at a time, until just wilted, 1–2 minutes.", partNames(greens), heat)
}

// lastMinutes is how long seafood or cooked meat needs in a simmering pot.
func lastMinutes(in *Ingredient) int {
	if cookedAlready(in) && in.Category != "canned-jarred" {
		return 2 // cooked prawns or chicken only warm through: longer, they turn rubbery or stringy
	}
	switch in.Name {
	case "shrimp", "scallops", "squid":
		return 3
	}
	return 5
}

// withoutParts is parts less those in drop.
func withoutParts(parts, drop []*part) []*part {
	var out []*part
	for _, p := range parts {
		if !containsPart(drop, p) {
			out = append(out, p)
		}
	}
	return out
}

func containsPart(parts []*part, p *part) bool {
	for _, q := range parts {
		if q == p {
			return true
		}
	}
	return false
}

// startedAlone reports whether p has been cooking on its own since the start (rice
// simmering in its own pan).
func (d *dish) startedAlone(p *part) bool {
	for _, w := range d.waits {
		if w.what == p.name() {
			return true
		}
	}
	return false
}

// isSig reports whether in is one of the dish's signature foods, or a stand-in for one.
func (c *catDish) isSig(in *Ingredient) bool {
	for _, s := range c.sig {
		if s.in == in || slices.Contains(s.alts, in) {
			return true
		}
	}
	return false
}

// tomatoSauceMinutes is how long fresh tomatoes take to cook down into a pasta sauce.
const tomatoSauceMinutes = 8

// meltingAromaticStep is aromaticStep with a melting fish (anchovies) as the dish's main
// cooked in with the garlic: stirred and broken up until it melts into the oil.
func (d *dish) meltingAromaticStep(after string) {
	p := d.protein
	if p == nil || !meltsInOil(p.in) {
		d.aromaticStep(after)
		return
	}
	d.aromatics = append(d.aromatics, p)
	d.aromaticStep(after)
	d.aromatics = d.aromatics[:len(d.aromatics)-1]
	s := &d.steps[len(d.steps)-1]
	if t := strings.Replace(s.Text, "and cook, stirring, until softened and fragrant", "and cook, stirring and breaking up the "+p.name()+", until they melt into the oil", 1); t != s.Text {
		s.Text = t
	} else {
		s.Text += fmt.Sprintf(" Break up the %s with the spoon until they melt into the oil.", p.name())
	}
}

// meltsInOil is a fish that seasons a sauce by melting into the hot oil (anchovies),
// not one folded in at the end.
func meltsInOil(in *Ingredient) bool { return in.Name == "anchovies" }

// hamBoneName is what the pantry calls the bone a soup simmers on: a ham hock or shank
// is named as bought, not as a leftover bone.
func (d *dish) hamBoneName(bone *part) string {
	switch {
	case bone == nil:
		return ""
	case d.pantrySays(bone, "hock"):
		return "ham hock"
	case d.pantrySays(bone, "shank"):
		return "ham shank"
	}
	return "ham bone"
}

// hamBone is the ham a soup simmers on its bone, when the pantry's line is a ham bone
// or hock: it goes in whole with the liquid and its meat is pulled off at the end.
func (d *dish) hamBone() *part {
	h := d.find("ham")
	if h == nil || !h.fromPantry {
		return nil
	}
	if !d.pantrySays(h, "bone", "hock", "shank") {
		if h != d.protein {
			d.size(h, 50) // diced ham seasons a soup: it is not its main
		}
		return nil
	}
	d.size(h, 30) // the meat a leftover bone still holds, shared out
	h.prep = ""   // nothing to cut: the bone goes in whole
	if d.simmered == nil {
		d.simmered = map[*part]bool{}
	}
	d.simmered[h] = true
	return h
}
