package engine

import (
	"fmt"
	"math"
	"strings"
)

// A healthified dish moves its figure the way the focus asks by a margin a dietitian
// would call a change (a sixth or more), or says why it cannot and what the cook could
// do (review 43 #31, #34: "Nothing in this recipe has a stand-in" on a miso ramen and a
// porridge, where half the miso or a spoon of Greek yoghurt were plain to see).

// healthMargin is the share a focus's figure must move to count as a change.
const healthMargin = 0.15

// movedEnough reports whether the focus's figure moved from before to after by the margin.
func movedEnough(focus string, before, after Nutrients) bool {
	m := focusMeasure(focus)
	b, a := measureOf(before, m), measureOf(after, m)
	if b <= 0 {
		return strings.HasPrefix(focus, "high-") && a > 0
	}
	if strings.HasPrefix(focus, "high-") {
		return a >= b*(1+healthMargin)
	}
	return a <= b*(1-healthMargin)
}

// sweetProteins are what a sweet breakfast or pudding takes for more protein, the first
// that keeps the dish's diets and allergens.
var sweetProteins = []struct {
	food  string
	grams float64 // a serving
	serve string
}{
	{"greek yogurt", 150, "Spoon the greek yogurt over the top."},
	{"hemp seeds", 20, "Scatter the hemp seeds over the top."},
}

// sweetBowl reports whether the dish is a sweet breakfast or pudding: oats, or a
// sweetener with no meat or fish, and no step seasons it to taste.
func (d *Dish) sweetBowl() bool {
	sweet := false
	for _, it := range d.Items {
		in := it.Ingredient
		if in == nil {
			continue
		}
		switch {
		case in.Category == "meat" || in.Category == "poultry" || in.Category == "seafood":
			return false
		case strings.Contains(in.Name, "oats") || in.Name == "granola" || in.Name == "muesli" || in.Category == "sweeteners":
			sweet = true
		}
	}
	if !sweet || d.bakesInOven() {
		return false // a cake or a tray of cookies is not served with yoghurt spooned over
	}
	for _, s := range d.Steps {
		if low := lowered(s.Text); strings.Contains(low, "season") || strings.Contains(low, "to taste") {
			return false
		}
	}
	return true
}

// sweetProtein adds Greek yoghurt (or hemp seeds where the dish keeps no dairy) to a
// sweet bowl for high-protein, spooned over as it is served.
func (d *Dish) sweetProtein(focus string) (Change, bool) {
	if focus != "high-protein" || len(d.Steps) == 0 || !d.sweetBowl() || d.hasFood("greek yogurt") || d.hasFood("skyr") {
		return Change{}, false
	}
	for _, t := range sweetProteins {
		in := mustLookup(t.food)
		if d.hasFood(in.Name) || !keepsRules(d.ingredients(), nil, in) {
			continue
		}
		p := &part{in: in, grams: t.grams * float64(max(d.Servings, 1)), prep: "to serve", role: RoleGarnish}
		qty, unit, grams := p.measure()
		if w, ok := in.UnitGrams("cup"); ok && unit == "g" {
			// Yoghurt is spooned by the cup: "2/3 cup greek yogurt", not "150 g".
			if q := kitchenRound(grams/w, "cup"); q > 0 {
				qty, unit, grams = q, "cup", round1(q*w)
			}
		}
		it := ItemFrom(IngredientInput{Text: lineText(qty, unit, in.Name, "to serve")})
		if it.Ingredient != in || grams <= 0 {
			continue
		}
		it.Grams = grams
		d.Items = append(d.Items, it)
		last := len(d.Steps) - 1
		d.Steps[last].Text = strings.TrimSpace(d.Steps[last].Text) + " " + t.serve
		return Change{To: it.Text, Reason: fmt.Sprintf("high-protein: %s over the top adds about %.0f g of protein a serving; the bowl stays as it was",
			in.Name, NutrientsOf(in, grams).Protein/float64(max(d.Servings, 1)))}, true
	}
	return Change{}, false
}

// alreadyFigures are the per-serving figures at which a main dish already meets a focus:
// below them for a low- focus, at or above them for a high- one.
var alreadyFigures = map[string]float64{"sodium": 600, "fat": 15, "carbs": 30, "sugar": 10, "kcal": 450,
	"satfat": 5, "protein": 30, "fiber": 8}

// measureUnit is how a figure is written in a note.
var measureUnit = map[string]string{"sodium": "mg", "kcal": "kcal"}

