package engine

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
)

// Choosing the dish the pantry is for: every dish of the catalogue is scored by how
// much of the pantry it uses (its main protein, starch and signature items weigh
// most), then by cuisine, time and skill; variation walks down the ranking.

// rankedDish is a dish of the catalogue with its score for one request.
type rankedDish struct {
	c     *catDish
	score float64
	lines []*Line // the pantry as this dish reads it
}

// isMainProtein is what a cook builds a meal around: meat, poultry, fish, beans, tofu.
func isMainProtein(in *Ingredient) bool {
	switch in.Category {
	case "meat", "poultry", "seafood":
		return in.Is(RoleProtein) || in.Category != "meat"
	case "legumes":
		return in.Is(RoleProtein)
	case "canned-jarred":
		return in.Is(RoleProtein) && (in.Has(FactFish) || in.Has(FactLegume))
	}
	return false
}

// isMainStarch is a starch a meal is built on: rice, pasta, noodles, tortillas, bread.
func isMainStarch(in *Ingredient) bool {
	return in.Is(RoleStarch) && (in.Category == "grains-pasta" || in.Category == "bakery") && !in.Is(RoleGarnish)
}

// usesFood is what a pantry food other than the main or starch counts for in dish c.
func (c *catDish) usesFood(in *Ingredient) float64 {
	if w := c.use(in); w > 0 {
		return w
	}
	if in.Is(RoleVegetable) && (in.Category == "produce" || in.Category == "frozen") && !c.vegStrict && c.tech.takesVegetable(in) {
		return 0.5
	}
	if onionFamily[in.Name] && !c.noAromatics() {
		return 1 // onions and garlic go in nearly everything savoury
	}
	if in.Category == "spices-seasonings" || in.Category == "herbs" || in.Category == "condiments-sauces" || in.Has(FactStaple) {
		return 0 // a pinch of anything is not what the dish is for
	}
	return -1
}

// score says how well dish c answers req with this pantry; ok is false when it cannot
// be made without buying its main protein or starch, or is beyond the cook.
func (c *catDish) score(req *Request, usable, original []*Line) (s float64, ok bool) {
	if skillRank(req.Skill) < c.skill-1 || skillRank(req.Skill) < c.tech.minSkill {
		return 0, false
	}
	mainHit, starchHit, hits := false, false, 0
	for _, l := range usable {
		in := l.Ingredient
		switch {
		case c.main.has(in):
			hits++
			switch {
			case !mainHit:
				s += 10
			case c.use(in) >= 5:
				s += 5 // the beans of a chili beside its beef
			default:
				s += 3 // a second protein goes in beside the first
			}
			mainHit = true
		case c.starch.has(in):
			hits++
			if !starchHit {
				s += 7
			}
			starchHit = true
		case c.use(in) >= 2:
			hits++
			s += c.use(in) // a signature item (coconut milk for a curry), or one it takes
		case isMainProtein(in):
			s -= 6 // the cook's chicken or beans would sit unused
			if in.Category == "legumes" || in.Has(FactLegume) {
				s += 2 // beans can go in as an extra
			}
		case isMainStarch(in) && !c.starch.empty():
			s -= 2
		default:
			w := c.usesFood(in)
			if w == 0.5 {
				hits++ // a vegetable it takes; a flavouring alone (the oil, a spice) is not what a dish is made of
			}
			s += w
		}
	}
	if c.main.required && !mainHit || c.starch.required && !starchHit || hits == 0 {
		return 0, false
	}
	for i, l := range usable {
		if l != original[i] {
			s -= 1.5 // "beef" read as mince: the dish the plain word suggests comes first
		}
	}
	for _, p := range c.sig {
		switch {
		case p.inPantry(usable) != nil:
		case !allowedAny(req, p.foods()):
			s -= 8 // the dish without its signature is another dish
		case p.in.Category == "spices-seasonings" || p.in.Category == "herbs" || p.in.Category == "condiments-sauces":
			s -= 1 // a jar from the shop
		case isMainProtein(p.in):
			s -= 7 // hummus is its chickpeas
		default:
			s -= 2.5
		}
	}
	s += c.pref
	if c.tech.name == "fried rice" && !inLines(usable, mustLookup("cooked rice")) {
		s -= 2 // fried rice from raw rice means cooking and cooling it first
	}
	if req.Cuisine != "" {
		if c.belongsTo(req.Cuisine) {
			s += 5
		} else {
			s -= 8
		}
	}
	if req.TimeAvailable > 0 && c.minutesFor(req.Servings) > req.TimeAvailable {
		s -= 25
	}
	if c.skill > skillRank(req.Skill) {
		s -= 4
	}
	if req.Skill == "beginner" && c.skill == 0 {
		s += 0.5
	}
	return s, true
}

