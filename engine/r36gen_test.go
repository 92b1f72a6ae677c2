package engine

import (
	"strings"
	"testing"
)

// r36gen generates a request with a skill given, as a client names it.
func r36gen(t *testing.T, pantry, cuisine, skill string, servings, minutes int, rules ...string) *Recipe {
	t.Helper()
	req := Request{Pantry: strings.Split(pantry, ", "), Cuisine: cuisine, Skill: skill, Servings: servings, TimeAvailable: minutes}
	addRules(&req, strings.Join(rules, ","))
	rec, err := Generate(req)
	if err != nil {
		t.Fatalf("%s: %v", pantry, err)
	}
	return rec
}

func r36steps(rec *Recipe) string {
	var b strings.Builder
	for _, s := range rec.Instructions {
		b.WriteString(s.Text)
		b.WriteByte('\n')
	}
	return b.String()
}

func r36line(rec *Recipe, food string) *RecipeLine {
	for i := range rec.Ingredients {
		if rec.Ingredients[i].Name == food {
			return &rec.Ingredients[i]
		}
	}
	return nil
}

// Review 36 #22: potatoes, eggs, onion and olive oil asked as Spanish are a tortilla
// española, made in the time: the potatoes poach in plenty of oil, soak in the eggs and
// set in one pan sized for the eggs (a 28 cm pan holds a dozen), never a scramble
// beside its potatoes.
func TestR36Row22TortillaEspanola(t *testing.T) {
	for _, c := range []struct {
		pantry   string
		servings int
		minutes  int
	}{
		{"potatoes, eggs, onion, olive oil", 6, 45},
		{"1kg potatoes, 10 eggs, 2 onions, extra virgin olive oil", 6, 50},
		{"waxy potatoes, eggs, olive oil", 4, 45},
	} {
		rec := r36gen(t, c.pantry, "spanish", "intermediate", c.servings, c.minutes)
		steps := r36steps(rec)
		if !strings.Contains(rec.Title, "Tortilla") {
			t.Errorf("%s: got %q, want a tortilla española\n%s", c.pantry, rec.Title, recipeText(rec))
			continue
		}
		if !strings.Contains(steps, "fold it into the eggs") || !strings.Contains(steps, "turn it over") {
			t.Errorf("%s: the potatoes never meet the eggs, or the tortilla is never turned:\n%s", c.pantry, steps)
		}
		oil := r36line(rec, "olive oil")
		if oil == nil || oil.Unit != "ml" || oil.Quantity < 250 {
			t.Errorf("%s: got oil %+v, want at least 250 ml to poach the potatoes in", c.pantry, oil)
		}
		if strings.Contains(rec.Summary, "simpler than") || strings.Contains(rec.Summary, "Spanish Tortilla Española") {
			t.Errorf("%s: summary %q", c.pantry, rec.Summary)
		}
	}
}

// Review 36 #22: a scramble of fried potatoes made in batches folds the potatoes into
// every batch; they are never cooked and then forgotten.
func TestR36Row22ScrambleCombinesItsFilling(t *testing.T) {
	rec := r36gen(t, "potatoes, eggs, onion, olive oil", "spanish", "beginner", 8, 30)
	if !strings.Contains(rec.Title, "Scramble") {
		t.Skipf("got %q: no scramble to check", rec.Title)
	}
	steps := r36steps(rec)
	last := rec.Instructions[len(rec.Instructions)-1].Text
	if !strings.Contains(last, "potatoes") {
		t.Errorf("the potatoes are cooked and never join the eggs:\n%s", steps)
	}
}

// Review 36 #16: a paella pantry whose rice is "short grain paella rice" is a paella:
// the rice line is read as paella rice, and the stock goes into it.
func TestR36Row16PaellaRiceRead(t *testing.T) {
	for _, line := range []string{"short grain paella rice", "short-grain paella rice", "paella rice", "bomba rice"} {
		if l := ParseLine(line); !l.Known || l.Ingredient.Name != "bomba rice" {
			t.Errorf("%q: got %v %q, want bomba rice", line, l.Known, l.Matched)
		}
	}
	rec := r36gen(t, "short grain paella rice, chicken thighs, chorizo, saffron, smoked paprika, red pepper, frozen peas, chicken stock, lemon", "spanish", "", 6, 75)
	if !strings.Contains(rec.Title, "Paella") || rec.Cuisine != "spanish" {
		t.Fatalf("got %q (%s), want a Spanish paella\n%s", rec.Title, rec.Cuisine, recipeText(rec))
	}
	for _, food := range []string{"bomba rice", "chicken broth", "saffron", "chorizo", "frozen peas"} {
		if r36line(rec, food) == nil {
			t.Errorf("paella without its %s:\n%s", food, recipeText(rec))
		}
	}
	if p := r36line(rec, "red bell pepper"); p != nil && p.Grams > 300 {
		t.Errorf("got %.0f g red pepper for 6, want one or two peppers", p.Grams)
	}
}

