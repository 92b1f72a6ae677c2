package engine

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// part is one ingredient of a dish being built.
type part struct {
	in         *Ingredient
	grams      float64 // target weight before it is rounded to a kitchen measure
	role       Role    // the role it plays here
	fromPantry bool
	optional   bool
	prep       string
	limit      float64 // what the pantry holds, in grams; 0 when it does not say
	whole      bool    // the cook's spice is whole (a cinnamon stick, cardamom pods): counted, and fished out
	pot        float64 // frying oil: the litres in the pot, which its line asks for; grams are what the food soaks up
	rawBite    bool    // an onion eaten raw, a few slices a plate: a quarter of one counts
	slices     bool    // counted in the slices it is bought in: a slice of cheese a burger
	riced      bool    // the cook bought it riced (cauliflower rice): cooked as rice, never pulsed
	weighed    bool    // weighed to the gram as the dish's own rule asks: a sponge's equal weights
	cookQty    float64 // the cook's own rough amount, when the pantry gave one: 1 pinch, 3 leaves
	cookUnit   string  // its unit: "pinch", "splash", "handful", "leaf"
	givenByWt  bool    // the pantry gave its weight ("1kg potatoes"): the cook's weight is the measure
	limitCount float64 // how many the pantry counts ("6 large eggs"); 0 when it does not
	peeled     bool    // the cook's line says it comes peeled ("shrimp 1lb peeled"): no peeling to do
	held       float64 // what the pantry line holds, in grams ("1 orange", or "orange" read as one); 0 when it does not say
	standsFor  string  // the food the dish would buy that this pantry near form plays: "heavy cream" for the single cream
	// measured is the last measure and what it was worked out from: the steps and the
	// ingredient list ask a part its measure many times over while nothing changes.
	measured measureMemo
	// tasked is the last task and what it was worked out from: the passes over the
	// written steps ask it again and again while nothing changes.
	tasked taskMemo
}

// taskMemo is a part's task for its measureKey and prep: task reads nothing else.
type taskMemo struct {
	key  measureKey
	prep string
	ok   bool
	task string
}

// measureKey is every field of a part that its measure reads.
type measureKey struct {
	in                                         *Ingredient
	grams, limit, pot, cookQty                 float64
	role                                       Role
	cookUnit                                   string
	whole, rawBite, slices, weighed, givenByWt bool
}

// measureMemo is a part's measure for key.
type measureMemo struct {
	key   measureKey
	ok    bool
	qty   float64
	unit  string
	grams float64
}

// cookAmount is the pantry line's rough amount as the cook gave it ("a pinch of sugar",
// "a few basil leaves"), which a kitchen measure cannot write: 0 and "" for any other.
func cookAmount(l *Line) (float64, string) {
	switch {
	case l.Quantity <= 0:
		return 0, ""
	case genericGrams[l.Unit] > 0:
		return l.Quantity, l.Unit
	case l.Unit == "" && (strings.HasSuffix(l.Name, " leaves") || strings.HasSuffix(l.Name, " leaf")):
		return l.Quantity, "leaf"
	}
	return 0, ""
}

// isRiced reports whether p is a vegetable standing in for rice, riced at home or bought so.
func isRiced(p *part) bool { return p.prep == "riced" || p.riced }

// wholeSpices are the spices a pantry may hold whole, with the unit one is counted in,
// its weight, and how many a pot takes at most.
var wholeSpices = map[string]struct {
	unit       string
	each, most float64
}{
	"cinnamon": {"stick", 4, 2},
	"cardamom": {"pod", 0.2, 8},
	"cloves":   {"piece", 0.1, 6},
}

// wholeForm reports whether the pantry line names a whole spice ("cinnamon stick",
// "cardamom pods", "whole cloves"), not its ground form.
func wholeForm(l *Line, in *Ingredient) bool {
	if _, ok := wholeSpices[in.Name]; !ok || l == nil {
		return false
	}
	for _, w := range strings.Fields(lowered(l.Text + " " + l.Name)) {
		switch w {
		case "stick", "sticks", "pod", "pods", "whole", "bark", "quill", "quills":
			return true
		}
	}
	return false
}

