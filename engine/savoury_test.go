package engine

import "testing"

// Savoury dishes cook reviewers asked for and got another dish or a refusal: each made
// of its family of pantries, whatever words the cook uses.
func TestSavouryDishesOfTheirPantries(t *testing.T) {
	checkDishCases(t, []dishCase{
		// Moussaka: roasted eggplant, a meat sauce with cinnamon and a béchamel, or yogurt and eggs, baked on top.
		{"eggplant, ground lamb, canned diced tomatoes, milk, butter, all-purpose flour, onion, garlic, cinnamon", "greek", 0, 4, "moussaka", "moussaka"},
		{"aubergine, beef mince, tinned tomatoes, eggs, greek yogurt, onion, feta", "", 0, 4, "moussaka", "moussaka"},
		{"aubergines, lamb mince, chopped tomatoes, eggs, milk, parmesan", "greek", 0, 6, "moussaka", "moussaka"},
		{"eggplant, brown lentils, canned tomatoes, milk, butter, flour", "greek", 0, 4, "lentil moussaka", "moussaka"},
	})
}
