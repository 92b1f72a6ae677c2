package engine

import "strings"

// phraseReplacer is strings.NewReplacer(oldnew...) for old phrases that are not empty,
// without its trie and its byte-by-byte walk: the text is searched for each old phrase
// (strings.Index), and at the first place one starts, the first pair (in the order
// given) whose old phrase starts there is replaced and the search goes on after it, as
// the Replacer does. Cheap to make, it is made per call by replacePhrases.
type phraseReplacer struct{ oldnew []string }

// newPhrases is the phraseReplacer of the pairs, to keep in a package variable.
func newPhrases(oldnew ...string) *phraseReplacer {
	checkPhrases(oldnew)
	return &phraseReplacer{oldnew: oldnew}
}

func checkPhrases(oldnew []string) {
	if len(oldnew)%2 == 1 {
		panic("engine.newPhrases: odd argument count")
	}
	for k := 0; k < len(oldnew); k += 2 {
		if oldnew[k] == "" {
			panic("engine.newPhrases: an empty old phrase")
		}
	}
}

// replacePhrases is strings.NewReplacer(oldnew...).Replace(s), for old phrases that
// are not empty.
func replacePhrases(s string, oldnew ...string) string {
	checkPhrases(oldnew)
	p := phraseReplacer{oldnew: oldnew}
	return p.Replace(s)
}

// Replace returns s with the replacements made (s itself when none is).
func (p *phraseReplacer) Replace(s string) string {
	var buf [16]int
	next := buf[:0] // where each old phrase next starts, from i on; -1: nowhere
	if len(p.oldnew) > 2*len(buf) {
		next = make([]int, 0, len(p.oldnew)/2)
	}
	found := false
	for k := 0; k < len(p.oldnew); k += 2 {
		at := strings.Index(s, p.oldnew[k])
		next = append(next, at)
		found = found || at >= 0
	}
	if !found {
		return s
	}
	b := make([]byte, 0, len(s)+8)
	last := 0
	for {
		at := -1
		for _, n := range next {
			if n >= 0 && (at < 0 || n < at) {
				at = n
			}
		}
		if at < 0 {
			break
		}
		k := p.at(s[at:]) // the first pair whose phrase starts there: one does
		b = append(b, s[last:at]...)
		b = append(b, p.oldnew[k+1]...)
		last = at + len(p.oldnew[k])
		for j, n := range next {
			if n >= 0 && n < last {
				if m := strings.Index(s[last:], p.oldnew[2*j]); m >= 0 {
					next[j] = last + m
				} else {
					next[j] = -1
				}
			}
		}
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