func (p *part) name() string { return p.in.Name }

// measure turns the part's target weight into a quantity a cook can measure, and
// returns the weight of exactly that quantity, so nutrition follows what is printed.
// It never asks for more than the pantry holds: a kitchen measure that would round
// above it gives way to the pantry's own weight in grams.
func (p *part) measure() (qty float64, unit string, grams float64) {
	key := p.measureKey()
	if m := &p.measured; m.ok && m.key == key {
		return m.qty, m.unit, m.grams
	}
	qty, unit, grams = p.measureAnew()
	p.measured = measureMemo{key: key, ok: true, qty: qty, unit: unit, grams: grams}
	return qty, unit, grams
}

// measureKey is the part's fields that its measure reads.
func (p *part) measureKey() measureKey {
	return measureKey{in: p.in, grams: p.grams, limit: p.limit, pot: p.pot, cookQty: p.cookQty, role: p.role, cookUnit: p.cookUnit,
		whole: p.whole, rawBite: p.rawBite, slices: p.slices, weighed: p.weighed, givenByWt: p.givenByWt}
}

// measureAnew is measure worked out from the part's fields.
func (p *part) measureAnew() (qty float64, unit string, grams float64) {
	g := p.grams
	if p.pot > 0 && p.pot < 1 {
		return math.Max(50, math.Round(p.pot*20)*50), "ml", round1(g) // "250 ml olive oil": a shallow pan's oil
	}
	if p.pot > 0 {
		return p.pot, "litre", round1(g) // "1 litre vegetable oil, for deep-frying": the food eats only g of it
	}
	if p.limit > 0 {
		g = math.Min(g, p.limit)
	}
	if p.weighed {
		q := math.Max(5, math.Round(g/5)*5) // "170 g butter", to the 5 g a kitchen scale reads
		return q, "g", q
	}
	if w, ok := wholeSpices[p.in.Name]; ok && p.whole {
		// A cinnamon stick or two for a pot of broth, never "3/4 tsp" of what the cook has whole.
		q := math.Min(w.most, math.Max(1, math.Round(g/w.each)))
		return q, w.unit, round1(q * w.each)
	}
	if w, ok := p.in.UnitGrams("slice"); ok && p.slices && (p.limit == 0 || math.Max(1, math.Round(g/w))*w <= p.limit) {
		q := math.Max(1, math.Round(g/w)) // "6 slices cheddar" for six burgers, not "1 cup, sliced"
		return q, "slice", round1(q * w)
	}
	if w, ok := p.in.UnitGrams("piece"); ok && p.rawBite && g/w <= 0.3 {
		return 0.25, "piece", round1(w / 4) // a quarter of a red onion, sliced over one salad
	}
	if p.givenByWt {
		// The cook's own weight is the measure: "1kg potatoes" for a mash that wants
		// 850 g is all of the kilo, never "4 potatoes (852 g)"; "225g self-raising flour"
		// is 225 g, never "1 3/4 cups (218.8 g)", and a bake weighs what it takes of it.
		switch {
		case countable[p.in.Name] && g >= 0.7*p.limit && g <= countedVegMost*p.limit, g >= 0.9*p.limit && g <= p.limit:
			if q, u, ok := imperialPack(p.limit, p.in.Category == "canned-jarred"); ok {
				return q, u, p.limit // "1 lb shrimp", "28 oz crushed tomatoes" as bought, never "453.6 g"
			}
			return math.Round(p.limit), "g", p.limit
		case p.in.Category == "baking" && g < p.limit:
			q := math.Max(5, math.Round(g/5)*5)
			return q, "g", q
		}
	}
	qty, unit, grams = measureWeight(p.in, p.role, g)
	if p.limit > 0 && grams > p.limit && p.cookQty > 0 {
		if genericGrams[p.cookUnit] > 0 && grams <= p.limit*1.25 {
			return qty, unit, grams // a splash of milk is a tablespoon, near enough
		}
		// All of what the cook has, in their own words: "1 pinch sugar", never "0.3 g";
		// "3 basil leaves", never "1 1/2 g".
		return p.cookQty, p.cookUnit, p.limit
	}
	if p.limit > 0 && grams > p.limit {
		g = round1(math.Floor(p.limit*10) / 10)
		if g >= 5 {
			g = math.Floor(g) // "30 g carrot" from half a carrot, not "30 1/2 g"
		}
		return g, "g", g
	}
	return qty, unit, grams
}

