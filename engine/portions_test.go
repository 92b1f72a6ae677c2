package engine

import (
	"slices"
	"strings"
	"testing"
)

// portionRequest builds a request from a comma-separated pantry and rules.
func portionRequest(pantry, cuisine, meal, rules string, servings int) Request {
	req := Request{Pantry: strings.Split(pantry, ", "), Cuisine: cuisine, Meal: meal, Servings: servings}
	addRules(&req, rules)
	return req
}

// gramsOf is the grams of the recipe's lines of food, and whether it has one; "salty
// sauce" sums its soy, fish and oyster sauces.
func gramsOf(rec *Recipe, food string) (float64, bool) {
	g, ok := 0.0, false
	for _, l := range rec.Ingredients {
		in, known := Lookup(l.Name)
		if l.Name == food || food == "salty sauce" && known && isSalty(in) {
			g, ok = g+l.Grams, true
		}
	}
	return g, ok
}

func TestPortionsACookMeasures(t *testing.T) {
	cases := []struct {
		pantry, cuisine, meal, rules string
		servings                     int
		food                         string
		least, most                  float64 // grams a serving; 0 is no bound
	}{
		// A fondant's flour carries the batter; the cocoa only dusts the ramekins.
		{"dark chocolate, butter, sugar, 6 eggs, flour, cocoa powder", "", "dessert", "", 8, "cocoa powder", 0, 2},
		{"dark chocolate, unsalted butter, caster sugar, 6 eggs, plain flour, cocoa", "french", "dessert", "", 6, "cocoa powder", 0, 2},
		// A Victoria sponge is equal weights of butter, sugar, flour and eggs: four eggs and
		// about 225 g of each for eight (the sugar rounds to a quarter cup above).
		{"self-raising flour, butter, caster sugar, eggs, jam, double cream", "", "", "", 8, "butter", 25, 32},
		{"self-raising flour, butter, caster sugar, eggs, jam, double cream", "", "", "", 8, "self-rising flour", 25, 32},
		{"self-raising flour, butter, caster sugar, eggs, jam, double cream", "", "", "", 8, "sugar", 25, 33},
		{"self-raising flour, butter, caster sugar, eggs, jam, double cream", "", "", "", 8, "egg", 20, 24},
		// Crêpe batter: about 100–125 g of flour to 250–300 ml of milk and two eggs for four.
		{"plain flour, milk, eggs, lemon, caster sugar", "", "", "", 4, "all-purpose flour", 25, 32},
		{"plain flour, milk, eggs, lemon, caster sugar", "", "", "", 4, "milk", 62, 78},
		{"plain flour, milk, eggs, lemon, caster sugar", "", "", "", 4, "egg", 20, 24},
		// A panna cotta sets with about a gram of gelatine a serving, and trembles.
		{"double cream, milk, sugar, gelatine, vanilla, raspberries", "", "", "", 6, "gelatin", 0.8, 1.5},
		// A tiramisu is mostly its mascarpone cream over three or four coffee-soaked fingers.
		{"mascarpone, eggs, sugar, coffee, sponge fingers, cocoa", "", "", "", 8, "mascarpone", 50, 70},
		{"mascarpone, eggs, sugar, coffee, sponge fingers, cocoa", "", "", "", 8, "ladyfingers", 22, 35},
		// Celery and peas season a dish with a main or a starch.
		{"500g beef mince, onion, carrots, celery, tin of tomatoes, red wine, spaghetti", "italian", "dinner", "", 6, "celery", 0, 16},
		{"ground pork, celery, carrot, onion, crushed tomatoes, penne", "italian", "dinner", "", 4, "celery", 0, 20},
		{"leftover rice, 2 eggs, frozen peas, soy sauce, spring onions", "chinese", "lunch", "", 2, "frozen peas", 0, 45},
		{"cooked rice, ham, frozen peas, eggs, soy sauce", "chinese", "dinner", "", 4, "frozen peas", 0, 45},
		// Condiments of the dish's own line come by the spoonful a plate, not a token.
		{"a tin of black beans, tortillas, cheddar, 1 avocado, salsa, 1 lime", "mexican", "lunch", "vegetarian", 3, "salsa", 20, 40},
		{"chicken breast, flour tortillas, monterey jack, salsa", "mexican", "dinner", "", 4, "salsa", 20, 40},
		{"beef steak, kimchi, rice, 2 eggs, sesame oil, gochujang", "korean", "dinner", "", 2, "kimchi", 40, 70},
		{"tofu, kimchi, rice, eggs, spinach", "korean", "dinner", "", 3, "kimchi", 40, 70},
		// The sauce of a tossed noodle dish scales with the noodles.
		{"tofu, broccoli, soy sauce, ginger, garlic, rice noodles", "thai", "dinner", "vegan,peanuts", 2, "salty sauce", 14, 0},
		{"chicken breast, egg noodles, soy sauce, red bell pepper, spring onions", "chinese", "dinner", "", 4, "salty sauce", 14, 0},
		{"prawns, rice noodles, lime, fish sauce, bean sprouts, peanuts, eggs", "thai", "dinner", "shellfish", 2, "salty sauce", 12, 0},
		// Syrup poured over pancakes or French toast at the table is a spoonful and more a
		// plate (review 18: 2 tbsp for four stacks); a toastie holds a good handful of cheese.
		{"flour, milk, eggs, butter, sugar, maple syrup, baking powder", "american", "breakfast", "", 4, "maple syrup", 20, 45},
		{"bread, eggs, milk, butter, cinnamon, maple syrup", "", "breakfast", "", 2, "maple syrup", 20, 45},
		{"bread, cheddar, ham, butter", "", "lunch", "", 1, "cheddar", 40, 60},
		// A curry spiced by its blend alone takes 2 tbsp of it for four.
		{"chickpeas, coconut milk, onion, garlic, curry powder, spinach, rice", "indian", "dinner", "", 4, "curry powder", 2.5, 4},
		// Potatoes as the starch: a whole one or more a plate.
		{"2 pork chops, apples, an onion, potatoes, sage", "french", "dinner", "gluten-free,dairy-free", 2, "potato", 180, 0},
		{"salmon, potatoes, green beans, lemon", "", "dinner", "", 3, "potato", 140, 0},
		// Bread beside a dish: half a baguette for two, not the loaf.
		{"king prawns, garlic, chilli flakes, olive oil, crusty bread, a lemon", "spanish", "dinner", "", 2, "baguette", 0, 90},
		// A breakfast is a meal: the yogurt of a parfait is a bowl, not a few spoons.
		{"greek yogurt, frozen berries, granola, honey", "", "breakfast", "vegetarian,tree-nuts", 2, "greek yogurt", 170, 0},
		{"yogurt, strawberries, honey", "", "breakfast", "", 1, "yogurt", 170, 0},
		// An egg fried rice (the prawns out for an allergy) is its eggs' protein: both of the
		// cook's two for one, a plate and a half each for more; an egg a plate beside ham (K39).
		{"frozen peas, leftover rice, 2 eggs, soy sauce, spring onions, frozen prawns, garlic", "chinese", "dinner", "shellfish", 1, "egg", 88, 0},
		{"cooked rice, eggs, carrot, frozen peas, soy sauce", "chinese", "dinner", "", 4, "egg", 60, 70},
		{"leftover rice, 3 eggs, scallions, soy sauce, chicken breast", "chinese", "lunch", "vegetarian", 2, "egg", 66, 0},
		{"cooked rice, ham, frozen peas, eggs, soy sauce", "chinese", "dinner", "", 4, "egg", 40, 48},
		// A carbonara's sauce is about an egg and 25 g of grated cheese a plate (K3).
		{"spaghetti, 4 rashers streaky bacon, 3 eggs, parmesan, black pepper", "italian", "dinner", "", 2, "parmesan", 22, 35},
		{"pancetta, penne, eggs, pecorino", "italian", "dinner", "", 4, "pecorino", 22, 35},
		{"spaghetti, bacon, eggs, parmesan", "italian", "lunch", "", 3, "parmesan", 22, 35},
		// Salt seasons the whole pot of a curry or a stew, not only its meat; a Thai curry's
		// fish sauce carries most of it (K1, K4, K21).
		{"2 chicken thighs, onion, tin tomatoes, garlic, ginger, garam masala, basmati rice", "indian", "dinner", "", 4, "salt", 0.9, 2.5},
		{"aubergine, courgette, red pepper, tin tomatoes, onion, garlic, olive oil, basil", "french", "dinner", "vegan", 4, "salt", 1, 2.5},
		{"tin chickpeas, spinach, onion, garlic, coconut milk, curry powder, rice", "indian", "dinner", "vegan", 3, "salt", 0.7, 2.5},
		{"chicken breast, coconut milk, green curry paste, fish sauce, green beans, jasmine rice, lime", "thai", "dinner", "", 4, "salt", 0, 0.8},
		// Mozzarella torn over a pasta or melted over a bake is half a ball for two, not a
		// spoonful (cook review: "1/4 cup mozzarella" on a pasta for two).
		{"pasta, mozzarella, cherry tomatoes", "italian", "dinner", "", 2, "mozzarella", 35, 60},
		{"gnocchi, mozzarella, cherry tomatoes, basil", "italian", "dinner", "", 2, "mozzarella", 35, 60},
		{"pasta, mozzarella, cherry tomatoes", "italian", "dinner", "", 8, "mozzarella", 35, 60},
		{"spaghetti, mozzarella, canned tomatoes, garlic", "italian", "dinner", "", 1, "mozzarella", 35, 65},
		{"chicken breast, mozzarella, tomato sauce, pasta", "italian", "dinner", "", 4, "mozzarella", 40, 60},
		{"penne, mozzarella, tomato sauce, basil, garlic", "italian", "dinner", "", 8, "mozzarella", 40, 60},
		{"pizza dough, mozzarella, tomato sauce", "italian", "dinner", "", 2, "mozzarella", 40, 70},
		{"pasta, feta, spinach", "greek", "dinner", "", 2, "feta", 20, 40},
		// A big pot's garlic, ginger and spice go up by less than its food: a dozen servings
		// take eight or nine cloves of garlic, not fourteen; a curry for twelve about 4 tbsp
		// of its blend, not 5 1/2; the pot for one still its clove and its spoon.
		{"beef, broccoli, rice, soy sauce, garlic, ginger", "chinese", "dinner", "", 12, "garlic", 1.5, 2.3},
		{"beef, broccoli, rice, soy sauce, garlic, ginger", "chinese", "dinner", "", 12, "ginger", 1, 2.2},
		{"chicken breast, canned chickpeas, onion, garlic, curry powder", "indian", "dinner", "", 12, "garlic", 1.5, 2.3},
		{"chicken breast, canned chickpeas, onion, garlic, curry powder", "indian", "dinner", "", 12, "curry powder", 1.5, 2.3},
		{"chickpeas, spinach, onion, garlic, canned tomatoes", "indian", "dinner", "", 10, "garam masala", 0.8, 1.3},
		{"lentils, onion, carrot, vegetable stock", "indian", "lunch", "", 8, "cumin", 0.4, 0.9},
		{"chicken thighs, coconut milk, onion, garlic, ginger, curry powder", "indian", "dinner", "", 1, "garlic", 3, 6},
		{"chicken thighs, coconut milk, onion, garlic, ginger, curry powder", "indian", "dinner", "", 4, "curry powder", 2.5, 4},
		// Toast is a slice or two a plate, counted whole: eight for four, not eleven.
		{"sourdough bread, smoked salmon, cream cheese, lemon", "british", "breakfast", "", 4, "sourdough bread", 60, 66},
		{"sourdough bread, smoked salmon, cream cheese, lemon", "british", "breakfast", "", 1, "sourdough bread", 60, 66},
		{"bread, baked beans, butter", "british", "breakfast", "", 7, "bread", 57, 59},
		// A lemon that only finishes a plate comes in wedges, a wedge or so each: half a
		// lemon for one to four bagels, a lemon for eight.
		{"bagels, smoked salmon, cream cheese, lemon, capers", "american", "breakfast", "", 2, "lemon", 0, 22},
		{"bagels, smoked salmon, cream cheese, lemon, capers", "american", "breakfast", "", 8, "lemon", 0, 11},
		{"sourdough bread, sardines, lemon, butter", "british", "lunch", "", 1, "lemon", 0, 43},
		// Flatbreads by the piece, whole a plate: four pittas for four, not five.
		{"ground lamb, onion, garlic, cumin, pita, yogurt, cucumber", "middle eastern", "dinner", "", 4, "pita", 60, 60},
		{"chicken thighs, naan, yogurt, garam masala, onion", "indian", "dinner", "", 3, "naan", 90, 90},
		// Raw onion over one salad is a quarter of an onion, not half.
		{"tomato, cucumber, red onion, feta, olives", "greek", "lunch", "", 1, "red onion", 0, 30},
		{"bagel, smoked salmon, red onion, lemon", "american", "breakfast", "", 1, "red onion", 0, 30},
		{"bagels, smoked salmon, cream cheese, red onion, capers", "american", "breakfast", "", 4, "red onion", 0, 30},
		// A hotpot for ten takes its rosemary by the spoon; a soup for eight its nutmeg by
		// the half teaspoon; a pot for ten its coriander by the handful (about half a cup).
		{"lamb shoulder, onion, garlic, rosemary, potatoes", "british", "dinner", "", 10, "rosemary", 0, 0.35},
		{"butternut squash, onion, vegetable stock, cream, nutmeg", "american", "lunch", "", 8, "nutmeg", 0, 0.15},
		{"pork shoulder, onion, garlic, cumin, oregano, orange, lime", "mexican", "dinner", "", 10, "cilantro", 0, 0.85},
		{"chicken breast, yogurt, garam masala, garlic, ginger, canned tomatoes, cream, rice", "indian", "dinner", "", 10, "cilantro", 0, 0.85},
		// Peppers share a pot at about half a pepper a plate: two in a ratatouille for
		// four, not four; the onion of one stays one (cook review).
		{"aubergine, courgette, red pepper, tin tomatoes, onion, garlic, olive oil, basil", "french", "dinner", "vegan", 4, "red bell pepper", 25, 75},
		{"aubergine, courgette, red pepper, tin tomatoes, onion, garlic, olive oil, basil", "french", "dinner", "vegan", 4, "onion", 20, 30},
		{"red pepper, onion, courgette, tin of tomatoes, garlic", "french", "dinner", "", 6, "red bell pepper", 25, 75},
		{"chicken breast, red pepper, broccoli, soy sauce, garlic, rice", "chinese", "dinner", "", 4, "red bell pepper", 25, 75},
		// Counted onions a dish could use go in whole: "2 onions" in a curry for four
		// are both; a plural of spring onions with no count is a few, not one.
		{"chicken breast, 2 onions, garlic, ginger, yogurt, tin tomatoes, garam masala, rice", "indian", "dinner", "", 4, "onion", 54, 56},
		{"chickpeas, 2 onions, garlic, tin tomatoes, curry powder, rice", "indian", "dinner", "vegan", 4, "onion", 54, 56},
		{"beef mince, 3 onions, tin tomatoes, garlic, spaghetti", "italian", "dinner", "", 6, "onion", 54, 56},
		{"chicken thighs, 6 onions, tin tomatoes, garam masala, rice", "indian", "dinner", "", 4, "onion", 20, 30},
		{"leftover rice, 2 eggs, spring onions, soy sauce, frozen peas", "chinese", "dinner", "", 2, "scallion", 20, 0},
		{"cooked rice, eggs, a bunch of spring onions, soy sauce, carrot", "chinese", "lunch", "", 1, "scallion", 25, 0},
		// Half a bag of spinach is about 110 g, not a shop's worth.
		{"chickpeas, half a bag of spinach, onion, garlic, coconut milk, curry powder", "indian", "dinner", "", 4, "spinach", 20, 29},
		{"paneer, half a bag of spinach, onion, garlic, tin tomatoes", "indian", "dinner", "", 2, "spinach", 30, 57},
		// Cream finishes a curry or a soup: 100–150 ml for four, not a cup and a quarter.
		{"paneer, peas, onion, cream, garam masala", "indian", "dinner", "", 4, "heavy cream", 20, 35},
		{"paneer, frozen peas, onion, garlic, ginger, tin tomatoes, cream, garam masala", "indian", "dinner", "", 6, "heavy cream", 20, 35},
		{"chicken breast, yogurt, garam masala, garlic, ginger, canned tomatoes, cream, rice", "indian", "dinner", "", 4, "heavy cream", 20, 35},
	}
	for _, c := range cases {
		req := portionRequest(c.pantry, c.cuisine, c.meal, c.rules, c.servings)
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		g, ok := gramsOf(rec, c.food)
		per := g / float64(c.servings)
		switch {
		case !ok:
			t.Errorf("%s (%s): no %s in it, want one\n%s", c.pantry, rec.Title, c.food, recipeText(rec))
		case per < c.least || c.most > 0 && per > c.most:
			t.Errorf("%s (%s): got %.0f g of %s a serving, want %.0f–%.0f\n%s", c.pantry, rec.Title, per, c.food, c.least, c.most, recipeText(rec))
		}
	}
}

