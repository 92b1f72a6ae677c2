package engine

import (
	"regexp"
	"strings"
)

// keepEveryIngredient makes sure every ingredient the old steps used (used, by item)
// is still used by one of the new steps: what a rewrite left out goes in with the food
// at step at. f reads the steps; names are d.otherNames() indexed; kept are the word
// bits of the old steps that stayed, which the steps now need not read again (the
// bits only rule names out: more of them cost time, never change the answer).
// Over a grill's or an air fryer's fierce heat (target) a sugary sauce or sugar burns
// long before the food is done: it is brushed on for the last minutes instead.
func (d *Dish) keepEveryIngredient(used []bool, at int, f *stepFacts, names *nameIndex, kept *wordBits, target string) {
	if at < 0 || at >= len(d.Steps) {
		return
	}
	var now strings.Builder
	size := 0
	for _, s := range d.Steps {
		size += len(f.lower(s.Text)) + 1
	}
	now.Grow(size)
	bits := *kept
	removed := "" // the sentences that fish a food back out
	for _, s := range d.Steps {
		low := f.lower(s.Text)
		kept := withoutRemovals(low)
		if len(kept) < len(low) {
			removed += low + " "
		}
		now.WriteString(kept)
		now.WriteByte(' ')
		if f.at(s.Text).read&factKept == 0 {
			bits.add(low)
		}
	}
	var lost, finish, served []string
	nowText := newStepTextOf(now.String(), &bits, names)
	for i, it := range d.Items {
		// What is fished out at the end (bay leaves, star anise) must be put in by name:
		// "the seasonings" is no place for a cook to know to add it.
		fished := removed != "" && namedIn(removed, it.Display) && !namedIn(nowText.lower, it.Display)
		if used[i] && (fished || !d.mentionsIn(i, nowText) || spiceUnnamed(it, nowText.lower)) {
			// A squeeze of juice or a fresh herb finishes the food; it is not cooked with it.
			// Thyme, rosemary and bay cook with the food; a soft herb would not.
			if in := it.Ingredient; in != nil && it.Optional && in.Is(RoleGarnish) && in.Category != "herbs" {
				served = append(served, it.Display) // the parmesan "to serve" goes on at the table, not in the pot
			} else if in != nil && (in.Is(RoleAcid) && in.Category != "oils-vinegars" || in.Category == "herbs" && !woodyHerbs[in.Name]) {
				finish = append(finish, it.Display)
			} else {
				lost = append(lost, it.Display)
			}
		}
	}
	// A curry or tomato paste is fried in the browning fat for a minute, not dropped
	// into the liquid.
	bi := at - 1 // the browning step; the wine boiled down after it sits between (review 40 #38)
	if bi > 0 && strings.HasPrefix(d.Steps[bi].Text, "Pour in ") && strings.Contains(d.Steps[bi].Text, "reduced by half") {
		bi--
	}
	var pastes, rest []string
	for _, n := range lost {
		if strings.Contains(lowered(n), "paste") && bi >= 0 && strings.Contains(d.Steps[bi].Text, "brown ") {
			pastes = append(pastes, n)
		} else {
			rest = append(rest, n)
		}
	}
	if len(pastes) > 0 {
		d.Steps[bi].Text = strings.TrimSpace(d.Steps[bi].Text) + " Stir in the " + listNames(pastes) + " for the last minute, until fragrant."
	}
	lost = rest
	// The flour the meat was tossed in before browning is still tossed with it: loose in
	// a pressure cooker it scorches on the floor, and in any pot it goes lumpy (review 30 #37).
	if bi >= 0 && strings.Contains(d.Steps[bi].Text, "brown ") {
		var flours []string
		rest = nil
		for _, n := range lost {
			if in := d.itemFood(n); in != nil && (strings.HasSuffix(in.Name, "flour") || in.Name == "cornstarch") {
				flours = append(flours, n)
			} else {
				rest = append(rest, n)
			}
		}
		if m := flourBrowned(flours, d.Steps[bi].Text); m != nil {
			t := d.Steps[bi].Text
			meat := t[m[2]:m[3]]
			d.Steps[bi].Text = "Toss the " + meat + " with the " + listNames(flours) + " to coat. " + upperFirst(t[:m[0]]) + "brown it" + t[m[3]:]
			lost = rest
		}
	}
	var toppings, juices []string
	if target == "grill" || target == "air-fryer" || target == "oven" || target == "stovetop" {
		lost, toppings = d.toppingsOf(lost)
	}
	if target == "grill" || target == "air-fryer" {
		// A basket or a grate holds no broth: what the tray's juices were is boiled
		// down in a small pan and spooned over.
		var rest []string
		for _, n := range lost {
			if low := lowered(n); strings.Contains(low, "broth") || strings.Contains(low, "stock") {
				juices = append(juices, n)
			} else {
				rest = append(rest, n)
			}
		}
		lost = rest
	}
	var sauces, sugars []string
	if target == "grill" || target == "air-fryer" {
		lost, sauces, sugars = d.sugaryOf(lost)
	}
	text := strings.TrimSpace(d.Steps[at].Text)
	// What goes in with the pot is said before the rice cooked beside it.
	side := ""
	if i := strings.Index(text, " Cook the "); i >= 0 && strings.HasSuffix(text, "as the packet says while this cooks.") {
		text, side = text[:i], text[i:]
	}
	if len(lost) > 0 {
		verb := " go"
		if len(lost) == 1 && (!strings.HasSuffix(lost[0], "s") || strings.HasSuffix(lost[0], "ss")) {
			verb = " goes" // "the bay leaves go", "the thyme goes"
		}
		text += " The " + listNames(lost) + verb + " in with them."
	}
	switch {
	case len(sauces) > 0 && len(sugars) > 0:
		text += " Stir the " + listNames(sugars) + " into the " + listNames(sauces) + " and brush it over for the last 10 minutes, turning, until sticky; sugar burns over fierce heat any sooner."
	case len(sauces) > 0:
		text += " Brush the " + listNames(sauces) + " over for the last 10 minutes, turning, until sticky; sugar burns over fierce heat any sooner."
	case len(sugars) > 0:
		text += " Scatter the " + listNames(sugars) + " over for the last 5 minutes, until it melts to a glaze; sugar burns over fierce heat any sooner."
	}
	if len(juices) > 0 {
		text += " Meanwhile, boil the " + listNames(juices) + " in a small pan until reduced by half, about 5 minutes, and spoon it over to serve."
	}
	if len(toppings) > 0 {
		// The parmigiana's sauce and cheese go over the cooked pieces and melt in the
		// last minutes, never cooked with them from the start.
		text += " " + toppedOff(toppings, target)
		d.Steps[at].Minutes += 3
	}
	if len(finish) > 0 {
		text += " Toss with the " + listNames(finish) + " as they come off the heat."
	}
	d.Steps[at].Text = text + side
	if len(served) > 0 {
		last := &d.Steps[len(d.Steps)-1]
		last.Text = strings.TrimSpace(last.Text) + " Serve with the " + listNames(served) + "."
	}
}

