package engine

import (
	"flag"
	"fmt"
	"strings"
	"testing"
)

// opsCookbook is a home cook's recipes as pasted from a recipe site: string lines and
// steps, the times and pans written the way such recipes write them.
var opsCookbook = map[string]string{
	"hambean": `{"title": "Ham and Bean Soup", "servings": 6, "ingredients": ["1 lb dried navy beans, soaked overnight and drained", "1 smoked ham hock", "1 tbsp olive oil", "1 large onion, chopped", "2 carrots, diced", "2 celery stalks, diced", "3 cloves garlic, minced", "8 cups chicken broth", "2 bay leaves", "1 tsp dried thyme", "1/2 tsp black pepper", "salt to taste"],
	"instructions": ["Heat the oil in a large pot over medium heat. Add the onion, carrots and celery and cook until soft, about 8 minutes.", "Add the garlic and cook 1 minute.", "Add the beans, ham hock, chicken broth, bay leaves, thyme and pepper. Bring to a boil, then reduce the heat and simmer 2 hours, until the beans are tender.", "Remove the ham hock, pull the meat from the bone, chop it and return it to the pot. Discard the bay leaves.", "Season with salt to taste and serve."]}`,
	"potroast": `{"title": "Stovetop Pot Roast", "servings": 6, "ingredients": ["3 lb boneless beef chuck roast", "1 tsp salt", "1/2 tsp black pepper", "2 tbsp vegetable oil", "1 onion, cut into wedges", "3 cloves garlic, smashed", "2 tbsp tomato paste", "2 cups beef broth", "1 tsp dried thyme", "1 lb carrots, cut into 2-inch pieces", "1 1/2 lb Yukon gold potatoes, halved"],
	"instructions": ["Pat the roast dry and season all over with salt and pepper.", "Heat the oil in a Dutch oven over medium-high heat and sear the roast until browned on all sides, about 10 minutes. Transfer to a plate.", "Add the onion and cook 5 minutes, then the garlic and tomato paste for 1 minute.", "Pour in the broth, add the thyme and return the roast to the pot. Bring to a simmer, cover and cook over low heat for 2 1/2 hours.", "Add the carrots and potatoes around the roast, cover and simmer 45 minutes more, until the meat is fork-tender and the vegetables are cooked.", "Slice or shred the roast and serve with the vegetables and the pan juices."]}`,
	"noodlesoup": `{"title": "Chicken Noodle Soup", "servings": 6, "ingredients": ["1 tbsp butter", "1 onion, diced", "2 carrots, sliced", "2 celery stalks, sliced", "2 cloves garlic, minced", "8 cups chicken broth", "1 1/2 lb boneless skinless chicken breasts", "1 tsp dried thyme", "1 bay leaf", "3 cups wide egg noodles", "2 tbsp chopped fresh parsley", "salt and pepper to taste"],
	"instructions": ["Melt the butter in a large pot over medium heat. Add the onion, carrots and celery and cook 6 to 8 minutes until softened.", "Stir in the garlic and cook 1 minute.", "Pour in the broth, add the chicken, thyme and bay leaf and bring to a boil. Reduce the heat and simmer 20 minutes, until the chicken is cooked through.", "Remove the chicken, shred it with two forks and return it to the pot.", "Add the egg noodles and simmer 8 minutes, until tender.", "Discard the bay leaf, stir in the parsley and season with salt and pepper."]}`,
	"porkchops": `{"title": "Breaded Pork Chops", "servings": 4, "ingredients": ["4 boneless pork chops, about 3/4 inch thick", "1/2 cup all-purpose flour", "2 eggs", "1 cup panko breadcrumbs", "1/4 cup grated parmesan", "1 tsp garlic powder", "1 tsp paprika", "1 tsp salt", "1/2 tsp black pepper", "1/4 cup vegetable oil", "lemon wedges, for serving"],
	"instructions": ["Season the pork chops with salt and pepper.", "Put the flour in a shallow dish. Beat the eggs in a second dish. Mix the panko, parmesan, garlic powder and paprika in a third.", "Dredge each chop in flour, dip in egg, then press into the panko mixture to coat.", "Heat oil in a large skillet over medium-high heat.", "Fry the chops 4 to 5 minutes per side until golden and 145F inside.", "Drain on paper towels and serve with lemon wedges."]}`,
	"scampi": `{"title": "Shrimp Scampi", "servings": 4, "ingredients": ["12 oz linguine", "1 lb large shrimp, peeled and deveined", "4 tbsp butter", "2 tbsp olive oil", "5 cloves garlic, minced", "1/4 tsp red pepper flakes", "1/2 cup dry white wine", "2 tbsp lemon juice", "1/4 cup chopped parsley", "salt and pepper"],
	"instructions": ["Cook the linguine in salted boiling water until al dente, about 10 minutes. Reserve 1/2 cup of the pasta water and drain.", "Meanwhile, heat 2 tbsp butter and the olive oil in a large skillet over medium heat. Add the garlic and red pepper flakes and cook 1 minute.", "Add the shrimp, season with salt and pepper and cook 2 minutes per side until pink. Transfer to a plate.", "Pour in the wine and lemon juice and simmer 2 minutes. Stir in the remaining butter.", "Return the shrimp, add the linguine and parsley and toss, loosening with pasta water."]}`,
	"macncheese": `{"title": "Baked Mac and Cheese", "servings": 8, "ingredients": ["1 lb elbow macaroni", "1/2 cup butter, divided", "1/3 cup all-purpose flour", "4 cups whole milk", "1 tsp dry mustard", "1 tsp salt", "1/2 tsp black pepper", "4 cups shredded sharp cheddar cheese", "1 cup shredded mozzarella", "1 cup panko breadcrumbs"],
	"instructions": ["Preheat the oven to 350F and butter a 9x13 inch baking dish.", "Cook the macaroni 2 minutes less than the package says; drain.", "Melt 6 tbsp of the butter in a large saucepan, whisk in the flour and cook 1 minute.", "Slowly whisk in the milk and cook, stirring, until thickened, about 5 minutes. Stir in the mustard, salt and pepper.", "Off the heat, stir in 3 cups of the cheddar and the mozzarella until melted. Fold in the macaroni.", "Pour into the baking dish and top with the remaining cheddar. Melt the remaining butter, toss with the panko and sprinkle over.", "Bake 30 minutes until bubbly and golden."]}`,
	"enchiladas": `{"title": "Beef Enchiladas", "servings": 6, "ingredients": ["1 lb ground beef", "1 onion, diced", "1 (4 oz) can diced green chiles", "1 tsp ground cumin", "1 tsp chili powder", "1 (15 oz) can black beans, rinsed and drained", "2 1/2 cups red enchilada sauce", "10 flour tortillas (8 inch)", "2 cups shredded Mexican cheese blend", "1/4 cup chopped cilantro", "sour cream, for serving"],
	"instructions": ["Preheat the oven to 375F.", "Brown the beef with the onion in a large skillet over medium-high heat, about 8 minutes; drain the fat.", "Stir in the green chiles, cumin, chili powder, black beans and 1/2 cup of the enchilada sauce; simmer 5 minutes.", "Spread 1/2 cup of sauce in a 9x13 inch baking dish. Fill each tortilla with the beef mixture and a little cheese, roll up and lay seam side down in the dish.", "Pour the remaining sauce over and sprinkle with the remaining cheese.", "Bake 20 minutes until bubbly. Top with cilantro and serve with sour cream."]}`,
	"muffins": `{"title": "Blueberry Muffins", "servings": 12, "ingredients": ["2 cups all-purpose flour", "3/4 cup sugar", "2 tsp baking powder", "1/2 tsp salt", "1/2 cup butter, melted", "2 eggs", "1/2 cup milk", "1 tsp vanilla extract", "1 1/2 cups fresh blueberries"],
	"instructions": ["Preheat the oven to 375F and line a 12-cup muffin tin with paper liners.", "Whisk the flour, sugar, baking powder and salt in a large bowl.", "In another bowl whisk the melted butter, eggs, milk and vanilla.", "Stir the wet ingredients into the dry until just combined, then fold in the blueberries.", "Divide the batter among the cups and bake 20 to 25 minutes, until a toothpick comes out clean.", "Cool in the pan 5 minutes, then move to a rack."]}`,
}

