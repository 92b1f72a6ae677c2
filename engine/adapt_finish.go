package engine

import (
	"math"
	"regexp"
	"strconv"
	"strings"
)

// A wet dish moved to another method hands over the cooking in the pot, not what is
// done around it: the chopping the old steps did "meanwhile", and the resting, slicing
// and reducing of the sauce once the pot was done.

// asideSentence reports whether a sentence is prep done beside the cooking ("Meanwhile,
// cut the carrot into chunks", "Also chop the parsley") with no heat of its own.
func asideSentence(s string) bool {
	s = strings.TrimSpace(s)
	return (strings.HasPrefix(s, "Meanwhile, ") || strings.HasPrefix(s, "Also ")) && !isHeatStep(s)
}

// withoutAsides is a step's text without its aside sentences, and the asides as bare
// instructions ("cut the carrot into chunks; cut the mushroom into chunks").
func withoutAsides(text string) (rest string, asides []string) {
	if !strings.Contains(text, "Meanwhile, ") && !strings.Contains(text, "Also ") {
		return strings.TrimSpace(text), nil // no sentence can be an aside
	}
	var keep []string
	for _, s := range strings.SplitAfter(text, ". ") {
		if t, ok := toastingAside(s); ok {
			// "Meanwhile, toast the bread; slice the tomato": the toast is done beside the
			// cooking, whatever cooks the rest, and the tomato is only sliced.
			asides = append(asides, t...)
			continue
		}
		if asideSentence(s) {
			a := strings.TrimSpace(s)
			a = strings.TrimPrefix(strings.TrimPrefix(a, "Meanwhile, "), "Also ")
			asides = append(asides, lowerFirst(strings.TrimSuffix(a, ".")))
			continue
		}
		keep = append(keep, s)
	}
	return strings.TrimSpace(strings.Join(keep, "")), asides
}

// toastingAside reads a "Meanwhile, " sentence that toasts the bread beside the cooking
// ("Meanwhile, toast the bread until golden; slice the tomato") as asides: the toast
// and the prep with it. A sentence that heats anything else is no aside.
func toastingAside(s string) ([]string, bool) {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "Meanwhile, ") || !strings.Contains(s, "toast ") {
		return nil, false
	}
	var out []string
	for _, c := range strings.Split(strings.TrimSuffix(strings.TrimPrefix(s, "Meanwhile, "), "."), "; ") {
		c = strings.TrimSpace(c)
		if isHeatStep(upperFirst(c)) && !togglesToast(c) {
			return nil, false
		}
		out = append(out, lowerFirst(c))
	}
	return out, true
}

// togglesToast reports whether an instruction toasts bread, buns or muffins.
func togglesToast(c string) bool {
	low := lowered(c)
	return strings.HasPrefix(low, "toast ") && !containsAny(low, []string{"seed", "nut", "spice", "cumin", "almond", "coconut", "oats", "rice"})
}

// toastIn is the bread's toasting where the new method leaves no toaster or grill pan
// beside it: on the oven rack, in the basket, over the grill. what is the toast's own
// text ("toast the bread until golden").
func toastIn(target, what string) string {
	food := "the bread"
	if m := toastWhat.FindStringSubmatch(lowered(what)); m != nil {
		food = "the " + m[1]
	}
	switch target {
	case "oven":
		return "Turn the oven to 200°C (400°F) and toast " + food + " directly on the rack until golden, 4–5 minutes, turning once."
	case "air-fryer":
		return "Toast " + food + " in the air fryer basket in one layer at 180°C (350°F) until golden, 3–4 minutes, in rounds if needed."
	case "grill":
		return "Toast " + food + " on the grill until marked and golden, 1–2 minutes a side."
	}
	return upperFirst(strings.TrimSuffix(what, ".")) + "."
}

// toastWhat finds what a toast step toasts: "toast the bread", "toast the split buns".
var toastWhat = regexp.MustCompile(`^toast (?:the )?([a-z -]+?)(?: until| in | on |,|;|\.|$)`)

