package engine

import (
	"slices"
	"strings"
	"testing"
)

// Sweet and baking pantries make a bake or a dessert: a cook's rules (review 7). A meal
// of dessert or baking never yields a savoury dish; a pantry mostly of flour, sugar,
// chocolate and fruit yields a bake even without one; yeast means a yeasted bread;
// chocolate, butter, eggs and sugar a chocolate pudding; ripe bananas and flour a banana
// bread. The pantry's yeast, chocolate, cocoa and fruit are never left out as not needed.
func TestSweetPantryMakesABake(t *testing.T) {
	cases := []struct {
		pantry   string
		cuisine  string
		meal     string
		rules    string
		minutes  int
		servings int
		title    string // a word or phrase the title holds (case-insensitive); "|" separates choices
		tech     string // "|" separates choices
	}{
		// Review 7, rows 15, 35, 40 and 31.
		{"flour, yeast, salt, olive oil, rosemary", "", "baking", "", 180, 8, "focaccia", "focaccia"},
		{"ripe bananas, flour, sugar, butter, baking soda, cinnamon", "", "baking", "egg-free", 75, 8, "banana bread", "loaf"},
		{"dark chocolate, butter, eggs, sugar, cocoa", "french", "dessert", "", 60, 6, "fondant|mousse|brownies", "fondant|mousse|brownies"},
		{"greek yogurt, honey, walnuts, berries", "greek", "snack", "", 10, 2, "yogurt", "parfait|yogurt bowl"},
		// Greek yoghurt with honey and figs, the nuts left out for a nut allergy (review 14, row 34).
		{"greek yoghurt, honey, walnuts, figs", "greek", "dessert", "nut-free", 10, 2, "greek yogurt with honey and figs", "yogurt bowl"},
		{"greek yoghurt, honey, walnuts, figs", "greek", "dessert", "", 10, 2, "honey, figs and walnuts", "yogurt bowl"},
		// The same pantries without a meal: what they are made of says bake.
		{"flour, yeast, salt, olive oil, rosemary", "", "", "", 0, 8, "focaccia", "focaccia"},
		{"dark chocolate, butter, eggs, sugar, cocoa", "", "", "", 0, 6, "chocolate", "fondant|mousse|brownies"},
		{"ripe bananas, flour, sugar, butter, eggs, baking soda", "", "", "", 0, 8, "banana", "loaf|muffins"},
		// Chocolate desserts by the time there is.
		{"dark chocolate, eggs, sugar, raspberries", "", "dessert", "", 180, 4, "chocolate mousse", "mousse"},
		{"dark chocolate, butter, eggs, sugar, flour", "", "dessert", "", 40, 4, "chocolate fondant", "fondant"},
		// A tray of brownies for a baking dozen: three eggs cannot set twelve fondants (review 11, K17).
		{"bittersweet chocolate, butter, eggs, caster sugar, plain flour, cocoa powder", "", "baking", "", 0, 12, "brownies|fondant", "brownies|fondant"},
		{"dark chocolate, butter, caster sugar, 3 eggs, flour, cocoa", "", "baking", "", 60, 12, "brownies", "brownies"},
		{"dark chocolate, butter, sugar, 4 eggs, flour, cocoa powder", "", "dessert", "", 0, 8, "brownies", "brownies"},
		{"bittersweet chocolate, unsalted butter, brown sugar, 2 eggs, plain flour", "", "", "", 0, 10, "brownies", "brownies"},
		{"dark chocolate, butter, caster sugar, 4 eggs, plain flour", "french", "dessert", "", 45, 4, "fondant", "fondant"},
		// Cream and yolks: a crème brûlée with time to chill it, warm pots de crème without (review 11, K30).
		{"double cream, caster sugar, vanilla pod, 6 egg yolks", "french", "dessert", "", 120, 6, "pots de crème", "pots de creme"},
		{"double cream, caster sugar, vanilla pod, 6 egg yolks", "french", "dessert", "", 0, 6, "crème brûlée", "creme brulee"},
		{"whipping cream, egg yolks, brown sugar, raspberries", "", "dessert", "", 240, 4, "crème brûlée", "creme brulee"},
		{"heavy cream, sugar, 4 eggs, vanilla extract", "french", "dessert", "", 0, 4, "crème brûlée|pots de crème", "creme brulee|pots de creme"},
		// Biscuits, cream cheese and cream: a no-bake cheesecake set in the fridge, in glasses when time is short (review 11, K40).
		{"digestive biscuits, butter, cream cheese, double cream, caster sugar, lemon", "", "dessert", "vegetarian", 60, 8, "lemon cheesecake pots", "cheesecake pots"},
		{"digestive biscuits, butter, cream cheese, double cream, caster sugar, lemon", "", "dessert", "", 0, 8, "no-bake lemon cheesecake", "no-bake cheesecake"},
		{"graham crackers, butter, cream cheese, heavy cream, icing sugar, strawberries", "", "", "", 0, 10, "no-bake cheesecake with strawberries", "no-bake cheesecake"},
		{"digestives, butter, cream cheese, sugar, eggs, lemon", "", "dessert", "", 0, 8, "baked cheesecake", "cheesecake"},
		// Scones keep the cook's sultanas, in a scone's share (review 11, K33).
		{"self-raising flour, butter, milk, caster sugar, sultanas, 1 egg", "", "baking", "", 40, 8, "scones", "scones"},
		// Citrus, fruit and yeast.
		{"flour, butter, sugar, eggs, lemon", "", "", "", 0, 8, "lemon drizzle", "cake"},
		{"self-raising flour, butter, caster sugar, eggs, lemons", "", "baking", "", 90, 10, "lemon", "cake"},
		{"apples, flour, butter, sugar, cinnamon", "", "", "", 0, 6, "apple crumble", "crumble"},
		// Brown sugar tops a crumble as well as white: the cook's apples are not left
		// beside a plate of churros.
		{"apples, plain flour, butter, brown sugar, cinnamon", "", "dessert", "", 0, 6, "apple crumble", "crumble"},
		{"pears, self-raising flour, butter, light brown sugar, ginger", "", "dessert", "", 60, 4, "pear crumble", "crumble"},
		{"plums, flour, butter, brown sugar", "", "", "", 0, 4, "crumble", "crumble"},
		// Gluten-free: the topping is the pantry's oats or ground almonds (review 14, row 33).
		{"bramley apples, rolled oats, butter, demerara sugar, cinnamon", "", "dessert", "gluten-free", 60, 6, "apple crumble", "crumble"},
		{"pears, ground almonds, butter, sugar, plain flour", "", "dessert", "gluten-free", 60, 4, "pear crumble", "crumble"},
		{"bread flour, instant yeast, salt, water", "", "baking", "", 0, 8, "loaf|focaccia", "crusty loaf|focaccia"},
		{"strong white flour, yeast, olive oil, salt, cherry tomatoes, black olives", "italian", "", "", 200, 6, "focaccia", "focaccia"},
		{"flour, yeast, salt, olive oil, water", "italian", "baking", "", 120, 6, "focaccia", "focaccia"},
		{"bread flour, dried yeast, olive oil, sea salt, rosemary", "", "", "", 130, 8, "focaccia", "focaccia"},
		{"flour, yeast, salt, olive oil, water", "", "baking", "", 120, 8, "focaccia", "focaccia"},
		// Store-cupboard puddings and bakes a cook names at once.
		{"flour, butter, sugar, eggs, cocoa powder, milk", "", "dessert", "", 60, 8, "chocolate cake", "cake"},
		{"rice, milk, sugar, vanilla, cinnamon", "", "", "", 0, 4, "rice pudding", "rice pudding"},
		// Mango with rice asked for Thai is mango sticky rice, its coconut milk bought; a
		// risotto rice stands in for glutinous (review 14, row 31).
		{"arborio rice, milk, sugar, vanilla pod, mango", "thai", "dessert", "dairy-free", 40, 4, "mango sticky rice", "sticky rice"},
		{"glutinous rice, coconut milk, sugar, salt, mango", "thai", "dessert", "", 40, 4, "mango sticky rice", "sticky rice"},
		{"arborio rice, whole milk, caster sugar, nutmeg", "", "dessert", "", 50, 6, "rice pudding", "rice pudding"},
		{"oats, butter, brown sugar, golden syrup", "", "baking", "", 0, 12, "flapjacks", "flapjacks"},
		{"rolled oats, butter, honey, raisins", "", "", "", 0, 8, "flapjacks", "flapjacks"},
		{"dark chocolate, eggs, caster sugar, double cream", "french", "", "", 0, 4, "chocolate", "mousse|fondant"},
		{"flour, butter, milk, sugar, baking powder", "", "baking", "", 0, 8, "scones", "scones"},
		{"self-raising flour, butter, milk, raisins, sugar", "", "", "", 45, 6, "scones", "scones"},
		{"flour, eggs, milk, butter, sugar, lemons", "", "breakfast", "", 30, 4, "crêpes", "crepes"},
		{"cream cheese, graham crackers, sugar, eggs, butter, vanilla", "", "dessert", "", 0, 8, "cheesecake", "cheesecake"},
		{"cream cheese, graham crackers, sugar, eggs, butter, vanilla, strawberries", "", "", "", 0, 10, "cheesecake", "cheesecake"},
		{"almond flour, eggs, sugar, butter, dark chocolate", "", "dessert", "gluten-free", 45, 6, "chocolate fondant", "fondant"},
		// Without any flour a gluten-free fondant sets with cocoa (its signature's next food), not a 422.
		{"dark chocolate, butter, eggs, caster sugar", "", "dessert", "gluten-free", 30, 4, "chocolate fondant", "fondant"},
		{"carrots, flour, sugar, eggs, vegetable oil, cinnamon, walnuts", "", "", "", 0, 10, "carrot cake", "cake"},
		{"zucchini, flour, brown sugar, eggs, olive oil, cinnamon", "", "baking", "", 0, 8, "zucchini cake", "cake"},
		// Desserts cooks asked for by name (review 14, lane sweet): crêpes with lemon and sugar
		// from flour, milk and eggs; energy balls from oats, a nut butter and honey; a
		// Victoria sponge, not scones, from self-raising flour, butter, sugar, eggs and jam;
		// a panna cotta, a tiramisu and a sticky toffee pudding from their own foods.
		{"plain flour, milk, eggs, lemon, caster sugar", "", "", "", 0, 4, "crêpes with lemon and sugar", "crepes"},
		{"flour, whole milk, 2 eggs, an orange, sugar, butter", "french", "dessert", "", 45, 4, "crêpes with orange", "crepes"},
		{"oats, peanut butter, honey", "", "snack", "", 0, 4, "energy balls", "energy balls"},
		{"rolled oats, almond butter, maple syrup, dark chocolate chips, chia seeds", "", "", "", 0, 6, "energy balls", "energy balls"},
		{"porridge oats, crunchy peanut butter, golden syrup, raisins", "", "snack", "", 60, 8, "energy balls", "energy balls"},
		{"self-raising flour, butter, caster sugar, eggs, jam, double cream", "", "", "", 0, 8, "victoria sponge", "sandwich sponge"},
		{"plain flour, baking powder, unsalted butter, sugar, 4 eggs, raspberry jam", "", "baking", "", 0, 8, "victoria sponge", "sandwich sponge"},
		{"self-rising flour, butter, sugar, eggs, strawberry jam, strawberries, heavy cream", "", "dessert", "", 120, 12, "victoria sponge", "sandwich sponge"},
		{"flour, milk, eggs, lemon juice, sugar", "", "", "", 0, 4, "crêpes with lemon juice and sugar", "crepes"},
		{"flour, milk, eggs, nutella", "", "dessert", "", 0, 4, "crêpes", "crepes"},
		{"self-raising flour, margarine, caster sugar, eggs, raspberry jam, icing sugar", "", "", "", 0, 8, "victoria sponge", "sandwich sponge"},
		{"self-raising flour, butter, caster sugar, eggs, lemon curd, double cream", "", "", "", 0, 8, "victoria sponge", "sandwich sponge"},
		// Cocoa and jam beside the cake's basics are a chocolate cake glazed with the jam,
		// not a Victoria sponge that leaves the cocoa out.
		{"flour, butter, sugar, eggs, cocoa, jam", "", "", "", 0, 8, "chocolate", "cake|brownies"},
		{"double cream, milk, sugar, gelatine, vanilla, raspberries", "", "", "", 0, 6, "panna cotta", "panna cotta"},
		{"whipping cream, caster sugar, gelatine leaves, vanilla pod, strawberries", "italian", "dessert", "", 300, 4, "panna cotta", "panna cotta"},
		{"coconut milk, sugar, gelatine, mango", "", "dessert", "", 0, 4, "panna cotta with mango", "panna cotta"},
		{"heavy cream, sugar, gelatin, passion fruit", "", "dessert", "", 0, 4, "panna cotta", "panna cotta"},
		{"mascarpone, double cream, caster sugar, coffee, savoiardi, dark chocolate, brandy", "", "", "", 0, 8, "tiramisu", "tiramisu"},
		{"mascarpone, sugar, espresso, sponge fingers, cocoa", "", "dessert", "", 0, 4, "tiramisu", "tiramisu"},
		{"dates, flour, butter, eggs, brown sugar", "", "dessert", "", 0, 8, "sticky toffee pudding", "sticky toffee"},
		{"mascarpone, eggs, sugar, coffee, sponge fingers, cocoa", "", "", "", 0, 8, "tiramisu", "tiramisu"},
		{"mascarpone, double cream, icing sugar, strong coffee, savoiardi, cocoa powder, marsala", "italian", "dessert", "", 0, 6, "tiramisu", "tiramisu"},
		{"ladyfingers, mascarpone, heavy cream, sugar, instant coffee", "", "dessert", "", 0, 10, "tiramisu", "tiramisu"},
		{"medjool dates, flour, eggs, butter, brown sugar, bicarbonate of soda, double cream", "", "", "", 0, 8, "sticky toffee pudding", "sticky toffee"},
		{"pitted dates, self-raising flour, 2 eggs, butter, dark brown sugar, cream, treacle", "", "dessert", "", 90, 6, "sticky toffee pudding", "sticky toffee"},
		// Bread, butter, eggs and milk are a bread and butter pudding, never a custard with the bread left over.
		{"bread, butter, eggs, milk, sugar, raisins", "", "dessert", "", 0, 4, "bread and butter pudding", "bread pudding"},
		{"white bread, butter, eggs, whole milk, double cream, caster sugar, nutmeg, sultanas", "", "", "", 90, 6, "bread and butter pudding", "bread pudding"},
		{"wholemeal bread, eggs, milk, brown sugar, cinnamon", "", "dessert", "", 0, 2, "bread and butter pudding", "bread pudding"},
	}
	for _, c := range cases {
		req := Request{Pantry: strings.Split(c.pantry, ","), Cuisine: c.cuisine, Meal: c.meal, TimeAvailable: c.minutes, Servings: c.servings}
		if c.rules != "" {
			req.Rules.Restrictions = strings.Split(c.rules, ",")
		}
		rec, dish, err := generate(req)
		if err != nil {
			t.Errorf("%q (%s, %d min): %v", c.pantry, c.meal, c.minutes, err)
			continue
		}
		if !holdsAny(strings.ToLower(rec.Title), c.title) {
			t.Errorf("%q (%s, %d min): got %q, want a title with %q", c.pantry, c.meal, c.minutes, rec.Title, c.title)
			continue
		}
		if c.tech != "" && !holdsAny(dish.tech.name, c.tech) {
			t.Errorf("%q: %q is cooked as %q, want %q", c.pantry, rec.Title, dish.tech.name, c.tech)
		}
		if (c.meal == "dessert" || c.meal == "baking") && dish.tech.method != "sweet" {
			t.Errorf("%q asked for %s: got the savoury %q", c.pantry, c.meal, rec.Title)
		}
		for _, e := range rec.ExcludedIngredients {
			if in, ok := Lookup(e.Name); ok && traitsOf(in)&traitKeySweet != 0 && strings.HasPrefix(e.Reason, "not needed") {
				t.Errorf("%q: %q left out %s (%s)", c.pantry, rec.Title, e.Name, e.Reason)
			}
		}
		if c.rules == "egg-free" {
			for _, l := range rec.Ingredients {
				if l.Name == "egg" {
					t.Errorf("%q egg-free: %q holds %q", c.pantry, rec.Title, l.Text)
				}
			}
		}
	}
}

