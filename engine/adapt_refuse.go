package engine

import (
	"fmt"
	"regexp"
	"strings"
)

// Refusals: what adapt-method will not do, and why, in a cook's words — the dish's
// kind that no target method cooks, the main ingredient a move would leave behind.

// refusal is why the dish cannot be cooked by target, or ""; f reads the steps.
func refusal(kind, target string, d *Dish, f *stepFacts) string {
	switch {
	case kind == "raw":
		return "the recipe is not cooked, so there is no method to change"
	case target != "stovetop" && d.stewedFruitDessert(f):
		return fmt.Sprintf("the fruit stews soft in about 10 minutes in a covered pan and the dessert is eaten cold; %s would only add time. Stew it on the stovetop", methodNoun[target])
	case kind == "wet" && (target == "air-fryer" || target == "grill"):
		return fmt.Sprintf("a dish simmered in liquid cannot be made %s; try slow-cooker or pressure-cooker", methodIn[target])
	case kind == "dry" && target == "slow-cooker" && d.hasPasta():
		return "pasta cooks in minutes in boiling water and turns to mush over a slow cooker's hours, and a sauce finished in the pan (eggs, cheese, cream) would split or scramble; make it on the stovetop"
	case kind == "dry" && (target == "slow-cooker" || target == "pressure-cooker") && !d.hasLargeCut() && !(target == "slow-cooker" && d.boneInPieces()):
		try := "oven, air-fryer or grill"
		if d.crumbed() {
			try = "oven or air-fryer" // a crumb falls through the grates
		}
		return fmt.Sprintf("this dish depends on dry, fast heat for browning and crispness; %s would steam it — try %s", methodNoun[target], try)
	case kind == "wet" && target == "stovetop" && d.starchIsTheDish() && d.hasPasta():
		return "the pasta and its sauce are made on the stovetop already: for a stovetop version leave out the bake, fold the sauce through the drained pasta off the heat and serve it from the pan, with any crumbs toasted golden in a dry skillet"
	case kind == "wet" && target != "oven" && d.starchIsTheDish() && d.hasPasta():
		return "the pasta is the dish itself, boiled on its own and finished in a sauce made in the pan (cheese or cream split over hours or under pressure, and pasta left in it turns to mush); make it on the stovetop or bake it in the oven"
	case kind == "wet" && target != "oven" && d.starchIsTheDish():
		return "the grain is the dish itself, cooked slowly in its liquid and stirred as it thickens (a rice pudding, a porridge); make it on the stovetop or bake it in the oven"
	case kind == "wet" && target == "slow-cooker" && d.riceInPot():
		return "the rice cooks in the pot's own liquid and must stay just tender; over a slow cooker's hours it turns to mush. Make it on the stovetop, in the oven or in a pressure cooker"
	case target == "slow-cooker" && len(d.cookedFoods().seafood) > 0:
		return "fish and shellfish turn to rubber over a slow cooker's hours; keep them on the stovetop or in the oven, or add them for the last 20 minutes"
	case target == "microwave" && kind == "wet" && d.riceInPot() && d.hasRawMeat():
		return "the rice and the raw meat cook at different speeds in a microwave, so the rice turns to mush or the meat stays underdone, and no crust forms under the rice; make it on the stovetop, in the oven or in a pressure cooker"
	case target == "stovetop" && kind == "dry" && d.wholeBird():
		return "a whole bird does not sit flat in a skillet, and its skin burns on a burner long before the thighs cook through; roast it, cook it over two zones on a covered grill, or joint it into pieces for the pan"
	case target == "microwave" && d.hasLargeCut():
		return "large cuts of meat do not cook evenly or safely in a microwave"
	case target == "microwave" && kind == "wet" && d.driedPulses():
		return "dried beans need an hour or two of gentle simmering to turn tender; a microwave boils the pot over or dry long before, and leaves them hard. Use a pressure cooker (about 40 minutes at pressure) or a slow cooker"
	case target == "microwave" && d.hasRawMeat() && kind == "dry":
		return "raw meat does not brown in a microwave and cooks unevenly; use the stovetop, oven or air fryer"
	}
	for _, s := range d.Steps {
		t := f.lower(s.Text)
		if target == "slow-cooker" && (strings.Contains(t, "deep-fr") || strings.Contains(t, "deep fr") || strings.Contains(t, "batter")) {
			return "battered or deep-fried food turns soggy in a slow cooker"
		}
		if target != "stovetop" && strings.Contains(t, "batter") && d.deepFries() {
			return fmt.Sprintf("a wet batter only sets crisp in a pot of hot oil; %s it runs off and steams. Deep-fry it on the stovetop, or coat the food in flour, beaten egg and breadcrumbs (panko) instead of the batter and bake it", methodIn[target])
		}
	}
	return ""
}

