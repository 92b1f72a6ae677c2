package engine

import (
	"fmt"
	"strings"
)

// Eggs in a wet dish (poached in a shakshuka's sauce, boiled and warmed in a curry,
// beaten into a soup) set in minutes: a new method cooks the sauce and the eggs go in
// at the end, never for the cooker's hours.

// withoutEggs is the groups without the dish's eggs, and the eggs taken out.
func (g foodGroups) withoutEggs(d *Dish) (foodGroups, []Item) {
	var eggs []Item
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && in.Category == "eggs" && containsString(g.protein, it.Display) {
			eggs = append(eggs, it)
		}
	}
	if len(eggs) == 0 {
		return g, nil
	}
	out := g
	out.protein = nil
	for _, p := range g.protein {
		keep := true
		for _, e := range eggs {
			keep = keep && p != e.Display
		}
		if keep {
			out.protein = append(out.protein, p)
		}
	}
	return out, eggs
}

// eggsLast is the step that cooks the eggs in the finished sauce of a wet dish moved to
// target; ok is false for a method that has no such step.
func (d *Dish) eggsLast(target string, eggs []Item) (Step, bool) {
	var text strings.Builder
	for si, s := range d.Steps {
		text.WriteString(d.lowOf(si, s.Text))
		text.WriteByte(' ')
	}
	low := text.String()
	n := 0
	for _, e := range eggs {
		if e.Unit == "" {
			n += int(e.Quantity + 0.5)
		}
	}
	hollows := "Make a hollow in the sauce for each egg with the back of a spoon and crack an egg into each"
	if n > 0 {
		hollows = fmt.Sprintf("Make %d hollows in the sauce with the back of a spoon and crack an egg into each", n)
	}
	runny := "until the whites are set and the yolks still runny"
	switch {
	case strings.Contains(low, "crack"):
		switch target {
		case "slow-cooker":
			return Step{Minutes: 25, Text: hollows + ". Cover and cook on HIGH for 20–30 minutes, " + runny + " (or spoon the sauce into a skillet, crack the eggs in and cook covered over low heat for 5–7 minutes)."}, true
		case "pressure-cooker":
			return Step{Minutes: 7, Text: "Switch the cooker to the sauté setting and let the sauce bubble gently. " + hollows + "; cover with a plate or a glass lid (not the locked one) and cook for 5–7 minutes, " + runny + "."}, true
		case "oven":
			return Step{Minutes: 10, Text: hollows + "; bake uncovered for 8–10 minutes, " + runny + "."}, true
		}
	case strings.Contains(low, "peel") || strings.Contains(low, "boiled"):
		switch target {
		case "slow-cooker":
			return Step{Minutes: 20, Text: "Nestle the peeled boiled eggs into the sauce for the last 20 minutes, until hot through."}, true
		case "pressure-cooker":
			return Step{Minutes: 4, Text: "On the sauté setting, add the peeled boiled eggs and simmer gently for 3–4 minutes, until hot through."}, true
		case "oven":
			return Step{Minutes: 10, Text: "Nestle the peeled boiled eggs into the sauce and bake for 10 minutes more, until hot through."}, true
		}
	default:
		switch target {
		case "slow-cooker":
			return Step{Minutes: 10, Text: "Turn the cooker to HIGH, drizzle in the beaten eggs, stirring slowly, then cover for 5–10 minutes, until they are just set."}, true
		case "pressure-cooker":
			return Step{Minutes: 2, Text: "On the sauté setting, bring the pot to a simmer and drizzle in the beaten eggs, stirring slowly, until they set in ribbons, about 1 minute."}, true
		case "oven":
			return Step{Minutes: 3, Text: "Set the pot over medium heat on the stovetop, bring it to a simmer and drizzle in the beaten eggs, stirring slowly, until they set in ribbons, about 1 minute."}, true
		}
	}
	return Step{}, false
}
