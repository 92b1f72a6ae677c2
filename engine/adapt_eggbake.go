package engine

import (
	"fmt"
	"regexp"
	"strings"
)

// An egg bake (a frittata, a crustless quiche) is eggs whisked with their fillings,
// poured into a greased dish and set by the oven's gentle, even heat. Off the oven it
// sets in a lidded skillet over low heat, or in a small pan in the air fryer, or at
// medium power in the microwave; a grill scorches its base before the middle sets, and a
// cooker's steam makes it a watery, spongy custard.

// bakeDish finds the oven dish an egg bake is poured into, with its size.
var bakeDish = regexp.MustCompile(`(?i)\b(?:a |the )?(?:[0-9]+(?:\.[0-9]+)?[- ](?:inch|in\.|cm)(?: square| round)? |[0-9]+x[0-9]+(?:-inch)? )?(?:baking|ovenproof|gratin|pie|casserole) (?:dish|pan|plate)\b`)

// eggBake reports whether the dish is eggs poured into a dish and baked until set: the
// eggs are the main (at least three, and at least half the protein's weight), no
// pastry holds them, and a step pours the mixture and bakes it.
func (d *Dish) eggBake(src string) bool {
	if src != "oven" {
		return false
	}
	eggs, protein := 0.0, 0.0
	for _, it := range d.Items {
		in := it.Ingredient
		if in == nil || it.Grams <= 0 {
			continue
		}
		if strings.Contains(in.Name, "pastry") || strings.Contains(in.Name, "pie crust") || strings.Contains(in.Name, "tortilla") {
			return false
		}
		if in.Has(FactEgg) && strings.Contains(in.Name, "egg") && in.Category != "grains-pasta" {
			eggs += it.Grams
		}
		if in.Is(RoleProtein) {
			protein += it.Grams
		}
	}
	if eggs < 150 || eggs < protein/2 {
		return false
	}
	pour, bake := d.eggBakeSteps()
	return pour >= 0 && bake >= 0
}

// eggBakeSteps finds the step that pours the eggs (into the dish, or over the filling
// in the pan) and the step that bakes them (the same one, or a later one), or -1s.
func (d *Dish) eggBakeSteps() (pour, bake int) {
	pour, bake = -1, -1
	for i, s := range d.Steps {
		low := d.lowOf(i, s.Text)
		if pour < 0 && strings.Contains(low, "pour") && (strings.Contains(low, "bake") || strings.Contains(low, "egg") || strings.Contains(low, "mixture")) {
			pour = i
		}
		if pour >= 0 && bake < 0 && (strings.Contains(low, "bake") || strings.Contains(low, "into the oven")) && !preheats(s.Text) {
			bake = i
		}
	}
	return pour, bake
}

// stoveStart reports whether the egg bake starts in an ovenproof skillet on the stovetop
// and only finishes in the oven: the eggs poured over the filling in the pan, or the
// pouring and the baking in steps of their own.
func (d *Dish) stoveStart() bool {
	if pour, bake := d.eggBakeSteps(); pour != bake {
		return true
	}
	for si, s := range d.Steps {
		if low := d.lowOf(si, s.Text); containsAny(low, []string{"ovenproof skillet", "ovenproof nonstick skillet", "oven-safe skillet", "ovenproof frying pan", "ovenproof pan"}) {
			return true
		}
	}
	return false
}

// bakeClause finds the oven's part of a skillet egg bake: "then bake 12 minutes until
// set." or "Bake at 190°C (375°F) until the middle is just set, 10–12 minutes."
var bakeClause = regexp.MustCompile(`(?i)\b(then )?bake\b[^.]*\.`)

// ovenClause finds an oven's heating inside a step that goes on with other work:
// "heat the oven to 190°C (375°F); " of "Meanwhile, heat the oven to ...; beat the eggs".
var ovenClause = regexp.MustCompile(`(?i)\b(?:pre)?heat the oven to [^;.]*(?:; |\. )`)

// eggBakeRefusal is why an egg bake cannot move to target, or "".
func (d *Dish) eggBakeRefusal(target string) string {
	if d.stoveStart() && target != "stovetop" {
		return fmt.Sprintf("the eggs are poured over the filling in a skillet on the stovetop and the pan goes into the oven to set the middle; the skillet will not go into %s. Finish it on the stovetop under a lid over low heat, or keep the oven", methodNoun[target])
	}
	switch target {
	case "grill":
		return "eggs poured into a dish set by gentle, even heat all round; over a grill's fierce direct heat the base scorches before the middle sets. Set it in a lidded skillet over low heat on the stovetop, or in a small greased pan in the air fryer at 160°C (325°F)"
	case "slow-cooker", "pressure-cooker":
		return fmt.Sprintf("eggs poured into a dish set in 15–25 minutes of gentle dry heat and brown on top; %s steams them to a watery, spongy custard. Set it in a lidded skillet over low heat on the stovetop, in the air fryer or in the oven", methodNoun[target])
	}
	return ""
}