var opsDump = flag.String("opsdump", "", "print every operation on an ops-lane cookbook recipe (a name, or all)")

func opsDish(t *testing.T, name string) Dish {
	t.Helper()
	js, ok := opsCookbook[name]
	if !ok {
		t.Fatalf("no cookbook recipe %q", name)
	}
	return handDish(t, js)
}

// TestOpsCookbookDump prints every operation, method, focus and tone on the cookbook,
// for reading as a cook: go test -run TestOpsCookbookDump -opsdump all -v.
func TestOpsCookbookDump(t *testing.T) {
	if *opsDump == "" {
		t.Skip("no -opsdump")
	}
	only := ""
	if *opsDump != "all" {
		only = *opsDump
	}
	for name := range opsCookbook {
		if only != "" && !strings.HasPrefix(only, name) {
			continue
		}
		op := strings.TrimPrefix(strings.TrimPrefix(only, name), ":")
		d := opsDish(t, name)
		show := func(label string, out *Transformed, err error) {
			if op != "" && !strings.Contains(label, op) {
				return
			}
			fmt.Printf("===== %s %s\n", name, label)
			if err != nil {
				fmt.Println("error:", err)
				return
			}
			fmt.Println(transformedText(out))
			if out.Timing != nil {
				fmt.Printf("  timing: %+v\n", *out.Timing)
			}
		}
		for _, f := range HealthFocuses {
			show("healthify:"+f, Healthify(opsDish(t, name), f), nil)
		}
		show("budgetify", Budgetify(opsDish(t, name), 0), nil)
		for _, tone := range Tones {
			show("tone:"+tone, RewriteTone(opsDish(t, name), tone), nil)
		}
		for _, m := range Methods {
			out, err := AdaptMethod(opsDish(t, name), m)
			show("adapt:"+m, out, err)
		}
		show("enrich", Enrich(d), nil)
	}
}

