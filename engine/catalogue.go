package engine

import (
	_ "embed"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// The dish catalogue: named dishes written by hand as data (data/dishes.txt), each
// naming the technique that writes its steps. Techniques are code and register
// themselves by key; a dish is a line of data.

// techniques are the ways of cooking, by the key the catalogue names them with. Each
// technique file fills this in its own init with registerTechnique.
var techniques = map[string]*form{}

// registerTechnique makes a technique available to the catalogue under its name.
func registerTechnique(f *form) {
	if _, dup := techniques[f.name]; dup {
		panic("technique registered twice: " + f.name)
	}
	techniques[f.name] = f
}

// catRole is a part of a dish that some foods can fill: the main protein, the starch.
type catRole struct {
	foods    []*Ingredient // in order of preference
	set      []bool        // by the food's place in the table
	grams    float64       // per serving; 0 lets the technique decide
	required bool          // the pantry must fill it: a recipe never buys its main or starch
}

func (r *catRole) has(in *Ingredient) bool { return in.id < len(r.set) && r.set[in.id] }

func (r *catRole) index() {
	r.set = make([]bool, len(table))
	for _, in := range r.foods {
		r.set[in.id] = true
	}
}

func (r *catRole) empty() bool { return len(r.foods) == 0 }

// portion is a named food at so many grams a serving; alts may stand for it when the
// pantry holds one of them (monterey jack for cheddar).
type portion struct {
	in    *Ingredient
	alts  []*Ingredient
	grams float64
	all   []*Ingredient // in, then alts: made once, as the ranking reads it for every dish
}

// foods are the portion's food and its stand-ins.
func (p portion) foods() []*Ingredient {
	if p.all != nil {
		return p.all[:len(p.all):len(p.all)]
	}
	return append([]*Ingredient{p.in}, p.alts...)
}

// catDish is one dish of the catalogue. The fields without pointers come last, so the
// garbage collector reads no further than the last pointer of each dish.
type catDish struct {
	name      string // the title; {main} stands for the main protein
	tech      *form
	cuisines  []string
	meals     []string
	main      catRole
	starch    catRole
	veg       catRole         // vegetables it takes, the usual ones first
	sig       []portion       // what makes the dish itself: bought when the pantry lacks it
	named     [][]*Ingredient // what the title promises: the recipe holds a food of each
	needs     [][]*Ingredient // what the pantry must hold, a food of each (gravy granules): never bought
	plain     string          // the honest title when it does not ("Tofu with Black Bean Sauce")
	glaze     []*Ingredient   // the sauce a bowl's main is glazed with in the pan (teriyaki)
	opt       []*Ingredient
	flavour   cuisine // overrides of the cuisine's fat, aromatics, spices, herbs...
	equipment []string
	uses      []float32 // what a pantry food other than main or starch counts for, by its place in the table
	fit       []int8    // a pantry seasoning belongs to it (1), marks another cuisine (-1), or neither

	skill         int     // 0 beginner, 1 intermediate, 2 advanced
	prep          int     // active minutes of cutting and mixing
	cook          int     // minutes at the stove or oven, attended
	passive       int     // minutes it cooks alone (prep can happen then)
	idx           int     // the dish's place in the catalogue, for foodDishes; -1 outside it
	pref          float64 // how readily a cook reaches for it among dishes the pantry suits equally
	vegStrict     bool    // only these vegetables belong in it
	vegPantryOnly bool    // and only when the pantry has them: none is bought
	whole         bool    // its main is seared in whole portions, fillets and chops
	smooth        bool    // a soup blended smooth, its cream stirred in after
	ownFill       bool    // ownFill[tech.name], read once the techniques are registered (catalogue's dishes only)
	// Read once at init for the ranking, which asks them of every dish it scores
	// (catalogue's dishes only).
	plated    bool            // platedForms[tech.name]
	jointForm bool            // jointForms[tech.name]
	namedHeld [][]*Ingredient // namedBodies()
}

// minutes is the dish's honest time from the catalogue: prep overlaps the passive cooking.
func (c *catDish) minutes() int {
	return c.cook + max(c.prep, c.passive)
}

// minutesFor is the dish's time for so many servings: the catalogue's minutes are for
// four, and cutting and attended cooking grow about as the square root of servings
// (two omelettes are quicker than four, a stew's simmer is not).
func (c *catDish) minutesFor(servings int) int {
	if c.tech != nil && c.tech.name == "cookies" && servings >= 12 {
		servings /= 2 // a dozen or more servings are a cookie each, not two (writeCookies)
	}
	f := math.Sqrt(float64(max(servings, 1)) / 4)
	return int(math.Round(float64(c.cook)*f)) + max(int(math.Round(float64(c.prep)*f)), c.passive)
}

// belongsTo reports whether the dish is of cuisine cu.
func (c *catDish) belongsTo(cu string) bool {
	for _, x := range c.cuisines {
		if x == cu {
			return true
		}
	}
	return false
}

//go:embed data/dishes.txt
var dishesText string

var (
	catalogueOnce sync.Once
	catalogueList []*catDish
)

// catalogue returns the parsed dish catalogue. It is parsed on first use, after every
// technique file's init has registered its techniques; a bad line panics, as a bad
// line of the ingredient table does, and the tests catch it.
func catalogue() []*catDish {
	catalogueOnce.Do(func() {
		list, err := parseCatalogue(dishesText)
		if err != nil {
			panic(err)
		}
		catalogueList = list
		indexFlavourFit(list)
		foodTraits = make([]foodTrait, len(table))
		for id, in := range table {
			foodTraits[id] = traitsFor(in)
		}
		markKeyFoods(list)
		foodDishes = make([]foodInDish, len(table)*len(list))
		for i, c := range list {
			c.idx = i
			c.ownFill = ownFill[c.tech.name]
			c.plated, c.jointForm, c.namedHeld = platedForms[c.tech.name], jointForms[c.tech.name], c.namedBodies()
			for id, in := range table {
				foodDishes[id*len(list)+i] = foodInDish{use: float32(c.use(in)), main: c.main.has(in), starch: c.starch.has(in)}
			}
		}
		dishesByFood = make([][]int, len(table))
		seen := make([]bool, len(table))
		for i, c := range list {
			clear(seen)
			for _, in := range c.main.foods {
				seen[in.id] = true
			}
			for _, in := range c.starch.foods {
				seen[in.id] = true
			}
			for id, w := range c.uses {
				if w >= 2 {
					seen[id] = true
				}
			}
			for id, ok := range seen {
				if ok {
					dishesByFood[id] = append(dishesByFood[id], i)
				}
			}
		}
	})
	return catalogueList
}

// foodInDish is what one food is to one dish: its main, its starch, and what it counts
// for beyond them (catDish.use).
type foodInDish struct {
	use          float32
	main, starch bool
}

// foodDishes is foodInDish by the food's place in the table, then the dish's place in
// the catalogue, in one array: row id starts at id*len(catalogue()). The ranking asks it
// of each pantry food for every candidate dish: kept by food, those questions read a
// few short rows in order rather than every dish's own table-long sets.
var foodDishes []foodInDish

// of is what food in is to dish c.
func (c *catDish) of(in *Ingredient) foodInDish {
	if c.idx >= 0 && in.id < len(table) {
		return foodDishes[in.id*len(catalogueList)+c.idx]
	}
	return foodInDish{use: float32(c.use(in)), main: c.main.has(in), starch: c.starch.has(in)}
}

// foodTrait is what the ranking asks of a pantry food for every dish it scores.
type foodTrait uint16

const (
	traitMainProtein foodTrait = 1 << iota
	traitMainStarch
	traitLegume     // legumes, or a food that is one (canned beans)
	traitAromatic   // of the onion family
	traitFlavouring // a spice, herb, sauce or staple: a pinch of it is not what a dish is for
	traitFreshVeg   // a fresh or frozen vegetable
	traitSweet      // what bakes and desserts are made of: flour, sugar, chocolate, fruit
	traitSavoury    // what only a savoury dish takes: meat, fish, vegetables, cheese, sauces
	traitKeySweet   // what a bake is named for: yeast, chocolate, cocoa, fruit
	traitKey        // what some dish is made of or named for (eggs, paneer, cream, wine): not a pinch
)

// markKeyFoods marks the foods some dish of the catalogue is built on or named for (its
// main or a signature) that are neither seasonings, aromatics nor staples: a pantry that
// holds one holds it for a dish that uses it, so a dish that leaves it out ranks below
// one that cooks it (the eggs of a pad thai, the peas of a matar paneer).
func markKeyFoods(list []*catDish) {
	mark := func(in *Ingredient) {
		if foodTraits[in.id]&(traitFlavouring|traitAromatic|traitMainProtein|traitMainStarch) == 0 && !in.Has(FactStaple) {
			foodTraits[in.id] |= traitKey
		}
	}
	for _, c := range list {
		for _, in := range c.main.foods {
			mark(in)
		}
		for _, p := range c.sig {
			for _, in := range p.foods() {
				mark(in)
			}
		}
	}
}

// foodTraits are the traits of each food by its place in the table, worked out with the catalogue.
var foodTraits []foodTrait

func traitsFor(in *Ingredient) foodTrait {
	var t foodTrait
	set := func(ok bool, bit foodTrait) {
		if ok {
			t |= bit
		}
	}
	set(isMainProtein(in), traitMainProtein)
	set(isMainStarch(in), traitMainStarch)
	set(in.Category == "legumes" || in.Has(FactLegume), traitLegume)
	set(onionFamily[in.Name], traitAromatic)
	set(in.Category == "spices-seasonings" || in.Category == "herbs" || in.Category == "condiments-sauces" || in.Has(FactStaple), traitFlavouring)
	set(in.Is(RoleVegetable) && (in.Category == "produce" || in.Category == "frozen"), traitFreshVeg)
	set(sweetSignal(in), traitSweet)
	set(!sweetSignal(in) && savourySignal(in), traitSavoury)
	set(in.Name == "yeast" || strings.Contains(in.Name, "chocolate") || in.Name == "cocoa powder" ||
		in.Is(RoleFruit) && !in.Is(RoleVegetable) && in.Category == "produce", traitKeySweet)
	return t
}

// sweetSignal reports whether a pantry food says "bake or dessert": flour, leaveners,
// sugars, chocolate, fruit.
func sweetSignal(in *Ingredient) bool {
	switch {
	case in.Category == "baking" || in.Category == "sweeteners":
		return true
	case in.Is(RoleSweetener):
		return true
	case in.Is(RoleFruit) && !in.Is(RoleVegetable):
		return in.Category == "produce" || in.Category == "frozen" || in.Category == "snacks"
	}
	return false
}

// savourySignal reports whether a pantry food says "savoury dish": meat, fish, beans,
// vegetables, onions, cheese, sauces, rice or pasta.
func savourySignal(in *Ingredient) bool {
	switch {
	case isMainProtein(in), isMainStarch(in) && in.Name != "rolled oats":
		return true
	case in.Category == "meat" || in.Category == "poultry" || in.Category == "seafood" || in.Category == "condiments-sauces":
		return true
	case onionFamily[in.Name], in.Is(RoleVegetable) && (in.Category == "produce" || in.Category == "frozen"):
		return true
	case in.Is(RoleCheese) && in.Name != "cream cheese" && in.Name != "mascarpone" && in.Name != "ricotta":
		return true
	}
	return false
}

// traitsOf is in's traits, from the table's list when it is a food of the table.
func traitsOf(in *Ingredient) foodTrait {
	if in.id < len(foodTraits) && table[in.id] == in {
		return foodTraits[in.id]
	}
	return traitsFor(in)
}

// dishesByFood lists, by the food's place in the table, the catalogue dishes (by index)
// it can be the main, the starch, a signature, a vegetable or an extra of: a dish no
// pantry food appears in cannot be made from that pantry, so it is never scored.
var dishesByFood [][]int

// dishesOf is dishesByFood's list for in, none for a food from outside the table.
func dishesOf(in *Ingredient) []int {
	if in.id < len(dishesByFood) && table[in.id] == in {
		return dishesByFood[in.id]
	}
	return nil
}

// candidates are the dishes that name at least one of the pantry's foods, or a food
// a generic pantry word may stand for, in catalogue order.
func candidates(usable []*Line) []*catDish {
	list := catalogue()
	var markBuf [512]bool
	mark := markCandidates(usable, markBuf[:0])
	var out []*catDish
	for i, c := range list {
		if mark[i] {
			out = append(out, c)
		}
	}
	return out
}

// markCandidates marks, by their place in the catalogue, the dishes candidates lists;
// mark is reused when it has room.
func markCandidates(usable []*Line, mark []bool) []bool {
	n := len(catalogue())
	if cap(mark) < n {
		mark = make([]bool, n)
	}
	mark = mark[:n]
	clear(mark)
	for _, l := range usable {
		for _, i := range dishesOf(l.Ingredient) {
			mark[i] = true
		}
		if l.Note != "" {
			for _, f := range familyOf(l.Ingredient) {
				for _, i := range dishesOf(f) {
					mark[i] = true
				}
			}
		}
	}
	return mark
}

func parseCatalogue(text string) ([]*catDish, error) {
	groups := map[string][]*Ingredient{}
	var out []*catDish
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if rest, ok := strings.CutPrefix(line, "group "); ok {
			name, list, ok := strings.Cut(rest, "=")
			if !ok {
				return nil, fmt.Errorf("dishes.txt line %d: a group wants name = foods", n+1)
			}
			foods, _, err := parseFoods(list, groups)
			if err != nil {
				return nil, fmt.Errorf("dishes.txt line %d: %w", n+1, err)
			}
			groups[strings.TrimSpace(name)] = foods
			continue
		}
		c, err := parseDish(line, groups)
		if err != nil {
			return nil, fmt.Errorf("dishes.txt line %d: %w", n+1, err)
		}
		out = append(out, c)
	}
	return out, nil
}

