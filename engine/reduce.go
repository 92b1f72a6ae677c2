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
