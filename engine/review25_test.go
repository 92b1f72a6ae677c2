package engine

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Review 25: leftover rice served beside or under a hot dish is reheated first, by a
// step that says so; fried rice, a pot that stirs it in, and the rest warm it already.
func TestLeftoverRiceIsReheatedBeforeItIsServed(t *testing.T) {
	for _, c := range []struct {
		pantry, cuisine string
		servings        int
	}{
		{"4 chicken thighs, soy sauce, mirin, sake, fresh ginger, leftover rice, spring onions", "japanese", 2},
		{"3 eggs, soy sauce, mirin, a pinch of sugar, leftover rice, nori", "japanese", 1},
		{"salmon fillets, soy sauce, honey, garlic, leftover rice, broccoli", "", 2},
		{"chicken breast, coconut milk, red curry paste, leftover rice, green beans", "thai", 3},
		{"beef mince, onion, kidney beans, chopped tomatoes, chilli powder, leftover rice", "mexican", 4},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: c.servings, TimeAvailable: 40, Meal: "dinner"})
		if err != nil {
			continue
		}
		if !listsFood(rec, "cooked rice") {
			continue
		}
		warmed := false
		for _, s := range rec.Instructions {
			if !strings.Contains(s.Text, "cooked rice") && !strings.Contains(s.Text, " rice") {
				continue
			}
			low := strings.ToLower(s.Text)
			for _, w := range []string{"reheat", "heat through", "heats through", "fry", "simmer", "warm", "stir in the cooked rice", "until hot"} {
				warmed = warmed || strings.Contains(low, w)
			}
		}
		if !warmed {
			t.Errorf("%s (%s): the leftover rice is never warmed: %v", c.pantry, rec.Title, rec.Instructions)
		}
	}
}

// A donburi's bowl of rice made from leftover rice is the bowl the dish's dry rice would
// cook to (about 200 g), not the dry rice's weight of cooked rice.
func TestRiceBowlOfLeftoverRiceIsAFullBowl(t *testing.T) {
	for _, c := range []struct {
		pantry   string
		servings int
	}{
		{"3 eggs, soy sauce, mirin, a pinch of sugar, leftover rice, nori", 1},
		{"eggs, onion, soy sauce, mirin, leftover rice", 2},
		{"chicken thighs, eggs, onion, soy sauce, mirin, leftover rice, dashi", 2},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: "japanese", Servings: c.servings, TimeAvailable: 25, Meal: "dinner"})
		if err != nil || !strings.Contains(rec.Title, "don") {
			continue
		}
		for _, l := range rec.Ingredients {
			if l.Name == "cooked rice" && l.Grams/float64(c.servings) < 170 {
				t.Errorf("%s: %q is %.0f g a bowl, want about 200 g", c.pantry, l.Text, l.Grams/float64(c.servings))
			}
		}
	}
}

// The cook's rough amount ("a pinch of sugar", "a few basil leaves", "a splash of milk")
// is written as a cook measures it, never as a fraction of a gram.
func TestCooksRoughAmountIsNeverOddGrams(t *testing.T) {
	for _, c := range []struct {
		pantry, cuisine, food string
		servings              int
	}{
		{"3 eggs, soy sauce, mirin, a pinch of sugar, leftover rice, nori", "japanese", "sugar", 1},
		{"2 chicken breasts, a bag of penne, cherry tomatoes, a ball of mozzarella, a few basil leaves", "italian", "basil", 4},
		{"500g beef mince, an onion, 2 carrots, frozen peas, 1kg potatoes, butter, a splash of milk, beef stock cube", "british", "milk", 4},
		{"spaghetti, tinned tomatoes, garlic, olive oil, a few basil leaves", "italian", "basil", 2},
		{"eggs, a splash of milk, butter, a pinch of salt, chives", "", "milk", 2},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: c.servings, TimeAvailable: 90, Meal: "dinner"})
		if err != nil {
			continue
		}
		for _, l := range rec.Ingredients {
			if l.Name == c.food && l.Unit == "g" && l.Quantity < 20 {
				t.Errorf("%s: %q is a silly measure for the cook's rough amount", c.pantry, l.Text)
			}
		}
	}
}

func listsFood(rec *Recipe, name string) bool {
	for _, l := range rec.Ingredients {
		if l.Name == name {
			return true
		}
	}
	return false
}