// inPantry is the pantry's food that fills the portion, or nil.
func (p portion) inPantry(usable []*Line) *Ingredient {
	for _, in := range p.foods() {
		for _, l := range usable {
			if l.Ingredient == in {
				return in
			}
		}
	}
	return nil
}

func allowedAny(req *Request, foods []*Ingredient) bool {
	for _, in := range foods {
		if _, _, ok := allowedFor(req, in); ok {
			return true
		}
	}
	return false
}

// allowedFor returns in, or the substitute that keeps req's rules.
func allowedFor(req *Request, in *Ingredient) (*Ingredient, string, bool) {
	if req.Rules.allows(in) {
		return in, "", true
	}
	for _, s := range substitutes[in.Name] {
		if alt := mustLookup(s.name); req.Rules.allows(alt) {
			return alt, s.prep, true
		}
	}
	return nil, "", false
}

// rankDishes orders the dishes that can be made from the pantry, best first; a little
// seeded noise breaks ties.
func rankDishes(req *Request, usable []*Line, rng *rand.Rand) []rankedDish {
	var out []rankedDish
	for _, c := range candidates(usable) {
		lines := c.adaptPantry(req, usable)
		if s, ok := c.score(req, lines, usable); ok {
			out = append(out, rankedDish{c, s + rng.Float64()*0.5, lines})
		}
	}
	order := make([]int, len(out))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(out[b].score, out[a].score) })
	sorted := make([]rankedDish, len(out))
	for i, k := range order {
		sorted[i] = out[k]
	}
	return sorted
}

// tryOrder is the order in which the ranked dishes are tried: variation v starts v
// places down the ranking among the dishes close to the best, then the rest follow.
func tryOrder(ranked []rankedDish, variation int) []rankedDish {
	if len(ranked) == 0 {
		return nil
	}
	best := ranked[0].score
	near := 1
	for near < len(ranked) && near < 8 && ranked[near].score >= best-9 && ranked[near].score > 0 {
		near++
	}
	k := variation % near
	if k < 0 {
		k += near
	}
	out := make([]rankedDish, 0, len(ranked))
	out = append(out, ranked[k:near]...)
	out = append(out, ranked[:k]...)
	return append(out, ranked[near:]...)
}

// dishCuisine is the cuisine a dish is cooked in: the one asked for, else the dish's
// own that the pantry suits best.
func dishCuisine(req *Request, c *catDish, usable []*Line) *cuisine {
	if cu, ok := cuisineProfiles[req.Cuisine]; ok {
		return cu
	}
	best, bestScore := cuisineProfiles[c.cuisines[0]], -1
	for i, name := range c.cuisines {
		cu := cuisineProfiles[name]
		score := len(c.cuisines) - i // the dish's own order first
		for _, l := range usable {
			if cu.mentions(l.Ingredient.Name) {
				score += 2
			}
		}
		if score > bestScore {
			best, bestScore = cu, score
		}
	}
	return best
}

// whatWouldHelp says what would make a pantry cookable: the mains and starches of the
// dishes that came closest.
func whatWouldHelp(req *Request, usable []*Line) string {
	type near struct {
		c *catDish
		s float64
	}
	var list []near
	for _, c := range catalogue() {
		relaxed := *c
		relaxed.main.required, relaxed.starch.required = false, false
		if s, ok := relaxed.score(req, usable, usable); ok {
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
		var need []string
		for _, r := range []catRole{n.c.main, n.c.starch} {
			if !r.required || r.empty() {
				continue
			}
			var opts []string
			for _, in := range r.foods {
				if req.Rules.allows(in) && len(opts) < 2 {
					opts = append(opts, in.Name)
				}
			}
			if len(opts) > 0 {
				need = append(need, strings.Join(opts, " or "))
			}
		}
		title := strings.ToLower(n.c.title(""))
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

// noAromatics reports whether the dish is made without onion or garlic (carbonara).
func (c *catDish) noAromatics() bool {
	return c.flavour.aromatics != nil && len(c.flavour.aromatics) == 0
}