// A bake never buys what it is named for: no chocolate cake from a pantry without cocoa
// or chocolate, no lemon drizzle without lemons.
func TestBakeNeverBuysItsName(t *testing.T) {
	for _, pantry := range []string{
		"flour, butter, milk, sugar, baking powder",
		"flour, butter, sugar, eggs, milk",
		"self-raising flour, butter, caster sugar, eggs",
	} {
		for _, meal := range []string{"", "dessert", "baking"} {
			rec, err := Generate(Request{Pantry: strings.Split(pantry, ","), Meal: meal, Servings: 8})
			if err != nil {
				t.Errorf("%q for %q: %v", pantry, meal, err)
				continue
			}
			for _, l := range rec.Ingredients {
				named := l.Name == "cocoa powder" || l.Name == "dark chocolate" || l.Name == "lemon" || l.Name == "banana"
				if named && !l.FromPantry {
					t.Errorf("%q for %q: %q buys %q", pantry, meal, rec.Title, l.Text)
				}
			}
		}
	}
}

// A savoury pantry that holds flour and eggs is not made into a cake that buys its sugar.
func TestSavouryPantryIsNotACake(t *testing.T) {
	for _, pantry := range []string{
		"carrots, potatoes, onion, flour, eggs",
		"zucchini, eggs, flour, parmesan",
		"carrots, onion, celery, ground beef, flour",
	} {
		_, dish, err := generate(Request{Pantry: strings.Split(pantry, ","), Servings: 4})
		if err != nil {
			t.Errorf("%q: %v", pantry, err)
			continue
		}
		if dish.tech.method == "sweet" {
			t.Errorf("%q: got the sweet %q", pantry, dish.name)
		}
	}
}

