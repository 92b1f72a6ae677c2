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

// Erythritol and the stevia and monk fruit sweeteners sold for baking (erythritol
// carrying the extract) are table foods with no net carbohydrate: keto keeps them.
func TestSugarFreeSweetenersKeepKeto(t *testing.T) {
	keto := Rules{Restrictions: []string{"keto"}}
	for _, name := range []string{"erythritol", "swerve", "stevia", "truvia", "monk fruit sweetener", "lakanto"} {
		in, ok := Lookup(name)
		if !ok {
			t.Errorf("%q: not a table food", name)
			continue
		}
		if in.Category != "sweeteners" || !in.Is(RoleSweetener) || netCarbs(in) != 0 {
			t.Errorf("%q reads as %s (%s, %.1f g net carbohydrate), want a sweetener with none", name, in.Name, in.Category, netCarbs(in))
		}
		if why := keto.Breaks(in); why != "" {
			t.Errorf("%q: %s, want keto", name, why)
		}
	}
}

// Cocoa goes into a bake by the tablespoon and vanilla by the teaspoon: keto is judged
// by those spoons (1 g and 0.5 g of carbohydrate), not by 100 g of either; custard
// powder, starch by the spoon, is still not keto.
func TestCocoaAndVanillaKeepKetoBySpoon(t *testing.T) {
	keto := Rules{Restrictions: []string{"keto"}}
	for _, c := range []struct {
		food string
		keto bool
	}{{"cocoa powder", true}, {"vanilla extract", true}, {"baking powder", true}, {"custard powder", false}, {"sugar", false}} {
		if got := keto.Breaks(mustLookup(c.food)) == ""; got != c.keto {
			t.Errorf("%s keeps keto: got %v, want %v (%s)", c.food, got, c.keto, keto.Breaks(mustLookup(c.food)))
		}
	}
}

// Almond flour, cocoa, butter, eggs and erythritol under keto are brownies: sweetened
// with the erythritol, no sugar bought, keto by the serving, and a one-egg batch baked
// in a loaf tin deep enough to be a brownie, not a biscuit across a 20 cm square.
func TestKetoBrowniesFromAlmondFlourAndErythritol(t *testing.T) {
	for _, servings := range []int{4, 8} {
		req := Request{Pantry: []string{"almond flour", "cocoa", "butter", "eggs", "erythritol"}, Servings: servings,
			Rules: Rules{Restrictions: []string{"keto"}}}
		rec, err := Generate(req)
		if err != nil {
			t.Fatalf("%d: %v", servings, err)
		}
		var names []string
		for _, l := range rec.Ingredients {
			names = append(names, l.Name)
		}
		text := recipeText(rec)
		if rec.Title != "Brownies" || !containsString(names, "erythritol") || !containsString(names, "almond flour") ||
			!containsString(names, "cocoa powder") || containsString(names, "sugar") {
			t.Errorf("for %d got %s with %v, want brownies of the erythritol, almond flour and cocoa\n%s", servings, rec.Title, names, text)
		}
		if !containsString(rec.Dietary.SuitableFor, "keto") {
			t.Errorf("for %d: suitable %v, want keto\n%s", servings, rec.Dietary.SuitableFor, text)
		}
		want := "20 cm (8 in) square tin"
		if servings == 4 {
			want = "20 x 10 cm (8 x 4 in) loaf tin"
		}
		if !strings.Contains(text, want) {
			t.Errorf("for %d: want a %s\n%s", servings, want, text)
		}
	}
}

// Low-fat halves a cup of oil the steps spoon out by the tablespoon: the spoons are
// halved with it, so the steps still add up to the line (a T-bone for 15 drawn by the
// shares property once the sweeteners joined the table).
func TestLowFatHalvesTheSpoonsOfACup(t *testing.T) {
	req := Request{Pantry: []string{"potato", "pancetta", "tomato paste", "red onion", "t-bone steak", "tomatillo", "crab meat", "white pepper"},
		Servings: 15, TimeAvailable: 111, Skill: "intermediate", Variation: 4}
	rec, err := Generate(req)
	if err != nil {
		t.Fatal(err)
	}
	d := roundTrip(t, rec)
	if f := sharesFault(d); f != "" {
		t.Fatalf("the recipe's own shares: %s", f)
	}
	out := Healthify(d, "low-fat")
	if f := sharesFault(roundTrip(t, out)); f != "" {
		t.Errorf("%s\n%s", f, resultText(out))
	}
}

// Fried eggs on a hash for a crowd fry in oil the skillet kept back, counted in the
// line, not "a little oil" after the skillet took the rest of it.
func TestFriedEggsOnAHashHaveTheirOil(t *testing.T) {
	for _, servings := range []int{2, 10} {
		rec, err := Generate(Request{Pantry: []string{"potatoes", "onion", "ham", "eggs", "oil"}, Servings: servings})
		if err != nil {
			t.Fatal(err)
		}
		text := strings.ToLower(allSteps(rec))
		if strings.Contains(text, "a little oil") || !strings.Contains(text, "all but") || !strings.Contains(text, "vegetable oil kept back") {
			t.Errorf("for %d: want the eggs fried in the oil kept back\n%s", servings, recipeText(rec))
		}
	}
}

// Keto's stand-in for the corn of a corn and artichoke hearts soup is neither
// artichokes (the step would read "the artichokes and artichoke hearts" as one food)
// nor cut from a cob: the line and the prep work lose the kernels.
func TestKetoStandInForCornHasNoCob(t *testing.T) {
	d := DishFrom(RecipeInput{Name: "Corn and Artichoke Hearts Soup", Servings: 4,
		Ingredients: []IngredientInput{{Text: "2 tbsp vegetable oil"}, {Text: "350 g corn, kernels cut from the cob"},
			{Text: "1 can artichoke hearts, drained"}, {Text: "6 cups vegetable broth"}},
		Steps: []StepInput{{Text: "Heat the vegetable oil in a large pot, add the vegetable broth and bring to a simmer. Meanwhile, cut the kernels from the cob; drain the artichoke hearts."},
			{Text: "Add the corn and artichoke hearts and simmer until tender, about 5 minutes."}}})
	out, err := SuggestSubstitute("corn", Rules{Restrictions: []string{"keto"}}, &d)
	if err != nil {
		t.Fatal(err)
	}
	text := resultText(out)
	for _, l := range out.Ingredients {
		if l.Name == "artichoke" || strings.Contains(l.Text, "kernels") {
			t.Errorf("got line %q, want a stand-in with no cob, not artichokes beside the hearts\n%s", l.Text, text)
		}
	}
	if strings.Contains(stepsText(out.Steps), "kernels") || !strings.Contains(stepsText(out.Steps), "drain the artichoke hearts") {
		t.Errorf("want the kernels' prep work gone and the rest kept\n%s", text)
	}
}
