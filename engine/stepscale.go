package engine

import (
	"regexp"
	"strings"
	"sync"
)

// unitWords are the ways a step writes a line's unit: "4 tbsp", "4 tablespoons", "2 cups".
var unitWords = map[string][]string{
	"tbsp": {"tablespoons", "tablespoon", "tbsp"}, "tsp": {"teaspoons", "teaspoon", "tsp"},
	"cup": {"cups", "cup"}, "g": {"g", "grams"}, "oz": {"ounces", "ounce", "oz"}, "lb": {"pounds", "pound", "lbs", "lb"},
	"ml": {"ml"}, "kg": {"kg"},
}

// volumeWords are the words of the cup and the spoons, and volumeUnit the unit each names.
var (
	volumeWords = []string{"tablespoons", "tablespoon", "tbsp", "teaspoons", "teaspoon", "tsp", "cups", "cup"}
	volumeUnit  = map[string]string{"tablespoons": "tbsp", "tablespoon": "tbsp", "tbsp": "tbsp",
		"teaspoons": "tsp", "teaspoon": "tsp", "tsp": "tsp", "cups": "cup", "cup": "cup"}
)

// scaleStepAmounts rewrites the amounts of item i that the steps state ("Melt 4 tbsp
// butter", "the remaining 2 tbsp butter", "3 cups of the cheddar") after the line went
// from was to its amount now in the same unit (a cup's spoons scaled as it was), so the
// steps add up to the list again.
func (d *Dish) scaleStepAmounts(i int, was float64) {
	it := d.Items[i]
	words := unitWords[it.Unit]
	if it.Unit == "cup" || it.Unit == "tbsp" || it.Unit == "tsp" {
		// A line in cups is spooned out by the tablespoon ("7 tbsp of the oil" of 1/2 cup):
		// each spoon the steps state is scaled in its own measure.
		words = volumeWords
	}
	if it.Ingredient == nil || was <= 0 || it.Quantity <= 0 || it.Quantity == was || len(words) == 0 {
		return
	}
	factor := it.Quantity / was
	lows := d.unitSteps(words)
	if len(lows) == 0 {
		return // no step states an amount in the unit: the item's names are not wanted
	}
	names := d.itemNames(i)
	if len(names) == 0 {
		return
	}
	if !namesAnyIn(lows, names) {
		return // no step states an amount of it: nothing to compile a pattern for
	}
	byLengthDesc(names)
	quoted := make([]string, len(names))
	for k, n := range names {
		quoted[k] = regexp.QuoteMeta(n)
	}
	re, err := amountPattern(`(?i)\b(\d+ \d+/\d+|\d+/\d+|\d+(?:\.\d+)?) (` + strings.Join(words, "|") + `)\b( (?:of )?(?:the )?(?:` + strings.Join(quoted, "|") + `)\b)`)
	if err != nil {
		return
	}
	sibling := false // another line of the same food: only this line's own amount is its
	for j, o := range d.Items {
		sibling = sibling || j != i && o.Ingredient == it.Ingredient
	}
	owned := false
	for s := range d.Steps {
		t := d.Steps[s].Text
		n := re.ReplaceAllStringFunc(t, func(m string) string {
			sub := re.FindStringSubmatch(m)
			q, k := readAmount(strings.Fields(sub[1]))
			if k == 0 || q <= 0 || sibling && q != was {
				return m // "melt 3 tbsp butter" is the roux's, not the crumb's 2 tbsp (review 43 #36)
			}
			unit := it.Unit
			if u, ok := volumeUnit[strings.ToLower(sub[2])]; ok {
				unit = u
			}
			amount := strings.TrimSpace(lineText(kitchenRound(q*factor, unit), unit, "", ""))
			return amount + sub[3]
		})
		if n != t {
			if !owned {
				// The steps may still be the caller's (a transform that copied only its
				// items): rewrite a copy, never the input recipe.
				d.Steps, owned = append([]Step(nil), d.Steps...), true
			}
			d.Steps[s].Text = n
		}
	}
}

// cheeseDish reports whether the dish is named for its cheese, by the cheese's name or
// as a cheese dish ("Mac and Cheese", "Cheese Toastie"): it keeps that cheese.
func (d *Dish) cheeseDish(it Item) bool {
	return it.Ingredient != nil && it.Ingredient.Is(RoleCheese) && (d.namedFor(it) || containsWord(lowered(d.Name), "cheese") || containsWord(lowered(d.Name), "cheesy"))
}

// stepsMayState reports whether some step could state an amount of the item: it holds
// a digit, one of the unit's words and one of the item's names, in any case. Only then
// is the pattern that rewrites the amounts worth compiling.
func (d *Dish) stepsMayState(words, names []string) bool {
	return namesAnyIn(d.unitSteps(words), names)
}

// unitSteps are the lowered texts of the steps that hold a digit and one of the unit's
// words: the only steps that may state an amount in that unit.
func (d *Dish) unitSteps(words []string) []string {
	var lows []string
	for si, st := range d.Steps {
		t := st.Text
		if strings.IndexAny(t, "0123456789") < 0 {
			continue
		}
		low := d.lowOf(si, t)
		for _, w := range words {
			if strings.Contains(low, w) {
				lows = append(lows, low)
				break
			}
		}
	}
	return lows
}

// namesAnyIn reports whether one of the lowered texts holds one of the names, in any case.
func namesAnyIn(lows, names []string) bool {
	for _, low := range lows {
		for _, n := range names {
			if strings.Contains(low, lowered(n)) {
				return true
			}
		}
	}
	return false
}

// amountPatterns keeps the patterns compiled for recent items: the same recipe, or the
// same food in the same unit, is scaled again and again. It is emptied when it grows
// past its bound, so odd names sent by clients cannot fill memory.
var amountPatterns struct {
	sync.Mutex
	m map[string]*regexp.Regexp
}

func amountPattern(src string) (*regexp.Regexp, error) {
	amountPatterns.Lock()
	re := amountPatterns.m[src]
	amountPatterns.Unlock()
	if re != nil {
		return re, nil
	}
	re, err := regexp.Compile(src)
	if err != nil {
		return nil, err
	}
	amountPatterns.Lock()
	if amountPatterns.m == nil || len(amountPatterns.m) >= 512 {
		amountPatterns.m = map[string]*regexp.Regexp{}
	}
	amountPatterns.m[src] = re
	amountPatterns.Unlock()
	return re, nil
}
