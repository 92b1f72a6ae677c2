package engine

import (
	"fmt"
	"math"
	"strings"
)

// How a pantry line's home words are read: an amount nobody weighed ("some feta"), the
// form a package names ("a tin of tomatoes" is canned tomatoes), and what was cooked
// before ("leftover rice").

// vagueAmounts are the words for an unmeasured amount a pantry line may start with.
var vagueAmounts = []string{"a little bit of ", "a little bit ", "a little ", "a bit of ", "a bit ", "a lot of ",
	"lots of ", "loads of ", "a load of ", "plenty of ", "heaps of ", "a good amount of ", "a small amount of ",
	"a spot of ", "a dab of ", "a smidge of ", "a few bits of ", "bits of ", "bit of ", "a chunk of ", "chunk of ",
	"a wedge of ", "wedge of ", "the end of a ", "end of a ", "the end of the ", "end of the ", "the heel of ", "a heel of ", "heel of ", "some ", "any ", "enough ", "several ",
	"remaining ", "the rest of the ", "the rest of ", "half of the ", "some of the ", "a few of the "}

// dropVagueAmount takes an unmeasured amount off the front of text; ok is false when
// it starts with none.
func dropVagueAmount(text string) (string, bool) {
	low := lowered(strings.TrimSpace(text))
	for _, v := range vagueAmounts {
		if strings.HasPrefix(low, v) && len(low) > len(v) {
			return strings.TrimSpace(text)[len(v):], true
		}
	}
	return "", false
}

// preferForm moves a line to the form of its food that its words name: a tin of
// tomatoes is canned tomatoes, not fresh ones, and a bunch of coriander is the fresh
// herb, not the ground seed.
func (l *Line) preferForm(words []string) {
	if !l.Known {
		return
	}
	form := ""
	switch {
	case l.Unit == "can" || anyWordIs(words, "canned", "tinned", "tin", "can"):
		form = "canned "
	case l.Unit == "package" && strings.Contains(lowered(l.Text), "pouch"):
		form = "cooked " // a pouch of rice or grains is cooked already, heated in the microwave
	case l.Unit == "bunch" || l.Unit == "sprig" || l.Unit == "handful" || l.Unit == "leaf":
		form = "fresh "
	default:
		return
	}
	if form == "canned " && l.Ingredient.Category == "canned-jarred" {
		return // a can of crushed tomatoes or creamed corn is already the canned food
	}
	name := normalizeName(l.Name)
	cands := []string{form + name, form + l.Matched}
	if i := strings.LastIndexByte(name, ' '); i > 0 && l.Note == "" {
		// "a handful of holy basil" keeps its stand-in and its note: the last word alone
		// ("basil") is another herb.
		cands = append(cands, form+name[i+1:])
	}
	for _, c := range cands {
		if in, ok := Lookup(c); ok && in != l.Ingredient && (form != "fresh " || in.Category == "herbs") {
			l.found(in)
			l.Note = ""
			return
		}
	}
}

// anyWordIs reports whether any of words is one of want, in any case.
func anyWordIs(words []string, want ...string) bool {
	for _, w := range words {
		for _, x := range want {
			if strings.EqualFold(w, x) {
				return true
			}
		}
	}
	return false
}

// leftoverWords say a food was cooked before: "leftover rice" is cooked rice.
var leftoverWords = map[string]bool{"leftover": true, "left-over": true, "leftovers": true, "day-old": true}

// cookWord is the cook's own word for a pantry food where the table calls the same food
// otherwise ("spring onions" for scallion, "courgettes" for zucchini), so the recipe
// line can name both; "" where the cook's word holds the table's name or the other way
// round ("garlic cloves", "parmesan cheese"), or names another food.
func cookWord(l *Line, in *Ingredient) string {
	if l == nil || l.Note != "" || l.swapFor != "" || l.Name == "" {
		return ""
	}
	word := normalizeName(l.Name)
	table := normalizeName(in.Name)
	same := false
	var buf [3]string
	for _, f := range appendNameForms(buf[:0], word) {
		if strings.Contains(f, table) || strings.Contains(table, f) {
			return ""
		}
		same = same || index[f] == in
	}
	if !same {
		return ""
	}
	return lowered(l.Name)
}

// withCookWord writes the cook's word after the food's name in a recipe line's text:
// "3 scallions (spring onions), sliced".
func withCookWord(text, name, word string) string {
	if word == "" {
		return text
	}
	forms := nameForms(word)
	one := forms[len(forms)-1] // "spring onion" beside 1 scallion, "spring onions" beside 3 scallions
	for i, n := range []string{plural(name), name, strings.TrimPrefix(name, "canned ")} {
		if at := strings.Index(text, n); at >= 0 {
			w := word // "225 g shrimp (king prawns)": weighed, the cook's word as written
			before := strings.Fields(text[:at])
			if _, counted := parseNumber(lastOf(before)); counted && i < 2 {
				w = one
				if i == 0 && plural(name) != name {
					w = plural(one)
				}
			}
			end := at + len(n)
			return text[:end] + " (" + w + ")" + text[end:]
		}
	}
	return text
}