// flourBrowned is brownedMeat's match in text when there are flours to toss the meat
// with: none, the regexp is not run.
func flourBrowned(flours []string, text string) []int {
	if len(flours) == 0 {
		return nil
	}
	return brownedMeat.FindStringSubmatchIndex(text)
}

// sugaryOf splits the foods named (by display) into the rest, the sugary sauces
// (barbecue sauce, ketchup) and the sugars (brown sugar, honey) among them.
func (d *Dish) sugaryOf(foods []string) (rest, sauces, sugars []string) {
	for _, n := range foods {
		var in *Ingredient
		for _, it := range d.Items {
			if it.Display == n {
				in = it.Ingredient
			}
		}
		switch {
		case in != nil && in.Category == "sweeteners" && in.Per100g.Sugar >= 50:
			sugars = append(sugars, n)
		case in != nil && in.Category == "condiments-sauces" && in.Per100g.Sugar >= 20:
			sauces = append(sauces, n)
		default:
			rest = append(rest, n)
		}
	}
	return rest, sauces, sugars
}

// toppingsOf takes out of foods the cheese, and the sauce spooned under it, that a
// dish of cooked pieces (a chicken parmesan) melts over them at the end; without a
// cheese there is no topping and foods stay as they are.
func (d *Dish) toppingsOf(foods []string) (rest, toppings []string) {
	var sauces, cheeses []string
	for _, n := range foods {
		in := d.itemFood(n)
		switch {
		case in != nil && in.Is(RoleCheese):
			cheeses = append(cheeses, n)
		case in != nil && in.Is(RoleSauce) && in.Per100g.Sugar < 20 && !strings.Contains(in.Name, "soy") && !strings.Contains(in.Name, "fish sauce"):
			sauces = append(sauces, n)
		default:
			rest = append(rest, n)
		}
	}
	if len(cheeses) == 0 {
		return foods, nil
	}
	return rest, append(sauces, cheeses...)
}

