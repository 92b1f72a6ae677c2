package engine

import (
	"fmt"
	"slices"
	"strings"
)

// Sides: what a cook puts on the table beside the dish from what the pantry still holds,
// rather than telling the client to keep it for another day. Only simple, sure things,
// made from the pantry alone: a yogurt sauce (with the cucumber grated in) beside a
// spiced roast or curry, the cucumber sliced and salted beside a bowl, the bread for a
// stew that has no starch, the berries over a sweet breakfast or pudding.

const (
	sideYogurtGrams   = 50 // a few spoonfuls of sauce a plate
	sideCucumberGrams = 50 // a quarter of a cucumber a plate
	sideBreadGrams    = 60 // two slices, or half a pita
	sideFruitGrams    = 50 // a small handful of berries
)

// yogurtCuisines eat a cool yogurt sauce beside their spiced meat and vegetables.
var yogurtCuisines = []string{"indian", "greek", "middle-eastern", "mediterranean"}

// saltedCucumberCuisines serve a salted, softened cucumber beside the dish.
var saltedCucumberCuisines = []string{"chinese", "japanese", "korean", "thai", "vietnamese"}

// servedBeside are, by technique, the pantry vegetables its tradition puts on the
// plate beside it: peas with fish and chips, with sausage and mash, with a roast.
var servedBeside = map[string][]string{
	"fish and chips": {"frozen peas"},
	"mash":           {"frozen peas", "green beans"},
	"roast chicken":  {"frozen peas", "green beans"},
	"fishcakes":      {"frozen peas", "green beans"},
	"pot roast":      {"frozen peas", "green beans"},
}

// gravyGrams and gravyML are a serving of gravy made from granules: a heaped teaspoon
// to 80 ml of water.
const (
	gravyGrams = 6
	gravyML    = 80
)

// gravyRoasts are the roasts a cook serves with a jug of gravy beside them.
var gravyRoasts = map[string]bool{"roast chicken": true, "roast tenderloin": true, "gammon": true, "seared steak": true}

// gravyBeside reports whether the dish is a roast or a plate of meat that a cook serves
// with gravy: a roast, or a tray of sausages or chops roasted with vegetables.
func (d *dish) gravyBeside() bool {
	if gravyRoasts[d.form.name] {
		return true
	}
	p := d.protein
	return d.form.name == "sheet-pan roast" && p != nil && (p.in.Category == "meat" || p.in.Category == "poultry") &&
		(d.cuisine.name == "british" || d.cuisine.name == "american")
}

// restStep is the step where the meat rests off the heat long enough to make a side, or -1.
func (d *dish) restStep() int {
	for i := len(d.steps) - 1; i >= 0; i-- {
		if s := d.steps[i]; s.Minutes >= 5 && strings.Contains(s.Text, " rest") {
			return i
		}
	}
	return -1
}

// sideVegPrep is how a vegetable served beside is cut.
var sideVegPrep = map[string]string{"green beans": "trimmed"}

// riceForBowls is a raw rice that is boiled plain for a bowl beside the dish.
func riceForBowls(in *Ingredient) bool {
	return in.Category == "grains-pasta" && strings.Contains(in.Name, "rice") && !strings.Contains(in.Name, "noodle") &&
		!strings.Contains(in.Name, "paper") && !cookedAlready(in) && in.Name != "wild rice" && in.Name != "brown rice"
}

// sideRiceGrams is a bowl of rice beside a soup, weighed raw.
const sideRiceGrams = 70

const sideVegGrams = 80 // a serving of peas or beans beside the plate

// sideBreads are the pantry breads a saucy dish may be served with.
var sideBreads = map[string]bool{"baguette": true, "bread": true, "sourdough bread": true, "pita": true,
	"naan": true, "ciabatta": true, "crusty bread": true, "whole wheat bread": true, "flatbread": true}

// sideFruit are eaten raw over a sweet breakfast or dessert.
var sideFruit = map[string]bool{"strawberry": true, "raspberry": true, "blueberry": true, "blackberry": true,
	"mixed berries": true, "banana": true, "mango": true, "peach": true, "kiwi": true, "pomegranate seeds": true}

