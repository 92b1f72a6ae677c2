package engine

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Line is an ingredient line read into its parts.
type Line struct {
	Text        string      `json:"text"`
	Quantity    float64     `json:"quantity"`          // the middle of a range; 0 when none is given
	Range       *[2]float64 `json:"range,omitempty"`   // "2-3 carrots"
	Unit        string      `json:"unit"`              // canonical unit, "" for a count
	Name        string      `json:"name"`              // the food as written, tidied
	Preparation string      `json:"preparation"`       // "minced", "sifted", ...
	Grams       float64     `json:"grams"`             // 0 when the weight cannot be known
	Known       bool        `json:"known"`             // the food is in the table
	Optional    bool        `json:"optional"`          // "(optional)", "to taste", "for garnish"
	Ingredient  *Ingredient `json:"-"`                 // nil when unknown
	Matched     string      `json:"matched,omitempty"` // the table's name for the food
	Note        string      `json:"note,omitempty"`    // what was assumed for a generic word ("beef")
	size        float64     // large/small multiplier for counts
	packGrams   float64     // "1 (14 oz) can": the weight of one package
	swapFor     string      // a food bought in place of this pantry food, which the rules rule out
	dried       bool        // "dried chickpeas": beans to soak and simmer before the dish
}

// unitAliases maps what people write to a canonical unit. Case matters only for
// "T" (tablespoon) and "t" (teaspoon), which are checked before lower-casing.
var unitAliases = map[string]string{
	"cup": "cup", "cups": "cup", "c": "cup", "c.": "cup",
	"tablespoon": "tbsp", "tablespoons": "tbsp", "tbsp": "tbsp", "tbsps": "tbsp", "tbs": "tbsp", "tbl": "tbsp", "tbsp.": "tbsp",
	"teaspoon": "tsp", "teaspoons": "tsp", "tsp": "tsp", "tsps": "tsp", "tsp.": "tsp",
	"ounce": "oz", "ounces": "oz", "oz": "oz", "oz.": "oz",
	"pound": "lb", "pounds": "lb", "lb": "lb", "lbs": "lb", "lb.": "lb", "lbs.": "lb",
	"gram": "g", "grams": "g", "g": "g", "gr": "g", "g.": "g",
	"kilogram": "kg", "kilograms": "kg", "kg": "kg", "kgs": "kg",
	"milliliter": "ml", "milliliters": "ml", "millilitre": "ml", "millilitres": "ml", "ml": "ml", "mls": "ml",
	"liter": "l", "liters": "l", "litre": "l", "litres": "l", "l": "l",
	"pint": "pint", "pints": "pint", "quart": "quart", "quarts": "quart", "qt": "quart", "gallon": "gallon", "gallons": "gallon",
	"pinch": "pinch", "pinches": "pinch", "dash": "dash", "dashes": "dash", "handful": "handful", "handfuls": "handful",
	"clove": "clove", "cloves": "clove", "can": "can", "cans": "can", "tin": "can", "tins": "can",
	"stick": "stick", "sticks": "stick", "slice": "slice", "slices": "slice", "piece": "piece", "pieces": "piece",
	"bunch": "bunch", "bunches": "bunch", "head": "head", "heads": "head", "sprig": "sprig", "sprigs": "sprig",
	"leaf": "leaf", "leaves": "leaf", "package": "package", "packages": "package", "pkg": "package", "packet": "package", "packets": "package",
	"jar": "jar", "jars": "jar", "stalk": "stalk", "stalks": "stalk", "rib": "rib", "ribs": "rib",
	"inch": "inch", "inches": "inch", "link": "link", "links": "link", "strip": "strip", "strips": "strip",
	"sheet": "sheet", "sheets": "sheet", "fillet": "piece", "fillets": "piece", "filet": "piece", "filets": "piece",
	"ear": "piece", "ears": "piece", "ball": "ball", "balls": "ball", "block": "package", "blocks": "package",
	"container": "package", "containers": "package", "carton": "package", "cartons": "package", "bag": "package",
	"bags": "package", "box": "package", "boxes": "package", "bottle": "package", "bottles": "package",
	"envelope": "package", "envelopes": "package", "sleeve": "package", "sleeves": "package",
	"sack": "package", "sacks": "package", "pack": "package", "packs": "package", "tub": "package", "tubs": "package", "punnet": "package", "punnets": "package", "pouch": "package", "pouches": "package",
	"sachet": "package", "sachets": "package", "tray": "package", "trays": "package", "loaf": "package", "loaves": "package",
	"wedge": "piece", "wedges": "piece", "chunk": "piece", "chunks": "piece", "knob": "knob", "knobs": "knob", "glass": "glass", "glasses": "glass",
	"splash": "splash", "splashes": "splash", "glug": "splash", "glugs": "splash", "drizzle": "drizzle",
	"squeeze": "squeeze", "rasher": "slice", "rashers": "slice", "thumb": "piece", "thumbs": "piece", "bulb": "head", "bulbs": "head",
	"bar": "package", "bars": "package", "tube": "package", "tubes": "package", "pot": "package", "pots": "package",
}

