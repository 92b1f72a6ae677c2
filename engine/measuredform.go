package engine

import "strings"

// A recipe line says which form of a food it measures: "1/4 cup dried red kidney
// beans" is a quarter cup of dry beans, about 150 kcal, not the tinned ones; "1 cup
// tomato puree" is the thin American puree, not a cup of paste (review 40 #34). A
// pantry line keeps the cooked food, which the recipe soaks and simmers (dried.go).

// measuredForm is l with the food its measure names: the dry-weight beans or the thin
// tomato puree where the line measures them.
func measuredForm(l Line) Line {
	if !l.Known || l.Quantity <= 0 {
		return l
	}
	name := l.Ingredient.Name
	low := lowered(l.Text)
	switch {
	case driedBeanMinutes[name] > 0 && l.Unit != "can" && containsAny(low, []string{"dried ", "dry "}):
		if in, ok := Lookup("dry-weight " + name); ok {
			l.found(in)
			l.Grams = l.weigh()
			l.Note = "weighed dried: a cup of dried beans makes about three cooked"
		}
	case name == "tomato paste" && containsAny(lowered(l.Name), []string{"puree", "purée"}) && !strings.Contains(low, "concentrat") &&
		containsString([]string{"cup", "can", "ml", "l", "quart", "pint", "jar", "carton"}, l.Unit):
		if in, ok := Lookup("canned tomato puree"); ok {
			l.found(in)
			l.Grams = l.weigh()
			l.Note = "tomato puree by the cup or can read as the thin puree, not paste (a spoonful of purée is paste)"
		}
	}
	return l
}
