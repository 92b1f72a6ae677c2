package engine

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
)

// r32gen makes a recipe for a review-32 request (pantry lines split on "|") and fails
// the test when it errors.
func r32gen(t *testing.T, pantry, cuisine string, servings, minutes int, skill string, rules ...string) *Recipe {
	t.Helper()
	req := Request{Pantry: strings.Split(pantry, "|"), Cuisine: cuisine, Servings: servings, TimeAvailable: minutes, Skill: skill}
	addRules(&req, strings.Join(rules, ","))
	rec, err := Generate(req)
	if err != nil {
		t.Fatalf("%s: %v", pantry, err)
	}
	return rec
}

// Review 32 (02, 07, 19, 37, 40): what a dish is made of is never "(optional)": the
// green curry paste of a green curry, the sugar of a teriyaki glaze, the lime of a pad
// thai, the onion a chana masala's sauce is fried from.
func TestR32DefiningIngredientIsNotOptional(t *testing.T) {
	for _, c := range []struct {
		pantry, cuisine string
		servings, time  int
		rules           string
		title, food     string
	}{
		{"Thai Kitchen green curry paste|2 cans coconut milk|2 chicken breasts|1 red pepper|jasmine rice|fish sauce|2 limes|handful of thai basil", "thai", 4, 45, "", "Green Curry", "green curry paste"},
		{"2 salmon fillets|Kikkoman soy sauce|mirin|sushi rice|1 cucumber|spring onions|toasted sesame seeds", "japanese", 2, 40, "sesame", "Teriyaki", "sugar"},
		{"rice noodles 200g|large raw prawns|2 eggs|bean sprouts|roasted peanuts|tamarind paste|fish sauce|palm sugar|spring onions", "thai", 2, 30, "shellfish", "Pad Thai", "lime"},
		{"1 can chickpeas|tin of chopped tomatoes|garam masala|cumin seeds|turmeric|basmati rice", "indian", 4, 45, "vegan", "Chana Masala", "onion"},
	} {
		rec := r32gen(t, c.pantry, c.cuisine, c.servings, c.time, "intermediate", c.rules)
		if !strings.Contains(rec.Title, c.title) {
			t.Errorf("%s: got %q, want a %s", c.pantry, rec.Title, c.title)
			continue
		}
		found := false
		for _, it := range rec.Ingredients {
			if it.Name != c.food {
				continue
			}
			found = true
			if it.Optional || strings.Contains(it.Text, "optional") {
				t.Errorf("%s: got %q, want the %s required\n%s", rec.Title, it.Text, c.food, recipeText(rec))
			}
		}
		if !found {
			t.Errorf("%s: no %s in the list\n%s", rec.Title, c.food, recipeText(rec))
		}
		for _, s := range rec.Instructions {
			if strings.Contains(s.Text, c.food+" (if using)") || strings.Contains(s.Text, c.food+", if using") {
				t.Errorf("%s: step %d says the %s is optional: %s", rec.Title, s.Step, c.food, s.Text)
			}
		}
	}
}

// Over random requests, no food the catalogue line calls the dish's signature is listed
// as optional.
func TestR32SignatureNeverOptionalProperty(t *testing.T) {
	n := 1500
	if testing.Short() {
		n = 300
	}
	for i, req := range randomRequests(32, 7, n) {
		rec, cat, err := generate(req)
		if err != nil || cat == nil {
			continue
		}
		for _, it := range rec.Ingredients {
			in, ok := Lookup(it.Name)
			if !ok || !it.Optional {
				continue
			}
			for _, s := range cat.sig {
				for _, f := range s.foods() {
					if f == in {
						t.Errorf("request %d (%s): signature %s listed optional: %q", i, rec.Title, it.Name, it.Text)
					}
				}
			}
		}
	}
}

