package engine

import (
	"bytes"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// lower must give exactly what strings.ToLower gives, for any text.
func TestLowerIsToLower(t *testing.T) {
	for _, s := range []string{"", "abc", "Heat the Oven", "cook to 74°C / 165°F inside", "½ CUP", "Crème Brûlée",
		"ÉCLAIR", "İstanbul", "bad \xff byte", "\uFFFD ok", "2–3 Minutes", "ΣΑΛΆΤΑ", "ǅ", "plain ascii only", "Ａ"} {
		if got, want := lowered(s), strings.ToLower(s); got != want {
			t.Errorf("lowered(%q) = %q, want %q", s, got, want)
		}
		var b strings.Builder
		b.WriteString("x")
		if writeLowered(&b, s); b.String() != "x"+strings.ToLower(s) {
			t.Errorf("writeLowered(%q) wrote %q, want %q", s, b.String()[1:], strings.ToLower(s))
		}
	}
}

func FuzzLowerIsToLower(f *testing.F) {
	f.Add("Stir-fry until 74°C")
	f.Add("Heat the OVEN to 220°C / 425°F and roast the potatoes until golden, about 25 Minutes.")
	f.Add("season with salt and pepper, then cook the \u212Aale and İskender beside the ÉCLAIRS until done")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := lowered(s), strings.ToLower(s); got != want {
			t.Errorf("lowered(%q) = %q, want %q", s, got, want)
		}
		var b strings.Builder
		if writeLowered(&b, s); b.String() != strings.ToLower(s) {
			t.Errorf("writeLowered(%q) wrote %q, want %q", s, b.String(), strings.ToLower(s))
		}
		// appendLowerASCII lowers the ASCII capitals, byte by byte, and nothing else.
		want := []byte(s)
		for i, c := range want {
			if 'A' <= c && c <= 'Z' {
				want[i] = c + 'a' - 'A'
			}
		}
		if got := appendLowerASCII([]byte("x"), s); string(got) != "x"+string(want) {
			t.Errorf("appendLowerASCII(%q) = %q, want %q", s, got[1:], want)
		}
		if got, want := lowersIntoASCII([]byte(s)), lowersIntoASCIIRef([]byte(s)); got != want {
			t.Errorf("lowersIntoASCII(%q) = %v, want %v", s, got, want)
		}
	})
}

// appendLowerASCII holds an ASCII word exactly where lowered text holds it, unless a
// rune lowers into ASCII, which lowersIntoASCII tells.
func TestAppendLowerASCII(t *testing.T) {
	words := []string{"pan", "to a boil", "skillet", "oven", "simmer", "wok"}
	for _, s := range []string{"", "Heat the PAN", "bring To A Boil.", "s\u212Aillet", "sİmmer", "Wok – hot", "o\xffven",
		"Cook to 74°C / 165°F", "ΣOVEN", "pa n", "pa\x00n"} {
		for _, w := range words {
			want := strings.Contains(lowered(s), w)
			if got := bytes.Contains(appendLowerASCII(nil, s), []byte(w)); got != want && !lowersIntoASCII([]byte(s)) {
				t.Errorf("appendLowerASCII(%q) holds %q: %v, lowered: %v", s, w, got, want)
			}
		}
	}
	if !lowersIntoASCII([]byte("s\u212Aillet")) || !lowersIntoASCII([]byte("sİmmer")) || lowersIntoASCII([]byte("74°C – Σ")) {
		t.Error("lowersIntoASCII misses a rune that lowers into ASCII, or finds one that does not")
	}
}

func FuzzAppendLowerASCII(f *testing.F) {
	f.Add("Bring to a Boil", "to a boil")
	f.Fuzz(func(t *testing.T, s, w string) {
		w = strings.ToLower(w)
		for i := 0; i < len(w); i++ {
			if w[i] >= 0x80 {
				return // the words asked for are ASCII
			}
		}
		if lowersIntoASCII([]byte(s)) {
			return
		}
		if got, want := bytes.Contains(appendLowerASCII(nil, s), []byte(w)), strings.Contains(lowered(s), w); got != want {
			t.Errorf("appendLowerASCII(%q) holds %q: %v, lowered: %v", s, w, got, want)
		}
	})
}