// A dessert or baking request never answers with a savoury dish, whatever the pantry.
func TestDessertIsNeverSavoury(t *testing.T) {
	for _, pantry := range []string{
		"eggs, butter, chives, milk",
		"eggs, sugar, milk, bread",
		"flour, eggs, milk, butter, ham, cheddar",
		"chicken thighs, rice, apples, sugar, flour, butter",
	} {
		for _, meal := range []string{"dessert", "baking"} {
			rec, dish, err := generate(Request{Pantry: strings.Split(pantry, ","), Meal: meal, Servings: 4})
			if err != nil {
				continue // refusing is honest; a savoury dish is not
			}
			if dish.tech.method != "sweet" {
				t.Errorf("%q for %s: got the savoury %q", pantry, meal, rec.Title)
			}
		}
	}
}

// holdsAny reports whether s holds one of the "|"-separated choices.
func holdsAny(s, choices string) bool {
	for _, w := range strings.Split(choices, "|") {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// What a bake folds in (dried fruit, chips, nuts, berries) is what its dough holds: 60–75 g
// of sultanas to 225 g of flour in scones, not more fruit than flour (review 11, K33), and
// the cook's own word for it stays on the line.
func TestBakeAddInsHoldToTheirFlour(t *testing.T) {
	addIns := map[string]bool{"raisins": true, "sultanas": true, "dried cranberries": true, "dried apricots": true,
		"chocolate chips": true, "walnuts": true, "pecans": true, "almonds": true, "blueberry": true, "raspberry": true}
	cases := []struct {
		pantry   string
		meal     string
		servings int
		tech     string
		share    float64 // the most the add-ins weigh against the flour (the oats of flapjacks)
		word     string  // a pantry word that must name its line, or ""
	}{
		{"self-raising flour, butter, milk, caster sugar, sultanas, 1 egg", "baking", 8, "scones", 0.4, "sultanas"},
		{"self-raising flour, butter, milk, sugar, raisins, dried cranberries", "baking", 12, "scones", 0.4, ""},
		{"plain flour, baking powder, butter, milk, sugar, golden raisins", "", 6, "scones", 0.4, "sultanas"},
		{"rolled oats, butter, golden syrup, brown sugar, sultanas, dried cranberries", "baking", 12, "flapjacks", 0.5, "sultanas"},
		{"flour, butter, brown sugar, sugar, eggs, baking soda, vanilla, chocolate chips, walnuts", "baking", 12, "cookies", 1.4, ""},
		{"3 ripe bananas, flour, butter, brown sugar, 2 eggs, bicarb, walnuts, chocolate chips", "baking", 10, "loaf", 0.55, ""},
	}
	for _, c := range cases {
		rec, dish, err := generate(Request{Pantry: strings.Split(c.pantry, ","), Meal: c.meal, Servings: c.servings})
		if err != nil {
			t.Errorf("%q: %v", c.pantry, err)
			continue
		}
		if dish.tech.name != c.tech {
			t.Errorf("%q: got %q (%s), want %s", c.pantry, rec.Title, dish.tech.name, c.tech)
			continue
		}
		flour, fold := 0.0, 0.0
		for _, l := range rec.Ingredients {
			switch {
			case strings.Contains(l.Name, "flour") || c.tech == "flapjacks" && l.Name == "rolled oats":
				flour += l.Grams
			case addIns[l.Name]:
				fold += l.Grams
			}
		}
		if fold == 0 || flour == 0 || fold > c.share*flour {
			t.Errorf("%q (%s): %.0f g folded into %.0f g flour, want some and at most %.2f of it\n%s", c.pantry, rec.Title, fold, flour, c.share, recipeText(rec))
		}
		if c.word != "" && !strings.Contains(recipeText(rec), c.word) {
			t.Errorf("%q (%s): the cook's %q is renamed\n%s", c.pantry, rec.Title, c.word, recipeText(rec))
		}
	}
}

// A Victoria sponge is a whole cake of two eggs at the least: it is made for four or
// more, a slice each, and a cook asking for one or two is offered something else rather
// than a 1,900-kcal plate.
func TestSpongeIsACakeForFourOrMore(t *testing.T) {
	const pantry = "self-raising flour, butter, caster sugar, eggs, jam, double cream"
	for _, n := range []int{1, 2, 3, 4, 8} {
		rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Servings: n})
		if err != nil {
			t.Errorf("%d servings: %v", n, err)
			continue
		}
		sponge := strings.Contains(strings.ToLower(rec.Title), "sponge")
		if n < 4 && sponge {
			t.Errorf("%d servings: got %q, want another dish than a whole sponge", n, rec.Title)
		}
		if n >= 4 && (!sponge || rec.Nutrition.PerServing.Kcal > 650) {
			t.Errorf("%d servings: got %q at %.0f kcal a slice, want a Victoria sponge under 650", n, rec.Title, rec.Nutrition.PerServing.Kcal)
		}
	}
}