// toppedOff is the sentence that melts the toppings (sauces first, then cheese) over
// the cooked food in the target's own way.
func toppedOff(toppings []string, target string) string {
	var sauces, cheeses []string
	for _, n := range toppings {
		if strings.Contains(lowered(n), "cheese") || strings.Contains(lowered(n), "mozzarella") || strings.Contains(lowered(n), "parmesan") || strings.Contains(lowered(n), "cheddar") {
			cheeses = append(cheeses, n)
		} else {
			sauces = append(sauces, n)
		}
	}
	if len(cheeses) == 0 {
		cheeses, sauces = sauces, nil
	}
	top := "top them with the " + listNames(cheeses)
	if len(sauces) > 0 {
		top = "spoon the " + listNames(sauces) + " over them, top with the " + listNames(cheeses) + ","
	}
	switch target {
	case "air-fryer":
		return "Back in the basket, " + top + " and air-fry 2–3 minutes more, a round at a time, until the cheese melts and bubbles."
	case "grill":
		return "Then " + top + " close the lid and grill 2–3 minutes more, until the cheese melts."
	case "oven":
		return "Then " + top + " and bake 5 minutes more, until the cheese melts and bubbles."
	}
	return "Return them all to the pan, " + top + " cover and cook over low heat 3–4 minutes, until the cheese melts."
}

// spiceUnnamed reports whether a spice of the dish (not its salt or pepper) is left to
// "the seasonings" in the new steps (low): the garam masala of a keema is named where
// it goes in, or a cook reading the steps never adds it.
func spiceUnnamed(it Item, low string) bool {
	in := it.Ingredient
	if in == nil || in.Category != "spices-seasonings" || strings.Contains(in.Name, "salt") || strings.Contains(in.Name, "pepper") {
		return false
	}
	if namedIn(low, it.Display) || namedIn(low, in.Name) {
		return false
	}
	for _, a := range in.Aliases {
		if namedIn(low, a) {
			return false
		}
	}
	return true
}

// namedIn reports whether lowered text names display outright, in the singular or
// plural ("bay leaves" for "bay leaf").
func namedIn(low, display string) bool {
	n := lowered(display)
	if strings.HasSuffix(n, "f") {
		n = n[:len(n)-1]
	}
	return n != "" && strings.Contains(low, n)
}

// withoutRemovals is a lowered step without its sentences that take a food back out
// ("fish out the bay leaves", "discard the star anise"): naming a food there is no use of
// it, and a rewrite that lost its adding must still put it in.
func withoutRemovals(low string) string {
	if !containsRare(low, "fish out", 0) && !containsRare(low, "discard", 3) && !containsRare(low, "pick out", 3) && !containsRare(low, "lift out the bay", 2) && !containsRare(low, "remove the bay", 4) {
		return low
	}
	var keep []string
	for _, sentence := range strings.SplitAfter(low, ". ") {
		t := strings.TrimSpace(sentence)
		if !strings.Contains(t, "serve") && !strings.Contains(t, " with ") && (strings.HasPrefix(t, "fish out") || strings.HasPrefix(t, "discard") || strings.HasPrefix(t, "pick out") ||
			strings.HasPrefix(t, "remove and discard") || strings.HasPrefix(t, "lift out the bay") || strings.HasPrefix(t, "remove the bay")) {
			continue
		}
		keep = append(keep, sentence)
	}
	return strings.Join(keep, "")
}