// Review 32 (02): each condiment carries the allergens most of its bottles hold, and no
// other: fish sauce is fish, not shellfish; oyster sauce and shrimp paste are shellfish;
// Worcestershire sauce, dashi and Caesar dressing hold fish.
func TestR32CondimentAllergens(t *testing.T) {
	for _, c := range []struct {
		food      string
		has, lack Fact
	}{
		{"fish sauce", FactFish, FactShellfish},
		{"nuoc cham", FactFish, FactShellfish},
		{"oyster sauce", FactShellfish | FactWheat, 0},
		{"shrimp paste", FactShellfish, 0},
		{"worcestershire sauce", FactFish, FactShellfish},
		{"dashi", FactFish, FactShellfish},
		{"bonito flakes", FactFish, 0},
		{"anchovies", FactFish, FactShellfish},
		{"caesar dressing", FactFish | FactEgg | FactDairy, 0},
		{"furikake", FactFish | FactSesame, 0},
		{"soy sauce", FactSoy | FactWheat, FactFish},
		{"hoisin sauce", FactSoy | FactWheat, FactFish},
		{"black bean sauce", FactSoy | FactWheat, 0},
		{"chili bean paste", FactSoy | FactWheat, 0},
		{"gochujang", FactSoy | FactWheat, 0},
		{"miso", FactSoy, 0},
		{"tahini", FactSesame, 0},
		{"pesto", FactTreeNut | FactDairy, 0},
		{"mayonnaise", FactEgg, 0},
		{"teriyaki sauce", FactSoy | FactWheat, 0},
		{"green curry paste", FactShellfish, 0},
		{"kombu", 0, FactFish | FactShellfish},
		{"tamari", FactSoy, FactWheat},
		{"coconut aminos", 0, FactSoy | FactWheat},
	} {
		in := mustLookup(c.food)
		if in.Facts&c.has != c.has {
			t.Errorf("%s: got %s, want %s", c.food, describeFacts(in.Facts), describeFacts(c.has))
		}
		if in.Facts&c.lack != 0 {
			t.Errorf("%s: got %s, want none of %s", c.food, describeFacts(in.Facts), describeFacts(c.lack))
		}
	}
	// What only some bottles hold is a label to check for the cook who must avoid it.
	for _, c := range []struct {
		food string
		f    Fact
	}{{"ponzu", FactFish}, {"kimchi", FactShellfish}, {"enchilada sauce", FactGluten}, {"fish sauce", FactGluten}} {
		if labelNote(mustLookup(c.food), c.f) == "" {
			t.Errorf("%s: no label to check for %s", c.food, describeFacts(c.f))
		}
	}
}

// Review 32 (15): paleo, as the diet is usually defined, leaves out grains (corn too),
// legumes, dairy, refined sugar and white potatoes: a cod with new potatoes is not
// labelled paleo, and a paleo request is never answered with potatoes.
func TestR32PaleoLeavesOutPotatoes(t *testing.T) {
	rec := r32gen(t, "2 cod fillets|cherry tomatoes|black olives|capers|new potatoes 500g|1 lemon|flat-leaf parsley|olive oil", "mediterranean", 2, 40, "intermediate", "pescatarian", "dairy-free")
	if !strings.Contains(recipeText(rec), "potato") {
		t.Fatalf("%s: want the new potatoes cooked\n%s", rec.Title, recipeText(rec))
	}
	for _, s := range rec.Dietary.SuitableFor {
		if s == "paleo" {
			t.Errorf("%s: got suitable_for %v, want no paleo with potatoes", rec.Title, rec.Dietary.SuitableFor)
		}
	}
	paleo := Rules{Restrictions: []string{"paleo"}}
	for _, food := range []string{"potato", "hash browns", "frozen french fries", "mashed potatoes", "corn", "canned corn", "frozen corn", "rice", "chickpeas", "sugar", "cheddar"} {
		if paleo.allows(mustLookup(food)) {
			t.Errorf("paleo allows %s, want it left out", food)
		}
	}
	for _, food := range []string{"sweet potato", "salmon", "olive oil", "honey", "almond flour", "egg", "carrot"} {
		if !paleo.allows(mustLookup(food)) {
			t.Errorf("paleo refuses %s: %s", food, paleo.Breaks(mustLookup(food)))
		}
	}
	rec = r32gen(t, "chicken thighs|potatoes|carrots|rosemary|olive oil", "", 4, 60, "intermediate", "paleo")
	if strings.Contains(strings.ToLower(recipeText(rec)), "potatoes,") || strings.Contains(strings.ToLower(rec.Title), "potato") {
		t.Errorf("%s: a paleo recipe with potatoes\n%s", rec.Title, recipeText(rec))
	}
	for _, it := range rec.Ingredients {
		if it.Name == "potato" {
			t.Errorf("%s: a paleo recipe lists %q", rec.Title, it.Text)
		}
	}
}

// Review 32 (02): a branded Thai pantry line is read as its food: the Thai Kitchen
// green curry paste is the cook's own, cooked and not bought.
func TestR32ThaiBrandsRead(t *testing.T) {
	for text, want := range map[string]string{"Thai Kitchen green curry paste": "green curry paste", "Aroy-D coconut milk": "coconut milk", "Maesri red curry paste": "red curry paste"} {
		if l := ParseLine(text); !l.Known || l.Ingredient.Name != want {
			t.Errorf("%q: got %q (known %v), want %s", text, l.Name, l.Known, want)
		}
	}
	rec := r32gen(t, "Thai Kitchen green curry paste|2 cans coconut milk|2 chicken breasts|1 red pepper|jasmine rice|fish sauce|2 limes|handful of thai basil", "thai", 4, 45, "intermediate")
	for _, it := range rec.Ingredients {
		if it.Name == "green curry paste" && !it.FromPantry {
			t.Errorf("%s: got %q bought, want the cook's own paste", rec.Title, it.Text)
		}
	}
	if len(rec.UnusedPantry) > 0 {
		t.Errorf("%s: unused %v", rec.Title, rec.UnusedPantry)
	}
}

