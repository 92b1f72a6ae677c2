package engine

import (
	"math/bits"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Reading a step's text: the minutes it names, its words, whether it heats; and
// stepFacts, which reads each step of a transform once.

// textMinutes is the time a step's text names ("5 minutes", "8 to 10 minutes",
// "15-20 minutes", "1 hour", "1 1/2 hours", "an hour", "45 mins"), summing every
// duration in it and taking the top of a range; ok is false when it names none. A word
// scan, not a regexp: it runs on every step of every operation.
func textMinutes(text string) (minutes int, ok bool) {
	// Every unit word holds "min" or "h…r" in ASCII: a step with neither names no time.
	if !hasMinuteFold(text) {
		return 0, false
	}
	// The words one by one (the separators are ASCII, so this splits as lowering the
	// whole text first would); a word is lower-cased only when it may be a unit or is
	// one of the two before a unit.
	total := 0.0
	var prev [2]string // the two words before this one, raw; prev[1] the nearer
	n := 0             // the words read
	for i := 0; i < len(text); {
		j := i
		for j < len(text) && !minuteSep(text[j]) {
			j++
		}
		if j > i {
			w := text[i:j]
			if per := minuteUnit(w); per > 0 && n > 0 {
				// words[i-2:i] of a list of the lower-cased words
				var window [2]string
				before := window[1:]
				window[1] = lowerMinuteWord(prev[1])
				if n >= 2 {
					window[0] = lowerMinuteWord(prev[0])
					before = window[:]
				}
				if v, found := unitAmount(before); found && !lessThan(text[j:]) {
					if perSide(text[j:]) && !strings.HasSuffix(w, ".") {
						v *= 2 // "4 to 5 minutes per side": both sides cook in turn
					}
					total += v * per
					ok = true
				}
			}
			prev[0], prev[1] = prev[1], w
			n++
		}
		i = j + 1
	}
	return int(total + 0.5), ok
}

// perSide reports whether the text after a unit of time opens "per side", "a side",
// "each side" or "on each side".
func perSide(rest string) bool {
	for _, p := range [...]string{" per side", " a side", " each side", " on each side"} {
		if len(rest) >= len(p) && strings.EqualFold(rest[:len(p)], p) {
			return true
		}
	}
	return false
}

// lessThan reports whether the text after a unit of time opens "less", "fewer" or
// "shy": "2 minutes less than the package says" is no time of its own.
func lessThan(rest string) bool {
	for _, p := range [...]string{" less", " fewer", " shy"} {
		if len(rest) >= len(p) && strings.EqualFold(rest[:len(p)], p) {
			return true
		}
	}
	return false
}

// hasMinuteFold is hasFold(text, "min") || hasFold(text, "hr") || hasFold(text, "hour")
// in one pass: whether text holds one of them in ASCII letters of any case.
func hasMinuteFold(text string) bool {
	for i := 0; i+1 < len(text); i++ {
		switch text[i] | 0x20 {
		case 'm':
			if i+2 < len(text) && text[i+1]|0x20 == 'i' && text[i+2]|0x20 == 'n' {
				return true
			}
		case 'h':
			if text[i+1]|0x20 == 'r' || i+3 < len(text) && text[i+1]|0x20 == 'o' && text[i+2]|0x20 == 'u' && text[i+3]|0x20 == 'r' {
				return true
			}
		}
	}
	return false
}

// lowerMinuteWord is a word as textMinutes reads it: lower-cased, an en dash a hyphen.
func lowerMinuteWord(w string) string {
	if !isLowerASCII(w) {
		w = strings.ReplaceAll(lowered(w), "–", "-")
	}
	return w
}

// minuteUnit is the minutes in the unit of time the raw word w names (lower-cased,
// without a closing stop), or 0.
func minuteUnit(w string) float64 {
	if w == "" || w[0] < utf8.RuneSelf && w[0]|0x20 != 'm' && w[0]|0x20 != 'h' {
		return 0 // lowered, it starts with neither m nor h: no unit (most words)
	}
	if t := trimStops(w); isPlainASCII(w) {
		// ASCII lowers only its capitals: the word is a unit only as long as one,
		// starting with m or h.
		if len(t) < 2 || len(t) > 7 || t[0]|0x20 != 'm' && t[0]|0x20 != 'h' {
			return 0
		}
		if !isLowerASCII(t) {
			w = lowered(w)
		}
	} else {
		w = lowerMinuteWord(w)
	}
	switch trimStops(w) {
	case "minute", "minutes", "min", "mins":
		return 1
	case "hour", "hours", "hr", "hrs":
		return 60
	}
	return 0
}

// unitAmount is the number before a unit of time; words are the one or two
// lower-cased words before it.
func unitAmount(words []string) (float64, bool) {
	i := len(words)
	prev := words[i-1]
	switch {
	case i >= 2 && words[i-2] == "half" && (prev == "a" || prev == "an"):
		return 0.5, true // "half an hour"
	case strings.Contains(prev, "-"):
		if lo, hi, _ := strings.Cut(prev, "-"); lo != "" { // "15-20", the top of the range
			if _, ok := parseNumber(lo); ok {
				return parseNumber(hi)
			}
		}
		return 0, false
	}
	// "1 1/2", "10", "an", the parser's amounts
	if a, n := readAmount(words); n == 2 {
		return a, true
	} else if a, n := readAmount(words[i-1:]); n == 1 {
		return a, true
	}
	return 0, false
}

// trimStops is strings.TrimRight(w, ".!") without building a cutset each time.
func trimStops(w string) string {
	for len(w) > 0 && (w[len(w)-1] == '.' || w[len(w)-1] == '!') {
		w = w[:len(w)-1]
	}
	return w
}

// isLowerASCII reports whether s is ASCII with no capital: strings.ToLower leaves it as it is.
func isLowerASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
			return false
		}
	}
	return true
}

