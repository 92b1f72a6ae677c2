package engine

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// When two parts of a dish draw on one line (a crumble's topping and its custard, a
// marinade and a sauce), the steps never take more than the line holds: after a step
// takes "the rest of the sugar", no later step takes an amount of it. Cook review: a
// crumble served with custard ran out of sugar.
func TestTwoPartsShareALine(t *testing.T) {
	n := 800
	if testing.Short() || raceEnabled {
		n = 200
	}
	reqs := randomRequests(23, 9, n, sharedLineRequests...)
	for i, req := range reqs {
		rec, ok := generated(t, i, req)
		if !ok {
			continue
		}
		if msg := drawsPastTheRest(rec); msg != "" {
			t.Errorf("request %d %v: %s\n%s", i, req.Pantry, msg, recipeText(rec))
		}
	}
}

// sharedLineRequests are pantries whose dishes make two things of one food.
var sharedLineRequests = []Request{
	{Pantry: strings.Split("apples, flour, butter, sugar, custard powder, milk", ", "), Servings: 4, Meal: "dessert"},
	{Pantry: strings.Split("rhubarb, plain flour, butter, brown sugar, custard powder, whole milk", ", "), Servings: 6, Meal: "dessert"},
	{Pantry: strings.Split("frozen berries, rolled oats, flour, butter, sugar, custard powder, milk", ", "), Servings: 2, Meal: "dessert"},
	{Pantry: strings.Split("pears, self-raising flour, butter, sugar, custard powder, oat milk", ", "), Servings: 8, Meal: "dessert", TimeAvailable: 50},
	{Pantry: strings.Split("chicken thighs, soy sauce, honey, garlic, rice", ", "), Servings: 4},
	{Pantry: strings.Split("salmon, lemon, olive oil, couscous, parsley", ", "), Servings: 3},
}

// amountOfThe is a step taking a stated amount of a line: "1 tbsp (12 g) of the sugar".
var amountOfThe = regexp.MustCompile(`\b(?:\d+(?: \d/\d)?|\d/\d) (?:tsp|tbsp|cups?|g)(?: \(\d+ g\))? of the $`)

func drawsPastTheRest(rec *Recipe) string {
	for _, l := range rec.Ingredients {
		name := strings.ToLower(l.Name)
		restAt := -1
		for _, sh := range sharesOf(rec.Instructions, name) {
			if restAt >= 0 && sh.step > restAt {
				text := strings.ToLower(rec.Instructions[sh.step].Text)
				lead := text[max(0, sh.end-len(name)-40) : sh.end-len(name)]
				if sh.kind == shareAmount || sh.kind == shareHalf || sh.kind == shareAllBut || amountOfThe.MatchString(lead) {
					return fmt.Sprintf("step %d took the rest of the %s, step %d takes more of it", restAt+1, name, sh.step+1)
				}
			}
			after := strings.ToLower(rec.Instructions[sh.step].Text[sh.end:])
			if i := strings.IndexAny(after, ".;"); i >= 0 {
				after = after[:i]
			}
			if sh.kind == shareRest && restAt < 0 && !strings.Contains(after, "keeping back") {
				restAt = sh.step
			}
		}
	}
	return ""
}
