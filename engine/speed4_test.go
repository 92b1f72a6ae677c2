package engine

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// foldSpelling's one-pass pre-check hides no name that holds a spelling to fold.
func TestFoldSpellingPrecheck(t *testing.T) {
	texts := []string{"", "l", "ll", "chilli", "red chillies", "greek yoghurt", "pitta bread", "chili", "gh", "hh", "tt", "g", "yoghur", "pitt"}
	for _, in := range table {
		texts = append(texts, in.Name)
		texts = append(texts, in.Aliases...)
	}
	words := []string{"chi", "lli", "l", "yog", "hurt", "g", "h", "pit", "ta", "t", " ", "a"}
	r := rand.New(rand.NewPCG(4, 4))
	for range 20000 {
		var b strings.Builder
		for k := r.IntN(6); k >= 0; k-- {
			b.WriteString(words[r.IntN(len(words))])
		}
		texts = append(texts, b.String())
	}
	for _, s := range texts {
		want := s
		if strings.Contains(s, "chilli") || strings.Contains(s, "yoghurt") || strings.Contains(s, "pitta") {
			want = spellings.Replace(s)
		}
		if got := foldSpelling(s); got != want {
			t.Errorf("foldSpelling(%q) = %q, want %q", s, got, want)
		}
	}
}