func lastOf(words []string) string {
	if len(words) == 0 {
		return ""
	}
	return words[len(words)-1]
}

// varietyQualifiers are the words before a food's name that name the variety a cook
// bought and would print on the list: "new potatoes", "vine tomatoes", "streaky bacon".
var varietyQualifiers = map[string]bool{"new": true, "baby": true, "salad": true, "vine": true, "fingerling": true,
	"charlotte": true, "jersey": true, "royal": true, "jersey royal": true, "maris": true, "piper": true, "king": true, "edward": true,
	"yukon": true, "gold": true, "russet": true, "red": true, "waxy": true, "floury": true, "heirloom": true, "tenderstem": true,
	"purple": true, "sprouting": true, "savoy": true, "chestnut": true, "button": true, "streaky": true, "smoked": true,
	"unsmoked": true, "back": true, "roasting": true, "baking": true, "plum": true, "roma": true}

// smallVarieties are the varieties smaller than the table's piece: counted in the
// table's potatoes they mislead ("3 potatoes" for 640 g of new potatoes), so they
// are weighed.
var smallVarieties = map[string]bool{"new": true, "baby": true, "salad": true, "fingerling": true, "charlotte": true, "jersey": true}

// varietyWord is the cook's word for a pantry food where it is the table's name with
// a variety before it ("new potatoes" for potato), and whether that variety is small;
// "" where it is not.
func varietyWord(l *Line, in *Ingredient) (string, bool) {
	if l == nil || l.Note != "" || l.swapFor != "" || l.Name == "" {
		return "", false
	}
	word := lowered(normalizeName(l.Name))
	if strings.IndexByte(word, ' ') < 0 {
		return "", false // a variety is a word before the name: no form of a one-word name holds a space
	}
	table := normalizeName(in.Name)
	var wordBuf, tableBuf [3]string
	words := appendNameForms(wordBuf[:0], word) // the same for every form of the table's name
	for _, f := range appendNameForms(tableBuf[:0], table) {
		for _, w := range words {
			head, ok := strings.CutSuffix(w, " "+f)
			if !ok || index[w] != in {
				continue
			}
			small := false
			for _, q := range strings.Fields(head) {
				if !varietyQualifiers[q] {
					return "", false
				}
				small = small || smallVarieties[q]
			}
			return word, small
		}
	}
	return "", false
}

// withVariety writes the cook's variety in a recipe line in place of the table's
// name: "650 g new potatoes, halved" rather than "3 potatoes, halved". A counted line
// of a small variety is weighed instead; it returns the line's new quantity and unit.
func withVariety(line *RecipeLine, name, word string, small bool) {
	qty, unit := line.Quantity, line.Unit
	if small && (unit == "" || unit == "piece") {
		qty, unit = math.Round(line.Grams/10)*10, "g"
		line.Grams = qty
	}
	text := lineText(qty, unit, pluralWord(word), line.Preparation) // "430 g new potatoes"
	if unit == "" {
		// Counted: the table's name in the line's number, then the cook's word in it.
		text = lineText(qty, unit, name, line.Preparation)
		if qty > 1 {
			text = strings.Replace(text, plural(name), pluralWord(word), 1)
		} else {
			text = strings.Replace(text, name, singularWord(word), 1)
		}
	}
	line.Quantity, line.Unit, line.Text = qty, unit, text
}

// pluralWord is a cook's word in the plural, where it was written in the singular,
// unless its food is weighed, never counted ("100 g streaky bacon", not "bacons").
func pluralWord(word string) string {
	if strings.HasSuffix(word, "s") || massNouns[word[strings.LastIndexByte(word, ' ')+1:]] {
		return word
	}
	return plural(word)
}

// massNouns are foods a cook weighs and never counts.
var massNouns = map[string]bool{"bacon": true, "ham": true, "pancetta": true, "chorizo": true, "salami": true,
	"rice": true, "spinach": true, "kale": true, "cheese": true, "cheddar": true, "mince": true, "beef": true,
	"pork": true, "lamb": true, "chicken": true, "fish": true, "tofu": true, "yogurt": true, "yoghurt": true,
	"butter": true, "flour": true, "sugar": true, "oats": true, "pasta": true, "spaghetti": true, "broccoli": true,
	"lettuce": true, "cabbage": true, "salmon": true, "cod": true, "tuna": true, "haddock": true}

// singularWord is a cook's word in the singular: "new potato" of "new potatoes".
func singularWord(word string) string {
	forms := nameForms(word)
	for _, f := range forms[1:] {
		if index[f] != nil && index[f] == index[word] {
			return f
		}
	}
	return word
}