// parseFoods reads "chicken thigh, +poultry, tofu @125": foods (or +groups) and an
// optional grams a serving.
func parseFoods(s string, groups map[string][]*Ingredient) ([]*Ingredient, float64, error) {
	grams := 0.0
	if list, g, ok := strings.Cut(s, "@"); ok {
		v, err := strconv.ParseFloat(strings.TrimSpace(g), 64)
		if err != nil {
			return nil, 0, fmt.Errorf("grams %q: %w", g, err)
		}
		s, grams = list, v
	}
	var out []*Ingredient
	seen := map[*Ingredient]bool{}
	for _, name := range strings.Split(s, ",") {
		name = strings.TrimSpace(name)
		if name == "" || name == "none" {
			continue
		}
		var foods []*Ingredient
		if g, ok := strings.CutPrefix(name, "+"); ok {
			if foods, ok = groups[g]; !ok {
				return nil, 0, fmt.Errorf("unknown group %q", g)
			}
		} else {
			in, ok := Lookup(name)
			if !ok || in.Name != name {
				return nil, 0, fmt.Errorf("%q is not a food of the table by its own name", name)
			}
			foods = []*Ingredient{in}
		}
		for _, in := range foods {
			kinds := []*Ingredient{in}
			for _, k := range leanerKinds[in.Name] {
				kinds = append(kinds, mustLookup(k)) // nonfat Greek yoghurt wherever Greek yoghurt does
			}
			for _, in := range kinds {
				if !seen[in] {
					seen[in] = true
					out = append(out, in)
				}
			}
		}
	}
	return out, grams, nil
}

