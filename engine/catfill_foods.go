package engine

import (
	"slices"
	"strings"
)

// Filling a catalogue dish: its main and starch come from the pantry (a recipe never
// buys them), its signature items from the pantry or the shop, its optional items only
// from the pantry.

// greens are the vegetables a title may call "Greens".
var greens = map[string]bool{"spinach": true, "kale": true, "swiss chard": true, "arugula": true, "bok choy": true,
	"collard greens": true, "green beans": true, "broccoli": true, "asparagus": true, "snow peas": true, "frozen peas": true,
	"broccolini": true, "mixed greens": true, "watercress": true, "cabbage": true, "brussels sprouts": true}

// namedGreens names the vegetables in a title's "with Greens": a cook reads "Pan-Seared
// Salmon with Asparagus" or "with Zucchini and Cherry Tomatoes"; only three or more
// greens cooked together go by "Greens".
func (d *dish) namedGreens(title string) string {
	const suffix = " with Greens"
	if !strings.HasSuffix(title, suffix) {
		return title
	}
	if len(d.vegs) == 0 {
		return strings.TrimSuffix(title, suffix) // no vegetable cooks with it: no greens to name
	}
	var names []string
	allGreen := true
	for _, v := range d.vegs {
		allGreen = allGreen && greens[v.in.Name]
		if len(names) < 2 {
			n := shortName(v.in.Name)
			for _, w := range []string{"tomato", "mushroom", "carrot", "pepper", "onion", "parsnip"} {
				if strings.HasSuffix(n, w) {
					n = plural(n)
				}
			}
			names = append(names, titleCase(n))
		}
	}
	if allGreen && len(d.vegs) > 2 {
		return title
	}
	return strings.TrimSuffix(title, suffix) + " with " + strings.Join(names, " and ")
}

// dishKind is the dish as the summary names it: "Thai Green Curry".
func (d *dish) dishKind() string {
	if t := titleOf(d.catName(), ""); t != "" {
		return t
	}
	return d.form.name
}

// wholePrep marks a main cooked in whole portions (a fillet, a chop), not in pieces.
const wholePrep = "patted dry"

// cooksWhole is a protein a cook sears as whole portions.
func cooksWhole(in *Ingredient) bool {
	switch in.Name {
	case "chicken breast", "chicken thigh", "pork chop", "lamb chops", "sirloin steak", "ribeye steak", "strip steak", "t-bone steak", "tenderloin steak", "flank steak", "duck breast",
		"pork loin", "turkey breast", "scallops", "tuna steak", "pork tenderloin", "gammon steak", "veal escalope", "venison steak":
		return true
	}
	return in.Category == "seafood" && !in.Has(FactShellfish) && in.Name != "smoked salmon"
}

// wholeSearMinutes is the time a whole portion takes in a hot pan, both sides.
func wholeSearMinutes(in *Ingredient) int {
	switch {
	case in.Name == "scallops":
		return 4
	}
	if f, ok := filletOf(in); ok {
		return f.pan
	}
	switch {
	case in.Category == "seafood":
		return 8
	case beefSteaks[in.Name] || in.Name == "flank steak" || in.Name == "lamb chops" || in.Name == "venison steak" || in.Name == "gammon steak":
		return 8
	case in.Name == "veal escalope":
		return 4 // thin: a couple of minutes a side
	case in.Name == "pork tenderloin":
		return 16 // whole, turned on all four sides
	case in.Name == "pork chop" || in.Name == "pork loin":
		return 10
	case in.Name == "chicken thigh":
		return 12
	}
	return 14 // chicken or duck breast, turkey
}

// citrus fruits are juiced into a dish.
var citrus = map[string]bool{"lemon": true, "lime": true, "orange": true}

// namedShape is a pantry line that names its own shape (orecchiette, rigatoni): the
// cook has that shape, and the recipe cooks and names it, not the dish's usual one.
func namedShape(l *Line) bool {
	g, ok := lookupGeneric(l.Name)
	return ok && g.own
}

// isPasta is a dried wheat pasta shape a bare "pasta" may stand for.
func isPasta(in *Ingredient) bool {
	switch in.Name {
	case "spaghetti", "penne", "fusilli", "macaroni":
		return true
	}
	return false
}

// grainSugars are the sugars a bake creams or whisks in, one standing in for another.
var grainSugars = map[string]bool{"sugar": true, "brown sugar": true, "coconut sugar": true}

// oneSugar puts a bake's bought sugar into the cook's own: cookies made with brown and
// white sugar are made with all brown when the pantry holds only brown, never with a
// cup of white sugar the cook was not asked to fetch.
func (d *dish) oneSugar() {
	var own *part
	for _, p := range d.extras {
		if grainSugars[p.in.Name] && p.fromPantry {
			own = p
			break
		}
	}
	if own == nil {
		return
	}
	d.extras = slices.DeleteFunc(d.extras, func(p *part) bool {
		if p == own || !grainSugars[p.in.Name] || p.fromPantry {
			return false
		}
		own.grams += p.grams
		delete(d.used, p.in)
		return true
	})
}

// scatteredNuts is a signature of nuts scattered over a dish (a pad thai's peanuts), not
// a sauce made of them: ruled out, the dish goes without rather than buy a stand-in.
func scatteredNuts(s portion) bool {
	return s.in.Category == "nuts-seeds" && s.grams <= 15 && !strings.Contains(s.in.Name, "butter")
}