func measureWeight(in *Ingredient, role Role, g float64) (qty float64, unit string, grams float64) {
	g = math.Max(g, 0.1)
	if strings.HasSuffix(in.Name, "chocolate") {
		return byWeight(g) // chocolate is bought and weighed by the bar, never by the cup
	}
	if w, ok := in.UnitGrams("tbsp"); ok && in.Name == "custard powder" {
		q := math.Max(0.5, math.Round(g/w*2)/2) // "2 tbsp of custard powder to a pint of milk", as the tin says
		return q, "tbsp", round1(q * w)
	}
	if q, u, w, ok := measureBaking(in, g); ok {
		return q, u, w
	}
	roundTo := func(v, step, least float64) float64 { return math.Max(least, math.Round(v/step)*step) }
	_, hasCup := in.UnitGrams("cup")
	var use func(u string, step, least float64) (float64, string, float64)
	use = func(u string, step, least float64) (float64, string, float64) {
		w, _ := in.UnitGrams(u)
		q := roundTo(g/w, step, least)
		// Nobody measures 3 teaspoons or 20 tablespoons: move up a spoon.
		if _, ok := in.UnitGrams("tbsp"); u == "tsp" && q >= 3 && ok {
			return use("tbsp", 0.5, 0.5)
		}
		if u == "tbsp" && hasCup && (q >= 16 || q >= 8 && math.Mod(q, 4) == 0) {
			// "1/2 cup peanuts", "3/4 cup soy sauce": a count of spoons that is a
			// quarter-cup measure is measured by the cup.
			return use("cup", 0.25, 0.25)
		}
		return q, u, round1(q * w)
	}
	switch {
	case in.Name == "chicken drumstick" || in.Name == "burger patty":
		return use("piece", 1, 1) // "8 chicken drumsticks", "4 burger patties": counted as bought
	case in.Name == "japanese curry roux":
		return use("cube", 1, 1) // counted in the blocks the packet breaks into, as its box says
	case in.Name == "string cheese":
		return use("stick", 1, 1) // a snack counted in the sticks it is sold as
	case in.Name == "asparagus":
		return byWeight(g) // by the cup it is a guess: trimmed spears are weighed
	case meltingCheese[in.Name]:
		return byWeight(g) // mozzarella is bought by the ball and the bag: "100 g mozzarella", never "3/4 cup"
	case isHardCheese(in):
		// Parmesan grated over a plate is a few spoonfuls; more, for a carbonara or a
		// bake, is weighed off the block.
		if w, ok := in.UnitGrams("tbsp"); ok && g <= w*4.5 {
			return use("tbsp", 1, 1)
		}
		return byWeight(g)
	case in.Is(RoleCheese) && in.Category == "dairy" && hasCup && g < 240:
		// Grated or crumbled cheese is measured by the cup, past a couple of spoonfuls:
		// "1/2 cup grated cheddar", never "7 tbsp".
		if w, ok := in.UnitGrams("tbsp"); ok && g <= w*2.5 {
			return use("tbsp", 1, 1)
		}
		if crumblingCheese[in.Name] {
			return cupThirds(in, g)
		}
		return use("cup", 0.25, 0.25)
	case in.Category == "eggs":
		if w, ok := in.UnitGrams("piece"); ok {
			q := roundTo(g/w, 1, 1)
			return q, "", round1(q * w)
		}
	case in.Name == "garlic":
		return use("clove", 1, 1)
	case in.Name == "whole chicken":
		return use("piece", 1, 1) // a bird is roasted whole
	case in.Name == "puff pastry":
		return use("sheet", 0.5, 0.5) // half a sheet for a small batch of sausage rolls
	case in.Name == "vanilla pod":
		return use("piece", 1, 1) // a pod is split whole into the cream
	case in.Name == "star anise":
		q := math.Min(3, roundTo(g/0.5, 1, 1)) // whole pods: one or two flavour a pot
		return q, "piece", round1(q * 0.5)
	case in.Name == "pandan leaves":
		q := math.Min(4, roundTo(g/2, 1, 1)) // knotted whole, one or two to a pan
		return q, "leaf", round1(q * 2)
	case in.Name == "curry leaves":
		q := math.Max(5, math.Min(20, roundTo(g/0.1, 5, 5))) // a sprig or two, counted: they are fried whole
		return q, "leaf", round1(q * 0.1)
	case in.Name == "bay leaf":
		q := math.Min(3, roundTo(g/0.6, 1, 1))
		return q, "leaf", round1(q * 0.6)
	case in.Name == "ginger":
		return use("tbsp", 0.5, 0.5)
	case in.Name == "lemongrass" || in.Name == "celery":
		return use("stalk", 1, 1)
	case strings.Contains(in.Name, "broth") || in.Name == "dashi":
		return use("cup", 0.25, 0.25)
	case in.Name == "tofu" || in.Name == "tempeh":
		return byWeight(g) // cut from the block: "200 g tofu", never "4 tbsp"
	case in.Category == "spices-seasonings" && in.Is(RoleSpice|RoleGarnish) || in.Category == "baking" && in.Is(RoleSpice):
		if _, ok := in.UnitGrams("tsp"); ok {
			return use("tsp", 0.25, 0.25)
		}
	case role == RoleHerb || role == RoleGarnish && in.Category == "herbs":
		if w, ok := in.UnitGrams("tbsp"); ok && (g/w < 3.5 || !hasCup && g/w <= 8) {
			return use("tbsp", 1, 1)
		}
		if hasCup {
			return use("cup", 0.25, 0.25)
		}
	case in.Category == "canned-jarred" || in.Category == "legumes":
		if _, ok := halfTins(in, g); ok && role == RoleLiquid {
			return use("can", 0.5, 0.5) // a tin and a half of tomatoes, half a tin of coconut milk
		}
		if w, ok := in.UnitGrams("can"); ok && g >= w*0.4 {
			return use("can", 1, 1) // a cook opens whole cans
		}
		if w, ok := in.UnitGrams("tbsp"); ok && g <= w*4 {
			return use("tbsp", 0.5, 0.5)
		}
		if w, ok := in.UnitGrams("tbsp"); ok && in.Is(RoleSauce) && g <= w*8 {
			return use("tbsp", 1, 1) // salsa to spoon over: "6 tbsp", not "90 g"
		}
		if hasCup && in.Is(RoleLiquid) {
			return use("cup", 0.25, 0.25)
		}
	case finishingOils[in.Name]:
		return use("tsp", 1, 1)
	case woodyHerbs[in.Name] && in.Category == "herbs":
		if _, ok := in.UnitGrams("tbsp"); ok {
			return use("tbsp", 1, 1)
		}
	case role == RoleFat || role == RoleSauce || in.Category == "oils-vinegars" || role == RoleAcid && in.Is(RoleLiquid|RoleSauce|RoleAcid) && in.Category != "produce":
		if w, ok := in.UnitGrams("tsp"); ok && role == RoleFat && g <= w*1.2 {
			return use("tsp", 1, 1) // the teaspoon a step heats, listed as the step says it
		}
		if w, ok := in.UnitGrams("tbsp"); ok {
			if g > w*8 && hasCup {
				return use("cup", 0.25, 0.25)
			}
			return use("tbsp", 0.5, 0.5)
		}
	case role == RoleLiquid && in.Has(FactAlcohol) && in.Per100g.Kcal > 200:
		// A spirit (brandy, whisky) goes in by the spoonful: a splash to deglaze, not a cup.
		if w, ok := in.UnitGrams("tbsp"); ok && g <= w*8 {
			return use("tbsp", 1, 1)
		}
		return use("cup", 0.25, 0.25)
	case role == RoleLiquid:
		if hasCup {
			return use("cup", 0.25, 0.25)
		}
	case in.Category == "produce" || in.Category == "herbs":
		if w, ok := in.UnitGrams("tbsp"); ok && (role == RoleGarnish || savouryFruitGarnish[in.Name] != nil) && hasCup && g <= 8*w && !countable[in.Name] {
			return use("tbsp", 1, 1) // pomegranate seeds strewn over two plates: "3 tbsp", not "1/2 cup"
		}
		if in.Name == "lemon juice" || in.Name == "lime juice" {
			return use("tbsp", 1, 1)
		}
		if w, ok := in.UnitGrams("piece"); ok && countable[in.Name] {
			if halves[in.Name] && g/w < 1.25 {
				return use("piece", 0.5, 0.5) // half a red onion for two, half a lemon
			}
			if role == RoleStarch && in.Is(RoleStarch) {
				// Potatoes as the plate's starch: 1.4 potatoes for two is two, never one.
				q := math.Max(1, math.Ceil(g/w-0.25))
				return q, "piece", round1(q * w)
			}
			return use("piece", 1, 1) // 3 bananas, never 2 1/2
		}
		if w, ok := in.UnitGrams("cup"); ok && g/w <= 6 {
			return use("cup", 0.5, 0.5)
		}
	case in.Category == "frozen" && hasCup && in.Name != "frozen french fries" && g/mustUnit(in, "cup") <= 6:
		// Frozen peas, corn and berries are poured from the bag by the cup, like the
		// fresh vegetables beside them: "1 1/4 cups frozen peas", not "160 g".
		return use("cup", 0.25, 0.25)
	case in.Category == "grains-pasta" && hasCup && !strings.Contains(in.Name, "noodle") && in.Is(RoleStarch) &&
		(strings.Contains(in.Name, "rice") || in.Name == "quinoa" || in.Name == "couscous" || in.Name == "bulgur" || in.Name == "farro" || in.Name == "pearl barley"):
		return use("cup", 0.25, 0.25)
	case in.Category == "bakery":
		if w, ok := in.UnitGrams("piece"); ok && w >= 150 {
			return use("piece", 0.5, 0.5) // half a baguette for two, not the whole loaf
		}
		for _, u := range []string{"piece", "slice"} {
			if _, ok := in.UnitGrams(u); ok {
				return use(u, 1, 1)
			}
		}
		if hasCup {
			return use("cup", 0.25, 0.25)
		}
	case in.Category == "condiments-sauces" && hasCup:
		// The hot sauce a wing sauce takes, the salsa: by the spoon, past half a cup by the cup.
		if w, ok := in.UnitGrams("tbsp"); ok && g <= w*8 {
			return use("tbsp", 0.5, 0.5)
		}
		return use("cup", 0.25, 0.25)
	case in.Category == "nuts-seeds" || in.Category == "dairy" && in.Is(RoleGarnish|RoleCheese) && g < 120:
		if w, ok := in.UnitGrams("tbsp"); ok && g <= w*8 {
			return use("tbsp", 1, 1)
		}
		if hasCup {
			return use("cup", 0.25, 0.25)
		}
	}
	if w, ok := in.Units["sheet"]; ok && w < 5 && g <= 12*w {
		return use("sheet", 0.5, 0.5) // "2 sheets nori" for two bowls, never "5 g nori"
	}
	if w, ok := in.UnitGrams("tbsp"); g < 4 || ok && w <= 5 && g <= 6*w {
		// A few grams of something light are counted or spooned, never "5 g nori" for a
		// bowl that takes half a sheet, nor "5 g wakame" where two bowls take 2 g.
		if _, ok := in.UnitGrams("sheet"); ok {
			return use("sheet", 0.5, 0.5)
		}
		if ok && g >= w/2*0.8 {
			return use("tbsp", 0.5, 0.5)
		}
		if _, ok := in.UnitGrams("tsp"); ok {
			return use("tsp", 0.25, 0.25)
		}
	}
	return byWeight(g)
}

