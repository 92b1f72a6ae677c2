package engine

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// A smooth soup (butternut squash, tomato): the vegetables simmer in stock that only just
// covers them, the pot is blended smooth off the heat, and the cream goes in after,
// warmed through without boiling so it neither splits nor thins the soup.

// creamLiquid reports whether a soup's liquid is a cream or milk stirred in at the end.
func creamLiquid(in *Ingredient) bool {
	switch in.Name {
	case "heavy cream", "light cream", "half and half", "whole milk", "milk", "coconut milk", "sour cream", "creme fraiche":
		return true
	}
	return false
}

// writeSmoothSoup writes a soup the catalogue marks smooth.
func writeSmoothSoup(d *dish) {
	for _, v := range d.vegs {
		if v.in.Category == "canned-jarred" {
			v.prep = "" // a tin is tipped in and blended: nothing to cut
		}
	}
	d.prep(0)
	if !d.sweatLeeks() {
		d.aromaticStep(fmt.Sprintf("Heat the %s in a large pot over medium heat; ", d.fatName()))
	}
	sauces := d.fryPastes()
	var stock, cream []*part
	for _, l := range d.liquids {
		if creamLiquid(l.in) {
			cream = append(cream, l)
		} else {
			stock = append(stock, l)
		}
	}
	// Everything in the pot is blended: the soft vegetables simmer from the start too.
	body := append([]*part{}, d.vegs...)
	if p := d.protein; p != nil {
		body = append(body, p)
	}
	solid := 0.0
	for _, p := range body {
		solid += p.grams
	}
	for _, p := range d.aromatics {
		solid += p.grams
	}
	// Stock that just covers the vegetables: about their weight, never a broth they swim in.
	if len(stock) > 0 && solid > 0 {
		total := 0.0
		for _, s := range stock {
			total += s.grams
		}
		if want := solid * 1.1; total > want {
			for _, s := range stock {
				s.grams = math.Round(s.grams * want / total)
			}
		}
	}
	liquid := "water, just enough to cover"
	cover := ""
	if len(stock) > 0 {
		// The stock is measured to about the vegetables' weight: it is a check, not an amount.
		liquid, cover = partNames(stock), " (it should just cover them)"
	}
	simmer := max(15, d.vegMinutesBy("simmer", d.vegs))
	if p := d.protein; p != nil && p.in.Category == "legumes" {
		simmer = max(simmer, min(braiseMinutes(p.in), 25))
	}
	seasoned := ""
	if len(sauces) > 0 {
		seasoned = ", the " + partNames(sauces)
	}
	what := ""
	if len(body) > 0 {
		what = "the " + partNames(body) + " and "
	}
	boil := d.potToBoil()
	d.step(simmer+boil, "Add %sthe %s%s%s; bring to a boil (about %d minutes), then simmer, partly covered, until the %s soft enough to crush against the side of the pot, %d minutes.",
		what, liquid, seasoned, cover, boil, softened(body), simmer)
	d.equipment = append(d.equipment, "stick blender or blender")
	d.step(3, "Off the heat, blend until completely smooth with a stick blender (or in batches in a blender, filled no more than half full, with a towel over the lid).")
	finish := d.finishText()
	// What is left goes in after the blending: seeds and nuts on top for their crunch,
	// the rest stirred through to heat.
	var seeds, stir []*part
	for _, p := range d.stirIns() {
		if p.in.Category == "nuts-seeds" {
			seeds = append(seeds, p)
		} else {
			stir = append(stir, p)
		}
	}
	also := ""
	if len(stir) > 0 {
		also = fmt.Sprintf(" Stir in the %s and let it heat through.", partNames(stir))
	}
	if len(cream) > 0 {
		d.step(3, "Stir in the %s and warm through over low heat without letting it boil; %s. Add a splash of water if it is thicker than you like.%s", partNames(cream), finish, also)
	} else {
		d.step(2, "Warm through over low heat and %s; add a splash of water if it is thicker than you like.%s", finish, also)
	}
	side := d.starchInSoup()
	d.step(1, "Ladle into bowls.%s%s%s", ifAny(" Scatter over the ", seeds, "."), d.toppings(), side)
}

// softened says what is soft when a smooth soup is ready to blend: its one firm
// vegetable ("butternut squash is"), or "vegetables are".
func softened(body []*part) string {
	var firm []*part
	for _, p := range body {
		if p.in.Category == "produce" && hardness(p.in) >= 2 {
			firm = append(firm, p)
		}
	}
	if len(firm) == 1 {
		return strings.TrimSpace(firm[0].name()) + " is"
	}
	return "vegetables are"
}

// sweatLeeks writes the first step of a smooth soup with leeks in it: the leeks, with
// the onion and celery, sweated soft under a lid over a gentle heat, never coloured, or
// the soup turns brown and bitter. It reports whether it wrote it.
func (d *dish) sweatLeeks() bool {
	var sweat []*part
	for _, v := range d.vegs {
		switch v.in.Name {
		case "leek", "onion", "red onion", "shallot", "celery":
			sweat = append(sweat, v)
		}
	}
	if !slices.ContainsFunc(sweat, func(p *part) bool { return p.in.Name == "leek" }) {
		return false
	}
	d.vegs = withoutParts(d.vegs, sweat)
	d.aromatics = slices.DeleteFunc(d.aromatics, func(a *part) bool { return a.in.Category == "oils-vinegars" })
	d.aromatics = append(sweat, d.aromatics...)
	spices := ""
	if sp := d.realSpices(); len(sp) > 0 {
		spices = fmt.Sprintf(" Stir in the %s for the last minute.", partNames(sp))
	}
	d.step(10, "Melt the %s in a large pot over medium-low heat. Add the %s with a pinch of salt, cover and sweat, stirring now and then, until soft and silky but not coloured, 8–10 minutes; turn the heat down if they start to brown.%s",
		d.fatName(), partNames(d.aromatics), spices)
	return true
}
