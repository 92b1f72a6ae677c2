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

// containsLowerASCII reports whether text, its ASCII capitals lowered, holds word, which
// is lower-case ASCII. Unless lowersIntoASCII(text), that is whether lowered(text) holds
// it: lowering changes no other byte into ASCII, so a match lies within ASCII alike.
func containsLowerASCII(text []byte, word string) bool {
	if word == "" {
		return true
	}
	first := word[0]
	for i := 0; i+len(word) <= len(text); i++ {
		if asciiLower(text[i]) != first {
			continue
		}
		j := 1
		for j < len(word) && asciiLower(text[i+j]) == word[j] {
			j++
		}
		if j == len(word) {
			return true
		}
	}
	return false
}

func asciiLower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
