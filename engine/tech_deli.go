package engine

import (
	"fmt"
	"slices"
	"strings"
)

// The cold sandwich: a filling mixed in a bowl (tuna or cooked chicken with mayonnaise
// and whatever crunch the pantry has), spread between slices of bread with the leaves
// and slices the pantry gives. Five minutes and no heat: the quick lunch a pantry of
// tuna, bread and mayonnaise is for.

func init() {
	registerOwn(&form{name: "cold-sandwich", title: "Sandwich", minMinutes: 4, simple: true, vegGrams: 40, saltFactor: 0.2,
		method: "none", equipment: []string{"mixing bowl", "fork", "bread knife"}, write: writeColdSandwich})
	registerOwn(&form{name: "blt", title: "Sandwich", minMinutes: 12, simple: true, vegGrams: 40, saltFactor: -1,
		method: "sear", equipment: []string{"large skillet", "toaster or grill pan", "bread knife"}, write: writeBLT})
}

// writeBLT is the bacon sandwich: rashers crisped in a cold-started pan in their own fat,
// toast spread with mayonnaise, lettuce leaves, sliced tomato seasoned where it lies, the
// bacon on top. Three rashers a sandwich, two slices of bread.
func writeBLT(d *dish) {
	bread, bacon := d.starch, d.protein
	if w, ok := bacon.in.UnitGrams("slice"); ok {
		bacon.grams = 3 * w * d.servings
	}
	bacon.prep = "" // rashers go in whole
	if !d.slicedBread(bread) || len(d.where(isBaconSauce)) > 0 {
		writeBaconRoll(d, bread, bacon) // a bacon roll, or a bacon sandwich with its brown sauce
		return
	}
	d.bySlices(bread, 2)
	bread.slices = true // "8 slices brioche" from a loaf, never "4 brioches"
	spreads := d.spreads()
	if b := d.find("butter"); len(spreads) == 0 && b != nil {
		spreads = []*part{b} // no mayonnaise: the toast is buttered
	}
	for _, sp := range spreads {
		d.size(sp, 12) // a good tablespoon a sandwich
		if sp.in.Name == "butter" {
			d.size(sp, 8)
		}
	}
	if d.fat != nil && !contains(spreads, d.fat) {
		d.dropFat() // the bacon fries in its own fat
	}
	var layers []*part
	for p := range d.eachPart {
		if p == bread || p == bacon || p == d.fat || contains(spreads, p) || p.role == RoleSpice {
			continue
		}
		p.prep = layerPrep(p)
		layers = append(layers, p)
	}
	d.crispBacon(bacon, "drain on kitchen paper", meanwhile(d.prepLater(), fmt.Sprintf("toast the %s until golden", bread.name())))
	spread := "Lay out the toast"
	if len(spreads) > 0 {
		spread = fmt.Sprintf("Spread one side of each slice of toast with the %s", plurals(spreads))
	}
	top := ""
	if len(layers) > 0 {
		top = fmt.Sprintf(", layer the %s over half of them (a pinch of salt and pepper on the tomato)", plurals(layers))
	}
	d.step(2, "%s%s, then the %s; close with the other slices, press down gently and cut in half on the diagonal. Eat while the bacon is warm.",
		spread, top, bacon.name())
	d.mentionLeftovers()
}

// slicedBread reports whether the dish's bread comes in slices: a loaf's, not the buns or
// rolls the cook said they have ("brioche buns" are split, never toasted as slices).
func (d *dish) slicedBread(bread *part) bool {
	if _, ok := bread.in.UnitGrams("slice"); !ok {
		return false
	}
	if l := d.pantry[bread.in]; l != nil && bread.fromPantry {
		for _, w := range strings.Fields(lowered(l.Text)) {
			switch strings.Trim(w, ",.()") {
			case "bun", "buns", "roll", "rolls", "bap", "baps":
				return false
			}
		}
	}
	return true
}

// crispBacon crisps rashers laid in a cold pan in their own fat: then says what becomes
// of them and the fat, more the tasks done meanwhile.
func (d *dish) crispBacon(bacon *part, then, more string) {
	d.step(10, "Lay the %s in a cold large skillet, set it over medium heat and cook, turning once or twice, until %s, 8–10 minutes; %s.%s",
		bacon.name(), doneness(bacon.in), then, more)
}

// isBaconSauce is the sauce a bacon sandwich or roll is eaten with: brown sauce or ketchup.
func isBaconSauce(p *part) bool {
	return p.in.Name == "brown sauce" || p.in.Name == "ketchup"
}

