package engine

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// Breakfast techniques: pancakes, crêpes and French toast from the griddle; porridge
// and overnight oats; the no-cook bowls (parfait, smoothie bowl).

func init() {
	ownNeeds["french-toast"] = [][]string{{"egg"}}   // bread soaked in flaxseed is not French toast
	ownPantryNeeds["french-toast"] = []string{"egg"} // nor is bread with bought eggs: a pantry of bread, banana and honey makes a toast
	registerOwn(
		&form{name: "pancakes", title: "Pancakes", minMinutes: 15, simple: true, fatFactor: 0.8, saltFactor: 0.25,
			method: "sweet", equipment: []string{"large bowl", "jug or small bowl", "whisk", "large nonstick skillet or griddle", "spatula"},
			write: writePancakes},
		&form{name: "crepes", title: "Crêpes", minSkill: 1, minMinutes: 20, fatFactor: 0.6, saltFactor: 0.15,
			method: "sweet", equipment: []string{"large bowl", "whisk", "20 cm (8 in) nonstick skillet", "ladle", "spatula"},
			write: writeCrepes},
		&form{name: "french-toast", title: "French Toast", minMinutes: 12, simple: true, fatFactor: 1.8, saltFactor: 0.1,
			method: "sweet", equipment: []string{"shallow dish", "whisk", "large nonstick skillet", "spatula"},
			write: writeFrenchToast},
		&form{name: "porridge", title: "Porridge", minMinutes: 7, simple: true, saltFactor: 0.15, method: "sweet",
			equipment: []string{"saucepan", "wooden spoon"}, write: writePorridge},
		&form{name: "overnight-oats", title: "Overnight Oats", minMinutes: 245, simple: true, saltFactor: 0.05, method: "sweet",
			equipment: []string{"jars or bowls with lids"}, write: writeOvernightOats},
		&form{name: "parfait", title: "Parfait", minMinutes: 4, simple: true, saltFactor: -1, method: "sweet",
			equipment: []string{"glasses or bowls"}, write: writeParfait},
		&form{name: "yogurt bowl", title: "Yogurt Bowl", minMinutes: 3, simple: true, saltFactor: -1, method: "sweet",
			equipment: []string{"bowls"}, write: writeYogurtBowl},
		&form{name: "smoothie-bowl", title: "Smoothie Bowl", minMinutes: 5, simple: true, saltFactor: -1, method: "sweet",
			equipment: []string{"blender", "bowls"}, write: writeSmoothieBowl},
	)
}

// sweetToppings are what goes on a sweet breakfast at the table: syrups, fruit, nuts,
// yogurt, sugar; the parts no batter step has named.
func (d *dish) sweetToppings(inside ...*part) []*part {
	return d.where(func(p *part) bool {
		if contains(inside, p) || p == d.protein || p == d.starch || p == d.fat {
			return false
		}
		return p.role == RoleGarnish || p.role == RoleFruit || p.role == RoleHerb || p.in.Name == "granola" ||
			p.in.Category == "nuts-seeds" || p.in.Category == "sweeteners" && p.in.Name != "sugar" && p.in.Name != "brown sugar" ||
			p.in.Category == "dairy" && (p.in.Name == "greek yogurt" || p.in.Name == "yogurt" || p.in.Name == "sour cream" || p.in.Name == "canned whipped cream")
	})
}

// dry are the batter's flours, sugars, leaveners and spices, for the dry bowl.
func (d *dish) dryMix() []*part {
	return d.where(func(p *part) bool {
		switch {
		case p.in.Name == "salt" || p.in.Name == "sugar" || p.in.Name == "brown sugar" || p.in.Name == "coconut sugar":
			return true
		case p.in.Category == "baking" && p.in.Name != "vanilla extract" && p.in.Name != "chocolate chips" && p.in.Name != "dark chocolate" && !strings.Contains(p.in.Name, "coconut"):
			return true
		case p.in.Category == "spices-seasonings" && p.in.Name != "black pepper":
			return true
		}
		return false
	})
}

