package engine

import (
	"fmt"
	"strings"
)

// shortenBraise takes minutes off the dish's long simmer, braise or bake when a lean
// cut replaced a braising one: lamb leg is tender in an hour and a half where shoulder
// takes two and a half, and its extra hour would only dry it out. It reports whether
// a step was retimed.
func (d *Dish) shortenBraise(minutes int) bool {
	at := -1
	for i, s := range d.Steps {
		low := lowered(s.Text)
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
