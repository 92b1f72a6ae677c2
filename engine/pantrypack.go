package engine

import (
	"math"
	"strings"
	"sync"
)

// Packages with a count in them: "pack of 6 chicken drumsticks" is 6 drumsticks, "a
// 12-pack of eggs" 12 eggs, "2 packs of 4 sausages" 8 sausages, "a bag of 500g pasta"
// one 500 g bag; and a container word after its food, "a chorizo ring", "feta block".

// readPackCount reads a count or weight written after a container, "pack of 6 ...",
// "a bag of 500g ...", once the container and its "of" are read.
func (l *Line) readPackCount(words []string) []string {
	if len(words) < 2 || !containerUnits[l.Unit] || l.packGrams > 0 || l.Range != nil {
		return words
	}
	if _, ok := parseNumber(words[0]); !ok {
		return words
	}
	in := Line{size: 1}
	rest := in.readQuantity(words)
	rest = in.readUnit(rest)
	if len(rest) == 0 || in.Quantity <= 0 || in.Range != nil {
		return words
	}
	packs := l.Quantity
	if packs == 0 {
		packs = 1
	}
	switch {
	case in.Unit == "":
		l.Quantity, l.Unit, l.size = packs*in.Quantity, "", in.size
	case unitGrams(in.Unit) > 0:
		l.packGrams, l.Quantity = in.Quantity*unitGrams(in.Unit), packs
	default:
		return words
	}
	return rest
}

// readCountPack reads "6 pack chicken thighs", "a 6-pack of eggs", "12-pack eggs": a
// pack named by how many it holds is that many of the food.
func (l *Line) readCountPack(words []string) []string {
	if len(words) < 2 || l.Range != nil || l.Unit != "" {
		return words
	}
	w := lowered(words[0])
	if n, ok := strings.CutSuffix(w, "-pack"); ok {
		if v, ok := parseNumber(n); ok && v >= 2 && v == float64(int(v)) && (l.Quantity == 0 || l.Quantity == 1) {
			l.Quantity = v
			return dropOf(words[1:])
		}
		return words
	}
	if w == "pack" && l.Quantity >= 2 && l.Quantity == float64(int(l.Quantity)) {
		return dropOf(words[1:]) // "6 pack" (one pack of six), never "6 packs"
	}
	return words
}

func dropOf(words []string) []string {
	if len(words) > 1 && strings.EqualFold(words[0], "of") {
		return words[1:]
	}
	return words
}

// packCount reads a parenthetical that says how many a line holds: "(6)", "(pack of
// 6)", "(x6)", "(6 pack)"; ok is false for any other.
func packCount(inner string) (float64, bool) {
	words := strings.Fields(lowered(inner))
	for len(words) > 0 && (words[0] == "a" || words[0] == "pack" || words[0] == "packet" || words[0] == "box" ||
		words[0] == "bag" || words[0] == "of" || words[0] == "x") {
		words = words[1:]
	}
	if len(words) == 0 {
		return 0, false
	}
	w := strings.TrimPrefix(strings.TrimSuffix(words[0], "-pack"), "x")
	if strings.Contains(w, "/") {
		return 0, false // "ground beef (80/20)": its fat, not a count
	}
	v, ok := parseNumber(w)
	if !ok || v < 1 || v != float64(int(v)) {
		return 0, false
	}
	for _, rest := range words[1:] {
		if rest != "pack" && rest != "in" && rest != "a" && rest != "pk" {
			return 0, false
		}
	}
	return v, true
}

// trailingContainers are the container words a cook writes after a food: "chorizo
// ring", "feta block", "hummus tub".
var trailingContainers = map[string]bool{"ring": true, "block": true, "tub": true, "jar": true, "pack": true,
	"packet": true, "bag": true, "tin": true, "can": true, "bottle": true, "carton": true, "punnet": true, "pouch": true, "loaf": true,
	"sachet": true, "sachets": true, "packets": true, "bags": true, "tins": true, "cans": true, "jars": true, "pouches": true, "envelope": true}

