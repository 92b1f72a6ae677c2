package engine

import (
	"strings"
)

// Cream cut for a lighter dairy in a sour sauce (tomatoes, wine, citrus, vinegar) must
// not be simmered there: skim milk curdles in it. Nonfat Greek yoghurt stirred in off the
// heat gives the body without the fat; where the steps cannot be rewritten so, evaporated
// milk, which holds in a gentle simmer, takes the cream's place.

// sourSauce reports whether the dish cooks with something sharp that splits lean dairy.
func (d *Dish) sourSauce() bool {
	for _, it := range d.Items {
		in := it.Ingredient
		if in == nil || it.Grams == 0 {
			continue
		}
		n := in.Name
		if in.Is(RoleAcid) || containsWord(n, "tomato") || containsWord(n, "tomatoes") || containsWord(n, "wine") ||
			containsWord(n, "vinegar") || containsWord(n, "tamarind") || containsWord(n, "lemon") || containsWord(n, "lime") {
			return true
		}
	}
	return false
}

// simmeredCream reports whether a swap puts a lean milk where cream simmered in a sour sauce.
func (d *Dish) simmeredCream(in *Ingredient, sw healthSwap) bool {
	return sw.to == "skim milk" && (in.Name == "heavy cream" || in.Name == "half-and-half") && d.sourSauce()
}

// stirInOffHeat takes the food named name out of the heat steps that cook it and stirs it
// in once the pan is off the heat, before the seasoning; it reports whether the steps
// could be rewritten so. d's steps must be its own.
func (d *Dish) stirInOffHeat(name string) bool {
	last := -1
	steps := append([]Step(nil), d.Steps...)
	for i, s := range steps {
		low := lowered(s.Text)
		if !strings.Contains(low, name) || offHeat(low) {
			continue
		}
		if !isHeatStep(s.Text) {
			return false
		}
		t, ok := dropListed(s.Text, name)
		if !ok {
			return false
		}
		steps[i].Text, last = t, i
	}
	if last < 0 {
		return false
	}
	stir := "stir in the " + name + " a spoonful at a time; do not let it boil again, or it will split"
	for i := last + 1; i < len(steps); i++ {
		if rest, ok := strings.CutPrefix(steps[i].Text, "Off the heat, "); ok {
			steps[i].Text = "Off the heat, " + stir + ". " + upperFirst(rest)
			d.Steps = steps
			return true
		}
	}
	at := last + 1
	for i := last + 1; i < len(steps); i++ {
		if isHeatStep(steps[i].Text) {
			at = i + 1
		}
	}
	d.Steps = steps
	d.insertStep(at, "Take the pan off the heat and "+stir+".")
	d.Steps[at].Minutes = 1
	return true
}

// dropListed takes name out of the list of foods a step adds, wherever it stands in it:
// "the tomatoes and cream" is "the tomatoes", "the cream and stock" is "the stock", "add
// bouillon cubes, thyme and salt" is "add thyme and salt", "thyme, bay and cubes" is
// "thyme and bay". It reports false where name is not one of a list, so the sentence
// that adds the rest of the list is never dropped with it.
func dropListed(text, name string) (string, bool) {
	low := lowered(text)
	for _, p := range []struct{ find, keep string }{
		{" and the " + name, ""}, {" and " + name, ""}, {", the " + name + " and ", " and "}, {", " + name + " and ", " and "},
		{"the " + name + " and ", "the "}, {name + " and ", ""},
		{", the " + name + ",", ","}, {", " + name + ",", ","}, {"the " + name + ", ", "the "}, {name + ", ", ""},
		{", the " + name + ".", "."}, {", " + name + ".", "."},
	} {
		i := strings.Index(low, p.find)
		if i < 0 || isLetterAt(low, i+len(p.find)) && !strings.HasSuffix(p.find, " ") || p.find[0] != ' ' && p.find[0] != ',' && isLetterAt(low, i-1) {
			continue
		}
		if strings.HasSuffix(p.find, ",") || strings.HasSuffix(p.find, ", ") {
			// A list goes on past the comma ("cubes, thyme and salt"); "a pinch of salt,
			// then cover" is no list.
			if next := listWord(strings.TrimLeft(low[i+len(p.find):], " ")); listEnds[next] {
				continue
			}
			if p.find[0] != ',' && !listStarts[lastWord(strings.TrimRight(low[:i], " "))] {
				continue
			}
		}
		out := text[:i] + p.keep + text[i+len(p.find):]
		if strings.HasPrefix(p.find, " and ") {
			// "thyme, bay leaves and cubes" is "thyme and bay leaves".
			start := strings.LastIndexAny(out[:i], ".;:") + 1
			if c := strings.LastIndex(out[start:i], ", "); c >= 0 {
				c += start
				out = out[:c] + " and " + out[c+2:]
			}
		}
		return out, true
	}
	return text, false
}

