package engine

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// A pantry's seasonings say which cuisine it is for when the request names none.
func TestSeasoningsPointToTheCuisine(t *testing.T) {
	var curry *catDish
	for _, c := range catalogue() {
		if c.name == "{main} Curry" {
			curry = c
		}
	}
	if curry == nil {
		t.Fatal("no {main} Curry in the catalogue")
	}
	for name, want := range map[string]float64{"rosemary": clashFlavour, "dill": clashFlavour, "soy sauce": clashFlavour,
		"cilantro": fitFlavour, "garam masala": fitFlavour, "salt": 0} {
		if got := curry.flavourFit(mustLookup(name)); got != want {
			t.Errorf("%s in an Indian curry counts %v, want %v", name, got, want)
		}
	}
	for _, c := range []struct {
		pantry  string
		minutes int
		not     string
	}{
		{"pork shoulder, oregano, orange, onion, cumin", 240, "korean japanese chinese thai vietnamese indian"},
		{"chicken breast, tarragon, dijon mustard, heavy cream, mushrooms", 0, "indian thai chinese korean japanese"},
		{"lamb shoulder, onions, carrots, potatoes, rosemary", 180, "indian thai chinese korean japanese"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Servings: 4, TimeAvailable: c.minutes})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		if strings.Contains(c.not, rec.Cuisine) {
			t.Errorf("%s: %q is %s", c.pantry, rec.Title, rec.Cuisine)
		}
	}
}

// A dish labelled with a cuisine tastes of it: over many random pantries and rules, every
// savoury recipe holds one flavouring that says its cuisine (fish sauce or lime for Thai,
// gochugaru or sesame oil for Korean) and three of its base in all, from the pantry or
// bought, and the heat and sour-sweet its cuisine is not cooked without (a Thai
// stir-fry's chili and lime). A dish whose technique fixes its seasoning holds at least the one, or is
// labelled as the cuisine it does taste of (an omelette of butter and chives asked for
// as Greek is French); a dish of one cuisine only (a miso soup) is of it by its technique.
func TestLabelledCuisineHoldsItsBase(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	checked := map[string]int{}
	for i := range 1500 {
		req := randomRequest(r)
		req.Cuisine = Cuisines[i%len(Cuisines)]
		rec, c, err := generate(req)
		if err != nil || c != nil && !seasonedMeal(c) {
			continue
		}
		want := baseWanted
		if c != nil && ownFill[c.tech.name] {
			if len(c.cuisines) == 1 {
				continue // a miso soup is Japanese by its technique, whatever stands in for its dashi
			}
			want = 0 // its technique seasons it: one flavouring that says the cuisine, or another label
		}
		b, ok := cuisineBase[rec.Cuisine]
		if !ok {
			continue // American cooking has no one base
		}
		marks, all := 0, 0
		var names []string
		for _, l := range rec.Ingredients {
			names = append(names, l.Name)
			in, ok := Lookup(l.Name)
			switch {
			case !ok:
			case standsFor(in, b.marks):
				marks, all = marks+1, all+1
			case standsFor(in, b.support):
				all++
			}
		}
		checked[rec.Cuisine]++
		if want > 0 {
			for _, bal := range cuisineBalance[rec.Cuisine] {
				if !slices.ContainsFunc(names, func(n string) bool { in, ok := Lookup(n); return ok && standsFor(in, bal.foods) }) &&
					req.Rules.allows(mustLookup(bal.buy.name)) {
					t.Errorf("%v %v (%s): %q has none of %v: %v", req.Pantry, req.Rules, rec.Cuisine, rec.Title, bal.foods[:3], names)
				}
			}
		}
		if marks < 1 || all < want {
			t.Errorf("%v %v (%s): %q holds %d of its marks and %d of its base: %v", req.Pantry, req.Rules, rec.Cuisine, rec.Title, marks, all, names)
		}
	}
	for name := range cuisineBase {
		if checked[name] < 3 {
			t.Errorf("only %d %s recipes checked", checked[name], name)
		}
	}
}

// The cook's seasonings that say another cuisine stay in the pantry, and the herb that
// finishes a dish suits it; a Thai dish for a cook allergic to fish still tastes of lime.
func TestCuisineFlavoursFit(t *testing.T) {
	for _, c := range []struct {
		pantry, cuisine, rules string
		want, not              string
	}{
		{"chicken breast, soy sauce, basil, snow peas, rice", "thai", "fish", "lime juice", "fish sauce"},
		{"tofu, soy sauce, green beans, jasmine rice", "thai", "", "fish sauce", ""},
		{"shrimp, snow peas, rice noodles", "vietnamese", "", "fish sauce", ""},
		{"eggplant, zucchini, soy sauce, tomato", "mediterranean", "", "", "soy sauce"},
		{"eggplant, mirin, chickpeas", "mediterranean", "", "", "mirin"},
		{"chicken thigh, mushroom, dill, lemon", "french", "", "", "dill"},
		{"salmon, cilantro, rice", "french", "", "", "cilantro"},
		{"pork shoulder, rice, onion", "korean", "gluten-free", "gochugaru", "chili garlic sauce"},
		{"beef chuck, carrots, onion", "korean", "soy", "", "soy sauce"},
	} {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: 4}
		addRules(&req, c.rules)
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		has := map[string]bool{}
		for _, l := range rec.Ingredients {
			has[l.Name] = true
		}
		if c.want != "" && !has[c.want] {
			t.Errorf("%s (%s %s): %q has no %s:\n%s", c.pantry, c.cuisine, c.rules, rec.Title, c.want, recipeText(rec))
		}
		if c.not != "" && has[c.not] {
			t.Errorf("%s (%s %s): %q has %s:\n%s", c.pantry, c.cuisine, c.rules, rec.Title, c.not, recipeText(rec))
		}
	}
}

// A title that already names a cuisine is not given a second one in the summary.
func TestSummaryNamesOneCuisine(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"cod", "tomato", "couscous"}, Cuisine: "middle-eastern", Servings: 4})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, cu := range cuisineProfiles {
		if strings.Contains(rec.Summary, cu.adj+" ") {
			n++
		}
	}
	if n > 1 {
		t.Errorf("%q: %s", rec.Title, rec.Summary)
	}
}
