package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// Recipes from ordinary cookbooks, written as people write them.
var cookbook = map[string]string{
	"alfredo": `{"title":"Chicken Alfredo","servings":4,"ingredients":["8 oz fettuccine","2 tablespoons butter","2 cloves garlic, minced",
		"1 cup heavy cream","1 cup grated parmesan","1 lb boneless skinless chicken breasts","salt and pepper to taste","2 tablespoons chopped fresh parsley"],
		"instructions":["Cook the fettuccine in salted boiling water according to package directions; drain.",
		"Season the chicken with salt and pepper and cook in a skillet over medium-high heat until cooked through, 6-7 minutes per side. Slice.",
		"Melt the butter in the skillet, add the garlic and cook 1 minute.",
		"Stir in the heavy cream and simmer 5 minutes, then stir in the parmesan until melted.",
		"Toss the fettuccine and chicken in the sauce and sprinkle with parsley."]}`,
	"stew": `{"name":"Old-Fashioned Beef Stew","servings":6,"ingredients":[
		{"name":"beef chuck","quantity":2,"unit":"lb","preparation":"cut into 1-inch cubes"},"1/4 cup all-purpose flour","2 tablespoons vegetable oil",
		"1 large onion, chopped","3 cloves garlic, minced","4 cups beef broth","1 tablespoon tomato paste","1 teaspoon salt","4 carrots, sliced",
		"3 potatoes, cubed","2 celery ribs, sliced","1 teaspoon dried thyme","2 bay leaves","1 cup frozen peas"],
		"steps":[{"text":"Toss the beef with the flour."},{"text":"Brown the beef in the oil in a Dutch oven over medium-high heat, 8 minutes."},
		{"text":"Add the onion and garlic and cook 5 minutes."},
		{"text":"Stir in the broth, tomato paste, salt, thyme and bay leaves; bring to a boil, cover and simmer 90 minutes."},
		{"text":"Add the carrots, potatoes and celery and simmer 30 minutes more."},{"text":"Stir in the peas and cook 5 minutes; discard the bay leaves."}]}`,
	"sheetpan": `{"title":"Sheet Pan Sausage and Vegetables","servings":4,"ingredients":["1 lb italian sausage, sliced","1 lb baby potatoes, halved",
		"2 bell peppers, chopped","1 red onion, cut into wedges","3 tbsp olive oil","1 tsp italian seasoning","1/2 tsp salt","2 tbsp ketchup","1 tbsp brown sugar"],
		"instructions":["Preheat the oven to 425°F.","Toss the potatoes with 1 tbsp of the oil and roast 15 minutes.",
		"Add the sausage, peppers and onion, drizzle with the rest of the oil, sprinkle with the seasoning and salt and roast 20 minutes more.",
		"Whisk the ketchup and brown sugar and brush over the sausage; bake 5 minutes."]}`,
	"chili": `{"title":"Classic Beef Chili","servings":6,"ingredients":["2 tablespoons vegetable oil","1 large onion, chopped","3 cloves garlic, minced",
		"2 pounds ground beef","1 (28 ounce) can crushed tomatoes","2 (15 ounce) cans kidney beans, drained","2 tablespoons chili powder",
		"1 teaspoon ground cumin","1 teaspoon salt","1/2 teaspoon black pepper","1 cup shredded cheddar cheese","1/2 cup sour cream"],
		"instructions":["Heat the oil in a large pot over medium heat. Add onion and garlic and cook until soft, about 5 minutes.",
		"Add the ground beef and cook until browned, 8 to 10 minutes. Drain the fat.",
		"Stir in tomatoes, beans, chili powder, cumin, salt and pepper. Bring to a boil, reduce heat and simmer 1 hour.",
		"Serve topped with cheddar cheese and sour cream."]}`,
	"fried": `{"title":"Southern Fried Chicken","servings":4,"ingredients":["3 lb chicken drumsticks","2 cups buttermilk",
		"2 cups all-purpose flour","1 tablespoon paprika","1 teaspoon garlic powder","2 teaspoons salt","1 teaspoon black pepper",
		"4 cups vegetable oil, for frying"],
		"instructions":["Soak the chicken in the buttermilk in the fridge for at least 1 hour.",
		"Mix the flour, paprika, garlic powder, salt and pepper in a shallow dish.","Heat the oil in a deep heavy pot to 350°F.",
		"Dredge the chicken in the flour mixture and deep fry in batches until golden and cooked through, 12 to 15 minutes.",
		"Drain on a wire rack and serve hot."]}`,
	"fish soup": `{"title":"Fish Soup","servings":4,"ingredients":["1 lb cod, cut into chunks","2 potatoes, diced",
		"1 onion, chopped","2 cloves garlic, minced","4 cups chicken broth","1 tbsp olive oil"],
		"steps":["Heat the oil in a pot and cook the onion and garlic 5 minutes.","Add the broth and potatoes and simmer 15 minutes.",
		"Add the cod and simmer 5 minutes until it flakes.","Serve hot."]}`,
}

