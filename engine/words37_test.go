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
