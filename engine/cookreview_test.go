package engine

import (
	"regexp"
	"strings"
	"testing"
)

// What cooks corrected in the steps, shopping lists and titles of real requests: each
// row is a pantry, what its recipe must say and what it must never say.
func TestCooksCorrections(t *testing.T) {
	cases := []struct {
		pantry, cuisine string
		servings        int
		want, never     string // regular expressions over the whole recipe text; "" for none
	}{
		// Halloumi is sliced and fried golden, also as a second protein; never stirred in raw.
		{"chicken, halloumi, peppers, rice", "", 2, `brown the halloumi .*golden on both sides`, `(?i)stir in the halloumi|halloumi, cut into 2 cm`},
		{"salmon, halloumi, potatoes, green beans", "", 2, `brown the halloumi`, `heat through in the sauce`},
		{"halloumi, couscous, courgette, lemon", "", 2, `halloumi, cut into 1 cm \(1/2 in\) slices`, ``},
		// Cooked prawns only warm through, and the title calls them prawns' own name.
		{"cooked prawns, coconut milk, curry paste, rice, peppers", "thai", 2, `adding the cooked shrimp for the last 2`, `Cooked Shrimp|pink and just opaque|peeled and deveined`},
		{"cooked prawns, pasta, garlic, lemon", "", 2, `Warm the cooked shrimp`, `pink and just opaque`},
		{"cooked shrimp, noodles, pak choi, soy sauce", "", 2, `cooked shrimp`, `(?i)poach the cooked shrimp|pink`},
		// Yoghurt never boils in the sauce; a tikka masala's meat marinates in it first.
		{"chicken, yogurt, garam masala, tinned tomatoes, onion, rice", "indian", 3, `marinate.*\n.*\n.*shaking off the marinade(.|\n)*Off the heat, let the bubbling stop, then stir in the rest of the yogurt`, `Pour in the [a-z ]*yogurt`},
		{"chickpeas, greek yogurt, spinach, onion, tinned tomatoes", "indian", 3, ``, `Pour in the [a-z ]*yogurt`},
		// A carbonara says "spice none": no oregano bought to make it Italian.
		{"pasta, eggs, bacon, parmesan", "", 3, ``, `oregano`},
		// A spice left over is sprinkled, not served with.
		{"eggs, bread, red pepper flakes, avocado", "", 3, `Sprinkle the red pepper flakes over`, `Serve with the red pepper flakes`},
		// Breads are one a serving or more.
		{"chicken, naan, tinned tomatoes, curry powder", "indian", 3, `\* 3 naans`, ``},
		{"eggs, naan, spinach, onion", "", 3, `\* 3 naans`, ``},
		// A raw carrot in a bún is cut into matchsticks, not diced.
		{"rice noodles, carrot, cucumber, chicken, lettuce", "", 3, `carrots?, cut into matchsticks`, `carrots?, diced`},
		// Tofu poached in broth is heated through, never "golden".
		{"tofu, noodles, stock, pak choi", "", 2, `poach until heated through`, `(poach|simmer)[^.]*until golden`},
		// A stew whose only liquid is one tin gets water enough to simmer in.
		{"peanut butter, sweet potato, tinned tomatoes, chickpeas, onion", "", 4, `peanut butter and [0-9 /]+cups? \([0-9]+ ml\) of water; bring to a boil`, ``},
		// A title names its main once.
		{"lentils, onion, carrot, stock", "spanish", 4, `^Spanish Lentils \(`, `Lentils with Lentils`},
		// The pantry's baking powder raises the banana bread: no baking soda bought.
		{"flour, sugar, butter, eggs, baking powder, bananas", "", 12, `baking powder`, `baking soda|missing \[[^]]*soda`},
		// A stock cube is the broth: the line says how many cubes make it, and a cube that
		// names no animal is "stock" (review 18).
		{"stock cube, onion, potatoes, leeks", "french", 6, `stock \(made with [2-6] stock cubes and boiling water\)`, `missing \[[^]]*broth|chicken broth`},
		{"beef stock cube, beef, onion, carrots", "", 6, ``, `beef broth[^.]*and [0-9 /]+cups? \([0-9]+ ml\) of water`},
		// A stir-fry with no main is named after its vegetables, never a bare "Stir-Fry".
		{"broccoli, peppers, soy sauce", "chinese", 2, `^Broccoli and Pepper Stir-Fry \(`, `^Stir-Fry`},
		{"pasta, tomato, basil", "italian", 2, `^Spaghetti with Tomato and Basil`, ``},
		// A salad named for black beans holds them, or is named for what it holds.
		{"cooked prawns, avocado, lettuce, tomato, lime", "mexican", 2, `^Corn Salad with Shrimp \(`, `Black Bean`},
		{"black beans, corn, avocado, lime", "mexican", 2, `^Black Bean and Corn Salad \(`, `with Black Beans`},
		// A souvlaki plate's yogurt and cucumber are tzatziki, its red onion raw and its pitta
		// warmed and served alongside, never divided among bowls (review: dishes2).
		{"lamb chops, greek yoghurt, pitta, cucumber, garlic, lemon, oregano", "greek", 2, `For the tzatziki(.|\n)*Serve with the tzatziki and the warm pitas alongside`, `Divide the pita|add the red onion and cook|with , `},
		{"chicken thighs, greek yogurt, pita bread, cucumber, red onion, tomato, lemon", "greek", 4, `red onion, thinly sliced(.|\n)*the rest of the garlic`, `Divide the pita|Top with the [^.]*yogurt|with , `},
		{"leftover roast lamb, pitta, yoghurt, cucumber, red onion", "", 2, `stir it into the yogurt`, `greek yogurt|Divide the pita`},
		{"minced lamb, natural yogurt, cucumber, flatbreads, parsley", "greek", 3, `For the tzatziki`, `with , `},
		// Instant ramen cooks in its sachet's broth, the egg soft-boiled and the greens wilted in.
		{"pack of instant ramen, 1 egg, pak choi, spring onion, chilli oil, frozen sweetcorn", "japanese", 1, `seasoning sachet(.|\n)*add the bok choy for the last(.|\n)*drizzle with the chili oil`, `(?i)yakisoba|well-salted water`},
		// Turnovers: the mustard spread on the pastry, the egg brushed on, baked at 200°C.
		{"block of puff pastry, cheddar, ham, dijon mustard, 1 egg", "", 4, `Spread each square thinly with the dijon mustard(.|\n)*Brush the tops with the rest of the egg(.|\n)*200°C|200°C(.|\n)*Spread each square thinly with the dijon mustard(.|\n)*Brush the tops with the rest of the egg`, `(?i)scrambl`},
	}
	for _, c := range cases {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: c.servings})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		text := recipeText(rec)
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