// topItem is the index of the line that brings the most of figure m, or -1.
func (d *Dish) topItem(m string) int {
	best, at := 0.0, -1
	fries := d.fries()
	for i, it := range d.Items {
		if it.Ingredient == nil {
			continue
		}
		if v := measureOf(NutrientsOf(it.Ingredient, d.eatenGrams(i, fries)), m); v > best {
			best, at = v, i
		}
	}
	return at
}

// healthNote says, where the focus's figure moved less than the margin, why, and what
// the cook could do beyond the recipe; "" where it moved enough.
func (d *Dish) healthNote(focus string, before, after Nutrition, changed bool) string {
	if movedEnough(focus, before.Total, after.Total) {
		return ""
	}
	m := focusMeasure(focus)
	per, label := measureOf(after.PerServing, m), measureLabel[m]
	unit := measureUnit[m]
	if unit == "" {
		unit = "g"
	}
	num := fmt.Sprintf("%.0f", per)
	if per < 10 {
		num = strings.TrimSuffix(fmt.Sprintf("%.1f", per), ".0")
	}
	figure := fmt.Sprintf("%s %s of %s a serving", num, unit, label)
	if m == "kcal" {
		figure = fmt.Sprintf("%.0f kcal a serving", per)
	}
	high := strings.HasPrefix(focus, "high-")
	if limit := alreadyFigures[m]; high && per >= limit || !high && per <= limit {
		from := ""
		if i := d.topItem(m); i >= 0 && !high {
			from = fmt.Sprintf(" Most of what there is comes from the %s.", d.Items[i].Display)
		}
		if changed {
			return fmt.Sprintf("At %s this is already %s; the changes above are small touches.%s", figure, focusWord(focus), from)
		}
		return fmt.Sprintf("At %s this is already %s: nothing needs to change.%s", figure, focusWord(focus), from)
	}
	lead := fmt.Sprintf("No stand-in here moves the %s much (%s)", label, figure)
	if changed {
		b := measureOf(before.Total, m)
		lead = fmt.Sprintf("These changes move the %s by only %.0f%% (%s)", label, 100*math.Abs(measureOf(after.Total, m)-b)/max(b, 1e-9), figure)
	}
	i := d.topItem(m)
	if i < 0 {
		return lead + "."
	}
	return lead + ": " + d.healthAdvice(focus, i)
}

// focusWord is what a dish that meets focus is: "low in sodium", "high in protein".
func focusWord(focus string) string {
	if focus == "heart-healthy" {
		return "low in saturated fat"
	}
	low, high := strings.CutPrefix(focus, "low-")
	if high {
		return "low in " + measureLabel[focusMeasure(focus)]
	}
	_ = low
	return "high in " + measureLabel[focusMeasure(focus)]
}

// healthAdvice is what the cook could do about line i, the main source of the figure.
func (d *Dish) healthAdvice(focus string, i int) string {
	it := d.Items[i]
	in, name := it.Ingredient, it.Display
	if name == "" {
		name = in.Name
	}
	m := focusMeasure(focus)
	starch := in.Is(RoleStarch) || in.Category == "grains-pasta" || in.Category == "bakery"
	switch {
	case m == "sodium" && in.Category == "grains-pasta":
		return fmt.Sprintf("most of what is left is in the %s themselves; cook them in a separate pan of water and drain them before they go into the bowl, and leave out any seasoning sachet.", name)
	case m == "sodium" && (in.Is(RoleSauce) || in.Category == "condiments-sauces"):
		return fmt.Sprintf("most of it comes from the %s; a reduced-sodium one, or less of it with a squeeze of lemon or lime at the end, seasons it with less salt.", name)
	case m == "sodium":
		return fmt.Sprintf("most of it comes from the %s; a smaller portion of it, and no salt added at the table, is what is left to do.", name)
	case m == "protein" || m == "fiber":
		extra := "a side of beans or lentils, a boiled egg, or a spoon of Greek yoghurt"
		if m == "fiber" {
			extra = "a side of beans, lentils or a green vegetable, or a whole-grain bread or rice beside it"
		}
		if m == "protein" && in.Is(RoleProtein) {
			return fmt.Sprintf("most of it is the %s, already a full portion; for more, serve it with %s.", name, extra)
		}
		return fmt.Sprintf("there is little here to build on; serve it with %s.", extra)
	case (m == "carbs" || m == "kcal") && starch:
		return fmt.Sprintf("most of it is the %s; serve a smaller portion of it with a salad or green vegetables beside it.", name)
	case m == "sugar" && in.Category == "produce":
		return fmt.Sprintf("most of it is the %s's own sugar, which comes with its fibre; less of it, or a less ripe one, is what is left to do.", name)
	}
	return fmt.Sprintf("most of it comes from the %s, which is what the dish is made of; a smaller portion of it is what is left to do.", name)
}