func minuteSep(c byte) bool {
	return c == ' ' || c == ',' || c == ';' || c == ':' || c == '(' || c == ')' || c == '\n'
}

// Words that mark a step as applying heat, dry heat, liquid, or the oven.
var (
	heatWords   = []string{"heat", "oven", "boil", "simmer", "braise", "fry", "fried", "sear", "roast", "bake", "grill", "broil", "microwave", "sauté", "saute", "toast", "cook", "brown", "warm", "pressure", "render", "soften", "sweat"}
	dryWords    = []string{"sear", "brown", "fry", "fried", "roast", "bake", "grill", "broil", "sauté", "saute", "cook", "microwave", "render", "soften", "sweat"}
	liquidWords = []string{"simmer", "broth", "stock", "soup", "stew", "curry", "braise", "ladle", "boil"}
	ovenWords   = []string{"oven", "roast", "bake", "broil"}
)

// lowerWords splits text into lower-case words of letters.
func lowerWords(text string) []string {
	for i := 0; i < len(text); i++ {
		if text[i] >= utf8.RuneSelf {
			return strings.FieldsFunc(lowered(text), func(r rune) bool { return !unicode.IsLetter(r) })
		}
	}
	// ASCII: the words are the runs of ASCII letters, counted first so the list is
	// made once, as strings.FieldsFunc does.
	low := lowered(text)
	n, in := 0, false
	for i := 0; i < len(low); i++ {
		c := low[i]
		letter := 'a' <= c && c <= 'z'
		if letter && !in {
			n++
		}
		in = letter
	}
	if n == 0 {
		return []string{}
	}
	words := make([]string, 0, n)
	start := -1
	for i := 0; i < len(low); i++ {
		if c := low[i]; 'a' <= c && c <= 'z' {
			if start < 0 {
				start = i
			}
		} else if start >= 0 {
			words = append(words, low[start:i])
			start = -1
		}
	}
	if start >= 0 {
		words = append(words, low[start:])
	}
	return words
}