func cookbookDish(t *testing.T, name string) Dish {
	t.Helper()
	var r RecipeInput
	if err := json.Unmarshal([]byte(cookbook[name]), &r); err != nil {
		t.Fatal(err)
	}
	return DishFrom(r)
}

// runOp runs an operation as the AI host does.
func runOp(op string, d Dish) (*Transformed, error) {
	switch op {
	case "rewrite-tone":
		return RewriteTone(d, "casual"), nil
	case "budgetify-recipe":
		return Budgetify(d, 0), nil
	case "healthify":
		return Healthify(d, "heart-healthy"), nil
	case "adapt-method":
		target := "oven"
		if d.sourceMethod() == "oven" {
			target = "stovetop"
		}
		return AdaptMethod(d, target)
	case "suggest-substitute":
		for _, it := range d.Items {
			if it.Known {
				return SuggestSubstitute(it.Text, Rules{}, &d)
			}
		}
		return nil, errors.New("no known ingredient")
	case "enrich-ingredients":
		return Enrich(d), nil
	}
	return nil, fmt.Errorf("unknown op %s", op)
}

var allOps = []string{"rewrite-tone", "budgetify-recipe", "healthify", "adapt-method", "suggest-substitute", "enrich-ingredients"}

// roundTrip turns a transform's JSON output back into a recipe, as a client would.
func roundTrip(t *testing.T, v any) Dish {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var r RecipeInput
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatalf("output does not read back as a recipe: %v\n%s", err, b)
	}
	return DishFrom(r)
}

// stepsText is a result's steps as one text, for asserting what they say.
func stepsText(steps []Step) string {
	var b strings.Builder
	for _, s := range steps {
		b.WriteString(s.Text + " ")
	}
	return b.String()
}

func checkTransformed(t *testing.T, where string, r *Transformed) {
	t.Helper()
	if r.Name == "" || len(r.Ingredients) == 0 || len(r.Steps) == 0 || r.Changes == nil {
		t.Errorf("%s: incomplete result %+v", where, r)
	}
	for i, s := range r.Steps {
		if strings.TrimSpace(s.Text) == "" || s.Step != i+1 {
			t.Errorf("%s: bad step %+v", where, s)
		}
	}
}

func TestEveryOutputFeedsEveryOperation(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"chicken thighs", "broccoli", "rice", "soy sauce"}, Cuisine: "chinese"})
	if err != nil {
		t.Fatal(err)
	}
	starts := map[string]Dish{"generate": roundTrip(t, rec)}
	for name := range cookbook {
		starts[name] = cookbookDish(t, name)
	}
	for start, d := range starts {
		for _, first := range allOps {
			out, err := runOp(first, d)
			var te *TransformError
			if errors.As(err, &te) {
				continue // an adaptation refused with a reason
			}
			if err != nil {
				t.Fatalf("%s -> %s: %v", start, first, err)
			}
			checkTransformed(t, start+" -> "+first, out)
			next := roundTrip(t, out)
			for _, second := range allOps {
				out2, err := runOp(second, next)
				if errors.As(err, &te) {
					continue
				}
				if err != nil {
					t.Fatalf("%s -> %s -> %s: %v", start, first, second, err)
				}
				checkTransformed(t, start+" -> "+first+" -> "+second, out2)
			}
		}
	}
}

