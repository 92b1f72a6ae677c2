package engine

import (
	"encoding/json"
	"strings"
	"testing"
)

// handDish reads a recipe as a client sends it.
func handDish(t *testing.T, js string) Dish {
	t.Helper()
	var in RecipeInput
	if err := json.Unmarshal([]byte(js), &in); err != nil {
		t.Fatal(err)
	}
	return DishFrom(in)
}

func lineOf(out *Transformed, name string) *OutLine {
	for i, l := range out.Ingredients {
		if l.Name == name {
			return &out.Ingredients[i]
		}
	}
	return nil
}

// A lighter dish cuts its butter (never swaps it for as much oil, which is all fat too):
// a mash keeps a quarter and takes more of its milk, a bake keeps three quarters, a pan
// or a rub keeps half.
func TestLighterDishesCutTheButter(t *testing.T) {
	for _, c := range []struct {
		recipe, focus string
		keep          float64 // the butter kept, as a share of what was there
		more          string  // the line that grows in its place
	}{
		{handRecipes[0], "low-fat", 0.25, "skim milk"},
		{handRecipes[0], "low-calorie", 0.25, "skim milk"},
		{`{"title":"Buttery Mash","servings":4,"ingredients":["2 lb potatoes, peeled","6 tbsp butter","1/2 cup chicken broth"],
		"steps":["Boil the potatoes until tender, 20 minutes; drain.","Mash with the butter and the hot broth."]}`, "low-fat", 0.25, "chicken broth"},
		{handRecipes[2], "low-fat", 0.75, ""},
		{handRecipes[1], "low-fat", 0.5, ""},
	} {
		d := handDish(t, c.recipe)
		var butter, liquid float64
		for _, it := range d.Items {
			if it.Ingredient != nil && it.Ingredient.Name == "butter" {
				butter = it.Grams
			}
			if c.more != "" && it.Ingredient != nil && (it.Ingredient.Name == c.more || c.more == "skim milk" && it.Ingredient.Name == "milk") {
				liquid = it.Grams
			}
		}
		out := Healthify(d, c.focus)
		if l := lineOf(out, "olive oil"); l != nil {
			t.Errorf("%s %s: the butter became %q", d.Name, c.focus, l.Text)
		}
		l := lineOf(out, "butter")
		if l == nil {
			t.Errorf("%s %s: no butter left", d.Name, c.focus)
			continue
		}
		if got := l.Grams / butter; got < c.keep*0.8 || got > c.keep*1.25 {
			t.Errorf("%s %s: %q keeps %.2f of the butter, want about %.2f", d.Name, c.focus, l.Text, got, c.keep)
		}
		if c.more != "" {
			if m := lineOf(out, c.more); m == nil || m.Grams <= liquid {
				t.Errorf("%s %s: the mash takes no more %s in the butter's place: %+v", d.Name, c.focus, c.more, m)
			}
		}
		if after, before := out.NutritionAfter.Total.Fat, out.NutritionBefore.Total.Fat; c.more != "" && after > before*0.6 {
			t.Errorf("%s %s: fat %.0f g -> %.0f g is hardly lower", d.Name, c.focus, before, after)
		}
	}
}

// An oil warmed with milk where butter melted in it is warmed, never "until it shimmers".
func TestOilWarmedWithMilkIsWarmedNotShimmering(t *testing.T) {
	for _, out := range []*Transformed{Healthify(handDish(t, handRecipes[0]), "heart-healthy")} {
		text := stepsText(out.Steps)
		if strings.Contains(text, "shimmers") {
			t.Errorf("%s: %s", out.Name, text)
		}
		if !strings.Contains(text, "until warm") {
			t.Errorf("%s: the milk and fat are not warmed: %s", out.Name, text)
		}
	}
}

// Budgetify swaps only where the cheaper food does the job: a dried herb in the roast
// (its steps no longer chop its leaves), never over the plate raw; sugar never drizzled
// as honey was; butter kept in a mash or a rub; a whole bird never halved.
func TestBudgetSwapsDoTheJob(t *testing.T) {
	for _, c := range []struct {
		recipe      string
		want, keeps []string // lines that must be there after; foods that must stay
		gone        []string // words no step or line may hold
	}{
		{handRecipes[5], []string{"dried rosemary", "dried thyme"}, []string{"basil"},
			[]string{"dried rosemary leaves", "dried thyme leaves", "dried basil", "chopped dried"}},
		{handRecipes[1], nil, []string{"butter", "whole chicken"}, []string{"chopped dried", "dried rosemary leaves", "1/2 whole chicken"}},
		{handRecipes[6], nil, []string{"honey"}, []string{"drizzle with the sugar"}},
		{handRecipes[0], nil, []string{"butter"}, []string{"vegetable oil"}},
	} {
		d := handDish(t, c.recipe)
		out := Budgetify(d, 0)
		var lines []string
		for _, l := range out.Ingredients {
			lines = append(lines, l.Text)
		}
		all := strings.ToLower(strings.Join(lines, "\n") + "\n" + stepsText(out.Steps))
		for _, w := range c.want {
			if lineOf(out, w) == nil {
				t.Errorf("%s: no %s in\n%s", d.Name, w, all)
			}
		}
		for _, w := range c.keeps {
			if !strings.Contains(strings.ToLower(strings.Join(lines, "\n")), w) || strings.Contains(all, "dried "+w) {
				t.Errorf("%s: the %s was swapped or dropped:\n%s", d.Name, w, all)
			}
		}
		for _, w := range c.gone {
			if strings.Contains(all, w) {
				t.Errorf("%s: %q in\n%s", d.Name, w, all)
			}
		}
		if l := lineOf(out, "whole chicken"); l != nil && l.Quantity < 1 {
			t.Errorf("%s: %q", d.Name, l.Text)
		}
	}
}