// TestPantrySaltySauceIsNotBoughtTwice: the cook's soy seasons a fried rice; no bottle
// of oyster sauce is bought beside it.
func TestPantrySaltySauceIsNotBoughtTwice(t *testing.T) {
	for _, p := range []string{
		"leftover rice, 2 eggs, frozen peas, soy sauce, spring onions, carrot",
		"cooked rice, chicken breast, soy sauce, broccoli, eggs",
	} {
		rec, err := Generate(portionRequest(p, "chinese", "", "", 2))
		if err != nil {
			t.Errorf("%s: %v", p, err)
			continue
		}
		if slices.Contains(rec.MissingIngredients, "oyster sauce") {
			t.Errorf("%s (%s): got oyster sauce bought beside the pantry's soy, want none\n%s", p, rec.Title, recipeText(rec))
		}
	}
}

// TestMuffinsOfThePantry: a serving of muffins is a muffin; the pantry's bananas are
// mashed into the batter, and its bicarbonate of soda raises it in place of bought
// baking powder.
func TestMuffinsOfThePantry(t *testing.T) {
	cases := []struct {
		pantry   string
		servings int
		cups     string
		bananas  bool
	}{
		{"bananas, flour, butter, sugar, 2 eggs, bicarbonate of soda, walnuts", 8, "line 8 muffin cups", true},
		{"3 bananas, plain flour, caster sugar, 1 egg, butter, baking soda, greek yogurt", 12, "line 12 muffin cups", true},
	}
	for _, c := range cases {
		req := portionRequest(c.pantry, "", "baking", "nut-free", c.servings)
		req.TimeAvailable = 45 // a banana bread wants 75, and 55 baked shallow in a square tin
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		text := recipeText(rec)
		if !strings.Contains(strings.ToLower(rec.Title), "muffin") {
			t.Errorf("%s: got %q, want muffins", c.pantry, rec.Title)
			continue
		}
		if !strings.Contains(text, c.cups) {
			t.Errorf("%s: want %q\n%s", c.pantry, c.cups, text)
		}
		if !c.bananas {
			continue
		}
		for _, l := range rec.Ingredients {
			if l.Name == "banana" && (l.Preparation != "mashed" || l.Quantity < 2) {
				t.Errorf("%s: got %q, want the bananas mashed, two or more", c.pantry, l.Text)
			}
		}
		if _, ok := gramsOf(rec, "baking soda"); !ok || slices.Contains(rec.MissingIngredients, "baking powder") || slices.Contains(rec.MissingIngredients, "milk") {
			t.Errorf("%s: got missing %v, want the pantry's soda to raise it and no milk bought\n%s", c.pantry, rec.MissingIngredients, text)
		}
	}
}