// cupThirds measures g of a crumbled cheese by the cup, to the nearer of a
// quarter and a third: "1/3 cup feta" for two plates, where a quarter cup is too mean
// and a half too much.
func cupThirds(in *Ingredient, g float64) (float64, string, float64) {
	w := mustUnit(in, "cup")
	q := math.Max(0.25, math.Round(g/w*4)/4)
	if q3 := math.Round(g/w*3) / 3; q3 > 0 && math.Abs(q3*w-g) < math.Abs(q*w-g) {
		q = q3
	}
	return q, "cup", round1(q * w)
}

// mustUnit is the weight of one unit of in, or 0.
func mustUnit(in *Ingredient, unit string) float64 {
	w, _ := in.UnitGrams(unit)
	return w
}

// byWeight is g in grams as a cook weighs it: to 5 g, or 25 g from 200 g.
func byWeight(g float64) (float64, string, float64) {
	step := 5.0
	if g >= 200 {
		step = 25
	}
	q := math.Max(step, math.Round(g/step)*step)
	return q, "g", q
}

// countable produce is bought and counted by the piece; the rest is weighed.
var countable = map[string]bool{"onion": true, "red onion": true, "shallot": true, "carrot": true, "red bell pepper": true,
	"green bell pepper": true, "jalapeno": true, "red chili": true, "poblano": true, "tomato": true, "potato": true,
	"sweet potato": true, "zucchini": true, "yellow squash": true, "eggplant": true, "thai eggplant": true, "cucumber": true, "avocado": true,
	"lemon": true, "lime": true, "orange": true, "apple": true, "banana": true, "pear": true, "peach": true, "mango": true,
	"leek": true, "parsnip": true, "turnip": true, "beet": true, "fennel": true, "artichoke": true, "portobello mushroom": true,
	"plantain": true, "kiwi": true, "tomatillo": true, "scallion": true, "plum": true, "nectarine": true, "quince": true,
	"persimmon": true}

