package engine

import (
	"errors"
	"regexp"
	"strings"
	"testing"
)

// A pantry of condiments holds nothing a dish is made of: it is refused with ideas,
// never answered with a dish that buys its every food (ketchup and mustard dressed a
// bought watermelon). The ideas name whole dishes ("buffalo chicken wings", not "buffalo").
func TestCondimentsAloneAreRefused(t *testing.T) {
	clipped := regexp.MustCompile(`for (buffalo|pan-seared)(;|$)|for (in|with) `) // a title cut at its missing main
	for _, pantry := range [][]string{
		{"ketchup", "mustard", "lemon", "ice cubes"},
		{"soy sauce", "sriracha", "mayonnaise"},
		{"olive oil", "balsamic vinegar", "salt", "black pepper", "dried oregano"},
		{"honey", "lime", "hot sauce"},
	} {
		rec, err := Generate(Request{Pantry: pantry, Servings: 2, TimeAvailable: 30})
		var no *NoRecipeError
		if !errors.As(err, &no) {
			t.Errorf("%v: want a refusal, got %v\n%s", pantry, err, recipeText(rec))
			continue
		}
		if strings.Contains(no.Reason, "{") || clipped.MatchString(no.Reason) {
			t.Errorf("%v: the ideas are not whole dish names: %s", pantry, no.Reason)
		}
	}
}

// A refusal's ideas fit the pantry and the rules: they never ask for a food the pantry
// holds ("add apple" to a pantry of apples), never offer a dish whose main, starch or
// signature the rules refuse with no stand-in (puff pastry or carrot cake to a
// gluten-free cook), and ask for a refused signature by its allowed stand-ins (the oats
// of a gluten-free crumble) (review 14, row 33).
func TestRefusalIdeasFitThePantry(t *testing.T) {
	cases := []struct {
		pantry, rules string
		want          []string
		never         []string
	}{
		{"bramley apples, plain flour, butter, demerara sugar, cinnamon", "gluten-free",
			// (A cake or shortbread of gluten-free flour, a food since review 21, is a fair idea.)
			[]string{"rolled oats", "apple crumble", "gluten-free flour"}, []string{"add apple", "puff pastry", "flour or"}},
		// (Pears and sugar without wheat are poached pears now: TestSweetClassicsFromTheirPantry.)
		{"apples, plain flour, butter, sugar", "wheat",
			[]string{"apple crumble"}, []string{"add apple or pear", "puff pastry"}},
	}
	for _, c := range cases {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Servings: 6, TimeAvailable: 60, Meal: "dessert"}
		addRules(&req, c.rules)
		rec, err := Generate(req)
		var no *NoRecipeError
		if !errors.As(err, &no) {
			t.Errorf("%s (%s): want a refusal, got %v\n%s", c.pantry, c.rules, err, recipeText(rec))
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(no.Reason, w) {
				t.Errorf("%s (%s): got %q, want it to name %q", c.pantry, c.rules, no.Reason, w)
			}
		}
		for _, w := range c.never {
			if strings.Contains(no.Reason, w) {
				t.Errorf("%s (%s): got %q, which says %q", c.pantry, c.rules, no.Reason, w)
			}
		}
	}
}
