package engine

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"
)

// The time model: cutting takes minutes by the task and grows more slowly than the
// servings (a cook dices two onions in less than twice the time of one), and what is
// not needed at once is cut while something simmers, bakes or roasts.

// cutJob is one cutting job of the prep step.
type cutJob struct {
	p       *part
	text    string
	minutes float64
}

// prepScale is how the time of one cutting job grows with servings and skill.
func (d *dish) prepScale() float64 {
	scale := servingScale(d.servings)
	switch d.req.Skill {
	case "beginner":
		if !d.quick {
			scale *= 1 + beginnerPad
		}
	case "advanced":
		scale *= 0.85
	}
	return scale
}

// servingScale is how cutting time grows with servings: a cook dices two onions in
// less than twice the time of one (0.75 for one, 1 for four, 1.2 for eight).
func servingScale(servings float64) float64 {
	return 0.5 + 0.5*math.Sqrt(servings/4)
}

// beginnerPad is the share of knife time a beginner adds, at most beginnerPadMax
// minutes a dish: slower hands at the board, not slower onions in the pan. In a
// hurry (the quick way) a beginner cuts only what the pantry gives, at the board's
// own pace, so the padding never turns a dish an intermediate cook makes in the time
// into a refusal.
const (
	beginnerPad    = 0.2
	beginnerPadMax = 2
)

// knifeMinutes is the cook's time for cutting jobs that take a cook minutes for four.
func (d *dish) knifeMinutes(minutes float64) float64 {
	m := minutes * servingScale(d.servings)
	switch d.req.Skill {
	case "beginner":
		if !d.quick {
			m += math.Min(m*beginnerPad, beginnerPadMax)
		}
	case "advanced":
		m *= 0.85
	}
	return m
}

// taskMinutes is the time a cutting job takes for four.
func (d *dish) taskMinutes(p *part) float64 {
	switch {
	case p.role == RoleProtein && (isCured(p.in) || p.in.Category == "dairy") && (strings.HasPrefix(p.prep, "cut") || strings.Contains(p.prep, "sliced")):
		// A packet of pancetta or a block of halloumi (about 200 g) is sliced in a couple of
		// minutes, two slices of ham in half a minute: by weight, as minutes for four.
		actual := 2.0
		if p.grams > 0 {
			actual = math.Min(math.Max(2*p.grams/200, 0.5), 3)
		}
		return actual / servingScale(max(d.servings, 1))
	case p.role == RoleProtein && (strings.HasPrefix(p.prep, "cut") || strings.Contains(p.prep, "sliced")):
		// About 4 minutes for four portions of 125 g: half a breast a person for a
		// quesadilla is cut in half the time, within limits.
		share := 1.0
		if d.servings > 0 && p.grams > 0 {
			share = math.Min(math.Max(p.grams/d.servings/125, 0.5), 1.5)
		}
		return 4 * share
	case p.prep == "juiced":
		return 1
	case strings.HasPrefix(p.prep, "pressed"):
		return 3
	case strings.HasPrefix(p.prep, "drained") || p.prep == "rinsed" || p.prep == "patted dry" || p.prep == "scrubbed" ||
		strings.Contains(p.prep, "wedges"):
		return 0.5
	case p.in.Name == "garlic" || p.in.Name == "ginger" || p.in.Name == "lemongrass":
		return 1.5
	case hardness(p.in) == 0 || p.role == RoleHerb || p.role == RoleGarnish || p.in.Name == "scallion":
		return 1
	}
	return max(2, d.pieceMinutes(p))
}

