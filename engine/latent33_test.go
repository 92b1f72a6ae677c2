package engine

import (
	"strings"
	"testing"
)

// Faults the property suites landed on when a food added to the table moved their
// random draws; each is built here directly, so it stays fixed whatever the draws.

// latentGenerate generates a dish for req and reads it back as a client would send it.
func latentGenerate(t *testing.T, req Request) Dish {
	t.Helper()
	rec, err := Generate(req)
	if err != nil {
		t.Fatalf("%v: %v", req.Pantry, err)
	}
	return roundTrip(t, rec)
}

// Custard powder swapped for cornstarch under an egg allergy: the steps no longer make
// "custard" (to the checks, and to a cook reading it, a bought custard holds egg).
func TestLatentCustardPowderSwapNamesNoCustard(t *testing.T) {
	d := latentGenerate(t, Request{Pantry: []string{"custard powder", "oat milk", "sugar"}, Meal: "dessert", Servings: 4,
		Rules: Rules{Allergies: []string{"peanuts", "eggs"}}})
	rules := Rules{Allergies: []string{"peanuts", "eggs"}}
	lastRun = opRun{rules: rules, target: "custard powder"}
	out, err := SuggestSubstitute("custard powder", rules, &d)
	if err != nil {
		t.Fatal(err)
	}
	if msg := checkTransform(d, "suggest-substitute", out); msg != "" {
		t.Fatalf("%s\n%s", msg, resultText(out))
	}
	text := resultText(out)
	if !strings.Contains(text, "cornstarch") || strings.Contains(strings.ToLower(text), "make the custard") {
		t.Errorf("got\n%s\nwant the cornstarch making a vanilla sauce, no step making custard", text)
	}
}

// A lo mein for 22 whose soy sauce is sized to 352 g and listed as 1 1/2 cups: the salt
// is capped against the listed cups, and a ceiling of 1.2 g is pinches, not a 1/4 tsp
// rounded up past it (1090 mg a serving before the salt, and salt on top).
func TestLatentLoMeinSaltSeasonsToTheListedSoy(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"udon noodles", "celery root"}, Servings: 22, Skill: "intermediate",
		Rules: Rules{Allergies: []string{"shellfish", "sesame"}}})
	if err != nil {
		t.Fatal(err)
	}
	wantSaltAPinchAtMost(t, rec)
}

// Grits are their own food (SR28 08090), read from the words a cook writes, and cooked
// for as long as the kind the cook has takes.
func TestLatentGritsAreGrits(t *testing.T) {
	for _, w := range []string{"grits", "quick grits", "stone-ground grits", "1 cup hominy grits"} {
		if l := ParseLine(w); !l.Known || l.Ingredient.Name != "grits" {
			t.Errorf("%q: got %v, want grits", w, l.Ingredient)
		}
	}
	for _, c := range []struct{ pantry, want string }{
		{"shrimp, stone-ground grits, cheddar, bacon, scallion, garlic", "40–45 minutes"},
		{"shrimp, quick grits, milk, cheddar, scallions, garlic", "5–7 minutes"},
		{"shrimp, grits, cheddar, bacon, scallion, garlic, lemon", "20–25 minutes"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: "american", Servings: 4})
		if err != nil {
			t.Fatal(err)
		}
		text := recipeText(rec)
		if !strings.Contains(strings.ToLower(rec.Title), "grits") || !strings.Contains(text, c.want) || strings.Contains(text, "polenta") {
			t.Errorf("%s: got\n%s\nwant shrimp and grits cooked %s, no polenta", c.pantry, text, c.want)
		}
	}
}

// A Niçoise for 22 with no fish boiled 44 eggs in one small pan: a crowd's eggs are an
// egg a plate, boiled a dozen at a time.
func TestLatentNicoiseCrowdBoilsEggsInBatches(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("watercress,poblano,edamame,green beans,cooked shrimp,egg,bean sprouts", ","),
		Rules: Rules{Restrictions: []string{"kosher"}, Allergies: []string{"wheat"}}, Skill: "advanced", Servings: 22, Variation: 4})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rec.Title, "Niçoise") {
		t.Skipf("got %s, not the Niçoise", rec.Title)
	}
	for _, l := range rec.Ingredients {
		if l.Name == "egg" && (l.Quantity > 22 || !strings.Contains(recipeSteps(rec), "eggs 12 at a time")) {
			t.Errorf("got %q and\n%s\nwant an egg a plate, 12 at a time", l.Text, recipeText(rec))
		}
	}
}

