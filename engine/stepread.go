package engine

import (
	"math/bits"
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
	// Every unit word holds "min" or "h…r": a step with neither names no time.
	if !hasUnitWord(text) || !hasFold(text, "min") && !hasFold(text, "hr") && !hasFold(text, "hour") {
		return 0, false
	}
	// The words, lower-cased one by one (the separators are ASCII, so this splits as
	// lowering the whole text first would), on the stack for a step of usual length.
	var buf [48]string
	words := buf[:0]
	for i := 0; i < len(text); {
		j := i
		for j < len(text) && !minuteSep(text[j]) {
			j++
		}
		if j > i {
			w := text[i:j]
			if !isLowerASCII(w) {
				w = strings.ReplaceAll(strings.ToLower(w), "–", "-")
			}
			words = append(words, w)
		}
		i = j + 1
	}
	total := 0.0
	for i, w := range words {
		w = trimStops(w)
		var per float64
		switch w {
		case "minute", "minutes", "min", "mins":
			per = 1
		case "hour", "hours", "hr", "hrs":
			per = 60
		default:
			continue
		}
		if i == 0 {
			continue
		}
		v, found := 0.0, false
		prev := words[i-1]
		switch {
		case i >= 2 && words[i-2] == "half" && (prev == "a" || prev == "an"):
			v, found = 0.5, true // "half an hour"
		case strings.Contains(prev, "-"):
			if lo, hi, _ := strings.Cut(prev, "-"); lo != "" { // "15-20", the top of the range
				if _, ok := parseNumber(lo); ok {
					v, found = parseNumber(hi)
				}
			}
		default: // "1 1/2", "10", "an", the parser's amounts
			if a, n := readAmount(words[max(0, i-2):i]); n == 2 {
				v, found = a, true
			} else if a, n := readAmount(words[i-1 : i]); n == 1 {
				v, found = a, true
			}
		}
		if found {
			total += v * per
			ok = true
		}
	}
	return int(total + 0.5), ok
}

// hasUnitWord reports whether a word of text, split as textMinutes splits it, is a
// unit of time in any case; it reads text in place, as most steps name no time.
func hasUnitWord(text string) bool {
	for i := 0; i < len(text); {
		j := i
		for j < len(text) && !minuteSep(text[j]) {
			j++
		}
		w := trimStops(text[i:j])
		if !isPlainASCII(w) {
			return true // "MİN" lowers to "min": let textMinutes read it
		}
		if len(w) >= 2 && len(w) <= 7 && (w[0]|0x20 == 'm' || w[0]|0x20 == 'h') { // "hr" to "minutes"
			for _, u := range [...]string{"minute", "minutes", "min", "mins", "hour", "hours", "hr", "hrs"} {
				if len(u) == len(w) && strings.EqualFold(w, u) {
					return true
				}
			}
		}
		i = j + 1
	}
	return false
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

// hasFold reports whether text holds the lower-case ASCII word part in any case,
// without lowering text.
func hasFold(text, part string) bool {
	for i := 0; i+len(part) <= len(text); i++ {
		j := 0
		for j < len(part) && text[i+j]|0x20 == part[j] {
			j++
		}
		if j == len(part) {
			return true
		}
	}
	return false
}

// Words that mark a step as applying heat, dry heat, liquid, or the oven.
var (
	heatWords   = []string{"heat", "oven", "boil", "simmer", "fry", "fried", "sear", "roast", "bake", "grill", "broil", "microwave", "sauté", "saute", "toast", "cook", "brown", "warm", "pressure"}
	dryWords    = []string{"sear", "brown", "fry", "fried", "roast", "bake", "grill", "broil", "sauté", "saute", "cook", "microwave"}
	liquidWords = []string{"simmer", "broth", "stock", "soup", "stew", "curry", "braise", "ladle", "boil"}
	ovenWords   = []string{"oven", "roast", "bake", "broil"}
)

// lowerWords splits text into lower-case words of letters.
func lowerWords(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) })
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

// isHeatStep reports whether a step heats food; a prep step's "so they cook evenly" does not.
func isHeatStep(text string) bool {
	if strings.HasPrefix(text, "Prep:") {
		return false
	}
	text = strings.Replace(text, "so they cook evenly", "", 1)
	if strings.Contains(text, "cooked ") {
		// "Divide the cooked rice among bowls": what was cooked before, served now.
		text = strings.NewReplacer("the cooked ", "the ", "and cooked ", "and ").Replace(text)
	}
	return heatSet.has(text)
}

// stepFacts remembers what AdaptMethod reads of each step's text (whether it heats,
// the minutes it names, the text lower-cased and its word bits), which it asks of the
// same steps several times; a nil stepFacts reads the text each time.
type stepFacts struct{ steps []stepFact }

type stepFact struct {
	text        string
	read        uint8 // which of the facts below are known: factHeat, factMinutes, ...
	heat, minOK bool
	mins        int
	low         string
	bits        wordBits
}

// The facts of a stepFact, as bits of its read.
const (
	factHeat = 1 << iota
	factMinutes
	factLower
	factBits
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
		s.heat = isHeatStep(text)
		s.read |= factHeat
	}
	return s.heat
}

// wordBits are the word bits of lowered(text).
func (f *stepFacts) wordBits(text string) *wordBits {
	low := f.lower(text)
	s := f.at(text)
	if s.read&factBits == 0 {
		s.bits.add(low)
		s.read |= factBits
	}
	return &s.bits
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
