package engine

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

// amountsACookWrites says which line of rec no cook would write, or "": eggs two or
// three a person at most and no more than a pan holds, in whole eggs; whole
// countable produce and whole cans; woody herbs by the spoon, at most 2 tbsp; a
// finishing oil by the teaspoon, at most a tablespoon; mozzarella by weight, parmesan
// never by the cup; eight or twelve spoons as the half or three-quarter cup they are.
func amountsACookWrites(req Request, rec *Recipe) string {
	n := float64(rec.Servings)
	whole := func(q float64) bool { return math.Abs(q-math.Round(q)) < 1e-9 }
	for _, l := range rec.Ingredients {
		in, ok := Lookup(l.Name)
		if !ok {
			continue
		}
		switch l.Name {
		case "lemon", "lime", "orange", "jalapeno", "red chili", "green chili":
			if l.Preparation == "" {
				return fmt.Sprintf("%q: whole, with no cut: juiced, wedges, minced or sliced?", l.Text)
			}
		}
		if meltingCheese[l.Name] && l.Unit != "g" && l.Unit != "slice" || hardCheese[l.Name] && l.Unit == "cup" {
			return fmt.Sprintf("%q: mozzarella is weighed, parmesan grated by the spoon or weighed", l.Text)
		}
		if _, cup := in.UnitGrams("cup"); cup && l.Unit == "tbsp" && l.Quantity >= 8 && math.Mod(l.Quantity, 4) == 0 {
			return fmt.Sprintf("%q: a quarter-cup measure is measured by the cup", l.Text)
		}
		if (l.Name == "onion" || l.Name == "red onion") && !cooksAnything(rec) && l.Grams > rawOnionGrams*n+60 {
			return fmt.Sprintf("%q: %.0f g of raw onion for %d", l.Text, l.Grams, rec.Servings)
		}
		switch {
		case l.Unit == "g":
			// the pantry's own weight, when it holds less than a kitchen measure
		case in.Name == "egg":
			most := math.Min(3*n, eggsPerPan*pansListed(rec))
			if strings.Contains(strings.Join(rec.Equipment, " "), "ramekins") {
				most = math.Max(most, n) // a custard sets an egg in each ramekin: no one pan holds them
			}
			if eggsInRounds.MatchString(recipeSteps(rec)) {
				most = math.Max(most, n) // an egg a plate, fried in batches
			}
			if strings.Contains(recipeSteps(rec), "scramble the eggs in ") || strings.Contains(recipeSteps(rec), "Scramble the eggs in ") {
				most = 3 * n // scrambled in batches of a panful
			}
			if !whole(l.Quantity) || l.Quantity > most {
				return fmt.Sprintf("%q: eggs are whole, at most 3 a person and %d a pan", l.Text, eggsPerPan)
			}
		case countable[in.Name] && l.Unit == "piece" || l.Unit == "can":
			// A sauce's tins go in by the whole or half tin, the line saying so.
			halfTin := l.Unit == "can" && math.Mod(l.Quantity, 1) == 0.5 && strings.Contains(l.Note, "half a ")
			quarter := (l.Name == "onion" || l.Name == "red onion") && l.Quantity == 0.25
			if !whole(l.Quantity) && !(halves[in.Name] && l.Quantity == 0.5) && !halfTin && !quarter {
				return fmt.Sprintf("%q: a cook buys whole produce and opens whole cans (half an onion or a lemon at most)", l.Text)
			}
		case woodyHerbs[in.Name] && in.Category == "herbs":
			if w, _ := in.UnitGrams("tbsp"); l.Unit != "tbsp" && l.Unit != "tsp" || l.Grams > woodyHerbTbsp*w+0.1 {
				return fmt.Sprintf("%q: a woody herb goes in by the spoon, 2 tbsp at most", l.Text)
			}
		case finishingOils[in.Name]:
			if w, _ := in.UnitGrams("tbsp"); l.Unit != "tsp" && l.Unit != "tbsp" || l.Grams > w+0.1 {
				return fmt.Sprintf("%q: a finishing oil goes in by the teaspoon, a tablespoon at most", l.Text)
			}
		}
	}
	return ""
}

