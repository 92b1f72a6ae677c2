package engine

import "strings"

// drinkWords name an alcoholic drink in an ingredient line the table does not know.
var drinkWords = []string{"wine", "beer", "sake", "brandy", "vodka", "sherry", "whisk", "cognac", "mirin", "marsala", "bourbon", "liqueur", " rum", "stout", "cider", "vermouth", "calvados", "port"}

// alcoholGone reports whether a step speaks of alcohol the dish no longer holds: a
// transform swapped its wine for stock.
func (d *Dish) alcoholGone() bool {
	said := false
	for _, s := range d.Steps {
		if strings.Contains(s.Text, "alcohol") {
			said = true
			break
		}
	}
	if !said {
		return false
	}
	for _, it := range d.Items {
		if it.Ingredient == nil && containsAny(lowered(it.Text), drinkWords) || it.Ingredient != nil && it.Ingredient.Has(FactAlcohol) {
			return false
		}
	}
	return true
}

// alcoholClauseOpeners open the clause of a step that speaks of the alcohol, nearest first wins.
var alcoholClauseOpeners = []string{" and ", ", ", "; ", " to ", " until "}

// withoutAlcohol drops from a step the clauses about alcohol cooking off: "stir until it
// has almost gone and no longer smells of alcohol" reads "stir until it has almost gone".
func withoutAlcohol(text string) string {
	for {
		at := strings.Index(text, "alcohol")
		if at < 0 {
			return text
		}
		sentence := strings.LastIndex(text[:at], ". ") + 1 // 0, or just after the full stop
		start := -1
		for _, o := range alcoholClauseOpeners {
			if i := strings.LastIndex(text[sentence:at], o); i >= 0 && sentence+i > start {
				start = sentence + i
			}
		}
		end := len(text)
		if i := strings.IndexAny(text[at:], ",;."); i >= 0 {
			end = at + i
		}
		if start < 0 { // the whole sentence is about the alcohol
			if end < len(text) {
				end++
			}
			text = strings.TrimSpace(text[:sentence] + text[end:])
			continue
		}
		text = text[:start] + text[end:]
	}
}