// The ops lane's faults on pasted recipes: low-sodium swaps the broth in the list and
// the steps; a pasted step keeps the minutes its text names in every operation (a
// "simmer 2 hours" is 120, "4 to 5 minutes per side" is 10); a smoked ham hock weighs
// what a hock weighs.
func TestOpsPastedSoupLowSodium(t *testing.T) {
	out := Healthify(opsDish(t, "hambean"), "low-sodium")
	text := transformedText(out)
	if l := lineOf(out, "chicken broth"); l != nil {
		t.Errorf("the chicken broth is kept as it was:\n%s", text)
	}
	if !strings.Contains(stepsText(out.Steps), "low-sodium chicken broth") {
		t.Errorf("the steps do not say low-sodium broth:\n%s", text)
	}
	for _, s := range out.Steps {
		if strings.Contains(s.Text, "simmer 2 hours") && s.Minutes != 120 {
			t.Errorf("the 2-hour simmer got %d minutes, want 120:\n%s", s.Minutes, text)
		}
	}
}

func TestOpsPastedStepsKeepTheirMinutes(t *testing.T) {
	for _, c := range []struct {
		recipe, words string
		want          int
	}{
		{"hambean", "simmer 2 hours", 120},
		{"potroast", "2 1/2 hours", 150},
		{"porkchops", "per side", 10},
		{"scampi", "2 minutes per side", 4},
		{"muffins", "bake 20 to 25", 25},
	} {
		d := opsDish(t, c.recipe)
		outs := map[string]*Transformed{"budgetify": Budgetify(d, 0), "enrich": Enrich(d)}
		for _, f := range HealthFocuses {
			outs["healthify "+f] = Healthify(d, f)
		}
		for _, tone := range Tones {
			outs["tone "+tone] = RewriteTone(d, tone)
		}
		for op, out := range outs {
			found := false
			for _, s := range out.Steps {
				if strings.Contains(strings.ToLower(s.Text), c.words) {
					found = true
					if s.Minutes != c.want {
						t.Errorf("%s %s: the step %q has %d minutes, want %d", c.recipe, op, s.Text, s.Minutes, c.want)
					}
				}
			}
			if !found && !strings.HasPrefix(op, "tone") {
				t.Errorf("%s %s: no step holds %q:\n%s", c.recipe, op, c.words, transformedText(out))
			}
		}
	}
}

