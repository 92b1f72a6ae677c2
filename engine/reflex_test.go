package engine

import (
	"slices"
	"strings"
	"testing"
)

// A cook's review found flavourings bought by reflex: red pepper flakes for a tofu
// stir-fry that has ginger, garlic and soy; smoked paprika beside the cook's cumin;
// baking powder beside self-raising flour; dried thyme and a shallot beside herbes de
// provence, onion and garlic. A bought flavouring must earn its place: none of these is
// bought, and the pantry's own item is used.
func TestNoReflexivePurchases(t *testing.T) {
	for _, tc := range []struct {
		pantry, cuisine, rules string
		servings, time         int
		meal                   string
		notBought              []string
		used                   []string
	}{
		{"tofu,broccoli,soy sauce,ginger,garlic,jasmine rice,spring onions", "chinese", "vegan", 3, 30, "", []string{"red pepper flakes"}, []string{"scallion"}},
		{"red lentils,onion,carrot,cumin,vegetable stock,lemon", "middle-eastern", "vegan", 4, 40, "", []string{"smoked paprika"}, []string{"cumin"}},
		{"self-raising flour,milk,eggs,butter,maple syrup,blueberries", "", "", 4, 25, "breakfast", []string{"baking powder"}, []string{"self-rising flour"}},
		{"zucchini,eggplant,peppers,tomatoes,onion,garlic,herbes de provence", "french", "vegan", 4, 60, "", []string{"dried thyme", "shallot"}, []string{"herbes de provence"}},
		{"chicken breast,romaine,parmesan,bread,lemon,garlic,olive oil", "american", "", 2, 25, "lunch", []string{"smoked paprika"}, nil},
	} {
		req := Request{Pantry: strings.Split(tc.pantry, ","), Cuisine: tc.cuisine, Servings: tc.servings, TimeAvailable: tc.time, Meal: tc.meal}
		if tc.rules != "" {
			req.Rules.Restrictions = []string{tc.rules}
		}
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s: %v", tc.pantry, err)
			continue
		}
		var names []string
		for _, l := range rec.Ingredients {
			names = append(names, l.Name)
		}
		for _, n := range tc.notBought {
			if slices.Contains(names, n) {
				t.Errorf("%s: %q bought for %s, beside what the pantry holds for its job", tc.pantry, n, rec.Title)
			}
		}
		for _, n := range tc.used {
			if !slices.Contains(names, n) {
				t.Errorf("%s: the pantry's %q is not in %s: %v", tc.pantry, n, rec.Title, names)
			}
		}
	}
}