// writeBaconRoll is the British bacon roll or sandwich (a butty): rashers fried in
// their own fat until golden at the edges, soft rolls split and warmed cut side down in
// the bacon fat (sliced bread is buttered as it is), filled with the bacon and a squirt
// of brown sauce or ketchup, eaten hot. Three rashers a roll or sandwich.
func writeBaconRoll(d *dish, bread, bacon *part) {
	sliced := d.slicedBread(bread)
	if sliced {
		d.bySlices(bread, 2)
		bread.slices = true
	} else if w, ok := bread.in.UnitGrams("piece"); ok {
		bread.grams = w * d.servings // a roll each
	}
	bread.prep = ""
	butter := d.butter()
	if butter != nil {
		d.size(butter, 8)
	}
	sauces := d.where(isBaconSauce)
	for _, s := range sauces {
		d.size(s, 15/float64(len(sauces))) // a good squirt each, whichever each likes
	}
	if d.fat != nil && d.fat != butter {
		d.dropFat() // the bacon fries in its own fat
	}
	extras := d.where(func(p *part) bool {
		return p != bread && p != bacon && p != butter && !contains(sauces, p) && p.role != RoleSpice
	})
	for _, p := range extras {
		p.prep = layerPrep(p)
	}
	d.prepAny()
	d.step(10, "Lay the %s in a cold large skillet, set it over medium heat and cook, turning once or twice, until golden at the edges, 8–10 minutes; lift onto kitchen paper.",
		bacon.name())
	name, them := plural(bread.name()), "them"
	if d.servings <= 1 {
		name, them = bread.name(), "it"
	}
	warm := fmt.Sprintf("Split the %s and press %s cut side down in the fat left in the pan for 30 seconds to warm and crisp", name, them)
	if butter != nil {
		warm = fmt.Sprintf("Split the %s, warm %s cut side down in the fat left in the pan for 30 seconds, then spread the insides with the %s", name, them, butter.name())
	}
	closeUp := "close and press down gently"
	if sliced {
		warm = fmt.Sprintf("Lay out the slices of %s", bread.name())
		if butter != nil {
			warm = fmt.Sprintf("Spread the slices of %s with the %s", bread.name(), butter.name())
		}
		closeUp = "close with the other slices, press down gently and cut in half"
	}
	fill := "lay the " + bacon.name() + " on half of them"
	if !sliced {
		fill = "fill with the " + bacon.name()
	}
	if len(extras) > 0 {
		fill += " and the " + plurals(extras)
	}
	sauce := ""
	if len(sauces) > 0 {
		sauce = fmt.Sprintf(", add a squirt of %s", orJoin(sauces))
	}
	d.step(2, "%s; %s%s, %s. Eat while hot.", warm, fill, sauce, closeUp)
	d.mentionLeftovers()
}

// orJoin names parts as a choice: "brown sauce or ketchup".
func orJoin(parts []*part) string {
	names := make([]string, len(parts))
	for i, p := range parts {
		names[i] = p.name()
	}
	return strings.Join(names, " or ")
}

// mixedIn reports whether a part of a cold sandwich goes into its filling rather than
// being layered on it: the dressing, the crunch and the seasoning.
func mixedIn(d *dish, p *part) bool {
	switch p.in.Name {
	case "celery", "pickles", "capers", "red onion", "scallion", "shallot", "lemon", "lime", "dijon mustard", "yellow mustard", "english mustard",
		"canned corn", "frozen corn": // loose kernels bind into the filling; laid on the bread they roll out
		return true
	}
	if d.protein != nil && d.protein.in.Name == "cooked chicken" && (p.role == RoleFruit || p.in.Category == "nuts-seeds") {
		return true // grapes and walnuts are folded through a chicken salad
	}
	return p.role == RoleSauce || p.role == RoleAcid || p.role == RoleHerb || p.role == RoleAromatic || contains(d.spreads(), p) ||
		p.in.Name == "greek yogurt" || p.in.Name == "yogurt"
}

// layerPrep is how a sandwich's layers are cut: tomatoes and cucumbers in slices,
// lettuce in whole leaves.
func layerPrep(p *part) string {
	switch p.in.Name {
	case "tomato", "cucumber", "avocado", "red bell pepper":
		return "sliced"
	case "romaine lettuce", "iceberg lettuce":
		return "leaves separated"
	case "carrot":
		return "coarsely grated" // diced, it rolls out of the bread
	}
	return p.prep
}