// IsUnit reports whether the parser reads s as a unit ("cups", "Tbsp", "fl oz", "can").
func IsUnit(s string) bool {
	s = strings.TrimSpace(s)
	_, ok := unitAliases[lowered(s)]
	return ok || s == "T" || s == "t" || strings.EqualFold(s, "fl oz")
}

// massGrams and volumeML convert the units that do not depend on the food.
var massGrams = map[string]float64{"g": 1, "kg": 1000, "oz": 28.35, "lb": 453.6}

var volumeML = map[string]float64{"ml": 1, "l": 1000, "cup": 236.6, "tbsp": 14.79, "tsp": 4.93,
	"pint": 473.2, "quart": 946.4, "gallon": 3785, "fl oz": 29.57}

// genericGrams are fallbacks for small measures the table does not list per food.
var genericGrams = map[string]float64{"pinch": 0.4, "dash": 0.6, "handful": 30, "knob": 15, "glass": 150, "splash": 15, "drizzle": 10, "squeeze": 5}

var sizeWords = map[string]float64{"family": 1, "small": 0.8, "medium": 1, "large": 1.15, "extra-large": 1.5,
	"extra large": 1.5, "jumbo": 1.5, "big": 1.25, "heaping": 1.2, "heaped": 1.2, "level": 1, "scant": 0.9}

var numberWords = map[string]float64{"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
	"six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "dozen": 12,
	"half": 0.5, "quarter": 0.25, "couple": 2, "few": 3}

// prepWords move from the name to the preparation when the name alone is not a food.
var prepWords = map[string]bool{"chopped": true, "diced": true, "minced": true, "sliced": true, "grated": true,
	"shredded": true, "crushed": true, "peeled": true, "seeded": true, "cubed": true, "halved": true,
	"quartered": true, "trimmed": true, "rinsed": true, "drained": true, "fresh": true, "freshly": true,
	"finely": true, "roughly": true, "coarsely": true, "thinly": true, "thickly": true,
	"softened": true, "melted": true, "beaten": true, "whisked": true, "thawed": true,
	"boneless": true, "skinless": true, "organic": true, "raw": true, "ripe": true,
	"packed": true, "loosely": true, "firmly": true, "sifted": true, "julienned": true, "zested": true,
	"juiced": true, "room-temperature": true, "cold": true, "warm": true,
	"uncooked": true, "dry": true, "large": true, "small": true, "medium": true,
	"crumbled": true, "shaved": true, "toasted": true, "roasted": true, "roast": true, "smashed": true, "torn": true, "mashed": true,
	"warmed": true, "chilled": true, "pitted": true, "cored": true, "deveined": true, "shelled": true,
	"hard-boiled": true, "soft-boiled": true, "refrigerated": true, "prepared": true, "semisweet": true, "semi-sweet": true}

// trailingCuts are the cuts a cook writes after a food with no comma ("1 onion
// chopped"); cutAdverbs go before them ("finely chopped").
var trailingCuts = map[string]bool{"chopped": true, "diced": true, "sliced": true, "minced": true, "cubed": true,
	"grated": true, "crushed": true, "peeled": true, "halved": true, "quartered": true, "shredded": true,
	"julienned": true, "mashed": true, "trimmed": true, "deseeded": true, "seeded": true, "rinsed": true, "drained": true}

var cutAdverbs = map[string]bool{"finely": true, "roughly": true, "coarsely": true, "thinly": true, "thickly": true}

