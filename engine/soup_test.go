package engine

import (
	"strings"
	"testing"
)

// A soup is mostly liquid: a tin of tomatoes is made up with broth or water, and its
// pasta cooks in the pot (no pot of salted water put on for nothing).
func TestSoupsHaveTheirLiquid(t *testing.T) {
	for _, c := range []struct {
		pantry   string
		cuisine  string
		servings int
	}{
		{"carrots, celery, onion, potatoes, canned tomatoes, pasta, cannellini beans", "italian", 8},
		{"red lentils, onion, carrot, canned tomatoes", "", 4},
		{"kidney beans, canned tomatoes, onion, celery, macaroni", "italian", 6},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: c.servings})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		if !strings.Contains(strings.ToLower(rec.Title), "soup") && !strings.Contains(rec.Title, "Minestrone") && !strings.Contains(rec.Title, "Fagioli") {
			continue // not a soup: nothing to check here
		}
		liquid := 0.0
		for _, in := range rec.Ingredients {
			if in.Name == "water" || strings.Contains(in.Name, "broth") || strings.Contains(in.Name, "stock") || strings.Contains(in.Name, "tomatoes") {
				liquid += in.Grams
			}
		}
		if liquid < 250*float64(c.servings) {
			t.Errorf("%s: %q holds %.0f g of liquid for %d\n%s", c.pantry, rec.Title, liquid, c.servings, recipeText(rec))
		}
		for _, s := range rec.Instructions {
			if strings.Contains(s.Text, "well-salted water") {
				t.Errorf("%s: %q puts a pot of water on: %q", c.pantry, rec.Title, s.Text)
			}
		}
	}
}

// A spice the cook has whole is counted whole (a cinnamon stick, not "3/4 tsp" of
// ground cinnamon that clouds a broth) and fished out before serving, unless the broth
// is strained (K18).
func TestWholeSpicesStayWhole(t *testing.T) {
	for _, c := range []struct {
		pantry, cuisine, want string
	}{
		{"rice noodles, steak, beef stock, star anise, cinnamon stick, onion, ginger, fish sauce, beansprouts", "vietnamese", "cinnamon stick"},
		{"beef chuck, onion, carrots, beef stock, cinnamon stick, star anise, soy sauce", "chinese", "cinnamon stick"},
		{"basmati rice, chicken thighs, onion, cardamom pods, garam masala, yoghurt", "indian", "cardamom pods"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: 4, Skill: "advanced"})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		text := strings.ToLower(recipeText(rec))
		if !strings.Contains(text, c.want) {
			t.Errorf("%s: no %s\n%s", c.pantry, c.want, recipeText(rec))
		}
		if !strings.Contains(text, "strain") && !strings.Contains(text, "fish out the") {
			t.Errorf("%s: the %s is never fished out\n%s", c.pantry, c.want, recipeText(rec))
		}
	}
}

// A stew whose main and beans are the cook's buys at most one vegetable it lacks: a
// cod, chorizo and bean stew was buying a pepper and spinach both.
func TestStewWithItsBeansBuysOneVegetable(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine string }{
		{"cod, chorizo, tin white beans, onion, garlic, tin tomatoes", "spanish"},
		{"chicken thighs, tin chickpeas, onion, garlic, smoked paprika, tin tomatoes", "spanish"},
		{"italian sausage, cannellini beans, onion, garlic, tin tomatoes", "italian"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: 4, Meal: "dinner"})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		var bought []string
		for _, l := range rec.Ingredients {
			if in, ok := Lookup(l.Name); ok && !l.FromPantry && in.Category == "produce" && in.Is(RoleVegetable) && !in.Is(RoleAromatic) {
				bought = append(bought, l.Name)
			}
		}
		if len(bought) > 1 {
			t.Errorf("%s (%s): buys %v\n%s", c.pantry, rec.Title, bought, recipeText(rec))
		}
	}
}