// wetMix are the batter's milk, eggs, melted fat, vanilla and syrups.
func (d *dish) wetMix() []*part {
	return d.where(func(p *part) bool {
		switch {
		case isEggLike(p), p.in.Name == "vanilla extract", p.in.Name == "buttermilk":
			return true
		case p.in.Is(RoleLiquid) && (p.in.Category == "dairy" || p.in.Category == "beverages"):
			return p.in.Name != "heavy cream" || p.role == RoleLiquid
		case p.in.Name == "greek yogurt" || p.in.Name == "yogurt":
			return p.role != RoleGarnish
		}
		return false
	})
}

// batterGrams is the weight of everything that goes into a batter.
func batterGrams(parts ...[]*part) float64 {
	g := 0.0
	for _, list := range parts {
		for _, p := range list {
			g += p.grams
		}
	}
	return g
}

func writePancakes(d *dish) {
	if d.starch != nil && d.starch.in.Name == "pancake mix" {
		d.dropParts("baking powder", "baking soda", "sugar", "salt") // the mix holds them
	}
	dry, wet := d.dryMix(), d.wetMix()
	fat := d.fatName()
	melted := fat
	melt := ""
	if d.fat != nil && d.fat.in.Category == "dairy" {
		melted = "melted " + fat
		melt = fmt.Sprintf("Melt the %s (keep a little back for the pan). ", fat)
	}
	folded := d.where(func(p *part) bool {
		return p.role == RoleFruit && (p.in.Name == "blueberry" || p.in.Name == "raspberry" || p.in.Name == "frozen berries" || p.in.Name == "mixed berries") ||
			p.in.Name == "chocolate chips"
	})
	d.sizeFoldIns(folded, 20)
	later := d.prepLater()
	// What goes into the batter (a flax egg to soak, a banana to mash) is readied before
	// the batter is mixed; the rest while the pan heats.
	var first []*part
	for _, p := range later {
		if containsPart(dry, p) || containsPart(wet, p) {
			first = append(first, p)
		}
	}
	later = withoutParts(later, first)
	mixDry := "Whisk the " + plurals(dry) + " together in a large bowl"
	if len(dry) == 1 {
		mixDry = "Put the " + plurals(dry) + " in a large bowl" // a pancake mix alone: nothing to whisk together
	}
	d.step(4+d.prepMinutes(first)/2, "%s%s%s. In a jug, whisk the %s with the %s. Pour the wet into the dry and stir with a fork just until no dry flour shows; a few lumps keep them light.",
		ifText(prepTasks(first), "", ". "), melt, mixDry, plurals(wet), melted)
	d.prepStep = len(d.steps) - 1
	pancakes := max(2, int(math.Round(batterGrams(dry, wet)/55)))
	perRound, pans := 4, "a large nonstick skillet or griddle"
	if pancakes > 16 {
		perRound, pans = 8, "two large nonstick skillets (or a griddle)"
	}
	rounds := batches(pancakes, perRound)
	d.step(3, "Heat %s over medium heat while the batter rests.%s", pans, meanwhile(later, ""))
	fold := ""
	if len(folded) > 0 {
		fold = fmt.Sprintf(" Scatter a few of the %s onto each pancake as soon as it is in the pan.", plurals(folded))
	}
	d.step(3*rounds, "Brush the pan with %s and pour in 1/4 cup (60 ml) of batter per pancake, %d at a time; cook until bubbles break on top and the edges look dry, about 2 minutes, then flip and cook 1 minute more, until golden.%s Repeat with the rest, about %d pancakes in all, keeping them warm in a low oven.",
		fat, perRound, fold, pancakes)
	d.step(1, "Serve hot in stacks%s.", withTop(d.poured(d.sweetToppings(append(append(dry, wet...), folded...)...))))
	d.mentionLeftovers()
}

// withTop writes ", with the maple syrup and banana" for toppings, "" when none.
func withTop(parts []*part) string {
	if len(parts) == 0 {
		return ""
	}
	return " with the " + plurals(parts)
}

// pouredSyrups are poured over a stack at the table, a good spoonful and more a plate.
var pouredSyrups = map[string]bool{"maple syrup": true, "golden syrup": true, "honey": true, "agave syrup": true}

// poured sizes the syrups of a sweet breakfast's toppings as poured at the table
// (about 1 1/2 tbsp a plate; two spoonfuls for four stacks was a scrape), and returns
// the toppings.
func (d *dish) poured(top []*part) []*part {
	for _, p := range top {
		if pouredSyrups[p.in.Name] {
			d.size(p, 30)
		}
	}
	return top
}

