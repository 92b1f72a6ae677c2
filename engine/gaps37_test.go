package engine

import (
	"strings"
	"testing"
)

// Tacos from a packet of taco seasoning: the onion softens, the mince browns, and the
// seasoning and water go in last, so nothing sauced is fried again; a bag of shredded
// lettuce or coleslaw mix is not shredded again.
func TestGapsTacosSeasonLast(t *testing.T) {
	pantry := "ground beef, taco seasoning, taco shells, onion, garlic, shredded lettuce, coleslaw mix, cheddar"
	for _, n := range []int{2, 4, 12} {
		rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Servings: n})
		if err != nil {
			t.Fatalf("%d: %v", n, err)
		}
		steps := stepsText(rec.Instructions)
		season := strings.Index(steps, "stir in the taco seasoning")
		onion := strings.Index(steps, "cook the onion")
		beef := strings.Index(steps, "ground beef")
		if season < 0 || onion < 0 || season < onion || season < beef {
			t.Errorf("%d servings: got the seasoning at %d, the onion at %d, want the onion cooked before the seasoning goes on the beef:\n%s", n, season, onion, recipeText(rec))
		}
		for _, bad := range []string{"shred the romaine", "shred the cabbage", "toss together", "return the ground beef, toss"} {
			if strings.Contains(steps, bad) {
				t.Errorf("%d servings: a step says %q:\n%s", n, bad, recipeText(rec))
			}
		}
	}
}

// A Thai curry of vegetables alone: the paste and the coconut milk are the dish, not a
// stir-fry that leaves them in the cupboard.
func TestGapsVegetableThaiCurry(t *testing.T) {
	for _, c := range []struct {
		pantry string
		n      int
	}{
		{"coconut milk, red curry paste, rice, bell peppers, courgette", 2},
		{"coconut milk, red curry paste, rice, bell peppers, courgette", 4},
		{"coconut milk, green curry paste, rice, bell peppers, courgette", 12},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Servings: c.n, Cuisine: "thai"})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		if !strings.Contains(rec.Title, "Curry") {
			t.Errorf("%s (%d): got %q, want a Thai curry", c.pantry, c.n, rec.Title)
		}
		for _, u := range []string{"coconut milk", "curry paste", "zucchini"} {
			if !strings.Contains(stepsText(rec.Instructions), u) {
				t.Errorf("%s (%d): no step uses the %s:\n%s", c.pantry, c.n, u, recipeText(rec))
			}
		}
	}
}