func TestOpsWholeItemWeights(t *testing.T) {
	for _, c := range []struct {
		line     string
		min, max float64
	}{
		{"1 smoked ham hock", 500, 1000},
		{"2 ham hocks", 1000, 2000},
		{"1 meaty ham bone", 300, 900},
		{"4 slices ham", 80, 150},
		{"1 cup diced ham", 100, 180},
	} {
		if g := ParseLine(c.line).Grams; g < c.min || g > c.max {
			t.Errorf("%q weighs %.0f g, want %.0f–%.0f g", c.line, g, c.min, c.max)
		}
	}
}

// A stovetop pot roast is cooked on the stovetop ("the roast" is the joint, not the
// oven); moved to the oven, the carrots and potatoes go in for the last 45 minutes,
// never for 3 hours.
func TestOpsPotRoastRootsGoInLate(t *testing.T) {
	d := opsDish(t, "potroast")
	if got := d.sourceMethod(); got != "stovetop" {
		t.Errorf("a stovetop pot roast reads as cooked by %s, want stovetop", got)
	}
	for _, c := range []struct {
		name   string
		d      Dish
		target string
	}{{"stovetop roast", d, "oven"}} {
		out, err := AdaptMethod(c.d, c.target)
		if err != nil {
			t.Errorf("%s to %s: %v", c.name, c.target, err)
			continue
		}
		for _, s := range out.Steps {
			if low := strings.ToLower(s.Text); (strings.Contains(low, "carrots") || strings.Contains(low, "potatoes")) && s.Minutes > 60 && !strings.HasPrefix(low, "slice") {
				t.Errorf("%s to %s: the roots cook %d minutes:\n%s", c.name, c.target, s.Minutes, transformedText(out))
			}
		}
		if !strings.Contains(strings.ToLower(stepsText(out.Steps)), "carrots") {
			t.Errorf("%s to %s: the carrots are lost:\n%s", c.name, c.target, transformedText(out))
		}
	}
}

// Breaded chops moved to the air fryer or the oven leave the skillet behind: no step
// heats oil in a pan that nothing is fried in.
func TestOpsCrumbedChopsLeaveTheSkillet(t *testing.T) {
	for _, target := range []string{"air-fryer", "oven"} {
		out, err := AdaptMethod(opsDish(t, "porkchops"), target)
		if err != nil {
			t.Errorf("%s: %v", target, err)
			continue
		}
		if strings.Contains(strings.ToLower(stepsText(out.Steps)), "skillet") {
			t.Errorf("%s: a step still heats the skillet:\n%s", target, transformedText(out))
		}
	}
}

// A refusal says "on a grill", never "in a grill".
func TestOpsMethodWording(t *testing.T) {
	for _, name := range []string{"hambean", "potroast", "noodlesoup", "macncheese", "enchiladas"} {
		for _, m := range Methods {
			out, err := AdaptMethod(opsDish(t, name), m)
			text := ""
			if err != nil {
				text = err.Error()
			} else {
				text = transformedText(out)
			}
			if strings.Contains(strings.ToLower(text), "in a grill") || strings.Contains(text, "in the grill") {
				t.Errorf("%s to %s says in a grill: %s", name, m, text)
			}
		}
	}
}

// Butter swapped for oil (low-fat, budgetify) leaves no "olive oil a 9x13 inch baking
// dish" and no melted oil; low-carb zucchini noodles for a baked macaroni are warmed,
// never cooked "2 minutes less than the package says".
func TestOpsButterSwapReadsAsOil(t *testing.T) {
	for _, out := range []*Transformed{Healthify(opsDish(t, "macncheese"), "low-fat"), Budgetify(opsDish(t, "macncheese"), 0)} {
		steps := strings.ToLower(stepsText(out.Steps))
		if strings.Contains(steps, "butter") {
			continue // the butter was kept: nothing to read
		}
		for _, bad := range []string{"oil a 9x13", "melt 6 tbsp of the", "melt the remaining"} {
			if strings.Contains(steps, bad) {
				t.Errorf("a step says %q:\n%s", bad, transformedText(out))
			}
		}
	}
	out := Healthify(opsDish(t, "macncheese"), "low-carb")
	steps := strings.ToLower(stepsText(out.Steps))
	if strings.Contains(steps, "zucchini 2 minutes less than the package") {
		t.Errorf("zucchini noodles cooked by the package:\n%s", transformedText(out))
	}
	for _, s := range out.Steps {
		if strings.Contains(s.Text, "just to warm it") && s.Minutes == 0 {
			t.Errorf("the warming step has no minutes:\n%s", transformedText(out))
		}
		if strings.Contains(s.Text, "package says") && s.Minutes != 0 {
			t.Errorf("'2 minutes less than the package says' read as %d minutes", s.Minutes)
		}
	}
}

