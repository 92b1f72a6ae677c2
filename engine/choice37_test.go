package engine

import (
	"slices"
	"strings"
	"testing"
)

// wholePantryCase is a pantry as people type it, the request's cuisine and meal, the
// title words of the dish a cook would make of it ("|" separates those accepted) and the
// pantry foods that dish must cook.
type wholePantryCase struct {
	pantry, cuisine, meal string
	titles                string
	uses                  []string
}

// wholePantryCases: each pantry is for one dish, and that dish uses its main protein,
// starch and signature items (the curry paste and coconut milk, the tortillas, the rice
// paper); a leftover vegetable may wait for another day.
var wholePantryCases = []wholePantryCase{
	{"chicken thighs, coconut milk, red curry paste, jasmine rice, green beans, lime", "", "", "red curry",
		[]string{"chicken thigh", "coconut milk", "red curry paste", "jasmine rice", "green beans"}},
	{"chicken thighs, coconut milk, red curry paste, jasmine rice, green beans, lime", "thai", "lunch", "red curry",
		[]string{"chicken thigh", "coconut milk", "red curry paste", "jasmine rice", "green beans"}},
	{"pasta, pancetta, eggs, parmesan, black pepper", "", "", "carbonara", []string{"spaghetti", "pancetta", "egg", "parmesan"}},
	{"pasta, pancetta, eggs, parmesan, black pepper", "italian", "lunch", "carbonara", []string{"spaghetti", "pancetta", "egg", "parmesan"}},
	{"beef mince, kidney beans, chopped tomatoes, onion, chili powder, rice", "", "", "chili",
		[]string{"ground beef", "kidney beans", "canned diced tomatoes", "white rice"}},
	{"beef mince, kidney beans, chopped tomatoes, onion, chili powder, rice", "mexican", "dinner", "chili",
		[]string{"ground beef", "kidney beans", "canned diced tomatoes", "white rice"}},
	{"salmon, soy, honey, garlic, rice, broccoli", "", "", "honey-soy|teriyaki", []string{"salmon", "soy sauce", "honey", "white rice", "broccoli"}},
	{"salmon, soy sauce, honey, garlic, rice, broccoli", "japanese", "dinner", "honey-soy|teriyaki", []string{"salmon", "soy sauce", "white rice", "broccoli"}},
	// The cook's rice noodles are the meal: a noodle bowl, not a larb beside them.
	{"pork mince, rice noodles, carrot, cucumber, lettuce, fish sauce, lime, mint", "", "", "noodle bowl|bún",
		[]string{"ground pork", "rice noodles", "cucumber", "fish sauce"}},
	// Chicken, rice, eggs and peas for lunch are fried rice, not a congee beside the peas.
	{"chicken, rice, soy sauce, eggs, peas, spring onions", "", "lunch", "fried rice",
		[]string{"chicken breast", "white rice", "egg", "frozen peas"}},
	{"chicken breasts x2, flour tortillas, red pepper, onion, lime", "mexican", "dinner", "fajitas",
		[]string{"chicken breast", "flour tortilla", "red bell pepper"}},
	{"1kg beef mince, lasagne sheets, passata, onion, mozzarella, milk, butter, flour", "", "", "lasagne|lasagna",
		[]string{"ground beef", "lasagna noodles", "mozzarella", "milk"}},
	{"lamb mince, potatoes, carrots, onion, peas, stock cube", "", "", "shepherd", []string{"ground lamb", "potato", "carrot"}},
	{"self raising flour, caster sugar, butter, eggs, lemons", "", "baking", "lemon", []string{"self-rising flour", "sugar", "butter", "egg", "lemon"}},
	{"bread flour, yeast, olive oil, salt, rosemary", "", "baking", "focaccia", []string{"bread flour", "yeast", "rosemary"}},
	{"tofu, broccoli, rice, soy sauce, garlic, ginger", "", "", "tofu", []string{"tofu", "broccoli", "white rice", "soy sauce"}},
	{"paneer, peas, tomatoes, onion, ginger, garam masala, basmati", "", "", "matar paneer|paneer", []string{"paneer", "frozen peas", "basmati rice"}},
	{"chicken, yogurt, garam masala, basmati rice, onions, ginger, garlic", "indian", "dinner", "biryani",
		[]string{"chicken breast", "yogurt", "basmati rice"}},
	{"smoked haddock, rice, eggs, curry powder, onion", "", "breakfast", "kedgeree", []string{"smoked haddock", "white rice", "egg"}},
	{"bacon, eggs, bread, tomatoes, mushrooms, sausages", "british", "breakfast", "full english",
		[]string{"bacon", "egg", "bread", "pork sausage"}},
	{"sausages, potatoes, onions, gravy granules, peas", "", "", "bangers and mash|sausage and mash", []string{"pork sausage", "potato", "gravy granules"}},
	{"pork belly, rice, pak choi, soy sauce, star anise, ginger", "chinese", "", "pork belly", []string{"pork belly", "white rice", "star anise"}},
	{"ground beef, burger buns, cheese slices, lettuce, tomato, onion", "", "", "burger", []string{"ground beef", "hamburger bun"}},
	{"black beans, rice, peppers, onion, corn, cumin, avocado", "mexican", "", "burrito bowl|black bean", []string{"black beans", "white rice"}},
	{"eggs, spinach, feta, filo pastry, onion", "greek", "", "spanakopita", []string{"egg", "spinach", "feta"}},
	{"halloumi, couscous, courgette, peppers, red onion, lemon", "", "", "halloumi", []string{"halloumi", "couscous", "zucchini"}},
	{"chicken thighs, lemon, garlic, potatoes, olives, oregano", "greek", "dinner", "lemon chicken", []string{"chicken thigh", "lemon", "potato"}},
	{"oats, milk, blueberries, maple syrup", "", "breakfast", "oats|porridge", []string{"rolled oats", "milk", "blueberry"}},
	{"bananas, eggs, flour, milk, baking powder", "", "breakfast", "pancakes", []string{"banana", "egg", "milk"}},
	{"eggs, tortillas, black beans, salsa, cheese, avocado", "mexican", "breakfast", "huevos rancheros",
		[]string{"egg", "flour tortilla", "black beans"}},
	{"minced beef, spaghetti, tinned tomatoes, onion, garlic, carrot", "", "", "bolognese", []string{"ground beef", "spaghetti", "canned diced tomatoes"}},
	{"cheddar, bread, butter, ham", "", "lunch", "ham and cheese|croque", []string{"cheddar", "bread", "ham"}},
	{"peanut butter, oats, honey, chocolate chips", "", "snack", "energy balls|peanut butter", []string{"peanut butter", "rolled oats", "honey"}},
	{"puff pastry, sausage meat, egg, onion", "", "snack", "sausage rolls", []string{"puff pastry", "egg"}},
	{"tortilla chips, cheese, jalapenos, salsa, sour cream", "", "snack", "nachos", []string{"tortilla chips", "salsa"}},
	{"mango, sticky rice, coconut milk, sugar", "", "dessert", "mango sticky rice", []string{"mango", "glutinous rice", "coconut milk"}},
	{"bread, eggs, milk, sugar, raisins", "", "dessert", "bread and butter pudding", []string{"bread", "egg", "milk"}},
	{"plain flour, butter, sugar, eggs, cocoa powder, dark chocolate", "", "dessert", "chocolate|brownie", []string{"dark chocolate", "egg", "butter"}},
	{"prawns, rice noodles, beansprouts, eggs, peanuts, lime, fish sauce", "thai", "lunch", "pad thai",
		[]string{"shrimp", "rice noodles", "bean sprouts", "egg"}},
	{"cod, potatoes, peas, flour, eggs, breadcrumbs", "", "dinner", "cod and chips|fish and chips", []string{"cod", "potato"}},
	{"beef strips, broccoli, oyster sauce, rice, garlic, ginger", "", "", "beef", []string{"beef strips", "broccoli", "white rice", "oyster sauce"}},
	{"cod, rice, coconut milk, curry paste, spinach", "", "", "curry", []string{"cod", "white rice", "coconut milk"}},
	{"tofu, noodles, peanut butter, soy sauce, lime, carrots", "", "", "peanut", []string{"tofu", "noodles", "peanut butter"}},
	{"pizza dough, tomato sauce, mozzarella, pepperoni", "", "", "pizza", []string{"pizza dough", "mozzarella", "pepperoni"}},
}

