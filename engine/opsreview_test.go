package engine

import (
	"encoding/json"
	"flag"
	"fmt"
	"strings"
	"testing"
)

var showOpsAll = flag.String("opsall", "", "TestShowOpsAll: comma list of ops to print (healthify:F, budgetify, tone:T, substitute:FOOD, enrich) over the review pantries and the cookbook")
var showOpsWhich = flag.String("opswhich", "", "TestShowOpsAll: only recipes whose title holds this")

// opsReviewPantries are varied requests a reviewer runs every operation over.
var opsReviewPantries = []Request{
	{Pantry: []string{"chicken thighs", "coconut milk", "red curry paste", "jasmine rice"}, Cuisine: "thai"},
	{Pantry: []string{"spaghetti", "eggs", "pancetta", "parmesan"}, Cuisine: "italian"},
	{Pantry: []string{"flour", "sugar", "butter", "eggs", "baking powder", "milk", "vanilla"}, Servings: 8},
	{Pantry: []string{"beef", "broccoli", "soy sauce", "rice", "ginger"}, Cuisine: "chinese"},
	{Pantry: []string{"lettuce", "tomatoes", "cucumber", "feta", "olives", "red onion"}, Cuisine: "greek"},
	{Pantry: []string{"oats", "milk", "banana", "honey"}, Servings: 1, TimeAvailable: 15},
	{Pantry: []string{"potatoes", "butter", "milk"}},
	{Pantry: []string{"lentils", "onion", "carrots", "tomatoes", "cumin"}, Cuisine: "indian"},
	{Pantry: []string{"salmon", "lemon", "asparagus", "potatoes"}},
	{Pantry: []string{"ground beef", "tortillas", "cheddar", "black beans", "salsa"}, Cuisine: "mexican"},
	{Pantry: []string{"eggs", "spinach", "feta", "tomato"}, TimeAvailable: 15},
	{Pantry: []string{"pork chops", "apples", "rosemary", "butter"}},
	{Pantry: []string{"chicken breast", "heavy cream", "mushrooms", "penne", "garlic"}, Cuisine: "italian"},
	{Pantry: []string{"tofu", "bok choy", "noodles", "soy sauce", "sesame oil"}, Cuisine: "japanese"},
	{Pantry: []string{"ripe bananas", "flour", "butter", "sugar", "eggs", "walnuts"}, Meal: "baking"},
	{Pantry: []string{"chickpeas", "spinach", "tomatoes", "garam masala", "onion"}, Cuisine: "indian"},
	{Pantry: []string{"beef chuck", "carrots", "potatoes", "onion", "red wine"}},
}

var opsReviewHand = []string{"alfredo", "stew", "sheetpan", "chili", "fried", "fish soup"}

func TestShowOpsAll(t *testing.T) {
	if *showOpsAll == "" {
		t.Skip("no -opsall given")
	}
	var dishes []Dish
	for _, req := range opsReviewPantries {
		rec, err := Generate(req)
		if err != nil {
			fmt.Printf("=== %v: %v\n", req.Pantry, err)
			continue
		}
		dishes = append(dishes, roundTrip(t, rec))
	}
	for _, name := range opsReviewHand {
		dishes = append(dishes, cookbookDish(t, name))
	}
	for _, r := range handRecipes {
		var in RecipeInput
		if err := json.Unmarshal([]byte(r), &in); err != nil {
			t.Fatal(err)
		}
		dishes = append(dishes, DishFrom(in))
	}
	for _, d := range dishes {
		if *showOpsWhich != "" && !strings.Contains(strings.ToLower(d.Name), strings.ToLower(*showOpsWhich)) {
			continue
		}
		fmt.Printf("\n######## %s\n", d.Name)
		for _, it := range d.Items {
			fmt.Printf("  %s\n", it.Text)
		}
		for _, s := range d.Steps {
			fmt.Printf("  %d. %s\n", s.Step, s.Text)
		}
		for _, op := range strings.Split(*showOpsAll, ",") {
			name, arg, _ := strings.Cut(op, ":")
			var out *Transformed
			var err error
			switch name {
			case "healthify":
				out = Healthify(d.clone(), arg)
			case "budgetify":
				out = Budgetify(d.clone(), 0)
			case "tone":
				out = RewriteTone(d.clone(), arg)
			case "enrich":
				out = Enrich(d.clone())
			case "substitute":
				dd := d.clone()
				out, err = SuggestSubstitute(arg, Rules{}, &dd)
			}
			fmt.Printf("--- %s\n", op)
			if err != nil {
				fmt.Println("error:", err)
				continue
			}
			fmt.Print(transformedText(out))
			for _, u := range out.Unweighed {
				fmt.Printf("  unweighed: %s (%s)\n", u.Text, u.Reason)
			}
			if out.NutritionAfter != nil {
				fmt.Printf("  partial: %v\n", out.NutritionAfter.Partial)
			}
		}
	}
}