func names(foods []*Ingredient) []string {
	out := make([]string, len(foods))
	for i, in := range foods {
		out[i] = in.Name
	}
	return out
}

func parseDish(line string, groups map[string][]*Ingredient) (*catDish, error) {
	fields := strings.Split(line, "|")
	c := &catDish{name: strings.TrimSpace(fields[0]), skill: -1, idx: -1}
	for _, f := range fields[1:] {
		f = strings.TrimSpace(f)
		key, val, _ := strings.Cut(f, " ")
		val = strings.TrimSpace(val)
		var err error
		switch key {
		case "tech":
			t, ok := techniques[val]
			if !ok {
				return nil, fmt.Errorf("%s: unknown technique %q", c.name, val)
			}
			c.tech = t
		case "cuisine":
			c.cuisines = strings.Fields(val)
			for _, cu := range c.cuisines {
				if _, ok := cuisineProfiles[cu]; !ok {
					return nil, fmt.Errorf("%s: unknown cuisine %q", c.name, cu)
				}
			}
		case "meal":
			c.meals = strings.Fields(val)
		case "skill":
			c.skill = skillRank(val)
			if SkillLevels[c.skill] != val {
				return nil, fmt.Errorf("%s: unknown skill %q", c.name, val)
			}
		case "time":
			var nums []int
			for _, s := range strings.Fields(val) {
				v, err := strconv.Atoi(s)
				if err != nil {
					return nil, fmt.Errorf("%s: time %q", c.name, val)
				}
				nums = append(nums, v)
			}
			if len(nums) != 3 {
				return nil, fmt.Errorf("%s: time wants prep, cook and passive minutes", c.name)
			}
			c.prep, c.cook, c.passive = nums[0], nums[1], nums[2]
		case "main", "main?":
			c.main.foods, c.main.grams, err = parseFoods(val, groups)
			c.main.required = key == "main"
		case "starch", "starch?":
			c.starch.foods, c.starch.grams, err = parseFoods(val, groups)
			c.starch.required = key == "starch"
		case "veg", "veg!", "veg?":
			c.veg.foods, c.veg.grams, err = parseFoods(val, groups)
			c.vegStrict = key != "veg"
			c.vegPantryOnly = key == "veg?"
		case "sig":
			for _, item := range strings.Split(val, ",") {
				foods, g, err := parseFoods(strings.ReplaceAll(item, "/", ","), groups)
				if err != nil || len(foods) == 0 || g <= 0 {
					return nil, fmt.Errorf("%s: signature %q wants food[/stand-in...] @grams", c.name, item)
				}
				c.sig = append(c.sig, portion{foods[0], foods[1:], g, foods})
			}
		case "named":
			for _, item := range strings.Split(val, ",") {
				foods, _, err := parseFoods(strings.ReplaceAll(item, "/", ","), groups)
				if err != nil || len(foods) == 0 {
					return nil, fmt.Errorf("%s: named %q wants food[/stand-in...]", c.name, item)
				}
				c.named = append(c.named, foods)
			}
		case "need":
			for _, item := range strings.Split(val, ",") {
				foods, _, err := parseFoods(strings.ReplaceAll(item, "/", ","), groups)
				if err != nil || len(foods) == 0 {
					return nil, fmt.Errorf("%s: need %q wants food[/stand-in...]", c.name, item)
				}
				c.needs = append(c.needs, foods)
			}
		case "else":
			c.plain = val
		case "glaze":
			c.glaze, _, err = parseFoods(val, groups)
		case "whole":
			c.whole = true
		case "smooth":
			c.smooth = true
		case "pref":
			c.pref, err = strconv.ParseFloat(val, 64)
		case "opt":
			c.opt, _, err = parseFoods(val, groups)
		case "fat", "acid", "liquid":
			if val == "none" {
				switch key {
				case "acid":
					c.flavour.acid = "-"
				case "liquid":
					c.flavour.liquid = "-"
				default:
					return nil, fmt.Errorf("%s: a dish is cooked in some fat", c.name)
				}
				continue
			}
			var foods []*Ingredient
			foods, _, err = parseFoods(val, groups)
			if err == nil && len(foods) == 1 {
				switch key {
				case "fat":
					c.flavour.fat = foods[0].Name
				case "acid":
					c.flavour.acid = foods[0].Name
				case "liquid":
					c.flavour.liquid = foods[0].Name
				}
			}
		case "aroma", "spice", "sauce", "herb", "garnish":
			var foods []*Ingredient
			foods, _, err = parseFoods(val, groups)
			list := names(foods)
			if len(list) == 0 {
				list = []string{} // "none": present but empty
			}
			switch key {
			case "aroma":
				c.flavour.aromatics = list
			case "spice":
				c.flavour.spices = list
			case "sauce":
				c.flavour.sauces = list
			case "herb":
				c.flavour.herbs = list
			case "garnish":
				c.flavour.garnishes = list
			}
		case "equip":
			for _, e := range strings.Split(val, ",") {
				c.equipment = append(c.equipment, strings.TrimSpace(e))
			}
		default:
			return nil, fmt.Errorf("%s: unknown field %q", c.name, key)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %w", c.name, key, err)
		}
	}
	switch {
	case c.tech == nil:
		return nil, fmt.Errorf("%s: no technique", c.name)
	case len(c.cuisines) == 0:
		return nil, fmt.Errorf("%s: no cuisine", c.name)
	case len(c.meals) == 0:
		return nil, fmt.Errorf("%s: no meal", c.name)
	case c.skill < 0:
		return nil, fmt.Errorf("%s: no skill", c.name)
	case c.cook+c.prep == 0:
		return nil, fmt.Errorf("%s: no time", c.name)
	case c.plain != "" && len(c.named) == 0:
		return nil, fmt.Errorf("%s: an else title wants the named foods it stands in for", c.name)
	}
	c.promiseSigProteins()
	c.main.index()
	c.starch.index()
	c.veg.index()
	c.indexUses()
	return c, nil
}

