package engine

import (
	"flag"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
)

// r36Recipes are the recipes of cook review 36's operation rows, by row (the bodies POSTed).
var r36Recipes = map[string]string{
	"31": `{"title": "Spicy Korean Pork Belly (Jeyuk Bokkeum)", "summary": "A 33-minute Spicy Korean Pork Belly (Jeyuk Bokkeum). Serves 3.", "cuisine": "korean", "servings": 3, "skill_level": "beginner", "timing": {"prep_minutes": 8, "cook_minutes": 25, "total_minutes": 33}, "ingredients": [{"name": "pork belly", "quantity": 425, "unit": "g", "grams": 425, "preparation": "cut into 3 mm (1/8 in) slices across the grain", "category": "meat", "from_pantry": true, "optional": false, "text": "425 g pork belly, cut into 3 mm (1/8 in) slices across the grain"}, {"name": "sushi rice", "quantity": 1.25, "unit": "cup", "grams": 250, "preparation": "", "category": "grains-pasta", "from_pantry": true, "optional": false, "text": "1 1/4 cups sushi rice (short grain rice)"}, {"name": "vegetable oil", "quantity": 1, "unit": "tbsp", "grams": 14, "preparation": "", "category": "oils-vinegars", "from_pantry": false, "optional": false, "text": "1 tbsp vegetable oil"}, {"name": "garlic", "quantity": 5, "unit": "clove", "grams": 15, "preparation": "minced", "category": "produce", "from_pantry": true, "optional": false, "text": "5 cloves garlic, minced"}, {"name": "ginger", "quantity": 1, "unit": "tbsp", "grams": 6, "preparation": "minced", "category": "produce", "from_pantry": false, "optional": true, "text": "1 tbsp ginger, minced (optional)"}, {"name": "soy sauce", "quantity": 1, "unit": "tbsp", "grams": 16, "preparation": "", "category": "condiments-sauces", "from_pantry": true, "optional": false, "text": "1 tbsp soy sauce"}, {"name": "gochujang", "quantity": 2, "unit": "tbsp", "grams": 40, "preparation": "", "category": "condiments-sauces", "from_pantry": true, "optional": false, "text": "2 tbsp gochujang"}, {"name": "kimchi", "quantity": 90, "unit": "g", "grams": 90, "preparation": "", "category": "canned-jarred", "from_pantry": true, "optional": false, "text": "90 g kimchi"}, {"name": "scallion", "quantity": 2, "unit": "piece", "grams": 30, "preparation": "cut into 5 cm (2 in) lengths", "category": "produce", "from_pantry": true, "optional": false, "text": "2 scallions (spring onions), cut into 5 cm (2 in) lengths"}, {"name": "sesame seeds", "quantity": 1.5, "unit": "tsp", "grams": 4.5, "preparation": "", "category": "spices-seasonings", "from_pantry": true, "optional": false, "text": "1 1/2 tsp sesame seeds"}], "instructions": [{"step": 1, "text": "Start the sushi rice: rinse it, bring it to a boil with 1 1/2 times its volume of water and a pinch of salt, then cover and simmer on low for 15 minutes and leave it covered off the heat until serving.", "minutes": 2}, {"step": 2, "text": "Prep: cut the pork belly into 3 mm (1/8 in) slices across the grain; mince the garlic; mince the ginger, if using; cut the scallions into 5 cm (2 in) lengths. Slicing is easier if the pork belly has had 15 minutes in the freezer.", "minutes": 8}, {"step": 3, "text": "Mix the gochujang, soy sauce, garlic and ginger in a bowl, add the pork belly and rub the marinade in well with your hands; leave it to marinate for 10 minutes (or up to a day in the fridge).", "minutes": 13}, {"step": 4, "text": "Heat the vegetable oil in a wok or large skillet over high heat until it shimmers.", "minutes": 2}, {"step": 5, "text": "Add the pork belly with all its marinade and stir-fry over high heat, spreading it out, until cooked through with no pink and caramelised at the edges (71°C / 160°F), 6–7 minutes; add a splash of water if the paste catches. Toss in the scallions for the last minute.", "minutes": 7}, {"step": 6, "text": "Serve at once over the sushi rice, with the kimchi on the side. Top with the sesame seeds.", "minutes": 1}], "nutrition": {"per_serving": {"calories_kcal": 1131.3, "protein_g": 20.9, "fat_g": 81.5, "saturated_fat_g": 28, "carbohydrates_g": 75.9, "fiber_g": 3.8, "sugar_g": 3.6, "sodium_mg": 811.4}, "total": {"calories_kcal": 3393.9, "protein_g": 62.7, "fat_g": 244.5, "saturated_fat_g": 84, "carbohydrates_g": 227.7, "fiber_g": 11.4, "sugar_g": 10.8, "sodium_mg": 2434.2}, "partial": false}, "dietary": {"suitable_for": ["dairy-free", "egg-free", "nut-free"], "allergens": ["fish", "soy", "wheat", "sesame"]}, "cost": {"currency": "USD", "total": 7.74, "per_serving": 2.58}, "equipment": ["chef's knife", "cutting board", "mixing bowl", "wok or large skillet", "saucepan with lid"], "missing_ingredients": [], "excluded_ingredients": [], "unused_pantry_items": []}`,
	"32": `{"title": "Beef Pot Roast", "summary": "A 3½-hour American Beef Pot Roast, made with carrot. Serves 14.", "cuisine": "american", "servings": 14, "skill_level": "intermediate", "timing": {"prep_minutes": 2, "cook_minutes": 208, "total_minutes": 210}, "ingredients": [{"name": "beef brisket", "quantity": 3000, "unit": "g", "grams": 3000, "preparation": "patted dry", "category": "meat", "from_pantry": true, "optional": false, "text": "3000 g beef brisket, patted dry"}, {"name": "vegetable oil", "quantity": 5, "unit": "tbsp", "grams": 70, "preparation": "", "category": "oils-vinegars", "from_pantry": false, "optional": false, "text": "5 tbsp vegetable oil"}, {"name": "carrot", "quantity": 23, "unit": "piece", "grams": 1403, "preparation": "cut into 5 cm (2 in) chunks", "category": "produce", "from_pantry": true, "optional": false, "text": "23 carrots, cut into 5 cm (2 in) chunks"}, {"name": "tomato paste", "quantity": 2.5, "unit": "tbsp", "grams": 40, "preparation": "", "category": "canned-jarred", "from_pantry": true, "optional": false, "text": "2 1/2 tbsp tomato paste"}, {"name": "dried thyme", "quantity": 1.5, "unit": "tbsp", "grams": 4.2, "preparation": "", "category": "spices-seasonings", "from_pantry": false, "optional": true, "text": "1 1/2 tbsp dried thyme (optional)"}, {"name": "bay leaf", "quantity": 3, "unit": "leaf", "grams": 1.8, "preparation": "", "category": "spices-seasonings", "from_pantry": true, "optional": false, "text": "3 bay leaves"}, {"name": "salt", "quantity": 1, "unit": "tbsp", "grams": 18, "preparation": "", "category": "spices-seasonings", "from_pantry": false, "optional": false, "text": "1 tbsp salt"}, {"name": "black pepper", "quantity": 0.5, "unit": "tsp", "grams": 1.2, "preparation": "", "category": "spices-seasonings", "from_pantry": false, "optional": false, "text": "1/2 tsp black pepper"}, {"name": "beef broth", "quantity": 4.5, "unit": "cup", "grams": 1080, "preparation": "", "category": "canned-jarred", "from_pantry": true, "optional": false, "text": "4 1/2 cups beef broth (beef stock)"}, {"name": "red wine", "quantity": 1.5, "unit": "cup", "grams": 354, "preparation": "", "category": "beverages", "from_pantry": true, "optional": false, "text": "1 1/2 cups red wine"}, {"name": "onion", "quantity": 4, "unit": "piece", "grams": 440, "preparation": "cut into wedges", "category": "produce", "from_pantry": true, "optional": false, "text": "4 onions, cut into wedges"}], "instructions": [{"step": 1, "text": "Prep: pat the beef brisket dry with paper towels.", "minutes": 2}, {"step": 2, "text": "Season the beef brisket all over with salt and pepper. Heat the vegetable oil in the pot over medium-high heat and brown the meat well on every side, 8–10 minutes, turning with tongs; move the meat to a plate. Meanwhile, cut the onions into wedges.", "minutes": 10}, {"step": 3, "text": "Lower the heat to medium, add the onions and cook until golden at the edges, 4–5 minutes, scraping up the browned bits. Stir in the tomato paste for a minute.", "minutes": 5}, {"step": 4, "text": "Pour in the red wine and let it bubble for a minute. Return the meat and its juices to the pot and pour in the beef broth with the dried thyme (if using) and bay leaf: it should come about a third of the way up the meat. Bring to a simmer, cover tightly and braise on the lowest heat, turning the meat once halfway, for 140 minutes. Meanwhile, cut the carrots into 5 cm (2 in) chunks.", "minutes": 140}, {"step": 5, "text": "Tuck the carrots around the meat, cover again and braise until a fork slides into the meat with little resistance and the vegetables are tender, about 40 minutes more.", "minutes": 40}, {"step": 6, "text": "Lift the meat onto a carving board, cover it loosely with foil and rest it 10 minutes. Meanwhile, lift out the vegetables and keep them warm, then boil the liquid in the open pot until reduced by about a third and lightly thickened, 8–10 minutes; season it to taste.", "minutes": 10}, {"step": 7, "text": "Fish out the bay leaves. Slice the meat across the grain about 1 cm (1/2 in) thick and lay it on a warm platter with the carrots. Spoon over some of the liquid and serve the rest in a jug.", "minutes": 3}], "nutrition": {"per_serving": {"calories_kcal": 460.7, "protein_g": 46.6, "fat_g": 21.3, "saturated_fat_g": 6.3, "carbohydrates_g": 14.1, "fiber_g": 3.6, "sugar_g": 6.5, "sodium_mg": 1027.9}, "total": {"calories_kcal": 6449.8, "protein_g": 652.4, "fat_g": 298.2, "saturated_fat_g": 88.2, "carbohydrates_g": 197.4, "fiber_g": 50.4, "sugar_g": 91, "sodium_mg": 14390.6}, "partial": false}, "dietary": {"suitable_for": ["dairy-free", "egg-free", "nut-free", "soy-free", "low-carb", "kosher"], "allergens": []}, "cost": {"currency": "USD", "total": 62.58, "per_serving": 4.47}, "equipment": ["chef's knife", "cutting board", "large stockpot (8 L / 8 qt) with lid", "carving board", "tongs"], "missing_ingredients": [], "excluded_ingredients": [], "unused_pantry_items": []}`,
	"33": `{"title": "Apple Crumble", "summary": "A 59-minute Apple Crumble. Serves 8.", "cuisine": "american", "servings": 8, "skill_level": "beginner", "timing": {"prep_minutes": 14, "cook_minutes": 45, "total_minutes": 59}, "ingredients": [{"name": "apple", "quantity": 7, "unit": "piece", "grams": 1274, "preparation": "peeled, cored and sliced", "category": "produce", "from_pantry": true, "optional": false, "text": "7 apples, peeled, cored and sliced"}, {"name": "butter", "quantity": 95, "unit": "g", "grams": 95, "preparation": "cold, diced", "category": "dairy", "from_pantry": true, "optional": false, "text": "95 g butter, cold, diced"}, {"name": "salt", "quantity": 0.5, "unit": "tsp", "grams": 3, "preparation": "", "category": "spices-seasonings", "from_pantry": false, "optional": false, "text": "1/2 tsp salt"}, {"name": "all-purpose flour", "quantity": 1.25, "unit": "cup", "grams": 156.3, "preparation": "", "category": "baking", "from_pantry": true, "optional": false, "text": "1 1/4 cups all-purpose flour (plain flour)"}, {"name": "brown sugar", "quantity": 0.5, "unit": "cup", "grams": 110, "preparation": "", "category": "sweeteners", "from_pantry": true, "optional": false, "text": "1/2 cup brown sugar (demerara sugar)"}, {"name": "rolled oats", "quantity": 1, "unit": "cup", "grams": 81, "preparation": "", "category": "grains-pasta", "from_pantry": true, "optional": false, "text": "1 cup rolled oats"}, {"name": "cinnamon", "quantity": 0.75, "unit": "tsp", "grams": 2, "preparation": "", "category": "spices-seasonings", "from_pantry": true, "optional": false, "text": "3/4 tsp cinnamon"}], "instructions": [{"step": 1, "text": "Heat the oven to 190°C (375°F) and grease a 23 x 33 cm (9 x 13 in) baking dish. Meanwhile, peel, core and slice the apples.", "minutes": 6}, {"step": 2, "text": "Toss the apples in the dish with a third of the brown sugar and the cinnamon.", "minutes": 3}, {"step": 3, "text": "Rub the butter into the salt, all-purpose flour and rolled oats with your fingertips until it looks like coarse sand with a few pea-size lumps, then stir in the rest of the brown sugar.", "minutes": 5}, {"step": 4, "text": "Scatter the topping over the fruit without pressing it down and bake until golden and the fruit bubbles up at the edges, 30–35 minutes.", "minutes": 35}, {"step": 5, "text": "Let it settle for 10 minutes before serving.", "minutes": 10}], "nutrition": {"per_serving": {"calories_kcal": 331.3, "protein_g": 4.3, "fat_g": 10.8, "saturated_fat_g": 6.3, "carbohydrates_g": 57.3, "fiber_g": 5.6, "sugar_g": 30, "sodium_mg": 227.8}, "total": {"calories_kcal": 2650.4, "protein_g": 34.4, "fat_g": 86.4, "saturated_fat_g": 50.4, "carbohydrates_g": 458.4, "fiber_g": 44.8, "sugar_g": 240, "sodium_mg": 1822.4}, "partial": false}, "dietary": {"suitable_for": ["vegetarian", "pescatarian", "egg-free", "nut-free", "soy-free", "halal", "kosher"], "allergens": ["milk", "wheat"]}, "cost": {"currency": "USD", "total": 7.68, "per_serving": 0.96}, "equipment": ["chef's knife", "cutting board", "large bowl", "baking dish"], "missing_ingredients": [], "excluded_ingredients": [], "unused_pantry_items": []}`,
	"35": `{"title": "Banana Bread", "ingredients": ["3 very ripe bananas, mashed", "1/3 cup melted butter", "3/4 cup sugar", "1 egg, beaten", "1 tsp vanilla extract", "1 tsp baking soda", "pinch of salt", "1 1/2 cups all-purpose flour"], "steps": ["Preheat oven to 350F and butter a 4x8 inch loaf pan.", "Mix the butter into the mashed bananas.", "Stir in the baking soda and salt, then the sugar, egg and vanilla.", "Mix in the flour until just combined.", "Pour into the pan and bake 55-65 minutes until a skewer comes out clean.", "Cool 10 minutes in the pan, then turn out onto a rack."]}`,
	"37": `{"title": "Beef and Bean Chili", "servings": 6, "ingredients": ["2 lb 80/20 ground beef", "1 large onion, diced", "4 cloves garlic, minced", "2 tbsp chili powder", "1 tbsp ground cumin", "2 tsp salt", "2 (15 oz) cans kidney beans, undrained", "1 (28 oz) can crushed tomatoes", "2 cups beef broth", "1 cup shredded cheddar", "1/2 cup sour cream"], "steps": ["Brown the beef in a large pot, breaking it up, 8 minutes.", "Add onion and garlic and cook 5 minutes.", "Stir in chili powder, cumin and salt for 1 minute.", "Add beans with their liquid, tomatoes and broth; simmer 45 minutes.", "Serve topped with cheddar and sour cream."]}`,
	"38": `{"title": "Crispy Chicken Tenders", "servings": 4, "ingredients": ["1 1/2 lb chicken tenderloins", "1 cup buttermilk", "1 cup all-purpose flour", "2 cups panko breadcrumbs", "1 tsp garlic powder", "1 tsp paprika", "1 tsp salt", "vegetable oil for frying (about 4 cups)"], "steps": ["Soak the chicken in buttermilk for 30 minutes.", "Mix flour with garlic powder, paprika and salt.", "Dredge each tender in flour, dip back in buttermilk, then coat in panko.", "Heat the oil to 350F in a deep pot and fry in batches 4-5 minutes until golden and 165F inside.", "Drain on a rack and serve with honey mustard."]}`,
	"39": `{"title": "Buttermilk Pancakes", "ingredients": ["2 cups flour", "2 tbsp sugar", "2 tsp baking powder", "1/2 tsp baking soda", "2 eggs", "2 cups buttermilk", "4 tbsp melted butter"], "steps": ["Whisk dry ingredients.", "Whisk eggs, buttermilk and butter; combine.", "Cook 1/4 cup portions on a hot buttered griddle."]}`,
}

