package engine

import (
	"regexp"
	"strings"
)

// A step takes its share of a line in words: "all but 1 tbsp of the olive oil", "the rest
// of the olive oil", "half the olive oil", "2 tbsp of the olive oil" or just "the olive
// oil". When a swap merges one food onto the line of another the dish already had, the
// shares the steps named still have to add up to the line.

type shareKind int

const (
	sharePlain  shareKind = iota // "the olive oil": all there is left
	shareAllBut                  // "all but 1 tbsp of the olive oil"
	shareRest                    // "the rest of the olive oil", "the last of"
	shareHalf                    // "half the olive oil"
	shareAmount                  // "2 tbsp of the olive oil"
	shareOther                   // "a little of", "most of": a share of its own
)

// share is one place a step takes from a line.
type share struct {
	step       int
	start, end int // the words of the share in the step's text, up to and with the name
	kind       shareKind
	amount     float64 // shareAllBut: what is left behind, shareAmount: what is taken, in unit
	unit       string
}

var shareLead = regexp.MustCompile(`(?i)(all but ([0-9][0-9/ ]*) (tsp|tbsp|cups?|ml|g) of |the rest of |the last of |half (?:of )?|([0-9][0-9/ ]*) (?:tsp|tbsp|cups?|ml|g) of |(?:a little|some|most|a film|a spoonful|two thirds) of )?the $`)

// sharesOf finds every share of the food called name in the steps.
func sharesOf(steps []Step, name string) []share {
	var out []share
	for s, st := range steps {
		low := lowered(st.Text)
		for i := 0; ; {
			j := strings.Index(low[i:], "the "+name)
			if j < 0 {
				break
			}
			at, end := i+j, i+j+len("the "+name)
			i = end
			if isLetterAt(low, at-1) || isLetterAt(low, end) && !strings.HasPrefix(low[end:], "s ") {
				continue
			}
			from := max(0, at-40)
			m := shareLead.FindStringSubmatchIndex(low[from : at+4])
			if m == nil {
				continue
			}
			sh := share{step: s, start: from + m[0], end: end}
			lead := ""
			if m[2] >= 0 {
				lead = low[from+m[2] : from+m[3]]
			}
			switch {
			case lead == "":
				sh.kind = sharePlain
			case strings.HasPrefix(lead, "all but "):
				l := parseLine(low[from+m[4]:from+m[7]] + " x")
				sh.kind, sh.amount, sh.unit = shareAllBut, l.Quantity, l.Unit
			case strings.HasPrefix(lead, "the rest") || strings.HasPrefix(lead, "the last"):
				sh.kind = shareRest
			case strings.HasPrefix(lead, "half"):
				sh.kind = shareHalf
			case m[8] >= 0:
				l := parseLine(strings.TrimSuffix(lead, " of ") + " x")
				sh.kind, sh.amount, sh.unit = shareAmount, l.Quantity, l.Unit
			default:
				sh.kind = shareOther
			}
			out = append(out, sh)
		}
	}
	return out
}

// restateShares keeps the steps' shares of the line of food j adding up after grams of
// the food were merged onto it for the steps in uses (the steps that named the food the
// swap took out). Those steps take their amount in so many words; a step before them
// that took all that was left ("the rest of", "all but 1 tbsp of") now leaves that
// amount behind too.
func (d *Dish) restateShares(j int, grams float64, uses []bool) {
	it := d.Items[j]
	name := lowered(it.Display)
	shares := sharesOf(d.Steps, name)
	last, usesIn, oldIn := -1, 0, 0
	for _, sh := range shares {
		if uses[sh.step] {
			last = max(last, sh.step)
			usesIn++
		} else {
			oldIn++
		}
	}
	if usesIn == 0 || oldIn == 0 {
		return // one side alone takes the whole line, as the steps already say
	}
	if firstOld := firstShareOutside(shares, uses); firstOld > last && it.Grams > grams {
		// The line's own steps all come after the merged food's (the oil for the
		// aubergine before the butter's béchamel, now oil): those steps keep their own
		// amount, and the merged food's steps leave it behind.
		flip := make([]bool, len(uses))
		for s := range uses {
			flip[s] = !uses[s]
		}
		d.restateShares(j, it.Grams-grams, flip)
		return
	}
	p := &part{in: it.Ingredient, grams: grams, role: roleFor(it.Ingredient)}
	qty, unit, _ := p.measure()
	amount := strings.TrimSpace(lineText(qty, unit, "", ""))
	// Rewrite from the end so the earlier places stay where they were found.
	for k := len(shares) - 1; k >= 0; k-- {
		sh := shares[k]
		t := d.Steps[sh.step].Text
		the := t[sh.end-len("the "+name) : sh.end]
		repl := ""
		switch {
		case uses[sh.step] && sh.kind == sharePlain && usesIn == 1:
			repl = amount + " of " + the
		case uses[sh.step] || sh.step > last:
			continue // after the merged food is taken, the line is as it was
		case sh.kind == shareRest || sh.kind == sharePlain && oldIn == 1:
			repl = "all but " + amount + " of " + the
		case sh.kind == shareAllBut:
			w, ok := it.Ingredient.UnitGrams(sh.unit)
			if !ok || w <= 0 {
				continue
			}
			left := kitchenRound(sh.amount+grams/w, sh.unit)
			repl = "all but " + strings.TrimSpace(lineText(left, sh.unit, "", "")) + " of " + the
		default:
			continue
		}
		if sh.start == 0 || strings.HasSuffix(t[:sh.start], ". ") {
			repl = upperFirst(repl)
		}
		d.Steps[sh.step].Text = t[:sh.start] + repl + t[sh.end:]
	}
}

