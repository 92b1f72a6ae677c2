package engine

import "strings"

// Whether a step names an item: the item's names, read over a text lower-cased once
// with bits for its words, so most names are ruled out without a scan.

// mentions reports whether text uses item i: by any of its names, its head noun or
// the animal it comes from ("the oil", "the chicken"), or the word for its kind ("the
// seasonings", "the herbs"), where that word is not part of another item's longer name
// ("onion" in "onion powder"); "everything else" and "all the ingredients" use every item.
func (d *Dish) mentions(i int, text string) bool {
	return d.mentionsIn(i, newStepText(text, d.otherNames()))
}

// stepText is steps' text read once for many mention checks: lower-cased, a bit for
// the first two letters of each of its words (a cheap "cannot be here"), the dish's
// names that may shield a shorter one, and whether it uses everything at once.
type stepText struct {
	lower string
	wordBits
	names []string
	all   bool
	items []indexedItem // each item's names with their bits, when known
}

// wordBits are a text's words as bits: one for the first two letters of each word, one
// for each whole word's hash. The bits of texts joined by a space are those of each
// text together, as no word runs across the space.
type wordBits struct {
	starts [4]uint64
	words  [32]uint64 // a bit for each whole word's hash: a name whose first word is not here is not here
}

// add sets the bits of the words of lower, hashing each word as it is read.
func (b *wordBits) add(lower string) {
	for i := 0; i < len(lower); {
		if !letterByte[lower[i]] {
			i++
			continue
		}
		h := uint32(2166136261) // wordHash, byte by byte
		j := i
		for ; j < len(lower); j++ {
			c := lower[j]
			if !letterByte[c] {
				break
			}
			h ^= uint32(c)
			h *= 16777619
		}
		k, bit := wordBit(lower[i:j])
		b.starts[k] |= bit
		b.words[h>>6&31] |= 1 << (h & 63)
		i = j
	}
}

// letterByte is isLetterAt of a byte: an ASCII letter or any byte beyond ASCII.
var letterByte = func() (t [256]bool) {
	for c := range t {
		t[c] = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
	}
	return t
}()

// or adds o's bits to b.
func (b *wordBits) or(o *wordBits) {
	for k := range b.starts {
		b.starts[k] |= o.starts[k]
	}
	for k := range b.words {
		b.words[k] |= o.words[k]
	}
}

// wordHash is FNV-1a over a word's bytes; more adds bytes to a hash begun.
func wordHash(w string) uint32 { return wordHashMore(2166136261, w) }

func wordHashMore(h uint32, w string) uint32 {
	for i := 0; i < len(w); i++ {
		h ^= uint32(w[i])
		h *= 16777619
	}
	return h
}

func (b *wordBits) hasWordHash(h uint32) bool { return b.words[h>>6&31]&(1<<(h&63)) != 0 }

// mayStartAt reports whether name may occur at the start of a word of the text as
// whole words, a plural "s" or "es" allowed on a one-word name when plural is true;
// false is certain, true is "maybe". A name that does not start with a letter may
// be anywhere.
func (t *stepText) mayStartAt(name string, plural bool) bool {
	if !isLetterAt(name, 0) {
		return true
	}
	k := 1
	for k < len(name) && isLetterAt(name, k) {
		k++
	}
	h := wordHash(name[:k])
	if t.hasWordHash(h) {
		return true
	}
	return plural && k == len(name) && (t.hasWordHash(wordHashMore(h, "s")) || t.hasWordHash(wordHashMore(h, "es")))
}

// mayHoldWhole reports whether the text may hold name as whole words, as a name that
// shields another must be held (covered): each of its words is a word of the text.
// False is certain; true is "maybe", and a name that does not start with a letter is
// looked for as it is.
func (t *stepText) mayHoldWhole(name string) bool {
	if !isLetterAt(name, 0) {
		return strings.Contains(t.lower, name)
	}
	for i := 0; i < len(name); {
		if !isLetterAt(name, i) {
			i++
			continue
		}
		j := i + 1
		for j < len(name) && isLetterAt(name, j) {
			j++
		}
		if !t.hasWordHash(wordHash(name[i:j])) {
			return false
		}
		i = j
	}
	return true
}

