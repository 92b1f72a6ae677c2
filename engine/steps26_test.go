package engine

import (
	"strings"
	"testing"
)

// Review 26: anchovies in a pasta sauce are a seasoning melted into the oil with the
// garlic (two or three fillets a plate), not a fish course folded in raw at the end.
func TestPastaAnchoviesMeltIntoTheOil(t *testing.T) {
	for _, c := range []struct {
		pantry   string
		servings int
	}{
		{"spaghetti, anchovies, capers, black olives, plum tomatoes, garlic, dried chilli", 4},
		{"linguine, a tin of anchovies, garlic, chilli flakes, parsley, lemon", 2},
		{"spaghetti, anchovy fillets, chopped tomatoes, olives, capers", 3},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: "italian", Servings: c.servings, TimeAvailable: 30})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		var grams float64
		for _, ing := range rec.Ingredients {
			if ing.Name == "anchovies" {
				grams = ing.Grams
			}
		}
		if grams == 0 {
			t.Errorf("%s: %s uses no anchovies", c.pantry, rec.Title)
			continue
		}
		if per := grams / float64(c.servings); per > 12 && grams > 45 {
			t.Errorf("%s: %.0f g of anchovies a plate (more than a tin); a pasta sauce takes two or three fillets", c.pantry, per)
		}
		melted, drained := -1, -1
		for i, s := range rec.Instructions {
			if strings.Contains(s.Text, "anchovies") && strings.Contains(s.Text, "melt") && melted < 0 {
				melted = i
			}
			if strings.Contains(s.Text, "Add the drained") {
				drained = i
				if strings.Contains(s.Text, "anchovies") {
					t.Errorf("%s: the anchovies are tossed in raw with the pasta: %q", c.pantry, s.Text)
				}
			}
		}
		if melted < 0 || drained >= 0 && melted > drained {
			t.Errorf("%s: the anchovies never melt into the oil before the pasta goes in: %v", c.pantry, rec.Instructions)
		}
	}
}

// Fresh tomatoes with no tin are a pasta's sauce: they cook down for several minutes.
func TestFreshTomatoPastaCooksDown(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"penne", "4 tomatoes", "garlic", "basil", "parmesan"}, Servings: 2, TimeAvailable: 30})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range rec.Instructions {
		if strings.Contains(s.Text, "tomato") && strings.Contains(s.Text, "until tender") {
			t.Errorf("%s: fresh tomatoes cooked only until tender: %q", rec.Title, s.Text)
		}
		if strings.Contains(s.Text, "collapse") && s.Minutes < tomatoSauceMinutes {
			t.Errorf("%s: the tomatoes collapse in %d minutes: %q", rec.Title, s.Minutes, s.Text)
		}
	}
}

// "Dried chilli" in a pantry is the jar of dried chilli flakes; counted dried chillies
// are whole dried chillies.
func TestDriedChilliWords(t *testing.T) {
	for text, want := range map[string]string{
		"dried chilli": "red pepper flakes", "crushed chillies": "red pepper flakes", "dried chili": "red pepper flakes",
		"2 dried red chillies": "dried chiles", "dried red chilli": "dried chiles",
	} {
		l := ParseLine(text)
		if l.Ingredient == nil || l.Ingredient.Name != want {
			t.Errorf("%q read as %q, want %q", text, l.Matched, want)
		}
	}
}

// A pho broth chars its lemongrass halved and bruised (a minced stalk has no cut side
// and burns), and a chilli goes on at the table, not into the clear broth.
func TestPhoCharsWholeAromatics(t *testing.T) {
	for _, pantry := range []string{
		"flank steak, rice noodles, lemongrass, fish sauce, star anise, beef stock cubes, bean sprouts, thai basil",
		"beef brisket, rice noodles, lemongrass, red chilli, star anise, onion, ginger, fish sauce",
	} {
		rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Cuisine: "vietnamese", Servings: 4, TimeAvailable: 180})
		if err != nil {
			t.Fatalf("%s: %v", pantry, err)
		}
		for _, s := range rec.Instructions {
			if !strings.HasPrefix(s.Text, "Char the ") {
				continue
			}
			charred, _, _ := strings.Cut(s.Text, ", cut side down")
			if strings.Contains(charred, "chili") {
				t.Errorf("%s: the chilli is charred into the broth: %q", pantry, s.Text)
			}
		}
		for _, ing := range rec.Ingredients {
			if ing.Name == "lemongrass" && strings.Contains(ing.Preparation, "minced") && strings.Contains(rec.Title, "Pho") {
				t.Errorf("%s: %s minces the lemongrass it chars cut side down", pantry, rec.Title)
			}
		}
	}
}

