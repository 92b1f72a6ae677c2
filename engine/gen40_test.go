package engine

import (
	"strings"
	"testing"
)

// Cook's review 40: the pantry's defining foods (the fruit of a bake, the greens and
// aromatics of a noodle dish, the fruit for a toast) are cooked by the dish that wins.

func gen40(t *testing.T, pantry, cuisine string, servings, minutes int, rules string) *Recipe {
	t.Helper()
	req := Request{Pantry: strings.Split(pantry, ","), Cuisine: cuisine, Servings: servings, TimeAvailable: minutes, Skill: "intermediate"}
	addRules(&req, rules)
	rec, err := Generate(req)
	if err != nil {
		t.Fatalf("%s: %v", pantry, err)
	}
	return rec
}

func gen40Used(t *testing.T, rec *Recipe, names ...string) {
	t.Helper()
	for _, n := range names {
		found := false
		for _, ing := range rec.Ingredients {
			if strings.Contains(ing.Name, n) && ing.FromPantry && !ing.Optional {
				found = true
			}
		}
		if !found {
			t.Errorf("%s does not cook the pantry's %s: %v; unused %v", rec.Title, n, rec.Ingredients, rec.UnusedPantry)
		}
	}
}

// Row 09: flour, butter, sugar, eggs, six apples, cinnamon and a lemon are an apple
// bake, not a lemon drizzle cake beside the apples.
func TestBakingPantryWithApplesBakesTheApples(t *testing.T) {
	rec := gen40(t, "flour,butter,sugar,eggs,apples 6,cinnamon,lemon", "american", 8, 90, "")
	if !strings.Contains(rec.Title, "Apple") {
		t.Errorf("a baking pantry with six apples makes %q", rec.Title)
	}
	gen40Used(t, rec, "apple", "cinnamon")
	// The same with pears, and with berries beside a lemon.
	for _, c := range []struct{ pantry, fruit string }{
		{"flour,butter,sugar,eggs,pears 4,lemon", "pear"},
		{"flour,butter,sugar,eggs,blueberries,lemon", "blueberr"},
	} {
		rec := gen40(t, c.pantry, "", 6, 90, "")
		gen40Used(t, rec, c.fruit)
	}
}

// Row 27: with the eggs and milk out, bread, maple syrup, cinnamon and strawberries are
// strawberry toast: no bananas bought, no honey in the title that is not in the recipe.
func TestFruitToastUsesThePantrysFruitAndNamesItsSyrup(t *testing.T) {
	rec := gen40(t, "eggs,milk,bread,cinnamon,maple syrup,strawberries", "", 4, 20, "eggs,milk")
	gen40Used(t, rec, "strawberr", "maple syrup", "bread")
	genMissing(t, rec, "banana")
	if strings.Contains(rec.Title, "Honey") || strings.Contains(rec.Title, "Banana") {
		t.Errorf("title %q names a food the recipe lacks", rec.Title)
	}
	// With honey, the title says honey.
	rec = gen40(t, "bread,honey,banana", "", 2, 10, "")
	if rec.Title != "Banana and Honey Toast" {
		t.Errorf("bread, honey and a banana make %q", rec.Title)
	}
}

// Row 11: with the tofu and peanuts out, rice noodles, bok choy, garlic, ginger, chili
// and lime are garlic-chili noodles with the bok choy, not a pad thai that buys fish
// sauce, tamarind and sprouts and leaves the greens in the fridge.
func TestNoodlePantryCooksItsGreensOverBuyingASignatureSet(t *testing.T) {
	rec := gen40(t, "tofu,bok choy,rice noodles,garlic,ginger,chili,lime,peanuts", "thai", 3, 25, "peanuts,soy")
	gen40Used(t, rec, "bok choy", "ginger", "chili", "rice noodles")
	genMissing(t, rec, "tamarind", "bean sprouts")
}

// pantryLeftForShopping: one bought jar is a dish's own seasoning; a set bought while
// the cook's produce sits costs the dish its place.
func TestShoppingWhileThePantrySitsRanksLower(t *testing.T) {
	if pantryLeftForShopping(2, 3) != 0 || pantryLeftForShopping(4, 0) != 0 {
		t.Error("two jars bought, or nothing left aside, costs nothing")
	}
	if pantryLeftForShopping(3, 2) <= pantryLeftForShopping(3, 1) {
		t.Error("more of the pantry left aside must cost more")
	}
}

