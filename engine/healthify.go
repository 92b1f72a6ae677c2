package engine

import (
	"fmt"
	"slices"
	"strings"
)

// HealthFocuses are the accepted health_focus values.
var HealthFocuses = []string{"low-sodium", "low-fat", "low-carb", "low-sugar", "low-calorie", "high-protein", "high-fiber", "heart-healthy"}

// healthSwap replaces a food with a healthier one for some focuses.
type healthSwap struct {
	from    []string
	to      string
	ratio   float64
	prep    string
	focuses []string
}

var healthSwaps = []healthSwap{
	{[]string{"sour cream", "mayonnaise", "cream cheese"}, "nonfat greek yogurt", 1, "", []string{"low-fat", "low-calorie", "high-protein", "heart-healthy"}},
	{[]string{"heavy cream", "half-and-half"}, "skim milk", 1, "", []string{"low-fat", "low-calorie", "heart-healthy"}},
	{[]string{"milk"}, "skim milk", 1, "", []string{"low-fat", "low-calorie", "heart-healthy"}},
	{[]string{"butter", "unsalted butter", "ghee", "coconut oil"}, "olive oil", 0.75, "", []string{"heart-healthy", "low-fat", "low-calorie"}},
	{[]string{"ground beef", "ground pork", "ground lamb"}, "ground turkey", 1, "", []string{"low-fat", "low-calorie", "heart-healthy"}},
	{[]string{"chicken thigh", "chicken drumstick", "chicken wings"}, "chicken breast", 1, "", []string{"low-fat", "low-calorie", "high-protein", "heart-healthy"}},
	// The fatty cut swapped for a lean one of the same animal that cooks the same way
	// (review 36 #31): shoulder slices stir-fry and braise as belly does. A prep ending in
	// a comma goes before the line's own ("trimmed of its fat, cut into thin slices").
	{[]string{"pork belly"}, "pork shoulder", 1, "trimmed of its fat,", []string{"low-fat", "low-calorie", "heart-healthy"}},
	{[]string{"lamb shoulder"}, "lamb leg", 1, "trimmed of its fat,", []string{"low-fat", "low-calorie", "heart-healthy"}},
	{[]string{"short ribs"}, "beef chuck", 1, "trimmed of its fat,", []string{"low-fat", "low-calorie", "heart-healthy"}},
	{[]string{"bacon", "pancetta"}, "ham", 1, "", []string{"low-fat", "low-calorie", "heart-healthy"}},
	{[]string{"pork sausage", "italian sausage", "chorizo"}, "chicken sausage", 1, "", []string{"low-fat", "low-calorie", "heart-healthy"}},
	{[]string{"white rice", "jasmine rice", "basmati rice"}, "brown rice", 1, "", []string{"high-fiber", "heart-healthy"}},
	{[]string{"white rice", "jasmine rice", "basmati rice", "arborio rice", "sushi rice", "cooked rice", "couscous"}, "cauliflower", 2.2, "riced", []string{"low-carb", "low-calorie"}},
	{[]string{"white rice", "jasmine rice", "basmati rice", "couscous"}, "quinoa", 1, "", []string{"high-protein"}},
	{[]string{"spaghetti", "penne", "fusilli", "macaroni"}, "whole wheat pasta", 1, "", []string{"high-fiber", "heart-healthy"}},
	{[]string{"spaghetti", "penne", "fusilli", "macaroni", "egg noodles", "ramen noodles", "noodles", "udon noodles"}, "zucchini", 3.5, "spiralized into noodles", []string{"low-carb", "low-calorie"}},
	{[]string{"bread", "baguette", "sourdough bread", "hamburger bun"}, "whole wheat bread", 1, "", []string{"high-fiber", "heart-healthy"}},
	{[]string{"flour tortilla", "hamburger bun", "pita"}, "romaine lettuce", 0.5, "leaves separated, as wraps", []string{"low-carb"}},
	{[]string{"potato"}, "sweet potato", 1, "", []string{"high-fiber"}},
	{[]string{"potato"}, "cauliflower", 1, "cut into florets", []string{"low-carb", "low-calorie"}},
	{[]string{"all-purpose flour"}, "whole wheat flour", 1, "", []string{"high-fiber"}},
	{[]string{"soy sauce", "tamari"}, "coconut aminos", 1, "", []string{"low-sodium", "heart-healthy"}},
	{[]string{"chicken broth"}, "low-sodium chicken broth", 1, "", []string{"low-sodium", "heart-healthy"}},
	{[]string{"butter"}, "unsalted butter", 1, "", []string{"low-sodium"}},
	{[]string{"beef broth"}, "water", 1, "", []string{"low-sodium"}},
	// A can of enchilada sauce is most of the dish's salt (800 mg a cup): tomatoes
	// simmered with the dish's own chili and cumin are the same sauce without it.
	{[]string{"enchilada sauce"}, "crushed tomatoes", 1, "simmered 10 minutes with a pinch of sugar, no salt", []string{"low-sodium", "heart-healthy"}},
	{[]string{"ketchup", "bbq sauce", "sweet chili sauce"}, "tomato paste", 0.5, "", []string{"low-sugar", "low-carb"}},
	{[]string{"flour tortilla"}, "corn tortilla", 1, "6 inch, warmed so they roll without cracking", []string{"high-fiber", "low-calorie", "low-sodium"}},
	{[]string{"cheddar", "monterey jack", "swiss cheese", "gouda", "provolone"}, "mozzarella", 0.75, "", []string{"low-fat", "low-calorie", "heart-healthy"}},
	{[]string{"frozen french fries", "potato chips", "tortilla chips"}, "potato", 1.2, "cut into wedges and baked", []string{"low-fat", "low-calorie", "heart-healthy", "low-sodium"}},
}

