package engine

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"testing"
)

// oneUnitRe is what singularOne does by hand.
var oneUnitRe = regexp.MustCompile(`(^|[^0-9/–-])1 (minute|second|hour)s\b`)

// TestSingularOne: "1 minutes" a computed count wrote reads "1 minute", and singularOne
// agrees with the regexp it replaced on written cases and on random strings built from
// the pieces that matter (digits, dashes, slashes, units, word and non-word ends).
func TestSingularOne(t *testing.T) {
	cases := map[string]string{
		"Simmer for 1 minutes.":              "Simmer for 1 minute.",
		"1 hours, then 1 seconds":            "1 hour, then 1 second",
		"Rest 11 minutes.":                   "Rest 11 minutes.",
		"Bake 1/1 hours":                     "Bake 1/1 hours",
		"Cook 3–1 minutes":                   "Cook 3–1 minutes",
		"Cook 3-1 minutes":                   "Cook 3-1 minutes",
		"1 minutesx and é1 minutes_ 1 hours": "1 minutesx and é1 minutes_ 1 hour",
		"no count here":                      "no count here",
	}
	for in, want := range cases {
		if got := singularOne(in); got != want {
			t.Errorf("singularOne(%q): got %q, want %q", in, got, want)
		}
	}
	pieces := []string{"1 ", "1", "11 ", "minutes", "seconds", "hours", "minute", "s", " ", ".", "–", "-", "/", "x", "_", "é", "\n", "about ", "\xe2\x80"}
	r := rand.New(rand.NewPCG(6, 1))
	for range 20000 {
		s := ""
		for range 1 + r.IntN(10) {
			s += pieces[r.IntN(len(pieces))]
		}
		if got, want := singularOne(s), oneUnitRe.ReplaceAllString(s, "${1}1 $2"); got != want {
			t.Fatalf("singularOne(%q): got %q, want %q", s, got, want)
		}
	}
}

// TestSaysReadsWords: says finds a word of the set as lowerWords splits and lowers the
// text, whatever the capitals, accents and punctuation around it.
func TestSaysReadsWords(t *testing.T) {
	set := map[string]bool{"sear": true, "dice": true, "sauté": true}
	pieces := []string{"Sear", "sear", "SEAR", "seared", "dice", "Dice,", "sauté", "SAUTÉ", " ", ".", "-", "'", "x", "é", "1", "\xe2\x80"}
	r := rand.New(rand.NewPCG(6, 2))
	hits := 0
	for range 20000 {
		s := ""
		for range 1 + r.IntN(6) {
			s += pieces[r.IntN(len(pieces))]
		}
		want := slices.ContainsFunc(lowerWords(s), func(w string) bool { return set[w] })
		if got := says(s, set); got != want {
			t.Fatalf("says(%q): got %v, want %v", s, got, want)
		}
		if want {
			hits++
		}
	}
	if hits == 0 {
		t.Fatal("no random text held a word of the set")
	}
}