// halves are the countable foods a cook uses half of, the rest kept for another day.
var halves = map[string]bool{"onion": true, "red onion": true, "red bell pepper": true, "green bell pepper": true,
	"cucumber": true, "avocado": true, "lemon": true, "lime": true, "orange": true, "eggplant": true, "fennel": true}

// formatQty writes 1.5 as "1 1/2" and 0.25 as "1/4".
func formatQty(q float64) string {
	var buf [24]byte
	return string(appendQty(buf[:0], q))
}

// appendQty appends formatQty(q) to b.
func appendQty(b []byte, q float64) []byte {
	whole := math.Floor(q)
	frac := q - whole
	for _, f := range qtyFractions {
		if math.Abs(frac-f.v) < 0.01 {
			if whole == 0 {
				return append(b, f.s...)
			}
			b = strconv.AppendFloat(b, whole, 'f', 0, 64)
			return append(append(b, ' '), f.s...)
		}
	}
	if math.Abs(frac) < 0.01 {
		return strconv.AppendFloat(b, whole, 'f', 0, 64) // as %.0f writes it, without fmt's cost
	}
	return strconv.AppendFloat(b, round1(q), 'g', -1, 64) // as %g writes it
}

// qtyFractions are the fractions a quantity is written with.
var qtyFractions = [...]struct {
	v float64
	s string
}{{0.25, "1/4"}, {1.0 / 3, "1/3"}, {0.5, "1/2"}, {2.0 / 3, "2/3"}, {0.75, "3/4"}}

