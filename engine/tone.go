package engine

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Tones are the accepted tone values.
var Tones = []string{"casual", "professional", "playful", "concise", "kid-friendly", "chef"}

var (
	aboutRe    = regexp.MustCompile(`(?i)\babout (\d)`)
	sentenceRe = regexp.MustCompile(`[^.!?]+[.!?]*`)
	labelRe    = regexp.MustCompile(`^[A-Z][a-z]+(?: [a-z]+)?:`)
	servesRe   = regexp.MustCompile(`\bServes (\d+)\.`)
)

// Words that mark a step as needing the stove or a knife, for the kid-friendly notes and
// the chef's calls; matched as whole words.
var (
	heatTalk  = talkWords("heat heats heated oven boil boiling simmer braise fry fried frying sear roast bake pan skillet wok grill hot cook cooking brown stove drain saute sauté")
	knifeTalk = talkWords("cut slice dice mince chop knife grate")
)

func wordSet(words string) map[string]bool {
	set := map[string]bool{}
	for _, w := range strings.Fields(words) {
		set[w] = true
	}
	return set
}

// says reports whether text has any word of set.
func says(text string, set map[string]bool) bool { return saysIn(text, set, nil) }

// talkSet is a set of lower-case words that steps are read for, with a filter that
// turns away, without asking the map, an ASCII word none of them could be.
type talkSet struct {
	words  map[string]bool
	filter [4]uint64 // bit talkBit(first, last, length) of each word of the set
}

// talkWords is the talkSet of the words (separated by spaces).
func talkWords(words string) *talkSet { return newTalkSet(wordSet(words)) }

func newTalkSet(set map[string]bool) *talkSet {
	t := &talkSet{words: set}
	for w := range set {
		if w != "" {
			b := talkBit(w[0], w[len(w)-1], len(w))
			t.filter[b/64] |= 1 << (b % 64)
		}
	}
	return t
}

// talkBit is where a word with these first and last bytes (lower case) and length
// lies in a talkSet's filter.
func talkBit(first, last byte, n int) uint {
	return (uint(first)*7 + uint(last)*13 + uint(n)) & 255
}

// has reports whether w (lower case) is a word of the set.
func (t *talkSet) has(w string) bool { return t.words[w] }

// in reports whether text has any word of the set: says(text, t.words).
func (t *talkSet) in(text string) bool { return saysIn(text, t.words, &t.filter) }

// saysIn is says, with a filter of set's words (nil: none) that ASCII words are
// checked against before the map is asked.
func saysIn(text string, set map[string]bool, filter *[4]uint64) bool {
	return eachWord(text, func(w string, ascii bool) bool { return inTalk(set, filter, w, ascii) })
}

// asciiLetter marks the ASCII letters.
var asciiLetter = func() (t [256]bool) {
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = true, true
	}
	return t
}()

// eachWord calls f on each word of text (a run of letters, as lowerWords reads them,
// not lowered), with whether it is all ASCII, until f returns true; it reports whether
// one did. A run of ASCII is read a byte at a time with no rune decoding.
func eachWord(text string, f func(w string, ascii bool) bool) bool {
	for i := 0; i < len(text); {
		c := text[i]
		if c >= utf8.RuneSelf {
			return eachWordSlow(text[i:], f)
		}
		if !asciiLetter[c] {
			i++
			continue
		}
		j := i + 1
		for j < len(text) && asciiLetter[text[j]] {
			j++
		}
		if j < len(text) && text[j] >= utf8.RuneSelf {
			return eachWordSlow(text[i:], f) // the word may go on in another script
		}
		if f(text[i:j], true) {
			return true
		}
		i = j
	}
	return false
}

// eachWordSlow is eachWord rune by rune, from the start of a word or a rune that
// follows no letter.
func eachWordSlow(text string, f func(w string, ascii bool) bool) bool {
	start, ascii := -1, true
	for i := 0; i < len(text); {
		c, n := text[i], 1
		var letter bool
		if c < utf8.RuneSelf {
			letter = asciiLetter[c]
		} else {
			var r rune
			r, n = utf8.DecodeRuneInString(text[i:])
			letter = unicode.IsLetter(r)
		}
		switch {
		case letter:
			if start < 0 {
				start, ascii = i, true
			}
			if c >= utf8.RuneSelf {
				ascii = false
			}
		case start >= 0:
			if f(text[start:i], ascii) {
				return true
			}
			start = -1
		}
		i += n
	}
	return start >= 0 && f(text[start:], ascii)
}