// pieceMinutes is the time for four that cutting a part takes by its count: about a
// minute an apple peeled and cored, less for an onion or a potato diced, half that
// for a tomato or a pepper, so five apples for a crumble take five minutes, not two. The minutes are for
// four because knifeMinutes scales them by servings again; 0 for foods not counted
// by the piece.
func (d *dish) pieceMinutes(p *part) float64 {
	piece := p.in.Units["piece"]
	if piece < minCountedPiece || p.grams <= 0 || p.in.Category != "produce" {
		return 0
	}
	each := 0.5 // a tomato or a pepper
	switch {
	case strings.HasPrefix(p.prep, "halved") || strings.HasPrefix(p.prep, "quartered"):
		each = 0.3
	case strings.Contains(p.prep, "peeled"):
		each = 1 // an apple peeled, cored and sliced
	case hardness(p.in) >= 2:
		each = 0.75 // an onion or a potato diced, a carrot sliced
	}
	return p.grams / piece * each / servingScale(d.servings)
}

// minCountedPiece is the least weight of a food cut one by one: an apple or a carrot,
// not a cherry tomato or a mushroom, which are cut by the handful.
const minCountedPiece = 50

// prep writes the first step: everything to cut, with its time scaled by servings and
// skill. oven, when not zero, heats while the cutting happens.
func (d *dish) prep(oven int) {
	d.startStarch()
	d.prepTasks = make([]cutJob, 0, 8)
	for p := range d.eachPart {
		if p.prep == "" || p.peeled && p.prep == "peeled and deveined" || p.pot > 0 || p.role == RoleSpice || p.role == RoleSauce || p.role == RoleLiquid && p.in.Category != "produce" || p == d.starch && (p.prep == "rinsed" || d.boilsPotatoesAside()) {
			continue
		}
		d.prepTasks = append(d.prepTasks, cutJob{p, p.task(), d.taskMinutes(p)})
	}
	d.prepOven = oven
	d.prepStep = len(d.steps)
	d.step(1, "")
	d.writePrepStep()
}

// reprep changes how a part is readied after the prep step is written, and the
// prep step's words with it.
func (d *dish) reprep(p *part, prep string) {
	p.prep = prep
	for i := range d.prepTasks {
		if d.prepTasks[i].p == p {
			d.prepTasks[i].text = p.task()
		}
	}
	if d.prepStep < len(d.steps) {
		d.writePrepStep()
	}
}

// writePrepStep sets the prep step's text and minutes from the tasks left in it.
func (d *dish) writePrepStep() {
	total := d.cutMinutes()
	text := "Gather and measure everything."
	if len(d.prepTasks) > 0 {
		var b strings.Builder
		b.WriteString("Prep: ")
		for i, t := range d.prepTasks {
			if i > 0 {
				b.WriteString("; ")
			}
			b.WriteString(t.text)
		}
		b.WriteByte('.')
		text = b.String()
	}
	if d.prepOven > 0 {
		text = fmt.Sprintf("Heat the oven to %s. Meanwhile, %s", temp(d.prepOven), lowerFirst(strings.TrimPrefix(text, "Prep: ")))
		total = max(total, 10) // the oven needs about 10 minutes to heat
	}
	if thaw, minutes := d.thawing(); thaw != "" {
		// One "meanwhile": the oven heats and the cutting is done while it thaws.
		text = thaw + " Meanwhile, " + strings.Replace(lowerFirst(strings.TrimPrefix(text, "Prep: ")), ". Meanwhile, ", "; then ", 1)
		total = max(total, minutes)
	}
	if d.req.Skill == "beginner" && d.cutsPieces() && !d.form.raw {
		text += cookEvenly
	}
	d.steps[d.prepStep].Text, d.steps[d.prepStep].Minutes = text, total
}

// cutsPieces reports whether the prep cuts something that is cooked into pieces: the
// advice to keep them the same size is for that, not for rinsed rice, grated cheese, a
// juiced lemon or a chopped garnish.
func (d *dish) cutsPieces() bool {
	for _, t := range d.prepTasks {
		switch t.p.role {
		case RoleHerb, RoleGarnish, RoleAcid, RoleCheese:
			continue
		}
		for _, w := range [...]string{"dice", "chop", "slice", "cut ", "cube", "chunk", "wedge", "quarter", "halve"} {
			if strings.Contains(t.p.prep, w) {
				return true
			}
		}
	}
	return false
}