// Muffins in the air fryer bake in cups that fit the basket, in batches, for 12–15
// minutes; no oven is heated and no "12-cup the tin" is lined.
func TestOpsMuffinsInTheAirFryer(t *testing.T) {
	out, err := AdaptMethod(opsDish(t, "muffins"), "air-fryer")
	if err != nil {
		t.Fatal(err)
	}
	steps := strings.ToLower(stepsText(out.Steps))
	for _, bad := range []string{"oven", "the tin", "muffin tin"} {
		if strings.Contains(steps, bad) {
			t.Errorf("a step says %q:\n%s", bad, transformedText(out))
		}
	}
	if !strings.Contains(steps, "cups") || !strings.Contains(steps, "12–15 minutes") || !strings.Contains(steps, "batches") {
		t.Errorf("the muffins are not baked in cups, in batches, 12–15 minutes:\n%s", transformedText(out))
	}
}

// Enchiladas made low-carb are not rolled in lettuce and baked; made high-protein, the
// yogurt goes over each serving, not "each bowl".
func TestOpsBakedWrapsStayWraps(t *testing.T) {
	out := Healthify(opsDish(t, "enchiladas"), "low-carb")
	if strings.Contains(stepsText(out.Steps), "lettuce") {
		t.Errorf("lettuce rolled up and baked:\n%s", transformedText(out))
	}
	out = Healthify(opsDish(t, "enchiladas"), "high-protein")
	if strings.Contains(stepsText(out.Steps), "each bowl") {
		t.Errorf("enchiladas served in bowls:\n%s", transformedText(out))
	}
}

// A soup's zucchini noodles (low-carb) simmer 2 minutes, not the egg noodles' 8; "wide
// egg noodles" are egg noodles.
func TestOpsSoupZoodles(t *testing.T) {
	if l := ParseLine("3 cups wide egg noodles"); l.Ingredient == nil || l.Ingredient.Name != "egg noodles" {
		t.Errorf("wide egg noodles read as %+v", l.Ingredient)
	}
	out := Healthify(opsDish(t, "noodlesoup"), "low-carb")
	found := false
	for _, s := range out.Steps {
		if strings.Contains(s.Text, "zucchini") && strings.Contains(s.Text, "simmer") {
			found = true
			if s.Minutes > 3 || strings.Contains(s.Text, "8 minutes") {
				t.Errorf("zucchini noodles simmered %d minutes: %s", s.Minutes, s.Text)
			}
		}
	}
	if !found {
		t.Errorf("no step simmers the zucchini noodles:\n%s", transformedText(out))
	}
}

// Soaked dried beans take all day in a slow cooker and are refused by the microwave.
func TestOpsDriedBeansTakeTheirTime(t *testing.T) {
	out, err := AdaptMethod(opsDish(t, "hambean"), "slow-cooker")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(stepsText(out.Steps), "LOW for 7–8 hours") {
		t.Errorf("dried beans get less than a day on LOW:\n%s", transformedText(out))
	}
	if strings.Contains(stepsText(out.Steps), "bay leaves goes") {
		t.Errorf("'the bay leaves goes':\n%s", transformedText(out))
	}
	if _, err := AdaptMethod(opsDish(t, "hambean"), "microwave"); err == nil || !strings.Contains(err.Error(), "dried beans") {
		t.Errorf("a 2-hour dried-bean soup in the microwave: got %v, want a refusal", err)
	}
}