var r36Show = flag.String("r36show", "", "print a review 36 operation row (31-39) as the engine answers it now")

func r36Dish(t *testing.T, row string) Dish {
	t.Helper()
	return handDish(t, r36Recipes[row])
}

// r36Run runs a review 36 row's operation with the body's own fields.
func r36Run(t *testing.T, row string) *Transformed {
	t.Helper()
	d := r36Dish(t, row)
	vegan := Rules{Restrictions: []string{"vegan"}}
	var out *Transformed
	var err error
	switch row {
	case "31":
		out = Healthify(d, "low-fat")
	case "32":
		out, err = AdaptMethod(d, "slow-cooker")
	case "33":
		out, err = SuggestSubstitute("butter", vegan, &d)
	case "35":
		out = RewriteTone(d, "chef")
	case "37":
		out = Healthify(d, "low-sodium")
	case "38":
		out, err = AdaptMethod(d, "air-fryer")
	case "39":
		out, err = SuggestSubstitute("eggs", vegan, &d)
	}
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestR36Show(t *testing.T) {
	if *r36Show == "" {
		t.Skip("no -r36show")
	}
	out := r36Run(t, *r36Show)
	t.Log("\n" + transformedText(out) + "\nnote: " + out.Note + fmt.Sprintf("\nsubstitutes: %+v\nequipment: %v timing: %+v\nnutrition after: %+v", out.Substitutes, out.Equipment, out.Timing, out.NutritionAfter))
}

// Review 36 #39 (hard rule): eggs swapped out of pancakes under vegan take the butter
// with them, and no step greases the griddle with butter; the butter in a batter goes to
// a vegan butter or a neutral oil, never olive oil.
func TestR36Row39VeganPancakesHaveNoButteredGriddle(t *testing.T) {
	out := r36Run(t, "39")
	vegan := Rules{Restrictions: []string{"vegan"}}
	after := roundTrip(t, out)
	if why := stepBreaks(after, vegan); why != "" {
		t.Errorf("%s:\n%s", why, transformedText(out))
	}
	text := lowered(stepsText(out.Steps))
	if strings.Contains(text, "butter") && lineOf(out, "margarine") == nil {
		t.Errorf("a step still says butter:\n%s", transformedText(out))
	}
	if lineOf(out, "olive oil") != nil || lineOf(out, "margarine") == nil && lineOf(out, "vegetable oil") == nil {
		t.Errorf("got no vegan butter or neutral oil in the batter:\n%s", transformedText(out))
	}
	if !strings.Contains(text, "greased griddle") {
		t.Errorf("the griddle is not greased:\n%s", transformedText(out))
	}
}

// Every suggest-substitute with a diet, on every cookbook recipe and on review 36's pasted
// pancakes: no step word (a buttered tin, a honeyed glaze) breaks the diet where the
// recipe's own steps named only foods on its list.
func TestR36SubstituteStepsKeepTheDiet(t *testing.T) {
	var dishes []Dish
	for _, name := range slices.Sorted(maps.Keys(cookbook)) {
		dishes = append(dishes, cookbookDish(t, name))
	}
	dishes = append(dishes, r36Dish(t, "39"), r36Dish(t, "35"), r36Dish(t, "33"))
	for _, d := range dishes {
		for _, diet := range []string{"vegan", "dairy-free"} {
			rules := Rules{Restrictions: []string{diet}}
			if stepBreaks(d, rules) != "" {
				continue
			}
			for _, it := range d.Items {
				if !it.Known || rules.allows(it.Ingredient) {
					continue
				}
				out, err := SuggestSubstitute(it.Ingredient.Name, rules, &d)
				if err != nil {
					continue
				}
				if why := stepBreaks(roundTrip(t, out), rules); why != "" {
					t.Errorf("%s, %s for %s: %s", d.Name, diet, it.Ingredient.Name, why)
				}
			}
		}
	}
}

// Review 36 #33: butter in a crumble under vegan offers a dairy-free block (margarine) first, then
// more than one stand-in, each with its ratio.
func TestR36Row33CrumbleButterHasVeganBlockFirst(t *testing.T) {
	out := r36Run(t, "33")
	if len(out.Substitutes) < 2 || out.Substitutes[0].Name != "margarine" {
		t.Fatalf("got substitutes %+v, want a dairy-free block (margarine) first of two or more", out.Substitutes)
	}
	for _, s := range out.Substitutes {
		if s.Ratio <= 0 {
			t.Errorf("%s has no ratio", s.Name)
		}
	}
	if lineOf(out, "margarine") == nil {
		t.Errorf("the crumble is not made with the dairy-free block:\n%s", transformedText(out))
	}
}

// Review 36 #38: deep-fried tenders moved to the air fryer heat no pot of oil and drain
// nothing: the crumbed pieces are sprayed or brushed with oil and air-fried at 200°C in
// one layer, turned halfway, in counted rounds.
func TestR36Row38AirFryerLeavesNoDeepFrying(t *testing.T) {
	out := r36Run(t, "38")
	text := lowered(stepsText(out.Steps))
	for _, w := range []string{"deep pot", "heat the oil", "drain", "350f", "fry in batches"} {
		if strings.Contains(text, w) {
			t.Errorf("a step still says %q:\n%s", w, transformedText(out))
		}
	}
	for _, w := range []string{"200°c", "single layer", "turning halfway", "2 rounds", "brushed with oil", "74°c"} {
		if !strings.Contains(text, w) {
			t.Errorf("no step says %q:\n%s", w, transformedText(out))
		}
	}
}

func TestR36UndrainAndOilHeat(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Drain on a rack and serve with honey mustard.", "Serve with honey mustard."},
		{"Drain on paper towels, then serve hot.", "Serve hot."},
		{"Lift out and drain on kitchen paper.", "Lift out and rest for 5 minutes."},
	} {
		if got := undrain(c.in); got != c.want {
			t.Errorf("undrain(%q): got %q, want %q", c.in, got, c.want)
		}
	}
	in := "Heat the oil to 350F in a deep pot and air-fry at 200°C for 8 minutes."
	if got, want := withoutOilHeat(in), "Air-fry at 200°C for 8 minutes."; got != want {
		t.Errorf("withoutOilHeat: got %q, want %q", got, want)
	}
}