// TestPanSauceBuysNoBroth: a skillet's pan sauce is deglazed with the cook's cider or
// wine, and a fish's with water and lemon; no carton of chicken broth is bought for it.
func TestPanSauceBuysNoBroth(t *testing.T) {
	cases := []struct {
		pantry, cuisine, rules string
		servings               int
		uses                   string // a pantry food the recipe must use; "" for none
	}{
		{"2 salmon fillets, asparagus, new potatoes, a lemon, butter", "french", "milk", 2, ""},
		{"2 pork chops, apples, an onion, cider, potatoes, sage", "french", "gluten-free,dairy-free", 2, "hard cider"},
		{"trout, green beans, lemon, potatoes", "french", "", 3, ""},
		{"pork chops, apples, onion, white wine", "american", "", 4, "white wine"},
	}
	for _, c := range cases {
		rec, err := Generate(portionRequest(c.pantry, c.cuisine, "dinner", c.rules, c.servings))
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		for _, m := range rec.MissingIngredients {
			if strings.HasSuffix(m, " broth") {
				t.Errorf("%s (%s): got %s bought, want the pantry's to make the pan sauce\n%s", c.pantry, rec.Title, m, recipeText(rec))
			}
		}
		if _, ok := gramsOf(rec, c.uses); c.uses != "" && !ok {
			t.Errorf("%s (%s): got no %s in it, want it for the pan sauce\n%s", c.pantry, rec.Title, c.uses, recipeText(rec))
		}
	}
}

