// The starch cooked beside a dish (rice, pasta, grains, potatoes) and the waits between
// steps while something cooks on its own.

package engine

import (
	"fmt"
	"strings"
)

// wait is something cooking on its own (rice simmering, water heating) from the end
// of step after for minutes; step until (-1: the last) cannot start before it is done.
type wait struct {
	after, minutes, until int
	what                  string
}

// simmerMinutes is how long a grain simmers unattended, resting included.
func simmerMinutes(n string) int {
	switch n {
	case "brown rice", "wild rice":
		return 40
	case "quinoa":
		return 18
	case "bulgur":
		return 15
	case "farro", "pearl barley":
		return 30
	}
	return 20
}

// plainBoiled are the noodles boiled in unsalted water: udon, ramen and soba are
// salted in the dough, and rice and glass noodles take the salt of their sauce or broth.
var plainBoiled = map[string]bool{"udon noodles": true, "ramen noodles": true, "soba noodles": true, "rice noodles": true, "glass noodles": true}

// boilingWater is the water a starch boils in: well salted for pasta, plain for the
// noodles that are salted already.
func boilingWater(n string) string {
	if plainBoiled[n] {
		return "unsalted water"
	}
	return "well-salted water"
}

// boiledLikePasta are the grains a cook boils in plenty of salted water and drains, as
// pasta is cooked, by their minutes at the boil: brown rice is tender in 25 minutes so,
// against 40 absorbing its water under a lid, and it cooks beside the rest unwatched.
var boiledLikePasta = map[string]int{"brown rice": 25, "farro": 25, "pearl barley": 30}

// boilGrain says how to boil a grain like pasta (after "rinse it, "), and the minutes
// from then until it is drained; kettle when the water comes from one, in a hurry.
func boilGrain(n string, boil int, quick bool) (how string, minutes int, kettle bool) {
	done := fmt.Sprintf("boil it, uncovered, until tender but still a little chewy, about %d minutes; drain, tip it back into the saucepan, cover and leave it off the heat until serving", boil)
	if quick {
		return "pour a full kettle of boiling water into a large saucepan over high heat, salt it and add the " + n + "; " + done, boil + 2, true
	}
	return "bring a large saucepan of well-salted water to the boil (about 6 minutes), add the " + n + " and " + done, boil + 6, false
}