// handRecipes are recipes as a client sends them, for the review.
var handRecipes = []string{
	`{"title":"Creamy Mashed Potatoes","servings":6,"ingredients":["3 lb russet potatoes, peeled and cubed","1/2 cup butter","3/4 cup whole milk","1/2 cup sour cream","1 tsp salt","1/4 tsp black pepper","2 tbsp chopped chives"],
	"instructions":["Boil the potatoes in salted water until tender, about 15 minutes. Drain.","Heat the milk and butter until the butter melts.","Mash the potatoes, then beat in the milk mixture and sour cream until smooth.","Season with salt and pepper and sprinkle with chives."]}`,
	`{"title":"Lemon Herb Roast Chicken","servings":4,"ingredients":["1 whole chicken (about 4 lb)","2 tbsp butter, softened","1 lemon","4 cloves garlic","2 sprigs fresh rosemary","4 sprigs fresh thyme","1 tsp kosher salt","1/2 tsp black pepper"],
	"instructions":["Preheat the oven to 425°F.","Zest the lemon and mix the zest with the butter, chopped rosemary leaves and thyme leaves.","Rub the butter under and over the skin; season with salt and pepper.","Halve the lemon and put it in the cavity with the garlic.","Roast 1 hour 15 minutes, until the juices run clear and the thigh reads 165°F.","Rest 15 minutes before carving. Squeeze the lemon juice over."]}`,
	`{"title":"Chocolate Chip Cookies","servings":24,"ingredients":["2 1/4 cups all-purpose flour","1 tsp baking soda","1 tsp salt","1 cup butter, softened","3/4 cup granulated sugar","3/4 cup packed brown sugar","2 large eggs","2 tsp vanilla extract","2 cups chocolate chips"],
	"instructions":["Preheat oven to 375°F.","Whisk the flour, baking soda and salt.","Beat the butter and both sugars until creamy. Beat in the eggs one at a time, then the vanilla.","Stir in the flour mixture, then the chocolate chips.","Drop by rounded tablespoons onto ungreased baking sheets.","Bake 9 to 11 minutes until golden. Cool on the sheets 2 minutes."]}`,
	`{"title":"Spaghetti Carbonara","servings":4,"ingredients":["1 lb spaghetti","6 oz pancetta, diced","4 large egg yolks","2 large eggs","1 cup grated pecorino romano","1 tsp black pepper"],
	"instructions":["Cook the spaghetti in salted boiling water until al dente; save 1 cup of the water.","Fry the pancetta until crisp, 6 minutes.","Whisk the egg yolks, eggs, pecorino and pepper.","Toss the hot spaghetti with the pancetta off the heat, then stir in the egg mixture, loosening with the pasta water until creamy.","Serve at once with more pecorino."]}`,
	`{"title":"Vegetable Stir Fry","servings":2,"ingredients":["1 tbsp vegetable oil","2 cups broccoli florets","1 red bell pepper, sliced","1 cup snap peas","2 cloves garlic, minced","1 tbsp grated fresh ginger","3 tbsp soy sauce","1 tbsp honey","1 tsp cornstarch","2 cups cooked white rice"],
	"instructions":["Whisk the soy sauce, honey, cornstarch and 2 tbsp water.","Heat the oil in a wok over high heat. Stir-fry the broccoli and pepper 3 minutes.","Add the snap peas, garlic and ginger and stir-fry 2 minutes.","Pour in the sauce and toss until glossy, 1 minute.","Serve over the rice."]}`,
}

func init() {
	handRecipes = append(handRecipes,
		`{"title":"Herb Roast Potatoes","servings":4,"ingredients":["2 lb potatoes, cut into chunks","3 tbsp olive oil","2 sprigs rosemary, leaves picked and chopped","1 tbsp thyme leaves","1/4 cup fresh basil, torn","1 tsp salt"],
	"instructions":["Heat the oven to 200°C.","Toss the potatoes with the oil, salt, rosemary leaves and thyme leaves.","Roast 45 minutes, turning once.","Scatter with the torn basil leaves and serve."]}`,
		`{"title":"Berry Yogurt Parfait","servings":2,"ingredients":["1 cup strawberries, hulled and sliced","1/2 cup fresh blueberries, rinsed","1 1/2 cups greek yogurt","2 tbsp honey","1/2 cup granola"],
	"instructions":["Hull and slice the strawberries; rinse the blueberries and pat dry.","Layer the yogurt, berries and granola in two glasses.","Drizzle with the honey and serve."]}`)
}

func init() {
	handRecipes = append(handRecipes,
		`{"title":"Weeknight Taco Skillet","servings":4,"ingredients":["1 lb ground beef","1 packet taco seasoning","1 jar salsa","1 cup frobnicated widgets","2 cups shredded rotisserie chicken","1 cup shredded mexican blend cheese","a handful of fresh cilantro"],
	"instructions":["Brown the beef in a skillet, 8 minutes; drain.","Stir in the taco seasoning, salsa, widgets and chicken; simmer 5 minutes.","Top with the cheese, cover until melted, and scatter the cilantro."]}`)
}
