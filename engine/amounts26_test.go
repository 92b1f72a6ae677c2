package engine

import (
	"strings"
	"testing"
)

// Review 26: amounts a cook would write. A counted pantry main is cooked by its count
// (8 wings for two are the 8 wings, never 350 g), a bone-in main weighs its bone on
// top of a plate's meat.
func TestAmountsACookWrites26(t *testing.T) {
	cases := []struct {
		pantry, cuisine, meal, rules string
		servings                     int
		food                         string
		least, most                  float64 // grams a serving
		whole                        float64 // grams of one piece: the amount is whole pieces of it; 0 unchecked
	}{
		{"8 chicken wings, honey, soy sauce, garlic, sesame seeds, spring onions", "korean", "", "sesame", 2, "chicken wings", 355, 365, 90},
		{"8 chicken wings, honey, soy sauce, garlic", "", "", "", 2, "chicken wings", 355, 365, 90},
		{"12 chicken wings, hot sauce, butter, celery", "american", "", "", 2, "chicken wings", 230, 540, 90},
		{"chicken wings, honey, soy sauce, garlic, broccoli, rice", "chinese", "", "", 4, "chicken wings", 230, 600, 0},
		{"4 lamb chops, rosemary, garlic, potatoes", "", "", "", 2, "lamb chops", 190, 210, 100},
		// Nori tops a bowl by the sheet, one or two a bowl: never 60 g (two dozen sheets).
		{"ramen noodles, 2 eggs, leftover roast pork, miso paste, frozen sweetcorn, spring onions, nori sheets", "japanese", "", "", 2, "nori", 1, 5, 1.25},
		// Tinned fish is opened by the half tin, never "3 1/2 tbsp canned tuna".
		{"a tin of chickpeas, a tin of tuna in brine, red onion, cucumber, a lemon, parsley, olive oil", "mediterranean", "", "", 1, "canned tuna", 70, 143, 71},
		// The cook's steak as the only meat of a dish is a plate's steak, not 60 g of it.
		{"sirloin steak, a bag of rocket, parmesan, balsamic vinegar, baby potatoes, butter", "italian", "", "keto", 2, "sirloin steak", 160, 250, 0},
		// A bake's butter is weighed off the block (a whole number of 5 g), never "4 1/2 tbsp".
		{"plain flour, caster sugar, 2 eggs, 3 overripe bananas, unsalted butter, bicarbonate of soda, walnuts", "", "baking", "", 8, "unsalted butter", 5, 12, 5},
		// Garam masala goes in by the teaspoon: 2 tsp for three, never 1 1/2 tbsp.
		{"paneer, frozen peas, a tin of chopped tomatoes, garam masala, an onion, double cream, naan bread", "indian", "", "vegetarian", 3, "garam masala", 0.5, 1.5, 0},
		{"pack of 6 chicken drumsticks, coconut milk, red onion, ginger, tikka paste, basmati rice, spinach", "indian", "", "", 4, "chicken drumstick", 180, 375, 125},
	}
	for _, c := range cases {
		req := portionRequest(c.pantry, c.cuisine, c.meal, c.rules, c.servings)
		req.TimeAvailable = 60
		switch c.food {
		case "nori", "sirloin steak":
			req.TimeAvailable = 35
		case "canned tuna":
			req.TimeAvailable = 10
		}
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%q: %v", c.pantry, err)
			continue
		}
		g, ok := gramsOf(rec, c.food)
		if !ok {
			t.Errorf("%q: %s has no %s", c.pantry, rec.Title, c.food)
			continue
		}
		per := g / float64(c.servings)
		if per < c.least || per > c.most {
			t.Errorf("%q (%s): %.0f g %s a serving, want %.0f–%.0f", c.pantry, rec.Title, per, c.food, c.least, c.most)
		}
		if c.whole > 0 {
			if n := g / c.whole; n-float64(int(n+0.5)) > 0.12 || float64(int(n+0.5))-n > 0.12 {
				t.Errorf("%q (%s): %.0f g %s is %.1f pieces, not whole ones", c.pantry, rec.Title, g, c.food, n)
			}
		}
	}
}

// A main on the bone that poaches in a curry's sauce simmers for its own time: drumsticks
// whole for 35–45 minutes, never the 13 of chicken cut small.
func TestBoneInPoachesItsTime26(t *testing.T) {
	req := portionRequest("pack of 6 chicken drumsticks, coconut milk, red onion, ginger, Patak's tikka paste, basmati rice, spinach", "indian", "", "", 4)
	req.TimeAvailable = 90
	rec, err := Generate(req)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := gramsOf(rec, "chicken drumstick"); !ok {
		t.Skipf("%s has no drumsticks", rec.Title)
	}
	simmered := 0
	for _, s := range rec.Instructions {
		if strings.Contains(s.Text, "drumstick") && (strings.Contains(s.Text, "simmer") || strings.Contains(s.Text, "roast") || strings.Contains(s.Text, "bake")) {
			simmered += s.Minutes
		}
	}
	for _, s := range rec.Instructions {
		if strings.Contains(s.Text, "Add the onion and simmer") || strings.Contains(s.Text, "keep simmering") {
			simmered += s.Minutes
		}
	}
	if simmered < 35 {
		t.Errorf("%s: the drumsticks cook about %d minutes in all:\n%s", rec.Title, simmered, recipeText(rec))
	}
}
