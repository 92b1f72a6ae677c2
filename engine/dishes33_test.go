package engine

import (
	"strings"
	"testing"
)

// Dishes review 31 found missing: each natural pantry makes its dish, cooked by its own
// technique, at a few sizes and within a tight time.
func TestDishes33Pantries(t *testing.T) {
	checkDishCases(t, []dishCase{
		{"chickpeas, spinach, garlic, smoked paprika, cumin, bread", "spanish", 25, 4, "espinacas con garbanzos", "espinacas"},
		{"chickpeas, spinach, garlic, smoked paprika, cumin, bread", "spanish", 20, 1, "espinacas con garbanzos", "espinacas"},
		{"2 cans chickpeas, frozen spinach, garlic, paprika, cumin, sherry vinegar, crusty bread", "", 0, 8, "espinacas con garbanzos", "espinacas"},
		{"tomatoes, cucumber, red bell pepper, garlic, olive oil, sherry vinegar, bread", "spanish", 0, 4, "gazpacho", "gazpacho"},
		{"ripe tomatoes, cucumber, green pepper, garlic, olive oil, stale bread", "", 20, 4, "gazpacho", "gazpacho"},
		{"12 eggs, breakfast sausage, frozen hash browns, cheddar, milk", "american", 0, 8, "breakfast casserole", "breakfast casserole"},
		{"eggs, bacon, frozen hash browns, cheddar, milk, onion", "", 0, 4, "breakfast casserole", "breakfast casserole"},
		{"eggs, ham, day-old bread, gruyere, milk, spinach", "", 0, 6, "strata", "breakfast casserole"},
		{"all-purpose flour, buttermilk, 2 sticks butter, baking powder", "american", 0, 8, "biscuits", "biscuits"},
		{"self-rising flour, buttermilk, butter", "", 30, 12, "biscuits", "biscuits"},
		{"flour, buttermilk, butter, baking powder, baking soda, honey", "", 0, 1, "biscuits", "biscuits"},
		{"chicken drumsticks, yogurt, tandoori masala, lemon", "indian", 0, 4, "tandoori chicken", "tandoori"},
		{"chicken drumsticks, tandoori masala, lemon, garlic, ginger, red onion", "indian", 0, 8, "tandoori chicken", "tandoori"},
		{"chicken thighs, greek yogurt, garam masala, lime, garlic, ginger, naan", "", 90, 2, "tandoori chicken", "tandoori"},
		{"ground pork, lime, fish sauce, rice, shallot, mint, cilantro", "thai", 0, 4, "pork larb", "larb"},
		{"ground chicken, lime, fish sauce, toasted rice powder, shallot, mint", "thai", 15, 1, "chicken larb", "larb"},
		{"ground pork, limes, fish sauce, sticky rice, red onion, mint, lettuce", "", 0, 8, "larb", "larb"},
	})
}

// The pantries the new dishes must not take from: the dishes that fit them better.
func TestDishes33KeepOthers(t *testing.T) {
	checkDishCases(t, []dishCase{
		{"bread, tomato, garlic, olive oil", "spanish", 0, 2, "pan con tomate", ""},
		{"flour, milk, butter, baking powder, sugar", "british", 0, 8, "scones", "scones"},
		{"flour, buttermilk, eggs, butter, baking powder, sugar", "american", 0, 4, "pancakes", "pancakes"},
		{"eggs, spinach, feta, potatoes", "italian", 0, 4, "frittata", "frittata"},
		{"chickpeas, chorizo, spinach, smoked paprika", "spanish", 0, 4, "chickpea stew", "stew"},
		{"ground pork, thai basil, fish sauce, oyster sauce, garlic, chilies, rice", "thai", 0, 2, "basil", ""},
		{"chicken thighs, onion, garlic, ginger, tin of tomatoes, garam masala, yogurt, rice", "indian", 0, 4, "curry|butter chicken|makhani|tikka", ""},
	})
}