// talkIndex says, of each word of some talkSets, which of them hold it (bit k: the
// k-th set given), to read a text once for all of them.
type talkIndex struct {
	words  map[string]uint16
	filter [4]uint64
}

func newTalkIndex(sets ...*talkSet) *talkIndex {
	x := &talkIndex{words: map[string]uint16{}}
	for k, t := range sets {
		for w := range t.words {
			x.words[w] |= 1 << k
		}
		for i := range x.filter {
			x.filter[i] |= t.filter[i]
		}
	}
	return x
}

// of is the sets (as bits) that hold some word of text: bit k is set exactly when
// sets[k].in(text).
func (x *talkIndex) of(text string) uint16 {
	var bits uint16
	eachWord(text, func(w string, ascii bool) bool {
		if ascii {
			b := talkBit(w[0]|0x20, w[len(w)-1]|0x20, len(w))
			if x.filter[b/64]&(1<<(b%64)) == 0 {
				return false
			}
			var buf [32]byte
			if len(w) <= len(buf) {
				l := buf[:len(w)]
				for i := range len(w) {
					l[i] = w[i] | 0x20
				}
				bits |= x.words[string(l)]
				return false
			}
		}
		bits |= x.words[lowered(w)]
		return false
	})
	return bits
}

// inTalk is inLowerSet for a word of letters, turned away by the filter when it is
// ASCII and its bit is not set.
func inTalk(set map[string]bool, filter *[4]uint64, w string, ascii bool) bool {
	if filter != nil && ascii {
		b := talkBit(w[0]|0x20, w[len(w)-1]|0x20, len(w))
		if filter[b/64]&(1<<(b%64)) == 0 {
			return false
		}
	}
	return inLowerSet(set, w)
}

