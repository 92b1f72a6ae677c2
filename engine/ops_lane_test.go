package engine

import (
	"strings"
	"testing"
)

// Every tone changes the voice of every step (faults 36, 40): a tone that leaves a step
// as it was, or opens every step the same way, has not rewritten the recipe.
func TestTonesRewriteEveryStepVariedByKind(t *testing.T) {
	for _, d := range opsReviewDishes(t) {
		for _, tone := range Tones {
			out := RewriteTone(d.clone(), tone)
			same, opens := 0, map[string]int{}
			for i, s := range out.Steps {
				if s.Text == d.Steps[i].Text && !(tone == "concise" && len(s.Text) < 70) {
					same++
				}
				opens[stepVerb(strings.ToLower(s.Text))]++
			}
			if same > 0 {
				t.Errorf("%s %s: %d of %d steps read as they were", d.Name, tone, same, len(d.Steps))
			}
			if len(d.Steps) >= 4 && len(opens) == 1 {
				t.Errorf("%s %s: every step opens the same way: %s", d.Name, tone, stepsText(out.Steps))
			}
			if tone == "playful" && strings.Count(stepsText(out.Steps), "!") > 3 {
				t.Errorf("%s playful: more exclamation than light: %s", d.Name, stepsText(out.Steps))
			}
			if out.Summary == d.Summary && tone != "concise" {
				t.Errorf("%s %s: the summary is unchanged", d.Name, tone)
			}
		}
	}
}

// The chef's voice speaks the brigade's words: mise en place for the prep, nappe for a
// sauce that coats a spoon, seasoning to taste.
func TestChefToneSpeaksTheBrigade(t *testing.T) {
	d := cookbookDish(t, "alfredo")
	out := RewriteTone(d.clone(), "chef")
	all := strings.ToLower(stepsText(out.Steps))
	for _, w := range []string{"mise en place", "to taste"} {
		if !strings.Contains(all+" "+strings.ToLower(out.Summary), w) {
			t.Errorf("chef alfredo: no %q in %s", w, all)
		}
	}
	for _, d := range opsReviewDishes(t) {
		had := strings.Contains(stepsText(d.Steps), "thickens enough to coat a spoon")
		got := stepsText(RewriteTone(d.clone(), "chef").Steps)
		if had && !strings.Contains(got, "nappe") {
			t.Errorf("%s chef: a sauce that coats a spoon is not nappe: %s", d.Name, got)
		}
	}
}

// The kid-friendly voice gives a young cook their own jobs and sends them to wash
// their hands after raw meat; the concise one drops the articles a recipe card drops.
func TestKidAndConciseVoices(t *testing.T) {
	for _, d := range opsReviewDishes(t) {
		raw := says(strings.ToLower(stepsText(d.Steps)), d.rawMeats())
		kid := stepsText(RewriteTone(d.clone(), "kid-friendly").Steps)
		if raw && !strings.Contains(kid, "Wash your hands") {
			t.Errorf("%s kid-friendly: raw meat and no hand-washing: %s", d.Name, kid)
		}
		short := RewriteTone(d.clone(), "concise")
		if n, m := len(stepsText(short.Steps)), len(stepsText(d.Steps)); n >= m {
			t.Errorf("%s concise: %d characters from %d", d.Name, n, m)
		}
	}
	for in, want := range map[string]string{
		"Beat in the eggs one at a time, scraping down the bowl.": "Beat in eggs one at a time, scraping down bowl.",
		"Add a little of the butter and a pinch of salt.":         "Add a little of butter and pinch of salt.",
		"The oil should shimmer.":                                 "Oil should shimmer.",
	} {
		if got := dropArticles(in); got != want {
			t.Errorf("dropArticles(%q) = %q, want %q", in, got, want)
		}
	}
}

