package engine

import "strings"

// warmToRoll has the cook warm the tortillas a healthier swap brought in before the
// step that rolls them: corn tortillas crack when rolled cold (review 40 #31).
func (d *Dish) warmToRoll(name string) {
	for i, s := range d.Steps {
		low := d.lowOf(i, s.Text)
		if !strings.Contains(low, "roll") || !strings.Contains(low, "tortilla") || strings.Contains(low, "warm") {
			continue
		}
		d.Steps[i].Text = "Warm the " + pluralName(name) + ", wrapped in a damp towel, in the microwave for about 1 minute (or one at a time in a dry pan) so they roll without cracking. " + s.Text
		d.Steps[i].Minutes++
		return
	}
}