// Read as a cook: each new dish's steps say what makes it that dish.
func TestDishes33Steps(t *testing.T) {
	for _, c := range []struct {
		pantry, cuisine string
		servings, time  int
		want, not       []string
	}{
		{"chickpeas, spinach, garlic, smoked paprika, cumin, bread", "spanish", 4, 25,
			[]string{"Fry a slice of the bread", "picada", "just to wilt", "crushing a few chickpeas"}, []string{"broth"}},
		{"tomatoes, cucumber, red bell pepper, garlic, olive oil, sherry vinegar, bread", "spanish", 4, 0,
			[]string{"Nothing is cooked", "chill for at least an hour", "blend until very smooth"}, []string{"simmer", "boil", "oven"}},
		{"tomatoes, cucumber, red bell pepper, garlic, olive oil, sherry vinegar, bread", "spanish", 4, 20,
			[]string{"Nothing is cooked", "ice cubes"}, []string{"chill for at least an hour"}},
		{"12 eggs, breakfast sausage, frozen hash browns, cheddar, milk", "american", 8, 0,
			[]string{"9 x 13", "straight from the freezer", "kitchen paper", "set in the middle", "cut into 8 squares"}, []string{"skillet over medium heat, pour in the eggs"}},
		{"eggs, ham, day-old bread, gruyere, milk, spinach", "", 6, 0,
			[]string{"soak up the custard", "cubes"}, nil},
		{"all-purpose flour, buttermilk, 2 sticks butter, baking powder", "american", 8, 0,
			[]string{"size of peas", "in thirds like a letter", "straight down without twisting", "Cut out 8 biscuits"}, []string{"egg", "knead", "griddle", "flatbread"}},
		{"self-rising flour, buttermilk, butter", "", 12, 30,
			[]string{"mounds"}, []string{"Cut out"}},
		{"ground pork, lime, fish sauce, rice, shallot, mint, cilantro", "thai", 4, 0,
			[]string{"toast 2 tablespoons of the raw white rice", "do not brown it", "lime juice, fish sauce", "most of the rice powder"}, []string{" oil", "brown the"}},
	} {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: c.servings, TimeAvailable: c.time}
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
	}
}

// Tandoori chicken is roasted in its marinade, never simmered in a sauce; with milk
// ruled out the marinade is coconut yogurt from the pantry, or lemon and oil.
func TestDishes33TandooriMarinade(t *testing.T) {
	for _, c := range []struct {
		pantry, allergy, marinade string
	}{
		{"chicken drumsticks, yogurt, tandoori masala, lemon", "", "yogurt"},
		{"chicken drumsticks, yogurt, tandoori masala, lemon", "milk", "second lemon"},
		{"chicken drumsticks, coconut yogurt, tandoori masala, lemon", "milk", "coconut yogurt"},
	} {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: "indian", Servings: 4}
		if c.allergy != "" {
			req.Rules.Allergies = []string{c.allergy}
		}
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		steps := stepsText(rec.Instructions)
		for _, w := range []string{c.marinade, "marinate", "slashes", "Roast", "grill (broiler)"} {
			if !strings.Contains(steps, w) {
				t.Errorf("%s (%s): no step says %q:\n%s", c.pantry, c.allergy, w, recipeText(rec))
			}
		}
		for _, w := range []string{"simmer", "curry", "tomatoes"} {
			if strings.Contains(strings.ToLower(steps), w) {
				t.Errorf("%s (%s): a step says %q:\n%s", c.pantry, c.allergy, w, recipeText(rec))
			}
		}
		if c.allergy == "milk" && lineNamed(rec, "yogurt") != nil {
			t.Errorf("%s: yogurt with a milk allergy:\n%s", c.pantry, recipeText(rec))
		}
	}
}

