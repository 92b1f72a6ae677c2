package engine

import (
	"math"
	"strings"
)

// readyBeforeUse moves a food's readying ("halve the garlic", the flax egg's soaking)
// that a step writer left "meanwhile" in a step at or after the one that first uses the
// food: it goes beside the step before that use, or, where the use comes first, at the
// head of its step ("Halve the garlic. Toast the bread…, then rub each slice with the
// cut side of the garlic").
func (d *dish) readyBeforeUse() {
	for p := range d.eachPart {
		if p.prep == "" {
			continue
		}
		task := p.task()
		skip := rarestByte(task)
		at, off := -1, -1
		for i := range d.steps {
			if k := indexRare(d.steps[i].Text, task, skip); k >= 0 {
				at, off = i, k
				break
			}
		}
		if at < 0 || at == d.prepStep && (strings.HasPrefix(d.steps[at].Text, "Prep:") || strings.HasPrefix(d.steps[at].Text, "Thaw the frozen ")) {
			continue
		}
		// A longer name that holds this one is another food: the shiitake mushrooms are not
		// the mushrooms, the lemon juice not the lemon.
		var longer []string
		for o := range d.eachPart {
			if o != p && o.name() != p.name() && hasWordFoldASCII(o.name(), lowered(p.name())) {
				longer = append(longer, lowered(o.name()), lowered(plural(o.name())))
			}
		}
		use := -1
		for i := 0; i <= at && use < 0; i++ {
			t := d.steps[i].Text
			if i == at {
				t = t[:off]
			}
			if len(longer) > 0 {
				t = lowered(t)
				for _, l := range longer {
					t = strings.ReplaceAll(t, l, "#")
				}
			}
			if usesFood(t, p) {
				use = i
			}
		}
		if use < 0 || !d.takeTask(at, task) {
			continue
		}
		minutes := int(math.Ceil(d.knifeMinutes(d.taskMinutes(p))))
		switch s := &d.steps[max(use-1, 0)]; {
		case use == 0:
			s.Text = upperFirst(task) + ". " + s.Text
		case strings.HasPrefix(s.Text, "Prep: "):
			head, tail, _ := strings.Cut(s.Text, ".")
			s.Text = head + "; " + task + "." + tail
		case strings.Contains(s.Text, "Meanwhile, "):
			s.Text += " Also " + task + "."
		default:
			s.Text += " Meanwhile, " + task + "."
		}
		d.steps[max(use-1, 0)].Minutes += minutes
	}
}

// usesFood reports whether text names the part, as a whole word, singular or
// plural.
func usesFood(t string, p *part) bool {
	name := lowered(p.name())
	return hasWordFoldASCII(t, name) || hasWordFoldASCII(t, plural(name))
}

// takeTask takes a readying task out of step i, with the words that led it in when it
// was the only one ("Meanwhile, halve the garlic."); it reports whether it found it.
func (d *dish) takeTask(i int, task string) bool {
	s := &d.steps[i]
	for _, f := range []string{" Meanwhile, " + task + ".", " Also " + task + ".", "; " + task, task + "; "} {
		if strings.Contains(s.Text, f) {
			s.Text = strings.Replace(s.Text, f, "", 1)
			return true
		}
	}
	return false
}

// cutBeside is the minutes of the readying tasks the steps hold, done beside the
// cooking: 0 where none.
func (d *dish) cutBeside(steps []Step) int {
	var cut []*part
	for p := range d.eachPart {
		if p.prep == "" || p.pot > 0 || p.role == RoleSpice || p.role == RoleSauce || p.role == RoleLiquid {
			continue
		}
		task := p.task()
		for _, s := range steps {
			if strings.Contains(s.Text, task) || strings.Contains(s.Text, upperFirst(task)) {
				cut = append(cut, p)
				break
			}
		}
	}
	if len(cut) == 0 {
		return 0
	}
	return d.prepMinutes(cut)
}