// The steps of the sweet dishes say what a cook does: crêpes a minute a side in a hot
// buttered pan, the lemon and sugar over each; flapjacks cut in squares; a sponge in two
// sandwich tins for 20–25 minutes; a sticky toffee pudding under its sauce of butter,
// sugar and cream; a panna cotta's gelatine soaked first; a tiramisu's fingers dipped.
func TestSweetStepsSayWhatACookDoes(t *testing.T) {
	for _, c := range []struct {
		pantry   string
		servings int
		want     []string
	}{
		{"plain flour, milk, eggs, lemon, caster sugar", 4, []string{"about 1 minute, then flip and cook the other side", "squeeze a little of the lemon over each crêpe", "rest the batter"}},
		{"oats, butter, golden syrup, brown sugar", 12, []string{"12 squares", "press down firmly"}},
		{"self-raising flour, butter, caster sugar, eggs, jam, double cream", 8, []string{"two 20 cm (8 in) sandwich tins", "20–25 minutes", "whip the heavy cream", "spread with the jam and heavy cream"}},
		{"medjool dates, flour, eggs, butter, brown sugar, bicarbonate of soda, double cream", 8, []string{"boiling water", "toffee sauce", "pour over the hot toffee sauce"}},
		{"double cream, milk, sugar, gelatine, vanilla, raspberries", 6, []string{"soak the gelatin", "do not let it boil", "coulis"}},
		{"mascarpone, eggs, sugar, coffee, sponge fingers, cocoa", 8, []string{"dip the ladyfingers", "whisk the whites to stiff peaks", "chill for at least 4 hours"}},
		{"oats, peanut butter, honey", 4, []string{"roll into 8 walnut-sized balls", "chill"}},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Servings: c.servings})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		var all strings.Builder
		for _, s := range rec.Instructions {
			all.WriteString(strings.ToLower(s.Text) + " ")
		}
		for _, w := range c.want {
			if !strings.Contains(all.String(), strings.ToLower(w)) {
				t.Errorf("%s (%s): got no %q in the steps\n%s", c.pantry, rec.Title, w, recipeText(rec))
			}
		}
	}
}