// indexUses weighs, once, what each food the dish names counts for in the ranking:
// a signature most, a vegetable or optional item less, a flavouring a little.
func (c *catDish) indexUses() {
	c.uses = make([]float32, len(table))
	set := func(in *Ingredient, w float32) {
		if c.uses[in.id] < w {
			c.uses[in.id] = w
		}
	}
	f := c.flavour
	for _, list := range [][]string{{f.fat, f.acid, f.liquid}, f.aromatics, f.spices, f.sauces, f.herbs, f.garnishes} {
		for _, n := range list {
			if in, ok := Lookup(n); ok && n != "" {
				set(in, 1.5)
			}
		}
	}
	if fruit := juiceFruit[f.acid]; fruit != "" {
		set(mustLookup(fruit), 1.5) // the cook squeezes their own lemon
	}
	if in, ok := Lookup(f.liquid); ok && tomatoLiquid(in) {
		// A dish simmered in a tin of tomatoes is made of the cook's tin, passata or
		// sauce, whichever it is: more than a pinch.
		for _, n := range tomatoLiquids {
			set(mustLookup(n), 3)
		}
	}
	for _, in := range c.veg.foods {
		set(in, 2)
	}
	for _, in := range c.opt {
		set(in, 2)
	}
	for _, s := range c.sig {
		for _, in := range s.foods() {
			set(in, 5)
		}
	}
}

