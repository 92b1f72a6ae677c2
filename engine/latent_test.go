package engine

import (
	"strings"
	"testing"
)

// latentRecipe generates the recipe for a pantry written "a, b, c".
func latentRecipe(t *testing.T, pantry string, servings int) *Recipe {
	t.Helper()
	rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Servings: servings, TimeAvailable: 60})
	if err != nil {
		t.Fatalf("%s: %v", pantry, err)
	}
	return rec
}

// allSteps is the recipe's method as one text.
func allSteps(rec *Recipe) string {
	var b strings.Builder
	for _, s := range rec.Instructions {
		b.WriteString(s.Text)
		b.WriteByte('\n')
	}
	return b.String()
}

// lineFor is the recipe's ingredient line for the named food, or nil.
func lineFor(rec *Recipe, name string) *RecipeLine {
	for i := range rec.Ingredients {
		if in, ok := Lookup(rec.Ingredients[i].Name); ok && in.Name == name || rec.Ingredients[i].Name == name {
			return &rec.Ingredients[i]
		}
	}
	return nil
}

// A bacon roll or sandwich buttered in its steps lists its butter, whatever the bread and
// the party; buns the cook calls buns are split and warmed, a loaf's slices toasted.
func TestBaconRollsListTheirButter(t *testing.T) {
	for _, c := range []struct {
		pantry   string
		servings int
		split    bool
	}{
		{"bacon, brioche buns", 18, true},
		{"bacon, brioche buns, butter", 4, true},
		{"bacon, brioche", 18, false},
		{"bacon, hamburger buns", 6, true},
		{"smoked bacon, 6 bread rolls", 6, true},
	} {
		rec := latentRecipe(t, c.pantry, c.servings)
		steps := allSteps(rec)
		if msg := speaksOfAbsentFood(rec); msg != "" {
			t.Errorf("%s for %d: %s\n%s", c.pantry, c.servings, msg, recipeText(rec))
		}
		if got := strings.Contains(steps, "Split the"); got != c.split {
			t.Errorf("%s: split the buns %v, want %v\n%s", c.pantry, got, c.split, steps)
		}
	}
}

// Squirty (aerosol) cream is a sweet topping, not a cream a pan sauce can be reduced
// from: a steak au poivre is made only with double cream or creme fraiche, and venison
// is seared briefly and taken off at medium-rare, however many rounds the party needs.
func TestSquirtyCreamIsNoPanSauce(t *testing.T) {
	if l := ParseLine("squirty cream"); l.Matched != "canned whipped cream" {
		t.Fatalf("squirty cream: got %s, want canned whipped cream", l.Matched)
	}
	rec := latentRecipe(t, "2 kg venison steaks, squirty cream, peppercorns", 10)
	for _, l := range rec.Ingredients {
		if l.Name == "canned whipped cream" {
			t.Errorf("the squirty cream is cooked: %s\n%s", l.Text, recipeText(rec))
		}
	}
	rec = latentRecipe(t, "2 kg venison steaks, double cream, peppercorns", 10)
	steps := allSteps(rec)
	if !strings.HasPrefix(rec.Title, "Steak au Poivre") {
		t.Fatalf("venison, double cream and peppercorns: got %s, want Steak au Poivre", rec.Title)
	}
	for _, want := range []string{"52–54°C", "in a low oven", "more vegetable oil for each round"} {
		if !strings.Contains(steps, want) {
			t.Errorf("venison au poivre for 10: no step says %q\n%s", want, steps)
		}
	}
	if strings.Contains(steps, "60°C (140°F) for medium") {
		t.Errorf("venison au poivre: lean venison is taken to medium\n%s", steps)
	}
}

