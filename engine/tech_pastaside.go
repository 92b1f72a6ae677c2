package engine

import (
	"fmt"
	"strings"
)

// Techniques for savoury main meals that the generic forms cook badly: pasta dressed
// in the pan (carbonara, aglio e olio, pesto), quesadillas, rice cooked in the pot
// with everything else (paella, pilaf), kofta and hummus.

// sauceWhilePastaCooks cooks the pasta with the sauce made meanwhile, as a cook does
// for a sauce that takes no longer than the pasta: the steps written since from become
// the pasta step's "meanwhile". A longer sauce is made first, the pasta after.
func (d *dish) sauceWhilePastaCooks(from int) {
	sauce := append([]Step(nil), d.steps[from:]...)
	total := 0
	for _, s := range sauce {
		total += s.Minutes
	}
	d.steps = d.steps[:from]
	d.cookStarch()
	if len(d.steps) == from || total > d.steps[len(d.steps)-1].Minutes-1 || len(sauce) == 0 {
		pasta := d.steps[from:]
		d.steps = append(append(d.steps[:from:from], sauce...), pasta...)
		for i := range d.waits {
			if d.waits[i].until >= from {
				d.waits[i].until += len(sauce) // the pasta's water is wanted where the pasta now cooks
			}
		}
		return
	}
	var texts []string
	for _, s := range sauce {
		texts = append(texts, lowerFirst(s.Text))
	}
	last := &d.steps[len(d.steps)-1]
	lead := " Meanwhile, "
	if total+2 < last.Minutes {
		// A sauce of minutes (garlic in oil) is started to finish with the pasta: made at
		// once, the garlic sits in the hot oil for the pasta's whole time and burns.
		lead = fmt.Sprintf(" With %d minutes to go, ", total+1)
	}
	last.Text += lead + strings.Join(texts, " Then ")
}

// atATime is ", two at a time" where n pieces go into the pan per at once, and nothing
// where they all fit at once: "two at a time" for one quesadilla, or for two, is a batch
// no one needs to make.
func atATime(n float64, per int) string {
	if n <= 1 || n <= float64(per) {
		return ""
	}
	return ", " + [...]string{"", "one", "two", "three", "four", "five", "six"}[min(per, 6)] + " at a time"
}

// pantryStock takes the cook's unused stock for ml of a pot's liquid, or returns nil:
// a rice pot short of liquid cooks in the stock the cook has rather than in water.
func (d *dish) pantryStock(ml float64) *part {
	for _, l := range d.lines {
		in := l.Ingredient
		if !strings.HasSuffix(in.Name, " broth") || d.used[in] || !d.req.Rules.allows(in) || d.kosherClash(in) {
			continue
		}
		st := d.take(in, RoleLiquid, ml*liquidDensity(in)/d.servings, "")
		d.liquids = append(d.liquids, st)
		return st
	}
	return nil
}

// usedByHalf reports whether a step written so far uses half of p already (the mint in
// a tzatziki): a second half would leave nothing for "the rest of".
func (d *dish) usedByHalf(p *part) bool {
	for _, s := range d.steps {
		if strings.Contains(s.Text, "half the "+p.name()) {
			return true
		}
	}
	return false
}