// Budgetify finds a real saving on a turkey chili (fault 35): a third of the mince goes
// into more of the chili's beans, and the answer says the saving a serving.
func TestBudgetifyStretchesMinceWithBeans(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"ground turkey", "kidney beans", "canned tomatoes", "bell peppers", "onion", "chili powder", "cumin"}, Cuisine: "mexican"})
	if err != nil {
		t.Fatal(err)
	}
	d := roundTrip(t, rec)
	out := Budgetify(d.clone(), 0)
	if out.CostAfter.PerServing > out.CostBefore.PerServing*0.9 {
		t.Errorf("turkey chili: $%.2f -> $%.2f a serving, want a real saving: %s", out.CostBefore.PerServing, out.CostAfter.PerServing, transformedText(out))
	}
	var turkey, beans float64
	for _, l := range out.Ingredients {
		switch l.Name {
		case "ground turkey":
			turkey = l.Grams
		case "kidney beans":
			beans = l.Grams
		}
	}
	if turkey <= 0 || turkey > 0.75*475 || beans <= 250 {
		t.Errorf("turkey chili: want a third of the turkey moved to the beans, got %.0f g turkey, %.0f g beans", turkey, beans)
	}
	if !strings.Contains(out.Note, "a serving") {
		t.Errorf("turkey chili: the note does not say the saving a serving: %q", out.Note)
	}
}

// Frozen spinach is the cheaper leaf where it cooks in, and the step heats it through
// instead of wilting it by handfuls; a salad's leaves stay fresh.
func TestBudgetifyFrozenLeavesCookIn(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"chickpeas", "spinach", "tomatoes", "garam masala", "onion"}, Cuisine: "indian"})
	if err != nil {
		t.Fatal(err)
	}
	out := Budgetify(roundTrip(t, rec), 0)
	all := stepsText(out.Steps)
	if strings.Contains(all, "frozen spinach") && (strings.Contains(all, "handful") || strings.Contains(all, "wilted")) {
		t.Errorf("frozen spinach wilted by handfuls: %s", all)
	}
	salad, err := Generate(Request{Pantry: []string{"spinach", "strawberries", "feta", "walnuts"}, Meal: "lunch"})
	if err == nil {
		if got := stepsText(Budgetify(roundTrip(t, salad), 0).Steps); strings.Contains(got, "frozen spinach") {
			t.Errorf("a raw spinach salad got frozen spinach: %s", got)
		}
	}
}

// Healthify high-protein keeps a dal a dal (fault 39): more lentils, and a topping over
// each bowl that keeps the dish's diets (Greek yogurt where dairy is allowed, pumpkin
// seeds on a vegan one), said in the serving step; a cake gets no topping.
func TestHealthifyHighProteinTopsASpicedPot(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"lentils", "onion", "carrots", "tomatoes", "cumin"}, Cuisine: "indian"})
	if err != nil {
		t.Fatal(err)
	}
	d := roundTrip(t, rec)
	out := Healthify(d.clone(), "high-protein")
	if len(out.Changes) < 2 {
		t.Errorf("dal high-protein: %d changes, want the lentils and a topping: %s", len(out.Changes), transformedText(out))
	}
	last := out.Steps[len(out.Steps)-1].Text
	topped := ""
	for _, l := range out.Ingredients {
		if l.Preparation == "to serve" && (l.Name == "greek yogurt" || l.Name == "pumpkin seeds") {
			topped = l.Name
		}
	}
	if topped == "" || !strings.Contains(last, topped) {
		t.Errorf("dal high-protein: no topping named in the serving step %q: %s", last, transformedText(out))
	}
	if !keepsDiets(d.ingredients(), outIngredients(out)) {
		t.Errorf("dal high-protein: the topping broke the dish's diets: %s", transformedText(out))
	}
	for _, c := range Healthify(cookbookDish(t, "chili"), "high-protein").Changes {
		if strings.Contains(c.To, "to serve") && !strings.Contains(c.To, "yogurt") && !strings.Contains(c.To, "pumpkin") {
			t.Errorf("chili: unexpected topping %q", c.To)
		}
	}
	cake := Healthify(handDish(t, handRecipes[2]), "high-protein")
	for _, c := range cake.Changes {
		if strings.Contains(c.To, "to serve") {
			t.Errorf("cookies got a topping: %q", c.To)
		}
	}
}

func outIngredients(out *Transformed) []*Ingredient {
	var ins []*Ingredient
	for _, l := range out.Ingredients {
		if in, ok := Lookup(l.Name); ok {
			ins = append(ins, in)
		}
	}
	return ins
}