// The second half of the review's missing dishes: each from its natural pantry.
func TestDishes33MorePantries(t *testing.T) {
	checkDishCases(t, []dishCase{
		{"chicken thighs, pita, tzatziki, lemon, dried oregano, garlic, red onion, tomato", "greek", 0, 4, "souvlaki", "souvlaki"},
		{"pork loin, pita, greek yogurt, cucumber, lemon, garlic, oregano, dill", "greek", 60, 2, "souvlaki", "souvlaki"},
		{"ground pork, noodles, chili oil, sichuan peppercorns, peanut butter", "chinese", 0, 2, "dan dan", "dan dan"},
		{"ground pork, egg noodles, chili oil, tahini, soy sauce, black vinegar, bok choy, scallions", "", 25, 4, "dan dan", "dan dan"},
		{"shrimp, grits, cheddar, bacon, scallion, garlic, lemon", "american", 0, 4, "shrimp and grits", "shrimp and grits"},
		{"shrimp, quick grits, milk, cheddar, scallions, garlic, hot sauce", "", 30, 2, "shrimp and grits", "shrimp and grits"},
		{"tteok, gochujang, gochugaru, sugar, garlic, scallion, eggs", "korean", 0, 2, "tteokbokki", "tteokbokki"},
		{"korean rice cakes, gochujang, scallions, cabbage", "", 20, 4, "tteokbokki", "tteokbokki"},
		{"cabbage, flour, eggs, pork belly, mayonnaise", "japanese", 0, 2, "okonomiyaki", "okonomiyaki"},
		{"cabbage, flour, eggs, bacon, scallions, okonomiyaki sauce, bonito flakes", "", 0, 4, "okonomiyaki", "okonomiyaki"},
		{"whole chicken, tarragon, heavy cream, shallot", "french", 90, 4, "estragon", "poulet estragon"},
		{"chicken thighs, tarragon, creme fraiche, shallots, white wine, dijon mustard, potatoes", "french", 60, 2, "estragon", "poulet estragon"},
		{"chicken drumsticks, tarragon, heavy cream, shallots, chicken stock", "", 0, 8, "estragon", "poulet estragon"},
	})
}

// Pantries the second half must leave to the dishes that fit them better.
func TestDishes33MoreKeepOthers(t *testing.T) {
	checkDishCases(t, []dishCase{
		{"chicken thighs, rice, greek yogurt, cucumber, lemon, oregano", "greek", 0, 4, "souvlaki plate|bowl", ""},
		{"ground pork, egg noodles, soy sauce, garlic, bok choy, oyster sauce", "chinese", 0, 4, "lo mein|noodles", ""},
		{"kimchi, flour, eggs, scallions", "korean", 0, 2, "kimchi pancake", "jeon"},
	})
}

// Read as a cook: each dish's steps say what makes it that dish.
func TestDishes33MoreSteps(t *testing.T) {
	for _, c := range []struct {
		pantry, cuisine string
		servings, time  int
		want, not       []string
	}{
		{"chicken thighs, pita, tzatziki, lemon, dried oregano, garlic, red onion, tomato", "greek", 4, 0,
			[]string{"marinate", "skewers", "grill pan", "Spread each pita with the tzatziki"}, []string{"Make the tzatziki"}},
		{"pork loin, pita, greek yogurt, cucumber, lemon, garlic, oregano, dill", "greek", 2, 0,
			[]string{"Make the tzatziki", "squeeze the grated cucumber dry"}, nil},
		{"ground pork, noodles, chili oil, sichuan peppercorns, peanut butter", "chinese", 2, 0,
			[]string{"Toast the sichuan pepper", "browned and crisp", "sauce in the bottom of each bowl", "hot noodle water"}, nil},
		{"shrimp, grits, cheddar, bacon, scallion, garlic, lemon", "american", 4, 0,
			[]string{"Pour in the grits in a thin stream", "bacon fat", "just opaque", "4 cups (960 ml) of water"}, []string{"polenta"}},
		{"tteok, gochujang, gochugaru, sugar, garlic, scallion, eggs", "korean", 2, 0,
			[]string{"boil 8 minutes", "thick and glossy", "harden as they cool"}, nil},
		{"cabbage, flour, eggs, pork belly, mayonnaise", "japanese", 2, 0,
			[]string{"more cabbage than batter", "Flip with two wide spatulas", "pork side down", "zigzag the mayonnaise"}, nil},
		{"whole chicken, tarragon, heavy cream, shallot", "french", 4, 90,
			[]string{"Joint the whole chicken into 8 pieces", "tarragon stalks", "coats a spoon", "chopped tarragon"}, nil},
	} {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: c.servings, TimeAvailable: c.time}
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
	}
}
