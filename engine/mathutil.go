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
func NutrientsOf(in *Ingredient, grams float64) Nutrients { return in.Per100g.scale(grams / 100) }

// CostOf returns the price in USD of grams of the ingredient.
func CostOf(in *Ingredient, grams float64) float64 { return in.PricePerKg * grams / 1000 }
