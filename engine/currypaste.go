package engine

import "strings"

// thaiPasteWords are the words of a pantry line that name a Thai curry paste, which
// is pounded with shrimp paste.
var thaiPasteWords = []string{"thai", "red", "green", "yellow", "massaman", "panang", "penang", "laksa"}

// readCurryPasteByCuisine reads a bare "curry paste" for a cuisine other than Thai or
// Vietnamese as the Indian paste a cook of that cuisine buys (a madras or a korma jar,
// vegan as a rule), not the Thai one with shrimp paste: a vegan Indian curry was
// refused the cook's own jar as "contains shellfish".
func readCurryPasteByCuisine(req Request, l *Line) {
	if l.Ingredient == nil || l.Ingredient.Name != "thai curry paste" || req.Cuisine == "" || req.Cuisine == "thai" || req.Cuisine == "vietnamese" {
		return
	}
	words := strings.Fields(lowered(l.Name + " " + l.Text))
	for _, w := range words {
		for _, t := range thaiPasteWords {
			if w == t {
				return
			}
		}
	}
	in := mustLookup("indian curry paste")
	l.Ingredient, l.Matched = in, in.Name
	l.Note = `"` + strings.TrimSpace(l.Name) + `" read as an Indian curry paste (a madras or korma jar), not a Thai one with shrimp paste`
}