// finishingSteps un-marks the replaced steps of a wet dish that come after the pot is
// done: after the longest-cooking step and the last step that puts a food in. They rest
// the meat, reduce the liquid, slice and serve, whatever cooked the pot. It returns the
// minutes handed back.
func (d *Dish) finishingSteps(replaced []bool, f *stepFacts) int {
	longest, lastAdd, best := -1, -1, 0
	seen := make([]bool, len(d.Items))
	lows := make([]*itemWords, len(d.Items)) // each item's name read once, when first asked
	for i, s := range d.Steps {
		if !replaced[i] {
			continue
		}
		if m := f.stepMinutes(s); m > best || longest < 0 {
			longest, best = i, m
		}
		// What a "Meanwhile" sentence names (the tortillas warmed in a dry pan) is done
		// beside the pot, never put in it.
		text := withoutMeanwhile(s.Text)
		low := f.lower(text) // the step itself, most often: read once
		if offHeat(low) || servesInBowls(low) {
			continue // stirred in once the pot is done, or laid in the bowls, whatever cooked it
		}
		var words []string // split once, when a food is not named outright
		for j, it := range d.Items {
			if seen[j] || foodGroupsOf(it.Ingredient) == 0 {
				continue
			}
			if lows[j] == nil {
				lows[j] = &itemWords{low: lowered(it.Display), keys: mentionKeys(it.Display)}
			}
			if i := strings.Index(low, lows[j].low); i < 0 || isLetterAt(low, i-1) {
				if !keysMentioned(low, &words, text, lows[j].keys) {
					continue
				}
			}
			seen[j], lastAdd = true, i
		}
	}
	end, back := max(longest, lastAdd), 0
	for i := end + 1; i < len(d.Steps); i++ {
		if replaced[i] {
			replaced[i] = false
			back += f.stepMinutes(d.Steps[i])
		}
	}
	return back
}

// itemWords is an item's display name lowered, and its mentionKeys.
type itemWords struct {
	low  string
	keys []string
}

// mentionKeys are the words of a food's name that wordsMention compares with a text's
// words, lowered and without a final s.
func mentionKeys(food string) []string {
	var keys []string
	if isPlainASCII(food) {
		// lowerWords' words, read in place: the runs of letters of the name lowered.
		low := lowered(food)
		for i := 0; i < len(low); {
			if !isLetterAt(low, i) {
				i++
				continue
			}
			j := i + 1
			for j < len(low) && isLetterAt(low, j) {
				j++
			}
			if fw := low[i:j]; mentionKey(fw) {
				keys = append(keys, strings.TrimSuffix(fw, "s"))
			}
			i = j
		}
		return keys
	}
	for _, fw := range lowerWords(food) {
		if !mentionKey(fw) {
			continue
		}
		keys = append(keys, strings.TrimSuffix(fw, "s"))
	}
	return keys
}

// keysMentioned is wordsMention(lowerWords(text), []string{food}) given low, text
// lowered, and the food's mentionKeys: a key no word of the text can equal is not a
// substring of low, so the text is split into *words (once) only when one is.
func keysMentioned(low string, words *[]string, text string, keys []string) bool {
	for _, k := range keys {
		i := strings.Index(low, k)
		if i < 0 {
			continue
		}
		if k != "" && isPlainASCII(text) {
			// An ASCII text's words are its runs of letters: k is one (or one with a
			// final s) where it starts a run and ends it or is followed by an s that does.
			if asciiKeyWord(low, k, i) {
				return true
			}
			continue
		}
		if *words == nil {
			*words = lowerWords(text)
		}
		for _, w := range *words {
			if strings.TrimSuffix(w, "s") == k {
				return true
			}
		}
	}
	return false
}

// asciiKeyWord reports whether k, first found in the ASCII low at i, is a word of low
// or such a word less its final s.
func asciiKeyWord(low, k string, i int) bool {
	for {
		if !isLetterAt(low, i-1) {
			e := i + len(k)
			if !isLetterAt(low, e) || low[e] == 's' && !isLetterAt(low, e+1) {
				return true
			}
		}
		j := strings.Index(low[i+1:], k)
		if j < 0 {
			return false
		}
		i += 1 + j
	}
}

// offHeat reports whether a step (lower-cased) begins off the heat: the yoghurt or cream
// stirred into a curry once it is done, which boiled would split.
func offHeat(low string) bool {
	for _, p := range []string{"off the heat", "take the pan off the heat", "take the pot off the heat", "remove from the heat", "remove the pan from the heat", "remove the pot from the heat"} {
		if strings.HasPrefix(low, p) {
			return true
		}
	}
	return false
}