// descriptors qualify a food without changing what it is.
var descriptors = map[string]bool{"very": true, "bramley": true, "cooking": true, "eating": true, "mixed": true,
	"white": true, "soft": true, "british": true, "ready-to-eat": true, "organic": true, "heirloom": true, "free-range": true, "pasture-raised": true,
	"grass-fed": true, "wild": true, "baby": true, "young": true, "lean": true, "extra-lean": true, "extra": true,
	"plain": true, "unsweetened": true, "sweetened": true, "homemade": true, "store-bought": true, "good": true,
	"leftover": true, "left-over": true, "day-old": true, "overripe": true, "over-ripe": true,
	"good-quality": true, "quality": true, "local": true, "ripe": true, "firm": true, "crisp": true, "fresh": true,
	"low-sodium": true, "reduced-sodium": true, "low-fat": true, "fat-free": true, "skinless": true, "boneless": true,
	"bone-in": true, "skin-on": true, "medium-size": true, "medium-sized": true, "large-size": true, "additional": true,
	"frozen": true, "canned": true, "tinned": true, "jarred": true, "dried": true, "smoked": true,
	"lump": true, "bay": true, "real": true, "sharp": true, "mild": true, "french": true, "seedless": true, "thick-cut": true,
	"thin-cut": true, "fire-roasted": true, "full-fat": true, "whole": true, "light": true, "dark": true, "instant": true,
	"mini": true, "miniature": true, "hass": true, "ready-rolled": true, "oil-packed": true, "oil-cured": true, "candied": true, "italian-style": true, "extra-firm": true, "green": true,
	"old-fashioned": true, "long-grain": true, "short-grain": true, "medium-grain": true, "round-grain": true, "pure": true, "granulated": true, "salted": true, "sweet": true,
	"hot": true, "block": true, "irish": true, "spreadable": true, "stale": true, "spare": true, "flat-leaf": true, "thin": true, "thick": true, "thinly-sliced": true, "thin-sliced": true, "shaved": true, "chunky": true, "italian": true, "fresh-squeezed": true, "freshly-squeezed": true,
	"thai": true, "half-fat": true, "reduced-fat": true, "golden": true}

var fractionRunes = map[rune]string{'½': "1/2", '⅓': "1/3", '⅔': "2/3", '¼': "1/4", '¾': "3/4", '⅛': "1/8",
	'⅜': "3/8", '⅝': "5/8", '⅞': "7/8", '⅕': "1/5", '⅖': "2/5", '⅗': "3/5", '⅘': "4/5", '⅙': "1/6", '⅚': "5/6"}

