package engine

import (
	"fmt"
	"regexp"
	"strings"
)

// ovenUpAndRoast finds "Turn the oven up to 220°C (425°F) and roast uncovered": the
// last blast of heat of a low bake.
var ovenUpAndRoast = regexp.MustCompile(`Turn the oven up to [^.]*?\) and (?:roast|bake)(?: uncovered)?`)

// returnToPan finds "Return the pork loin to the pan": the pan a dry method no longer uses.
var returnToPan = regexp.MustCompile(`Return the ([^,.;]+?) to the (?:pan|wok|skillet)`)

// Methods are the accepted target_method values.
var Methods = []string{"oven", "stovetop", "air-fryer", "slow-cooker", "pressure-cooker", "grill", "microwave"}

// methodNoun names a cooking method as the subject of a sentence.
var methodNoun = map[string]string{"oven": "the oven", "stovetop": "the stovetop", "air-fryer": "an air fryer",
	"slow-cooker": "a slow cooker", "pressure-cooker": "a pressure cooker", "grill": "a grill", "microwave": "a microwave"}

// methodIn is where food cooks by a method: "in an air fryer", "on a grill".
var methodIn = map[string]string{"oven": "in the oven", "stovetop": "on the stovetop", "air-fryer": "in an air fryer",
	"slow-cooker": "in a slow cooker", "pressure-cooker": "in a pressure cooker", "grill": "on a grill", "microwave": "in a microwave"}

// adaptFried moves a fried dish to the air fryer or the oven where it stands (unfry).
func adaptFried(d Dish, target, src string, prep int) *Transformed {
	changes, fried, total := d.unfry(target, "cooked "+methodIn[target]+" now, with a little oil instead of a pot of it")
	if target == "air-fryer" {
		more, m := d.chipsInTheBasket()
		changes, total = append(changes, more...), total+m
	}
	equipment := []string{"rimmed baking sheet", "parchment paper", "pastry brush"}
	if target == "air-fryer" {
		equipment = []string{"air fryer", "pastry brush"}
	}
	changes = append([]Change{{From: fmt.Sprintf("%s, %d minutes", src, fried), To: fmt.Sprintf("%s, %d minutes", target, total),
		Reason: d.methodReason(src, target, "dry")}}, changes...)
	r := d.result(changes)
	r.Method = target
	r.Timing = &Timing{PrepMinutes: prep, CookMinutes: total, TotalMinutes: prep + total}
	r.Summary = retimed(r.Summary, r.Timing.TotalMinutes)
	r.Equipment = equipment
	return r
}

// dryMinutes is how long the air fryer, the oven or the grill takes for what a pan did
// in cook minutes; bone-in pieces get their time whatever the pan took. What a low oven
// braised for hours (ribs in foil) is done in the air fryer's or the grill's fierce heat
// in at most 35 minutes, a whole bird in 55.
func dryMinutes(target string, cook int, d *Dish) int {
	m, least := cook, 0
	switch target {
	case "air-fryer":
		m, least = max(8, cook*3/4), 22
	case "oven":
		m, least = max(20, cook*13/10), 35
	case "grill":
		m, least = max(8, cook*7/10), 25
	}
	if d.boneIn() {
		m = max(m, least)
	}
	if most := map[string]int{"air-fryer": 10, "grill": 10, "oven": 12}[target]; d.onlyFish() {
		m = min(m, most) // a fillet flakes in minutes; longer and it dries
	}
	if most := map[string]int{"air-fryer": 7, "grill": 5, "oven": 8}[target]; d.onlyShellfish() {
		m = min(m, most) // shrimp are pink in minutes; 20 minutes in a hot oven is rubber
	}
	if whole := map[string]int{"air-fryer": 15, "grill": 12, "oven": 20}[target]; d.wholePoultry() {
		m = max(m, whole) // a whole breast needs its time to reach 74°C, whatever a pan's figure read
	}
	if target == "air-fryer" || target == "grill" {
		most := 35
		if d.wholeBird() {
			most = 55
		}
		m = min(m, most)
	}
	return m
}

// wholeBird reports whether the dish cooks a whole chicken or other bird.
func (d *Dish) wholeBird() bool {
	for _, it := range d.Items {
		if it.Ingredient != nil && it.Grams > 0 && strings.HasPrefix(it.Ingredient.Name, "whole ") && it.Ingredient.Category == "poultry" {
			return true
		}
	}
	return false
}

// boneIn reports whether the dish cooks bone-in pieces, which need their time whatever
// the method: drumsticks, wings, chops.
func (d *Dish) boneIn() bool {
	for _, it := range d.Items {
		if it.Grams > 0 && it.boneIn() {
			return true
		}
	}
	return false
}

