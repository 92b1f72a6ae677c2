package engine

import (
	"fmt"
	"math"
	"regexp"
	"strings"
)

// absorbedOil is what fried food soaks up of its frying oil, in grams a serving (about a
// tablespoon); the rest stays in the pot, so nutrition counts only this much.
const absorbedOil = 14

// fryingOil reports whether item i is oil for deep or shallow frying: said so on its
// line, or a cupful or more of oil in a recipe that fries (fries is d.fries()).
func (d *Dish) fryingOil(i int, fries bool) bool {
	it := d.Items[i]
	in := it.Ingredient
	if in == nil || in.Category != "oils-vinegars" || !in.Is(RoleFat) {
		return false
	}
	line := lowered(it.Text + " " + it.Preparation)
	if strings.Contains(line, "frying") || strings.Contains(line, "deep") {
		return true
	}
	return it.Grams >= 200 && fries
}

// fries reports whether a step fries the food.
func (d *Dish) fries() bool {
	for _, s := range d.Steps {
		if friesIn(s.Text) {
			return true
		}
	}
	return false
}

// fryPattern finds a frying clause: from the frying verb to the end of its sentence.
var fryPattern = regexp.MustCompile(`(?i)\b(deep[- ]fry|deep[- ]fried|pan[- ]fry|shallow[- ]fry|fry)\b[^.]*\.`)

// stirFry hides "stir-fry" from fryPattern (a stir-fry is not fried in a pot of oil) by
// joining its words with "_", a word character; unStirFry puts the text back.
var (
	stirFry   = newPhrases("stir-fr", "stir_fr", "Stir-fr", "Stir_fr", "stir fr", "stir__fr", "Stir fr", "Stir__fr")
	unStirFry = newPhrases("stir__fr", "stir fr", "Stir__fr", "Stir fr", "stir_fr", "stir-fr", "Stir_fr", "Stir-fr")
)

// friesIn reports whether a step's text fries, looking for "fry" or "fried" in any
// case before the regexp: every clause fryPattern finds holds one of them ("fresh" and
// "from" do not), and hiding "stir-fry" changes none of their letters.
func friesIn(text string) bool {
	if !holdsFry(text) {
		return false
	}
	for _, clause := range fryPattern.FindAllString(stirFry.Replace(text), -1) {
		// "stir in the curry paste and fry until it smells toasty": a paste or spices
		// cooked in the pot's oil, not food fried in a pot of it.
		if !strings.Contains(clause, "fragrant") && !strings.Contains(clause, "smells") && !strings.Contains(clause, "toasty") {
			return true
		}
	}
	return false
}

// holdsFry reports whether text holds "fry" or "fried" in any ASCII case (the only
// case folds of these letters): an 'f' or 'F' followed by "ry" or "ried".
func holdsFry(text string) bool {
	for _, f := range [2]byte{'f', 'F'} {
		for rest := text; ; {
			i := strings.IndexByte(rest, f)
			if i < 0 {
				break
			}
			rest = rest[i+1:]
			if hasFoldPrefix(rest, "ry") || hasFoldPrefix(rest, "ried") {
				return true
			}
		}
	}
	return false
}

// hasFoldPrefix reports whether s starts with p (lower-case ASCII letters) in any case.
func hasFoldPrefix(s, p string) bool {
	if len(s) < len(p) {
		return false
	}
	for j := 0; j < len(p); j++ {
		if s[j]|0x20 != p[j] {
			return false
		}
	}
	return true
}

// replaceFrying puts clause where text fries, with a capital where it begins a sentence.
func replaceFrying(text, clause string) string {
	hidden := stirFry.Replace(text)
	var b strings.Builder
	at := 0
	for _, m := range fryPattern.FindAllStringIndex(hidden, -1) {
		b.WriteString(hidden[at:m[0]])
		c := clause
		if obj := friedObject(hidden[m[0]:m[1]]); obj != "" {
			// "fry the chips in 2 batches ..." keeps its food: "bake the chips on a ..."
			if v, rest, ok := strings.Cut(c, " "); ok {
				c = v + " " + obj + " " + rest
			}
		}
		if m[0] == 0 || strings.HasSuffix(hidden[:m[0]], ". ") {
			c = upperFirst(c)
		}
		b.WriteString(c)
		at = m[1]
	}
	b.WriteString(hidden[at:])
	return unStirFry.Replace(b.String())
}

