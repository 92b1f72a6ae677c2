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
		{"flour, eggs, milk, butter, nutella, banana", "", 0, 4, "crêpes with chocolate hazelnut spread and banana", "crepes"},
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

// The second half of the review's dishes: soy-braised potatoes, a tikka masala from the
// jar of paste, a no-cook hummus wrap and a coq au vin braised as long as it asks.
func TestDishes37MorePantries(t *testing.T) {
	checkDishCases(t, []dishCase{
		{"potatoes, soy sauce, sugar, garlic, sesame seeds, sesame oil", "", 0, 4, "gamja-jorim", "jorim"},
		{"potatoes, soy sauce, honey, garlic, sesame oil, scallion, rice", "korean", 0, 2, "gamja-jorim", "jorim"},
		{"baby potatoes, soy sauce, corn syrup, garlic, sesame seeds", "", 0, 12, "gamja-jorim", "jorim"},
		{"tikka masala paste, cooked chicken, passata, cream, rice", "", 0, 4, "chicken tikka masala", "curry"},
		{"tikka paste, chicken breast, chopped tomatoes, yogurt, onion", "", 0, 4, "chicken tikka masala", "curry"},
		{"tikka masala paste, leftover chicken, tin of tomatoes, double cream, basmati rice", "indian", 30, 1, "chicken tikka masala", "curry"},
		{"tortilla wraps, hummus, cooked chicken, salad leaves, cucumber, tomato", "", 0, 4, "hummus wrap", "cold-sandwich"},
		{"wraps, houmous, leftover roast chicken, spinach, carrot", "", 15, 1, "hummus wrap", "cold-sandwich"},
		{"chicken thighs, red wine, bacon lardons, mushrooms, pearl onions, garlic, thyme, chicken stock", "", 180, 4, "coq au vin", "stew"},
		{"chicken drumsticks, red wine, pancetta, mushrooms, baby onions, chicken stock, potatoes", "french", 0, 6, "coq au vin", "stew"},
		{"chicken thighs, red wine, bacon, mushrooms, pearl onions, chicken stock", "", 60, 4, "coq au vin", "stew"}, // in pieces, in a hurry
	})
}

func TestDishes37MoreSteps(t *testing.T) {
	checkDishes37Steps(t, []dishes37Step{
		// Gamja-jorim: rinsed cubes fried, then braised uncovered until the soy glazes them.
		{"potatoes, soy sauce, sugar, garlic, sesame seeds, sesame oil", "", "", 4, 0,
			[]string{"Rinse the potato", "translucent", "simmer uncovered", "cooked down to a few spoonfuls of thick glaze", "sesame oil", "banchan"},
			[]string{"curry", "cover and"}, []string{"potato", "soy sauce", "sugar", "garlic", "sesame seeds", "sesame oil"}},
		{"potatoes, soy sauce, honey, garlic, sesame oil, scallion, rice", "korean", "", 2, 0,
			[]string{"honey", "glaze"}, nil, []string{"potato", "soy sauce", "honey", "garlic"}},
		{"potatoes, tamari, sugar, garlic, sesame seeds", "", "gluten-free", 4, 0,
			[]string{"tamari"}, []string{"soy sauce"}, []string{"tamari", "potato"}},
		// Leftover chicken only warms through in the paste's sauce; it is not browned raw.
		{"tikka masala paste, cooked chicken, passata, cream, rice", "", "", 4, 0,
			[]string{"tikka masala paste", "heated through"},
			[]string{"no longer pink", "74°C"}, []string{"cooked chicken", "tikka masala paste", "crushed tomatoes", "heavy cream"}},
		// The wrap is spread with the hummus and rolled, with nothing cooked.
		{"tortilla wraps, hummus, cooked chicken, salad leaves, cucumber, tomato", "", "", 4, 0,
			[]string{"spread each with the hummus", "roll up tightly"},
			[]string{"Mix the", "mayonnaise", "heat"}, []string{"hummus", "cooked chicken", "flour tortilla", "cucumber", "tomato"}},
		// Coq au vin: the lardons first, whole thighs browned, the wine reduced, the
		// onions and mushrooms browned apart, an hour and a half in the pot given three hours.
		{"chicken thighs, red wine, bacon lardons, mushrooms, pearl onions, garlic, thyme, chicken stock", "", "", 4, 180,
			[]string{"brown the bacon", "red wine", "pearl onion", "simmer very gently for 1 hour"},
			[]string{"2 cm"}, []string{"chicken thigh", "red wine", "bacon", "mushroom", "pearl onion"}},
	})
}

// Given three hours, a braise takes its proper time, not the short one.
func TestDishes37BraiseTakesTheTime(t *testing.T) {
	for _, c := range []struct {
		pantry string
		time   int
		least  int // minutes the recipe's cooking must at least take
	}{
		{"chicken thighs, red wine, bacon lardons, mushrooms, pearl onions, garlic, thyme, chicken stock", 180, 100},
		{"chicken thighs, red wine, bacon lardons, mushrooms, pearl onions, garlic, thyme, chicken stock", 0, 75},
		{"beef chuck, red wine, carrots, onion, garlic, beef stock, bacon, mushrooms", 240, 150},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Servings: 4, TimeAvailable: c.time})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		if rec.Timing.CookMinutes < c.least {
			t.Errorf("%s (%d min): got %d minutes' cooking, want at least %d:\n%s", c.pantry, c.time, rec.Timing.CookMinutes, c.least, recipeText(rec))
		}
		if c.time > 0 && rec.Timing.TotalMinutes > c.time {
			t.Errorf("%s: got %d minutes, want at most %d", c.pantry, rec.Timing.TotalMinutes, c.time)
		}
	}
}
