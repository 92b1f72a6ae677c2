package engine

import (
	"cmp"
	"slices"
	"strings"
)

// How a swap rewrites the steps: every way the recipe names the old food (the name it
// was given, the table's name and aliases, the generic words that stand for it, its
// head noun where nothing else in the dish answers to it) becomes the new food, in one
// pass, so "egg yolks" never turns into "flaxseed yolks"; other foods' names are left
// whole ("chicken broth" survives a swap of the chicken); and the verbs that belong to
// the old food's form follow the new one ("melt the butter" becomes "heat the oil").

// reverseGeneric maps a food to the generic words that stand for it ("beef" for beef chuck).
var reverseGeneric = func() map[*Ingredient][]string {
	out := map[*Ingredient][]string{}
	for w, g := range generic {
		out[g.in] = append(out[g.in], w)
	}
	for _, words := range out {
		// Map order differs from run to run: the longest word first, then alphabetical,
		// so a recipe is written the same way every time.
		slices.SortFunc(words, func(a, b string) int {
			if c := cmp.Compare(len(b), len(a)); c != 0 {
				return c
			}
			return cmp.Compare(a, b)
		})
	}
	return out
}()

// headNouns a food is never called by alone: "the sauce" is the dish's sauce, not the soy sauce.
var vagueHeads = map[string]bool{"sauce": true, "powder": true, "paste": true, "mix": true, "seasoning": true,
	"extract": true, "seeds": true, "seed": true, "flakes": true, "leaves": true, "leaf": true, "juice": true,
	"zest": true, "water": true, "crumbs": true}

// kindWords name an animal a cut comes from: "the chicken", "the pork".
var kindWords = map[string]bool{"chicken": true, "pork": true, "beef": true, "lamb": true, "turkey": true, "duck": true}

// itemNames are the names item i answers to in the steps, longest first; the items in
// with answer to their shared words together ("egg" for eggs and yolks).
func (d *Dish) itemNames(i int, with ...int) []string { return d.itemNamesIn(i, "", with...) }

// itemNamesIn is itemNames, keeping only the names within holds (all when within is "").
func (d *Dish) itemNamesIn(i int, within string, with ...int) []string {
	return d.itemNamesLow(i, within, nil, with...)
}

// itemNamesLow is itemNamesIn with the items' lower-cased names made once (nil: made here).
func (d *Dish) itemNamesLow(i int, within string, low [][3]string, with ...int) []string {
	it := d.Items[i]
	names := make([]string, 0, 16)
	add := func(n string) {
		if n != "" && !containsString(names, n) && (within == "" || containsRare(within, n, rarestByte(n))) {
			names = append(names, n)
		}
	}
	add(lowered(strings.TrimSpace(it.Display)))
	add(lowered(strings.TrimSpace(it.Name)))
	if in := it.Ingredient; in != nil {
		add(in.Name)
		for _, a := range in.Aliases {
			add(a)
		}
		for _, w := range reverseGeneric[in] {
			add(w)
		}
		if first, _, ok := strings.Cut(in.Name, " "); ok {
			last := in.Name[strings.LastIndexByte(in.Name, ' ')+1:]
			if !vagueHeads[last] {
				add(last) // "the cream" for heavy cream
			}
			if kindWords[first] {
				add(first) // "the chicken" for chicken drumsticks
			}
		}
		if in.Is(RoleCheese) && strings.HasSuffix(lowered(it.Display), "cheese") {
			add("cheese") // "1 cup cheese" of the Mexican-blend cheese a Monterey Jack weighs (review 40 #31)
		}
	}
	if len(names) == 0 {
		return names
	}
	// A word another item of the dish also answers to names neither of them for sure.
	keep := names[:0]
	// The food's own name stays: where another food's longer name holds it ("tomato" in
	// "crushed tomatoes") that name shields it.
	own := ingredientName(it.Ingredient)
	if low == nil && len(d.Items) > 1 {
		low = d.lowItemNames() // each item's names lowered once, not once a name
	}
	for _, n := range names {
		if n == own || !d.sharedName(n, i, with, low) {
			keep = append(keep, n)
		}
	}
	byLengthDesc(keep)
	return keep
}

