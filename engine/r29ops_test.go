package engine

import (
	"flag"
	"fmt"
	"strings"
	"testing"
)

// r29Recipes are the recipes of cook review 29's operation rows.
var r29Recipes = map[string]string{
	"sausage pasta": `{"title": "Sausage Pasta", "cuisine": "italian", "servings": 4, "ingredients": [{"name": "italian sausage", "quantity": 1, "unit": "lb", "grams": 453.6, "preparation": "sliced", "text": "1 lb italian sausage, sliced"}, {"name": "fusilli", "quantity": 350, "unit": "g", "grams": 350, "preparation": "", "text": "350 g fusilli (orecchiette)"}, {"name": "olive oil", "quantity": 1, "unit": "tbsp", "grams": 13.5, "preparation": "", "text": "1 tbsp olive oil"}, {"name": "garlic", "quantity": 4, "unit": "clove", "grams": 12, "preparation": "minced", "text": "4 cloves garlic, minced"}, {"name": "salt", "quantity": 0.25, "unit": "tsp", "grams": 1.5, "preparation": "", "text": "1/4 tsp salt"}, {"name": "black pepper", "quantity": 0.5, "unit": "tsp", "grams": 1.2, "preparation": "", "text": "1/2 tsp black pepper"}, {"name": "pecorino", "quantity": 60, "unit": "g", "grams": 60, "preparation": "grated", "text": "60 g pecorino, grated"}], "instructions": [{"step": 1, "text": "Boil a full kettle, pour it into a large pot over high heat and cover it and salt it well for the fusilli.", "minutes": 1}, {"step": 2, "text": "Prep: slice the italian sausage.", "minutes": 4}, {"step": 3, "text": "Heat the olive oil in a large skillet over medium-high heat. Cook the italian sausage until browned and cooked through (71°C / 160°F inside), about 7 minutes; move to a plate. Meanwhile, mince the garlic. With 7 minutes to go, put the fusilli in the boiling water and cook for 8 minutes, until just tender.", "minutes": 8}, {"step": 4, "text": "Lower the heat to medium; add the garlic and cook, stirring, until softened and fragrant, about 1 minute.", "minutes": 1}, {"step": 5, "text": "When the fusilli is just tender, save 1 cup (240 ml) of the cooking water, then drain it. Meanwhile, grate the pecorino.", "minutes": 1}, {"step": 6, "text": "Add the drained fusilli, the italian sausage and half the pecorino and a splash of the cooking water; toss over the heat for 1–2 minutes until the sauce clings. Then season with salt and pepper to taste. Serve in warm bowls. Top with the rest of the pecorino.", "minutes": 2}]}`,
	"noodle soup":   `{"title": "Grandma's Chicken Noodle Soup", "servings": 6, "ingredients": ["2 tbsp butter", "1 large onion, diced", "3 carrots, sliced", "3 celery stalks, sliced", "8 cups chicken broth", "2 chicken bouillon cubes", "1 tbsp soy sauce", "2 cups shredded cooked chicken", "3 cups wide egg noodles", "1 tsp salt", "1 tsp dried thyme", "2 tbsp chopped parsley"], "instructions": ["Melt the butter in a large pot over medium heat. Add onion, carrots and celery and cook 8 minutes until soft.", "Add the broth, bouillon cubes, soy sauce, thyme and salt. Bring to a boil, then simmer 15 minutes.", "Add the egg noodles and cook 7 minutes until tender.", "Stir in the chicken and heat through, 2 minutes. Finish with parsley."]}`,
	"pork chops":    `{"title": "Breaded Pork Chops", "servings": 4, "ingredients": ["4 boneless pork chops, about 3/4 inch thick", "1/2 cup all-purpose flour", "2 eggs, beaten", "1 cup Italian-style breadcrumbs", "1/4 cup grated parmesan", "1 tsp garlic powder", "1/2 cup vegetable oil for frying", "salt and pepper", "lemon wedges"], "instructions": ["Pat the chops dry and season with salt, pepper and garlic powder.", "Dredge each chop in flour, dip in egg, then press into the breadcrumbs mixed with parmesan.", "Heat the oil in a large skillet over medium-high heat. Fry the chops 4-5 minutes per side until golden and 145F inside.", "Drain on paper towels and serve with lemon wedges."]}`,
	"scampi":        `{"title": "Shrimp Scampi Linguine", "servings": 4, "ingredients": ["1 lb jumbo shrimp, peeled and deveined", "8 oz linguine", "4 tbsp butter", "2 tbsp olive oil", "6 cloves garlic, minced", "1/2 cup dry white wine", "juice of 1 lemon", "1/4 cup chopped fresh parsley", "1/4 cup toasted pine nuts", "1/2 cup grated Parmigiano-Reggiano", "salt and pepper"], "instructions": ["Boil the linguine in salted water until al dente, about 10 minutes. Reserve 1/2 cup pasta water, then drain.", "Meanwhile melt 2 tbsp of the butter with the olive oil in a large skillet over medium heat. Add the garlic and cook 1 minute.", "Add the shrimp in one layer and cook 1-2 minutes per side until pink. Move shrimp to a plate.", "Pour in the wine and lemon juice and simmer 2 minutes, scraping the pan. Whisk in the remaining butter.", "Toss the linguine, shrimp and parsley in the sauce, loosening with pasta water. Top with pine nuts and Parmigiano-Reggiano."]}`,
}