// healthReductions cut a food's amount for a focus.
type healthReduction struct {
	match   func(*Ingredient) bool
	factor  float64
	focuses []string
	why     string
}

var healthReductions = []healthReduction{
	{func(in *Ingredient) bool { return in.Name == "salt" }, 0.4, []string{"low-sodium", "heart-healthy"}, "salt is most of the sodium; taste before adding more"},
	{func(in *Ingredient) bool { return in.Is(RoleSauce) && in.Per100g.Sodium > 1500 }, 0.5, []string{"low-sodium"}, "salty seasoning halved"},
	{func(in *Ingredient) bool {
		return in.Category == "canned-jarred" && in.Is(RoleGarnish) && in.Per100g.Sodium > 600
	}, 0.5, []string{"low-sodium"}, "olives and capers are packed in brine: half of them still seasons every bite"},
	{func(in *Ingredient) bool { return in.Category == "sweeteners" }, 0.5, []string{"low-sugar", "low-calorie", "low-carb"}, "half the sugar still balances the dish"},
	{func(in *Ingredient) bool { return in.Category == "oils-vinegars" && in.Is(RoleFat) }, 0.5, []string{"low-fat", "low-calorie"}, "a nonstick pan needs half the oil"},
	{func(in *Ingredient) bool { return in.Category == "dairy" && in.Is(RoleCheese) }, 0.5, []string{"low-fat", "low-sodium", "low-calorie", "heart-healthy"}, "half the cheese, spread evenly, still covers the dish"},
	{func(in *Ingredient) bool {
		return in.Category == "meat" || in.Category == "poultry" || in.Category == "seafood"
	}, 1.3, []string{"high-protein"}, "a larger portion of the protein"},
	{func(in *Ingredient) bool { return in.Category == "legumes" }, 1.5, []string{"high-fiber", "high-protein"}, "more beans or lentils"},
	{func(in *Ingredient) bool { return in.Category == "legumes" && in.Per100g.Carbs > 10 }, 0.5, []string{"low-carb"}, "beans carry most of the starch; half of them keeps the body of the dish"},
	{func(in *Ingredient) bool {
		return in.Category == "produce" && in.Is(RoleVegetable) && !in.Is(RoleStarch) && !onionFamily[in.Name]
	}, 1.5, []string{"high-fiber"}, "more vegetables"},
}

