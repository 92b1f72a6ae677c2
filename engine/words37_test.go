package engine

import (
	"strings"
	"testing"
)

// "cornflour" in one word is the British name for cornstarch, the thickener; "corn
// flour" in two is the American fine-ground cornmeal, its own food (SR28 20016): a
// cornbread is made of it, a stir-fry's sauce is never thickened with it.
func TestCornFlourIsNotCornflour(t *testing.T) {
	for text, want := range map[string]string{"cornflour": "cornstarch", "2 tbsp cornflour": "cornstarch", "corn starch": "cornstarch",
		"corn flour": "corn flour", "1 cup yellow corn flour": "corn flour", "fine cornmeal": "corn flour",
		"cornmeal": "polenta", "masa harina": "masa harina"} {
		if l := ParseLine(text); !l.Known || l.Matched != want {
			t.Errorf("%q: got %q (known %v), want %s", text, l.Matched, l.Known, want)
		}
	}
	if g := ParseLine("1 cup corn flour").Grams; g < 100 || g > 130 {
		t.Errorf("1 cup corn flour: got %.0f g, want about 117", g)
	}
	rec, err := Generate(Request{Pantry: []string{"corn flour", "buttermilk", "eggs", "butter", "sugar", "baking powder"}, Servings: 8})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rec.Title, "Cornbread") || !ingredientNames(rec)["corn flour"] {
		t.Errorf("corn flour, buttermilk and eggs: got %q with %v, want a cornbread of the corn flour", rec.Title, ingredientNames(rec))
	}
	for _, c := range []struct {
		flour  string
		thicks bool
	}{{"cornflour", true}, {"corn flour", false}} {
		rec, err := Generate(Request{Pantry: []string{"chicken breast", "broccoli", "soy sauce", "garlic", "ginger", "rice", c.flour}, Cuisine: "chinese", Servings: 2})
		if err != nil {
			t.Fatal(err)
		}
		if got := ingredientNames(rec)["cornstarch"]; got != c.thicks {
			t.Errorf("stir-fry with %q: cornstarch in the sauce %v, want %v (%v)", c.flour, got, c.thicks, ingredientNames(rec))
		}
		if ingredientNames(rec)["corn flour"] {
			t.Errorf("stir-fry with %q: the sauce is thickened with corn flour, a cornmeal", c.flour)
		}
	}
}

// Parmesan, pecorino, gruyère and manchego are set with animal rennet: a vegetarian or
// pescatarian is told why each is left out, and where the dish grates a hard cheese
// the vegetarian one goes in its place, grated and weighed as parmesan is.
func TestRennetCheeseGoesForVegetarianHardCheese(t *testing.T) {
	for _, diet := range []string{"vegetarian", "pescatarian"} {
		for _, c := range []struct{ cheese, pantry string }{
			{"parmesan", "risotto rice, onion, vegetable stock, butter, white wine"},
			{"pecorino", "spaghetti, garlic, olive oil, cherry tomatoes, basil"},
			{"gruyere", "cauliflower, milk, butter, plain flour"},
			{"manchego", "bread, tomatoes, olive oil, garlic"},
		} {
			if !mustLookup(c.cheese).Has(FactRennet) {
				t.Errorf("%s carries no rennet fact", c.cheese)
			}
			pantry := append(strings.Split(c.pantry, ", "), c.cheese)
			rec, err := Generate(Request{Pantry: pantry, Servings: 4, Rules: Rules{Restrictions: []string{diet}}})
			if err != nil {
				t.Fatal(err)
			}
			if ingredientNames(rec)[c.cheese] {
				t.Errorf("%s with %s: the rennet cheese is in the recipe", diet, c.cheese)
			}
			var reason string
			for _, e := range rec.ExcludedIngredients {
				if e.Name == c.cheese {
					reason = e.Reason
				}
			}
			if !strings.Contains(reason, "rennet") {
				t.Errorf("%s with %s: excluded reason %q, want one naming the rennet", diet, c.cheese, reason)
			}
			if ingredientNames(rec)["vegetarian hard cheese"] != strings.Contains(reason, "vegetarian hard cheese in its place") {
				t.Errorf("%s with %s: reason %q does not say what the recipe holds (%v)", diet, c.cheese, reason, ingredientNames(rec))
			}
		}
	}
	rec, err := Generate(Request{Pantry: []string{"risotto rice", "parmesan", "onion", "vegetable stock", "butter", "white wine"}, Servings: 4,
		Rules: Rules{Restrictions: []string{"vegetarian"}}})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, l := range rec.Ingredients {
		if l.Name == "vegetarian hard cheese" {
			found = true
			if l.Preparation != "grated" || l.Unit != "g" && l.Unit != "tbsp" {
				t.Errorf("vegetarian risotto's hard cheese: got %q, want it grated and weighed or spooned as parmesan is", l.Text)
			}
		}
	}
	if !found {
		t.Errorf("vegetarian risotto from parmesan: got %v, want the vegetarian hard cheese in its place", ingredientNames(rec))
	}
}

