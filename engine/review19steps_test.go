package engine

import (
	"strings"
	"testing"
)

// What a cook's review of world home cooking found in the steps and amounts of the
// recipes: each row is a request, what its recipe must say and what it must never say.
func TestReview19Steps(t *testing.T) {
	cases := []textCase{
		// A plate that only arranges its starch boils its potatoes first: never raw on the plate.
		{"chicken thighs, lemons, oregano, potatoes, garlic, olive oil, cucumber, tomatoes", "greek", "dinner", "gluten-free", 4, 60,
			`(?s)simmer until tender.*squeeze of the lemon[^.]*marinate for 10 minutes.*Divide the boiled potatoes`, `Divide the potato among`},
		// A bibimbap's spinach and bean sprouts are blanched and seasoned, its eggs fried
		// sunny side up and laid on top, and the pantry's courgette goes on too.
		{"rice, spinach, carrots, beansprouts, eggs, gochujang, sesame oil, courgette, garlic", "korean", "lunch", "vegetarian", 2, 40,
			`(?s)blanch the spinach and bean sprouts.*crack in the eggs and fry.*zucchini.*the fried eggs on top`, `cook the egg|egg until heated|unused`},
		// An onion and a pepper stewed soft for a shakshuka take a good film of oil, not a half spoon.
		{"eggs, tinned tomatoes, red pepper, onion, garlic, cumin, paprika, feta, flatbread", "middle-eastern", "breakfast", "", 2, 30,
			` 1 1/2 tbsp olive oil`, `(?m)^\s+(\* )?1/2 tbsp olive oil`},
		// The oil is an aglio e olio's sauce: two tablespoons a serving.
		{"spaghetti, garlic, olive oil, chilli flakes, parsley, parmesan, lemon", "italian", "dinner", "", 2, 15, `\* 4 tbsp olive oil`, ``},
		// An aloo gobi with no chickpeas or rice is a meal of vegetables: two potatoes for three, not one.
		{"potatoes, cauliflower, onion, garam masala, turmeric, tomatoes, cumin seeds, vegetable oil, green chillies", "indian", "lunch", "vegan", 3, 35,
			`\* 2 potatoes(.|\n)*\* 3 cups cauliflower`, `\* 1 potato`},
		// Half a mango a plate beside sticky rice.
		{"sticky rice, coconut milk, mangoes, sugar, salt", "thai", "dessert", "vegan", 4, 60, `\* 2 mangoes, peeled`, ``},
		// Three litres of pho broth take a tablespoon of fish sauce a litre.
		{"rice noodles, beef brisket, star anise, cinnamon stick, onion, ginger, fish sauce, beansprouts, thai basil, limes", "vietnamese", "breakfast", "", 4, 180,
			`3 litres(.|\n)*`, `\* [12] tbsp fish sauce`},
		// The pan's teaspoon of oil is listed as a teaspoon, as the step says it.
		{"rice paper, prawns, vermicelli, lettuce, mint, cucumber, hoisin sauce, carrots", "vietnamese", "snack", "gluten-free", 4, 30,
			`(?s) 1 tsp vegetable oil.*1 tsp of the vegetable oil`, `1/2 tbsp vegetable oil`},
		// A moussaka's béchamel takes half the cheese before the rest is scattered over.
		{"aubergines, lamb mince, onion, tinned tomatoes, cinnamon, potatoes, milk, butter, plain flour, parmesan", "greek", "dinner", "", 6, 120,
			`(?s)stir in half the parmesan.*the rest of the parmesan`, ``},
		// A congee's list holds the salt its step seasons it with.
		{"jasmine rice, ginger, spring onions, chicken thighs, white pepper, sesame oil", "chinese", "breakfast", "soy", 3, 90,
			`(?s) 3/4 tsp salt.*salt \(about 3/4 tsp\)`, ``},
		// Beef braised under three hours is cut into 4 cm chunks, never three big
		// pieces; mushrooms are halved, not cut into 5 cm chunks (with red wine and bacon
		// the pantry is a bourguignon: this one has neither).
		{"beef chuck, carrots, onions, mushrooms, garlic, thyme, beef stock, plain flour", "french", "dinner", "", 6, 180,
			`(?s)4 cm \(1 1/2 in\) chunks.*mushroom, halved`, `three even pieces|mushrooms?, cut into 5 cm`},
		// A risotto a minute over the time has its quicker way: the wine straight onto the
		// toasted grains, no resting.
		{"arborio rice, mushrooms, onion, white wine, vegetable stock, butter, parmesan", "italian", "dinner", "vegetarian", 4, 40,
			`Mushroom Risotto(.|\n)*stir for 1 minute[^.]*; pour in the white wine`, ``},
		// A miso soup alone is no breakfast: the pantry's rice, salmon and tofu are a
		// Japanese breakfast of rice, miso soup and salted grilled salmon.
		{"salmon fillets, miso paste, mirin, short grain rice, nori, spring onions, tofu", "japanese", "breakfast", "", 2, 40,
			`^Japanese Breakfast with Salmon(.|\n)*Start the sushi rice(.|\n)*slip in the tofu(.|\n)*a bowl of the sushi rice`, `unused: (short grain rice|salmon|tofu)`},
	}
	checkTextCases(t, cases)
}

// Asked for baking, a cook never serves a porridge: a bake that takes longer than the
// time is refused with its minutes rather than answered with a bowl of oats.
func TestBakingIsNeverPorridge(t *testing.T) {
	req := Request{Pantry: strings.Split("rolled oats, peanut butter, bananas, chocolate chips, flour, brown sugar, baking soda, eggs", ", "),
		Cuisine: "american", Meal: "baking", Servings: 8, TimeAvailable: 40}
	addRules(&req, "gluten-free")
	req.Rules.Allergies = append(req.Rules.Allergies, "peanuts")
	rec, err := Generate(req)
	if err == nil && strings.Contains(strings.ToLower(rec.Title), "porridge") {
		t.Errorf("baking: got %q, want a bake or a refusal", rec.Title)
	}
}