// A bake whose time is a little over the hour fits an hour the quick way (a shorter
// soak, a hotter oven) rather than giving way to French toast or brownies that buy
// their eggs and cocoa.
func TestBakesFitTheHour(t *testing.T) {
	checkDishCases(t, []dishCase{
		{"stale white bread, butter, sultanas, eggs, whole milk, nutmeg, caster sugar", "", 60, 6, "bread and butter pudding", ""},
		{"plain flour, butter, caster sugar, cornflour", "", 60, 8, "shortbread", ""},
	})
}

// Rhubarb is stewed soft and cooled before it meets the cream, never crushed raw.
func TestRhubarbIsStewed(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"rhubarb", "sugar", "double cream"}, Servings: 4, Meal: "dessert"})
	if err != nil {
		t.Fatal(err)
	}
	text := recipeText(rec)
	if !strings.Contains(text, "simmer gently") || strings.Contains(text, "Crush half") || strings.Contains(text, "rhubarbs") {
		t.Errorf("raw rhubarb:\n%s", text)
	}
}

// A fondant's ramekins are dusted with what the recipe holds: cocoa, the dish's own
// flour, or sugar; never "flour" where the list has none or has ground almonds (a
// gluten-free fondant was "dusted with flour").
func TestFondantDustsWithItsOwn(t *testing.T) {
	for _, tc := range []struct{ pantry, rules, want string }{
		{"dark chocolate, butter, eggs, sugar, ground almonds", "gluten-free", "dust with a little of the almond flour"},
		{"dark chocolate, butter, eggs, sugar, flour", "wheat", "dust with cocoa powder"},
		{"dark chocolate, butter, eggs, sugar, flour, cocoa powder", "", "dust with cocoa powder"},
	} {
		req := portionRequest(tc.pantry, "french", "dessert", tc.rules, 6)
		rec, err := Generate(req)
		if err != nil {
			t.Fatalf("%s: %v", tc.pantry, err)
		}
		if !strings.Contains(rec.Title, "Fondant") {
			t.Fatalf("%s (%s): got %q, want a fondant", tc.pantry, tc.rules, rec.Title)
		}
		if text := recipeText(rec); !strings.Contains(text, tc.want) {
			t.Errorf("%s (%s): got %q, want a step that says %q", tc.pantry, tc.rules, rec.Instructions[0].Text, tc.want)
		}
	}
}

