package engine

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// Honest titles, as properties over random requests: a recipe called by its dish's own
// name (Mapo Tofu, Tabbouleh, Spaghetti Carbonara) holds a food of every group the
// catalogue says that name promises (its "named" field), or goes by the dish's plain
// name; its cuisine is one of the dish's own; and a dish of the cuisine asked for is
// cooked in it. The requests are random pantries, and pantries drawn from each named
// dish's own foods with random rules, so every promise is put to the test.
func TestTitlesKeepTheirPromise(t *testing.T) {
	// About 18 draws a named dish, so half of them are cooked by name; the catalogue
	// grows, so the count follows it (800 fixed requests missed the floor at 134 dishes).
	n := max(2500, 18*countNamed())
	r := rand.New(rand.NewPCG(21, 8))
	var named []*catDish
	for _, c := range catalogue() {
		if len(c.named) > 0 {
			named = append(named, c)
		}
	}
	checked, plain := map[string]int{}, 0
	for i := 0; i < n; i++ {
		req := randomRequest(r)
		if i%2 == 0 {
			req = namedDishRequest(r, named[r.IntN(len(named))])
		}
		rec, c, err := generate(req)
		if err != nil || c == nil {
			continue
		}
		if !slices.Contains(c.cuisines, rec.Cuisine) {
			t.Fatalf("request %d %+v: %q is cooked as %s, not one of its own cuisines %v", i, req, rec.Title, rec.Cuisine, c.cuisines)
		}
		if req.Cuisine != "" && c.belongsTo(req.Cuisine) && rec.Cuisine != req.Cuisine && !strings.Contains(rec.Summary, "so it is called") && !strings.Contains(rec.Summary, "dish by name") {
			t.Fatalf("request %d: %q is a %s dish, cooked as %s", i, rec.Title, req.Cuisine, rec.Cuisine)
		}
		if len(c.named) == 0 {
			continue
		}
		if !ownName(c, rec.Title) {
			plain++
			continue
		}
		for _, group := range c.named {
			if !recipeHolds(rec, group) {
				t.Fatalf("request %d %+v: %q promises %s and holds none:\n%s", i, req, rec.Title, strings.Join(names(group), " or "), recipeText(rec))
			}
		}
		checked[c.name]++
	}
	if len(checked) < len(named)/2 || plain == 0 {
		t.Errorf("only %d of %d named dishes were cooked by their own name, %d by a plain one: the requests miss them", len(checked), len(named), plain)
	}
	t.Logf("%d requests: %d named dishes cooked by their own name, %d recipes by a plain name", n, len(checked), plain)
}

// namedDishRequest is a pantry built around dish c: one of its mains and starches, maybe
// a food its title names, a few random foods, and random rules that may rule the named
// food out.
func namedDishRequest(r *rand.Rand, c *catDish) Request {
	req := randomRequest(r)
	pick := func(foods []*Ingredient) {
		if len(foods) > 0 {
			req.Pantry = append(req.Pantry, foods[r.IntN(len(foods))].Name)
		}
	}
	pantry := req.Pantry[:min(len(req.Pantry), r.IntN(3))]
	req.Pantry = pantry
	pick(c.main.foods)
	pick(c.starch.foods)
	for _, group := range c.named {
		if r.IntN(3) > 0 { // two pantries in three hold the named food: the rest test the plain name
			pick(group)
		}
	}
	if r.IntN(3) > 0 {
		req.Cuisine = c.cuisines[r.IntN(len(c.cuisines))]
	}
	req.TimeAvailable = 0
	return req
}

// ownName reports whether title is dish c's own name rather than its plain one: it is
// what the own name makes of some main, or it holds a word of the own name that neither
// the plain name nor any of its mains has ("Mapo", "Tabbouleh", "Carbonara").
func ownName(c *catDish, title string) bool {
	mains := []string{""}
	for _, in := range c.main.foods {
		mains = append(mains, in.Name)
	}
	for _, m := range mains {
		if strings.EqualFold(titleOf(c.name, m), title) {
			return true
		}
	}
	other := strings.ToLower(c.plain) + " " + strings.ToLower(strings.Join(mains, " "))
	words := strings.Fields(strings.ToLower(title))
	for _, w := range strings.Fields(strings.ToLower(c.name)) {
		if strings.HasPrefix(w, "{") || len(w) < 4 || w == "with" || strings.Contains(other, w) {
			continue
		}
		if slices.Contains(words, w) {
			return true
		}
	}
	return false
}

// recipeHolds reports whether the recipe lists one of foods.
func recipeHolds(rec *Recipe, foods []*Ingredient) bool {
	for _, l := range rec.Ingredients {
		if in, ok := Lookup(l.Name); ok && slices.Contains(foods, in) {
			return true
		}
	}
	return false
}

