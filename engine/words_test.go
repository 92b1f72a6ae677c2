package engine

import (
	"strings"
	"testing"
)

// A cook's words are read as the food they name: OXO is beef, a packet of jelly is a
// set dessert while grape jelly is a spread, each spirit is its own bottle, a brand
// before a food is the food, and a word the parser does not know stays unknown rather
// than turning into another food (jelly beans are not black beans).
func TestWordsReadAsTheirFood(t *testing.T) {
	for _, c := range []struct {
		line, food string // food "" is unknown
		note       bool   // the line carries a note of what was assumed
	}{
		{"1 oxo cube", "beef broth", false},
		{"2 oxo cubes", "beef broth", false},
		{"oxo", "beef broth", false},
		{"2 chicken oxo cubes", "chicken broth", false},
		{"1 beef stock cube", "beef broth", false},
		{"1 stock cube", "chicken broth", false},
		{"1 vegetable oxo", "vegetable broth", false},
		{"grape jelly", "jam", false},
		{"2 tbsp redcurrant jelly", "jam", false},
		{"mint jelly", "jam", false},
		{"jelly", "jam", true},
		{"strawberry jelly", "jam", true},
		{"a packet of jelly", "jelly cubes", true},
		{"1 packet strawberry jelly", "jelly cubes", true},
		{"2 jelly cubes", "jelly cubes", false},
		{"jelly crystals", "jelly cubes", false},
		{"jelly beans", "", false},
		{"50 ml dark rum", "rum", false},
		{"2 tbsp spiced rum", "rum", false},
		{"vodka", "vodka", false},
		{"gin", "gin", false},
		{"a splash of whisky", "whisky", false},
		{"whiskey", "whisky", false},
		{"scotch", "whisky", false},
		{"bourbon", "bourbon", false},
		{"tequila", "tequila", false},
		{"brandy", "brandy", false},
		{"2 tbsp sake", "sake", false},
		{"mirin", "mirin", false},
		{"1 can cream of mushroom soup", "condensed cream of mushroom soup", false},
		{"1 can cream of chicken soup", "condensed cream of chicken soup", false},
		{"heinz ketchup", "ketchup", false},
		{"hellmann's mayonnaise", "mayonnaise", false},
		{"250g kerrygold butter", "butter", false},
		{"bisto gravy granules", "gravy granules", false},
		{"leftover chili", "", false},
		{"leftover roast chicken", "cooked chicken", false},
		{"a sack of potatoes", "potato", false},
		{"2 tbsp finely chopped parsley", "parsley", false},
		{"500g pork belly", "pork belly", false},
		{"a chicken", "whole chicken", true},
		{"2 chickens", "whole chicken", true},
		{"chicken", "chicken breast", true},
		{"a bag of mixed leaves", "mixed greens", false},
		{"1 pound ground Italian sausage", "italian sausage", false},
		{"instant mash", "mashed potatoes", true},
		{"balsamic glaze", "balsamic vinegar", true},
		{"prosecco", "white wine", true},
		{"dry vermouth", "white wine", true},
		{"port", "marsala", true},
		{"kahlua", "marsala", true},
		{"2 tbsp amaretto", "marsala", true},
		{"a can of rotel", "canned diced tomatoes", true},
		{"kraft singles", "american cheese", false},
		{"frank's red hot", "hot sauce", false},
		{"super noodles", "instant noodles", false},
		{"bisquick", "pancake mix", false},
	} {
		l := ParseLine(c.line)
		got := ""
		if l.Known {
			got = l.Ingredient.Name
		}
		if got != c.food {
			t.Errorf("%q: read as %q, want %q", c.line, got, c.food)
			continue
		}
		if c.note && l.Note == "" {
			t.Errorf("%q: read as %s with no note saying what was assumed", c.line, got)
		}
	}
	// Cream of mushroom soup holds no chicken: a vegetarian may cook with it.
	if in, ok := Lookup("cream of mushroom soup"); !ok || in.Has(FactPoultry) || in.Has(FactMeat) {
		t.Errorf("cream of mushroom soup is read as holding poultry")
	}
}

// A food of its own that the table weighs as another (guanciale as pancetta, andouille
// as chorizo) is named as the cook wrote it: in the title, the summary, the line and
// every step.
func TestOwnFoodNamedAsTheCookWroteIt(t *testing.T) {
	for _, c := range []struct {
		pantry, cuisine, own, table string
	}{
		{"guanciale, spaghetti, eggs, pecorino", "italian", "guanciale", "pancetta"},
		{"guanciale, rigatoni, canned tomatoes, onion", "italian", "guanciale", "pancetta"},
		{"andouille sausage, rice, celery, green bell pepper, onion", "american", "andouille sausage", "chorizo"},
		{"mascarpone, ladyfingers, coffee, kahlua, eggs, sugar, cocoa powder", "italian", "kahlua", "marsala"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: 4})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		var b strings.Builder // the recipe as the cook reads it, less the notes on its lines
		b.WriteString(rec.Title + "\n" + rec.Summary + "\n")
		for _, l := range rec.Ingredients {
			b.WriteString(l.Text + "\n")
		}
		for _, s := range rec.Instructions {
			b.WriteString(s.Text + "\n")
		}
		text := strings.ToLower(b.String())
		if !strings.Contains(text, c.own) {
			t.Errorf("%s: the recipe never names the %s:\n%s", c.pantry, c.own, recipeText(rec))
		}
		if strings.Contains(text, c.table) {
			t.Errorf("%s: the recipe calls the cook's %s %s:\n%s", c.pantry, c.own, c.table, recipeText(rec))
		}
	}
}