// opsReviewDishes are the review's generated recipes and the hand-written ones.
func opsReviewDishes(t *testing.T) []Dish {
	t.Helper()
	var dishes []Dish
	for _, req := range opsReviewPantries {
		if rec, err := Generate(req); err == nil {
			dishes = append(dishes, roundTrip(t, rec))
		}
	}
	for _, name := range opsReviewHand {
		dishes = append(dishes, cookbookDish(t, name))
	}
	for _, r := range handRecipes {
		dishes = append(dishes, handDish(t, r))
	}
	return dishes
}

// Every tone keeps every quantity, temperature, time and salt line of every step, and the
// summary's warnings; kid-friendly sentences each have their verb, and no word doubles.
func TestTonesKeepEveryFigureAndWholeSentences(t *testing.T) {
	figures := func(s string) map[string]int {
		m := map[string]int{}
		for _, f := range strings.FieldsFunc(s, func(r rune) bool { return !(r >= '0' && r <= '9' || r == '/' || r == '°') }) {
			if strings.ContainsAny(f, "0123456789") {
				m[f]++
			}
		}
		return m
	}
	for _, d := range opsReviewDishes(t) {
		for _, tone := range Tones {
			out := RewriteTone(d.clone(), tone)
			if len(out.Steps) != len(d.Steps) {
				t.Errorf("%s %s: %d steps from %d", d.Name, tone, len(out.Steps), len(d.Steps))
				continue
			}
			for i, s := range d.Steps {
				got := out.Steps[i].Text
				have := figures(got)
				for f, n := range figures(s.Text) {
					if have[f] < n {
						t.Errorf("%s %s step %d lost %q:\n%s\n%s", d.Name, tone, i+1, f, s.Text, got)
					}
				}
				low, lowGot := strings.ToLower(s.Text), strings.ToLower(got)
				if strings.Count(lowGot, "salt") < strings.Count(low, "salt") {
					t.Errorf("%s %s step %d lost its salt:\n%s\n%s", d.Name, tone, i+1, s.Text, got)
				}
				for _, w := range strings.Fields(lowGot) {
					if strings.Contains(lowGot, " "+w+" "+w+" ") && len(w) > 3 {
						t.Errorf("%s %s step %d doubles %q: %s", d.Name, tone, i+1, w, got)
						break
					}
				}
				if tone == "kid-friendly" {
					for _, sent := range strings.Split(got, ". ") {
						rest, ok := strings.CutPrefix(sent, "Then ")
						if !ok {
							rest = sent
						}
						if !opensWithAction(rest) && !strings.HasPrefix(sent, "With ") && !strings.HasPrefix(sent, "In ") &&
							!strings.HasPrefix(sent, "Off ") && !strings.HasPrefix(sent, "Once ") && !strings.HasPrefix(sent, "When ") &&
							!strings.HasPrefix(sent, "If ") && !strings.HasPrefix(sent, "For ") && !strings.HasPrefix(sent, "A ") &&
							!strings.HasPrefix(sent, "The ") && !strings.HasPrefix(sent, "Still ") && !strings.HasPrefix(sent, "Just ") &&
							!strings.HasPrefix(sent, "Each ") && !strings.HasPrefix(sent, "It ") && !strings.HasPrefix(sent, "All ") && !strings.HasPrefix(sent, "As ") {
							t.Errorf("%s kid-friendly step %d: fragment %q in %s", d.Name, i+1, sent, got)
						}
						if ok && !opensWithAction(rest) {
							t.Errorf("%s kid-friendly step %d: fragment %q in %s", d.Name, i+1, sent, got)
						}
					}
				}
			}
			if strings.Contains(strings.ToLower(d.Summary), "sodium") && !strings.Contains(strings.ToLower(out.Summary), "sodium") {
				t.Errorf("%s %s: the summary lost its salt warning: %q", d.Name, tone, out.Summary)
			}
		}
	}
}