// dropOvenHeating takes the sentence that heats the oven out of a step.
func dropOvenHeating(text string) string {
	var keep []string
	dropped := false
	for _, sentence := range strings.SplitAfter(text, ". ") {
		low := lowered(sentence)
		if ovenHeatingSentence.MatchString(low) && !strings.Contains(low, ";") {
			dropped = true
			continue
		}
		if dropped && strings.HasPrefix(sentence, "Meanwhile, ") {
			sentence = upperFirst(strings.TrimPrefix(sentence, "Meanwhile, "))
		}
		dropped = false
		keep = append(keep, sentence)
	}
	return strings.TrimSpace(strings.Join(keep, ""))
}

// ovenHeatingSentence finds a (lowered) sentence that heats the oven, as a recipe
// pasted in writes it: "heat the oven to 200°c", "heat oven to 250f", "preheat oven".
var ovenHeatingSentence = regexp.MustCompile(`^(?:pre-?heat|heat|set) (?:the |your )?oven\b`)

// mainStep is the longest-cooking of the n plan steps from first that cooks food (not
// the one heating the oven or grill): where food a rewrite left out goes in.
func mainStep(steps []Step, first, n int) int {
	best := first + n - 1
	for i := first; i < first+n && i < len(steps); i++ {
		if i >= 0 && steps[i].Minutes > steps[best].Minutes && !preheats(steps[i].Text) {
			best = i
		}
	}
	return best
}

// preheats reports whether a step only heats the oven, grill or air fryer.
func preheats(text string) bool {
	for _, p := range []string{"Heat the oven", "Heat the grill", "Heat the air fryer"} {
		if strings.HasPrefix(text, p) && !strings.Contains(text, ". ") {
			return true
		}
	}
	return false
}

// fitPlan takes out of the new steps the oil or the seasonings the dish does not have.
func (d *Dish) fitPlan(plan []Step, sauceButter bool) []Step {
	hasFat, hasSeason, hasOil, hasButter := false, false, false, false
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil {
			if sauceButter && in.Name == "butter" {
				continue // the butter is the sauce's, melted after the cooking
			}
			hasOil = hasOil || in.Is(RoleFat) && in.Category == "oils-vinegars"
			hasButter = hasButter || in.Name == "butter"
			hasFat = hasFat || in.Is(RoleFat) && (in.Category == "oils-vinegars" || in.Category == "dairy" && !in.Is(RoleCheese))
			hasSeason = hasSeason || in.Category == "spices-seasonings"
		}
	}
	var pairs [][2]string
	if !hasFat {
		pairs = append(pairs, [2]string{" with the oil and seasonings", " with the seasonings"}, [2]string{" in a little of the oil", ""},
			[2]string{" in the rest of the oil", ""}, [2]string{" in the oil", ""},
			[2]string{"Heat the oil in a large skillet", "Heat a large skillet"}, [2]string{" with the oil in", " in"}, [2]string{" with the oil", ""})
	}
	if hasButter && !hasOil {
		// The dish's fat is butter: the new steps soften in it, not in oil it lacks.
		pairs = append(pairs, [2]string{" in a little of the oil", " in a little of the butter"}, [2]string{" in the rest of the oil", " in the rest of the butter"},
			[2]string{" in the oil", " in the butter"}, [2]string{" with the oil", " with the butter"})
	}
	if !hasSeason {
		pairs = append(pairs, [2]string{" with the seasonings", ""}, [2]string{" and the seasonings", ""}, [2]string{" and seasonings", ""})
	}
	for i := range plan {
		for _, p := range pairs {
			plan[i].Text = strings.ReplaceAll(plan[i].Text, p[0], p[1])
		}
	}
	return plan
}