// madeFromConcentrate says how the cook's stock cubes, pots or powder make a recipe's
// broth, "made with 4 stock cubes and boiling water" (a cube to 500 ml); "" where the
// pantry line is a broth itself.
func madeFromConcentrate(l *Line, in *Ingredient, grams float64) string {
	if l == nil || !strings.HasSuffix(in.Name, " broth") && in.Name != "dashi" {
		return ""
	}
	word := lowered(strings.TrimSpace(l.Name))
	counted := ""
	for _, c := range []string{"cube", "pot", "oxo"} {
		if strings.HasSuffix(strings.TrimSuffix(word, "s"), c) {
			counted = strings.TrimSuffix(word, "s")
		}
	}
	if strings.HasSuffix(counted, "oxo") {
		counted += " cube" // "1 oxo cube", never "1 oxo"
	}
	if in.Name == "vegetable broth" && !strings.Contains(word, "veg") && !strings.Contains(word, "marigold") {
		// The plain cube read as vegetable stock for a vegetarian: the line says which to use.
		if counted != "" {
			counted = "vegetable " + counted
		} else {
			word = "vegetable " + word
		}
	}
	if counted == "" {
		if strings.Contains(word, "powder") || strings.Contains(word, "granules") || strings.HasSuffix(word, "bouillon") {
			return "made with " + word + " and boiling water"
		}
		return ""
	}
	n := max(1, int(math.Ceil(grams/500-0.1)))
	if n > 1 {
		counted = plural(counted)
	}
	return fmt.Sprintf("made with %d %s and boiling water", n, counted)
}

// plainStock reports whether the cook's line is a stock cube, pot or powder that names no
// kind ("stock cube", "bouillon"), read as chicken broth: the recipe calls it "stock".
func plainStock(l *Line, in *Ingredient) bool {
	if in.Name != "chicken broth" {
		return false
	}
	word := lowered(strings.TrimSpace(l.Name))
	switch strings.TrimSuffix(word, "s") {
	case "stock cube", "stock pot", "bouillon cube", "stock", "bouillon", "stock powder", "bouillon powder", "stock granule":
		return true
	}
	return false
}

// readAsVegetableStock reads a stock cube, pot or powder that names no animal as
// vegetable stock where the rules refuse the chicken broth the table takes it for: a
// vegetarian's "stock cube" is the vegetable cube, never a line left out as poultry.
func readAsVegetableStock(req Request, l *Line) {
	if l.Ingredient == nil || !plainStock(l, l.Ingredient) || req.Rules.allows(l.Ingredient) {
		return
	}
	veg := mustLookup("vegetable broth")
	if !req.Rules.allows(veg) {
		return
	}
	l.Ingredient, l.Matched = veg, veg.Name
	l.Note = `"` + strings.TrimSpace(l.Name) + `" read as vegetable stock`
}

// shownColours are the table's foods that a cook's word may name in another colour,
// weighed and cooked alike: green chillies are the table's fresh chili, but the recipe
// says green.
var shownColours = map[string]struct{ word, shown string }{
	"red chili": {"green", "green chili"},
}

// shownName is the name a recipe gives the cook's pantry food where the cook's word
// names it in another colour ("green chillies" for red chili), or names a food of its
// own that the table weighs as another (guanciale as pancetta), or "".
func shownName(l *Line, in *Ingredient) string {
	if l == nil || l.swapFor != "" || l.Matched != in.Name {
		return ""
	}
	if g, ok := lookupGeneric(l.Name); ok && g.own && g.in == in {
		return g.word // the cook's guanciale, weighed as pancetta, is called guanciale
	}
	c, ok := shownColours[in.Name]
	if !ok {
		return ""
	}
	if strings.Contains(" "+normalizeName(l.Name)+" ", " "+c.word+" ") {
		return c.shown
	}
	return ""
}

// readBySpices reads a bare "coriander" as the ground seed where the cook measures it
// by the teaspoon or keeps it among ground spices (cumin and turmeric, garam masala and
// chili powder): there it is almost surely the jar, not the leaves. Beside one spice
// alone (a Mexican pantry's cumin) or whole ones (a jeera rice's cumin seeds and bay
// leaves) it stays the herb, as do "fresh coriander", "coriander leaves" and a bunch
// of it. Every pantry is read here, in one place.
func readBySpices(lines []Line) {
	at := -1
	for i := range lines {
		if l := &lines[i]; l.Known && l.Matched == "cilantro" && l.Note == "" && normalizeName(l.Name) == "coriander" &&
			l.Unit != "bunch" && l.Unit != "sprig" && l.Unit != "handful" && l.Unit != "leaf" && l.Unit != "cup" {
			at = i
			break
		}
	}
	if at < 0 {
		return
	}
	l := &lines[at]
	spices := 0
	for i := range lines {
		if o := lines[i].Ingredient; i != at && lines[i].Known && o.Category == "spices-seasonings" && o.Is(RoleSpice) &&
			!o.Has(FactStaple) && o.Name != "black pepper" && !keptWhole(o.Name) && !keptWhole(normalizeName(lines[i].Name)) {
			spices++
		}
	}
	if spices < 2 && l.Unit != "tsp" {
		return
	}
	ground := mustLookup("ground coriander")
	l.found(ground)
	l.Note = `"coriander" beside ground spices read as ground coriander; say fresh coriander for the leaves`
	l.Grams = l.weigh()
}