func writeColdSandwich(d *dish) {
	bread, main := d.starch, d.protein
	d.bySlices(bread, 2)
	if slicedMeats[main.in.Name] && (d.find("mayonnaise", "greek yogurt", "yogurt") == nil || d.find("hummus") != nil) {
		writeLayeredSandwich(d, bread, main)
		return
	}
	var mix, layers []*part
	for p := range d.eachPart {
		switch {
		case p.role == RoleSpice && d.isSig(p.in):
			mix = append(mix, p) // a coronation chicken's curry powder is stirred into the mayonnaise
		case p == main || p == bread || p == d.fat || p.role == RoleSpice:
		case mixedIn(d, p):
			mix = append(mix, p)
			switch {
			case p.in.Name == "lemon" || p.in.Name == "lime":
				p.prep = "juiced"
				if w, ok := p.in.UnitGrams("piece"); ok {
					p.grams = w * max(0.5, d.servings/4) // a squeeze, not a glass
				}
			case p.in.Name == "grapes" || p.in.Name == "cherry tomato":
				p.prep = "halved"
			case p.in.Name == "raisins" || p.in.Name == "dried cranberries":
				d.size(p, 8) // a scattering through the filling, not a fruit salad
			case p.in.Name == "pickles":
				p.prep = "finely chopped" // a whole gherkin does not bind into a filling
			case p.in.Name == "mango chutney":
				d.size(p, 8)
			case p.in.Name == "canned corn" || p.in.Name == "frozen corn":
				d.size(p, 25) // a spoonful through the filling, as in a tuna-sweetcorn sandwich
				if p.in.Name == "canned corn" {
					p.prep = "drained"
				}
			case p.role == RoleAromatic && p.in.Category == "produce":
				p.prep = "finely diced"
				p.grams = min(p.grams, 10*d.servings) // a spoonful of onion a sandwich bites; more shouts
			case p.prep == "sliced" || p.prep == "diced" || p.prep == "chopped" && p.in.Category != "herbs":
				p.prep = "finely diced" // small enough to bind with the dressing
			}
		default:
			p.prep = layerPrep(p)
			layers = append(layers, p)
		}
	}
	wrap := bread.in.Name == "flour tortilla"
	if wrap {
		// A wrap holds a handful of leaves, shredded, and the corn goes into the filling.
		for _, p := range slices.Clone(layers) {
			switch {
			case p.in.Name == "canned corn" || p.in.Name == "frozen corn":
				d.size(p, 25)
				layers = withoutParts(layers, []*part{p})
				mix = append(mix, p)
			case p.in.Category == "produce" && (wilts(p.in) || strings.Contains(p.in.Name, "lettuce") || p.in.Name == "mixed greens"):
				d.size(p, 15)
				if strings.Contains(p.in.Name, "lettuce") {
					p.prep = "shredded"
				}
			}
		}
	}
	if _, sliced := bread.in.UnitGrams("slice"); !sliced && bread.in.Name != "baguette" {
		if w, ok := bread.in.UnitGrams("piece"); ok {
			bread.grams = w * d.servings // a bagel or a croissant each
		}
	}
	if main.in.Name == "cooked chicken" {
		main.prep = "diced"
	}
	if canned(main.in) {
		main.prep = "drained" // the water or oil of the tin would make the filling and the bread soggy
	}
	prepped := d.where(func(p *part) bool {
		return p.prep != "" && p.role != RoleSpice && (p != main || p.in.Name == "cooked chicken" || canned(p.in))
	})
	if len(prepped) > 0 {
		d.prepStep = len(d.steps)
		d.step(d.prepMinutes(prepped), "Prep: %s.", prepTasks(prepped))
	}
	how := "breaking it into flakes"
	switch {
	case main.in.Category == "legumes" || main.in.Has(FactLegume):
		how = "mashing it roughly"
	case main.in.Name == "cooked chicken":
		how = "coating every piece"
	}
	with := ""
	if len(mix) > 0 {
		with = " with the " + plurals(mix)
	}
	d.step(2, "Mix the %s in a bowl%s, %s with the fork; season with salt and pepper.", main.name(), with, how)
	open := fmt.Sprintf("Spread the filling over half the %s slices", bread.name())
	closeUp := "close with the other slices"
	if _, sliced := bread.in.UnitGrams("slice"); !sliced {
		open = fmt.Sprintf("Split the %s open and spread the filling over the bottom halves", plural(bread.name()))
		if bread.in.Name == "baguette" {
			open = fmt.Sprintf("Cut the baguette into %d lengths, split each open and spread the filling inside", d.req.Servings)
		}
		closeUp = "close them"
	}
	top := ""
	if len(layers) > 0 {
		top = ", top with the " + plurals(layers)
	}
	if wrap {
		// A wrap is rolled round its filling, not closed like a sandwich.
		d.step(3, "Lay the %s flat and spread the filling in a strip down the middle of each%s; fold the bottom up over the filling, fold in the sides and roll up tightly. Cut in half on the diagonal.", plural(bread.name()), top)
		d.mentionLeftovers()
		return
	}
	d.step(2, "%s%s, %s and cut in half on the diagonal.", open, top, closeUp)
	d.mentionLeftovers()
}