// sharedName reports whether another item than i and those in with is listed by n or,
// for a one-word n, by a name holding it: its display name or the table's name (not
// every alias: "korean red pepper flakes" does not make "pepper" gochugaru's).
func (d *Dish) sharedName(n string, i int, with []int, low [][3]string) bool {
	single := !strings.Contains(n, " ")
	for j, it := range d.Items {
		if j == i || containsInt(with, j) {
			continue
		}
		var names [3]string
		if low != nil {
			names = low[j]
		} else {
			names = it.lowNames()
		}
		for _, o := range names {
			if o == n || single && containsWord(o, n) && !stockOf(o, n) {
				return true
			}
		}
	}
	return false
}

// stockOf reports whether other is a stock or sauce named for the food word n ("beef
// broth" for "beef"): its own name shields it from a rename, so "the beef" alone is
// still the meat's.
func stockOf(other, n string) bool {
	rest, ok := strings.CutPrefix(other, n+" ")
	return ok && containsString([]string{"broth", "stock", "bouillon", "stock cube", "stock cubes", "bouillon cube", "bouillon cubes"}, rest)
}

// lowNames are the item's display name and name lower-cased, and its food's name.
func (it Item) lowNames() [3]string {
	return [3]string{lowered(it.Display), lowered(it.Name), ingredientName(it.Ingredient)}
}

// lowItemNames are lowNames of every item, made once for a pass over many names.
func (d *Dish) lowItemNames() [][3]string {
	out := make([][3]string, len(d.Items))
	for j, it := range d.Items {
		out[j] = it.lowNames()
	}
	return out
}

func ingredientName(in *Ingredient) string {
	if in == nil {
		return ""
	}
	return in.Name
}

// otherNames are the names of every item but i (display, table name and aliases).
func (d *Dish) otherNames(skip ...int) []string {
	n := 0
	for _, it := range d.Items {
		n += 3
		if it.Ingredient != nil {
			n += len(it.Ingredient.Aliases)
		}
	}
	out := make([]string, 0, n)
	for j, it := range d.Items {
		if containsInt(skip, j) {
			continue
		}
		out = append(out, lowered(it.Display), lowered(it.Name))
		if in := it.Ingredient; in != nil {
			out = append(out, in.Name)
			out = append(out, in.Aliases...)
		}
	}
	return out
}

func containsInt(list []int, v int) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// containsWord reports whether phrase holds word (or its plural) as a whole word.
func containsWord(phrase, word string) bool {
	for rest := phrase; rest != ""; {
		w := rest
		if i := strings.IndexByte(rest, ' '); i >= 0 {
			w, rest = rest[:i], rest[i+1:]
		} else {
			rest = ""
		}
		if w == word || len(w) > len(word) && strings.HasPrefix(w, word) && (w[len(word):] == "s" || w[len(word):] == "es") {
			return true
		}
	}
	return false
}

// byLengthDesc sorts names longest first, so the longest match wins.
func byLengthDesc(names []string) {
	slices.SortStableFunc(names, func(a, b string) int { return len(b) - len(a) })
}

