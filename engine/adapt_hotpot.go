package engine

import (
	"fmt"
	"regexp"
	"strings"
)

// A layered stew (a Lancashire hotpot, a Welsh cawl baked under potatoes) is raw
// braising meat layered with onions in a casserole, covered with stock and a lid of
// sliced potato, baked for hours and browned uncovered at the end. A cook makes it in a
// slow cooker (layered the same way, hours on LOW, the potatoes browned under a hot
// grill at the end) or a pressure cooker; it is not the layered bake of cooked parts
// (a moussaka, a lasagne) that slumps into a stew there.

// casseroleWords finds the oven vessel a layered stew is built in.
var casseroleWords = regexp.MustCompile(`(?i)\b(?:a|the) (?:large |deep |heavy )?(?:casserole(?: dish)?|baking dish|ovenproof dish|ovenproof pot|dutch oven)\b`)

// layeredStew reports whether the dish is raw braising meat layered in a casserole
// under stock and sliced potato and baked: the steps layer it and pour in a liquid,
// and the dish holds a braising cut and potatoes.
func (d *Dish) layeredStew(src string) bool {
	if src != "oven" {
		return false
	}
	tough, potato := false, false
	for _, it := range d.Items {
		in := it.Ingredient
		if in == nil || it.Grams <= 0 {
			continue
		}
		tough = tough || braiseMinutes(in) >= 60 && !cookedAlready(in)
		potato = potato || strings.Contains(in.Name, "potato")
	}
	if !tough || !potato {
		return false
	}
	layered, liquid := false, false
	for si, s := range d.Steps {
		low := d.lowOf(si, s.Text)
		if containsAny(low, []string{"layer the", "in layers", "layer them"}) {
			layered = true
		}
		liquid = liquid || layered && containsAny(low, []string{"pour in the stock", "pour over the stock", "pour in the broth", "pour the stock", "pour in the"})
	}
	return layered && liquid
}

// layeredStewMoved rewrites a layered stew for the slow cooker or the pressure cooker:
// built in the cooker's pot in the same layers, cooked for the cut's time, and the
// potato top browned under a hot grill (broiler) at the end.
func (d Dish) layeredStewMoved(src, target string) *Transformed {
	d = d.cloneSteps()
	pot := map[string]string{"slow-cooker": "the slow cooker", "pressure-cooker": "the pressure cooker pot"}[target]
	long, cookText := 420, "Cover and cook on LOW for 6–8 hours (or HIGH for 4–5 hours), until the meat is tender and the potatoes are soft right through."
	if target == "pressure-cooker" {
		high := max(d.pressureMinutes(), 35)
		long = high + 25
		cookText = fmt.Sprintf("Lock the lid and cook at HIGH pressure for %d minutes (about 10 minutes to come to pressure), then let the pressure release naturally, about 15 minutes, so the meat stays juicy.", high)
	}
	brown := "Lift off the lid, brush the potatoes with a little more butter or oil and brown them under a hot grill (broiler) for 5–8 minutes, until golden and crisp at the edges: in the crock if your slow cooker's insert can go under the grill, or spooned into a shallow ovenproof dish first."
	if target == "pressure-cooker" {
		brown = "Spoon it into a shallow ovenproof dish, keeping the potatoes on top, brush them with a little more butter or oil and brown under a hot grill (broiler) for 5–8 minutes, until golden and crisp at the edges."
	}
	why := fmt.Sprintf("built in layers in %s as in the casserole; the potato top is browned under the grill at the end", pot)
	var changes []Change
	var steps []Step
	cooked, browned, baked := false, false, 0
	for _, s := range d.Steps {
		text := s.Text
		low := lowered(text)
		switch {
		case preheats(text):
			text = dropOvenHeating(text)
		case !cooked && strings.Contains(low, "bake"):
			baked += stepMinutes(s)
			text, s.Minutes, cooked = cookText, long, true
		case cooked && !browned && (strings.Contains(low, "bake") || strings.Contains(low, "oven") || strings.Contains(low, "golden")):
			baked += stepMinutes(s)
			text, s.Minutes, browned = brown, 8, true
		default:
			text = casseroleWords.ReplaceAllString(text, pot)
		}
		text = strings.TrimSpace(text)
		steps, changes = keepMovedStep(steps, changes, s, text, why)
	}
	if !browned {
		steps = append(steps, Step{Text: brown, Minutes: 8})
	}
	return d.movedResult(steps, Change{From: fmt.Sprintf("%s, %d minutes", src, max(baked, 60)), To: fmt.Sprintf("%s, %d minutes", target, long+8),
		Reason: d.methodReason(src, target, "wet")}, changes, target, []string{map[string]string{"slow-cooker": "slow cooker (5–6 litre / quart)", "pressure-cooker": "electric pressure cooker (6 litre / quart)"}[target], "pastry brush", "grill (broiler)"})
}
