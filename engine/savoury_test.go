package engine

import (
	"slices"
	"strings"
	"testing"
)

// Savoury dishes cook reviewers asked for and got another dish or a refusal: each made
// of its family of pantries, whatever words the cook uses.
func TestSavouryDishesOfTheirPantries(t *testing.T) {
	checkDishCases(t, []dishCase{
		// Moussaka: roasted eggplant, a meat sauce with cinnamon and a béchamel, or yogurt and eggs, baked on top.
		{"eggplant, ground lamb, canned diced tomatoes, milk, butter, all-purpose flour, onion, garlic, cinnamon", "greek", 0, 4, "moussaka", "moussaka"},
		{"aubergine, beef mince, tinned tomatoes, eggs, greek yogurt, onion, feta", "", 0, 4, "moussaka", "moussaka"},
		{"aubergines, lamb mince, chopped tomatoes, eggs, milk, parmesan", "greek", 0, 6, "moussaka", "moussaka"},
		{"eggplant, brown lentils, canned tomatoes, milk, butter, flour", "greek", 0, 4, "lentil moussaka", "moussaka"},
		// Egg-fried rice with ham in a hurry: cooked ham is warmed, never cooked to 63°C, so it fits 15 minutes.
		{"cooked rice, eggs, ham, frozen peas, soy sauce, spring onions", "", 15, 2, "ham fried rice", "fried rice"},
		{"rice, eggs, ham, peas, soy sauce, spring onion", "", 30, 2, "ham fried rice", "fried rice"},
		{"leftover rice, 2 eggs, leftover turkey, soy sauce, spring onions", "chinese", 20, 2, "turkey fried rice", "fried rice"},
		// Eggs, rice and peas are egg fried rice, never "Peas Fried Rice" (round2).
		{"cooked rice, eggs, frozen peas, soy sauce, spring onions", "", 15, 2, "egg fried rice", "fried rice"},
		// Bubble and squeak: leftover potatoes or mash crushed with greens and fried to a crust, leftover meat warmed through it.
		{"leftover potatoes, cabbage, leftover roast turkey, butter, onion", "", 0, 4, "bubble and squeak with turkey", "bubble and squeak"},
		{"leftover mash, sprouts, ham", "", 0, 2, "bubble and squeak with ham", "bubble and squeak"},
		{"mashed potatoes, brussels sprouts, bacon", "", 0, 2, "bubble and squeak", "bubble and squeak"},
		{"potatoes, cabbage, eggs, butter", "", 0, 2, "bubble and squeak", "bubble and squeak"},
		{"cold boiled potatoes, kale, cooked chicken, onion", "", 40, 3, "bubble and squeak with chicken", "bubble and squeak"},
		// Leftover roast beef with potatoes and veg is a hash warmed through in 40 minutes, the carrots
		// cooked with the potatoes; never a raw sirloin seared, nor a stir-fry of diced potato (round2).
		{"leftover roast beef, potatoes, carrots, onion, gravy granules, peas", "", 40, 4, "potato hash with beef", "skillet"},
		{"leftover roast lamb, cooked rice, eggs, frozen peas, soy sauce", "", 20, 2, "lamb fried rice", "fried rice"},
		{"leftover roast pork, corn tortillas, onion, lime, salsa", "mexican", 0, 3, "pork tacos", "tacos"},
		{"leftover roast lamb, pitta, yoghurt, cucumber, red onion", "", 0, 2, "lamb souvlaki plate", "grain bowl"},
		// Summer rolls: nothing cooked but the noodles and a raw main; a peanut-hoisin dip, or nước chấm.
		{"rice paper, prawns, rice vermicelli, lettuce, mint, carrot, cucumber, peanut butter, hoisin sauce", "vietnamese", 0, 2, "summer rolls", "summer rolls"},
		{"rice paper wrappers, cooked chicken, vermicelli noodles, cucumber, carrot, cilantro, fish sauce, lime", "", 0, 4, "summer rolls with chicken", "summer rolls"},
		{"spring roll wrappers, tofu, rice noodles, carrot, cucumber, mint, peanut butter", "", 0, 2, "summer rolls with tofu", "summer rolls"},
		{"rice paper, cooked prawns, rice noodles, iceberg lettuce, basil", "vietnamese", 30, 2, "summer rolls", "summer rolls"},
		// Without noodles the rolls are all filling: rice paper, prawns, lettuce and mint are summer rolls (round2).
		{"rice paper, prawns, lettuce, mint", "", 0, 4, "summer rolls with shrimp", "summer rolls"},
		// Miso soup in 10 minutes: the dashi heats while the wakame soaks and the tofu is cut; the miso never boils.
		{"miso, tofu, wakame, spring onions", "japanese", 10, 2, "miso soup", "miso soup"},
		{"miso paste, silken tofu, spinach, dashi", "", 10, 4, "miso soup", "miso soup"},
		{"white miso, firm tofu, dried seaweed, scallions", "japanese", 12, 1, "miso soup", "miso soup"},
		// Egg fried noodles: the eggs scramble in the wok and the noodles, boiled or soaked, are tossed back in,
		// whatever noodles the cook has (the "Egg" of the title is the eggs, not the egg noodles).
		{"egg noodles, eggs, soy sauce, spring onions, bean sprouts, carrot", "", 25, 2, "egg fried noodles", "stir-fry"},
		{"ramen noodles, eggs, ham, soy sauce, cabbage, spring onion", "", 0, 2, "egg fried noodles with ham", "stir-fry"},
		{"rice noodles, eggs, prawns, soy sauce, spring onions", "", 0, 2, "egg fried noodles with shrimp", "stir-fry"},
		{"egg noodles, chicken breast, eggs, soy sauce, pak choi", "chinese", 30, 4, "egg fried noodles with chicken", "stir-fry"},
		// Sausage rolls: sausage meat, or sausages out of their skins, rolled in puff pastry (review 18 had a
		// 12-egg frittata of a pantry with one egg: "sausage meat" was an unknown word).
		{"puff pastry, sausage meat, egg, onion, sage", "", 45, 6, "sausage rolls", "sausage rolls"},
		{"ready-rolled puff pastry, sausagemeat, eggs", "british", 0, 3, "sausage rolls", "sausage rolls"},
		{"puff pastry, pork sausages, milk, dried thyme, sesame seeds", "", 0, 10, "sausage rolls", "sausage rolls"},
		// Puff pastry with ham or cooked chicken and cheese is turnovers, mustard-spread and egg-washed;
		// never scrambled eggs with the one egg that was for the glaze (review: dishes2).
		{"block of puff pastry, cheddar, ham, dijon mustard, 1 egg", "", 40, 4, "ham and cheese turnovers", "puff turnovers"},
		{"puff pastry, leftover roast chicken, mozzarella, egg", "", 0, 2, "chicken and cheese turnovers", "puff turnovers"},
		{"ready-rolled puff pastry, gruyere, wafer thin ham, milk, spring onions", "", 45, 6, "ham and cheese turnovers", "puff turnovers"},
		{"puff pastry, sliced ham, cheese", "", 0, 3, "ham and cheese turnovers", "puff turnovers"},
		// Instant ramen is a packet with its sachet: a ramen bowl in its own broth, never yakisoba (review: dishes2).
		{"pack of instant ramen, 1 egg, pak choi, spring onion, chilli oil, frozen sweetcorn", "japanese", 15, 1, "instant ramen with bok choy", "instant ramen"},
		{"2 packs instant noodles, eggs, spinach, mushrooms, sesame oil", "", 0, 2, "instant ramen with spinach and mushroom", "instant ramen"},
		{"shin ramyun, kimchi, egg, spring onions", "korean", 15, 1, "instant ramen", "instant ramen"},
		// Stewing steak is the beef of a stew, never an unknown word beside a vegetable soup (review 18).
		{"beef stewing steak, onions, carrots, potatoes, flour, beef stock, red wine, thyme", "french", 180, 6, "beef", "stew|pot roast"},
		{"stewing steak, onion, potatoes, carrots", "", 180, 4, "beef", "stew|pot roast"},
	})
}