// renameItems rewrites the steps and the title: every name of the items at idx becomes
// to, spoken as stepName. Names of the dish's other items are kept whole.
func (d *Dish) renameItems(idx []int, from *Ingredient, to *Ingredient, stepName string) {
	// Only the names the steps or the title hold are worth a pass over each step.
	var all strings.Builder
	lowName, lowSteps := lowered(d.Name), d.lowSteps()
	size := len(lowName)
	for _, l := range lowSteps {
		size += 1 + len(l)
	}
	all.Grow(size)
	all.WriteString(lowName)
	for s := range d.Steps {
		all.WriteString(" ")
		all.WriteString(lowSteps[s])
	}
	text := all.String()
	low := d.lowItemNames()
	var names []string
	lowStep := lowered(stepName)
	for _, i := range idx {
		for _, n := range d.itemNamesLow(i, text, low, idx...) {
			// "the chicken" still reads right when chicken breast becomes chicken thigh.
			full := d.Items[i].Ingredient != nil && n == d.Items[i].Ingredient.Name
			// Not so for a food of another kind: "the butter" is not margarine.
			kin := from == nil || to == nil || from.Category == to.Category
			if (full || !kin || !containsWord(lowStep, n)) && !containsString(names, n) {
				names = append(names, n)
			}
		}
	}
	byLengthDesc(names)
	// Only another food's name that holds one of ours and is in the text can shield it.
	var protect []string
	shields := func(p string) {
		for _, n := range names {
			if len(p) > len(n) && strings.Contains(p, n) && strings.Contains(text, p) {
				protect = append(protect, p)
				return
			}
		}
	}
	for j, it := range d.Items {
		if containsInt(idx, j) {
			continue
		}
		// The display name, name and food name are often one: each is asked once (a
		// name already protected needs no second place in protect).
		shields(low[j][0])
		if low[j][1] != low[j][0] {
			shields(low[j][1])
		}
		if in := it.Ingredient; in != nil {
			if in.Name != low[j][0] && in.Name != low[j][1] {
				shields(in.Name)
			}
			for _, a := range in.Aliases {
				shields(a)
			}
		}
	}
	byLengthDesc(protect)
	plural := countableFood(to)
	for s := range d.Steps {
		t := d.Steps[s].Text
		if from != nil && from.Name == "black pepper" {
			t = replaceWord(t, "salt and pepper", "salt and "+stepName) // "pepper" alone may be a bell pepper
		}
		if len(names) == 0 {
			continue
		}
		lower := lowSteps[s]
		if t != d.Steps[s].Text {
			lower = lowered(t)
		}
		if n := replaceNamesLower(t, lower, names, protect, stepName, plural); n != t {
			t = fixVerbs(collapseRepeats(n, stepName), from, to, stepName)
			if uncut(to) && !uncut(from) {
				t = withoutKnifeWork(t, stepName)
				if strings.HasPrefix(to.Name, "dried ") && !strings.HasPrefix(from.Name, "dried ") {
					t = driedHerbWords(t, stepName)
				}
			}
		}
		d.Steps[s].Text = t
	}
	if from != nil && to != nil && (from.Name == "butter" || from.Name == "unsalted butter") && to.Name != "butter" && to.Name != "unsalted butter" {
		for s := range d.Steps {
			d.Steps[s].Text = unbutter(d.Steps[s].Text, stepName, solidFats[to.Name])
		}
	}
	// A step that only cut the old food has nothing left to do.
	if slices.ContainsFunc(d.Steps, func(s Step) bool { return s.Text == "" }) {
		d.Steps = slices.DeleteFunc(d.Steps, func(s Step) bool { return s.Text == "" })
		for i := range d.Steps {
			d.Steps[i].Step = i + 1
		}
	}
	// The title as lowered above (the steps' pass leaves it as it was); it is rewritten,
	// and the new name title-cased, only when it holds one of the names.
	if slices.ContainsFunc(names, func(n string) bool { return strings.Contains(lowName, n) }) {
		was := d.Name
		d.Name = replaceNamesLower(d.Name, lowName, names, protect, titleCase(stepName), false)
		if to != nil && to.Category == "spices-seasonings" && (from == nil || from.Category != "spices-seasonings") {
			// A seasoning standing in for a food (nutritional yeast for the cheese) is no
			// name for the dish: the title drops the food it lost instead.
			if t := withoutTitleFood(replaceNamesLower(was, lowName, names, protect, "\x00", false)); t != "" {
				d.Name = t
			}
		}
		// The summary speaks of the dish by its title: a renamed dish is renamed there too.
		if was != d.Name {
			d.Summary = strings.ReplaceAll(d.Summary, was, d.Name)
		}
	}
	// The summary names the foods it is made with as the steps do.
	if low := lowered(d.Summary); slices.ContainsFunc(names, func(n string) bool { return strings.Contains(low, n) }) {
		d.Summary = replaceNamesLower(d.Summary, low, names, append(protect, lowered(d.Name)), stepName, plural)
	}
}