// startStarch puts on what cooks unattended, before the prep: rice and grains simmer,
// pasta water heats, rice noodles soak.
func (d *dish) startStarch() {
	s := d.starch
	if s == nil || d.form.name == "fried rice" || d.form.name == "risotto" || d.form.name == "soup" || d.form.starchInPot {
		return
	}
	n := s.name()
	grain := d.form.takesStarchKind("grain", s.in) && n != "cooked rice" && n != "couscous" && !isRiced(s)
	switch {
	case n == "polenta" && !d.form.starchInPot:
		// Polenta is cooked on its own, stirred now and then while the rest is made.
		d.step(3, "Start the polenta: bring 4 times its volume of salted water to a boil in a heavy saucepan, pour in the polenta in a thin stream, whisking, then turn the heat to low and cook, stirring now and then, until thick and no longer gritty, about 25 minutes (instant polenta takes 5); keep it covered until serving.")
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: 25, until: -1, what: n})
		d.equipment = append(d.equipment, "heavy saucepan", "whisk")
	case grain:
		m := simmerMinutes(n)
		low := m - 5
		if d.quick && m == 20 {
			// White rice in a hurry: 12 minutes on low once it boils, and it rests
			// covered only while the rest is plated.
			m, low = 16, 12
		}
		if boil, ok := boiledLikePasta[n]; ok {
			how, minutes, kettle := boilGrain(n, boil, d.quick)
			if kettle {
				d.equipment = append(d.equipment, "kettle")
			}
			d.step(2, "Start the %s: rinse it, %s.", n, how)
			d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: minutes, until: -1, what: n})
			return
		}
		water := "1 1/2 times"
		if n == "brown rice" || n == "wild rice" || n == "quinoa" || n == "bulgur" {
			water = "twice"
		}
		how := fmt.Sprintf("bring it to a boil with %s its volume of water and a pinch of salt, then cover and simmer on low for %d minutes and leave it covered off the heat until serving", water, low)
		if d.quick && m != 16 && n != "farro" && n != "pearl barley" {
			// In a hurry the water comes from the kettle: back to the boil in a couple of minutes.
			m = low + 2
			how = fmt.Sprintf("put it in a saucepan with %s its volume of boiling water from the kettle and a pinch of salt, bring back to the boil, then cover and simmer on low for %d minutes and leave it covered off the heat until serving", water, low)
			d.equipment = append(d.equipment, "kettle")
		}
		if seeds, fat := d.cuminRice(s); seeds != nil {
			// Basmati beside an Indian curry, with the cook's cumin seeds: jeera rice.
			how = fmt.Sprintf("heat %s in a saucepan, let the %s sizzle for 30 seconds until a shade darker, stir in the drained rice for a minute, then add %s its volume of water and a pinch of salt, bring to a boil, cover and simmer on low for %d minutes and leave it covered off the heat until serving",
				fat, seeds.name(), water, low)
			d.step(3, "Start the %s as jeera rice: rinse it, %s.", n, how)
		} else {
			d.step(2, "Start the %s: rinse it, %s.", n, how)
		}
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: m, until: -1, what: n})
	case n == "rice noodles" || n == "glass noodles":
		d.step(1, "Put the %s to soak in a bowl of very hot water; they soften in 8–10 minutes (drain when soft).", n)
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: 10, until: -1, what: n})
	case d.boilsPotatoesAside():
		s.prep = "cut into 3 cm (1 1/4 in) chunks"
		n = plural(n)
		d.step(3, "Start the %s: cut them into 3 cm (1 1/4 in) chunks%s, cover with cold salted water in a saucepan, bring to a boil and simmer until tender to the tip of a knife, about 15 minutes; drain and keep covered.", n, halveNew(s))
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: 20, until: -1, what: n})
	case strings.HasPrefix(s.prep, "spiralized"), strings.HasPrefix(s.prep, "cut into"):
	case strings.Contains(n, "noodle") || d.form.takesStarchKind("pasta", s.in) || n == "spaghetti":
		// About 3 litres, covered, on high: 8 minutes to the boil for four; more for more.
		boil := 8
		if d.servings > 4 {
			boil = min(8+int(d.servings-4), 14)
		}
		if d.servings <= 2 {
			boil = 6 // a smaller pot for two
		}
		if litres := pastaWater(s.grams); d.servings > 8 {
			pots, _ := pastaPots(litres)
			boil = max(boil, pastaBoilMinutes(litres/float64(pots)))
		}
		if d.quick && d.servings <= 4 {
			// In a hurry a cook boils the kettle first: the pot comes back to the boil in a few minutes.
			boil = 4
			salt := " and salt it well"
			if plainBoiled[n] {
				salt = "" // udon and ramen are salted in the dough; rice noodles take their sauce's salt
			}
			d.step(1, "Boil a full kettle, pour it into a large pot over high heat and cover it%s for the %s.", salt, n)
			d.equipment = append(d.equipment, "kettle")
			d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: boil, until: -2, what: "water"})
			return
		}
		d.step(1, "Put a large covered pot of %s on high heat for the %s.", boilingWater(n), n)
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: boil, until: -2, what: "water"})
	}
}

// boilsPotatoesAside reports whether the dish's potatoes boil in their own pan from the
// start: beside a seared fillet, steak or chop they would otherwise take the skillet for
// a quarter of an hour while the meat goes cold on a plate; and a bowl or plate, which
// only arranges its starch, would otherwise serve them raw.
func (d *dish) boilsPotatoesAside() bool {
	s, p := d.starch, d.protein
	if s == nil || s.in.Name != "potato" && s.in.Name != "sweet potato" {
		return false
	}
	return d.form.name == "grain bowl" || p != nil && d.form.name == "skillet" && p.prep == wholePrep
}

