package engine

import (
	"errors"
	"strings"
	"testing"
)

// More recipes as people write them, for what the transforms must keep cookable.
func init() {
	for k, v := range map[string]string{
		"carbonara": `{"title":"Spaghetti Carbonara","servings":4,"ingredients":["1 lb spaghetti","4 oz guanciale, cut into strips","2 large eggs","4 large egg yolks","1 cup finely grated Pecorino Romano","freshly ground black pepper"],
	"instructions":["Bring a large pot of salted water to a boil and cook the spaghetti until al dente, about 9 minutes. Reserve 1 cup of pasta water.","Meanwhile, cook the guanciale in a large skillet over medium heat until crisp, 6-8 minutes.","Whisk the eggs, egg yolks and pecorino with plenty of black pepper.","Toss the drained spaghetti with the guanciale off the heat, then stir in the egg mixture and a splash of pasta water until the yolks thicken into a creamy sauce. Serve at once."]}`,
		"butter cake": `{"title":"Butter Cake","servings":8,"ingredients":["1 cup unsalted butter, softened","1 cup sugar","3 large eggs","2 cups all-purpose flour","2 tsp baking powder","1/2 cup milk","1 tsp vanilla extract"],
	"instructions":["Heat the oven to 350°F and grease a 9-inch pan.","Beat the butter and sugar until pale and fluffy, 3 minutes.","Beat in the eggs one at a time, then the vanilla.","Fold in the flour and baking powder alternately with the milk.","Bake 35 minutes, until a skewer comes out clean."]}`,
		"curry": `{"title":"Chicken Curry","servings":4,"ingredients":["2 tbsp vegetable oil","1 onion, chopped","3 cloves garlic, minced","1 tbsp grated ginger","2 tbsp curry powder","1.5 lb chicken thighs, cut into pieces","1 (14 oz) can diced tomatoes","1 (14 oz) can coconut milk","1 tsp salt","2 cups spinach"],
	"instructions":["Heat the oil in a large pot and cook the onion until soft, 5 minutes.","Add the garlic, ginger and curry powder and cook 1 minute.","Add the chicken and cook until browned, 5 minutes.","Stir in the tomatoes, coconut milk and salt, bring to a simmer and cook 20 minutes.","Stir in the spinach until wilted."]}`,
		"frittata": `{"title":"Spinach Frittata","servings":4,"ingredients":["8 large eggs","1/4 cup milk","2 cups spinach","1/2 cup feta","1 tbsp olive oil","salt and pepper"],
	"instructions":["Heat the oven to 400°F.","Whisk the eggs with the milk, salt and pepper.","Heat the oil in an ovenproof skillet and wilt the spinach, 2 minutes.","Pour in the eggs, scatter the feta and cook 3 minutes, then bake 12 minutes until set."]}`,
		"lemon chicken": `{"title":"Lemon Chicken","servings":4,"ingredients":["4 chicken breasts","2 tbsp butter","1 lemon, zested","3 tbsp lemon juice","1 cup chicken broth","2 tbsp heavy cream"],
	"instructions":["Season and sear the chicken in the butter, 6 minutes a side.","Add the broth, lemon juice and zest and simmer 5 minutes.","Stir in the cream and spoon the sauce over the chicken."]}`,
	} {
		cookbook[k] = v
	}
}

// Suggest-substitute with a recipe replaces the food and its parts everywhere, with a
// stand-in that does the food's job in that dish.
func TestSubstituteReachesEveryPart(t *testing.T) {
	cases := []struct {
		recipe, ingredient string
		rules              Rules
		want               string   // the food now in the list
		gone               []string // words no line or step may hold
	}{
		{"carbonara", "eggs", Rules{Allergies: []string{"eggs"}}, "silken tofu", []string{"egg", "yolk", "flaxseed"}},
		{"butter cake", "eggs", Rules{Restrictions: []string{"vegan"}}, "flaxseed", []string{"egg"}},
		{"frittata", "egg", Rules{Allergies: []string{"eggs"}}, "silken tofu", []string{"egg"}},
		// A cake takes a dairy-free block (margarine), never olive oil's taste (review 36 #39).
		{"butter cake", "butter", Rules{Restrictions: []string{"dairy-free"}}, "margarine", []string{"beat the butter", "olive oil"}},
		{"lemon chicken", "lemon", Rules{}, "lime juice", []string{"lemon"}},
	}
	for _, tc := range cases {
		d := cookbookDish(t, tc.recipe)
		r, err := SuggestSubstitute(tc.ingredient, tc.rules, &d)
		if err != nil {
			t.Errorf("%s / %s: %v", tc.recipe, tc.ingredient, err)
			continue
		}
		var lines []string
		found := false
		for _, in := range r.Ingredients {
			lines = append(lines, in.Text)
			found = found || in.Name == tc.want
		}
		all := strings.ToLower(strings.Join(lines, "\n") + "\n" + stepsText(r.Steps) + r.Name)
		if !found {
			t.Errorf("%s / %s: no %s in %q", tc.recipe, tc.ingredient, tc.want, lines)
		}
		for _, w := range tc.gone {
			if containsWholeWord(all, w) {
				t.Errorf("%s / %s: %q remains in\n%s", tc.recipe, tc.ingredient, w, all)
			}
		}
	}
}