// inLowerSet reports set[lowered(w)], lowering a short ASCII word on the stack.
func inLowerSet(set map[string]bool, w string) bool {
	var buf [32]byte
	if len(w) > len(buf) || !isPlainASCII(w) {
		return set[lowered(w)]
	}
	b := buf[:len(w)]
	for i := range len(w) {
		c := w[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
	}
	return set[string(b)]
}

// conciseCuts shorten without losing an instruction.
var conciseCuts = newPhrases(" according to package directions", "", " according to the package", "",
	"Keep the pieces about the same size so they cook evenly.", "", " now and then", "", " at once", "", "just ", "",
	" until everything is glossy", "", "minutes", "min", "minute", "min", "tablespoons", "tbsp", "tablespoon", "tbsp",
	"teaspoons", "tsp", "teaspoon", "tsp", " and season with salt and pepper to taste", "; salt and pepper to taste", "approximately ", "~")

// toneWords rewrite kitchen words for a tone, applied in order.
var toneWords = map[string][][2]string{
	"casual": {{"do not", "don't"}, {"Do not", "Don't"}, {"it is", "it's"}, {"until", "'til"}, {"approximately", "about"},
		{"Season with salt and pepper to taste", "Salt and pepper it how you like"}},
	"professional": {{"about", "approximately"}, {"a splash of", "a small measure of"}, {"a pinch of", "a measured pinch of"},
		{"'til", "until"}, {"until soft", "until softened"}, {"Drain the fat", "Drain off the excess fat"}, {"Toss", "Combine"},
		{"toss", "combine"}, {"Pop", "Place"}},
	"kid-friendly": {{"at a bare simmer", "just barely bubbling"}, {"a bare simmer", "the tiniest bubble"}, {"simmer very gently", "bubble very gently"}, {"Mince", "Finely chop"}, {"mince", "finely chop"}, {"Dice", "Chop"}, {"dice", "chop"}, {"to a gentle simmer", "to a gentle bubble"},
		{"to a simmer", "to a gentle bubble"}, {"a gentle simmer", "a gentle bubble"}, {"simmer gently", "bubble gently"}, {"Simmer gently", "Bubble gently"},
		{"gently simmer", "gently bubble"}, {"simmering", "gently bubbling"}, {"simmer", "bubble gently"}, {"Simmer", "Bubble gently"}, {"sauté", "cook"},
		{"aromatics", "smelly-good vegetables"}, {"season with salt and pepper to taste", "add a tiny sprinkle of salt and pepper"},
		{"until fragrant", "until it smells yummy"}, {"garnish", "sprinkle on top"}},
	"chef": {{"cook, stirring, until softened and fragrant", "sweat until translucent and aromatic"},
		{"Season with salt and pepper to taste", "Adjust the salt and pepper"}, {"season with salt and pepper to taste", "adjust the salt and pepper"},
		{"Prep:", "Mise en place:"}, {"brown it well", "sear it hard"}, {"brown it", "sear it hard"}, {"brown them", "sear them hard"}, {"brown", "sear"}, {"until just tender", "until just cooked, with bite"},
		{"Serve", "Plate and pass"}, {"Top with", "Finish with"}, {"until soft", "until soft, no colour"}},
}

// RewriteTone rewrites the title, summary and steps in a tone, keeping the food and the
// quantities exactly as they are.
func RewriteTone(d Dish, tone string) *Transformed {
	d = d.cloneSteps() // a tone changes the words, never the ingredients
	var changes []Change
	oldName := d.Name
	d.Name = toneTitle(d.Name, tone)
	if d.Name != oldName {
		changes = append(changes, Change{From: oldName, To: d.Name, Reason: "title in a " + tone + " voice"})
	}
	oldSummary := d.Summary
	if d.Summary != "" {
		d.Summary = toneSummary(d.Summary, tone, d.savoury())
	} else {
		d.Summary = newSummary(&d, oldName, tone)
	}
	if mise := d.miseEnPlace(); tone == "professional" && mise != "" {
		d.Summary = strings.TrimSpace(d.Summary + " " + mise)
	}
	if d.Summary != oldSummary {
		changes = append(changes, Change{From: oldSummary, To: d.Summary, Reason: "summary in a " + tone + " voice"})
	}
	read := d.toneReading()
	firstHeat, firstKnife := len(d.Steps), len(d.Steps)
	for i, s := range d.Steps {
		if firstHeat == len(d.Steps) && usesHeat(read(s.Text)) {
			firstHeat = i
		}
		if firstKnife == len(d.Steps) && knifeTalk.in(read(s.Text)) {
			firstKnife = i
		}
	}
	deepFries := tone == "kid-friendly" && len(d.fryingOils()) > 0
	var warned [hazardKinds]int
	var said voiceSaid
	kidSaid := map[string]bool{}
	var rawMeat map[string]bool
	if tone == "kid-friendly" {
		rawMeat = d.rawMeats()
	}
	savoury := d.savoury()
	for i, s := range d.Steps {
		to := toneStep(s.Text, tone, i, len(d.Steps), firstHeat)
		if _, ok := voices[tone]; ok {
			kind := kindOf(read(s.Text), i == len(d.Steps)-1)
			if kind == kindPrep && i > firstHeat {
				kind = kindOther // pulling the meat off the hock mid-cooking is no mise en place
			}
			to = voiceStep(to, tone, kind, i, len(d.Steps), i == firstHeat, &said, savoury)
			if tone == "professional" && to == s.Text {
				to = professionalStage[kind] + lowerFirst(to) // nothing to make more exact: the stage is named
			}
			if tone == "playful" && i == len(d.Steps)-1 {
				to = strings.TrimSuffix(to, ".") + "!"
			}
		}
		if tone == "kid-friendly" {
			note := kidNote(s.Text, rawMeat, kidSaid) + d.kidFlipCue(s.Text, kidSaid)
			if hazard := hazardNote(s.Text, deepFries, &warned); hazard != "" {
				// The step's own danger is said in its own words, on every step that has it;
				// the general word about the stove would only repeat it.
				to = strings.TrimSpace(to + safetyNote(read(s.Text), false, i == firstKnife) + note + hazard)
			} else {
				to = strings.TrimSpace(to + safetyNote(read(s.Text), i == firstHeat, i == firstKnife) + note)
			}
		}
		if to != s.Text {
			changes = append(changes, Change{From: s.Text, To: to, Reason: "step in a " + tone + " voice"})
			d.Steps[i].Text = to
		}
	}
	for i, s := range d.Steps {
		// A pasted step's minutes are the ones its text names ("cook 6-7 minutes per
		// side"), not 0 (review 30 #29); a step that names none stays 0.
		if s.Minutes == 0 {
			if m, ok := textMinutes(s.Text); ok {
				d.Steps[i].Minutes = m
			}
		}
	}
	r := d.result(changes)
	// The food is as it was, so the summary's word on salt still holds and is kept.
	r.Summary = d.Summary
	r.Tone = tone
	return r
}

func toneTitle(name, tone string) string {
	switch tone {
	case "casual":
		return "Easy " + name
	case "playful":
		return "Let's Make " + name
	case "kid-friendly":
		return "Yummy " + name + " for Little Chefs"
	case "chef":
		return name + ", Chef's Way"
	case "professional":
		return titleCase(name)
	}
	return name
}

func toneSummary(s, tone string, savoury bool) string {
	switch tone {
	case "concise":
		// The first sentence, and every one that warns: salt, allergens, safety.
		var keep []string
		for i, m := range sentenceRe.FindAllString(s, -1) {
			m = strings.TrimSpace(m)
			switch {
			case m == "":
			case i == 0:
				keep = append(keep, conciseFirst(m))
			case servesRe.MatchString(m):
				keep = append(keep, m) // the yield is the one fact a cook scales by (review 32 #37)
			case warns(m):
				keep = append(keep, conciseWarning(m))
			}
		}
		if len(keep) > 0 {
			return strings.Join(keep, " ")
		}
	case "casual":
		return "Honestly, this one's easy. " + s
	case "playful":
		return s + " Let's cook up some fun!"
	case "kid-friendly":
		return s + " Wash your hands, then cook it together with a grown-up!"
	case "chef":
		if savoury {
			return s + " Mise en place first; taste and season as you go."
		}
		return s + " Mise en place first; weigh everything before you start."
	case "professional":
		return servesRe.ReplaceAllString(strings.TrimSuffix(s, "!"), "Yield: $1 portions.")
	}
	return s
}

// newSummary writes a summary in the tone for a recipe that came without one, from
// what the recipe says: its name, servings and time.
func newSummary(d *Dish, name, tone string) string {
	t, n := d.statedMinutes(), d.Servings
	if t == 0 {
		// A time the recipe never says is not invented (review 30 #29): the summary
		// says only what it knows.
		switch tone {
		case "casual":
			return fmt.Sprintf("Honestly, this one's easy: %s for %d.", name, n)
		case "professional":
			return fmt.Sprintf("%s. Yield: %d portions.", name, n)
		case "playful":
			return fmt.Sprintf("%s for %d hungry friends. Let's cook up some fun!", name, n)
		case "concise":
			return fmt.Sprintf("Serves %d.", n)
		case "kid-friendly":
			return fmt.Sprintf("%s for %d people. Cook it together with a grown-up!", name, n)
		}
		return chefSummary(d, name, "")
	}
	switch tone {
	case "casual":
		return fmt.Sprintf("Honestly, this one's easy: %s for %d, on the table in about %d minutes.", name, n, t)
	case "professional":
		return fmt.Sprintf("%s. Yield: %d portions. Total time approximately %d minutes.", name, n, t)
	case "playful":
		return fmt.Sprintf("%s for %d hungry friends in about %d minutes. Let's cook up some fun!", name, n, t)
	case "concise":
		return fmt.Sprintf("Serves %d. ~%d min.", n, t)
	case "kid-friendly":
		return fmt.Sprintf("%s for %d people. It takes about %d minutes. Cook it together with a grown-up!", name, n, t)
	}
	return chefSummary(d, name, fmt.Sprintf(", about %d minutes", t))
}

// chefSummary is the chef's summary of a recipe that came without one: covers and
// tasting for a savoury plate; for a bake, its yield ("one loaf, 8–10 slices") and the
// scales, as nobody tastes a raw-egg batter (review 36 #35).
func chefSummary(d *Dish, name, minutes string) string {
	if d.savoury() {
		return fmt.Sprintf("%s for %d covers%s. Mise en place first; taste and season as you go.", name, d.Servings, minutes)
	}
	yield := fmt.Sprintf("for %d", d.Servings)
	for _, st := range d.Steps {
		if low := lowered(st.Text); strings.Contains(low, "loaf pan") || strings.Contains(low, "loaf tin") {
			yield = "one loaf, 8–10 slices"
			break
		}
	}
	return fmt.Sprintf("%s, %s%s. Mise en place first; weigh everything before you start.", name, yield, minutes)
}

// replaceAll replaces each phrase where it stands as whole words: "brown" becomes "sear
// hard" but "browned" stays as it is.
func replaceAll(s string, pairs [][2]string) string {
	var pairsIn bigramSet // of s, to pass over a phrase s cannot hold without a search
	pairsIn.add(s)
	for _, p := range pairs {
		if !pairsIn.mayHold(p[0]) {
			continue
		}
		if t := replaceWords(s, p[0], p[1]); t != s {
			s = t
			pairsIn = bigramSet{}
			pairsIn.add(s)
		}
	}
	return s
}

// bigramSet holds, hashed, the pairs of adjacent bytes of a text: a phrase one of whose
// first two or last two bytes' pairs it lacks is not in the text.
type bigramSet [16]uint64

func bigramBit(a, b byte) uint { return (uint(a)*37 + uint(b)) & 1023 }

func (s *bigramSet) add(text string) {
	if len(text) < 2 {
		return
	}
	prev := text[0]
	for i := 1; i < len(text); i++ {
		c := text[i]
		k := bigramBit(prev, c)
		s[(k>>6)&15] |= 1 << (k & 63)
		prev = c
	}
}

func (s *bigramSet) has(a, b byte) bool {
	k := bigramBit(a, b)
	return s[k/64]&(1<<(k%64)) != 0
}

// mayHold reports whether the text might hold phrase: false only when it cannot.
func (s *bigramSet) mayHold(phrase string) bool {
	n := len(phrase)
	return n < 2 || s.has(phrase[0], phrase[1]) && s.has(phrase[n-2], phrase[n-1])
}

func replaceWords(s, old, new string) string {
	if !strings.Contains(s, old) {
		return s
	}
	isWord := func(b byte) bool {
		return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '\''
	}
	var b strings.Builder
	for {
		i := strings.Index(s, old)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		end := i + len(old)
		whole := (i == 0 || !isWord(s[i-1]) || !isWord(old[0])) && (end == len(s) || !isWord(s[end]) || !isWord(old[len(old)-1]))
		whole = whole && !namesAFood(old, s[end:])
		// "nut-brown", "golden-brown": a colour joined to the word before it is no verb to
		// put in another voice, nor is the brown of "brown butter" (review 45 #37: "nut-sear").
		whole = whole && !(i > 0 && s[i-1] == '-' && isWord(old[0])) && !(old == "brown" && strings.HasPrefix(s[end:], " butter"))
		b.WriteString(s[:i])
		if whole {
			b.WriteString(new)
		} else {
			b.WriteString(old)
		}
		s = s[end:]
	}
}

// namesAFood reports whether a word with the text after it is a food's name: "brown"
// in "brown sugar" or "brown rice" is no cooking word to put in another voice.
func namesAFood(word, after string) bool {
	if !strings.HasPrefix(after, " ") {
		return false
	}
	next := after[1:]
	if j := strings.IndexFunc(next, func(r rune) bool { return !unicode.IsLetter(r) }); j >= 0 {
		next = next[:j]
	}
	if next == "" {
		return false
	}
	_, ok := Lookup(lowered(word + " " + next))
	return ok || next == "butter" && strings.EqualFold(word, "brown")
}

// opensWithFold is strings.HasPrefix(lowered(s), lowered(prefix)),
// without lowering the whole step when the opening is ASCII.
func opensWithFold(s, prefix string) bool {
	if len(s) >= len(prefix) && isPlainASCII(prefix) && isPlainASCII(s[:len(prefix)]) {
		return strings.EqualFold(s[:len(prefix)], prefix)
	}
	return strings.HasPrefix(lowered(s), lowered(prefix))
}

func toneStep(s, tone string, i, n, firstHeat int) string {
	s = replaceAll(s, toneWords[tone])
	switch tone {
	case "concise":
		// Every instruction stays; only the padding goes.
		s = tildeAbout(s)
		s = conciseMore.Replace(conciseCuts.Replace(s))
		s = dropArticles(s)
		return strings.Join(strings.Fields(s), " ")
	case "chef":
		return replaceAll(s, chefWordsMore)
	case "professional":
		return professionalStep(s)
	case "kid-friendly":
		return shortSentences(replaceAll(s, kidWordsMore))
	}
	return s
}

// shortSentences splits a step's long sentences where they join two actions ("cook
// until golden; then flip", "stir, then pour"), for a young cook to read one at a time.
// A clause that is no action of its own ("then on a rack for 5 minutes more", "; about
// 6 minutes") stays joined to the one before, so every sentence has its verb.
func shortSentences(s string) string {
	type clause struct{ text, sep string }

	var parts []clause
	for _, part := range strings.Split(s, "; ") {
		for j, p := range strings.Split(part, ", then ") {
			sep, body := "; ", strings.TrimSpace(p)
			if j > 0 {
				sep, p = ", ", "then "+p
			}
			if p = strings.TrimSpace(p); p == "" {
				continue
			}
			if len(parts) > 0 && !opensWithAction(body) {
				parts[len(parts)-1].text += sep + p
				continue
			}
			parts = append(parts, clause{p, sep})
		}
	}
	var b strings.Builder
	for _, c := range parts {
		p := c.text
		if b.Len() > 0 {
			b.WriteString(" ")
		}
		b.WriteString(upperFirst(p))
		if !strings.HasSuffix(p, ".") && !strings.HasSuffix(p, "!") && !strings.HasSuffix(p, "?") && !strings.HasSuffix(p, ":") {
			b.WriteString(".")
		}
	}
	return b.String()
}

// notActions are the words a clause opens with when it is no action of its own: it says
// where, how long or what else of the action before it.
var notActions = wordSet("on in into onto at over under with without for to from after before about around until till " +
	"the a an its their his her each every all some half more another both either one two three four five six " +
	"once again back gently slowly quickly just still while as so and or but not no")

// opensWithAction reports whether a clause opens as an instruction does, with its verb
// (or a number of minutes does not count); "" is no action.
func opensWithAction(p string) bool {
	w := p
	if j := strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }); j >= 0 {
		w = w[:j]
	}
	return w != "" && !notActions[lowered(w)]
}

