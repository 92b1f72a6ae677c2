package engine

import (
	"strings"
	"testing"
)

// Pantry words a cook review found read as a nearby wrong food, in the spellings people
// type: green chillies were red ones, sake was white wine, a tin of pineapple was a fresh
// one, makrut lime leaves were curry leaves, and ginger paste, Quorn, coconut yoghurt and
// tenderstem were unknown. Every row must read exactly.
func TestCookWordsReadAsTheirFood(t *testing.T) {
	cases := []struct{ line, food string }{
		// Green chillies are cooked as the table's fresh chili (the recipe says green).
		{"green chillies", "red chili"},
		{"2 green chillies", "red chili"},
		{"a few green chilies", "red chili"},
		{"fresh green chilli", "red chili"},
		{"thai green chillies", "red chili"},
		{"finger chillies", "red chili"},
		{"bird's eye chillies", "red chili"},
		{"birds-eye chillies", "red chili"},
		{"3 bird’s eye chillies", "red chili"},
		{"jalapeños", "jalapeno"},
		{"a jar of jalapenos", "jalapeno"},
		// Rice wines are their own foods: sake is no white wine.
		{"sake", "sake"},
		{"a bottle of sake", "sake"},
		{"cooking sake", "sake"},
		{"2 tbsp sake", "sake"},
		{"mirin", "mirin"},
		{"aji-mirin", "mirin"},
		{"a bottle of mirin", "mirin"},
		{"shaoxing wine", "shaoxing wine"},
		{"shao xing rice wine", "shaoxing wine"},
		{"chinese cooking wine", "shaoxing wine"},
		// Tinned fruit is tinned.
		{"tinned pineapple", "canned pineapple"},
		{"a tin of pineapple", "canned pineapple"},
		{"tin of pineapple chunks", "canned pineapple"},
		{"pineapple chunks in juice", "canned pineapple"},
		{"a can of pineapple rings", "canned pineapple"},
		{"can of crushed pineapple", "canned pineapple"},
		{"pineapple rings in syrup", "canned pineapple"},
		{"a pineapple", "pineapple"},
		{"fresh pineapple", "pineapple"},
		// The generic word for noodles is plain wheat noodles, egg-free by its label.
		{"noodles", "noodles"},
		{"a packet of noodles", "noodles"},
		{"noodle nests", "noodles"},
		{"egg noodles", "egg noodles"},
		{"rice noodles", "rice noodles"},
		// The scan of the review's other words.
		{"ginger paste", "ginger"},
		{"1 tbsp garlic paste", "garlic"},
		{"a jar of lazy garlic", "garlic"},
		{"tenderstem", "broccoli"},
		{"makrut lime leaves", "lime leaves"},
		{"kaffir lime leaves", "lime leaves"},
		{"quorn mince", "quorn mince"},
		{"a bag of quorn", "quorn mince"},
		{"coconut yoghurt", "coconut yogurt"},
		{"a pot of coconut yogurt", "coconut yogurt"},
		{"spring onions", "scallion"},
		{"green onions", "scallion"},
		{"plain flour", "all-purpose flour"},
		{"single cream", "light cream"},
		{"double cream", "heavy cream"},
		{"aubergines", "eggplant"},
		{"courgettes", "zucchini"},
		{"passata", "crushed tomatoes"},
		{"chopped tomatoes", "canned diced tomatoes"},
		{"bouillon cube", "chicken broth"},
		{"stock pot", "chicken broth"},
		{"garam masala", "garam masala"},
		{"frozen peas", "frozen peas"},
		{"frozen spinach", "frozen spinach"},
		{"pak choi", "bok choy"},
		{"halloumi", "halloumi"},
		{"paneer", "paneer"},
		{"lardons", "bacon"},
		{"streaky bacon", "bacon"},
		{"tempeh", "tempeh"},
		{"oat milk", "oat milk"},
		{"gochujang", "gochujang"},
		{"doubanjiang", "chili bean paste"},
		{"tamarind", "tamarind paste"},
		{"curry leaves", "curry leaves"},
		{"lemon grass", "lemongrass"},
		{"galangal", "galangal"},
	}
	for _, c := range cases {
		if l := ParseLine(c.line); !l.Known || l.Ingredient.Name != c.food {
			t.Errorf("%q: got %q (known %v), want %q", c.line, l.Matched, l.Known, c.food)
		}
	}
}

// A bare "coriander" among ground spices is the jar of ground coriander; beside one spice
// alone, or fresh, or by the bunch, it is the herb. It is decided once, for the pantry.
func TestCorianderReadByItsPantry(t *testing.T) {
	cases := []struct {
		pantry string
		want   string
	}{
		{"chicken, onion, cumin, turmeric, garam masala, coriander", "ground coriander"},
		{"chickpeas, coriander, chilli powder, cumin, tin of tomatoes", "ground coriander"},
		{"lamb, coriander, paprika, cinnamon, onion", "ground coriander"},
		{"lentils, 1 tsp coriander, onion", "ground coriander"},
		{"chicken, onion, cumin, turmeric, fresh coriander", "cilantro"},
		{"chicken, onion, cumin, turmeric, a bunch of coriander", "cilantro"},
		{"chicken, onion, garam masala, turmeric, coriander leaves", "cilantro"},
		{"chicken thighs, rice, jalapeños, cumin, coriander", "cilantro"},
		{"salmon, lime, coriander, rice", "cilantro"},
		{"basmati, jeera, butter, onion, bay leaves, coriander", "cilantro"},
		{"rice, cumin seeds, cinnamon stick, cardamom pods, coriander", "cilantro"},
	}
	for _, c := range cases {
		usable, _ := sortPantry(Request{Pantry: strings.Split(c.pantry, ", ")})
		got := ""
		for _, l := range usable {
			if strings.Contains(l.Name, "coriander") {
				got = l.Ingredient.Name
			}
		}
		if got != c.want {
			t.Errorf("%q: coriander read as %q, want %q", c.pantry, got, c.want)
		}
	}
}