// addSides serves the pantry's unused foods beside the dish where a cook would, each
// with its own short step before the last; a side that would take the dish past the
// time available is left out.
func (d *dish) addSides(total int) int {
	if len(d.steps) == 0 {
		return total
	}
	unused := func(pick func(*Ingredient) bool) *Ingredient {
		for _, l := range d.lines {
			if in := l.Ingredient; !d.used[in] && l.swapFor == "" && pick(in) && !d.kosherClash(in) {
				return in
			}
		}
		return nil
	}
	fits := func(m int) bool { return d.req.TimeAvailable <= 0 || total+m <= d.req.TimeAvailable }
	sweet := d.sweet()
	main := slices.Contains(d.catMeals(), "dinner") || slices.Contains(d.catMeals(), "lunch")
	var sides []Step
	var parts []*part
	var rice *Step // the rice beside a soup, started before everything
	var start Step // the chips or potatoes beside a plate, started before everything
	side := func(m int, format string, args ...any) {
		sides = append(sides, Step{Text: fmt.Sprintf(format, args...), Minutes: m})
		total += m
	}
	take := func(in *Ingredient, grams float64, prep string) *part {
		p := d.take(in, RoleGarnish, grams, prep)
		parts = append(parts, p)
		return p
	}
	isCucumber := func(in *Ingredient) bool { return in.Name == "cucumber" }
	if !sweet && main {
		yogurt := unused(func(in *Ingredient) bool { return in.Name == "yogurt" || in.Name == "greek yogurt" })
		if yogurt != nil && slices.Contains(yogurtCuisines, d.cuisine.name) && fits(3) {
			y := take(yogurt, sideYogurtGrams, "")
			if c := unused(isCucumber); c != nil {
				cu := take(c, sideCucumberGrams, "grated")
				side(3, "Make the yogurt sauce: grate the %s and squeeze it dry in your hands, then stir the grated %s into the %s with a pinch of salt; serve it alongside.", cu.name(), cu.name(), y.name())
			} else {
				side(2, "Stir a pinch of salt into the %s for a cool sauce to spoon over at the table; serve it alongside.", y.name())
			}
		}
		if c := unused(isCucumber); c != nil && fits(2) {
			cu := take(c, sideCucumberGrams, "thinly sliced")
			if slices.Contains(saltedCucumberCuisines, d.cuisine.name) {
				side(2, "Slice the %s thin, toss it with a good pinch of salt and leave it to soften while you finish; serve it on the side, cool and crisp.", cu.name())
			} else {
				side(1, "Slice the %s, salt it lightly and set it on the table.", cu.name())
			}
		}
		veg := servedBeside[d.form.name]
		if veg == nil && d.plated() {
			veg = besidePlate
		}
		if veg != nil {
			frozen := func(in *Ingredient) bool { return in.Name == "frozen peas" || in.Name == "frozen corn" }
			wait := -1
			if d.plated() {
				wait = d.waitStep()
			}
			if v := unused(func(in *Ingredient) bool { return slices.Contains(veg, in.Name) }); v != nil && (fits(5) || (wait >= 0 && frozen(v) && d.form.name != "fish and chips")) {
				p := take(v, sideVegGrams, sideVegPrep[v.Name])
				switch {
				case wait >= 0 && frozen(v) && d.form.name != "fish and chips":
					// Peas from the freezer take 3 minutes in a pan while the fish or meat
					// bakes untended: they are the plate's vegetable, in no time of their own.
					then := " Meanwhile, simmer"
					if strings.Contains(d.steps[wait].Text, "Meanwhile") {
						then = " Then simmer"
					}
					// A small pan holds peas for a few; corn for a crowd wants the large pot.
					pan := "a small pan"
					if d.servings > 8 {
						pan = "a large pot"
					}
					d.steps[wait].Text += fmt.Sprintf("%s the %s in %s of salted water for 3 minutes, drain and season with salt and pepper; serve alongside.", then, p.name(), pan)
					if d.servings > 8 {
						d.needPot()
					} else {
						d.needSaucepan()
					}
				case v.Name == "frozen peas" && d.form.name == "fish and chips":
					side(5, "For mushy peas, simmer the %s in a little salted water for 4 minutes, drain and crush them roughly with a fork and a good pinch of salt and pepper; serve alongside.", p.name())
				case v.Name == "frozen peas" || v.Name == "frozen corn":
					side(4, "Simmer the %s in salted water for 3 minutes, drain and season with salt and pepper; serve alongside.", p.name())
				default:
					side(6, "Boil the %s in salted water until just tender, 4–5 minutes, drain and season with salt and pepper; serve alongside.", p.name())
				}
			}
		}
		if d.plated() {
			start = d.plateSides(unused, take, side, fits, total)
			total += start.Minutes
		}
		if g := unused(func(in *Ingredient) bool { return in.Name == "gravy granules" }); g != nil && d.gravyBeside() {
			// A roast dinner with the cook's granules has its gravy, made in a jug while
			// the meat rests.
			gravy := "make the gravy: whisk the %s with about %.0f ml of boiling water from the kettle in a jug until smooth and thickened; serve it hot alongside."
			if r := d.restStep(); r >= 0 {
				p := take(g, gravyGrams, "")
				d.steps[r].Text += " While it rests, " + fmt.Sprintf(gravy, p.name(), d.servings*gravyML)
				d.equipment = append(d.equipment, "kettle")
			} else if fits(3) {
				p := take(g, gravyGrams, "")
				side(3, upperFirst(gravy), p.name(), d.servings*gravyML)
				d.equipment = append(d.equipment, "kettle")
			}
		}
		if r := unused(riceForBowls); d.starch == nil && r != nil && (d.form.name == "soup" || d.form.name == "miso soup") &&
			slices.Contains(saltedCucumberCuisines, d.cuisine.name) && fits(17) {
			// A bowl of soup alone is no meal (a Japanese breakfast is miso soup beside
			// rice): the pantry's rice goes on first and is served in bowls beside it.
			p := take(r, sideRiceGrams, "")
			rice = &Step{Text: fmt.Sprintf("Start the %s first: rinse it until the water runs almost clear, bring it to a boil with 1 1/4 times its volume of water and a pinch of salt, then cover and cook on the lowest heat for 15 minutes and leave it covered off the heat; serve %s.", p.name(), riceBesideSoup(d.servings)), Minutes: 17}
			total += 17
		}
		if d.starch == nil && rice == nil {
			if b := unused(func(in *Ingredient) bool { return sideBreads[in.Name] }); b != nil && fits(2) {
				p := take(b, sideBreadGrams, "")
				if d.form.name == "soup" {
					side(2, "Warm the %s in a dry pan for 2 minutes and serve it alongside, to dip in the soup.", p.name())
				} else if !d.form.raw && (len(d.liquids) > 0 || simmered[d.form.name] || len(d.sauceBase()) > 0) {
					side(2, "Warm the %s in a dry pan for 2 minutes and serve it alongside, for the sauce.", p.name())
				} else {
					side(2, "Toast the %s to serve alongside.", p.name()) // an omelette has no sauce to mop
				}
			}
		}
	}
	if sweet {
		if f := unused(func(in *Ingredient) bool { return sideFruit[in.Name] }); f != nil && fits(1) {
			prep := ""
			if f.Name == "banana" || f.Name == "mango" || f.Name == "peach" || f.Name == "kiwi" {
				prep = "sliced"
			} else if f.Name == "strawberry" {
				prep = "hulled and halved"
			}
			p := take(f, sideFruitGrams, prep)
			what := "the " + p.name()
			if prep != "" {
				side(2, "Scatter the %s, %s, over each portion as you serve it.", p.name(), prep)
			} else {
				side(1, "Scatter %s over each portion as you serve it.", what)
			}
		}
	}
	if rice != nil {
		d.steps = append([]Step{*rice}, d.steps...)
	}
	if start.Text != "" {
		if at := d.prepStep + 1; d.prepOven > 0 && at <= len(d.steps) {
			d.steps = slices.Insert(d.steps, at, start)
		} else {
			d.steps = append([]Step{start}, d.steps...)
		}
		if len(sides) == 0 {
			for i := range d.steps {
				d.steps[i].Step = i + 1
			}
		}
	}
	d.extras = append(d.extras, parts...)
	if len(sides) == 0 {
		if rice != nil {
			for i := range d.steps {
				d.steps[i].Step = i + 1
			}
		}
		return total
	}
	d.pepperForSides(sides)
	last := d.steps[len(d.steps)-1]
	if coolsLast(last.Text) {
		// A bake cools before it is cut and served: what goes on as it is served comes
		// after, never "scatter it over each portion" before "Cool in the tin".
		d.steps = append(d.steps, sides...)
	} else {
		d.steps = append(d.steps[:len(d.steps)-1], sides...)
		d.steps = append(d.steps, last)
	}
	for i := range d.steps {
		d.steps[i].Step = i + 1
	}
	return total
}