// TestWholePantryMakesItsDish: the dish a cook makes of each pantry, cooking what the
// pantry is for, and never buying a main protein or starch.
func TestWholePantryMakesItsDish(t *testing.T) {
	for _, c := range wholePantryCases {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Meal: c.meal, Servings: 4}
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		title := strings.ToLower(rec.Title)
		if !slices.ContainsFunc(strings.Split(c.titles, "|"), func(w string) bool { return strings.Contains(title, w) }) {
			t.Errorf("%s (%s %s): got %q, want a title with %q", c.pantry, c.cuisine, c.meal, rec.Title, c.titles)
		}
		for _, food := range c.uses {
			if !slices.ContainsFunc(rec.Ingredients, func(l RecipeLine) bool { return l.Name == food && l.FromPantry }) {
				t.Errorf("%s: %q does not cook the pantry's %s", c.pantry, rec.Title, food)
			}
		}
		if msg := buysNoMain(req, rec); msg != "" {
			t.Errorf("%s: %q %s", c.pantry, rec.Title, msg)
		}
		if msg := leftMain(req, rec); msg != "" {
			t.Errorf("%s: %q %s", c.pantry, rec.Title, msg)
		}
	}
}

// TestWholePantryVariations: variations 1 and 2 are other dishes of the same pantry,
// still cooking its main protein and starch.
func TestWholePantryVariations(t *testing.T) {
	for _, c := range wholePantryCases {
		for v := 1; v <= 2; v++ {
			req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Meal: c.meal, Servings: 4, Variation: v}
			rec, err := Generate(req)
			if err != nil {
				t.Errorf("%s v%d: %v", c.pantry, v, err)
				continue
			}
			if msg := leftMain(req, rec); msg != "" {
				t.Errorf("%s v%d: %q %s", c.pantry, v, rec.Title, msg)
			}
			if msg := buysNoMain(req, rec); msg != "" {
				t.Errorf("%s v%d: %q %s", c.pantry, v, rec.Title, msg)
			}
		}
	}
}

