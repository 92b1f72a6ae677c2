package engine

import (
	"regexp"
	"strings"
)

// readied reads the steps before the cooking (up to first, the first step that moves)
// for how the food goes in: crumbed or coated ("press the panko over each fillet"),
// and laid in a baking dish.
func (d *Dish) readied(replaced []bool, first int, f *stepFacts) (coated, inDish bool) {
	for i := 0; i <= first && i < len(d.Steps); i++ {
		low := f.lower(d.Steps[i].Text)
		if strings.Contains(low, "to coat") {
			// "Pour the lemon mixture over, turning to coat": a marinade, not a crust.
			low = replacePhrases(low, "turning to coat", "", "toss to coat", "", "tossing to coat", "", "stir to coat", "", "turn to coat", "")
		}
		coated = coated || containsAny(low, []string{"panko", "breadcrumb", "crumb", "crust", "coat ", "coat.", "dredge"})
		inDish = inDish || !replaced[i] && containsAny(low, []string{"baking dish", "gratin dish", "ovenproof dish", "roasting dish"})
	}
	return coated, inDish
}

// proteinKindWords are the words a step may call the dish's meat or fish by, beside
// its name: "the fish", "the fillets", "the meat".
func (d *Dish) proteinKindWords() []string {
	var out []string
	for _, it := range d.Items {
		in := it.Ingredient
		if in == nil || it.Grams == 0 || !in.Is(RoleProtein) {
			continue
		}
		switch in.Category {
		case "seafood":
			out = append(out, "fish", "fillets")
		case "meat", "poultry":
			out = append(out, "meat")
		}
		// "Fry the cutlets until golden" cooks the chicken cutlets of the list by
		// the shape the cook bought them in.
		for _, w := range cutShapeWords {
			if strings.Contains(it.Text, w) {
				out = append(out, w)
			}
		}
	}
	return out
}

// cutShapeWords are the shapes a protein is bought in that a step names it by.
var cutShapeWords = []string{"cutlet", "escalope", "breast", "thigh", "drumstick", "fillet", "chop", "steak", "skewer", "kebab"}

// offTheCooker words the steps a cooker's pot leaves off the heat for the cooker
// ("Switch off the cooker, then stir in the rest of the yogurt"), and drops the plan's
// bare "Season to taste." where such a step seasons the pot already.
func offTheCooker(plan, after []Step) ([]Step, []Step) {
	seasons := false
	for i, s := range after {
		low := lowered(s.Text)
		// A step after the cooker that seasons the pot to taste seasons it once for all.
		seasons = seasons || strings.Contains(low, "season") && strings.Contains(low, "to taste") && !strings.Contains(low, "season it to taste")
		if !offHeat(low) {
			continue
		}
		seasons = seasons || strings.Contains(low, "season")
		text := s.Text
		for _, p := range []string{"Off the heat, let the bubbling stop, then ", "Off the heat, "} {
			if strings.HasPrefix(text, p) {
				text = "Switch off the cooker and let it stop bubbling, then " + text[len(p):]
				break
			}
		}
		if t, ok := strings.CutPrefix(text, "Take the pan off the heat. "); ok {
			text = "Switch off the cooker. " + t // no pan sat on a burner
		}
		after[i].Text = text
	}
	if n := len(plan) - 1; seasons && n >= 0 && strings.HasPrefix(plan[n].Text, "Season to taste.") {
		if rest := strings.TrimSpace(strings.TrimPrefix(plan[n].Text, "Season to taste.")); rest != "" {
			plan[n].Text = rest // the rice cooked beside it stays
		} else {
			plan = plan[:n]
		}
	}
	if seasons {
		for i := range plan {
			plan[i].Text = strings.Replace(plan[i].Text, ", open and season to taste.", " and open.", 1)
			plan[i].Text = strings.Replace(plan[i].Text, "; quick-release, open and season to taste.", "; quick-release and open.", 1)
		}
	}
	return plan, after
}