// A weight the cook gave is the measure: "1kg potatoes" is all of the kilo, "225g
// self-raising flour" stays 225 g, never a count or cups re-weighed.
func TestCooksWeightStaysTheirWeight(t *testing.T) {
	for _, c := range []struct {
		pantry, cuisine, meal, food string
		servings                    int
		grams                       float64
	}{
		{"500g beef mince, an onion, 2 carrots, frozen peas, 1kg potatoes, butter, milk, beef stock cube", "british", "dinner", "potato", 4, 1000},
		{"225g self-raising flour, 75g butter, caster sugar, a handful of sultanas, 1 egg, milk", "british", "baking", "self-rising flour", 8, 225},
		{"200g self-raising flour, 50g butter, sugar, milk", "british", "baking", "self-rising flour", 6, 200},
		{"sausages, 800g potatoes, onion, butter, milk", "british", "dinner", "potato", 4, 800},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: c.servings, TimeAvailable: 90, Meal: c.meal})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		for _, l := range rec.Ingredients {
			if l.Name == c.food && (l.Unit != "g" || l.Grams != c.grams) {
				t.Errorf("%s (%s): %q, want the cook's %.0f g", c.pantry, rec.Title, l.Text, c.grams)
			}
		}
	}
}

// A scone dough's liquid (milk and egg) is about half the flour's weight: review 25's
// 3/4 cup of milk and an egg to 219 g of flour made a batter.
func TestSconeDoughLiquidFollowsItsFlour(t *testing.T) {
	for _, pantry := range []string{
		"225g self-raising flour, 75g butter, caster sugar, a handful of sultanas, 1 egg, milk",
		"self-raising flour, butter, sugar, milk",
		"plain flour, baking powder, butter, milk, sugar, 1 egg",
		"500g self-raising flour, butter, milk, raisins",
	} {
		rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Cuisine: "british", Servings: 8, TimeAvailable: 45, Meal: "baking"})
		if err != nil || !strings.Contains(rec.Title, "Scone") {
			continue
		}
		flour, wet := 0.0, 0.0
		for _, l := range rec.Ingredients {
			switch {
			case strings.Contains(l.Name, "flour"):
				flour += l.Grams
			case l.Name == "milk" || l.Name == "egg":
				wet += l.Grams
			}
		}
		if r := wet / flour; r < 0.4 || r > 0.7 {
			t.Errorf("%s: %.0f g of milk and egg to %.0f g of flour (%.2f), want about half", pantry, wet, flour, r)
		}
	}
}

// A leek is weighed as a trimmed leek is (about 150 g), and a gem lettuce is a lettuce.
func TestLeeksAndGemLettuceWeighed(t *testing.T) {
	for text, want := range map[string]float64{"3 leeks": 450, "2 leeks": 300, "a leek": 150} {
		if l := ParseLine(text); l.Grams != want {
			t.Errorf("%q weighs %.0f g, want %.0f g", text, l.Grams, want)
		}
	}
	for _, text := range []string{"a gem lettuce", "2 baby gems", "little gem lettuce", "gem lettuce"} {
		if l := ParseLine(text); l.Ingredient == nil || l.Ingredient.Name != "romaine lettuce" {
			t.Errorf("%q is not read as a lettuce", text)
		}
	}
}

// A cold jarred condiment (horseradish sauce, mayonnaise, ranch) is served on the side,
// never bubbled in a pan sauce, where a creamy one splits and a hot one loses its bite.
func TestColdCondimentNeverBubbles(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine, sauce string }{
		{"2 mackerel fillets, new potatoes, a bag of watercress, horseradish sauce, a lemon", "british", "horseradish sauce"},
		{"sirloin steak, potatoes, horseradish sauce, green beans", "british", "horseradish sauce"},
		{"salmon fillets, new potatoes, mayonnaise, lemon, peas", "", "mayonnaise"},
		{"chicken breasts, potatoes, ranch dressing, broccoli", "american", "ranch dressing"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: 2, TimeAvailable: 40, Meal: "dinner"})
		if err != nil {
			continue
		}
		for _, s := range rec.Instructions {
			for _, sentence := range strings.Split(s.Text, ". ") {
				if strings.Contains(sentence, c.sauce) && (strings.Contains(sentence, "bubble") || strings.Contains(sentence, "simmer")) {
					t.Errorf("%s (%s): the %s is heated: %q", c.pantry, rec.Title, c.sauce, sentence)
				}
			}
		}
	}
}