// eggBakeMoved rewrites an egg bake for the stovetop, the air fryer or the microwave: the
// oven's heating goes, the greased dish becomes the new vessel, and the bake becomes
// the new method's setting of the eggs.
func (d Dish) eggBakeMoved(src, target string) *Transformed {
	d = d.cloneSteps()
	vessel, equipment := map[string]string{
		"stovetop":  "a 25 cm (10-inch) nonstick or well-seasoned skillet (one with a lid)",
		"air-fryer": "a small cake tin that fits your air fryer basket (18–20 cm / 7–8 inch)",
		"microwave": "a shallow microwave-safe dish (about 23 cm / 9 inches across)",
	}[target], map[string][]string{
		"stovetop":  {"25 cm (10-inch) nonstick skillet with a lid", "mixing bowl", "whisk"},
		"air-fryer": {"air fryer", "18–20 cm (7–8 inch) cake tin or pan", "mixing bowl", "whisk"},
		"microwave": {"microwave", "microwave-safe pie plate", "mixing bowl", "whisk"},
	}[target]
	set, minutes := map[string]string{
		"stovetop":  "Pour the egg mixture into the greased skillet set over medium-low heat, spread the filling evenly and leave it for a minute until the edges start to set. Turn the heat to low, cover with the lid and cook gently, without stirring, for 12–15 minutes, until set at the edges and just set in the middle (a slight wobble is fine).",
		"air-fryer": "Heat the air fryer to 160°C (325°F) for 3 minutes. Pour the egg mixture into the greased pan no more than 4 cm (1 1/2 inches) deep (set it in two batches if it will not all fit), stand the pan in the basket and air-fry for 12–15 minutes, until set in the middle and golden on top; a knife pushed into the centre comes out clean.",
		"microwave": "Pour the egg mixture into the greased dish, cover loosely and microwave on MEDIUM (50%) for 8–10 minutes, gently pushing the set edges toward the middle halfway, until just set in the middle. Stand, covered, for 2 minutes to finish setting.",
	}[target], map[string]int{"stovetop": 15, "air-fryer": 18, "microwave": 12}[target]
	why := map[string]string{
		"stovetop":  "set on the stovetop: covered in a lidded skillet over low heat, the eggs set through without an oven",
		"air-fryer": "set in the air fryer: a small greased pan at a gentle 160°C (325°F) sets the eggs through before the top browns",
		"microwave": "set in the microwave at medium power, so the edges do not turn rubbery before the middle sets",
	}[target]
	var changes []Change
	var steps []Step
	baked, greased, placed := 0, false, false
	_, bakeAt := d.eggBakeSteps()
	stove := d.stoveStart()
	for i, s := range d.Steps {
		text := s.Text
		low := lowered(text)
		switch {
		case stove:
			// Started in a skillet on the stovetop: the oven only set the middle. The pan
			// stays on a low flame under a lid instead.
			text = ovenClause.ReplaceAllString(text, "")
			text = strings.NewReplacer("ovenproof nonstick skillet", "nonstick skillet", "ovenproof skillet", "skillet", "oven-safe skillet", "skillet", "ovenproof frying pan", "frying pan", "ovenproof pan", "pan").Replace(text)
			if i == bakeAt {
				baked += stepMinutes(s)
				text = bakeClause.ReplaceAllStringFunc(text, func(m string) string {
					lid := "turn the heat to low, cover the pan with a lid (or a large plate) and cook gently for 10–12 minutes, until the middle is just set and springs back when pressed."
					if strings.HasPrefix(lowered(m), "then ") {
						return "then " + lid
					}
					return upperFirst(lid)
				})
				s.Minutes = max(s.Minutes-stepMinutes(Step{Text: bakeClause.FindString(s.Text)}), 0) + 12
				minutes = 12
			}
			if preheats(text) {
				text = dropOvenHeating(text)
			}
		case preheats(text):
			// "Heat the oven to 400°F and grease a 9-inch baking dish."
			text = bakeDish.ReplaceAllString(dropOvenHeating(text), "the pan")
			if strings.Contains(low, "grease") || strings.Contains(low, "butter a") || strings.Contains(low, "oil a") {
				text = strings.TrimSpace(text + " Grease " + vessel + " with a little oil or butter.")
				greased = true
			}
		case !placed && strings.Contains(low, "pour") && strings.Contains(low, "bake"):
			baked += stepMinutes(s)
			var keep []string
			for _, sent := range stepSentences(text) {
				if l := lowered(sent); !strings.Contains(l, "bake") && !strings.Contains(l, "oven") && !strings.Contains(l, "pour") {
					keep = append(keep, sent)
				}
			}
			if !greased {
				set = "Grease " + vessel + " with a little oil or butter. " + set
			}
			text = joinNonEmpty(" ", append(keep, set)...)
			s.Minutes = minutes
			placed = true
		default:
			text = bakeDish.ReplaceAllString(text, "the pan")
		}
		text = strings.TrimSpace(text)
		steps, changes = keepMovedStep(steps, changes, s, text, why)
	}
	r := d.movedResult(steps, Change{From: fmt.Sprintf("%s, %d minutes", src, max(baked, 20)), To: fmt.Sprintf("%s, %d minutes", target, minutes), Reason: why}, changes, target, equipment)
	if name := strings.Replace(strings.Replace(r.Name, "Oven-Baked ", "", 1), "Baked ", "", 1); name != r.Name {
		if target == "air-fryer" {
			name = "Air-Fryer " + name
		}
		r.Summary = strings.ReplaceAll(r.Summary, r.Name, name)
		r.Name = name
	}
	return r
}