// firstShareOutside is the first step of shares not in uses; -1 when none.
func firstShareOutside(shares []share, uses []bool) int {
	for _, sh := range shares {
		if !uses[sh.step] {
			return sh.step
		}
	}
	return -1
}

// settleShares rewrites a share that has nothing to be shared with: "the rest of the
// lemon juice" when no step before took any, "half the olive oil" when no step after
// takes the other half, read as the whole line.
func (d *Dish) settleShares() {
	var all strings.Builder
	for _, st := range d.Steps {
		writeLowered(&all, st.Text)
		all.WriteByte('\n')
	}
	text := all.String()
	if !mayHoldShare(text) {
		return // no step takes a share that could be left with nothing to share with
	}
	at := newSharePlaces(text)
	for _, it := range d.Items {
		if it.Ingredient == nil || it.Display == "" {
			continue
		}
		name := lowered(it.Display)
		if !at.mayShare(text, name) {
			continue // only a plain, counted or "a little of" mention: nothing to settle
		}
		shares := sharesOf(d.Steps, name)
		if len(shares) != 1 || shares[0].kind == sharePlain || shares[0].kind == shareAmount || shares[0].kind == shareOther {
			continue
		}
		sh := shares[0]
		t := d.Steps[sh.step].Text
		the := t[sh.end-len("the "+lowered(it.Display)) : sh.end]
		if sh.start == 0 || strings.HasSuffix(t[:sh.start], ". ") {
			the = upperFirst(the)
		}
		d.Steps[sh.step].Text = t[:sh.start] + the + t[sh.end:]
	}
}

// mayHoldShare reports whether text holds "all but ", "the rest of ", "the last of " or
// "half ": the last three end in "f ", rarer in steps than their first letters, so they
// are found from there in one scan.
func mayHoldShare(text string) bool {
	if containsFrom(text, "all but ", 4) {
		return true
	}
	for i := 0; ; {
		j := strings.Index(text[i:], "f ")
		if j < 0 {
			return false
		}
		pre := text[:i+j+1]
		if strings.HasSuffix(pre, "half") || strings.HasSuffix(pre, "the rest of") || strings.HasSuffix(pre, "the last of") {
			return true
		}
		i += j + 1
	}
}

// sharePlaces are where in a text each phrase of mayShare but "all but" ends: asked
// of every item, mayShare looks only there for the item's name.
type sharePlaces struct {
	ends   []int
	allBut bool
}

// sharePhrases are mayShare's phrases that the name follows at once.
var sharePhrases = []string{"the rest of the ", "the last of the ", "half the ", "half of the "}

func newSharePlaces(text string) sharePlaces {
	var p sharePlaces
	for _, ph := range sharePhrases {
		for at := 0; ; {
			i := strings.Index(text[at:], ph)
			if i < 0 {
				break
			}
			p.ends = append(p.ends, at+i+len(ph))
			at += i + 1
		}
	}
	p.allBut = strings.Contains(text, "all but ")
	return p
}

// mayShare is mayShare(text, name) for the text p was made from.
func (p *sharePlaces) mayShare(text, name string) bool {
	for _, e := range p.ends {
		if strings.HasPrefix(text[e:], name) {
			return true
		}
	}
	return p.allBut && strings.Contains(text, "of the "+name)
}

// mayShare reports whether text could hold a share of the food called name that
// settleShares rewrites ("all but … of", "the rest of", "the last of", "half the"): a
// cheap look before the steps are read share by share.
func mayShare(text, name string) bool {
	return strings.Contains(text, "the rest of the "+name) || strings.Contains(text, "the last of the "+name) ||
		strings.Contains(text, "half the "+name) || strings.Contains(text, "half of the "+name) ||
		strings.Contains(text, "all but ") && strings.Contains(text, "of the "+name)
}