// suggest-substitute with a recipe takes the stand-in that does the food's job there, in
// the cook's own measure, and says once what the dish stops being.
func TestSubstituteDoesTheJobInTheCooksMeasure(t *testing.T) {
	for _, c := range []struct {
		recipe, food string
		want, not    string // the stand-in's line must hold want and not hold not
		unit         string
	}{
		{handRecipes[2], "butter", "", "", ""},
		{cookbook["alfredo"], "heavy cream", "", "can", "cup"},
		{handRecipes[6], "greek yogurt", "yogurt", "sour cream", "cup"},
	} {
		d := handDish(t, c.recipe)
		out, err := SuggestSubstitute(c.food, Rules{}, &d)
		if err != nil {
			t.Errorf("%s / %s: %v", d.Name, c.food, err)
			continue
		}
		to := out.Changes[0].To
		if c.want != "" && !strings.Contains(to, c.want) || c.not != "" && strings.Contains(to, c.not) {
			t.Errorf("%s / %s: %q", d.Name, c.food, to)
		}
		for _, l := range out.Ingredients {
			if l.Text == to && c.unit != "" && l.Unit != c.unit {
				t.Errorf("%s / %s: %q is not in %s as the cook measured", d.Name, c.food, to, c.unit)
			}
		}
		if strings.Contains(stepsText(out.Steps), "oil and both sugars until creamy") {
			t.Errorf("%s / %s: %s", d.Name, c.food, stepsText(out.Steps))
		}
	}
	d := handDish(t, handRecipes[3])
	out, err := SuggestSubstitute("eggs", Rules{}, &d)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range strings.Fields(out.Note) {
		if strings.Count(out.Note, w) > 1 && strings.HasSuffix(w, "-free") {
			t.Errorf("the note says %q twice: %s", w, out.Note)
		}
	}
}

// A cut or swap writes what a cook measures: never a change that reads the same
// ("1/4 cup sugar -> 1/4 cup sugar"), never more than the ratio it claims (half a cup of
// butter is 6 1/2 tbsp of oil at three quarters, not half a cup), never a mozzarella for
// a low-sodium cheese (it is as salty), and the line keeps its preparation (diced ham).
func TestHealthCutsAndSwapsMeasureHonestly(t *testing.T) {
	for _, r := range append(append([]string{}, handRecipes...), cookbook["chili"], cookbook["sheetpan"]) {
		d := handDish(t, r)
		for _, focus := range HealthFocuses {
			out := Healthify(d.clone(), focus)
			for _, c := range out.Changes {
				if c.From == c.To {
					t.Errorf("%s %s: a change that changes nothing: %q", d.Name, focus, c.From)
				}
				if focus == "low-sodium" && strings.Contains(c.To, "mozzarella") {
					t.Errorf("%s %s: %q -> %q", d.Name, focus, c.From, c.To)
				}
			}
			before, after := d.nutrition().Total, out.NutritionAfter.Total
			if m := focusMeasure(focus); strings.HasPrefix(focus, "low-") && measureOf(after, m) > measureOf(before, m)+0.5 {
				t.Errorf("%s %s: %s went up, %.1f -> %.1f", d.Name, focus, m, measureOf(before, m), measureOf(after, m))
			}
		}
	}
	out := Healthify(handDish(t, handRecipes[3]), "low-fat")
	if l := lineOf(out, "ham"); l == nil || !strings.Contains(l.Text, "diced") {
		t.Errorf("low-fat carbonara: the pancetta's swap lost its dice: %+v", l)
	}
	out = Healthify(handDish(t, handRecipes[0]), "heart-healthy")
	if l := lineOf(out, "olive oil"); l != nil && l.Grams > 113*0.8 {
		t.Errorf("heart-healthy mash: %q is more than three quarters of the butter", l.Text)
	}
}

// Riced cauliflower in the rice's place is cooked a few minutes in a pan, never boiled
// as rice; a potato's florets never join the riced line.
func TestLowCarbRiceIsCookedAsRicedCauliflower(t *testing.T) {
	for _, req := range []Request{opsReviewPantries[0], opsReviewPantries[3]} {
		rec, err := Generate(req)
		if err != nil {
			t.Fatal(err)
		}
		out := Healthify(roundTrip(t, rec), "low-carb")
		text := stepsText(out.Steps)
		if strings.Contains(text, "cauliflower: rinse") || strings.Contains(text, "cauliflower and bring it to a boil") ||
			strings.Contains(strings.ToLower(text), "cauliflower") && strings.Contains(text, "times its volume of water") {
			t.Errorf("%s low-carb boils the riced cauliflower: %s", rec.Title, text)
		}
		for _, c := range out.Changes {
			if strings.Contains(c.To, "added to the line") && strings.Contains(c.To, "riced") {
				t.Errorf("%s low-carb: %q -> %q", rec.Title, c.From, c.To)
			}
		}
	}
}
