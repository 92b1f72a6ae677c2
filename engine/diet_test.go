package engine

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// Low-carb and keto judge a flavouring by one use (a clove, a tablespoon), a food of
// the plate by 100 g: garlic keeps keto, ketchup and rice do not.
func TestCarbLimitsByUse(t *testing.T) {
	cases := []struct {
		food, res string
		keeps     bool
		why       string
	}{
		{"garlic", "keto", true, ""},
		{"garlic", "low-carb", true, ""},
		{"ginger", "keto", true, ""},
		{"soy sauce", "keto", true, ""},
		{"ketchup", "keto", false, "a tablespoon"},
		{"hoisin sauce", "low-carb", false, "a tablespoon"},
		{"rice", "low-carb", false, "per 100 g"},
		{"honey", "keto", false, "per 100 g"},
	}
	for _, c := range cases {
		in, ok := Lookup(c.food)
		if !ok {
			t.Fatalf("%s not in the table", c.food)
		}
		why := Rules{Restrictions: []string{c.res}}.Breaks(in)
		if (why == "") != c.keeps || !strings.Contains(why, c.why) {
			t.Errorf("%s under %s: Breaks = %q, want keeps=%v (%q)", c.food, c.res, why, c.keeps, c.why)
		}
		if keeps(c.res, in) != c.keeps {
			t.Errorf("%s under %s: keeps = %v, want %v", c.food, c.res, !c.keeps, c.keeps)
		}
	}
	garlic, _ := Lookup("garlic")
	if suitable, _ := Suitability([]*Ingredient{garlic}); !containsString(suitable, "keto") {
		t.Errorf("garlic alone is not keto: %v", suitable)
	}
}

// Sauces a shop sells made with wheat are not gluten-free, whatever their name says:
// oyster sauce (thickened with wheat flour in the common brands), soy, hoisin, teriyaki.
func TestWheatInSauces(t *testing.T) {
	for _, name := range []string{"oyster sauce", "soy sauce", "hoisin sauce", "teriyaki sauce"} {
		if why := (Rules{Restrictions: []string{"gluten-free"}}).Breaks(mustLookup(name)); why == "" {
			t.Errorf("%s keeps gluten-free", name)
		}
	}
}

// Keto and low-carb are judged by a serving, not only by each food: a ratatouille's
// vegetables each keep keto, but 1.3 kg of them for four is 23 g of carbohydrate a
// serving; a Greek salad's tomatoes and onion are 10 g net in a 290 kcal bowl.
func TestDietTagsFollowTheServing(t *testing.T) {
	cases := []struct {
		pantry, cuisine string
		servings        int
		keto, lowCarb   bool
	}{
		{"aubergine, courgette, red pepper, tin tomatoes, onion, garlic, olive oil, basil", "french", 4, false, false},
		{"feta, tomatoes, cucumber, red onion, kalamata olives, olive oil, oregano", "greek", 2, false, true},
		{"2 chicken breasts, broccoli, garlic, butter", "", 2, true, true},
		{"salmon fillets, asparagus, lemon, butter", "", 2, true, true},
	}
	for _, c := range cases {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: c.servings})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		ps := rec.Nutrition.PerServing
		got := containsString(rec.Dietary.SuitableFor, "keto")
		if got != c.keto || containsString(rec.Dietary.SuitableFor, "low-carb") != c.lowCarb {
			t.Errorf("%s: %s, %.1f g carbohydrate (%.1f g fibre) in %.0f kcal a serving, suitable for %v; want keto %v, low-carb %v",
				c.pantry, rec.Title, ps.Carbs, ps.Fiber, ps.Kcal, rec.Dietary.SuitableFor, c.keto, c.lowCarb)
		}
	}
}

// A request for keto or low-carb is answered with a dish a serving of which keeps it,
// or refused: never a keto dish of 15 g of net carbohydrate a serving.
func TestCarbDietRequestsKeepTheServing(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 29))
	answered := 0
	for range 300 {
		req := randomRequest(r)
		req.TimeAvailable = 0
		req.Rules.Restrictions = append(req.Rules.Restrictions, []string{"keto", "low-carb"}[r.IntN(2)])
		rec, err := Generate(req)
		if err != nil {
			continue
		}
		answered++
		if msg := checkRecipe(req, rec); msg != "" {
			t.Errorf("%+v: %s\n%s", req, msg, recipeText(rec))
		}
	}
	if answered < 60 {
		t.Errorf("only %d of 300 keto and low-carb requests answered", answered)
	}
}

