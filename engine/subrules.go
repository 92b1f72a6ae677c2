package engine

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// keepRules swaps every line of the dish that breaks the rules for its best stand-in
// that keeps them (parmesan for nutritional yeast under dairy-free), or, where none
// suits and the line is only optional or a garnish, leaves it out of the list and the
// steps. It returns the changes and the foods it could do neither for.
func (d *Dish) keepRules(rules Rules) (changes []Change, still []string, lost []string) {
	done := map[*Ingredient]bool{}
	var tries trialCopies
	for range len(d.Items) + 1 {
		i := -1
		for j, it := range d.Items {
			if it.Ingredient != nil && !done[it.Ingredient] && !rules.allows(it.Ingredient) {
				i = j
				break
			}
		}
		if i < 0 {
			break
		}
		it := d.Items[i]
		done[it.Ingredient] = true
		try := tries.clone(*d)
		if cs, fit, loss, err := try.swapFood(it.Ingredient, substitutesFor(it.Ingredient, rules)); err == nil && len(try.breaking(rules)) <= len(d.breaking(rules)) {
			why := rules.Breaks(it.Ingredient)
			for k := range cs {
				cs[k].Reason = joinNonEmpty("; ", "the stated rules do not allow "+it.Ingredient.Name+" ("+why+")", cs[k].Reason)
			}
			*d = try
			changes = append(changes, cs...)
			if loss != "" {
				lost = append(lost, fmt.Sprintf("with %s it is no longer %s", fit[0].Name, loss))
			}
			continue
		}
		tries.drop(try)
		if it.Optional || it.Ingredient.Is(RoleGarnish) && it.Grams <= 0.1*d.totalGrams() {
			changes = append(changes, Change{From: it.Text, To: "left out",
				Reason: fmt.Sprintf("the stated rules do not allow %s (%s) and nothing that keeps them does its part here", it.Ingredient.Name, rules.Breaks(it.Ingredient))})
			d.dropFood(i)
			continue
		}
		still = append(still, it.Display)
	}
	return changes, still, lost
}

func (d *Dish) totalGrams() float64 {
	var g float64
	for _, it := range d.Items {
		g += it.Grams
	}
	return g
}

// dropFood takes item i out of the list and out of every step: out of a list of foods
// ("the basil and parmesan" is "the basil"), else the clause or sentence that names it,
// else the step when nothing else is left of it.
func (d *Dish) dropFood(i int) {
	names := d.itemNames(i)
	byLengthDesc(names)
	d.removeItems([]int{i})
	var steps []Step
	for _, s := range d.Steps {
		text := s.Text
		for _, n := range names {
			text = dropNamed(text, n)
		}
		if strings.TrimSpace(text) == "" {
			continue
		}
		s.Text = text
		steps = append(steps, s)
	}
	for k := range steps {
		steps[k].Step = k + 1
	}
	d.Steps = steps
	d.lows = nil
}

// dropNamed takes name out of a step's text.
func dropNamed(text, name string) string {
	if !holdsPhrase(lowered(text), name) {
		return text
	}
	if t, ok := dropListed(text, name+" (if using)"); ok {
		return t // "the soy sauce (if using) and mayonnaise": the mayonnaise stays
	}
	if t, ok := dropListed(text, name); ok {
		return t
	}
	if t, ok := dropThen(text, name); ok {
		return t // "dip in the flour, then the egg, then the panko": the flour and egg stay
	}
	var keep []string
	for _, sentence := range splitSentences(text) {
		head, clauses := "", strings.Split(sentence, "; ")
		if k := strings.Index(clauses[0], ": "); k >= 0 {
			head, clauses[0] = clauses[0][:k+2], clauses[0][k+2:]
		}
		var kept []string
		for _, c := range clauses {
			if !holdsPhrase(lowered(c), name) {
				kept = append(kept, strings.TrimSuffix(c, "."))
			}
		}
		if len(kept) == 0 {
			continue
		}
		out := strings.Join(kept, "; ")
		if head != "" {
			out = head + out
		} else {
			out = strings.ToUpper(out[:1]) + out[1:]
		}
		keep = append(keep, out+".")
	}
	return strings.Join(keep, " ")
}

