package engine

import (
	"math"
	"slices"
	"strings"
	"testing"
)

// A pantry of chocolate, butter, eggs, sugar and cocoa and no flour (or a wheat
// allergy) bakes flourless chocolate brownies for a crowd, from the cook's whole bar,
// not a vanilla custard that sends them out for milk.
func TestFlourlessChocolatePantryBakesBrownies(t *testing.T) {
	for _, c := range []struct {
		pantry   []string
		rules    string
		servings int
	}{
		{[]string{"dark chocolate 200g", "butter", "eggs", "sugar", "flour", "cocoa powder"}, "wheat", 12},
		{[]string{"dark chocolate 200g", "butter", "eggs", "sugar", "cocoa powder"}, "", 12},
		{[]string{"chocolate", "butter", "eggs", "sugar", "cocoa powder"}, "wheat", 10},
	} {
		req := Request{Pantry: c.pantry, Servings: c.servings, TimeAvailable: 60}
		addRules(&req, c.rules)
		rec, err := Generate(req)
		if err != nil {
			t.Fatalf("%v: %v", c.pantry, err)
		}
		if !strings.Contains(rec.Title, "Flourless Chocolate") || len(rec.MissingIngredients) > 0 {
			t.Errorf("%v [%s]: got %q buying %v, want flourless chocolate brownies from the pantry", c.pantry, c.rules, rec.Title, rec.MissingIngredients)
		}
		for _, l := range rec.Ingredients {
			if strings.Contains(l.Name, "flour") {
				t.Errorf("%v: got a line of %s, want no flour", c.pantry, l.Name)
			}
			if l.Name == "dark chocolate" && strings.Contains(c.pantry[0], "200g") && (l.Grams < 190 || l.Grams > 200) {
				t.Errorf("%v: got %.0f g of the 200 g bar, want it all", c.pantry, l.Grams)
			}
		}
	}
}

// A curry is named for the paste in its pot: the cook's red paste makes a red curry,
// a vegan cook's swapped paste names its own colour, and a plain curry paste claims none.
func TestCurryTitleFollowsItsPaste(t *testing.T) {
	for _, c := range []struct {
		pantry, rules, want string
		not                 []string
	}{
		{"chickpeas,red curry paste,coconut milk,spinach", "", "red curry", []string{"green"}},
		{"tofu,red curry paste,coconut milk,spinach,rice", "vegan", "red curry", []string{"green"}},
		{"tofu,green curry paste,coconut milk,rice", "vegan", "red curry", []string{"green"}},
		{"tofu,coconut milk,curry paste", "vegan", "curry", []string{"green"}},
		{"beef chuck,red curry paste,coconut milk,potato", "", "red curry", []string{"massaman"}},
		{"butternut squash,green curry paste,coconut milk", "", "green curry", []string{"red"}},
		{"chicken,yellow curry paste,coconut milk,potato", "", "curry", []string{"red", "green"}},
	} {
		req := Request{Pantry: strings.Split(c.pantry, ","), Servings: 4}
		addRules(&req, c.rules)
		rec, err := Generate(req)
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		title := strings.ToLower(rec.Title)
		pastes := 0
		for _, l := range rec.Ingredients {
			if strings.HasSuffix(l.Name, "curry paste") {
				pastes++
				if col := pasteColour(l.Name); col != "" && !strings.Contains(title, col) {
					t.Errorf("%s [%s]: %q cooks %s, want its colour in the title", c.pantry, c.rules, rec.Title, l.Name)
				}
			}
		}
		if pastes > 1 {
			t.Errorf("%s [%s]: %q holds %d curry pastes, want one", c.pantry, c.rules, rec.Title, pastes)
		}
		if !strings.Contains(title, c.want) {
			t.Errorf("%s [%s]: got %q, want a title with %q", c.pantry, c.rules, rec.Title, c.want)
		}
		for _, n := range c.not {
			if strings.Contains(title, n) {
				t.Errorf("%s [%s]: got %q, want no %q in it", c.pantry, c.rules, rec.Title, n)
			}
		}
	}
}

