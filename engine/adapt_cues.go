package engine

import (
	"fmt"
	"strings"
)

// What a method change must read between the lines of a recipe: the steps that go on
// cooking in the same pan without naming the heat, the garlic that burns in a dry
// method's long minutes, and the meat served pink.

// stillCooking are the words of a step that goes on cooking in the pan the step before
// heated, though it names no heat: the risotto's wine stirred until it evaporates, the
// stock added a ladle at a time until the rice is tender.
var stillCooking = []string{"evaporat", "absorb", "until tender", "until just tender", "until creamy", "translucent", "glossy",
	"until reduced", "until thickened", "reduced by", "until syrupy", "wilt"}

// markContinued marks as heat steps, in f, the steps that go on cooking in the pan the
// step before them heated (stillCooking) until a step takes the pan off the heat.
func (d *Dish) markContinued(f *stepFacts) {
	onHeat := false
	for _, s := range d.Steps {
		low := f.lower(s.Text)
		if f.heat(s.Text) {
			onHeat = !offHeat(low)
			continue
		}
		if !onHeat || strings.HasPrefix(s.Text, "Prep:") || offHeat(low) || servesInBowls(low) || strings.Contains(low, "serve") || !containsAny(low, stillCooking) {
			onHeat = false
			continue
		}
		at := f.at(s.Text)
		at.heat, at.read = true, at.read|factHeat
	}
}

// burnsInDryHeat reports whether an aromatic cut small (minced garlic, grated ginger)
// burns bitter over a dry method's full time: it goes in for the last minutes.
func burnsInDryHeat(it Item) bool {
	in := it.Ingredient
	if in == nil || in.Name != "garlic" && in.Name != "ginger" {
		return false
	}
	low := lowered(it.Text)
	return !containsAny(low, []string{"whole", "head", "unpeeled", "smashed", "bulb", "halved"})
}

// lateAromatics takes out of the foods a dry method cooks the garlic and ginger cut
// small, which burn over its full time.
func (d *Dish) lateAromatics(g foodGroups) (foodGroups, []string) {
	var late []string
	take := func(names []string) []string {
		var rest []string
		for _, n := range names {
			burns := false
			for _, it := range d.Items {
				if it.Display == n && burnsInDryHeat(it) {
					burns = true
				}
			}
			if burns {
				late = append(late, n)
			} else {
				rest = append(rest, n)
			}
		}
		return rest
	}
	g.aromatics, g.vegs = take(g.aromatics), take(g.vegs)
	return g, late
}

// lateAromaticsText is the sentence that cooks the garlic a dry method took out: over
// the food for its last minutes, or warmed off the grill; in the butter where the old
// steps basted with garlic butter (butter is its name in the list, or "").
func lateAromaticsText(target string, names []string, butter string) string {
	n := listNames(names)
	if butter != "" {
		if target == "grill" {
			return fmt.Sprintf(" Meanwhile, melt the %s in a small pan, add the %s and warm for 1–2 minutes, until fragrant but not coloured; spoon it over as the food comes off the grill.", butter, n)
		}
		return fmt.Sprintf(" For the last 2–3 minutes, spoon over the %s melted with the %s (any longer and the %s burns bitter).", butter, n, n)
	}
	switch target {
	case "grill":
		return fmt.Sprintf(" Meanwhile, warm the %s in a spoonful of oil in a small pan for 1–2 minutes, until fragrant but not coloured, and spoon it over as the food comes off the grill.", n)
	case "oven":
		return fmt.Sprintf(" Scatter the %s over for the last 5 minutes, tossed in a little of the oil (any longer and it burns bitter).", n)
	}
	return fmt.Sprintf(" Toss the %s through for the last 2–3 minutes (any longer and it burns bitter).", n)
}

// movedButter is the butter the moved steps cooked with (its name in the list), or "".
func (d *Dish) movedButter(moved string) string {
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && it.Grams > 0 && strings.Contains(in.Name, "butter") && in.Is(RoleFat) && stepNamesFood(moved, it.Display) {
			return it.Display
		}
	}
	return ""
}

// wholePoultry reports whether the dish cooks raw poultry in whole pieces (breasts,
// boneless thighs), not cut small or minced.
func (d *Dish) wholePoultry() bool {
	for _, it := range d.Items {
		in := it.Ingredient
		if in == nil || it.Grams <= 0 || in.Category != "poultry" || cookedAlready(in) || strings.HasPrefix(in.Name, "ground ") {
			continue
		}
		if !containsAny(lowered(it.Text), []string{"cut", "dice", "strip", "piece", "cube", "slice", "chunk", "bite", "shred", "mince", "tender"}) {
			return true
		}
	}
	return false
}

