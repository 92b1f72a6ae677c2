package engine

import (
	"fmt"
	"strings"
)

// saltyServing is the sodium a serving past which a low-sodium dish keeps no salt in the
// pot: about a quarter of a day's 2300 mg in one plate.
const saltyServing = 600

// saltAtTable moves the salt of item i out of the pot and onto the table where a
// low-sodium dish is still salty without it (a soup on bought broth): a pinch a plate,
// after tasting, is all of the salt the line keeps. A dish with flour or a raising agent
// keeps its salt in the dough, which needs it; it reports false there, and where the dish
// is light enough for the usual cut.
func (d *Dish) saltAtTable(i int, focus string) (Change, bool) {
	it := d.Items[i]
	if d.Servings <= 0 || it.Grams <= 0 {
		return Change{}, false
	}
	for _, o := range d.Items {
		if o.Ingredient != nil && o.Ingredient.Is(RoleBaking) {
			return Change{}, false
		}
	}
	n := d.nutrition().Total.Sodium
	salt := it.Grams * it.Ingredient.Per100g.Sodium / 100
	if (n-salt*0.6)/float64(d.Servings) <= saltyServing {
		return Change{}, false // the usual cut brings it down
	}
	before := it.Text
	names := d.itemNames(i)
	byLengthDesc(names)
	steps := make([]Step, 0, len(d.Steps))
	for _, st := range d.Steps {
		was := st.Text
		for _, w := range names {
			st.Text = dropNamed(st.Text, w)
		}
		if d.losesFood(i, was, st.Text) {
			st.Text = was // the sentence adds more than salt: the pinch stays in it
		}
		if strings.TrimSpace(st.Text) != "" {
			st.Step = len(steps) + 1
			steps = append(steps, st)
		}
	}
	d.Steps = steps
	// A pinch a plate: about 1/4 g, 100 mg of sodium.
	if g := 0.25 * float64(d.Servings); g < it.Grams {
		p := &part{in: it.Ingredient, grams: g, prep: "at the table", role: roleFor(it.Ingredient)}
		d.Items[i].Quantity, d.Items[i].Unit, d.Items[i].Grams = p.measure()
	}
	d.Items[i].Preparation = "at the table"
	d.Items[i].Text = d.Items[i].relined()
	last := len(d.Steps) - 1
	if last < 0 {
		return Change{}, false
	}
	d.Steps[last].Text = strings.TrimSpace(d.Steps[last].Text + " Taste before salting: at the table, a pinch of the salt a plate is plenty.")
	d.lows = nil
	return Change{From: before, To: d.Items[i].Text, Reason: fmt.Sprintf("%s: even without salt it has about %.0f mg of sodium a serving, so none goes into the pot; a pinch a plate at the table, after tasting",
		focus, (n-salt)/float64(d.Servings))}, true
}

// losesFood reports whether a step rewritten from was to now, to take item skip out of
// it, no longer names another item that was names: a sentence that salts the vegetables
// as it tosses them is not dropped for its salt.
func (d *Dish) losesFood(skip int, was, now string) bool {
	if was == now {
		return false
	}
	lw, ln := strings.ToLower(was), strings.ToLower(now)
	for j := range d.Items {
		if j == skip {
			continue
		}
		for _, n := range d.itemNames(j) {
			n = strings.ToLower(n)
			if holdsPhrase(lw, n) && !holdsPhrase(ln, n) {
				return true
			}
		}
	}
	return false
}
