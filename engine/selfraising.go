package engine

import "strings"

// Self-raising flour carries its own raising agent: a bake made with it takes no
// bicarbonate of soda on top (too much makes it rise and fall, brown fast and taste
// soapy), but for half a teaspoon where the batter holds an acid (buttermilk, yogurt,
// sour cream), which the soda neutralises, and the list says so.

// acidDairy are the batter's acids that bicarbonate of soda works against.
var acidDairy = []string{"buttermilk", "greek yogurt", "yogurt", "sour cream", "kefir", "creme fraiche"}

// selfRaisingSoda drops or trims the soda of a bake made with self-raising flour.
func (d *dish) selfRaisingSoda() {
	soda := d.find("baking soda")
	if soda == nil || d.find("self-rising flour") == nil {
		return
	}
	acid := d.find(acidDairy...)
	if acid == nil {
		d.dropParts("baking soda")
		return
	}
	half := 2.3 // half a teaspoon
	if w, ok := soda.in.UnitGrams("tsp"); ok {
		half = w / 2
	}
	soda.grams = min(soda.grams, half)
}

// sayWhySoda tells the cook, in the step that adds it, why a self-raising bake has soda.
func (d *dish) sayWhySoda() {
	if d.find("baking soda") == nil || d.find("self-rising flour") == nil {
		return
	}
	acid := d.find(acidDairy...)
	if acid == nil {
		return
	}
	for i := range d.steps {
		if at := strings.Index(d.steps[i].Text, "baking soda"); at >= 0 {
			end := at + len("baking soda")
			d.steps[i].Text = d.steps[i].Text[:end] + " (it is there for the " + acid.name() + "'s acid; the flour carries the rest of the lift)" + d.steps[i].Text[end:]
			return
		}
	}
}
