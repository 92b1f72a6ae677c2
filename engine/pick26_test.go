package engine

import (
	"strings"
	"testing"
)

// Cook review 26: which dish a pantry gets, and what it leaves out.

// p26case is a request and what a cook expects of its answer.
type p26case struct {
	pantry, cuisine, rules string
	servings, minutes      int
	title                  string // the title holds one of these, "|" between
	uses                   string // pantry lines the recipe must not leave unused, "|" between
	notTitle               string // the title holds none of these
}

func (c p26case) run(t *testing.T) {
	t.Helper()
	req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: c.servings, TimeAvailable: c.minutes}
	addRules(&req, c.rules)
	rec, err := Generate(req)
	if err != nil {
		t.Errorf("%s: %v", c.pantry, err)
		return
	}
	if c.title != "" && !holdsAny(strings.ToLower(rec.Title), strings.ToLower(c.title)) {
		t.Errorf("%s: got %q, want one of %q", c.pantry, rec.Title, c.title)
	}
	for _, bad := range strings.Split(c.notTitle, "|") {
		if bad != "" && strings.Contains(strings.ToLower(rec.Title), strings.ToLower(bad)) {
			t.Errorf("%s: got %q, which is not the pantry's dish", c.pantry, rec.Title)
		}
	}
	for _, u := range strings.Split(c.uses, "|") {
		for _, e := range rec.UnusedPantry {
			if u != "" && e.Name == u {
				t.Errorf("%s (%s): %s left out: %s", c.pantry, rec.Title, u, e.Reason)
			}
		}
	}
}

// A dish of the pantry's vegetable that cannot fit the time (a baba ganoush roasts its
// aubergine for the best part of an hour) is no refusal when the rest of the pantry
// makes a plate in time: the mezze plate griddles the aubergine and dresses it.
func TestSlowVegetableDishFallsToThePlateThatFits(t *testing.T) {
	for _, c := range []p26case{
		{pantry: "aubergine, a tub of hummus, pitta breads, tahini, pomegranate seeds, a lemon, flat leaf parsley", cuisine: "middle-eastern",
			rules: "vegan", servings: 2, minutes: 40, title: "mezze", uses: "aubergine|tahini|pomegranate seeds"},
		{pantry: "aubergine, hummus, pitta, tahini", cuisine: "", servings: 3, minutes: 35, title: "mezze", uses: "aubergine"},
	} {
		c.run(t)
	}
}

// A dish named for its main beside the chorizo, made with chorizo as the main, names
// it once and holds no stray comma: "Spanish Chorizo and Bean Stew".
func TestTitleWithoutItsMainHasNoStrayComma(t *testing.T) {
	for _, name := range []string{"Spanish {main}, Chorizo and Bean Stew"} {
		for _, main := range []string{"", "chorizo"} {
			if got := titleOf(name, main); strings.Contains(got, " ,") || strings.Contains(got, "  ") || strings.HasPrefix(got, ",") {
				t.Errorf("titleOf(%q, %q) = %q", name, main, got)
			}
		}
	}
	rec, err := Generate(Request{Pantry: []string{"chorizo", "butter beans", "onion", "spinach"}, Cuisine: "spanish", Servings: 2})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(rec.Title, ",") {
		t.Errorf("chorizo and butter beans: %q", rec.Title)
	}
}

// A plate of meat or fish with no starch of its own takes the cook's chips, leftover
// roast potatoes or new potatoes beside it, the peas or sweetcorn, and a cool sauce of
// the cook's crème fraîche: never "a meal on its own" that sends them back to the freezer.
func TestPlateTakesThePantrysSides(t *testing.T) {
	for _, c := range []p26case{
		{pantry: "cod loins, panko breadcrumbs, frozen chips, frozen peas, mayonnaise, gherkins", cuisine: "american", rules: "eggs",
			servings: 4, minutes: 40, uses: "frozen chips|frozen peas"},
		{pantry: "leftover roast potatoes, savoy cabbage, 4 cumberland sausages, onion, gravy granules", cuisine: "french",
			servings: 3, minutes: 45, uses: "leftover roast potatoes"},
		{pantry: "2 salmon fillets, new potatoes, asparagus, lemon, creme fraiche, dill", cuisine: "french",
			servings: 2, minutes: 35, uses: "creme fraiche|dill"},
		{pantry: "haddock fillets, butter, lemon, frozen sweetcorn, oven chips", cuisine: "british",
			servings: 2, minutes: 40, uses: "frozen sweetcorn|oven chips"},
	} {
		c.run(t)
	}
}

