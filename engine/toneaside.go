package engine

import "strings"

// asidePlace reports whether a voice's remark on a kind of step is about what this step
// (s, and low lowered) does, and where it goes: after the sentence it speaks of (review
// 40: tips on the wrong steps). "Wash up while it bubbles away" needs a pot left to
// itself for ten minutes or more, not a minute's toss over high heat; "let it get some
// colour" follows the sentence that browns, never the onion kept from browning; "no
// need to be fussy with the chopping" never sits beside a cut given to the millimetre.
func asidePlace(tone string, kind stepKind, s, low string) (int, bool) {
	switch {
	case kind == kindSimmer && (tone == "casual" || tone == "playful"):
		return len(s), leftAlone(low)
	case kind == kindBake && tone == "casual":
		return len(s), leftAlone(low)
	case kind == kindFry && tone == "casual":
		from := 0
		for from < len(low) {
			end := strings.Index(low[from:], ". ")
			if end < 0 {
				end = len(low)
			} else {
				end += from + 1
			}
			sentence := low[from:end]
			if containsAny(sentence, []string{"brown", "golden", "sear", "colour", "color", "caramel", "char", "until crisp", "'til crisp", "crisp and", "crisps"}) &&
				!containsAny(sentence, []string{"crisp-tender", "not brown", "without brown", "not let it brown", "without colour"}) {
				return end, len(low) == len(s)
			}
			from = end + 1
		}
		return 0, false
	case kind == kindPrep && tone == "casual":
		return len(s), !containsAny(low, []string{" cm", " mm", "thin", "finely", "evenly", "same size"})
	}
	return len(s), true
}

// leftAlone reports whether a step leaves its pot or oven to work for ten minutes or
// more: a simmer, braise or bake timed that long, not one stirred all through.
func leftAlone(low string) bool {
	if !containsAny(low, []string{"simmer", "braise", "bubble", "bake", "roast", "oven", "cook gently"}) ||
		containsAny(low, []string{"toss", "stirring often", "stir constantly", "stirring constantly", "whisking", "stirring all"}) {
		return false
	}
	if strings.Contains(low, "hour") {
		return true
	}
	for rest := low; ; {
		i := strings.Index(rest, " minute")
		if i < 0 {
			return false
		}
		j := i
		for j > 0 && rest[j-1] >= '0' && rest[j-1] <= '9' {
			j--
		}
		if i-j >= 2 {
			return true // ten minutes or more ("17–19 minutes" reads its last figure)
		}
		rest = rest[i+len(" minute"):]
	}
}