// lateFoods are the foods a wet dish put in after its first long spell of cooking
// ("tuck the carrots around the meat ... 40 minutes more"): they go in late whatever
// cooks the pot.
func (d *Dish) lateFoods(replaced []bool, f *stepFacts, vegs []string) []string {
	longSeen := false
	var early, late []string
	for i, s := range d.Steps {
		if !replaced[i] {
			continue
		}
		text, _ := withoutAsides(s.Text)
		for _, v := range vegs {
			if containsString(early, v) || containsString(late, v) || !stepNamesFood(text, v) {
				continue
			}
			if longSeen {
				late = append(late, v)
			} else {
				early = append(early, v)
			}
		}
		if f.stepMinutes(s) >= 20 {
			longSeen = true
		}
	}
	return late
}

// liquidAmounts names the liquids as a cook writes them in a step: with their amounts
// ("2 cups of beef broth and the can of coconut milk"), never "the 2 cups beef broth".
func (d *Dish) liquidAmounts(names []string) string {
	return listNames(d.liquidParts(names))
}

// liquidParts is each of the liquids of names as liquidAmounts says it.
func (d *Dish) liquidParts(names []string) []string {
	var out []string
	for _, n := range names {
		text := "the " + n
		for _, it := range d.Items {
			if it.Display == n && it.Quantity > 0 && it.Grams > 0 {
				text = stepAmount(it.Quantity, it.Unit, it.Display)
				if it.Quantity == 1 && containsString([]string{"can", "tin", "jar", "carton", "bottle", "packet", "pouch"}, it.Unit) {
					text = "the " + it.Unit + " of " + strings.TrimPrefix(it.Display, "canned ") // "the can of diced tomatoes", never "the 1 can"
				}
				break
			}
		}
		out = append(out, text)
	}
	return out
}

// stepAmount is an amount of a food as a step says it: "1 cup of heavy cream", "2 cans of
// diced tomatoes", "3 carrots".
func stepAmount(qty float64, unit, name string) string {
	text := lineText(qty, unit, name, "")
	if unit == "" || unit == "piece" {
		return text
	}
	head := strings.TrimSuffix(lineText(qty, unit, "x", ""), "x")
	if strings.HasSuffix(head, " ") && strings.HasPrefix(text, head) && !strings.HasPrefix(text[len(head):], "of ") {
		return head + "of " + text[len(head):]
	}
	return text
}

// pouredLiquid reports whether an item is a liquid measured by volume (stock, wine),
// which a closed slow cooker does not boil away; a can of tomatoes is not poured.
func pouredLiquid(it Item) bool {
	if it.Ingredient == nil || !it.Ingredient.Is(RoleLiquid) || it.Ingredient.Category == "produce" || it.Grams <= 0 {
		return false
	}
	switch it.Unit {
	case "cup", "ml", "l", "fl oz", "quart", "pint":
		return true
	}
	return false
}

// lessLiquid cuts the poured liquids of names (those the cooker gets) by a third for a slow cooker, where nothing
// evaporates; d's items must be its own.
func (d *Dish) lessLiquid(names []string) []Change {
	var changes []Change
	boiled, _, _ := d.slowCookerPanLiquids(names, false) // the wine boiled down in the pan first is not cut again
	for i, it := range d.Items {
		if pouredLiquid(it) && it.Ingredient.Category != "dairy" && containsString(names, it.Display) && !containsString(boiled, it.Display) {
			c := d.scaleItem(i, 2.0/3)
			c.Reason = "a slow cooker's lid keeps the liquid in: a third less of it"
			changes = append(changes, c)
		}
	}
	return changes
}

// stepNamesFood reports whether a step names a food: its whole name as a word ("cod"), or a
// food word of it (mentionsAny).
func stepNamesFood(text, name string) bool {
	low := lowered(text)
	if i := strings.Index(low, lowered(name)); i >= 0 && !isLetterAt(low, i-1) {
		return true
	}
	return mentionsAny(text, []string{name})
}