// TestBrowniePanFollowsBatch: the tin holds the batch the cook's eggs make; three eggs
// are a 20 cm (8 in) square tin whatever the plates, a big batch a 9 x 13 (cook review).
func TestBrowniePanFollowsBatch(t *testing.T) {
	cases := []struct {
		pantry   string
		servings int
		tin      string
	}{
		{"flour, butter, sugar, 3 eggs, cocoa powder, dark chocolate", 12, "20 cm (8 in) square tin"},
		{"flour, butter, sugar, 3 eggs, cocoa powder, dark chocolate", 16, "20 cm (8 in) square tin"},
		{"dark chocolate, butter, caster sugar, 3 eggs, flour, cocoa", 24, "20 cm (8 in) square tin"},
		{"plain flour, butter, sugar, 2 eggs, cocoa powder", 8, "20 cm (8 in) square tin"},
		{"flour, butter, sugar, 12 eggs, cocoa powder", 24, "23 x 33 cm (9 x 13 in) tin"},
	}
	for _, c := range cases {
		rec, err := Generate(portionRequest(c.pantry, "", "baking", "", c.servings))
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		if !strings.Contains(strings.ToLower(rec.Title), "brownie") {
			t.Errorf("%s: got %q, want brownies", c.pantry, rec.Title)
			continue
		}
		if !slices.Contains(rec.Equipment, c.tin) {
			t.Errorf("%s for %d: got %v, want a %s\n%s", c.pantry, c.servings, rec.Equipment, c.tin, recipeText(rec))
		}
	}
}