// cutMinutes is the time the prep step's cutting takes, at least two minutes.
func (d *dish) cutMinutes() int {
	minutes := 0.0
	for _, t := range d.prepTasks {
		minutes += t.minutes
	}
	return int(math.Ceil(math.Max(d.knifeMinutes(minutes), 2)))
}

// bakesInStep is a step that heats the oven and puts something in it to bake.
var bakesInStep = regexp.MustCompile(`\b(?:and bake|and roast), turning`)

// overlapOven lets the oven heat while the cook mixes, as a cook does: the oven's ten
// minutes run through the hands-on steps before the first bake or roast, so the prep
// step holds only its cutting, or what is left of the ten minutes.
func (d *dish) overlapOven() {
	at := -1
	for i, st := range d.steps {
		if strings.HasPrefix(st.Text, "Heat the oven") {
			at = i
			break
		}
	}
	if at < 0 || d.steps[at].Minutes > 10 {
		return // no oven, or the cutting takes longer than the oven: nothing to overlap
	}
	if bakesInStep.MatchString(d.steps[at].Text) {
		return // the step bakes as well (a fry-up's oven chips): its minutes are the bake's, not the oven's heating
	}
	hands := 0
	for j := at + 1; j < len(d.steps); j++ {
		if passive(d.steps[j], lowered(d.steps[j].Text)) {
			break
		}
		hands += d.steps[j].Minutes
	}
	least := 2
	if at == d.prepStep {
		least = max(d.cutMinutes(), d.ovenCut)
	} else if strings.Contains(d.steps[at].Text, "Meanwhile") {
		least = 3
	}
	d.steps[at].Minutes = max(least, 10-hands)
}

// passive reports whether a step (its text lowered) leaves the cook's hands free for
// most of its minutes.
func passive(s Step, t string) bool {
	if s.Minutes < 6 {
		return false
	}
	if strings.Contains(t, "simmering water") {
		// Chocolate melted in a bowl over a pan of simmering water is stirred and watched:
		// the oven heats through it, as through any hands-on step.
		t = strings.ReplaceAll(t, "simmering water", "")
	}
	// "From now on, do not stir": a paella's rice boiling untouched, not a caramel watched.
	for _, w := range []string{"simmer", "bake", "roast", "in the boiling water", "braise", "on the lowest heat", "cover and leave", "from now on, do not stir"} {
		if strings.Contains(t, w) {
			return true
		}
	}
	return false
}