func TestHealthifyMovesItsFigure(t *testing.T) {
	cases := []struct {
		recipe, focus string
		figure        func(Nutrients) float64
		ratio         float64 // after/before must be at most this (below 1) or at least this (above 1)
	}{
		{"alfredo", "low-fat", func(n Nutrients) float64 { return n.Fat }, 0.7},
		{"alfredo", "low-calorie", func(n Nutrients) float64 { return n.Kcal }, 0.85},
		{"alfredo", "heart-healthy", func(n Nutrients) float64 { return n.SatFat }, 0.6},
		{"stew", "low-sodium", func(n Nutrients) float64 { return n.Sodium }, 0.6},
		{"alfredo", "low-carb", func(n Nutrients) float64 { return n.Carbs }, 0.7},
		{"sheetpan", "low-sugar", func(n Nutrients) float64 { return n.Sugar }, 0.85},
		{"alfredo", "high-protein", func(n Nutrients) float64 { return n.Protein }, 1.1},
		{"alfredo", "high-fiber", func(n Nutrients) float64 { return n.Fiber }, 1.5},
		{"chili", "low-carb", func(n Nutrients) float64 { return n.Carbs }, 0.8},
		{"chili", "low-fat", func(n Nutrients) float64 { return n.Fat }, 0.6},
		{"chili", "low-sodium", func(n Nutrients) float64 { return n.Sodium }, 0.9},
		{"chili", "high-fiber", func(n Nutrients) float64 { return n.Fiber }, 1.2},
	}
	for _, tc := range cases {
		r := Healthify(cookbookDish(t, tc.recipe), tc.focus)
		before, after := tc.figure(r.NutritionBefore.PerServing), tc.figure(r.NutritionAfter.PerServing)
		ok := tc.ratio < 1 && after <= before*tc.ratio || tc.ratio > 1 && after >= before*tc.ratio
		if !ok || len(r.Changes) == 0 {
			t.Errorf("%s %s: %.1f -> %.1f, want a ratio beyond %.2f with reasons (changes %v)", tc.recipe, tc.focus, before, after, tc.ratio, r.Changes)
		}
		for _, c := range r.Changes {
			if c.Reason == "" {
				t.Errorf("%s %s: change without a reason: %+v", tc.recipe, tc.focus, c)
			}
		}
	}
}

func TestBudgetify(t *testing.T) {
	d := cookbookDish(t, "alfredo")
	free := Budgetify(d, 0)
	if free.CostAfter.PerServing >= free.CostBefore.PerServing {
		t.Errorf("no target: %.2f -> %.2f, want cheaper", free.CostBefore.PerServing, free.CostAfter.PerServing)
	}
	reachable := Budgetify(d, free.CostBefore.PerServing*0.9)
	if reachable.TargetMet == nil || !*reachable.TargetMet || reachable.CostAfter.PerServing > free.CostBefore.PerServing*0.9 {
		t.Errorf("reachable target: got %+v", reachable.CostAfter)
	}
	impossible := Budgetify(d, 0.05)
	if impossible.TargetMet == nil || *impossible.TargetMet || impossible.Note == "" {
		t.Errorf("impossible target: got met=%v note=%q, want false with a note", impossible.TargetMet, impossible.Note)
	}
	// A swap never adds an allergen: the alfredo has no fish, so salmon-type swaps are
	// irrelevant, but butter -> oil must keep it egg-free and nut-free.
	_, before := Suitability(d.ingredients())
	after := roundTrip(t, free)
	_, allergens := Suitability(after.ingredients())
	for _, a := range allergens {
		if !containsString(before, a) {
			t.Errorf("budgetify added allergen %s", a)
		}
	}
}

