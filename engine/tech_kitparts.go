package engine

import (
	"maps"
	"math"
	"slices"
	"strings"
)

// --- finding parts ---

// find is the first part of the dish that is one of the named foods, or plays its part
// (a vegetarian's hard cheese is the parmesan a risotto finishes with).
func (d *dish) find(names ...string) *part {
	for p := range d.eachPart {
		for _, n := range names {
			if playsPart(p.in, n) || p.standsFor == n {
				return p
			}
		}
	}
	return nil
}

// playsPart reports whether food in is the named food, or the stand-in a diet or
// allergy buys for it (likeForLike), which plays the same part in any dish.
func playsPart(in *Ingredient, name string) bool {
	if in.Name == name {
		return true
	}
	return in.id < len(standInFor) && slices.Contains(standInFor[in.id], name)
}

// standInFor holds, by food, the foods it stands in for: the reverse of likeForLike.
var standInFor = func() [][]string {
	out := make([][]string, len(table))
	for _, name := range slices.Sorted(maps.Keys(likeForLike)) {
		for _, alt := range likeForLike[name] {
			in := mustLookup(alt)
			out[in.id] = append(out[in.id], name)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(leanerKinds)) {
		for _, alt := range leanerKinds[name] {
			in := mustLookup(alt)
			out[in.id] = append(out[in.id], name)
		}
	}
	return out
}()

// leanerKinds are, by food, the leaner kinds of it a cook may hold, which cook the
// same way and do for it in any dish: nonfat Greek yoghurt is Greek yoghurt with less
// fat. The catalogue lists them wherever it lists the food.
var leanerKinds = map[string][]string{"greek yogurt": {"nonfat greek yogurt"}}

// where are the parts for which keep is true, in list order.
func (d *dish) where(keep func(p *part) bool) []*part {
	var out []*part
	for p := range d.eachPart {
		if keep(p) {
			out = append(out, p)
		}
	}
	return out
}

func (d *dish) eggPart() *part {
	for p := range d.eachPart {
		if p.in.Category == "eggs" {
			return p
		}
	}
	return nil
}

// cheeses are the dish's cheeses, whatever role they came in by.
func (d *dish) cheeses() []*part {
	return d.where(func(p *part) bool { return p.in.Is(RoleCheese) && p.in.Category == "dairy" })
}

// meats are cured or cooked meats and fish that go in as a filling.
func (d *dish) fillingMeats() []*part {
	return d.where(func(p *part) bool {
		return p != d.protein && (p.in.Category == "meat" || p.in.Category == "poultry" || p.in.Category == "seafood")
	})
}

// toppers are the herbs, garnishes and fruit that finish a plate.
func (d *dish) toppers() []*part {
	return d.where(func(p *part) bool {
		return p.role == RoleHerb || p.role == RoleGarnish && !p.in.Is(RoleCheese) || p.role == RoleFruit && p.in.Category != "frozen"
	})
}

// count is how many whole pieces a part prints as (eggs, slices, bananas).
func count(p *part) int {
	if p == nil {
		return 0
	}
	if p.limitCount > 0 && p.limit > 0 && p.limit < p.grams {
		// The list shows the cook's whole pack where the dish wants more: the steps count
		// what the cook has (six eggs, not the twelve sixteen servings would want).
		return max(1, int(math.Round(p.limitCount)))
	}
	q, unit, _ := p.measure()
	if unit == "" || unit == "piece" || unit == "slice" {
		return max(1, int(math.Round(q)))
	}
	if w, ok := p.in.UnitGrams("piece"); ok {
		return max(1, int(math.Round(p.grams/w)))
	}
	return max(1, int(math.Round(q)))
}

// mentionLeftovers makes sure every ingredient is used by some step: one the steps do
// not name yet goes on the plate in the last step, where a topping belongs.
func (d *dish) mentionLeftovers() {
	if len(d.steps) == 0 {
		return
	}
	var all strings.Builder
	for _, s := range d.steps {
		if strings.HasPrefix(s.Text, "Prep:") {
			continue // halving an avocado in the prep does not put it on the plate
		}
		all.WriteString(lowered(s.Text))
		all.WriteByte(' ')
	}
	text := all.String()
	var left []*part
	for p := range d.eachPart {
		if d.eggOnTop(p) {
			continue // fried and served on top once the dish is written
		}
		if p.in.Name == "salt" || p.in.Name == "black pepper" {
			if !strings.Contains(text, "salt") && !strings.Contains(text, "season") {
				left = append(left, p)
			}
			continue
		}
		if !strings.Contains(text, p.name()) && !strings.Contains(text, plural(p.name())) {
			left = append(left, p) // "the raspberries" names the raspberry
		}
	}
	// What a cook would put on the table beside the dish is served with it; what would
	// need cooking (frozen spinach, raw meat, flour) is left out, and the pantry's is
	// listed as not needed.
	side := left[:0]
	var sprinkle []*part // a spice is sprinkled over, not "served with"
	for _, p := range left {
		switch {
		case p.in.Category == "spices-seasonings" && servedAlongside(p.in):
			sprinkle = append(sprinkle, p)
		case servedAlongside(p.in) || !d.leaveOutPart(p):
			side = append(side, p)
		}
	}
	last := &d.steps[len(d.steps)-1]
	if len(sprinkle) > 0 {
		last.Text += " Sprinkle the " + partNames(sprinkle) + " over to taste."
	}
	if len(side) == 0 {
		return
	}
	last.Text = serveWith(last.Text, partNames(side), "")
}

// serveWith adds what goes on the table beside the dish to text: into the step's own
// "Serve …" sentence where it has one, so the step does not say "Serve" twice.
func serveWith(text, what, after string) string {
	at := strings.LastIndex(text, "Serve ")
	if at < 0 || at == 1 || at > 1 && text[at-2] != '.' && text[at-2] != ':' {
		return text + " Serve with the " + what + after + "."
	}
	end := strings.Index(text[at:], ".")
	if end < 0 {
		return text + " Serve with the " + what + after + "."
	}
	end += at
	join := ", with the "
	if strings.Contains(text[at:end], " with ") {
		join = ", and the "
		if after == "" {
			after = " alongside"
		}
	}
	return text[:end] + join + what + after + text[end:]
}

// servedAlongside reports whether a food goes on the table as it is, beside a dish.
func servedAlongside(in *Ingredient) bool {
	if needsCooking(in) || in.Category == "frozen" || strings.HasPrefix(in.Name, "frozen ") {
		return false
	}
	switch in.Category {
	case "bakery", "condiments-sauces", "herbs", "nuts-seeds", "spices-seasonings", "snacks":
		return true
	case "produce":
		return hardness(in) == 0 || in.Is(RoleFruit) || in.Is(RoleGarnish)
	case "dairy":
		return in.Is(RoleCheese) || in.Is(RoleGarnish)
	}
	return false
}

// leaveOutPart takes p out of the dish when it sits in one of the dish's lists (not its
// main, starch, fat or acid); it reports whether it did.
func (d *dish) leaveOutPart(p *part) bool {
	for _, list := range []*[]*part{&d.extras, &d.vegs, &d.aromatics, &d.spices, &d.sauces, &d.herbs, &d.garnishes, &d.liquids} {
		if slices.Contains(*list, p) {
			d.leaveOut(p)
			return true
		}
	}
	return false
}

// batches is how many rounds a pan of capacity holds n pieces in.
func batches(n, capacity int) int {
	return max(1, (n+capacity-1)/capacity)
}

// measureBaking measures what a baker measures by cup and spoon: flour, sugar, cocoa,
// chips and oats by the cup down to a quarter, then by the spoon; leaveners by the
// teaspoon; honey, syrups and jam by the spoon; a splash of milk by the tablespoon.
func measureBaking(in *Ingredient, g float64) (qty float64, unit string, grams float64, ok bool) {
	spoon := func(u string, step float64) (float64, string, float64, bool) {
		w, _ := in.UnitGrams(u)
		q := math.Max(step, math.Round(g/w/step)*step)
		return q, u, round1(q * w), true
	}
	cup, hasCup := in.UnitGrams("cup")
	tbsp, hasTbsp := in.UnitGrams("tbsp")
	_, hasTsp := in.UnitGrams("tsp")
	switch {
	case in.Is(RoleBaking) && hasTsp && !in.Is(RoleStarch) && in.Name != "cocoa powder": // a pancake mix goes by the cup
		if hasTbsp && g >= 3*tbsp {
			return spoon("tbsp", 0.5)
		}
		return spoon("tsp", 0.25)
	case in.Category == "baking" && in.Name != "vanilla extract" || in.Category == "sweeteners" || in.Name == "rolled oats" || in.Name == "granola":
		switch {
		case hasCup && g >= cup/4*0.9 && (!hasTbsp || g > 4*tbsp || in.Is(RoleStarch)):
			if q, u, w, ok := spoon("cup", 0.25); !hasTbsp || g > 8*tbsp || math.Abs(w-g) <= 0.15*g {
				return q, u, w, ok
			}
			// 48 g of flour for a roux is 6 tbsp, its butter's weight, never "1/2 cup" (62 g).
			return spoon("tbsp", 0.5)
		case hasTbsp && g >= tbsp/2*0.9:
			return spoon("tbsp", 0.5)
		case hasTsp:
			return spoon("tsp", 0.25)
		}
	case in.Category == "dairy" && in.Is(RoleLiquid) && hasTbsp && g < 3.5*tbsp:
		return spoon("tbsp", 1)
	case in.Name == "salt" && g < 1:
		return spoon("pinch", 1) // a pinch is what a sweet dish or one egg takes
	}
	return 0, "", 0, false
}

// ownTitle is the dish's name with {main} and {with} filled in: "Mushroom and Cheddar
// Omelette", "Scrambled Eggs with Smoked Salmon", "Pancakes with Blueberries".
func (d *dish) ownTitle() string {
	main := ""
	if d.protein != nil && d.protein.in.Category != "eggs" {
		main = d.protein.name()
	}
	name := d.catName()
	if !strings.Contains(name, "{with}") {
		return d.secondMain(titleOf(name, main))
	}
	var feat []string
	after := !strings.HasPrefix(name, "{with}") // "Pancakes with Blueberries", but "Blueberry Pancakes"
	for _, p := range d.featured() {
		if len(feat) < 2 {
			n := shortName(p.name())
			if after && countedInCups[n] {
				n = plural(n)
			}
			feat = append(feat, titleCase(n))
		}
	}
	with := strings.Join(feat, " and ")
	switch {
	case with != "" && after && strings.Contains(name[:strings.Index(name, "{with}")], " with "):
		// The name already says "with": "Greek Yogurt with Honey, Figs and Walnuts".
		joiner := " and "
		if len(feat) > 1 {
			joiner = ", "
		}
		name = strings.Replace(name, " {with}", joiner+with, 1)
	case with == "":
		name = strings.Replace(name, "{with}", "", 1)
	case strings.HasPrefix(name, "{with}"):
		name = strings.Replace(name, "{with}", with, 1)
	default:
		name = strings.Replace(name, "{with}", "with "+with, 1)
	}
	if main != "" {
		main = titleOf("{main}", main) // as a title names it: "Chicken Pie", not "Chicken Breast Pie"
	}
	return strings.Join(strings.Fields(strings.ReplaceAll(name, "{main}", titleCase(main))), " ")
}

// featured are the pantry foods a title names: meat or fish, vegetables, cheese, fruit,
// chocolate; never the dish's own base (its flour, milk, eggs) or a pinch of spice.
func (d *dish) featured() []*part {
	sig := map[*Ingredient]bool{}
	for _, s := range d.cat.sig {
		for _, in := range s.foods() {
			sig[in] = true // a stand-in is as much the dish's own: a pizza's fresh tomatoes are its sauce
		}
	}
	rank := func(p *part) int {
		switch {
		case p == d.protein && (d.form.name == "pizza" || d.form.name == "jacket" || d.form.name == "microwave jacket") && p.fromPantry:
			return 6 // "Pepperoni and Mushroom Pizza": a pizza is named for its toppings, meat first
		case !p.fromPantry || sig[p.in] || p == d.protein || p == d.starch || p == d.fat:
			return 0
		case p.in.Category == "meat" || p.in.Category == "seafood" || p.in.Category == "poultry":
			return 5
		case p.role == RoleVegetable && p.in.Category == "produce":
			return 4
		case p.in.Is(RoleCheese) && p.in.Category == "dairy":
			return 3
		case p.role == RoleFruit || p.in.Name == "chocolate chips" || p.in.Name == "dark chocolate":
			return 2
		case d.form.name == "crepes" && (p.in.Name == "chocolate hazelnut spread" || p.in.Name == "lemon curd"):
			return 2 // a crêpe is named for its filling: "Crêpes with Banana and Chocolate Hazelnut Spread"
		case p.in.Category == "nuts-seeds" && !strings.Contains(p.in.Name, "butter") && !strings.Contains(p.in.Name, "seed") && d.form.method == "sweet":
			return 1 // "Greek Yogurt with Honey, Figs and Walnuts": on a sweet dish the nuts are named after its fruit
		}
		return 0
	}
	var out []*part
	for r := 6; r >= 1; r-- {
		for p := range d.eachPart {
			if rank(p) == r {
				out = append(out, p)
			}
		}
	}
	return out
}

// participles are the preparation words a step turns into verbs.
var participles = map[string]string{"peeled": "peel", "cored": "core", "sliced": "slice", "diced": "dice", "halved": "halve",
	"pitted": "pit", "minced": "mince", "chopped": "chop", "grated": "grate", "crumbled": "crumble", "trimmed": "trim",
	"seeded": "seed", "drained": "drain", "rinsed": "rinse", "quartered": "quarter", "shredded": "shred", "zested": "zest",
	"mashed": "mash", "softened": "soften", "melted": "melt", "torn": "tear", "washed": "wash", "hulled": "hull",
	"juiced": "juice", "split": "split", "stemmed": "stem", "flaked": "flake", "stoned": "stone", "beaten": "beat",
	"bruised": "bruise"}

// prepVerb turns a preparation of participles into an instruction for the: "peeled,
// cored and sliced" -> "peel, core and slice the apple", "peeled and cut into 1 cm
// (1/2 in) dice" -> "peel the potato and cut it into 1 cm (1/2 in) dice".
func prepVerb(prep, the string) string {
	// "quartered lengthwise", "torn into bite-size pieces": the verb, the food, then how.
	if rest, ok := strings.CutPrefix(prep, "cut into "); ok {
		return "cut " + the + " into " + rest
	}
	// "halved or cut into bite-size pieces": either way, each its own instruction.
	if head, alt, ok := strings.Cut(prep, " or "); ok {
		first, second := prepVerb(head, the), prepVerb(alt, "it")
		if !strings.HasPrefix(first, "prepare ") && !strings.HasPrefix(second, "prepare ") {
			return first + " or " + second
		}
	}
	if head, ok := strings.CutSuffix(prep, " lengthwise"); ok {
		return prepVerb(head, the) + " lengthwise"
	}
	if head, into, ok := strings.Cut(prep, " into "); ok && !strings.Contains(head, "cut") && !strings.Contains(head, " ") {
		return prepVerb(head, the) + " into " + into
	}
	head, cut, hasCut := strings.Cut(prep, " cut into ")
	words := strings.FieldsFunc(strings.TrimSuffix(strings.TrimSpace(head), " and"), func(r rune) bool { return r == ',' || r == ' ' })
	var verbs []string
	adverb := ""
	for _, w := range words {
		switch {
		case w == "and":
		case w == "finely" || w == "thinly" || w == "roughly" || w == "coarsely":
			adverb = w + " "
		case participles[w] != "":
			verbs = append(verbs, adverb+participles[w])
			adverb = ""
		default:
			return "prepare " + the + " (" + prep + ")"
		}
	}
	if len(verbs) == 0 && !hasCut {
		return "prepare " + the + " (" + prep + ")"
	}
	if hasCut {
		if len(verbs) == 0 {
			return "cut " + the + " into " + cut
		}
		return listNames(verbs) + " " + the + " and cut it into " + cut
	}
	return listNames(verbs) + " " + the
}

// prepMinutes is how long a cook takes to ready parts, by the time model's own
// minutes a task, scaled by servings and skill.
func (d *dish) prepMinutes(parts []*part) int {
	m := 0.0
	for _, p := range parts {
		if p.prep != "" {
			m += d.taskMinutes(p)
		}
	}
	return max(1, int(math.Round(d.knifeMinutes(m))))
}

// prepTasks writes "dice the tomato; crumble the feta" for parts that need readying.
func prepTasks(parts []*part) string {
	var tasks []string
	for _, p := range parts {
		if p.prep != "" {
			tasks = append(tasks, p.task())
		}
	}
	return strings.Join(tasks, "; ")
}

// prepFirst writes a preparation step for the parts needed at once (what goes in the
// pan first) and returns the rest, to be readied while that cooks; with nothing needed
// at once, it writes no step.
func (d *dish) prepFirst(first []*part) (later []*part) {
	var now []*part
	for p := range d.eachPart {
		if p.prep == "" || p.pot > 0 || p.role == RoleSpice || p.role == RoleSauce || p.role == RoleLiquid || p.in.Category == "eggs" {
			continue
		}
		if contains(first, p) {
			now = append(now, p)
		} else {
			later = append(later, p)
		}
	}
	if len(now) > 0 {
		d.prepStep = len(d.steps)
		d.step(d.prepMinutes(now), "Prep: %s.", prepTasks(now))
	}
	return later
}

// meanwhile is the sentence that readies parts while something cooks, "" for none.
func meanwhile(parts []*part, also string) string {
	tasks := prepTasks(parts)
	switch {
	case tasks == "" && also == "":
		return ""
	case tasks == "":
		return " Meanwhile, " + also + "."
	case also == "":
		return " Meanwhile, " + tasks + "."
	}
	return " Meanwhile, " + also + "; " + tasks + "."
}

// bySlices sets a bread to n slices a serving where the bread is sliced; a loaf without
// slices keeps its weight.
func (d *dish) bySlices(p *part, n float64) {
	if p == nil {
		return
	}
	if w, ok := p.in.UnitGrams("slice"); ok {
		p.grams = n * w * d.servings
	}
}

// sizeFoldIns sets chips, nuts and fruit folded into a batter to what the batter holds:
// fruit and chips at fruit grams a serving, nuts at half that.
func (d *dish) sizeFoldIns(parts []*part, fruit float64) {
	for _, p := range parts {
		switch {
		case p.in.Category == "nuts-seeds":
			d.size(p, fruit/2)
		case p.in.Name == "rolled oats":
		default:
			d.size(p, fruit)
		}
	}
}

// isEggLike is an egg, or the soaked flaxseed that binds a bake in its place.
func isEggLike(p *part) bool {
	return p.in.Category == "eggs" || p.in.Name == "flaxseed" && strings.HasPrefix(p.prep, "ground and soaked")
}

// oneAtATime is ", one egg at a time" where real eggs go into a batter.
func oneAtATime(d *dish) string {
	if e := d.eggPart(); e != nil && count(e) > 1 {
		return ", one egg at a time"
	}
	return ""
}

// foldInShare is the most a bake's chips, nuts and fruit weigh together against its
// flour (its oats for flapjacks), as cooks write them: 60–75 g of sultanas to 225 g of
// flour in scones, a cup of berries to two of flour in muffins, a cup of chips to a cup
// of flour in cookies. More and a dough will not hold together or rise.
var foldInShare = map[string]float64{"scones": 0.35, "muffins": 0.9, "loaf": 0.5, "cake": 0.5, "cookies": 1.2,
	"brownies": 1.5, "flapjacks": 0.45, "shortbread": 0.3}

// capFoldIns brings the parts folded into a dough down to the technique's share of its
// flour, each in proportion; it never adds to them.
func (d *dish) capFoldIns(fold []*part) {
	share, ok := foldInShare[d.form.name]
	if !ok {
		return
	}
	flour, total := 0.0, 0.0
	for p := range d.eachPart {
		if p == d.starch || p.in.Category == "baking" && strings.Contains(p.in.Name, "flour") {
			flour += p.grams
		}
	}
	var capped []*part
	for _, p := range fold {
		if p == d.protein || p == d.starch || p.prep == "mashed" {
			continue
		}
		capped = append(capped, p)
		total += p.grams
	}
	if flour <= 0 || total <= share*flour {
		return
	}
	f := share * flour / total
	for _, p := range capped {
		p.grams *= f
	}
}