// countableFood is a food counted in pieces, which takes a plural where the old name had one.
func countableFood(in *Ingredient) bool {
	if in == nil {
		return false
	}
	_, piece := in.UnitGrams("piece")
	switch in.Category {
	case "produce", "meat", "poultry", "seafood", "eggs", "bakery":
		return piece
	}
	return false
}

// replaceNames replaces, in one pass, whole-word case-insensitive occurrences of names
// (and their plurals) in text with to, leaving the phrases in protect as they are.
// A plural match takes plural(to) when plural is true.
func replaceNames(text string, names, protect []string, to string, plural bool) string {
	if len(names) == 0 {
		return text
	}
	return replaceNamesLower(text, lowered(text), names, protect, to, plural)
}

// replaceNamesLower is replaceNames with text already lower-cased as lower.
// knifeFoodWords are the food words that are also what a knife or grater does: "mince" is
// the cook's word for ground meat and the verb of "mince the garlic".
var knifeFoodWords = map[string]bool{"mince": true, "dice": true, "zest": true, "juice": true, "mash": true, "crumble": true}

// verbAt reports whether the word ending at i is used as a verb: an object follows it.
func verbAt(lower string, i int) bool {
	rest := lower[i:]
	for _, o := range []string{" the ", " it", " them", " half", " all", " a ", " an "} {
		if strings.HasPrefix(rest, o) {
			return true
		}
	}
	return false
}

// articleBefore reports whether the word at i of lower follows an article or a count:
// "the wrap", "a wrap", "2 wraps", "each wrap", a noun, not the verb of "wrap in a towel".
func articleBefore(lower string, i int) bool {
	before := strings.TrimRight(lower[:i], " ")
	if before == "" {
		return false
	}
	if c := before[len(before)-1]; c >= '0' && c <= '9' {
		return true
	}
	for _, a := range []string{" the", " a", " each", " your", " every", " warm", " warmed"} {
		if strings.HasSuffix(" "+before, a) {
			return true
		}
	}
	return false
}

func replaceNamesLower(text, lower string, names, protect []string, to string, plural bool) string {
	if len(names) == 0 {
		return text
	}
	found := false
	for _, n := range names {
		if strings.Contains(lower, n) {
			found = true
			break
		}
	}
	if !found {
		return text
	}
	var b strings.Builder
	i := 0
	for i < len(text) {
		if isLetterAt(lower, i-1) || !isLetterAt(lower, i) {
			b.WriteByte(text[i])
			i++
			continue
		}
		guard := matchAt(lower, i, protect)
		matched := false
		for _, name := range names {
			n := matchAt(lower, i, []string{name})
			if n == 0 || n < guard {
				continue // "lemon juice" is renamed where "lemon" is kept; "chicken broth" is kept where "chicken" is renamed
			}
			if knifeFoodWords[name] && verbAt(lower, i+n) {
				continue // "mince the garlic": the cook's "mince" for the meat is also a knife's verb
			}
			if (name == "wrap" || name == "wraps") && !articleBefore(lower, i) {
				continue // "wrap in a towel" is what the cook does, not the tortilla (review 30 #34)
			}
			repl := to
			if plural && n == len(name) && strings.HasSuffix(name, "s") && containsString(names, name[:len(name)-1]) {
				repl = pluralName(to) // "the flour tortillas": the plural the list names as its own
			} else if plural && n > len(name) {
				repl = pluralName(to)
			} else if n > len(name) && !strings.HasSuffix(name, "s") {
				repl += singularVerb(text[i+n:]) // "the yolks thicken" -> "the blended tofu thickens"
				b.WriteString(upperIf(text[i], repl))
				i += n + len(pluralVerbAt(text[i+n:]))
				matched = true
				break
			}
			b.WriteString(upperIf(text[i], repl))
			i += n
			matched = true
			break
		}
		if !matched && guard > 0 {
			b.WriteString(text[i : i+guard])
			i += guard
			continue
		}
		if !matched {
			// Copy the rest of the word unchanged.
			j := i
			for j < len(text) && isLetterAt(lower, j) {
				j++
			}
			b.WriteString(text[i:j])
			i = j
		}
	}
	return b.String()
}

