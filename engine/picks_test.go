package engine

import (
	"regexp"
	"strings"
	"testing"
)

// What a cook picks for a pantry that plainly makes one dish: the dish that uses the
// pantry, with its own items in it, and no shopping for what the dish does not need.
// Each row is a real request; want and never are regular expressions over the recipe
// text (with its unused items).
func TestPantryPicks(t *testing.T) {
	cases := []struct {
		pantry, cuisine, meal, rules string
		servings, time               int
		want, never                  string
	}{
		// Tuna and sweetcorn is the classic filling: the cook's corn goes in.
		{"tuna, mayonnaise, sweetcorn, bread, cucumber", "", "lunch", "eggs", 2, 10, `Mix the canned tuna[^.]*corn`, `unused: sweetcorn`},
		{"tuna, mayonnaise, sweetcorn, bread", "", "lunch", "", 2, 10, `Mix the canned tuna[^.]*corn`, `unused: sweetcorn`},
		// Brown sugar only in the pantry: the cookies take all brown, no white sugar fetched unlisted.
		{"all-purpose flour, baking soda, butter, brown sugar, eggs, chocolate chips, vanilla extract", "american", "baking", "", 8, 45, `\* [0-9 /]+cups? brown sugar`, `(?m)^    [0-9 /]+cups? sugar`},
		// Chicken, pasta, cream and parmesan are a creamy chicken pasta, the pasta tossed in the sauce.
		{"chicken breasts, pasta, double cream, garlic, parmesan, frozen peas, butter", "italian", "dinner", "", 4, 30, `(?s)^Creamy Chicken.*Pasta.*Add the drained spaghetti`, `unused: pasta`},
		{"chicken thighs, penne, cream cheese, spinach", "", "", "", 2, 0, `Add the drained penne`, `unused: penne`},
		// Chickpeas, salad vegetables, feta and pitta are a Greek chickpea salad with warm pitta, not a hummus that buys tahini.
		{"chickpeas, cucumber, tomatoes, red onion, feta, olive oil, lemon, pitta", "greek", "lunch", "vegetarian", 2, 15, `(?s)^Greek Salad with Chickpeas.*Cut the pitas into wedges`, `tahini|Toss[^.]*pita`},
		// Sausages, potatoes, onions and gravy granules are bangers and mash with onion gravy; the
		// peas boil while the onions soften, so it fits 40 minutes and buys no cabbage.
		{"pork sausages, onions, potatoes, butter, milk, gravy granules, frozen peas", "", "dinner", "", 4, 40, `^Bangers and Mash with Onion Gravy`, `cabbage|unused: gravy|unused: frozen peas`},
		// Self-raising flour, butter, sugar, eggs, jam and icing sugar are a Victoria sponge, and its
		// thin layers cool in 20 minutes: it fits 75 minutes (was: scones buying milk).
		{"self-raising flour, butter, caster sugar, eggs, strawberry jam, icing sugar", "", "baking", "", 8, 75, `^Victoria Sponge`, `unused: icing sugar|missing \[[^]]*milk`},
		// Flour, egg and breadcrumbs beside fish and potatoes mean a breaded coating: breaded fish,
		// oven chips and peas, nothing bought (was: pan-seared cod buying butter, shallot and garlic).
		{"cod fillets, potatoes, flour, eggs, breadcrumbs, lemon, frozen peas, oil", "", "dinner", "", 4, 45, `(?s)^Breaded Cod and Chips.*then the breadcrumbs`, `missing \[[^]]|unused: (breadcrumbs|eggs|flour)`},
		{"haddock, potatoes, eggs, panko", "", "", "", 2, 0, `^Breaded Haddock and Chips`, ``},
		// Aromatics and spice jars the pantry lacks round a dish out: listed, never sent for.
		{"beef mince, tortillas, cheddar, lettuce, tomato, sour cream, onion", "mexican", "dinner", "", 4, 30, ``, `missing \[[^]]*(garlic|jalapeno)`},
		{"salmon, new potatoes, green beans, lemon, butter, dill", "french", "dinner", "", 2, 30, ``, `missing \[[^]]*garlic`},
		{"red lentils, onion, garlic, ginger, tinned tomatoes, coconut milk, curry powder, rice", "indian", "dinner", "vegan", 4, 40, ``, `missing \[[^]]*red pepper flakes`},
		{"black beans, rice, onion, garlic, cumin, red pepper, lime, avocado", "mexican", "dinner", "vegan", 4, 40, ``, `missing \[[^]]*chili powder`},
		// No butter in the pantry: the soup softens its onion in the cupboard's oil.
		{"butternut squash, onion, vegetable stock, garlic, cream, bread", "", "lunch", "vegetarian", 4, 45, ``, `missing \[[^]]*(butter|nutmeg|ginger)`},
		// The cook's soy seasons the stir-fry: the oyster sauce is optional, not sent for.
		{"chicken thighs, rice, soy sauce, ginger, garlic, broccoli, spring onions, sesame oil", "chinese", "dinner", "", 3, 35, ``, `missing \[[^]]*oyster`},
		// A soy allergy: no oyster sauce (brands hold soy), and the coconut aminos alone season it.
		{"rice, eggs, frozen peas, carrots, soy sauce, spring onions, vegetable oil", "chinese", "lunch", "soy", 2, 20, `scramble`, `oyster sauce|missing \[[^]]*shaoxing|unused: eggs`},
		// Peanuts ruled out of a pad thai: left off, no sunflower seeds bought; the cupboard's sugar
		// stands in for brown; the tamarind stays.
		{"prawns, rice noodles, eggs, beansprouts, peanuts, lime, fish sauce, spring onions", "thai", "dinner", "peanuts", 2, 25, `missing \[[^]]*tamarind`, `sunflower|missing \[[^]]*(garlic|sugar)`},
		// The cook's tin of tomatoes is a tikka masala's vegetable: no spinach bought beside it.
		{"chicken breast, yoghurt, garam masala, onion, garlic, ginger, tinned tomatoes, double cream, rice", "indian", "dinner", "", 4, 50, `^Chicken Tikka Masala`, `spinach`},
		// A chop's pan sauce is its browned bits lifted with water: no broth, thyme or garlic sent for.
		{"pork chops, apples, potatoes, cabbage, butter, mustard", "", "dinner", "", 2, 40, `Add the water`, `missing \[[^]]*(broth|thyme|garlic)`},
		// What the dish is named for stays a purchase: garlicky greens pasta buys its garlic.
		{"spaghetti, spinach, parmesan", "italian", "", "", 2, 0, `^Garlicky Greens Pasta(.|\n)*missing \[garlic\]`, ``},
	}
	for _, c := range cases {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Meal: c.meal, Servings: c.servings, TimeAvailable: c.time}
		addRules(&req, c.rules)
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		text := recipeText(rec)
		for _, e := range rec.UnusedPantry {
			text += "unused: " + e.Name + "\n"
		}
		if c.want != "" && !regexp.MustCompile(c.want).MatchString(text) {
			t.Errorf("%s: got no %q, want it\n%s", c.pantry, c.want, text)
		}
		if c.never != "" {
			if m := regexp.MustCompile(c.never).FindString(text); m != "" {
				t.Errorf("%s: got %q, want none\n%s", c.pantry, m, text)
			}
		}
	}
}