// listEnds are words after a comma that end a list of foods; listStarts, words before
// the first food of one.
var (
	listEnds   = map[string]bool{"then": true, "and": true, "or": true, "so": true, "until": true, "while": true, "stirring": true, "cover": true, "if": true, "about": true}
	listStarts = map[string]bool{"add": true, "in": true, "with": true, "combine": true, "plus": true, "mix": true, "whisk": true, "toss": true, "": true}
)

func listWord(s string) string {
	if i := strings.IndexAny(s, " ,.;:"); i >= 0 {
		return s[:i]
	}
	return s
}

func lastWord(s string) string {
	return s[strings.LastIndexAny(s, " ,.;:")+1:]
}

// swapSourCream swaps the cream of item i in a sour sauce for nonfat Greek yoghurt stirred
// in off the heat, or else for evaporated milk, using the Healthify swap; it reports
// whether either was made. owned is Healthify's copy-on-write mark, put back with the dish
// when the yoghurt is undone.
func (d *Dish) swapSourCream(i int, sw healthSwap, swap func(int, healthSwap) bool, changes *[]Change, owned *bool) bool {
	was, wasOwned, n := *d, *owned, len(*changes)
	unit, grams := d.Items[i].Unit, d.Items[i].Grams
	yog := sw
	yog.to = "nonfat greek yogurt"
	if swap(i, yog) {
		if d.stirInOffHeat(yog.to) {
			d.sameMeasure(i, unit, grams, &(*changes)[len(*changes)-1])
			(*changes)[len(*changes)-1].Reason += "; stirred in off the heat, as lean dairy boiled in a sharp sauce splits"
			return true
		}
		*d, *owned, *changes = was, wasOwned, (*changes)[:n]
	}
	ev := sw
	ev.to = "evaporated milk"
	if swap(i, ev) {
		d.sameMeasure(i, unit, grams, &(*changes)[len(*changes)-1])
		(*changes)[len(*changes)-1].Reason += "; it holds in a gentle simmer where skim milk would split in the sharp sauce"
		return true
	}
	return false
}

// namedFor reports whether the dish is named for the item's food: the paneer of a Matar
// Paneer, the feta of a feta bake, which a health cut must not trim.
func (d *Dish) namedFor(it Item) bool {
	if it.Ingredient == nil {
		return false
	}
	title := lowered(d.Name)
	for _, n := range append([]string{it.Ingredient.Name, lowered(it.Display)}, it.Ingredient.Aliases...) {
		if n != "" && containsWord(title, n) {
			return true
		}
	}
	return false
}

// sameMeasure restates a swapped line in the unit the cook measured the old food by
// ("3/4 cup greek yogurt" for 3/4 cup cream, not 180 g, nor a whole can of evaporated
// milk), weight for weight, where the new food has that unit.
func (d *Dish) sameMeasure(i int, unit string, grams float64, c *Change) {
	it := d.Items[i]
	if it.Ingredient == nil || unit == "" || grams == 0 {
		return
	}
	w, ok := it.Ingredient.UnitGrams(unit)
	if !ok || w <= 0 {
		return
	}
	q := kitchenRound(grams/w, unit)
	it.Quantity, it.Unit, it.Grams = q, unit, round1(q*w)
	it.Text = lineText(q, unit, it.Display, it.Preparation)
	d.Items[i] = it
	c.To = it.Text
}