// A vegetarian's stock cube, bouillon or stock is the vegetable one, used from the
// pantry, never left out as poultry; a named chicken or beef stock is swapped for the
// vegetable stock a cook would buy.
func TestVegetarianStockCubeIsVegetableStock(t *testing.T) {
	for _, c := range []struct {
		stock, rules string
		bought       bool
	}{
		{"stock cube", "vegetarian", false}, {"bouillon", "vegan", false}, {"stock", "vegetarian", false},
		{"4 stock cubes", "vegan", false}, {"chicken stock", "vegetarian", true}, {"beef stock cubes", "vegan", true},
	} {
		req := Request{Pantry: []string{"lentils", "onion", "carrot", c.stock, "canned tomatoes"}, Servings: 24}
		addRules(&req, c.rules)
		rec, err := Generate(req)
		if err != nil {
			t.Fatalf("%s: %v", c.stock, err)
		}
		broth := false
		for _, l := range rec.Ingredients {
			if l.Name == "vegetable broth" {
				broth = true
			}
			if strings.Contains(l.Name, "chicken") || strings.Contains(l.Name, "beef") {
				t.Errorf("%s [%s]: got a line of %s", c.stock, c.rules, l.Name)
			}
		}
		if !broth {
			t.Errorf("%s [%s]: %q has no vegetable stock", c.stock, c.rules, rec.Title)
		}
		if bought := slices.Contains(rec.MissingIngredients, "vegetable broth"); bought != c.bought {
			t.Errorf("%s [%s]: vegetable stock bought %v, want %v", c.stock, c.rules, bought, c.bought)
		}
		for _, e := range rec.ExcludedIngredients {
			if !c.bought && e.Name == c.stock {
				t.Errorf("%s [%s]: left out (%s), want it read as vegetable stock", c.stock, c.rules, e.Reason)
			}
		}
	}
}

// A Victoria sponge is equal weights of butter, sugar and flour to the eggs: the
// cook's 250 g of butter makes a four-egg sponge of 225 g of each, not 340 g of flour
// and sugar beside it; its tins and filling follow the eggs.
func TestVictoriaSpongeKeepsEqualWeights(t *testing.T) {
	for _, c := range []struct {
		pantry   string
		servings int
	}{
		{"flour,butter 250g,sugar,eggs,strawberry jam,cream", 12},
		{"self-raising flour 300g,butter,sugar,eggs,jam", 12},
		{"self-raising flour,butter,sugar,eggs,jam,double cream", 8},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ","), Servings: c.servings})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		if !strings.Contains(rec.Title, "Victoria") {
			t.Fatalf("%s: got %q, want a Victoria sponge", c.pantry, rec.Title)
		}
		g := map[string]float64{}
		for _, l := range rec.Ingredients {
			g[l.Name] = l.Grams
		}
		flour := g["all-purpose flour"] + g["self-rising flour"]
		if flour != g["butter"] || g["sugar"] != g["butter"] {
			t.Errorf("%s: got flour %.0f g, butter %.0f g, sugar %.0f g, want equal weights", c.pantry, flour, g["butter"], g["sugar"])
		}
		if eggs := g["egg"] * 1.28; math.Abs(eggs-g["butter"]) > 10 {
			t.Errorf("%s: got %.0f g of eggs in shell to %.0f g of butter, want the same", c.pantry, eggs, g["butter"])
		}
	}
}

// Shortbread is three of flour, two of butter, one of sugar, weighed.
func TestShortbreadIsThreeTwoOne(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"flour", "butter", "sugar"}, Servings: 8})
	if err != nil {
		t.Fatal(err)
	}
	g := map[string]float64{}
	for _, l := range rec.Ingredients {
		g[l.Name] = l.Grams
	}
	if g["all-purpose flour"] != 3*g["sugar"] || g["butter"] != 2*g["sugar"] {
		t.Errorf("%q: got flour %.0f g, butter %.0f g, sugar %.0f g, want 3:2:1", rec.Title, g["all-purpose flour"], g["butter"], g["sugar"])
	}
}