// Flour measured by the cup is by the spoon where a quarter cup is far off: a roux's
// 48 g of flour is 6 tbsp, its butter's weight, never "1/2 cup" (62 g).
func TestRouxFlourMatchesItsButter(t *testing.T) {
	for _, c := range []struct {
		pantry   string
		servings int
	}{
		{"a bag of macaroni, a block of sharp cheddar, milk, butter, plain flour, breadcrumbs", 4},
		{"macaroni, cheddar, milk, butter, flour", 2},
		{"macaroni, cheddar, milk, butter, flour, bacon", 6},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: "american", Servings: c.servings, TimeAvailable: 45, Meal: "dinner"})
		if err != nil || !strings.Contains(rec.Title, "Mac") {
			continue
		}
		butter, flour := 0.0, 0.0
		for _, l := range rec.Ingredients {
			switch l.Name {
			case "butter":
				butter = l.Grams
			case "all-purpose flour":
				flour = l.Grams
			}
		}
		if butter > 0 && (flour > 1.2*butter || flour < 0.6*butter) {
			t.Errorf("%s for %d: %.0f g flour to %.0f g butter in the roux, want about equal", c.pantry, c.servings, flour, butter)
		}
	}
}

// A broth the cook has as a cube or powder says in its step how it is made, and a few
// grams of something light (wakame, nori) are spooned or counted, never "5 g".
func TestConcentrateMadeUpAndLightFoodsSpooned(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine, broth string }{
		{"white miso paste, a block of silken tofu, dried wakame, spring onions, dashi powder", "japanese", "dashi"},
		{"500g beef mince, an onion, 2 carrots, frozen peas, 1kg potatoes, butter, milk, beef stock cube", "british", "beef broth"},
		{"chicken thighs, onion, carrots, chicken stock cube, potatoes", "british", "chicken broth"},
		{"miso, tofu, dashi granules, scallions, nori", "japanese", "dashi"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: 4, TimeAvailable: 90})
		if err != nil || !listsFood(rec, c.broth) {
			continue
		}
		said := false
		for _, s := range rec.Instructions {
			said = said || strings.Contains(s.Text, c.broth+" (made with")
		}
		if !said {
			t.Errorf("%s (%s): no step says how the %s is made", c.pantry, rec.Title, c.broth)
		}
		for _, l := range rec.Ingredients {
			if (l.Name == "wakame" || l.Name == "nori") && l.Unit == "g" {
				t.Errorf("%s: %q, want it spooned or counted", c.pantry, l.Text)
			}
		}
	}
}

// A bake cools before anything goes on as it is served: review 25's brownies scattered
// banana "as you serve it" in the step before "Cool in the tin".
func TestBakeServedAfterItCools(t *testing.T) {
	for _, pantry := range []string{
		"3 very ripe bananas, plain flour, light brown sugar, 2 eggs, butter, bicarbonate of soda, a bar of dark chocolate",
		"dark chocolate, butter, sugar, eggs, flour, cocoa powder, strawberries",
		"flour, sugar, butter, eggs, baking powder, milk, bananas",
		"digestive biscuits, cream cheese, sugar, eggs, lemon, blueberries",
	} {
		rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Cuisine: "american", Servings: 8, TimeAvailable: 90, Meal: "baking"})
		if err != nil {
			continue
		}
		served := -1
		for i, s := range rec.Instructions {
			if strings.Contains(s.Text, "as you serve") && served < 0 {
				served = i
			}
			if served >= 0 && i > served && coolsLast(s.Text) {
				t.Errorf("%s (%s): step %d serves before step %d cools: %q", pantry, rec.Title, served+1, i+1, s.Text)
			}
		}
	}
}

// Cheese laid over burgers to melt is counted in slices and, from a block or a bag,
// sliced first: never "1 cup cheddar" laid on the patties.
func TestBurgerCheeseIsSliced(t *testing.T) {
	for _, pantry := range []string{
		"500g beef mince, 4 burger buns, a block of cheddar, an onion, a tomato, a gem lettuce, pickles, ketchup",
		"beef mince, burger buns, cheddar, onion",
		"ground beef, brioche buns, a block of monterey jack, tomato, lettuce",
		"beef mince, burger buns, cheddar slices, ketchup",
	} {
		rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Cuisine: "american", Servings: 4, TimeAvailable: 30, Meal: "dinner"})
		if err != nil || !strings.Contains(rec.Title, "urger") {
			continue
		}
		for _, l := range rec.Ingredients {
			if l.Category == "dairy" && l.Name != "butter" && l.Unit != "slice" {
				t.Errorf("%s: %q, want it in slices", pantry, l.Text)
			}
			if l.Unit == "slice" && !strings.Contains(pantry, "slices") && !strings.Contains(l.Preparation, "slices") {
				t.Errorf("%s: %q is never sliced from the cook's %s", pantry, l.Text, l.Name)
			}
		}
	}
}

