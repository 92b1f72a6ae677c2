package engine

import "strings"

// noteInName reads a parenthetical that finishes a food's name or says how much of it
// there is: "ramen noodles (instant, 2 packs)" is 2 packs of instant ramen noodles,
// "chickpeas (2 cans)" is 2 cans of chickpeas. s is the line without its note; the
// note's words that were read are taken out of it.
func noteInName(s, note string) (string, string) {
	if note == "" || s == "" {
		return s, note
	}
	words := strings.Fields(strings.ReplaceAll(note, ",", " "))
	if len(words) > 0 {
		if _, ok := parseNumber(words[0]); !ok {
			if in, ok := Lookup(words[0] + " " + s); ok {
				if was, ok := Lookup(s); !ok || was.Name != in.Name {
					s, words = words[0]+" "+s, words[1:] // "(instant)": instant ramen noodles
				}
			}
		}
	}
	if len(words) == 2 {
		if _, ok := parseNumber(words[0]); ok && IsUnit(words[1]) {
			if first := strings.Fields(s); len(first) > 0 {
				if _, counted := parseNumber(first[0]); !counted {
					s, words = words[0]+" "+words[1]+" "+s, nil // "(2 cans)": 2 cans of them
				}
			}
		}
	}
	return s, strings.Join(words, " ")
}
