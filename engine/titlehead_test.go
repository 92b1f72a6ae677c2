package engine

import (
	"strings"
	"testing"
)

// A title says what the dish is: it never ends on a main in its adjective form
// ("Mediterranean Chickpea" for a chickpea and quinoa bowl), and names its tray once
// ("Pork Chops Sheet-Pan Traybake with Potatoes" left the broccoli out).
func TestTitleNamesTheDish(t *testing.T) {
	n := 500
	if testing.Short() || raceEnabled {
		n = 150
	}
	reqs := randomRequests(47, 19, n, titleRequests...)
	for i, req := range reqs {
		rec, ok := generated(t, i, req)
		if !ok {
			continue
		}
		if strings.Contains(rec.Title, "Sheet-Pan Traybake") {
			t.Errorf("request %d %v: %q says its tray twice", i, req.Pantry, rec.Title)
		}
		words := strings.Fields(strings.ToLower(rec.Title))
		if len(words) < 2 {
			continue
		}
		last := words[len(words)-1]
		for _, l := range rec.Ingredients {
			if strings.ToLower(l.Name) == last+"s" && len(words) > 1 {
				t.Errorf("request %d %v: %q ends on the %s as an adjective, naming no dish", i, req.Pantry, rec.Title, l.Name)
			}
		}
	}
}

var titleRequests = []Request{
	{Pantry: strings.Split("chickpeas, quinoa, sweet potato, spinach, lemon", ", "), Cuisine: "mediterranean", Meal: "dinner", Servings: 4, TimeAvailable: 60},
	{Pantry: strings.Split("chickpeas, quinoa, sweet potatoes", ", "), Meal: "lunch", Servings: 2, TimeAvailable: 30},
	{Pantry: strings.Split("pork chops, potatoes, broccoli, olive oil", ", "), Cuisine: "american", Meal: "dinner", Servings: 4, TimeAvailable: 60},
	{Pantry: strings.Split("chickpeas, cauliflower, red onion", ", "), Cuisine: "mediterranean", Meal: "dinner", Servings: 4, TimeAvailable: 60},
}

// A dish made with or without a main names the main it has: crab tossed through an aglio
// e olio is not the plain garlic-and-oil pasta the title promises.
func TestOptionalMainNamed(t *testing.T) {
	for _, c := range []struct {
		pantry, cuisine, want string
	}{
		{"crab meat, spaghetti, garlic, chilli flakes, olive oil", "italian", "Crab"},
		{"canned tuna, spaghetti, garlic, olive oil", "italian", "Tuna"},
		{"halloumi, zucchini, red pepper, eggplant", "mediterranean", "Halloumi"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Meal: "dinner", Servings: 2, TimeAvailable: 40})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		if !strings.Contains(rec.Title, c.want) {
			t.Errorf("%s: title %q does not name the %s", c.pantry, rec.Title, c.want)
		}
	}
}

// A stir-fry that promises a sweet-sour sauce holds one: the low-carb chicken and broccoli
// tossed in a spoon of soy is no "General Tso's Chicken" (review 19, 40).
func TestSweetSourTitleHoldsItsSauce(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("chicken thighs, rice, broccoli, soy sauce, honey, cauliflower rice", ", "),
		Cuisine: "chinese", Meal: "dinner", Servings: 2, TimeAvailable: 40, Rules: Rules{Restrictions: []string{"low-carb"}}})
	if err != nil {
		t.Fatal(err)
	}
	sweet, sour := false, false
	for _, l := range rec.Ingredients {
		n := strings.ToLower(l.Name)
		sweet = sweet || strings.Contains(n, "sugar") || n == "honey" || n == "hoisin sauce"
		sour = sour || strings.Contains(n, "vinegar")
	}
	if strings.Contains(rec.Title, "General Tso") || strings.Contains(rec.Title, "Sweet") && !(sweet && sour) {
		t.Errorf("%q promises a sweet-sour sauce the recipe lacks (sweet %v, sour %v)", rec.Title, sweet, sour)
	}
}

// A main before the dish's noun is said in the singular, as an adjective: "Pork Chop
// Traybake", while "Pan-Seared Pork Chops" keeps them plural.
func TestMainBeforeNounSingular(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("pork chops, potatoes, broccoli, olive oil", ", "), Cuisine: "american", Meal: "dinner", Servings: 4, TimeAvailable: 60})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(rec.Title, "Chops Traybake") {
		t.Errorf("%q: want \"Pork Chop Traybake\"", rec.Title)
	}
}