// isSig is whether a food is one of the dish's signature foods.
func (d *dish) isSig(in *Ingredient) bool {
	if d.cat == nil {
		return false
	}
	for _, s := range d.cat.sig {
		if slices.Contains(s.foods(), in) {
			return true
		}
	}
	return false
}

// slicedMeats are the cold meats a sandwich layers in slices, rather than mixing into a
// filling with mayonnaise.
var slicedMeats = map[string]bool{"cooked turkey": true, "deli turkey": true, "ham": true, "cooked beef": true, "cooked chicken": true}

// writeLayeredSandwich is the sandwich of sliced leftovers (turkey, brie and cranberry):
// the bread spread with the butter, the sauce or the mustard, the meat, the cheese in
// slices and a handful of leaves layered on, closed and cut.
func writeLayeredSandwich(d *dish, bread, main *part) {
	var spreads, layers []*part
	for p := range d.eachPart {
		switch {
		case p == main || p == bread || p.role == RoleSpice:
		case p.in.Name == "butter" || p.in.Category == "condiments-sauces":
			spreads = append(spreads, p)
			d.size(p, 15)
			if p.in.Name == "butter" {
				d.size(p, 8)
			} else if strings.Contains(p.in.Name, "mustard") || p.in.Name == "horseradish" {
				d.size(p, 5) // a teaspoon: hot horseradish and mustard bite
			} else if p.in.Name == "hummus" {
				d.size(p, 30) // a wrap's hummus is its sauce: two good tablespoons
			}
		case p == d.fat:
		default:
			p.prep = layerPrep(p)
			if p.in.Is(RoleCheese) {
				p.prep = "sliced"
				d.size(p, 30)
			} else if p.in.Category == "produce" && (wilts(p.in) || strings.Contains(p.in.Name, "lettuce") || p.in.Name == "mixed greens") {
				d.size(p, 15) // a handful of leaves a sandwich
			}
			layers = append(layers, p)
		}
	}
	if d.fat != nil && !contains(spreads, d.fat) {
		d.dropFat()
	}
	if main.in.Name == "cooked chicken" || main.in.Name == "cooked turkey" || main.in.Name == "cooked beef" {
		main.prep = "sliced"
	}
	if _, bySlice := bread.in.UnitGrams("slice"); !bySlice && bread.in.Name != "baguette" {
		if w, ok := bread.in.UnitGrams("piece"); ok {
			bread.grams = w * d.servings
		}
	}
	// Butter goes on first, then the sauce; the cheese sits on the meat, the leaves on top.
	slices.SortStableFunc(spreads, func(a, b *part) int { return btoi(b.in.Name == "butter") - btoi(a.in.Name == "butter") })
	slices.SortStableFunc(layers, func(a, b *part) int { return btoi(b.in.Is(RoleCheese)) - btoi(a.in.Is(RoleCheese)) })
	d.equipment = slices.DeleteFunc(d.equipment, func(e string) bool { return e == "mixing bowl" || e == "fork" })
	prepped := d.where(func(p *part) bool { return p.prep != "" && p.role != RoleSpice && p != bread })
	if len(prepped) > 0 {
		d.prepStep = len(d.steps)
		d.step(d.prepMinutes(prepped), "Prep: %s.", prepTasks(prepped))
	}
	open := fmt.Sprintf("Lay out the %s slices", bread.name())
	closeUp := "close with the other slices"
	if _, bySlice := bread.in.UnitGrams("slice"); !bySlice || bread.in.Name == "baguette" {
		open = fmt.Sprintf("Split the %s open", plural(bread.name()))
		if bread.in.Name == "baguette" {
			open = fmt.Sprintf("Cut the baguette into %d lengths and split each open", d.req.Servings)
		}
		closeUp = "close them"
	}
	if bread.in.Name == "flour tortilla" {
		// A wrap is spread, filled in a strip and rolled, not closed like a sandwich.
		wraps, each := plural(bread.name()), "each"
		if d.req.Servings <= 1 {
			wraps, each = bread.name(), "it"
		}
		spread := ""
		if len(spreads) > 0 {
			spread = fmt.Sprintf(" and spread %s with the %s, leaving a border", each, plurals(spreads))
		}
		d.step(4, "Lay the %s flat%s. Lay the %s in a strip down the middle%s and season with a little salt and pepper; fold the bottom up over the filling, fold in the sides and roll up tightly. Cut in half on the diagonal.",
			wraps, spread, main.name(), ifAny(", then the ", layers, ""))
		d.mentionLeftovers()
		return
	}
	spread := ""
	if len(spreads) > 0 {
		spread = "; spread the insides with the " + plurals(spreads)
	}
	d.step(3, "%s%s. Layer on the %s%s, season with a little salt and pepper, %s and cut in half.",
		open, spread, main.name(), ifAny(", then the ", layers, ""), closeUp)
	d.mentionLeftovers()
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