// stepWater matches the water a step pours in without listing it: "2 1/4 cups (540 ml)
// of water", "540 ml water".
var stepWater = regexp.MustCompile(`(\d+) ml\)? (?:of )?(?:cold |hot |boiling )?water`)

// slowCookerWater is the ml of water a slow cooker gets beside the listed liquids: the
// old steps' own water (unlisted, in moved, their lowered text), a third less as
// nothing evaporates, and never so little that the liquid would not come part way up
// the food (a quarter of its weight in all). A pot that had no liquid (the lid keeps a
// pork shoulder's juices) gets none. raised says the floor set it; the change says what
// the old water became.
func (d *Dish) slowCookerWater(moved string, g foodGroups) (ml float64, raised bool, c *Change) {
	old := 0.0
	for _, m := range stepWater.FindAllStringSubmatch(moved, -1) {
		if v, err := strconv.Atoi(m[1]); err == nil {
			old += float64(v)
		}
	}
	liquid, food, poured := 0.0, 0.0, false
	for _, it := range d.Items {
		switch {
		case containsString(g.liquids, it.Display) && !lateCream(d, it.Display):
			liquid += it.Grams
			poured = poured || pouredLiquid(it)
		case containsString(g.protein, it.Display) || containsString(g.vegs, it.Display):
			food += it.Grams
		}
	}
	if old == 0 && !poured {
		return 0, false, nil
	}
	ml = old * 2 / 3
	if floor := food / 4; liquid+ml < floor {
		ml, raised = floor-liquid, true
	}
	if ml < 60 {
		return 0, false, nil
	}
	ml = math.Round(ml/60) * 60
	to := cupsOfWater(ml)
	from := "no water"
	reason := "a slow cooker's liquid comes part way up the food"
	if old > 0 {
		from = cupsOfWater(old)
		if !raised {
			reason = "a slow cooker's lid keeps the liquid in: a third less of it"
		}
	}
	return ml, raised, &Change{From: from, To: to, Reason: reason}
}

// withoutMeanwhile is a step's text without its "Meanwhile, ..." sentences, with heat
// or without: what they name is done beside the pot.
func withoutMeanwhile(text string) string {
	if !strings.Contains(text, "Meanwhile, ") {
		return strings.TrimSpace(text) // no sentence to take out
	}
	var keep []string
	for _, s := range strings.SplitAfter(text, ". ") {
		if !strings.HasPrefix(strings.TrimSpace(s), "Meanwhile, ") {
			keep = append(keep, s)
		}
	}
	return strings.TrimSpace(strings.Join(keep, ""))
}

// servesInBowls reports whether a step (lower-cased) assembles the bowls: the noodles
// divided among them and the broth ladled over the raw beef and the sprouts. What it
// names is not put in the pot, whatever heats the broth.
func servesInBowls(low string) bool {
	return containsFrom(low, "bowls", 2) && containsAny(low, []string{"among", "between", "divide"}) && containsAny(low, []string{"ladle", "pour the"})
}

// keepMovedStep records a step a method move rewrote: left empty it goes ("not
// needed"), changed it is logged with why, and it joins the new steps.
func keepMovedStep(steps []Step, changes []Change, s Step, text, why string) ([]Step, []Change) {
	if text == "" {
		return steps, append(changes, Change{From: s.Text, To: "(not needed)", Reason: "the oven is not used now"})
	}
	if text != s.Text {
		changes = append(changes, Change{From: s.Text, To: text, Reason: why})
	}
	s.Text = text
	return append(steps, s), changes
}

// movedResult is the result of a method move written step by step (a batter, a loaf,
// an egg bake, a hotpot, a sauced bake): the steps numbered and timed, the move itself
// the first change, and the method's equipment.
func (d *Dish) movedResult(steps []Step, move Change, changes []Change, method string, equipment []string) *Transformed {
	for i := range steps {
		steps[i].Step = i + 1
	}
	d.Steps = steps
	prep, cook := d.cookMinutes()
	r := d.result(append([]Change{move}, changes...))
	r.Method = method
	r.Timing = &Timing{PrepMinutes: prep, CookMinutes: cook, TotalMinutes: prep + cook}
	r.Summary = retimed(r.Summary, r.Timing.TotalMinutes)
	r.Equipment = d.sizedEquipment(equipment)
	return r
}

