package engine

import (
	"fmt"
	"math"
	"strings"
)

// shortenBraise takes minutes off the dish's long simmer, braise or bake when a lean
// cut replaced a braising one: lamb leg is tender in an hour and a half where shoulder
// takes two and a half, and its extra hour would only dry it out. It reports whether
// a step was retimed.
func (d *Dish) shortenBraise(minutes int) bool {
	at := -1
	for i, s := range d.Steps {
		low := d.lowOf(i, s.Text)
		if s.Minutes >= minutes+20 && containsAny(low, []string{"simmer", "braise", "bake", "oven"}) &&
			strings.Contains(s.Text, fmt.Sprintf("%d minutes", s.Minutes)) && (at < 0 || s.Minutes > d.Steps[at].Minutes) {
			at = i
		}
	}
	if at < 0 {
		return false
	}
	s := &d.Steps[at]
	s.Text = strings.Replace(s.Text, fmt.Sprintf("%d minutes", s.Minutes), fmt.Sprintf("%d minutes", s.Minutes-minutes), 1)
	s.Minutes -= minutes
	return true
}

// dilutedBroth is the low-sodium cook's last step for a soup or stew still salty after
// the swaps: part of the broth, even a low-sodium one, becomes water, as the meat, the
// vegetables and the aromatics flavour the pot. A third goes where that brings a serving
// to about 600 mg (what a dietitian accepts for a main), else half.
func (d *Dish) dilutedBroth(focus string) (Change, bool) {
	n := float64(max(d.Servings, 1))
	sod := d.nutrition().PerServing.Sodium
	if sod <= 600 {
		return Change{}, false
	}
	at := -1
	for i, it := range d.Items {
		if in := it.Ingredient; in != nil && strings.HasSuffix(in.Name, "broth") && !d.stockConcentrate(i) && it.Grams/n >= 150 &&
			(at < 0 || it.Grams > d.Items[at].Grams) {
			at = i
		}
	}
	if at < 0 {
		return Change{}, false
	}
	it := d.Items[at]
	brothSod := NutrientsOf(it.Ingredient, it.Grams).Sodium / n
	f := 1.0 / 3
	if brothSod*f < sod-580 {
		f = 0.5
	}
	step := -1
	for i, s := range d.Steps {
		if low := d.lowOf(i, s.Text); !strings.HasPrefix(low, "prep") && (strings.Contains(low, lowered(it.Display)) || strings.Contains(low, it.Ingredient.Name)) &&
			containsAny(low, []string{"pour", "add", "stir in", "bring"}) {
			step = i
			break
		}
	}
	if step < 0 {
		return Change{}, false
	}
	name := it.Ingredient.Name
	if !strings.Contains(d.Steps[step].Text, name) {
		name = it.Display
	}
	water := waterAmount(math.Round(it.Grams*f/10) * 10)
	text := strings.Replace(d.Steps[step].Text, name, name+" and "+water, 1)
	if text == d.Steps[step].Text {
		return Change{}, false
	}
	c := d.scaleItem(at, 1-f)
	d.Steps[step].Text = text
	share := map[bool]string{true: "half", false: "a third"}[f == 0.5]
	c.Reason = fmt.Sprintf("%s: %s of the broth is water, which the pot's own foods flavour as it simmers; broth, even a low-sodium one, carries most of a soup's salt", focus, share)
	return c, true
}
