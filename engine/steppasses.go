package engine

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
)

// Passes over a recipe's written steps: equipment no step calls for is dropped, and a
// food a step used half of comes back as "the rest of" it.

// equipmentWords are the words in a step that call for a piece of equipment; one no step
// calls for is not listed (no skillet for a salad with nothing to sear, no baking sheet
// for fried rice made from leftover rice).
var equipmentWords = map[string][]string{
	"skillet":      {"skillet", "pan", "wok"},
	"saucepan":     {"saucepan", "pot", "small pan", "to a boil", "cover and simmer"},
	"baking sheet": {"baking sheet", "sheet", "tray", "roast", "oven"},
	"blender":      {"blend"},
}

func (d *dish) dropUnusedEquipment() {
	// The steps joined by spaces, their ASCII lowered in a buffer on the stack: for the
	// ASCII words searched, that answers as lowered text would (appendLowerASCII).
	var buf [4096]byte
	all := buf[:0]
	for _, s := range d.steps {
		all = appendLowerASCII(all, s.Text)
		all = append(all, ' ')
	}
	if lowersIntoASCII(all) {
		all = all[:0]
		for _, s := range d.steps {
			all = append(append(all, lowered(s.Text)...), ' ')
		}
	}
	// A piece that answers to several keys ("large skillet or saucepan") stays when the
	// steps use it by any of them: whichever key the map yields first, the answer is the same.
	d.equipment = slices.DeleteFunc(d.equipment, func(e string) bool {
		named := false
		for key, words := range equipmentWords {
			if !strings.Contains(e, key) || key == "skillet" && strings.Contains(e, "wok") {
				continue
			}
			if key == "saucepan" && !strings.HasSuffix(strings.TrimSuffix(e, " with lid"), "saucepan") {
				continue
			}
			named = true
			for _, w := range words {
				if bytes.Contains(all, []byte(w)) {
					return false
				}
			}
		}
		return named
	})
}

// restAfterHalf makes a part a step used half of come back as "the rest of" it: "toss
// with half the parmesan … Top with the parmesan" reads as a second lot no list holds.
func (d *dish) restAfterHalf() {
	const half = "half the "
	var halvesBuf [16]bool
	halves := halvesBuf[:0] // which steps use something by halves (a swap never adds or removes one)
	anyHalf := false
	for _, s := range d.steps {
		h := strings.Contains(s.Text, half)
		halves = append(halves, h)
		anyHalf = anyHalf || h
	}
	if !anyHalf {
		return // most dishes use nothing by halves
	}
	for p := range d.eachPart {
		name := p.name()
		seen := false
		for i := range d.steps {
			text := d.steps[i].Text
			at := 0
			if !seen {
				if !halves[i] {
					continue
				}
				h := indexJoined(text, half, name)
				if h < 0 {
					continue
				}
				seen, at = true, h+len(half)+len(name)
			}
			if !strings.Contains(text[at:], name) {
				continue // no verb can be followed by the food
			}
			for _, verb := range restVerbs {
				if j := indexJoined(text[at:], verb, name); j >= 0 && !startsWithLetter(text[at+j+len(verb)+len(name):]) {
					j += at
					text = text[:j] + strings.Replace(verb, "the ", "the rest of the ", 1) + name + text[j+len(verb)+len(name):]
					break
				}
			}
			d.steps[i].Text = text
		}
	}
}

// restVerbs are the uses of the rest of a food used by halves.
var restVerbs = []string{"Top with the ", "topped with the ", "Finish with the ", "Sprinkle with the ", "Scatter the ", "scatter the ", "Heat the ", "Melt the ", "melt the "}

// indexJoined is strings.Index(s, a+b) without building a+b.
func indexJoined(s, a, b string) int {
	for from := 0; ; {
		k := strings.Index(s[from:], a)
		if k < 0 {
			return -1
		}
		k += from
		if strings.HasPrefix(s[k+len(a):], b) {
			return k
		}
		from = k + 1
	}
}

func startsWithLetter(s string) bool {
	return s != "" && (s[0] >= 'a' && s[0] <= 'z' || s[0] >= 'A' && s[0] <= 'Z')
}

// hotOven reports whether the steps heat the oven to roasting heat (150°C or more): a
// steak rested "in a low oven" there would go on cooking at 220°C.
func hotOven(steps []Step) bool {
	for _, s := range steps {
		for text := s.Text; ; {
			i := strings.Index(text, "oven to ")
			if i < 0 {
				break
			}
			text = text[i+len("oven to "):]
			c := 0
			for c < len(text) && text[c] >= '0' && text[c] <= '9' {
				c++
			}
			if n, err := strconv.Atoi(text[:c]); err == nil && n >= 150 && strings.HasPrefix(text[c:], "°C") {
				return true
			}
		}
	}
	return false
}

// foilNotOven keeps food warm under loose foil from step k on, where the oven is
// roasting something hot: a cook does not turn it down with the potatoes still in.
func (d *dish) foilNotOven(k int) {
	for i := k; i < len(d.steps); i++ {
		d.steps[i].Text = strings.ReplaceAll(d.steps[i].Text, "warm plate in a low oven", "warm plate under loose foil")
		d.steps[i].Text = strings.ReplaceAll(d.steps[i].Text, "on a plate in a low oven", "on a plate under loose foil")
		d.steps[i].Text = strings.ReplaceAll(d.steps[i].Text, "warm in a low oven", "warm under loose foil")
	}
}

// lowOven is what a step says that keeps food warm in the oven.
const lowOven = "in a low oven"

// warmOvenFirst switches the oven on low where a step keeps food warm in it and no step
// before has heated it: "keep warm in a low oven" finds a cold oven otherwise. The oven
// goes on with the first step that heats anything.
func (d *dish) warmOvenFirst() {
	k := slices.IndexFunc(d.steps, func(s Step) bool { return containsRare(s.Text, lowOven, lowOvenSkip) })
	if k < 0 {
		return
	}
	for _, s := range d.steps[:k] {
		if strings.Contains(lowered(s.Text), "oven") {
			if hotOven(d.steps[:k]) {
				d.foilNotOven(k)
			}
			return
		}
	}
	j := slices.IndexFunc(d.steps[:k+1], func(s Step) bool {
		return heats(s) && !strings.HasPrefix(s.Text, "Prep:")
	})
	if j < 0 {
		j = k
	}
	d.steps[j].Text = "Turn the oven on low (about 120°C / 250°F) to keep things warm. " + d.steps[j].Text
}
