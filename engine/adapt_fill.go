package engine

import (
	"fmt"
	"math"
	"strings"
)

// Cooker fill: a slow cooker or a pressure cooker is named by what goes in it. Neither
// may be filled past two thirds (a pressure cooker only half for what foams, dried
// pulses and grains, which can block its valve), so a stew for eight takes an 8-litre
// cooker, not a 6-litre one filled to the brim (review 40 #38), and more than even that
// holds is refused with the reason.

// cookerContents is about how many ml go into the cooker: the grams of the meat,
// vegetables, aromatics, liquids and water it gets (a stew weighs about a gram a
// millilitre), with any grain cooked in it.
func (d *Dish) cookerContents(g foodGroups, target string) float64 {
	var grains []string
	if target == "pressure-cooker" {
		grains = d.grainInPot()
	}
	// Everything the dish lists counts but the grain or pasta cooked beside it, the oil
	// and what is scattered at the table: a food the groups miss still takes room.
	ml := g.water
	for _, it := range d.Items {
		n, in := it.Display, it.Ingredient
		switch {
		case containsString(g.starch, n) && !containsString(grains, n):
		case in != nil && (in.Category == "herbs" || in.Category == "oils-vinegars" || it.Optional && in.Is(RoleGarnish)):
		default:
			ml += it.Grams
		}
	}
	return ml
}

// foamsUnderPressure reports whether the pot holds what foams as it boils: dried pulses,
// lentils, grains cooked in it.
func (d *Dish) foamsUnderPressure(g foodGroups) bool {
	if len(d.grainInPot()) > 0 {
		return true
	}
	for _, n := range append(append([]string{}, g.protein...), g.vegs...) {
		if in := d.itemFood(n); in != nil && foams(in.Name) {
			return true
		}
	}
	return false
}

// fillLine is the share of a cooker's volume that may be filled.
func fillLine(target string, foams bool) float64 {
	if target == "pressure-cooker" && foams {
		return 0.5
	}
	return 2.0 / 3
}

// cookerFor names the cooker that holds ml below its fill line, by its largest size;
// ok is false where none of the usual sizes does.
func cookerFor(target string, ml float64, foams bool) (name string, ok bool) {
	line := fillLine(target, foams) * 1000
	if target == "pressure-cooker" {
		switch {
		case ml <= 6*line:
			return "electric pressure cooker (6 litre / quart)", true
		case ml <= 8*line:
			return "electric pressure cooker (8 litre / quart)", true
		}
		return "", false
	}
	switch {
	case ml > 0 && ml < 1500:
		return "slow cooker (3–4 litre / quart)", true
	case ml <= 6*line:
		return "slow cooker (5–6 litre / quart)", true
	case ml <= 7*line:
		return "slow cooker (6–7 litre / quart)", true
	case ml <= 8*line:
		return "large slow cooker (8 litre / quart)", true
	}
	return "", false
}

// cookerOverfilled is why the pot cannot go into one cooker: more than even an 8-litre
// one holds below its fill line; "" when it fits.
func (d *Dish) cookerOverfilled(g foodGroups, target string) string {
	foams := target == "pressure-cooker" && d.foamsUnderPressure(g)
	ml := d.cookerContents(g, target)
	if _, ok := cookerFor(target, ml, foams); ok {
		return ""
	}
	line, why := "two thirds", "a slow cooker filled to the rim boils over and cooks unevenly"
	if target == "pressure-cooker" {
		why = "above its fill line a pressure cooker cannot vent safely"
		if foams {
			line = "half"
		}
	}
	return fmt.Sprintf("about %.1f litres go into the pot, more than even an 8-litre %s holds filled %s full (%s); cook it in two batches, or halve the recipe",
		ml/1000, strings.TrimPrefix(methodNoun[target], "a "), line, why)
}

// pressureLessLiquid cuts the poured liquids a pressure cooker gets (not the wine,
// which is boiled down first, nor what goes in after the release) by a third: sealed,
// nothing evaporates. What stays in the pot is never under the cup it needs to come to
// pressure. d's items must be its own.
func (d *Dish) pressureLessLiquid(names []string) []Change {
	var cut []int
	total, wine := 0.0, 0.0
	for i, it := range d.Items {
		if !containsString(names, it.Display) || pressureLate(d, it.Display) {
			continue
		}
		switch {
		case boiledOffFirst(it.Ingredient):
			wine += it.Grams
		case pouredLiquid(it) && it.Ingredient.Category != "dairy":
			cut = append(cut, i)
			total += it.Grams
		}
	}
	if total == 0 {
		return nil
	}
	factor := 2.0 / 3
	if need := 240 - wine/2; total*factor < need {
		factor = math.Min(1, need/total)
	}
	if factor > 0.9 {
		return nil
	}
	var changes []Change
	for _, i := range cut {
		c := d.scaleItem(i, factor)
		c.Reason = "nothing evaporates in a sealed pressure cooker: a third less liquid, and the pot stays below its fill line"
		changes = append(changes, c)
	}
	return changes
}

