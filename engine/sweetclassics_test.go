package engine

import (
	"strings"
	"testing"
)

// Classic sweet dishes and bakes a cook names from their pantry (review, lane sweet):
// pears with red wine or a syrup and whole spices are poached pears, not a crumble
// that buys its flour and butter; limes, condensed milk and biscuits a key lime pie,
// not a crème brûlée of the yolks; cornmeal, buttermilk and eggs a cornbread (all
// cornmeal, and so gluten-free, without wheat flour or where gluten is ruled out);
// bananas and coconut milk the Thai kluay buat chee. Each keeps to what the cook
// holds and to the checks every recipe passes.
func TestSweetClassicsFromTheirPantry(t *testing.T) {
	cases := []struct {
		pantry, meal, rules string
		servings            int
		title, tech         string
		not                 string // a word the title must not hold, or ""
	}{
		{"pears, red wine, sugar, cinnamon, star anise, vanilla pod, orange", "", "", 4, "red wine poached pears", "poached fruit", ""},
		{"conference pears, caster sugar, vanilla pod, lemon, double cream", "dessert", "", 4, "poached pears", "poached fruit", "wine"},
		{"4 pears, honey, cinnamon sticks, cloves, orange peel", "", "vegan", 4, "poached pears", "poached fruit", ""},
		{"pears, flour, butter, sugar, cinnamon", "", "", 6, "crumble", "crumble", ""},
		// Without wheat the crumble cannot be made: the pears and sugar are poached (was: a refusal).
		{"pears, plain flour, butter, sugar", "dessert", "gluten-free", 6, "poached pears", "poached fruit", ""},
		{"limes, condensed milk, egg yolks, digestive biscuits, butter, double cream", "", "", 8, "key lime pie", "key lime pie", ""},
		{"key limes, sweetened condensed milk, graham crackers, butter, eggs", "dessert", "", 6, "key lime pie", "key lime pie", ""},
		{"lime juice, condensed milk, digestives, butter", "", "", 4, "key lime pie", "key lime pie", ""},
		{"cornmeal, flour, buttermilk, eggs, butter, sugar, baking powder", "", "", 8, "cornbread", "cornbread", "gluten-free"},
		{"polenta, milk, eggs, butter, sugar, baking powder", "baking", "", 8, "gluten-free cornbread", "cornbread", ""},
		{"cornmeal, plain flour, buttermilk, 2 eggs, butter, honey, baking powder, bicarbonate of soda", "", "gluten-free", 8, "gluten-free cornbread", "cornbread", ""},
		{"bananas, coconut milk, sugar, salt", "", "", 4, "bananas in coconut milk", "fruit in coconut milk", ""},
		{"bananas, coconut milk, palm sugar, pandan leaves", "dessert", "vegan", 2, "bananas in coconut milk", "fruit in coconut milk", ""},
		{"strong flour, yeast, milk, butter, sugar, mixed spice, currants, egg", "", "", 12, "hot cross buns", "hot cross buns", ""},
		{"strong white flour, fast action yeast, whole milk, butter, caster sugar, cinnamon, sultanas, 1 egg, orange, apricot jam, plain flour", "baking", "", 8, "hot cross buns", "hot cross buns", ""},
		{"bread flour, instant yeast, oat milk, margarine, brown sugar, pumpkin pie spice, raisins", "", "vegan", 12, "hot cross buns", "hot cross buns", ""},
		// Yeast and flour without fruit or spice are still a loaf or a focaccia.
		{"bread flour, yeast, salt, olive oil", "", "", 8, "focaccia|loaf", "focaccia|crusty loaf", ""},
		{"filo pastry, walnuts, butter, sugar, honey, cinnamon, lemon", "", "", 12, "baklava", "baklava", ""},
		{"phyllo dough, pistachios, unsalted butter, caster sugar, lemon", "dessert", "", 8, "baklava", "baklava", ""},
		{"crumpets, butter", "", "", 2, "toasted crumpets", "crumpets", ""},
		{"crumpets, butter, honey, marmite", "breakfast", "", 4, "toasted crumpets", "crumpets", ""},
		{"crumpets, mature cheddar, butter, worcestershire sauce", "", "", 2, "cheese crumpets", "crumpets", ""},
		{"custard powder, milk, sugar, bananas", "", "", 4, "banana custard", "powder custard", ""},
		{"custard powder, whole milk, caster sugar", "dessert", "", 4, "custard", "powder custard", "banana"},
		{"vanilla ice cream, stem ginger in syrup", "", "", 4, "ice cream with stem ginger", "ginger ice cream", ""},
		// A crumble makes the cook's custard powder into custard while it bakes.
		{"apples, flour, butter, sugar, custard powder, milk", "", "", 4, "apple crumble", "crumble", ""},
		// Polenta with parmesan and no eggs is not a cornbread that buys its eggs.
		{"polenta, parmesan, butter, milk", "", "", 4, "", "", "cornbread"},
		// Bananas and flour are still a banana bread.
		{"ripe bananas, flour, sugar, butter, eggs, baking soda", "", "", 8, "banana", "loaf|muffins", ""},
	}
	for _, c := range cases {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Meal: c.meal, Servings: c.servings}
		if c.rules != "" {
			req.Rules.Restrictions = strings.Split(c.rules, ",")
		}
		rec, dish, err := generate(req)
		if err != nil {
			t.Errorf("%q: %v", c.pantry, err)
			continue
		}
		title := strings.ToLower(rec.Title)
		if !holdsAny(title, c.title) || c.not != "" && strings.Contains(title, c.not) {
			t.Errorf("%q (%s): got %q, want a title with %q", c.pantry, c.rules, rec.Title, c.title)
			continue
		}
		if !holdsAny(dish.tech.name, c.tech) {
			t.Errorf("%q: %q is cooked as %q, want %q", c.pantry, rec.Title, dish.tech.name, c.tech)
		}
		for _, check := range []func(Request, *Recipe) string{checkRecipe, buysNoMain, pantryAccounted, amountsACookWrites} {
			if msg := check(req, rec); msg != "" {
				t.Errorf("%q: %s\n%s", c.pantry, msg, recipeText(rec))
			}
		}
		if c.rules == "gluten-free" || c.rules == "vegan" {
			for _, l := range rec.Ingredients {
				if in, ok := Lookup(l.Name); ok && !(&Request{Rules: req.Rules}).Rules.allows(in) {
					t.Errorf("%q (%s): %q holds %q", c.pantry, c.rules, rec.Title, l.Text)
				}
			}
		}
	}
}