// Healthify rewrites a dish for a health focus: swaps, reductions and method changes,
// with nutrition before and after computed from the grams.
func Healthify(d Dish, focus string) *Transformed {
	before, title, creamy := d.nutrition(), d.Name, d.holdsCream()
	owned := false // copy on write: d is the caller's dish until the first change
	var changes []Change
	swapped := map[*Ingredient]bool{}
	retimedBy := false    // a lean cut shortened the braise: the summary's time follows
	var tries trialCopies // the copies of undone swaps, reused for the next
	// swap tries one swap on item i, and reports whether it was made.
	swap := func(i int, sw healthSwap) bool {
		in := d.Items[i].Ingredient
		to := mustLookup(sw.to)
		ratio := sw.ratio
		if u := d.Items[i].Unit; (u == "" || u == "piece") && ratio == 1 && in.Category == to.Category {
			// Tortillas for tortillas are counted, not weighed: twelve small corn ones fill the
			// dish twelve flour ones did, never twenty-one (review 40 #31).
			if from, ok := in.UnitGrams("piece"); ok {
				if each, ok := to.UnitGrams("piece"); ok {
					ratio = each / from
				}
			}
		}
		if d.Items[i].boneIn() && (sw.to == "chicken breast" || sw.to == "beef chuck") {
			ratio *= 0.7 // the bone stays behind: boneless breast for the meat on the bone
		}
		m, ok := helps(focus, in, to, ratio)
		if !ok || !keepsRules(d.ingredients(), in, to) {
			return false
		}
		was, wasOwned, figure := d, owned, measureOf(d.nutrition().Total, m)
		d, owned = tries.clone(d), true
		prep := sw.prep
		if prep == "" {
			prep = d.Items[i].Preparation // diced pancetta becomes diced ham
		} else if strings.HasSuffix(prep, ",") {
			prep = strings.TrimSuffix(joinNonEmpty(" ", prep, d.Items[i].Preparation), ",")
		}
		c := d.replaceFood(i, to, ratio, prep)
		if strings.HasSuffix(to.Name, " "+in.Name) {
			d.Name = was.Name // unsalted butter is still butter: "Miso Butter Corn Ramen" keeps its name
		}
		if after := measureOf(d.nutrition().Total, m); strings.HasPrefix(focus, "high-") && after <= figure || !strings.HasPrefix(focus, "high-") && after >= figure {
			tries.drop(d)
			d, owned = was, wasOwned // rounded to a kitchen measure, the swap did not help
			return false
		}
		if doubledName(was.Steps, d.Steps, to) {
			tries.drop(d)
			d, owned = was, wasOwned // a step would name the food twice ("the oil and 1 tbsp olive oil")
			return false
		}
		if wasOwned {
			tries.drop(was) // the copy this swap was tried on is the dish now: was is held by nothing
		}
		c.Reason = fmt.Sprintf("%s: per 100 g %s, against %s", focus, describePer100(to, m), strings.TrimPrefix(describePer100(in, m), in.Name+" has "))
		switch {
		case sw.ratio < 1:
			c.Reason += fmt.Sprintf(", and %s as much is used", formatQty(sw.ratio))
		case sw.ratio > 1:
			c.Reason += fmt.Sprintf(", at %s times the amount", formatQty(sw.ratio))
		}
		changes = append(changes, c)
		swapped[to] = true
		if strings.Contains(prep, "riced") {
			d.cookRicedCauliflower(to.Name)
		}
		if strings.HasPrefix(prep, "spiralized") {
			d.cookZoodles(to.Name)
		}
		if less := braiseMinutes(in) - braiseMinutes(to); less >= 30 && braiseMinutes(to) >= 45 && d.shortenBraise(less) {
			retimedBy = true
			changes[len(changes)-1].Reason += fmt.Sprintf("; the lean cut is tender in about %d minutes and dries out in the braising cut's time, so it simmers %d minutes less", braiseMinutes(to), less)
		}
		if strings.Contains(prep, "warmed so they roll") {
			d.warmToRoll(to.Name)
		}
		return true
	}
	// A swap onto a food the dish already has waits until the cuts are made: the line it
	// merges onto is cut for what it was (the oil for brushing halved), and the swapped-in
	// amount is added to it whole.
	type merge struct {
		from *Ingredient
		sw   healthSwap
	}
	var merges []merge
	worked := map[*Ingredient]bool{} // the butters worked as butter, to be cut, not swapped
	leanCream := false               // cream became skim milk, which needs a thickener
	if focus == "low-sodium" || focus == "heart-healthy" {
		was := d
		d = d.clone()
		c := append(d.omitStockCubes(focus), d.homeSpiceMix(focus)...)
		c = append(c, d.rinseCannedBeans(focus)...)
		if len(c) > 0 {
			changes, owned = append(changes, c...), true
		} else {
			d = was
		}
	}
	for i := 0; i < len(d.Items); i++ {
		in := d.Items[i].Ingredient
		if in == nil {
			continue
		}
		for _, sw := range healthSwaps {
			if !containsString(sw.focuses, focus) || !containsString(sw.from, in.Name) {
				continue
			}
			if (focus == "low-fat" || focus == "low-calorie") && cutButters[in.Name] && (worked[in] || d.butterWorked(i)) {
				// Cut below, as it is read now: the cream swapped after it may take the
				// word the butter was worked by ("melt the butter … pour in the cream").
				worked[in] = true
				break // cut below: oil would be as much fat, and a mash or a crumb needs the butter
			}
			if sw.to == "romaine lettuce" && d.bakesInOven() {
				continue // enchiladas rolled in lettuce and baked in sauce: a cook would laugh
			}
			if in.Is(RoleCheese) && mustLookup(sw.to).Is(RoleCheese) && d.cheeseDish(d.Items[i]) {
				break // cut below: a mac and cheese keeps its cheddar, less of it
			}
			if j := d.indexOf(mustLookup(sw.to), []int{i}); j >= 0 {
				if p := d.Items[j].Preparation; p != sw.prep && (strings.Contains(p, "riced") || strings.Contains(sw.prep, "riced")) {
					continue // florets cannot join the riced line
				}
				merges = append(merges, merge{in, sw})
				break
			}
			if d.simmeredCream(in, sw) {
				if d.swapSourCream(i, sw, swap, &changes, &owned) {
					break
				}
				continue
			}
			if swap(i, sw) {
				if sw.to == "crushed tomatoes" {
					d.simmeredToSauce(sw.to, false) // the tins are cooked to the sauce they replace, as the line says
				}
				leanCream = leanCream || sw.to == "skim milk" && in.Name != "milk" && in.Name != "skim milk"
				break
			}
		}
	}
	fries := d.fries()
	for i := range d.Items {
		in := d.Items[i].Ingredient
		if in == nil || swapped[in] || d.Items[i].Grams == 0 || d.fryingOil(i, fries) ||
			slices.ContainsFunc(merges, func(m merge) bool { return m.from == in }) {
			continue
		}
		if (focus == "low-fat" || focus == "low-calorie") && cutButters[in.Name] && (worked[in] || d.butterWorked(i)) && !d.namedFor(d.Items[i]) {
			if !owned {
				d, owned = d.clone(), true
			}
			changes = append(changes, d.cutButter(i, focus)...)
			continue
		}
		for _, red := range healthReductions {
			if containsString(red.focuses, focus) && red.match(in) {
				saltySeasoning := focus == "low-sodium" && in.Is(RoleSauce) && in.Per100g.Sodium > 1500
				if red.factor < 1 && d.namedFor(d.Items[i]) && !saltySeasoning {
					break // the paneer of a matar paneer is the dish, not a topping to trim
				}
				if focus == "high-fiber" && red.factor > 1 && in.Per100g.Fiber < 1 {
					break // more cucumber or tofu adds next to no fiber
				}
				if red.factor < 1 && in.Name == "salt" && d.Items[i].Grams <= 0.5 {
					break // a pinch is already as little as a cook uses
				}
				if !owned {
					d, owned = d.clone(), true
				}
				if focus == "low-sodium" && in.Name == "salt" {
					if c, ok := d.saltAtTable(i, focus); ok {
						changes = append(changes, c)
						break
					}
				}
				factor, why := red.factor, red.why
				if factor < 1 && in.Is(RoleCheese) && d.cheeseDish(d.Items[i]) {
					factor, why = 0.75, "a quarter less cheese; a sharp, strong one keeps the dish as cheesy"
				}
				if saltySeasoning && d.namedFor(d.Items[i]) {
					// A miso ramen keeps its miso, half of it (review 43 #31).
					why = fmt.Sprintf("half the %s still tastes of it; a reduced-sodium %s, where you can find one, lets you keep the full amount", d.Items[i].Display, in.Name)
				}
				if factor < 1 && in.Category == "oils-vinegars" && !d.heatsItem(i) {
					why = "half the oil still coats everything; the rest was mostly fat" // a dressing or a pesto, not a pan
				}
				if factor > 1 && focus == "high-protein" && in.Is(RoleProtein) {
					if in.Per100g.Fat > in.Per100g.Protein {
						break // more pancetta or sausage is more fat than protein
					}
					f, ok := d.Items[i].largerPortion(factor, d.Servings)
					if !ok {
						break // already a generous portion: more would not be eaten
					}
					factor = f
				}
				c := d.scaleItem(i, factor)
				c.Reason = focus + ": " + why
				changes = append(changes, c)
				break
			}
		}
	}
	for _, m := range merges {
		if i := d.indexOf(m.from, nil); i >= 0 {
			swap(i, m.sw)
		}
	}
	if leanCream {
		// Skim milk poured in for cream is thickened, or the sauce runs thin (review 30 #33).
		changes = append(changes, d.thickenLeanMilk("skim milk", focus)...)
	}
	if focus == "low-sodium" {
		was, wasOwned := d, owned
		if !owned {
			d, owned = d.clone(), true
		}
		if c, ok := d.dilutedBroth(focus); ok {
			changes = append(changes, c)
		} else {
			d, owned = was, wasOwned
		}
	}
	// Only food fried in oil it soaks up is baked instead: French toast browned in a film of
	// butter in a skillet is not deep-fried.
	if (focus == "low-fat" || focus == "low-calorie" || focus == "heart-healthy") && d.fries() && len(d.fryingOils()) > 0 {
		if !owned {
			d, owned = d.clone(), true
		}
		baked, _, _ := d.unfry("oven", focus+": baking instead of frying cuts the oil the food soaks up")
		changes = append(changes, baked...)
	}
	if focus == "high-protein" && d.spicedPot() {
		was, wasOwned := d, owned
		if !owned {
			d, owned = d.clone(), true
		}
		if c, ok := d.proteinTopping(focus); ok {
			changes = append(changes, c)
		} else {
			d, owned = was, wasOwned
		}
	}
	if focus == "high-protein" && len(changes) == 0 {
		was := d
		d = d.clone()
		if c, ok := d.pastaProtein(focus); ok {
			changes, owned = append(changes, c), true
		} else {
			d = was
		}
	}
	if focus == "high-protein" && !movedEnough(focus, before.Total, d.nutrition().Total) {
		was, wasOwned := d, owned
		if !owned {
			d, owned = d.clone(), true
		}
		if c, ok := d.sweetProtein(focus); ok {
			changes = append(changes, c)
		} else {
			d, owned = was, wasOwned
		}
	}
	if !owned {
		d.Steps = append([]Step(nil), d.Steps...) // the answer never shares the input's steps
	}
	after := d.nutrition()
	r := d.result(changes)
	r.NutritionBefore, r.NutritionAfter = &before, &after
	if retimedBy {
		prep, cook := d.cookMinutes()
		r.Summary = retimed(r.Summary, prep+cook)
	}
	if d.Name != title {
		// The swap took the food the dish is named for: the answer says it is another dish.
		r.Note = fmt.Sprintf("Made %s, this is %s rather than %s: the food it was named for carried most of the %s.",
			focus, d.Name, title, measureLabel[focusMeasure(focus)])
	}
	if creamy && !d.holdsCream() {
		withoutCreamy(r) // the cream became skim milk: "Creamy Chicken Carbonara" is a carbonara
	}
	// Where the figure moved little, the answer says why and what the cook could do.
	if n := d.healthNote(focus, before, after, len(changes) > 0); n != "" {
		r.Note = strings.TrimSpace(r.Note + " " + n)
	}
	return r
}

