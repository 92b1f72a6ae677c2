package engine

import "math"

func round1(v float64) float64 { return math.Round(v*10) / 10 }

func round2(v float64) float64 { return math.Round(v*100) / 100 }

// scale returns n multiplied by k.
func (n Nutrients) scale(k float64) Nutrients {
	return Nutrients{n.Kcal * k, n.Protein * k, n.Fat * k, n.SatFat * k, n.Carbs * k, n.Fiber * k, n.Sugar * k, n.Sodium * k}
}

func (n Nutrients) add(o Nutrients) Nutrients {
	return Nutrients{n.Kcal + o.Kcal, n.Protein + o.Protein, n.Fat + o.Fat, n.SatFat + o.SatFat,
		n.Carbs + o.Carbs, n.Fiber + o.Fiber, n.Sugar + o.Sugar, n.Sodium + o.Sodium}
}

func (n Nutrients) rounded() Nutrients {
	return Nutrients{round1(n.Kcal), round1(n.Protein), round1(n.Fat), round1(n.SatFat), round1(n.Carbs),
		round1(n.Fiber), round1(n.Sugar), round1(n.Sodium)}
}

// NutrientsOf returns the nutrients in grams of the ingredient.
func NutrientsOf(in *Ingredient, grams float64) Nutrients {
	return in.Per100g.scale(grams * edibleShare(in) / 100)
}

// edibleShare is the part of a food's weight as bought that is eaten: the table's values,
// as USDA's, are per 100 g of meat and skin, and a whole chicken or a drumstick is
// weighed with its bones (USDA SR28 refuse: whole broiler 32%, drumstick 31%, wing 46%,
// beef short ribs about 45%, lamb loin chops about 25%, lamb foreshank 52%, pork
// spareribs about 30%).
func edibleShare(in *Ingredient) float64 {
	switch in.Name {
	case "whole chicken":
		return 0.68
	case "chicken drumstick":
		return 0.69
	case "chicken wings":
		return 0.54
	case "short ribs":
		return 0.55
	case "lamb shanks": // foreshank 52% refuse
		return 0.48
	case "oxtail": // about half bone
		return 0.5
	case "duck legs": // duck 28% refuse
		return 0.72
	case "rabbit": // jointed on the bone
		return 0.7
	case "lamb chops":
		return 0.75
	case "t-bone steak": // USDA: 22% bone
		return 0.78
	case "pork ribs": // spareribs and back ribs, about 30% bone
		return 0.7
	case "mussels":
		return 0.3 // bought live in the shell, about 30% meat (the table's values are the meat's)
	case "clams":
		return 0.2 // live clams in the shell, about a fifth meat
	}
	return 1
}

// CostOf returns the price in USD of grams of the ingredient.
func CostOf(in *Ingredient, grams float64) float64 { return in.PricePerKg * grams / 1000 }