func writeCrepes(d *dish) {
	// Crêpes with lemon and sugar: the sugar is scattered over each crêpe with a squeeze
	// of the juice, not whisked into the batter, and the fruit is cut in wedges.
	var citrus, topSugar *part
	if p := d.protein; p != nil && p.in.Is(RoleAcid) && p.in.Category == "produce" {
		citrus = p
		if strings.HasSuffix(p.in.Name, " juice") {
			d.size(p, 8) // a couple of teaspoons a serving
		} else {
			p.prep = "cut into wedges"
		}
		topSugar = d.find("sugar", "powdered sugar", "brown sugar")
	}
	for _, c := range d.cheeses() {
		if c.prep == "" && c.in.Name != "mozzarella" {
			c.prep = "grated" // a hard cheese scattered thin melts in the minute the crêpe has
		}
	}
	// In a hurry a cook cuts the fruit while the batter rests and cooks in two pans at
	// once: half the minutes at the stove.
	var later []*part
	if d.quick {
		later = d.prepLater()
	} else {
		d.prepAny()
	}
	dry := slices.DeleteFunc(d.dryMix(), func(p *part) bool { return p == topSugar })
	wet := d.wetMix()
	fat := d.fatName()
	d.step(1, "Melt the %s; keep a little back for the pan.", fat)
	d.step(3, "Whisk the %s in a large bowl, make a well, and whisk in the %s a little at a time, then the melted %s, to a smooth batter as thin as single cream.", plurals(dry), plurals(wet), fat)
	crepes := int(math.Round(batterGrams(dry, wet) / 50))
	var savoury []*part
	if citrus == nil {
		savoury = append(d.fillingMeats(), d.cheeses()...)
		if p := d.protein; p != nil && (p.in.Category == "meat" || p.in.Category == "poultry") {
			savoury = append([]*part{p}, savoury...) // ham and cheese crêpes: the ham goes in first
		}
	}
	// A savoury crêpe is filled in the pan as soon as it is flipped, as a galette is:
	// the cheese melts while the second side cooks, half a minute longer.
	done, perCrepe := fmt.Sprintf("Stack them on a plate; about %d crêpes.", max(crepes, 2)), 1.5
	if len(savoury) > 0 {
		done = fmt.Sprintf("As soon as each is flipped, scatter a little of the %s over it, fold the edges in to make a square and cook until the cheese melts, about 1 minute more; keep them warm in a low oven. About %d crêpes.", plurals(savoury), max(crepes, 2))
		perCrepe = 2
	}
	if d.quick {
		d.prepStep = len(d.steps) - 1
		d.step(3, "Let the batter rest while two 20 cm (8 in) nonstick skillets heat over medium-high heat, a few minutes; even a short rest makes crêpes that do not tear.%s", meanwhile(later, ""))
		for i, e := range d.equipment {
			if e == "20 cm (8 in) nonstick skillet" {
				d.equipment[i] = "two 20 cm (8 in) nonstick skillets"
			}
		}
		d.step(max(int(float64(crepes)*perCrepe/2), 4), "Wipe both pans with a little %s. Pour 3 tbsp of batter into one and swirl at once to coat the base thinly, then the same in the other; cook each until the edge lifts and the underside is freckled gold, about 1 minute, then flip and cook the other side for 30 seconds to 1 minute. %s", fat, done)
	} else {
		d.step(10, "Rest the batter for 10 minutes (or up to a day in the fridge); it makes tender crêpes that do not tear.")
		d.step(max(int(float64(crepes)*perCrepe), 4), "Heat a 20 cm (8 in) nonstick skillet over medium-high heat and wipe it with a little %s. Pour in 3 tbsp of batter and swirl at once to coat the base thinly; cook until the edge lifts and the underside is freckled gold, about 1 minute, then flip and cook the other side for 30 seconds to 1 minute. %s", fat, done)
	}
	fill := d.sweetToppings(append(dry, wet...)...)
	for _, p := range fill {
		if p.in.Name == "jam" || p.in.Name == "chocolate hazelnut spread" || p.in.Name == "lemon curd" {
			d.size(p, 25) // a spread goes on by the tablespoon a crêpe, not by the scrape
		}
	}
	switch {
	case citrus != nil && topSugar != nil:
		rest := ", with the rest of the wedges to squeeze at the table"
		if citrus.prep == "" {
			rest = ""
		}
		d.step(2, "Squeeze a little of the %s over each crêpe as it comes out of the pan, scatter over a teaspoon of the %s, fold into quarters and serve at once%s.%s",
			pluralIf(citrus.name(), count(citrus)), topSugar.name(), rest, ifAny(" Add the ", fill, " if you like."))
	case len(savoury) > 0:
		d.step(1, "Serve hot, %s each.%s", eachGets(crepes, d.req.Servings, "crêpe"), ifAny(" Finish with the ", fill, "."))
	case len(fill) > 0:
		d.step(2, "Fill or top each crêpe with the %s, fold into quarters and serve warm, %s each.", plurals(fill), eachGets(crepes, d.req.Servings, "crêpe"))
	default:
		d.step(1, "Serve warm, folded into quarters, with a squeeze of lemon and a sprinkle of sugar if you like.")
	}
	d.mentionLeftovers()
}

