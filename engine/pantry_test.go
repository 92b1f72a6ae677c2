package engine

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// pantryDrawFoods are what random pantries are drawn from: mains, foods with a near
// form beside them (cherry tomatoes and a tin, single and double cream), counted
// produce a dish may want more of, and the cupboard's seasonings.
var pantryDrawFoods = []string{
	"chicken thighs", "500 g chicken thighs", "pork shoulder", "cod", "paneer", "tofu", "salmon", "ground beef",
	"chickpeas", "chicken breast", "shrimp", "lamb shoulder", "duck breasts", "eggs", "sausages", "chorizo",
	"cherry tomatoes", "tinned tomatoes", "crushed tomatoes", "tomatoes", "single cream", "double cream",
	"half-and-half", "creme fraiche", "jalapeno", "red chili", "sour cream",
	"1 orange", "2 carrots", "3 apples", "1 lemon", "1 onion", "2 potatoes", "1 red bell pepper", "1 zucchini",
	"2 tomatoes", "1 lime", "1 eggplant", "2 leeks", "4 eggs", "1 mango", "2 pears", "200 g spinach", "1 cucumber",
	"soy sauce", "mirin", "sugar", "ginger", "garlic", "rice", "basmati", "pasta", "garam masala", "smoked paprika",
	"cumin", "butter beans", "frozen peas", "coconut milk", "cider", "sage", "thyme", "broccoli", "mushrooms",
	"honey", "onions", "carrots", "potatoes", "spinach", "butter", "milk", "flour", "cheddar", "feta", "lentils",
	"self-raising flour", "caster sugar", "1 banana", "2 lemons", "1 butternut squash", "1 cauliflower", "1 cabbage",
	"1 sweet potato", "1 avocado", "1 pineapple", "1 bunch of coriander", "1 leek", "1 celery stalk", "2 oranges",
}

// randomPantryRequest is a request over a pantry of 3 to 8 foods from pantryDrawFoods.
func randomPantryRequest(r *rand.Rand) Request {
	n := 3 + r.IntN(6)
	var pantry []string
	for len(pantry) < n {
		f := pantryDrawFoods[r.IntN(len(pantryDrawFoods))]
		if !slices.Contains(pantry, f) {
			pantry = append(pantry, f)
		}
	}
	req := Request{Pantry: pantry, Servings: 1 + r.IntN(16), Variation: r.IntN(4), Skill: SkillLevels[r.IntN(3)]}
	if r.IntN(2) == 0 {
		req.Cuisine = Cuisines[r.IntN(len(Cuisines))]
	}
	if r.IntN(3) == 0 {
		req.TimeAvailable = 20 + r.IntN(200)
	}
	return req
}

// pantryFault is how rec fails the pantry as a cook reads it, or "": a food bought
// while the pantry's near form of it sits unused, or a pantry food used past what the
// pantry holds and not on the shopping list.
func pantryFault(req Request, rec *Recipe) string {
	missing := map[string]bool{}
	for _, m := range rec.MissingIngredients {
		missing[m] = true
	}
	for _, e := range rec.UnusedPantry {
		l := ParseLine(e.Name)
		if !l.Known {
			continue
		}
		for _, m := range rec.MissingIngredients {
			if creams[m] && whips(rec) {
				continue // whipped to hold its shape: only double cream will
			}
			if slices.Contains(nearForms[m], l.Ingredient.Name) {
				return fmt.Sprintf("buys %s while the pantry's %s sits unused", m, e.Name)
			}
		}
	}
	for _, m := range rec.MissingIngredients {
		if groups := madeFrom[m]; len(groups) > 0 && holdsOneOfEach(req, groups) {
			return fmt.Sprintf("buys %s while the pantry holds what makes it %v", m, groups)
		}
	}
	held, unknown := map[*Ingredient]float64{}, map[*Ingredient]bool{}
	for _, text := range req.Pantry {
		if l := ParseLine(text); l.Known && l.Grams > 0 {
			held[l.Ingredient] += l.Grams
		} else if l.Known {
			unknown[l.Ingredient] = true // "chicken thighs" beside "500 g chicken thighs": how many is not said
		}
	}
	for _, line := range rec.Ingredients {
		in, ok := Lookup(line.Name)
		if !line.FromPantry || !ok || held[in] == 0 || unknown[in] {
			continue
		}
		if line.Grams > held[in]*1.02+1 && !missing[in.Name] && !missing[line.Name] {
			return fmt.Sprintf("%q uses %.0f g of the pantry's %.0f g and the rest is not in missing_ingredients %v",
				line.Text, line.Grams, held[in], rec.MissingIngredients)
		}
	}
	return ""
}

