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
