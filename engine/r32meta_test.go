package engine

import (
	"strings"
	"testing"
)

// r32gen makes a recipe for a review-32 request (pantry lines split on "|") and fails
// the test when it errors.
func r32gen(t *testing.T, pantry, cuisine string, servings, minutes int, skill string, rules ...string) *Recipe {
	t.Helper()
	req := Request{Pantry: strings.Split(pantry, "|"), Cuisine: cuisine, Servings: servings, TimeAvailable: minutes, Skill: skill}
	addRules(&req, strings.Join(rules, ","))
	rec, err := Generate(req)
	if err != nil {
		t.Fatalf("%s: %v", pantry, err)
	}
	return rec
}

// Review 32 (02, 07, 19, 37, 40): what a dish is made of is never "(optional)": the
// green curry paste of a green curry, the sugar of a teriyaki glaze, the lime of a pad
// thai, the onion a chana masala's sauce is fried from.
func TestR32DefiningIngredientIsNotOptional(t *testing.T) {
	for _, c := range []struct {
		pantry, cuisine string
		servings, time  int
		rules           string
		title, food     string
	}{
		{"Thai Kitchen green curry paste|2 cans coconut milk|2 chicken breasts|1 red pepper|jasmine rice|fish sauce|2 limes|handful of thai basil", "thai", 4, 45, "", "Green Curry", "green curry paste"},
		{"2 salmon fillets|Kikkoman soy sauce|mirin|sushi rice|1 cucumber|spring onions|toasted sesame seeds", "japanese", 2, 40, "sesame", "Teriyaki", "sugar"},
		{"rice noodles 200g|large raw prawns|2 eggs|bean sprouts|roasted peanuts|tamarind paste|fish sauce|palm sugar|spring onions", "thai", 2, 30, "shellfish", "Pad Thai", "lime"},
		{"1 can chickpeas|tin of chopped tomatoes|garam masala|cumin seeds|turmeric|basmati rice", "indian", 4, 45, "vegan", "Chana Masala", "onion"},
	} {
		rec := r32gen(t, c.pantry, c.cuisine, c.servings, c.time, "intermediate", c.rules)
		if !strings.Contains(rec.Title, c.title) {
			t.Errorf("%s: got %q, want a %s", c.pantry, rec.Title, c.title)
			continue
		}
		found := false
		for _, it := range rec.Ingredients {
			if it.Name != c.food {
				continue
			}
			found = true
			if it.Optional || strings.Contains(it.Text, "optional") {
				t.Errorf("%s: got %q, want the %s required\n%s", rec.Title, it.Text, c.food, recipeText(rec))
			}
		}
		if !found {
			t.Errorf("%s: no %s in the list\n%s", rec.Title, c.food, recipeText(rec))
		}
		for _, s := range rec.Instructions {
			if strings.Contains(s.Text, c.food+" (if using)") || strings.Contains(s.Text, c.food+", if using") {
				t.Errorf("%s: step %d says the %s is optional: %s", rec.Title, s.Step, c.food, s.Text)
			}
		}
	}
}

// Over random requests, no food the catalogue line calls the dish's signature is listed
// as optional.
func TestR32SignatureNeverOptionalProperty(t *testing.T) {
	n := 1500
	if testing.Short() {
		n = 300
	}
	for i, req := range randomRequests(32, 7, n) {
		rec, cat, err := generate(req)
		if err != nil || cat == nil {
			continue
		}
		for _, it := range rec.Ingredients {
			in, ok := Lookup(it.Name)
			if !ok || !it.Optional {
				continue
			}
			for _, s := range cat.sig {
				for _, f := range s.foods() {
					if f == in {
						t.Errorf("request %d (%s): signature %s listed optional: %q", i, rec.Title, it.Name, it.Text)
					}
				}
			}
		}
	}
}
