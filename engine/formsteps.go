package engine

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode/utf8"
)

// --- writing the steps ---

// eggsOnTop cooks pantry eggs that came along as an extra and puts them on each
// portion: soft-boiled on soups, curries and salads, fried on the rest. A raw egg is
// never stirred into a finished dish.
func (d *dish) eggsOnTop() {
	if ownFill[d.form.name] && !eggOnRice[d.form.name] {
		return // an egg the dish names is cooked by its own steps
	}
	var eggs *part
	for _, e := range d.extras {
		if e.in.Category == "eggs" {
			eggs = e
		}
	}
	if eggs == nil || len(d.steps) == 0 || d.form.ownsEggs {
		return
	}
	last := d.steps[len(d.steps)-1]
	d.steps = d.steps[:len(d.steps)-1]
	// The words follow the count: one egg is "it", and fewer eggs than plates are shared.
	n := count(eggs)
	name, them := pluralIf(eggs.name(), n), "them"
	if n == 1 {
		them = "it"
	}
	switch d.form.name {
	case "soup", "stew", "curry", "noodle bowl", "salad", "grain bowl":
		d.step(9, "Soft-boil the %s: lower %s into boiling water for 7 minutes, cool %s in cold water, then peel and halve %s.", name, them, them, them)
		switch {
		case 2*n == d.req.Servings:
			last.Text += " Finish each portion with an egg half."
		case 2*n > d.req.Servings:
			last.Text += " Finish each portion with egg halves."
		default:
			last.Text += " Share the egg halves among the portions."
		}
	default:
		rounds := friedEggRounds(eggs)
		in := d.eggFryingFat(rounds)
		if rounds > 1 {
			// A large pan fries six eggs at once: more go in rounds, the first kept warm.
			d.step(3*rounds+1, "Fry the %s in %s in a large nonstick pan, %d at a time, until the whites are set and the yolks still soft, about 3 minutes a round (%d rounds); slide each round onto a warm plate in a low oven while the next cooks.", name, in, eggsAPan, rounds)
		} else {
			d.step(4, "Fry the %s in %s in a nonstick pan until the whites are set and the yolks still soft, about 3 minutes.", name, in)
		}
		if n >= d.req.Servings {
			last.Text += " Finish each portion with a fried egg."
		} else {
			last.Text += fmt.Sprintf(" Top with the fried %s.", name)
		}
	}
	last.Step = len(d.steps) + 1
	d.steps = append(d.steps, last)
}

// eggFryingFat is what fried eggs on top are fried in, 1/2 tbsp of the dish's fat a
// round, counted in its line: kept back from the step that used the rest of it ("heat
// all but 1 tbsp of the rest of the oil"), so no step uses all the oil before the eggs
// ask for some. With no fat line the eggs take a little oil.
func (d *dish) eggFryingFat(rounds int) string {
	if d.fat == nil || !d.fat.in.Is(RoleFat) {
		return "a little oil"
	}
	d.fat.grams += 7 * float64(rounds)
	kept, fat := formatQty(0.5*float64(rounds))+" tbsp", d.fat.name()
	per := ""
	if rounds > 1 {
		per = ", 1/2 tbsp a round,"
	}
	for i := len(d.steps) - 1; i >= 0; i-- {
		t := d.steps[i].Text
		for _, all := range []string{"the rest of the " + fat, "the remaining " + fat, "Heat the " + fat, "heat the " + fat, "Melt the " + fat, "melt the " + fat} {
			at := strings.Index(t, all)
			if at < 0 || isLetterAt(t, at+len(all)) {
				continue
			}
			verb, rest := "", all
			if v, r, ok := strings.Cut(all, " the "); ok && (v == "Heat" || v == "heat" || v == "Melt" || v == "melt") {
				verb, rest = v+" ", "the "+r
			}
			d.steps[i].Text = t[:at] + verb + "all but " + kept + " of " + rest + t[at+len(all):]
			return "the " + fat + " kept back" + per
		}
	}
	if rounds > 1 {
		return "1/2 tbsp of the " + fat + " a round"
	}
	return "1/2 tbsp of the " + fat
}

