package engine

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Choosing the dish the pantry is for: every dish of the catalogue is scored by how
// much of the pantry it uses (its main protein, starch and signature items weigh
// most), then by cuisine, time and skill; variation walks down the ranking.

// whatWouldHelp says what would make a pantry cookable: the mains and starches of the
// dishes that came closest.
func whatWouldHelp(req *Request, usable []*Line) string {
	type near struct {
		c *catDish
		s float64
	}
	var list []near
	rules := req.Rules.mask()
	for _, c := range catalogue() {
		relaxed := *c
		relaxed.main.required, relaxed.starch.required = false, false
		if s, ok := relaxed.score(req, &rules, usable, usable); ok {
			list = append(list, near{c, s})
		}
	}
	sort.SliceStable(list, func(i, j int) bool { return list[i].s > list[j].s })
	var ideas []string
	seen := map[string]bool{}
	for _, n := range list {
		if len(ideas) == 3 {
			break
		}
		need, named, ok := n.c.lacks(req, usable)
		if !ok {
			continue
		}
		title := lowered(strings.TrimSpace(mainless.Replace(n.c.title(named))))
		if len(need) == 0 || seen[title] {
			continue
		}
		seen[title] = true
		ideas = append(ideas, fmt.Sprintf("add %s for %s", strings.Join(need, " and "), title))
	}
	if len(ideas) == 0 {
		return "add a main ingredient such as eggs, beans, chicken or tofu, or a starch such as rice or pasta"
	}
	return strings.Join(ideas, "; ")
}

// lacks is what the pantry lacks for the dish, each as the foods (two at most) the
// rules allow that would fill it, and the food its title would be named for; ok is
// false when something it needs has no food the rules allow (the puff pastry of a
// tart for a gluten-free cook), so it is no idea to offer. What the pantry already
// holds is never asked for again (no "add apple" to a pantry of apples), and a
// signature food the rules refuse is asked for by its allowed stand-ins (the oats or
// ground almonds of a gluten-free crumble).
func (c *catDish) lacks(req *Request, usable []*Line) (need []string, named string, ok bool) {
	held := func(foods []*Ingredient) *Ingredient {
		for _, l := range usable {
			if slices.Contains(foods, l.Ingredient) {
				return l.Ingredient
			}
		}
		return nil
	}
	allowed := func(foods []*Ingredient) []string {
		var opts []string
		for _, in := range foods {
			if req.Rules.allows(in) && len(opts) < 2 {
				opts = append(opts, in.Name)
			}
		}
		return opts
	}
	for _, r := range []catRole{c.main, c.starch} {
		if !r.required || r.empty() {
			continue
		}
		if in := held(r.foods); in != nil {
			if named == "" {
				named = in.Name
			}
			continue
		}
		opts := allowed(r.foods)
		if len(opts) == 0 {
			return nil, "", false
		}
		need = append(need, strings.Join(opts, " or "))
		if named == "" {
			named = opts[0]
		}
	}
	for _, p := range c.sig {
		if held(p.foods()) != nil || req.Rules.allows(p.in) {
			continue // from the pantry, or bought
		}
		opts := allowed(p.alts)
		if len(opts) == 0 {
			return nil, "", false
		}
		need = append(need, strings.Join(opts, " or "))
	}
	for _, foods := range c.needs {
		if held(foods) != nil {
			continue
		}
		opts := allowed(foods)
		if len(opts) == 0 {
			return nil, "", false
		}
		need = append(need, strings.Join(opts, " or "))
	}
	return need, named, true
}

// noAromatics reports whether the dish is made without onion or garlic (carbonara).
func (c *catDish) noAromatics() bool {
	return c.flavour.aromatics != nil && len(c.flavour.aromatics) == 0
}

