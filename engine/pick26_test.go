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
