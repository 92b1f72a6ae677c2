package engine

import (
	"strings"
	"testing"
)

// The words lane's held-out lines, half as a cook types a pantry (brands, plurals,
// British words, amounts in brackets), half as recipe sites write them: at least 95%
// name a food, and every known line with an amount is weighed.
func TestPantryWordsLaneCoverage(t *testing.T) {
	lines := readLines(t, "testdata/pantry_lines_words.txt")
	if len(lines) < 350 {
		t.Fatalf("got %d lines, want at least 350", len(lines))
	}
	known, weighed, unknown, unweighed := coverage(lines)
	t.Logf("%d lines: %.1f%% known, %.1f%% weighed; unknown %q", len(lines), known*100, weighed*100, unknown)
	if known < 0.95 {
		t.Errorf("%.1f%% of the lines known, want at least 95%%; unknown: %q", known*100, unknown)
	}
	if weighed < 0.95 {
		t.Errorf("%.1f%% of known lines with an amount weighed, want at least 95%%; not weighed: %q", weighed*100, unweighed)
	}
}

// Each line reads as the food a cook means, never as the nearest word: a wrong food
// is worse than an unknown one (fish cakes are no cod, onion soup mix no onion).
func TestPantryWordsResolve(t *testing.T) {
	cases := []struct{ line, want string }{
		{"lipton onion soup mix", "onion soup mix"},
		{"1 (1 oz) envelope dry onion soup mix", "onion soup mix"},
		{"fish cakes", "fish cake"},
		{"4 fish cakes, sliced", "fish cake"},
		{"Jimmy Dean sausage", "pork sausage"},
		{"1 lb breakfast sausage", "pork sausage"},
		{"peanut butter", "peanut butter"},
		{"coconut sugar", "coconut sugar"},
		{"coconut milk (2 tins)", "coconut milk"},
		{"tater tots", "tater tots"},
		{"1 (32 oz) bag frozen tater tots", "tater tots"},
		{"hash browns", "hash browns"},
		{"crescent roll dough", "crescent roll dough"},
		{"1 (8 oz) tube refrigerated crescent rolls", "crescent roll dough"},
		{"cool whip", "whipped topping"},
		{"1 (8 oz) container frozen whipped topping, thawed", "whipped topping"},
		{"Eggo waffles", "waffles"},
		{"Better Than Bouillon", "chicken broth"},
		{"2 tbsp Better Than Bouillon chicken base", "chicken broth"},
		{"2 tins chopped toms", "canned diced tomatoes"},
		{"cheddar (mature)", "cheddar"},
		{"1/2 cup Frank's RedHot sauce", "hot sauce"},
		{"320g ready-rolled puff pastry sheet", "puff pastry"},
		{"1 cup pearl couscous", "couscous"},
		{"2 ripe Hass avocados", "avocado"},
		{"1 tsp smoked Spanish paprika", "smoked paprika"},
		{"2 cups old fashioned rolled oats", "rolled oats"},
		{"char siu pork", "ham"},
		{"chinese sausage", "chorizo"},
		{"Kerrygold butter", "butter"},
		{"Kerrygold cheese", "cheddar"}, // the brand's butter is no kind of cheese
		{"Philadelphia", "cream cheese"},
		{"velveeta", "american cheese"},
		{"rotisserie chicken", "cooked chicken"},
		{"leftover roast chicken", "cooked chicken"},
		{"3 cups cooked rice, cold", "cooked rice"},
		{"mince", "ground beef"},
		{"courgettes", "zucchini"},
		{"double cream", "heavy cream"},
		{"self-raising flour", "self-rising flour"},
		{"passata", "crushed tomatoes"},
		{"kaffir lime leaves", "lime leaves"},
		{"1 stick unsalted butter, softened", "unsalted butter"},
		{"1 (12.5 oz) can chicken breast, drained", "cooked chicken"}, // canned chicken is cooked, never raw breast
		{"canned chicken", "cooked chicken"},
		{"1 (10.75 oz) can cream of celery soup", "condensed cream of celery soup"},
		{"1 (6 oz) box Stove Top stuffing mix", "stuffing mix"},
		{"1 cup shortening", "vegetable shortening"},
		{"24 Oreos, crushed", "chocolate sandwich cookies"},
		{"1 (14.75 oz) can creamed corn", "creamed corn"},
		{"bratwurst", "pork sausage"},
		{"stock (vegetable)", "vegetable broth"},
		{"1 (28 oz) can crushed tomatoes", "crushed tomatoes"}, // a can of it is no can of diced tomatoes
	}
	for _, c := range cases {
		if l := ParseLine(c.line); l.Matched != c.want {
			t.Errorf("%q: got %q (known %v), want %q", c.line, l.Matched, l.Known, c.want)
		}
	}
	// The brand that names the sausage is said, and what it is weighed as.
	if l := ParseLine("Jimmy Dean sausage"); !strings.Contains(l.Note, "breakfast sausage") {
		t.Errorf("Jimmy Dean sausage: got note %q, want it read as breakfast sausage", l.Note)
	}
	// Generic stand-ins say what was assumed; a food of its own carries no note.
	for _, line := range []string{"1 cup pearl couscous", "char siu pork", "chinese sausage"} {
		if l := ParseLine(line); l.Note == "" {
			t.Errorf("%q: no note saying what it was weighed as", line)
		}
	}
}