// focusMeasure is the figure a health focus moves.
func focusMeasure(focus string) string {
	switch focus {
	case "low-sodium":
		return "sodium"
	case "low-fat":
		return "fat"
	case "low-carb":
		return "carbs"
	case "low-sugar":
		return "sugar"
	case "low-calorie":
		return "kcal"
	case "high-protein":
		return "protein"
	case "high-fiber":
		return "fiber"
	}
	return "satfat" // heart-healthy: saturated fat first
}

var measureLabel = map[string]string{"sodium": "sodium", "fat": "fat", "carbs": "carbohydrate", "sugar": "sugar",
	"kcal": "energy", "protein": "protein", "fiber": "fiber", "satfat": "saturated fat"}

// measureOf reads one figure of a nutrient set.
func measureOf(n Nutrients, m string) float64 {
	switch m {
	case "sodium":
		return n.Sodium
	case "fat":
		return n.Fat
	case "carbs":
		return n.Carbs
	case "sugar":
		return n.Sugar
	case "protein":
		return n.Protein
	case "fiber":
		return n.Fiber
	case "satfat":
		return n.SatFat
	}
	return n.Kcal
}

// helps reports whether swapping from for to (at ratio) moves the focus's figure the
// right way, and which figure it moved; heart-healthy swaps may lower saturated fat or
// sodium or raise fiber.
func helps(focus string, from, to *Ingredient, ratio float64) (string, bool) {
	moved := func(m string) float64 { return measureOf(to.Per100g, m)*ratio - measureOf(from.Per100g, m) }
	m := focusMeasure(focus)
	switch {
	case focus == "heart-healthy":
		for _, m := range []string{"satfat", "sodium"} {
			if moved(m) < 0 {
				return m, true
			}
		}
		return "fiber", moved("fiber") > 0
	case strings.HasPrefix(focus, "high-"):
		return m, moved(m) > 0
	}
	return m, moved(m) < 0
}

// topSource names the ingredient that brings the most of figure m, or "".
func (d *Dish) topSource(m string) string {
	best, name := 0.0, ""
	fries := d.fries()
	for i, it := range d.Items {
		if it.Ingredient == nil {
			continue
		}
		if v := measureOf(NutrientsOf(it.Ingredient, d.eatenGrams(i, fries)), m); v > best {
			best, name = v, it.Display
		}
	}
	return name
}
