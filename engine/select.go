package engine

import (
	"math/rand/v2"
	"slices"
	"sync"
)

// Choosing the dish the pantry is for: every dish of the catalogue is scored by how
// much of the pantry it uses (its main protein, starch and signature items weigh
// most), then by cuisine, time and skill; variation walks down the ranking.

// rankedDish is a dish of the catalogue with its score for one request.
type rankedDish struct {
	c     *catDish
	score float64 // with the time penalty
	slow  bool    // the catalogue's minutes are far beyond the time available
	lines []*Line // the pantry as this dish reads it
	// foreign: the dish is not of the cuisine asked for; it comes after every dish
	// that is, and is cooked as its own cuisine.
	foreign bool
}

// slowPenalty is what a dish loses in the ranking when the catalogue says it takes far
// longer than the time available: a quicker dish of the same main comes first.
const slowPenalty = 25

// leftOutKey is what a dish loses for each pantry food it leaves out that some other
// dish is built on or named for (traitKey): more than a cuisine's or a favourite's
// small bonus, so the dish that cooks the cook's eggs, cream or paneer comes first.
const leftOutKey = 4

// starchLeftOut is what a dish loses, beyond each unused starch's own small loss, when
// it cooks none of the pantry's main starches: more than a favourite's bonus, so the
// dish that cooks the cook's noodles comes before one that leaves them in the cupboard.
const starchLeftOut = 8

// bodyFruitLeft is what a bake loses, beyond a key food's loss, for leaving aside the
// pantry's apples, pears or berries: the fruit is the body of the bake it is bought for.
const bodyFruitLeft = 8

// pantryLeftForShopping is what a dish loses for a signature set it buys (a pad thai's
// fish sauce, tamarind and bean sprouts) while the cook's own fresh produce (the bok
// choy, ginger and chili) sits unused: a dish that cooks the pantry comes first. A jar
// or two bought (a fishcake's egg and flour, beside asparagus for the plate) is the
// dish's own and costs nothing here.
func pantryLeftForShopping(shopped, leftProduce int) float64 {
	if shopped < 3 || leftProduce == 0 {
		return 0
	}
	return 3 * float64(min(shopped, leftProduce))
}

// bodyBought is what a dish loses for buying a signature it is made of (a serving's
// 100 g or more of fresh produce or coconut milk), against 2.5 for a smaller one.
const bodyBought = 6

// loaves are the bread every kitchen keeps: a soup or a salad beside the loaf leaves it
// for the table, not a meal unmade.
var loaves = map[string]bool{"bread": true, "whole wheat bread": true, "sourdough bread": true, "baguette": true}

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
	return c.usesFoodAt(in, c.use(in), traitsOf(in))
}

// usesFoodAt is usesFood given what in counts for in c (use) and its traits.
func (c *catDish) usesFoodAt(in *Ingredient, use float64, tr foodTrait) float64 {
	if use > 0 {
		return use
	}
	if tr&traitFreshVeg != 0 && !c.vegStrict && c.tech.takesVegetable(in) && (c.tech.vegGrams > 0 || !c.veg.empty() || tr&traitAromatic != 0) {
		// (A technique with no vegetables of its own, a congee, leaves the cook's peas aside.)
		return 0.5
	}
	if tr&traitAromatic != 0 && !c.noAromatics() {
		return 1 // onions and garlic go in nearly everything savoury
	}
	if tr&traitFlavouring != 0 {
		return c.flavourFit(in) // a pinch is not what a dish is for, but it says which cuisine
	}
	return -1
}

// score says how well dish c answers req (whose rules are read into rules) with this
// pantry; ok is false when it cannot be made without buying its main protein or
// starch, or is beyond the cook.
func (c *catDish) score(req *Request, rules *ruleMask, usable, original []*Line) (s float64, ok bool) {
	return c.scoreRead(req, rules, usable, original, nil)
}

// lineRead is what the ranking asks of one pantry line for every dish it scores: read
// once a request (readPantryLines), not once a dish.
type lineRead struct {
	riced     bool      // produce bought riced (cauliflower rice): boughtRiced
	plateSide bool      // a food a plate takes beside it (plateSide)
	joint     bool      // a joint bought to cook whole ("chuck roast"): boughtAsJoint
	citrus    bool      // citrus[name]
	loaf      bool      // loaves[name]
	tr        foodTrait // traitsOf the line's food
	// row is the food's row of foodDishes, what c.of reads for each dish c of the
	// catalogue (nil for a food beyond the table).
	row []foodInDish
}

