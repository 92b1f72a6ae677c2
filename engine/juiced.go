package engine

import "strings"

// A lemon the prep juices is its juice from then on: the dressing whisks "the olive oil
// and the lemon juice", never "the lemon", which reads as the whole fruit dropped in.

// juiceWordsAfter are the words after "the lemon" that mean the fruit itself, or its juice
// already: left as they are.
var juiceWordsAfter = [...]string{" juice", " zest", " wedge", " half", " halves", " slice"}

// saidAsJuice rewrites "the lemon" as "the lemon juice" in the steps of a dish whose lemon,
// lime or orange is juiced, all but the step's own "juice the lemon".
func (d *dish) saidAsJuice() {
	for p := range d.eachPart {
		if p.prep != "juiced" {
			continue
		}
		name := p.name()
		for i := range d.steps {
			d.steps[i].Text = asJuice(d.steps[i].Text, name)
		}
	}
}

// asJuice writes each "the <name>" of text as "the <name> juice", where the words after it
// do not already say which part of the fruit it is.
func asJuice(text, name string) string {
	the := "the " + name
	if !strings.Contains(text, the) {
		return text
	}
	var b strings.Builder
	rest := text
	for {
		at := strings.Index(rest, the)
		if at < 0 {
			break
		}
		end := at + len(the)
		b.WriteString(rest[:end])
		after := rest[end:]
		// "the lemons", "the lemongrass" are other words.
		plain := !(at > 0 && isWordByte(rest[at-1]) || len(after) > 0 && isWordByte(after[0]))
		for _, w := range juiceWordsAfter {
			if strings.HasPrefix(after, w) {
				plain = false
			}
		}
		// "the lemon pepper" is another food, a seasoning, not the lemon's juice and pepper.
		if plain && len(after) > 1 && after[0] == ' ' {
			word := after[1:]
			if i := strings.IndexFunc(word, func(r rune) bool { return r > 127 || !isWordByte(byte(r)) }); i >= 0 {
				word = word[:i]
			}
			if in, ok := Lookup(name + " " + word); ok && in.Name != name {
				plain = false
			}
		}
		// "juice the lemon" is the prep itself.
		if strings.HasSuffix(rest[:at], "juice ") || strings.HasSuffix(rest[:at], "zest and juice ") {
			plain = false
		}
		if plain {
			b.WriteString(" juice")
		}
		rest = after
	}
	b.WriteString(rest)
	return b.String()
}