// keptWhole reports whether a spice is kept whole (seeds, leaves, pods, sticks), which
// says nothing of a jar of ground coriander beside it.
func keptWhole(name string) bool {
	for _, w := range []string{"seed", "leaf", "leaves", "pod", "stick", "star anise", "cloves", "peppercorn", "whole"} {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}

// readyMade reports whether the cook's line is a jar of a food already readied: ginger
// or garlic paste, "lazy" garlic, a purée. Nothing is left to mince or grate.
func readyMade(l *Line) bool {
	w := " " + normalizeName(l.Name) + " "
	return l.Note != "" && (strings.Contains(w, " paste ") || strings.Contains(w, " lazy ") || strings.Contains(w, " puree "))
}

// unprep takes the readying of a ready-made food out of its recipe line ("1 tbsp
// ginger" of the cook's ginger paste, not "ginger, minced") and out of the steps that
// would mince it; a step that would be left with nothing to do keeps it.
func unprep(steps []Step, line *RecipeLine, task string) {
	for i := range steps {
		t := steps[i].Text
		for _, form := range []string{"; " + task, task + "; ", "; " + upperFirst(task), upperFirst(task) + "; ", ", " + task} {
			t = strings.Replace(t, form, "", 1)
		}
		if strings.Contains(t, task) || strings.Contains(t, upperFirst(task)) {
			continue // the only task of its step or sentence: left as it is
		}
		steps[i].Text = t
	}
	line.Text = strings.Replace(line.Text, ", "+line.Preparation, "", 1)
	line.Preparation = ""
}

// fatShare reports whether two words are a label's fat share written after the food:
// "pork mince 5% fat", "beef mince 20% fat".
func fatShare(w []string) bool {
	return len(w) == 2 && percentWord(w[0]) && (strings.EqualFold(w[1], "fat") || strings.EqualFold(w[1], "lean"))
}

// spiceForm reads the word a jar adds to a seasoning's name as the seasoning: "ground
// sumac", "garam masala powder", "za'atar blend", "gochujang paste", "galangal paste".
// Only seasonings, sauces and aromatics: shrimp paste is no shrimp, red bean paste no
// beans, onion powder no onion.
func spiceForm(text string) (Line, bool) {
	low := lowered(strings.TrimSpace(text))
	rest, kind := "", ""
	for _, w := range []string{" paste", " powder", " blend", " mix"} {
		if r, ok := strings.CutSuffix(low, w); ok {
			rest, kind = r, w[1:]
		}
	}
	if r, ok := strings.CutPrefix(low, "ground "); ok && kind == "" {
		rest, kind = r, "ground"
	}
	if kind == "" {
		return Line{}, false
	}
	out := ParseLine(rest)
	if !out.Known {
		return Line{}, false
	}
	in := out.Ingredient
	spice := in.Category == "spices-seasonings"
	if !spice && (kind == "ground" || kind == "powder" || kind == "blend" || kind == "mix") ||
		!spice && kind == "paste" && in.Category != "condiments-sauces" && !(in.Category == "produce" && in.Is(RoleAromatic) && !in.Is(RoleVegetable)) {
		return Line{}, false
	}
	out.Text = text
	return out, true
}

// apostrophePlural is text with the apostrophe of its last word's "'s" taken out.
func apostrophePlural(text string) (string, bool) {
	t := strings.TrimSpace(text)
	for _, a := range []string{"'s", "’s"} {
		if head, ok := strings.CutSuffix(t, a); ok && len(head) > 2 && isASCIILetter(head[len(head)-1]) {
			return head + "s", true
		}
	}
	return "", false
}

// twoNamesOneFood reads a line that names one food twice, its variety and then its
// kind ("arborio risotto rice", "tilda basmati rice"), as that food.
func twoNamesOneFood(text string) (Line, bool) {
	first, rest, ok := strings.Cut(strings.TrimSpace(text), " ")
	if !ok {
		return Line{}, false
	}
	a, ok := Lookup(first)
	if !ok {
		return Line{}, false
	}
	out := ParseLine(rest)
	if !out.Known || out.Ingredient != a {
		return Line{}, false
	}
	out.Text = text
	return out, true
}