// friedObject is the food a frying clause names right after its verb ("the chips" of
// "Fry the chips in 2 batches until ..."), or "".
func friedObject(clause string) string {
	_, rest, ok := strings.Cut(clause, " ")
	if !ok || !strings.HasPrefix(rest, "the ") {
		return ""
	}
	end := len(rest)
	for _, stop := range []string{" in ", " until ", ",", ";", " for ", " at ", " on ", " over ", " again", "."} {
		if i := strings.Index(rest, stop); i >= 0 && i < end {
			end = i
		}
	}
	obj := rest[:end]
	if strings.Count(obj, " ") > 3 || strings.Contains(obj, "oil") {
		return ""
	}
	return obj
}

// friedAgain reports whether a step fries a food a second time ("fry the chips again"),
// and names the food where it can ("chips"), else "".
func friedAgain(text string) (string, bool) {
	low := lowered(text)
	i := strings.Index(low, " again")
	if i < 0 || !strings.Contains(low[:i], "fry") {
		return "", false
	}
	before := low[:i]
	if j := strings.LastIndex(before, "fry the "); j >= 0 {
		noun := before[j+len("fry the "):]
		if k := strings.LastIndexByte(noun, ' '); k >= 0 {
			noun = noun[k+1:]
		}
		return noun, true
	}
	return "", true
}

// oilTending finds what only a pot of hot oil needs: turning it up, letting it come back
// to temperature, lowering the food into it.
var oilTending = regexp.MustCompile(`(?i)(^|\s)(turn the oil up to [^.;]*?(\.\s*|;\s*|\s+and\s+)|let the oil (come|return) back to (temperature|heat)[^.]*\.)|,? then lower (it|them) (gently )?into the (hot )?oil[^.;,]*|\bheat an? [^.;]*?\b(film|layer|depth) of [^.;]*?oil in [^.;]*?heat,? and `)

// withoutOilTending drops from a step what tends a pot of oil no longer used, giving a
// capital to a sentence that now starts lower-case; "" when nothing else is left.
func withoutOilTending(text string) string {
	t := oilTending.ReplaceAllStringFunc(text, func(m string) string {
		if strings.HasPrefix(m, " ") || strings.HasPrefix(m, "\t") {
			return " "
		}
		return ""
	})
	t = strings.TrimSpace(strings.ReplaceAll(t, "  ", " "))
	t = replacePhrases(t, ". air-fry ", ". Air-fry ", ". bake ", ". Bake ")
	return upperFirst(t)
}

// eatenGrams is how much of item i ends up eaten: all of it, except frying oil (fries
// is d.fries()).
func (d *Dish) eatenGrams(i int, fries bool) float64 {
	g := d.Items[i].Grams
	if d.fryingOil(i, fries) {
		return math.Min(g, absorbedOil*float64(d.Servings))
	}
	return g
}

// fryingOils lists the items that are frying oil.
func (d *Dish) fryingOils() []int {
	var out []int
	fries := d.fries()
	for i := range d.Items {
		if d.fryingOil(i, fries) {
			out = append(out, i)
		}
	}
	return out
}