func (d *dish) step(minutes int, format string, args ...any) {
	text := oneServe(singularOne(fmt.Sprintf(format, args...)))
	d.steps = append(d.steps, Step{Step: len(d.steps) + 1, Text: text, Minutes: max(minutes, 1)})
}

// oneServe folds a second "Serve with the pita on the side." into the step's first
// "Serve in bowls." sentence: "Serve in bowls, with the pita on the side. Top with ...".
func oneServe(s string) string {
	first := strings.Index(s, "Serve ")
	if first < 0 {
		return s
	}
	const again = " Serve with the "
	at := strings.LastIndex(s, again)
	if at <= first {
		return s
	}
	end := strings.Index(s[at+1:], ".")
	if end < 0 {
		return s
	}
	what := s[at+len(again) : at+1+end]
	rest := s[:at] + s[at+1+end+1:]
	head, tail := rest[:first], rest[first:]
	stop := strings.Index(tail, ".")
	if stop < 0 {
		return s
	}
	after := ""
	if w, ok := strings.CutSuffix(what, " on the side"); ok {
		what, after = w, " on the side"
	}
	return head + serveWith(tail[:stop+1], what, after) + tail[stop+1:]
}

// singularOne makes "about 1 minutes" that a computed count wrote singular: one minute.
// A 1 that ends a larger number or a range ("11", "1/2", "3–1") is left alone, and so is
// "1 minutesx". It does by hand what `(^|[^0-9/–-])1 (minute|second|hour)s\b` would,
// without a regexp on every step.
func singularOne(s string) string {
	var b []byte
	last := 0
	for i := 0; ; {
		j := strings.Index(s[i:], "1 ")
		if j < 0 {
			break
		}
		i += j
		if end := oneUnitEnd(s, i); end > 0 {
			if b == nil {
				b = make([]byte, 0, len(s))
			}
			b = append(b, s[last:end-1]...)
			last = end
		}
		i += 2
	}
	if b == nil {
		return s
	}
	return string(append(b, s[last:]...))
}

// oneUnitEnd returns the end of "1 minutes" (or seconds, hours) at s[i:], the plural s
// its last byte, when the 1 stands alone; otherwise 0.
func oneUnitEnd(s string, i int) int {
	if i > 0 {
		switch r, _ := utf8.DecodeLastRuneInString(s[:i]); {
		case r >= '0' && r <= '9', r == '/', r == '–', r == '-':
			return 0
		}
	}
	rest := s[i+2:]
	for _, unit := range [...]string{"minutes", "seconds", "hours"} {
		if strings.HasPrefix(rest, unit) {
			end := i + 2 + len(unit)
			if end < len(s) && isWordByte(s[end]) {
				return 0
			}
			return end
		}
	}
	return 0
}

// isWordByte reports whether c is an ASCII word character, as \b sees it.
func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// write lays out the steps and equipment for the chosen form.
func (d *dish) write() {
	// Room for the steps of most recipes at once, rather than growing by doubling.
	d.steps, d.waits, d.equipment, d.slow = nil, nil, append([]string{"chef's knife", "cutting board"}, d.form.equipment...), nil
	d.rawOnTop()
	d.form.write(d)
	d.searInOil()
	d.sizeEquipment()
	d.writePrecook()
	d.eggsOnTop()
	d.restAfterHalf()
	d.reheatCookedRice()
	if d.req.Skill == "advanced" {
		d.advancedTouch()
	}
	d.startStarchLate()
	d.overlapBoil()
	d.overlapPrep()
	d.boilEarly()
	d.overlapOven()
	d.settleWaits()
	d.warmOvenFirst()
	d.readyBeforeUse()
	d.dropUnusedEquipment()
	d.listNamedPepper()
	d.saidAsJuice()
	d.dropCookEvenly()
	d.dropUnusedWater()
	d.sizeBigBatch()
	d.fitVessels()
	for i := range d.steps {
		d.steps[i].Step = i + 1
		// Counts computed after a step was written ("with 1 minutes to go") agree too.
		d.steps[i].Text = singularOne(d.steps[i].Text)
		if d.req.Servings == 1 {
			d.steps[i].Text = oneVessel(d.steps[i].Text)
		}
	}
}