var r29Dump = flag.Bool("r29dump", false, "print the review 29 operation rows")

func r29Dish(t *testing.T, name string) Dish {
	t.Helper()
	return handDish(t, r29Recipes[name])
}

func TestR29OpsDump(t *testing.T) {
	if !*r29Dump {
		t.Skip("no -r29dump")
	}
	p := r29Dish(t, "sausage pasta")
	fmt.Println(transformedText(Healthify(p, "low-carb")))
	s := r29Dish(t, "noodle soup")
	fmt.Println(transformedText(Healthify(s, "low-sodium")))
	c := r29Dish(t, "pork chops")
	out, err := AdaptMethod(c, "air-fryer")
	if err != nil {
		fmt.Println("air-fryer:", err)
	} else {
		fmt.Println(transformedText(out))
	}
	fmt.Println(transformedText(Budgetify(r29Dish(t, "scampi"), 3)))
}

// Review 29 #40: low-carb zucchini noodles in place of a boiled pasta are never boiled,
// and the pasta water goes with the pasta.
func TestR29ZoodlesAreNotBoiled(t *testing.T) {
	for _, c := range []struct{ name, recipe string }{
		{"sausage pasta", r29Recipes["sausage pasta"]},
		{"scampi", r29Recipes["scampi"]},
		{"pasted", `{"title":"Garlic Spaghetti","servings":2,"ingredients":["200 g spaghetti","3 tbsp olive oil","3 cloves garlic, sliced","1/4 tsp chili flakes","2 tbsp parsley, chopped"],
		"steps":["Bring a large pot of salted water to a boil. Cook the spaghetti 9 minutes; reserve 1/2 cup of the pasta water and drain.","Warm the oil with the garlic and chili flakes until the garlic is golden, 2 minutes.","Add the spaghetti and a splash of the pasta water; toss 1 minute and finish with the parsley."]}`},
	} {
		out := Healthify(handDish(t, c.recipe), "low-carb")
		if lineOf(out, "zucchini") == nil {
			t.Errorf("%s: no zucchini swap:\n%s", c.name, transformedText(out))
			continue
		}
		text := strings.ToLower(stepsText(out.Steps))
		for _, bad := range []string{"boiling water", "salted water", "kettle", "pasta water", "cooking water", "drained zucchini", "zucchini in the boil", "salt it well"} {
			if strings.Contains(text, bad) {
				t.Errorf("%s: the zucchini noodles still meet %q:\n%s", c.name, bad, transformedText(out))
			}
		}
		if !strings.Contains(text, "spiralize the zucchini") {
			t.Errorf("%s: the steps lost the zucchini:\n%s", c.name, transformedText(out))
		}
	}
}

// Review 29 #33: a low-sodium soup with broth leaves out its bouillon cubes, from the
// list and the steps, and the step naming the broth is not garbled.
func TestR29LowSodiumLeavesOutCubes(t *testing.T) {
	out := Healthify(r29Dish(t, "noodle soup"), "low-sodium")
	text := transformedText(out)
	if strings.Contains(strings.ToLower(text), "bouillon cube") && !strings.Contains(text, "(left out)") {
		t.Errorf("bouillon cubes kept:\n%s", text)
	}
	steps := strings.ToLower(stepsText(out.Steps))
	if strings.Contains(steps, "bouillon") || strings.Contains(steps, "broth, low-sodium") {
		t.Errorf("steps still name the cubes or read garbled:\n%s", text)
	}
	if !strings.Contains(steps, "broth") {
		t.Errorf("steps lost the broth:\n%s", text)
	}
}
