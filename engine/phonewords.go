package engine

import (
	"slices"
	"strings"
)

// Pantry lines as people type them on a phone: short forms ("choc", "toms"), counts
// written "x2" or "2x", brackets holding the variety and the amount in any order
// ("apples (bramley x4)"), stocks named by an animal the table has no broth of. These
// are tried only when a line is otherwise unknown, so they never change a line that
// was read before.

// shortForms are the clipped words people type for a food word.
var shortForms = map[string]string{
	"choc": "chocolate", "chocs": "chocolates", "toms": "tomatoes", "tomatos": "tomatoes",
	"mozz": "mozzarella", "mozza": "mozzarella", "parm": "parmesan", "parmy": "parmesan",
	"cukes": "cucumbers", "cuke": "cucumber", "cuc": "cucumber", "cucs": "cucumbers",
	"avo": "avocado", "avos": "avocados", "avocadoes": "avocados",
	"veg": "vegetables", "veggies": "vegetables", "veggie": "vegetable",
	"bisc": "biscuits", "biscs": "biscuits", "bics": "biscuits", "biccies": "biscuits", "bickies": "biscuits",
	"cauli": "cauliflower", "brocc": "broccoli", "brocs": "broccoli", "courg": "courgette", "courgs": "courgettes",
	"aubs": "aubergines", "aub": "aubergine", "spuds": "potatoes", "spud": "potato", "pots": "potatoes",
	"shrooms": "mushrooms", "shroom": "mushroom", "mushies": "mushrooms",
	"mash": "mashed", "pho": "", "v": "very", "gf": "gluten-free", "df": "dairy-free",
	"pkt": "packet", "pkts": "packets", "pk": "pack", "btl": "bottle",
	"choccy": "chocolate", "sausies": "sausages", "sossies": "sausages", "snags": "sausages",
	"lge": "large", "med": "medium", "sml": "small", "lg": "large",
	"sm": "small", "md": "medium", "xl": "extra-large",
	// shorthand from recipe cards and shopping apps
	"chkn": "chicken", "chk": "chicken", "chix": "chicken", "chick": "chicken", "ckn": "chicken",
	"bnls": "boneless", "bnlss": "boneless", "sknls": "skinless", "sknlss": "skinless", "skls": "skinless",
	"grnd": "ground", "grd": "ground", "hvy": "heavy", "chs": "cheese", "crm": "cream", "btr": "butter",
	"mlk": "milk", "flr": "flour", "sug": "sugar", "bkg": "baking", "pwd": "powder", "pwdr": "powder",
	"sce": "sauce", "wht": "white", "brn": "brown", "swt": "sweet", "evap": "evaporated", "cond": "condensed",
	"frz": "frozen", "frzn": "frozen", "shrd": "shredded", "chpd": "chopped", "mncd": "minced",
	"pep": "pepper", "peps": "peppers", "jal": "jalapeño", "jalap": "jalapeño", "worc": "worcestershire",
	"worcs": "worcestershire", "cinn": "cinnamon", "van": "vanilla", "tom": "tomato", "bx": "box", "ea": "each",
	"ea.": "each", "brwn": "brown", "hashbrowns": "hash browns", "hashbrown": "hash browns",
	"canola": "canola oil", "s&p": "salt and pepper", "evoo": "extra virgin olive oil",
	"wholewheat": "whole wheat", "wholemeal": "whole wheat", "whole-wheat": "whole wheat", "wholegrain": "whole grain",
}

// stockByAnimal gives the broth the table holds nearest to a stock named after an
// animal it has no broth of.
var stockByAnimal = map[string]string{"lamb": "beef broth", "mutton": "beef broth", "venison": "beef broth",
	"veal": "beef broth", "oxtail": "beef broth", "game": "beef broth", "ham": "chicken broth", "pork": "chicken broth",
	"turkey": "chicken broth", "duck": "chicken broth", "bone": "beef broth", "fish": "dashi", "prawn": "dashi",
	"shrimp": "dashi", "seafood": "dashi", "shellfish": "dashi", "mushroom": "vegetable broth"}

// phoneLine retries an unknown line as a phone writes it; ok is false when none of the
// ways reads a known food.
func phoneLine(l Line) (Line, bool) {
	if out, ok := bracketOfWords(l.Text); ok {
		return out, true
	}
	if out, ok := stockOfAnimal(l.Text); ok {
		return out, true
	}
	words := strings.Fields(l.Text)
	changed := false
	var slips []string
	for i, w := range words {
		low := lowered(w)
		lead, trail := "", ""
		if n := len(low); n > 1 && (low[0] == '(') {
			lead, low = "(", low[1:]
		}
		if n := len(low); n > 1 && strings.ContainsAny(low[n-1:], "),;") {
			trail, low = low[n-1:], low[:n-1]
		}
		if full, ok := shortForms[low]; ok && full != low {
			words[i] = lead + full + trail
			changed = true
			continue
		}
		if n, ok := timesCount(low); ok {
			words[i] = lead + n + trail // "2x", "x2": the count
			changed = true
			continue
		}
		if fix, ok := spellSlip(low); ok {
			words[i] = lead + fix + trail
			slips = append(slips, `"`+low+`" read as `+fix)
			changed = true
		}
	}
	if !changed {
		if f := strings.Fields(l.Text); len(f) == 2 {
			// A shelf label's order, the food before its kind: "tofu silken", "beans black".
			if out := parseLine(f[1] + " " + f[0]); out.Known {
				out.Text = l.Text
				return out, true
			}
		}
		return l, false
	}
	text := strings.Join(strings.Fields(strings.Join(words, " ")), " ")
	text = countBeforeContainer(text)
	out := ParseLine(text)
	if !out.Known {
		return l, false
	}
	out.Text = l.Text
	out.Note = joinNonEmpty("; ", strings.Join(slips, "; "), out.Note)
	return out, true
}

