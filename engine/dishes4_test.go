package engine

import (
	"strings"
	"testing"
)

// Dishes the catalogue lacked (issue 8, lane dishes4): each row is a pantry typed as a
// cook types it, the title and the steps its recipe must hold, and what it must never say.
func TestDishes4OfTheirPantries(t *testing.T) {
	checkTextCases(t, []textCase{
		// Cutlets, panko and a curry roux are a katsu curry: the cutlets breaded and
		// shallow-fried while the sauce simmers, the roux melted in off the heat at the
		// end (was a honey-soy traybake that drizzled the roux on raw).
		{"pork chops, panko, japanese curry roux, rice, eggs, flour", "japanese", "", "", 4, 0,
			`^Pork Chop Katsu Curry(.|\n)*dip each in the all-purpose flour seasoned with salt, then the beaten eggs, then the panko(.|\n)*Take the sauce off the heat, drop in the japanese curry roux(.|\n)*Fry the pork chops`, `Traybake|unused`},
		{"chicken breasts, panko breadcrumbs, curry powder, rice, eggs, onion, carrots", "", "dinner", "", 2, 60,
			`^Chicken Katsu Curry(.|\n)*Stir in the curry powder and 2 tbsp of the all-purpose flour(.|\n)*Whisk in the chicken broth`, `japanese curry roux|unused`},
		// A Japanese curry's roux goes in at the end, off the heat, for its last 5 minutes:
		// simmered the whole time it catches and turns pasty.
		{"chicken thighs, japanese curry roux, potatoes, carrots, onion, rice", "japanese", "", "", 4, 0,
			`^Japanese Curry with Chicken(.|\n)*Pour in the water and bring to a gentle simmer(.|\n)*Take the pot off the heat, break in the japanese curry roux`, `water with the japanese curry roux|unused`},
	})
}

// More dishes the catalogue lacked: a row each, the pantry as a cook types it.
func TestDishes4NewDishes(t *testing.T) {
	checkTextCases(t, []textCase{
		// Sweetcorn, red curry paste, egg and lime leaves are Thai corn fritters, not a salad.
		{"sweetcorn, red curry paste, eggs, flour, kaffir lime leaves", "thai", "", "", 4, 30,
			`^Thai Corn Fritters(.|\n)*Beat the eggs in the large bowl with the red curry paste(.|\n)*lime leaves(.|\n)*fry in batches`, `Salad|unused`},
		{"frozen sweetcorn, thai red curry paste, egg, rice flour, fish sauce, sweet chilli sauce, lime", "", "snack", "", 2, 25,
			`^Thai Corn Fritters(.|\n)*rice flour(.|\n)*with the sweet chili sauce for dipping and the lime wedges`, `unused`},
		// No-bake cereal bars: marshmallows melted in butter, or chocolate or syrup.
		{"rice krispies, marshmallows, butter", "", "", "", 8, 0,
			`^Rice Krispie Treats(.|\n)*add the marshmallows and stir until completely melted(.|\n)*Tip in the crisped rice cereal(.|\n)*cut into 8 squares`, `Bake|oven|unused`},
		{"cornflakes, milk chocolate, butter, golden syrup", "british", "", "", 6, 0,
			`^Chocolate Cornflake Cakes(.|\n)*Melt the milk chocolate, butter and golden syrup together(.|\n)*Chill until set`, `oven|unused`},
		{"corn flakes, golden syrup, butter", "", "", "", 4, 0,
			`^Golden Syrup Cornflake Cakes(.|\n)*Melt the butter and golden syrup`, `oven|unused`},
		// Doenjang, tofu and courgette are a doenjang jjigae: the paste dissolved in the
		// water (or a quick anchovy stock), potato first, tofu last.
		{"doenjang, tofu, courgette, potato, onion, green chilli, anchovies", "korean", "", "", 4, 0,
			`^Doenjang Jjigae(.|\n)*quick anchovy stock(.|\n)*Stir the doenjang into a ladleful(.|\n)*with the potato(.|\n)*Add the onion and zucchini(.|\n)*Slide in the tofu and green chili`, `Kimchi|unused`},
		{"soybean paste, tofu, zucchini, onion, garlic, rice", "", "dinner", "", 2, 30,
			`^Doenjang Jjigae(.|\n)*with the white rice in bowls alongside`, `unused`},
		// Pork belly is fried in the pot first and the anchovy stock, made in a saucepan,
		// poured over it: never a stock simmered in the pot the pork then fries in.
		{"doenjang, pork belly, tofu, zucchini, anchovies", "korean", "", "", 4, 0,
			`^Doenjang Jjigae(.|\n)*anchovies in a saucepan(.|\n)*fry the pork belly(.|\n)*Pour the anchovy stock over the pork belly and bring it to a boil`, `unused`},
		// Pork chops, lemongrass and fish sauce are thịt heo nướng sả, with rice.
		{"pork chops, lemongrass, fish sauce, sugar, garlic, rice", "vietnamese", "", "", 4, 0,
			`^Vietnamese Lemongrass Pork Chop(.|\n)*Pound the lemongrass and garlic to a rough paste(.|\n)*marinade(.|\n)*charred(.|\n)*over the white rice`, `Stir-Fry|Pan-Seared|unused`},
		{"pork chops, lemongrass, fish sauce, lime, garlic, jasmine rice, cucumber", "", "dinner", "", 2, 60,
			`^Vietnamese Lemongrass Pork Chop(.|\n)*nước chấm(.|\n)*with the cucumber alongside`, `unused`},
		// Chicken takes the lemongrass marinade too, under its own name (gà, not heo).
		{"lemongrass, chicken thighs, fish sauce, garlic, rice", "vietnamese", "", "", 4, 0,
			`^Vietnamese Lemongrass Chicken \(Gà Nướng Sả\)(.|\n)*Slash the chicken thighs`, `Heo|fat edge|unused`},
		// The katsu's roux melts in while the cutlets fry: it fits 45 minutes.
		{"chicken thigh, panko, japanese curry roux, rice", "japanese", "dinner", "", 4, 45,
			`^Chicken Katsu Curry(.|\n)*while the cutlets fry`, `unused`},
		// Leeks, ham, cheese and a white sauce: the leeks wrapped in ham under the sauce.
		{"leeks, ham, cheddar, milk, flour, butter", "", "", "", 4, 0,
			`^Leeks Wrapped in Ham with Cheese Sauce(.|\n)*slices ham(.|\n)*wrap each length in a slice of the ham(.|\n)*Pour the sauce over the ham-wrapped leeks`, `chop the ham|unused`},
		// Eggs, flour and milk with no raising agent are crêpes: nothing bought to raise them.
		{"eggs, flour, milk, butter", "", "breakfast", "", 4, 0, `^Crêpes`, `baking powder|Muffins|Pancakes`},
		{"eggs, plain flour, milk", "", "", "", 2, 0, `^Crêpes`, `baking powder`},
	})
}