// splitSentences splits a step into its sentences, each without its trailing space.
func splitSentences(text string) []string {
	var out []string
	start := 0
	for k := 0; k < len(text); k++ {
		if (text[k] == '.' || text[k] == '!') && (k+1 == len(text) || text[k+1] == ' ') {
			out = append(out, strings.TrimSpace(text[start:k+1]))
			start = k + 1
		}
	}
	if rest := strings.TrimSpace(text[start:]); rest != "" {
		out = append(out, rest)
	}
	return out
}

// substitutesFor is Substitutes, falling back to those of the plain food a kind of it
// is a kind of (unsalted butter takes butter's stand-ins).
func substitutesFor(in *Ingredient, rules Rules) []Substitute {
	subs := Substitutes(in, rules)
	for _, k := range sortedIdeaKeys() {
		if len(subs) > 0 {
			break
		}
		if base, ok := Lookup(k); ok && base.Name == k && base != in && variantOf(base, in) {
			subs = Substitutes(base, rules)
		}
	}
	return subs
}

// sortedIdeaKeys is the substitute table's foods in order, sorted once: the table is
// written at start-up and never changed.
var sortedIdeaKeys = sync.OnceValue(func() []string {
	keys := make([]string, 0, len(substituteIdeas))
	for k := range substituteIdeas {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
})

// holdsPhrase reports whether low holds name (or its plural) as whole words.
func holdsPhrase(low, name string) bool {
	for from := 0; from < len(low); {
		k := strings.Index(low[from:], name)
		if k < 0 {
			return false
		}
		k += from
		end := k + len(name)
		if strings.HasPrefix(low[end:], "es") {
			end += 2
		} else if strings.HasPrefix(low[end:], "s") {
			end++
		}
		if (k == 0 || !isLetterAt(low, k-1)) && !isLetterAt(low, end) {
			return true
		}
		from = k + 1
	}
	return false
}

// soakSeeds lists the water that ground flaxseed or chia soaks in (3 tbsp a tablespoon)
// and puts the soaking before the first step that uses the mixture.
func (d *Dish) soakSeeds(seeds *Ingredient, mixture string, minutes int) {
	j := d.indexOf(seeds, nil)
	w, ok := seeds.UnitGrams("tbsp")
	if j < 0 || !ok || w <= 0 {
		return
	}
	tbsp := d.Items[j].Grams / w
	if d.Items[j].Unit == "tbsp" {
		tbsp = d.Items[j].Quantity
	}
	water := mustLookup("water")
	q := kitchenRound(3*tbsp, "tbsp")
	ww, _ := water.UnitGrams("tbsp")
	if ww <= 0 {
		ww = 15
	}
	amount := strings.TrimSpace(lineText(q, "tbsp", "", ""))
	prep := "for the " + mixture
	d.Items = append(d.Items, Item{Line: Line{Text: lineText(q, "tbsp", "water", prep), Quantity: q, Unit: "tbsp", Name: "water", Preparation: prep,
		Grams: round1(q * ww), Known: true, Ingredient: water, Matched: "water"}, Display: "water"})
	at := len(d.Steps)
	for s, st := range d.Steps {
		if holdsPhrase(d.lowOf(s, st.Text), mixture) {
			at = s
			break
		}
	}
	ground := ""
	if d.Items[j].Preparation == "ground" {
		ground = "ground "
	}
	text := fmt.Sprintf("Stir the %s%s into the %s water and leave it for %d minutes to thicken.", ground, seeds.Name, amount, minutes)
	d.insertStep(at, text)
	for _, st := range d.Steps {
		if st.Minutes > 0 {
			d.Steps[at].Minutes = 1 // stirred in a minute; it rests while the rest is done
			break
		}
	}
	d.lows = nil
}

// dropThen takes ", then the NAME" out of a run of coatings or additions, up to the next
// comma or full stop, and reports whether it did.
func dropThen(text, name string) (string, bool) {
	low := lowered(text)
	for _, p := range []string{", then the " + name, ", then " + name} {
		k := strings.Index(low, p)
		if k < 0 || isLetterAt(low, k+len(p)) && !strings.HasPrefix(low[k+len(p):], "s") {
			continue
		}
		end := k + len(p)
		if e := strings.IndexAny(low[end:], ",.;"); e >= 0 {
			end += e
		} else {
			end = len(low)
		}
		if strings.HasPrefix(low[end:], ", pressing the crumbs on") {
			// The crumbs pressed on were the food taken out.
			if e := strings.IndexAny(low[end+1:], ".;"); e >= 0 {
				end += 1 + e
			}
		}
		return text[:k] + text[end:], true
	}
	return text, false
}