// Review 32 (04): a recipe always says a cuisine the contract knows. A Full English
// asked for as american says american; a British-only dish asked for with no cuisine
// says the contract's nearest, never "".
func TestR32RecipeAlwaysSaysACuisine(t *testing.T) {
	rec := r32gen(t, "dozen eggs|streaky bacon|sourdough loaf|mature cheddar|250g chestnut mushrooms|cherry tomatoes|butter", "american", 2, 25, "beginner")
	if got := rec.ContractCuisine(); got != "american" {
		t.Errorf("%s (engine label %s): got cuisine %q, want american", rec.Title, rec.Cuisine, got)
	}
	for _, c := range []struct{ pantry, cuisine string }{
		{"crumpets|butter", ""},
		{"crusty rolls|back bacon|ketchup|butter", ""},
		{"cornflakes|milk chocolate|butter|golden syrup", ""},
		{"chicken thighs|coconut milk|red curry paste|rice", ""},
		{"chicken thighs|coconut milk|red curry paste|rice", "thai"},
	} {
		rec := r32gen(t, c.pantry, c.cuisine, 2, 0, "intermediate")
		got := rec.ContractCuisine()
		if !slices.Contains(ContractCuisines, got) {
			t.Errorf("%s (engine label %s): got cuisine %q, want one of %v", rec.Title, rec.Cuisine, got, ContractCuisines)
		}
		if c.cuisine != "" && got != c.cuisine {
			t.Errorf("%s: got cuisine %q, want %s", rec.Title, got, c.cuisine)
		}
	}
}

// r32lasagne is review 32 row 34's lasagne, ingredient lines only.
var r32lasagne = []string{"1 lb lean ground beef", "1/2 lb Italian sausage, casings removed", "1 onion, finely chopped",
	"2 cloves garlic, crushed", "1 (28 oz) can crushed tomatoes", "2 (6 oz) cans tomato paste", "12 lasagna noodles",
	"16 oz ricotta cheese", "1 egg", "3/4 lb mozzarella, sliced", "3/4 cup grated Parmesan", "2 tbsp fresh parsley",
	"1 tsp dried basil", "1 1/2 tsp salt"}

// Review 32 (34): enrich-ingredients on a recipe sent without servings does not
// assume 4 (a 12-noodle lasagne at 1370 kcal a plate): it estimates them from the
// total, about 600 kcal a main-course serving, and says so. Servings sent are kept.
func TestR32EnrichEstimatesServings(t *testing.T) {
	var in RecipeInput
	for _, l := range r32lasagne {
		in.Ingredients = append(in.Ingredients, IngredientInput{Text: l})
	}
	lines := Dish{}
	for _, l := range r32lasagne {
		lines.Items = append(lines.Items, ItemFrom(IngredientInput{Text: l}))
	}
	for what, d := range map[string]Dish{"recipe without servings": DishFrom(in), "lines alone": lines} {
		out := Enrich(d)
		kcal := out.Totals.Nutrition.PerServing.Kcal
		if out.Servings < 8 || out.Servings > 11 || kcal < 450 || kcal > 750 {
			t.Errorf("%s: got %d servings at %.0f kcal, want 8–11 at about 600", what, out.Servings, kcal)
		}
		if !strings.Contains(strings.ToLower(out.Note), "servings were not given") || !strings.Contains(out.Note, "kcal") {
			t.Errorf("%s: got note %q, want it to say the servings were estimated and how", what, out.Note)
		}
	}
	in.Servings = 6
	out := Enrich(DishFrom(in))
	if out.Servings != 6 || out.Note != "" {
		t.Errorf("servings sent: got %d (note %q), want 6 as sent", out.Servings, out.Note)
	}
	// A sweet bake is cut smaller than a main: a batch of cookies is not two plates.
	var cookies RecipeInput
	for _, l := range []string{"2 1/4 cups all-purpose flour", "1 cup butter", "3/4 cup sugar", "3/4 cup brown sugar", "2 eggs", "2 cups chocolate chips", "1 tsp baking soda"} {
		cookies.Ingredients = append(cookies.Ingredients, IngredientInput{Text: l})
	}
	if out := Enrich(DishFrom(cookies)); out.Totals.Nutrition.PerServing.Kcal > 400 {
		t.Errorf("cookies: got %d servings at %.0f kcal, want sweet servings under 400 kcal", out.Servings, out.Totals.Nutrition.PerServing.Kcal)
	}
}