// mentionsAny reports whether text names any of the foods: the whole name, or any of
// its words that is a food word rather than a descriptor ("chicken" for "boneless
// skinless chicken breasts").
func mentionsAny(text string, foods []string) bool {
	if isPlainASCII(text) {
		// An ASCII text's words stand in it lowered: each key is looked for there, as a
		// word or a word less its final s (asciiKeyWord), without splitting the text.
		low := lowered(text)
		for _, f := range foods {
			for _, k := range mentionKeys(f) {
				if k == "" {
					return wordsMention(lowerWords(text), foods) // a bare "s": the words themselves
				}
				if i := strings.Index(low, k); i >= 0 && asciiKeyWord(low, k, i) {
					return true
				}
			}
		}
		return false
	}
	return wordsMention(lowerWords(text), foods)
}

// mentionKey reports whether a (lowered) word of a food's name is one wordsMention
// looks for in a text: not a short word other than a food, a descriptor or a prep word.
func mentionKey(fw string) bool {
	return !(len(fw) < 4 && !shortFoods[fw] || descriptors[fw] || prepWords[fw])
}

// wordsMention is mentionsAny over a text's words already lowered and split.
func wordsMention(words []string, foods []string) bool {
	for _, f := range foods {
		for _, fw := range mentionKeys(f) {
			for _, w := range words {
				if strings.TrimSuffix(w, "s") == fw {
					return true
				}
			}
		}
	}
	return false
}

// thePot is "the pot" as words, not the start of "the potatoes".
var thePot = regexp.MustCompile(` the pot\b`)

// fillsThePot reports whether a step (lowered) that names no heat puts food or liquid
// into the pot: "stir in the tomatoes", "deglaze with wine", "add the broth", not the
// chopping, mixing or marinating done in a bowl beside it.
func fillsThePot(low string) bool {
	low = strings.TrimSpace(low)
	if !hasAnyPrefix(low, []string{"stir in ", "add ", "deglaze", "pour in ", "return ", "tip in ", "mix in ", "then add ", "then stir in "}) {
		return false
	}
	return !containsAny(low, []string{"bowl", "marinate", "marinade", "to the plate", "jug", "blender", "food processor"})
}

// hasAnyPrefix reports whether s begins with any of the prefixes.
func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// sauceButter reports whether the dish's butter belongs to a step after the cooking that
// stays (the butter melted with the hot sauce for wings) and the moved steps never
// named it: the new cooking does not toss the food in it (review 30 #36).
func (d *Dish) sauceButter(moved string, replaced []bool, first int) bool {
	if strings.Contains(moved, "butter") {
		return false
	}
	for i := first + 1; i < len(d.Steps) && i < len(replaced); i++ {
		if !replaced[i] && strings.Contains(lowered(d.Steps[i].Text), "butter") {
			return true
		}
	}
	return false
}

// tossedAgain finds the air fryer's "Toss the chicken wings with the seasonings and
// air-fry in", where nothing but the seasonings is tossed in.
var tossedAgain = regexp.MustCompile(`Toss (the [^.;]+?) with the seasonings and air-fry in`)

// seasonedBefore reports whether a prep step before the cooking (first) seasons the food already: "toss
// with baking powder and salt", "season the wings".
func (d *Dish) seasonedBefore(first int, f *stepFacts) bool {
	for i := 0; i < first && i < len(d.Steps); i++ {
		if low := f.lower(d.Steps[i].Text); strings.Contains(low, "toss") && strings.Contains(low, "salt") || strings.Contains(low, "season ") {
			return true
		}
	}
	return false
}

