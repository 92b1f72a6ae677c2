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
	for i < len(s) {
		if c := s[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
			break
		}
		i++
	}
	if i == len(s) {
		return s // lower-case ASCII, as most names are: nothing to do
	}
	// One pass from the first capital or rune beyond ASCII: capitals lowered as they
	// come, and any rune with a case sends the whole text to strings.ToLower.
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:i])
	start := i
	for j := i; j < len(s); {
		c := s[j]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				b.WriteString(s[start:j])
				b.WriteByte(c + 'a' - 'A')
				start = j + 1
			}
			j++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[j:])
		if r == utf8.RuneError || unicode.ToLower(r) != r {
			return strings.ToLower(s)
		}
		j += n
	}
	b.WriteString(s[start:])
	return b.String()
}

// lowersIntoASCII reports whether some rune of text beyond ASCII lowers to an ASCII
// letter (the Kelvin sign to k, the dotted İ to i): only then can lowered(text) hold
// an ASCII word that containsLowerASCII does not find.
func lowersIntoASCII(text []byte) bool {
	for i := 0; i < len(text); {
		if text[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRune(text[i:])
		if unicode.ToLower(r) < utf8.RuneSelf {
			return true
		}
		i += n
	}
	return false
}

// appendLowerASCII appends s to b with its ASCII capitals lowered. Searched for a
// lower-case ASCII word, the result answers as lowered(s) does unless
// lowersIntoASCII(s): lowering changes no other byte into ASCII, so a match lies
// within ASCII in both.
func appendLowerASCII(b []byte, s string) []byte {
	start := 0
	for i := 0; i < len(s); i++ {
		if c := s[i]; 'A' <= c && c <= 'Z' {
			b = append(b, s[start:i]...)
			b = append(b, c+'a'-'A')
			start = i + 1
		}
	}
	return append(b, s[start:]...)
}

// writeLowered writes lowered(s) to b without building it first: the ASCII capitals
// lowered as they come, unless some rune beyond ASCII has a case (or is not valid), when
// strings.ToLower's whole answer is written, as lowered would give it.
func writeLowered(b *strings.Builder, s string) {
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError || unicode.ToLower(r) != r {
			b.WriteString(strings.ToLower(s))
			return
		}
		i += n
	}
	start := 0
	for i := 0; i < len(s); i++ {
		if c := s[i]; 'A' <= c && c <= 'Z' {
			b.WriteString(s[start:i])
			b.WriteByte(c + 'a' - 'A')
			start = i + 1
		}
	}
	b.WriteString(s[start:])
}