// The rules hold where the reviewers found them broken.
func TestAmountsACookWrites(t *testing.T) {
	cases := []struct {
		pantry   []string
		cuisine  string
		servings int
	}{
		{[]string{"heavy cream", "sugar", "eggs", "vanilla"}, "french", 6},
		{[]string{"eggs", "spinach", "feta", "tomato"}, "greek", 6},
		{[]string{"chicken breast", "rice", "soy sauce", "garlic", "ginger", "broccoli", "sesame oil"}, "chinese", 4},
		{[]string{"cucumber", "tomatoes", "red onion", "feta", "kalamata olives", "olive oil", "oregano"}, "greek", 4},
		{[]string{"chicken", "lemon", "potatoes", "garlic", "rosemary"}, "", 4},
		{[]string{"steak", "butter", "garlic", "thyme", "potatoes"}, "american", 2},
		{[]string{"bananas", "flour", "sugar", "eggs", "butter", "baking soda", "walnuts"}, "", 8},
		{[]string{"apples", "flour", "butter", "sugar", "cinnamon", "oats"}, "", 6},
		{[]string{"chickpeas", "coconut milk", "onion", "garlic", "curry powder", "tomatoes", "spinach"}, "indian", 4},
		{[]string{"beef", "rice", "kimchi", "eggs"}, "korean", 4},
	}
	for _, c := range cases {
		req := Request{Pantry: c.pantry, Cuisine: c.cuisine, Servings: c.servings}
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%v: %v", c.pantry, err)
			continue
		}
		if msg := amountsACookWrites(req, rec); msg != "" {
			t.Errorf("%v: %s\n%s", c.pantry, msg, recipeText(rec))
		}
		for _, l := range rec.Ingredients {
			if l.Name == "vegetable oil" || l.Name == "olive oil" {
				continue
			}
			if finishingOils[l.Name] && l.Grams > 15 {
				t.Errorf("%v: %q", c.pantry, l.Text)
			}
		}
	}
	// Seasoning for a family: curry powder by the tablespoon, salt for potatoes and eggs.
	rec, err := Generate(Request{Pantry: []string{"chickpeas", "onion", "curry powder", "tomatoes"}, Cuisine: "indian", Servings: 4})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range rec.Ingredients {
		if l.Name == "curry powder" && l.Grams < 5 {
			t.Errorf("%q for 4 is bland: 1 tbsp\n%s", l.Text, recipeText(rec))
		}
	}
	// A fruit crumble is not salted like potatoes; a fried egg on top is one a portion.
	rec, err = Generate(Request{Pantry: []string{"apples", "flour", "butter", "sugar", "cinnamon", "oats"}, Servings: 6})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range rec.Ingredients {
		if l.Name == "salt" && l.Grams > 3 {
			t.Errorf("%q in a fruit crumble\n%s", l.Text, recipeText(rec))
		}
	}
	rec, err = Generate(Request{Pantry: []string{"eggs", "bacon", "cheddar", "potatoes"}, Cuisine: "american", Servings: 4})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range rec.Ingredients {
		if l.Name == "egg" && strings.Contains(recipeText(rec), "each portion with a fried egg") && l.Quantity != 4 {
			t.Errorf("%q for 4 portions each with a fried egg\n%s", l.Text, recipeText(rec))
		}
	}
	rec, err = Generate(Request{Pantry: []string{"potatoes", "eggs", "onion", "olive oil"}, Cuisine: "spanish", Servings: 4})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range rec.Ingredients {
		if l.Name == "salt" && l.Grams < 6 {
			t.Errorf("%q for 8 eggs and 600 g of potatoes is bland\n%s", l.Text, recipeText(rec))
		}
	}
}

