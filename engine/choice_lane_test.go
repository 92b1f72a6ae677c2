package engine

import (
	"slices"
	"strings"
	"testing"
)

// choiceCase is a realistic pantry as a cook types it (supermarket words, amounts,
// brands, leftovers) with the request's other fields and the titles a cook would accept.
type choiceCase struct {
	pantry   string
	cuisine  string
	meal     string
	servings int
	minutes  int
	rules    string
	skill    string
	titles   string // "|" separates acceptable title words (case-insensitive)
}

// choiceCases span every cuisine and meal, 1–12 servings, 10–240 minutes, with and
// without diets.
var choiceCases = []choiceCase{
	{"6 large free-range eggs, half a loaf of sourdough, 2 vine tomatoes, Cathedral City cheddar, butter", "british", "breakfast", 2, 20, "", "", "scrambled eggs|omelette|eggs on toast"},
	{"1 lb 80/20 ground beef, 8 flour tortillas, 1 can black beans, shredded Mexican cheese blend, jar of salsa, sour cream", "mexican", "dinner", 4, 30, "", "beginner", "tacos|burrito|quesadilla|enchilada"},
	{"2 lb chicken thighs, can coconut milk, Thai red curry paste, jasmine rice, 1 red pepper, fish sauce", "thai", "dinner", 4, 40, "", "", "red curry"},
	{"leftover roast chicken, day-old rice, frozen peas, 3 eggs, soy sauce, spring onions", "chinese", "dinner", 3, 20, "", "", "fried rice"},
	{"500g spaghetti, 200g pancetta, 4 eggs, parmigiano reggiano, black pepper", "italian", "dinner", 4, 25, "", "", "carbonara"},
	{"2 cups plain flour, 1 cup caster sugar, 250g unsalted butter, 3 eggs, baking powder, vanilla extract, milk", "", "baking", 10, 75, "", "", "cake|sponge|cupcakes"},
	{"rolled oats, 1 cup whole milk, 2 ripe bananas, honey, cinnamon", "", "breakfast", 1, 10, "", "", "porridge|oatmeal"},
	{"1 kg lamb shoulder, 2 onions, carrots, 400g tin chopped tomatoes, cumin, cinnamon, dried apricots, couscous", "middle-eastern", "dinner", 6, 180, "", "", "tagine"},
	{"firm tofu, bok choy, shiitake mushrooms, ginger, garlic, soy sauce, jasmine rice", "chinese", "dinner", 2, 30, "vegan", "", "tofu"},
	{"salmon fillets, new potatoes, asparagus, lemon, dill, butter", "british", "dinner", 2, 35, "", "", "salmon"},
	{"1 can chickpeas, 1 can coconut milk, spinach, onion, garlic, garam masala, basmati rice", "indian", "dinner", 4, 40, "vegan", "", "chickpea|chana"},
	{"red lentils, onion, garlic, ginger, turmeric, cumin seeds, tin tomatoes", "indian", "lunch", 6, 45, "vegetarian", "", "dal"},
	{"pork belly slices, gochujang, kimchi, rice, spring onions, sesame oil", "korean", "dinner", 2, 30, "", "", "jeyuk|pork belly|kimchi"},
	{"ramen noodles, 2 eggs, chicken stock, miso paste, spring onions, nori", "japanese", "lunch", 2, 20, "", "", "ramen"},
	{"rice noodles, raw prawns, bean sprouts, peanuts, lime, eggs, fish sauce, tamarind paste", "thai", "dinner", 2, 30, "", "", "pad thai"},
	{"rice paper, cooked shrimp, vermicelli rice noodles, lettuce, mint, carrot, cucumber", "vietnamese", "lunch", 4, 45, "", "", "summer rolls"},
	{"beef brisket 1.5kg, onions, carrots, red wine, beef stock, thyme, potatoes", "french", "dinner", 8, 240, "", "", "pot roast|bourguignon|braise"},
	{"chicken breasts, bell peppers, onion, tortillas, lime, fajita seasoning", "mexican", "dinner", 4, 25, "", "", "fajitas"},
	{"feta, cucumber, tomatoes, red onion, kalamata olives, olive oil, oregano", "greek", "lunch", 4, 15, "vegetarian", "", "greek salad"},
	{"ground lamb, onion, parsley, cumin, pita bread, greek yogurt, cucumber", "greek", "dinner", 4, 35, "", "", "kofta|souvlaki|gyro"},
	{"chorizo, chicken thighs, paella rice, frozen peas, red pepper, saffron, chicken stock", "spanish", "dinner", 6, 60, "", "", "paella"},
	{"potatoes, 6 eggs, onion, olive oil", "spanish", "lunch", 4, 45, "vegetarian", "", "tortilla"},
	{"arborio rice, mushrooms, parmesan, white wine, vegetable stock, butter, onion", "italian", "dinner", 4, 45, "vegetarian", "", "risotto"},
	{"cod fillets, potatoes, frozen peas, flour, beer", "british", "dinner", 4, 50, "", "", "fish and chips|cod and chips"},
	{"3 ripe bananas, flour, sugar, butter, eggs, baking soda", "american", "baking", 8, 80, "", "", "banana bread"},
	{"greek yogurt, granola, frozen berries, honey", "", "breakfast", 2, 10, "", "", "parfait|yogurt"},
	{"apples, cheddar, crackers", "", "snack", 2, 10, "", "", "cheese plate|apple"},
	{"avocados, sourdough bread, lemon, chilli flakes, eggs", "", "breakfast", 2, 15, "", "", "avocado toast"},
	{"chicken wings 1kg, hot sauce, butter, celery, blue cheese", "american", "snack", 6, 60, "", "", "buffalo"},
	{"tinned tuna, mayonnaise, sweetcorn, bread, lettuce", "british", "lunch", 2, 10, "", "", "tuna"},
	{"pork chops, apples, onion, cider, potatoes", "french", "dinner", 2, 40, "", "", "pork chops with apples"},
	{"duck breasts, orange, honey, green beans, potatoes", "french", "dinner", 2, 45, "", "advanced", "duck"},
	{"beef mince, onion, carrot, frozen peas, potatoes, beef stock, Worcestershire sauce", "british", "dinner", 6, 90, "", "", "cottage pie"},
	{"paneer, spinach, onion, garlic, ginger, cream, garam masala", "indian", "dinner", 4, 40, "vegetarian", "", "palak paneer|saag paneer"},
	{"eggplant, ground beef, tin tomatoes, onion, milk, flour, butter, cinnamon", "greek", "dinner", 8, 120, "", "advanced", "moussaka"},
	{"dark chocolate, butter, sugar, eggs, flour", "", "dessert", 12, 60, "", "", "brownie|fondant|chocolate"},
	{"strawberries, double cream, caster sugar, meringue nests", "british", "dessert", 4, 15, "", "", "eton mess"},
	{"gluten-free pasta, cherry tomatoes, basil, garlic, olive oil, mozzarella", "italian", "dinner", 3, 25, "gluten-free", "", "pasta"},
	{"short ribs, soy sauce, pear, garlic, sesame oil, rice, spring onions", "korean", "dinner", 4, 180, "", "", "galbi"},
	{"banh mi baguette, pork tenderloin, pickled carrots, cucumber, coriander, sriracha, mayonnaise", "vietnamese", "lunch", 2, 40, "", "", "bánh mì"},
	{"frozen mixed berries, flour, butter, brown sugar, oats", "american", "dessert", 6, 55, "", "", "crumble"},
	{"hummus, pita, cucumber, cherry tomatoes, carrots", "middle-eastern", "snack", 2, 10, "vegan", "", "mezze|hummus"},
	// The meal weighs in, the pantry first: a steak pantry at breakfast is steak and eggs.
	{"sirloin steak, eggs, potatoes", "", "breakfast", 2, 45, "", "", "steak and eggs"},
	{"ribeye steak, eggs, toast", "american", "breakfast", 2, 30, "", "", "steak and eggs"},
	{"pork sausages, eggs, potatoes, onion", "", "breakfast", 2, 0, "", "", "hash"},
	{"oats, banana, honey", "", "snack", 4, 45, "", "", "banana oat cookies"},
	// "mince beef" is beef mince, not an unknown line that leaves a carrot spaghetti.
	{"mince beef 500g, spaghetti, passata, onion, garlic, carrot, celery", "italian", "dinner", 4, 60, "", "", "bolognese|ragù|ragu|meat sauce"},
	// A bake never leaves the cook's apples aside for the meal's sake: apple muffins at
	// breakfast, an apple crumble for dessert, not shortbread beside the fruit bowl.
	{"apples, flour, butter, sugar", "", "breakfast", 6, 60, "", "", "apple"},
	{"apples, flour, butter, sugar", "", "dessert", 6, 60, "", "", "apple crumble"},
}