func containsWholeWord(text, w string) bool {
	return matchAtAny(strings.ToLower(text), strings.ToLower(w))
}

// A substitute that cannot do the food's job in the dish is refused with the reason.
func TestSubstituteRefusesWhatCannotWork(t *testing.T) {
	d := cookbookDish(t, "carbonara")
	// Vegan and soy-free leaves no egg stand-in that makes a carbonara's sauce.
	_, err := SuggestSubstitute("eggs", Rules{Restrictions: []string{"vegan"}, Allergies: []string{"soy"}}, &d)
	var te *TransformError
	if !errors.As(err, &te) || !strings.Contains(te.Reason, "sauce") {
		t.Errorf("vegan, soy-free carbonara: got %v, want a refusal that names the sauce", err)
	}
}

// Swaps rewrite the steps by every name of the food, in the new food's grammar.
func TestSwapsRewriteTheSteps(t *testing.T) {
	h := Healthify(cookbookDish(t, "lemon chicken"), "low-fat")
	text := strings.ToLower(stepsText(h.Steps))
	// The lemon sauce would split skim milk: evaporated milk or yoghurt off the heat.
	if strings.Contains(text, "cream") || strings.Contains(text, "butter") || strings.Contains(text, "skim milk") ||
		!strings.Contains(text, "evaporated milk") && !strings.Contains(text, "greek yogurt") {
		t.Errorf("low-fat lemon chicken steps: %s", text)
	}
	b := Budgetify(cookbookDish(t, "butter cake"), 0)
	text = strings.ToLower(stepsText(b.Steps))
	if strings.Contains(text, "butter") || strings.Contains(text, "beat the vegetable oil") || strings.Contains(text, "fluffy") {
		t.Errorf("budget butter cake steps: %s", text)
	}
	for _, in := range b.Ingredients {
		if in.Name == "vegetable oil" && strings.Contains(in.Text, "softened") {
			t.Errorf("budget butter cake: %q", in.Text)
		}
	}
}

// Adapt-method refuses only what a cook would refuse, says why, and never loses an
// ingredient the steps used.
func TestAdaptMethodAsACook(t *testing.T) {
	curry := cookbookDish(t, "curry")
	for _, m := range []string{"slow-cooker", "pressure-cooker", "oven", "microwave", "stovetop"} {
		r, err := AdaptMethod(curry, m)
		if err != nil {
			t.Errorf("curry -> %s: %v", m, err)
			continue
		}
		if lost := lostIngredients(curry, roundTrip(t, r)); len(lost) > 0 {
			t.Errorf("curry -> %s lost %v:\n%s", m, lost, stepsText(r.Steps))
		}
	}
	micro, _ := AdaptMethod(curry, "microwave")
	for _, food := range []string{"onion", "tomatoes", "coconut milk"} {
		if !strings.Contains(stepsText(micro.Steps), food) {
			t.Errorf("microwave curry has no %s: %s", food, stepsText(micro.Steps))
		}
	}
	carbonara := cookbookDish(t, "carbonara")
	var te *TransformError
	if _, err := AdaptMethod(carbonara, "slow-cooker"); !errors.As(err, &te) || !strings.Contains(te.Reason, "pasta") {
		t.Errorf("carbonara -> slow cooker: got %v, want a refusal about the pasta", err)
	}
	if r, err := AdaptMethod(carbonara, "stovetop"); err != nil || r.Note == "" || len(r.Steps) != len(carbonara.Steps) {
		t.Errorf("carbonara -> stovetop: got %v, %v; want the recipe as it is, with a note", r, err)
	}
	for name := range cookbook {
		d := cookbookDish(t, name)
		for _, m := range Methods {
			r, err := AdaptMethod(d, m)
			if err != nil {
				continue
			}
			if lost := lostIngredients(d, roundTrip(t, r)); len(lost) > 0 {
				t.Errorf("%s -> %s lost %v:\n%s", name, m, lost, stepsText(r.Steps))
			}
		}
	}
}

// lostIngredients are the foods before's steps used that no step of after uses.
func lostIngredients(before, after Dish) []string {
	var lost []string
	old, now := stepsText(before.Steps), stepsText(after.Steps)
	for i, it := range before.Items {
		if !before.mentions(i, old) {
			continue
		}
		j := -1
		for k, a := range after.Items {
			if a.Ingredient == it.Ingredient && a.Text == it.Text {
				j = k
			}
		}
		if j >= 0 && !after.mentions(j, now) {
			lost = append(lost, it.Text)
		}
	}
	return lost
}