// servedPink reports whether the dish's only raw meat is one served pink: a duck
// breast, which is cooked to 57–60°C with its skin rendered crisp, not to poultry's 74°C.
func (d *Dish) servedPink() bool {
	pink := false
	for _, it := range d.Items {
		in := it.Ingredient
		if in == nil || it.Grams <= 0 || foodGroupsOf(in)&(1<<groupMeats|1<<groupSeafood) == 0 {
			continue
		}
		if in.Name != "duck breast" {
			return false
		}
		pink = true
	}
	return pink
}

// pinkDone is how a dry method's step ends for a breast served pink.
const pinkDone = "the skin is crisp and the meat still pink, 57–60°C (135–140°F) in the thickest part (74°C / 165°F for well done); rest it 5 minutes before slicing"

// pinkPlan is a dry method's cooking of a duck breast: the scored skin rendered slowly
// first, then crisped, then the meat side briefly; what cooks beside it (rest) goes in
// for its own minutes.
func pinkPlan(target string, rest []string) ([]Step, int, []string) {
	beside := ""
	switch target {
	case "grill":
		if len(rest) > 0 {
			beside = fmt.Sprintf(" Grill the %s in a grill basket over direct heat beside it, turning, for 10–15 minutes, until tender and charred.", listNames(rest))
		}
		return []Step{
			{Text: "Heat the grill for two zones: one side medium-high, about " + temp(220) + ", the other low or off; oil the grates.", Minutes: 10},
			{Text: "Lay the duck breast skin-side down over the low side, close the lid and let the fat render for 8–10 minutes, moving it if the fat flares. Move it skin-side down over the direct heat for 1–2 minutes to crisp the skin, then turn and grill the meat side 2–4 minutes, until " + pinkDone + "." + beside, Minutes: 16},
		}, 26, []string{"grill", "grill basket", "tongs", "instant-read thermometer"}
	case "air-fryer":
		if len(rest) > 0 {
			beside = fmt.Sprintf(" Air-fry the %s, tossed in a little of the rendered fat, for 12–15 minutes while the duck rests and is sliced, shaking halfway.", listNames(rest))
		}
		return []Step{
			{Text: "Heat the air fryer to " + temp(200) + " for 3 minutes.", Minutes: 3},
			{Text: "Lay the duck breast skin-side up in the basket and air-fry for 10–14 minutes, until " + pinkDone + "." + beside, Minutes: 14},
		}, 17, []string{"air fryer", "instant-read thermometer"}
	}
	if len(rest) > 0 {
		beside = fmt.Sprintf(" Roast the %s on a tray on the shelf above, tossed in a little of the rendered fat, for 20–25 minutes, until tender and browned.", listNames(rest))
	}
	return []Step{
		{Text: "Heat the oven to " + temp(200) + ".", Minutes: 10},
		{Text: "Lay the duck breast skin-side down in a cold ovenproof pan, set it over medium heat and render the fat for 8 minutes, until the skin is golden; turn it and roast in the oven for 5–7 minutes, until " + pinkDone + "." + beside, Minutes: 15},
	}, 25, []string{"ovenproof skillet", "instant-read thermometer"}
}

// friedRicePlan is fried rice in the air fryer: the cold rice tossed with the oil and
// the rest in a cake tin that fits the basket, hot air through it, stirred often so it
// crisps rather than clumps.
// wok says the aromatics were softened in the pan just before: they are scraped in.
func (d *Dish) friedRicePlan(g foodGroups, wok bool) ([]Step, int, []string) {
	with := "the oil"
	if wok {
		with = "the oil and the aromatics softened in the wok"
	}
	m, done := 12, "until hot through and crisping at the edges"
	if len(g.meats)+len(g.seafood) > 0 {
		m, done = 15, "until hot through and crisping at the edges and the "+listNames(append(append([]string{}, g.meats...), g.seafood...))+" cooked through"+d.insideTemp()
	}
	return []Step{
		{Text: "Heat the air fryer to " + temp(200) + " for 3 minutes.", Minutes: 3},
		{Text: fmt.Sprintf("Break up the %s and toss it with %s in a cake tin or ovenproof dish that fits the basket (loose grains fall through a basket). Air-fry for %d minutes, stirring every 4 minutes, %s.", listNames(append(append(append([]string{}, g.vegs...), g.protein...), g.aromatics...)), with, m, done), Minutes: m},
	}, m + 3, []string{"air fryer", "cake tin or ovenproof dish that fits the basket"}
}

