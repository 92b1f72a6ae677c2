package engine

import (
	"regexp"
	"strings"
	"testing"
)

// What a cook's review of forty home requests found in the methods, timing and names of
// the recipes: each row is a request, what its recipe must say and what it must never say.
func TestReview18Methods(t *testing.T) {
	cases := []textCase{
		// Nachos in a hurry go under the grill, which heats in minutes, not the oven.
		{"tortilla chips, cheddar, jalapenos, sour cream, salsa", "mexican", "snack", "", 3, 15, `under the grill`, `Heat the oven|parchment`},
		// Crêpes in a hurry: two pans at once, the fruit cut while the batter rests.
		{"flour, eggs, milk, butter, lemon, sugar", "", "breakfast", "", 4, 20, `two 20 cm \(8 in\) nonstick skillets(.|\n)*Meanwhile, cut the lemon`, `Rest the batter for 10`},
		// Cheesecake pots in a hurry are eaten soft or after a few minutes' chill, and the
		// strawberries on top are sliced in a step.
		{"greek yogurt, strawberries, granola, honey, digestive biscuits, cream cheese, lemon", "", "dessert", "", 4, 30, `Slice the strawberries and scatter them`, `Chill for 20`},
		// A squash or tomato soup simmers in stock that just covers it, is blended, and
		// takes its cream after; bread beside it is for dipping, not for a sauce.
		{"butternut squash, onion, vegetable stock, garlic, cream, bread", "", "lunch", "vegetarian", 4, 45,
			`(just enough to cover|should just cover them)(.|\n)*blend until completely smooth(.|\n)*Stir in the heavy cream`, `Add the heavy cream|for the sauce|[5-9] [0-9/ ]*cups vegetable broth`},
		// A ratatouille stews uncovered in its own juices: no water, no lid; its aubergine
		// gets oil enough to fry in.
		{"courgettes, aubergine, peppers, onion, tinned tomatoes, garlic, olive oil, herbes de provence", "french", "dinner", "vegan", 4, 60,
			`\* 3 1/2 tbsp olive oil(.|\n)*cook uncovered over low heat`, `of water|cover and simmer`},
		// A paella's diced onions soften for minutes before the garlic's one, and the dish
		// still fits the hour.
		{"chicken thighs, chorizo, rice, peppers, onion, frozen peas, paprika, chicken stock", "spanish", "dinner", "", 6, 60,
			`Paella(.|\n)*until the onion is soft[^.]*, then add the garlic for 1 minute`, `onions? for 1 minute`},
		// Ground spices are cooked on the beans, never whisked raw into oil as a dressing.
		{"black beans, rice, onion, garlic, cumin, bell pepper, lime, avocado", "mexican", "dinner", "vegan", 4, 40,
			`Toss the black beans with the cumin[^.]*, then cook them`, `(?i)whisk[^.]*cumin[^.]*dressing`},
		// Water round the lemon potatoes wants a roasting tin; thighs on the bone take longer.
		{"chicken thighs, potatoes, lemon, oregano, garlic, olive oil, red onion", "greek", "dinner", "gluten-free", 4, 60,
			`in a large roasting tin(.|\n)*thighs on the bone need 40–45 minutes`, `lined baking sheet|parchment`},
		// A title names only what the list holds, and the potatoes that are half the plate.
		{"pork chops, apples, potatoes, cabbage, butter, mustard", "", "dinner", "", 2, 40, `^Pork Chops with Apples and Potatoes \(`, `Onion`},
		{"whole chicken, potatoes, carrots, onions, garlic, thyme, olive oil", "", "dinner", "", 5, 120, `^Roast Chicken with [A-Za-z, ]+ and Potatoes \(`, `made with carrot`},
		{"salmon fillets, new potatoes, green beans, lemon, butter, dill", "french", "dinner", "", 2, 30, `^Pan-Seared Salmon with Green Beans and Potatoes \(`, ``},
		// A stock cube that names no animal makes "stock", never chicken broth for a lamb pie.
		{"potatoes, minced lamb, onion, carrots, frozen peas, stock cube, butter, milk", "", "dinner", "", 6, 90, `cups stock \(made with 1 stock cube`, `chicken broth`},
		// One toastie is two slices: one and the other, never "half of them".
		{"bread, cheddar, ham, butter, apple", "american", "lunch", "", 1, 10, `lay one, butter side down(.|\n)*close with the other, butter side up`, `half of them`},
		// "Keep warm in a low oven" finds the oven switched on.
		{"eggs, bacon, bread, butter, tomatoes, mushrooms, baked beans", "", "breakfast", "", 2, 25, `Turn the oven on low[^\n]*\n?[^\n]*in a low oven`, ``},
		{"flour, milk, eggs, butter, sugar, maple syrup, baking powder", "american", "breakfast", "", 4, 25, `(?m)^  1\. \[\d+\] Turn the oven on low`, ``},
		// The spaghetti is timed to finish with a long-simmered sauce, not drained beside it.
		{"beef mince, onion, tinned tomatoes, spaghetti, carrot, celery, olive oil, garlic", "italian", "dinner", "", 4, 60, `With \d+ minutes to go, cook the spaghetti`, `Meanwhile, cook the spaghetti`},
		// The salmon is started late enough to finish with the potatoes, not plated to wait.
		{"salmon fillets, new potatoes, green beans, lemon, butter, dill", "french", "dinner", "", 2, 30, `Give the potatoes \d+ minutes? more on their own, then heat`, `When the potatoes are ready`},
		// A fondant's melting, whisking and folding before the oven are its prep; without
		// flour it is served in its ramekin, too tender to turn out.
		{"chocolate, butter, sugar, eggs, flour, cocoa powder", "", "dessert", "wheat", 8, 50, `prep (1[0-9]|[2-9][0-9]) \+(.|\n)*set each ramekin on a small plate`, `put a plate on top and turn out`},
		{"crushed tomatoes, onion, garlic, vegetable stock, cream, basil", "", "lunch", "", 4, 0, `blend until completely smooth`, `dice the crushed tomatoes|Add the heavy cream`},
	}
	checkTextCases(t, cases)
}

// textCase is a request and what its recipe's text must and must never say.
type textCase struct {
	pantry, cuisine, meal, rules string
	servings, minutes            int
	want, never                  string // regular expressions over the recipe text and its "unused:" lines; "" for none
}

// checkTextCases generates each case's recipe and checks its text against the case's
// expressions, and that it reads as a recipe a cook can follow.
func checkTextCases(t *testing.T, cases []textCase) {
	t.Helper()
	for _, c := range cases {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Meal: c.meal, Servings: c.servings, TimeAvailable: c.minutes}
		addRules(&req, c.rules)
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s in %d minutes: %v", c.pantry, c.minutes, err)
			continue
		}
		text := recipeText(rec)
		for _, u := range rec.UnusedPantry {
			text += "\nunused: " + u.Name
		}
		if c.want != "" && !regexp.MustCompile(c.want).MatchString(text) {
			t.Errorf("%s: got no %q, want it\n%s", c.pantry, c.want, text)
		}
		if c.never != "" {
			if m := regexp.MustCompile(c.never).FindString(text); m != "" {
				t.Errorf("%s: got %q, want none\n%s", c.pantry, m, text)
			}
		}
		if msg := checkRecipe(req, rec); msg != "" {
			t.Errorf("%s: %s\n%s", c.pantry, msg, text)
		}
	}
}