// A cook's gluten-free flour bakes what plain flour would (review 21: "gluten-free
// flour" was an unknown word and a banana-bread pantry became a crème brûlée), but
// never a yeast bread, which it cannot raise.
func TestGlutenFreeFlourBakes(t *testing.T) {
	for _, c := range []struct{ pantry, rules, want string }{
		{"bananas, gluten-free flour, butter, sugar, eggs, bicarbonate of soda", "gluten-free", "Banana Bread"},
		{"gluten-free flour, butter, sugar, eggs, milk, baking powder", "", "Muffins|Pancakes|Cake"},
		{"gf flour, butter, caster sugar", "gluten-free", "Shortbread"},
	} {
		req := portionRequest(c.pantry, "", "", c.rules, 6)
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		ok := slices.ContainsFunc(strings.Split(c.want, "|"), func(w string) bool { return strings.Contains(rec.Title, w) })
		if !ok || slices.Contains(rec.MissingIngredients, "all-purpose flour") {
			t.Errorf("%s (%s): got %q missing %v, want %s of the cook's gluten-free flour", c.pantry, c.rules, rec.Title, rec.MissingIngredients, c.want)
		}
	}
}

// A lemon drizzle keeps its drizzle's sugar back from the creaming (review 20 and 21:
// all the sugar beaten in, then 50 g "of the sugar" spooned over), and a creamed batter
// of three eggs takes a splash of the cook's milk, not a cup of it.
func TestLemonDrizzleSugarAddsUp(t *testing.T) {
	rec, err := Generate(portionRequest("self-raising flour, butter, caster sugar, eggs, lemons, milk", "", "baking", "", 8))
	if err != nil || !strings.Contains(rec.Title, "Drizzle") {
		t.Fatalf("got %v %v, want a lemon drizzle", rec.Title, err)
	}
	text := recipeText(rec)
	if !strings.Contains(text, "Beat the butter with 3/4 cup (150 g) of the sugar") {
		t.Errorf("want the creaming to keep the drizzle's sugar back:\n%s", text)
	}
	if g, _ := gramsOf(rec, "milk"); g > 0.4*188 {
		t.Errorf("got %.0f g milk for 188 g flour and three eggs, want a splash", g)
	}
}
