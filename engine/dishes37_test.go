package engine

import (
	"strings"
	"testing"
)

// Dishes the cook reviews found the pantry asking for: each from its natural pantry,
// at a few sizes, cooked by its own technique.
func TestDishes37Pantries(t *testing.T) {
	checkDishCases(t, []dishCase{
		{"rice paper, pork, rice vermicelli, lettuce, mint", "", 0, 4, "summer rolls with pork", "summer rolls"},
		{"rice paper, pork belly, rice noodles, lettuce, mint, cilantro, peanut butter, hoisin sauce", "vietnamese", 0, 2, "summer rolls with pork belly", "summer rolls"},
		{"rice paper, tofu, rice vermicelli, lettuce, mint, cilantro, peanut butter", "", 0, 12, "summer rolls with tofu", "summer rolls"},
		{"flour, eggs, milk, butter, ham, cheese", "", 0, 4, "ham and cheese crêpes", "crepes"},
		{"flour, eggs, milk, butter, ham, gruyere", "french", 0, 1, "ham and cheese crêpes", "crepes"},
		{"flour, eggs, milk, butter, ham, cheddar, chives", "", 0, 12, "ham and cheese crêpes", "crepes"},
		{"flour, eggs, milk, butter, sugar, lemon", "", 0, 4, "crêpes with lemon and sugar", "crepes"},
	})
}

// dishes37Step is a pantry and what its recipe's steps and ingredients must show.
type dishes37Step struct {
	pantry, cuisine, rules string
	servings, time         int
	want, not              []string // step text
	uses                   []string // foods the ingredient list holds
}

func checkDishes37Steps(t *testing.T, cases []dishes37Step) {
	t.Helper()
	for _, c := range cases {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: c.servings, TimeAvailable: c.time}
		if c.rules != "" {
			req.Rules.Restrictions = strings.Split(c.rules, ",")
		}
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		steps := stepsText(rec.Instructions)
		for _, w := range c.want {
			if !strings.Contains(steps, w) {
				t.Errorf("%s (%d, %d min): no step says %q:\n%s", c.pantry, c.servings, c.time, w, recipeText(rec))
			}
		}
		for _, w := range c.not {
			if strings.Contains(steps, w) {
				t.Errorf("%s (%d, %d min): a step says %q:\n%s", c.pantry, c.servings, c.time, w, recipeText(rec))
			}
		}
		for _, u := range c.uses {
			if lineNamed(rec, u) == nil {
				t.Errorf("%s: got no %s in the ingredients, want it used:\n%s", c.pantry, u, recipeText(rec))
			}
		}
	}
}

// Read as a cook: each dish's steps say what makes it that dish, and it uses what the
// pantry holds for it.
func TestDishes37Steps(t *testing.T) {
	checkDishes37Steps(t, []dishes37Step{
		// Gỏi cuốn's pork is simmered whole and sliced thin, never fried in pieces.
		{"rice paper, pork belly, rice noodles, lettuce, mint, cilantro, peanut butter, hoisin sauce", "vietnamese", "", 4, 0,
			[]string{"cover with cold water", "slice as thinly as you can", "Dip one sheet of rice paper", "roll up tightly", "Repeat to make 12 rolls", "peanut butter and hoisin sauce"},
			[]string{"stir-fry", "wok"}, []string{"rice paper", "pork belly", "rice noodles", "mint"}},
		{"rice paper, shrimp, rice vermicelli, lettuce, mint, fish sauce, lime, sugar, garlic", "", "", 1, 0,
			[]string{"poach until pink", "nước chấm", "Repeat to make 3 rolls"}, nil, []string{"rice paper", "shrimp", "rice noodles", "fish sauce"}},
		// Ham and cheese crêpes: the batter rests, the crêpes are thin, and each is
		// filled in the pan as soon as it is flipped; two or three a serving.
		{"flour, eggs, milk, butter, ham, cheese", "", "", 4, 0,
			[]string{"Rest the batter", "swirl at once to coat the base thinly", "As soon as each is flipped", "ham and cheddar", "About 10 crêpes", "2–3 crêpes each"},
			[]string{"sugar"}, []string{"ham", "cheddar", "milk", "egg", "butter"}},
		{"flour, eggs, milk, butter, ham, gruyere", "", "", 1, 0,
			[]string{"grate the gruyere", "3 crêpes each"}, nil, []string{"ham", "gruyere"}},
		{"gluten-free flour, eggs, milk, butter, ham, gruyere", "", "gluten-free", 4, 0,
			[]string{"gluten-free flour", "As soon as each is flipped"}, nil, []string{"ham", "gruyere", "gluten-free flour"}},
	})
}