// Steak with rocket and parmesan is a tagliata, and tomatoes with mozzarella a caprese:
// never a Caesar that buys romaine and sends the cook's rocket back to the fridge.
func TestNamedClassicOfThePantry(t *testing.T) {
	for _, c := range []p26case{
		{pantry: "sirloin steak, a bag of rocket, parmesan, balsamic vinegar, baby potatoes, butter", cuisine: "italian", rules: "keto",
			servings: 2, minutes: 35, title: "tagliata", uses: "rocket|parmesan", notTitle: "caesar"},
		{pantry: "sirloin steak, a bag of rocket, parmesan, balsamic vinegar, baby potatoes, butter", cuisine: "italian",
			servings: 2, minutes: 35, title: "tagliata", uses: "rocket|parmesan|baby potatoes|balsamic vinegar", notTitle: "caesar"},
		{pantry: "2 ribeye steaks, rocket, lemon, parmesan", servings: 2, minutes: 30, title: "tagliata", uses: "rocket"},
		{pantry: "green pesto, cherry tomatoes, mozzarella ball, basil", cuisine: "italian", servings: 2, minutes: 15,
			title: "caprese", uses: "mozzarella ball", notTitle: "caesar"},
	} {
		c.run(t)
	}
}

// Apples with peanut butter are a snack plate: the slices with the nut butter for
// dipping, on the cook's rice cakes, dusted with their cinnamon; never a stir-fry.
func TestFruitAndNutButterSnack(t *testing.T) {
	for _, c := range []p26case{
		{pantry: "apples, lemon, peanut butter, rice cakes, cinnamon", servings: 1, minutes: 10, title: "peanut butter",
			uses: "apples|peanut butter|rice cakes|cinnamon", notTitle: "stir-fry"},
		{pantry: "apple, peanut butter, celery", servings: 2, minutes: 10, title: "apple", uses: "celery", notTitle: "stir-fry"},
		{pantry: "banana, peanut butter, bread", servings: 1, minutes: 10, title: "toast"},
	} {
		c.run(t)
	}
}

// A Greek lamb shoulder with garlic, rosemary and potatoes is kleftiko, slow-roasted on
// its potatoes: the Greek dish, never a French stew.
func TestGreekLambShoulderIsKleftiko(t *testing.T) {
	for _, c := range []p26case{
		{pantry: "1.5kg lamb shoulder, a bulb of garlic, fresh rosemary, a bag of Maris Piper potatoes, 2 carrots, red wine", cuisine: "greek",
			servings: 6, minutes: 180, title: "kleftiko", uses: "fresh rosemary|2 carrots|red wine"},
		{pantry: "lamb shoulder, potatoes, lemon, garlic, oregano", cuisine: "greek", servings: 4, minutes: 200, title: "kleftiko"},
	} {
		c.run(t)
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: c.servings, TimeAvailable: c.minutes})
		if err == nil && rec.Cuisine != "greek" {
			t.Errorf("%s: labelled %s", c.pantry, rec.Cuisine)
		}
	}
}

// A dish whose name says its cuisine is labelled so (a Full English is British whoever
// asks), and soy, garlic and honey wings are Korean when a Korean dish is asked for.
func TestLabelFollowsTheDishsOwnCuisine(t *testing.T) {
	for _, c := range []struct {
		pantry, cuisine, rules, want string
		servings, minutes            int
	}{
		{"bacon, eggs, sourdough, butter, cherry tomatoes", "american", "", "british", 2, 20},
		{"8 chicken wings, honey, soy sauce, garlic, sesame seeds, spring onions", "korean", "sesame", "korean", 2, 50},
		{"chicken wings, honey, soy sauce, garlic, spring onions", "korean", "", "korean", 4, 60},
	} {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: c.servings, TimeAvailable: c.minutes}
		addRules(&req, c.rules)
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		if rec.Cuisine != c.want {
			t.Errorf("%s (%s): %q labelled %s, want %s: %s", c.pantry, c.cuisine, rec.Title, rec.Cuisine, c.want, rec.Summary)
		}
	}
}