// matchAt returns the length of the first of names (with an "s" or "es" plural) that
// starts at i of lower as whole words, or 0.
func matchAt(lower string, i int, names []string) int {
	for _, name := range names {
		if name == "" || !strings.HasPrefix(lower[i:], name) {
			continue
		}
		end := i + len(name)
		for _, suffix := range []string{"es", "s"} {
			if strings.HasPrefix(lower[end:], suffix) && !isLetterAt(lower, end+len(suffix)) {
				end += len(suffix)
				break
			}
		}
		if !isLetterAt(lower, end) {
			return end - i
		}
	}
	return 0
}

// pluralName writes the plural of a food's name: "chicken thighs", "tofu" stays "tofu".
func pluralName(name string) string {
	return plural(name)
}

// solidFats are worked as solids: creamed, cut in, softened, melted.
var solidFats = map[string]bool{"butter": true, "unsalted butter": true, "ghee": true, "coconut oil": true, "cream cheese": true,
	"margarine": true, "lard": true}

// fixVerbs rewrites what the steps do to the new food where the old one was handled
// differently: an oil is heated, not melted, and whisked, not creamed or cut in.
// meltMeasured turns "Melt 6 tbsp of the olive oil" into "Heat 6 tbsp of the olive oil":
// an oil put where butter was is heated, not melted. lower is text lowered, name the
// oil's lowered name.
func meltMeasured(text, lower, name string) (string, string) {
	for at := 0; ; {
		i := strings.Index(lower[at:], "melt ")
		if i < 0 {
			return text, lower
		}
		i += at
		at = i + len("melt ")
		rest := lower[at:]
		if j := strings.Index(rest, "of the "+name); j < 0 || j > 16 || strings.ContainsAny(rest[:j], ".;,") {
			continue
		}
		heat := "heat"
		if text[i] == 'M' {
			heat = "Heat"
		}
		text = text[:i] + heat + text[i+len("melt"):]
		lower = lower[:i] + "heat" + lower[i+len("melt"):]
	}
}

