package engine

import (
	"strings"
	"testing"
)

// A cook's review found amounts no cook writes: "7 tbsp cheddar", "8 tbsp feta", "1 cup
// asparagus", "1/2 cup dark chocolate", 1 tbsp of mayonnaise for a whole can of tuna,
// 675 g of "8 chicken drumsticks", frozen berries for the pantry's "berries"; and titles
// "with Chickpea", "with Blueberry". Each pantry's line is measured as a cook would.
func TestUnitsAndTitlesACookWrites(t *testing.T) {
	for _, tc := range []struct {
		pantry, meal string
		servings     int
		food, unit   string  // the line for food is measured in unit
		least        float64 // and weighs at least this
		title        string  // the title holds this
	}{
		{"eggs,cheddar,spinach,butter,bread", "breakfast", 2, "cheddar", "cup", 0, ""},
		{"chickpeas,cucumber,tomatoes,red onion,feta,olives,lemon", "lunch", 2, "feta", "cup", 0, "with Chickpeas"},
		{"2 salmon fillets,asparagus,lemon,new potatoes,butter,dill", "dinner", 2, "asparagus", "g", 0, ""},
		{"flour,butter,sugar,eggs,dark chocolate,vanilla", "dessert", 8, "dark chocolate", "g", 0, ""},
		{"canned tuna,mayonnaise,celery,bread,lettuce", "lunch", 1, "mayonnaise", "tbsp", 20, ""},
		{"8 chicken drumsticks,honey,soy sauce,garlic,potatoes,green beans", "dinner", 4, "chicken drumstick", "", 900, ""},
		{"greek yogurt,berries,granola,honey", "breakfast", 1, "mixed berries", "", 0, ""},
		{"self-raising flour,milk,eggs,butter,maple syrup,blueberries", "breakfast", 4, "blueberry", "cup", 0, "Blueberries"},
		{"sweet potato,black beans,avocado,lime,tortillas,red onion,coriander", "lunch", 4, "avocado", "", 140, ""},
		{"bagels,cream cheese,smoked salmon,capers,red onion", "breakfast", 2, "capers", "tbsp", 0, "Bagel"},
		{"sweet potato,black beans,avocado,lime,tortillas,red onion,coriander", "lunch", 4, "sweet potato", "", 300, ""},
		// Mozzarella and tofu are weighed; parmesan for a carbonara is weighed off the block;
		// sesame seeds are scattered by the spoon.
		{"pasta,mozzarella,cherry tomatoes", "dinner", 2, "mozzarella", "g", 60, ""},
		{"penne,mozzarella,tomato sauce,basil,garlic", "dinner", 6, "mozzarella", "g", 240, ""},
		{"tofu,kimchi,rice,scallions,gochujang", "dinner", 1, "tofu", "g", 0, ""},
		{"firm tofu,broccoli,soy sauce,rice,garlic", "dinner", 3, "tofu", "g", 0, ""},
		{"spaghetti,parmesan,eggs,bacon", "dinner", 4, "parmesan", "g", 80, ""},
		{"salmon,soy sauce,honey,garlic,rice,broccoli", "dinner", 8, "sesame seeds", "tbsp", 0, ""},
		// A burger's cheese is a slice each, as bought; a soup for one opens half a tin.
		{"hamburger buns,ground beef,cheddar,lettuce,tomato,onion", "dinner", 6, "cheddar", "slice", 160, ""},
		{"burger buns,beef mince,swiss cheese,pickles", "dinner", 3, "swiss cheese", "slice", 80, ""},
		{"canned tomatoes,onion,garlic,basil,vegetable stock", "lunch", 1, "canned diced tomatoes", "can", 200, ""},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(tc.pantry, ","), Servings: tc.servings, Meal: tc.meal})
		if err != nil {
			t.Errorf("%s: %v", tc.pantry, err)
			continue
		}
		if tc.title != "" && !strings.Contains(rec.Title, tc.title) {
			t.Errorf("%s: title %q, want it to say %q", tc.pantry, rec.Title, tc.title)
		}
		found := false
		for _, l := range rec.Ingredients {
			if l.Name != tc.food {
				continue
			}
			found = true
			if tc.unit != "" && l.Unit != tc.unit || l.Grams < tc.least {
				t.Errorf("%s: %q (%v g), want it by %q and at least %v g", tc.pantry, l.Text, l.Grams, tc.unit, tc.least)
			}
		}
		if !found {
			t.Errorf("%s: no %s in %s", tc.pantry, tc.food, rec.Title)
		}
	}
}

