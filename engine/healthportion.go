package engine

import (
	"math"
	"strings"
)

// largerPortion is the factor a high-protein dish grows item's portion by: whole
// pieces (fillets, breasts, scallops) stay whole, rounded up to the next piece, and a
// portion already past 170 g a serving (a 12 oz steak each) is not grown at all.
func (it Item) largerPortion(factor float64, servings int) (float64, bool) {
	if it.Grams/float64(max(servings, 1)) >= 170 {
		return 0, false
	}
	if q := it.Quantity; q > 0 && (it.Unit == "" || it.Unit == "piece") {
		n := math.Ceil(q*factor - 0.01)
		if n <= q {
			n = q + 1
		}
		return n / q, true
	}
	return factor, true
}

// heatsItem reports whether some sentence of the steps that names item i cooks it: the
// oil of a pan, not the oil of a dressing or a pesto.
func (d *Dish) heatsItem(i int) bool {
	names := d.itemNames(i)
	if in := d.Items[i].Ingredient; in != nil && in.Category == "oils-vinegars" && strings.HasSuffix(in.Name, " oil") {
		names = append(names, "oil") // "heat the oil", "sear in the hot oil"
	}
	for _, s := range d.Steps {
		for _, sentence := range strings.Split(s.Text, ". ") {
			low := lowered(sentence)
			for _, n := range names {
				if strings.Contains(low, n) && isHeatStep(sentence) {
					return true
				}
			}
		}
	}
	return false
}