func fixVerbs(text string, from, to *Ingredient, name string) string {
	if from != nil && to != nil && powder(to) && !powder(from) {
		// Saffron threads and cheese are crumbled in; a ground spice is stirred in.
		for _, p := range [][2]string{{"{x} crumbled in", "{x} stirred in"}, {"crumble in the {x}", "stir in the {x}"},
			{"crumble the {x}", "stir the {x}"}, {"crumble in {x}", "stir in {x}"}} {
			if f := strings.ReplaceAll(p[0], "{x}", name); strings.Contains(lowered(text), lowered(f)) {
				text = replaceWord(text, f, strings.ReplaceAll(p[1], "{x}", name))
			}
		}
	}
	if from != nil && to != nil && from.Category == "meat" && from.Per100g.Fat >= 25 && to.Per100g.Fat < 12 && strings.Contains(lowered(text), "render") {
		text = unrender(text)
	}
	if from != nil && to != nil && from.Name == "egg" && to.Category != "eggs" && strings.Contains(lowered(text), lowered(name)) {
		text = unscramble(text, name)
	}
	if from == nil || to == nil || !solidFats[from.Name] || solidFats[to.Name] || !to.Is(RoleFat) {
		return text
	}
	if !strings.Contains(lowered(text), lowered(name)) && !strings.Contains(text, "fluffy") {
		return text
	}
	pairs := [][2]string{
		{"melt the {x}", "heat the {x}"}, {"melt {x}", "heat {x}"}, {"melted {x}", "{x}"}, {"softened {x}", "{x}"},
		{"cold {x}", "{x}"}, {"cubed {x}", "{x}"}, {"beat the {x}", "whisk the {x}"}, {"cream the {x}", "whisk the {x}"},
		{"cut in the {x}", "stir in the {x}"}, {"cut the {x} into", "stir the {x} into"}, {"rub the {x} into", "stir the {x} into"},
		{"dot with {x}", "drizzle with {x}"}, {"dot with the {x}", "drizzle with the {x}"}, {"until the {x} melts", "until the {x} shimmers"},
		{"until the {x} has melted", "until the {x} shimmers"}, {"until the {x} is melted", "until the {x} shimmers"},
		{"until pale and fluffy", "until smooth and well combined"}, {"until creamy", "until smooth and well combined"}, {"until light and fluffy", "until smooth and well combined"},
		// "butter a 9x13 inch dish" was a verb: the dish is greased, never "olive oil a dish".
		{"and {x} a", "and grease a"}, {"and {x} an", "and grease an"}, {"and {x} the", "and grease the"},
		{"melt the remaining {x}, toss with", "toss the remaining {x} with"}, {"melt the remaining {x}", "heat the remaining {x}"},
	}
	lower := lowered(text)
	text, lower = warmedWith(text, lower, name)
	text, lower = meltMeasured(text, lower, lowered(name))
	for _, p := range pairs {
		// The pattern's own words before the name are lower-case ASCII: where the text
		// lacks them, it lacks the pattern, and nothing need be built.
		if pre, _, _ := strings.Cut(p[0], "{x}"); !strings.Contains(lower, pre) {
			continue
		}
		from := strings.ReplaceAll(p[0], "{x}", name)
		if !strings.Contains(lower, lowered(from)) {
			continue
		}
		text = replaceWord(text, from, strings.ReplaceAll(p[1], "{x}", name))
		lower = lowered(text)
	}
	return text
}

func upperIf(c byte, s string) string {
	if c >= 'A' && c <= 'Z' {
		return upperFirst(s)
	}
	return s
}

// pluralVerbs are verbs that follow a food in the steps, with their singular forms.
var pluralVerbs = map[string]string{"thicken": "thickens", "are": "is", "have": "has", "set": "sets", "turn": "turns",
	"begin": "begins", "start": "starts", "cook": "cooks", "melt": "melts", "brown": "browns", "soften": "softens",
	"bubble": "bubbles", "look": "looks", "become": "becomes", "were": "was"}

// pluralVerbAt returns " verb" when rest starts with a plural verb, else "".
func pluralVerbAt(rest string) string {
	w := rest
	if !strings.HasPrefix(w, " ") {
		return ""
	}
	w = w[1:]
	if j := strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }); j >= 0 {
		w = w[:j]
	}
	if _, ok := pluralVerbs[w]; ok {
		return " " + w
	}
	return ""
}

// singularVerb is the singular of the plural verb rest starts with, with its space, or "".
func singularVerb(rest string) string {
	if v := pluralVerbAt(rest); v != "" {
		return " " + pluralVerbs[v[1:]]
	}
	return ""
}

// collapseRepeats folds a name listed twice after a swap: "the tofu, tofu and cheese"
// becomes "the tofu and cheese", "the tofu and tofu" becomes "the tofu".
func collapseRepeats(text, name string) string {
	lower := lowered(text)
	if strings.Count(lower, lowered(name)) < 2 {
		return text
	}
	for _, p := range [][2]string{{name + ", " + name + " and ", name + " and "}, {name + ", the " + name + " and ", name + " and "},
		{name + ", " + name + ",", name + ","}, {name + " and " + name, name}, {name + " and the " + name, name},
		{name + ", " + name, name}, {name + " and egg " + name, name}} {
		low := lowered(p[0])
		for i := strings.Index(lower, low); i >= 0; i = strings.Index(lower, low) {
			text = text[:i] + p[1] + text[i+len(p[0]):]
			lower = lowered(text)
		}
	}
	return text
}

