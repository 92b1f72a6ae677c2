package engine

import "strings"

// skinnedFish reports whether the dish holds a fish fillet with its skin: one a shop
// sells skin-on (salmon, sea bass) or one its line says has it.
func (d *Dish) skinnedFish() bool {
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && in.Category == "seafood" && in.Has(FactFish) &&
			(skinOnFish[in.Name] || strings.Contains(lowered(it.Text), "skin")) {
			return true
		}
	}
	return false
}

// skinGone reports whether, once a transform swapped a skin-on fillet (salmon) for a
// fish sold skinless (tilapia), a step still cooks a skin the dish no longer holds.
func (d *Dish) skinGone() bool {
	said := false
	for _, s := range d.Steps {
		if strings.Contains(s.Text, "skin side") {
			said = true
			break
		}
	}
	if !said || d.skinnedFish() {
		return false
	}
	for _, it := range d.Items {
		in := it.Ingredient
		if in == nil && strings.Contains(lowered(it.Text), "skin") || in != nil && (in.Category == "meat" || in.Category == "poultry") {
			return false // a chicken thigh or a pork belly has its own skin
		}
	}
	return true
}

// skinlessWords are how a step cooking a fillet's skin reads for a fillet without one.
var skinlessWords = strings.NewReplacer(
	"skin side down", "rounded side down", "skin side up", "rounded side up",
	"until the skin is crisp", "until golden underneath", "until crisp", "until golden")

// withoutSkin gives the steps for a fillet sold without its skin, copied.
func withoutSkin(steps []Step) []Step {
	steps = append([]Step(nil), steps...)
	for i, s := range steps {
		if strings.Contains(s.Text, "skin side") {
			steps[i].Text = skinlessWords.Replace(s.Text)
		}
	}
	return steps
}
