package engine

import (
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// Skill levels of the contract.
var SkillLevels = []string{"beginner", "intermediate", "advanced"}

// Meals are the accepted values of a request's meal_type: the dish is chosen among the
// catalogue's dishes for that meal first.
var Meals = []string{"breakfast", "lunch", "dinner", "snack", "dessert", "baking"}

// Request is what Generate cooks from.
type Request struct {
	Pantry        []string // ingredient lines or plain names
	Cuisine       string   // canonical cuisine, "" for any
	Rules         Rules
	TimeAvailable int    // minutes; 0 means no limit
	Skill         string // "" means intermediate
	Meal          string // canonical meal (Meals), "" for any
	Servings      int    // 0 means 4
	Variation     int
}

// NoRecipeError says why nothing cookable fits a request.
type NoRecipeError struct{ Reason string }

func (e *NoRecipeError) Error() string { return "no recipe possible: " + e.Reason }

// DefaultServings is used when a request names none.
const DefaultServings = 4

// dish is a recipe being built.
type dish struct {
	req       *Request
	rng       *rand.Rand
	cu        *cuisine // the cuisine with the dish's own flavourings over it
	cuisine   *cuisine // the cuisine as asked for or chosen
	cat       *catDish
	form      *form
	servings  float64
	protein   *part
	extraProt *part
	vegs      []*part
	starch    *part
	aromatics []*part
	spices    []*part
	sauces    []*part
	liquids   []*part
	fat       *part
	acid      *part
	herbs     []*part
	garnishes []*part
	extras    []*part
	precook   []*part        // second proteins browned before the dish is cooked
	simmered  map[*part]bool // precooked proteins that went into the sauce (not stirred in at the end)
	pantry    map[*Ingredient]*Line
	lines     []*Line // the usable pantry, in the order the client listed it
	used      map[*Ingredient]bool
	steps     []Step
	prepStep  int // index of the preparation step
	prepTasks []cutJob
	prepOven  int
	waits     []wait
	equipment []string
	quick     bool  // the quick way: only the pantry's vegetables, nothing extra to cut
	searOil   *part // the oil a butter dish sears in: butter burns at medium-high heat
}

// heats reports whether step s puts anything over heat or in the oven.
func heats(s Step) bool {
	return hasWord(s.Text, heatWords) || hasWord(s.Text, []string{"melt", "kettle", "steam", "poach", "pan", "scald"})
}

// Generate builds a complete recipe from a pantry and constraints. The same request
// gives the same recipe; another Variation gives another valid one.
func Generate(req Request) (*Recipe, error) {
	rec, _, err := generate(req)
	return rec, err
}

// generate is Generate that also says which catalogue dish it cooked.
func generate(req Request) (*Recipe, *catDish, error) {
	if req.Servings <= 0 {
		req.Servings = DefaultServings
	}
	if req.Skill == "" {
		req.Skill = "intermediate"
	}
	rng := rand.New(rand.NewPCG(seed(req), uint64(req.Variation)))
	usable, excluded := sortPantry(req)
	if len(usable) == 0 {
		reason := "none of the ingredients can be cooked"
		if len(excluded) > 0 {
			reason += ": " + describeExcluded(excluded)
		}
		return nil, nil, &NoRecipeError{Reason: reason}
	}
	ranked := rankDishes(&req, usable, rng)
	anchor := anchorOf(ranked)
	var slow *dish // the best dish of the pantry's main that took too long
	slowMin := math.MaxInt
	var others []rankedDish
	for _, r := range tryOrder(ranked, req.Variation) {
		d := buildDish(&req, rng, r, false)
		if d == nil {
			continue
		}
		if !d.keepsAnchor(r.lines, anchor) {
			others = append(others, r) // another meal: only when no dish of the main can be made at all
			continue
		}
		total := d.finish()
		if !d.usesEnough() {
			continue // its technique left out what the pantry is for (a parmigiana without crumbs drops the eggs)
		}
		if req.TimeAvailable > 0 && total > req.TimeAvailable {
			// The same dish the quick way: only the pantry's vegetables, nothing extra to cut.
			if q := buildDish(&req, rng, r, true); q != nil {
				if qt := q.finish(); qt < total && q.usesEnough() {
					d, total = q, qt
				}
			}
		}
		if req.TimeAvailable > 0 && total > req.TimeAvailable {
			if total < slowMin {
				slow, slowMin = d, total
			}
			continue
		}
		return d.recipe(excluded), r.c, nil
	}
	if slow != nil {
		reason, alt, cat, left := tooSlow(&req, slow, slowMin, others, rng)
		if alt == nil {
			return nil, nil, &NoRecipeError{Reason: withRuledOut(&req, reason, usable)}
		}
		// A dish made of the cook's own food that fits beats a refusal: answer with it and
		// say why the main is left out.
		rec := alt.recipe(excluded)
		why := fmt.Sprintf("left out to fit %d minutes: %s needs %d minutes", req.TimeAvailable, slow.title(), slowMin)
		for i, e := range rec.UnusedPantry {
			if slices.Contains(left, e.Name) {
				rec.UnusedPantry[i].Reason = why
			}
		}
		return rec, cat, nil
	}
	quickest, quickestMin := "", math.MaxInt
	var keeper *dish // the quickest dish that cooks the pantry's meat or fish but takes too long
	keeperMin := math.MaxInt
	var dropper *dish // the first dish that fits but leaves the meat or fish out
	var dropperCat *catDish
	for _, r := range others {
		d := buildDish(&req, rng, r, false)
		if d == nil {
			continue
		}
		total := d.finish()
		if !d.usesEnough() {
			continue
		}
		if req.TimeAvailable > 0 && total > req.TimeAvailable {
			if total < quickestMin {
				quickest, quickestMin = d.title(), total
			}
			if d.cooksPantryMeat() && total < keeperMin {
				keeper, keeperMin = d, total
			}
			continue
		}
		if hasPantryMeat(usable) && !d.cooksPantryMeat() {
			if dropper == nil {
				dropper, dropperCat = d, r.c
			}
			continue
		}
		return d.recipe(excluded), r.c, nil
	}
	if keeper != nil {
		// The short ribs need their braise: say so, rather than a vegetable stir-fry without them.
		allow := (keeperMin + 4) / 5 * 5
		reason := fmt.Sprintf("%s needs %d minutes, more than the %d available; allow %d minutes", keeper.title(), keeperMin, req.TimeAvailable, allow)
		return nil, nil, &NoRecipeError{Reason: reason}
	}
	if dropper != nil {
		return dropper.recipe(excluded), dropperCat, nil
	}
	reason := "nothing in the catalogue can be cooked from these ingredients: " + whatWouldHelp(&req, usable)
	if quickest != "" {
		reason = fmt.Sprintf("nothing fits in %d minutes; the quickest option was %s (%d min)", req.TimeAvailable, quickest, quickestMin)
	}
	return nil, nil, &NoRecipeError{Reason: withRuledOut(&req, reason, usable)}
}

// hasPantryMeat reports whether the pantry holds meat, poultry or fish to cook.
func hasPantryMeat(usable []*Line) bool {
	for _, l := range usable {
		if in := l.Ingredient; isMainProtein(in) && (in.Category == "meat" || in.Category == "poultry" || in.Category == "seafood") {
			return true
		}
	}
	return false
}

// cooksPantryMeat reports whether the dish cooks the pantry's meat, poultry or fish.
func (d *dish) cooksPantryMeat() bool {
	for _, p := range d.parts() {
		if in := p.in; p.fromPantry && isMainProtein(in) && (in.Category == "meat" || in.Category == "poultry" || in.Category == "seafood") {
			return true
		}
	}
	return false
}

// withRuledOut puts the real cause first in a refusal: when the diet or an allergy rules
// out every main protein of the pantry (shrimp with a shellfish allergy), what is left
// is only what the rest could make.
func withRuledOut(req *Request, reason string, usable []*Line) string {
	for _, l := range usable {
		if isMainProtein(l.Ingredient) {
			return reason
		}
	}
	var out []string
	for _, text := range req.Pantry {
		l := ParseLine(text)
		if !l.Known || !isMainProtein(l.Ingredient) {
			continue
		}
		if why := req.Rules.Breaks(l.Ingredient); why != "" {
			name := l.Name
			if name == "" {
				name = l.Ingredient.Name
			}
			out = append(out, fmt.Sprintf("%s is excluded (%s)", name, why))
		}
	}
	if len(out) == 0 {
		return reason
	}
	return strings.Join(out, "; ") + ", which leaves no main ingredient; without it: " + reason
}

// buildDish fills dish r for the request, the quick way when quick is set; nil when
// the pantry cannot make it.
func buildDish(req *Request, rng *rand.Rand, r rankedDish, quick bool) *dish {
	cu := dishCuisine(req, r.c, r.lines)
	d := newDish(req, rng, r.c.flavourOf(cu), r.c.tech, r.lines)
	d.cat, d.cuisine, d.quick = r.c, cu, quick
	if !d.fill() {
		return nil
	}
	if r.c.plain == "" && !d.keepsPromise() {
		return nil // a carbonara without its eggs is another dish, and has no honest name here
	}
	return d
}

// finish settles the amounts, writes the steps and returns the total minutes.
func (d *dish) finish() int {
	d.settleAmounts()
	d.write()
	d.dropUnwritten()
	total := 0
	for _, s := range d.steps {
		total += s.Minutes
	}
	return d.addSides(total)
}

// tooSlow says why the pantry's own dish cannot be answered in the time: the time it
// needs, and the quickest dish without the main that fits, made mostly of the pantry.
// When that dish leaves out only a cured meat that flavours the pantry's dish, it is
// returned too, with its catalogue entry and the pantry names it leaves out, to be
// cooked instead of refusing.
func tooSlow(req *Request, d *dish, minutes int, others []rankedDish, rng *rand.Rand) (string, *dish, *catDish, []string) {
	allow := (minutes + 4) / 5 * 5
	reason := fmt.Sprintf("%s needs %d minutes, more than the %d available; allow %d minutes", d.title(), minutes, req.TimeAvailable, allow)
	for _, r := range others {
		o := buildDish(req, rng, r, false)
		if o == nil {
			continue
		}
		// Only a dish made mostly of what the cook has: not a Caesar salad that buys its lettuce.
		if m := o.finish(); m <= req.TimeAvailable && o.usesEnough() && o.buys() <= 1 {
			var left, names []string
			accent := true // only a cured meat that flavours the dish is left out (the pancetta of a pasta)
			for _, p := range d.parts() {
				if p.fromPantry && !o.used[p.in] && (isMainProtein(p.in) || p == d.starch && isMainStarch(p.in)) {
					left = append(left, p.name())
					accent = accent && isCured(p.in)
					if l := d.pantry[p.in]; l != nil && l.Name != "" {
						names = append(names, l.Name)
					} else {
						names = append(names, p.in.Name)
					}
				}
			}
			if len(left) == 0 {
				continue
			}
			reason = fmt.Sprintf("%s, or cook %s (%d min), which leaves out the %s", reason, o.title(), m, listNames(left))
			if !accent {
				return reason, nil, nil, nil // the beef of a bolognese is the meal: say what it needs
			}
			return reason, o, r.c, names
		}
	}
	return reason, nil, nil, nil
}

func describeExcluded(ex []Excluded) string {
	parts := make([]string, 0, len(ex))
	for _, e := range ex {
		parts = append(parts, e.Name+" ("+e.Reason+")")
	}
	return strings.Join(parts, "; ")
}

// seed derives the random seed from everything in the request but the variation.
func seed(req Request) uint64 {
	h := fnv.New64a()
	for _, p := range req.Pantry {
		h.Write([]byte(normalizeName(p) + "\x00"))
	}
	fmt.Fprintf(h, "%s|%v|%v|%d|%s|%d", req.Cuisine, req.Rules.Restrictions, req.Rules.Allergies,
		req.TimeAvailable, req.Skill, req.Servings)
	if req.Meal != "" {
		fmt.Fprintf(h, "|%s", req.Meal) // requests without a meal keep the seeds they had
	}
	return h.Sum64()
}

// sortPantry parses the pantry and splits it into what may be cooked and what is left
// out, with the reason.
func sortPantry(req Request) ([]*Line, []Excluded) {
	var usable []*Line
	excluded := []Excluded{}
	seen := map[*Ingredient]bool{}
	for _, text := range req.Pantry {
		l := ParseLine(text)
		name := l.Name
		if name == "" {
			name = strings.TrimSpace(text)
		}
		if !l.Known {
			excluded = append(excluded, Excluded{Name: name, Reason: "not a known ingredient", unused: true})
			continue
		}
		switch why := req.Rules.Breaks(l.Ingredient); {
		case why != "":
			if alt := swapFor(req, l.Ingredient); alt != nil && !seen[alt] {
				// The cook's soy sauce becomes tamari, its soba rice noodles: the dish it
				// was meant for is still cooked, with the swap bought.
				seen[alt] = true
				usable = append(usable, &Line{Text: alt.Name, Name: alt.Name, Known: true, Ingredient: alt, Matched: alt.Name, swapFor: name})
				why += "; " + alt.Name + " in its place" + swapNote[l.Ingredient.Name]
			}
			excluded = append(excluded, Excluded{Name: name, Reason: why})
		case seen[l.Ingredient] || l.Ingredient.Name == "water":
		default:
			seen[l.Ingredient] = true
			usable = append(usable, &l)
		}
	}
	return usable, excluded
}

// swapFor is the food bought in place of a pantry starch or sauce that the rules rule
// out (tamari for soy sauce, rice noodles for soba), or nil: only a food of the same
// kind that the rules allow.
func swapFor(req Request, in *Ingredient) *Ingredient {
	if !isMainStarch(in) && in.Category != "condiments-sauces" {
		return nil
	}
	for _, s := range substitutes[in.Name] {
		alt := mustLookup(s.name)
		if s.prep == "" && alt.Category == in.Category && req.Rules.allows(alt) {
			return alt
		}
	}
	return nil
}

// swapNote says what the cook can check before buying the swap.
var swapNote = map[string]string{"soba noodles": " (100% buckwheat soba has no wheat: use yours if the packet says so)"}

func (c *cuisine) mentions(name string) bool {
	for _, list := range [][]string{c.proteins, c.vegetables, c.aromatics, c.sauces, c.herbs, c.garnishes, c.spices} {
		for _, n := range list {
			if n == name {
				return true
			}
		}
	}
	return name == c.rice || name == c.pasta || name == c.noodles || name == c.bread || name == c.liquid
}

func skillRank(s string) int {
	for i, k := range SkillLevels {
		if k == s {
			return i
		}
	}
	return 1
}

func newDish(req *Request, rng *rand.Rand, cu *cuisine, f *form, usable []*Line) *dish {
	d := &dish{req: req, rng: rng, cu: cu, form: f, servings: float64(req.Servings),
		pantry: map[*Ingredient]*Line{}, used: map[*Ingredient]bool{}}
	for _, l := range usable {
		d.pantry[l.Ingredient] = l
	}
	d.lines = usable
	return d
}

// pantryWith returns the pantry's unused ingredients that can play role, in pantry
// order, leaving out those the filter refuses.
func (d *dish) pantryWith(role Role, keep func(*Ingredient) bool) []*Ingredient {
	var out []*Ingredient
	for _, l := range d.lines {
		in := l.Ingredient
		if !d.used[in] && in.Is(role) && (keep == nil || keep(in)) {
			out = append(out, in)
		}
	}
	return out
}

// take makes a part of in for role at grams per serving.
// take adds in to the dish at perServing grams a serving; a pantry item keeps what the
// pantry holds as its limit.
func (d *dish) take(in *Ingredient, role Role, perServing float64, prep string) *part {
	d.used[in] = true
	p := &part{in: in, grams: perServing * d.servings, role: role, prep: prep}
	if l := d.pantry[in]; l != nil && l.swapFor == "" {
		p.fromPantry, p.limit = true, l.Grams
		if role == RoleProtein && l.Grams > p.grams && l.Grams <= 1.6*p.grams {
			// A cook with a 500 g pack of chicken for four uses it all, not 350 g of it.
			p.grams = l.Grams
		}
	}
	return p
}

// allowedName returns the ingredient called name, or the first substitute that keeps
// the rules and is not already in the dish; ok is false when none does.
func (d *dish) allowedName(name string) (*Ingredient, string, bool) {
	if name == "" {
		return nil, "", false
	}
	in := mustLookup(name)
	if d.req.Rules.allows(in) && !d.kosherClash(in) {
		return in, "", true
	}
	for _, s := range substitutes[name] {
		alt := mustLookup(s.name)
		if d.req.Rules.allows(alt) && !d.kosherClash(alt) && !d.used[alt] {
			return alt, s.prep, true
		}
	}
	return nil, "", false
}

// kosherClash reports whether adding in would put dairy beside meat in a kosher dish.
func (d *dish) kosherClash(in *Ingredient) bool {
	if !d.req.Rules.kosher() {
		return false
	}
	return in.Has(FactDairy) && d.has(FactMeat|FactPoultry) || in.Has(FactMeat|FactPoultry) && d.has(FactDairy)
}

// has reports whether any part of the dish so far carries fact f.
func (d *dish) has(f Fact) bool {
	for _, p := range d.parts() {
		if p.in.Has(f) {
			return true
		}
	}
	return false
}

// add takes the named ingredient (or an allowed substitute) for role, unless the dish
// already has it.
func (d *dish) add(name string, role Role, perServing float64, prep string) *part {
	in, subPrep, ok := d.allowedName(name)
	if !ok || d.used[in] {
		return nil
	}
	if in.Name == "olive oil" && name != "olive oil" && d.cu != nil && d.cu.rawFat != "olive oil" {
		return nil // the sesame oil of a Korean dressing has no olive oil stand-in
	}
	if tw := herbTwin(in); tw != nil && d.used[tw] {
		return nil // fresh and dried thyme are one herb: the dish has it already
	}
	if d.pantry[in] == nil && !d.form.raw && d.holdsCover(in.Name) {
		return nil // the curry's tin of tomatoes is its tomato: no fresh ones beside it
	}
	if d.pantry[in] == nil {
		if own := d.pantryFills(in); own != nil {
			// The cook's vegetable stock for the chicken broth, its butter for the oil:
			// what the pantry holds for a part is used before anything is bought for it.
			return d.take(own, role, perServing, prep)
		}
		if own := d.coveredBy(in.Name); own != nil && !(d.form.raw && own.Category == "canned-jarred") {
			// The pantry's own food stands in; once it is in the dish, it already does.
			if d.used[own] {
				return nil
			}
			switch {
			case strings.HasSuffix(name, " juice"):
				prep, perServing = "juiced", perServing/0.45 // a lemon gives about 45% of its weight as juice
			case strings.HasSuffix(name, " zest"):
				prep = "zested"
			case own.Category == "produce":
				prep = "diced"
			}
			return d.take(own, role, perServing, prep)
		}
	}
	if in.Name != name && in.Category == "spices-seasonings" {
		perServing = math.Min(perServing, 1.5) // a dried spice stands in by the teaspoon, not by weight
	}
	if in.Name != name && role == RoleVegetable {
		prep = vegPrep(in, d.form) // zucchini standing in for corn is sliced, not cut from the cob
	}
	return d.take(in, role, perServing, joinNonEmpty(", ", subPrep, prep))
}

func (d *dish) parts() []*part {
	groups := [...][]*part{d.vegs, d.aromatics, d.spices, d.sauces, d.liquids, d.herbs, d.garnishes, d.extras}
	n := 6
	for _, group := range groups {
		n += len(group)
	}
	all := append(make([]*part, 0, n), d.protein, d.extraProt, d.starch, d.fat, d.searOil, d.acid)
	for _, group := range groups {
		all = append(all, group...)
	}
	out := all[:0]
	for _, p := range all {
		if p != nil {
			out = append(out, p)
		}
	}
	return out
}

// fill chooses every part of the dish; false means the form cannot be made here.
func (d *dish) fill() bool {
	if ownFill[d.form.name] {
		return d.fillOwn()
	}
	if !d.chooseProtein() {
		return false
	}
	if d.cat != nil && !d.chooseStarch() { // lettuce for wraps is the wrap, not a vegetable
		return false
	}
	d.chooseVegetables()
	if d.cat == nil && !d.chooseStarch() {
		return false
	}
	if !d.addSignature() {
		return false
	}
	d.chooseFlavour()
	return d.useMorePantry() && (len(d.vegs) > 0 || d.protein != nil || d.cat != nil)
}

// proteinGrams is a serving of a protein food.
func proteinGrams(in *Ingredient) float64 {
	switch {
	case in.Category == "eggs":
		return 88 // two eggs
	case in.Name == "tofu" || in.Name == "tempeh" || in.Name == "silken tofu":
		return 110
	case in.Category == "legumes" && in.Per100g.Kcal > 300:
		return 60 // dried lentils and split peas
	case in.Category == "legumes" || in.Category == "canned-jarred" && in.Has(FactLegume):
		return 110
	case in.Category == "dairy":
		return 70
	case in.Name == "bacon" || in.Name == "pancetta" || in.Name == "chorizo" || in.Name == "prosciutto" ||
		in.Name == "salami" || in.Name == "pepperoni":
		return 40
	case in.Name == "spam":
		return 70 // a 340 g can feeds four with rice
	case in.Name == "chicken drumstick":
		return 220 // weighed with the bone: about two drumsticks a person
	case in.Name == "smoked salmon":
		return 70
	case in.Category == "nuts-seeds":
		return 40 // a handful: nuts are rich
	case in.Category == "canned-jarred" && in.Has(FactFish):
		return 90 // about a tin a person
	}
	return 125
}

func (d *dish) chooseProtein() bool {
	f := d.form
	if f.needsEggs {
		egg := mustLookup("egg")
		if !d.req.Rules.allows(egg) {
			return false
		}
		d.protein = d.take(egg, RoleProtein, proteinGrams(egg), "")
		if extra := d.pantryWith(RoleProtein, func(in *Ingredient) bool {
			return (in.Category == "meat" || in.Category == "poultry" || in.Name == "smoked salmon" || in.Is(RoleCheese)) && !d.kosherClash(in)
		}); len(extra) > 0 {
			d.extraProt = d.take(extra[0], RoleProtein, proteinGrams(extra[0])/2, prepFor(extra[0], f))
		}
		return true
	}
	if d.cat != nil && !f.needsEggs {
		return d.chooseMain()
	}
	if f.name == "fried rice" {
		if eggs := d.pantryWith(RoleProtein, func(in *Ingredient) bool { return in.Name == "egg" }); len(eggs) > 0 {
			d.extraProt = d.take(eggs[0], RoleProtein, 44, "beaten")
		}
	}
	candidates := d.pantryWith(RoleProtein, func(in *Ingredient) bool {
		return in.Category != "eggs" && f.takesProtein(in) && !d.kosherClash(in)
	})
	if len(candidates) > 0 {
		sort.SliceStable(candidates, func(i, j int) bool {
			return f.proteinFit(candidates[i], d.cu) > f.proteinFit(candidates[j], d.cu)
		})
		d.protein = d.take(candidates[0], RoleProtein, proteinGrams(candidates[0]), prepFor(candidates[0], f))
		return true
	}
	// Nothing in the pantry: the cuisine's usual proteins, then plain standbys.
	defaults := append(rotate(d.cu.proteins, d.rng), "chickpeas", "red lentils", "black beans", "tofu", "chicken breast")
	for _, name := range defaults {
		in := mustLookup(name)
		if d.req.Rules.allows(in) && f.takesProtein(in) {
			d.protein = d.take(in, RoleProtein, proteinGrams(in), prepFor(in, f))
			return true
		}
	}
	return true // a vegetable dish
}

// saltSodium is the sodium in a gram of salt, in mg.
const saltSodium = 388

// onionFamily cook as aromatics, at the start, not as vegetables.
var onionFamily = map[string]bool{"onion": true, "red onion": true, "shallot": true, "scallion": true, "garlic": true,
	"ginger": true, "lemongrass": true, "jalapeno": true, "red chili": true}

// slowAromatics soften for about five minutes before anything else goes in.
var slowAromatics = map[string]bool{"onion": true, "red onion": true, "shallot": true, "leek": true}

// rawAromatics are the aromatics that are good uncooked, in a salad.
var rawAromatics = map[string]bool{"garlic": true, "shallot": true, "scallion": true, "red onion": true, "red chili": true, "jalapeno": true}

// rotate returns list starting at a seeded position, so variations reach past the first.
func rotate(list []string, rng *rand.Rand) []string {
	if len(list) == 0 {
		return nil
	}
	k := rng.IntN(len(list))
	if rng.IntN(2) == 0 {
		k = 0 // the cuisine's favourite stays the most likely
	}
	return append(append([]string{}, list[k:]...), list[:k]...)
}

func (d *dish) chooseVegetables() {
	want := 3
	if d.req.Skill == "beginner" {
		want = 2
	}
	per := d.form.vegGrams
	if d.cat != nil && d.cat.veg.grams > 0 {
		per = d.cat.veg.grams
	}
	pick := d.pantryWith(RoleVegetable, func(in *Ingredient) bool {
		return d.form.takesVegetable(in) && !onionFamily[in.Name] && !in.Is(RoleLiquid) && d.catTakesVeg(in) &&
			!(in.Is(RoleStarch) && !in.Is(RoleAromatic) && d.form.starch != "" && in.Category != "produce" && vegTable[in.Name] == nil)
	})
	for _, in := range pick {
		if len(d.vegs) == want {
			break
		}
		d.vegs = append(d.vegs, d.take(in, RoleVegetable, 0, vegPrep(in, d.form)))
	}
	defaults := d.cu.vegetables
	if d.cat == nil || d.cat.veg.empty() {
		defaults = rotate(defaults, d.rng) // a dish's own list is in the cook's order
	}
	fromPantry := len(d.vegs)
	for _, name := range defaults {
		// The pantry's own vegetable is enough: a cook does not buy green beans to go
		// beside the asparagus they have.
		if len(d.vegs) >= 2 || d.cat != nil && d.cat.vegPantryOnly || (d.quick || fromPantry > 0) && len(d.vegs) >= 1 {
			break
		}
		in := mustLookup(name)
		if d.used[in] || !d.form.takesVegetable(in) || d.quick && d.cat != nil && d.pantry[in] == nil {
			continue // in a hurry, only the pantry's own (its frozen peas for a fried rice), nothing bought to cut
		}
		if p := d.add(name, RoleVegetable, 0, vegPrep(in, d.form)); p != nil {
			d.vegs = append(d.vegs, p)
		}
	}
	for _, v := range d.vegs {
		if c, ok := quickCuts[v.prep]; ok && d.quick && hardness(v.in) >= 2 {
			v.prep = c
		}
		share := per / float64(len(d.vegs))
		if v.in.Category == "herbs" || v.in.Per100g.Kcal > 120 {
			share /= 3
		}
		v.grams = math.Min(share, vegCap(v.in)) * d.servings
	}
}

// vegCap is the most of a vegetable a serving takes: strong or watery ones go in by
// the handful, not by the pound, whatever else is missing.
func vegCap(in *Ingredient) float64 {
	if in.Category == "canned-jarred" && !in.Is(RoleLiquid) && in.Name != "canned corn" {
		return 30 // green chiles, olives, roasted peppers: by the spoonful
	}
	switch in.Name {
	case "artichoke":
		return 60
	case "celery", "radish", "fennel", "jalapeno", "red chili", "scallion", "water chestnuts", "bamboo shoots", "bean sprouts", "kimchi":
		return 40
	case "spinach", "kale", "arugula", "swiss chard", "collard greens", "watercress":
		return 60
	case "carrot", "parsnip", "turnip", "beet":
		return 60
	case "onion", "red onion", "leek", "mushroom", "cabbage", "napa cabbage", "red cabbage":
		return 90
	}
	return 130
}

func (d *dish) chooseStarch() bool {
	f := d.form
	if d.cat != nil && !d.cat.starch.empty() {
		return d.chooseCatStarch()
	}
	if f.starch == "" {
		if f.name == "sheet-pan roast" || f.name == "skillet" || f.name == "stew" {
			if ps := d.pantryWith(RoleStarch, func(in *Ingredient) bool {
				return in.Category == "produce" || in.Name == "hash browns"
			}); len(ps) > 0 {
				d.starch = d.take(ps[0], RoleStarch, 180, vegPrep(ps[0], f))
			}
		}
		return true
	}
	// The pantry's own starch of the right kind first.
	if ps := d.pantryWith(RoleStarch, f.takesStarch); len(ps) > 0 {
		d.starch = d.take(ps[0], RoleStarch, starchGrams(ps[0]), starchPrep(ps[0]))
		return true
	}
	name := f.defaultStarch(d.cu)
	if name == "" {
		return !f.starchRequired
	}
	in := mustLookup(name)
	d.starch = d.add(name, RoleStarch, starchGrams(in), starchPrep(in))
	if d.starch != nil && d.starch.in != in {
		if f.name == "risotto" {
			return false // a risotto is its rice: riced cauliflower is another dish
		}
		d.starch.grams = starchGrams(d.starch.in) * d.servings
	}
	return d.starch != nil || !f.starchRequired
}

// starchGrams is a serving of a starch, as bought (dry pasta and rice).
func starchGrams(in *Ingredient) float64 {
	switch {
	case in.Category == "bakery":
		if w, ok := in.UnitGrams("piece"); ok && w < 60 {
			return 2 * w
		}
		return 60
	case in.Name == "cooked rice":
		return 180
	case in.Name == "romaine lettuce":
		return 60 // leaves as wraps
	case in.Category == "produce" || in.Category == "frozen":
		return 180
	case strings.Contains(in.Name, "noodle") || in.Category == "grains-pasta" && in.Is(RoleStarch) && strings.Contains(in.Name, "pasta"):
		return 85
	}
	return 75
}

func starchPrep(in *Ingredient) string {
	switch {
	case in.Category == "produce" && in.Is(RoleStarch):
		return "cut into 2 cm (3/4 in) chunks"
	case strings.Contains(in.Name, "rice") && in.Name != "cooked rice" && in.Name != "rice noodles" &&
		in.Name != "rice paper" && in.Name != "arborio rice":
		return "rinsed"
	}
	return ""
}

func (d *dish) chooseFlavour() {
	cu, f, n := d.cu, d.form, d.servings
	before := map[*part]bool{}
	for _, p := range d.parts() {
		before[p] = true
	}
	fatName := cu.fat
	if (f.name == "salad" || f.name == "sheet-pan roast" || f.name == "grain bowl") && (d.cat == nil || d.cat.flavour.fat == "") {
		fatName = cu.rawFat // olive oil for a Greek salad, never for a Vietnamese noodle salad
	}
	if finishingOils[fatName] {
		fatName = "vegetable oil" // sesame oil burns and overwhelms: it finishes the dish
	}
	if (fatName == "butter" || fatName == "unsalted butter") && (f.name == "stir-fry" || f.name == "fried rice") {
		fatName = "vegetable oil" // a wok over high heat burns butter
	}
	// A pan wants a film of oil whatever it holds, and each portion a little more: a
	// tablespoon for one, two for four, under four for eight (then the form's factor).
	fat := (7/n + 5.25) * f.fatFactor
	d.fat = d.add(fatName, RoleFat, fat, "")
	if d.fat == nil {
		d.fat = d.add("olive oil", RoleFat, fat, "")
	}
	maxAromatics := 3
	if d.req.Skill == "beginner" || d.quick {
		maxAromatics = 2
	}
	for _, in := range d.pantryWith(RoleAromatic, func(in *Ingredient) bool {
		return (!in.Is(RoleVegetable) || in.Category == "produce") && (!f.raw || rawAromatics[in.Name])
	}) {
		if len(d.aromatics) >= maxAromatics+1 {
			break
		}
		d.aromatics = append(d.aromatics, d.take(in, RoleAromatic, rawAware(f, in), aromaticPrep(in)))
	}
	hasOnion := func() bool {
		for _, a := range append(append([]*part{}, d.aromatics...), d.vegs...) {
			if a.in.Name == "onion" || a.in.Name == "red onion" {
				return true
			}
		}
		return false
	}
	for _, name := range cu.aromatics {
		if len(d.aromatics) >= maxAromatics || f.raw && !rawAromatics[name] {
			continue
		}
		if (name == "onion" || name == "red onion" || name == "shallot" && d.pantry[mustLookup(name)] == nil) && hasOnion() {
			continue // the pantry's red onion is the onion, and its onion the shallot
		}
		in := mustLookup(name)
		if d.quick && d.pantry[in] == nil && (len(d.aromatics) > 0 || d.hasPaste()) {
			continue // in a hurry, the pantry's onion or the curry paste's garlic is enough: nothing more to mince
		}
		if d.quick && d.pantry[in] == nil && slowAromatics[name] && slices.ContainsFunc(cu.aromatics, func(n string) bool { return !slowAromatics[n] }) {
			continue // in a hurry, a bought clove of garlic fries in a minute; a bought onion wants five
		}
		if !d.earnsPlace(name, RoleAromatic) {
			continue
		}
		if p := d.add(name, RoleAromatic, rawAware(f, in), aromaticPrep(in)); p != nil {
			d.aromatics = append(d.aromatics, p)
		}
	}
	spiceCount := 2
	if d.req.Skill == "advanced" {
		spiceCount = 3
	}
	for _, name := range cu.spices {
		if len(d.spices) >= spiceCount || slices.ContainsFunc(d.spices, func(p *part) bool { return spiceBlends[p.in.Name] && p.fromPantry }) {
			break // the pantry's blend seasons the dish on its own
		}
		if name == "bay leaf" && !simmered[f.name] {
			continue // a bay leaf gives its flavour to a simmering liquid, nothing else
		}
		if !d.earnsPlace(name, RoleSpice) {
			continue // no reflexive jar of flakes or smoked paprika
		}
		if p := d.add(name, RoleSpice, 0.5, ""); p != nil {
			d.spices = append(d.spices, p)
		}
	}
	d.chooseSauces()
	if f.name == "salad" || f.name == "grain bowl" {
		for _, p := range d.addDressing() {
			before[p] = true // what makes the cuisine's dressing is not trimmed from the shopping
		}
	}
	d.chooseLiquid()
	if d.acid != nil {
		// the dish's own citrus, from its signature
	} else if fruit := juiceFruit[cu.acid]; fruit != "" && d.pantry[mustLookup(fruit)] != nil && !d.used[mustLookup(fruit)] {
		// The cook's own lemon, juiced: about 45 g of juice from a 100 g lemon.
		d.acid = d.take(mustLookup(fruit), RoleAcid, 5/0.45, "juiced")
	} else if c := d.pantryCitrus(); c != nil && cu.acid != "" && !d.used[c] {
		// The cook's own lemon or lime brightens the dish: no vinegar bought beside it.
		grams, prep := 5.0, ""
		if c.Name == "lemon" || c.Name == "lime" {
			grams, prep = 5/0.45, "juiced"
		}
		d.acid = d.take(c, RoleAcid, grams, prep)
	} else if cu.acid != "" && d.earnsPlace(cu.acid, RoleAcid) {
		d.acid = d.add(cu.acid, RoleAcid, 5, "")
	}
	// The cook's own herbs first: woody ones cook with the dish, soft ones finish it.
	herbs := rotate(cu.herbs, d.rng)
	for _, in := range d.pantryWith(RoleHerb, func(in *Ingredient) bool { return in.Category == "herbs" }) {
		d.dropTwin(in) // the cook's fresh thyme, not a jar of dried thyme beside it
		if woodyHerbs[in.Name] {
			d.spices = append(d.spices, d.take(in, RoleSpice, 0.6, "finely chopped"))
		} else if len(cu.herbs) > 0 || d.cat == nil {
			herbs = append([]string{in.Name}, herbs...)
		}
	}
	for _, name := range herbs {
		if d.quick && d.pantry[mustLookup(name)] == nil {
			continue // in a hurry, a bought herb to chop is a task the dish can do without
		}
		if p := d.add(name, RoleHerb, 1, "chopped"); p != nil {
			p.grams = herbGrams(p.in, d.servings)
			p.optional = true
			d.herbs = append(d.herbs, p)
			break
		}
	}
	garnishes := 1
	if d.req.Skill == "advanced" {
		garnishes = 2
	}
	// The pantry's own cheese first: it is what the cook has.
	for _, in := range d.pantryWith(RoleCheese, func(in *Ingredient) bool { return in.Is(RoleGarnish) && !d.kosherClash(in) }) {
		if len(d.garnishes) < garnishes {
			p := d.take(in, RoleGarnish, garnishGrams(in), garnishPrep(in))
			p.optional = !f.cheeseKey
			d.garnishes = append(d.garnishes, p)
		}
	}
	for _, name := range cu.garnishes {
		if len(d.garnishes) >= garnishes {
			break
		}
		if p := d.add(name, RoleGarnish, 0, ""); p != nil {
			p.grams, p.prep = garnishGrams(p.in)*n, garnishPrep(p.in) // of what was used, a stand-in perhaps
			p.optional = !f.cheeseKey
			d.garnishes = append(d.garnishes, p)
		}
	}
	if f.cheeseKey && len(d.garnishes) == 0 {
		if p := d.add("parmesan", RoleGarnish, 15, "grated"); p != nil {
			d.garnishes = append(d.garnishes, p)
		}
	}
	d.trimShopping(before)
	if salt, _, ok := d.allowedName("salt"); ok && !d.used[salt] {
		// Salty sauces and broth already season the dish: salt makes up the rest.
		fromSauces := 0.0
		for _, p := range append(append([]*part{}, d.sauces...), d.liquids...) {
			fromSauces += p.in.Per100g.Sodium * p.grams / 100 / n
		}
		grams := math.Max(0.3, 1.2*f.saltFactor-fromSauces/saltSodium)
		d.spices = append(d.spices, d.take(salt, RoleSpice, grams, ""))
	}
	if pepper, _, ok := d.allowedName("black pepper"); ok && !d.used[pepper] {
		d.spices = append(d.spices, d.take(pepper, RoleSpice, 0.25, ""))
	}
}

func (d *dish) chooseSauces() {
	f := d.form
	for _, name := range d.cu.sauces {
		if len(d.sauces) >= 2 {
			break
		}
		in := mustLookup(name)
		if isCurryPaste(in) && f.name != "curry" && f.name != "soup" && f.name != "noodle bowl" {
			continue
		}
		if in.Name == "tahini" && (simmered[f.name] || f.liquidML > 0) {
			continue // tahini dresses; it does not simmer in a soup or a stew
		}
		if only, ok := sauceTechniques[in.Name]; ok && !only[f.name] && d.cat != nil && d.cat.flavour.sauces == nil {
			continue // Worcestershire in a ratatouille, mustard in a soup
		}
		grams := 8.0
		if isCurryPaste(in) {
			grams = 12
		}
		if f.name == "soup" || f.name == "noodle bowl" {
			grams *= 0.6 // the broth is already seasoned
		}
		if in.Name == "tahini" {
			grams = 12
		}
		if p := d.add(name, RoleSauce, grams, ""); p != nil {
			d.sauces = append(d.sauces, p)
		}
	}
	for _, in := range d.pantryWith(RoleSauce, func(in *Ingredient) bool {
		return !in.Is(RoleProtein) && !d.kosherClash(in) && (f.name != "hummus" || in.Name == "tahini") && in.Name != "hummus"
	}) {
		if len(d.sauces) >= 3 {
			break
		}
		d.sauces = append(d.sauces, d.take(in, RoleSauce, 8, ""))
	}
	// The cook's cornstarch thickens a stir-fry's sauce as a slurry, so it clings.
	if cs := mustLookup("cornstarch"); d.pantry[cs] != nil && !d.used[cs] && (f.name == "stir-fry" || f.name == "noodle bowl" && d.cu.name == "chinese") {
		d.sauces = append(d.sauces, d.take(cs, RoleSauce, 1.5, "stirred into 2 tbsp cold water"))
	}
}

func (d *dish) chooseLiquid() {
	f := d.form
	if f.liquidML == 0 {
		return
	}
	if d.hasSigLiquid() {
		// The tagine's tomatoes are its sauce; the cook's stock still makes up the rest
		// of what it simmers in, rather than water or nothing.
		if simmered[f.name] && f.name != "risotto" {
			have := 0.0
			for _, p := range d.liquids {
				have += p.grams / d.servings
			}
			if rest := f.liquidML - have; rest >= 60 {
				if pl := d.pantryWith(RoleLiquid, isBroth); len(pl) > 0 && !d.kosherClash(pl[0]) {
					d.liquids = append(d.liquids, d.take(pl[0], RoleLiquid, rest, ""))
				} else if f.name == "soup" {
					d.coverSoup(rest) // a minestrone for eight is not two tins and "a splash of water"
				}
			}
		}
		return
	}
	name := d.cu.liquid
	own := d.cat != nil && d.cat.flavour.liquid != "" // the catalogue says what this dish simmers in
	switch {
	case own:
	case f.name == "curry":
		if name != "coconut milk" && name != "canned diced tomatoes" {
			name = "coconut milk"
		}
	case f.name == "risotto" || f.name == "rice pot":
		name = "chicken broth"
	case f.name == "pasta" || f.name == "casserole":
		if name != "crushed tomatoes" && name != "canned diced tomatoes" {
			name = "canned diced tomatoes"
		}
	case f.name == "soup" || f.name == "noodle bowl" || f.name == "stew" || f.name == "skillet":
		if name == "coconut milk" && f.name != "soup" {
			name = "chicken broth"
		}
	}
	// A liquid from the pantry beats the cuisine's.
	if pl := d.pantryWith(RoleLiquid, func(in *Ingredient) bool {
		return (in.Category == "canned-jarred" && in.Name != "evaporated milk" || in.Name == "coconut milk") && !d.kosherClash(in)
	}); len(pl) > 0 {
		in := pl[0]
		if f.name == "soup" && tomatoLiquid(in) {
			d.liquids = append(d.liquids, d.take(in, RoleLiquid, 100, ""))
			d.coverSoup(f.liquidML - 100) // a tin of tomatoes is not a soup's liquid
			return
		}
		d.liquids = append(d.liquids, d.take(in, RoleLiquid, f.liquidML, ""))
		return
	}
	if d.quick && f.liquidML <= 100 {
		return // in a hurry a pasta is tossed with what the pan holds, not simmered in a bought sauce
	}
	if name == "coconut milk" && (f.name == "soup" || f.name == "noodle bowl") {
		// A coconut soup is mostly broth, enriched with one can's worth of coconut milk.
		if p := d.add("coconut milk", RoleLiquid, 100, ""); p != nil {
			d.liquids = append(d.liquids, p)
		}
		name = "chicken broth"
		f = &form{liquidML: f.liquidML - 100}
	}
	if name == "" {
		return // the dish takes no liquid of the cuisine's
	}
	in := mustLookup(name)
	if p := d.add(name, RoleLiquid, f.liquidML*liquidDensity(in), ""); p != nil {
		d.liquids = append(d.liquids, p)
	}
	if d.cu.name == "indian" && f.name == "curry" && !own {
		if p := d.add("coconut milk", RoleLiquid, 60, ""); p != nil {
			d.liquids = append(d.liquids, p)
		}
	}
}

// coverSoup makes up a soup's liquid, need grams a serving, with the dish's broth or
// else water.
func (d *dish) coverSoup(need float64) {
	for _, name := range []string{d.cu.liquid, "water"} {
		if name == "" || name == "coconut milk" {
			continue
		}
		if in, ok := Lookup(name); !ok || tomatoLiquid(in) {
			continue
		}
		if p := d.add(name, RoleLiquid, need, ""); p != nil {
			d.liquids = append(d.liquids, p)
			return
		}
	}
}

// tomatoLiquid is canned tomato in any form: the body of a sauce, not the broth of a soup.
func tomatoLiquid(in *Ingredient) bool {
	switch in.Name {
	case "canned diced tomatoes", "crushed tomatoes", "tomato sauce", "tomato puree", "passata", "marinara sauce":
		return true
	}
	return false
}

func liquidDensity(in *Ingredient) float64 {
	if cup, ok := in.UnitGrams("cup"); ok {
		return cup / 236.6
	}
	return 1
}

// useMorePantry makes sure the pantry is used: at least two of its items when at least
// two are usable, and any protein, vegetable or flavouring the form can take. It
// reports false when this form cannot use enough of the pantry, so another form is tried.
func (d *dish) useMorePantry() bool {
	usedCount := func() int {
		n := 0
		for in := range d.used {
			if d.pantry[in] != nil {
				n++
			}
		}
		return n
	}
	want := min(len(d.pantry), 2)
	// Beans the cook has go in beside the main protein where the dish takes them
	// (turkey tacos with the black beans), whatever the count.
	if beanForms[d.form.name] {
		for _, l := range d.lines {
			if in := l.Ingredient; !d.used[in] && isBean(in) && !d.kosherClash(in) {
				d.extras = append(d.extras, d.take(in, RoleProtein, extraGrams(in), prepFor(in, d.form)))
			}
		}
	}
	for _, l := range d.lines {
		if usedCount() >= want {
			return true
		}
		in := l.Ingredient
		if d.used[in] || d.kosherClash(in) {
			continue
		}
		if extraRole(in) == RoleVegetable && !d.form.takesVegetable(in) && len(d.pantry) < 3 {
			continue // a raw leek in a salad is worse than an unused leek
		}
		if extraRole(in) == RoleStarch && in.Category != "bakery" {
			continue // a second grain would need cooking of its own; bread goes on the side
		}
		if in.Name == "bay leaf" && !simmered[d.form.name] {
			continue
		}
		if in.Name == "olive oil" && d.cu.rawFat != "olive oil" {
			continue // a hot and sour soup is not finished with the cook's olive oil
		}
		if d.cat != nil && d.cat.usesFood(in) < 0 && !isBean(in) && !browsQuickly(in) || needsCooking(in) && !browsQuickly(in) {
			continue // brandy or jam stirred into a dish that has no place for it, a whole chicken cut into pieces
		}
		p := d.take(in, extraRole(in), extraGrams(in), garnishPrep(in))
		if needsCooking(in) {
			p.role, p.prep = RoleProtein, prepFor(in, d.form)
			d.precook = append(d.precook, p)
		}
		d.extras = append(d.extras, p)
	}
	return usedCount() >= want || len(d.pantry) < 3 && usedCount() >= 1
}

// beanForms are the forms that take a can of beans beside their protein.
var beanForms = map[string]bool{"tacos": true, "stew": true, "soup": true, "curry": true, "salad": true,
	"grain bowl": true, "skillet": true}

// isBean is a ready-to-eat bean or chickpea (canned or cooked), not a dried lentil.
func isBean(in *Ingredient) bool {
	return (in.Category == "legumes" || in.Category == "canned-jarred" && in.Has(FactLegume)) && in.Per100g.Kcal < 300 &&
		in.Is(RoleProtein) && !strings.Contains(in.Name, "tofu") && !strings.Contains(in.Name, "tempeh")
}

func extraRole(in *Ingredient) Role {
	for _, r := range []Role{RoleProtein, RoleVegetable, RoleStarch, RoleCheese, RoleSauce, RoleSpice, RoleHerb, RoleFruit, RoleAcid, RoleSweetener, RoleFat, RoleLiquid, RoleGarnish} {
		if in.Is(r) {
			return r
		}
	}
	return RoleGarnish
}

func extraGrams(in *Ingredient) float64 {
	switch extraRole(in) {
	case RoleProtein:
		return proteinGrams(in) / 2
	case RoleVegetable, RoleFruit, RoleStarch:
		return 40
	case RoleSpice:
		return 0.5
	case RoleLiquid:
		return 30
	}
	return 6
}

// simmered are the forms that cook in a liquid for a while.
// isBroth is a stock or broth.
func isBroth(in *Ingredient) bool {
	return in.Category == "canned-jarred" && in.Is(RoleLiquid) && (strings.HasSuffix(in.Name, " broth") || strings.HasSuffix(in.Name, " stock"))
}

var simmered = map[string]bool{"soup": true, "stew": true, "curry": true, "noodle bowl": true, "risotto": true}

// rawAware is an aromatic's grams per serving, less for garlic eaten raw in a dressing.
func rawAware(f *form, in *Ingredient) float64 {
	if f.raw && in.Name == "garlic" {
		return 1
	}
	return aromaticGrams(in)
}

func aromaticGrams(in *Ingredient) float64 {
	if in.Category == "spices-seasonings" {
		return 1 // garlic or onion powder stands in by the teaspoon
	}
	switch in.Name {
	case "garlic":
		return 3
	case "ginger", "red chili", "lemongrass":
		return 3
	case "jalapeno":
		return 4
	case "scallion", "shallot":
		return 10
	case "tomato paste", "anchovies", "chipotle in adobo", "green chiles":
		return 5
	}
	return 28
}

func aromaticPrep(in *Ingredient) string {
	switch in.Name {
	case "garlic", "ginger", "lemongrass", "shallot":
		return "minced"
	case "scallion":
		return "thinly sliced"
	case "jalapeno", "red chili":
		return "seeded and minced"
	}
	if in.Category == "produce" {
		return "diced"
	}
	return ""
}

// juiceFruit names the whole fruit a cuisine's juice is squeezed from.
var juiceFruit = map[string]string{"lemon juice": "lemon", "lime juice": "lime"}

// herbGrams is the chopped herb that finishes a dish: about a tablespoon a serving,
// never less than two nor more than half a cup in all; a dried stand-in by the pinch.
func herbGrams(in *Ingredient, servings float64) float64 {
	w, ok := in.UnitGrams("tbsp")
	if !ok || in.Category == "spices-seasonings" {
		return 0.5 * servings
	}
	return math.Min(math.Max(servings, 2), 8) * w
}

func garnishGrams(in *Ingredient) float64 {
	switch {
	case in.Name == "avocado":
		return 40
	case in.Name == "lemon" || in.Name == "lime":
		return 20
	case in.Category == "dairy":
		return 15
	case in.Name == "sesame oil" || in.Name == "sesame seeds":
		return 2
	case in.Name == "nori":
		return 1
	case in.Name == "kimchi" || in.Name == "bean sprouts" || in.Name == "hummus":
		return 30 // a heap of kimchi, a dollop of hummus
	}
	return 8
}

func garnishPrep(in *Ingredient) string {
	switch {
	case in.Name == "avocado":
		return "sliced"
	case in.Name == "lemon" || in.Name == "lime":
		return "cut into wedges"
	case in.Name == "parmesan" || in.Name == "pecorino" || in.Name == "cheddar" || in.Name == "swiss cheese":
		return "grated"
	case in.Name == "feta" || in.Name == "queso fresco" || in.Name == "goat cheese" || in.Name == "blue cheese":
		return "crumbled"
	case in.Category == "nuts-seeds" && !strings.Contains(in.Name, "seed"):
		return "roughly chopped"
	case in.Name == "nori":
		return "cut into strips"
	case in.Category == "herbs":
		return "chopped"
	}
	return ""
}

// recipe measures every part and writes the recipe object.
func (d *dish) recipe(excluded []Excluded) *Recipe {
	r := &Recipe{Cuisine: d.cu.name, Servings: d.req.Servings, SkillLevel: d.req.Skill,
		Equipment: d.equipment, Instructions: d.steps, ExcludedIngredients: []Excluded{}, UnusedPantry: []Excluded{}}
	for _, e := range excluded {
		if e.unused {
			r.UnusedPantry = append(r.UnusedPantry, e)
		} else {
			r.ExcludedIngredients = append(r.ExcludedIngredients, e)
		}
	}
	var total Nutrients
	cost := 0.0
	parts := d.parts()
	r.Ingredients = make([]RecipeLine, 0, len(parts))
	ings := make([]*Ingredient, 0, len(parts))
	missing := []string{}
	for _, p := range parts {
		qty, unit, grams := p.measure()
		r.Ingredients = append(r.Ingredients, RecipeLine{Name: p.name(), Quantity: qty, Unit: unit, Grams: grams,
			Preparation: p.prep, Category: p.in.Category, FromPantry: p.fromPantry, Optional: p.optional,
			Text: lineText(qty, unit, p.name(), p.prep)})
		if l := d.pantry[p.in]; l != nil && p.fromPantry {
			r.Ingredients[len(r.Ingredients)-1].Note = l.Note
		} else if l != nil && l.swapFor != "" {
			r.Ingredients[len(r.Ingredients)-1].Note = "in place of the " + l.swapFor
		}
		total = total.add(NutrientsOf(p.in, grams))
		cost += CostOf(p.in, grams)
		ings = append(ings, p.in)
		if !p.fromPantry && !p.in.Has(FactStaple) && !p.optional {
			missing = append(missing, p.in.Name)
		}
	}
	r.Nutrition = perServing(total, r.Servings)
	perCost := round2(cost / float64(r.Servings))
	r.Cost = Cost{Currency: "USD", PerServing: perCost, Total: round2(perCost * float64(r.Servings))}
	r.Dietary.SuitableFor, r.Dietary.Allergens = Suitability(ings)
	r.MissingIngredients = missing
	leading := d.prepStep < 0                           // a technique with no prep step of its own: its first cold steps are the prep
	cold := !slices.ContainsFunc(r.Instructions, heats) // a salad or hummus: all of it is prep
	for i, s := range r.Instructions {
		if leading && !prepLike(s.Text) {
			leading = false
		}
		if d.prepStep == i || leading || cold {
			r.Timing.PrepMinutes += s.Minutes
		} else {
			r.Timing.CookMinutes += s.Minutes
		}
	}
	r.Timing.TotalMinutes = r.Timing.PrepMinutes + r.Timing.CookMinutes
	r.Title = d.title()
	r.Summary = d.summary(r.Timing.TotalMinutes)
	r.UnusedPantry = append(r.UnusedPantry, d.unusedPantry(r.Title)...)
	return r
}

// perServing divides a total among servings; the total printed is exactly the
// per-serving figures times the servings.
func perServing(total Nutrients, servings int) Nutrition {
	per := total.scale(1 / float64(servings)).rounded()
	return Nutrition{PerServing: per, Total: per.scale(float64(servings)).rounded()}
}

func (d *dish) title() string {
	if d.cat != nil {
		return d.dishTitle()
	}
	var main []string
	if d.protein != nil && d.protein.in.Category != "eggs" {
		main = append(main, shortName(d.protein.name()))
	}
	if d.extraProt != nil {
		main = append(main, shortName(d.extraProt.name()))
	}
	for _, v := range d.vegs {
		if len(main) < 2 && !sameFood(main, v.name()) {
			main = append(main, shortName(v.name()))
		}
	}
	what := titleCase(strings.Join(main, " and "))
	adj := d.cu.adj
	if strings.HasPrefix(what, adj+" ") {
		adj = "" // "Italian Sausage", not "Italian Italian Sausage"
	}
	return strings.Join(strings.Fields(adj+" "+what+" "+d.form.title), " ")
}

// sameFood reports whether name ends in the same food word as one already in the
// title ("mushroom" after "portobello mushroom").
func sameFood(title []string, name string) bool {
	last := name[strings.LastIndexByte(name, ' ')+1:]
	for _, t := range title {
		if strings.HasSuffix(t, last) {
			return true
		}
	}
	return false
}

// shortName drops what a title does not need: "boneless chicken thigh" -> "chicken thigh".
func shortName(s string) string {
	s = strings.TrimPrefix(s, "canned ")
	s = strings.TrimPrefix(s, "frozen ")
	return s
}

func (d *dish) summary(minutes int) string {
	var with []string
	for _, v := range d.vegs {
		with = append(with, v.name())
	}
	kind, adj := d.form.name, d.cu.adj+" "
	if d.cat != nil {
		kind = d.title() // the title already names the main
		if strings.Contains(kind, d.cu.adj) {
			adj = ""
		}
	}
	s := fmt.Sprintf("A %d-minute %s%s", minutes, adj, kind)
	if pluralTitle(kind) {
		s = fmt.Sprintf("%s%s in %d minutes", upperFirst(adj), kind, minutes) // "American Pancakes in 14 minutes", not "A … Pancakes"
		s = strings.Replace(s, "  ", " ", 1)
	}
	if d.protein != nil && d.cat == nil {
		s += " of " + d.protein.name()
	}
	if len(with) > 0 {
		if d.cat != nil {
			s += ", made"
		}
		s += " with " + listNames(with)
	}
	if d.starch != nil && (d.form.starch != "" || d.cat != nil) && !strings.Contains(strings.ToLower(kind), d.starch.name()) &&
		!ownFill[d.form.name] && !d.form.starchInPot { // a bake's flour, a toast's bread or a pilaf's rice is the dish, not a side

		s += ", served with " + d.starch.name()
	}
	var finish []string
	for _, g := range append(append([]*part{}, d.herbs...), d.garnishes...) {
		finish = append(finish, g.name())
	}
	if len(finish) > 0 {
		s += ", finished with " + listNames(finish)
	}
	return s + fmt.Sprintf(". Serves %d.", d.req.Servings)
}

// woodyHerbs are cooked with a dish, not scattered raw over it.
var woodyHerbs = map[string]bool{"rosemary": true, "thyme": true, "sage": true, "oregano": true}

// sauceTechniques are the techniques a cuisine's everyday sauce suits; a dish that
// wants it elsewhere names it in its own line.
var sauceTechniques = map[string]map[string]bool{
	"worcestershire sauce": {"stew": true, "skillet": true, "casserole": true},
	"dijon mustard":        {"salad": true, "skillet": true, "stew": true},
}

// herbTwin is the other form of a herb: dried thyme for thyme, thyme for dried thyme;
// nil for a food that has none in the table.
func herbTwin(in *Ingredient) *Ingredient {
	if in.Category != "herbs" && in.Category != "spices-seasonings" {
		return nil
	}
	name := "dried " + in.Name
	if rest, ok := strings.CutPrefix(in.Name, "dried "); ok {
		name = rest
	}
	if tw, ok := Lookup(name); ok && tw.Name == name && tw != in {
		return tw
	}
	return nil
}

// dropTwin takes the other form of herb in out of the dish, so the two are one line.
func (d *dish) dropTwin(in *Ingredient) {
	tw := herbTwin(in)
	if tw == nil || !d.used[tw] {
		return
	}
	for _, list := range []*[]*part{&d.spices, &d.herbs, &d.garnishes, &d.aromatics} {
		*list = slices.DeleteFunc(*list, func(p *part) bool { return p.in == tw })
	}
	delete(d.used, tw)
}

// butterSear finds a step that heats butter over medium-high heat: the heating phrase,
// with the butter's name as its second group.
var butterSear = regexp.MustCompile(`((?:Heat|heat) (?:half |1 tbsp of |1 tsp of )?the )((?:unsalted )?butter)( [^.;]*?over (?:medium-)?high heat)`)

// searInOil makes a butter dish sear as a cook does: butter burns at medium-high heat,
// so the pan is heated with a spoon of oil and the butter goes in for the last minute,
// spooned over what is searing.
func (d *dish) searInOil() {
	if d.fat == nil || d.fat.in.Name != "butter" && d.fat.in.Name != "unsalted butter" {
		return
	}
	for i := range d.steps {
		m := butterSear.FindStringSubmatchIndex(d.steps[i].Text)
		if m == nil {
			continue
		}
		if d.searOil == nil {
			oil, _, ok := d.allowedName("vegetable oil")
			if !ok || d.used[oil] && d.pantry[oil] == nil {
				if oil, _, ok = d.allowedName("olive oil"); !ok {
					return
				}
			}
			d.searOil = d.take(oil, RoleFat, 0, "")
			d.searOil.grams = 14 * math.Ceil(d.servings/4) // a tablespoon a pan
		}
		text := d.steps[i].Text
		butter := text[m[4]:m[5]]
		rest := text[m[1]:]
		later := false
		for _, s := range d.steps[i+1:] {
			later = later || strings.Contains(s.Text, butter)
		}
		some := "the " + butter
		if later || strings.Contains(rest, butter) {
			some = "a knob of the " + butter
		}
		baste := ", adding " + some + " for the last minute and spooning it over"
		if strings.Contains(rest, "batches") {
			baste = ", adding " + some + " to the pan with the last batch" // browning for a stew: the butter for its flavour
		}
		// The baste goes before what follows the sear ("; move to a plate"), or its end.
		at := strings.Index(rest, "; ")
		if at < 0 {
			at = strings.LastIndex(rest, ".")
		}
		if at < 0 {
			at = len(rest)
		}
		rest = rest[:at] + baste + rest[at:]
		heat := text[m[2] : m[2]+4] // "Heat" or "heat"; the whole spoon of oil, not half of it
		d.steps[i].Text = text[:m[2]] + heat + " the " + d.searOil.name() + text[m[5]:m[1]] + rest
	}
}

// isCurryPaste is a Thai curry paste of any colour: fried in the fat, by the spoon.
func isCurryPaste(in *Ingredient) bool {
	return strings.HasSuffix(in.Name, "curry paste")
}

// hasPaste reports whether the dish cooks a curry paste, which carries its own garlic,
// shallot and chilli.
func (d *dish) hasPaste() bool {
	for _, p := range d.parts() {
		if isCurryPaste(p.in) {
			return true
		}
	}
	return false
}

// titleFits takes out of a dish's title the words that name a signature food the dish
// was made without: red curry paste filled by a plain Thai curry paste makes "Thai
// Curry", not "Thai Red Curry".
func (d *dish) titleFits(title string) string {
	if st := d.starch; st != nil && !d.cat.starch.empty() && st.in != d.cat.starch.foods[0] {
		// The soba noodle salad made with rice noodles is a noodle salad.
		own := strings.Fields(st.in.Name)
		for _, w := range strings.Fields(d.cat.starch.foods[0].Name) {
			if !containsString(own, w) {
				title = strings.Join(slices.DeleteFunc(strings.Fields(title), func(t string) bool { return strings.EqualFold(t, w) }), " ")
			}
		}
	}
	for _, s := range d.cat.sig {
		if d.used[s.in] {
			continue
		}
		var stand *Ingredient
		for _, alt := range s.alts {
			if d.used[alt] {
				stand = alt
			}
		}
		if stand == nil {
			continue
		}
		own := strings.Fields(stand.Name)
		for _, w := range strings.Fields(s.in.Name) {
			if containsString(own, w) {
				continue
			}
			words := strings.Fields(title)
			title = strings.Join(slices.DeleteFunc(words, func(t string) bool { return strings.EqualFold(t, w) }), " ")
		}
	}
	return title
}

// trimShopping keeps the flavourings the cook must buy to the few that matter most, as
// a cook writing for a home kitchen does: the pantry's own flavours first, then one
// bought aromatic, sauce and spice in turn (the acid first in a raw dish, whose dressing
// needs it), and nothing past the budget. What the dish itself needs (its signature,
// chosen before the flavourings) is never trimmed.
func (d *dish) trimShopping(before map[*part]bool) {
	budget := 2
	if d.req.Skill == "advanced" && !d.quick {
		budget = 3
	}
	bought := func(p *part) bool {
		return p != nil && !before[p] && !p.fromPantry && !p.optional && !p.in.Has(FactStaple)
	}
	var order []*part
	if d.form.raw && bought(d.acid) {
		order = append(order, d.acid)
	}
	for i := 0; i < 4; i++ {
		for _, g := range [][]*part{d.aromatics, d.sauces, d.spices} {
			if i < len(g) && bought(g[i]) {
				order = append(order, g[i])
			}
		}
		if i == 0 && !d.form.raw && bought(d.acid) {
			order = append(order, d.acid)
		}
	}
	if len(order) <= budget {
		return
	}
	drop := map[*part]bool{}
	for _, p := range order[budget:] {
		drop[p] = true
		delete(d.used, p.in)
	}
	for _, list := range []*[]*part{&d.aromatics, &d.sauces, &d.spices} {
		*list = slices.DeleteFunc(*list, func(p *part) bool { return drop[p] })
	}
	if drop[d.acid] {
		d.acid = nil
	}
}

// dropUnwritten takes out the pantry's sauces that the technique found no place for
// (soy sauce beside a kofta): they stay in the pantry, listed as not needed, rather
// than in an ingredient list no step uses.
func (d *dish) dropUnwritten() {
	if len(d.sauces) == 0 {
		return
	}
	// Food names are lower case in the steps but for a step's first word: look for both
	// forms rather than lower every step.
	written := func(name string) bool {
		title := upperFirst(name)
		for _, s := range d.steps {
			if strings.Contains(s.Text, name) || strings.Contains(s.Text, title) {
				return true
			}
		}
		return false
	}
	fromPantry := 0
	for in := range d.used {
		if d.pantry[in] != nil {
			fromPantry++
		}
	}
	var aside []*part
	d.sauces = slices.DeleteFunc(d.sauces, func(p *part) bool {
		if written(strings.ToLower(p.name())) {
			return false
		}
		if !p.fromPantry {
			delete(d.used, p.in) // a bought sauce no step uses is not bought
			return true
		}
		if fromPantry <= min(2, len(d.pantry)) {
			aside = append(aside, p) // the dish needs it to use enough of the pantry: on the side
			return false
		}
		fromPantry--
		delete(d.used, p.in)
		return true
	})
	if len(aside) > 0 && len(d.steps) > 0 {
		d.steps[len(d.steps)-1].Text += fmt.Sprintf(" Pass the %s at the table.", partNames(aside))
	}
}

// usesEnough reports whether the written dish still cooks enough of the pantry: two of
// its foods when it holds three or more, else one.
func (d *dish) usesEnough() bool {
	if len(d.steps) == 0 {
		return false // a technique that could not write its dish cooks nothing
	}
	n := 0
	for _, p := range d.parts() {
		if p.fromPantry {
			n++
		}
	}
	return n >= min(2, len(d.pantry)) || len(d.pantry) < 3 && n >= 1
}

// holdsCover reports whether the dish already holds a food that stands in for name.
func (d *dish) holdsCover(name string) bool {
	if !coveredNames[name] {
		return false
	}
	for in := range d.used {
		if containsString(pantryCovers[in.Name], name) {
			return true
		}
	}
	return false
}

// prepLike reports whether a step is preparation: no heat in it, or the oven heating
// while the cook lines the tin and weighs out.
func prepLike(text string) bool {
	return strings.HasPrefix(text, "Heat the oven") || !isHeatStep(text) && !strings.Contains(strings.ToLower(text), "melt")
}

// buys counts the foods the cook must buy for the dish: not from the pantry, not a
// staple, not optional.
func (d *dish) buys() int {
	n := 0
	for _, p := range d.parts() {
		if !p.fromPantry && !p.optional && !p.in.Has(FactStaple) {
			n++
		}
	}
	return n
}

// pluralTitle reports whether a dish's name is a plural ("Pancakes", "Beef Tacos",
// "Brownies"), which takes no "a".
func pluralTitle(title string) bool {
	words := strings.Fields(title)
	if len(words) == 0 {
		return false
	}
	last := strings.ToLower(words[len(words)-1])
	if i := strings.Index(strings.ToLower(title), " with "); i > 0 {
		head := strings.Fields(title[:i])
		last = strings.ToLower(head[len(head)-1])
	}
	switch {
	case strings.HasSuffix(last, "ss"), strings.HasSuffix(last, "us"), last == "hummus", last == "couscous", last == "swiss":
		return false
	}
	return strings.HasSuffix(last, "s")
}