// boneIn reports whether the item is bought on the bone.
func (it Item) boneIn() bool {
	in := it.Ingredient
	if in == nil {
		return false
	}
	t := lowered(it.Text)
	switch in.Name {
	case "pork chop", "lamb chops":
		return !strings.Contains(t, "boneless") // a boneless chop cooks as a steak does
	case "chicken drumstick", "chicken wings", "whole chicken", "short ribs", "lamb shanks", "oxtail", "duck legs", "rabbit":
		return true
	}
	return in.Name == "chicken thigh" && !strings.Contains(t, "boneless") && !strings.Contains(t, "pieces")
}

// AdaptMethod rewrites the cooking steps for another method by known conversion rules,
// with new timing and equipment, or refuses an adaptation that cannot work.
func AdaptMethod(d Dish, target string) (*Transformed, error) {
	facts := &stepFacts{steps: make([]stepFact, 0, len(d.Steps)+4)}
	d.markContinued(facts)
	src, kind := d.sourceMethodOf(facts), d.kindOf(facts)
	if src == target {
		prep, cook := d.cookMinutesOf(facts)
		same := d.clone()
		r := same.result(nil)
		r.Method = target
		r.Timing = &Timing{PrepMinutes: prep, CookMinutes: cook, TotalMinutes: prep + cook}
		r.Summary = retimed(r.Summary, r.Timing.TotalMinutes)
		r.Equipment = methodEquipment[target]
		r.Note = fmt.Sprintf("The recipe is already cooked by %s; nothing needed changing.", methodPhrase[target])
		return r, nil
	}
	if (target == "slow-cooker" || target == "pressure-cooker") && d.layeredStew(src) {
		return d.layeredStewMoved(src, target), nil
	}
	if why := d.layeredRefusal(src, target, facts); why != "" {
		return nil, &TransformError{Field: "target_method", Reason: why}
	}
	if d.shapedLoaf(src) {
		if why := shapedLoafRefusal(target); why != "" {
			return nil, &TransformError{Field: "target_method", Reason: why}
		}
		return d.loafInAirFryer(src), nil
	}
	if d.batterBake(src) {
		if why := batterBakeRefusal(target); why != "" {
			return nil, &TransformError{Field: "target_method", Reason: why}
		}
		return d.batterInAirFryer(src), nil
	}
	if d.eggBake(src) {
		if why := d.eggBakeRefusal(target); why != "" {
			return nil, &TransformError{Field: "target_method", Reason: why}
		}
		return d.eggBakeMoved(src, target), nil
	}
	if d.sauceBake(src) {
		if why := sauceBakeRefusal(target, d.pastaBake()); why != "" {
			return nil, &TransformError{Field: "target_method", Reason: why}
		}
		return d.sauceBakeOnHob(src), nil
	}
	if why := refusal(kind, target, &d, facts); why != "" {
		return nil, &TransformError{Field: "target_method", Reason: why}
	}
	prep, _ := d.cookMinutesOf(facts)
	var fryChanges []Change
	if d.fries() {
		d = d.clone()
		// Only food fried in a pot of oil takes the unfried path; bacon fried for a stew
		// or onions fried for a curry move with the rest of the cooking.
		if (target == "air-fryer" || target == "oven") && d.deepFries() {
			return adaptFried(d, target, src, prep), nil
		}
		// The new method does not fry: the pot of oil and the step heating it go.
		fryChanges, _ = d.dropFrying(d.fryingOils(), "", methodNoun[target]+" needs only a little oil, not a pot of it")
	} else {
		// Nothing changes the items from here on, and the new steps are a new list:
		// the dish needs no copy, only its own memo.
		d.lows = nil
	}
	foods := d.cookedFoods()
	// Which steps the new method takes over: in a wet dish, all the cooking (the pot
	// moves); in a dry one, only the steps that cook the main foods, so a sauce or the
	// pasta water stays where it was.
	replaced := make([]bool, len(d.Steps))
	first, cook, kept := -1, 0, 0
	mainWords := append(append(append([]string{}, foods.protein...), foods.vegs...), d.proteinKindWords()...)
	for i, s := range d.Steps {
		if !facts.heat(s.Text) {
			continue
		}
		m := facts.stepMinutes(s)
		if kind == "wet" || mentionsAny(strings.ReplaceAll(s.Text, "fish sauce", "sauce"), mainWords) && facts.classes(s.Text)&classDry != 0 {
			replaced[i] = true
			cook += m
			if first < 0 {
				first = i
			}
		} else {
			kept += m
		}
	}
	bare := false // the step that moves names no food: it cooks all the dish's food
	if first < 0 && kind == "dry" {
		// A bake that names its food only by its shape ("Bake at 200°C until golden")
		// cooks the dish all the same: the longest oven step is the one that moves.
		best, most := -1, 0
		for i, s := range d.Steps {
			if m := facts.stepMinutes(s); facts.heat(s.Text) && (facts.classes(s.Text)&classOven != 0 || src == "grill" && strings.HasPrefix(facts.lower(s.Text), "grill ")) && !preheats(s.Text) && m > most {
				best, most = i, m
			}
		}
		if best >= 0 {
			bare = true
			replaced[best], first = true, best
			cook, kept = cook+most, kept-most
		}
	}
	if first < 0 {
		return nil, &TransformError{Field: "target_method", Reason: "no step of this recipe cooks its main ingredients, so there is nothing to move to " + target}
	}
	if kind == "dry" {
		// The onion softened between the meat and the vegetables of a stir-fry cooks
		// with them in the new method, not alone in a pan left behind.
		last := first
		for i := range replaced {
			if replaced[i] {
				last = i
			}
		}
		for i := first + 1; i < last; i++ {
			if s := d.Steps[i]; !replaced[i] && facts.heat(s.Text) && facts.classes(s.Text)&classDry != 0 && mentionsAny(s.Text, foods.aromatics) {
				replaced[i] = true
				m := facts.stepMinutes(s)
				cook, kept = cook+m, kept-m
			}
		}
		// "Bake 35 minutes, turning once" cooks the food the oven steps around it cook,
		// though it names nothing: it moves with them, not left behind as a stray bake.
		// A mixture poured into the dish and baked (a frittata's eggs) is not such a step:
		// it sets a new food, which the food-cooking steps of the new method do not make.
		if src == "oven" {
			for i, s := range d.Steps {
				if low := facts.lower(s.Text); !replaced[i] && facts.heat(s.Text) && facts.classes(s.Text)&classOven != 0 && !preheats(s.Text) && (!d.namesAnyItem(low) && !strings.Contains(low, "pour") || d.hasLargeCut() && facts.stepMinutes(s) >= 60) {
					replaced[i] = true
					m := facts.stepMinutes(s)
					cook, kept = cook+m, kept-m
				}
			}
		}
		// "Heat oil in a large skillet over medium-high heat" only readies the pan the
		// moved step fried in: the new method has no pan, so it goes with that step.
		for i := 0; i+1 < len(d.Steps); i++ {
			if !replaced[i] && replaced[i+1] && target != "stovetop" && d.heatsPanOnly(facts.lower(d.Steps[i].Text)) {
				replaced[i] = true
			}
		}
		// "Turn and cook 3 minutes more" goes on cooking the food the step before it
		// moved, though it names nothing.
		for i := first + 1; i < len(d.Steps); i++ {
			if s := d.Steps[i]; !replaced[i] && replaced[i-1] && d.turnsTheFood(facts.lower(s.Text)) && (facts.heat(s.Text) || facts.stepMinutes(s) > 0) {
				replaced[i] = true
				m := facts.stepMinutes(s)
				cook, kept = cook+m, kept-m
			}
		}
	}
	if kind == "wet" {
		// "Stir in tomatoes, beans, broth and salt" between the browning and the simmer
		// names no heat, but it fills the pot: it moves with the cooking, never left
		// before it as an orphan (review 30 #35, #37).
		last := first
		for i := range replaced {
			if replaced[i] {
				last = i
			}
		}
		for i := first + 1; i < last; i++ {
			if !replaced[i] && fillsThePot(facts.lower(d.Steps[i].Text)) {
				replaced[i] = true
			}
		}
		// "Return the lamb, add the tomatoes and let it bubble" right after the cooking
		// puts the sauce in the pot: it moves too, never left to a skillet no one heated.
		if next := last + 1; next < len(d.Steps) && !replaced[next] {
			if low := facts.lower(d.Steps[next].Text); strings.HasPrefix(low, "return the ") && strings.Contains(low, " add ") {
				replaced[next] = true
				m := facts.stepMinutes(d.Steps[next])
				cook, kept = cook+m, kept-m
			}
		}
		back := d.finishingSteps(replaced, facts)
		cook, kept = cook-back, kept+back
		// The rice stirred into the sofrito between the cooking steps goes into the new
		// pot with them, not to the prep before the browning.
		if grains := d.grainInPot(); len(grains) > 0 {
			last := first
			for i := range replaced {
				if replaced[i] {
					last = i
				}
			}
			for i := first + 1; i < last; i++ {
				if !replaced[i] && mentionsAny(d.Steps[i].Text, grains) {
					replaced[i] = true
				}
			}
		}
	}
	cook = max(cook, 5)
	if src == "slow-cooker" && (target == "oven" || target == "stovetop") && cook >= 180 {
		// A slow cooker's 8 hours on LOW are about 3 1/2 in a covered pot in a low oven
		// or over the lowest flame, not 8.
		cook = cook * 45 / 100
	}
	if kind == "dry" && target == "air-fryer" && d.hasLargeCut() && cook >= 90 && !d.wholeBird() && !d.onlyRibs() {
		return nil, &TransformError{Field: "target_method", Reason: "a joint cooked for hours until it pulls apart needs low, steady heat all that time; an air fryer's fierce heat dries and burns the outside long before the middle is tender. Use a slow cooker, a pressure cooker, the oven, or a covered grill over indirect heat"}
	}
	// The new steps cook what the replaced steps cooked; in a dry dish only that (the
	// pasta and its sauce stay where they were), in a wet one everything in the pot but
	// what a step that stays adds (the spinach stirred in at the end).
	var movedText, keptText strings.Builder
	var movedBits, keptBits wordBits
	movedLen, keptLen := 0, 0
	for i, s := range d.Steps {
		if replaced[i] {
			movedLen += len(facts.lower(s.Text)) + 1
		} else {
			keptLen += len(facts.lower(s.Text)) + 1
		}
	}
	movedText.Grow(movedLen)
	keptText.Grow(keptLen)
	for i, s := range d.Steps {
		low := facts.lower(s.Text)
		if replaced[i] {
			// What a moved step preps "meanwhile" (the scallion chopped for the top) goes
			// to the prep step, not into the new cooking.
			if rest, a := withoutAsides(s.Text); len(a) > 0 {
				aside := lowered(strings.Join(a, "; "))
				keptText.WriteString(aside)
				keptText.WriteByte(' ')
				keptBits.add(aside)
				low = lowered(rest)
			}
			if i > 0 && !replaced[i-1] && containsAny(low, []string{"add them to", "add it to", "tip them into", "tip it into"}) {
				// "Add them to the broth": the onion and ginger the step before charred go
				// into the pot.
				low = facts.lower(d.Steps[i-1].Text) + " " + low
			}
			movedText.WriteString(low)
			movedText.WriteByte(' ')
			movedBits.add(low)
		} else {
			keptText.WriteString(low)
			keptText.WriteByte(' ')
			keptBits.add(low)
			facts.at(s.Text).read |= factKept
		}
	}
	names := d.nameIndex() // the items stay as they are from here on: their names are read once
	foods, used := d.cookedFoodsIn(foods, newStepTextOf(movedText.String(), &movedBits, names), newStepTextOf(keptText.String(), &keptBits, names), kind)
	if kind == "wet" {
		foods = d.withoutRawInBowls(foods, movedText.String(), facts)
	}
	if bare && len(foods.protein)+len(foods.vegs)+len(foods.aromatics)+len(foods.starch) == 0 {
		// "Roast 25 minutes": what the prep put on the tray is what it roasts.
		all := d.cookedFoods()
		// What a step after the cooking serves or sauces (the celery sticks beside the
		// wings) stays with that step, never cooked with the food (review 30 #36).
		var later strings.Builder
		for i := first + 1; i < len(d.Steps); i++ {
			if !replaced[i] {
				later.WriteString(d.Steps[i].Text)
				later.WriteByte(' ')
			}
		}
		served := func(names []string) []string {
			var out []string
			for _, n := range names {
				if !stepNamesFood(later.String(), n) {
					out = append(out, n)
				}
			}
			return out
		}
		foods.protein, foods.meats, foods.seafood, foods.vegs, foods.aromatics, foods.starch = all.protein, all.meats, all.seafood, served(all.vegs), served(all.aromatics), served(all.starch)
	}
	friedRice := false   // cooked rice tossed in a tin in the air fryer
	var scatter []string // scattered over the tray for its last minutes: on a grill or in a basket, over at the end
	if kind == "dry" && (target == "grill" || target == "air-fryer") {
		foods, scatter = foods.scattered(movedText.String())
	}
	if kind == "dry" && len(foods.starch) > 0 {
		// Fried rice or fried noodles: the cooked grain is tossed with the rest over a
		// fierce flame. Spread on a sheet pan it roasts with them; a basket, a grill or
		// a microwave dries it to clumps.
		rice := true
		for _, n := range foods.starch {
			in := d.itemFood(n)
			rice = rice && in != nil && strings.Contains(in.Name, "rice") && !strings.Contains(in.Name, "noodle")
		}
		if target != "oven" && target != "air-fryer" || !rice {
			is, it, also := "is", "it dries", ", or spread it on a sheet pan in the oven, or toss it in a tin in the air fryer"
			if !rice {
				is, it, also = "are", "they dry", ""
			}
			cooked := "cooked "
			if strings.Contains(lowered(listNames(foods.starch)), "cooked") {
				cooked = ""
			}
			return nil, &TransformError{Field: "target_method", Reason: fmt.Sprintf("the %s%s %s fried over a fierce flame with everything else; %s %s out in clumps or steam. Make it on the stovetop%s", cooked, listNames(foods.starch), is, methodIn[target], it, also)}
		}
		foods.vegs = append(append([]string{}, foods.starch...), foods.vegs...)
		friedRice = target == "air-fryer"
	}
	if why := d.mainLeftBehind(foods); why != "" {
		return nil, &TransformError{Field: "target_method", Reason: why + "; it cannot be moved to " + methodNoun[target] + " step by step: keep it " + map[string]string{"oven": "in the oven", "stovetop": "on the stovetop"}[src]}
	}
	var liquidChanges []Change
	if kind == "wet" && (target == "oven" || target == "stovetop") {
		// The carrots and potatoes a pot roast takes for its last 45 minutes go in late
		// in a long braise in the oven or on the stovetop too, never for 3 hours.
		foods.late = d.lateFoods(replaced, facts, foods.withoutTender().vegs)
	}
	if kind == "wet" && target == "slow-cooker" {
		foods.late = d.lateFoods(replaced, facts, foods.withoutTender().vegs)
		d.Items = append([]Item(nil), d.Items...) // the caller's items stay as they were
		liquidChanges = d.lessLiquid(foods.liquids)
		var c *Change
		if foods.water, foods.raised, c = d.slowCookerWater(movedText.String(), foods); c != nil {
			liquidChanges = append(liquidChanges, *c)
		}
	}
	if kind == "wet" && target == "pressure-cooker" {
		if grains := d.grainInPot(); len(grains) > 0 {
			d.Items = append([]Item(nil), d.Items...) // the caller's items stay as they were
			liquidChanges = d.pressureGrainLiquid(grains, foods.liquids)
		} else {
			d.Items = append([]Item(nil), d.Items...) // the caller's items stay as they were
			liquidChanges = d.pressureLessLiquid(foods.liquids)
		}
	}
	if target == "slow-cooker" || target == "pressure-cooker" {
		if why := d.cookerOverfilled(foods, target); why != "" {
			return nil, &TransformError{Field: "target_method", Reason: why}
		}
	}
	if kind == "dry" && target == "air-fryer" {
		foods.coated, foods.inDish = d.readied(replaced, first, facts)
	}
	if kind == "dry" && d.crumbed() {
		if target == "grill" {
			return nil, &TransformError{Field: "target_method", Reason: "a breadcrumb coating sticks to the grates and falls through or burns before the meat is done; make it in the air fryer or the oven, or grill the meat without the crumb"}
		}
		if (target == "air-fryer" || target == "oven") && len(fryChanges) == 0 {
			// The pan's shallow oil becomes a spray: the crumb crisps in the hot air.
			var oils []int
			for i, it := range d.Items {
				if in := it.Ingredient; in != nil && in.Category == "oils-vinegars" && in.Is(RoleFat) && it.Grams > 8*float64(max(d.Servings, 1)) {
					oils = append(oils, i)
				}
			}
			if len(oils) > 0 {
				d.Items = append([]Item(nil), d.Items...) // the caller's items stay as they were
				fryChanges, _ = d.dropFrying(oils, "", "a crumbed food crisps "+methodIn[target]+" with a light spray of oil, not a pan of it")
			}
		}
	}
	var late []string                                                                                        // the garlic a dry method's full time would burn
	if kind == "dry" && (target == "air-fryer" || target == "oven" || target == "grill") && !d.wholeBird() { // garlic inside a bird does not burn
		foods, late = d.lateAromatics(foods)
	}
	var aside []string // browned first and lifted out, for a step that stays to stir back in
	if kind == "wet" && target == "pressure-cooker" {
		foods, aside = d.setAsideVegetables(foods, movedText.String(), keptText.String())
	}
	var plan []Step
	var newCook int
	var equipment []string
	switch {
	case kind == "dry" && (target == "air-fryer" || target == "oven" || target == "grill") && d.servedPink():
		plan, newCook, equipment = pinkPlan(target, append(append([]string{}, foods.vegs...), foods.aromatics...))
	case kind == "dry" && target == "grill" && src == "oven" && d.hasLargeCut() && cook >= 90:
		plan, newCook, equipment = indirectGrillPlan(foods, cook)
	case friedRice:
		wok := false // the aromatics the wok softened just before the rice go into the tin with it
		if p := first - 1; p >= 0 && !replaced[p] && facts.heat(d.Steps[p].Text) && mentionsAny(d.Steps[p].Text, d.cookedFoods().aromatics) {
			wok = true
		}
		plan, newCook, equipment = d.friedRicePlan(foods, wok)
	default:
		g, eggs := foods, []Item(nil)
		if kind == "wet" {
			g, eggs = foods.withoutEggs(&d)
		}
		var egg Step
		ok := len(eggs) > 0
		if ok {
			egg, ok = d.eggsLast(target, eggs)
		}
		if !ok {
			g = foods
		}
		plan, newCook, equipment = methodPlan(target, kind, g, cook, &d)
		if ok {
			plan, newCook = append(plan, egg), newCook+egg.Minutes
		}
	}
	if len(aside) > 0 {
		plan, newCook = asideFirst(plan, aside), newCook+8
	}
	if n := len(plan); n > 0 && len(late) > 0 {
		plan[n-1].Text += lateAromaticsText(target, late, d.movedButter(movedText.String()))
	}
	plan = d.fitPlan(plan, d.sauceButter(movedText.String(), replaced, first))
	if d.seasonedBefore(first, facts) {
		// "Pat wings dry and toss with baking powder and salt": they go in seasoned.
		for i := range plan {
			plan[i].Text = tossedAgain.ReplaceAllString(plan[i].Text, "Air-fry $1 in")
		}
	}
	// The new steps go where the cooking began; what the cook prepares (chopping,
	// mixing, marinating) comes before them even when it sat between cooking steps, and
	// cooking that stays (a sauce, the pasta) keeps its place after them.
	last := first
	for i := range d.Steps {
		if replaced[i] {
			last = i
		}
	}
	var steps, after []Step
	var changes []Change
	var doneIn, cookedBy string // the words of every step the new method takes over
	var asides []string         // the prep the moved steps did meanwhile
	var toasts []Step           // the bread they toasted meanwhile, toasted by the new method
	movedOut := false           // the cooker's contents went to a pan for the steps after it
	// A step that stays in the oven (the chips baked beside the fish) keeps the oven
	// heating.
	ovenStays, dishFits := false, false
	reheated := false // a step after the new cooking turns the oven up for a glaze
	for i, s := range d.Steps {
		reheated = reheated || i > last && !replaced[i] && strings.Contains(s.Text, "Turn the oven up to ")
	}
	for i, s := range d.Steps {
		if !replaced[i] && target != "oven" {
			text := s.Text
			if (target == "air-fryer" || target == "grill") && src == "oven" && i > first {
				text = ovenToDry(text, target) // the last blast of heat moves too
			}
			rest := lowered(dropOvenHeating(text))
			ovenStays = ovenStays || strings.Contains(rest, "oven") && !strings.Contains(rest, "dutch oven") || containsAny(rest, []string{" bake ", " bake them", "bake for", "bake until"})
		}
	}
	for i, s := range d.Steps {
		if replaced[i] {
			_, a := withoutAsides(s.Text)
			for _, x := range a {
				if togglesToast(x) {
					toasts = append(toasts, Step{Text: toastIn(target, x), Minutes: 5})
				} else {
					asides = append(asides, x)
				}
			}
		} else if i > last && (target == "slow-cooker" || target == "pressure-cooker") {
			s.Text = strings.ReplaceAll(s.Text, "in the open pot", "in a wide pan") // the pot is the cooker now
			if low := lowered(s.Text); !movedOut && broilWord.MatchString(s.Text) {
				// The skin crisps under the broiler as it did in the oven: out of the
				// crock onto a tray first, the juices kept in the pot.
				what := "the " + listNames(foods.protein)
				if len(foods.protein) == 0 {
					what = "the meat"
				}
				s.Text = "Lift " + what + " out onto a foil-lined baking sheet, skin side up, and heat the broiler. " + replacePhrases(s.Text, " with the pan juices", " with the juices from the pot", " if needed", "")
				movedOut = low == "" // the pot stays where it is
			} else if !movedOut && facts.heat(s.Text) && !offHeat(low) && !servesInBowls(low) && !strings.Contains(low, "wide pan") &&
				containsAny(low, []string{"boil", "fry", "simmer", "turn the heat", "over medium", "over high", "over low", "crisp", "bring "}) {
				// The pot boils down or crisps on a burner: the slow cooker's crock cannot.
				movedOut = true
				s.Text = upperFirst(strings.TrimPrefix(s.Text, "Uncover, ")) // the lid is off already
				if target == "slow-cooker" {
					s.Text = "Tip the contents of the slow cooker into a wide pan and set it over the heat. " + s.Text
				} else {
					s.Text = "Switch the cooker to the sauté setting. " + s.Text
				}
			}
			if movedOut && target == "slow-cooker" {
				s.Text = thePot.ReplaceAllString(s.Text, " the pan") // never "the potatoes"
			}
		}
		if (target == "slow-cooker" || target == "pressure-cooker") && src == "oven" && !replaced[i] && kind == "dry" {
			// The cooker braises what the foil did; the oven only glazes at the end.
			if i < first && preheats(s.Text) && reheated {
				changes = append(changes, Change{From: s.Text, To: "", Reason: "the oven heats only for the glaze at the end now"})
				continue
			}
			s.Text = cookerFinish(s.Text)
		}
		if (target == "air-fryer" || target == "grill") && src == "oven" && !replaced[i] && i > first {
			// The glaze and the last blast of heat happen in the new appliance too.
			s.Text = noPanWords(ovenToDry(s.Text, target))
		}
		if kind == "dry" && (target == "air-fryer" || target == "oven" || target == "grill") && !replaced[i] && i > last {
			// The pan the food was returned to is no longer on the stove.
			if strings.Contains(movedText.String(), "skillet") {
				// The skillet the chicken seared in was never heated: the sauce gets its own.
				s.Text = strings.Replace(s.Text, " in the skillet", " in a skillet", 1)
			}
			s.Text = returnToPan.ReplaceAllString(s.Text, "Tip everything from "+map[string]string{"air-fryer": "the air fryer", "oven": "the baking sheet", "grill": "the grill basket"}[target]+" into a hot wok or large skillet")
		}
		if kind == "wet" && i > last && !replaced[i] && target != "microwave" {
			// The pot is served from where it cooked, not a skillet the new method never used.
			pot := "the pot"
			if target == "slow-cooker" {
				pot = "the slow cooker"
			}
			s.Text = strings.Replace(s.Text, "from the skillet", "from "+pot, 1)
		}
		if kind == "dry" && i < first && !replaced[i] {
			s.Text = d.readiedFor(s.Text, src, target, late)
		}
		if (target == "air-fryer" || target == "oven") && i > last && !replaced[i] && len(fryChanges) > 0 {
			if loc := paperTowels.FindStringIndex(s.Text); loc != nil {
				s.Text = upperFirst(s.Text[loc[1]:]) // nothing to drain off food that never sat in oil
			}
		}
		if foods.inDish && target == "air-fryer" && i < first && !dishFits {
			if t := strings.Replace(s.Text, "baking dish", "baking dish (one that fits in your air fryer basket)", 1); t != s.Text {
				s.Text, dishFits = t, true
			}
		}
		if target != "oven" && !replaced[i] && !ovenStays {
			if t := dropOvenHeating(s.Text); t != s.Text {
				changes = append(changes, Change{From: s.Text, To: t, Reason: "the oven is not used now"})
				if s.Text = t; t == "" {
					continue
				}
			}
		}
		if src == "grill" && target != "grill" && !replaced[i] {
			if t := dropGrillHeating(s.Text); t != s.Text {
				changes = append(changes, Change{From: s.Text, To: t, Reason: "the grill is not used now"})
				if s.Text = t; t == "" {
					continue
				}
			}
		}
		switch {
		case replaced[i]:
			if doneIn == "" {
				doneIn, cookedBy = "(done in the "+target+" steps)", "cooked by "+target+" now"
			}
			changes = append(changes, Change{From: s.Text, To: doneIn, Reason: cookedBy})
			continue
		}
		if low := lowered(s.Text); togglesToast(low) && src != target && (target == "oven" || target == "air-fryer" || target == "grill") &&
			!containsAny(low, []string{" oven", "air fryer", " grill"}) {
			// The toaster beside the pan is not beside the oven: the bread toasts in it.
			t := toastIn(target, low)
			changes = append(changes, Change{From: s.Text, To: t, Reason: "the bread toasts " + methodIn[target] + " with the rest"})
			s.Text, s.Minutes = t, 5
		}
		if s.Minutes == 0 {
			// A pasted step that stays keeps the minutes its text names ("Stir in peas for
			// 5 minutes"), not 0.
			if m, ok := textMinutes(s.Text); ok {
				s.Minutes = m
			}
		}
		switch {
		case i < first || i < last && !facts.heat(s.Text) && !liftsOut(s.Text):
			steps = append(steps, s)
		case i < last && kind == "wet":
			// "Lift out the chicken and shred it" between the cooking steps is done once the
			// new method has cooked it, and the meat goes back into the pot.
			if low := lowered(s.Text); !strings.Contains(low, "return") {
				s.Text = strings.TrimSuffix(strings.TrimSpace(s.Text), ".") + ", then return it to " + map[string]string{"slow-cooker": "the slow cooker", "pressure-cooker": "the cooker", "microwave": "the bowl"}[target] + "."
				s.Text = strings.Replace(s.Text, "return it to .", "return it to the pot.", 1)
			}
			after = append([]Step{s}, after...)
		default:
			after = append(after, s)
		}
	}
	if len(asides) > 0 {
		prep += 2 * len(asides)
		if n := len(steps) - 1; n >= 0 && strings.HasPrefix(steps[n].Text, "Prep: ") && strings.HasSuffix(steps[n].Text, ".") {
			steps[n].Text = strings.TrimSuffix(steps[n].Text, ".") + "; " + strings.Join(asides, "; ") + "."
			steps[n].Minutes += 2 * len(asides)
		} else {
			steps = append(steps, Step{Text: "Prep: " + strings.Join(asides, "; ") + ".", Minutes: 2 * len(asides)})
		}
	}
	if target == "slow-cooker" || target == "pressure-cooker" {
		plan, after = offTheCooker(plan, after)
	}
	plan = append(plan, toasts...)
	newCook += 5 * min(len(toasts), 1)
	steps = append(append(steps, plan...), after...)
	for i := range steps {
		steps[i].Step = i + 1
	}
	changes = append([]Change{{From: fmt.Sprintf("%s, %d minutes", src, cook), To: fmt.Sprintf("%s, %d minutes", target, newCook),
		Reason: d.methodReason(src, target, kind)}}, append(append(fryChanges, liquidChanges...), changes...)...)
	old := d.Steps
	d.Steps = steps
	if kind == "dry" && len(plan) > 0 {
		d.keepGlaze(movedText.String(), keptText.String(), len(steps)-len(after)-len(plan), mainStep(steps, len(steps)-len(after)-len(plan), len(plan)))
	}
	if at := mainStep(steps, len(steps)-len(after)-len(plan), len(plan)); len(scatter) > 0 && at >= 0 && at < len(d.Steps) {
		d.Steps[at].Text = strings.TrimSpace(d.Steps[at].Text) + " Scatter the " + listNames(scatter) + " over as they come off the " + map[string]string{"grill": "grill", "air-fryer": "air fryer"}[target] + "."
	}
	d.simmerJuices(used, kind, movedText.String())
	d.keepMovedShares(old, replaced, mainStep(steps, len(steps)-len(after)-len(plan), len(plan)))
	d.keepEveryIngredient(used, mainStep(steps, len(steps)-len(after)-len(plan), len(plan)), facts, names, &keptBits, target)
	d.settleShares()
	if n0 := len(steps) - len(after) - len(plan); n0 >= 0 && n0+len(plan) <= len(d.Steps) {
		d.lastSplash(n0, n0+len(plan))
	}
	r := d.result(changes)
	if src == "grill" && target != "grill" && strings.HasPrefix(r.Name, "Grilled ") {
		// "Grilled Chicken Kebabs" made in the air fryer are not grilled.
		name := map[string]string{"air-fryer": "Air-Fryer ", "oven": "Oven-Roasted ", "stovetop": "Pan-Cooked "}[target] + strings.TrimPrefix(r.Name, "Grilled ")
		if name != strings.TrimPrefix(r.Name, "Grilled ") {
			r.Summary = strings.ReplaceAll(r.Summary, r.Name, name)
			r.Name = name
		}
	}
	if src == "oven" && (target == "grill" || target == "air-fryer") {
		if name := retitled(r.Name, target); name != r.Name {
			r.Summary = strings.ReplaceAll(r.Summary, r.Name, name)
			r.Name = name
		}
	}
	r.Method = target
	r.Timing = &Timing{PrepMinutes: prep, CookMinutes: newCook + kept, TotalMinutes: prep + newCook + kept}
	r.Summary = retimed(r.Summary, r.Timing.TotalMinutes)
	r.Equipment = d.sizedEquipment(stepsEquipment(r.Steps, equipment))
	if rounds := d.basketRounds(); target == "air-fryer" && src == "oven" && rounds >= 2 && newCook > cook*3/2 {
		r.Note = fmt.Sprintf("This fills the air fryer's basket %d times over: the rounds take about %d minutes against %d in the oven all at once, so the oven is quicker for this much; the air fryer suits a smaller batch.", rounds, newCook, cook)
	}
	return r, nil
}