// wordBit is the bit of a word's first two letters in stepText.starts.
func wordBit(w string) (int, uint64) {
	h := int(w[0]) * 31
	if len(w) > 1 && isLetterAt(w, 1) {
		h += int(w[1])
	}
	h &= 255
	return h >> 6, 1 << (h & 63)
}

// newStepText reads text; names are every name of the dish's items (d.otherNames()).
func newStepText(text string, names []string) *stepText {
	return newLowerStepText(lowered(text), names)
}

// newLowerStepText is newStepText of a text lower-cased already.
func newLowerStepText(lower string, names []string) *stepText {
	t := &stepText{lower: lower}
	t.add(lower)
	// Only a name the text holds as whole words can shield another (covered): keep
	// those, once each.
	t.names = make([]string, 0, 8)
	for i, n := range names {
		if i > 0 && n == names[i-1] || i > 1 && n == names[i-2] {
			continue // an item's display name, name and food name are often one: decided already
		}
		if t.mayHave(n) && t.mayHoldWhole(n) && !containsString(t.names, n) {
			t.names = append(t.names, n)
		}
	}
	t.readAll()
	return t
}

// newStepTextOf is newLowerStepText of lower, whose word bits are b (or more: the bits
// only rule names out), with the dish's names read once in idx.
func newStepTextOf(lower string, b *wordBits, idx *nameIndex) *stepText {
	t := &stepText{lower: lower, wordBits: *b, items: idx.items}
	t.names = make([]string, 0, 8)
	// The names in the order of d.otherNames(); a name met again is decided already.
	for j := range idx.items {
		it := &idx.items[j]
		for k := range it.low {
			if b := &it.bits[k]; t.starts[b.k]&b.bit != 0 { // pick's first check, here for the names most often ruled out
				t.pick(it.low[k], b)
			}
		}
		for k, n := range it.own.names {
			if b := &it.own.bits[k]; t.starts[b.k]&b.bit != 0 {
				t.pick(n, b)
			}
		}
	}
	t.readAll()
	return t
}

// pick adds name to t.names when the text may hold it as whole words (mayHave and
// mayHoldWhole), once.
func (t *stepText) pick(name string, b *nameBits) {
	if name == "" || t.starts[b.k]&b.bit == 0 {
		return
	}
	if !b.letter {
		if !strings.Contains(t.lower, name) {
			return
		}
	} else if !t.holdsAll(b, name) {
		return
	}
	if !containsString(t.names, name) {
		t.names = append(t.names, name)
	}
}

// holdsAll is mayHoldWhole of a name that starts with a letter, read as b.
func (t *stepText) holdsAll(b *nameBits, name string) bool {
	if b.many {
		return t.mayHoldWhole(name)
	}
	for _, h := range b.hashes[:b.nh] {
		if !t.hasWordHash(h) {
			return false
		}
	}
	return true
}

// containsFrom is strings.Contains(s, word), looking for word[skip:] (from a letter
// rarer than its first) and then for the rest before it.
func containsFrom(s, word string, skip int) bool {
	rest := word[skip:]
	for from := skip; from <= len(s)-len(rest); {
		i := strings.Index(s[from:], rest)
		if i < 0 {
			return false
		}
		if s[from+i-skip:from+i] == word[:skip] {
			return true
		}
		from += i + 1
	}
	return false
}

