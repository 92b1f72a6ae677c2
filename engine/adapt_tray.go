package engine

import "strings"

// A roast moved to the grill or the air fryer leaves its tray behind: its words, and
// what the tray got for its last minutes.

// scattered takes out of the foods what the moved steps scattered over for the last
// minutes of roasting ("scattering the scallion over for the last 10 minutes"): on a
// grill or in a basket it would burn through the whole cook, so it goes over at the end.
func (g foodGroups) scattered(moved string) (foodGroups, []string) {
	var clauses []string
	for _, part := range strings.FieldsFunc(moved, func(r rune) bool { return r == ',' || r == ';' || r == '.' }) {
		clauses = append(clauses, strings.TrimSpace(part))
	}
	var out []string
	keep := func(names []string) []string {
		var rest []string
		for _, n := range names {
			late, elsewhere := false, false
			for _, c := range clauses {
				if !stepNamesFood(c, n) {
					continue
				}
				if strings.Contains(c, "for the last") && (strings.HasPrefix(c, "scatter") || strings.HasPrefix(c, "sprinkl")) {
					late = true
				} else {
					elsewhere = true
				}
			}
			if late && !elsewhere {
				out = append(out, n)
			} else {
				rest = append(rest, n)
			}
		}
		return rest
	}
	g.vegs, g.aromatics = keep(g.vegs), keep(g.aromatics)
	return g, out
}

// noPanWords takes the tray out of a step that stays after a roast moves to the grill or
// the air fryer: there are no pan juices to spoon over, and nothing is served from the pan.
func noPanWords(text string) string {
	return replacePhrases(text, "Spoon over any pan juices and season", "Season", "Spoon over any pan juices. ", "",
		"Serve straight from the pan", "Serve hot", "Serve straight from the tray", "Serve hot", "Serve from the tray", "Serve hot", "Serve with the pan juices", "Serve hot", " with the pan juices spooned over", "")
}

// retitled names a roast moved to the grill or the air fryer by its new method: the
// traybake, sheet-pan or baked of its title goes ("Honey-Soy Chicken Wings Traybake"
// -> "Grilled Honey-Soy Chicken Wings"); a title without such a word stays.
func retitled(name, target string) string {
	out := name
	for _, w := range []string{" Traybake", " Tray Bake", "Sheet-Pan ", "Sheet Pan ", "Oven-Baked ", "Oven-Roasted ", "Oven ", "Roasted ", "Baked "} {
		out = strings.Replace(out, w, " ", 1)
	}
	out = strings.Join(strings.Fields(out), " ")
	if out == name || out == "" {
		return name
	}
	if target == "grill" {
		return "Grilled " + out
	}
	return "Air-Fryer " + out
}
