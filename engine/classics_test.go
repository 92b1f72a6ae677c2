package engine

import (
	"strings"
	"testing"
)

// Classic savoury dishes cook reviewers found missing: each pantry made the wrong dish
// (a Spanish haddock stew of a kedgeree's pantry, a beef stir-fry of a roast beef
// sandwich's).
func TestClassicSavouryDishes(t *testing.T) {
	checkDishCases(t, []dishCase{
		// Kedgeree: the smoked haddock poached in the water that cooks the rice; hot-smoked mackerel only flaked in.
		{"smoked haddock, rice, eggs, curry powder, onion, butter, parsley", "", 0, 4, "kedgeree", "kedgeree"},
		{"smoked mackerel fillets, cooked rice, eggs, curry powder, spring onions, lemon", "", 20, 2, "kedgeree", "kedgeree"},
		{"undyed smoked haddock, basmati rice, madras curry powder, frozen peas, 4 eggs", "", 0, 4, "kedgeree", "kedgeree"},
		// Congee: rice simmered down in ten times its water with ginger, the chicken poached in its last 20 minutes;
		// cooked rice makes it in 30 minutes (was: a chicken paella).
		{"rice, water, ginger, spring onion, soy sauce, chicken thighs", "", 0, 4, "congee", "congee"},
		{"jasmine rice, chicken stock, ginger, scallions, century egg, ground pork, white pepper, sesame oil", "chinese", 0, 4, "pork congee", "congee"},
		{"leftover rice, ginger, spring onions, eggs, soy sauce", "", 30, 2, "congee", "congee"},
		{"rice, fresh ginger, green onions, leftover roast chicken, soy sauce", "", 60, 2, "chicken congee", "congee"},
		// Bánh mì: marinated meat seared in thin slices (or fried tofu) in a warm baguette with pickled carrot
		// and daikon, cucumber and coriander (was: carnitas tacos; a chicken stir-fry).
		{"baguette, pork, pickled carrot and daikon, cucumber, coriander, chilli, mayonnaise, pâté", "", 0, 4, "bánh mì", "banh mi"},
		{"baguette, chicken thighs, carrot, cucumber, cilantro, fish sauce, garlic, mayonnaise", "", 0, 4, "chicken bánh mì", "banh mi"},
		{"banh mi rolls, tofu, carrots, daikon, cucumber, coriander, soy sauce, sriracha", "vietnamese", 40, 2, "tofu bánh mì", "banh mi"},
		{"french bread, leftover roast chicken, do chua, cucumber, cilantro, chicken liver pâté", "", 0, 2, "chicken bánh mì", "banh mi"},
		// Lancashire hotpot: lamb and onions under a lid of sliced potatoes, long in the oven (was: a lamb stew).
		{"lamb neck, onions, potatoes, stock, worcestershire sauce, thyme", "", 0, 4, "lancashire lamb hotpot", "hotpot"},
		{"lamb chops, onion, potatoes, carrots, mint sauce, butter", "british", 0, 2, "lancashire lamb hotpot", "hotpot"},
		// A roast beef sandwich: the beef sliced and layered on bread spread with horseradish, not a beef stir-fry.
		{"leftover roast beef, bread, horseradish, mustard, rocket", "", 0, 2, "roast beef and horseradish sandwich", "cold-sandwich"},
		{"cold roast beef, sourdough bread, horseradish sauce, watercress, butter", "", 10, 4, "roast beef and horseradish sandwich", "cold-sandwich"},
	})
}

// A kedgeree's rice cooks in the smoked haddock's poaching water, and the eggs go on top;
// without eggs (ruled out) it is still a kedgeree, with none bought.
func TestKedgereeSteps(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("smoked haddock, basmati rice, onion, curry powder, butter, parsley, eggs", ", "), Servings: 4})
	if err != nil {
		t.Fatal(err)
	}
	text := recipeText(rec)
	for _, want := range []string{"poach gently", "fish's water", "eggs on top", "curry powder"} {
		if !strings.Contains(text, want) {
			t.Errorf("kedgeree without %q:\n%s", want, text)
		}
	}
	rec, err = Generate(Request{Pantry: strings.Split("smoked haddock, basmati rice, onion, curry powder, butter, parsley, eggs", ", "), Servings: 4,
		Rules: Rules{Allergies: []string{"eggs"}}})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.ToLower(rec.Title), "kedgeree") {
		t.Errorf("egg-free: got %q, want a kedgeree", rec.Title)
	}
	for _, l := range rec.Ingredients {
		if l.Name == "egg" {
			t.Errorf("egg-free kedgeree lists eggs:\n%s", recipeText(rec))
		}
	}
}