// TestPantryUsedBeforeBought is the property over random pantries: nothing is bought
// while a pantry food of the same job and a near form sits unused, and a from_pantry
// line that asks for more than the pantry line holds puts the food on the shopping list.
func TestPantryUsedBeforeBought(t *testing.T) {
	requests := 3000
	if testing.Short() {
		requests = 400
	}
	r := rand.New(rand.NewPCG(8, 1))
	made := 0
	for i := range requests {
		req := randomPantryRequest(r)
		rec, err := Generate(req)
		if err != nil {
			var nr *NoRecipeError
			if !errors.As(err, &nr) {
				t.Fatalf("request %d %+v: %v", i, req, err)
			}
			continue
		}
		made++
		if msg := pantryFault(req, rec); msg != "" {
			t.Fatalf("request %d %q serves %d %s var %d: %s\n%s", i, strings.Join(req.Pantry, ","), req.Servings, req.Cuisine,
				req.Variation, msg, recipeText(rec))
		}
	}
	for i, req := range propertyRequests(t) {
		if rec, ok := generated(t, i, req); ok {
			if msg := pantryFault(req, rec); msg != "" {
				t.Errorf("fixed case %d %q: %s\n%s", i, strings.Join(req.Pantry, ","), msg, recipeText(rec))
			}
		}
	}
	if made < requests/2 {
		t.Errorf("only %d of %d requests gave a recipe", made, requests)
	}
}

// whips reports whether rec whips its cream.
func whips(rec *Recipe) bool {
	return slices.ContainsFunc(rec.Instructions, func(s Step) bool { return strings.Contains(strings.ToLower(s.Text), "whip") })
}

// pantryRecipe generates from a comma-separated pantry, failing the test when no
// recipe comes back.
func pantryRecipe(t *testing.T, pantry, cuisine string, servings, minutes int, rules string) *Recipe {
	t.Helper()
	req := Request{Pantry: strings.Split(pantry, ","), Cuisine: cuisine, Servings: servings, TimeAvailable: minutes}
	addRules(&req, rules)
	rec, err := Generate(req)
	if err != nil {
		t.Fatalf("%s: %v", pantry, err)
	}
	return rec
}

// pantryLine is the recipe's ingredient line of the table food name, or nil.
func pantryLine(rec *Recipe, name string) *RecipeLine {
	for i, l := range rec.Ingredients {
		if in, ok := Lookup(l.Name); ok && in.Name == name {
			return &rec.Ingredients[i]
		}
	}
	return nil
}

// The pantry's near form of a food the dish would buy is used in its place: the
// cherry tomatoes cook down where the tin would go, the single cream goes into the
// curry, and nothing of the kind is bought beside it.
func TestPantryNearFormUsedBeforeBought(t *testing.T) {
	cases := []struct {
		pantry, cuisine, rules string
		servings, minutes      int
		own                    string   // the table's food the recipe must cook from the pantry
		notBought              []string // foods that must not be on the shopping list
	}{
		{"cod,chorizo,butter beans,cherry tomatoes,smoked paprika", "spanish", "", 2, 30, "cherry tomato", []string{"canned diced tomatoes", "crushed tomatoes"}},
		{"ground beef,cherry tomatoes,onion,spaghetti", "italian", "", 4, 40, "cherry tomato", []string{"canned diced tomatoes", "crushed tomatoes"}},
		{"paneer,frozen peas,tinned tomatoes,garam masala,single cream,basmati,onion", "indian", "vegetarian", 4, 0, "light cream", []string{"heavy cream"}},
		{"chicken thighs,single cream,curry powder,onion,rice", "indian", "", 4, 45, "light cream", []string{"heavy cream", "coconut milk"}},
		{"1 butternut squash,1 onion,vegetable stock,single cream", "", "", 6, 60, "light cream", []string{"heavy cream"}},
		{"honey,eggs,single cream,cumin,thyme,3 apples", "", "", 6, 0, "light cream", []string{"heavy cream"}},
	}
	for _, c := range cases {
		rec := pantryRecipe(t, c.pantry, c.cuisine, c.servings, c.minutes, c.rules)
		l := pantryLine(rec, c.own)
		if l == nil || !l.FromPantry {
			t.Errorf("%s: %s: the pantry's %s is not cooked; unused %v\n%s", c.pantry, rec.Title, c.own, rec.UnusedPantry, recipeText(rec))
		}
		for _, b := range c.notBought {
			if slices.Contains(rec.MissingIngredients, b) {
				t.Errorf("%s: %s buys %s beside the pantry's %s", c.pantry, rec.Title, b, c.own)
			}
		}
	}
}