// overlapPrep moves the cutting of what is not needed at once into the first step that
// simmers, bakes or roasts before it is needed, as a cook does.
func (d *dish) overlapPrep() {
	if len(d.prepTasks) == 0 || d.prepStep >= len(d.steps) || !strings.HasPrefix(d.steps[d.prepStep].Text, "Prep:") &&
		!strings.HasPrefix(d.steps[d.prepStep].Text, "Heat the oven") {
		return
	}
	free := map[int]float64{} // minutes of free hands left in each passive step
	moved := map[int][]string{}
	keep := make([]cutJob, 0, len(d.prepTasks))
	scale := d.prepScale()
	// The steps lowered as they are first read: the steps after a food's first use, and
	// the short ones that leave no hands free, need not be.
	var lowerBuf [32]string
	lower := lowerBuf[:0]
	if len(d.steps) > len(lowerBuf) {
		lower = make([]string, 0, len(d.steps))
	}
	lower = lower[:len(d.steps)]
	low := func(i int) string {
		if lower[i] == "" {
			lower[i] = lowered(d.steps[i].Text)
		}
		return lower[i]
	}
	// Whether each step is passive, read once: the steps do not change until every
	// task is placed (0 not read yet, 1 passive, 2 not).
	var passiveBuf [32]int8
	passiveAt := passiveBuf[:0]
	if len(d.steps) > len(passiveBuf) {
		passiveAt = make([]int8, 0, len(d.steps))
	}
	passiveAt = passiveAt[:len(d.steps)]
	isPassive := func(j int) bool {
		if passiveAt[j] == 0 {
			passiveAt[j] = 2
			// passive never reads the text of a step under 6 minutes: it is not lowered.
			if d.steps[j].Minutes >= 6 && passive(d.steps[j], low(j)) {
				passiveAt[j] = 1
			}
		}
		return passiveAt[j] == 1
	}
	for _, t := range d.prepTasks {
		first := d.firstUse(t.p, low)
		placed := false
		// A step that leaves the hands free first; only then, in a hurry, the gaps
		// between turns of what sears (the mushrooms a braise wants in an hour are
		// sliced while it simmers, not between batches of its meat).
		for pass := 0; pass < 2 && !placed; pass++ {
			if pass == 1 && !d.quick {
				break
			}
			placed = d.placeCut(t, pass == 1, first, scale, free, moved, low, isPassive)
		}
		if !placed {
			keep = append(keep, t)
		}
	}
	if len(moved) == 0 {
		return
	}
	d.prepTasks = keep
	d.writePrepStep()
	for j, tasks := range moved {
		lead := " Meanwhile, "
		if strings.Contains(d.steps[j].Text, "Meanwhile") {
			lead = " Also "
		}
		d.steps[j].Text += lead + strings.Join(tasks, "; ") + "."
	}
}

// placeCut puts cutting job t into the first step before first, its use, with the
// hands free for it: a passive step, or with hot a searing one; it reports whether it
// found one, and takes the job's minutes from that step's free minutes.
func (d *dish) placeCut(t cutJob, hot bool, first int, scale float64, free map[int]float64, moved map[int][]string,
	low func(int) string, isPassive func(int) bool) bool {
	for j := d.prepStep + 1; j < first && j < len(d.steps); j++ {
		if d.steps[j].Minutes < 5 {
			continue // neither passive nor searing long enough to cut beside
		}
		if hot && (isPassive(j) || !searing(d.steps[j], low(j))) || !hot && !isPassive(j) {
			continue
		}
		if _, ok := free[j]; !ok {
			free[j] = float64(d.steps[j].Minutes - 2)
			switch {
			case hot && strings.Contains(low(j), "batches"):
				free[j] /= 3 // between one batch and the next: an onion, not the whole board
			case hot && (d.protein == nil || !strings.HasPrefix(d.protein.in.Name, "ground ")):
				free[j] /= 2 // a cook in a hurry cuts between turns of what sears; mince needs only a stir now and then
			}
		}
		if need := t.minutes * scale; need <= free[j] {
			free[j] -= need
			moved[j] = append(moved[j], t.text)
			return true
		}
	}
	return false
}

// firstUse is the index of the first step after the prep that names the part.
func (d *dish) firstUse(p *part, low func(int) string) int {
	name := lowered(p.name())
	for i := d.prepStep + 1; i < len(d.steps); i++ {
		if strings.Contains(low(i), name) {
			return i
		}
	}
	return len(d.steps)
}

// overlapBoil cooks the pasta or noodles in the boiling water while the sauce simmers
// in the step before, as a cook does, instead of one after the other.
func (d *dish) overlapBoil() {
	for i := 1; i < len(d.steps); i++ {
		boil, prev := d.steps[i], d.steps[i-1]
		if !strings.HasPrefix(boil.Text, "Cook the ") || !strings.Contains(boil.Text, " in the boiling water for ") ||
			!passive(prev, lowered(prev.Text)) || strings.Contains(prev.Text, "boiling water") || i-1 == d.prepStep {
			continue
		}
		lead := " Meanwhile, "
		if prev.Minutes > boil.Minutes+3 {
			// A cook times the pasta to finish with the sauce, not to wait drained beside it.
			lead = fmt.Sprintf(" With %d minutes to go, ", boil.Minutes+1)
		}
		d.steps[i-1].Text = prev.Text + lead + lowerFirst(boil.Text)
		d.steps[i-1].Minutes = max(prev.Minutes, boil.Minutes) + 1
		d.steps = append(d.steps[:i], d.steps[i+1:]...)
		for k := range d.waits {
			w := &d.waits[k]
			if w.until >= i {
				w.until--
			}
			if w.after >= i {
				w.after--
			}
		}
		return
	}
}

