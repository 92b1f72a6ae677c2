package engine

import "testing"

// A cook who lists ghee, stock, wine or butter expects the dish to cook in it before
// anything is bought for the same part: the Indian pot starts in the cook's ghee, the
// stew simmers in the cook's wine and stock, the toast is spread with the cook's butter.
func TestPantryFatsAndLiquidsCookTheDish(t *testing.T) {
	checkTextCases(t, []textCase{
		// ghee is the fat of an Indian dish when the pantry holds it, beside any oil
		{pantry: "spinach, paneer, onion, garlic, ginger, ghee, tomatoes", cuisine: "indian", minutes: 60, want: `Heat half the ghee`, never: `unused: ghee|vegetable oil`},
		{pantry: "chickpeas, onion, tomatoes, ghee, garlic, ginger, vegetable oil", cuisine: "indian", minutes: 45, want: `Heat the ghee`, never: `unused: ghee`},
		{pantry: "chicken thighs, onion, ghee, tomatoes, garlic, olive oil", cuisine: "indian", minutes: 60, want: `Heat the ghee`, never: `unused: ghee`},
		{pantry: "prawns, coconut milk, ghee, onion", cuisine: "indian", minutes: 40, want: `ghee`, never: `unused: ghee|vegetable oil`},
		{pantry: "potatoes, cauliflower, ghee, onion", cuisine: "indian", minutes: 45, want: `ghee`, never: `unused: ghee|vegetable oil`},
		// the cook's stock is what a dal's lentils simmer in, with water
		{pantry: "red lentils, vegetable stock, onion, garlic", cuisine: "indian", minutes: 60, want: `with the vegetable broth and water`, never: `unused: vegetable stock`},
		{pantry: "split peas, chicken stock, onion, ghee", cuisine: "indian", minutes: 60, want: `with the chicken broth and water`, never: `unused: chicken stock`},
		{pantry: "red lentils, stock cube, spinach", cuisine: "indian", minutes: 45, want: `with the stock and water`, never: `unused: stock cube`},
		// a stew simmers in the cook's wine, cider or beer: no broth or Worcestershire bought
		{pantry: "rabbit, white wine, onion, carrots", minutes: 150, want: `add the white wine`, never: `unused: white wine|beef broth|worcestershire`},
		{pantry: "rabbit, red wine, onion, carrots", minutes: 150, want: `red wine`, never: `unused: red wine|beef broth|worcestershire`},
		{pantry: "beef chuck, beer, onion, carrots, potatoes", minutes: 180, want: `add the beer`, never: `unused: beer|beef broth`},
		{pantry: "lamb shoulder, red wine, onion, rosemary", minutes: 180, want: `red wine`, never: `unused: red wine|beef broth|chicken broth`},
		{pantry: "rabbit, white wine, chicken stock, onion", minutes: 150, want: `Pour in the white wine[^.]*(reduced by half|cook off the raw alcohol)`, never: `unused: (white wine|chicken stock)|worcestershire`},
		// the cook's butter butters the toast, spread first, never drizzled
		{pantry: "sardines, bread, butter, lemon", minutes: 20, want: `Spread the toasted bread with the butter`, never: `unused: butter|olive oil`},
		{pantry: "mackerel, sourdough bread, butter, vegetable oil", minutes: 20, want: `with the butter`, never: `unused: butter|olive oil`},
		{pantry: "sardines, baguette, unsalted butter, cherry tomatoes", minutes: 20, want: `Spread the toasted baguette with the unsalted butter`, never: `drizzle with the unsalted butter|half the unsalted butter|olive oil`},
		{pantry: "baked beans, bread, butter", minutes: 20, want: `Spread the toasted bread with the butter; pile the baked beans on top`, never: `drizzle with the butter`},
		// the cook's fresh herb seasons the dish: no jar of dried herb bought beside it
		{pantry: "salmon, potatoes, dill, red onion, broccoli", cuisine: "american", minutes: 45, want: `dill`, never: `dried thyme|unused: dill`},
		{pantry: "cod, cherry tomatoes, basil, zucchini", cuisine: "american", minutes: 45, want: `basil`, never: `dried (thyme|oregano|basil)|unused: basil`},
	})
}