func TestAdaptMethod(t *testing.T) {
	stew := cookbookDish(t, "stew")
	for _, target := range []string{"slow-cooker", "pressure-cooker", "oven"} {
		r, err := AdaptMethod(stew, target)
		if err != nil {
			t.Fatalf("stew -> %s: %v", target, err)
		}
		if r.Timing == nil || r.Timing.TotalMinutes != r.Timing.PrepMinutes+r.Timing.CookMinutes || len(r.Equipment) == 0 {
			t.Errorf("stew -> %s: timing %+v equipment %v", target, r.Timing, r.Equipment)
		}
	}
	slow, _ := AdaptMethod(stew, "slow-cooker")
	pressure, _ := AdaptMethod(stew, "pressure-cooker")
	if !(pressure.Timing.CookMinutes < 140 && slow.Timing.CookMinutes > 300) {
		t.Errorf("pressure %d min, slow %d min: want pressure faster than the stovetop and slow cooker hours", pressure.Timing.CookMinutes, slow.Timing.CookMinutes)
	}
	for _, target := range []string{"air-fryer", "grill"} {
		if _, err := AdaptMethod(stew, target); err == nil {
			t.Errorf("stew -> %s: want a refusal with a reason", target)
		}
	}
	pan := cookbookDish(t, "sheetpan")
	air, err := AdaptMethod(pan, "air-fryer")
	if err != nil {
		t.Fatal(err)
	}
	text := stepsText(air.Steps)
	// 1.3 kg is two rounds of a basket (review 32 #36): then each round is the quicker one.
	if !strings.Contains(text, "190°C") || air.Timing.CookMinutes >= 40 && !strings.Contains(text, "20 minutes a round") {
		t.Errorf("sheet pan -> air fryer: want a lower temperature and less time, got %d min: %s", air.Timing.CookMinutes, text)
	}
	// Hours count ("simmer 1 hour"), beans are not browned but still go in, and the
	// onion and garlic of a replaced step are still cooked.
	for _, target := range []string{"pressure-cooker", "oven"} {
		r, err := AdaptMethod(cookbookDish(t, "chili"), target)
		if err != nil {
			t.Fatal(err)
		}
		text := stepsText(r.Steps)
		if !strings.Contains(r.Changes[0].From, "75 minutes") || strings.Contains(text, "brown the ground beef and kidney beans") ||
			!strings.Contains(text, "kidney beans") || !strings.Contains(text, "onion") {
			t.Errorf("chili -> %s: %q; steps: %s", target, r.Changes[0].From, text)
		}
	}
	alfredo, err := AdaptMethod(cookbookDish(t, "alfredo"), "oven")
	if err != nil {
		t.Fatal(err)
	}
	joined := stepsText(alfredo.Steps)
	if !strings.Contains(joined, "heavy cream") || !strings.Contains(joined, "220°C") {
		t.Errorf("alfredo -> oven: the sauce must stay and the chicken roast: %s", joined)
	}
}

func TestRewriteToneKeepsFoodAndReadsDifferently(t *testing.T) {
	d := cookbookDish(t, "alfredo")
	seen := map[string]string{}
	for _, tone := range Tones {
		r := RewriteTone(d, tone)
		for i, in := range r.Ingredients {
			if in.Text != d.Items[i].Text || in.Grams != d.Items[i].Grams {
				t.Errorf("%s changed an ingredient: %q -> %q", tone, d.Items[i].Text, in.Text)
			}
		}
		var b strings.Builder
		for _, s := range r.Steps {
			b.WriteString(s.Text)
		}
		all := r.Name + b.String()
		for other, text := range seen {
			if text == all {
				t.Errorf("%s reads the same as %s", tone, other)
			}
		}
		seen[tone] = all
	}
}