// usesHeat reports whether a step cooks: "serve hot" and "keep warm" on their own do
// not, nor draining a can of beans or rinsing brown lentils.
func usesHeat(text string) bool {
	if strings.Contains(text, "hot") || strings.Contains(text, "rinse") {
		text = notHeatTalk.Replace(text) // each of its phrases holds one or the other
	}
	if strings.Contains(text, "rown ") {
		text = withoutBrownFoods(text)
	}
	return heatTalk.in(text)
}

var notHeatTalk = newPhrases("Serve hot", "Serve", "serve hot", "serve", "drain and rinse", "rinse", "Drain and rinse", "Rinse",
	"drained and rinsed", "rinsed")

// withoutBrownFoods drops the colour from foods named brown ("brown lentils", "brown
// sugar"), which no heat browns.
func withoutBrownFoods(text string) string {
	var b strings.Builder
	for {
		i := strings.Index(lowered(text), "brown ")
		if i < 0 || len(lowered(text)) != len(text) {
			b.WriteString(text)
			return b.String()
		}
		end := i + len("brown")
		if (i == 0 || !unicode.IsLetter(rune(text[i-1]))) && namesAFood("brown", text[end:]) {
			b.WriteString(text[:i])
		} else {
			b.WriteString(text[:end])
		}
		text = text[end:]
	}
}