// cookEvenly is the prep step's advice to a beginner; it says nothing where nothing cut
// is cooked (a salad, a sandwich).
const cookEvenly = " Keep the pieces about the same size so they cook evenly."

func (d *dish) dropCookEvenly() {
	for i, s := range d.steps {
		if !containsRare(s.Text, cookEvenly, cookEvenlySkip) {
			continue
		}
		cooked := false
		for _, later := range d.steps[i+1:] {
			cooked = cooked || isHeatStep(later.Text) && !strings.HasPrefix(later.Text, "Warm the") && !strings.Contains(later.Text, "Toast the")
		}
		if !cooked {
			d.steps[i].Text = strings.Replace(s.Text, cookEvenly, "", 1)
		}
	}
}

// savedWater is what cookStarch says of the pasta water a sauce may want.
const savedWater = "; save 1 cup (240 ml) of the cooking water, then drain"

// dropUnusedWater keeps the pasta water only where a later step uses it; drained
// noodles for a stir-fry get a little oil so they do not stick as they wait.
func (d *dish) dropUnusedWater() {
	for i, s := range d.steps {
		if !strings.Contains(s.Text, savedWater) {
			continue
		}
		used := false
		for _, later := range d.steps[i+1:] {
			used = used || strings.Contains(later.Text, "cooking water") || strings.Contains(later.Text, "pasta water")
		}
		if !used {
			d.steps[i].Text = strings.Replace(s.Text, savedWater, "; drain, rinse briefly and toss with a few drops of oil so they do not stick", 1)
		}
	}
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return lowered(s[:1]) + s[1:]
}

// prepVerbs turn a preparation into its instruction verb.
var prepVerbs = map[string]string{"diced": "dice", "minced": "mince", "seeded and minced": "seed and mince",
	"thinly sliced": "thinly slice", "sliced": "slice", "chopped": "chop", "roughly chopped": "roughly chop",
	"halved": "halve", "trimmed": "trim", "grated": "grate", "crumbled": "crumble", "drained and rinsed": "drain and rinse",
	"drained": "drain", "rinsed": "rinse", "juiced": "juice", "patted dry": "pat dry", "scrubbed": "scrub", "peeled and deveined": "peel and devein",
	"peeled and thinly sliced": "peel and thinly slice"}

// task is the part's readying as a step says it, a counted food in the plural where
// the recipe has several, as the other steps name it: "halve the cherry tomatoes", "dice
// the onions".
func (p *part) task() string {
	// The task reads the part's prep, its name and its measure (plurals), nothing else.
	key := p.measureKey()
	if m := &p.tasked; m.ok && m.prep == p.prep && m.key == key {
		return m.task
	}
	n := plurals([]*part{p})
	t := prepTask(p.prep, n)
	if n != p.name() {
		t = strings.Replace(t, " cut it into ", " cut them into ", 1)
	}
	p.tasked = taskMemo{key: key, prep: p.prep, ok: true, task: t}
	return t
}

