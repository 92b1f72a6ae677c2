package engine

import (
	"fmt"
	"math"
	"strings"
)

// Pans that hold the food: a skillet sized to the servings, a second baking sheet or
// dish when one would be crowded, a stockpot for a big batch of soup; and meat browned
// in batches when one pan cannot hold it in a single layer.

// panBatches is how many batches a pan of pieces takes: four servings fit a 30 cm
// (12 in) skillet in one layer.
func (d *dish) panBatches() int {
	return max(1, int(math.Ceil(d.servings/4)))
}

// sizeEquipment names pans by what they must hold.
func (d *dish) sizeEquipment() {
	n := d.servings
	sheets := d.sheetsUsed(int(math.Ceil(n / 4)))
	for i, e := range d.equipment {
		switch {
		case e == "large skillet" || e == "large skillet with lid" || e == "skillet":
			size := "30 cm (12 in) skillet"
			if n <= 2 {
				size = "25 cm (10 in) skillet"
			}
			if strings.HasSuffix(e, "with lid") {
				size += " with lid"
			}
			d.equipment[i] = size
		case e == "rimmed baking sheet" && sheets > 1:
			d.equipment[i] = fmt.Sprintf("%d rimmed baking sheets", min(sheets, 4))
		case e == "23 x 33 cm (9 x 13 in) baking dish" && n > 8:
			d.equipment[i] = fmt.Sprintf("%d baking dishes, 23 x 33 cm (9 x 13 in)", int(math.Ceil(n/8)))
		case (e == "large pot" || e == "Dutch oven or heavy pot with lid") && n > 8:
			d.equipment[i] = "large stockpot (8 L / 8 qt) with lid"
		}
	}
}

// bigPans are the saucepans a cook trades up for a big batch: past eight servings a
// heavy saucepan cannot hold the rice and its liquid (kedgeree for 19 is 1.3 kg of
// rice and two and a half litres of water), a small pan not the eggs, a saucepan not
// the potatoes. The pairs are what the steps and the equipment say, and what they say
// instead; a pan already sized ("small heavy saucepan" for caramel, "saucepan just big
// enough to hold the fruit") keeps its words.
var bigPans = newPhrases(
	"small heavy saucepan", "small heavy saucepan",
	"saucepan just big enough", "saucepan just big enough",
	"wide heavy saucepan", "wide heavy casserole (Dutch oven)",
	"heavy saucepan", "large heavy casserole (Dutch oven)",
	"medium saucepan", "large saucepan",
	"small saucepan", "medium saucepan",
	"small pan of", "large saucepan of",
	" a saucepan", " a large saucepan",
	" the saucepan", " the large saucepan",
	"(\"saucepan", "(\"large saucepan",
)

// biggestPans goes a size up again past 14 servings: a large saucepan holds about 5
// litres; the potatoes or pasta for 20 want a stockpot.
var biggestPans = newPhrases(
	"large saucepan", "large pot",
)

// biggestPansListed is biggestPans as the equipment names the pot, with its size.
var biggestPansListed = newPhrases(
	"large saucepan", "large pot (8 L / 8 qt)",
)

// sizeBigBatch writes the pans of a big batch into the steps and the equipment.
func (d *dish) sizeBigBatch() {
	if d.servings <= 8 {
		return
	}
	// A sweet bake's batter for sixteen melts in a large saucepan, not an 8-litre pot.
	biggest := d.servings > 14 && (d.form.method != "sweet" || d.batchGrams() > 4000)
	bigPot := false // a step other than a bain-marie asks for a saucepan or pot
	for _, s := range d.steps {
		if !bainMarie(s.Text) && (strings.Contains(s.Text, "saucepan") || strings.Contains(s.Text, " pot")) {
			bigPot = true
		}
	}
	swap := func(s string) string {
		if !strings.Contains(s, "pan") || bainMarie(s) {
			return s // the bowl over simmering water sits on a medium pan however much it melts
		}
		s = bigPans.Replace(s)
		if biggest {
			s = biggestPans.Replace(s)
		}
		return s
	}
	for i := range d.steps {
		d.steps[i].Text = swap(d.steps[i].Text)
	}
	for i, e := range d.equipment {
		switch {
		case !bigPot && strings.Contains(e, "saucepan"):
			continue // the pan under the chocolate's bowl holds an inch of water, not the batch
		case e == "saucepan" || strings.HasPrefix(e, "saucepan with"):
			e = "large " + e
		default:
			e = bigPans.Replace(" " + e)[1:]
		}
		if biggest {
			e = biggestPansListed.Replace(e)
		}
		d.equipment[i] = e
	}
	d.equipment = countPots(d.equipment)
}

// bainMarie reports whether a step melts in a bowl over simmering water: the pan under
// it holds a few centimetres of water at any batch size, never an 8-litre pot.
func bainMarie(s string) bool {
	return strings.Contains(s, "simmering water")
}

// countPots lists each size of pot once with how many the cook needs: two pans traded
// up to the same stockpot (the rice's and the broth's) are "2 large pots (8 L / 8 qt),
// one with a lid", not the same line twice.
func countPots(eq []string) []string {
	at := map[string]int{} // a pot's name, without its lid, to its line in out
	n, lids := map[string]int{}, map[string]int{}
	var out []string
	for _, e := range eq {
		base, lid := strings.CutSuffix(e, " with lid")
		if lid {
			lids[base]++
		}
		n[base]++
		if _, ok := at[base]; ok {
			continue
		}
		at[base] = len(out)
		out = append(out, e)
	}
	for base, i := range at {
		if n[base] < 2 {
			continue
		}
		name := plural(base)
		if j := strings.Index(base, " ("); j > 0 {
			name = plural(base[:j]) + base[j:] // "large pots (8 L / 8 qt)"
		}
		switch l := lids[base]; {
		case l == 0:
			out[i] = fmt.Sprintf("%d %s", n[base], name)
		case l == n[base]:
			out[i] = fmt.Sprintf("%d %s with lids", n[base], name)
		case l == 1:
			out[i] = fmt.Sprintf("%d %s, one with a lid", n[base], name)
		default:
			out[i] = fmt.Sprintf("%d %s, %d with lids", n[base], name, l)
		}
	}
	return out
}
