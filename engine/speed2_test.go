package engine

import (
	"strings"
	"testing"
	"unicode"
)

// mayHoldShare is the four strings.Contains it stands for.
func TestMayHoldShare(t *testing.T) {
	for _, text := range []string{"", "f ", "half", "half ", "behalf of", "all but", "all but ", "the rest of the oil", "the rest of", "rest of ", "the last of the", "of the last of ", "stir in half the peas", "leaf of beef ", "all butter", "x all but y"} {
		want := strings.Contains(text, "all but ") || strings.Contains(text, "the rest of ") || strings.Contains(text, "the last of ") || strings.Contains(text, "half ")
		if got := mayHoldShare(text); got != want {
			t.Errorf("mayHoldShare(%q) = %v, want %v", text, got, want)
		}
	}
}

// lowerWords splits as strings.FieldsFunc over strings.ToLower does.
func TestLowerWordsASCII(t *testing.T) {
	for _, text := range []string{"", " ", "Brown the BEEF, 8 minutes.", "a", "x-y", "Sauté onions", "74°C / 165°F", "end word", "  two  spaces  "} {
		got, want := lowerWords(text), strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) })
		if strings.Join(got, "|") != strings.Join(want, "|") || len(got) != len(want) {
			t.Errorf("lowerWords(%q) = %q, want %q", text, got, want)
		}
	}
}