// A dish's name that names a cuisine belongs to that cuisine: "Vietnamese Caramel Pork"
// is never filed under Chinese alone.
func TestCatalogueNamesItsOwnCuisine(t *testing.T) {
	for _, c := range catalogue() {
		for _, name := range []string{c.name, c.plain} {
			for cu, p := range cuisineProfiles {
				if strings.Contains(name, p.adj+" ") && !c.belongsTo(cu) {
					t.Errorf("%q names %s cooking but lists %v", name, p.adj, c.cuisines)
				}
			}
		}
	}
}

// Pantries a cook of the cuisine asked for has a dish for get that dish, not another
// cuisine's, and every title names what the recipe holds.
func TestCuisineAskedForComesFirst(t *testing.T) {
	cases := []struct {
		pantry  string
		cuisine string
		want    string // a word of the title
	}{
		{"pork loin, fish sauce, brown sugar, rice, scallion, garlic", "chinese", "Pork"},
		{"firm tofu, ground pork, black bean sauce, scallion, rice, soy sauce", "chinese", "Black Bean"},
		{"silken tofu, ground pork, scallion, rice, garlic, ginger", "chinese", "Mapo"},
		{"couscous, parsley, tomato, cucumber, lemon, chickpeas", "middle-eastern", "Couscous"},
		{"bulgur, parsley, tomato, cucumber, lemon, mint", "middle-eastern", "Tabbouleh"},
		{"chicken wings, honey, soy sauce, garlic, sesame seeds", "korean", "Honey-Soy"},
		{"eggs, feta, spinach, onion, olive oil", "greek", "Omelette"},
	}
	for _, tc := range cases {
		req := Request{Pantry: strings.Split(tc.pantry, ", "), Cuisine: tc.cuisine, Servings: 2}
		rec, c, err := generate(req)
		if err != nil {
			t.Errorf("%s (%s): %v", tc.pantry, tc.cuisine, err)
			continue
		}
		if !c.belongsTo(tc.cuisine) || rec.Cuisine != tc.cuisine {
			t.Errorf("%s: got %q (%s), want a %s dish", tc.pantry, rec.Title, rec.Cuisine, tc.cuisine)
		}
		if !strings.Contains(rec.Title, tc.want) {
			t.Errorf("%s: got %q, want a title with %q", tc.pantry, rec.Title, tc.want)
		}
	}
}

// A title names the vegetable it cooks ("Pan-Seared Salmon with Asparagus", not "with
// Greens"), a pasta with no main is named by its shape and sauce, and a summary never
// serves a dish "with" its own starch ("Fried Rice … served with cooked rice").
func TestTitlesNameWhatTheyCook(t *testing.T) {
	for _, c := range []struct {
		pantry, cuisine   string
		servings, minutes int
		want              string
	}{
		{"2 salmon fillets, asparagus, new potatoes, a lemon, butter", "", 2, 40, "with Asparagus"},
		{"pork chop, green beans, potatoes, butter, lemon", "french", 3, 40, "with Green Beans"},
		{"scallops, spinach, butter, lemon, potatoes", "french", 2, 40, "with Spinach"},
		{"chicken breast, zucchini, couscous, lemon", "french", 2, 40, "with Zucchini"},
		{"pasta, a tin of tomatoes, garlic, olive oil, parmesan, basil", "italian", 4, 25, "Spaghetti with Tomato and Basil"},
		{"penne, chopped tomatoes, onion, parsley", "italian", 2, 25, "Penne with Tomato and Parsley"},
		{"chicken thighs, egg noodles, carrots, onion, celery, chicken stock", "", 4, 0, "Chicken Noodle Soup"},
		{"chicken breast, spaghetti, frozen peas, chicken broth", "american", 2, 0, "Chicken Noodle Soup"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: c.servings, Meal: "dinner", TimeAvailable: c.minutes})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		if !strings.Contains(rec.Title, c.want) {
			t.Errorf("%s: got title %q, want it to say %q", c.pantry, rec.Title, c.want)
		}
		if w := saidTwice(rec.Title); w != "" {
			t.Errorf("%s: %q says %q twice", c.pantry, rec.Title, w)
		}
	}
	r := rand.New(rand.NewPCG(9, 26))
	n := 600
	if testing.Short() {
		n = 200
	}
	for i := 0; i < n; i++ {
		req := randomRequest(r)
		rec, _, err := generate(req)
		if err != nil {
			continue
		}
		title := strings.ToLower(rec.Title)
		if w := saidTwice(rec.Title); w != "" {
			t.Errorf("request %d: %q says %q twice", i, rec.Title, w)
		}
		if _, served, ok := strings.Cut(rec.Summary, ", served with "); ok {
			served, _, _ = strings.Cut(served, ",")
			served, _, _ = strings.Cut(served, ".")
			words := strings.Fields(served)
			if len(words) > 0 && strings.Contains(title, words[len(words)-1]) {
				t.Errorf("request %d: %q is served with its own starch: %q", i, rec.Title, rec.Summary)
			}
		}
		if strings.HasSuffix(rec.Title, " with Greens") {
			green := 0
			for _, in := range rec.Ingredients {
				if greens[in.Name] {
					green++
				}
			}
			if green < 3 {
				t.Errorf("request %d: %q cooks %d greens, want them named:\n%s", i, rec.Title, green, recipeText(rec))
			}
		}
	}
}

