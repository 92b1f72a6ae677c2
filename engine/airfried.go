package engine

import (
	"fmt"
	"math"
	"regexp"
	"strings"
)

// crumbedRound is what an air fryer's basket holds of crumbed or battered pieces in one
// layer with room between them: about 450 g; packed closer they steam, not crisp.
const crumbedRound = 450

// friedLoad is the grams of food a frying step fries: the foods it names, or where it
// names none ("fry in batches"), the dish's biggest meat, fish or vegetable.
func (d *Dish) friedLoad(text string) float64 {
	low := lowered(text)
	var named, biggest float64
	for i, it := range d.Items {
		in := it.Ingredient
		if in == nil || it.Grams <= 0 {
			continue
		}
		switch in.Category {
		case "meat", "poultry", "seafood", "produce", "dairy", "frozen":
		default:
			continue
		}
		if in.Category != "dairy" || in.Is(RoleCheese) {
			biggest = math.Max(biggest, it.Grams)
		}
		for _, n := range d.itemNames(i) {
			if holdsPhrase(low, n) {
				named += it.Grams
				break
			}
		}
	}
	if named > 0 {
		return named
	}
	return biggest
}

// airFryClause is what a frying clause becomes in the air fryer: sprayed or brushed
// with oil, 200°C, one layer, turned halfway, and the rounds counted where the basket
// takes the food in more than one (review 36 #38). It returns the clause and the
// minutes of all the rounds.
func airFryClause(load float64, m int, inside string) (string, int) {
	rounds := max(1, int(math.Ceil(load/crumbedRound)))
	if rounds < 2 {
		return fmt.Sprintf("air-fry at %s in a single layer, sprayed or lightly brushed with oil, for %d minutes, turning halfway, until golden and cooked through%s.", temp(200), m, inside), m
	}
	per := int(math.Round(load/float64(rounds)/10)) * 10
	return fmt.Sprintf("air-fry at %s in %d rounds of about %d g, each in a single layer, sprayed or lightly brushed with oil, for %d minutes a round, turning halfway, until golden and cooked through%s; keep each cooked round warm, uncovered, while the next cooks.",
		temp(200), rounds, per, m, inside), m * rounds
}

// withoutOilHeat drops the clause that heated a pot of oil from a sentence now cooked
// another way: "Heat the oil to 350F in a deep pot and air-fry at 200°C ..." is
// "Air-fry at 200°C ...".
func withoutOilHeat(text string) string {
	for _, clause := range []string{" and air-fry at ", " and bake on a lined baking sheet", ", then air-fry at ", ", then bake on a lined baking sheet"} {
		low := lowered(text)
		k := strings.Index(low, clause)
		if k < 0 {
			continue
		}
		start := strings.LastIndex(low[:k], ". ") + 2
		if start == 1 {
			start = 0
		}
		head := low[start:k]
		if !strings.Contains(head, "heat") || !strings.Contains(head, "oil") {
			continue
		}
		rest := strings.TrimPrefix(strings.TrimPrefix(text[k:], ","), " and ")
		rest = strings.TrimPrefix(rest, " then ")
		text = text[:start] + upperFirst(strings.TrimSpace(rest))
	}
	return text
}

// drainThenServe is a fried food drained before it is served: "Drain on a rack and
// serve with ...".
var drainThenServe = regexp.MustCompile(`(?i)\bdrain(?: well)?(?: briefly)? on (?:a |the )?(?:wire rack|rack|paper towels?|kitchen paper|paper towel-lined plate|plate lined with paper towels|absorbent paper)(?:,)? (?:and|then) (serve)`)

// drainOn is the draining left where nothing is served after it.
var drainOn = regexp.MustCompile(`(?i)\bdrain(?: well)?(?: briefly)? on (?:a |the )?(?:wire rack|rack|paper towels?|kitchen paper|paper towel-lined plate|plate lined with paper towels|absorbent paper)`)

// undrain rewrites draining for food that was not fried in a pot of oil: it is served
// at once, or rests a few minutes.
func undrain(text string) string {
	if !strings.Contains(lowered(text), "drain") {
		return text
	}
	text = drainThenServe.ReplaceAllStringFunc(text, func(m string) string {
		return upperIf(m[0], "serve")
	})
	return drainOn.ReplaceAllStringFunc(text, func(m string) string { return upperIf(m[0], "rest for 5 minutes") })
}