// plural writes the plural of a food or unit name for counts above one.
func plural(s string) string {
	switch {
	case s == "" || strings.HasSuffix(s, "s") || s == "star anise":
		return s // "2 star anise", as cooks write it
	case strings.HasSuffix(s, "ch") || strings.HasSuffix(s, "sh") || strings.HasSuffix(s, "x") ||
		strings.HasSuffix(s, "to") || strings.HasSuffix(s, "oe") || strings.HasSuffix(s, "mango"):
		if strings.HasSuffix(s, "oe") {
			return s + "s"
		}
		return s + "es"
	case strings.HasSuffix(s, "y") && len(s) > 1 && !strings.ContainsRune("aeiou", rune(s[len(s)-2])):
		return s[:len(s)-1] + "ies"
	case strings.HasSuffix(s, "leaf"):
		return s[:len(s)-1] + "ves"
	}
	return s + "s"
}

// lineText writes "2 tbsp olive oil", "1 1/2 onions, diced" or "500 g chicken thigh".
func lineText(qty float64, unit, name, prep string) string {
	if unit != "" && unit != "piece" && countedInCups[name] {
		name = plural(name) // "1/2 cup blueberries"
	}
	if strings.HasSuffix(name, " "+unit) || name == unit || unit == "leaf" && strings.HasSuffix(name, " leaves") {
		unit = "" // "3 bay leaves", not "3 leaves bay leaf"; "10 curry leaves"
	}
	if unit == "can" {
		name = strings.TrimPrefix(name, "canned ") // "1 can diced tomatoes"
	}
	if unit == "leaf" && !strings.HasSuffix(name, " leaves") {
		name, unit = name+" leaf", "" // "3 basil leaves", counted as the cook gave them
	}
	if unit == "stick" || unit == "pod" {
		name, unit = name+" "+unit, "" // "1 cinnamon stick", "6 cardamom pods"
	}
	var buf [96]byte
	b := appendQty(buf[:0], qty)
	switch unit {
	case "":
		if qty > 1 {
			name = plural(name)
		}
	case "g", "kg", "ml", "l", "oz", "fl oz", "lb", "tsp", "tbsp":
		b = append(append(b, ' '), unit...) // abbreviations take no plural: "8 oz", not "8 ozs"
	default:
		u := unit
		if qty > 1 {
			u = plural(u)
		}
		b = append(append(b, ' '), u...)
	}
	if unit == "piece" {
		// "2 pieces onion" reads badly: count the food itself.
		b = appendQty(buf[:0], qty)
		if qty > 1 {
			name = plural(name)
		}
	}
	b = append(append(b, ' '), name...)
	if prep != "" {
		b = append(append(b, ", "...), prep...)
	}
	return string(b)
}