// A low-sodium healthify swaps chicken broth for the reduced-sodium broth (SR28 06183),
// not for water: the soup still tastes of chicken.
func TestLowSodiumKeepsTheChickenBroth(t *testing.T) {
	if l := ParseLine("reduced-sodium chicken stock"); l.Matched != "low-sodium chicken broth" {
		t.Fatalf("reduced-sodium chicken stock: got %s, want low-sodium chicken broth", l.Matched)
	}
	in := mustLookup("low-sodium chicken broth")
	if in.Per100g.Sodium != 231 || in.Per100g.Kcal != 7 {
		t.Errorf("low-sodium chicken broth: got %g mg sodium, %g kcal, want 231 and 7 (SR28 06183)", in.Per100g.Sodium, in.Per100g.Kcal)
	}
	for _, pantry := range []string{"chicken stock, chicken breast, carrots, onion, celery, egg noodles", "ramen noodles, chicken stock, eggs, soy sauce, scallions, pork belly"} {
		rec := latentRecipe(t, pantry, 4)
		out := Healthify(roundTrip(t, rec), "low-sodium")
		swapped := false
		for _, c := range out.Changes {
			if strings.Contains(c.From, "chicken broth") {
				swapped = strings.Contains(c.To, "low-sodium chicken broth")
				if !swapped {
					t.Errorf("%s: chicken broth became %q, want low-sodium chicken broth", rec.Title, c.To)
				}
			}
		}
		if !swapped {
			t.Errorf("%s: low-sodium keeps the full-salt chicken broth: %+v", rec.Title, out.Changes)
		}
	}
}

// Pantry words a cook writes are cooked, not left over: Velveeta melts into a mac and
// cheese (cut in cubes: it is too soft to grate), a can of Rotel drains onto nachos or
// cooks into their beef, and oven chips bake beside a fried breakfast for as long as
// they take.
func TestPantryWordsAreCooked(t *testing.T) {
	for _, c := range []struct {
		pantry, title, food, step string
	}{
		{"Velveeta, macaroni, milk", "Mac and Cheese", "american cheese", "cubes"},
		{"16 oz Velveeta, elbow macaroni, butter, milk, flour", "Mac and Cheese", "american cheese", "cubes"},
		{"1 can Rotel, ground beef, tortilla chips", "Nachos", "canned diced tomatoes", "stir in the rotel"},
		{"Rotel, tortilla chips, cheddar, black beans", "Nachos", "canned diced tomatoes", "drain the rotel"},
		{"eggs, bacon, sausages, frozen chips, baked beans", "Full English", "frozen french fries", "bake, turning once"},
		{"eggs, bacon, oven chips", "Full English", "frozen french fries", "bake, turning once"},
	} {
		rec := latentRecipe(t, c.pantry, 4)
		steps := allSteps(rec)
		if !strings.Contains(rec.Title, c.title) {
			t.Errorf("%s: got %s, want %s", c.pantry, rec.Title, c.title)
		}
		if l := lineFor(rec, c.food); l == nil || !l.FromPantry {
			t.Errorf("%s: the %s is not cooked\n%s", c.pantry, c.food, recipeText(rec))
		}
		if !strings.Contains(steps, c.step) {
			t.Errorf("%s: no step says %q\n%s", c.pantry, c.step, steps)
		}
		if c.food == "frozen french fries" && rec.Timing.TotalMinutes < 25 {
			t.Errorf("%s: %d minutes, and the chips alone bake 20–25", c.pantry, rec.Timing.TotalMinutes)
		}
	}
}

// A makrut (kaffir) lime leaf weighs about half a gram, not a tenth.
func TestLimeLeavesWeighHalfAGram(t *testing.T) {
	l := ParseLine("10 kaffir lime leaves")
	if l.Grams < 4 || l.Grams > 6 {
		t.Errorf("10 kaffir lime leaves: got %g g, want about 5", l.Grams)
	}
}

// A juiced lemon's "the lemon" is its juice, but "the lemon pepper" is a seasoning and
// "the lime leaves" are leaves: neither becomes "the lemon juice pepper".
func TestJuiceLeavesOtherFoodsAlone(t *testing.T) {
	for _, c := range []struct{ in, name, want string }{
		{"Stir in the lemon pepper.", "lemon", "Stir in the lemon pepper."},
		{"Add the lime leaves and the lime.", "lime", "Add the lime leaves and the lime juice."},
		{"Stir in the lemon and serve.", "lemon", "Stir in the lemon juice and serve."},
	} {
		if got := asJuice(c.in, c.name); got != c.want {
			t.Errorf("asJuice(%q) got %q, want %q", c.in, got, c.want)
		}
	}
}