// dropFrying is for a recipe that no longer fries: the frying oil items become a little
// oil to brush or toss with, and the step that heated the oil becomes heat (or goes,
// when heat is ""). It returns the changes and whether such a step was found.
func (d *Dish) dropFrying(oils []int, heat, why string) (changes []Change, found bool) {
	for _, i := range oils {
		it := &d.Items[i]
		before := it.Text
		q := kitchenRound(float64(d.Servings)/2, "tbsp") // 1 1/2 tsp a serving
		w, _ := it.Ingredient.UnitGrams("tbsp")
		it.Quantity, it.Unit, it.Grams, it.Preparation = q, "tbsp", round1(q*w), "for brushing"
		it.Text = lineText(q, "tbsp", it.Display, it.Preparation)
		changes = append(changes, Change{From: before, To: it.Text, Reason: why})
	}
	kept := d.Steps[:0]
	for _, s := range d.Steps {
		if heatsFryingOil(s.Text) {
			found = true
			// Only the sentences that heat the oil go: "Peel and cut the potatoes ...
			// Meanwhile, heat the oil to 160°C" keeps its potatoes.
			var rest []string
			for _, sent := range stepSentences(s.Text) {
				if !heatsFryingOil(sent) {
					rest = append(rest, sent)
				}
			}
			to := joinNonEmpty(" ", append(rest, heat)...)
			if to == "" {
				changes = append(changes, Change{From: s.Text, To: "(not needed)", Reason: why})
				continue
			}
			changes = append(changes, Change{From: s.Text, To: to, Reason: why})
			s.Text = to
		}
		kept = append(kept, s)
	}
	for i := range kept {
		kept[i].Step = i + 1
	}
	d.Steps = kept
	return changes, found
}

// heatsFryingOil reports whether a step only brings frying oil up to temperature:
// "Heat the oil in a deep heavy pot to 350°F."
func heatsFryingOil(text string) bool {
	t := lowered(text)
	if !strings.Contains(t, "oil") || !strings.Contains(t, "heat") || friesIn(text) ||
		strings.Contains(t, "on a lined baking sheet, lightly brushed with oil") || strings.Contains(t, "air-fry at") {
		// A step just moved to the oven cooks the food: its "220°C" heats no oil ("bake the
		// chorizo on a lined baking sheet" as well as "bake on a lined baking sheet").
		return false
	}
	return strings.Contains(t, "deep") || strings.Contains(t, "°") || strings.Contains(t, "thermometer") ||
		strings.Contains(t, "fryer") || strings.Contains(t, "shimmer")
}

