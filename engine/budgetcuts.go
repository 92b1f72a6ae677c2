package engine

import (
	"fmt"
	"strings"
)

// The table cooks a dear cut as the cut it cooks like: a tenderloin, a ribeye and a
// strip are all seared as a sirloin steak, a rack of lamb as lamb chops. They do not
// cost the same. A line that names the dear cut is priced as that cut (USD a kg, a
// typical US supermarket), and budgetify can buy the everyday cut instead.
var cutPrices = map[string][]cutPrice{
	"sirloin steak": {{"filet mignon", 62}, {"tenderloin", 58}, {"beef fillet", 58}, {"fillet steak", 58},
		{"ribeye", 33}, {"rib-eye", 33}, {"rib eye", 33}, {"new york strip", 31}, {"strip steak", 29}, {"striploin", 29},
		{"porterhouse", 29}, {"t-bone", 29}},
	"tenderloin steak": {{"filet mignon", 62}}, // ribeye, strip, T-bone and fillet are foods of their own, priced in the table
	"lamb chops":       {{"rack of lamb", 44}, {"racks of lamb", 44}, {"lamb rack", 44}, {"french-trimmed", 44}},
}

type cutPrice struct {
	word  string
	price float64
}

// linePrice is what a kg of the line's food costs: the dear cut its text names, or the
// table's price.
func linePrice(in *Ingredient, text string) float64 {
	cuts := cutsOf(in)
	if len(cuts) == 0 || text == "" {
		return in.PricePerKg
	}
	low := lowered(text)
	for _, c := range cuts {
		if strings.Contains(low, c.word) {
			return c.price
		}
	}
	return in.PricePerKg
}

// cutsOf is cutPrices[in.Name], read by id for a food of the table (looked up once, at
// init: the cost of a dish asks it of every line many times).
func cutsOf(in *Ingredient) []cutPrice {
	if in.id < len(tableCuts) && table[in.id] == in {
		return tableCuts[in.id]
	}
	return cutPrices[in.Name]
}

var tableCuts = func() [][]cutPrice {
	out := make([][]cutPrice, len(table))
	for id, in := range table {
		out[id] = cutPrices[in.Name]
	}
	return out
}()

// lineCost is what grams of the line's food cost.
func lineCost(in *Ingredient, grams float64, text string) float64 {
	return linePrice(in, text) * grams / 1000
}

// dearCut reports the dear cut item i names ("ribeye"), or "".
func (d *Dish) dearCut(i int) string {
	it := d.Items[i]
	if it.Ingredient == nil {
		return ""
	}
	low := lowered(it.Text + " " + it.Display)
	for _, c := range cutsOf(it.Ingredient) {
		if strings.Contains(low, c.word) {
			return c.word
		}
	}
	return ""
}

// doubledName reports whether a swap to the food made some step name it twice in one
// clause where it did not before: butter swapped for oil beside the oil a step already
// heats reads "heat the oil and 1 tbsp vegetable oil".
func doubledName(before, after []Step, to *Ingredient) bool {
	head := to.Name
	if i := strings.LastIndexByte(head, ' '); i >= 0 {
		head = head[i+1:]
	}
	if len(after) != len(before) {
		return false
	}
	title := head
	if head != "" && 'a' <= head[0] && head[0] <= 'z' {
		title = string(head[0]-'a'+'A') + head[1:]
	}
	for s := range after {
		if t := after[s].Text; strings.Count(t, head)+strings.Count(t, title) < 2 {
			continue // named once at most: nothing doubled
		}
		if after[s].Text != before[s].Text && doubledClauses(before[s].Text, after[s].Text, head) {
			return true
		}
	}
	return false
}

// doubledClauses reports whether a clause of the step names the word twice or more
// after the swap where it named it, as another food, before: a clause that only
// spoke of the old food ("brush the salmon ... until the salmon is opaque") may name
// the new one twice.
func doubledClauses(before, after, word string) bool {
	split := func(t string) []string {
		return strings.FieldsFunc(lowered(t), func(r rune) bool { return r == '.' || r == ';' || r == ':' })
	}
	b, a := split(before), split(after)
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if n := countWord(a[k], word); n >= 2 && n > countWord(b[k], word) && countWord(b[k], word) >= 1 {
			return true
		}
	}
	return false
}

// countWord counts the places word stands in text with no letter on either side.
func countWord(text, word string) int {
	n := 0
	for i := 0; ; {
		k := strings.Index(text[i:], word)
		if k < 0 {
			return n
		}
		at, end := i+k, i+k+len(word)
		if (at == 0 || !wordByte(text[at-1])) && (end == len(text) || !wordByte(text[end]) || text[end] == 's' && (end+1 == len(text) || !wordByte(text[end+1]))) {
			n++
		}
		i = at + 1
	}
}

// withoutEachWeight drops the size of each piece from a preparation ("12 oz each"),
// which no longer holds once the amount changes.
func withoutEachWeight(prep string) string {
	var keep []string
	for _, p := range strings.Split(prep, ",") {
		p = strings.TrimSpace(p)
		if strings.HasSuffix(p, " each") && strings.ContainsAny(p, "0123456789") {
			continue
		}
		if p != "" {
			keep = append(keep, p)
		}
	}
	return strings.Join(keep, ", ")
}

// budgetRest says, for a target the dish cannot reach, where the rest of the cost is:
// the two dearest lines a serving, and what leaving out the optional ones would save.
func (d *Dish) budgetRest() string {
	n := float64(max(d.Servings, 1))
	first, second := -1, -1
	optional := 0.0
	var optNames []string
	for i, it := range d.Items {
		if it.Ingredient == nil || it.Grams <= 0 {
			continue
		}
		c := lineCost(it.Ingredient, it.Grams, it.Text)
		if strings.Contains(it.Text, "optional") && (it.Ingredient.Category == "herbs" || it.Ingredient.Is(RoleGarnish)) {
			// An optional garnish is the first thing a cook on a budget leaves out.
			optional += c
			optNames = append(optNames, it.Ingredient.Name)
			continue
		}
		switch {
		case first < 0 || c > lineCost(d.Items[first].Ingredient, d.Items[first].Grams, d.Items[first].Text):
			first, second = i, first
		case second < 0 || c > lineCost(d.Items[second].Ingredient, d.Items[second].Grams, d.Items[second].Text):
			second = i
		}
	}
	out := ""
	if first >= 0 {
		part := func(i int) string {
			it := d.Items[i]
			return fmt.Sprintf("the %s ($%.2f a serving)", it.Ingredient.Name, lineCost(it.Ingredient, it.Grams, it.Text)/n)
		}
		out = " Most of what is left is " + part(first)
		if second >= 0 {
			out += " and " + part(second)
		}
		out += ": less of them, or a cheaper cut or brand, is what would close the gap."
	}
	if optional/n >= 0.05 {
		out += fmt.Sprintf(" Leaving out the optional %s saves $%.2f a serving more.", joinAnd(optNames), optional/n)
	}
	return out
}