// titleCase's one-pass ASCII path writes what the word-by-word path writes.
func TestTitleCaseASCII(t *testing.T) {
	slow := func(s string) string {
		words := strings.Fields(s)
		for i, w := range words {
			if w != "and" && w != "with" && w != "of" {
				words[i] = strings.ToUpper(w[:1]) + w[1:]
			}
		}
		return strings.Join(words, " ")
	}
	for _, s := range []string{"", " ", "chicken thigh", "  salt and\tpepper ", "mac and cheese with peas",
		"1 can of tomatoes", "x", "and", "o'clock 'tis", "Already Titled", "rice\nnoodles\r\n"} {
		if got, want := titleCaseASCII(s), slow(s); got != want {
			t.Errorf("titleCaseASCII(%q) = %q, want %q", s, got, want)
		}
	}
}

// hasWordFoldASCII, which compares only where name's first letter stands, answers as
// the comparison at every place does.
func TestHasWordFoldASCII(t *testing.T) {
	texts := []string{"", "a", "Add the Garlic.", "garlic", "GARLIC, garlicky garlic", "the garlics", "xgarlic garlic",
		"Salt and Pepper to taste", "pepper", "bell-pepper", "1 cup milk", "Milk", "oil oil", "boil the oil", "an eggplant egg"}
	names := []string{"", "a", "garlic", "pepper", "bell pepper", "milk", "oil", "egg", "Garlic", "1 cup", "-pepper", "the garlics"}
	for _, text := range texts {
		for _, name := range names {
			if got, want := hasWordFoldASCII(text, name), hasWordFoldASCIISlow(text, name); got != want {
				t.Errorf("hasWordFoldASCII(%q, %q) = %v, want %v", text, name, got, want)
			}
		}
	}
}

func FuzzHasWordFoldASCII(f *testing.F) {
	f.Add("Add the Garlic.", "garlic")
	f.Fuzz(func(t *testing.T, text, name string) {
		if got, want := hasWordFoldASCII(text, name), hasWordFoldASCIISlow(text, name); got != want {
			t.Errorf("hasWordFoldASCII(%q, %q) = %v, want %v", text, name, got, want)
		}
	})
}

// lowersIntoASCIIRef is lowersIntoASCII rune by rune, for its fuzz test.
func lowersIntoASCIIRef(text []byte) bool {
	for _, r := range string(text) {
		if r >= utf8.RuneSelf && unicode.ToLower(r) < utf8.RuneSelf {
			return true
		}
	}
	return false
}

// friesIn's quick test (holdsFry) passes every text the frying pattern finds a clause
// in: the letters of "fry" and "fried" fold only to their ASCII capitals, and a step
// without them is never read by the regexp.
func TestHoldsFryBeforeThePattern(t *testing.T) {
	for _, r := range "fryied" {
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			if f != unicode.ToUpper(r) {
				t.Errorf("%q folds to %q: holdsFry must look for it too", r, f)
			}
		}
	}
	texts := []string{"", "Fry the onions.", "Deep-FRY the fish in batches.", "Stir-fry the beef until browned.",
		"Add the fresh herbs from the fridge.", "Shallow fRy until golden.", "Pan fried, then rested.",
		"Deep fried shrimp.", "A frying pan.", "Stir in the curry paste and fry until fragrant.", "fr", "f", "Fr y."}
	for _, text := range texts {
		pattern := len(fryPattern.FindAllString(stirFry.Replace(text), -1)) > 0
		if pattern && !holdsFry(text) {
			t.Errorf("holdsFry(%q) = false, but the pattern finds a clause", text)
		}
	}
	if holdsFry("Add the fresh herbs from the fridge.") {
		t.Error("holdsFry finds fry in fresh herbs from the fridge")
	}
}