// nameBits is what the word-bit checks (mayHave, mayStartAt, mayHoldWhole) ask of a
// name, worked out once.
type nameBits struct {
	k                      int
	bit                    uint64 // wordBit of the name
	first, firstS, firstES uint32 // the hash of its first word of letters, and of it with "s" and "es"
	lastS, lastES          uint32 // the hash of its last word of letters with "s" and "es"
	hashes                 [6]uint32
	nh                     int8 // the words of letters in hashes; many: more than fit
	letter, single, many   bool // letter: it starts with a letter; single: it is one word of letters
	endsLetter             bool // it ends with a letter: a plural "s" or "es" may follow it
}

func readNameBits(name string) nameBits {
	var b nameBits
	if name == "" {
		return b // never held: bit 0
	}
	b.k, b.bit = wordBit(name)
	if b.letter = isLetterAt(name, 0); !b.letter {
		return b
	}
	k := 1
	for k < len(name) && isLetterAt(name, k) {
		k++
	}
	b.first = wordHash(name[:k])
	b.firstS, b.firstES = wordHashMore(b.first, "s"), wordHashMore(b.first, "es")
	b.single = k == len(name)
	for i := 0; i < len(name); {
		if !isLetterAt(name, i) {
			i++
			continue
		}
		j := i + 1
		for j < len(name) && isLetterAt(name, j) {
			j++
		}
		if int(b.nh) == len(b.hashes) {
			b.many = true
			break
		}
		b.hashes[b.nh] = wordHash(name[i:j])
		b.nh++
		i = j
	}
	if !b.many {
		last := b.hashes[b.nh-1]
		b.lastS, b.lastES = wordHashMore(last, "s"), wordHashMore(last, "es")
		b.endsLetter = isLetterAt(name, len(name)-1)
	}
	return b
}

// mayOccur reports whether the name read as b may occur in the text as occursFree
// finds it: at the start of a word, whole, a plural "s" or "es" allowed after it. False
// is certain: each of its words of letters is then a word of the text, the last
// perhaps with "s" or "es" when the name ends with it (mayStartAt asks this of the
// first word only).
func (t *stepText) mayOccur(b *nameBits) bool {
	if !b.letter {
		return true
	}
	if b.many {
		return t.hasWordHash(b.first) || b.single && (t.hasWordHash(b.firstS) || t.hasWordHash(b.firstES))
	}
	last := int(b.nh) - 1
	for _, h := range b.hashes[:last] {
		if !t.hasWordHash(h) {
			return false
		}
	}
	if h := b.hashes[last]; t.hasWordHash(h) {
		return true
	}
	return b.endsLetter && (t.hasWordHash(b.lastS) || t.hasWordHash(b.lastES))
}

// nameIndex is a dish's names (d.otherNames()) read once for newStepTextOf: each item's
// display name and name lower-cased, and its food's name and aliases, with their bits.
type nameIndex struct {
	items []indexedItem
}

type indexedItem struct {
	low  [2]string
	bits [2]nameBits
	own  mentionList // the food's name and aliases
}

// nameIndex indexes the items' names; the items must not change while it is in use.
func (d *Dish) nameIndex() *nameIndex {
	idx := &nameIndex{items: make([]indexedItem, len(d.Items))}
	for j, it := range d.Items {
		x := &idx.items[j]
		x.low = [2]string{lowered(it.Display), lowered(it.Name)}
		if in := it.Ingredient; in != nil {
			x.own = ownNames(in)
		}
		for k, n := range x.low {
			switch {
			case len(x.own.names) > 0 && n == x.own.names[0]:
				x.bits[k] = x.own.bits[0] // the food's own name, read already
			case k == 1 && n == x.low[0]:
				x.bits[1] = x.bits[0]
			default:
				x.bits[k] = readNameBits(n)
			}
		}
	}
	return idx
}

// ownNames are the food's name and aliases, the first of its mentionNames.
func ownNames(in *Ingredient) mentionList {
	n := 1 + len(in.Aliases)
	if m, ok := mentionNames[in]; ok && len(m.names) >= n && m.names[0] == in.Name {
		return mentionList{names: m.names[:n], bits: m.bits[:n]}
	}
	return newMentionList(append([]string{in.Name}, in.Aliases...)) // a food from outside the table
}