// searing reports whether a step (its text lowered) sears something for long enough
// that a cook in a hurry can cut between turns, or between batches of a braise's meat
// browning (an onion diced while the second batch colours).
func searing(s Step, t string) bool {
	return s.Minutes >= 5 && strings.Contains(t, "high heat")
}

// startStarchLate puts the rice on during the last minutes of a long simmer, not at
// the start: rice started before a 90-minute braise would wait an hour and more.
func (d *dish) startStarchLate() {
	if len(d.steps) < 3 || !strings.HasPrefix(d.steps[0].Text, "Start the ") && !strings.HasPrefix(d.steps[0].Text, "Put the ") {
		return
	}
	k := -1
	for i, w := range d.waits {
		if w.after == 0 && w.until == -1 {
			k = i
		}
	}
	if k < 0 {
		return
	}
	w := d.waits[k]
	// The last step that simmers or braises on its own for longer than the grain takes.
	at := -1
	for i := len(d.steps) - 2; i > 0; i-- {
		s := d.steps[i]
		if s.Minutes >= w.minutes+5 && passive(s, lowered(s.Text)) {
			at = i
			break
		}
	}
	if at < 0 {
		return
	}
	after := 0 // the minutes of the steps after it, which also run while the grain cooks
	for _, s := range d.steps[at+1:] {
		after += s.Minutes
	}
	if after >= w.minutes {
		return
	}
	start := lowerFirst(strings.TrimSuffix(d.steps[0].Text, "."))
	ahead := w.minutes - after
	if strings.Contains(start, " to soak ") {
		// Noodles put to soak the minutes they take to soften, and drained, wait happily;
		// "with 7 minutes to go, soak them; they soften in 8–10" reads as a sum gone wrong.
		ahead = w.minutes
	}
	d.steps[at].Text += fmt.Sprintf(" With %d minutes to go, %s.", ahead, start)
	d.steps = d.steps[1:]
	d.waits = slices.Delete(d.waits, k, k+1)
	for i := range d.waits {
		if d.waits[i].after > 0 {
			d.waits[i].after--
		}
		if d.waits[i].until > 0 {
			d.waits[i].until--
		}
	}
	if d.prepStep > 0 {
		d.prepStep--
	}
}