// prepTask turns an ingredient's preparation into an instruction: "diced" -> "dice the
// onion", "cut into florets" -> "cut the broccoli into florets".
func prepTask(prep, name string) string {
	the := "the " + name
	switch {
	case strings.HasPrefix(prep, "cut into"), strings.HasPrefix(prep, "sliced into"):
		verb := "cut"
		if strings.HasPrefix(prep, "sliced") {
			verb = "slice"
		}
		_, rest, _ := strings.Cut(prep, " into ")
		return verb + " " + the + " into " + rest
	case strings.HasPrefix(prep, "thinly sliced against the grain"):
		return "slice " + the + " thinly against the grain"
	case strings.HasPrefix(prep, "pressed dry"):
		return "press " + the + " between paper towels and cut it into 2 cm (3/4 in) cubes"
	case strings.HasPrefix(prep, "ground and soaked 5 minutes in 3 times its volume of water"):
		// A flax egg: it thickens while the rest is measured.
		return "grind " + the + " if it is whole, stir it into 3 times its volume of water and leave it 5 minutes to thicken"
	case prep == "patted dry":
		return "pat " + the + " dry with paper towels"
	case prep == "zested, half juiced, the rest cut into wedges":
		return "finely grate the zest of " + the + ", squeeze the juice of half of it and cut the rest into wedges"
	case prep == juicedWedges:
		return "cut a wedge for each bowl from " + the + " and juice the rest"
	case prep == thawSqueezed:
		return "thaw " + the + " (a few minutes in the microwave, or in a sieve under hot running water) and squeeze it dry by the handful"
	case prep == "drained and squeezed dry":
		return "drain " + the + " and squeeze it dry in your hands"
	case prep == "patted very dry":
		return "pat " + the + " very dry with paper towels"
	case prep == "lightly crushed, skins on":
		return "crush " + the + " cloves lightly with the flat of a knife, leaving the skins on"
	case prep == "trimmed of sinews, halved and patted dry":
		return "trim any sinews from " + the + ", halve them and pat them dry"
	case prep == "rind snipped every 2 cm (3/4 in)":
		return "snip the rind and fat of " + the + " with scissors every 2 cm (3/4 in) so it lies flat"
	case prep == "patted dry, the silver skin trimmed":
		return "pat " + the + " dry and trim off the thin silver skin"
	case prep == duckScore:
		return "pat " + the + " dry and score the skin in a close crisscross with a sharp knife, through the fat but not into the meat"
	case prep == "kernels cut from the cob":
		return "cut the kernels from the cob"
	case prep == "leaves picked":
		return "pick the leaves of " + the
	case strings.HasPrefix(prep, "leaves separated"):
		return "separate the leaves of " + the
	case prep == "riced":
		return "pulse " + the + " in a food processor into rice-size pieces"
	case strings.HasPrefix(prep, "spiralized"):
		return "spiralize " + the + " into noodles"
	}
	if v, ok := prepVerbs[prep]; ok {
		return v + " " + the
	}
	return prepVerb(prep, the)
}

// sear writes the step that cooks a protein in a hot pan: how the pan is heated, the
// verb, how the pieces go in, and what follows, with the doneness and the minutes.
func (d *dish) sear(p *part, heat, verb, how, after string) {
	d.searUntil(p, heat, verb, how, after, doneness(p.in), searMinutes(p.in))
}

// searOnly browns the outside of a lean protein (a chicken breast) that finishes
// cooking later in the pot: cooked through now, it would be dry by the end.
func (d *dish) searOnly(p *part, heat, verb, after string) {
	d.searUntil(p, heat, verb, "", after, "golden outside but not yet cooked through", 4)
}

// searUntil is sear, taking the food to until in about m minutes.
func (d *dish) searUntil(p *part, heat, verb, how, after, until string, m int) {
	if searsSkinDown(p) {
		d.searDuckBreast(p, after) // a cold dry pan, skin down, not hot oil
		return
	}
	if strings.HasPrefix(p.prep, "thinly sliced") {
		m = min(m, 4) // thin slices sear in a few minutes
	}
	if cs := d.find("cornstarch"); cs != nil && cs.prep == coatsTofu && crispsInStarch(p) {
		heat = fmt.Sprintf("Toss the %s in the %s until dusted all over. %s", p.name(), cs.name(), heat)
		cs.prep = "" // the step says what it is for
		if d.simmered == nil {
			d.simmered = map[*part]bool{}
		}
		d.simmered[cs] = true // in the pan with the tofu: not stirred in again at the end
	}
	if cookedAlready(p.in) {
		verb = "warm" // "cook the cooked chicken" says nothing
	}
	if verb == "stir-fry" && (p.in.Name == "tofu" || p.in.Name == "tempeh") {
		m = 6 // cubes brown in a very hot wok faster than in a skillet
	}
	if f, ok := filletOf(p.in); ok && f.skin != "" && p.prep == wholePrep {
		d.searFillet(p, f, heat, verb, how, until, after)
		return
	}
	if p.prep == wholePrep {
		m = wholeSearMinutes(p.in)
		how = joinNonEmpty(", ", how, "leaving each piece alone until well browned underneath, then turning it once,")
	}
	b := d.panBatches()
	if strings.HasPrefix(p.in.Name, "ground ") {
		// Mince is broken up and stirred, not laid out: a big pan browns 700 g of it at once.
		b = max(1, int(math.Ceil(p.grams/minceOnePan)))
	}
	if b > 1 && !cookedAlready(p.in) {
		// One pan holds four servings in a single layer; more steam instead of browning.
		how = strings.Replace(how, "in one layer", "", 1)
		how = joinNonEmpty(" ", strings.TrimSpace(how), fmt.Sprintf("in %d batches so the pan is not crowded,", b))
		sep := " "
		if strings.HasPrefix(how, "leaving") {
			sep = ", "
		}
		d.step(m*b+1, "%s. %s the %s%s%s until %s, about %d minutes a batch%s", heat, upperFirst(verb), p.name(), sep, how, until, m, after)
		return
	}
	switch {
	case strings.HasPrefix(how, "leaving"):
		how = ", " + how // "cook the salmon, leaving each piece alone …"
	case how != "":
		how = " " + how
	}
	d.step(m+1, "%s. %s the %s%s until %s, about %d minutes%s", heat, upperFirst(verb), p.name(), how, until, m, after)
}