// The steps of the new sweet dishes say what a cook does, in a baker's order: pears
// simmered under parchment until a knife slides in and their liquid boiled to a syrup;
// a key lime pie's crust baked before its filling, then cooled and chilled; a
// cornbread poured into a tin heated in the oven; bananas simmered briefly in coconut
// milk that never boils hard.
func TestSweetClassicsSteps(t *testing.T) {
	for _, c := range []struct {
		pantry   string
		servings int
		want     []string
	}{
		{"pears, red wine, sugar, cinnamon, star anise, vanilla pod, orange", 4, []string{"leaving the stalks on", "circle of parchment", "knife slides", "reduced", "syrup"}},
		{"limes, condensed milk, egg yolks, digestive biscuits, butter, double cream", 8, []string{"180°c", "bake until just darker", "160°c", "slight wobble", "cool on a wire rack", "at least 3 hours", "whip the heavy cream", "8 slices"}},
		{"lime juice, condensed milk, digestives, butter", 4, []string{"chill until set firm, at least 4 hours"}},
		{"cornmeal, flour, buttermilk, eggs, butter, sugar, baking powder", 8, []string{"200°c", "put it in the oven to heat", "just until no dry pockets", "sizzle", "skewer comes out clean", "8 squares"}},
		{"bananas, coconut milk, sugar, salt", 4, []string{"do not let it boil hard", "salty edge", "3–5 minutes"}},
		{"filo pastry, walnuts, butter, sugar, honey, cinnamon, lemon", 12, []string{"syrup first", "180°c", "damp tea towel", "brushing each", "cut right through", "40–45 minutes", "cooled syrup", "at least 4 hours"}},
		{"apples, flour, butter, sugar, custard powder, milk", 4, []string{"meanwhile, make the custard", "smooth paste", "until it thickens", "with the hot custard"}},
		{"crumpets, butter, honey, marmite", 2, []string{"toast the crumpets", "crisp at the edges", "melts into the holes", "honey or yeast extract"}},
		{"crumpets, cheddar, butter", 2, []string{"heat the grill", "holey side", "heap over the cheddar", "bubbling"}},
		{"strong flour, yeast, milk, butter, sugar, mixed spice, currants, egg", 12, []string{"hand-warm", "knead", "until doubled in size", "12 equal pieces", "doubled again", "200°c", "paste", "pipe", "hollow-sounding", "brush the hot buns"}},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Servings: c.servings})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		all := strings.ToLower(recipeText(rec))
		for _, w := range c.want {
			if !strings.Contains(all, strings.ToLower(w)) {
				t.Errorf("%s (%s): got no %q in the steps\n%s", c.pantry, rec.Title, w, recipeText(rec))
			}
		}
	}
}