// stewedFruitDessert reports whether a dish's only cooking is fruit stewed with sugar for a
// few minutes (the rhubarb of a fool, a compote): no protein, grain, aromatic or
// vegetable that is not a fruit.
func (d *Dish) stewedFruitDessert(f *stepFacts) bool {
	fruit, sweet := false, false
	for _, it := range d.Items {
		in := it.Ingredient
		switch {
		case in == nil:
		case in.Is(RoleFruit):
			fruit = true
		case foodGroupsOf(in)&(1<<groupProtein|1<<groupStarch|1<<groupAromatics|1<<groupVegs) != 0:
			return false
		case in.Is(RoleSweetener):
			sweet = true
		}
	}
	if !fruit || !sweet {
		return false
	}
	_, cook := d.cookMinutesOf(f)
	return cook <= 20
}

// starchIsTheDish reports whether the dish is only a grain cooked in its liquid, with no
// protein or vegetable beside it: nothing to put in the pot but the grain itself.
func (d *Dish) starchIsTheDish() bool {
	var any uint8 // the groups of d.cookedFoods() that are not empty
	for _, it := range d.Items {
		any |= foodGroupsOf(it.Ingredient)
	}
	return any&(1<<groupStarch) != 0 && any&(1<<groupProtein|1<<groupVegs|1<<groupAromatics) == 0
}

func (d *Dish) methodReason(src, target, kind string) string {
	switch target {
	case "air-fryer":
		if rounds := d.basketRounds(); rounds >= 2 && kind == "dry" {
			return fmt.Sprintf("an air fryer cooks faster than an oven but holds only about %d g in one layer: this is %d rounds of it", basketRound, rounds)
		}
		return "air fryers cook faster than an oven: about 15°C (25°F) lower and a quarter less time"
	case "slow-cooker":
		if d.leanPot() {
			return "low, moist heat: lean meat is done in LOW 2 1/2–3 hours or HIGH 1 1/2–2 hours and dries out after; cream goes in for the last half hour"
		}
		_, hours := d.slowCookerHours()
		return "low, moist heat for hours: " + strings.Replace(strings.Replace(hours, " for ", " ", 2), " or HIGH", " (or HIGH", 1) + ") for what this pot holds; what cooks in minutes goes in near the end"
	case "pressure-cooker":
		return "pressure cooks at about 120°C (250°F): a third of the simmering time, plus the time to come to pressure and release"
	case "grill":
		if d.bonyPoultry() {
			return "two-zone heat: chicken on the bone cooks through over the cool side with the lid down, then crisps over the fire"
		}
		return "direct high heat: about 30% less time than a pan or oven, turned once"
	case "microwave":
		return "microwaves heat water in the food: a third of the time, covered, at full or medium power, with standing time"
	case "oven":
		if kind == "wet" {
			return "a covered pot in a " + temp(160) + " oven simmers evenly without stirring"
		}
		return "a hot oven roasts everything at once with less attention"
	}
	return "cooked on the stovetop, where you can see and adjust as you go"
}

// ovenToDry moves an oven step that stays after the new cooking (the glaze, the last
// blast of heat) to the air fryer or the grill.
func ovenToDry(text, target string) string {
	appliance, verb := "air fryer", "Air-fry"
	if target == "grill" {
		appliance, verb = "grill", "Grill"
	}
	if m := ovenUpAndRoast.FindStringIndex(text); m != nil {
		// "Turn the oven up to 220°C and roast uncovered 10 minutes": the blast is the new
		// appliance's own.
		now := "air-fry at " + temp(200)
		if target == "grill" {
			now = "grill over direct heat"
		}
		text = text[:m[0]] + upperFirst(now) + text[m[1]:]
	}
	if i := strings.Index(text, "Turn the oven up to "); i >= 0 {
		if j := strings.Index(text[i:], ". "); j > 0 {
			raise := "" // the grill is as hot as it goes already
			if target == "air-fryer" {
				raise = "Turn the air fryer up to " + temp(200) + ". "
			}
			text = text[:i] + raise + text[i+j+2:]
		}
	}
	text = broilIn(text, target)
	return replacePhrases(text, "Open the foil, pour the juices away and brush", "Brush",
		"Roast uncovered", verb, "Roast until", verb+" until", " in the oven", " in the "+appliance)
}

// broilWord finds the oven's broiler (grill, in British kitchens) named in a step:
// "Broil for 3 minutes", "then broil 2 minutes", "under the broiler".
var broilWord = regexp.MustCompile(`\b([Bb])roil(?:ed)?\b|\bunder (?:the|a hot) broiler\b|\bunder (?:the|a hot) grill\b`)