// What a dish can take, it takes: the sweetcorn on a miso ramen, the self-raising flour
// in a chocolate fondant; and flour a dish does without is never "a meal on its own,
// served without a starch".
func TestDishTakesItsPartners(t *testing.T) {
	for _, c := range []p26case{
		{pantry: "ramen noodles, 2 eggs, leftover roast pork, miso, frozen sweetcorn, spring onions, nori", cuisine: "japanese",
			servings: 2, minutes: 25, title: "ramen", uses: "frozen sweetcorn"},
		{pantry: "self-raising flour, dark chocolate, cocoa, eggs, butter, brown sugar", servings: 6, minutes: 60,
			title: "chocolate", uses: "self-raising flour|cocoa"},
	} {
		c.run(t)
	}
	d := &dish{form: &form{method: "sweet"}}
	flour, _ := Lookup("self-rising flour")
	if why := d.whyUnused(flour, "Chocolate Mousse"); strings.Contains(why, "starch") {
		t.Errorf("flour left out of a mousse: %q", why)
	}
}

// Butter beans with smoked paprika, pepper and spinach asked as Spanish are a Spanish
// bean stew, not an American garden salad that leaves the onion out.
func TestSpanishBeansAreAStew(t *testing.T) {
	for _, c := range []p26case{
		{pantry: "a tin of butter beans, smoked paprika, an onion, a red pepper, spinach", cuisine: "spanish", servings: 2, minutes: 45,
			title: "stew", uses: "an onion|a red pepper|spinach", notTitle: "salad"},
	} {
		c.run(t)
	}
}

// A kleftiko moved to the slow cooker keeps its water, and its potatoes stay potatoes
// when "the pot" becomes "the pan".
func TestKleftikoInTheSlowCooker(t *testing.T) {
	_, out, err := ops26Op(t, "1.5kg lamb shoulder,a bulb of garlic,fresh rosemary,potatoes,2 carrots,red wine", "greek", "", 6, 180, "adapt:slow-cooker")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.ToLower(stepsText(out.Steps))
	if strings.Contains(text, "panato") || !strings.Contains(text, "water") {
		t.Errorf("kleftiko in the slow cooker:\n%s", text)
	}
}

// Chicken with bbq sauce, oven chips and coleslaw is a BBQ chicken plate with its chips
// and slaw beside it, never a chicken noodle soup with no noodles.
func TestPlateSidesCountInTheRanking(t *testing.T) {
	for _, c := range []p26case{
		{pantry: "chicken breasts, frozen chips, coleslaw, bbq sauce", cuisine: "american", servings: 4, minutes: 40,
			title: "bbq", uses: "frozen chips|coleslaw|bbq sauce", notTitle: "soup"},
	} {
		c.run(t)
	}
}

// Wings with gochujang and honey are glazed with the gochujang, under its name, not
// called honey-soy with a bottle of soy bought for the title.
func TestGochujangWings(t *testing.T) {
	for _, c := range []p26case{
		{pantry: "chicken wings, gochujang, honey, garlic, rice", cuisine: "korean", servings: 3, minutes: 50,
			title: "gochujang", uses: "gochujang|honey|rice", notTitle: "soy"},
	} {
		c.run(t)
	}
}

// Leftover mash is reheated beside the chops, and the cook's rocket dressed beside a
// baked chicken.
func TestPlateTakesMashAndLeaves(t *testing.T) {
	for _, c := range []p26case{
		{pantry: "pork chops, leftover mashed potato, frozen peas, gravy granules", cuisine: "british", servings: 2, minutes: 40,
			uses: "leftover mashed potato|frozen peas"},
		{pantry: "chicken breast, pesto, mozzarella, cherry tomatoes, rocket", cuisine: "italian", servings: 2, minutes: 35, uses: "rocket"},
	} {
		c.run(t)
	}
}

// Chorizo and butter beans asked as Spanish in 35 minutes are the Spanish chorizo and
// bean stew: the tin of beans and the cured chorizo need only a short simmer, the
// pepper going in for its last minutes.
func TestChorizoBeanStewFitsHalfAnHour(t *testing.T) {
	for _, c := range []p26case{
		{pantry: "chorizo, butter beans, smoked paprika, onion, red pepper, spinach", cuisine: "spanish", servings: 2, minutes: 35,
			title: "chorizo and bean stew", uses: "butter beans|red pepper|spinach|onion"},
	} {
		c.run(t)
	}
}