// Cherry tomatoes standing in for a tin are halved in the prep and named in the
// plural where they go in.
func TestCherryTomatoesForTheTinAreHalved(t *testing.T) {
	rec := pantryRecipe(t, "cod,chorizo,butter beans,cherry tomatoes,smoked paprika", "spanish", 2, 30, "")
	if l := pantryLine(rec, "cherry tomato"); l == nil || l.Preparation != "halved" {
		t.Fatalf("got %+v, want the cherry tomatoes halved\n%s", l, recipeText(rec))
	}
	all := ""
	for _, s := range rec.Instructions {
		all += s.Text + "\n"
	}
	if !strings.Contains(all, "halve the cherry tomatoes") || strings.Contains(all, "the cherry tomato;") || strings.Contains(all, "the cherry tomato ") {
		t.Errorf("got steps\n%s\nwant the cherry tomatoes halved in the prep and named in the plural", all)
	}
}

// A dish does not buy a vegetable no part needs: the cook's apples are the braise's
// fruit and vegetable, all three of them, and no carrots are bought beside them.
func TestPantryFruitFillsTheVegetables(t *testing.T) {
	for _, servings := range []int{4, 6} {
		rec := pantryRecipe(t, "pork shoulder,3 apples,cider,onions,sage", "", servings, 240, "")
		if l := pantryLine(rec, "apple"); l == nil || l.Quantity != 3 {
			t.Errorf("serves %d: got apples %+v, want all 3 of the cook's apples\n%s", servings, l, recipeText(rec))
		}
		for _, m := range rec.MissingIngredients {
			if in, ok := Lookup(m); ok && in.Is(RoleVegetable) && in.Category == "produce" {
				t.Errorf("serves %d: buys %s beside the cook's apples and onions", servings, m)
			}
		}
	}
}

// A pantry line that holds less than the dish needs of the food it is about puts the
// rest on the shopping list: "1 orange" for an orange sauce for six, one mango for a
// fool for sixteen. A name with no number ("carrot") says what the cook keeps in, not
// how much: it is never put on the list (TestPantryNameAloneIsNotShopped).
func TestPantryShortfallIsShopped(t *testing.T) {
	cases := []struct {
		pantry   string
		servings int
		food     string
	}{
		{"duck breasts,1 orange,carrots", 6, "orange"},
		{"chicken thighs,1 orange,1 carrot,1 onion", 6, "orange"},
		{"sugar,creme fraiche,4 eggs,1 mango", 16, "mango"},
	}
	for _, c := range cases {
		rec := pantryRecipe(t, c.pantry, "", c.servings, 0, "")
		l := pantryLine(rec, c.food)
		if l == nil {
			t.Errorf("%s: %s does not cook the %s", c.pantry, rec.Title, c.food)
			continue
		}
		if l.Quantity <= 1 {
			t.Errorf("%s: got %q, want the dish's own amount for %d", c.pantry, l.Text, c.servings)
		}
		if !slices.Contains(rec.MissingIngredients, c.food) {
			t.Errorf("%s: %q is more than the pantry holds, but missing is %v", c.pantry, l.Text, rec.MissingIngredients)
		}
	}
}

// holdsOneOfEach reports whether req's pantry holds a food of each group that its rules
// allow.
func holdsOneOfEach(req Request, groups [][]string) bool {
	for _, g := range groups {
		found := false
		for _, text := range req.Pantry {
			l := ParseLine(text)
			found = found || l.Known && slices.Contains(g, l.Ingredient.Name) && req.Rules.allows(l.Ingredient)
		}
		if !found {
			return false
		}
	}
	return true
}