// Stock concentrates are weighed as the broth they make: a cube or pot as 500 ml, a
// spoon of base or powder as 48 spoons of broth; a cup of broth stays a cup.
func TestStockConcentratesWeighTheBrothTheyMake(t *testing.T) {
	cases := []struct {
		line string
		want float64
	}{
		{"1 beef stock cube", 500},
		{"2 chicken stock pots", 1000},
		{"2 tbsp Better Than Bouillon chicken base", 1440},
		{"1 tsp chicken bouillon powder", 240},
		{"1 cup beef bouillon", 240},
		{"4 cups chicken broth", 960},
	}
	for _, c := range cases {
		if l := ParseLine(c.line); l.Grams < c.want-1 || l.Grams > c.want+1 {
			t.Errorf("%q: got %.0f g, want %.0f", c.line, l.Grams, c.want)
		}
	}
}

// Pantries written in a home cook's words give the dish the cook has in mind, and it
// cooks the food each word names.
func TestPantryWordsGiveTheExpectedDish(t *testing.T) {
	cases := []struct {
		pantry, cuisine, meal string
		servings              int
		title                 string   // a word of the title
		cooks                 []string // foods a step must name
	}{
		// Lipton pot roast: the joint braised with the cook's onion soup mix and water.
		{"chuck roast, lipton onion soup mix, potatoes, carrots", "", "", 6, "Pot Roast", []string{"onion soup mix", "water"}},
		// Kake udon with sliced fish cake, warmed, never poached as a raw fillet.
		{"fish cakes, udon noodles, dashi, spring onions, soy sauce", "japanese", "", 2, "Fish Cake Udon", []string{"fish cake"}},
		{"rotisserie chicken, tortilla chips, salsa, mexican blend cheese, sour cream, jalapenos", "mexican", "", 4, "Nachos", []string{"cooked chicken"}},
		{"self-raising flour, caster sugar, Kerrygold butter, eggs, sultanas", "", "baking", 8, "Scones", []string{"sultanas", "butter"}},
		{"Jimmy Dean sausage, a dozen eggs, hash browns, cheddar", "", "breakfast", 8, "Sausage", []string{"pork sausage", "hash browns"}},
	}
	for _, c := range cases {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Meal: c.meal, Servings: c.servings})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		if !strings.Contains(rec.Title, c.title) {
			t.Errorf("%s: got %q, want a %s", c.pantry, rec.Title, c.title)
		}
		steps := ""
		for _, s := range rec.Instructions {
			steps += " " + strings.ToLower(s.Text)
		}
		for _, food := range c.cooks {
			if !strings.Contains(steps, food) {
				t.Errorf("%s (%s): no step cooks the %s", c.pantry, rec.Title, food)
			}
		}
		if strings.Contains(steps, "poach until") && strings.Contains(c.pantry, "fish cakes") {
			t.Errorf("%s: the fish cakes are poached as raw fish: %s", c.pantry, steps)
		}
		for _, u := range rec.UnusedPantry {
			t.Errorf("%s (%s): %q left unused", c.pantry, rec.Title, u.Name)
		}
	}
}

// A fool's rhubarb stews in ten minutes and the dessert is eaten cold: moved to a slow
// cooker it would stew four hours and be "seasoned to taste"; every method but the
// stovetop is refused with the reason (a draw of the random requests found it).
func TestStewedFruitDessertStaysOnTheStovetop(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"rhubarb", "double cream", "caster sugar"}, Meal: "dessert", Servings: 4})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rec.Title, "Fool") {
		t.Fatalf("got %q, want a rhubarb fool", rec.Title)
	}
	d := roundTrip(t, rec)
	for _, m := range []string{"slow-cooker", "pressure-cooker", "oven", "air-fryer"} {
		if out, err := AdaptMethod(d, m); err == nil {
			t.Errorf("fool -> %s: got %s, want a refusal", m, transformedText(out))
		} else if (m == "slow-cooker" || m == "pressure-cooker") && !strings.Contains(err.Error(), "stovetop") {
			t.Errorf("fool -> %s: got %v, want it told to stew the fruit on the stovetop", m, err)
		}
	}
}