// A protein bought cooked (leftover turkey, ham) is warmed through, never cooked to a
// raw meat's temperature.
func TestCookedMeatIsWarmedNotCooked(t *testing.T) {
	for _, pantry := range []string{
		"cooked rice, eggs, ham, frozen peas, soy sauce, spring onions",
		"leftover roast turkey, leftover rice, soy sauce, eggs",
		"leftover potatoes, cabbage, leftover roast turkey, butter, onion",
		"leftover roast beef, potatoes, carrots, onion, gravy granules, peas",
		"leftover lamb, rice, eggs, spring onions, soy sauce",
	} {
		rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Servings: 2})
		if err != nil {
			t.Errorf("%s: %v", pantry, err)
			continue
		}
		for _, s := range rec.Instructions {
			if strings.Contains(s.Text, "°C / ") && strings.Contains(s.Text, "inside") {
				t.Errorf("%s: got %q, want the cooked meat only warmed", pantry, s.Text)
			}
		}
	}
}

// A title never names a protein the recipe lacks: a recipe never buys one, so a
// "Spanish Lentils with Ham" from a pantry without lentils is another dish.
func TestTitleNamesNoMissingProtein(t *testing.T) {
	cases := []struct{ pantry, cuisine, word, food string }{
		{"ground pork, ham, chicken sausage, beet, cajun seasoning", "spanish", "lentil", "brown lentils"},
		{"ground pork, ham, chicken sausage, beet, cajun seasoning", "spanish", "chickpea", "chickpeas"},
		{"chorizo, onion, red pepper, chicken broth", "spanish", "lentil", "brown lentils"},
	}
	for _, c := range cases {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: 4})
		if err != nil {
			continue // a refusal names nothing
		}
		if !strings.Contains(strings.ToLower(rec.Title), c.word) {
			continue
		}
		held := false
		for _, l := range rec.Ingredients {
			held = held || l.Name == c.food
		}
		if !held {
			t.Errorf("%s: got %q without the %s", c.pantry, rec.Title, c.food)
		}
	}
}