// crumbed reports whether the dish's food is coated in breadcrumbs before it cooks:
// a crumb ingredient (panko, breadcrumbs) that a step dredges, dips, presses or coats.
func (d *Dish) crumbed() bool {
	crumb := false
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && it.Grams > 0 && (strings.Contains(in.Name, "breadcrumb") || strings.Contains(in.Name, "panko")) {
			crumb = true
		}
	}
	if !crumb {
		return false
	}
	for si, s := range d.Steps {
		if low := d.lowOf(si, s.Text); containsAny(low, []string{"dredge", "dip ", "dip.", "press into", "press them into", "press each", "coat "}) && containsAny(low, []string{"crumb", "panko"}) {
			return true
		}
	}
	return false
}

// paperTowels finds the draining a fried food no longer needs.
var paperTowels = regexp.MustCompile(`(?i)^drain (?:them |it )?on (?:paper|kitchen) (?:towels?|paper)(?: and |, then |; then |; )`)

// driedPulses reports whether the dish cooks dried beans, peas or lentils from dry
// ("1 lb dried navy beans, soaked overnight"), not a tin of them.
func (d *Dish) driedPulses() bool {
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && it.Grams > 0 && in.Has(FactLegume) && in.Category != "canned-jarred" {
			if t := lowered(it.Text); strings.Contains(t, "dried ") || strings.Contains(t, "dry ") || strings.Contains(t, "soaked") {
				return true
			}
		}
	}
	return false
}

// onlyShellfish reports whether all the dish's meat and seafood is shrimp, prawns,
// scallops or the like, which cook through in minutes.
func (d *Dish) onlyShellfish() bool {
	shell := false
	for _, it := range d.Items {
		in := it.Ingredient
		if in == nil || it.Grams <= 0 || foodGroupsOf(in)&(1<<groupMeats|1<<groupSeafood) == 0 {
			continue
		}
		if !in.Has(FactShellfish) || cookedAlready(in) {
			return false
		}
		shell = true
	}
	return shell
}

// doneCue is how a cook sees the dish's food done by dry heat: "browned and cooked
// through", or "pink and just cooked through" for shrimp.
func (d *Dish) doneCue(colour string) string {
	if d.onlyShellfish() {
		return "pink and just cooked through"
	}
	return colour + " and cooked through"
}

// heatsPanOnly reports whether a step does nothing but heat fat in a pan: "Heat oil in
// a large skillet over medium-high heat."
func (d *Dish) heatsPanOnly(low string) bool {
	if !strings.HasPrefix(low, "heat ") || !heatsFat(low) || strings.Contains(strings.TrimSuffix(low, "."), ". ") || strings.Contains(low, "oven") {
		return false
	}
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && !in.Is(RoleFat) && stepNamesFood(low, it.Display) {
			return false
		}
	}
	return true
}

// liftsOut reports whether a step takes the cooked meat out of the pot to shred or slice
// it: work done after the cooking, whichever method cooks.
func liftsOut(text string) bool {
	low := lowered(text)
	return containsAny(low, []string{"lift out", "take out", "remove the chicken", "remove the meat", "remove the beef", "remove the pork"}) && containsAny(low, []string{"shred", "slice", "pull", "chop"})
}

// splashOfStock finds the last splash of stock or broth a finishing step loosens the
// dish with: "add a splash of stock", "a little more broth", "a ladle of the stock".
var splashOfStock = regexp.MustCompile(`\b(a splash|a little|a ladle|a ladleful|a little more|a splash more)( of)?( the| hot)? (stock|broth)\b`)

// lastSplash gives the steps after the new method's plan (steps from..to) hot water for
// the splash they loosen the dish with, where the plan poured in all the stock: the
// cooker took the whole line, and the cook has none left to splash.
func (d *Dish) lastSplash(from, to int) {
	poured := false
	for _, s := range d.Steps[from:to] {
		poured = poured || strings.Contains(s.Text, "stock") || strings.Contains(s.Text, "broth")
	}
	if !poured {
		return
	}
	for i := to; i < len(d.Steps); i++ {
		if t := d.Steps[i].Text; strings.Contains(t, "stock") || strings.Contains(t, "broth") {
			d.Steps[i].Text = splashOfStock.ReplaceAllString(t, "$1 of hot water")
		}
	}
}
