package engine

import (
	"strings"
	"testing"
)

// Fruit is readied the way its kind needs: a stone fruit is stoned, a pear or quince
// cored, a mango or kiwi peeled; each counted by the piece, with the step saying the
// same in the imperative.
func TestFruitPreparedByItsKind(t *testing.T) {
	cases := []struct {
		pantry, meal string
		line, step   string
	}{
		{"plums, flour, butter, brown sugar", "dessert", "plums, halved, stoned and quartered", "halve, stone and quarter the plums"},
		{"nectarines, rolled oats, butter, sugar", "dessert", "nectarines, halved, stoned and quartered", "halve, stone and quarter the nectarines"},
		{"pears, self-raising flour, butter, sugar", "dessert", "pears, peeled, cored and sliced", "peel, core and slice the pears"},
		{"apples, plain flour, butter, brown sugar, cinnamon", "dessert", "apples, peeled, cored and sliced", "peel, core and slice the apples"},
	}
	for _, c := range cases {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Servings: 4, Meal: c.meal})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		text := recipeText(rec)
		if !strings.Contains(text, c.line) || !strings.Contains(text, c.step) {
			t.Errorf("%s: want the line %q and the step %q\n%s", c.pantry, c.line, c.step, text)
		}
	}
}