// eachGets says how many of n pieces each of so many servings gets: "2 crêpes",
// "2–3 crêpes" when they do not share out evenly.
func eachGets(n, servings int, piece string) string {
	servings = max(servings, 1)
	lo, hi := n/servings, (n+servings-1)/servings
	lo = max(lo, 1)
	if lo == hi {
		return fmt.Sprintf("%d %s", lo, pluralIf(piece, lo))
	}
	return fmt.Sprintf("%d–%d %s", lo, hi, plural(piece))
}

func ifAny(before string, parts []*part, after string) string {
	if len(parts) == 0 {
		return ""
	}
	return before + plurals(parts) + after
}

func writeFrenchToast(d *dish) {
	bread := d.starch
	d.bySlices(bread, 2)
	d.prepAny()
	slices := count(bread)
	wet := d.wetMix()
	spices := d.where(func(p *part) bool {
		return p.in.Category == "spices-seasonings" && p.in.Name != "salt" || p.in.Name == "sugar" || p.in.Name == "brown sugar"
	})
	d.step(2, "Whisk the %s with %s and a pinch of salt in a shallow dish.", plurals(wet), orNothing(spices))
	rounds := batches(slices, 4)
	// The batches follow the slices: two slices fry together, with nothing to keep warm.
	fry, more := "fry them together", ""
	if rounds > 1 {
		fry = "fry four at a time"
		more = fmt.Sprintf(" Add more %s for each round; keep them warm in a low oven.", d.fatName())
	}
	d.step(5*rounds, "Heat a large nonstick skillet over medium heat and melt a little of the %s. Dip the %s in the mixture for about 20 seconds a side, let the excess drip off, and %s until golden and set, 2–3 minutes a side.%s",
		d.fatName(), bread.name()+" slices", fry, more)
	d.step(1, "Serve hot%s.", withTop(d.poured(d.sweetToppings(append(wet, spices...)...))))
	d.mentionLeftovers()
}

func orNothing(parts []*part) string {
	if len(parts) == 0 {
		return "nothing else"
	}
	return "the " + plurals(parts)
}

// liquidFor is the milk, plant milk or water the oats cook in.
func (d *dish) oatLiquid() []*part {
	return d.where(func(p *part) bool {
		return p.in.Is(RoleLiquid) && (p.in.Category == "dairy" || p.in.Category == "beverages" || p.in.Name == "water") && p.role != RoleGarnish
	})
}

