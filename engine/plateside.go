package engine

import (
	"fmt"
	"slices"
	"strings"
)

// Sides beside a plate of meat or fish: what a cook puts beside a baked cod, a seared
// steak or a tray of sausages when the pantry holds it and the dish has no starch of
// its own: the oven chips, the leftover roast potatoes, the new potatoes, the peas,
// and a cool herb sauce of the cook's crème fraîche and dill.

// platedForms are the techniques that put a piece of meat or fish on the plate alone,
// with room beside it.
var platedForms = map[string]bool{"skillet": true, "creamy skillet": true, "sheet-pan roast": true, "baked fish": true,
	"seared steak": true, "tagliata": true, "topped bake": true, "roast chicken": true, "roast tenderloin": true, "gammon": true, "duck breast": true}

// plateSide are the pantry foods a plate takes beside it, which the ranking counts as
// used by a plated dish.
var plateSide = map[string]bool{"frozen french fries": true, "cooked potato": true, "coleslaw": true,
	"frozen peas": true, "frozen corn": true, "creme fraiche": true, "sour cream": true, "mashed potatoes": true}

// saladLeaves are the leaves dressed and piled beside a plate of meat or fish.
var saladLeaves = map[string]bool{"arugula": true, "mixed greens": true, "watercress": true}

// besidePlate are the vegetables boiled to go beside such a plate.
var besidePlate = []string{"frozen peas", "frozen corn", "green beans"}

// plated reports whether the dish is a plate of the cook's meat or fish with room for a
// side beside it.
func (d *dish) plated() bool {
	p := d.protein
	if p == nil || !p.fromPantry || d.form == nil || !platedForms[d.form.name] || d.form.raw || d.sweet() {
		return false
	}
	return p.in.Category == "meat" || p.in.Category == "poultry" || p.in.Category == "seafood"
}

// creamSauces are the pantry's cultured creams stirred with a herb into a cool sauce.
var creamSauces = []string{"creme fraiche", "sour cream"}

// sauceHerbs are the soft herbs for it, the fish's own first.
var sauceHerbs = []string{"dill", "chives", "tarragon", "parsley"}

// plateSides serves the pantry's potatoes or chips beside a plate that has no starch,
// and stirs its crème fraîche and soft herb into a sauce for it. It returns the step
// that starts the potatoes before everything (Text "" when there is none): its minutes
// are only what the potatoes take beyond the rest of the dish.
func (d *dish) plateSides(unused func(func(*Ingredient) bool) *Ingredient, take func(*Ingredient, float64, string) *part,
	side func(int, string, ...any), fits func(int) bool, total int) Step {
	if c := unused(func(in *Ingredient) bool { return slices.Contains(creamSauces, in.Name) }); c != nil && (d.waitStep() >= 0 || fits(3)) {
		cream := take(c, 30, "")
		var herb *part
		for _, name := range sauceHerbs {
			if h := unused(func(in *Ingredient) bool { return in.Name == name }); h != nil {
				herb = take(h, 1.5, "")
				break
			}
		}
		text := fmt.Sprintf("stir a pinch of salt into the %s for a cool sauce to spoon over at the table; serve it alongside.", cream.name())
		if herb != nil {
			text = fmt.Sprintf("chop the %s and stir it into the %s with a pinch of salt for a cool sauce; serve it alongside.", herb.name(), cream.name())
		}
		if i := d.waitStep(); i >= 0 {
			d.steps[i].Text += " Meanwhile, " + text // made while the fish roasts, in no time of its own
		} else {
			side(3, "%s", upperFirst(text))
		}
	}
	if l := unused(func(in *Ingredient) bool { return saladLeaves[in.Name] }); l != nil && d.fat != nil && len(d.steps) > 0 {
		// Dressed as the plates go out, in no time of its own.
		last := &d.steps[len(d.steps)-1]
		plate := "each plate"
		if d.servings <= 1 {
			plate = "the plate"
		}
		last.Text += fmt.Sprintf(" Dress the %s with a little %s and a pinch of salt and pile it beside %s.", take(l, 25, "").name(), d.fatName(), plate)
	}
	if c := unused(func(in *Ingredient) bool { return in.Name == "coleslaw" }); c != nil && fits(1) {
		side(1, "Spoon the %s into a bowl to serve alongside.", take(c, 60, "").name())
	}
	if d.starch != nil {
		return Step{}
	}
	oven, first := "Heat the oven to 220°C (425°F)", " first"
	if d.prepOven > 0 {
		oven, first = "As soon as the oven is hot", "" // the step goes in after the one that heats it
	}
	after := func(m int) int { return max(2, m-total) } // the potatoes cook while the rest is made
	if f := unused(func(in *Ingredient) bool { return in.Name == "frozen french fries" }); f != nil && fits(after(25)) {
		p := take(f, 150, "")
		return Step{Text: fmt.Sprintf("%s, spread the %s on a baking sheet in one layer and bake them%s, turning once, until golden and crisp, 20–25 minutes, while you make the rest; salt them and serve alongside.",
			oven, p.name(), first), Minutes: after(25)}
	}
	if c := unused(func(in *Ingredient) bool { return in.Name == "cooked potato" }); c != nil && fits(after(20)) {
		p := take(c, 200, "")
		return Step{Text: fmt.Sprintf("%s, spread the %s on a baking sheet and reheat them%s, until crisp and hot right through, 15–20 minutes, while you make the rest; serve alongside.",
			oven, plural(p.name()), first), Minutes: after(20)}
	}
	if m := unused(func(in *Ingredient) bool { return in.Name == "mashed potatoes" }); m != nil {
		// Mash for a crowd (several kilos) reheats in a large pot, and takes longer.
		pan, mins, how := "a saucepan", 5, "about 5 minutes"
		if d.servings > 8 {
			pan, mins, how = "a large pot", 12, "10–12 minutes"
		}
		if fits(mins) {
			side(mins, "Reheat the %s in %s over low heat with a splash of water, stirring often, until piping hot, %s; serve alongside.", take(m, 200, "").name(), pan, how)
			return Step{}
		}
	}
	if r := unused(func(in *Ingredient) bool { return in.Name == "potato" }); r != nil && fits(after(22)) {
		p := take(r, 200, "")
		drain := "drain and serve alongside"
		if b := unused(func(in *Ingredient) bool { return in.Name == "butter" || in.Name == "unsalted butter" }); b != nil {
			drain = fmt.Sprintf("drain, toss with the %s and a pinch of salt and serve alongside", take(b, 7, "").name())
		}
		d.needSaucepan()
		return Step{Text: fmt.Sprintf("Start the %s first: put them in a saucepan of cold salted water (halve any large ones), bring to a boil and simmer until a knife slides in, 15–20 minutes, while you make the rest; %s.",
			plural(p.name()), drain), Minutes: after(22)}
	}
	return Step{}
}

// waitStep is the step where the dish roasts, bakes or rests untended long enough to
// make a cold sauce, or -1.
func (d *dish) waitStep() int {
	for i := len(d.steps) - 1; i >= 0; i-- {
		s := d.steps[i]
		if i != d.prepStep && s.Minutes >= 8 && (strings.Contains(s.Text, "roast") || strings.Contains(s.Text, "Roast") ||
			strings.HasPrefix(s.Text, "Bake") || strings.Contains(s.Text, " rest")) {
			return i
		}
	}
	return -1
}
