package engine

import "strings"

// A food swapped for a form of it that no knife touches (garlic for garlic powder,
// ginger for ground ginger) loses the knife work the steps gave the fresh one: a powder
// is never minced, chopped or crushed.

// uncut reports whether a food is bought in a form no knife or grater works on: a ground
// spice or powder, a paste, a dried herb.
func uncut(in *Ingredient) bool {
	if in == nil {
		return false
	}
	if in.Name == "nutritional yeast" || strings.HasSuffix(in.Name, " flakes") {
		return true // flakes, scattered from the tub
	}
	if powder(in) || strings.HasSuffix(in.Name, " paste") || strings.HasSuffix(in.Name, " puree") {
		return true
	}
	return strings.HasPrefix(in.Name, "dried ") && (in.Category == "spices-seasonings" || in.Category == "herbs")
}

// knifePrep are the words of a line's preparation or a step's clause that cut, crush or
// peel a fresh food.
var knifePrep = []string{"mince", "minced", "chop", "chopped", "crush", "crushed", "slice", "sliced", "dice", "diced",
	"grate", "grated", "peel", "peeled", "smash", "smashed", "julienne", "julienned", "bruise", "bruised", "cut", "halve", "halved", "shred", "shredded", "skin", "unpeeled", "whole"}

// withoutKnifePrep drops from a line's preparation the parts that cut the food: "minced,
// if using" becomes "if using".
func withoutKnifePrep(prep string) string {
	var keep []string
	for _, p := range strings.Split(prep, ",") {
		if p = strings.TrimSpace(p); p != "" && !hasWord(lowered(p), knifePrep) {
			keep = append(keep, p)
		}
	}
	return strings.Join(keep, ", ")
}

// withoutKnifeWork drops from a step the clauses that only cut the food called name
// ("mince the garlic powder", "peel and thinly slice the ground ginger, if using"),
// keeping a clause's label ("Prep: ", "Meanwhile, ") for the clauses left; "" when
// nothing is left.
func withoutKnifeWork(text, name string) string {
	lowName := lowered(name)
	if !strings.Contains(lowered(text), lowName) {
		return text
	}
	var sentences []string
	for _, sent := range stepSentences(text) {
		body, end := strings.TrimSpace(sent), ""
		if strings.HasSuffix(body, ".") {
			body, end = strings.TrimSuffix(body, "."), "."
		}
		label := ""
		for _, l := range []string{"Prep: ", "Meanwhile, ", "Also "} {
			if strings.HasPrefix(body, l) {
				label, body = l, body[len(l):]
				break
			}
		}
		var kept []string
		for _, clause := range strings.Split(body, "; ") {
			if !cutsOnly(clause, lowName) {
				kept = append(kept, clause)
			}
		}
		if len(kept) == 0 {
			continue
		}
		rest := strings.Join(kept, "; ")
		if label == "" {
			rest = upperFirst(rest)
		}
		sentences = append(sentences, label+rest+end)
	}
	return strings.Join(sentences, " ")
}

// cutsOnly reports whether a clause does nothing but cut the food lowName: its verbs,
// before the food, are all a knife's, and it uses no heat ("add the garlic powder" cooks).
func cutsOnly(clause, lowName string) bool {
	low := lowered(strings.TrimSpace(clause))
	if strings.Contains(low, lowName) && strings.Contains(low, "out of its skin") {
		return true // "squeeze the soft garlic out of its skins": a powder has none
	}
	i := strings.Index(low, "the "+lowName)
	if i < 0 {
		return false
	}
	verbs := low[:i]
	if verbs == "" || !hasWord(verbs, knifePrep) || isHeatStep(clause) {
		return false
	}
	for _, w := range strings.Fields(verbs) {
		if !hasWord(w, knifePrep) && w != "and" && w != "finely" && w != "thinly" && w != "roughly" && w != "coarsely" && w != "lightly" {
			return false
		}
	}
	// What follows only says how to cut it ("lightly with the flat of a knife, leaving
	// the skins on"): the clause's one verb is the knife's.
	return true
}