func readLine(l *Line) lineRead {
	in := l.Ingredient
	lr := lineRead{riced: in.Category == "produce" && boughtRiced(l), plateSide: plateSide[in.Name], joint: boughtAsJoint(l),
		citrus: citrus[in.Name], loaf: loaves[in.Name], tr: traitsOf(in)}
	if n := len(catalogueList); in.id < len(table) && len(foodDishes) >= (in.id+1)*n {
		lr.row = foodDishes[in.id*n : (in.id+1)*n]
	}
	return lr
}

// readPantryLines is readLine of each line, into buf where it has room.
func readPantryLines(lines []*Line, buf []lineRead) []lineRead {
	for _, l := range lines {
		buf = append(buf, readLine(l))
	}
	return buf
}

// scoreRead is score given readPantryLines of original (nil: each line is read as it comes).
func (c *catDish) scoreRead(req *Request, rules *ruleMask, usable, original []*Line, read []lineRead) (s float64, ok bool) {
	skill := skillRank(req.Skill)
	if skill < c.skill-1 || skill < c.tech.minSkill {
		return 0, false
	}
	for _, need := range c.needs {
		if !slices.ContainsFunc(need, func(in *Ingredient) bool { return inLines(usable, in) }) {
			return 0, false // onion gravy from granules wants the cook's granules; it is not a dish to shop for
		}
	}
	sweetMeal := req.Meal == "dessert" || req.Meal == "baking"
	savouryBake := req.Meal == "baking" && slices.Contains(c.meals, "baking") // a pie, a tart, a quiche, a focaccia
	if sweetMeal && c.tech.method != "sweet" && !savouryBake {
		return 0, false // asked for a dessert or a bake, a cook never serves scrambled eggs
	}
	if req.Meal == "baking" && !slices.Contains(c.meals, "baking") && !slices.Contains(c.meals, "dessert") {
		return 0, false // a porridge or a bowl of oats is never baking
	}
	mainHit, starchHit, hits := false, false, 0
	vegHeld, vegTurned := false, false       // of a dish that takes only its own vegetables
	proteinKept, proteinLeft := false, false // of the pantry's main proteins
	starchKept, starchLeft := false, false   // of the pantry's main starches
	sweet, savoury := 0, 0
	leftProduce := 0 // the cook's fresh produce the dish leaves aside (pantryLeftForShopping)
	for i, l := range usable {
		in := l.Ingredient
		var lr *lineRead
		if i < len(read) && original[i] == l {
			lr = &read[i]
		} else {
			own := readLine(l)
			lr = &own
		}
		tr := lr.tr
		if tr&traitSweet != 0 {
			sweet++
		} else if tr&traitSavoury != 0 {
			savoury++
		}
		var fd foodInDish
		if c.idx >= 0 && lr.row != nil {
			fd = lr.row[c.idx] // c.of(in), from the row read once a request
		} else {
			fd = c.of(in)
		}
		if !fd.starch && lr.riced && c.takesRice() {
			fd.starch, fd.use = true, 0 // the cook's cauliflower rice is the bed of a dish served over rice
		}
		use := float64(fd.use)
		if c.veg.has(in) {
			vegHeld = true
		} else if tr&traitFreshVeg != 0 && tr&traitAromatic == 0 && use <= 0 && !fd.main && !fd.starch {
			vegTurned = true
		}
		if tr&traitMainStarch != 0 {
			if fd.starch || fd.main || use >= 2 {
				starchKept = true
			} else if !lr.loaf {
				starchLeft = true
			}
		}
		if tr&traitMainProtein != 0 {
			if fd.main || use >= 2 {
				proteinKept = true
			} else if tr&traitLegume == 0 {
				proteinLeft = true
			}
		}
		switch {
		case fd.main:
			hits++
			switch {
			case !mainHit:
				s += 10
				if lr.joint && c.jointForm {
					s += 3 // the cook's "chuck roast" is for a pot roast before a stew
				}
			case use >= 5:
				s += 5 // the beans of a chili beside its beef
			default:
				s += 3 // a second protein goes in beside the first
			}
			mainHit = true
		case fd.starch:
			hits++
			if !starchHit {
				s += 7
			}
			starchHit = true
		case use >= 2:
			hits++
			s += use // a signature item (coconut milk for a curry), or one it takes
		case tr&traitMainProtein != 0:
			s -= 6 // the cook's chicken or beans would sit unused
			if tr&traitLegume != 0 {
				s += 2 // beans can go in as an extra
			}
		case tr&traitMainStarch != 0:
			s -= 2 // the cook's rice or farro would sit unused
		default:
			w := c.usesFoodAt(in, use, tr)
			if w == 0.5 {
				hits++ // a vegetable it takes; a flavouring alone (the oil, a spice) is not what a dish is made of
			}
			if w < 0 && tr&traitKeySweet != 0 && c.tech.method == "sweet" {
				w -= 5 // a bake that leaves the cook's yeast, chocolate, bananas or apples aside is another bake
				if in.Is(RoleFruit) && !lr.citrus {
					// The apples or pears are what the bake is made of, where a lemon is its zest
					// and juice: a lemon drizzle beside six apples is not the pantry's cake.
					w -= bodyFruitLeft
				}
			}
			if w < 0 && tr&traitKey != 0 {
				w = min(w, -leftOutKey)
			}
			if w < 0 && lr.plateSide && c.plated {
				w = 1 // the chips, coleslaw or peas go beside the plate (plateSides)
			}
			if w < 0 && in.Category == "produce" && !lr.citrus {
				leftProduce++ // (a lemon left for the table is a wedge, not a meal's vegetable)
			}
			s += w
		}
	}
	if c.main.required && !mainHit || c.starch.required && !starchHit || hits == 0 {
		return 0, false
	}
	if sweet >= 2 && sweet > savoury && c.tech.method != "sweet" && req.Meal == "" {
		// A pantry of flour, sugar and chocolate is for a bake or a dessert, meal or no.
		s -= 15
	}
	if savoury >= 2 && sweet <= 1 && c.tech.method == "sweet" && !sweetMeal {
		// And the other way round: potatoes, onion and carrots with flour and eggs are
		// not a carrot cake that buys its sugar and oil.
		s -= 10
	}
	if proteinLeft && !proteinKept && c.tech.method != "sweet" {
		// A savoury dish that cooks none of the pantry's meat or fish (a feta couscous
		// beside the cook's lamb) loses what the meal is built on: any dish that holds
		// it comes first.
		s -= 8
	}
	if starchLeft && !starchKept {
		// And its rice, pasta, noodles, bread or pastry: a larb beside the cook's rice
		// noodles, a Caesar salad beside the wraps, is not the meal the pantry is for.
		s -= starchLeftOut
	}
	if len(usable) > 0 && &usable[0] != &original[0] { // most dishes read the pantry as it is
		for i, l := range usable {
			if l != original[i] {
				s -= 1.5 // "beef" read as mince: the dish the plain word suggests comes first
			}
		}
	}
	if c.vegStrict && !c.vegPantryOnly && !c.veg.empty() && !vegHeld && vegTurned {
		// A menemen from eggs, onion and spinach buys its tomato and peppers and turns the
		// cook's spinach away: a dish that takes the cook's vegetables comes first.
		s -= 4
	}
	if c.vegStrict && !c.vegPantryOnly && c.veg.grams >= 150 && !vegHeld {
		// A dish made of its vegetables (a minestrone, a ratatouille) from a pantry with
		// none of them buys its whole body: what the pantry does hold comes first
		// (pasta, a tin of tomatoes and parmesan are a pasta, not a shopping list).
		s -= 6
	}
	bought := 0  // signature foods, past a jar or a teaspoon, the dish must buy
	shopped := 0 // signature foods it must buy, jars and teaspoons too
	for _, p := range c.sig {
		if p.inPantry(usable) != nil {
			continue
		}
		allowed := allowedAny(rules, p.foods())
		if allowed {
			shopped++
		}
		switch {
		case c.pantryOnly(p.in) && !standInPantry(p.in, usable):
			return 0, false // oatmeal cookies without the cook's oats are not what the pantry is for
		case !allowed:
			s -= 8 // the dish without its signature is another dish
		case p.in.Name == "cocoa powder" && !holdsChocolate(usable):
			// A chocolate bake (brownies) from a pantry with no chocolate at all buys what it
			// is: flour, sugar, butter and eggs are cookies or a cake.
			s -= 10
		case c.tech.name == "pancakes" && raisingAgents[p.in.Name] && !holdsRaising(usable):
			// Eggs, flour and milk with nothing to raise them are crêpes, not a fluffy
			// pancake that buys its baking powder.
			s -= 6
		case p.in.Category == "spices-seasonings" || p.in.Category == "herbs" || p.in.Category == "condiments-sauces" ||
			c.tech.method == "sweet" && p.grams < 2:
			s -= 1 // a jar from the shop, or the bake's teaspoon of vanilla or baking powder
		case traitsOf(p.in)&traitMainProtein != 0 && c.tech.name == "hummus":
			return 0, false // hummus is its chickpeas
		case traitsOf(p.in)&traitMainProtein != 0:
			s -= 7
			bought++
		case p.grams >= 50 && p.in.Category == "dairy" && p.in.Is(RoleLiquid):
			// The carton of milk or cream a batter or a custard is made of (pancakes'
			// 2 1/2 cups for eight), bought: the more of it, the further down, below a
			// dish that buys a splash or nothing (scones beside the cook's jam).
			s -= min(10, 2.5+0.1*p.grams)
			bought++
		case p.grams >= 100 && (p.in.Category == "produce" || p.in.Is(RoleLiquid) && p.in.Is(RoleFat)):
			// What the dish is made of, bought: the watermelon of a watermelon salad, the
			// tin of coconut milk a curry simmers in. A dish the pantry holds the body of
			// comes first.
			s -= bodyBought
			bought++
		default:
			s -= 2.5
			bought++
		}
	}
	if bought >= 2 && 2*bought > len(c.sig) {
		// Most of what makes the dish is bought (an olive oil cake's sugar, eggs and yogurt
		// beside the cook's yeast): a dish the pantry makes, slower, comes first.
		s -= 3 * float64(bought-1)
	}
	s -= pantryLeftForShopping(shopped, leftProduce)
	if c.namedVegHeld(usable) {
		// A cook reaches first for the dish the pantry holds the vegetable of: a bubble and
		// squeak is for the cabbage or sprouts to use up, not a reason to buy one.
		s += c.pref
	}
	if c.tech.name == "fried rice" && !inLines(usable, cookedRice()) {
		s -= 2 // fried rice from raw rice means cooking and cooling it first
	}
	if req.Cuisine != "" {
		if c.belongsTo(req.Cuisine) {
			s += 5
		} else {
			s -= 8
		}
	}
	if req.Meal != "" {
		s += mealFit(c.meals, req.Meal)
	}
	if c.skill > skill {
		s -= 4
	}
	if req.skillGiven && c.skill == skill {
		s += 0.5 // a dish at the level the cook asked for, when the pantry suits it as well
	}
	return s, true
}

