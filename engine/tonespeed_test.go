package engine

import "testing"

// The hand-written readers give what the regexps they stand in for give.
func TestToneReadersMatchTheirRegexps(t *testing.T) {
	for _, s := range []string{"", ".", "...", "Heat the oil. Add the onion!", "?!Hi there", "no stop at all", "A. B. C.", "Stir… then. ok",
		"Cook about 5 minutes.", "ABOUT 3 cups", "roughly about. 4", "about", "Simmer: about 10", "Prep: chop", "Fire: go", "fire: no", "X:"} {
		if got, want := firstSentence(s), sentenceRe.FindString(s); got != want {
			t.Errorf("firstSentence(%q) = %q, want %q", s, got, want)
		}
		if got, want := tildeAbout(s), aboutRe.ReplaceAllString(s, "~$1"); got != want {
			t.Errorf("tildeAbout(%q) = %q, want %q", s, got, want)
		}
		if !mayLabel(s) && labelRe.MatchString(s) {
			t.Errorf("mayLabel(%q) false but labelRe matches", s)
		}
	}
}