// hasWord reports whether a word of text starts with one of the (lower-case) prefixes.
// It scans in place: it runs on every step of every operation.
func hasWord(text string, prefixes []string) bool {
	set := newPrefixSet(prefixes)
	return set.has(text)
}

// prefixSet is a list of lower-case word prefixes indexed by their first letters, so a
// word is compared with the prefixes that start as it does, not with all of them.
type prefixSet struct {
	list    []string
	byFirst [26]uint64 // bit k: list[k] starts with this ASCII letter
	ascii   bool       // every prefix starts with an ASCII letter, and there are at most 64
}

func newPrefixSet(prefixes []string) prefixSet {
	s := prefixSet{list: prefixes, ascii: len(prefixes) <= 64}
	for k, p := range prefixes {
		if !s.ascii {
			break
		}
		if p == "" || p[0] >= utf8.RuneSelf || p[0]|0x20 < 'a' || p[0]|0x20 > 'z' {
			s.ascii = false
			break
		}
		c := p[0] | 0x20
		s.byFirst[c-'a'] |= 1 << k
	}
	return s
}

// Prefix sets of the word lists AdaptMethod reads every step with.
var (
	heatSet   = newPrefixSet(heatWords)
	liquidSet = newPrefixSet(liquidWords)
	ovenSet   = newPrefixSet(ovenWords)
	drySet    = newPrefixSet(dryWords)
)

// stepClasses finds in one pass which of the word lists (heat, liquid, oven, dry) a
// step has a word of: a prefix set over all of them, each prefix with its lists.
var stepClasses = func() classSet {
	var c classSet
	for _, l := range []struct {
		words []string
		class uint8
	}{{heatWords, classHeat}, {liquidWords, classLiquid}, {ovenWords, classOven}, {dryWords, classDry}} {
		for _, w := range l.words {
			if k := slices.Index(c.words, w); k >= 0 {
				c.class[k] |= l.class
			} else {
				c.words, c.class = append(c.words, w), append(c.class, l.class)
			}
		}
		c.all |= l.class
	}
	c.set = newPrefixSet(c.words)
	for _, w := range c.words {
		if w != lowered(w) {
			panic("stepClasses: " + w + " is not lower-case (foldPrefix)")
		}
	}
	return c
}()

// The word lists of stepClasses, as bits.
const (
	classHeat = 1 << iota
	classLiquid
	classOven
	classDry
)

type classSet struct {
	words []string
	class []uint8 // the lists of words[k]
	all   uint8
	set   prefixSet
}

// of is the lists a word of text starts with a prefix of: bit c is set when
// hasWord(text, the list c) is true.
func (c *classSet) of(text string) uint8 {
	var got uint8
	s := &c.set
	for i := 0; i < len(text); {
		if ch := text[i]; ch < utf8.RuneSelf && !isASCIILetter(ch) {
			i++
			continue
		}
		size := letterAt(text, i)
		if size < 0 {
			i -= size
			continue
		}
		j := i + size
		for j < len(text) {
			if ch := text[j]; ch < utf8.RuneSelf {
				if !isASCIILetter(ch) {
					break
				}
				j++
				continue
			}
			size := letterAt(text, j)
			if size < 0 {
				break
			}
			j += size
		}
		w := text[i:j]
		if s.ascii && w[0] < utf8.RuneSelf {
			for m := s.byFirst[w[0]|0x20-'a']; m != 0; m &= m - 1 {
				k := bits.TrailingZeros64(m)
				if p := s.list[k]; got&c.class[k] != c.class[k] && len(w) >= len(p) && foldPrefix(w, p) {
					got |= c.class[k]
				}
			}
		} else {
			for k, p := range s.list {
				if p != "" && w[0] < utf8.RuneSelf && p[0] < utf8.RuneSelf && w[0]|0x20 != p[0]|0x20 {
					continue
				}
				if len(w) >= len(p) && strings.EqualFold(w[:len(p)], p) {
					got |= c.class[k]
				}
			}
		}
		if got == c.all {
			return got
		}
		i = j
	}
	return got
}