// timesCount reads "x2" or "2x" as "2"; ok is false for any other word.
func timesCount(w string) (string, bool) {
	var n string
	switch {
	case len(w) > 1 && (w[0] == 'x' || w[0] == '*'):
		n = w[1:]
	case len(w) > 1 && w[len(w)-1] == 'x':
		n = w[:len(w)-1]
	default:
		return "", false
	}
	if v, ok := parseNumber(n); !ok || v <= 0 || v > 100 {
		return "", false
	}
	return n, true
}

// countBeforeContainer moves a count and its container written after the food to the
// front: "chickpeas 2 tins" is "2 tins chickpeas".
func countBeforeContainer(text string) string {
	w := strings.Fields(text)
	n := len(w)
	if n >= 3 && isNumber(w[n-2]) && IsUnit(lowered(w[n-1])) && !isNumber(w[0]) {
		return w[n-2] + " " + w[n-1] + " " + strings.Join(w[:n-2], " ")
	}
	return text
}

// bracketOfWords reads a bracket after the food that holds its amount and the words
// for its variety in any order: "apples (bramley x4)" is four bramley apples,
// "tofu (firm, 1 block)" a block of firm tofu, "bananas (3 v ripe)" three very ripe
// bananas. The variety words stay with the food when the table knows the pair, and as
// a note otherwise.
func bracketOfWords(text string) (Line, bool) {
	open, end := strings.IndexByte(text, '('), strings.LastIndexByte(text, ')')
	if open <= 0 || end < open {
		return Line{}, false
	}
	outside := strings.TrimSpace(text[:open] + " " + text[end+1:])
	if outside == "" || strings.ContainsAny(outside, "0123456789") {
		return Line{}, false
	}
	var amount, kind []string
	for _, w := range strings.Fields(splitNumberUnit(strings.NewReplacer(",", " ", ";", " ").Replace(text[open+1 : end]))) {
		low := lowered(w)
		if full, ok := shortForms[low]; ok {
			low = full
		}
		if n, ok := timesCount(low); ok {
			low = n
		}
		switch {
		case low == "" || low == "x" || low == "of" || low == "a":
		case isNumber(low) || IsUnit(low) && low != "block" || sizeWords[low] > 0:
			amount = append(amount, low)
		case low == "block" || low == "blocks":
			amount = append(amount, low)
		default:
			kind = append(kind, low)
		}
	}
	if len(amount) == 0 || len(kind) == 0 {
		return Line{}, false
	}
	if i := slices.IndexFunc(amount, isNumber); i < 0 {
		return Line{}, false // "(Dell'Ugo pack)": no count to read, and none to make up
	} else if i > 0 {
		amount = append(append([]string{amount[i]}, amount[:i]...), amount[i+1:]...) // "(large, 2)": two large
	}
	lead := strings.Join(amount, " ")
	variety := strings.Join(kind, " ")
	if out := ParseLine(lead + " " + variety + " " + outside); out.Known {
		out.Text = text
		// The variety words the food's name does not hold stay as they were written:
		// "very ripe", not "very, ripe".
		var keep []string
		for _, w := range kind {
			if !strings.Contains(" "+out.Matched+" ", " "+w+" ") {
				keep = append(keep, w)
			}
		}
		var prep []string
		for _, p := range strings.Split(out.Preparation, ", ") {
			if p != "" && !strings.Contains(" "+strings.Join(keep, " ")+" ", " "+p+" ") {
				prep = append(prep, p)
			}
		}
		out.Preparation = joinNonEmpty(", ", strings.Join(keep, " "), strings.Join(prep, ", "))
		return out, true
	}
	out := ParseLine(lead + " " + outside)
	if !out.Known {
		if o2, ok := phoneLine(Line{Text: lead + " " + outside}); ok {
			out = o2
		} else {
			return Line{}, false
		}
	}
	out.Text = text
	out.Preparation = joinNonEmpty(", ", variety, out.Preparation)
	return out, true
}

// stockOfAnimal reads "lamb stock", "ham stock", "fish stock" as the nearest broth
// the table has, with a note saying so.
func stockOfAnimal(text string) (Line, bool) {
	low := lowered(text)
	for _, kind := range [...]string{" stock", " broth"} {
		i := strings.Index(low, kind)
		if i <= 0 {
			continue
		}
		head := strings.Fields(low[:i])
		if len(head) == 0 {
			return Line{}, false
		}
		animal := head[len(head)-1]
		broth, ok := stockByAnimal[animal]
		if !ok {
			return Line{}, false
		}
		rewritten := low[:i-len(animal)] + broth + low[i+len(kind):]
		out := ParseLine(rewritten)
		if !out.Known || out.Ingredient.Name != broth {
			return Line{}, false
		}
		out.Text = text
		out.Name = strings.Replace(out.Name, broth, animal+kind, 1) // the recipe says the stock the cook has
		out.Note = animal + kind + " read as " + broth + ", the nearest the table has"
		return out, true
	}
	return Line{}, false
}