// The same request is the same recipe every time: a piece of equipment named two ways
// ("large skillet or saucepan") is kept or dropped by the steps, never by map order.
func TestEquipmentKeptWhicheverKeyFirst(t *testing.T) {
	req := Request{Pantry: []string{"lima beans", "frozen peas", "ale", "iceberg lettuce", "tomato paste", "whole chicken", "sauerkraut", "short ribs"},
		Cuisine: "korean", Rules: Rules{Restrictions: []string{"pescatarian"}, Allergies: []string{"soy", "wheat"}}, Skill: "advanced", Servings: 8, Variation: 4}
	first, err := Generate(req)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Join(first.Equipment, ", ")
	for range 30 {
		rec, err := Generate(req)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(rec.Equipment, ", "); got != want {
			t.Fatalf("%s: equipment %q, then %q", rec.Title, want, got)
		}
	}
}

// A soft tofu stew for a crowd cracks at most a dozen eggs into its pot, spaced apart.
func TestSundubuForACrowdCracksADozen(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"silken tofu", "pork shoulder", "egg", "kimchi"}, Cuisine: "korean", Servings: 20, TimeAvailable: 60})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rec.Title, "Sundubu") {
		t.Skipf("got %s, not a sundubu", rec.Title)
	}
	if l := lineFor(rec, "egg"); l == nil || l.Quantity > eggsPerPan {
		t.Errorf("sundubu for 20: %+v, want at most %d eggs\n%s", l, eggsPerPan, recipeText(rec))
	}
}

// Low-sugar ribs whose steps call the bbq sauce "the sauce" brush the ribs with the
// tomato paste that replaced it: a step names the paste.
func TestLowSugarRibsBrushWithThePaste(t *testing.T) {
	d := DishFrom(RecipeInput{Name: "Sticky BBQ Ribs", Servings: 4,
		Ingredients: []IngredientInput{{Text: "1.6 kg pork ribs"}, {Text: "1 tsp salt"}, {Text: "1/2 cup bbq sauce"}},
		Steps: []StepInput{{Text: "Bake the ribs in foil at 150°C for 2 1/2 hours."},
			{Text: "Turn the oven up to 220°C, open the foil and brush the ribs with half the sauce."},
			{Text: "Roast until sticky, 15 minutes, brushing with the rest of the sauce halfway. Rest in the saucepan-free tray."}}})
	for _, focus := range []string{"low-sugar", "low-carb"} {
		out := Healthify(d, focus)
		text := stepsText(out.Steps)
		if !strings.Contains(text, "brush the ribs with half the tomato paste") {
			t.Errorf("%s: got steps %q, want the ribs brushed with half the tomato paste", focus, text)
		}
		if !strings.Contains(text, "the rest of the sauce") || !strings.Contains(text, "saucepan") {
			t.Errorf("%s: got steps %q, want only the first 'the sauce' renamed", focus, text)
		}
	}
}

// Fried rice for a crowd keeps back the oil its later batches take: no step heats all
// of it and then asks for more.
func TestCrowdFriedRiceKeepsOilForItsBatches(t *testing.T) {
	for _, c := range []struct {
		pantry   []string
		servings int
		kept     string
	}{
		{[]string{"rice", "peas", "carrots", "spring onions", "soy sauce", "vegetable oil", "garlic"}, 8, "all but 1/2 tbsp of the vegetable oil"},
		{[]string{"rice", "eggs", "peas", "carrots", "spring onions", "soy sauce", "vegetable oil"}, 8, "all but 1/2 tbsp of the remaining vegetable oil"},
		{[]string{"rice", "peas", "corn", "soy sauce", "oil"}, 16, "all but 1 1/2 tbsp of the vegetable oil"},
	} {
		rec, err := Generate(Request{Pantry: c.pantry, Servings: c.servings})
		if err != nil {
			t.Fatalf("%v: %v", c.pantry, err)
		}
		var all strings.Builder
		for _, s := range rec.Instructions {
			all.WriteString(strings.ToLower(s.Text) + " ")
		}
		if !strings.Contains(all.String(), c.kept) || !strings.Contains(all.String(), "kept back before the next") {
			t.Errorf("%v for %d makes %s:\n%s\nwant %q, and the rest kept back for the batches", c.pantry, c.servings, rec.Title, recipeText(rec), c.kept)
		}
		if msg := stepsInOrder(rec); msg != "" {
			t.Errorf("%v for %d: %s\n%s", c.pantry, c.servings, msg, recipeText(rec))
		}
	}
}