// matchBeforeContainer reads a food named before its container, "a chorizo ring", as
// that many of the container; ok is false where the last word is no container or the
// rest no food.
func matchBeforeContainer(l *Line, words []string) (string, bool) {
	if len(words) < 2 {
		return "", false
	}
	last := lowered(words[len(words)-1])
	if !trailingContainers[last] {
		return "", false
	}
	name := lowered(strings.Join(words[:len(words)-1], " "))
	if last == "loaf" && l.match(name+" bread") {
		name += " bread" // "a white loaf", "a sourdough loaf": the bread
	} else if !l.match(name) {
		return "", false
	}
	if last == "ring" && l.Ingredient.Category != "meat" {
		l.forget() // a ring of chorizo or sausage; "pineapple ring" is a piece
		return "", false
	}
	if l.Unit == "" && l.packGrams == 0 && l.Quantity > 0 {
		l.Unit = unitAliases[last]
		if last == "ring" {
			l.Unit = "package" // a ring is the whole sausage as it is sold
		}
	}
	return name, true
}

// withoutParenthetical reads a line whose food is unknown with a parenthetical that
// names no food, "gnocchi (Dell'Ugo pack)", "eggs (6)", as the line without it: a
// count in it is the line's count.
func withoutParenthetical(l Line) (Line, bool) {
	open, end := strings.IndexByte(l.Text, '('), strings.LastIndexByte(l.Text, ')')
	if open < 0 || end < open {
		return l, false
	}
	inner := l.Text[open+1 : end]
	outside := strings.TrimSpace(l.Text[:open] + " " + l.Text[end+1:])
	if amount, ok := amountNote(inner); ok {
		// "chickpeas (2 cans)": the amount, written after the food.
		if out := ParseLine(amount + " " + outside); out.Known {
			out.Text = l.Text
			return out, true
		}
	}
	if out, ok := bracketOfWords(l.Text); ok && out.Quantity > 0 {
		return out, true // "lemons (2 unwaxed)", "mince (beef 500g)": the amount among the bracket's words
	}
	if !strings.ContainsAny(outside, "0123456789") {
		// "cheddar (mature)", "stock (vegetable)": the word in brackets before the food.
		if out := ParseLine(inner + " " + outside); out.Known {
			out.Text = l.Text
			return out, true
		}
		if word, _, ok := strings.Cut(inner, ","); ok {
			// "rice (cooked, from yesterday)": the bracket's first word is the food's state.
			if out := ParseLine(strings.TrimSpace(word) + " " + outside); out.Known {
				out.Text = l.Text
				return out, true
			}
		}
	}
	for _, w := range strings.Fields(lowered(inner)) {
		if w = strings.Trim(w, ",;."); foodWords()[w] || foodWords()[strings.TrimSuffix(w, "s")] {
			return l, false // "stock (vegetable)": it names the food
		}
	}
	if _, ok := Lookup(inner); ok {
		return l, false
	}
	out := ParseLine(outside)
	if !out.Known {
		return l, false
	}
	if n, ok := packCount(inner); ok && out.Quantity == 0 {
		out.Quantity = n
		out.Grams = out.weigh()
	}
	out.Text = l.Text
	return out, true
}

// amountNote reads a parenthetical that is only an amount ("2 cans", "500g", "2 x 400g
// tins") as the amount a line would lead with ("2 cans", "500 g", "2 cans").
func amountNote(s string) (string, bool) {
	w := strings.Fields(lowered(splitNumberUnit(s)))
	if len(w) == 5 && isNumber(w[0]) && w[1] == "x" && isNumber(w[2]) && IsUnit(w[3]) && IsUnit(w[4]) {
		w = []string{w[0], w[4]} // "2 x 400 g tins": two tins
	}
	if len(w) == 2 && isNumber(w[0]) && (sizeWords[w[1]] > 0 || w[1] == "whole") {
		return w[0] + " " + w[1], true // "eggplants (2 large)": two large ones
	}
	if len(w) != 2 || !isNumber(w[0]) || !IsUnit(w[1]) {
		return "", false
	}
	return w[0] + " " + w[1], true
}

