package engine

import (
	"fmt"
	"regexp"
	"strings"
)

// pastaWaterPhrase is a splash of the starchy water a boiled pasta left behind.
// (the pasta's name may already be the noodles': "the zucchini water").
const pastaWaterPhrase = `(?i),? ?(?:and |loosening (?:it )?with |with )?(?:a splash of |a little of |some of )?(?:the )?(?:reserved )?(?:cooking|pasta|%s) water`

// cookZoodles rewrites the steps for spiralized vegetable noodles that stand in for a
// boiled pasta: zucchini noodles are never boiled (they go watery and limp) and leave
// no starchy water behind. The pot of salted water, the boil, the saved cooking water
// and the draining go; the noodles are tossed in the hot pan or sauce for 2 minutes,
// just to warm.
func (d *Dish) cookZoodles(name string) {
	mentions := func(sl string) bool { return strings.Contains(sl, name) }
	boils := func(sl string) bool {
		return strings.Contains(sl, "boiling water") || strings.Contains(sl, "salted water") ||
			strings.Contains(sl, "kettle") || strings.Contains(sl, "salt it well") ||
			strings.Contains(sl, "boil the "+name) || strings.Contains(sl, "pot of water") ||
			strings.Contains(sl, "cook the "+name) && (strings.Contains(sl, "package") || strings.Contains(sl, "packet") || strings.Contains(sl, "al dente"))
	}
	// tossed reports whether a sentence warms the noodles in the pan or the sauce.
	tossed := func(sl string) bool {
		return mentions(sl) && (strings.Contains(sl, "over the heat") || strings.Contains(sl, "in the sauce") ||
			strings.Contains(sl, "in the skillet") || strings.Contains(sl, "in the pan") || strings.Contains(sl, "toss"))
	}
	waterPhrase := regexp.MustCompile(fmt.Sprintf(pastaWaterPhrase, regexp.QuoteMeta(name)))
	// others reports whether a sentence names another food of the dish (a pot of water
	// for the potatoes stays).
	others := func(sl string) bool {
		for _, it := range d.Items {
			if it.Ingredient != nil && it.Ingredient.Name != name && it.Ingredient.Name != "salt" && strings.Contains(sl, it.Ingredient.Name) {
				return true
			}
		}
		return false
	}
	touched := false
	warmed := false
	for _, s := range d.Steps {
		for _, sent := range stepSentences(s.Text) {
			sl := lowered(sent)
			if tossed(sl) && !boils(sl) {
				warmed = true
			}
		}
	}
	var steps []Step
	for _, s := range d.Steps {
		var out []string
		for _, sent := range stepSentences(s.Text) {
			sl := lowered(sent)
			savesWater := (strings.Contains(sl, "save") || strings.Contains(sl, "reserve")) && strings.Contains(sl, "water")
			switch {
			case (mentions(sl) || !others(sl)) && boils(sl), savesWater && (mentions(sl) || strings.Contains(sl, "pasta water") || strings.Contains(sl, "cooking water")):
				touched = true
				if !warmed && strings.Contains(sl, "cook") || !warmed && strings.HasPrefix(sl, "boil the "+name) {
					sent = "Toss the spiralized " + name + " in a hot skillet with a little oil for 2 minutes, just to warm it; set aside."
					warmed = true
					break
				}
				continue
			case mentions(sl) && (strings.HasPrefix(sl, "drain the "+name) || strings.Contains(sl, "then drain")):
				touched = true
				continue
			case mentions(sl) && strings.Contains(sl, "simmer") && !boils(sl) && hasAnyPrefix(sl, []string{"add ", "stir in ", "then add "}):
				// Noodles simmered in a soup: zucchini noodles want 2 minutes, not the
				// pasta's 8, or they fall apart.
				touched = true
				sent = "Add the spiralized " + name + " and simmer for 2 minutes, just until tender."
				s.Minutes = min(s.Minutes, 2)
			}
			if waterPhrase.MatchString(sent) {
				sent = waterPhrase.ReplaceAllString(sent, "")
				touched = true
			}
			sent = strings.ReplaceAll(sent, "the drained "+name, "the spiralized "+name)
			sent = strings.ReplaceAll(sent, "The drained "+name, "The spiralized "+name)
			if s := strings.TrimSpace(sent); s != "" {
				out = append(out, s)
			}
		}
		if len(out) == 0 {
			continue
		}
		s.Text = strings.Join(out, " ")
		if s.Minutes == 0 && strings.Contains(s.Text, "for 2 minutes, just to warm it") {
			s.Minutes = 2
		}
		steps = append(steps, s)
	}
	if touched {
		spiral := false
		for _, s := range steps {
			low := lowered(s.Text)
			spiral = spiral || strings.Contains(low, "spiralize ") || strings.Contains(low, "spiralizing") // the verb, not "the spiralized zucchini"
		}
		if !spiral {
			if len(steps) > 0 && strings.HasPrefix(steps[0].Text, "Prep: ") && strings.HasSuffix(steps[0].Text, ".") && !strings.Contains(steps[0].Text[:len(steps[0].Text)-1], ".") {
				steps[0].Text = strings.TrimSuffix(steps[0].Text, ".") + "; spiralize the " + name + "."
			} else {
				steps = append([]Step{{Text: "Spiralize the " + name + ".", Minutes: 5}}, steps...)
			}
		}
		for i := range steps {
			steps[i].Step = i + 1
		}
		d.Steps = steps
	}
}