// pantryAccounted says which pantry item rec neither cooks nor lists in
// excluded_ingredients or unused_pantry_items with a reason, or what it buys that the
// pantry covers; and whether a rule break stands in the unused list, or an item that
// breaks no rule in the excluded one.
func pantryAccounted(req Request, rec *Recipe) string {
	cooked, excluded := map[string]bool{}, map[string]bool{}
	ruled := map[string]bool{} // the pantry's foods the rules leave out: they cover nothing
	for _, l := range rec.Ingredients {
		cooked[l.Name] = true
		if in, ok := Lookup(l.Name); ok {
			cooked[in.Name] = true // a line named by the cook's word ("stock") is the table's food
		}
	}
	for _, e := range rec.ExcludedIngredients {
		if e.Reason == "" {
			return fmt.Sprintf("%s is excluded without a reason", e.Name)
		}
		if strings.HasPrefix(e.Reason, "not needed") || strings.HasPrefix(e.Reason, "not a known") {
			return fmt.Sprintf("%s breaks no rule but stands in excluded_ingredients (%s)", e.Name, e.Reason)
		}
		excluded[e.Name] = true
		if l := ParseLine(e.Name); l.Known {
			ruled[l.Ingredient.Name] = true
		}
	}
	for _, e := range rec.UnusedPantry {
		if e.Reason == "" {
			return fmt.Sprintf("%s is unused without a reason", e.Name)
		}
		excluded[e.Name] = true
	}
	var held []*Ingredient
	for _, text := range req.Pantry {
		l := ParseLine(text)
		if !l.Known {
			continue
		}
		if containsIngredient(held, l.Ingredient) {
			continue // the same food twice is one pantry item
		}
		held = append(held, l.Ingredient)
		if l.Note != "" {
			continue // a generic word ("beef") is cooked as whichever kind the dish wants
		}
		if l.Ingredient.Name == "water" || cooked[l.Ingredient.Name] || excluded[l.Name] || excluded[l.Ingredient.Name] {
			continue
		}
		readAs := false
		for _, ing := range rec.Ingredients {
			readAs = readAs || strings.Contains(ing.Note, fmt.Sprintf("%q read as", text))
		}
		if readAs {
			continue // the line is cooked as another food, and its note says so ("stock pot" read as vegetable stock under a vegetarian rule)
		}
		return fmt.Sprintf("pantry item %q is neither used nor listed in excluded_ingredients or unused_pantry_items", text)
	}
	for _, l := range rec.Ingredients {
		if l.FromPantry {
			continue
		}
		for _, h := range held {
			if ruled[h.Name] {
				continue // the keto cook's sriracha is left out, so the chili flakes are bought
			}
			// A tin of tomatoes does not go into a salad: the fresh ones are bought.
			rawSwap := h.Category == "canned-jarred" && l.Category == "produce"
			if containsString(pantryCovers[h.Name], l.Name) && !cooked[h.Name] && !rawSwap {
				return fmt.Sprintf("buys %s while the pantry's %s covers it", l.Name, h.Name)
			}
			if containsString(pantryCovers[h.Name], l.Name) && cooked[h.Name] && h.Category == "spices-seasonings" {
				return fmt.Sprintf("buys %s next to the pantry's %s", l.Name, h.Name)
			}
		}
	}
	return ""
}

// What the reviewers found bought next to the pantry's own, and pantry items ignored.
func TestPantryIsUsedOrAccounted(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine, never string }{
		{"ground beef, tortillas, taco seasoning, cheddar, lettuce, tomato", "mexican", "cumin"},
		{"ground beef, tortillas, taco seasoning, cheddar", "mexican", "chili powder"},
		{"chicken, rice, chorizo, saffron, paprika, chicken stock, red bell pepper", "spanish", "smoked paprika"},
		{"chickpeas, coconut milk, onion, garlic, curry powder, tomatoes, spinach", "indian", "canned diced tomatoes"},
		{"pork belly, star anise, shaoxing wine, sugar, soy sauce, bok choy", "chinese", ""},
		{"cream, sugar, eggs, vanilla, mozzarella, nori", "french", ""},
	} {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: 4}
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		if msg := pantryAccounted(req, rec); msg != "" {
			t.Errorf("%s: %s\n%s", c.pantry, msg, recipeText(rec))
		}
		for _, l := range rec.Ingredients {
			if l.Name == c.never {
				t.Errorf("%s: buys %s\n%s", c.pantry, l.Name, recipeText(rec))
			}
		}
	}
}

func containsIngredient(list []*Ingredient, in *Ingredient) bool {
	for _, x := range list {
		if x == in {
			return true
		}
	}
	return false
}