func TestSuggestSubstitute(t *testing.T) {
	r, err := SuggestSubstitute("heavy cream", Rules{Restrictions: []string{"dairy-free"}}, nil)
	if err != nil || len(r.Substitutes) == 0 {
		t.Fatalf("got %v %v", r, err)
	}
	for _, s := range r.Substitutes {
		if containsString(s.Allergens, "milk") || !containsString(s.SuitableFor, "dairy-free") {
			t.Errorf("dairy-free substitute %s: %+v", s.Name, s)
		}
	}
	d := cookbookDish(t, "alfredo")
	applied, err := SuggestSubstitute("butter", Rules{Allergies: []string{"milk"}}, &d)
	if err != nil {
		t.Fatal(err)
	}
	if applied.Ingredients[1].Name == "butter" || len(applied.Changes) == 0 {
		t.Errorf("best substitute not applied: %+v", applied.Ingredients[1])
	}
	if _, err := SuggestSubstitute("unicorn tears", Rules{}, nil); err == nil {
		t.Error("unknown ingredient: want an error")
	}
	if _, err := SuggestSubstitute("salmon", Rules{}, &d); err == nil {
		t.Error("ingredient not in the recipe: want an error")
	}
}

func TestEnrich(t *testing.T) {
	d := DishFrom(RecipeInput{Ingredients: []IngredientInput{{Text: "2 cups cooked rice"}, {Text: "1 tbsp soy sauce"}, {Text: "3 dragon eggs"}}})
	r := Enrich(d)
	if *r.Ingredients[0].Known != true || r.Ingredients[0].Nutrition == nil || r.Ingredients[0].Category != "grains-pasta" {
		t.Errorf("rice line: %+v", r.Ingredients[0])
	}
	if !containsString(r.Ingredients[1].Allergens, "soy") || !containsString(r.Totals.Allergens, "wheat") {
		t.Errorf("soy sauce allergens: %v, totals %v", r.Ingredients[1].Allergens, r.Totals.Allergens)
	}
	if len(r.Totals.Unknown) != 1 || r.Totals.Nutrition.Total.Kcal < 400 {
		t.Errorf("totals: %+v", r.Totals)
	}
}

