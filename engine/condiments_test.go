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