// Round 37's held-out pantry lines, as home cooks type them (leftovers, half a cabbage,
// tins in brine, British, American and Australian words, brands, bracketed amounts and
// misspellings): at least 99% name a food, and every known line with an amount is weighed.
func TestPantryWords37Coverage(t *testing.T) {
	lines := readLines(t, "testdata/pantry_lines_words37.txt")
	if len(lines) < 300 {
		t.Fatalf("got %d lines, want at least 300", len(lines))
	}
	known, weighed, unknown, unweighed := coverage(lines)
	t.Logf("%d lines: %.1f%% known, %.1f%% weighed; unknown %q", len(lines), known*100, weighed*100, unknown)
	if known < 0.99 {
		t.Errorf("%.1f%% of the lines known, want at least 99%%; unknown: %q", known*100, unknown)
	}
	if weighed < 0.95 {
		t.Errorf("%.1f%% of known lines with an amount weighed, want at least 95%%; not weighed: %q", weighed*100, unweighed)
	}
}

// A sample of round 37's lines, checked by hand: each reads as the food the cook has,
// never the nearest word (pork mince labelled "5% fat" is no pork fat, a tin of young
// jackfruit no ripe fruit, ground sumac no mince).
func TestPantryWords37Resolve(t *testing.T) {
	cases := []struct{ line, want string }{
		{"pork mince 5% fat", "ground pork"},
		{"beef mince 500g", "ground beef"},
		{"heel of parmesan", "parmesan"},
		{"bit of cheddar", "cheddar"},
		{"end of a loaf", "bread"},
		{"back bacon rashers x8", "bacon"},
		{"tinned mackerel in tomato sauce", "canned mackerel"},
		{"tinned tuna in brine", "canned tuna"},
		{"thai jasmine rice 5kg", "jasmine rice"},
		{"arborio risotto rice 1kg", "arborio rice"},
		{"buckwheat soba", "soba noodles"},
		{"mung bean vermicelli", "glass noodles"},
		{"half fat creme fraiche", "creme fraiche"},
		{"pouring cream", "light cream"},
		{"vegan butter", "margarine"},
		{"vegan mince", "vegan mince"},
		{"Quorn mince", "quorn mince"},
		{"jackfruit (tin)", "young jackfruit"},
		{"young green jackfruit", "young jackfruit"},
		{"gochujang paste (500g tub)", "gochujang"},
		{"miso paste", "miso"},
		{"galangal paste", "galangal"},
		{"laksa paste", "thai curry paste"},
		{"thai holy basil", "thai basil"},
		{"za’atar blend", "za'atar"},
		{"ground sumac", "sumac"},
		{"garam masala powder", "garam masala"},
		{"tabasco sauce", "hot sauce"},
		{"cassava", "cassava"},
		{"taro", "taro"},
		{"banana shallots", "shallot"},
		{"kumara", "sweet potato"},
		{"brocolli", "broccoli"},
		{"chickpea's", "chickpeas"},
		{"plantains", "plantain"},
		{"pak choi", "bok choy"},
		{"mooli", "daikon"},
		{"paneer block", "paneer"},
		{"halloumi block x2", "halloumi"},
		{"kecap manis", "kecap manis"},
		{"nori sheets (10 pack)", "nori"},
		{"leftover roast chicken", "cooked chicken"},
		{"half a cabbage", "cabbage"},
		{"bag of frozen peas", "frozen peas"},
		// A seasoning's word on a food that is no seasoning leaves it alone.
		{"shrimp paste", "shrimp paste"},
		{"onion powder", "onion powder"},
		{"ground almonds", "almond flour"},
	}
	for _, c := range cases {
		l := ParseLine(c.line)
		if !l.Known || l.Matched != c.want {
			t.Errorf("%q: got %q (known %v), want %s", c.line, l.Matched, l.Known, c.want)
		}
	}
	for _, line := range []string{"red bean paste", "fish paste", "chicken paste"} {
		if l := ParseLine(line); l.Known {
			t.Errorf("%q: got %q, want unknown (a paste of a food is not the food)", line, l.Matched)
		}
	}
}

// Young jackfruit from a tin goes into a vegan dish as a savoury food, and vegan mince
// makes a vegan bolognese as Quorn does a vegetarian one.
func TestVeganMinceBolognese(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"vegan mince", "onion", "tinned tomatoes", "spaghetti", "garlic", "olive oil"}, Servings: 4,
		Rules: Rules{Restrictions: []string{"vegan"}}})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rec.Title, "Bolognese") || !ingredientNames(rec)["vegan mince"] {
		t.Errorf("vegan mince, tomatoes and spaghetti: got %q with %v, want a bolognese of the vegan mince", rec.Title, ingredientNames(rec))
	}
}