// anchorOf is what the pantry is for: its main proteins when the dish it suits best,
// time aside, is built on one of them, and its starches when that dish is built on one;
// each group as indexes into the usable pantry. A dish that leaves out a whole group
// (the beef of a bolognese, or its spaghetti) is another meal, not a quicker one, so
// Generate does not fall back on it.
func anchorOf(ranked []rankedDish) [][]int {
	if len(ranked) == 0 {
		return nil
	}
	best := ranked[0]
	for _, r := range ranked[1:] {
		if r.timeless() > best.timeless() {
			best = r
		}
	}
	var mains, starches []int
	usesMain, usesStarch := false, false
	for i, l := range best.lines {
		in := l.Ingredient
		if isMainProtein(in) || best.c.main.has(in) && !best.c.main.empty() && best.c.main.required {
			// The pantry's meat or fish, or what the best dish is made of (the apples of a
			// crumble): a dish that leaves it out is another meal, not a quicker one.
			mains = append(mains, i)
			usesMain = usesMain || best.c.main.has(in)
		}
		if isMainStarch(in) {
			starches = append(starches, i)
			usesStarch = usesStarch || best.c.starch.has(in)
		}
	}
	var anchor [][]int
	if usesMain {
		anchor = append(anchor, mains)
	}
	if usesStarch {
		anchor = append(anchor, starches)
	}
	return anchor
}

// bedOf is the best dish's own starch where the pantry holds it and it is not a main
// starch already anchored (the potatoes of a shepherd's pie), as one group of indexes
// into the pantry: a variation is another dish of the same pantry, so it cooks them
// too, where a dish that must fit the time may leave them.
func bedOf(ranked []rankedDish) [][]int {
	if len(ranked) == 0 || !ranked[0].c.starch.required {
		return nil
	}
	best := ranked[0]
	var group []int
	for i, l := range best.lines {
		if in := l.Ingredient; !isMainStarch(in) && best.c.starch.has(in) {
			group = append(group, i)
		}
	}
	if group == nil {
		return nil
	}
	return [][]int{group}
}

// timeless is the dish's score as if time did not matter.
func (r rankedDish) timeless() float64 {
	if r.slow {
		return r.score + slowPenalty
	}
	return r.score
}

// keepsAnchor reports whether the filled dish cooks at least one food of each anchor
// group.
func (d *dish) keepsAnchor(lines []*Line, anchor [][]int) bool {
	for _, group := range anchor {
		kept := false
		for _, i := range group {
			kept = kept || d.used[lines[i].Ingredient]
		}
		if !kept {
			return false
		}
	}
	return true
}

// pantryOnly reports whether a signature food of dish c must come from the pantry: a
// recipe never buys its main protein or its starch, and a bake never buys what it is
// named for (the oats and raisins of oatmeal raisin cookies), only its basics.
func (c *catDish) pantryOnly(in *Ingredient) bool {
	if c.idx >= 0 && !c.ownFill || c.idx < 0 && !ownFill[c.tech.name] {
		return false
	}
	if isMainProtein(in) || isMainStarch(in) {
		return true
	}
	if c.tech.method != "sweet" {
		return false
	}
	switch in.Category {
	case "baking", "sweeteners", "dairy", "eggs", "oils-vinegars", "spices-seasonings":
		return false
	}
	if in.Name == "coconut milk" || in.Name == "coconut cream" {
		return false // a sweet dish's tin of coconut milk is bought as its cream would be (mango sticky rice)
	}
	return !in.Has(FactStaple)
}

// standInPantry reports whether the pantry holds a food a cook swaps for in without a
// thought (pecans for walnuts).
func standInPantry(in *Ingredient, usable []*Line) bool {
	for _, name := range standIns[in.Name] {
		for _, l := range usable {
			if l.Ingredient.Name == name {
				return true
			}
		}
	}
	return false
}

// nearMeals are meals a cook would take for one another: a cake for dessert, a soup
// for lunch or dinner, a snack at lunch.
var nearMeals = map[string][]string{"dessert": {"baking"}, "baking": {"dessert"}, "lunch": {"dinner", "snack"},
	"dinner": {"lunch"}, "snack": {"lunch", "baking"}, "breakfast": {"baking"}}