func (d *dish) fatName() string {
	if d.fat == nil {
		return "oil"
	}
	return d.fat.name()
}

// aromaticStep softens the aromatics in the fat and blooms the spices; with neither, it
// still heats the fat when after says to, so no listed ingredient goes unused.
func (d *dish) aromaticStep(after string) {
	// A toasted oil (sesame) taken as an aromatic has nothing to soften and burns over
	// the heat: it is drizzled over at the end instead.
	for _, a := range d.aromatics {
		if a.in.Category == "oils-vinegars" {
			a.role = RoleGarnish
			d.garnishes = append(d.garnishes, a)
		}
	}
	d.aromatics = slices.DeleteFunc(d.aromatics, func(a *part) bool { return a.in.Category == "oils-vinegars" })
	d.onionsFirst()
	spices := d.realSpices()
	// Whole seeds are a tempering: they go into the hot fat first and sizzle before
	// anything cools the pan; ground spices only bloom at the end.
	seeds := slices.DeleteFunc(slices.Clone(spices), func(s *part) bool { return !wholeSeed(s.in) })
	spices = slices.DeleteFunc(spices, func(s *part) bool { return wholeSeed(s.in) })
	if len(seeds) > 0 {
		tempering := fmt.Sprintf("%sadd the %s and let %s sizzle until a shade darker and nutty, about 30 seconds; then ", after, partNames(seeds), themIt(seeds))
		if len(d.aromatics) == 0 && len(spices) == 0 {
			d.step(1, "%s", upperFirst(strings.TrimSuffix(tempering, "; then ")+"."))
			return
		}
		after = tempering
	}
	m, text := 1, ""
	switch {
	case len(d.aromatics) > 0:
		var slow, fast []*part
		for _, a := range d.aromatics {
			if slowAromatic(a.in) {
				m = 5
				slow = append(slow, a)
			} else {
				fast = append(fast, a)
			}
		}
		text = fmt.Sprintf("%sadd the %s and cook, stirring, until softened and fragrant, about %d minute%s.", after, partNames(d.aromatics), m, pluralS(m))
		if len(slow) > 0 && len(fast) > 0 {
			// Garlic put in with the onion has burnt by the time the onion is soft.
			text = fmt.Sprintf("%sadd the %s and cook, stirring, until softened, about 4 minutes; add the %s for the last minute, until fragrant.", after, partNames(slow), partNames(fast))
		}
		if len(spices) > 0 {
			text += fmt.Sprintf(" Stir in the %s for 30 seconds.", partNames(spices))
			m++
		}
	case len(spices) > 0:
		text = fmt.Sprintf("%sstir in the %s and cook for 30 seconds, until fragrant.", after, partNames(spices))
	case strings.HasPrefix(after, "Heat "):
		text = strings.TrimSuffix(after, "; ") + "."
	default:
		return
	}
	d.step(m, "%s", upperFirst(text))
}