// cookedMeat moves a line read as a raw cut ("chicken breast" of "cooked chicken
// breast") to the table's cooked meat of its animal, "cooked chicken"; false where the
// table has none.
func cookedMeat(l *Line) bool {
	animal, _, _ := strings.Cut(l.Ingredient.Name, " ")
	if !meatWords[animal] {
		return false
	}
	in, ok := Lookup("cooked " + animal)
	if !ok || !strings.HasPrefix(in.Name, "cooked ") {
		return false
	}
	l.found(in)
	return true
}

var (
	foodWordsOnce sync.Once
	foodWordSet   map[string]bool
)

// foodWords are the words of the table's names and aliases ("vegetable" of "vegetable
// broth"), but for the little words between them.
func foodWords() map[string]bool {
	foodWordsOnce.Do(func() {
		foodWordSet = map[string]bool{}
		for k := range index {
			for _, w := range strings.Fields(k) {
				switch w {
				case "of", "the", "a", "and", "in", "for", "with", "or", "&":
				default:
					foodWordSet[w] = true
				}
			}
		}
		for k := range generic {
			foodWordSet[k] = true
		}
	})
	return foodWordSet
}

// wholePieces gives a counted pantry main cooked on the bone (wings, drumsticks,
// chops) in whole pieces, at least one a plate and never more than the cook counted:
// "8 chicken wings" for two is 8 wings, or 5 of 12, never 350 g (3.9 wings).
func wholePieces(l *Line, in *Ingredient, grams, servings float64) float64 {
	if l.Quantity < 1 || l.Unit != "" && l.Unit != "piece" || l.Grams <= 0 || edibleShare(in) >= 1 ||
		in.Category != "meat" && in.Category != "poultry" {
		return grams
	}
	each := l.Grams / l.Quantity
	n := math.Min(l.Quantity, math.Max(math.Round(grams/each), math.Min(servings, l.Quantity)))
	return n * each
}

// unitInName reads a counted line whose food's name ends in its unit, "2 garlic cloves",
// "2 mozzarella balls", by that unit: two cloves, not two heads of garlic.
func (l *Line) unitInName() {
	if !l.Known || l.Unit != "" || l.Quantity <= 0 || l.packGrams > 0 {
		return
	}
	name := lowered(l.Name)
	last := name[strings.LastIndexByte(name, ' ')+1:]
	if last == name {
		return
	}
	u := unitAliases[last]
	if !unitsInNames[u] {
		return // "4 curry roux blocks" are blocks of the roux; "basil leaves" weigh as leaves already
	}
	for _, try := range []string{u, map[string]string{"ball": "package"}[u]} {
		if _, ok := l.Ingredient.UnitGrams(try); ok && try != "" && try != "piece" {
			l.Unit = try
			return
		}
	}
}

// unitsInNames are the units a food's name may end in that weigh far from its piece:
// a clove or a stalk is not a head, a ball of mozzarella not a pearl.
var unitsInNames = map[string]bool{"clove": true, "stalk": true, "rib": true, "ball": true}

// leanRatio is a mince's lean-to-fat ratio, "80/20", "85/15": a word about the food.
func leanRatio(w string) bool {
	a, b, ok := strings.Cut(w, "/")
	if !ok {
		return false
	}
	x, ok1 := parseNumber(a)
	y, ok2 := parseNumber(b)
	return ok1 && ok2 && x+y == 100
}

// madeProduct reports whether the words after an "and" end in a made food that the
// whole phrase names ("tomato and basil sauce", "cheese and onion crisps"): the line is
// that product, never the first food alone.
func madeProduct(then string) bool {
	last := then[strings.LastIndexByte(then, ' ')+1:]
	switch strings.TrimSuffix(last, "s") {
	case "sauce", "soup", "dressing", "pie", "mix", "kit", "crisp", "chip", "cake", "spread", "relish", "chutney",
		"pickle", "paste", "seasoning", "stuffing", "pasty", "roll", "bake", "curry", "casserole":
		return true
	}
	return false
}

// percentWord is a percentage before a food, "70% dark chocolate", "0% fat yoghurt".
func percentWord(w string) bool {
	v, ok := strings.CutSuffix(w, "%")
	_, num := parseNumber(v)
	return ok && num
}