// movedShare finds a share the old cooking took of a line: "half the vinegar", "a third
// of the bbq sauce".
var movedShare = regexp.MustCompile(`\b(half|a third of|a quarter of|two thirds of|the rest of) the ([a-z][a-z -]*?)(?:[,.;]| and | with | to |$)`)

// sharedOut reports whether a lowered step names a share of a line, the words movedShare
// starts with: a cheap test before the regexp, which costs a tenth of an adapt.
func sharedOut(low string) bool {
	for _, w := range []string{"half the ", "third of the ", "quarter of the ", "thirds of the ", "rest of the "} {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// keepMovedShares keeps the shares of a line that the moved steps (replaced, of the old
// steps old) put in the pot while a step that stays takes the rest ("half the vinegar" in
// the braise, the rest in the slaw): the new step at adds them by name, as the old one
// did, so the braise keeps its sharpness and the shares still add up.
func (d *Dish) keepMovedShares(old []Step, replaced []bool, at int) {
	if at < 0 || at >= len(d.Steps) {
		return
	}
	now := ""
	var add []string
	for i, s := range old {
		if i >= len(replaced) || !replaced[i] {
			continue
		}
		low := lowered(s.Text)
		if !sharedOut(low) {
			continue // no share named: the regexp is not worth running
		}
		if now == "" {
			for _, s := range d.Steps {
				now += lowered(s.Text) + " "
			}
		}
		for _, m := range movedShare.FindAllStringSubmatch(low, -1) {
			// The lazy match runs on to the next "and": "half the olive oil in a large
			// skillet over medium-high heat" is a share of the olive oil.
			name, fat := d.sharedItem(m[2])
			if name == "" || strings.Contains(now, m[1]+" the "+name) || !sharesLeft(now, name) {
				// No line of the dish, the new steps take the share already, or no step
				// that stays takes the rest: the new steps' "the oil" is all of it.
				continue
			}
			share := m[1] + " the " + name
			if fat {
				// The butter the onion softened in goes in with the oil, on the sauté
				// setting, not after the lid is locked.
			fats:
				for _, oil := range []string{" in the rest of the oil", " in the oil"} {
					for i := range d.Steps {
						if t := strings.Replace(d.Steps[i].Text, oil, oil+" with "+share, 1); t != d.Steps[i].Text {
							d.Steps[i].Text, share = t, ""
							break fats
						}
					}
				}
			}
			if share != "" {
				add = append(add, share)
			}
		}
	}
	if len(add) > 0 {
		d.Steps[at].Text = strings.TrimSpace(d.Steps[at].Text) + " Add " + listNames(add) + " to the pot with them."
	}
}

// sharedItem is the line of the dish a share's words start with ("olive oil" of "olive
// oil in a large skillet"), the longest that fits, and whether it is a cooking fat.
func (d *Dish) sharedItem(words string) (name string, fat bool) {
	for _, it := range d.Items {
		in := it.Ingredient
		if in == nil {
			continue
		}
		for _, n := range []string{lowered(it.Display), in.Name} {
			if len(n) > len(name) && strings.HasPrefix(words, n) && !isLetterAt(words, len(n)) {
				name, fat = n, in.Is(RoleFat) && in.Category != "nuts-seeds"
			}
		}
	}
	if name != "" {
		return name, fat
	}
	// The share names the food loosely ("half the vinegar" of the cider vinegar): the
	// fewest words that name a line.
	words = strings.TrimSpace(words)
	for end := 0; end < len(words); {
		next := strings.IndexByte(words[end+1:], ' ')
		if next < 0 {
			end = len(words)
		} else {
			end += 1 + next
		}
		cand := words[:end]
		for _, it := range d.Items {
			if in := it.Ingredient; in != nil && stepNamesFood(cand, it.Display) {
				return cand, in.Is(RoleFat) && in.Category != "nuts-seeds"
			}
		}
	}
	return "", false
}

// sharesLeft reports whether the steps (lowered, run together) take a share of the food
// named: the rest of the butter beaten into a risotto.
func sharesLeft(now, name string) bool {
	for _, w := range []string{"half the ", "third of the ", "quarter of the ", "thirds of the ", "rest of the ", "remaining "} {
		if strings.Contains(now, w+name) {
			return true
		}
	}
	return false
}