// mealFit is the score a dish gets for the meal asked for: the pantry still counts most
// (a chicken pantry asked for breakfast is not made into pancakes without chicken), but
// among the dishes the pantry makes, the meal's own come first.
func mealFit(meals []string, want string) float64 {
	switch {
	case slices.Contains(meals, want):
		return 8
	case slices.ContainsFunc(nearMeals[want], func(m string) bool { return slices.Contains(meals, m) }):
		return 2
	}
	return -12
}

// titleWords are the words a dish's name says its cuisine with, beside the cuisine's own
// adjective: a Full English is British.
var titleWords = map[string][]string{"british": {"English", "Scottish", "Welsh", "Cornish", "Yorkshire", "Lancashire"},
	"spanish": {"Española"}}

// titledCuisine is the cuisine of the dish's own that its name says ("Full English
// Breakfast", "Greek Salad", "Spanish Chorizo and Bean Stew"), or nil.
func titledCuisine(c *catDish) *cuisine {
	if c == nil {
		return nil
	}
	words := strings.Fields(replacePhrases(c.name, "(", " ", ")", " ", ",", " "))
	for _, name := range c.cuisines {
		cu := cuisineProfiles[name]
		if cu == nil {
			continue
		}
		for _, w := range words {
			if w == cu.adj || slices.Contains(titleWords[name], w) {
				return cu
			}
		}
	}
	return nil
}

// raisingAgents are what makes a batter or dough rise.
var raisingAgents = map[string]bool{"baking powder": true, "baking soda": true, "yeast": true,
	"self-rising flour": true, "pancake mix": true}

// holdsRaising reports whether the pantry holds a raising agent.
func holdsRaising(usable []*Line) bool {
	for _, l := range usable {
		if raisingAgents[l.Ingredient.Name] {
			return true
		}
	}
	return false
}

// holdsChocolate reports whether the pantry holds cocoa or chocolate.
func holdsChocolate(usable []*Line) bool {
	for _, l := range usable {
		if n := l.Ingredient.Name; n == "cocoa powder" || strings.Contains(n, "chocolate") && n != "chocolate hazelnut spread" {
			return true
		}
	}
	return false
}

// namedVegHeld reports whether the pantry holds a food of each group the dish's name
// promises that is what the dish is made of: the cabbage, sprouts or kale of a bubble
// and squeak, the watermelon of a watermelon salad, the kimchi of a kimchi fried rice.
// A group its other name ("else") does without does not count.
func (c *catDish) namedVegHeld(usable []*Line) bool {
	groups := c.namedHeld
	if c.idx < 0 {
		groups = c.namedBodies()
	}
	for _, g := range groups {
		if !slices.ContainsFunc(g, func(in *Ingredient) bool { return inLines(usable, in) }) {
			return false
		}
	}
	return true
}

// namedBodies are the groups of c.named that namedVegHeld asks the pantry for: those
// with a food that is the dish's body (namedBody), unless the other name ("else") does
// without them.
func (c *catDish) namedBodies() [][]*Ingredient {
	plain := lowered(c.plain)
	var out [][]*Ingredient
	for _, g := range c.named {
		if !slices.ContainsFunc(g, namedBody) {
			continue
		}
		if c.plain == "" || slices.ContainsFunc(g, func(in *Ingredient) bool { return strings.Contains(plain, in.Name) }) {
			out = append(out, g)
		}
	}
	return out
}

// namedBody reports whether a food a dish is named for is its body, not a seasoning: a
// vegetable or fruit, or a food some dish is built on (kimchi, paneer).
func namedBody(in *Ingredient) bool {
	tr := traitsOf(in)
	return tr&traitAromatic == 0 && tr&traitFlavouring == 0 && (tr&traitFreshVeg != 0 || in.Category == "produce" || tr&traitKey != 0)
}
