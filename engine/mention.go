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
	items [][2]string // each item's display name and name lower-cased, when known
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
		if !isLetterAt(lower, i) {
			i++
			continue
		}
		h := uint32(2166136261) // wordHash, byte by byte
		j := i
		for ; j < len(lower); j++ {
			c := lower[j]
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80) { // isLetterAt
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

// newStepTextOf is newLowerStepText of lower, whose word bits are b, with the dish's
// names read once in idx.
func newStepTextOf(lower string, b *wordBits, idx *nameIndex) *stepText {
	t := &stepText{lower: lower, wordBits: *b, items: idx.items}
	t.names = make([]string, 0, 8)
	for i := range idx.names {
		n := &idx.names[i]
		if t.starts[n.k]&n.bit == 0 {
			continue // mayHave
		}
		held := true // mayHoldWhole
		if !isLetterAt(n.name, 0) {
			held = strings.Contains(t.lower, n.name)
		} else {
			for _, h := range idx.wordHashes(n) {
				if !t.hasWordHash(h) {
					held = false
					break
				}
			}
		}
		if held && !containsString(t.names, n.name) {
			t.names = append(t.names, n.name)
		}
	}
	t.readAll()
	return t
}

// nameIndex is a dish's names (d.otherNames()) read once for newStepTextOf: each
// name's bit in wordBits.starts and, once asked for, the hashes of its words; and each
// item's display name and name lower-cased.
type nameIndex struct {
	names  []indexedName
	hashes []uint32
	items  [][2]string
	last   [2]string // the two names before the next, as newLowerStepText skips repeats
	n      int
}

type indexedName struct {
	name   string
	k      int
	bit    uint64
	lo, hi int // its words' hashes, idx.hashes[lo:hi], when hi > 0
}

// nameIndex indexes d.otherNames(); the items must not change while it is in use.
func (d *Dish) nameIndex() *nameIndex {
	n := 0
	for _, it := range d.Items {
		n += 3
		if it.Ingredient != nil {
			n += len(it.Ingredient.Aliases)
		}
	}
	idx := &nameIndex{names: make([]indexedName, 0, n), items: make([][2]string, len(d.Items))}
	for j, it := range d.Items { // as otherNames lists them
		idx.items[j] = [2]string{lowered(it.Display), lowered(it.Name)}
		idx.add(idx.items[j][0])
		idx.add(idx.items[j][1])
		if in := it.Ingredient; in != nil {
			idx.add(in.Name)
			for _, a := range in.Aliases {
				idx.add(a)
			}
		}
	}
	return idx
}

func (idx *nameIndex) add(name string) {
	skip := name == "" || idx.n > 0 && name == idx.last[1] || idx.n > 1 && name == idx.last[0]
	idx.last[0], idx.last[1] = idx.last[1], name
	idx.n++
	if skip {
		return // never held, or decided already
	}
	in := indexedName{name: name}
	in.k, in.bit = wordBit(name)
	idx.names = append(idx.names, in)
}

// wordHashes are the hashes of the words of n, a name that starts with a letter.
func (idx *nameIndex) wordHashes(n *indexedName) []uint32 {
	if n.hi == 0 {
		n.lo = len(idx.hashes)
		name := n.name
		for i := 0; i < len(name); {
			if !isLetterAt(name, i) {
				i++
				continue
			}
			j := i + 1
			for j < len(name) && isLetterAt(name, j) {
				j++
			}
			idx.hashes = append(idx.hashes, wordHash(name[i:j]))
			i = j
		}
		n.hi = len(idx.hashes)
	}
	return idx.hashes[n.lo:n.hi]
}

// readAll sets all: whether the text uses every item at once.
func (t *stepText) readAll() {
	if strings.Contains(t.lower, "everything") || strings.Contains(t.lower, "ingredients") {
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
var mentionNames = func() map[*Ingredient][]string {
	out := make(map[*Ingredient][]string, len(table))
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
		out[in] = names
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
		low = t.items[i]
	} else {
		low = [2]string{lowered(it.Display), lowered(it.Name)}
	}
	for k, n := range low {
		if k == 1 && n == low[0] {
			break
		}
		if n != "" && t.mayHave(n) && t.mayStartAt(n, true) && occursFree(t.lower, n, t.names) {
			return true
		}
	}
	if it.Ingredient != nil {
		for _, n := range mentionNames[it.Ingredient] {
			if n == low[0] || n == low[1] {
				continue // checked above
			}
			if !t.mayHave(n) || !t.mayStartAt(n, true) {
				continue // not here: the cheap checks first
			}
			if d.anotherIs(i, n) {
				continue // "the lime" is the lime wedges, not the lime juice beside them
			}
			if occursFree(t.lower, n, t.names) {
				return true
			}
		}
	}
	return false
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