// turnsTheFood reports whether a step (lowered) turns and goes on cooking what the step
// before it cooked ("turn and cook 3 minutes more"), naming none of the dish's foods.
func (d *Dish) turnsTheFood(low string) bool {
	if !strings.HasPrefix(low, "turn") && !strings.HasPrefix(low, "flip") {
		return false
	}
	for _, it := range d.Items {
		if it.Ingredient != nil && it.Grams > 0 && foodGroupsOf(it.Ingredient) != 0 && stepNamesFood(low, it.Display) {
			return false
		}
	}
	return true
}

// onlyFish reports whether the dish's only raw meat or fish is fish fillets or steaks.
func (d *Dish) onlyFish() bool {
	fish := false
	for _, it := range d.Items {
		in := it.Ingredient
		if in == nil || it.Grams <= 0 || foodGroupsOf(in)&(1<<groupMeats|1<<groupSeafood) == 0 {
			continue
		}
		if in.Category != "seafood" || in.Has(FactShellfish) {
			return false
		}
		fish = true
	}
	return fish
}

// boiledOffFirst reports whether a liquid is wine, sherry, vermouth or beer: poured onto the
// toasted rice and boiled off before the stock, never sealed in with it.
func boiledOffFirst(in *Ingredient) bool {
	return in != nil && containsAny(in.Name, []string{"wine", "sherry", "vermouth", "beer", "cider", "sake", "mirin"}) && !strings.Contains(in.Name, "vinegar")
}

// splitWine parts the liquids named into wines and the rest.
func (d *Dish) splitWine(names []string) (wine, rest []string) {
	for _, n := range names {
		if boiledOffFirst(d.itemFood(n)) {
			wine = append(wine, n)
		} else {
			rest = append(rest, n)
		}
	}
	return wine, rest
}

// pressureGrainLiquid cuts the stock a pressure cooker gets for rice cooked in the pot
// (a risotto, a pilaf): sealed, nothing boils off, so about twice the rice's volume
// (3 cups stock to 1 1/2 cups arborio) where the open pan took more; d's items must be
// its own.
func (d *Dish) pressureGrainLiquid(grains, liquids []string) []Change {
	grain := 0.0
	for _, it := range d.Items {
		if containsString(grains, it.Display) {
			grain += it.Grams
		}
	}
	_, rest := d.splitWine(liquids)
	poured := 0.0
	for _, it := range d.Items {
		if pouredLiquid(it) && containsString(rest, it.Display) && it.Ingredient.Category != "dairy" {
			poured += it.Grams
		}
	}
	want := grain * 2.4 // grams of rice to ml of liquid: 1 cup (200 g) to 2 cups (480 ml)
	if grain == 0 || poured <= want*1.15 {
		return nil
	}
	var changes []Change
	for i, it := range d.Items {
		if pouredLiquid(it) && containsString(rest, it.Display) && it.Ingredient.Category != "dairy" {
			c := d.scaleItem(i, want/poured)
			c.Reason = "a sealed pressure cooker boils nothing off: about twice the rice's volume of liquid"
			changes = append(changes, c)
		}
	}
	return changes
}

// readiedFor rewords a step that readies the food before a dry method cooks it: the
// baking sheet of an oven it leaves is a bowl now, and the garlic that goes in late
// (late) is not tossed in with the rest.
func (d *Dish) readiedFor(text, src, target string, late []string) string {
	if src == "oven" && target != "oven" && target != "grill" {
		// The hot air crisps what foil would steam.
		text = replacePhrases(text, " and wrap tightly in foil", "", " and wrap them tightly in foil", "", " and wrap in foil", "")
	}
	if src == "oven" && target != "oven" {
		text = replacePhrases(text, " on a lined baking sheet", " in a large bowl", " on a rimmed baking sheet", " in a large bowl",
			" on a baking sheet", " in a large bowl", " on a sheet pan", " in a large bowl", " in a roasting tin", " in a large bowl")
	}
	for _, n := range late {
		for _, w := range []string{n, d.itemFood(n).Name} {
			text = replacePhrases(text, " and the "+w+" with", " with", " and "+w+" with", " with", " and "+w+",", ",", " the "+w+" and ", " the ", w+" and ", "")
		}
	}
	return text
}

// indirectGrillPlan is a tough cut a low oven cooked for hours (ribs in foil), on the
// grill: the same low heat, away from the fire with the lid down, for about the same
// time; the last blast over the fire is the step that glazes it.
func indirectGrillPlan(g foodGroups, cook int) ([]Step, int, []string) {
	m := roundUp5(cook)
	return []Step{
		{Text: "Set the grill up for indirect heat: light one side only (or bank the coals to one side) and bring it to about " + temp(150) + " with the lid down.", Minutes: 15},
		{Text: fmt.Sprintf("Lay %s over the unlit side, close the lid and cook for %d minutes, keeping the heat steady and turning once, until tender enough that the meat pulls back from the bone.", g.main(), m), Minutes: m},
	}, m + 15, []string{"grill with a lid", "tongs", "heavy-duty foil"}
}

