package engine

import (
	"fmt"
	"math"
	"strings"
)

// Dried beans: "dried chickpeas" or "dried butter beans" in a pantry are not the tin the
// table weighs. The recipe cooks them first, soaked overnight and simmered until tender
// (a quick soak, boiled 2 minutes and left an hour off the heat, when the time given is
// short), and its line says how much dried makes what the dish takes cooked.

// driedBeanMinutes are the soakable legumes, by the minutes they simmer once soaked.
var driedBeanMinutes = map[string]int{"chickpeas": 75, "black beans": 60, "kidney beans": 60, "pinto beans": 60,
	"cannellini beans": 60, "black-eyed peas": 45, "lima beans": 75}

// driedYield is how much heavier beans are cooked than dried.
const driedYield = 2.4

// readDried marks the pantry lines that say their beans are dried ("dried chickpeas",
// "dry black beans"): the word is dropped as a descriptor when the food is looked up.
func readDried(lines []Line) {
	for i := range lines {
		l := &lines[i]
		if !l.Known || driedBeanMinutes[l.Ingredient.Name] == 0 {
			continue
		}
		for _, w := range strings.Fields(lowered(l.Text)) {
			if w == "dried" || w == "dry" {
				l.dried = true
			}
		}
	}
}

// driedParts are the dish's beans from a pantry line of dried ones.
func (d *dish) driedParts() []*part {
	return d.where(func(p *part) bool {
		l := d.pantry[p.in]
		return p.fromPantry && l != nil && l.dried && driedBeanMinutes[p.in.Name] > 0
	})
}

// cookDried puts the soaking and simmering of the dish's dried beans before its first
// step, given total minutes for the rest; it returns the new total.
func (d *dish) cookDried(total int) int {
	beans := d.driedParts()
	if len(beans) == 0 {
		return total
	}
	simmer := 0
	for _, b := range beans {
		simmer = max(simmer, driedBeanMinutes[b.in.Name])
	}
	own := cooksOwnDried[d.form.name] // the technique simmers them itself, beside its sauce
	if own {
		simmer = -5
	}
	names := plurals(beans)
	soak := fmt.Sprintf("The night before, put the dried %s in a large bowl, cover with three times their depth of cold water and leave to soak for 8–12 hours; they double in size.", names)
	soakMinutes := 480
	if d.req.TimeAvailable > 0 && total+soakMinutes+simmer+5 > d.req.TimeAvailable {
		soak = fmt.Sprintf("Quick-soak the dried %s: put them in a large pan, cover with 5 cm (2 in) of cold water, bring to the boil and boil for 2 minutes, then cover, take off the heat and leave for 1 hour.", names)
		soakMinutes = 65
	}
	kidney := ""
	for _, b := range beans {
		if b.in.Name == "kidney beans" {
			kidney = " (boil kidney beans hard for the first 10 minutes: it destroys a toxin they hold raw)"
		}
	}
	cook := fmt.Sprintf("Drain and rinse the %s, put them in a large pan, cover with 5 cm (2 in) of fresh water and bring to the boil%s; skim, then simmer, partly covered, until creamy and tender right through, %s, adding a good pinch of salt for the last 10 minutes. Drain, keeping a cupful of the cooking water.",
		names, kidney, beanSimmerText(simmer))
	for i := range d.steps {
		// The beans come out of their own pan drained: no tin to open and rinse.
		for _, b := range beans {
			for _, task := range []string{"drain and rinse the " + b.name(), "drain the " + b.name()} {
				t := d.steps[i].Text
				t = strings.Replace(t, "; "+task+";", ";", 1)
				t = strings.Replace(t, "; "+task+".", ".", 1)
				t = strings.Replace(t, ": "+task+"; ", ": ", 1)
				t = strings.Replace(t, "Meanwhile, "+task+"; ", "Meanwhile, ", 1)
				t = strings.Replace(t, " Meanwhile, "+task+".", "", 1)
				d.steps[i].Text = t
			}
		}
	}
	first := []Step{{Text: soak, Minutes: soakMinutes}, {Text: cook, Minutes: simmer + 5}}
	if own {
		first = first[:1]
	}
	d.steps = append(first, d.steps...)
	for i := range d.steps {
		d.steps[i].Step = i + 1
	}
	return total + soakMinutes + simmer + 5
}

// cooksOwnDried are the techniques that simmer soaked dried beans in their own steps
// (gigantes: nearly tender while the sauce is made, finished in the oven).
var cooksOwnDried = map[string]bool{"gigantes": true}

// beanSimmerText says a bean's simmer as a cook reads it.
func beanSimmerText(m int) string {
	switch {
	case m >= 75:
		return "1–1 1/2 hours"
	case m >= 60:
		return "about 1 hour"
	}
	return fmt.Sprintf("%d–%d minutes", m-10, m)
}

// driedLine is the recipe line of beans cooked from dried: how much dried to soak makes
// the grams the dish takes cooked.
func driedLine(grams float64, name string) string {
	dry := math.Round(grams/driedYield/10) * 10
	amount := fmt.Sprintf("%.0f g", dry)
	if q := kitchenRound(dry/190, "cup"); q > 0 { // a cup of dried beans weighs about 190 g
		amount = fmt.Sprintf("%s %s (%.0f g)", strings.TrimSpace(string(appendQty(nil, q))), map[bool]string{true: "cups", false: "cup"}[q > 1], dry)
	}
	return fmt.Sprintf("%s dried %s, soaked and cooked (about %.0f g cooked)", amount, name, math.Round(grams/10)*10)
}