func writePorridge(d *dish) {
	oats := d.starch
	liquid := d.oatLiquid()
	if len(liquid) == 0 {
		if w := d.add("water", RoleLiquid, 0, ""); w != nil {
			d.extras = append(d.extras, w)
			liquid = []*part{w}
		}
	}
	if oats != nil {
		g := inPan(oats)
		for _, l := range liquid {
			l.grams = porridgeLiquid(oats, l, g) / float64(len(liquid))
		}
	}
	d.sizeBowlToppings()
	with := plurals(liquid)
	spices := d.where(func(p *part) bool { return p.in.Category == "spices-seasonings" && p.in.Name != "salt" })
	spice := ""
	if len(spices) > 0 {
		spice = ", the " + plurals(spices)
	}
	minutes, how := 5, "4–5 minutes"
	if oats != nil && (oats.in.Name == "steel-cut oats" || strings.Contains(oats.name(), "steel")) {
		minutes, how = 25, "20–25 minutes"
	}
	name := "oats"
	if oats != nil {
		name = oats.name()
	}
	d.step(minutes+1, "Put the %s in a saucepan with the %s%s and a pinch of salt. Bring to a simmer over medium heat and cook, stirring often, until thick and creamy, %s; add a splash more liquid if it gets too stiff.%s", name, with, spice, how, meanwhile(d.prepLater(), ""))
	cooked := append(append([]*part{}, liquid...), spices...)
	// Frozen fruit would sit on the bowl icy: it goes into the pan for the last minutes,
	// thaws and bleeds its juice into the oats.
	if frozen := d.where(func(p *part) bool { return p.in.Name == "frozen berries" && p.role != RoleLiquid }); len(frozen) > 0 {
		d.steps[len(d.steps)-1].Text += fmt.Sprintf(" Stir in the %s for the last 2 minutes, until they thaw and streak the oats with their juice.", plurals(frozen))
		cooked = append(cooked, frozen...)
	}
	d.sizeDriedFruit()
	d.step(1, "Let it stand for a minute, then spoon into bowls%s.", withTop(d.sweetToppings(cooked...)))
	d.mentionLeftovers()
}

// Toppings on a bowl of oats, a serving: fresh fruit about half a banana or a handful of
// berries (the cook's counted bananas, one a bowl, all go on), a nut butter a tablespoon.
const (
	bowlFruitGrams     = 60
	bowlNutButterGrams = 16
)

// sizeBowlToppings gives each bowl of porridge its fruit and nut butter: review 30's
// porridge for two used one of the cook's two bananas and a tablespoon of peanut butter.
func (d *dish) sizeBowlToppings() {
	for p := range d.eachPart {
		switch {
		case p.in.Name == "peanut butter" || p.in.Name == "almond butter":
			p.grams = max(p.grams, bowlNutButterGrams*d.servings)
		case p.in.Is(RoleFruit) && p.in.Category == "produce" && p.role != RoleLiquid:
			g := max(p.grams, bowlFruitGrams*d.servings)
			if w, ok := p.in.UnitGrams("piece"); ok && p.limit > 0 && p.limit <= w*d.servings+1 {
				g = max(g, p.limit) // two bananas for two: one a bowl
			}
			if p.limit > 0 {
				g = min(g, p.limit)
			}
			p.grams = g
		}
	}
}

// driedFruitGrams is the dried fruit stirred into or over a bowl of oats: a small
// handful, about 2 tablespoons, not a third of the bowl.
const driedFruitGrams = 15

// sizeDriedFruit keeps a breakfast bowl's raisins, sultanas, dates and dried apricots
// to a small handful each serving, shared among them.
func (d *dish) sizeDriedFruit() {
	dried := d.where(func(p *part) bool {
		switch p.in.Name {
		case "raisins", "sultanas", "dried cranberries", "dates", "dried apricots":
			return true
		}
		return false
	})
	for _, p := range dried {
		d.size(p, driedFruitGrams/float64(len(dried)))
	}
}

func writeOvernightOats(d *dish) {
	oats := d.starch
	liquid := d.oatLiquid()
	inside := append([]*part{}, liquid...)
	inside = append(inside, d.where(func(p *part) bool {
		return p.in.Name == "chia seeds" || p.in.Name == "greek yogurt" || p.in.Name == "yogurt" || p.in.Category == "spices-seasonings" && p.in.Name != "salt"
	})...)
	name := "oats"
	if oats != nil {
		name = oats.name()
	}
	d.step(3, "Stir the %s with the %s and a small pinch of salt in jars or bowls, one a serving.", name, plurals(inside))
	d.step(240, "Cover and chill for at least 4 hours, or overnight, until the oats are soft and thick.")
	d.sizeDriedFruit()
	top := d.sweetToppings(inside...)
	d.step(2, "Stir, loosen with a splash more of the %s if too thick, and eat cold%s.", plurals(liquid), withTop(top))
	d.mentionLeftovers()
}

