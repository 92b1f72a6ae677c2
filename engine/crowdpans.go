package engine

import (
	"fmt"
	"math"
	"strings"
)

// A crowd's skillet hash: a 30 cm (12 in) skillet holds the potatoes for four in one
// layer; for more they roast on baking sheets while the skillet cooks the rest, and
// everything is tossed together on the sheets at the end.

// hashSheetGrams is how much diced potato a rimmed baking sheet roasts in one layer;
// sheetsAtOnce is how many sheets an oven holds on its shelves.
const (
	hashSheetGrams = 900
	sheetsAtOnce   = 3
)

// hashOnSheets reports whether a skillet hash is for more than one skillet holds.
func (d *dish) hashOnSheets() bool {
	return d.servings > 4
}

// roastHashPotatoes writes the oven step of a crowd's hash: the potatoes (and diced
// roots) on as many sheets as hold them in one layer, in rounds when the oven cannot
// take them all. The oil they need is added to the dish's fat. It returns the step's
// index, for spreadHashRoast.
func (d *dish) roastHashPotatoes(pots, late []*part, fat string) int {
	g := 0.0
	for _, p := range pots {
		g += p.grams
	}
	sheets := max(2, int(math.Ceil(g/hashSheetGrams)))
	rounds := int(math.Ceil(float64(sheets) / sheetsAtOnce))
	if d.fat != nil {
		d.fat.grams += g / 450 * 13.5 // a tablespoon to each pound of potato, on top of the pan's
	}
	roast := "Roast, turning once and swapping the sheets between shelves halfway"
	when := "30–35 minutes"
	if rounds > 1 {
		roast = fmt.Sprintf("Roast them %d sheets at a time, turning once and swapping the sheets between shelves halfway", sheetsAtOnce)
		when = fmt.Sprintf("30–35 minutes a round (%d rounds); keep each round warm in the turned-down oven while the next roasts", rounds)
	}
	veg := ""
	if len(late) > 0 {
		veg = fmt.Sprintf(" Scatter the %s over the potatoes when you turn them, to roast for the last 15 minutes.", partNames(late))
	}
	d.step(35*rounds, "Heat the oven to 220°C (425°F). Toss the %s with most of the %s and a good pinch of salt and spread in one layer on %d rimmed baking sheets (a skillet holds a hash for four, not %d). %s, until tender and golden at the edges, %s.%s",
		partNames(pots), fat, sheets, int(d.servings), roast, when, veg)
	d.equipment = append(d.equipment, fmt.Sprintf("%d rimmed baking sheets", min(sheets, sheetsAtOnce)))
	return len(d.steps) - 1
}

// spreadHashRoast puts the oven step first, after the preparation, and runs the
// skillet's steps inside its minutes, as a cook does while the potatoes roast; the
// skillet's first heat takes the rest of the oil. It ends the hash on the sheets: what
// the skillet cooked tossed with the potatoes and back in the oven, the eggs set in
// wells.
func (d *dish) spreadHashRoast(at int, eggs *part) {
	first := d.prepStep + 1
	if at < first || at >= len(d.steps) {
		return
	}
	oven := d.steps[at]
	copy(d.steps[first+1:at+1], d.steps[first:at])
	d.steps[first] = oven
	during := 0
	for i := first + 1; i < len(d.steps); i++ {
		d.steps[i].Text = strings.Replace(d.steps[i].Text, "Heat the "+d.fatName()+" ", "Heat the rest of the "+d.fatName()+" ", 1)
		during += d.steps[i].Minutes
	}
	d.steps[first].Minutes = max(5, oven.Minutes-during)
	if first+1 < len(d.steps) {
		next := &d.steps[first+1]
		next.Text = "While the potatoes roast: " + lowerFirst(next.Text)
	}
	for i := range d.steps {
		d.steps[i].Step = i + 1
	}
	// The roasted food by name: "over the potatoes" reads as another food where the
	// hash is of hash browns or sweet potato.
	pots := "potatoes"
	if d.starch != nil {
		pots = d.starch.name()
	}
	if eggs != nil {
		d.step(12, "Spoon everything from the skillet over the %s on the sheets and toss together. Make %d wells in the hash, crack an egg into each, season the eggs and bake until the whites are set and the yolks still soft, 8–10 minutes.", pots, count(eggs))
		return
	}
	d.step(6, "Spoon everything from the skillet over the %s on the sheets, toss together and roast 5 minutes more, until sizzling.", pots)
}

// roastPotatoSheets writes how a side of roast potato chunks goes into the oven beside
// a seared main: tossed with a tablespoon of oil to each pound, on as many sheets as
// hold them in one layer, in rounds of three when the oven cannot take them all. It
// adds that oil to oil and returns the sentence, the sheets and the rounds.
func roastPotatoSheets(potato, oil *part) (text string, sheets, rounds int) {
	sheets = max(1, int(math.Ceil(potato.grams/hashSheetGrams)))
	rounds = int(math.Ceil(float64(sheets) / sheetsAtOnce))
	tbsp := max(1, int(math.Round(potato.grams/450)))
	if oil != nil {
		oil.grams += 13.5 * float64(tbsp)
	}
	name := plural(potato.name())
	switch {
	case sheets == 1:
		return fmt.Sprintf("Toss the %s on the baking sheet with %d tbsp of the %s and a pinch of salt and roast, turning once, until crisp and golden, 30–35 minutes.", name, tbsp, oilName(oil)), 1, 1
	case rounds == 1:
		return fmt.Sprintf("Toss the %s with %d tbsp of the %s and a good pinch of salt, divide between %d rimmed baking sheets in one layer and roast, turning once and swapping the sheets between shelves halfway, until crisp and golden, 30–35 minutes.", name, tbsp, oilName(oil), sheets), sheets, 1
	}
	return fmt.Sprintf("Toss the %s with %d tbsp of the %s and a good pinch of salt and spread in one layer on %d rimmed baking sheets. Roast them %d sheets at a time, turning once and swapping the sheets between shelves halfway, until crisp and golden, 30–35 minutes a round (%d rounds); keep each round warm under foil while the next roasts.", name, tbsp, oilName(oil), sheets, sheetsAtOnce, rounds), sheets, rounds
}

// sheetsNeeded is the equipment line for so many baking sheets, no more than an oven
// holds at once.
func sheetsNeeded(sheets int) string {
	if sheets <= 1 {
		return "rimmed baking sheet"
	}
	return fmt.Sprintf("%d rimmed baking sheets", min(sheets, sheetsAtOnce))
}
