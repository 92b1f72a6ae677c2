package engine

import (
	"regexp"
	"strings"
)

// unitWords are the ways a step writes a line's unit: "4 tbsp", "4 tablespoons", "2 cups".
var unitWords = map[string][]string{
	"tbsp": {"tablespoons", "tablespoon", "tbsp"}, "tsp": {"teaspoons", "teaspoon", "tsp"},
	"cup": {"cups", "cup"}, "g": {"g", "grams"}, "oz": {"ounces", "ounce", "oz"}, "lb": {"pounds", "pound", "lbs", "lb"},
	"ml": {"ml"}, "kg": {"kg"},
}

// scaleStepAmounts rewrites the amounts of item i that the steps state ("Melt 4 tbsp
// butter", "the remaining 2 tbsp butter", "3 cups of the cheddar") after the line went
// from was to its amount now in the same unit, so the steps add up to the list again.
func (d *Dish) scaleStepAmounts(i int, was float64) {
	it := d.Items[i]
	words := unitWords[it.Unit]
	if it.Ingredient == nil || was <= 0 || it.Quantity <= 0 || it.Quantity == was || len(words) == 0 {
		return
	}
	factor := it.Quantity / was
	names := d.itemNames(i)
	if len(names) == 0 {
		return
	}
	byLengthDesc(names)
	quoted := make([]string, len(names))
	for k, n := range names {
		quoted[k] = regexp.QuoteMeta(n)
	}
	re, err := regexp.Compile(`(?i)\b(\d+ \d+/\d+|\d+/\d+|\d+(?:\.\d+)?) (` + strings.Join(words, "|") + `)\b( (?:of )?(?:the )?(?:` + strings.Join(quoted, "|") + `)\b)`)
	if err != nil {
		return
	}
	for s := range d.Steps {
		t := d.Steps[s].Text
		n := re.ReplaceAllStringFunc(t, func(m string) string {
			sub := re.FindStringSubmatch(m)
			q, k := readAmount(strings.Fields(sub[1]))
			if k == 0 || q <= 0 {
				return m
			}
			amount := strings.TrimSpace(lineText(kitchenRound(q*factor, it.Unit), it.Unit, "", ""))
			return amount + sub[3]
		})
		if n != t {
			d.Steps[s].Text = n
		}
	}
}

// cheeseDish reports whether the dish is named for its cheese, by the cheese's name or
// as a cheese dish ("Mac and Cheese", "Cheese Toastie"): it keeps that cheese.
func (d *Dish) cheeseDish(it Item) bool {
	return it.Ingredient != nil && it.Ingredient.Is(RoleCheese) && (d.namedFor(it) || containsWord(strings.ToLower(d.Name), "cheese") || containsWord(strings.ToLower(d.Name), "cheesy"))
}