func writeParfait(d *dish) {
	yogurt := d.protein
	crunch := d.where(func(p *part) bool {
		return p.in.Name == "granola" || p.in.Category == "nuts-seeds" && !strings.Contains(p.in.Name, "butter")
	})
	fruit := d.where(func(p *part) bool { return p.role == RoleFruit || p.role == RoleVegetable && p.in.Is(RoleFruit) })
	sweet := d.where(func(p *part) bool { return p.in.Category == "sweeteners" || p.in.Name == "jam" })
	base := "yogurt"
	if yogurt != nil {
		base = yogurt.name()
	}
	layers := base
	if len(fruit) > 0 {
		layers += ", then the " + plurals(fruit)
	}
	if len(crunch) > 0 {
		layers += ", then the " + plurals(crunch)
	}
	later := d.prepLater()
	if frozen := d.where(func(p *part) bool { return contains(fruit, p) && p.in.Category == "frozen" }); len(frozen) > 0 {
		// Frozen fruit layered as it is stays icy and hard: it is thawed to soft and juicy.
		d.step(3, "Microwave the %s in a bowl on high for 1–2 minutes, stirring once, until thawed and juicy; let cool for a minute.", plurals(frozen))
	}
	d.prepStep = len(d.steps)
	d.step(2+d.prepMinutes(later)/2, "%sLayer the %s in glasses or bowls, a spoonful at a time, and repeat%s.%s Serve at once.",
		ifText(prepTasks(later), "", ". "), layers, ifAny("; keep the ", crunch, " for the top so it stays crisp"), ifAny(" Drizzle with the ", sweet, "."))
	d.mentionLeftovers()
}

// writeYogurtBowl spoons thick yogurt into bowls and tops it, not layers it: the Greek
// way with honey, figs and nuts, the honey last so it runs over the fruit.
func writeYogurtBowl(d *dish) {
	base := "yogurt"
	if d.protein != nil {
		base = d.protein.name()
	}
	crunch := d.where(func(p *part) bool {
		return p.in.Name == "granola" || p.in.Category == "nuts-seeds" && !strings.Contains(p.in.Name, "butter")
	})
	fruit := d.where(func(p *part) bool { return p.role == RoleFruit || p.role == RoleVegetable && p.in.Is(RoleFruit) })
	sweet := d.where(func(p *part) bool { return p.in.Category == "sweeteners" || p.in.Name == "jam" })
	spice := d.where(func(p *part) bool { return p.in.Category == "spices-seasonings" && p.in.Name != "salt" })
	later := d.prepLater()
	d.prepStep = len(d.steps)
	top := ifAny(" Top with the ", fruit, ".")
	if len(sweet) > 0 {
		top += " Drizzle over the " + plurals(sweet) + ", letting it pool in the hollow."
	}
	if len(crunch)+len(spice) > 0 {
		top += " Scatter over the " + plurals(append(crunch, spice...)) + "."
	}
	d.step(2+d.prepMinutes(later)/2, "%sSpoon the %s into bowls and make a hollow in each with the back of the spoon.%s Serve cold.",
		ifText(prepTasks(later), "", ". "), base, top)
	d.mentionLeftovers()
}

func writeSmoothieBowl(d *dish) {
	frozen := d.where(func(p *part) bool { return p.in.Category == "frozen" || p == d.protein && p.in.Is(RoleFruit) })
	liquid := d.where(func(p *part) bool {
		return (p.in.Is(RoleLiquid) || p.in.Name == "greek yogurt" || p.in.Name == "yogurt") && p.role != RoleGarnish
	})
	if len(liquid) == 0 {
		if m := d.add("milk", RoleLiquid, 0, ""); m != nil {
			d.extras = append(d.extras, m)
			liquid = []*part{m}
		}
	}
	for _, l := range liquid {
		d.size(l, 90/float64(len(liquid)))
	}
	blend := append(append([]*part{}, frozen...), liquid...)
	blend = append(blend, d.where(func(p *part) bool {
		return p.in.Name == "peanut butter" || p.in.Name == "almond butter" || p.in.Name == "banana" && !contains(frozen, p)
	})...)
	d.prepAny()
	d.step(2, "Blend the %s until thick and smooth, like soft-serve, stopping to push it down with a spatula; add liquid a spoonful at a time only if the blades stall.", plurals(blend))
	// The fruit and nuts go on in rows; a syrup or honey is drizzled over them.
	solid, poured := splitPoured(d.sweetToppings(blend...))
	d.step(2, "Spoon into bowls%s%s. Eat at once, before it melts.", ifAny(" and arrange the ", solid, " on top in rows"), ifAny(drizzleWord(solid), poured, ""))
	d.mentionLeftovers()
}