// A stand-in the rules put in place of a refused food is the cook's own when the pantry
// holds it too (greek yogurt beside the mayonnaise an egg-free cook cannot have): cooked,
// or listed as unused, whichever line of the pantry comes first (was: neither).
func TestSwapTheCookAlsoHolds(t *testing.T) {
	for _, pantry := range []string{
		"smoked salmon, sweet potato, japanese mayonnaise, greek yogurt, almonds, turnip, pancetta",
		"smoked salmon, sweet potato, greek yogurt, japanese mayonnaise, almonds, turnip, pancetta",
	} {
		req := Request{Pantry: strings.Split(pantry, ", "), Servings: 4, Rules: Rules{Restrictions: []string{"egg-free"}}}
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s: %v", pantry, err)
			continue
		}
		if msg := pantryAccounted(req, rec); msg != "" {
			t.Errorf("%s: %s\n%s", pantry, msg, recipeText(rec))
		}
	}
}

// A poke bowl on quinoa speaks of quinoa in every step, never of "the rice" it does
// not hold (a random pantry found it).
func TestPokeBowlNamesItsGrain(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"sushi-grade salmon", "quinoa", "soy sauce", "pineapple"}, Cuisine: "japanese", Servings: 4})
	if err != nil {
		t.Fatal(err)
	}
	text := recipeText(rec)
	if !strings.Contains(strings.ToLower(rec.Title), "poke") || strings.Contains(text, "the rice") {
		t.Errorf("got %q speaking of rice:\n%s", rec.Title, text)
	}
}

// Carnitas tuck their garlic in among the pork before the braise; no step reads as if
// raw garlic were strewn over the plate (a random pantry found it).
func TestCarnitasTuckInTheGarlic(t *testing.T) {
	req := Request{Pantry: []string{"garlic", "wings", "pork shoulder", "bamboo shoots"}, Cuisine: "greek", Servings: 4, TimeAvailable: 119,
		Rules: Rules{Allergies: []string{"sesame", "wheat"}}, Variation: 1}
	rec, err := Generate(req)
	if err != nil {
		t.Fatal(err)
	}
	if text := recipeText(rec); strings.Contains(text, "scatter over the garlic") {
		t.Errorf("%q strews raw garlic:\n%s", rec.Title, text)
	}
}

// Flapjacks made with coconut oil for a dairy-free cook melt the coconut oil, and no
// step speaks of butter (a random pantry found it).
func TestFlapjacksMeltTheirOwnFat(t *testing.T) {
	req := Request{Pantry: []string{"gluten free rolled oats", "coconut oil", "golden syrup", "brown sugar"}, Servings: 10,
		Rules: Rules{Allergies: []string{"milk"}}}
	rec, err := Generate(req)
	if err != nil {
		t.Fatal(err)
	}
	if text := recipeText(rec); strings.Contains(strings.ToLower(rec.Title), "flapjack") && strings.Contains(text, "butter") {
		t.Errorf("%q speaks of butter:\n%s", rec.Title, text)
	}
}