// The cook's OXO cube makes beef stock for a cottage pie, not chicken broth.
func TestOxoCubeIsBeefStock(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"beef mince", "oxo cube", "onion", "potatoes", "carrots"}, Cuisine: "british", Servings: 4})
	if err != nil {
		t.Fatal(err)
	}
	text := recipeText(rec)
	if strings.Contains(text, "chicken") || !strings.Contains(text, "beef broth (made with 1 oxo cube") {
		t.Errorf("the oxo cube is not the pie's beef stock:\n%s", text)
	}
}

// Brown sugar sweetens a glaze or a stir-fry's sauce as honey or white sugar would: it is
// used, never left out as "savoury; keep it for something sweet", and a dish glazed
// with it is not called honey-anything.
func TestBrownSugarGlazesSavouryDishes(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine string }{
		{"pork chops, brown sugar, dijon mustard", "american"},
		{"chicken wings, brown sugar, soy sauce, garlic", "american"},
		{"salmon, brown sugar, soy sauce, garlic", "american"},
		{"beef strips, soy sauce, brown sugar, ginger, broccoli, rice", "chinese"},
		{"beef strips, soy sauce, brown sugar, garlic, rice, scallions", "korean"},
		{"salmon, soy sauce, brown sugar, rice", "japanese"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: 4})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		for _, u := range rec.UnusedPantry {
			if u.Name == "brown sugar" {
				t.Errorf("%s (%s): brown sugar left out: %s", c.pantry, rec.Title, u.Reason)
			}
		}
		if strings.Contains(rec.Title, "Honey") && lineNamed(rec, "honey") == nil {
			t.Errorf("%s: %q holds no honey", c.pantry, rec.Title)
		}
	}
}

// The cook's own food is never marked optional: not in the line's text, nor in its
// optional flag (a client shows the flag), whatever the time allowed.
func TestPantryLinesNeverOptional(t *testing.T) {
	n := 300
	if testing.Short() || raceEnabled {
		n = 80
	}
	for i, req := range randomRequests(71, 5, n) {
		rec, ok := generated(t, i, req)
		if !ok {
			continue
		}
		for _, l := range rec.Ingredients {
			if l.FromPantry && l.Optional {
				t.Errorf("request %d %v (%s): the cook's %q is marked optional", i, req.Pantry, rec.Title, l.Text)
			}
		}
	}
	for _, limit := range []int{30, 45, 60, 90} {
		rec, err := Generate(Request{Pantry: []string{"lentils", "parsley", "lemon", "feta"}, Servings: 2, TimeAvailable: limit})
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range rec.Ingredients {
			if l.FromPantry && l.Optional {
				t.Errorf("%d min (%s): the cook's %q is marked optional", limit, rec.Title, l.Text)
			}
		}
	}
}

// A spirit the cook has deglazes a steak au poivre as brandy would.
func TestWhiskyDeglazesAuPoivre(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"sirloin steak", "whisky", "heavy cream", "black pepper"}, Cuisine: "french", Servings: 2})
	if err != nil {
		t.Fatal(err)
	}
	if l := lineNamed(rec, "whisky"); l == nil {
		t.Errorf("%s: the cook's whisky is not used:\n%s", rec.Title, recipeText(rec))
	}
}

// A cut bought on the bone is bought by its weight with the bone and counted in the
// nutrition by the meat on it: a rack of ribs is not 100% pork.
func TestBoneInCutsCountTheirMeat(t *testing.T) {
	for _, in := range table {
		if in.Has(FactBone) && edibleShare(in) >= 1 {
			t.Errorf("%s is bought on the bone but counted whole in the nutrition", in.Name)
		}
	}
	rec, err := Generate(Request{Pantry: []string{"pork ribs", "bbq sauce", "brown sugar", "paprika"}, Cuisine: "american", Servings: 4})
	if err != nil {
		t.Fatal(err)
	}
	ribs := lineNamed(rec, "pork ribs")
	if ribs == nil {
		t.Fatalf("%s holds no ribs", rec.Title)
	}
	in := mustLookup("pork ribs")
	whole := in.Per100g.Kcal * ribs.Grams / 100 / float64(rec.Servings)
	if rec.Nutrition.PerServing.Kcal >= whole {
		t.Errorf("%s: %.0f kcal a serving, yet the ribs alone, bone and all, would be %.0f", rec.Title, rec.Nutrition.PerServing.Kcal, whole)
	}
}