// flavourOf is the cuisine with the dish's own flavourings laid over it.
func (c *catDish) flavourOf(cu *cuisine) *cuisine {
	out := *cu
	f := c.flavour
	if f.fat != "" {
		out.fat = f.fat
	}
	if f.acid != "" {
		out.acid = strings.TrimPrefix(f.acid, "-") // "-": none
	}
	if f.liquid != "" {
		out.liquid = strings.TrimPrefix(f.liquid, "-")
	}
	for _, o := range []struct {
		from []string
		to   *[]string
	}{{f.aromatics, &out.aromatics}, {f.spices, &out.spices}, {f.sauces, &out.sauces}, {f.herbs, &out.herbs}, {f.garnishes, &out.garnishes}} {
		if o.from != nil {
			*o.to = o.from
		}
	}
	if !c.veg.empty() {
		out.vegetables = names(c.veg.foods)
	}
	if f.garnishes == nil {
		out.garnishes = nil // a dish is topped with what its own line says, not the cuisine's cheese
	}
	return &out
}

// mainless drops the main protein's place from a dish's name.
var mainless = newPhrases(" {with}", "", "{with} ", "", " with {main}", "", "{main}, ", "", "{main} and ", "", "{main} ", "", "{main}", "")

// title is the dish's name with its main protein: "Chicken Tacos", "Dal".
func (c *catDish) title(main string) string { return titleOf(c.name, main) }