// rankKey is a ranked dish before its lines are attached, without pointers.
type rankKey struct {
	score   float64
	i       int32 // the dish's place in the catalogue
	slow    bool
	foreign bool
}

// before orders rank keys: the cuisine asked for first, then the best score, then
// the catalogue's order.
func (a *rankKey) before(b *rankKey) bool {
	if a.foreign != b.foreign {
		return b.foreign
	}
	// cmp.Compare's order spelled out (a NaN below every number), small enough to
	// inline into the sort.
	if a.score > b.score {
		return true
	}
	if a.score < b.score {
		return false
	}
	if an, bn := a.score != a.score, b.score != b.score; an != bn {
		return bn
	}
	return a.i < b.i
}

// sortRankKeys sorts keys by before: a quicksort, insertion sort for short runs.
func sortRankKeys(keys []rankKey) {
	for len(keys) > 12 {
		// Median of three as the pivot, moved to the end.
		m, last := len(keys)/2, len(keys)-1
		if keys[m].before(&keys[0]) {
			keys[m], keys[0] = keys[0], keys[m]
		}
		if keys[last].before(&keys[0]) {
			keys[last], keys[0] = keys[0], keys[last]
		}
		if keys[m].before(&keys[last]) {
			keys[m], keys[last] = keys[last], keys[m]
		}
		pivot := keys[last]
		p := 0
		for j := range last {
			if keys[j].before(&pivot) {
				keys[p], keys[j] = keys[j], keys[p]
				p++
			}
		}
		keys[p], keys[last] = keys[last], keys[p]
		// Recurse into the shorter side, loop on the longer.
		if p < last-p {
			sortRankKeys(keys[:p])
			keys = keys[p+1:]
		} else {
			sortRankKeys(keys[p+1:])
			keys = keys[:p]
		}
	}
	for i := 1; i < len(keys); i++ {
		for j := i; j > 0 && keys[j].before(&keys[j-1]); j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
		}
	}
}

