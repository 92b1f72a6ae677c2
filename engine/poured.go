package engine

import "strings"

// A runny food is poured, drizzled or squeezed over a dish, never arranged, set in rows or
// laid around a board: "arrange the maple syrup on top in rows" and "the lemon juice around
// it" are what a template writes when it treats a syrup or a juice as a solid topping.

// pouredSuffixes end the names of foods that pour.
var pouredSuffixes = [...]string{" juice", " syrup", " sauce", "vinegar", " oil", "honey", "molasses", "treacle", "nectar", "dressing", "glaze", "extract"}

// isPoured reports whether the food pours: a juice, a syrup, honey, a sauce, an oil.
func isPoured(in *Ingredient) bool {
	if in.Category == "oils-vinegars" && in.Name != "margarine" && in.Name != "duck fat" && in.Name != "cooking spray" {
		return true
	}
	for _, s := range pouredSuffixes {
		if strings.HasSuffix(in.Name, s) {
			return true
		}
	}
	return false
}

// splitPoured parts the toppings into those laid on the dish and those poured over it.
func splitPoured(parts []*part) (solid, poured []*part) {
	for _, p := range parts {
		if isPoured(p.in) {
			poured = append(poured, p)
		} else {
			solid = append(solid, p)
		}
	}
	return solid, poured
}

// drizzleWord joins a drizzle of the poured toppings to what came before: "; drizzle with
// the " after toppings laid on, " and drizzle with the " after the bare spooning.
func drizzleWord(laid []*part) string {
	if len(laid) > 0 {
		return "; drizzle with the "
	}
	return " and drizzle with the "
}