// Review 32 (02, 12, 13): salt seasons to the salty foods, never on top of them. Where
// the stock, chorizo, cheese, soy or fish sauce already bring a serving near half a
// day's sodium, the recipe adds a pinch for the pot, to taste, not spoonfuls: the
// paella of stock cubes and chorizo lists no 3/4 tsp of salt.
func TestR32SaltSeasonsToTheSaltyFoods(t *testing.T) {
	check := func(where string, rec *Recipe) {
		t.Helper()
		salt, other := 0.0, rec.Nutrition.Total.Sodium
		for _, it := range rec.Ingredients {
			if it.Name == "salt" {
				salt += it.Grams
				other -= it.Grams * 387.58
			}
		}
		if other/float64(rec.Servings) >= 0.9*saltySodiumMg && salt > 0.45 {
			t.Errorf("%s (%s): %.0f mg of sodium a serving before the salt, yet %.1f g of salt added\n%s", where, rec.Title, other/float64(rec.Servings), salt, recipeText(rec))
		}
	}
	rec := r32gen(t, "paella rice 400g|frozen raw prawns 400g|4 chicken thighs|pinch of saffron|1 red pepper|frozen peas|chicken stock cubes|smoked paprika|1 lemon|chorizo", "spanish", 6, 75, "advanced")
	check("paella", rec)
	if strings.Contains(recipeText(rec), "season it well with salt") {
		t.Errorf("%s: the stock-cube paella is still salted well:\n%s", rec.Title, recipeText(rec))
	}
	check("green curry", r32gen(t, "Thai Kitchen green curry paste|2 cans coconut milk|2 chicken breasts|1 red pepper|jasmine rice|fish sauce|2 limes|handful of thai basil", "thai", 4, 45, "intermediate"))
	for i, req := range randomRequests(32, 12, 600) {
		if rec, ok := generated(t, i, req); ok {
			check(fmt.Sprintf("request %d", i), rec)
		}
	}
}

// Review 32 (01, 09 and nine more): a cook's skill is a ceiling, so a simpler dish is
// fine, but a recipe below the level asked for says why rather than reading as if the
// request were ignored; a request without a skill says nothing of it.
func TestR32SimplerThanAskedSaysWhy(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine, skill string }{
		{"milk|double cream|6 eggs|caster sugar|vanilla pod", "french", "advanced"},
		{"chicken thighs|tin of chopped tomatoes|2 courgettes|spinach|penne", "italian", "intermediate"},
	} {
		rec := r32gen(t, c.pantry, c.cuisine, 4, 0, c.skill)
		if skillRank(rec.SkillLevel) >= skillRank(c.skill) {
			continue // a dish at the level asked: nothing to explain
		}
		if !strings.Contains(rec.Summary, "simpler than") {
			t.Errorf("%s (%s, asked %s): got summary %q, want it to say it is simpler than asked and why", rec.Title, rec.SkillLevel, c.skill, rec.Summary)
		}
		req := Request{Pantry: strings.Split(c.pantry, "|"), Cuisine: c.cuisine, Servings: 4}
		plain, err := Generate(req)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(plain.Summary, "simpler than") {
			t.Errorf("%s without a skill asked: got %q, want no word on skill", plain.Title, plain.Summary)
		}
	}
}

// A dish at the level asked is preferred, a little, to an easier one that fits the
// pantry as well: the bonus is a tie-break, never more than the beginner's had.
func TestR32AskedLevelIsATieBreak(t *testing.T) {
	score := func(c *catDish, skill string) (float64, bool) {
		req := Request{Pantry: []string{"chicken thighs", "rice", "onion", "garlic", "tomatoes"}, Skill: skill, Servings: 4}
		if skill == "" {
			req.Skill = "intermediate" // as generate fills it in
		} else {
			req.skillGiven = true
		}
		usable, _ := sortPantry(req)
		rules := req.Rules.mask()
		return c.scoreRead(&req, &rules, usable, usable, nil)
	}
	n := 0
	for _, c := range catalogue() {
		asked, ok := score(c, "intermediate")
		plain, _ := score(c, "")
		if !ok {
			continue
		}
		n++
		want := 0.0
		if c.skill == 1 {
			want = 0.5
		}
		if d := asked - plain; math.Abs(d-want) > 1e-9 {
			t.Errorf("%s (skill %d): asked intermediate scores %+.2f over no skill asked, want %+.1f", c.name, c.skill, d, want)
		}
	}
	if n == 0 {
		t.Fatal("no dish fits the pantry")
	}
}
