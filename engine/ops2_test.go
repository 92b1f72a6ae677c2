package engine

import (
	"slices"
	"strings"
	"testing"
)

// Review 28 row 39: a generated creamy chicken skillet with parmesan.
const ops2Skillet = `{"title": "Creamy Chicken Skillet with Spinach and Parmesan", "cuisine": "italian", "servings": 4, "ingredients": [{"name": "chicken breast", "quantity": 600, "unit": "g", "preparation": "sliced into thin cutlets", "optional": false, "text": "600 g chicken breast, sliced into thin cutlets"}, {"name": "olive oil", "quantity": 1.5, "unit": "tbsp", "preparation": "", "optional": false, "text": "1 1/2 tbsp olive oil"}, {"name": "spinach", "quantity": 400, "unit": "g", "preparation": "", "optional": false, "text": "400 g baby spinach"}, {"name": "garlic", "quantity": 4, "unit": "clove", "preparation": "minced", "optional": false, "text": "4 cloves garlic, minced"}, {"name": "salt", "quantity": 1, "unit": "tsp", "preparation": "", "optional": false, "text": "1 tsp salt"}, {"name": "black pepper", "quantity": 0.25, "unit": "tsp", "preparation": "", "optional": false, "text": "1/4 tsp black pepper"}, {"name": "parsley", "quantity": 2, "unit": "tbsp", "preparation": "chopped", "optional": true, "text": "2 tbsp parsley, chopped (optional)"}, {"name": "heavy cream", "quantity": 1, "unit": "cup", "preparation": "", "optional": false, "text": "1 cup heavy cream"}, {"name": "parmesan", "quantity": 80, "unit": "g", "preparation": "grated", "optional": false, "text": "80 g parmesan, grated"}], "instructions": [{"step": 1, "text": "Prep: slice the chicken breast into thin cutlets; mince the garlic; chop the parsley, if using; grate the parmesan.", "minutes": 10}, {"step": 2, "text": "Heat the olive oil in a large skillet over medium-high heat. Season and cook the chicken breast until cooked through (74°C / 165°F inside), about 7 minutes; move to a plate.", "minutes": 8}, {"step": 3, "text": "Lower the heat to medium; add the garlic and cook, stirring, until softened and fragrant, about 1 minute.", "minutes": 1}, {"step": 4, "text": "Lower the heat, pour in the heavy cream, scraping up the browned bits, and let it bubble until it thickens enough to coat a spoon, 2–3 minutes. Return the chicken breast and its juices and simmer gently until coated and cooked through (74°C / 165°F inside), 2 minutes, stirring in the spinach to wilt; season with salt and pepper to taste.", "minutes": 3}, {"step": 5, "text": "Scatter the parmesan over the top, cover and leave over low heat until melted, about 2 minutes.", "minutes": 2}, {"step": 6, "text": "Serve from the skillet. Top with the parsley.", "minutes": 1}]}`

// ops2Breaks lists the result's lines that break the rules.
func ops2Breaks(out *Transformed, rules Rules) []string {
	var bad []string
	for _, l := range out.Ingredients {
		if in, ok := Lookup(l.Name); ok && rules.Breaks(in) != "" {
			bad = append(bad, l.Text)
		}
	}
	return bad
}

// A dairy-free swap of the cream leaves no parmesan either: it becomes a dairy-free
// stand-in in the list and the steps (fault 39).
func TestOps2SubstituteKeepsEveryRule(t *testing.T) {
	d := handDish(t, ops2Skillet)
	rules := Rules{Restrictions: []string{"dairy-free"}}
	out, err := SuggestSubstitute("heavy cream", rules, &d)
	if err != nil {
		t.Fatal(err)
	}
	if bad := ops2Breaks(out, rules); len(bad) > 0 {
		t.Errorf("dairy-free recipe still holds %v", bad)
	}
	all := strings.ToLower(stepsText(out.Steps) + " " + out.Name)
	if strings.Contains(all, "parmesan") || strings.Contains(all, "cream ") {
		t.Errorf("steps still name dairy: %s / %s", out.Name, all)
	}
	if strings.Contains(all, "grate the nutritional yeast") {
		t.Errorf("nutritional yeast is flakes, not grated: %s", all)
	}
	if strings.Contains(out.Note, "still holds") {
		t.Errorf("note: %s", out.Note)
	}
}