func TestFromUpstreamRefusesWhatTheEngineWouldNot(t *testing.T) {
	d := cookbookDish(t, "stew")
	good := `{"name":"Stew","summary":"","ingredients":["2 lb beef chuck","4 cups beef broth","4 carrots"],"steps":["Simmer it all 2 hours."],"changes":[],"substitutes":[],"equipment":[]}`
	if r, err := FromUpstream("healthify", &d, json.RawMessage(good), Rules{}); err != nil || r.NutritionAfter == nil {
		t.Fatalf("good answer: %v", err)
	}
	for name, bad := range map[string]string{
		"not json shape":   `{"name": 3}`,
		"no steps":         `{"name":"Stew","ingredients":["beef chuck"],"steps":[]}`,
		"unknown food":     `{"name":"Stew","ingredients":["2 lb mystery meat"],"steps":["Cook."]}`,
		"adds an allergen": `{"name":"Stew","ingredients":["2 lb beef chuck","1 cup peanuts"],"steps":["Cook."]}`,
	} {
		if _, err := FromUpstream("healthify", &d, json.RawMessage(bad), Rules{}); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if _, err := FromUpstream("suggest-substitute", &d, json.RawMessage(good), Rules{Restrictions: []string{"vegan"}}); err == nil {
		t.Error("an answer breaking the request's vegan rule was accepted")
	}
}

func TestTextMinutes(t *testing.T) {
	cases := []struct {
		text string
		want int
		ok   bool
	}{
		{"Cook until soft, about 5 minutes.", 5, true},
		{"Brown the beef, 8 to 10 minutes.", 10, true},
		{"Roast 15-20 minutes.", 20, true},
		{"Bring to a boil, reduce heat and simmer 1 hour.", 60, true},
		{"Simmer 1 1/2 hours, stirring.", 90, true},
		{"Braise for an hour and 15 minutes.", 75, true},
		{"Chill 2 hrs.", 120, true},
		{"Bake 45 mins.", 45, true},
		{"Serve hot.", 0, false},
	}
	for _, c := range cases {
		if got, ok := textMinutes(c.text); got != c.want || ok != c.ok {
			t.Errorf("textMinutes(%q) = %d, %v; want %d, %v", c.text, got, ok, c.want, c.ok)
		}
	}
}

// A swap's reason quotes the figure the focus is about, and a recipe with nothing to
// change says where that figure comes from.
func TestHealthifyReasonsSpeakToTheFocus(t *testing.T) {
	words := map[string]string{"low-sodium": "sodium", "low-calorie": "kcal", "low-fat": " fat", "high-protein": "protein"}
	for focus, word := range words {
		for _, c := range Healthify(cookbookDish(t, "chili"), focus).Changes {
			if strings.Contains(c.Reason, "per 100 g") && !strings.Contains(c.Reason, word) {
				t.Errorf("chili %s: reason %q does not quote %s", focus, c.Reason, word)
			}
		}
	}
	r := Healthify(cookbookDish(t, "chili"), "low-sugar")
	if len(r.Changes) != 0 || !strings.Contains(r.Note, "crushed tomatoes") {
		t.Errorf("chili low-sugar: changes %v, note %q; want none and a note naming the tomatoes", r.Changes, r.Note)
	}
	for _, c := range Healthify(cookbookDish(t, "chili"), "high-fiber").Changes {
		if strings.Contains(c.From, "kidney beans") && !strings.HasPrefix(c.To, "3 cans") {
			t.Errorf("scaled beans: %q, want them still counted in cans", c.To)
		}
	}
}

// Tones rewrite whole words only, never repeat a step's opening, and give a recipe that
// came without a summary one of their own.
func TestRewriteToneWordsAndSummaries(t *testing.T) {
	chili := cookbookDish(t, "chili")
	summaries := map[string]bool{}
	for _, tone := range Tones {
		r := RewriteTone(chili, tone)
		if r.Summary == "" || summaries[r.Summary] || !strings.Contains(r.Summary, "6") {
			t.Errorf("%s: summary %q, want a new one naming the 6 servings", tone, r.Summary)
		}
		summaries[r.Summary] = true
		for _, s := range r.Steps {
			if strings.Contains(s.Text, "sear harded") || strings.Contains(strings.ToLower(s.Text), "mise en place: mise en place") {
				t.Errorf("%s: %q", tone, s.Text)
			}
		}
	}
	gen, err := Generate(Request{Pantry: []string{"chicken thighs", "broccoli"}, Cuisine: "chinese"})
	if err != nil {
		t.Fatal(err)
	}
	var in RecipeInput
	b, _ := json.Marshal(gen)
	json.Unmarshal(b, &in)
	for _, s := range RewriteTone(DishFrom(in), "chef").Steps {
		if strings.Count(strings.ToLower(s.Text), "mise en place") > 1 {
			t.Errorf("chef: %q", s.Text)
		}
	}
	if got := replaceWords("brown the beef until browned", "brown", "sear hard"); got != "sear hard the beef until browned" {
		t.Errorf("replaceWords: %q", got)
	}
}

// Frying oil mostly stays in the pot: nutrition counts what the food soaks up, and a
// dish moved off the fryer loses the pot of oil and the step heating it, but keeps the
// dredging.
func TestFriedDishes(t *testing.T) {
	fried := cookbookDish(t, "fried")
	enriched := Enrich(fried)
	if fat := enriched.Totals.Nutrition.PerServing.Fat; fat > 80 {
		t.Errorf("fried chicken has %.0f g fat a serving: the whole pot of oil was counted", fat)
	}
	h := Healthify(fried, "low-fat")
	if h.NutritionAfter.PerServing.Fat >= h.NutritionBefore.PerServing.Fat*0.7 {
		t.Errorf("low-fat fried chicken: fat %.1f -> %.1f", h.NutritionBefore.PerServing.Fat, h.NutritionAfter.PerServing.Fat)
	}
	for _, target := range []string{"air-fryer", "oven"} {
		r, err := AdaptMethod(fried, target)
		if err != nil {
			t.Fatal(err)
		}
		text := stepsText(r.Steps)
		if strings.Contains(text, "deep heavy pot") || strings.Contains(text, "deep fry") || !strings.Contains(text, "Dredge") {
			t.Errorf("fried chicken -> %s: %s", target, text)
		}
		if r.Timing.CookMinutes < 20 {
			t.Errorf("fried chicken -> %s: drumsticks in %d minutes", target, r.Timing.CookMinutes)
		}
		for _, in := range r.Ingredients {
			if strings.Contains(in.Text, "4 cups vegetable oil") {
				t.Errorf("fried chicken -> %s still lists %q", target, in.Text)
			}
		}
	}
	for _, s := range h.Steps {
		if strings.Contains(s.Text, "deep heavy pot") {
			t.Errorf("healthified fried chicken still heats a pot of oil: %q", s.Text)
		}
	}
}

// Every operation, with every value of its own field, over generated recipes: a whole
// result each time, figures that move the way the operation promises, and output that
// reads back as a recipe.
func TestOperationsOverGeneratedRecipes(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 8))
	focusFigure := map[string]func(Nutrients) float64{
		"low-sodium": func(n Nutrients) float64 { return n.Sodium }, "low-fat": func(n Nutrients) float64 { return n.Fat },
		"low-carb": func(n Nutrients) float64 { return n.Carbs }, "low-sugar": func(n Nutrients) float64 { return n.Sugar },
		"low-calorie": func(n Nutrients) float64 { return n.Kcal }, "high-protein": func(n Nutrients) float64 { return -n.Protein },
		"high-fiber": func(n Nutrients) float64 { return -n.Fiber }, "heart-healthy": func(n Nutrients) float64 { return n.SatFat },
	}
	recipes, checkedSubs := 0, 0
	for recipes < 150 {
		rec, err := Generate(randomRequest(r))
		if err != nil {
			continue
		}
		recipes++
		d := roundTrip(t, rec)
		where := rec.Title
		for _, tone := range Tones {
			out := RewriteTone(d, tone)
			checkTransformed(t, where+" / "+tone, out)
			for i, in := range out.Ingredients {
				if in.Text != d.Items[i].Text {
					t.Fatalf("%s / %s changed %q to %q", where, tone, d.Items[i].Text, in.Text)
				}
			}
		}
		for _, focus := range HealthFocuses {
			out := Healthify(d, focus)
			checkTransformed(t, where+" / "+focus, out)
			// A lower-is-better figure never rises, a higher-is-better one never falls.
			before, after := focusFigure[focus](out.NutritionBefore.PerServing), focusFigure[focus](out.NutritionAfter.PerServing)
			if after > before+0.5 {
				t.Errorf("%s / %s moved its figure the wrong way: %.1f -> %.1f (%v)", where, focus, before, after, out.Changes)
			}
			roundTrip(t, out)
		}
		out := Budgetify(d, 0)
		checkTransformed(t, where+" / budgetify", out)
		if out.CostAfter.PerServing > out.CostBefore.PerServing+0.005 {
			t.Errorf("%s / budgetify raised the cost: %v -> %v", where, out.CostBefore, out.CostAfter)
		}
		for _, m := range Methods {
			out, err := AdaptMethod(d, m)
			var te *TransformError
			if errors.As(err, &te) {
				if te.Reason == "" {
					t.Errorf("%s -> %s refused without a reason", where, m)
				}
				continue
			}
			if err != nil {
				t.Fatalf("%s -> %s: %v", where, m, err)
			}
			checkTransformed(t, where+" -> "+m, out)
			if out.Timing == nil || out.Timing.TotalMinutes != out.Timing.PrepMinutes+out.Timing.CookMinutes || len(out.Equipment) == 0 {
				t.Errorf("%s -> %s: timing %+v, equipment %v", where, m, out.Timing, out.Equipment)
			}
		}
		checkTransformed(t, where+" / enrich", Enrich(d))
		// Substitutes for each known ingredient keep random rules, and the recipe with
		// the best one applied keeps them too.
		rules := Rules{Restrictions: []string{Restrictions[r.IntN(len(Restrictions))]}, Allergies: []string{Allergens[r.IntN(len(Allergens))]}}
		for _, it := range d.Items {
			if !it.Known {
				continue
			}
			out, err := SuggestSubstitute(it.Text, rules, &d)
			if err != nil {
				continue // nothing keeps these rules: a refusal with a reason
			}
			for _, sub := range out.Substitutes {
				checkedSubs++
				in, _ := Lookup(sub.Name)
				if why := rules.Breaks(in); why != "" {
					t.Errorf("%s: substitute %s for %s breaks %v: %s", where, sub.Name, it.Name, rules, why)
				}
			}
		}
	}
	if checkedSubs < 1000 {
		t.Errorf("only %d substitutes checked", checkedSubs)
	}
}

