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
	i := plainRun(s)
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
		j += plainRun(s[j:])
		if j == len(s) {
			break
		}
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
		for i+8 <= len(text) && load8(text[i:])&(0x80*ones8) == 0 {
			i += 8 // eight bytes of ASCII
		}
		if i == len(text) {
			break
		}
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
	for {
		n := plainRun(s)
		b = append(b, s[:n]...)
		if n == len(s) {
			return b
		}
		c := s[n]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b = append(b, c)
		s = s[n+1:]
	}
}

const ones8 = 0x0101010101010101

// plainRun is the length of the start of s that holds no ASCII capital and no byte
// beyond ASCII: what lowering leaves as it is. It reads eight bytes at a time: for
// bytes under 0x80, b+0x3f has its top bit set from 'A' up and b+0x25 from past 'Z'
// up, with no carry from one byte into the next.
func plainRun(s string) int {
	i := 0
	for i+8 <= len(s) {
		x := uint64(s[i]) | uint64(s[i+1])<<8 | uint64(s[i+2])<<16 | uint64(s[i+3])<<24 |
			uint64(s[i+4])<<32 | uint64(s[i+5])<<40 | uint64(s[i+6])<<48 | uint64(s[i+7])<<56
		if (x|(x+0x3f*ones8)&^(x+0x25*ones8))&(0x80*ones8) != 0 {
			break
		}
		i += 8
	}
	for i < len(s) {
		if c := s[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
			break
		}
		i++
	}
	return i
}

// load8 is the first eight bytes of b as one word.
func load8(b []byte) uint64 {
	_ = b[7]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

// writeLowered writes lowered(s) to b without building it first: the ASCII capitals
// lowered as they come, unless some rune beyond ASCII has a case (or is not valid), when
// strings.ToLower's whole answer is written, as lowered would give it.
func writeLowered(b *strings.Builder, s string) {
	for i := 0; i < len(s); {
		for i+8 <= len(s) && (uint64(s[i])|uint64(s[i+1])|uint64(s[i+2])|uint64(s[i+3])|
			uint64(s[i+4])|uint64(s[i+5])|uint64(s[i+6])|uint64(s[i+7]))&0x80 == 0 {
			i += 8 // eight bytes of ASCII
		}
		if i == len(s) {
			break
		}
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
	for {
		n := plainRun(s) // stops only at a capital: s is ASCII or caseless beyond it
		for n < len(s) && s[n] >= utf8.RuneSelf {
			n++
			n += plainRun(s[n:])
		}
		b.WriteString(s[:n])
		if n == len(s) {
			return
		}
		b.WriteByte(s[n] + 'a' - 'A')
		s = s[n+1:]
	}
}