// withoutRawInBowls takes out of a wet dish's pot the raw meat or fish no moved step
// names that a step lays raw in the bowls for the boiling broth to cook (the pho's
// sirloin): it never goes in the pot, whatever cooks the broth.
func (d *Dish) withoutRawInBowls(g foodGroups, moved string, f *stepFacts) foodGroups {
	var raw []string
	for _, s := range d.Steps {
		low := f.lower(s.Text)
		if !servesInBowls(low) || !strings.Contains(low, "raw") {
			continue
		}
		for _, n := range append(append([]string{}, g.meats...), g.seafood...) {
			if !stepNamesFood(moved, n) && !containsString(raw, n) {
				raw = append(raw, n)
			}
		}
	}
	if len(raw) == 0 {
		return g
	}
	drop := func(names []string) []string {
		var out []string
		for _, n := range names {
			if !containsString(raw, n) {
				out = append(out, n)
			}
		}
		return out
	}
	g.protein, g.meats, g.seafood = drop(g.protein), drop(g.meats), drop(g.seafood)
	return g
}

// cookerFinish rewords the glaze a low bake ended with for a dish a cooker braised: the
// oven is heated for it now, and the meat comes out of the cooker, not out of foil.
func cookerFinish(text string) string {
	return replacePhrases(text, "Turn the oven up to ", "Heat the oven to ",
		"Open the foil, pour the juices away and brush the ribs", "Lift the ribs onto a lined baking sheet and brush them",
		"Open the foil, pour the juices away and brush", "Lift the meat onto a lined baking sheet and brush")
}

// onlyRibs reports whether the dish's only raw meat is pork ribs.
func (d *Dish) onlyRibs() bool {
	ribs := false
	for _, it := range d.Items {
		in := it.Ingredient
		if in == nil || it.Grams <= 0 || foodGroupsOf(in)&(1<<groupMeats) == 0 {
			continue
		}
		if in.Name != "pork ribs" {
			return false
		}
		ribs = true
	}
	return ribs
}

// shortFoods are the food words of three letters that mentionsAny reads as foods: "sear
// the cod" names the cod fillets.
var shortFoods = map[string]bool{"cod": true, "ham": true, "eel": true, "yam": true, "fig": true}

// simmerJuices puts into the pot the fruit juice a wet dish's moved steps simmered (the
// carnitas' oranges): cooked in, not squeezed over at the end. The juiced items are
// renamed "juice of ..." in used's place by marking them unused, so keepEveryIngredient
// leaves them to the sentence this adds.
func (d *Dish) simmerJuices(used []bool, kind, moved string) {
	if kind != "wet" || len(d.Steps) == 0 {
		return
	}
	var juices []string
	for i, it := range d.Items {
		in := it.Ingredient
		if in == nil || !used[i] || in.Category != "produce" || !in.Is(RoleAcid) || !strings.Contains(lowered(it.Text), "juice") {
			continue
		}
		if !strings.Contains(moved, "juice") || !stepNamesFood(moved, it.Display) {
			continue
		}
		if now := joinedSteps(d.Steps); strings.Contains(lowered(now), "juice") && stepNamesFood(now, it.Display) {
			continue // the new steps squeeze it in already
		}
		juices = append(juices, "the juice of the "+it.Display)
		used[i] = false
	}
	if len(juices) == 0 {
		return
	}
	at := -1
	for i, s := range d.Steps {
		if low := d.lowOf(i, s.Text); containsAny(low, []string{"slow cooker with", "lock the lid", "cover and bake", "cover and simmer", "microwave on high for"}) {
			at = i
			break
		}
	}
	if at < 0 {
		for i := range used {
			used[i] = used[i] || strings.Contains(strings.Join(juices, " "), d.Items[i].Display)
		}
		return
	}
	verb := " goes"
	if len(juices) > 1 {
		verb = " go"
	}
	d.Steps[at].Text = strings.TrimSpace(d.Steps[at].Text) + " " + upperFirst(listNames(juices)) + verb + " in with the liquid."
}

// joinedSteps is the steps' text run together.
func joinedSteps(steps []Step) string {
	var b strings.Builder
	for _, s := range steps {
		b.WriteString(s.Text + " ")
	}
	return b.String()
}

// namesAnyItem reports whether a step's lowered text names any food of the dish.
func (d *Dish) namesAnyItem(low string) bool {
	for _, it := range d.Items {
		if it.Ingredient != nil && stepNamesFood(low, it.Display) {
			return true
		}
	}
	return false
}