// ParseLine reads an ingredient line such as "1 1/2 cups all-purpose flour, sifted".
// It never fails: what it cannot read stays in Name, and an unknown food is reported as
// unknown rather than guessed.
func ParseLine(text string) Line {
	if d, ok := dozens(text); ok {
		l := ParseLine(d) // "1 dozen eggs", "2 dozen eggs": 12 and 24 eggs
		l.Text = text
		return l
	}
	l := parseLine(text)
	if l.Unit != "" {
		// "gram flour": a food whose name starts with a unit word, with no number before it.
		if whole := lowered(strings.TrimSpace(l.Text)); !strings.ContainsAny(whole, "0123456789") {
			if in, ok := Lookup(whole); ok && (!l.Known || l.Ingredient != in) {
				out := Line{Text: l.Text, Name: whole, Optional: l.Optional, size: 1}
				out.found(in)
				return out
			}
		}
	}
	if !l.Known && l.Unit == "rib" {
		// "2 rib eye steaks": the rib is the cut's name, not a rib of celery.
		if low := lowered(l.Text); strings.Contains(low, "rib eye") {
			out := ParseLine(strings.Replace(low, "rib eye", "ribeye", 1))
			out.Text = l.Text
			return out
		}
	}
	if !l.Known && l.Unit == "" && l.Quantity > 0 {
		// "five spice", "half and half": a food whose name starts with a number word.
		if whole := lowered(strings.TrimSpace(l.Text)); !strings.ContainsAny(whole, "0123456789") {
			if in, ok := Lookup(whole); ok {
				out := Line{Text: l.Text, Name: whole, Optional: l.Optional, size: 1}
				out.found(in)
				return out
			}
		}
	}
	if !l.Known {
		// "some feta", "a little cream", "loads of spinach": a word for an amount the
		// cook did not measure, read as no amount.
		if rest, ok := dropVagueAmount(l.Text); ok {
			if vague := ParseLine(rest); vague.Known {
				vague.Text = l.Text
				return vague
			}
		}
	}
	if !l.Known && strings.Contains(l.Text, "(") {
		if out, ok := withoutParenthetical(l); ok {
			return out
		}
	}
	if !l.Known {
		// "a rotisserie chicken from Costco", "mince from the butcher": where it came from;
		// "a ham bone with some meat on it": what is left on it; "beef for hot pot": what
		// it was bought for.
		low := lowered(l.Text)
		if i := max(strings.Index(low, " from "), strings.Index(low, " with some "), strings.Index(low, " for ")); i > 0 {
			if out := ParseLine(l.Text[:i]); out.Known {
				out.Text = l.Text
				return out
			}
		}
	}
	if !l.Known {
		// "6 chicken thighs bone-in", "salmon fillets skin on": a descriptor written after
		// the food, as a note, is the same food.
		words := strings.Fields(l.Text)
		n := len(words)
		for n > 1 && (descriptors[lowered(words[n-1])] || n > 2 && (descriptors[lowered(words[n-2]+"-"+words[n-1])] || fatShare(words[n-2:n]))) {
			if descriptors[lowered(words[n-1])] {
				n--
			} else {
				n -= 2
			}
		}
		if n < len(words) && n > 0 {
			if out := ParseLine(strings.Join(words[:n], " ")); out.Known {
				out.Text = l.Text
				return out
			}
		}
	}
	if !l.Known {
		// "1 onion chopped", "2 potatoes cubed": a cut written after the food with no
		// comma is its preparation.
		words := strings.Fields(l.Text)
		n := len(words)
		for n > 1 && (trailingCuts[lowered(words[n-1])] || n < len(words) && cutAdverbs[lowered(words[n-1])]) {
			n--
		}
		if n < len(words) && n > 0 {
			if out := ParseLine(strings.Join(words[:n], " ")); out.Known {
				out.Text = l.Text
				out.Preparation = strings.TrimSpace(strings.Join(words[n:], " ") + ", " + out.Preparation)
				out.Preparation = strings.TrimSuffix(out.Preparation, ",")
				return out
			}
		}
	}
	if !l.Known {
		// "chicken wings 1kg", "beef brisket 1.5 kg", "eggs x6": the shelf label's weight
		// or count written after the food is its amount.
		if out, ok := trailingAmount(l.Text); ok {
			return out
		}
	}
	if !l.Known && strings.Contains(l.Text, ",") {
		// "1 lb boneless, skinless chicken breasts": the comma sat between descriptors.
		if joined := parseLine(strings.Replace(l.Text, ",", "", 1)); joined.Known {
			joined.Text = l.Text
			return joined
		}
	}
	if !l.Known {
		if out, ok := spiceForm(l.Text); ok {
			return out
		}
		if out, ok := twoNamesOneFood(l.Text); ok {
			return out
		}
		if plural, ok := apostrophePlural(l.Text); ok {
			if out := ParseLine(plural); out.Known {
				out.Text = l.Text
				return out // "chickpea's", "tomato's": a plural with a stray apostrophe
			}
		}
	}
	if !l.Known {
		if out, ok := phoneLine(l); ok {
			return out
		}
		if out, ok := reorderedLine(l.Text); ok {
			return out
		}
	}
	return l
}

func parseLine(text string) Line {
	l := Line{Text: strings.TrimSpace(text), size: 1}
	s := cleanLine(l.Text)
	if i := strings.Index(lowered(s), "half fat "); i >= 0 {
		s = s[:i] + "half-fat " + s[i+len("half fat "):] // "half fat crème fraîche" is no half of anything
	}
	if i := strings.Index(lowered(s), "left over "); i >= 0 {
		s = s[:i] + "leftover " + s[i+len("left over "):] // "left over rice", before the words are read
	}
	s, l.Optional = takeOptional(s)
	if fruit, ok := l.readJuiceOrZest(s); ok {
		return fruit
	}
	s, prep := splitPreparation(s)
	s, note := trailingNote(s)
	s, note = noteInName(s, note)
	if amount, ok := amountNote(note); ok && !startsWithNumber(s) {
		s, note = amount+" "+s, "" // "beef mince (500g)": the amount, written after the food
	}
	prep = joinNonEmpty(", ", note, prep)
	var wordBuf [16]string // a pantry line's words, on the stack when they are few
	words := appendFields(wordBuf[:0], s)
	words = l.readQuantity(words)
	if len(words) > 2 && l.Quantity > 0 && strings.EqualFold(words[0], "of") && IsUnit(words[1]) {
		words = words[1:] // "a couple of slices of ham"
	}
	words = l.readPackage(words)
	words = l.readCountPack(words) // "a 12-pack of eggs", before "pack" is read as a unit
	words = l.readUnit(words)
	words = l.readPackage(words) // "2 cans (15 oz) black beans"
	words = l.readContainer(words)
	if len(words) > 0 && strings.EqualFold(words[0], "of") {
		words = words[1:]
	}
	words = l.readPackCount(words)
	var lead []string
	l.Name, lead = matchFood(&l, words)
	l.preferForm(words)
	l.unitInName()
	if n, ok := packCount(note); ok && l.Known && l.Quantity == 0 && l.Unit == "" {
		// "chicken thighs (pack of 6)": the count the pack holds.
		l.Quantity = n
		prep = strings.TrimPrefix(strings.TrimPrefix(prep, note), ", ")
	}
	if note != "" && l.Name != "" {
		// "ground lamb (lamb mince)": a parenthetical naming the same food is
		// another name for it, not a preparation.
		if in, ok := Lookup(note); ok && in.Name == l.Name {
			prep = strings.TrimPrefix(strings.TrimPrefix(prep, note), ", ")
		}
	}
	l.Preparation = joinNonEmpty(", ", strings.Join(lead, " "), prep)
	l.Grams = l.weigh()
	return l
}

