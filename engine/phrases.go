package engine

import "strings"

// phraseReplacer is strings.NewReplacer(oldnew...) for keys that are not empty, without
// its trie: at each byte of the text, the first pair (in the order given) whose old
// phrase starts there is replaced and the scan goes on after it, as the Replacer does;
// a byte no old phrase starts with is passed over at once. Made once, or per call by
// replacePhrases, it costs a table of first bytes rather than a trie.
type phraseReplacer struct {
	oldnew []string
	first  [256]bool // the first bytes of the old phrases
}

// newPhrases is the phraseReplacer of the pairs, to keep in a package variable.
func newPhrases(oldnew ...string) *phraseReplacer {
	p := &phraseReplacer{oldnew: oldnew}
	p.init()
	return p
}

func (p *phraseReplacer) init() {
	if len(p.oldnew)%2 == 1 {
		panic("engine.newPhrases: odd argument count")
	}
	for k := 0; k < len(p.oldnew); k += 2 {
		if p.oldnew[k] == "" {
			panic("engine.newPhrases: an empty old phrase")
		}
		p.first[p.oldnew[k][0]] = true
	}
}

// replacePhrases is strings.NewReplacer(oldnew...).Replace(s), for old phrases that
// are not empty.
func replacePhrases(s string, oldnew ...string) string {
	p := phraseReplacer{oldnew: oldnew}
	p.init()
	return p.Replace(s)
}

// Replace returns s with the replacements made (s itself when none is).
func (p *phraseReplacer) Replace(s string) string {
	var b []byte
	last := 0
	for i := 0; i < len(s); {
		if !p.first[s[i]] {
			i++
			continue
		}
		k := p.at(s[i:])
		if k < 0 {
			i++
			continue
		}
		if b == nil {
			b = make([]byte, 0, len(s)+8)
		}
		b = append(b, s[last:i]...)
		b = append(b, p.oldnew[k+1]...)
		i += len(p.oldnew[k])
		last = i
	}
	if b == nil {
		return s
	}
	b = append(b, s[last:]...)
	return string(b)
}

// at is the index in oldnew of the first old phrase that rest starts with, or -1.
func (p *phraseReplacer) at(rest string) int {
	for k := 0; k < len(p.oldnew); k += 2 {
		if strings.HasPrefix(rest, p.oldnew[k]) {
			return k
		}
	}
	return -1
}
