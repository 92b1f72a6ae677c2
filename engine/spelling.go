package engine

import (
	"strings"
	"sync"
)

// A word typed one slip away from a food's word ("brocoli", "mozarella") reads as that
// food, with a note, when the slip is one letter inserted, dropped, changed or two
// letters swapped, the food word has five letters or more, and no other food word is as
// near. The index holds each food word and every form of it with one letter dropped, so
// a line looks up a handful of keys rather than scanning every name.

var (
	slipOnce  sync.Once
	slipIndex map[string][]string
)

func slipWords() map[string][]string {
	slipOnce.Do(func() {
		slipIndex = map[string][]string{}
		add := func(k, w string) {
			for _, x := range slipIndex[k] {
				if x == w {
					return
				}
			}
			slipIndex[k] = append(slipIndex[k], w)
		}
		for w := range foodWords() {
			if len(w) < 5 || !lettersOnly(w) {
				continue
			}
			add(w, w)
			for i := range len(w) {
				add(w[:i]+w[i+1:], w)
			}
		}
	})
	return slipIndex
}

// lettersOnly reports whether w is lower-case ASCII letters.
func lettersOnly(w string) bool {
	for i := range len(w) {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

// notSlips are words one letter from a food's word that name something else.
var notSlips = map[string]bool{"lines": true, "liner": true, "cooks": true, "pearl": true, "pearls": true,
	"stake": true, "stakes": true, "cheer": true, "serve": true, "serves": true,
	"tinned": true, "canned": true, "diced": true, "dried": true, "fried": true, "mixed": true}

// spellSlip returns the food word that w is one slip away from; ok is false when w is a
// word the parser knows, too short, or as near to two different foods.
func spellSlip(w string) (string, bool) {
	if len(w) < 4 || !lettersOnly(w) || foodWords()[w] || notSlips[w] || prepWords[w] || descriptors[w] ||
		sizeWords[w] > 0 || IsUnit(w) || adverb(w) {
		return "", false
	}
	idx := slipWords()
	found, clash := "", false
	try := func(k string) {
		for _, c := range idx[k] {
			if c == found || !oneSlip(w, c) {
				continue
			}
			if found == "" {
				found = c
			} else if strings.TrimSuffix(strings.TrimSuffix(c, "s"), "e") != strings.TrimSuffix(strings.TrimSuffix(found, "s"), "e") {
				clash = true // "tomatoe": tomato or tomatoes is the same food; two foods are not
			}
		}
	}
	try(w)
	for i := range len(w) {
		try(w[:i] + w[i+1:])
	}
	if len(w) == 4 && len(found) != 5 {
		return "", false // a short word is read only as a longer food with one letter dropped ("onin")
	}
	return found, found != "" && !clash
}

// oneSlip reports whether a and b differ by one letter inserted, dropped, changed, or
// two neighbours swapped, or by which letter is doubled ("brocolli", "zuchinni").
func oneSlip(a, b string) bool {
	if a == b || len(a) == len(b) && undoubled(a) == undoubled(b) {
		return true
	}
	if len(a) > len(b) {
		a, b = b, a
	}
	if len(b)-len(a) > 1 {
		return false
	}
	i := 0
	for i < len(a) && a[i] == b[i] {
		i++
	}
	if len(a) < len(b) {
		return a[i:] == b[i+1:]
	}
	if a[i+1:] == b[i+1:] {
		return true
	}
	return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
}

// undoubled is w with each doubled letter written once.
func undoubled(w string) string {
	b := []byte(w)
	out := b[:0]
	for i, c := range b {
		if i == 0 || c != w[i-1] {
			out = append(out, c)
		}
	}
	return string(out)
}