// Review 36 #31: low-fat on pork belly swaps it for a lean cut of the same animal that
// cooks the same way, and the fat a serving falls by more than half.
func TestR36Row31LowFatSwapsPorkBellyForShoulder(t *testing.T) {
	out := r36Run(t, "31")
	if lineOf(out, "pork belly") != nil || lineOf(out, "pork shoulder") == nil {
		t.Fatalf("got no pork shoulder in place of the belly:\n%s", transformedText(out))
	}
	if l := lineOf(out, "pork shoulder"); !strings.Contains(l.Text, "trimmed") {
		t.Errorf("the shoulder is not trimmed: %q", l.Text)
	}
	before, after := out.NutritionBefore.PerServing.Fat, out.NutritionAfter.PerServing.Fat
	if after > before/2 {
		t.Errorf("got %.1f g fat a serving from %.1f, want under half", after, before)
	}
}

// Review 36 #37: low-sodium chili drains and rinses its canned beans (the line and the
// step say so), the rinse takes about 40% of their sodium.
func TestR36Row37LowSodiumRinsesBeans(t *testing.T) {
	out := r36Run(t, "37")
	text := transformedText(out)
	beans := lineOf(out, "kidney beans")
	if beans == nil || !strings.Contains(beans.Text, "drained and rinsed") || strings.Contains(beans.Text, "undrained") {
		t.Errorf("the beans are not drained and rinsed:\n%s", text)
	}
	steps := lowered(stepsText(out.Steps))
	if strings.Contains(steps, "their liquid") || !strings.Contains(steps, "drained") {
		t.Errorf("the step still adds the can's liquid:\n%s", text)
	}
	if s := out.NutritionAfter.PerServing.Sodium; s > 900 {
		t.Errorf("got %.0f mg sodium a serving, want under 900", s)
	}
}

// Review 36 #35: chef tone on banana bread labels its mixing "Batter:", never "Pastry:",
// calls the cooling what it is, and its summary gives the loaf's yield without tasting
// a raw-egg batter.
func TestR36Row35ChefBananaBreadIsNoPastry(t *testing.T) {
	out := r36Run(t, "35")
	for _, s := range out.Steps {
		if strings.HasPrefix(s.Text, "Pastry:") {
			t.Errorf("step %d is labelled pastry: %q", s.Step, s.Text)
		}
		if strings.Contains(lowered(s.Text), "cool 10") && !strings.HasPrefix(s.Text, "Cool") {
			t.Errorf("the cooling is labelled as another station: %q", s.Text)
		}
	}
	low := lowered(out.Summary)
	if strings.Contains(low, "covers") || strings.Contains(low, "taste and season") || !strings.Contains(low, "one loaf") {
		t.Errorf("got summary %q, want the loaf's yield and no tasting", out.Summary)
	}
}