// Row 24: the blue cheese dressing in a wings pantry is the dip that goes to the table
// with the celery, and two sheets of wings need two racks.
func TestWingsServeThePantrysBlueCheeseDressing(t *testing.T) {
	rec := gen40(t, "chicken wings 3lb,hot sauce,butter,garlic powder,celery,blue cheese dressing", "american", 6, 60, "")
	gen40Used(t, rec, "blue cheese dressing", "celery", "hot sauce")
	if !strings.Contains(genText(rec), "the celery and the blue cheese dressing for dipping") {
		t.Errorf("the dressing is not served with the celery:\n%s", genText(rec))
	}
	if !strings.Contains(strings.Join(rec.Equipment, ","), "2 wire racks") {
		t.Errorf("two sheets of wings, equipment %v", rec.Equipment)
	}
}

// Row 12: aglio e olio means oil; from a pantry with butter and no oil it is garlic
// butter linguine, with butter enough to dress it and the pantry's wine in the pan.
func TestGarlicPastaTitleFollowsItsFat(t *testing.T) {
	rec := gen40(t, "shrimp,linguine,butter,garlic,white wine,lemon,parsley", "", 2, 20, "shellfish")
	if strings.Contains(rec.Title, "Olio") {
		t.Errorf("%q is made with butter, no oil", rec.Title)
	}
	if g := genGrams(rec, "butter"); g < 35 {
		t.Errorf("%.0f g butter dresses 200 g linguine", g)
	}
	gen40Used(t, rec, "white wine", "garlic")
	rec = gen40(t, "spaghetti,olive oil,garlic,parsley", "", 2, 20, "")
	if !strings.Contains(rec.Title, "Aglio e Olio") {
		t.Errorf("spaghetti, olive oil and garlic make %q", rec.Title)
	}
}

// Row 18: summer rolls for four fit 40 minutes: a roll takes a minute and a half, so
// the pantry's rice paper is not left for a noodle bowl.
func TestSummerRollsForFourFitFortyMinutes(t *testing.T) {
	rec := gen40(t, "rice paper,shrimp,rice vermicelli,lettuce,mint,cilantro,fish sauce,lime,carrot", "vietnamese", 4, 40, "fish")
	gen40Used(t, rec, "rice paper", "shrimp")
	if rec.Timing.TotalMinutes > 40 {
		t.Errorf("%s takes %d minutes", rec.Title, rec.Timing.TotalMinutes)
	}
}

// Row 26: with the pepperoni out for halal, bought dough, sauce, mozzarella and
// mushrooms are a mushroom pizza in 30 minutes: the dough is shaped and topped while
// the oven heats.
func TestBoughtDoughPizzaFitsHalfAnHour(t *testing.T) {
	rec := gen40(t, "pizza dough,tomato sauce,mozzarella,pepperoni,mushrooms", "", 4, 30, "halal")
	gen40Used(t, rec, "pizza dough", "mushroom", "mozzarella")
	if rec.Timing.TotalMinutes > 30 || rec.Timing.TotalMinutes < 20 {
		t.Errorf("%s takes %d minutes", rec.Title, rec.Timing.TotalMinutes)
	}
}

// A draw of TestGenerateProperties: under a vegetarian rule the cook's "stock pot" is
// made up as vegetable broth, and the recipe's note says so: the line is cooked.
func TestStockPotUnderAVegetarianRuleIsCookedAsVegetableBroth(t *testing.T) {
	req := Request{Pantry: strings.Split("tomato,cabbage,pork belly,banana,shallot,stock pot", ","), Cuisine: "japanese",
		TimeAvailable: 79, Skill: "intermediate", Servings: 4, Variation: 4}
	addRules(&req, "vegetarian,eggs")
	rec, err := Generate(req)
	if err != nil {
		t.Fatal(err)
	}
	if msg := generatedFault(req, rec); msg != "" {
		t.Error(msg)
	}
	gen40Used(t, rec, "vegetable broth")
}
