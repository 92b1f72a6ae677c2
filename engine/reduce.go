package engine

import (
	"fmt"
	"math"
)

// reduceRate is the millilitres a minute a wine or stock loses boiled hard in a wide
// pan: a glass (250 ml) halves in about 5 minutes, a bottle (750 ml) in about 15.
const reduceRate = 25.0

// halvedIn is how long boiling ml of a liquid down by half takes, as a step says it:
// "2–3 minutes" for a splash, "13–17 minutes" for a bottle. It follows the volume, not
// the dish.
func halvedIn(ml float64) (text string, minutes int) {
	gone := ml / 2
	lo := max(2, int(math.Round(gone/(reduceRate*1.15))))
	hi := max(lo+1, int(math.Ceil(gone/(reduceRate*0.9))))
	return fmt.Sprintf("%d–%d minutes", lo, hi), hi
}

// wineHalvedIn is halvedIn of a part; wine weighs about a gram a millilitre.
func wineHalvedIn(p *part) (string, int) {
	return halvedIn(p.grams)
}

// bigHalving is how long a big batch's splash of wine or stock takes to boil down by
// half, by its volume: a litre of wine for two dozen takes a quarter of an hour, not
// two minutes. A pan for six or fewer keeps the technique's own words and minutes.
func (d *dish) bigHalving(ps []*part, text string, minutes int) (string, int) {
	if d.servings <= 6 {
		return text, minutes
	}
	ml := 0.0
	for _, p := range ps {
		ml += p.grams
	}
	if t, m := halvedIn(ml); m > minutes {
		return t, m
	}
	return text, minutes
}

// potToBoil is the minutes a pot's liquid takes to come back to the boil once it is
// poured over the hot vegetables: about 5 for a pot for four, two and a half a litre
// for a big batch (ten litres of broth for two dozen take a good 25 minutes).
func (d *dish) potToBoil() int {
	if d.servings <= 6 {
		return 5
	}
	g := 0.0
	for _, p := range d.liquids {
		g += p.grams
	}
	return max(5, int(math.Round(2.5*g/1000)))
}