// broilIn words a last blast under the broiler for the air fryer or the grill, which
// give the same top heat their own way; other targets keep it (the broiler is still there).
func broilIn(text, target string) string {
	if target != "air-fryer" && target != "grill" || !strings.Contains(lowered(text), "broil") && !strings.Contains(text, "under the grill") {
		return text
	}
	return broilWord.ReplaceAllStringFunc(text, func(w string) string {
		switch {
		case strings.HasPrefix(w, "under"):
			return map[string]string{"air-fryer": "in the air fryer", "grill": "over direct heat"}[target]
		case target == "air-fryer" && w[0] == 'B':
			return "Air-fry at " + temp(200)
		case target == "air-fryer":
			return "air-fry at " + temp(200)
		case w[0] == 'B':
			return "Grill over direct heat with the lid down"
		}
		return "grill over direct heat with the lid down"
	})
}

// grillHeatingSentence finds a (lowered) sentence that lights or oils the grill, which a
// dish moved off the grill no longer needs: "preheat the grill to medium-high and oil
// the grates".
var grillHeatingSentence = regexp.MustCompile(`^(?:pre-?heat|heat|light|fire up|set up|oil|brush) (?:the |a |your )?(?:grill|barbecue|bbq|grates|grill grates)\b`)

// dropGrillHeating takes out of a step the sentences that ready the grill.
func dropGrillHeating(text string) string {
	var keep []string
	for _, sentence := range strings.SplitAfter(text, ". ") {
		if grillHeatingSentence.MatchString(lowered(sentence)) && !strings.Contains(sentence, ";") {
			continue
		}
		keep = append(keep, sentence)
	}
	return strings.TrimSpace(strings.Join(keep, ""))
}

// deepFries reports whether the dish fries its food in a pot or a deep film of oil:
// frying oil by the cupful or litre, or a step that says deep- or shallow-fry.
func (d *Dish) deepFries() bool {
	if !d.fries() {
		return false
	}
	if len(d.fryingOils()) > 0 {
		return true
	}
	for si, s := range d.Steps {
		if t := d.lowOf(si, s.Text); containsAny(t, []string{"deep-fr", "deep fr", "shallow-fr", "shallow fr", "film of the"}) {
			return true
		}
	}
	return false
}

// keepGlaze brushes on the glaze, or tosses in the sauce, that a prep step made and a
// moved step used, where no step now uses it: step at is the new main cooking step.
func (d *Dish) keepGlaze(moved, kept string, from, at int) {
	if at < 0 || at >= len(d.Steps) || from < 0 {
		return
	}
	for _, w := range []string{"glaze", "sauce"} {
		if !strings.Contains(moved, "the "+w) || !strings.Contains(kept, w) {
			continue
		}
		used := false
		for _, s := range d.Steps[from:] {
			used = used || strings.Contains(lowered(s.Text), w)
		}
		if used {
			continue
		}
		if w == "glaze" {
			d.Steps[at].Text += " Brush the glaze over for the last 5 minutes, until sticky."
		} else {
			d.Steps[at].Text += " Toss with the sauce as they come out."
		}
	}
}

// mainLeftBehind is why the new steps would not cook the dish's raw meat, poultry or
// fish (a whole bird roasted by steps that call it "the bird"), or "" where they do:
// a plan that cooks the garlic and leaves the chicken to the old oven is no recipe.
func (d *Dish) mainLeftBehind(moved foodGroups) string {
	if len(moved.meats)+len(moved.seafood) > 0 {
		return ""
	}
	all := d.cookedFoods()
	var raw []string
	for _, m := range append(append([]string{}, all.meats...), all.seafood...) {
		inBowls := false // the pho's steak, cooked by the broth ladled over it
		for si, s := range d.Steps {
			low := d.lowOf(si, s.Text)
			inBowls = inBowls || servesInBowls(low) && (stepNamesFood(low, m) || strings.Contains(low, "raw"))
		}
		if !inBowls {
			raw = append(raw, m)
		}
	}
	if len(raw) == 0 {
		return ""
	}
	return "the " + listNames(raw) + " is cooked by steps written for the dish's own method"
}

// boneInPieces reports whether the dish's meat is jointed pieces on the bone (chicken
// thighs or drumsticks of a tray bake): browned first, they braise tender over a slow
// cooker's hours and crisp again under the grill, as a cook would move such a tray.
func (d *Dish) boneInPieces() bool {
	roasted := false
	for _, s := range d.Steps {
		low := lowered(s.Text)
		roasted = roasted || strings.Contains(low, "roast") || strings.Contains(low, "bake")
	}
	if !roasted {
		return false // seared in a pan, the thighs are cooked in minutes: no braise
	}
	for _, it := range d.Items {
		if it.Grams > 0 && it.boneIn() && !it.oneWhole() {
			return true
		}
	}
	return false
}