// mentionList is names with their bits.
type mentionList struct {
	names []string
	bits  []nameBits
}

func newMentionList(names []string) mentionList {
	l := mentionList{names: names, bits: make([]nameBits, len(names))}
	for i, n := range names {
		l.bits[i] = readNameBits(n)
	}
	return l
}

// readAll sets all: whether the text uses every item at once.
func (t *stepText) readAll() {
	if containsFrom(t.lower, "everything", 1) || containsFrom(t.lower, "ingredients", 2) {
		for _, all := range []string{"everything except", "everything else", "add everything", "put everything", "combine everything",
			"toss everything", "all the ingredients", "remaining ingredients"} {
			t.all = t.all || strings.Contains(t.lower, all)
		}
	}
}

// mayHave reports whether a word of the text starts with name's first two letters:
// false is certain. occursFree and covered find the name itself, so no scan is made
// here (a name the text lacks may stay among names, where it shields nothing).
func (t *stepText) mayHave(name string) bool {
	if name == "" {
		return false
	}
	k, bit := wordBit(name)
	return t.starts[k]&bit != 0
}

// mentionNames are the words that name a food in steps beside its own name and aliases:
// the generic words for it, the animal or head noun of its name, the word for its kind.
var mentionNames = func() map[*Ingredient]mentionList {
	out := make(map[*Ingredient]mentionList, len(table))
	for _, in := range table {
		names := append([]string{in.Name}, in.Aliases...)
		names = append(names, reverseGeneric[in]...)
		if words := strings.Fields(in.Name); len(words) > 1 {
			names = append(names, words[0], words[len(words)-1])
		}
		if in.Category != "produce" || in.Is(RoleVegetable) {
			names = append(names, groupWords[in.Category]...) // lime juice is not one of "the vegetables"
		}
		if in.Category == "spices-seasonings" && (strings.Contains(in.Name, "salt") || strings.Contains(in.Name, "pepper")) {
			names = append(names, "season", "seasoned", "salt and pepper", "pepper to taste")
		}
		out[in] = newMentionList(names)
	}
	return out
}()

// mentionsIn is mentions over a stepText made with the dish's names.
func (d *Dish) mentionsIn(i int, t *stepText) bool {
	if t.all {
		return true
	}
	it := d.Items[i]
	// occursFree wants a word-start occurrence, so mayStartAt rules most names out first.
	var low [2]string
	if t.items != nil {
		x := &t.items[i]
		low = x.low
		for k, n := range low {
			if k == 1 && n == low[0] {
				break
			}
			if n != "" && t.starts[x.bits[k].k]&x.bits[k].bit != 0 && t.mayOccur(&x.bits[k]) && occursFree(t.lower, n, t.names) {
				return true
			}
		}
	} else {
		low = [2]string{lowered(it.Display), lowered(it.Name)}
		for k, n := range low {
			if k == 1 && n == low[0] {
				break
			}
			if n != "" && t.mayHave(n) && t.mayStartAt(n, true) && occursFree(t.lower, n, t.names) {
				return true
			}
		}
	}
	if it.Ingredient != nil {
		m := mentionNames[it.Ingredient]
		for k, n := range m.names {
			if n == low[0] || n == low[1] {
				continue // checked above
			}
			if b := &m.bits[k]; t.starts[b.k]&b.bit == 0 || !t.mayOccur(b) {
				continue // not here (mayHave, mayOccur): the cheap checks first
			}
			if d.anotherIs(i, n) {
				continue // "the lime" is the lime wedges, not the lime juice beside them
			}
			if occursFree(t.lower, n, t.names) {
				return true
			}
		}
		if w := cutShapeOf(it); w != "" && (occursFree(t.lower, w, t.names) || occursFree(t.lower, w+"s", t.names)) && !d.anotherIs(i, it.Ingredient.Name) {
			// "Fry the cutlets until golden": the chicken cutlets, named by their shape.
			return true
		}
	}
	return false
}