// foldPrefix is strings.EqualFold(w[:len(p)], p) for a word w of letters and a
// lower-case prefix p (stepClasses' words): byte by byte while w is ASCII.
func foldPrefix(w, p string) bool {
	for x := 0; x < len(p); x++ {
		c := w[x]
		if c >= utf8.RuneSelf {
			return strings.EqualFold(w[:len(p)], p)
		}
		if c|0x20 != p[x] {
			return false
		}
	}
	return true
}

// has is hasWord(text, s.list).
func (s *prefixSet) has(text string) bool {
	for i := 0; i < len(text); {
		if c := text[i]; c < utf8.RuneSelf && !isASCIILetter(c) {
			i++
			continue
		}
		size := letterAt(text, i)
		if size < 0 {
			i -= size
			continue
		}
		j := i + size
		for j < len(text) {
			if c := text[j]; c < utf8.RuneSelf {
				if !isASCIILetter(c) {
					break
				}
				j++
				continue
			}
			size := letterAt(text, j)
			if size < 0 {
				break
			}
			j += size
		}
		w := text[i:j]
		if s.ascii && w[0] < utf8.RuneSelf {
			// An ASCII first letter folds only with itself in the other case.
			for m := s.byFirst[w[0]|0x20-'a']; m != 0; m &= m - 1 {
				if p := s.list[bits.TrailingZeros64(m)]; len(w) >= len(p) && strings.EqualFold(w[:len(p)], p) {
					return true
				}
			}
			i = j
			continue
		}
		for _, p := range s.list {
			if p != "" && w[0] < utf8.RuneSelf && p[0] < utf8.RuneSelf && w[0]|0x20 != p[0]|0x20 {
				continue // ASCII first letters that differ but for case never fold together
			}
			if len(w) >= len(p) && strings.EqualFold(w[:len(p)], p) {
				return true
			}
		}
		i = j
	}
	return false
}

// letterAt is the size of the letter at text[i], or minus the size of what is there
// when it is not a letter; ASCII is read without decoding.
func letterAt(text string, i int) int {
	if c := text[i]; c < utf8.RuneSelf {
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' {
			return 1
		}
		return -1
	}
	r, size := utf8.DecodeRuneInString(text[i:])
	if !unicode.IsLetter(r) {
		return -size
	}
	return size
}

// brownFoods reads the foods named brown as the foods alone.
var brownFoods = newPhrases("brown sugar", "sugar", "brown rice", "rice", "brown lentils", "lentils")

// isHeatStep reports whether a step heats food; a prep step's "so they cook evenly" does not.
func isHeatStep(text string) bool {
	if strings.HasPrefix(text, "Prep:") {
		return false
	}
	text = strings.Replace(text, "so they cook evenly", "", 1)
	if strings.Contains(text, "cooked ") {
		// "Divide the cooked rice among bowls": what was cooked before, served now.
		text = replacePhrases(text, "the cooked ", "the ", "and cooked ", "and ")
	}
	if strings.Contains(text, "brown ") {
		// Brown sugar, rice and lentils are foods, not a browning: tossing apples with
		// brown sugar is prep.
		text = brownFoods.Replace(text)
	}
	if strings.Contains(text, "often") {
		// "Cream the softened butter": the butter was left out of the fridge, not cooked;
		// a slaw left in the fridge "to soften a little" is not cooked either.
		text = softenedFood.ReplaceAllString(text, "")
		if strings.Contains(text, "soak") {
			// "Soak the noodles; they soften in 8 minutes": hot water from the tap.
			text = strings.ReplaceAll(strings.ReplaceAll(text, "soften", ""), "Soften", "")
		}
	}
	return heatSet.has(text)
}

// stepFacts remembers what AdaptMethod reads of each step's text (whether it heats,
// the minutes it names, the text lower-cased and its word bits), which it asks of the
// same steps several times; a nil stepFacts reads the text each time.
type stepFacts struct{ steps []stepFact }