// A congee simmers an hour and more, or boils hard and is whisked when time is short;
// the chicken poaches in it and is shredded back in.
func TestCongeeSteps(t *testing.T) {
	for _, c := range []struct {
		minutes int
		want    []string
	}{
		{0, []string{"simmer gently", "porridge", "shred it with two forks", "ginger coins"}},
		{70, []string{"lively boil", "Whisk hard", "shred it with two forks"}},
	} {
		rec, err := Generate(Request{Pantry: strings.Split("rice, ginger, spring onions, chicken thighs, soy sauce", ", "), Servings: 4, TimeAvailable: c.minutes})
		if err != nil {
			t.Fatal(err)
		}
		text := recipeText(rec)
		for _, want := range c.want {
			if !strings.Contains(text, want) {
				t.Errorf("%d minutes: congee without %q:\n%s", c.minutes, want, text)
			}
		}
		if c.minutes > 0 && rec.Timing.TotalMinutes > c.minutes {
			t.Errorf("%d minutes: got %d", c.minutes, rec.Timing.TotalMinutes)
		}
	}
}

// A bay leaf flavours a simmering liquid: the cook's bay leaf is never put in a skillet
// keema to make it Indian.
func TestNoBayLeafInASkillet(t *testing.T) {
	req := Request{Pantry: strings.Split("ground turkey, oyster mushroom, bay leaf, caraway seeds, leek, ground beef", ", "), Cuisine: "indian",
		Rules: Rules{Restrictions: []string{"low-carb", "keto"}, Allergies: []string{"fish", "sesame"}}, TimeAvailable: 49, Servings: 11, Variation: 4}
	rec, d, err := generate(req)
	if err != nil {
		t.Fatal(err)
	}
	if simmered[d.tech.name] {
		return
	}
	for _, l := range rec.Ingredients {
		if l.Name == "bay leaf" {
			t.Errorf("%q (%s) takes a bay leaf\n%s", rec.Title, d.tech.name, recipeText(rec))
		}
	}
}

// A bánh mì's carrots are quick-pickled while the meat marinates when the cook has no jar
// of đồ chua; the bread is warmed crisp and filled at the last minute.
func TestBanhMiSteps(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("baguette, pork shoulder, carrot, cucumber, cilantro, fish sauce, mayonnaise", ", "), Servings: 4})
	if err != nil {
		t.Fatal(err)
	}
	text := recipeText(rec)
	for _, want := range []string{"Quick pickle", "leave to marinate", "warm the baguette in the oven", "Drain the pickle"} {
		if !strings.Contains(text, want) {
			t.Errorf("bánh mì without %q:\n%s", want, text)
		}
	}
}

// Flapjacks melted in coconut oil for a cook who can have no milk never say the butter
// has melted.
func TestDairyFreeFlapjacksSayTheirFat(t *testing.T) {
	req := Request{Pantry: []string{"gluten free rolled oats", "tomatillo", "coconut oil"}, Rules: Rules{Restrictions: []string{"nut-free", "soy-free"}, Allergies: []string{"milk"}},
		Skill: "beginner", Servings: 10, Variation: 2}
	rec, err := Generate(req)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range rec.Instructions {
		if strings.Contains(s.Text, "butter") {
			t.Errorf("%q: step %d names butter: %q", rec.Title, s.Step, s.Text)
		}
	}
}

// A toast names its bread where the toppings go ("onto the toasted whole wheat bread"),
// so a gluten-free swap of the bread renames it rather than leaving "the toast".
func TestToastNamesItsBread(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"whole wheat bread", "avocados", "lemon juice", "olive oil"}, Servings: 2, Meal: "breakfast"})
	if err != nil {
		t.Fatal(err)
	}
	if text := recipeText(rec); !strings.Contains(text, "onto the toasted whole wheat bread") {
		t.Errorf("%q puts its toppings onto \"the toast\":\n%s", rec.Title, text)
	}
}

// Mince browned with a lone jalapeño says the jalapeño is soft, not "the vegetables".
func TestMinceWithOneVegetableNamesIt(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"green beans", "jalapeños", "ground pork"}, TimeAvailable: 40, Skill: "beginner", Servings: 19})
	if err != nil {
		t.Fatal(err)
	}
	if text := recipeText(rec); strings.Contains(text, "the vegetables are soft") && !strings.Contains(text, "green beans") {
		t.Errorf("%q: the vegetables of one jalapeño:\n%s", rec.Title, text)
	}
}