// warns reports whether a sentence of a summary warns the cook: of salt, an allergen,
// or a danger.
func warns(s string) bool {
	low := lowered(s)
	return containsAny(low, []string{"salt", "sodium", "allerg", "contains", "warning", "careful", "safe", "raw", "grown-up"})
}

// safetyNote is the kid-friendly tone's word to a grown-up, said once: on the first step
// that uses heat (the oven's or the stove's, as the step says) and on the first that uses
// a knife, never pasted onto every step.
func safetyNote(text string, heat, knife bool) string {
	note := ""
	if heat {
		where := "the hot stove"
		switch low := lowered(text); {
		case strings.Contains(low, "oven") && !strings.Contains(low, "dutch oven"):
			where = "the hot oven"
		case strings.Contains(low, "grill"):
			where = "the hot grill"
		}
		note += " Ask a grown-up to handle " + where + "."
	}
	if knife {
		note += " A grown-up does the knife work."
	}
	return note
}

// Hazards a young cook must leave to a grown-up, each with the words that show a step
// has it: a pot of hot oil, spices sizzled in hot fat (a tadka, a tempering), and hot
// soup in a blender, which can blow the lid off.
var (
	hotOilTalk  = []string{"deep-fr", "deep fr", "shallow-fr", "shallow fr", "hot oil", "into the oil", "pot of oil", "the oil to ", "frying oil", "it spits", "they spit", "may flame"}
	sizzleTalk  = []string{"sizzl", "tadka", "tempering", "temper the", "splutter", "crackle", "seeds pop", "until they pop"}
	blenderTalk = []string{"blend", "liquidi", "purée", "puree", "stick blender", "immersion blender"}
)

