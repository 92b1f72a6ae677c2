package engine

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// lowered is strings.ToLower(s), byte for byte, without strings.Map's rune-by-rune
// rebuild when the only runes beyond ASCII are ones without case (°, ½, –), as in
// the steps' "74°C / 165°F": only the ASCII capitals change then.
func lowered(s string) string {
	i := 0
	for i < len(s) && s[i] < utf8.RuneSelf {
		i++
	}
	if i == len(s) {
		return strings.ToLower(s) // ASCII: its own fast path
	}
	for j := i; j < len(s); {
		if s[j] < utf8.RuneSelf {
			j++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[j:])
		if r == utf8.RuneError || unicode.ToLower(r) != r {
			return strings.ToLower(s)
		}
		j += n
	}
	var b strings.Builder
	b.Grow(len(s))
	start := 0
	for j := 0; j < len(s); j++ {
		if c := s[j]; 'A' <= c && c <= 'Z' {
			b.WriteString(s[start:j])
			b.WriteByte(c + 'a' - 'A')
			start = j + 1
		}
	}
	b.WriteString(s[start:])
	return b.String()
}