// Text a cook would not write: salt and pepper on a peanut-butter banana toast, "so they
// cook evenly" in a salad nothing is cooked in.
func TestNoSaltOnSweetToastNorCookingInRawSalads(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"bread", "peanut butter", "banana"}, Servings: 1, Meal: "snack"})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range rec.Ingredients {
		if l.Name == "black pepper" || l.Name == "salt" {
			t.Errorf("%s lists %q", rec.Title, l.Text)
		}
	}
	for _, s := range rec.Instructions {
		if strings.Contains(s.Text, "salt and pepper") {
			t.Errorf("%s: %q", rec.Title, s.Text)
		}
	}
	rec, err = Generate(Request{Pantry: []string{"chickpeas", "cucumber", "tomatoes", "red onion", "feta", "olives", "lemon"},
		Servings: 2, Meal: "lunch", Skill: "beginner", Cuisine: "greek"})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range rec.Instructions {
		if strings.Contains(s.Text, "cook evenly") {
			t.Errorf("%s (raw): %q", rec.Title, s.Text)
		}
	}
}

// The cook's word for a weighed food keeps its number ("100 g streaky bacon", not
// "bacons"), and a full English toasts with the pantry's butter.
func TestCooksWordsKeepTheirNumber(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"streaky bacon", "eggs", "bread", "butter", "tomatoes", "mushrooms"}, Servings: 2, Meal: "breakfast", TimeAvailable: 25})
	if err != nil {
		t.Fatal(err)
	}
	text := recipeText(rec)
	if strings.Contains(text, "bacons") {
		t.Errorf("a plural of a weighed food:\n%s", text)
	}
	if !strings.Contains(text, "butter it") {
		t.Errorf("the pantry's butter is not on the toast:\n%s", text)
	}
	// A bagel is split, spread with its cream cheese, then topped with the salmon.
	rec, err = Generate(Request{Pantry: []string{"bagels", "cream cheese", "smoked salmon", "capers", "red onion"}, Servings: 2, Meal: "breakfast"})
	if err != nil {
		t.Fatal(err)
	}
	if text := recipeText(rec); !strings.Contains(text, "Split the bagels") || !strings.Contains(text, "with the cream cheese and lay the smoked salmon over") {
		t.Errorf("a bagel not split and spread:\n%s", text)
	}
}

// Lime leaves go in by the leaf (a curry for four had 110 g of them fried as a
// vegetable), and chilli flakes over a plate by the pinch (3 tbsp topped tofu for two).
func TestLeafAromaticsByTheLeaf(t *testing.T) {
	tofu, err := Generate(Request{Pantry: []string{"firm tofu", "pak choi", "spring onions", "soy sauce", "ginger", "garlic", "jasmine rice", "sesame oil", "chilli flakes"},
		Cuisine: "chinese", Servings: 2, TimeAvailable: 30, Meal: "dinner", Rules: Rules{Restrictions: []string{"vegan"}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range tofu.Ingredients {
		if l.Name == "red pepper flakes" && l.Grams > 3 {
			t.Errorf("%q: %v g of chilli flakes for 2", l.Text, l.Grams)
		}
	}
	rec, err := Generate(Request{Pantry: []string{"prawns", "coconut milk", "red curry paste", "red pepper", "bamboo shoots", "jasmine rice", "lime leaves"},
		Cuisine: "thai", Servings: 4, TimeAvailable: 30, Meal: "dinner"})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range rec.Ingredients {
		if l.Name == "lime leaves" && l.Grams > 10 {
			t.Errorf("%q: %v g of lime leaves for 4", l.Text, l.Grams)
		}
	}
}