// boilEarly puts the pasta in the boiling water while the sauce is still cooking, timed
// to be drained as the sauce is ready, instead of after the sauce, which then waits on
// the stove for the pasta; the drain step takes what is left of the pasta's minutes.
func (d *dish) boilEarly() {
	wi := -1
	for k, w := range d.waits {
		if w.what == "water" && w.until > 0 && w.until < len(d.steps) {
			wi = k
		}
	}
	if wi < 0 {
		return
	}
	w := d.waits[wi]
	i := w.until
	boil := d.steps[i]
	head, rest, ok := strings.Cut(boil.Text, " in the boiling water for ")
	if !ok || !strings.HasPrefix(head, "Cook the ") {
		return
	}
	mins, rest, ok := strings.Cut(rest, " minutes, until just tender")
	if !ok {
		return
	}
	n := 0
	fmt.Sscan(mins, &n)
	start := make([]int, len(d.steps)+1)
	for k, s := range d.steps {
		start[k+1] = start[k] + s.Minutes
	}
	ready := start[w.after+1] + w.minutes
	target := max(ready, start[i]-n) // when the pasta goes in to be done with the sauce
	k := -1                          // the step under way then
	for j := max(d.prepStep, w.after) + 1; j < i; j++ {
		if start[j+1] > target {
			k = j
			break
		}
	}
	if k < 0 {
		return
	}
	in := target
	var lead, into string
	switch {
	case start[k] >= target:
		in, lead, into = start[k], " Meanwhile, put the ", " in the boiling water"
	case target == ready:
		lead, into = " When the water boils, put the ", " in it"
	case start[k+1]-target <= 2 && k+1 < i:
		// "With 1 minute to go, put the penne in" reads as the pasta going in as the
		// sauce ends: a minute or two later, at the start of the next step, it goes in
		// with the sauce still cooking and is drained a little later.
		k++
		in, lead, into = start[k], " Meanwhile, put the ", " in the boiling water"
	default:
		// "With 6 minutes to go, put the penne in ... cook for 9 minutes" reads as a sum
		// gone wrong: the pasta's 9 minutes run on past this step, and the cook is told so.
		togo := start[k+1] - target
		d.steps[k].Text += fmt.Sprintf(" When this has %d minute%s left, put the %s in the boiling water; it needs %s minutes, until just tender, and is ready as the sauce is.",
			togo, pluralS(togo), strings.TrimPrefix(head, "Cook the "), mins)
		lead = ""
	}
	if lead != "" {
		d.steps[k].Text += fmt.Sprintf("%s%s%s and cook for %s minutes, until just tender.", lead, strings.TrimPrefix(head, "Cook the "), into, mins)
	}
	drain := strings.TrimPrefix(strings.TrimSpace(strings.TrimPrefix(rest, ";")), "then ")
	pasta := strings.TrimPrefix(head, "Cook the ")
	if drain == "" {
		drain = "drain."
	}
	d.steps[i].Text = fmt.Sprintf("When the %s %s just tender, %s", pasta, isAre(pasta), strings.Replace(drain, "drain.", "drain it.", 1))
	d.steps[i].Minutes = max(1, in+n-start[i])
	d.waits = slices.Delete(d.waits, wi, wi+1)
}

// thawing is how the cook thaws what the pantry holds frozen and the dish cooks as if
// fresh (a bag of frozen prawns, a box of frozen puff pastry), and the minutes it takes
// on the counter or in cold water; "" when nothing needs it. A food the table knows as
// frozen (frozen peas, frozen berries) is cooked from frozen and is not thawed here.
func (d *dish) thawing() (string, int) {
	frozen := d.frozenInPantry
	if p := d.protein; frozen(p) && p.in.Category == "seafood" && !strings.HasPrefix(p.in.Name, "cooked") {
		return fmt.Sprintf("Thaw the frozen %s: put them in a colander under cold running water, turning them now and then, until no ice is left, 6–8 minutes, then drain and pat very dry.", p.name()), 8
	}
	for q := range d.eachPart {
		if frozen(q) && strings.Contains(q.in.Name, "pastry") {
			return fmt.Sprintf("Thaw the frozen %s on the counter, still wrapped, about 40 minutes (or overnight in the fridge), until it unrolls without cracking.", q.name()), 40
		}
	}
	return "", 0
}

// frozenInPantry reports whether the pantry's line for p says it is frozen, for a
// food the table keeps fresh (frozen peas are a food of their own).
func (d *dish) frozenInPantry(p *part) bool {
	if p == nil || strings.HasPrefix(p.in.Name, "frozen") {
		return false
	}
	l := d.pantry[p.in]
	return l != nil && strings.Contains(lowered(l.Text), "frozen")
}

// pantrySays reports whether the pantry's line for p holds any of words.
func (d *dish) pantrySays(p *part, words ...string) bool {
	if p == nil || d.pantry[p.in] == nil {
		return false
	}
	t := lowered(d.pantry[p.in].Text)
	for _, w := range words {
		if strings.Contains(t, w) {
			return true
		}
	}
	return false
}