// A Rules read once into bits allows exactly the foods Rules.allows does, for every
// food of the table under every single rule, pairs of them, and names the contract
// does not list.
func TestRuleMaskAllows(t *testing.T) {
	var rules []Rules
	for _, res := range Restrictions {
		rules = append(rules, Rules{Restrictions: []string{res}}, Rules{Restrictions: []string{res, "keto"}, Allergies: []string{"sesame"}})
	}
	for _, a := range Allergens {
		rules = append(rules, Rules{Allergies: []string{a}}, Rules{Allergies: []string{a, "milk"}, Restrictions: []string{"kosher"}})
	}
	rules = append(rules, Rules{}, Rules{Restrictions: []string{"Vegan", "carnivore"}, Allergies: []string{"celery"}})
	for _, r := range rules {
		m := r.mask()
		for _, in := range Table() {
			if got, want := m.allows(in), r.allows(in); got != want {
				t.Errorf("%+v: mask allows %s: %v, Rules.allows: %v", r, in.Name, got, want)
			}
		}
	}
}

// Each allergen is one fact bit, as keepsDiets' one mask of them all needs.
func TestAllergenFactsAreSingleBits(t *testing.T) {
	for _, a := range Allergens {
		if f := allergenFacts[a]; f == 0 || f&(f-1) != 0 {
			t.Errorf("allergen %s is facts %b, not one bit", a, f)
		}
	}
}

// A food whose allergen depends on the brand is flagged on its line for the cook who
// must avoid it (a reviewer's soy-allergic stir-fry was given oyster sauce, a wheat
// allergy tamari, with no word), and only for that cook.
func TestLabelNotesForBrandAllergens(t *testing.T) {
	for _, c := range []struct {
		pantry []string
		rules  Rules
		food   string
		want   string // "" for no note
	}{
		// The cook's own oyster sauce: a soy allergy reads its label (none is bought for it).
		{[]string{"tofu", "broccoli", "oyster sauce", "garlic", "ginger", "rice"}, Rules{Allergies: []string{"soy"}}, "oyster sauce", "contain soy"},
		{[]string{"chicken breast", "broccoli", "soy sauce", "garlic", "ginger", "rice"}, Rules{}, "oyster sauce", ""},
		{[]string{"salmon", "soy sauce", "honey", "garlic", "rice", "broccoli"}, Rules{Restrictions: []string{"gluten-free"}}, "tamari", "contain wheat, gluten"},
		{[]string{"rolled oats", "milk", "banana", "honey"}, Rules{Restrictions: []string{"gluten-free"}}, "rolled oats", "contain gluten"},
		{[]string{"rolled oats", "milk", "banana", "honey"}, Rules{}, "rolled oats", ""},
		// Burger buns are often seeded: a sesame allergy reads the packet (review 19).
		{[]string{"ground beef", "burger buns", "cheddar", "lettuce", "tomato"}, Rules{Allergies: []string{"sesame"}}, "hamburger bun", "contain sesame"},
	} {
		rec, err := Generate(Request{Pantry: c.pantry, Rules: c.rules, Servings: 2})
		if err != nil {
			t.Errorf("%v %+v: %v", c.pantry, c.rules, err)
			continue
		}
		found := false
		for _, l := range rec.Ingredients {
			if l.Name != c.food {
				continue
			}
			found = true
			if c.want == "" && strings.Contains(l.Note, "check the label") || c.want != "" && !strings.Contains(l.Note, c.want) {
				t.Errorf("%v %+v: %s has note %q, want one with %q", c.pantry, c.rules, c.food, l.Note, c.want)
			}
		}
		if !found {
			t.Errorf("%v %+v: no %s line in %s", c.pantry, c.rules, c.food, recipeText(rec))
		}
	}
}
