package engine

import (
	"regexp"
	"strings"
)

// A recipe for one is served in one bowl: the steps' "spoon into bowls", "divide the
// noodles among deep bowls" and "share everything between warm plates" were written for a
// table, and read as a mistake to a cook eating alone.

// vesselsRe finds a place the food is served into, in the plural.
var vesselsRe = regexp.MustCompile(`\b(into|onto|on|in|among|between) (the )?((?:(?:warm|deep|shallow|wide|small|large|serving) )*)(bowls|plates|glasses|mugs|jars|moulds)( or (?:(?:small|large) )?(?:bowls|plates|glasses|mugs|jars|moulds))?\b`)

// eachVesselRe finds "each bowl": with one serving, the bowl.
var eachVesselRe = regexp.MustCompile(`\b([Ee])ach (bowl|plate|glass|mug)\b`)

// vesselOne is the singular of a serving vessel.
func vesselOne(s string) string {
	if strings.HasSuffix(s, "glasses") {
		return strings.TrimSuffix(s, "es")
	}
	return strings.TrimSuffix(s, "s")
}

// oneVessel writes a step for one serving: one bowl, one plate, one glass; the food
// "divided among" or "shared between" them is put in it.
func oneVessel(s string) string {
	if !strings.Contains(s, "bowls") && !strings.Contains(s, "plates") && !strings.Contains(s, "glasses") &&
		!strings.Contains(s, "mugs") && !strings.Contains(s, "jars") && !strings.Contains(s, "moulds") &&
		!strings.Contains(s, "ach bowl") && !strings.Contains(s, "ach plate") &&
		!strings.Contains(s, "ach glass") && !strings.Contains(s, "ach mug") {
		return s
	}
	var b strings.Builder
	last := 0
	for _, m := range vesselsRe.FindAllStringSubmatchIndex(s, -1) {
		prep, the, adj, noun := s[m[2]:m[3]], m[4] >= 0, s[m[6]:m[7]], s[m[8]:m[9]]
		head := s[last:m[0]]
		if prep == "among" || prep == "between" {
			prep = "into"
			if noun == "plates" {
				prep = "onto"
			}
			head = putNotShare(head)
		}
		b.WriteString(head)
		b.WriteString(prep)
		if the {
			b.WriteString(" the ")
		} else {
			b.WriteString(" a ")
		}
		b.WriteString(adj)
		b.WriteString(vesselOne(noun))
		if m[10] >= 0 {
			or := s[m[10]:m[11]]
			sp := strings.LastIndexByte(or, ' ')
			b.WriteString(or[:sp+1] + vesselOne(or[sp+1:]))
		}
		last = m[1]
	}
	b.WriteString(s[last:])
	out := b.String()
	out = strings.ReplaceAll(out, "warm the bowls", "warm the bowl")
	return eachVesselRe.ReplaceAllStringFunc(out, func(e string) string {
		if e[0] == 'E' {
			return "The" + e[len("Each"):]
		}
		return "the" + e[len("each"):]
	})
}

// putNotShare rewrites the verb of the sentence that ends text: food is divided among
// bowls but put in one.
func putNotShare(text string) string {
	start := strings.LastIndex(text, ". ") + 1
	sentence := text[start:]
	for _, v := range [...][2]string{{"Divide ", "Put "}, {"divide ", "put "}, {"Share ", "Put "}, {"share ", "put "}} {
		if i := strings.LastIndex(sentence, v[0]); i >= 0 {
			sentence = sentence[:i] + v[1] + sentence[i+len(v[0]):]
			break
		}
	}
	return text[:start] + sentence
}
