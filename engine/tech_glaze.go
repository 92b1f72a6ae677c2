package engine

import (
	"slices"
	"strings"
)

// The generic techniques that are assembled or roasted: grain bowl, salad,
// sheet-pan roast, tacos, risotto, skillet and casserole, and the advanced touch.

// roastAromatics splits the garlic, ginger and chili a traybake's main is tossed with,
// for the minutes it roasts: minced, they burn in a hot oven in a quarter of an hour.
// Garlic roasts longer as whole cloves, crushed in their skins (crushed); the rest are
// scattered over for the last minutes (late).
func (d *dish) roastAromatics(minutes int) (rest, late, crushed []*part) {
	// Sliced spring onions wilt grey in a hot oven: they go over the tray raw, at the end.
	d.aromatics = slices.DeleteFunc(d.aromatics, func(a *part) bool {
		if a.in.Name == "scallion" && minutes > 15 && !slices.Contains(d.garnishes, a) {
			a.role = RoleGarnish
			d.garnishes = append(d.garnishes, a)
			return true
		}
		return false
	})
	for _, a := range d.aromatics {
		switch {
		case roastsAlone(a):
		case minutes <= 15 || a.in.Category != "produce":
			rest = append(rest, a) // a powder or paste clings and colours; it does not scorch in bits
		case a.in.Name == "garlic":
			d.reprep(a, "lightly crushed, skins on")
			rest, crushed = append(rest, a), append(crushed, a)
		default:
			late = append(late, a)
		}
	}
	return rest, late, crushed
}

// roastsAlone is an aromatic that goes on a traybake as a vegetable, at its own time:
// onion wedges, sliced celery or leek. Garlic and ginger are tossed with the main.
func roastsAlone(a *part) bool {
	return a.in.Name == "shallot" || a.in.Category == "produce" && roasts(a.in)
}

// glazeFoods brush onto what roasts: sweet or salty and thick enough to cling.
var glazeFoods = map[string]bool{"honey": true, "maple syrup": true, "brown sugar": true, "agave syrup": true,
	"dijon mustard": true, "yellow mustard": true, "soy sauce": true, "tamari": true, "coconut aminos": true, "miso": true,
	"hoisin sauce": true, "teriyaki sauce": true, "bbq sauce": true, "gochujang": true, "sweet chili sauce": true,
	"oyster sauce": true, "ketchup": true, "balsamic vinegar": true, "mirin": true} // mirin sweetens a miso or soy glaze; raw over the top it is only sugar and alcohol

// sugaryGlazeMinutes is the longest a glaze with honey, syrup or a sweet sauce in it
// roasts in a hot oven before its sugar burns.
const sugaryGlazeMinutes = 8

// sugaryGlaze reports whether a glaze is a tenth sugar or more (honey, maple syrup,
// hoisin, ketchup, a sweet chili sauce), and so burns when it roasts for long.
func sugaryGlaze(glaze []*part) bool {
	sugar, grams := 0.0, 0.0
	for _, p := range glaze {
		sugar += p.in.Per100g.Sugar * p.grams / 100
		grams += p.grams
	}
	return grams > 0 && sugar >= grams/10
}

// splitGlaze takes the glaze foods out of the sauces and extras of a roast; what is
// left still finishes the dish.
func splitGlaze(sauces, extras []*part) (glaze, restSauces, restExtras []*part) {
	for _, p := range sauces {
		if glazeFoods[p.in.Name] {
			glaze = append(glaze, p)
		} else {
			restSauces = append(restSauces, p)
		}
	}
	for _, p := range extras {
		if glazeFoods[p.in.Name] && p.role != RoleGarnish {
			glaze = append(glaze, p)
		} else {
			restExtras = append(restExtras, p)
		}
	}
	return glaze, restSauces, restExtras
}

// isAre agrees a verb with a food's name: "the beans are", "the salmon is".
func isAre(name string) string {
	if strings.HasSuffix(name, "s") && !strings.HasSuffix(name, "ss") && !strings.HasSuffix(name, "us") {
		return "are"
	}
	return "is"
}

func donenessOrTender(d *dish) string {
	if d.protein == nil {
		return "tender"
	}
	return "the " + d.protein.name() + " " + isAre(d.protein.name()) + " " + doneness(d.protein.in)
}

func sauceOr(d *dish) string {
	if len(d.sauces) == 0 {
		return "any pan juices"
	}
	return "the " + partNames(d.sauces)
}

// names reports whether the dish's title promises a food whose name starts with word.
func (c *catDish) names(word string) bool {
	for _, alts := range c.named {
		for _, in := range alts {
			if strings.HasPrefix(in.Name, word) {
				return true
			}
		}
	}
	return false
}
