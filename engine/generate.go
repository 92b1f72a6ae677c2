package engine

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
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

	skillGiven bool // the cook named a skill: Skill was not filled in with the default
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
	sideCold  []*part // cold condiments served beside the plate, never heated (coldOnSide)
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
	ovenCut   int // the minutes of cutting a bake's oven step holds (the crumble's apples)
	waits     []wait
	equipment []string
	quick     bool        // the quick way: only the pantry's vegetables, nothing extra to cut
	searOil   *part       // the oil a butter dish sears in: butter burns at medium-high heat
	slow      *slowSimmer // the simmer that takes the time available, if any
	longSauce bool        // a pasta's meat sauce takes the time available, the pasta cooked in its last minutes
	// askedMiss is why a dish of the cuisine asked for was not the answer, when one
	// could be built: the summary says so truly rather than that none can be made.
	askedMiss missReason
	topEgg    *part // the cook's egg pantryEgg fries for the top, dropped again when it runs over the time
	// atLevelPassed: a dish at the skill asked came before this one and was passed over,
	// so a simpler answer is not "what this pantry makes best".
	atLevelPassed bool
}

// missReason is why the dishes of the cuisine asked for that could be built were passed
// over: they left out the pantry's main, or took longer than the time available.
type missReason uint8

const (
	missNone missReason = iota
	missMain
	missTime
)

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
	} else {
		req.skillGiven = true
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
	var rankBuf [128]rankedDish
	rankRng := rng
	if req.Variation != 0 {
		// Every variation walks the one ranking variation 0 heads: ranked with its own
		// tie-breaks, near-equal dishes would swap places and two variations meet.
		rankRng = rand.New(rand.NewPCG(seed(req), 0))
	}
	ranked := rankDishesInto(&req, usable, rankRng, rankBuf[:0])
	anchor := anchorOf(ranked)
	var slow *dish   // the best dish of the pantry's main that took too long
	var slower *dish // the first dish of the pantry that took too long, to say why its foods are left out
	slowerMin := 0
	slowMin := math.MaxInt
	slowOwn := false
	var others []rankedDish
	var miss missReason
	passedAtLevel, atLevel := false, false // a dish of the pantry's main at the skill asked came before the answer
	answer := func(d *dish) *Recipe {
		d.askedMiss = miss
		d.atLevelPassed = passedAtLevel
		rec := d.recipe(excluded)
		if slower == nil && req.TimeAvailable > 0 && len(rec.UnusedPantry) > 0 {
			slower, slowerMin = slowerUser(&req, rng, ranked, d)
		}
		sayTooSlow(rec, &req, slower, slowerMin)
		return rec
	}
	var walked *dish // a variation's dish that leaves the pantry's main unused
	var walkedCat *catDish
	var best *catDish
	if len(ranked) > 0 {
		best = ranked[0].c
	}
	// A variation walks down the dishes near the best, counting only those that cook:
	// variation 2 is the third dish that can be made, not a dish that cannot, which
	// would leave it the same as variation 0 or 1.
	near, walk := 0, req.Variation
	if walk < 0 {
		walk = -walk
	}
	var bed [][]int
	if walk > 0 {
		near = nearBest(ranked)
		bed = bedOf(ranked)
	}
	var found, spare []variant
	for i, r := range ranked {
		if near > 0 && i == near && len(found) > 0 {
			break
		}
		d := buildDish(&req, rng, r, false)
		if d == nil {
			continue
		}
		asked := req.Cuisine != "" && !r.foreign
		if !d.keepsAnchor(r.lines, anchor) {
			if asked {
				miss = max(miss, missMain)
			}
			others = append(others, r) // another meal: only when no dish of the main can be made at all
			continue
		}
		// A dish of the pantry's main at the skill asked that is passed over makes "it is
		// what this pantry makes best" untrue of a simpler answer after it.
		passedAtLevel = passedAtLevel || atLevel
		atLevel = req.skillGiven && r.c.skill >= skillRank(req.Skill)
		total := d.finish()
		if !d.acceptable() || d.shortOfEggs() || d.shortOfOats() {
			if asked {
				miss = max(miss, missMain)
			}
			continue // its technique left out what the pantry is for (a parmigiana without crumbs drops the eggs)
		}
		if req.TimeAvailable > 0 && total > req.TimeAvailable {
			// The same dish the quick way: only the pantry's vegetables, nothing extra to cut.
			if q := buildDish(&req, rng, r, true); q != nil {
				// A salad is its leaves: the quick way never leaves it only the eggs.
				if qt := q.finish(); qt < total && q.acceptable() && (q.form.name != "salad" || len(q.vegs) > 0) {
					d, total = q, qt
				}
			}
		}
		if req.TimeAvailable > 0 && total > req.TimeAvailable {
			if asked {
				miss = missTime
			}
			// The refusal names the pantry's own dish, not a quicker one that buys what it
			// is named for (a tofu and broccoli without the broccoli).
			own := d.madeOfPantry() && !d.mostlyBought() && d.buys() <= 1
			if slower == nil && own {
				slower, slowerMin = d, total
			}
			if slow == nil || own && !slowOwn || own == slowOwn && total < slowMin {
				slow, slowMin, slowOwn = d, total, own
			}
			continue
		}
		if slow != nil && slowOwn && d.mostlyBought() {
			// The pantry's own dish (crêpes) did not fit the time: a quicker one whose body
			// is bought (a salad of shop greens beside the cook's eggs) is no answer; the
			// refusal that says how long the crêpes take is.
			continue
		}
		if req.Variation != 0 && r.c != best && (d.leavesPantryMain() || !d.keepsAnchor(r.lines, bed)) {
			// Another variation is another dish of the same pantry, not black bean
			// quesadillas beside the cook's unused beef: the best dish comes round instead,
			// and this one answers only when nothing else does.
			if walked == nil {
				walked, walkedCat = d, r.c
			}
			continue
		}
		if near > 0 && i < near {
			if slices.ContainsFunc(found, func(v variant) bool { return v.d.title() == d.title() }) {
				continue // two catalogue lines that cook the same dish are one variation
			}
			if len(found) > 0 && (!d.madeOfPantry() || d.mostlyBought()) {
				// Another dish of the pantry comes first, not mushrooms on toast bought
				// beside its eggs: one that buys what it is named for only when no other is.
				spare = append(spare, variant{d, r.c})
				continue
			}
			found = append(found, variant{d, r.c})
			if len(found) > walk {
				break
			}
			continue
		}
		return answer(d), r.c, nil
	}
	if len(found) > 0 {
		if walk >= len(found) {
			found = append(found, spare...)
		}
		v := found[walk%len(found)]
		return answer(v.d), v.c, nil
	}
	if walked != nil {
		return answer(walked), walkedCat, nil
	}
	if slow != nil {
		reason, alt, cat, left := tooSlow(&req, slow, slowMin, others, rng)
		if alt == nil {
			return nil, nil, &NoRecipeError{Reason: withRuledOut(&req, reason, usable)}
		}
		// A dish made of the cook's own food that fits beats a refusal: answer with it and
		// say why the main is left out.
		rec := answer(alt)
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
		if !d.acceptable() {
			continue
		}
		if req.TimeAvailable > 0 && total > req.TimeAvailable {
			if slower == nil && d.madeOfPantry() && !d.mostlyBought() {
				slower, slowerMin = d, total
			}
			if total < quickestMin && d.madeOfPantry() {
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
		return answer(d), r.c, nil
	}
	if keeper != nil {
		// The short ribs need their braise: say so, rather than a vegetable stir-fry without them.
		allow := (keeperMin + 4) / 5 * 5
		reason := fmt.Sprintf("%s needs %d minutes, more than the %d available; allow %d minutes", keeper.title(), keeperMin, req.TimeAvailable, allow)
		return nil, nil, &NoRecipeError{Reason: reason}
	}
	if dropper != nil {
		return answer(dropper), dropperCat, nil
	}
	reason := "nothing in the catalogue can be cooked from these ingredients: " + whatWouldHelp(&req, usable)
	if quickest != "" {
		reason = fmt.Sprintf("nothing fits in %d minutes; the quickest option was %s (%d min)", req.TimeAvailable, quickest, quickestMin)
	}
	return nil, nil, &NoRecipeError{Reason: withRuledOut(&req, reason, usable)}
}

// leavesPantryMain reports whether the dish leaves out a main protein or starch of the
// pantry that the rules allow.
func (d *dish) leavesPantryMain() bool {
	for _, l := range d.lines {
		in := l.Ingredient
		if !isMainProtein(in) && !isMainStarch(in) || l.swapFor != "" {
			continue
		}
		cooked := false
		for p := range d.eachPart {
			if p.in == in {
				cooked = true
				break
			}
		}
		if !cooked {
			return true
		}
	}
	return false
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
	for p := range d.eachPart {
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
	return d.writeAll()
}

// writeAll writes the steps of the settled dish and returns the total minutes.
func (d *dish) writeAll() int {
	d.keepDefining()
	d.write()
	if d.dropUncooked() {
		d.write()
	}
	if d.takesLongSauce() {
		d.longSauce = true
		d.write()
	}
	d.dropUnwritten()
	d.leavenToFlour() // what a writer measured too
	d.fishOutWholeSpices()
	d.optionalBuys()
	total := 0
	for _, s := range d.steps {
		total += s.Minutes
	}
	if e := d.topEgg; e != nil && d.req.TimeAvailable > 0 && total > d.req.TimeAvailable {
		// The fried egg on top is a nicety: not worth the dish running over the time.
		d.extras, d.topEgg = withoutParts(d.extras, []*part{e}), nil
		delete(d.used, e.in)
		return d.writeAll()
	}
	total = d.useTheTime(d.cookDried(d.addSides(total)))
	d.seasonToSalty() // once every part is in: the chips baked beside the plate bring salt of their own
	return total
}

// tooSlow says why the pantry's own dish cannot be answered in the time: the time it
// needs, and the quickest dish without the main that fits, made mostly of the pantry.
// When that dish leaves out only a cured meat that flavours the pantry's dish, it is
// returned too, with its catalogue entry and the pantry names it leaves out, to be
// cooked instead of refusing.
func tooSlow(req *Request, d *dish, minutes int, others []rankedDish, rng *rand.Rand) (string, *dish, *catDish, []string) {
	allow := (minutes + 4) / 5 * 5
	reason := fmt.Sprintf("%s needs %d minutes, more than the %d available; allow %d minutes", d.title(), minutes, req.TimeAvailable, allow)
	if beans := d.driedParts(); len(beans) > 0 {
		reason += fmt.Sprintf(" (the dried %s need soaking and simmering first; tinned ones are ready at once)", plurals(beans))
	}
	for _, r := range others {
		o := buildDish(req, rng, r, false)
		if o == nil {
			continue
		}
		// Only a dish made mostly of what the cook has: not a Caesar salad that buys its lettuce.
		if m := o.finish(); m <= req.TimeAvailable && o.acceptable() && o.buys() <= 1 && o.madeOfPantry() {
			var left, names []string
			accent := true // only a cured meat that flavours the dish is left out (the pancetta of a pasta)
			for p := range d.eachPart {
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
				// The slow dish is made of a vegetable (a baba ganoush of the cook's
				// aubergine): the quicker plate of the cook's own food is the answer,
				// and it says what it leaves out for the time.
				for p := range d.eachPart {
					if p.fromPantry && !o.used[p.in] && p.role != RoleSpice && !isSeasoning(p.in) && p.in.Category != "oils-fats" {
						left = append(left, p.name())
						if l := d.pantry[p.in]; l != nil && l.Name != "" {
							names = append(names, l.Name)
						} else {
							names = append(names, p.in.Name)
						}
					}
				}
				if len(left) == 0 || d.sweet() || !o.usesMostOf(d.lines) {
					continue // crêpes' flour is the bake: an omelette of their eggs is no answer
				}
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
	// FNV-1a over the normalised pantry lines, each closed by a NUL, and then
	// "cuisine|[restrictions]|[allergies]|time|skill|servings" ("|meal" when asked), as
	// fmt's %s, %v and %d print them; built in one buffer rather than through fmt.
	var buf [256]byte
	b := buf[:0]
	for _, p := range req.Pantry {
		b = append(b, normalizeName(p)...)
		b = append(b, 0)
	}
	b = append(b, req.Cuisine...)
	b = appendList(append(b, '|'), req.Rules.Restrictions)
	b = appendList(append(b, '|'), req.Rules.Allergies)
	b = strconv.AppendInt(append(b, '|'), int64(req.TimeAvailable), 10)
	b = append(append(b, '|'), req.Skill...)
	b = strconv.AppendInt(append(b, '|'), int64(req.Servings), 10)
	if req.Meal != "" {
		b = append(append(b, '|'), req.Meal...) // requests without a meal keep the seeds they had
	}
	h := uint64(14695981039346656037)
	for _, c := range b {
		h ^= uint64(c)
		h *= 1099511628211
	}
	return h
}

// appendList appends words as fmt's %v prints a []string: "[a b c]".
func appendList(b []byte, words []string) []byte {
	b = append(b, '[')
	for i, w := range words {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, w...)
	}
	return append(b, ']')
}

// sortPantry parses the pantry and splits it into what may be cooked and what is left
// out, with the reason.
func sortPantry(req Request) ([]*Line, []Excluded) {
	var usable []*Line
	excluded := []Excluded{}
	seen := map[*Ingredient]bool{}
	type swapAt struct{ line, excluded int }
	swaps := map[*Ingredient]swapAt{}      // a stand-in bought for a food the rules refuse
	lines := make([]Line, len(req.Pantry)) // one allocation for the lines usable points into
	for i, text := range req.Pantry {
		lines[i] = ParseLine(text)
	}
	readBySpices(lines)
	readDried(lines)
	for i, text := range req.Pantry {
		l := &lines[i]
		name := l.Name
		if name == "" {
			name = strings.TrimSpace(text)
		}
		if !l.Known {
			excluded = append(excluded, Excluded{Name: name, Reason: "not a known ingredient", unused: true})
			continue
		}
		readAsVegetableStock(req, l)
		readCurryPasteByCuisine(req, l)
		at, swapped := swaps[l.Ingredient]
		why := req.Rules.Breaks(l.Ingredient)
		if why == "" {
			why = unlabelledOut(l, req.Rules.refusedFacts())
		}
		switch {
		case why != "":
			if alt := swapFor(req, l.Ingredient); alt != nil && !seen[alt] {
				// The cook's soy sauce becomes tamari, its soba rice noodles: the dish it
				// was meant for is still cooked, with the swap bought.
				seen[alt] = true
				swaps[alt] = swapAt{len(usable), len(excluded)}
				usable = append(usable, &Line{Text: alt.Name, Name: alt.Name, Known: true, Ingredient: alt, Matched: alt.Name, swapFor: name})
				why += "; " + alt.Name + " in its place" + swapNote[l.Ingredient.Name]
			}
			excluded = append(excluded, Excluded{Name: name, Reason: why})
		case swapped:
			// The cook holds the stand-in too (greek yogurt beside the mayonnaise it
			// replaces): the line is the cook's own, to cook or to list as unused, as it
			// is when the cook's line comes first.
			usable[at.line] = l
			e := &excluded[at.excluded]
			if i := strings.Index(e.Reason, "; "+l.Ingredient.Name+" in its place"); i >= 0 {
				e.Reason = e.Reason[:i]
			}
			delete(swaps, l.Ingredient)
		case seen[l.Ingredient] || l.Ingredient.Name == "water":
		default:
			seen[l.Ingredient] = true
			usable = append(usable, l)
		}
	}
	return usable, excluded
}

// swapFor is the food bought in place of a pantry starch or sauce that the rules rule
// out (tamari for soy sauce, rice noodles for soba), or nil: only a food of the same
// kind that the rules allow.
func swapFor(req Request, in *Ingredient) *Ingredient {
	for _, name := range likeForLike[in.Name] {
		if alt := mustLookup(name); req.Rules.allows(alt) {
			return alt
		}
	}
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

// likeForLike are the stand-ins a cook buys for a pantry food an allergy or diet rules
// out, where the stand-in plays the same part in any dish: oat milk for the milk of a
// porridge, Greek yoghurt for the mayonnaise of a dressing (eggless, as thick).
var likeForLike = map[string][]string{
	"red curry paste": {"vegan red curry paste"}, // the same paste pounded without shrimp
	// The chicken or beef stock of a vegetarian's soup: the vegetable cube, as a cook buys.
	"chicken broth": {"vegetable broth"}, "beef broth": {"vegetable broth"},
	"milk":       {"oat milk", "soy milk", "almond milk"},
	"mayonnaise": {"greek yogurt"},
	"sour cream": {"greek yogurt"},
	// Cheeses set with calf's rennet: a vegetarian buys the same style set without it.
	"parmesan": {"vegetarian hard cheese"}, "pecorino": {"vegetarian hard cheese"},
	"gruyere": {"vegetarian hard cheese"}, "manchego": {"vegetarian hard cheese"},
}

// swapNote says what the cook can check before buying the swap.
var swapNote = map[string]string{"soba noodles": " (100% buckwheat soba has no wheat: use yours if the packet says so)",
	"red curry paste": " (many red curry pastes hold no shrimp paste: use yours if its label says so)"}

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

// fishOutWholeSpices has the cook lift out what was cooked whole to flavour the pot (a
// cinnamon stick, cardamom pods, star anise, bay leaves) before the dish is served,
// unless the dish is strained: nobody should bite on a stick of bark.
func (d *dish) fishOutWholeSpices() {
	var names []string
	for p := range d.eachPart {
		switch {
		case p.whole && p.in.Name == "cinnamon":
			names = append(names, "cinnamon stick")
		case p.whole && p.in.Name == "cardamom":
			names = append(names, "cardamom pods")
		case p.whole && p.in.Name == "cloves":
			names = append(names, "whole cloves")
		case p.in.Name == "bay leaf":
			if q, _, _ := p.measure(); q > 1 {
				names = append(names, "bay leaves")
			} else {
				names = append(names, "bay leaf")
			}
		case p.in.Name == "star anise":
			names = append(names, p.in.Name)
		}
	}
	if len(names) < 1 || len(d.steps) == 0 {
		return
	}
	last := -1
	for i, s := range d.steps {
		low := lowered(s.Text)
		if strings.Contains(low, "strain") || strings.Contains(low, "discard the") && strings.Contains(low, "spices") {
			return // a strained broth leaves them in the sieve
		}
		if heats(s) {
			last = i
		}
	}
	if last < 0 {
		return
	}
	for i := range d.steps {
		if j := strings.Index(d.steps[i].Text, "fish out the "); j >= 0 {
			// The red braise's own "fish out the star anise" takes the rest with it.
			end := j + len("fish out the ")
			rest := d.steps[i].Text[end:]
			k := strings.IndexAny(rest, ".;,")
			if k < 0 {
				k = len(rest)
			}
			d.steps[i].Text = d.steps[i].Text[:end] + listNames(names) + rest[k:]
			return
		}
	}
	// A sauce layered into a baking dish (a moussaka, a lasagne) gives up its whole
	// spices before it goes in: after baking they are buried under the topping.
	for i := range d.steps {
		if layersInDish(lowered(d.steps[i].Text)) {
			d.steps[i].Text = "Fish out the " + listNames(names) + " from the sauce. " + d.steps[i].Text
			return
		}
	}
	end := &d.steps[len(d.steps)-1] // before it is served
	end.Text = "Fish out the " + listNames(names) + ". " + end.Text
}

// usesMostOf reports whether the dish cooks more than half of the pantry lines.
func (d *dish) usesMostOf(lines []*Line) bool {
	n := 0
	for _, l := range lines {
		if d.used[l.Ingredient] {
			n++
		}
	}
	return 2*n > len(lines)
}