// Taco seasoning goes in by the packet's measure for the meat, star anise as whole pods.
func TestBlendsAndWholePods(t *testing.T) {
	for _, c := range []struct {
		pantry, cuisine, food string
		least, most           float64 // grams
		unit                  string  // the line holds it
	}{
		{"1 lb ground beef, taco seasoning, flour tortillas, cheddar", "", "taco seasoning", 13, 27, "tbsp"},
		{"1 lb ground beef, taco seasoning, flour tortillas, cheddar", "mexican", "taco seasoning", 13, 27, "tbsp"},
		{"pork belly, star anise, shaoxing wine, sugar, soy sauce, bok choy", "chinese", "star anise", 0.5, 1.5, "2 star anise"},
	} {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: 4}
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		found := false
		for _, l := range rec.Ingredients {
			if l.Name != c.food {
				continue
			}
			found = true
			if l.Grams < c.least || l.Grams > c.most || !strings.Contains(l.Text, c.unit) {
				t.Errorf("%s: %q (%.1f g), want %.0f–%.0f g in %s\n%s", c.pantry, l.Text, l.Grams, c.least, c.most, c.unit, recipeText(rec))
			}
		}
		if !found {
			t.Errorf("%s: %s is not used\n%s", c.pantry, c.food, recipeText(rec))
		}
	}
}

// cooksAnything reports whether any step puts heat to food.
func cooksAnything(rec *Recipe) bool {
	for _, s := range rec.Instructions {
		if isHeatStep(s.Text) {
			return true
		}
	}
	return false
}

// One portion is cooked in a tablespoon or so of oil, not the three a family's pan takes:
// kimchi fried rice for one was written with 2 1/2 tbsp (35 g), a noodle salad with 3 1/2.
func TestOnePortionTakesASpoonOfOil(t *testing.T) {
	for _, req := range []Request{
		{Pantry: []string{"kimchi", "cooked rice", "eggs", "scallions", "gochujang"}, Cuisine: "korean", Servings: 1, TimeAvailable: 15},
		{Pantry: []string{"chicken breast", "broccoli", "soy sauce", "rice"}, Cuisine: "chinese", Servings: 1},
		{Pantry: []string{"cucumber", "tomatoes", "feta", "red onion", "olives"}, Cuisine: "greek", Servings: 1},
		{Pantry: []string{"spaghetti", "garlic", "chili flakes", "parsley"}, Cuisine: "italian", Servings: 1},
	} {
		rec, err := Generate(req)
		if err != nil {
			t.Fatalf("%v: %v", req.Pantry, err)
		}
		oil := 0.0
		for _, l := range rec.Ingredients {
			if in, ok := Lookup(l.Name); ok && in.Category == "oils-vinegars" && strings.HasSuffix(l.Name, "oil") && l.Name != "sesame oil" {
				oil += l.Grams
			}
		}
		if oil == 0 || oil > 28 {
			t.Errorf("%v for one: %.0f g of oil\n%s", req.Pantry, oil, recipeText(rec))
		}
	}
}

// A half tin's note says how many whole tins go with it: "1 1/2 cans" is a can and half
// another, not "half a 400 g can" (the transforms' review: 3 1/2 cans noted as a half).
func TestHalfTinNoteCountsTheWholeTins(t *testing.T) {
	tomatoes := mustLookup("canned diced tomatoes")
	for _, c := range []struct {
		qty  float64
		want string
	}{{0.5, "half a 400 g can;"}, {1.5, "1 can and half a 400 g can;"}, {3.5, "3 cans and half a 400 g can;"}, {2, ""}} {
		if got := halfTinNote(tomatoes, c.qty, "can"); !strings.HasPrefix(got, c.want) || c.want == "" && got != "" {
			t.Errorf("%.1f cans: got %q, want it to start %q", c.qty, got, c.want)
		}
	}
}

// pansListed is how many of its baking tins or pans a recipe's equipment counts ("4 tart
// or pie tins, 23 cm (9 in)"), 1 when none is counted.
func pansListed(rec *Recipe) float64 {
	for _, e := range rec.Equipment {
		var n int
		var rest string
		if k, _ := fmt.Sscanf(e, "%d %s", &n, &rest); k == 2 && n > 1 && (strings.Contains(e, " tins") || strings.Contains(e, " pans") || strings.Contains(e, " dishes")) {
			return float64(n)
		}
	}
	return 1
}