// cutShapeOf is the shape a meat or fish line is bought in when its name ends in one
// ("chicken cutlets", "pork chops": "cutlet", "chop"), or "".
func cutShapeOf(it Item) string {
	if it.Ingredient == nil || !it.Ingredient.Is(RoleProtein) {
		return ""
	}
	name := it.Name // the parser's names are lower-case already
	for _, w := range cutShapeWords {
		if strings.HasSuffix(name, " "+w) || strings.HasSuffix(name, " "+w+"s") {
			return w
		}
	}
	return ""
}

// anotherIs reports whether an item other than i is the food called name.
func (d *Dish) anotherIs(i int, name string) bool {
	for j, it := range d.Items {
		if j != i && it.Ingredient != nil && it.Ingredient.Name == name {
			return true
		}
	}
	return false
}

// occursFree reports whether name occurs in lower as whole words somewhere no longer
// name of protect covers it.
func occursFree(lower, name string, protect []string) bool {
	if skip := rarestByte(name); skip > 0 {
		// Each occurrence of name is one of name[skip:], skip bytes on: looking for that
		// (from a rarer letter than the first) meets every occurrence, fewer false starts.
		rest := name[skip:]
		for from := skip; from <= len(lower)-len(rest); {
			j := strings.Index(lower[from:], rest)
			if j < 0 {
				return false
			}
			i := from + j - skip
			if lower[i:i+skip] == name[:skip] && !isLetterAt(lower, i-1) && matchAt(lower, i, []string{name}) > 0 && !covered(lower, i, len(name), protect) {
				return true
			}
			from += j + 1
		}
		return false
	}
	for i := strings.Index(lower, name); i >= 0; {
		if !isLetterAt(lower, i-1) && matchAt(lower, i, []string{name}) > 0 && !covered(lower, i, len(name), protect) {
			return true
		}
		j := strings.Index(lower[i+1:], name)
		if j < 0 {
			return false
		}
		i += 1 + j
	}
	return false
}

// containsRare is strings.Contains(s, word), looking in a long s from word[skip:]
// (skip: a byte rarer than the first) as containsFrom does.
func containsRare(s, word string, skip int) bool {
	if len(s) <= 64 || skip == 0 {
		return strings.Contains(s, word) // short: one brute-force compare
	}
	return containsFrom(s, word, skip)
}

// byteRarity ranks bytes by how often they come in steps' text: the letters in the
// order of their frequency in English (z rarest), a space the commonest, other bytes
// (digits, stops, beyond ASCII) among the rare ones.
var byteRarity = func() (r [256]uint8) {
	for i := range r {
		r[i] = 3
	}
	for k, c := range "zqxjkvbpygfwmculdrhsnioate" {
		r[c] = uint8(4 + k)
	}
	r[' '] = 255
	return r
}()

// rarestByte is the index of name's rarest byte by byteRarity, the first of equals.
func rarestByte(name string) int {
	best := 0
	for i := 1; i < len(name); i++ {
		if byteRarity[name[i]] < byteRarity[name[best]] {
			best = i
		}
	}
	return best
}

// covered reports whether the span [i, i+n) of lower lies inside an occurrence of a
// longer name of protect.
func covered(lower string, i, n int, protect []string) bool {
	word := lower[i : i+n]
	for _, p := range protect {
		if len(p) <= n || !strings.Contains(p, word) {
			continue
		}
		for start := max(0, i+n-len(p)); start <= i; start++ {
			if strings.HasPrefix(lower[start:], p) && !isLetterAt(lower, start-1) && !isLetterAt(lower, start+len(p)) {
				return true
			}
		}
	}
	return false
}

// matchAtAny reports whether name occurs in lower as whole words.
func matchAtAny(lower, name string) bool {
	return name != "" && occursFree(lower, name, nil)
}
