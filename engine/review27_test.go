package engine

import (
	"strings"
	"testing"
)

// Review 27: a tabbouleh is a parsley salad: the parsley is weighed as its body and
// tossed through, and the hot bulgur cools before it meets the herbs.
func TestTabboulehIsAParsleySalad(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("a bag of bulgur wheat, a big bunch of flat-leaf parsley, fresh mint, 4 tomatoes, a lemon, spring onions", ", "),
		Cuisine: "middle-eastern", Servings: 4, TimeAvailable: 30, Meal: "lunch"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rec.Title, "Tabbouleh") {
		t.Fatalf("%s, not a tabbouleh", rec.Title)
	}
	for _, ing := range rec.Ingredients {
		if ing.Name == "parsley" && ing.Grams < 50 {
			t.Errorf("%.0f g of parsley for four: a garnish, not a tabbouleh", ing.Grams)
		}
	}
	last := rec.Instructions[len(rec.Instructions)-1].Text
	if !strings.Contains(last, "cool") || !strings.Contains(last, "parsley with the dressing") {
		t.Errorf("the bulgur is not cooled or the parsley not tossed through: %q", last)
	}
}

// A whole spice in a sauce that is layered into a baking dish comes out before the
// layering, not after baking under the topping.
func TestLayeredSauceGivesUpItsWholeSpice(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("500g lamb mince, 2 aubergines, a tin of chopped tomatoes, cinnamon stick, whole milk, plain flour, parmesan", ", "),
		Cuisine: "greek", Servings: 6, TimeAvailable: 150})
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range rec.Instructions {
		if strings.Contains(s.Text, "Fish out the cinnamon") && !strings.Contains(s.Text, "baking dish") {
			t.Errorf("%s: the cinnamon is fished out at step %d, not before the layering: %q", rec.Title, i+1, s.Text)
		}
	}
}

// A savoury bake (a quiche) is not sweet: the cook's nutmeg seasons its custard instead
// of being refused as "a savoury spice in a sweet dish".
func TestQuicheTakesTheCooksNutmeg(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("4 leeks, Gruyère, 6 eggs, shortcrust pastry, double cream, nutmeg", ", "),
		Cuisine: "french", Servings: 6, TimeAvailable: 90, Meal: "lunch"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rec.Title, "Quiche") {
		t.Fatalf("%s, not a quiche", rec.Title)
	}
	for _, u := range rec.UnusedPantry {
		if strings.Contains(u.Name, "nutmeg") {
			t.Errorf("the nutmeg is left out: %s", u.Reason)
		}
	}
	used := false
	for _, s := range rec.Instructions {
		used = used || strings.Contains(s.Text, "nutmeg")
	}
	if !used {
		t.Errorf("no step grates the nutmeg: %v", rec.Instructions)
	}
}