// "Dried" before beans or chickpeas is read: the beans are soaked (overnight, or a quick
// soak when the time is short) and simmered tender before the dish, and the line says
// how much dried makes what it takes cooked.
func TestDishes4DriedBeans(t *testing.T) {
	checkTextCases(t, []textCase{
		{"dried butter beans, tomatoes, onion, garlic, dill, olive oil", "greek", "", "", 4, 0,
			`^Gigantes Plaki(.|\n)*dried lima beans, soaked and cooked \(about 750 g cooked\)(.|\n)*1\. \[480\] The night before, put the dried lima beans in a large bowl(.|\n)*simmer, partly covered, until nearly tender(.|\n)*Bake uncovered`, `drain and rinse the lima beans|unused`},
		{"dried chickpeas, tahini, lemon, garlic", "", "", "", 4, 0,
			`^Hummus(.|\n)*dried chickpeas, soaked and cooked(.|\n)*soak for 8–12 hours(.|\n)*Blend the chickpeas`, `drain and rinse the chickpeas`},
		{"dried chickpeas, onion, tomatoes, garam masala, ginger", "indian", "", "", 4, 240,
			`^Chana Masala(.|\n)*Quick-soak the dried chickpeas(.|\n)*boil for 2 minutes`, `night before`},
		{"dried kidney beans, ground beef, onion, canned tomatoes, chili powder", "mexican", "", "", 4, 0,
			`(?i)chili(.|\n)*boil kidney beans hard for the first 10 minutes`, ``},
		// Tinned beans are not soaked.
		{"butter beans, tomatoes, onion, garlic, dill, olive oil", "greek", "", "", 4, 90,
			`^Gigantes Plaki`, `soak|dried`},
	})
	req := Request{Pantry: []string{"dried chickpeas", "tahini", "lemon", "garlic"}, Servings: 4, TimeAvailable: 60}
	if _, err := Generate(req); err == nil || !strings.Contains(err.Error(), "dried chickpeas need soaking") {
		t.Errorf("dried chickpeas in 60 minutes: got %v, want a refusal that says they need soaking", err)
	}
}

// Dish choices fixed from pantries a home cook sends: a batter with nothing to raise it
// is crêpes whatever the cuisine (British pancakes are crêpes), brownies need chocolate,
// and courgettes, feta and dill are Greek fritters with the feta in the batter.
func TestDishes4HomePantries(t *testing.T) {
	checkTextCases(t, []textCase{
		{"eggs, flour, milk", "american", "breakfast", "", 4, 0, `^Crêpes`, `baking powder|Frittata|Scrambled`},
		{"eggs, flour, milk, butter, maple syrup", "american", "breakfast", "", 4, 0, `^Crêpes`, `baking powder`},
		{"eggs, flour, milk, butter", "british", "", "", 4, 0, `^Crêpes`, `baking powder`},
		// With a raising agent, the fluffy bakes are back.
		{"eggs, flour, milk, baking powder, butter, maple syrup", "american", "breakfast", "", 4, 0, `^(Pancakes|Muffins|Scones)`, `Crêpes`},
		{"flour, sugar, butter, eggs, vanilla", "", "baking", "", 8, 0, `(?i)cookies|cake`, `^Brownies|cocoa powder`},
		{"flour, sugar, butter, eggs, cocoa powder", "", "baking", "", 8, 0, `^Brownies`, ``},
		{"courgettes, feta, eggs, dill, flour", "greek", "lunch", "", 4, 0,
			`^Kolokithokeftedes(.|\n)*stir in the zucchini, dill and feta`, `Top with the feta|unused`},
		{"zucchini, carrot, eggs, flour, feta, yogurt", "", "", "", 4, 0, `^Vegetable Fritters`, `unused`},
	})
}
