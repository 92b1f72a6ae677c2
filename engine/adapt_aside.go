package engine

import "strings"

// setAsideVegetables takes out of a wet dish's pot the vegetables the moved steps browned
// and set aside for a step that stays to stir back in: the mushrooms of a risotto,
// browned apart and folded through at the end. Under pressure they would go in twice
// (browned with the onion, then stirred in again); they are browned first on the sauté
// setting and lifted out instead. moved and kept are the lowered steps' text.
func (d *Dish) setAsideVegetables(g foodGroups, moved, kept string) (foodGroups, []string) {
	if !strings.Contains(moved, "aside") && !strings.Contains(moved, "on a plate") && !strings.Contains(moved, "lift out") {
		return g, nil
	}
	var aside []string
	for _, sentence := range strings.Split(moved, ". ") {
		if !containsAny(sentence, []string{"set aside", "set them aside", "set it aside", "on a plate", "onto a plate", "lift out", "lift them out"}) {
			continue
		}
		for _, v := range g.vegs {
			if stepNamesFood(sentence, v) && stepNamesFood(kept, v) && !containsString(aside, v) {
				aside = append(aside, v)
			}
		}
	}
	if len(aside) == 0 {
		return g, nil
	}
	without := func(names []string) []string {
		var out []string
		for _, n := range names {
			if !containsString(aside, n) {
				out = append(out, n)
			}
		}
		return out
	}
	g.vegs, g.tender, g.late = without(g.vegs), without(g.tender), without(g.late)
	return g, aside
}

// asideFirst puts the set-aside vegetables' browning before the plan's first step, on
// the sauté setting, and the plan's own browning then goes on in the rest of the oil.
func asideFirst(plan []Step, aside []string) []Step {
	if len(aside) == 0 || len(plan) == 0 {
		return plan
	}
	first := plan[0]
	if t, ok := strings.CutPrefix(first.Text, "On the sauté setting, "); ok {
		first.Text = upperFirst(strings.Replace(t, " in the oil", " in the rest of the oil", 1))
	}
	brown := Step{Minutes: 8, Text: "On the sauté setting, brown the " + listNames(aside) +
		" in a little of the oil, stirring now and then, until browned and any liquid has cooked off, 6–8 minutes; lift out onto a plate and keep for the end."}
	return append([]Step{brown, first}, plan[1:]...)
}