// titleOf is a catalogue name with its main protein in it.
func titleOf(name, main string) string {
	if main == "" {
		t := mainless.Replace(name)
		return strings.TrimSpace(t)
	}
	if t, ok := titleNames[main]; ok {
		head := strings.Contains(name, "with {main}") || strings.Contains(name, "{main} with ") || strings.HasSuffix(name, "{main}")
		if last := t[strings.LastIndexByte(t, ' ')+1:]; head && (main == t+"s" || strings.HasSuffix(main, " "+last+"s")) {
			// only where the title's word is the food's own in the singular: never
			// "Bulgogi-Style Beefs" for beef strips
			t += "s" // "Chickpea Curry", but "Greek Salad with Chickpeas", "Sheet-Pan Chickpeas with Cauliflower"
		}
		if head && strings.HasSuffix(t, "berry") {
			t = strings.TrimSuffix(t, "y") + "ies" // "Porridge with Mixed Berries", but "Mixed Berry Crumble"
		}
		if !head && (strings.HasSuffix(t, " chops") || strings.HasSuffix(t, " legs")) {
			t = strings.TrimSuffix(t, "s") // "Pan-Seared Pork Chops", but "Pork Chop Traybake"
		}
		main = t
	}
	if (main == "clams" || main == "mussels") && !strings.Contains(name, "with {main}") && !strings.Contains(name, "{main} in ") &&
		!strings.Contains(name, "{main} and ") && !strings.HasSuffix(name, "{main}") {
		main = strings.TrimSuffix(main, "s") // "Clam Chowder", but "Clams in White Wine"
	}
	m := titleCase(shortName(main))
	if rest := strings.TrimSpace(mainless.Replace(name)); namesWord(rest, m) {
		return rest // "Spanish Lentils", never "Spanish Lentils with Lentils"
	}
	return strings.ReplaceAll(name, "{main}", m)
}

