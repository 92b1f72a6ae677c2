package engine

import (
	"errors"
	"strings"
	"testing"
)

// A pantry made for a fruit dessert keeps its fruit: a crumble that needs a little
// longer is served after a shorter rest, and with too little time the answer never
// becomes cookies that leave the apples out.
func TestDessertKeepsItsFruit(t *testing.T) {
	pantry := []string{"6 apples", "butter", "brown sugar", "rolled oats", "cinnamon", "flour"}
	for _, minutes := range []int{0, 50, 30, 20} {
		rec, err := Generate(Request{Pantry: pantry, Servings: 6, TimeAvailable: minutes, Meal: "dessert", Skill: "beginner"})
		var none *NoRecipeError
		if errors.As(err, &none) {
			if minutes >= 50 {
				t.Errorf("%d minutes: refused: %v", minutes, err)
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		apples := false
		for _, in := range rec.Ingredients {
			apples = apples || in.Name == "apple" && in.FromPantry
		}
		if !apples {
			t.Errorf("%d minutes: %q leaves out the apples\n%s", minutes, rec.Title, recipeText(rec))
		}
		if minutes >= 50 && !strings.Contains(rec.Title, "Crumble") {
			t.Errorf("%d minutes: %q, want the crumble", minutes, rec.Title)
		}
	}
}