// groupWords are words a step uses for a whole category of foods.
var groupWords = map[string][]string{"spices-seasonings": {"seasonings", "seasoning", "spices", "spice mix", "spice"},
	"herbs": {"herbs"}, "produce": {"vegetables", "veg"}, "frozen": {"vegetables"}}

// powder reports whether a food is a ground spice, bought as a powder ("ground
// turmeric", "chili powder", "smoked paprika").
func powder(in *Ingredient) bool {
	if in.Category != "spices-seasonings" || !in.Is(RoleSpice) {
		return false
	}
	for _, n := range append([]string{in.Name}, in.Aliases...) {
		if strings.HasPrefix(n, "ground ") || strings.HasSuffix(n, "powder") || strings.HasSuffix(n, "paprika") {
			return true
		}
	}
	return false
}

// warmedWith rewrites "heat the milk and butter until the butter melts" for an oil as
// "... until warm": an oil warmed with a liquid never shimmers.
func warmedWith(text, lower, name string) (string, string) {
	if len(lower) != len(text) {
		return text, lower // a rune changed its length with its case: indexes would not match
	}
	for _, end := range []string{" melts", " has melted", " is melted"} {
		pat := "until the " + lowered(name) + end
		at := strings.Index(lower, pat)
		if at < 0 {
			continue
		}
		start := strings.LastIndexAny(lower[:at], ".;") + 1
		sentence := lower[start:at]
		if !strings.Contains(sentence, " and "+lowered(name)) && !strings.Contains(sentence, lowered(name)+" and ") &&
			!strings.Contains(sentence, " with the "+lowered(name)) {
			continue
		}
		text = text[:at] + "until warm" + text[at+len(pat):]
		return text, lowered(text)
	}
	return text, lower
}

// unscramble rewrites a step that cracked and scrambled eggs for the food that stands in
// for them (crumbled tofu): it is crumbled in and fried until hot, as it never sets.
func unscramble(text, name string) string {
	for _, p := range [][2]string{{"crack the {x} into", "crumble the {x} into"}, {"crack in the {x}", "crumble in the {x}"},
		{"crack the {x}", "crumble the {x}"}, {"scramble until nearly set", "stir-fry until hot and golden in places"},
		{"scramble until just set", "stir-fry until hot and golden in places"}, {"scramble until set", "stir-fry until hot and golden in places"}} {
		if f := strings.ReplaceAll(p[0], "{x}", name); strings.Contains(lowered(text), lowered(f)) {
			text = replaceWord(text, f, strings.ReplaceAll(p[1], "{x}", name))
			text = strings.Replace(text, "then fold them through", "then fold it through", 1)
		}
	}
	return text
}

// unrender rewrites a step that crisped a fatty meat in its own fat for the lean one
// that took its place (ham for bacon): it has no fat to render, so it is only coloured.
func unrender(text string) string {
	for _, p := range [][2]string{{" with no oil until crisp and its fat has rendered", " until it colours at the edges"},
		{" until crisp and its fat has rendered", " until it colours at the edges"}, {" until crisp and the fat has rendered", " until it colours at the edges"},
		{" with no oil", ""}, {", leaving the fat in the pan", ""}, {" and its fat has rendered", ""}} {
		text = strings.Replace(text, p[0], p[1], 1)
	}
	return text
}

// withoutTitleFood is a title with the food marked by a NUL taken out with its joining
// word ("Chicken and \x00 Turnovers" is "Chicken Turnovers"), or "" when nothing else
// of the title would be left or the food cannot be taken out cleanly.
func withoutTitleFood(title string) string {
	t := replacePhrases(title, " and \x00", "", "\x00 and ", "", " with \x00", "", ", \x00", "", "\x00 ", "", " \x00", "")
	if strings.Contains(t, "\x00") || len(strings.Fields(t)) < 2 {
		return ""
	}
	return strings.Join(strings.Fields(t), " ")
}