// TestWholePantryBuysNotWhatTheDishIsNamedFor: a dish named for a food the pantry lacks
// (a watermelon salad beside feta and mint, a kimchi fried rice without kimchi) is not
// the pantry's dish; one of what the pantry holds comes first.
func TestWholePantryBuysNotWhatTheDishIsNamedFor(t *testing.T) {
	for _, pantry := range []string{"feta, mint, red onion, lime, olive oil", "rice, eggs, spring onions, soy sauce",
		"chicken thighs, rice, soy sauce, garlic"} {
		rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Servings: 4})
		if err != nil {
			t.Errorf("%s: %v", pantry, err)
			continue
		}
		for _, m := range rec.MissingIngredients {
			if strings.Contains(strings.ToLower(rec.Title), m) {
				t.Errorf("%s: got %q, which buys its %s", pantry, rec.Title, m)
			}
		}
	}
}

// TestWholePantryVariationsKeepThePotatoes: a shepherd's pie pantry's other dishes cook
// its potatoes too (a lamb curry with them), not a savoury mince beside them.
func TestWholePantryVariationsKeepThePotatoes(t *testing.T) {
	for v := 1; v <= 3; v++ {
		req := Request{Pantry: []string{"lamb mince", "potatoes", "carrots", "onion", "peas", "stock cube"}, Servings: 4, Variation: v}
		rec, err := Generate(req)
		if err != nil {
			t.Fatalf("v%d: %v", v, err)
		}
		if !slices.ContainsFunc(rec.Ingredients, func(l RecipeLine) bool { return l.Name == "potato" && l.FromPantry }) {
			t.Errorf("v%d: %q leaves the cook's potatoes out", v, rec.Title)
		}
	}
}