func TestFriesIn(t *testing.T) {
	cases := map[string]bool{
		"Deep fry the chicken until golden.":          true,
		"Pan-fry the fish for 3 minutes a side.":      true,
		"Fry the onions until soft.":                  true,
		"Stir-fry the beef in one layer.":             false,
		"Add the peppers and stir fry for 2 minutes.": false,
		"Serve with fried shallots.":                  false,
	}
	for text, want := range cases {
		if got := friesIn(text); got != want {
			t.Errorf("friesIn(%q) = %v, want %v", text, got, want)
		}
	}
	if got := replaceFrying("Stir-fry the beef, then deep fry the tofu.", "bake it."); got != "Stir-fry the beef, then bake it." {
		t.Errorf("replaceFrying: %q", got)
	}
}

// Budgetify trims meat, cheese and nuts, weighs bone-in cuts on the bone, and leaves the
// milk or cream a sauce or a marinade is made of.
func TestBudgetifyTrimsOnlyWhatIsGenerous(t *testing.T) {
	fried := Budgetify(cookbookDish(t, "fried"), 0)
	for _, in := range fried.Ingredients {
		if in.Name == "chicken drumstick" && in.Grams/4 < 200 {
			t.Errorf("drumsticks trimmed to %.0f g a serving on the bone", in.Grams/4)
		}
		if in.Name == "buttermilk" && in.Text != "2 cups buttermilk" {
			t.Errorf("the marinade was trimmed: %q", in.Text)
		}
	}
	for _, in := range Budgetify(cookbookDish(t, "alfredo"), 0).Ingredients {
		if in.Category == "dairy" && in.Name != "parmesan" && in.Name != "pecorino" && in.Name != "butter" && !strings.HasPrefix(in.Text, "1 cup") {
			t.Errorf("the alfredo sauce was trimmed: %q", in.Text)
		}
	}
}

// Fish in a wet dish poaches at the end whatever the method, and a slow cooker's hours
// are refused for it.
func TestAdaptMethodKeepsFishTender(t *testing.T) {
	soup := cookbookDish(t, "fish soup")
	if _, err := AdaptMethod(soup, "slow-cooker"); err == nil {
		t.Error("fish soup -> slow cooker: want a refusal")
	}
	for _, target := range []string{"pressure-cooker", "oven"} {
		r, err := AdaptMethod(soup, target)
		if err != nil {
			t.Fatal(err)
		}
		last := ""
		for _, s := range r.Steps {
			if strings.Contains(s.Text, "cod") {
				last = s.Text
			}
		}
		if !strings.Contains(last, "just cooked through") || strings.Contains(last, "pressure for") {
			t.Errorf("fish soup -> %s: the cod goes in %q", target, last)
		}
	}
}