// unfry moves a fried dish to the air fryer or the oven where it stands: each frying
// clause becomes the new method's, so the dredging, battering and draining around it
// stay; the pot of oil becomes a little for brushing, and the step that heated it now
// heats the new appliance (or one is put before the first frying step). It returns the
// changes (each with reason why, or "cooked by <target> now" for the steps), the
// minutes the frying took and the minutes the new method takes, heating included.
func (d *Dish) unfry(target, why string) (changes []Change, fried, total int) {
	oils := d.fryingOils()
	first := -1
	for i, s := range d.Steps {
		if friesIn(s.Text) {
			fried += stepMinutes(s)
			if first < 0 {
				first = i
			}
		}
	}
	fried = max(fried, 5)
	// Each frying step bakes for its own time, and a second frying of a food fried
	// already ("fry the chips again") adds its time to the first: the oven crisps them
	// in one go.
	own := make([]int, len(d.Steps))
	again := make([]bool, len(d.Steps))
	for i, s := range d.Steps {
		if !friesIn(s.Text) {
			continue
		}
		own[i] = stepMinutes(s)
		if noun, ok := friedAgain(s.Text); ok {
			for j := i - 1; j >= 0; j-- {
				if own[j] > 0 && !again[j] && (noun == "" || strings.Contains(lowered(d.Steps[j].Text), noun)) {
					own[j] += own[i]
					again[i] = true
					break
				}
			}
		}
	}
	clauseFor := func(m int, text string) string {
		inside := d.friedInside(text)

		return fmt.Sprintf("bake on a lined baking sheet, lightly brushed with oil, at %s for %d minutes, turning once, until golden and cooked through%s.", temp(220), m, inside)
	}
	heat, most := "Heat the oven to "+temp(220)+" and line a baking sheet with parchment.", 0
	if target == "air-fryer" {
		heat = "Heat the air fryer to " + temp(200) + " for 3 minutes."
	}
	var steps []Step
	for i, s := range d.Steps {
		if own[i] > 0 {
			to := ""
			if !again[i] {
				m := dryMinutes(target, max(own[i], 5), d)
				if d.rawChips(s.Text) {
					// Raw chips that a pot of oil blanched and crisped in 9 minutes need the
					// dry heat's full time to cook through: 18–20 in the basket, 30 in the oven.
					m = max(m, map[string]int{"air-fryer": 18, "oven": 30}[target])
				}
				clause, all := clauseFor(m, s.Text), m
				if target == "air-fryer" {
					clause, all = airFryClause(d.friedLoad(s.Text), m, d.friedInside(s.Text))
				}
				most = max(most, all)
				to = withoutOilHeat(withoutOilTending(replaceFrying(s.Text, clause)))
				s.Minutes = all
			}
			if to == "" {
				changes = append(changes, Change{From: s.Text, To: "(not needed)", Reason: why})
				continue
			}
			changes = append(changes, Change{From: s.Text, To: to, Reason: why})
			s.Text = to
		} else if t := withoutOilTending(s.Text); t != s.Text {
			changes = append(changes, Change{From: s.Text, To: t, Reason: why})
			if t == "" {
				continue
			}
			s.Text = t
		}
		steps = append(steps, s)
	}
	for i := range steps {
		steps[i].Step = i + 1
	}
	d.Steps = steps
	first = min(first, len(d.Steps))
	total = most + 10
	if target == "air-fryer" {
		total = most + 3
	}
	// Nothing baked or air-fried drips oil: it rests instead of draining.
	for i, s := range d.Steps {
		t := s.Text
		for _, p := range [][2]string{{"drain on a wire rack", "rest on a wire rack for 5 minutes"}, {"drain on paper towels", "rest for 5 minutes"},
			{"drain on kitchen paper", "rest for 5 minutes"}, {"drain on a paper towel-lined plate", "rest for 5 minutes"},
			{"drain well on paper towels", "rest for 5 minutes"}, {"Drain and serve", "Serve"}} {
			t = replaceWord(t, p[0], p[1])
		}
		t = undrain(t)
		if t != s.Text {
			changes = append(changes, Change{From: s.Text, To: t, Reason: why})
			d.Steps[i].Text = t
		}
	}
	dropped, found := d.dropFrying(oils, heat, why)
	changes = append(changes, dropped...)
	if !found {
		d.insertStep(first, heat)
	}
	return changes, fried, total
}

// stepSentences splits a step's text into its sentences, at a full stop followed by a
// space and a capital letter ("1.5 cm" and "(325°F)." inside a sentence stay whole).
func stepSentences(text string) []string {
	var out []string
	start := 0
	for i := 0; i+2 < len(text); i++ {
		if text[i] == '.' && text[i+1] == ' ' && 'A' <= text[i+2] && text[i+2] <= 'Z' {
			out = append(out, text[start:i+1])
			start = i + 2
		}
	}
	return append(out, text[start:])
}

// friedInside is the safe inside heat a frying step's food is cooked to: the meat's or
// the fish's, never the chips'.
func (d *Dish) friedInside(text string) string {
	low := lowered(text)
	if d.namesProtein(low) || containsAny(low, []string{" inside", "fish", "chicken", "meat", "pork", "beef", "lamb", "turkey", "prawn", "shrimp"}) {
		return d.insideTemp()
	}
	return ""
}

// rawChips reports whether a frying step fries chips cut from raw potatoes (not frozen
// fries, which come part-cooked).
func (d *Dish) rawChips(text string) bool {
	// The fish fried "until golden; serve with the chips" is no frying of chips.
	if low := lowered(text); !containsAny(low, []string{"chips", "fries", "wedges", "potato"}) || d.namesProtein(low) ||
		containsAny(low, []string{"fish", "chicken", "meat", "pork", "beef", "lamb", "turkey", "prawn", "shrimp"}) {
		return false
	}
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && strings.Contains(in.Name, "potato") && in.Is(RoleStarch) && !strings.Contains(in.Name, "frozen") && !strings.Contains(in.Name, "chips") {
			return true
		}
	}
	return false
}