// The words cooked: green chillies are green in every line and step, the cook's sake goes
// into the teriyaki by the spoon, tinned pineapple is drained and never peeled, and the
// cook's plain noodles are cooked for a vegan, labelled egg-free, not replaced by bought
// rice noodles.
func TestCookWordsInRecipes(t *testing.T) {
	cases := []textCase{
		{"eggs, onion, tomato, green chillies, turmeric, cilantro, roti", "indian", "", "", 2, 20,
			`\* 1 green chili(.|\n)*mince the green chili`, `red chili`},
		{"chicken thighs, peanuts, soy sauce, shaoxing wine, rice, green chillies, garlic", "chinese", "dinner", "", 4, 30,
			`green chil(.|\n)*2 tbsp shaoxing wine(.|\n)*add the shaoxing wine`, `red chili|unused`},
		{"chicken thighs, soy sauce, mirin, sake, sugar, rice, ginger", "japanese", "dinner", "", 4, 45,
			`^Teriyaki Chicken(.|\n)*\* 2 tbsp sake(.|\n)*soy sauce, mirin, sugar and sake to the pan`, `white wine|cups? sake|unused`},
		{"salmon, soy sauce, mirin, sake, honey, rice, broccoli", "japanese", "dinner", "", 2, 40,
			`^Teriyaki Salmon(.|\n)*\* 1 tbsp sake(.|\n)*and sake to the pan`, `white wine|unused`},
		{"chicken thighs, eggs, onion, rice, soy sauce, mirin, sake, dashi", "japanese", "dinner", "", 4, 60,
			`^Oyakodon(.|\n)*soy sauce, mirin and sake in the skillet`, `unused`},
		{"tofu, teriyaki sauce, sake, rice, broccoli, carrot", "japanese", "dinner", "vegan", 4, 60,
			`add the teriyaki sauce and sake and a splash of water`, `sake, sesame oil|the sake with|dressing(.|\n)*sake`},
		{"aubergine, miso, mirin, sake, rice", "japanese", "dinner", "", 4, 60,
			`^Miso-Glazed Eggplant(.|\n)*stir the miso with the mirin and sake`, `unused`},
		{"chicken breast, pineapple chunks in juice, red pepper, rice, soy sauce, ketchup", "chinese", "dinner", "", 4, 30,
			`^Sweet and Sour Chicken(.|\n)*1 can pineapple \(pineapple chunks in juice\), drained(.|\n)*drain the canned pineapple`, `peel|core|unused`},
		{"gammon steak, tinned pineapple", "", "", "", 1, 0,
			`^Gammon with Pineapple(.|\n)*canned pineapple \(tinned pineapple\), drained`, `peeled|cored`},
		{"pizza base, mozzarella, passata, ham, tin of pineapple", "", "", "", 2, 45,
			`^Ham and Pineapple Pizza(.|\n)*canned pineapple, drained`, `peel|core|unused`},
		{"noodles, tofu, broccoli, soy sauce, garlic, ginger", "chinese", "dinner", "vegan", 2, 30,
			`\* 150 g egg-free noodles \(150 g\) \[.*use one labelled egg-free: many dried noodles are made with egg\]`, `rice noodles|in place of`},
		{"noodles, chicken, pak choi, soy sauce, garlic, ginger, spring onions", "chinese", "dinner", "egg-free", 2, 30,
			`egg-free noodles`, `rice noodles|in place of|unused`},
		// Ginger and garlic paste are cooked as the fresh food, with nothing left to mince.
		{"chicken thighs, onion, ginger paste, garlic paste, tin of tomatoes, garam masala, turmeric, cumin, rice", "indian", "dinner", "", 4, 75,
			`\* 2 tbsp ginger \(12 g\) \[ginger paste`, `mince the (garlic|ginger)|ginger, (minced|grated)`},
		{"tofu, lazy garlic, broccoli, soy sauce, rice", "chinese", "dinner", "", 4, 30,
			`garlic \(12 g\) \[jarred garlic`, `mince the garlic|garlic, minced|unused`},
		{"quorn mince, onion, garlic, tin of tomatoes, kidney beans, chilli powder, cumin, rice", "mexican", "dinner", "vegetarian", 4, 45,
			`^Quorn Mince Chili(.|\n)*\* 425 g quorn mince \(`, `drain and rinse the quorn|unused`},
	}
	checkTextCases(t, cases)
}

// A recipe of the cook's plain noodles, with no rule, is not called vegan or egg-free:
// many noodles hold egg, and the packet was not said to be free of it.
func TestPlainNoodlesAreNotCalledEggFree(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"noodles", "tofu", "broccoli", "soy sauce", "garlic"}, Cuisine: "chinese", Servings: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range rec.Dietary.SuitableFor {
		if s == "vegan" || s == "egg-free" {
			t.Errorf("%q is called %s: %v", rec.Title, s, rec.Dietary.SuitableFor)
		}
	}
	rec, err = Generate(Request{Pantry: []string{"egg-free noodles", "tofu", "broccoli", "soy sauce", "garlic"}, Cuisine: "chinese", Servings: 2})
	if err != nil {
		t.Fatal(err)
	}
	if rec.Dietary.SuitableFor == nil || !strings.Contains(strings.Join(rec.Dietary.SuitableFor, " "), "egg-free") {
		t.Errorf("%q of egg-free noodles: suitable for %v, want egg-free", rec.Title, rec.Dietary.SuitableFor)
	}
}