// TestChoicePantriesMakeTheirDish: each pantry makes a dish a cook would make of it,
// cooks every main protein and starch it holds, and buys none.
func TestChoicePantriesMakeTheirDish(t *testing.T) {
	for _, c := range choiceCases {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Meal: c.meal, Servings: c.servings,
			TimeAvailable: c.minutes, Skill: c.skill}
		addRules(&req, c.rules)
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		title := strings.ToLower(rec.Title)
		if !slices.ContainsFunc(strings.Split(c.titles, "|"), func(w string) bool { return strings.Contains(title, w) }) {
			t.Errorf("%s (%s %s): got %q, want a title with %q", c.pantry, c.cuisine, c.meal, rec.Title, c.titles)
		}
		if msg := buysNoMain(req, rec); msg != "" {
			t.Errorf("%s: %q %s", c.pantry, rec.Title, msg)
		}
		if msg := leftMain(req, rec); msg != "" {
			t.Errorf("%s: %q %s", c.pantry, rec.Title, msg)
		}
	}
}

// leftMain says which main protein or starch of the pantry the recipe leaves unused.
func leftMain(req Request, rec *Recipe) string {
	for _, e := range rec.UnusedPantry {
		l := ParseLine(e.Name)
		if l.Known && (isMainProtein(l.Ingredient) || isMainStarch(l.Ingredient)) {
			return "leaves the pantry's " + e.Name + " unused"
		}
	}
	return ""
}