// listNames joins names as "a, b and c".
func listNames(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

func partNames(parts []*part) string {
	names := make([]string, 0, len(parts))
	for _, p := range parts {
		n := p.name()
		if countedInCups[n] {
			n = plural(n) // "the cherry tomatoes", cooked down in place of a tin
		}
		names = append(names, n)
	}
	return listNames(names)
}

// titleCase capitalises each word: "chicken thigh" -> "Chicken Thigh".
func titleCase(s string) string {
	if isPlainASCII(s) {
		return titleCaseASCII(s)
	}
	words := strings.Fields(s)
	for i, w := range words {
		if w == "and" || w == "with" || w == "of" {
			continue
		}
		words[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(words, " ")
}

// titleCaseASCII is titleCase of an ASCII text, built in one pass.
func titleCaseASCII(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		if asciiSpace(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && !asciiSpace(s[j]) {
			j++
		}
		if len(b) > 0 {
			b = append(b, ' ')
		}
		w := s[i:j]
		if w == "and" || w == "with" || w == "of" {
			b = append(b, w...)
		} else {
			c := w[0]
			if 'a' <= c && c <= 'z' {
				c -= 'a' - 'A'
			}
			b = append(append(b, c), w[1:]...)
		}
		i = j
	}
	return string(b)
}

// asciiSpace is the white space strings.Fields splits an ASCII text on.
func asciiSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// temp writes an oven temperature in both scales, Fahrenheit as ovens are marked: to
// the nearest 25 degrees from about 120°C up (190°C is 375°F, 180°C is 350°F), else to 5.
func temp(c int) string {
	f := float64(c)*9/5 + 32
	step := 5.0
	if f >= 240 {
		step = 25
	}
	return fmt.Sprintf("%d°C (%d°F)", c, int(math.Round(f/step)*step))
}

// imperialPack reads a pantry weight that is a whole number of ounces, or of quarter
// pounds from a pound up, back into the cook's own pounds or ounces; a can is labelled
// in ounces ("28 oz crushed tomatoes").
func imperialPack(g float64, can bool) (float64, string, bool) {
	const lb, oz = 453.59237, 28.349523
	if q := math.Round(g/lb*4) / 4; q >= 1 && math.Abs(q*lb-g) < 0.5 && !can {
		return q, "lb", true
	}
	if q := math.Round(g / oz); q >= 1 && math.Abs(q*oz-g) < 0.5 {
		return q, "oz", true
	}
	return 0, "", false
}