// A cook's egg yolks are not soft-boiled to top a rice-noodle salad: only whole eggs top
// a plate.
func TestLatentEggYolksTopNoSalad(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"carrot", "buckwheat noodles", "garlic cloves", "quorn mince", "egg yolks"},
		Rules: Rules{Restrictions: []string{"gluten-free"}, Allergies: []string{"shellfish"}}, TimeAvailable: 121, Skill: "intermediate", Servings: 19, Variation: 2})
	if err != nil {
		t.Fatal(err)
	}
	if s := recipeSteps(rec); strings.Contains(s, "Soft-boil the egg yolk") || strings.Contains(s, "Fry the egg yolk") {
		t.Errorf("got\n%s\nwant no yolk boiled or fried alone", recipeText(rec))
	}
}

// A sausage skillet's oven chips, added beside the plate after the salt was capped,
// bring 2,900 mg of their own: the salt is capped again once the sides are in.
func TestLatentSaltCappedAfterTheSides(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"frozen corn", "french fries", "artichoke hearts", "napa cabbage", "ground pork", "pork sausage"},
		Cuisine: "indian", Skill: "advanced", Servings: 7, Variation: 4})
	if err != nil {
		t.Fatal(err)
	}
	wantSaltAPinchAtMost(t, rec)
}

// Dairy-free turnovers whose cheese became nutritional yeast sprinkle it in the filling
// and speak of no molten cheese.
func TestLatentTurnoversWithoutCheese(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("wonton wrappers,grated lime zest,chicken sausage,puff pastry sheets,brussels sprouts,cooked chicken,red onion,lime zest", ","),
		Rules: Rules{Restrictions: []string{"dairy-free", "kosher"}, Allergies: []string{"soy"}}, Skill: "beginner", Servings: 17, Variation: 1})
	if err != nil {
		t.Fatal(err)
	}
	if s := recipeSteps(rec); strings.Contains(rec.Title, "Turnovers") && (strings.Contains(s, "the cheese") || !strings.Contains(s, "nutritional yeast over")) {
		t.Errorf("got\n%s\nwant the nutritional yeast in the filling and no cheese", recipeText(rec))
	}
}

// Spinach alone in an aglio e olio is tossed until just wilted in the last minutes of
// the pasta's boil, not "cooked until just tender" in a step of 20 minutes.
func TestLatentAglioOlioSpinachWilts(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("spaghetti,garlic,olive oil,spinach,red pepper flakes", ","), Cuisine: "italian", Servings: 21})
	if err != nil {
		t.Fatal(err)
	}
	if s := recipeSteps(rec); !strings.Contains(s, "spinach and toss until just wilted") {
		t.Errorf("got\n%s\nwant the spinach tossed until just wilted", recipeText(rec))
	}
}

// Orzo swapped under a gluten-free rule is a gluten-free pasta boiled in the orzo's
// minutes, never wild rice (45 minutes) boiled for 8.
func TestLatentOrzoSwapIsAPasta(t *testing.T) {
	for _, rules := range []Rules{{}, {Restrictions: []string{"gluten-free"}}} {
		for _, s := range Substitutes(mustLookup("orzo"), rules) {
			if s.Name != "macaroni" && s.Name != "gluten-free pasta" {
				t.Errorf("%v: got %s for orzo, want a pasta", rules, s.Name)
			}
		}
	}
	d := latentGenerate(t, Request{Pantry: []string{"clams", "orzo", "garlic", "white wine", "parsley"}, Cuisine: "italian", Servings: 4})
	out, err := SuggestSubstitute("orzo", Rules{Restrictions: []string{"gluten-free"}}, &d)
	if err != nil {
		t.Fatal(err)
	}
	if text := resultText(out); !strings.Contains(text, "gluten-free pasta in the boiling water") || strings.Contains(text, "wild rice") {
		t.Errorf("got\n%s\nwant the gluten-free pasta boiled", text)
	}
}

// wantSaltAPinchAtMost fails a recipe whose other foods already bring salty-dish sodium
// and that still adds more than a pinch of salt.
func wantSaltAPinchAtMost(t *testing.T, rec *Recipe) {
	t.Helper()
	salt, other := 0.0, rec.Nutrition.Total.Sodium
	for _, it := range rec.Ingredients {
		if it.Name == "salt" {
			salt += it.Grams
			other -= it.Grams * 387.58
		}
	}
	if other/float64(rec.Servings) >= 0.9*saltySodiumMg && salt > 0.45 {
		t.Errorf("%s: got %.0f mg of sodium a serving before the salt and %.1f g of salt added, want a pinch at most\n%s", rec.Title, other/float64(rec.Servings), salt, recipeText(rec))
	}
}