// coolsLast reports whether a recipe's last step cools what was baked or set.
func coolsLast(text string) bool {
	for _, w := range [...]string{"Cool ", "Leave to cool", "Let cool", "Let it cool", "Leave it to cool", "Chill "} {
		if strings.HasPrefix(text, w) {
			return true
		}
	}
	return false
}

// sweet reports whether the dish is a dessert, a bake or a sweet breakfast.
func (d *dish) sweet() bool {
	if d.form != nil && d.form.method == "sweet" {
		return true
	}
	meals := d.catMeals()
	// A bake eaten as lunch or dinner (a quiche, a pie, spanakopita, sausage rolls) is
	// savoury: it takes the cook's nutmeg and herbs.
	return slices.Contains(meals, "dessert") ||
		slices.Contains(meals, "baking") && !slices.Contains(meals, "lunch") && !slices.Contains(meals, "dinner")
}

// catMeals are the meals of the catalogue dish, or none for a dish built without one.
func (d *dish) catMeals() []string {
	if d.cat == nil {
		return nil
	}
	return d.cat.meals
}

// riceBesideSoup is how the side rice is served: a bowl beside each bowl of soup, or
// beside the one bowl when the soup serves one.
func riceBesideSoup(servings float64) string {
	if servings <= 1 {
		return "a bowl of it beside the soup"
	}
	return "a bowl of it beside each bowl of soup"
}

// needSaucepan lists a saucepan for a side boiled beside the dish when the equipment
// holds none: the peas or potatoes need a pan of their own.
// needPot lists a large pot where no pot is listed yet.
func (d *dish) needPot() {
	for _, e := range d.equipment {
		if strings.Contains(e, "pot") {
			return
		}
	}
	d.equipment = append(d.equipment, "large pot")
}

func (d *dish) needSaucepan() {
	for _, e := range d.equipment {
		if strings.Contains(e, "saucepan") || strings.Contains(e, "pot") {
			return
		}
	}
	d.equipment = append(d.equipment, "saucepan")
}