const (
	hazardOil = iota
	hazardSizzle
	hazardBlender
	hazardFlip
	hazardKinds
)

// hazardWords are each hazard's warnings: the whole of it the first time, then shorter
// reminders, each said once, for the steps after.
var hazardWords = [hazardKinds][]string{
	hazardOil: {"Hot oil spits and burns: a grown-up does the frying while you stand well back.",
		"Stand well back from the hot oil while a grown-up does this.", "This is a grown-up's job: the oil is still very hot.",
		"Keep away from the pot: only a grown-up goes near the hot oil.", "Hot oil again: a grown-up does it while you watch from a safe distance.",
		"Still a grown-up's job, as the oil stays very hot."},
	hazardSizzle: {"The oil and spices are very hot and can spit: a grown-up handles the sizzling pan and pours it while you stand back.",
		"The sizzling fat is still very hot: a grown-up pours it while you stand back.", "A grown-up handles the sizzling pan here."},
	hazardBlender: {"Hot soup can burst out of a blender: a grown-up blends it, with the blender no more than half full and the lid held down under a folded towel.",
		"A grown-up blends the hot soup again, the lid held down under a towel."},
	hazardFlip: {"The pan is hot and can burn: a grown-up does the flipping, or stands right beside you while you flip with a wide spatula.",
		"A grown-up helps with the flipping."},
}