// Diced eggplant gets its full time in the pan; cherry tomatoes blister until they
// burst; mozzarella is torn over a pasta at the end, never tossed over the heat.
func TestPanVegetablesGetTheirTime(t *testing.T) {
	minutes := regexp.MustCompile(`Add the ([a-z ,]+) and cook [^.]*?about (\d+) minutes`)
	for _, c := range []struct{ pantry, cuisine string }{
		{"2 chicken breasts, a bag of penne, cherry tomatoes, a ball of mozzarella, a few basil leaves", "italian"},
		{"penne, cherry tomatoes, garlic, mozzarella, olive oil", "italian"},
		{"spaghetti, aubergine, garlic, tinned tomatoes, olive oil", "italian"},
		{"chicken thighs, aubergine, onion, garlic, rice", ""},
		{"an aubergine, greek yoghurt, garlic, bulgur wheat, mint", "middle-eastern"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: 2, TimeAvailable: 45, Meal: "dinner"})
		if err != nil {
			continue
		}
		for _, s := range rec.Instructions {
			if strings.Contains(s.Text, "half the mozzarella") && strings.Contains(s.Text, "over the heat") {
				t.Errorf("%s: mozzarella tossed over the heat: %q", c.pantry, s.Text)
			}
			m := minutes.FindStringSubmatch(s.Text)
			if m == nil {
				continue
			}
			n, _ := strconv.Atoi(m[2])
			if strings.HasPrefix(m[1], "eggplant") && n < 8 || m[1] == "cherry tomato" && n < 5 {
				t.Errorf("%s: %s cooked %d minutes: %q", c.pantry, m[1], n, s.Text)
			}
		}
	}
}

// The cook's pomegranate seeds finish a savoury plate of the cuisines that strew them,
// never "is savoury; keep it for something sweet".
func TestPomegranateFinishesSavouryPlates(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine string }{
		{"an aubergine, a tub of greek yoghurt, pomegranate seeds, garlic, bulgur wheat", "middle-eastern"},
		{"chicken thighs, couscous, pomegranate seeds, red onion, cumin", "middle-eastern"},
		{"lamb mince, onion, pomegranate seeds, cumin, flatbreads", "middle-eastern"},
		{"chickpeas, bulgur, pomegranate seeds, cucumber, lemon, parsley", "mediterranean"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: 2, TimeAvailable: 60, Meal: "dinner"})
		if err != nil {
			continue
		}
		for _, u := range rec.UnusedPantry {
			if strings.Contains(u.Reason, "something sweet") {
				t.Errorf("%s (%s): %s: %s", c.pantry, rec.Title, u.Name, u.Reason)
			}
		}
		for _, l := range rec.Ingredients {
			if l.Name == "pomegranate seeds" && l.Grams > 25*2 {
				t.Errorf("%s: %q is more than a garnish", c.pantry, l.Text)
			}
		}
	}
}

// The cook's parsley (or mint, coriander) goes into the kofta as well as over them,
// where the dish uses it (review 25's kofta only strewed it on top).
func TestKoftaTakeTheCooksHerbInside(t *testing.T) {
	for _, c := range []struct{ pantry, herb string }{
		{"500g lamb mince, an onion, a bunch of parsley, ground cumin, flatbreads, greek yoghurt, a cucumber", "parsley"},
		{"lamb mince, onion, fresh mint, cumin, pitta, yoghurt", "mint"},
		{"beef mince, onion, parsley, garlic, cumin, pitta, yoghurt, cucumber", "parsley"},
		{"lamb mince, red onion, coriander, cumin, couscous, greek yoghurt", "cilantro"},
		{"lamb mince, couscous, feta, mint, lemon, greek yoghurt, cucumber", "mint"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: "middle-eastern", Servings: 4, TimeAvailable: 40, Meal: "dinner"})
		if err != nil || !strings.Contains(rec.Title, "Kofta") {
			continue
		}
		for _, l := range rec.Ingredients {
			if l.Name != c.herb || l.Optional {
				continue
			}
			inside := false
			for _, s := range rec.Instructions {
				inside = inside || strings.Contains(s.Text, "shape it") && strings.Contains(s.Text, c.herb)
			}
			if !inside {
				t.Errorf("%s (%s): the %s never goes into the kofta", c.pantry, rec.Title, c.herb)
			}
			if halves := strings.Count(recipeText(rec), "half the "+c.herb); halves > 1 {
				t.Errorf("%s (%s): the %s is used by halves %d times", c.pantry, rec.Title, c.herb, halves)
			}
		}
	}
}