// Frozen berries on a bowl of porridge would sit icy: they warm through in the pan.
func TestPorridgeWarmsFrozenBerries(t *testing.T) {
	for _, pantry := range []string{"Greek yoghurt, frozen berries, oats, honey, chia seeds", "oats, milk, frozen mixed berries"} {
		rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Meal: "breakfast", Servings: 1, TimeAvailable: 10})
		if err != nil {
			t.Fatalf("%s: %v", pantry, err)
		}
		if !strings.Contains(rec.Title, "Porridge") {
			continue
		}
		last := rec.Instructions[len(rec.Instructions)-1].Text
		if strings.Contains(last, "frozen berries") {
			t.Errorf("%s: frozen berries spooned on cold: %q", pantry, last)
		}
		warmed := false
		for _, s := range rec.Instructions {
			warmed = warmed || strings.Contains(s.Text, "Stir in the frozen berries")
		}
		if !warmed {
			t.Errorf("%s: the frozen berries never go in the pan: %v", pantry, rec.Instructions)
		}
	}
}

// Coconut oil is solid in the kitchen: a batter that takes melted butter melts it too.
func TestBakeMeltsCoconutOil(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("flour, caster sugar, 2 eggs, 3 bananas, coconut oil, bicarb, walnuts", ", "),
		Meal: "baking", Servings: 8, TimeAvailable: 90, Rules: Rules{Restrictions: []string{"dairy-free"}}})
	if err != nil {
		t.Fatal(err)
	}
	melted := false
	for _, s := range rec.Instructions {
		melted = melted || strings.Contains(s.Text, "Melt the coconut oil")
	}
	if !melted {
		t.Errorf("%s: the coconut oil goes in solid: %v", rec.Title, rec.Instructions)
	}
}

// A dry pan of mince, peppers and beans has no sauce to heat the beans "in", and 500 g
// of mince browns in one big pan, not in batches.
func TestTacoMinceOnePanNoSauce(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("500g mince, kidney beans, 2 peppers, salsa, wraps, cheddar, sour cream", ", "), Cuisine: "mexican", Servings: 5, TimeAvailable: 40})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range rec.Instructions {
		if strings.Contains(s.Text, "in the sauce") && !strings.Contains(strings.ToLower(s.Text), "sauce,") {
			for _, ing := range rec.Ingredients {
				if ing.Category == "condiments-sauces" || ing.Category == "canned-jarred" && strings.Contains(ing.Name, "tomato") {
					return // a sauce is on the list after all
				}
			}
			t.Errorf("%s: heats through %q with no sauce", rec.Title, s.Text)
		}
		if strings.Contains(s.Text, "ground beef") && strings.Contains(s.Text, "batches") {
			t.Errorf("%s: 500 g of mince browned in batches: %q", rec.Title, s.Text)
		}
	}
}

// Sliced spring onions go over a traybake raw at the end; in a 230°C oven they wilt grey.
func TestTraybakeScallionsGoOnRaw(t *testing.T) {
	for _, pantry := range []string{"8 chicken wings, honey, soy sauce, garlic, spring onions", "chicken thighs, soy sauce, honey, ginger, scallions, broccoli"} {
		rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Servings: 2, TimeAvailable: 60})
		if err != nil {
			t.Fatalf("%s: %v", pantry, err)
		}
		if !strings.Contains(rec.Title, "Traybake") {
			continue
		}
		for _, s := range rec.Instructions {
			if strings.Contains(s.Text, "roast at") && strings.Contains(s.Text, "scattering the scallion") {
				t.Errorf("%s: the scallions roast: %q", pantry, s.Text)
			}
		}
	}
}

// A scampi's wine goes into the pan over the garlic; a listed wine no step pours is a
// line the cook buys for nothing.
func TestDressedPastaPoursItsWine(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("prawns, garlic, butter, lemon, parsley, spaghetti, white wine", ", "), Servings: 2, TimeAvailable: 25})
	if err != nil {
		t.Fatal(err)
	}
	if !listsFood(rec, "white wine") {
		t.Skipf("%s takes no wine", rec.Title)
	}
	for _, s := range rec.Instructions {
		if strings.Contains(s.Text, "white wine") {
			return
		}
	}
	t.Errorf("%s lists white wine but no step uses it: %v", rec.Title, rec.Instructions)
}

// Chicken drumsticks with an Indian curry paste make an Indian curry (the drumsticks
// simmered whole), never a Thai one that leaves the cook's paste unused and buys another.
func TestDrumsticksMakeAnIndianCurry(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("pack of 6 chicken drumsticks, coconut milk, red onion, ginger, Patak's tikka paste, basmati rice, spinach", ", "),
		Cuisine: "indian", Servings: 4, TimeAvailable: 60})
	if err != nil {
		t.Fatal(err)
	}
	if rec.Cuisine != "indian" || !listsFood(rec, "tikka masala paste") || !listsFood(rec, "chicken drumstick") {
		t.Errorf("%s (%s) does not cook the drumsticks in the cook's tikka paste; missing %v", rec.Title, rec.Cuisine, rec.MissingIngredients)
	}
}

// A descriptor written after the food is a note on the same food.
func TestTrailingDescriptorsKeepTheFood(t *testing.T) {
	for text, want := range map[string]string{
		"6 chicken thighs bone-in": "chicken thigh", "chicken thighs skin on": "chicken thigh",
		"2 salmon fillets skin-on": "salmon", "chicken breasts boneless skinless": "chicken breast",
	} {
		l := ParseLine(text)
		if l.Ingredient == nil || l.Ingredient.Name != want {
			t.Errorf("%q read as %q, want %q", text, l.Matched, want)
		}
	}
}
