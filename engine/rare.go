package engine

import "strings"

// indexRare is strings.Index(s, word), looking in a long s for word[skip:] (skip: a
// byte rarer than the first, rarestByte) and then for the rest before it, as
// containsFrom does: a phrase that starts with a space or a common letter ("the …",
// " Keep the pieces") meets far fewer false starts.
func indexRare(s, word string, skip int) int {
	if len(s) <= 64 || skip == 0 {
		return strings.Index(s, word)
	}
	rest := word[skip:]
	for from := skip; from <= len(s)-len(rest); {
		i := strings.Index(s[from:], rest)
		if i < 0 {
			return -1
		}
		if at := from + i - skip; s[at:from+i] == word[:skip] {
			return at
		}
		from += i + 1
	}
	return -1
}

// Phrases the step passes look for in every step, with their rarest bytes.
var (
	cookEvenlySkip = rarestByte(cookEvenly)
	lowOvenSkip    = rarestByte(lowOven)
)