// appendFields appends the words of s, as strings.Fields splits them, to words.
func appendFields(words []string, s string) []string {
	for w := range strings.FieldsSeq(s) {
		words = append(words, w)
	}
	return words
}

// Juice and zest by the fruit: grams a fruit gives.
var (
	juicePerFruit = map[string]float64{"lemon": 45, "lime": 30, "orange": 85}
	zestPerFruit  = map[string]float64{"lemon": 6, "orange": 12, "lime": 2}
)

// readJuiceOrZest reads "juice of 1 lemon" or "zest of 2 oranges" as that much lemon
// juice or orange zest; ok is false for any other line.
func (l *Line) readJuiceOrZest(s string) (Line, bool) {
	low := strings.TrimPrefix(lowered(s), "the ")
	part, per := "", map[string]float64(nil)
	switch {
	case strings.HasPrefix(low, "juice of "):
		part, per = "juice", juicePerFruit
	case strings.HasPrefix(low, "zest of "), strings.HasPrefix(low, "grated zest of "):
		part, per = "zest", zestPerFruit
	default:
		return Line{}, false
	}
	rest, prep := splitPreparation(s[strings.Index(lowered(s), " of ")+len(" of "):])
	fruit := parseLine(rest)
	grams, ok := per[fruit.Matched]
	in, found := Lookup(fruit.Matched + " " + part)
	if !fruit.Known || !ok || !found {
		return Line{}, false
	}
	q := fruit.Quantity
	if q == 0 {
		q = 1
	}
	out := Line{Text: l.Text, Quantity: q, Name: in.Name, Preparation: prep, Optional: l.Optional, size: 1}
	out.found(in)
	out.Grams = round1(q * grams)
	return out, true
}

// trailingNote takes a parenthetical off the end of a line's food part, where it is a
// note about the food ("ground beef (80/20)"), not a package size.
func trailingNote(s string) (string, string) {
	if !strings.HasSuffix(s, ")") {
		return s, ""
	}
	open := strings.LastIndexByte(s, '(')
	if open <= 0 || len(strings.Fields(s[:open])) < 2 {
		return s, ""
	}
	return strings.TrimSpace(s[:open]), strings.TrimSpace(s[open+1 : len(s)-1])
}

func cleanLine(s string) string {
	if isPlainASCII(s) {
		return cleanASCII(s)
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case fractionRunes[r] != "":
			b.WriteString(" " + fractionRunes[r] + " ")
		case r == '–' || r == '—' || r == '‒':
			b.WriteByte('-')
		case r == '⁄':
			b.WriteByte('/')
		case r == utf8.RuneError || unicode.IsControl(r):
			b.WriteByte(' ')
		default:
			b.WriteRune(r)
		}
	}
	s = b.String()
	// "200g" and "2-3cups": a number glued to a unit.
	s = splitNumberUnit(s)
	return strings.Join(strings.Fields(s), " ")
}

// isPlainASCII reports whether s is all ASCII, as most lines are.
func isPlainASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// cleanASCII is cleanLine for an ASCII line, in one pass: control characters are
// spaces, a digit glued to a letter is split from it, and runs of spaces are one.
func cleanASCII(s string) string {
	b := make([]byte, 0, len(s)+4)
	space := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c <= ' ' || c == 0x7f {
			space = true
			continue
		}
		if space && len(b) > 0 {
			b = append(b, ' ')
		}
		space = false
		b = append(b, c)
		if '0' <= c && c <= '9' && i+1 < len(s) && isASCIILetter(s[i+1]) {
			space = true
		}
	}
	return string(b)
}

func isASCIILetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

func splitNumberUnit(s string) string {
	var b strings.Builder
	rs := []rune(s)
	for i, r := range rs {
		b.WriteRune(r)
		if unicode.IsDigit(r) && i+1 < len(rs) && unicode.IsLetter(rs[i+1]) {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

func takeOptional(s string) (string, bool) {
	low := lowered(s)
	for _, marker := range []string{"(optional)", ", optional", "optional:", "to taste", "for garnish", "for serving", "(to taste)", " to serve", " to garnish"} {
		if i := strings.Index(low, marker); i >= 0 {
			if marker[0] == ' ' && (i == 0 || low[i-1] == ',') {
				continue // "pumpkin seeds, to serve" is a preparation; "parmesan to serve" names the food's use
			}
			s = strings.TrimSpace(s[:i] + s[i+len(marker):])
			s = strings.TrimRight(s, ", ")
			return s, true
		}
	}
	return s, false
}

func splitPreparation(s string) (string, string) {
	if i := topLevelComma(s); i >= 0 {
		return strings.TrimSpace(s[:i]), strings.TrimSpace(strings.Trim(s[i+1:], " ,"))
	}
	return splitMixing(s)
}

// topLevelComma is the index of s's first comma outside a bracket of words ("rice
// (cooked, from yesterday)" has none), or -1. A bracket holding a number ("chicken thighs
// (skin on, 6)") is split at its comma as before: its amount is read from the parts.
func topLevelComma(s string) int {
	if strings.ContainsAny(s, "0123456789") {
		return strings.IndexByte(s, ',')
	}
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth = max(depth-1, 0)
		case ',':
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// mixingWords join a food to what it is stirred into before it goes in: "1 tbsp
// cornstarch mixed with 2 tbsp water" is cornstarch, the water its preparation.
var mixingWords = []string{" mixed with ", " mixed into ", " dissolved in ", " whisked with ", " whisked into ",
	" stirred into ", " blended with ", " slurried with "}

// splitMixing splits a line at a mixing phrase (or a "+" before a second amount);
// the food is what comes first.
func splitMixing(s string) (string, string) {
	if !strings.Contains(s, " with ") && !strings.Contains(s, " in") && !strings.Contains(s, " + ") {
		return s, ""
	}
	low := lowered(s)
	for _, m := range mixingWords {
		if i := strings.Index(low, m); i > 0 {
			return strings.TrimSpace(s[:i]), strings.TrimSpace(s[i+1:])
		}
	}
	// "2 tsp cornstarch + 1 tbsp water", not "1 cup + 2 tbsp flour": a food must come first.
	if i := strings.Index(s, " + "); i > 0 {
		if words := strings.Fields(s[:i]); len(words) > 0 {
			if _, ok := parseNumber(words[len(words)-1]); !ok && !IsUnit(words[len(words)-1]) {
				return strings.TrimSpace(s[:i]), "mixed with " + strings.TrimSpace(s[i+3:])
			}
		}
	}
	return s, ""
}

// matchFood finds the food in words: the whole name first, then without leading
// preparation words, then without leading words at all ("boneless skinless chicken
// breasts" -> "chicken breasts"). It returns the name and the words it set aside.
func matchFood(l *Line, words []string) (string, []string) {
	name := lowered(strings.Trim(strings.Join(words, " "), " .;:"))
	if l.match(name) {
		return name, nil
	}
	if n, lead, ok := matchBranded(l, words); ok {
		return n, lead // "Kikkoman soy sauce", "2 Knorr stock cubes", "Lurpak"
	}
	l.forget()
	// "strawberry jelly", "a packet of lime jelly": a fruit's jelly is read as the word
	// jelly is (a spread, or a set jelly dessert bought by the packet).
	if fruit, ok := strings.CutSuffix(name, " jelly"); ok {
		if in, known := Lookup(fruit); known && in.Is(RoleFruit) && l.match("jelly") {
			return name, nil
		}
	}
	// "chipotle peppers in adobo sauce", "sardines in olive oil": the food before "in".
	if head, _, ok := strings.Cut(name, " in "); ok && l.match(head) {
		return name, nil
	}
	// "salt and pepper", "tomatoes or peppers": the first food named.
	for _, sep := range []string{" and ", " or ", " & "} {
		if first, then, ok := strings.Cut(name, sep); ok && !madeProduct(then) && l.match(first) {
			return name, nil
		}
	}
	// "thyme leaves", "pineapple chunks", "dill pickle slices": the food without the
	// word for its pieces.
	if i := strings.LastIndexByte(name, ' '); i > 0 && pieceWords[name[i+1:]] {
		if len(words) > 1 {
			n, lead := matchFood(l, words[:len(words)-1])
			if l.Known {
				return n, lead
			}
		}
	}
	// "a chorizo ring", "feta block": the food before its container.
	if n, ok := matchBeforeContainer(l, words); ok {
		return n, nil
	}
	// "beef sirloin steak", "pork loin chops": a cut named after its animal is the cut
	// itself, or the animal's word for it ("pork loin chops" is pork chops).
	if first, cut, ok := strings.Cut(name, " "); ok && meatWords[first] {
		if l.match(cut) && (l.Ingredient.Category == "meat" || l.Ingredient.Category == "poultry") {
			return name, nil
		}
		l.forget()
		// Only a cut: "pork mince 5% fat" is no pork fat.
		if i := strings.LastIndexByte(cut, ' '); i > 0 && l.match(first+cut[i:]) && (l.Ingredient.Category == "meat" || l.Ingredient.Category == "poultry") {
			return name, nil
		}
		l.forget()
	}
	var lead []string
	rest := words
	cooked, leftover := false, false
	for len(rest) > 1 {
		w := lowered(strings.Trim(rest[0], ",;"))
		if len(rest) > 2 {
			if pair := w + "-" + lowered(rest[1]); descriptors[pair] || prepWords[pair] {
				rest, w = rest[1:], pair // "old fashioned oats": "old-fashioned" without its hyphen
			}
		}
		if m, ok := sizeWords[w]; ok {
			l.size = m
		}
		if w == "and" && len(lead) > 0 && len(rest) > 2 && prepWords[lowered(rest[1])] {
			lead, rest = append(lead, w), rest[1:] // "peeled and deveined shrimp", "peeled and diced potatoes"
			continue
		}
		if w == "cooked" || leftoverWords[w] {
			cooked = true // "cooked shredded chicken" is cooked chicken, never the raw weight
			leftover = leftover || leftoverWords[w]
		} else if !prepWords[w] && !adverb(w) && !descriptors[w] && !leanRatio(w) && !percentWord(w) {
			// Only words known to describe a food may be set aside: an unknown word stops
			// the match, so "dragon eggs" is reported unknown rather than guessed as eggs.
			break
		}
		if prepWords[w] || adverb(w) {
			lead = append(lead, w)
		}
		rest = rest[1:]
		food := lowered(strings.Join(rest, " "))
		if cooked && !strings.HasPrefix(food, "cooked ") {
			food = "cooked " + food
		}
		if l.match(food) {
			return food, lead
		}
		if cooked && l.match(strings.TrimPrefix(food, "cooked ")) {
			switch {
			case l.Ingredient.Category == "legumes", strings.HasPrefix(l.Ingredient.Name, "cooked "):
				return food, lead // canned beans are cooked beans
			case (l.Ingredient.Category == "meat" || l.Ingredient.Category == "poultry") && cookedMeat(l):
				return food, lead // "cooked chicken breast" is cooked chicken
			case leftover && !l.Ingredient.Is(RoleSpice), l.Ingredient.Name == "shrimp":
				// "leftover roast chicken", "leftover mashed potato": the food as it is
				// kept, or the food itself where the table has no cooked form of it;
				// cooked prawns are prawns, heated through rather than cooked.
				return strings.TrimPrefix(food, "cooked "), lead
			}
		}
		if cooked && l.Known {
			l.forget()
		}
	}
	// "frozen Birds Eye peas": the brand after the words that describe the food.
	if len(rest) < len(words) {
		if n, lead2, ok := matchBranded(l, rest); ok {
			return n, append(lead, lead2...)
		}
		l.forget()
	}
	return name, nil
}

// adverb reports whether a word before a food says how it was cut or kept ("finely",
// "thinly"); jelly beans and pork belly end in "ly" but are not.
func adverb(w string) bool {
	return strings.HasSuffix(w, "ly") && !notAdverbs[w]
}

// notAdverbs are words ending in "ly" that name a thing, not a manner.
var notAdverbs = map[string]bool{"jelly": true, "belly": true, "holy": true, "lily": true, "family": true, "ugly": true}

// meatWords are the animals a cut is named after: "beef sirloin steak".
var meatWords = map[string]bool{"beef": true, "pork": true, "lamb": true, "veal": true, "venison": true, "mutton": true,
	"chicken": true, "turkey": true, "duck": true}

// pieceWords name the pieces a food comes in, after the food: "basil leaves".
var pieceWords = map[string]bool{"leaves": true, "leaf": true, "florets": true, "chunks": true, "slices": true,
	"pieces": true, "caps": true, "kernels": true, "fillets": true, "halves": true, "wedges": true, "spears": true,
	"stalks": true, "sprigs": true, "cubes": true, "strips": true, "links": true, "bulb": true, "bulbs": true,
	"segments": true, "rings": true, "breads": true, "pods": true, "crumbs": true, "stick": true, "sticks": true,
	"loin": true, "loins": true, "supreme": true, "supremes": true, "portion": true, "portions": true, "tails": true,
	"rashers": true, "rasher": true}

// match looks name up as a generic word, then in the table, and records what it found.
func (l *Line) match(name string) bool {
	// lookupGeneric, then Lookup, with the name's forms worked out once for both.
	var buf [3]string
	forms := appendNameForms(buf[:0], normalizeName(name))
	for _, k := range forms {
		if g, ok := generic[k]; ok {
			if g.word == "chicken" && l.Unit == "" && (l.Quantity == 1 && k == name || l.Quantity >= 1 && strings.HasSuffix(name, "chickens")) {
				l.found(mustLookup("whole chicken")) // "a chicken" is the bird, not a breast
				l.Note = `"a chicken" read as a whole chicken; say breasts or thighs for those`
				return true
			}
			if p, ok := packedAs[g.word]; ok && l.Unit == "package" {
				l.found(mustLookup(p[0])) // a packet of jelly is the dessert, not the spread
				l.Note = p[1]
				return true
			}
			l.found(g.in)
			l.Note = g.note
			return true
		}
	}
	in, ok := index[name]
	for i := 0; !ok && i < len(forms); i++ {
		in, ok = index[forms[i]]
	}
	if ok {
		l.found(in)
	}
	return ok
}

// packedAs are generic words that name another food when bought by the packet: a jar
// of jelly is a spread, a packet of it a set jelly dessert (UK jelly cubes).
var packedAs = map[string][2]string{
	"jelly": {"jelly cubes", "a packet of jelly read as jelly cubes, for a set jelly dessert"},
}

// forget undoes a match, keeping what was read of the amount.
func (l *Line) forget() {
	*l = Line{Text: l.Text, Quantity: l.Quantity, Range: l.Range, Unit: l.Unit, Optional: l.Optional, size: l.size, packGrams: l.packGrams}
}

func (l *Line) found(in *Ingredient) {
	l.Ingredient, l.Known, l.Matched = in, true, in.Name
}

// weigh returns the line's weight in grams, or 0 when it cannot be known honestly.
func (l *Line) weigh() float64 {
	in := l.Ingredient
	q := l.Quantity
	switch {
	case l.packGrams > 0:
		return round1(q * l.packGrams * l.drainedShare())
	case massGrams[l.Unit] > 0:
		return round1(q * massGrams[l.Unit])
	case in == nil:
		return 0
	case q == 0:
		return 0
	}
	if g, ok := l.concentrateGrams(); ok {
		return g
	}
	if g, ok := in.UnitGrams(l.Unit); ok {
		return round1(q * g * l.size)
	}
	if l.Unit == "handful" {
		return round1(q * handfulGrams(in))
	}
	if ml := volumeML[l.Unit]; ml > 0 {
		if cup, ok := in.UnitGrams("cup"); ok {
			return round1(q * ml * cup / volumeML["cup"])
		}
		return 0
	}
	if g := genericGrams[l.Unit]; g > 0 {
		return round1(q * g)
	}
	if l.Unit == "" || l.Unit == "piece" {
		if g := wholeItemGrams(in.Name, l.Name); g > 0 {
			return round1(q * g * l.size)
		}
		for _, u := range []string{"piece", "clove", "slice", "link", "stalk", "leaf", "head"} {
			if g, ok := in.UnitGrams(u); ok {
				return round1(q * g * l.size)
			}
		}
		if g, ok := in.UnitGrams("can"); ok && anyWordIs(strings.Fields(l.Text), "tinned", "canned") {
			return round1(q * g) // "tinned chickpeas (2)": two tins of them
		}
	}
	return 0
}
