package engine

import (
	"fmt"
	"strings"
)

// A slow sauce takes the time it is given: a chili, a stew or a mince curry simmers
// longer when the time available allows, up to what the dish gains from (a chili one to
// two hours, a stew of chuck about two), and says that the short simmer makes a good
// one when the time is short. The time available stays a hard limit.

// slowSimmer is the step of a dish that simmers longer given the time: its text as
// written, the minutes it says, the most it gains from and the simmer it is at its best
// after.
type slowSimmer struct {
	text             string
	minutes, longest int
	best             string // "1–2 hours": said when the time available keeps it short
}

// slowSimmerOf is the longest a dish's simmer of p gains from and when it is at its
// best, or 0 when a longer simmer only dries it (chicken breast, fish, beans alone).
func slowSimmerOf(p *part) (longest int, best string) {
	switch {
	case p == nil || cookedAlready(p.in):
		return 0, ""
	case strings.HasPrefix(p.in.Name, "ground "):
		return 120, "1–2 hours"
	case braiseMinutes(p.in) >= 150:
		return 180, "2 1/2–3 hours" // chuck, shoulder, brisket: three hours only makes them better
	case braiseMinutes(p.in) >= 60:
		return 150, "2–2 1/2 hours"
	case p.in.Category == "poultry" && p.prep == wholePrep:
		return 90, "1 1/2 hours" // legs braised whole in wine, as a coq au vin's
	}
	return 0, ""
}

// markSlow notes the last step written as the dish's slow simmer of minutes, with after
// minutes of simmering still to come in later steps.
func (d *dish) markSlow(minutes, after int) {
	longest, best := slowSimmerOf(d.protein)
	longest -= after
	if longest <= minutes || len(d.steps) == 0 {
		return
	}
	d.slow = &slowSimmer{text: d.steps[len(d.steps)-1].Text, minutes: minutes, longest: longest, best: best}
}

// useTheTime lengthens the slow simmer into the time the dish leaves unused of the time
// available, in 5 minutes (15 past an hour), and returns the new total; when the time
// keeps the simmer short, the step says the short one makes a good dish.
func (d *dish) useTheTime(total int) int {
	s := d.slow
	if s == nil || d.req.TimeAvailable <= 0 {
		return total
	}
	at := -1
	for i, st := range d.steps {
		if strings.HasPrefix(st.Text, s.text) { // later passes add to it ("Meanwhile, chop…")
			at = i
		}
	}
	said := fmt.Sprintf("%d minutes", s.minutes)
	if at < 0 || !strings.Contains(s.text, said) {
		return total
	}
	m := min(s.longest, s.minutes+d.req.TimeAvailable-total)
	if m > 60 {
		m = 60 + (m-60)/15*15
	} else {
		m = m / 5 * 5
	}
	st := &d.steps[at]
	head, tail := s.text, strings.TrimPrefix(st.Text, s.text)
	if m > s.minutes {
		head = strings.Replace(head, said, simmerTime(m), 1)
		st.Minutes += m - s.minutes
		total += m - s.minutes
		if m >= 60 {
			head += " Add a splash of water if it gets too thick."
		}
	}
	if m < 60 {
		head += fmt.Sprintf(" %d minutes makes a good one; given the time, it is richer after %s.", max(m, s.minutes), s.best)
	}
	st.Text = head + tail
	return total
}

// simmerTime says a long simmer as a cook writes it: "45 minutes", "1 1/2 hours".
func simmerTime(m int) string {
	if m < 60 || m%15 != 0 {
		return fmt.Sprintf("%d minutes", m)
	}
	h := formatQty(float64(m) / 60)
	if m == 60 {
		return "1 hour"
	}
	return h + " hours"
}

// ragùBest is when a pasta's meat sauce is at its best: a ragù takes one to three hours.
func ragùBest(best string) string {
	if best == "1–2 hours" {
		return "1–3 hours"
	}
	return best
}

// takesLongSauce reports whether a pasta's meat sauce (a bolognese) has 15 minutes or
// more of the time available left over when written the usual way: it then takes them,
// with the pasta cooked in its last 20 minutes instead of the water on from the start.
func (d *dish) takesLongSauce() bool {
	p := d.protein
	if d.form.name != "pasta" || d.longSauce || d.quick || d.req.TimeAvailable <= 0 || d.cat == nil || d.cat.passive < 20 ||
		p == nil || len(d.liquids) == 0 || !(p.in.Category == "meat" || p.in.Category == "poultry") || cookedAlready(p.in) || isCured(p.in) {
		return false
	}
	if longest, _ := slowSimmerOf(p); longest == 0 {
		return false
	}
	total := 0
	for _, s := range d.steps {
		total += s.Minutes
	}
	return d.req.TimeAvailable-total >= 15
}
