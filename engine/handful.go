package engine

// handfulGrams is what a cook's handful of a food weighs when the table gives no
// "handful=" of its own: a handful of herbs is a few sprigs, of leaves a loose fistful,
// of nuts a small palmful, and of cherry tomatoes, berries or mushrooms five or six
// pieces. It is never more than a cup of the food (a handful of popcorn or rocket is
// lighter than the class says).
func handfulGrams(in *Ingredient) float64 {
	if g, ok := in.UnitGrams("handful"); ok {
		return g
	}
	g := 30.0 // nuts, grated cheese, dried fruit, oats: a palmful
	switch {
	case in.Category == "herbs":
		g = 10
	case in.Category == "produce" && leafy(in):
		g = 30
	case in.Category == "produce":
		g = 80
	case in.Category == "frozen":
		g = 50 // peas, corn, berries
	}
	if cup, ok := in.UnitGrams("cup"); ok && cup < g {
		g = cup
	}
	return g
}

// leafy is a green bought as loose leaves: light enough that a cup holds 50 g or less.
func leafy(in *Ingredient) bool {
	if wilts(in) {
		return true
	}
	cup, ok := in.UnitGrams("cup")
	return ok && cup <= 50
}