// Review 36 #18: a chocolate pantry for 16 is a tray of brownies whose batter keeps a
// baker's ratios, set by the cook's 200 g bar: butter about as much as the chocolate,
// about 4 eggs, never a fondant of 400 g butter and 12 eggs to 200 g chocolate.
func TestR36Row18BrowniesForMany(t *testing.T) {
	for _, pantry := range []string{
		"dark chocolate 200g, butter, eggs, brown sugar, plain flour, cocoa powder, walnuts",
		"200g dark chocolate, unsalted butter, 6 eggs, caster sugar, plain flour, cocoa powder",
	} {
		rec := r36gen(t, pantry, "", "", 16, 60, "tree-nuts")
		if !strings.Contains(rec.Title, "Brownie") {
			t.Errorf("%s: got %q, want brownies for 16\n%s", pantry, rec.Title, recipeText(rec))
			continue
		}
		choc, butter := r36line(rec, "dark chocolate"), r36line(rec, "butter")
		if butter == nil {
			butter = r36line(rec, "unsalted butter")
		}
		eggs := r36line(rec, "egg")
		if choc == nil || butter == nil || eggs == nil {
			t.Fatalf("%s: chocolate, butter or eggs missing\n%s", pantry, recipeText(rec))
		}
		if choc.Grams != 200 || butter.Grams < 150 || butter.Grams > 250 || eggs.Quantity < 3 || eggs.Quantity > 5 {
			t.Errorf("%s: got %.0f g chocolate, %.0f g butter, %v eggs; want 200 g, about 200 g, about 4", pantry, choc.Grams, butter.Grams, eggs.Quantity)
		}
	}
	// Fondants stay a dessert for a table, in ramekins the eggs and chocolate fill.
	rec := r36gen(t, "dark chocolate, butter, eggs, sugar, plain flour", "", "", 4, 40)
	if !strings.Contains(rec.Title, "Fondant") {
		t.Errorf("got %q, want a fondant for 4", rec.Title)
	}
}

// Review 36 #02, #13, #15: the summary names what is in the dish; an optional garnish
// bought in is never "finished with chives", only offered as one to add if the cook has it.
func TestR36SummaryNamesNoOptionalGarnish(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine string }{
		{"eggs (12), cheddar, 2 spring onions, butter, milk, salt, pepper", ""},
		{"potatoes, eggs, onion, olive oil", "spanish"},
		{"sushi rice, nori, cucumber, avocado, smoked salmon, rice vinegar, soy sauce, wasabi", "japanese"},
		{"short grain paella rice, chicken thighs, chorizo, saffron, smoked paprika, red pepper, frozen peas, chicken stock, lemon", "spanish"},
	} {
		rec := r36gen(t, c.pantry, c.cuisine, "", 4, 60)
		for _, l := range rec.Ingredients {
			named := strings.Contains(rec.Summary, " "+l.Name)
			if l.Optional && !strings.Contains(c.pantry, l.Name) && named && !strings.Contains(rec.Summary, "if you have some") {
				t.Errorf("%s: summary %q names the optional %s", c.pantry, rec.Summary, l.Name)
			}
		}
	}
}

// Review 36 #04, #08, #21, #27: over random requests, every step that uses an optional
// line bought in says "if using": a cook who left the onion out is never told to fry it.
func TestR36OptionalStepsSayIfUsing(t *testing.T) {
	for i, req := range randomRequests(36, 4, 400) {
		rec, ok := generated(t, i, req)
		if !ok {
			continue
		}
		names := make([]string, 0, len(rec.Ingredients))
		for _, l := range rec.Ingredients {
			names = append(names, l.Name)
		}
		for _, l := range rec.Ingredients {
			if !l.Optional {
				continue
			}
			for _, s := range rec.Instructions {
				if at, _ := mentionOf(s.Text, l.Name, names); at >= 0 && !strings.Contains(s.Text, "if using") {
					t.Errorf("request %d (%s): step %d uses the optional %s without \"if using\": %s", i, rec.Title, s.Step, l.Name, s.Text)
				}
			}
		}
	}
}

// Review 36 #24, #20: a pantry food the dish can use is used or said to be left out.
// Granola for a gluten-free cook is left out with why (oats milled beside wheat) unless
// its line says gluten-free; chia goes in the yogurt bowl; "mozzarella pearls" are
// mozzarella, on the pesto pasta.
func TestR36Row24Row20NoSilentDrops(t *testing.T) {
	req := Request{Pantry: []string{"greek yoghurt", "granola", "strawberries", "honey", "chia seeds"}, Meal: "breakfast",
		Servings: 1, TimeAvailable: 10, Variation: 1, Rules: Rules{Restrictions: []string{"gluten-free"}}}
	for _, v := range []int{0, 1} {
		req.Variation = v
		rec, err := Generate(req)
		if err != nil {
			t.Fatal(err)
		}
		if r36line(rec, "granola") != nil || len(rec.ExcludedIngredients) != 1 || !strings.Contains(rec.ExcludedIngredients[0].Reason, "oats") {
			t.Errorf("variation %d: granola for a gluten-free cook: got excluded %+v\n%s", v, rec.ExcludedIngredients, recipeText(rec))
		}
		if r36line(rec, "chia seeds") == nil {
			t.Errorf("variation %d: the chia seeds are dropped:\n%s", v, recipeText(rec))
		}
	}
	req.Pantry[1] = "gluten-free granola"
	rec, err := Generate(req)
	if err != nil {
		t.Fatal(err)
	}
	if r36line(rec, "granola") == nil && len(rec.ExcludedIngredients) > 0 {
		t.Errorf("the cook's gluten-free granola is left out: %+v", rec.ExcludedIngredients)
	}
	if l := ParseLine("mozzarella pearls"); !l.Known || l.Ingredient.Name != "mozzarella" {
		t.Errorf("mozzarella pearls: got %v %q, want mozzarella", l.Known, l.Matched)
	}
	pasta := r36gen(t, "pasta (penne), jar of pesto, cherry toms, mozzarella pearls, rocket", "", "", 2, 15, "vegetarian")
	if r36line(pasta, "mozzarella") == nil {
		t.Errorf("the mozzarella pearls vanish:\n%s", recipeText(pasta))
	}
}