// saidTwice is a word a title says twice running ("Chicken Chicken Noodle Soup"), or "".
func saidTwice(title string) string {
	w := strings.Fields(strings.ToLower(title))
	for j := 1; j < len(w); j++ {
		if w[j] == w[j-1] {
			return w[j]
		}
	}
	return ""
}

// A recipe that cuts nothing lists no chef's knife or cutting board: muffins from
// flour, butter and eggs need a tin and a bowl, not a board.
func TestNoKnifeWhereNothingIsCut(t *testing.T) {
	for _, c := range []struct {
		pantry string
		meal   string
	}{
		{"flour, butter, sugar, eggs, baking powder, milk", "baking"},
		{"flour, eggs, milk, butter, sugar", "breakfast"},
		{"oats, milk, honey", "breakfast"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Meal: c.meal, Servings: 8, TimeAvailable: 90})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		if slices.Contains(rec.Equipment, "chef's knife") {
			t.Errorf("%s: %q lists a knife and cuts nothing: %v\n%s", c.pantry, rec.Title, rec.Equipment, recipeText(rec))
		}
	}
}

// A summary never restates what its title says: not "Spinach Frittata, made with
// spinach", nor "Fried Rice … served with cooked rice".
func TestSummaryDoesNotRepeatTheTitle(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine string }{
		{"eggs, spinach, onion, cheddar", ""},
		{"eggs, spinach, potatoes, onion", "italian"},
		{"cooked rice, eggs, frozen peas, soy sauce, ham", "chinese"},
		{"leftover rice, 2 eggs, frozen peas, soy sauce, spring onions", "chinese"},
		{"mushrooms, arborio rice, onion, vegetable stock, parmesan", "italian"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: 2})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		rest := strings.ToLower(rec.Summary)
		if i := strings.Index(rest, strings.ToLower(rec.Title)); i >= 0 {
			rest = rest[i+len(rec.Title):]
		}
		for _, l := range rec.Ingredients {
			name := strings.ToLower(shortName(l.Name))
			if strings.Contains(" "+strings.ToLower(rec.Title)+" ", " "+name+" ") &&
				(strings.Contains(rest, "with "+name) || strings.Contains(rest, " and "+name) || strings.Contains(rest, ", "+name)) {
				t.Errorf("%s: %q restates the %s of %q", c.pantry, rec.Summary, name, rec.Title)
			}
		}
	}
}

// British dishes are labelled british when no cuisine is asked for, answer a british
// request, and still answer, labelled american, an american one.
func TestBritishDishesAreBritish(t *testing.T) {
	cases := []struct {
		pantry  string
		cuisine string
		want    string // a word of the title
		label   string
	}{
		{"minced lamb, potatoes, onion, carrots, peas, butter, milk", "", "Shepherd's Pie", "british"},
		{"minced lamb, potatoes, onion, carrots, peas, butter, milk", "british", "Shepherd's Pie", "british"},
		{"minced lamb, potatoes, onion, carrots, peas, butter, milk", "american", "Shepherd's Pie", "american"},
		{"pork sausages, eggs, flour, milk", "british", "Toad in the Hole", "british"},
		{"eggs, bacon, bread, tomatoes, mushrooms, baked beans", "", "Full English", "british"},
		{"chicken thighs, coconut milk, red curry paste, rice", "", "Curry", "thai"},
	}
	for _, tc := range cases {
		req := Request{Pantry: strings.Split(tc.pantry, ", "), Cuisine: tc.cuisine, Servings: 4}
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s (%s): %v", tc.pantry, tc.cuisine, err)
			continue
		}
		if !strings.Contains(rec.Title, tc.want) || rec.Cuisine != tc.label {
			t.Errorf("%s (%q): got %q (%s), want %q (%s)", tc.pantry, tc.cuisine, rec.Title, rec.Cuisine, tc.want, tc.label)
		}
	}
}

// countNamed is how many catalogue dishes promise foods by name.
func countNamed() int {
	n := 0
	for _, c := range catalogue() {
		if len(c.named) > 0 {
			n++
		}
	}
	return n
}
