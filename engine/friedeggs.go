package engine

import (
	"fmt"
	"math"
)

// eggsAPan is how many eggs a large skillet fries at once with room to spread.
const eggsAPan = 6

// friedEggRounds is how many rounds a skillet needs to fry the part's eggs.
func friedEggRounds(eggs *part) int {
	if eggs == nil {
		return 1
	}
	each, ok := eggs.in.UnitGrams("piece")
	if !ok {
		each = 44
	}
	n := math.Round(eggs.grams / each)
	return max(1, int(math.Ceil(n/eggsAPan)))
}

// fryEggsText is the end of a sentence that fries the part's eggs ("crack in the eggs
// and fry …"), in rounds of six where one skillet cannot hold them all, and the minutes
// it takes: 46 eggs for a crowd never go into one pan at once.
func fryEggsText(eggs *part) (string, int) {
	rounds := friedEggRounds(eggs)
	if rounds == 1 {
		return fmt.Sprintf("crack in the %s and fry until the whites are set and the yolks still runny, 3–4 minutes", plural(eggs.name())), 4
	}
	return fmt.Sprintf("crack in the %s %d at a time and fry until the whites are set and the yolks still runny, 3–4 minutes a round (%d rounds), keeping each round warm on a plate", plural(eggs.name()), eggsAPan, rounds), 4 * rounds
}