// A teriyaki bowl glazes with the cook's soy and mirin or sugar: no bottle of
// teriyaki sauce is bought beside them.
func TestTeriyakiFromThePantry(t *testing.T) {
	bowls := 0
	for _, pantry := range []string{"salmon,soy sauce,mirin,sugar,ginger,rice,cucumber,avocado,edamame",
		"chicken thighs,soy sauce,honey,ginger,rice,broccoli,carrot,cucumber", "tofu,tamari,brown sugar,rice,edamame,carrot"} {
		for v := range 6 {
			req := Request{Pantry: strings.Split(pantry, ","), Cuisine: "japanese", Servings: 4, Variation: v}
			rec, err := Generate(req)
			if err != nil {
				t.Fatalf("%s: %v", pantry, err)
			}
			if !strings.Contains(rec.Title, "Teriyaki") {
				continue
			}
			bowls++
			if slices.Contains(rec.MissingIngredients, "teriyaki sauce") {
				t.Errorf("%s var %d: %s buys teriyaki sauce\n%s", pantry, v, rec.Title, recipeText(rec))
			}
			glazed := slices.ContainsFunc(rec.Instructions, func(s Step) bool {
				return strings.Contains(s.Text, "soy sauce") || strings.Contains(s.Text, "tamari")
			})
			if !glazed {
				t.Errorf("%s var %d: no step cooks the cook's soy\n%s", pantry, v, recipeText(rec))
			}
		}
	}
	if bowls == 0 {
		t.Error("no teriyaki dish from any pantry of soy and a sweetener")
	}
}

// A summary names a food counted by the cup in the plural: "made with cherry tomatoes".
func TestSummaryNamesCherryTomatoesInThePlural(t *testing.T) {
	for _, pantry := range []string{"chicken thighs,cherry tomatoes,onion,garlic,penne", "ground beef,cherry tomatoes,onion,spaghetti"} {
		rec := pantryRecipe(t, pantry, "italian", 4, 0, "")
		if strings.Contains(rec.Summary, "cherry tomato") && !strings.Contains(rec.Summary, "cherry tomatoes") {
			t.Errorf("%s: got summary %q, want the cherry tomatoes in the plural", pantry, rec.Summary)
		}
	}
}

// Single cream in a tomato curry goes in at the end and is not boiled: it would split.
func TestSingleCreamStirredIntoTheCurryLast(t *testing.T) {
	for _, pantry := range []string{"paneer,frozen peas,tinned tomatoes,garam masala,single cream,basmati,onion",
		"chicken thighs,single cream,curry powder,onion,rice"} {
		rec := pantryRecipe(t, pantry, "indian", 4, 45, "")
		simmer, cream := -1, -1
		for i, s := range rec.Instructions {
			if strings.Contains(s.Text, "tomatoes") && strings.Contains(s.Text, "simmer") && simmer < 0 {
				simmer = i
			}
			if strings.Contains(s.Text, "light cream") {
				cream = i
				if !strings.Contains(s.Text, "without letting it boil") {
					t.Errorf("%s: got %q, want the cream warmed without boiling", pantry, s.Text)
				}
			}
		}
		if simmer < 0 || cream <= simmer {
			t.Errorf("%s: the light cream (step %d) goes in before the tomatoes have simmered (step %d)\n%s", pantry, cream+1, simmer+1, recipeText(rec))
		}
	}
}

// A pantry food named with no amount is what the cook keeps in: the recipe's amount of
// it is not on the shopping list (review 45 #14, #18: "zucchini", "carrot" typed, then
// listed as missing).
func TestPantryNameAloneIsNotShopped(t *testing.T) {
	for _, c := range []struct {
		pantry   string
		servings int
		food     string
	}{
		{"chicken thighs,orange,carrot,onion", 6, "carrot"},
		{"ground turkey,zucchini,bell pepper,onion,canned diced tomatoes,italian seasoning", 8, "zucchini"},
		{"red lentils,carrot,celery,onion,cumin,vegetable stock,lemon", 8, "onion"},
	} {
		rec := pantryRecipe(t, c.pantry, "", c.servings, 0, "")
		if l := pantryLine(rec, c.food); l != nil && slices.Contains(rec.MissingIngredients, c.food) {
			t.Errorf("%s: %q from the pantry is listed as missing %v", c.pantry, l.Text, rec.MissingIngredients)
		}
	}
}
