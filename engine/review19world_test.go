package engine

import "testing"

// What a cook's review of world home cooking found: the pantry's obvious dish was
// missing and a generic one stood in, or a word was read as a nearby wrong food. Each
// row is a request, what its recipe must say and what it must never say.
func TestReview19World(t *testing.T) {
	cases := []textCase{
		// Eggs, dashi, soy, sugar, onion and rice are a tamagodon: onion simmered in sweet
		// dashi, egg set soft over it, slid onto rice; nothing bought but the tamari.
		{"eggs, dashi, soy sauce, sugar, onion, rice, spring onions", "japanese", "lunch", "pescatarian,wheat", 2, 25,
			`^Tamagodon(.|\n)*dashi, tamari and sugar in the skillet(.|\n)*egg should be just set`, `broccoli|bell pepper|unused`},
		// With chicken it is oyakodon.
		{"chicken thighs, eggs, onion, soy sauce, mirin, sugar, rice, dashi", "japanese", "dinner", "", 4, 40,
			`^Oyakodon(.|\n)*simmer, turning once`, `unused`},
		// Mince, burger buns, cheddar and the trimmings are burgers: patties shaped and
		// seared, the cheese melted on, built in the toasted buns (was a bowl of loose
		// browned mince, the buns "not needed").
		{"ground beef, burger buns, cheddar, lettuce, tomato, onion, ketchup, pickles", "american", "dinner", "sesame", 4, 30,
			`^Cheeseburgers(.|\n)*press each into a patty(.|\n)*lay the cheddar on top(.|\n)*toast them cut side down(.|\n)*close with the tops`, `Bowl|unused|browned loose`},
		// Baking with oats and bananas, gluten-free and no peanuts: banana oat cookies, the
		// bananas binding the oats (was a porridge of 9 cups of water).
		{"rolled oats, peanut butter, bananas, chocolate chips, flour, brown sugar, baking soda, eggs", "american", "baking", "gluten-free,peanuts", 8, 40,
			`^Banana Oat Cookies(.|\n)*Mash the bananas(.|\n)*fold in the chocolate chips(.|\n)*Drop 16 heaped spoonfuls`, `Porridge|water|unused`},
		// Sticky (glutinous) rice is its own food: soaked and steamed, never boiled like
		// sushi rice.
		{"sticky rice, coconut milk, mangoes, sugar, salt", "thai", "dessert", "vegan", 4, 60,
			`^Mango Sticky Rice(.|\n)*glutinous rice \(sticky rice\)(.|\n)*soak(.|\n)*steam for 20 minutes`, `sushi rice|1 1/4 times its volume`},
		// Sichuan peppercorns are not black pepper: toasted, ground and scattered over.
		{"pork mince, silken tofu, doubanjiang, garlic, ginger, spring onions, cornflour, sichuan peppercorns, chicken stock", "chinese", "dinner", "", 4, 30,
			`^Mapo Tofu(.|\n)*toast the sichuan pepper(.|\n)*the ground sichuan pepper`, `black pepper|unused`},
		// Potatoes, flour, eggs, spring onions and kimchi asked for Korean are a kimchi
		// pancake, fried crisp and cut in wedges (was: "No Korean dish Larder knows fits",
		// American fritters with the kimchi unused).
		{"potatoes, plain flour, eggs, spring onions, kimchi, vegetable oil, soy sauce", "korean", "snack", "sesame", 3, 30,
			`^Kimchi Pancake(.|\n)*juice from the kimchi(.|\n)*spread it thin(.|\n)*cut into wedges`, `American|unused`},
		// Baked beans come in their own sweet sauce: they are not stirred into a curry
		// beside its paneer (was: listed in a palak paneer and used by no step).
		{"spinach, paneer, baked beans, onion, garlic", "indian", "dinner", "", 4, 40, `^Palak Paneer`, `\* [0-9 /]*(cans?|cups?) baked beans`},
		// Beef chuck, red wine, lardons, mushrooms and flour are a bœuf bourguignon: the
		// lardons rendered, the flour cooked in the fat to thicken the wine (was: a pot
		// roast, the lardons and flour unused).
		{"beef chuck, red wine, carrots, onions, mushrooms, bacon lardons, garlic, thyme, beef stock, plain flour", "french", "dinner", "", 6, 180,
			`^Bœuf Bourguignon(.|\n)*brown the bacon(.|\n)*Sprinkle over the all-purpose flour(.|\n)*Pour in the red wine`, `unused|Pot Roast|flour gently`},
		// Chicken, rice, tinned tomatoes and stock asked for Mexican are a red rice with
		// chicken: the stock is the rest of the rice's liquid, not water, and the onion is
		// chopped while the chicken browns so it fits 50 minutes (was a burrito bowl of
		// plain rice, the tomatoes and stock unused).
		{"chicken thighs, rice, tinned tomatoes, onion, garlic, jalapeños, cumin, chicken stock, coriander", "mexican", "dinner", "dairy-free", 4, 50,
			`^Mexican Chicken Rice(.|\n)*Meanwhile, rinse the white rice; dice the onion(.|\n)*Pour in the canned diced tomatoes and the chicken broth`, `unused|of water`},
		// Semolina with mustard seeds, curry leaves, chilli, peas and ghee is upma, in 20
		// minutes; curry leaves are counted, not measured by the cup (was refused, naming a
		// cauliflower dish for a pantry with no cauliflower).
		{"semolina, onion, mustard seeds, curry leaves, green chillies, peas, cashews, ghee", "indian", "breakfast", "tree-nuts", 2, 20,
			`^Upma(.|\n)*10 curry leaves(.|\n)*Roast the semolina(.|\n)*let them pop(.|\n)*Rain in the roasted semolina`, `cauliflower|cups? curry leaves|unused`},
	}
	checkTextCases(t, cases)
}

// TestReview19Words: a cook's word resolves to the food it names, not a near one.
func TestReview19Words(t *testing.T) {
	for word, want := range map[string]string{
		"sticky rice": "glutinous rice", "glutinous rice": "glutinous rice", "short grain rice": "sushi rice",
		"sichuan peppercorns": "sichuan pepper", "szechuan peppercorns": "sichuan pepper",
		"dried ancho chillies": "dried chiles", "ancho chillies": "dried chiles", "guajillo chillies": "dried chiles",
	} {
		l := ParseLine(word)
		if l.Ingredient == nil {
			t.Errorf("%q: got no food, want %s", word, want)
			continue
		}
		if l.Ingredient.Name != want {
			t.Errorf("%q: got %s, want %s", word, l.Ingredient.Name, want)
		}
	}
}