// hazardNote is the kid-friendly tone's warning for a step's own hazard, or ""; in a
// dish that fries in a pot of oil (deepFries), every step that heats or fries in it.
// warned counts the warnings of each kind said so far.
func hazardNote(text string, deepFries bool, warned *[hazardKinds]int) string {
	low := lowered(text)
	kind := -1
	switch {
	case containsAny(low, hotOilTalk), deepFries && (friesIn(text) || heatsFryingOil(text) || strings.Contains(low, "turn the oil")):
		kind = hazardOil
	case containsAny(low, sizzleTalk) && containsAny(low, []string{"oil", "ghee", "butter", "fat", "pan", "tadka"}):
		kind = hazardSizzle
	case containsAny(low, blenderTalk) && containsAny(low, []string{"soup", "hot", "pot", "off the heat", "in batches"}):
		kind = hazardBlender
	case hasWord(low, []string{"flip", "flipping"}):
		kind = hazardFlip // the pancake turned at a hot griddle (review 30 #29)
	default:
		return ""
	}
	words := hazardWords[kind]
	n := min(warned[kind], len(words)-1) // past the reminders, the last is said again
	warned[kind]++
	return " " + words[n]
}

// toneReading is how a tone reads a step for its kind and its hazards: "the roast" of a
// pot roast is the joint, not the oven, and "each chop" is the meat, not a knife's work.
func (d *Dish) toneReading() func(string) string {
	joint, chops := d.boughtAsRoast(), false
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && (in.Name == "pork chop" || in.Name == "lamb chops") {
			chops = true
		}
	}
	if !joint && !chops {
		return func(t string) string { return t }
	}
	return func(t string) string {
		if joint {
			t = strings.ReplaceAll(strings.ReplaceAll(t, "the roast", "the meat"), "pot roast", "pot meat")
		}
		if chops {
			t = strings.ReplaceAll(strings.ReplaceAll(strings.ReplaceAll(t, "each chop", "each cutlet"), " chops", " cutlets"), "Chops", "Cutlets")
		}
		return t
	}
}

// statedMinutes is the time the recipe's steps give, their own figures or the minutes
// their text names; 0 where none says a time.
func (d *Dish) statedMinutes() int {
	t := 0
	for _, s := range d.Steps {
		m := s.Minutes
		if m == 0 {
			m, _ = textMinutes(s.Text)
		}
		t += m
	}
	return t
}
