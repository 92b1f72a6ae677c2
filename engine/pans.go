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
	sheets := int(math.Ceil(n / 4))
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