// A shelf label's amount written after the food is the line's amount, not an unknown
// line that drops the pantry's main.
func TestChoiceTrailingAmount(t *testing.T) {
	for _, c := range []struct {
		text, food string
		grams      float64
	}{
		{"chicken wings 1kg", "chicken wings", 1000},
		{"beef brisket 1.5 kg", "beef brisket", 1500},
		{"Cathedral City cheddar 350g", "cheddar", 350},
		{"eggs x6", "egg", 264},
		{"chicken thighs - 6", "chicken thigh", 654},
	} {
		l := ParseLine(c.text)
		if !l.Known || l.Ingredient.Name != c.food || l.Grams < c.grams*0.9 || l.Grams > c.grams*1.1 {
			t.Errorf("ParseLine(%q): got %v %q %.0f g, want %s about %.0f g", c.text, l.Known, l.Name, l.Grams, c.food, c.grams)
		}
	}
	for _, text := range []string{"1 1 1 1 cups", "7up 2", "x 6"} {
		ParseLine(text) // ends, and does not read the amount again and again
	}
}

// Steak and eggs: the eggs fry in the steak's pan while it rests, and the roast potatoes
// cook while the steak sears, not before it.
func TestChoiceSteakAndEggs(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"sirloin steak", "eggs", "potatoes"}, Meal: "breakfast", Servings: 2, TimeAvailable: 45})
	if err != nil {
		t.Fatal(err)
	}
	steps := recipeSteps(rec)
	if !strings.Contains(steps, "crack in the eggs") || !strings.Contains(steps, "minutes more on their own, then heat a heavy skillet") {
		t.Errorf("%q: want the eggs fried while the steak rests and the steak seared in the potatoes' last minutes:\n%s", rec.Title, recipeText(rec))
	}
	for _, l := range rec.Ingredients {
		if l.Name == "egg" && (!l.FromPantry || l.Grams < 150) {
			t.Errorf("%q: %q, want the cook's eggs, two a plate", rec.Title, l.Text)
		}
	}
}

// A dish named for a vegetable the pantry lacks (bubble and squeak's cabbage) does not
// get a cook's-favourite bonus for it: a hash of the cook's own sausages, potatoes and
// eggs comes first.
func TestChoiceNamedVegetableBought(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"pork sausages", "eggs", "potatoes", "onion"}, Meal: "breakfast", Servings: 2})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(rec.Title, "Bubble") || slices.Contains(rec.MissingIngredients, "cabbage") {
		t.Errorf("got %q (missing %v), want a dish of the cook's own food", rec.Title, rec.MissingIngredients)
	}
	// With the cabbage in the pantry, bubble and squeak is still the dish.
	rec, err = Generate(Request{Pantry: []string{"pork sausages", "potatoes", "cabbage", "onion"}, Cuisine: "british", Servings: 2})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rec.Title, "Bubble and Squeak") && !strings.Contains(rec.Title, "Mash") {
		t.Errorf("sausages, potatoes and cabbage: got %q, want bubble and squeak or sausage and mash", rec.Title)
	}
}

// Variation walks down the ranking among dishes of the same pantry: no variation leaves
// the pantry's main protein or starch unused for another dish.
func TestChoiceVariationsKeepTheMain(t *testing.T) {
	for _, c := range choiceCases[:16] {
		for v := 1; v <= 4; v++ {
			req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Meal: c.meal, Servings: c.servings,
				TimeAvailable: c.minutes, Skill: c.skill, Variation: v}
			addRules(&req, c.rules)
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