// The beginner's "keep the pieces about the same size" is said only where something
// cooked is cut into pieces: never over rinsed rice, grated cheese or a chopped garnish.
func TestSameSizeOnlyWherePiecesAreCut(t *testing.T) {
	n := 400
	if testing.Short() || raceEnabled {
		n = 100
	}
	reqs := randomRequests(29, 3, n,
		Request{Pantry: []string{"spaghetti", "parmesan", "butter", "black pepper"}, Skill: "beginner", Servings: 2},
		Request{Pantry: []string{"rice", "eggs", "frozen peas", "soy sauce"}, Skill: "beginner", Servings: 2},
		Request{Pantry: []string{"salmon", "rice", "lemon", "dill"}, Skill: "beginner", Servings: 2})
	for i, req := range reqs {
		req.Skill = "beginner"
		rec, ok := generated(t, i, req)
		if !ok {
			continue
		}
		said := false
		for _, s := range rec.Instructions {
			said = said || strings.Contains(s.Text, "about the same size")
		}
		if !said {
			continue
		}
		cut := false
		for _, l := range rec.Ingredients {
			if l.Category == "herbs" {
				continue
			}
			for _, w := range []string{"dice", "chop", "slice", "cut ", "cube", "chunk", "wedge", "quarter", "halve"} {
				cut = cut || strings.Contains(l.Preparation, w)
			}
		}
		if !cut {
			t.Errorf("request %d %v (%s): \"keep the pieces about the same size\" where nothing is cut:\n%s", i, req.Pantry, rec.Title, recipeText(rec))
		}
	}
}

// The cook's cheese finishes only a dish whose cuisine finishes with cheese: no parmesan
// over a tom kha, no cheddar over a massaman curry, no feta over beef and broccoli.
func TestCheeseFitsTheCuisine(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine, cheese string }{
		{"chicken, coconut milk, mushrooms, parmesan", "thai", "parmesan"},
		{"chicken thighs, coconut milk, curry paste, rice, cheddar", "thai", "cheddar"},
		{"chicken, rice noodles, parmesan, bean sprouts", "vietnamese", "parmesan"},
		{"beef strips, soy sauce, rice, feta, broccoli", "chinese", "feta"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: 4})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		if lineNamed(rec, c.cheese) != nil {
			t.Errorf("%s (%s): finished with %s:\n%s", c.pantry, rec.Title, c.cheese, recipeText(rec))
		}
	}
	rec, err := Generate(Request{Pantry: []string{"spaghetti", "garlic", "parmesan"}, Cuisine: "italian", Servings: 4})
	if err != nil || lineNamed(rec, "parmesan") == nil {
		t.Errorf("an Italian pasta leaves out the cook's parmesan: %v", err)
	}
}

// Pasta goes into the water its full cooking time before the sauce is done: never "with
// 1 minute to go, put the spaghetti in" on a step the sauce goes on cooking after.
func TestPastaGoesInWithTheSauceStillCooking(t *testing.T) {
	var reqs []Request
	for _, p := range []string{"spaghetti, tomatoes, mint", "penne, chicken breast, broccoli, cream", "penne, bacon, garlic",
		"fusilli, sausages, canned tomatoes, onion", "spaghetti, ground beef, canned tomatoes, onion, garlic", "penne, mushrooms, cream, parmesan"} {
		for _, s := range []int{1, 2, 4, 6} {
			reqs = append(reqs, Request{Pantry: strings.Split(p, ", "), Servings: s})
		}
	}
	reqs = append(reqs, randomRequests(31, 8, 150)...)
	for i, req := range reqs {
		rec, ok := generated(t, i, req)
		if !ok {
			continue
		}
		for k, s := range rec.Instructions {
			at := strings.Index(s.Text, " to go, put the ")
			if at < 0 || k+1 >= len(rec.Instructions) || strings.HasPrefix(rec.Instructions[k+1].Text, "When the ") {
				continue
			}
			if strings.HasSuffix(s.Text[:at], "With 1 minute") || strings.HasSuffix(s.Text[:at], "With 2 minutes") {
				t.Errorf("request %d %v (%s): step %d puts the pasta in as the step ends, with the sauce still to cook: %s", i, req.Pantry, rec.Title, s.Step, s.Text)
			}
		}
	}
}

// A title names the main as a cook does: beef strips make "Bulgogi-Style Beef", never
// "Beefs", while chickpeas stay plural at the head of a title.
func TestTitleMainNeverPluralisedWrongly(t *testing.T) {
	for _, c := range []struct{ main, name, want string }{
		{"beef strips", "Bulgogi-Style {main}", "Bulgogi-Style Beef"},
		{"chickpeas", "Greek Salad with {main}", "Greek Salad with Chickpeas"},
		{"black beans", "Rice Bowl with {main}", "Rice Bowl with Black Beans"},
		{"chickpeas", "{main} Curry", "Chickpea Curry"},
	} {
		if got := titleOf(c.name, c.main); got != c.want {
			t.Errorf("%s with %s: got %q, want %q", c.name, c.main, got, c.want)
		}
	}
}