// Property: for the cookbook and generated recipes, under each restriction and allergy,
// a substitute for a food that breaks it returns a recipe that breaks none.
func TestOps2SubstituteNeverBreaksRules(t *testing.T) {
	dishes := opsReviewDishes(t)
	for _, name := range sortedKeys(cookbook) {
		dishes = append(dishes, cookbookDish(t, name))
	}
	var all []Rules
	for _, r := range Restrictions {
		all = append(all, Rules{Restrictions: []string{r}})
	}
	for _, a := range Allergens {
		all = append(all, Rules{Allergies: []string{a}})
	}
	tried, refused := 0, 0
	for _, d := range dishes {
		for _, rules := range all {
			var of *Ingredient
			for _, it := range d.Items {
				if it.Ingredient != nil && rules.Breaks(it.Ingredient) != "" {
					of = it.Ingredient
					break
				}
			}
			if of == nil {
				continue
			}
			tried++
			out, err := SuggestSubstitute(of.Name, rules, &d)
			if err != nil {
				refused++
				continue
			}
			if bad := ops2Breaks(out, rules); len(bad) > 0 {
				t.Errorf("%s, %v: substitute %s leaves %v", d.Name, rules, of.Name, bad)
			}
		}
	}
	t.Logf("%d substitutions, %d refused", tried, refused)
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// Review 28 row 34: a pasted baked mac and cheese.
const ops2Mac = `{"title": "Grandma's Baked Mac and Cheese", "ingredients": ["1 lb elbow macaroni", "6 tbsp butter, divided", "1/4 cup all-purpose flour", "3 cups whole milk", "1 cup heavy cream", "4 cups shredded sharp cheddar", "1 cup shredded Gruyere", "1 tsp dry mustard", "1/2 tsp paprika", "1 tsp salt", "1 cup panko breadcrumbs"], "steps": ["Heat oven to 350F and butter a 9x13 baking dish.", "Boil the macaroni 2 minutes less than the package says, drain.", "Melt 4 tbsp butter in a large pot, whisk in the flour and cook 1 minute. Slowly whisk in the milk and cream and cook until thickened, about 5 minutes.", "Off the heat stir in 3 cups of the cheddar, the Gruyere, mustard, paprika and salt until smooth. Stir in the macaroni.", "Pour into the dish, top with the remaining cheddar. Melt the remaining 2 tbsp butter, toss with the panko and sprinkle over.", "Bake 25-30 minutes until bubbly and golden. Rest 5 minutes before serving."], "servings": 8}`

// Low-fat mac and cheese keeps its cheddar and its name, and the steps' amounts follow
// the list's: half the butter is 2 tbsp for the roux and the remaining 1 tbsp (fault 34).
func TestOps2HealthifyStepsFollowAmounts(t *testing.T) {
	out := Healthify(handDish(t, ops2Mac), "low-fat")
	steps := stepsText(out.Steps)
	if !strings.Contains(out.Name, "Mac and Cheese") || strings.Contains(steps, "mozzarella") {
		t.Errorf("the cheese dish lost its cheddar: %s / %s", out.Name, steps)
	}
	for _, bad := range []string{"4 tbsp butter", "remaining 2 tbsp butter", "3 cups of the cheddar"} {
		if strings.Contains(steps, bad) {
			t.Errorf("steps still say %q: %s", bad, steps)
		}
	}
	for _, want := range []string{"Melt 2 tbsp butter", "remaining 1 tbsp butter"} {
		if !strings.Contains(steps, want) {
			t.Errorf("steps lack %q: %s", want, steps)
		}
	}
}

// Review 28 row 32: a pasted tenderloin stroganoff.
const ops2Strog = `{"title": "Beef Tenderloin Stroganoff", "ingredients": ["1 1/2 lb beef tenderloin, cut into thin strips", "2 tbsp butter", "1 tbsp olive oil", "1 lb cremini mushrooms, sliced", "1 large shallot, minced", "2 cloves garlic, minced", "2 tbsp brandy", "1 cup beef broth", "1 tbsp Dijon mustard", "1 cup sour cream", "12 oz wide egg noodles", "2 tbsp chopped fresh dill", "salt and pepper to taste"], "steps": ["Season the beef strips with salt and pepper. Heat the oil and 1 tbsp butter in a large skillet over high heat and sear the beef in two batches, 1 minute per side. Set aside.", "Add the remaining butter and the mushrooms and cook until browned, about 6 minutes. Add the shallot and garlic and cook 1 minute.", "Pour in the brandy and scrape up the browned bits, then add the beef broth and mustard and simmer 5 minutes until reduced by a third.", "Meanwhile cook the egg noodles in salted boiling water according to the package, then drain.", "Lower the heat, stir in the sour cream (don't let it boil) and return the beef and its juices just to heat through. Season.", "Serve over the noodles, sprinkled with dill."], "servings": 4}`

// Budgetify swaps a tenderloin seared a minute a side for another quick-cook steak,
// never a braising cut (fault 32).
func TestOps2BudgetKeepsAQuickCookCut(t *testing.T) {
	out := Budgetify(handDish(t, ops2Strog), 4)
	for _, l := range out.Ingredients {
		if in, ok := Lookup(l.Name); ok && braisingCuts[in.Name] {
			t.Errorf("a minute-a-side sear got a braising cut: %s", l.Text)
		}
	}
}

// Review 28 row 38: a pasted meatloaf.
const ops2Loaf = `{"title": "Classic Meatloaf", "ingredients": ["2 lbs ground beef (85/15)", "1 cup plain breadcrumbs", "2 large eggs", "1/2 cup milk", "1 onion, grated", "2 cloves garlic, minced", "1 tbsp Worcestershire sauce", "1 tsp salt", "1/2 tsp pepper", "3/4 cup ketchup", "2 tbsp brown sugar", "1 tsp apple cider vinegar"], "steps": ["Heat the oven to 350F.", "Soak the breadcrumbs in the milk for 5 minutes, then beat in the eggs.", "Add the beef, onion, garlic, Worcestershire, salt and pepper and mix gently with your hands.", "Shape into a loaf on a lined sheet pan.", "Stir the ketchup, brown sugar and vinegar together and spread half over the loaf.", "Bake 50 minutes, spread on the rest of the glaze and bake 10 more minutes until 160F inside. Rest 10 minutes before slicing."], "servings": 8}`

// An egg-free meatloaf binds with ground flaxseed soaked in water: the water is on the
// list and a step soaks the flax before the mixture goes in (fault 38).
func TestOps2FlaxEggListsItsWater(t *testing.T) {
	d := handDish(t, ops2Loaf)
	out, err := SuggestSubstitute("eggs", Rules{Allergies: []string{"eggs"}}, &d)
	if err != nil {
		t.Fatal(err)
	}
	if lineOf(out, "flaxseed") == nil {
		t.Skipf("no flaxseed: %v", out.Ingredients)
	}
	if l := lineOf(out, "water"); l == nil || l.Grams < 60 {
		t.Errorf("no water for 2 tbsp flaxseed: %v", out.Ingredients)
	}
	steps := stepsText(out.Steps)
	soak := strings.Index(steps, "into the 6 tbsp water and leave it for 5 minutes")
	if soak < 0 || soak > strings.Index(steps, "flaxseed mixture") {
		t.Errorf("no soaking step before the mixture is used: %s", steps)
	}
}