// A vongole's pasta boils while the clams steam: it is never drained to wait while the
// garlic softens and the shellfish open.
func TestVongolePastaNeverWaits(t *testing.T) {
	for _, c := range []struct {
		pantry   string
		servings int
	}{
		{"spaghetti, clams, white wine, garlic, parsley", 2},
		{"orzo, mussels, garlic, parsley", 21},
		{"linguine, clams, garlic, chili flakes", 4},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: "italian", Servings: c.servings})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		if msg := pastaWaterLate(rec); msg != "" {
			t.Errorf("%s: %s\n%s", c.pantry, msg, recipeText(rec))
		}
	}
}

// Stir-fried noodles are tossed in the wok with the sauce, never served under it.
func TestWokNoodlesAreTossed(t *testing.T) {
	for _, pantry := range []string{
		"egg noodles, eggs, soy sauce, spring onions, bean sprouts, carrot",
		"rice noodles, eggs, prawns, soy sauce, spring onions",
		"egg noodles, cabbage, carrot, soy sauce, garlic",
	} {
		rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Servings: 2})
		if err != nil {
			t.Errorf("%s: %v", pantry, err)
			continue
		}
		last := rec.Instructions[len(rec.Instructions)-1].Text
		if strings.Contains(last, "over the") && strings.Contains(last, "noodles") {
			t.Errorf("%s: got %q, want the noodles tossed in the wok", pantry, last)
		}
	}
}

// A seared fish with the cook's butter gets a brown-butter sauce with its lemon (and
// capers), never a "sauce" of water and lemon (round2).
func TestSearedFishGetsItsButterSauce(t *testing.T) {
	for _, pantry := range []string{
		"cod fillets, butter, lemon, capers, parsley, new potatoes",
		"salmon fillets, butter, lemon, asparagus",
	} {
		rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Servings: 2})
		if err != nil {
			t.Errorf("%s: %v", pantry, err)
			continue
		}
		for _, l := range rec.Ingredients {
			if l.Name == "water" {
				t.Errorf("%s: %q makes its sauce of water\n%s", pantry, rec.Title, recipeText(rec))
			}
		}
		if !slices.ContainsFunc(rec.Instructions, func(s Step) bool { return strings.Contains(s.Text, "nut-brown") }) {
			t.Errorf("%s: %q browns no butter for its sauce\n%s", pantry, rec.Title, recipeText(rec))
		}
	}
}

