package engine

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// Budgetify keeps what a dish is named for (review 22 had a mushroom risotto made of
// long-grain rice and finished by beating in oil), and never joins two lines one step
// uses side by side ("warm the rest of the vegetable oil with a third of the vegetable
// oil").
func TestBudgetifyKeepsWhatTheDishIsNamedFor(t *testing.T) {
	for _, c := range []struct {
		pantry, cuisine string
		servings        int
		keep            []string
	}{
		{"arborio rice, chestnut mushrooms, onion, vegetable stock, white wine, parmesan, butter", "italian", 3, []string{"arborio rice", "butter"}},
		{"risotto rice, leek, peas, chicken stock, butter, parmesan", "italian", 4, []string{"arborio rice", "butter"}},
		{"plain flour, butter, caster sugar", "british", 8, []string{"butter"}},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: c.servings, TimeAvailable: 90})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		out := Budgetify(roundTrip(t, rec), 0)
		for _, food := range c.keep {
			if !hasLine(out.Ingredients, food) {
				t.Errorf("budgetify %s (%s): %s was swapped", rec.Title, c.pantry, food)
			}
		}
	}
	twoShares := regexp.MustCompile(`(?i)the rest of the ([a-z ]+?) with (?:a third|half|a quarter) of the ([a-z ]+?)[;,.]`)
	r := rand.New(rand.NewPCG(22, 42))
	for n := 0; n < 300; {
		rec, err := Generate(randomRequest(r))
		if err != nil {
			continue
		}
		n++
		out := Budgetify(roundTrip(t, rec), 0)
		for _, s := range out.Steps {
			if m := twoShares.FindStringSubmatch(s.Text); m != nil && m[1] == m[2] {
				t.Errorf("budgetify %s: %q", rec.Title, s.Text)
			}
		}
	}
}

func hasLine(lines []OutLine, food string) bool {
	for _, l := range lines {
		if l.Name == food {
			return true
		}
	}
	return false
}

// A Victoria sponge weighs its eggs and takes the same of butter, sugar and flour, to
// the gram, from the eggs the cook has (review 22: 3 eggs, 219 g flour, 227 g butter,
// 250 g sugar).
func TestSandwichSpongeKeepsEqualWeights(t *testing.T) {
	for _, c := range []struct {
		pantry   string
		servings int
		eggs     float64
	}{
		{"self-raising flour, caster sugar, butter, 3 eggs, vanilla extract, jam", 8, 3},
		{"self-raising flour, caster sugar, butter, eggs, jam", 8, 4},
		{"self raising flour, sugar, unsalted butter, 2 eggs, raspberry jam, double cream", 6, 2},
		{"plain flour, baking powder, caster sugar, butter, 5 eggs, strawberry jam", 10, 5},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Servings: c.servings, TimeAvailable: 75, Meal: "dessert"})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		if !strings.Contains(rec.Title, "Sponge") {
			t.Errorf("%s: %s, want a sponge", c.pantry, rec.Title)
			continue
		}
		var flour, fat, sugar float64
		for _, l := range rec.Ingredients {
			switch {
			case strings.Contains(l.Name, "flour"):
				flour = l.Grams
			case strings.Contains(l.Name, "butter"):
				fat = l.Grams
			case l.Name == "sugar":
				sugar = l.Grams
			case l.Name == "egg" && l.Quantity != c.eggs:
				t.Errorf("%s: %s, want %v eggs", c.pantry, l.Text, c.eggs)
			}
		}
		if flour == 0 || flour != fat || fat != sugar || flour != 5*float64(int(flour/5)) {
			t.Errorf("%s: flour %v g, butter %v g, sugar %v g: want equal weights to 5 g", c.pantry, flour, fat, sugar)
		}
	}
}