// namesWord reports whether title holds every word of name (or its singular) as words
// of their own: "Black Bean and Corn Salad" names the black beans.
func namesWord(title, name string) bool {
	words := strings.Fields(title)
	for _, n := range strings.Fields(name) {
		if !slices.ContainsFunc(words, func(w string) bool {
			return strings.EqualFold(strings.TrimSuffix(w, "s"), strings.TrimSuffix(n, "s"))
		}) {
			return false
		}
	}
	return name != ""
}

// titleNames are how a title names a main: a cook writes "Chicken Tacos", not
// "Chicken Breast Tacos".
var titleNames = map[string]string{"frozen berries": "mixed berry", "mixed berries": "mixed berry", "chicken breast": "chicken", "chicken thigh": "chicken", "beef chuck": "beef",
	"ground beef": "beef", "burger patty": "beef", "ground pork": "pork", "ground turkey": "turkey", "ground chicken": "chicken", "ground lamb": "lamb",
	"pork loin": "pork", "flank steak": "steak", "sirloin steak": "steak", "ribeye steak": "ribeye steak", "strip steak": "strip steak", "t-bone steak": "t-bone steak", "tenderloin steak": "filet mignon", "lamb leg": "lamb", "lamb shoulder": "lamb", "turkey breast": "turkey",
	"pork shoulder": "pork", "beef brisket": "beef", "chicken drumstick": "chicken", "cooked chicken": "chicken", "cooked turkey": "turkey", "deli turkey": "turkey", "beef strips": "beef", "cooked beef": "beef", "cooked pork": "pork", "cooked lamb": "lamb", "cooked shrimp": "shrimp",
	"italian sausage": "sausage", "pork sausage": "sausage", "duck breast": "duck", "duck legs": "duck legs",
	"venison steak": "venison", "ground venison": "venison", "gammon steak": "gammon", "gammon joint": "gammon", "veal escalope": "veal", "tuna steak": "tuna", "canned tuna": "tuna",
	"black beans": "black bean", "kidney beans": "bean", "pinto beans": "bean", "cannellini beans": "white bean",
	"chickpeas": "chickpea", "red lentils": "lentil", "brown lentils": "lentil", "pork chop": "pork chops", "lamb chops": "lamb chops"}

// use is what food in counts for in the dish beyond its main and starch, 0 for nothing.
func (c *catDish) use(in *Ingredient) float64 {
	if in.id < len(c.uses) {
		return float64(c.uses[in.id])
	}
	return 0
}

// promiseSigProteins makes the title's promise of a signature protein binding: a recipe
// never buys a protein, so "Spanish Lentils with Ham" from a pantry without lentils, or
// a chickpea stew without chickpeas, would be named for what it lacks.
func (c *catDish) promiseSigProteins() {
	title := " " + lowered(mainless.Replace(c.name)) + " "
	for _, s := range c.sig {
		if !isMainProtein(s.in) || slices.ContainsFunc(c.named, func(g []*Ingredient) bool { return slices.Contains(g, s.in) }) {
			continue
		}
		word := s.in.Name[strings.LastIndexByte(s.in.Name, ' ')+1:]
		word = strings.TrimSuffix(word, "s")
		if strings.Contains(title, " "+word+" ") || strings.Contains(title, " "+word+"s ") {
			c.named = append(c.named, s.all)
		}
	}
}