// cookStarch writes the step that cooks the starch now, where it cannot wait in the
// background (pasta, couscous, riced cauliflower, rice for frying).
func (d *dish) cookStarch() {
	s := d.starch
	if s == nil {
		return
	}
	n := s.name()
	switch {
	case isRiced(s):
		d.step(6, "Heat 1 tsp of the %s in a skillet over medium-high heat and cook the %s, stirring, until just tender, 5 minutes; keep warm.", d.fatName(), n)
	case strings.HasPrefix(s.prep, "spiralized"):
		d.step(3, "Toss the spiralized %s in a hot skillet with a little %s for 2 minutes, just to warm it; set aside.", n, d.fatName())
	case n == "couscous":
		// It steams on its own, covered, while the rest cooks.
		// Couscous is not simmered: it steeps in just-boiled water, covered, off the heat.
		d.step(2, "Bring 1 1/4 times the couscous's volume of water to a boil with a pinch of salt (a kettle is quickest), pour it over the couscous in a bowl, cover and leave off the heat for 5 minutes; fluff with a fork.")
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: 5, until: -1, what: n})
	case d.form.name == "fried rice" && n != "cooked rice":
		m := simmerMinutes(n)
		if d.quick && n != "farro" && n != "pearl barley" {
			// In a hurry: water from the kettle, a little less of it, so the grains come out dry enough to fry;
			// white rice 12 minutes on low, as startStarch gives it.
			low := m - 5
			if m == 20 {
				low = 12
			}
			d.step(low+3, "Rinse the %s, put it in a saucepan with 1 1/4 times its volume of boiling water from the kettle and a pinch of salt, bring back to the boil, cover and simmer on low for %d minutes.", n, low)
			d.equipment = append(d.equipment, "kettle")
			return
		}
		d.step(m, "Rinse the %s and bring it to a boil with 1 1/2 times its volume of water and a pinch of salt; cover and simmer on low for %d minutes.", n, m-5)
	case d.waitingFor("water"):
		m := 9 // dried pasta al dente, as most packets say
		switch {
		case n == "ramen noodles" || n == "soba noodles" || n == "noodles":
			m = 4 // thin noodles: most packets say 3–5 minutes
		case n == "egg noodles" && (d.form.name == "stir-fry" || d.form.name == "noodle bowl"):
			m = 4 // thin Chinese egg noodles, not the wide ones of a stroganoff
		case n == "egg noodles" || n == "orzo" || n == "macaroni":
			m = 8
		case n == "gnocchi":
			m = 3
		}
		if d.form.name == "casserole" {
			m -= 2
		}
		if d.quick && m >= 8 && (d.form.name == "dressed pasta" || d.form.name == "pasta") {
			m-- // a minute short of the packet: it finishes in the pan with its sauce
		}
		d.step(m, "Cook the %s in the boiling water for %d minutes, until just tender; save 1 cup (240 ml) of the cooking water, then drain.", n, m)
		for i := range d.waits {
			if d.waits[i].until == -2 {
				d.waits[i].until = len(d.steps) - 1
			}
		}
	}
}

func (d *dish) waitingFor(what string) bool {
	for _, w := range d.waits {
		if w.what == what && w.until == -2 {
			return true
		}
	}
	return false
}

// settleWaits makes the timeline honest: where the work between a background task's
// start and the step that needs it is shorter than the task, the cook waits.
func (d *dish) settleWaits() {
	for _, w := range d.waits {
		until := w.until
		if until < 0 {
			until = len(d.steps) - 1
		}
		between := 0
		for i := w.after + 1; i < until; i++ {
			between += d.steps[i].Minutes
		}
		short := w.minutes - between
		if short <= 0 {
			continue
		}
		if w.what == "water" {
			d.steps[until].Minutes += short
			text := d.steps[until].Text
			first, _, _ := strings.Cut(text, ". ")
			if strings.Contains(first, "water") || strings.Contains(first, "pot") {
				d.steps[until].Text = "Once the water boils, " + lowerFirst(text)
			} else {
				// The step's first work is a sauce, not the water: "once the water boils,
				// pour in the tomatoes" reads as tomatoes into the pasta water.
				d.steps[until].Text = "While the water comes to the boil, " + lowerFirst(text)
			}
			continue
		}
		if k := d.lateStart(w.after, until); k >= 0 && short >= 3 {
			// The pan is put on later, not the cooked fish left to wait for the potatoes:
			// what cooks in minutes is started so it finishes with them.
			d.steps[k].Minutes += short
			own := "its"
			if strings.HasSuffix(w.what, "s") && !strings.HasSuffix(w.what, "ss") && !strings.HasSuffix(w.what, "couscous") {
				own = "their" // the potatoes, but the rice
			}
			d.steps[k].Text = fmt.Sprintf("Give the %s %d minute%s more on %s own, then %s", w.what, short, pluralS(short), own, lowerFirst(d.steps[k].Text))
			continue
		}
		// No step of its own ("keep everything warm … 1 minute"): the step that needs it
		// waits for it.
		d.steps[until].Minutes += short
		more := fmt.Sprintf(" (about %d minutes more)", short)
		if short <= 2 {
			more = "" // "about 1 minute more" is no wait a cook needs told
		}
		d.steps[until].Text = fmt.Sprintf("When the %s %s ready%s, %s", w.what, isAre(w.what), more, lowerFirst(d.steps[until].Text))
	}
}

// lateStart is the step after from and before until where the pan first goes on for what
// cooks in minutes beside a slow starch (a fillet seared, a chop fried), or -1 where none
// does: a long braise or an oven is not waited out.
func (d *dish) lateStart(from, until int) int {
	for k := from + 1; k < until; k++ {
		s := d.steps[k]
		if k == d.prepStep || strings.HasPrefix(s.Text, "Prep:") {
			continue
		}
		if !heats(s) {
			continue
		}
		if s.Minutes > 15 || strings.Contains(s.Text, "oven") || passive(s, lowered(s.Text)) {
			return -1
		}
		return k
	}
	return -1
}

func (f *form) takesStarchKind(kind string, in *Ingredient) bool {
	g := &form{name: f.name, starch: kind}
	return g.takesStarch(in)
}
