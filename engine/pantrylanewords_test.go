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