// wholeSeed is a whole spice seed that a cook fries in the fat first (a tadka), not a
// ground spice stirred in for its last 30 seconds.
func wholeSeed(in *Ingredient) bool {
	switch in.Name {
	case "cumin seeds", "mustard seeds", "nigella seeds", "fennel seeds", "ajwain":
		return true
	}
	return false
}

// slowAromatic is an aromatic that takes minutes to soften, not seconds.
func slowAromatic(in *Ingredient) bool {
	switch in.Name {
	case "onion", "red onion", "leek", "celery", "carrot", "shallot":
		return true
	}
	return false
}

// onionsFirst moves an onion the dish cooks as a vegetable in with the garlic, to
// soften first: garlic fried alone and then the onion on top of it burns before the
// onion is soft. The wok is the exception: there everything meets the high heat in
// seconds, and its writers place the onion themselves.
func (d *dish) onionsFirst() {
	if d.form.name == "stir-fry" || d.form.name == "fried rice" || len(d.aromatics) == 0 {
		return
	}
	for _, a := range d.aromatics {
		if slowAromatic(a.in) {
			return
		}
	}
	var onions []*part
	for _, v := range d.vegs {
		switch v.in.Name {
		case "onion", "red onion", "shallot", "leek":
			onions = append(onions, v)
		}
	}
	if len(onions) == 0 {
		return
	}
	d.vegs = withoutParts(d.vegs, onions)
	d.aromatics = append(onions, d.aromatics...)
}