// wineReduced is the step that boils a pot's wine down by half before the long cook, in
// the cooker on its sauté setting or in the pan the meat browned in: raw wine under a
// lid never cooks off. It is "" where there is no wine or nothing else to cook in.
func (d *Dish) wineReduced(wine []string, where string) (string, int) {
	if len(wine) == 0 {
		return "", 0
	}
	ml := 0.0
	for _, it := range d.Items {
		if containsString(wine, it.Display) {
			ml += it.Grams
		}
	}
	m := max(3, int(math.Round(ml/60)))
	return fmt.Sprintf("Pour in %s, scraping up the browned bits, and let it bubble %s until reduced by half, about %d minutes.", d.liquidAmounts(wine), where, m), m
}

// cookerName is the cooker the pot goes in, sized by what it holds (cookerOverfilled
// has refused a pot no cooker holds).
func (d *Dish) cookerName(g foodGroups, target string) string {
	name, ok := cookerFor(target, d.cookerContents(g, target), target == "pressure-cooker" && d.foamsUnderPressure(g))
	if !ok && target == "pressure-cooker" {
		return "electric pressure cooker (8 litre / quart)"
	} else if !ok {
		return "large slow cooker (8 litre / quart)"
	}
	return name
}

// slowCookerPanLiquids are the liquids boiled down in the pan before the slow cooker:
// the milk a bolognese simmers into its meat (where meat was browned) and the wine,
// reduced by half; never all of the pot's liquid. It returns them, the step and its
// minutes.
func (d *Dish) slowCookerPanLiquids(liquids []string, meat bool) (boiled []string, text string, minutes int) {
	var milk, wine []string
	rest := 0
	for _, n := range liquids {
		in := d.itemFood(n)
		switch {
		case boiledOffFirst(in):
			wine = append(wine, n)
		case meat && in != nil && (in.Name == "milk" || in.Name == "whole milk"):
			milk = append(milk, n)
		case !lateCream(d, n):
			rest++
		}
	}
	if rest == 0 || len(milk)+len(wine) == 0 {
		return nil, "", 0
	}
	var parts []string
	if len(milk) > 0 {
		ml := 0.0
		for _, it := range d.Items {
			if containsString(milk, it.Display) {
				ml += it.Grams
			}
		}
		m := max(5, int(math.Round(ml/25)))
		minutes += m
		parts = append(parts, fmt.Sprintf("Pour %s into the pan and simmer gently, stirring, until the meat has soaked it up, about %d minutes (milk left for hours in the slow cooker turns grainy)", d.liquidAmounts(milk), m))
	}
	if w, m := d.wineReduced(wine, "over high heat"); w != "" {
		w = strings.TrimSuffix(w, ".") + " (raw wine never cooks off under a slow cooker's lid)"
		if len(parts) > 0 {
			w = "then p" + strings.TrimPrefix(w, "P")
		}
		minutes += m
		parts = append(parts, w)
	}
	return append(milk, wine...), strings.Join(parts, "; ") + "; scrape it all into the slow cooker.", minutes
}

// foams reports whether a food foams as it boils: dried pulses, lentils, grains.
func foams(name string) bool {
	return containsAny(name, []string{"lentil", "split pea", "barley", "dried bean", "dried chickpea", "dried kidney", "dried black bean", "urad", "dal"})
}

// tossedWithSauce reports whether an old step that cooked the pasta beside the pot also
// tossed it with its sauce: that step moves, and the toss must survive it (review 40 #32).
func (d *Dish) tossedWithSauce(aside []string) bool {
	for si, s := range d.Steps {
		low := d.lowOf(si, s.Text)
		if !strings.Contains(low, "toss") || !strings.Contains(low, "sauce") {
			continue
		}
		for _, a := range aside {
			if strings.Contains(low, "cook the "+lowered(a)) {
				return true // the step that boiled and tossed it moves; one that only tosses stays
			}
		}
	}
	return false
}