// mainsHeld is score's first test alone: a dish that requires a main protein or a
// starch finds one in the pantry (a food that fills the main counts for the main only).
func (c *catDish) mainsHeld(usable []*Line) bool {
	mainOK, starchOK := !c.main.required, !c.starch.required
	if mainOK && starchOK {
		return true
	}
	for _, l := range usable {
		fd := c.of(l.Ingredient)
		mainOK = mainOK || fd.main
		starchOK = starchOK || fd.starch && !fd.main
	}
	return mainOK && starchOK
}

// Marks of markHeld, by the dish's place in the catalogue.
const (
	markCandidate uint8 = 1 << iota // some pantry food (or one a generic word may be) is in the dish
	markMain                        // a pantry food fills its main
	markStarch                      // a pantry food fills its starch and not its main
)

// markHeld is markCandidates with mainsHeld's two questions answered for the pantry as
// it is, from the same rows: a food that fills a dish's main or starch lists the dish
// (dishesOf). mark is reused when it has room.
func markHeld(usable []*Line, mark []uint8) []uint8 {
	n := len(catalogue())
	if cap(mark) < n {
		mark = make([]uint8, n)
	}
	mark = mark[:n]
	clear(mark)
	for _, l := range usable {
		in := l.Ingredient
		for _, i := range dishesOf(in) {
			m := markCandidate
			if fd := foodDishes[in.id*n+i]; fd.main {
				m |= markMain
			} else if fd.starch {
				m |= markStarch
			}
			mark[i] |= m
		}
		if l.Note != "" {
			for _, f := range familyOf(in) {
				for _, i := range dishesOf(f) {
					mark[i] |= markCandidate
				}
			}
		}
	}
	return mark
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

func allowedAny(rules *ruleMask, foods []*Ingredient) bool {
	for _, in := range foods {
		if _, _, ok := allowedFor(rules, in); ok {
			return true
		}
	}
	return false
}

// allowedFor returns in, or the substitute that keeps the rules.
func allowedFor(rules *ruleMask, in *Ingredient) (*Ingredient, string, bool) {
	if rules.allows(in) {
		return in, "", true
	}
	for _, s := range substitutes[in.Name] {
		if alt := mustLookup(s.name); rules.allows(alt) {
			return alt, s.prep, true
		}
	}
	return nil, "", false
}

// rankDishes orders the dishes that can be made from the pantry, best first; a little
// seeded noise breaks ties.
func rankDishes(req *Request, usable []*Line, rng *rand.Rand) []rankedDish {
	return rankDishesInto(req, usable, rng, nil)
}

// rankDishesInto is rankDishes into buf's memory where it has room.
func rankDishesInto(req *Request, usable []*Line, rng *rand.Rand, buf []rankedDish) []rankedDish {
	list := catalogue()
	rules := req.Rules.mask() // read once for every signature of every dish
	// Only a line read from a generic word ("beef") carries a note: without one, no dish
	// reads the pantry otherwise (adaptPantry).
	noted := slices.ContainsFunc(usable, func(l *Line) bool { return l.Note != "" })
	var markBuf [512]uint8
	mark := markHeld(usable, markBuf[:0])
	// Scores first, in keys without pointers (no write barriers); the few dishes that
	// read the pantry otherwise (a generic word taken as one of its foods) keep their
	// lines aside.
	type adapted struct {
		i     int32
		lines []*Line
	}
	var readBuf [16]lineRead
	read := readPantryLines(usable, readBuf[:0])
	var keyBuf [256]rankKey
	keys := keyBuf[:0]
	var own []adapted
	for i, c := range list {
		m := mark[i]
		if m == 0 {
			continue
		}
		lines := usable
		held := (!c.main.required || m&markMain != 0) && (!c.starch.required || m&markStarch != 0)
		if noted {
			lines = c.adaptPantry(req, usable)
			held = c.mainsHeld(lines)
		}
		if !held {
			continue // score would refuse it: most marked dishes want a main or starch the pantry lacks
		}
		if s, ok := c.scoreRead(req, &rules, lines, usable, read); ok {
			// Only a dish far over the time loses its place: one a little over is tried,
			// and cooked the quick way when it must be.
			slow := req.TimeAvailable > 0 && c.minutesFor(req.Servings) > req.TimeAvailable*4/3+5
			if slow {
				s -= slowPenalty
			}
			foreign := req.Cuisine != "" && !c.belongsTo(req.Cuisine)
			keys = append(keys, rankKey{s + rng.Float64()*0.5, int32(i), slow, foreign})
			if len(lines) > 0 && &lines[0] != &usable[0] {
				own = append(own, adapted{int32(i), lines})
			}
		}
	}
	// The cuisine asked for first (a Vietnamese caramel pork is no answer to a Chinese
	// request while a Chinese dish can be made), then best first, ties in catalogue order.
	// The order is total (no two dishes share a place), so any sort gives the same one:
	// a plain quicksort with the comparison inline, not a call per comparison.
	sortRankKeys(keys)
	out := buf[:0]
	if cap(out) < len(keys) {
		out = make([]rankedDish, len(keys))
	}
	out = out[:len(keys)]
	for k, key := range keys {
		lines := usable
		for _, a := range own {
			if a.i == key.i {
				lines = a.lines
				break
			}
		}
		out[k] = rankedDish{list[key.i], key.score, key.slow, lines, key.foreign}
	}
	return out
}

var cookedRice = sync.OnceValue(func() *Ingredient { return mustLookup("cooked rice") })

// tryOrder is the order in which the ranked dishes are tried: variation v starts v
// places down the ranking among the dishes close to the best, then the rest follow.
// It reorders ranked itself and returns it.
// variant is a dish a variation may answer with, and its catalogue entry.
type variant struct {
	d *dish
	c *catDish
}

// nearBest is how many of the ranked dishes, from the best, a variation walks: up to
// eight within 12 points of the best, of the best's own cuisine standing.
func nearBest(ranked []rankedDish) int {
	if len(ranked) == 0 {
		return 0
	}
	best, near := ranked[0].score, 1
	for near < len(ranked) && near < 8 && ranked[near].score >= best-12 && ranked[near].score > 0 && ranked[near].foreign == ranked[0].foreign {
		near++
	}
	return near
}

func tryOrder(ranked []rankedDish, variation int) []rankedDish {
	if len(ranked) == 0 {
		return nil
	}
	best := ranked[0].score
	near := 1
	for near < len(ranked) && near < 8 && ranked[near].score >= best-9 && ranked[near].score > 0 && ranked[near].foreign == ranked[0].foreign {
		near++
	}
	k := variation % near
	if k < 0 {
		k += near
	}
	// ranked[k:near], ranked[:k], ranked[near:], in place: near is at most 8.
	var first [8]rankedDish
	copy(first[:k], ranked[:k])
	copy(ranked, ranked[k:near])
	copy(ranked[near-k:near], first[:k])
	return ranked
}

// dishCuisine is the cuisine a dish is cooked in: the one asked for when the dish is
// of it, else the dish's home cuisine, or another of its own that the pantry plainly
// suits better (a Vietnamese dish cooked for a Chinese request is seasoned, and named,
// as the Vietnamese dish it is; scones asked for by no cuisine are not French).
func dishCuisine(req *Request, c *catDish, usable []*Line) *cuisine {
	if cu := titledCuisine(c); cu != nil {
		return cu // a Full English is British whoever asks for it, a Greek salad Greek
	}
	if cu, ok := cuisineProfiles[req.Cuisine]; ok && c.belongsTo(req.Cuisine) {
		return cu
	}
	home := cuisineProfiles[c.cuisines[0]]
	if c.tech.method == "sweet" {
		return home // butter and eggs say nothing of where a cake is from
	}
	// Another of the dish's cuisines only on clear evidence: two pantry foods more of
	// its own (the fish sauce and lime of a Thai stir-fry), not the butter or eggs
	// every kitchen keeps.
	best, bestScore := home, homeMargin+mentionCount(home, usable)
	for _, name := range c.cuisines[1:] {
		cu := cuisineProfiles[name]
		if score := mentionCount(cu, usable); score > bestScore {
			best, bestScore = cu, score
		}
	}
	return best
}

// homeMargin is how many more pantry foods another of a dish's cuisines must name than
// the dish's home cuisine before the dish is cooked, and labelled, as that one.
const homeMargin = 1

// mentionCount is how many of the pantry's foods cuisine cu cooks with.
func mentionCount(cu *cuisine, usable []*Line) int {
	n := 0
	for _, l := range usable {
		if cu.mentions(l.Ingredient.Name) {
			n++
		}
	}
	return n
}