func pluralS(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// realSpices are the spices other than salt and pepper.
func (d *dish) realSpices() []*part {
	var out []*part
	for _, s := range d.spices {
		if s.in.Name != "salt" && s.in.Name != "black pepper" {
			out = append(out, s)
		}
	}
	return out
}

func (d *dish) vegMinutesBy(method string, parts []*part) int {
	m := 0
	for _, v := range parts {
		m = max(m, vegMinutesCut(v.in, method, v.prep))
	}
	return max(m, 1)
}

func (d *dish) finishText() string {
	var bits []string
	if d.acid != nil {
		verb := "stir in"
		if !stirred[d.form.name] {
			verb = "drizzle over" // nobody stirs lemon juice into a frittata or a sheet pan
		}
		bits = append(bits, fmt.Sprintf("%s the %s", verb, d.acid.name()))
	}
	if d.find("black pepper") == nil && d.find("salt") != nil {
		bits = append(bits, "season with salt to taste") // a Thai curry has no pepper to grind over it
	} else {
		bits = append(bits, "season with salt and pepper to taste")
	}
	return strings.Join(bits, " and ")
}

func (d *dish) toppings() string {
	var all []*part
	all = append(all, d.herbs...)
	for _, g := range d.garnishes {
		if !(slices.Contains(d.sideCold, g)) {
			all = append(all, g)
		}
	}
	for _, e := range d.extras {
		if (e.role == RoleGarnish || e.role == RoleHerb || e.role == RoleCheese || e.role == RoleFruit) && !d.simmered[e] {
			all = append(all, e)
		}
	}
	var oils []*part // drizzled, not "topped"
	for _, p := range all {
		if p.in.Category == "oils-vinegars" {
			oils = append(oils, p)
		}
	}
	all = withoutParts(all, oils)
	out := ""
	if len(all) > 0 {
		out = " Top with the " + partNames(all) + "."
	}
	if len(oils) > 0 {
		out += " Drizzle with the " + partNames(oils) + "."
	}
	var side []*part
	for _, e := range d.extras {
		if e.role == RoleStarch {
			side = append(side, e)
		}
	}
	for _, g := range d.garnishes {
		if slices.Contains(d.sideCold, g) {
			side = append(side, g)
		}
	}
	if len(side) > 0 {
		out = serveWith(out, partNames(side), " on the side")
	}
	return out
}

// minceOnePan is the mince, in grams, a 30 cm skillet browns in one go.
const minceOnePan = 700

// extrasText mentions pantry extras that go into the pan (sauces, spices, vegetables).
func (d *dish) extrasIn() string {
	in := d.stirIns()
	if len(in) == 0 {
		return ""
	}
	if !stirred[d.form.name] {
		// A traybake or a plate has no sauce to stir into: what is left goes on top.
		return fmt.Sprintf(" Scatter the %s over the top.", partNames(in))
	}
	for _, p := range in {
		if p.role == RoleProtein && p.in.Category != "canned-jarred" {
			// Tofu, beans or cooked meat straight from the fridge: it goes in to heat, not cold at the end.
			where := "in the sauce"
			if len(d.liquids) == 0 && len(d.sauces) == 0 {
				where = "with the rest" // a dry pan of mince and peppers has no sauce to speak of
			}
			return fmt.Sprintf(" Stir in the %s gently and let %s heat through %s, 1–2 minutes.", partNames(in), themIt(in), where)
		}
		if p.role == RoleProtein && p.in.Has(FactLegume) {
			// A tin of baked beans is eaten hot: it bubbles in the pan, not cold on top.
			return fmt.Sprintf(" Stir in the %s and let them bubble until hot through, 2–3 minutes.", partNames(in))
		}
	}
	return fmt.Sprintf(" Stir in the %s.", partNames(in))
}

// stirIns are the extras that go into the dish as it finishes (olives, capers, a
// second protein), not on top.
func (d *dish) stirIns() []*part {
	var in []*part
	for _, e := range d.extras {
		if e.role != RoleGarnish && e.role != RoleHerb && e.role != RoleCheese && e.role != RoleFruit && e.role != RoleStarch && e.in.Category != "eggs" && !d.simmered[e] {
			in = append(in, e)
		}
	}
	return in
}

// fryPastes fries a curry paste in the fat before any liquid goes in, as a cook does;
// the sauces still to add are the rest.
func (d *dish) fryPastes() (rest []*part) {
	var pastes []*part
	for _, s := range d.sauces {
		if isCurryPaste(s.in) {
			pastes = append(pastes, s)
		} else {
			rest = append(rest, s)
		}
	}
	if len(pastes) == 0 {
		return rest
	}
	fry := fmt.Sprintf("tir in the %s and fry for 1–2 minutes until it smells toasty.", partNames(pastes))
	if n := len(d.steps); n > 0 && strings.HasPrefix(d.steps[n-1].Text, "Heat ") && !strings.Contains(d.steps[n-1].Text, ";") {
		// The oil heats while the paste is opened: one step, not two.
		d.steps[n-1].Text = strings.TrimSuffix(d.steps[n-1].Text, ".") + "; s" + fry
		d.steps[n-1].Minutes = 2
		return rest
	}
	d.step(2, "S%s", fry)
	return rest
}

// sauceNames names the sauces for a step; a splash of water when there are none.
func sauceNames(sauces []*part) string {
	if len(sauces) == 0 {
		return "a splash of water"
	}
	return "the " + partNames(sauces)
}

func (d *dish) sauceNames() string { return sauceNames(d.sauces) }

// stirred are the forms with a sauce or broth to stir a finish into.
var stirred = map[string]bool{"stir-fry": true, "fried rice": true, "noodle bowl": true, "pasta": true, "curry": true,
	"soup": true, "stew": true, "risotto": true, "skillet": true, "casserole": true, "tacos": true}

// coldCondiments are the jarred sauces served cold at the table: a creamy one splits
// and a hot one loses its bite if it bubbles in a pan sauce.
var coldCondiments = map[string]bool{"horseradish sauce": true, "horseradish": true, "mayonnaise": true,
	"ranch dressing": true, "thousand island dressing": true, "caesar dressing": true}

// coldOnSide takes the cold condiments out of a pan sauce and serves them on the side:
// horseradish sauce beside the mackerel, never "let it bubble for 3–4 minutes".
func (d *dish) coldOnSide() {
	var cold []*part
	for _, p := range d.sauces {
		if coldCondiments[p.in.Name] {
			p.prep = ""
			p.grams = max(p.grams, 15*d.servings) // a spoonful a plate
			cold = append(cold, p)
		}
	}
	if len(cold) > 0 {
		d.sauces = withoutParts(d.sauces, cold)
		d.garnishes = append(d.garnishes, cold...)
		d.sideCold = cold
	}
}