type stepFact struct {
	text        string
	read        uint8 // which of the facts below are known: factHeat, factMinutes, ..., and factKept
	heat, minOK bool
	classes     uint8 // stepClasses.of(text)
	mins        int
	low         string
}

// The facts of a stepFact, as bits of its read.
const (
	factHeat = 1 << iota
	factMinutes
	factLower
	factKept // the words of the step are among the kept steps' bits (AdaptMethod)
	factClasses
)

func (f *stepFacts) at(text string) *stepFact {
	for i := range f.steps {
		if f.steps[i].text == text {
			return &f.steps[i]
		}
	}
	f.steps = append(f.steps, stepFact{text: text})
	return &f.steps[len(f.steps)-1]
}

func (f *stepFacts) heat(text string) bool {
	if f == nil {
		return isHeatStep(text)
	}
	s := f.at(text)
	if s.read&factHeat == 0 {
		if strings.HasPrefix(text, "Prep:") || strings.Contains(text, "so they cook evenly") || strings.Contains(text, "cooked ") || strings.Contains(text, "brown ") || strings.Contains(text, "often") {
			s.heat = isHeatStep(text)
		} else {
			s.heat = f.classes(text)&classHeat != 0 // isHeatStep with nothing to take out first
		}
		s.read |= factHeat
	}
	return s.heat
}

// classes is stepClasses.of(text).
func (f *stepFacts) classes(text string) uint8 {
	s := f.at(text)
	if s.read&factClasses == 0 {
		s.classes = stepClasses.of(text)
		s.read |= factClasses
	}
	return s.classes
}

// ovenIn reports whether a word of t, the step's text lower-cased with its Dutch oven
// a heavy pot, is an oven word. An ASCII step that names no Dutch oven has t's words
// in another case: its classes answer.
func (f *stepFacts) ovenIn(text, t string) bool {
	if f != nil && len(t) == len(text) && isPlainASCII(text) {
		return f.classes(text)&classOven != 0
	}
	return ovenSet.has(t)
}

// liquid reports whether a word of text is a liquid word.
func (f *stepFacts) liquid(text string) bool {
	if f == nil {
		return liquidSet.has(text)
	}
	return f.classes(text)&classLiquid != 0
}

func (f *stepFacts) minutes(text string) (int, bool) {
	if f == nil {
		return textMinutes(text)
	}
	s := f.at(text)
	if s.read&factMinutes == 0 {
		s.mins, s.minOK = textMinutes(text)
		s.read |= factMinutes
	}
	return s.mins, s.minOK
}

// lower is lowered(text), lowered once.
func (f *stepFacts) lower(text string) string {
	if f == nil {
		return lowered(text)
	}
	s := f.at(text)
	if s.read&factLower == 0 {
		s.low = lowered(text)
		s.read |= factLower
	}
	return s.low
}

// stepMinutes is stepMinutes through f.
func (f *stepFacts) stepMinutes(s Step) int {
	if s.Minutes > 0 {
		return s.Minutes
	}
	if m, ok := f.minutes(s.Text); ok {
		return m
	}
	return 5
}

func stepMinutes(s Step) int {
	if s.Minutes > 0 {
		return s.Minutes
	}
	if m, ok := textMinutes(s.Text); ok {
		return m
	}
	return 5
}

// containsAny reports whether s holds any of parts.
func containsAny(s string, parts []string) bool {
	for _, p := range parts {
		if strings.Contains(s, p) {
			return true
		}
	}
	return false
}

// softenedFood finds "softened" used of a food brought to room temperature ("the
// softened butter", "softened cream cheese"), not of onions cooked until soft: the word
// before a food's name, not after "until" or before "in".
var softenedFood = regexp.MustCompile(`(?i)\bsoftened (?:unsalted |salted )?(?:butter|cream cheese|margarine|ice cream|goat cheese|mascarpone|coconut oil)|\bto soften\b|\bsoftened? (?:in|overnight in) the fridge`)