// A generated chicken noodle soup moved to a cooker keeps its broth and puts its
// noodles into the soup: never a pilaf whose broth is cut to twice the noodles' volume.
func TestOpsGeneratedNoodleSoupKeepsItsNoodles(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"leftover roast chicken", "egg noodles", "carrots", "celery", "chicken bouillon"}, Servings: 4})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rec.Title, "Noodle") {
		t.Skipf("the pantry made %s", rec.Title)
	}
	d := roundTrip(t, rec)
	for _, m := range []string{"slow-cooker", "pressure-cooker", "oven", "microwave"} {
		out, err := AdaptMethod(d, m)
		if err != nil {
			t.Errorf("%s: %v", m, err)
			continue
		}
		text := transformedText(out)
		if strings.Contains(text, "to coat it") || strings.Contains(text, "has taken up the liquid") || strings.Contains(text, "rice's volume") {
			t.Errorf("%s: the noodles are cooked as a pilaf:\n%s", m, text)
		}
		if !strings.Contains(strings.ToLower(stepsText(out.Steps)), "into the soup") && !strings.Contains(strings.ToLower(stepsText(out.Steps)), "stir in the egg noodles") {
			t.Errorf("%s: the noodles never go into the soup:\n%s", m, text)
		}
	}
}

// Enchiladas rolled and baked in their sauce stay in the oven: every other method is
// refused with the reason (the stovetop with how to do it in a skillet), never the
// filling stewed for hours with the serving sour cream while the rolled tortillas wait.
func TestOpsEnchiladasStayBaked(t *testing.T) {
	for _, m := range Methods {
		if m == "oven" {
			continue
		}
		out, err := AdaptMethod(opsDish(t, "enchiladas"), m)
		if err == nil {
			t.Errorf("%s: enchiladas moved step by step:\n%s", m, transformedText(out))
			continue
		}
		if !strings.Contains(err.Error(), "tortillas") {
			t.Errorf("%s: the refusal does not say why: %v", m, err)
		}
	}
}

// Shrimp moved to dry heat cook for minutes, never 20.
func TestOpsShrimpCookInMinutes(t *testing.T) {
	for _, m := range []string{"oven", "air-fryer", "grill"} {
		out, err := AdaptMethod(opsDish(t, "scampi"), m)
		if err != nil {
			t.Errorf("%s: %v", m, err)
			continue
		}
		for _, s := range out.Steps {
			if strings.Contains(s.Text, "Toss the shrimp") && (s.Minutes > 8 || !strings.Contains(s.Text, "pink")) {
				t.Errorf("%s: shrimp cooked %d minutes: %s", m, s.Minutes, s.Text)
			}
		}
	}
}

// A tone reads "the roast" of a pot roast as the joint and "each chop" as the meat: no
// "Roast:" label or oven advice on a stovetop braise, no grown-up knife work for
// breading chops, and no "mise en place" for a step done after the cooking began.
func TestOpsToneReadsTheFood(t *testing.T) {
	chef := RewriteTone(opsDish(t, "potroast"), "chef")
	for _, s := range chef.Steps {
		if strings.HasPrefix(s.Text, "Roast:") || strings.Contains(s.Text, "Know your oven") {
			t.Errorf("pot roast: step %d reads as an oven step: %s", s.Step, s.Text)
		}
	}
	kid := RewriteTone(opsDish(t, "porkchops"), "kid-friendly")
	for _, s := range kid.Steps {
		if strings.Contains(s.Text, "dredge each chop") && strings.Contains(s.Text, "knife") {
			t.Errorf("chops: breading is knife work: %s", s.Text)
		}
	}
	chef = RewriteTone(opsDish(t, "hambean"), "chef")
	for _, s := range chef.Steps {
		if strings.Contains(s.Text, "ham hock") && strings.Contains(s.Text, "Mise en place") && strings.Contains(s.Text, "pull the meat") {
			t.Errorf("ham and bean: mise en place after 2 hours of simmering: %s", s.Text)
		}
	}
}

// Budgetify never cuts one chop a person down to fractions of a chop.
func TestOpsBudgetKeepsOneChopEach(t *testing.T) {
	out := Budgetify(opsDish(t, "porkchops"), 0)
	for _, c := range out.Changes {
		if strings.Contains(c.From, "pork chops") {
			t.Errorf("the chops are cut: %s -> %s", c.From, c.To)
		}
	}
}
