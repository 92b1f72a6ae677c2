package engine

import "strings"

// Riced cauliflower in a grain's place is cooked as riced cauliflower: a few minutes in
// a pan, never boiled a quarter of an hour in its volume of water as the rice was, which
// turns it to mush. And a potato swapped for cauliflower florets never joins the riced
// line: one line cannot be both florets and rice, so that potato stays.

// cookRicedCauliflower rewrites each sentence that boils the riced cauliflower as rice.
func (d *Dish) cookRicedCauliflower(name string) {
	for i, s := range d.Steps {
		low := d.lowOf(i, s.Text)
		if !strings.Contains(low, name) || !strings.Contains(low, "times its volume of water") {
			continue
		}
		var out []string
		for _, sent := range stepSentences(s.Text) {
			sl := lowered(sent)
			if strings.Contains(sl, "times its volume of water") && strings.Contains(sl, name) {
				sent = "Cook the riced " + name + " in a wide nonstick pan over medium-high heat with a pinch of salt, stirring, until just tender, 4–5 minutes; keep it warm until serving."
			}
			out = append(out, strings.TrimSpace(sent))
		}
		d.Steps[i].Text = strings.Join(out, " ")
		if d.Steps[i].Minutes > 6 {
			d.Steps[i].Minutes = 6
		}
	}
}
