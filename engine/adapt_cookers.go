package engine

import (
	"strings"
)

// slowCookerHours is how long the slow cooker's pot takes, by its main: beef, lamb or
// pork in chunks (or dried pulses) 6–8 hours on LOW; chicken thighs or drumsticks 4–5;
// breast meat and lean loin 2½–3 (longer and they dry to strings); vegetables and tinned
// beans alone 3–4.
func (d *Dish) slowCookerHours() (int, string) {
	if d.driedPulses() {
		return 450, "LOW for 7–8 hours or HIGH for 4–5 hours" // soaked dried beans take all day on LOW
	}
	if d.leanPot() {
		return 165, "LOW for 2 1/2–3 hours or HIGH for 1 1/2–2 hours"
	}
	tough, poultry, meat := false, false, false
	for _, it := range d.Items {
		in := it.Ingredient
		if in == nil || it.Grams == 0 {
			continue
		}
		switch {
		case braiseMinutes(in) >= 45 || in.Name == "whole chicken" || in.Name == "brown lentils" || in.Name == "split peas":
			tough = true
		case cookedAlready(in):
		case in.Category == "poultry":
			poultry = true
		case in.Category == "meat":
			meat = true
		}
	}
	switch {
	case tough || meat:
		return 420, "LOW for 6–8 hours or HIGH for 4–5 hours"
	case poultry:
		return 270, "LOW for 4–5 hours or HIGH for 2 1/2–3 hours"
	}
	return 210, "LOW for 3–4 hours or HIGH for 1 1/2–2 hours"
}

// pressureLate reports whether the liquid named n goes into a pressure cooker only
// after the release: cream and its kin, milk, yogurt and coconut milk.
func pressureLate(d *Dish, n string) bool {
	if lateCream(d, n) {
		return true
	}
	in := d.itemFood(n)
	return in != nil && (strings.Contains(in.Name, "coconut milk") || in.Name == "milk" || in.Name == "whole milk" || in.Name == "evaporated milk")
}

// splitsWhenBoiled reports whether one of the liquids named is yogurt or soured cream,
// which curdle at a boil.
func (d *Dish) splitsWhenBoiled(names []string) bool {
	for _, n := range names {
		if in := d.itemFood(n); in != nil && (strings.Contains(in.Name, "yogurt") || in.Name == "sour cream") {
			return true
		}
	}
	return false
}

// thinLiquid reports whether one of the liquids named is thin enough to bring a
// pressure cooker to pressure: stock, broth, water, wine, beer, juice.
func (d *Dish) thinLiquid(names []string) bool {
	for _, n := range names {
		if in := d.itemFood(n); in != nil && containsAny(in.Name, []string{"stock", "broth", "water", "wine", "beer", "juice", "cider", "dashi"}) {
			return true
		}
	}
	return false
}

// thickeners are the dish's starch thickeners (cornstarch, arrowroot): stirred in at
// the end, never put under pressure.
func (d *Dish) thickeners() []string {
	var out []string
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && it.Grams > 0 && (in.Name == "cornstarch" || in.Name == "arrowroot" || in.Name == "potato starch") {
			out = append(out, it.Display)
		}
	}
	return out
}

// joinAnd joins phrases as a list: "a, b and c".
func joinAnd(parts []string) string {
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// bonyPoultry reports whether the dish's main is chicken or other poultry in pieces on
// the bone (drumsticks, bone-in thighs, legs): what a grill cooks over two zones.
func (d *Dish) bonyPoultry() bool {
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && it.Grams > 0 && in.Category == "poultry" && it.boneIn() && in.Name != "whole chicken" && in.Name != "chicken wings" {
			return true
		}
	}
	return false
}

// listsWater reports whether names hold the dish's listed water.
func (d *Dish) listsWater(names []string) bool {
	for _, it := range d.Items {
		if it.Ingredient != nil && it.Ingredient.Name == "water" && containsString(names, it.Display) {
			return true
		}
	}
	return false
}
