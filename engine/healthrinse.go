package engine

import "strings"

// drainedShare is what a can of beans weighs drained: about 60% of the can's contents.
const drainedShare = 0.6

// canLiquid is how a step puts in beans with their can's salty liquid.
var canLiquid = strings.NewReplacer("beans with their liquid", "drained and rinsed beans", "beans and their liquid", "drained and rinsed beans",
	"beans with their juices", "drained and rinsed beans", "beans, undrained", "drained and rinsed beans", "beans (undrained)", "drained and rinsed beans",
	"with their liquid", "drained and rinsed", "undrained", "drained and rinsed")

// rinseCannedBeans drains and rinses canned beans a recipe puts in with their liquid:
// the brine carries much of their salt, and rinsing takes about 40% of the sodium with
// it (review 36 #37). The line and the step say so.
func (d *Dish) rinseCannedBeans(focus string) []Change {
	var changes []Change
	for i, it := range d.Items {
		if it.Ingredient == nil || it.Ingredient.Category != "legumes" {
			continue
		}
		low := lowered(it.Text)
		if !strings.Contains(low, "undrained") && !(it.Unit == "can" && d.addsCanLiquid()) {
			continue
		}
		was := it.Text
		prep := strings.TrimSpace(strings.ReplaceAll(it.Preparation, "undrained", ""))
		prep = strings.Trim(joinNonEmpty(", ", "drained and rinsed", strings.Trim(prep, ", ")), ", ")
		text := it.Text
		if k := strings.Index(lowered(text), "undrained"); k >= 0 {
			text = text[:k] + "drained and rinsed" + text[k+len("undrained"):]
		} else {
			text = strings.TrimRight(text, " ") + ", drained and rinsed"
		}
		it.Text, it.Preparation, it.Grams = text, prep, round1(it.Grams*drainedShare)
		d.Items[i] = it
		changes = append(changes, Change{From: was, To: it.Text,
			Reason: focus + ": the can's liquid is brine; drained and rinsed, the beans lose about 40% of their sodium"})
	}
	if len(changes) > 0 {
		for s := range d.Steps {
			d.Steps[s].Text = canLiquid.Replace(d.Steps[s].Text)
		}
		d.lows = nil
	}
	return changes
}

// addsCanLiquid reports whether a step puts beans in with their can's liquid.
func (d *Dish) addsCanLiquid() bool {
	for si, s := range d.Steps {
		low := d.lowOf(si, s.Text)
		if strings.Contains(low, "with their liquid") || strings.Contains(low, "and their liquid") || strings.Contains(low, "undrained") {
			return true
		}
	}
	return false
}