// A Chinese dish buys no coriander by default: its herb is the scallion (round2).
func TestChineseDishesBuyNoCoriander(t *testing.T) {
	for _, pantry := range []string{
		"cooked rice, eggs, frozen peas, soy sauce, spring onions",
		"chicken thighs, broccoli, soy sauce, rice",
		"beef mince, egg noodles, pak choi, soy sauce",
	} {
		rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Cuisine: "chinese", Servings: 2})
		if err != nil {
			t.Errorf("%s: %v", pantry, err)
			continue
		}
		for _, l := range rec.Ingredients {
			if l.Name == "cilantro" && !l.FromPantry {
				t.Errorf("%s: %q buys coriander\n%s", pantry, rec.Title, recipeText(rec))
			}
		}
	}
}

// A pantry paste that marks another cuisine stays out of the asked one: a Greek lemon
// chicken never takes the cook's Thai curry paste as its aromatic (round2).
func TestForeignPasteStaysOut(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("chicken thighs, potatoes, lemon, thai curry paste, coconut milk, garlic", ", "),
		Cuisine: "greek", Servings: 4})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range rec.Ingredients {
		if l.Name == "thai curry paste" || l.Name == "coconut milk" {
			t.Errorf("%q takes the %s\n%s", rec.Title, l.Name, recipeText(rec))
		}
	}
}

// Boxing Day's sandwich: leftover turkey, brie and cranberry layered in a split baguette,
// not a salad with the baguette toasted beside it.
func TestLeftoverTurkeySandwich(t *testing.T) {
	checkDishCases(t, []dishCase{
		{"leftover turkey, cranberry sauce, brie, baguette, rocket", "", 10, 2, "turkey, brie and cranberry sandwich", "cold-sandwich"},
		{"ham, cranberry sauce, brie, sourdough bread", "", 0, 2, "brie and cranberry sandwich", "cold-sandwich"},
	})
	rec, err := Generate(Request{Pantry: []string{"leftover turkey", "cranberry sauce", "brie", "baguette", "rocket", "butter"}, Servings: 2, Meal: "lunch"})
	if err != nil {
		t.Fatal(err)
	}
	if text := recipeText(rec); !strings.Contains(text, "split each open") || strings.Contains(text, "Mix the cooked turkey") {
		t.Errorf("a sandwich of mixed filling:\n%s", text)
	}
}

// Chicken, chorizo and a tin of butter beans make a Spanish stew, not a chicken soup
// that leaves the chorizo out and buys a litre of broth.
func TestChickenChorizoBeanStew(t *testing.T) {
	checkDishCases(t, []dishCase{
		{"chicken thighs, chorizo, butter beans, tin of tomatoes, red onion, smoked paprika", "spanish", 0, 4, "chicken, chorizo and bean stew", "stew"},
	})
}

// Tacos and a burrito bowl are seasoned with cumin and chilli even when the pantry has
// no spice jar (review 18: beef tacos of salt and pepper), the jars listed but not sent
// for; the cook's taco seasoning stands alone.
func TestTacosAreSpiced(t *testing.T) {
	for _, c := range []struct{ pantry, want, not string }{
		{"beef mince, tortillas, cheddar, lettuce, tomato, sour cream, onion", "cumin", ""},
		{"black beans, rice, onion, garlic, lime, avocado", "chili powder", ""},
		{"chicken thighs, tortillas, taco seasoning, salsa, lettuce", "taco seasoning", "cumin"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: "mexican", Servings: 4})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		text := recipeText(rec)
		if !strings.Contains(text, c.want) || c.not != "" && strings.Contains(text, c.not) {
			t.Errorf("%s: want %q (and no %q) in\n%s", c.pantry, c.want, c.not, text)
		}
		if slices.Contains(rec.MissingIngredients, "cumin") || slices.Contains(rec.MissingIngredients, "chili powder") {
			t.Errorf("%s: the spice jars are sent for: missing %v", c.pantry, rec.MissingIngredients)
		}
	}
}
