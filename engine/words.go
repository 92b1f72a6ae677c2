package engine

import "strings"

// Stock concentrates are weighed as the broth they make, as a recipe's broth made from
// them is: a cube or pot makes 500 ml (the count madeFromConcentrate writes), and a
// spoon of powder, granules or paste base makes 48 times its volume (a teaspoon to a
// cup). Weighed as a spoonful of broth, "2 tbsp Better Than Bouillon" held a
// sixtieth of its salt.

// brothPerConcentrate is the broth, in grams, that one cube or pot makes.
const brothPerConcentrate = 500

// concentrateGrams weighs a broth written as a cube, pot, powder or base; ok is false
// for any other line.
func (l *Line) concentrateGrams() (float64, bool) {
	in := l.Ingredient
	if in == nil || !strings.HasSuffix(in.Name, " broth") || l.packGrams > 0 {
		return 0, false
	}
	name := strings.ToLower(l.Name)
	switch {
	case l.Unit == "" || l.Unit == "piece" || l.Unit == "package":
		for _, c := range []string{"cube", "pot", "oxo"} {
			if strings.Contains(name, c) {
				return round1(l.Quantity * brothPerConcentrate), true
			}
		}
	case (l.Unit == "tsp" || l.Unit == "tbsp") && !strings.Contains(name, "cube"):
		if !concentrateWord(name) {
			// "Better Than Bouillon chicken base" is read as chicken stock: the brand and
			// the base are in the line as written.
			text, _, _ := strings.Cut(strings.ToLower(l.Text), ",")
			if !strings.Contains(text, "better than bouillon") && !strings.HasSuffix(text, " base") &&
				!strings.HasSuffix(text, " concentrate") {
				return 0, false
			}
		}
		cup, _ := in.UnitGrams("cup")
		return round1(l.Quantity * volumeML[l.Unit] * 48 * cup / volumeML["cup"]), true
	}
	return 0, false
}

// concentrateWord reports whether a broth's name says it is a concentrate measured by
// the spoon: bouillon powder, stock granules, a paste base.
func concentrateWord(name string) bool {
	for _, c := range []string{"powder", "granule", "base", "concentrate", "paste"} {
		if strings.Contains(name, c) {
			return true
		}
	}
	return false
}

// jointForms are the techniques that cook a braising or roasting joint whole, or in two
// or three big pieces, rather than cut into chunks.
var jointForms = map[string]bool{"pot roast": true, "pulled pork": true, "kleftiko": true}

// boughtAsJoint reports whether a pantry line names its meat as a joint to cook whole:
// "chuck roast", "pork shoulder joint", "beef roasting joint".
func boughtAsJoint(l *Line) bool {
	if c := l.Ingredient.Category; c != "meat" || strings.HasPrefix(l.Ingredient.Name, "cooked") {
		return false
	}
	name := strings.ToLower(l.Name)
	return strings.HasSuffix(name, " roast") || strings.HasSuffix(name, " joint") || strings.HasSuffix(name, " roasting joint")
}
