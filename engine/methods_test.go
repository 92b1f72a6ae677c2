package engine

import (
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// How a chosen dish's steps treat its meats: what a cook does to the cut in hand.

// cutCM reads the size of "cut into 4 cm (1 1/2 in) chunks"; 0 when the line is not cut
// into sized pieces.
var cutSize = regexp.MustCompile(`cut (?:it )?into ([0-9.]+) cm`)

func cutCM(prep string) float64 {
	m := cutSize.FindStringSubmatch(prep)
	if m == nil {
		return 0
	}
	f, _ := strconv.ParseFloat(m[1], 64)
	return f
}

// meatCutFault says what is wrong with how rec cuts its meat, or "": a food bought on
// the bone is never cut into pieces at home, and a braising cut that braises an hour
// or more goes in chunks of 3 cm or more, not in stir-fry pieces.
func meatCutFault(rec *Recipe) string {
	for _, l := range rec.Ingredients {
		in, ok := Lookup(l.Name)
		if !ok {
			continue
		}
		if canned(in) {
			for _, s := range rec.Instructions {
				if low := strings.ToLower(s.Text); containsAny(low, []string{"cook the " + l.Name, "stir-fry the " + l.Name, "brown the " + l.Name, "sear the " + l.Name, "fry the " + l.Name}) {
					return fmt.Sprintf("step %d fries the %s from a tin: %q", s.Step, l.Name, s.Text)
				}
			}
		}
		if in.Has(FactBone) && strings.Contains(l.Preparation, "cut into") {
			return fmt.Sprintf("%s is bought on the bone but is %s", l.Name, l.Preparation)
		}
		if cm := cutCM(l.Preparation); cm > 0 && cm < 3 && braiseMinutes(in) >= 60 && rec.Timing.CookMinutes >= 60 {
			return fmt.Sprintf("%s braises for an hour or more in %.1f cm pieces: %s", l.Name, cm, l.Text)
		}
	}
	return ""
}

func TestMeatIsCutAsItsCutWants(t *testing.T) {
	cases := []struct {
		pantry, cuisine string
		minutes         int
		food            string
	}{
		{"chicken legs, red wine, bacon, mushrooms, pearl onions, thyme, butter", "french", 150, "chicken drumstick"},
		{"beef short ribs, soy sauce, pear, garlic, brown sugar, sesame oil, rice", "korean", 180, "short ribs"},
		{"beef", "", 0, "beef chuck"},
		{"lamb shoulder, onion, dried apricots, cinnamon, cumin, couscous, almonds", "middle-eastern", 240, "lamb shoulder"},
		{"chicken drumsticks, onion, carrots, potatoes", "", 0, "chicken drumstick"},
	}
	for _, c := range cases {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, TimeAvailable: c.minutes, Servings: 4})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		found := false
		for _, l := range rec.Ingredients {
			found = found || l.Name == c.food
		}
		if !found {
			t.Errorf("%s: no %s in %q", c.pantry, c.food, rec.Title)
			continue
		}
		if msg := meatCutFault(rec); msg != "" {
			t.Errorf("%s: %s\n%s", c.pantry, msg, recipeText(rec))
		}
	}
}

// Over random pantries: no food bought on the bone is cut into pieces, and a long
// braise cooks its meat in chunks.
func TestMethodsOverRandomPantries(t *testing.T) {
	requests := 2000
	if testing.Short() {
		requests = 600
	}
	seed := uint64(21)
	if s, err := strconv.ParseUint(os.Getenv("LARDER_PROPERTY_SEED"), 10, 64); err == nil {
		seed = s // another sample: LARDER_PROPERTY_SEED=N go test -run TestMethodsOverRandomPantries ./engine
	}
	r := rand.New(rand.NewPCG(seed, 4))
	for i := range requests {
		req := randomRequest(r)
		rec, ok := generated(t, i, req)
		if !ok {
			continue
		}
		// The recipe's own checks too: a method that moves a food between steps must not
		// lose it (the calorie sum is the table's business, not the methods').
		if msg := checkRecipe(req, rec); msg != "" && !strings.Contains(msg, "Atwater") {
			t.Fatalf("request %d %+v:\n%s\n%s", i, req, msg, recipeText(rec))
		}
		for _, check := range []func(*Recipe) string{meatCutFault, sauceMeatFault, nounFault, starchFault, orderFault, meanwhileFault, dressingFault} {
			if msg := check(rec); msg != "" {
				t.Fatalf("request %d %+v:\n%s\n%s", i, req, msg, recipeText(rec))
			}
		}
	}
}

// A meat sauce simmers its meat in the sauce: the meat goes back before the long simmer,
// not with the pasta at the end; wine bubbles away before the tomatoes; a bolognese given
// the afternoon simmers 90 minutes or more, and the pasta water goes on at the end.
func TestMeatSimmersInItsSauce(t *testing.T) {
	pantry := strings.Split("ground beef, onion, carrot, celery, canned tomatoes, spaghetti, parmesan, red wine", ", ")
	for _, minutes := range []int{180, 75, 45, 0} {
		rec, err := Generate(Request{Pantry: pantry, Cuisine: "italian", TimeAvailable: minutes, Servings: 6})
		if err != nil {
			t.Fatalf("%d min: %v", minutes, err)
		}
		if !strings.Contains(rec.Title, "Bolognese") {
			t.Errorf("%d min: got %q, want a bolognese", minutes, rec.Title)
			continue
		}
		if msg := sauceMeatFault(rec); msg != "" {
			t.Errorf("%d min: %s\n%s", minutes, msg, recipeText(rec))
		}
		simmer, wine, tomatoes := 0, -1, -1
		for i, s := range rec.Instructions {
			low := strings.ToLower(s.Text)
			if strings.Contains(low, "ground beef") && strings.Contains(low, "simmer") {
				simmer = s.Minutes
			}
			if wine < 0 && strings.Contains(low, "red wine") {
				wine = i
			}
			if tomatoes < 0 && strings.Contains(low, "tomatoes") {
				tomatoes = i
			}
		}
		if wine < 0 || wine >= tomatoes {
			t.Errorf("%d min: the wine (step %d) does not bubble away before the tomatoes go in (step %d)\n%s", minutes, wine+1, tomatoes+1, recipeText(rec))
		}
		switch {
		case minutes >= 180 && simmer < 90:
			t.Errorf("%d min: the sauce simmers %d minutes with the meat, want 90 or more\n%s", minutes, simmer, recipeText(rec))
		case minutes == 0 || minutes >= 75:
			if simmer < 25 {
				t.Errorf("%d min: the sauce simmers %d minutes with the meat, want about 30\n%s", minutes, simmer, recipeText(rec))
			}
		}
		if minutes >= 180 && strings.HasPrefix(rec.Instructions[0].Text, "Put a large covered pot") {
			t.Errorf("%d min: the pasta water goes on at the start of a long sauce", minutes)
		}
	}
}

var sauceTitle = regexp.MustCompile(`(?i)\b(?:bolognese|ragù|ragu|chili|curry|stew|tagine|cacciatore|goulash)`) // not the "ragu" of asparagus

// sauceMeatFault says where a sauce, stew or curry leaves its meat out of the sauce, or
// "": meat taken out of the pan goes back into the sauce to simmer, not in with the
// pasta at the end.
func sauceMeatFault(rec *Recipe) string {
	if !sauceTitle.MatchString(rec.Title) {
		return ""
	}
	for _, l := range rec.Ingredients {
		in, ok := Lookup(l.Name)
		if !ok || !(in.Category == "meat" || in.Category == "poultry") || isCured(in) || cookedAlready(in) {
			continue
		}
		name := strings.ToLower(l.Name)
		out := false
		for _, s := range rec.Instructions {
			low := strings.ToLower(s.Text)
			if !strings.Contains(low, name) {
				continue
			}
			if out {
				if !strings.Contains(low, "simmer") {
					return fmt.Sprintf("the %s goes back in without simmering in the sauce: %q", name, s.Text)
				}
				break
			}
			for _, sentence := range strings.Split(low, ". ") {
				out = out || strings.Contains(sentence, name) && containsAny(sentence, []string{"move to a plate", "set aside", "to a plate"})
			}
		}
	}
	return ""
}

// genericNouns are words a step uses for a kind of food, with what backs each: a step
// that says "the grains" or "the noodles" has some in the list.
var genericNouns = []struct {
	word string
	has  func(in *Ingredient) bool
}{
	{"the grains", func(in *Ingredient) bool { return in.Category == "grains-pasta" || in.Has(FactGrain) }},
	{"the noodles", func(in *Ingredient) bool { return strings.Contains(in.Name, "noodle") || in.Category == "grains-pasta" }},
	{"the rice", func(in *Ingredient) bool { return strings.Contains(in.Name, "rice") }},
	{"vegetables", func(in *Ingredient) bool {
		return in.Category == "produce" && (in.Is(RoleVegetable) || in.Is(RoleStarch)) || in.Category == "frozen" ||
			in.Is(RoleVegetable) && in.Category != "legumes"
	}},
}

// nounFault says which step names a kind of food the recipe does not hold, or "".
func nounFault(rec *Recipe) string {
	for _, g := range genericNouns {
		backed := false
		for _, l := range rec.Ingredients {
			if in, ok := Lookup(l.Name); ok && g.has(in) {
				backed = true
			}
		}
		if backed {
			continue
		}
		for _, s := range rec.Instructions {
			if strings.Contains(strings.ToLower(s.Text), g.word) {
				return fmt.Sprintf("step %d names %q but the recipe holds none: %q", s.Step, g.word, s.Text)
			}
		}
	}
	return ""
}

// dressingFault says where a step uses "the dressing" or "the glaze" before any step
// makes it, or "".
func dressingFault(rec *Recipe) string {
	for _, what := range []string{"dressing", "glaze"} {
		made := false
		for _, l := range rec.Ingredients {
			made = made || strings.Contains(l.Name, what) // a bottled ranch dressing is made already
		}
		for _, s := range rec.Instructions {
			low := strings.ToLower(s.Text)
			if !regexp.MustCompile(`\b` + what + `\b`).MatchString(low) {
				continue // "until glazed and sticky" uses no glaze
			}
			made = made || containsAny(low, []string{"whisk", "shake", "stir", "mix", "blend", "thicken", "reduce", "into a " + what})
			if !made {
				return fmt.Sprintf("step %d uses the %s before any step makes it: %q", s.Step, what, s.Text)
			}
		}
	}
	return ""
}

// starchFault says where pasta, noodles or a grain is used before any step cooks it,
// or where the serving is not in the last step, or "".
func starchFault(rec *Recipe) string {
	cookWords := []string{"cook", "boil", "simmer", "soak", "steep", "start the", "bake", "fry", "toast", "roast", "stir in", "add the", "pour in", "over it"}
	for _, l := range rec.Ingredients {
		in, ok := Lookup(l.Name)
		if !ok || in.Category != "grains-pasta" || strings.HasPrefix(in.Name, "cooked ") {
			continue
		}
		name := strings.ToLower(l.Name)
		cooked := false
		for _, s := range rec.Instructions {
			low := strings.ToLower(s.Text)
			if !strings.Contains(low, name) || strings.HasPrefix(low, "prep:") || strings.Contains(low, "pot of well-salted water") && !strings.Contains(low, "cook the") && !strings.Contains(low, "add the "+name) {
				continue
			}
			if containsAny(low, cookWords) {
				cooked = true
				break
			}
			if containsAny(low, []string{"toss the", "divide the", "serve"}) {
				return fmt.Sprintf("step %d uses the %s before any step cooks it: %q", s.Step, name, s.Text)
			}
		}
		_ = cooked
	}
	return ""
}

func TestStepsNameWhatIsThere(t *testing.T) {
	cases := []struct {
		pantry, cuisine, rules string
		minutes, servings      int
	}{
		{"ground beef, cheddar, lettuce, tomato, pickles, onion, mayo", "american", "keto", 30, 4},
		{"salmon, short-grain rice, soy sauce, mirin, cucumber, sesame seeds", "japanese", "", 30, 2},
		{"noodles", "", "", 15, 1},
		{"noodles", "", "", 0, 1},
		{"soba noodles, cucumber, carrot, soy sauce, sesame oil", "", "", 0, 2},
	}
	for _, c := range cases {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, TimeAvailable: c.minutes, Servings: c.servings}
		if c.rules != "" {
			req.Rules.Restrictions = []string{c.rules}
		}
		rec, err := Generate(req)
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		for _, check := range []func(*Recipe) string{nounFault, starchFault} {
			if msg := check(rec); msg != "" {
				t.Errorf("%s: %s\n%s", c.pantry, msg, recipeText(rec))
			}
		}
	}
}

var serveWord = regexp.MustCompile(`(?i)\bserve (at once|straight away|immediately|in |from |on )`)

var afterServing = regexp.MustCompile(`(?i)serve (at once|straight away)[^.]*\. (toast|warm|cook|heat|put)\b`)

// orderFault says where a step does something after the dish is served, where the
// serving is not in the last step, or where a dish that heats nothing counts cooking
// minutes; "" when none.
func orderFault(rec *Recipe) string {
	for _, s := range rec.Instructions {
		if afterServing.MatchString(s.Text) {
			return fmt.Sprintf("step %d goes on after serving: %q", s.Step, s.Text)
		}
	}
	hot, served := false, 0
	for _, s := range rec.Instructions {
		heated := hasWord(s.Text, []string{"heat", "oven", "boil", "simmer", "fry", "sear", "roast", "bake", "grill", "toast", "cook", "warm", "melt", "pan", "kettle", "microwave", "steam", "poach", "broil", "brown"})
		if served > 0 && heated {
			return fmt.Sprintf("step %d cooks after step %d served the dish: %q", s.Step, served, s.Text)
		}
		if served == 0 && serveWord.MatchString(s.Text) {
			served = s.Step
		}
		hot = hot || heated
	}
	if !hot && rec.Timing.CookMinutes != 0 {
		return fmt.Sprintf("nothing is heated but cook_minutes is %d", rec.Timing.CookMinutes)
	}
	return ""
}

func TestServedLastAndColdDishesCookNothing(t *testing.T) {
	cases := []struct {
		pantry, cuisine, meal string
		minutes, servings     int
		cold                  bool
	}{
		{"eggs, bacon, bread, butter, cheddar", "american", "breakfast", 15, 2, false},
		{"eggs, chives, butter, bread", "french", "breakfast", 10, 1, false},
		{"cucumber, tomatoes, feta, red onion, olives, pita", "greek", "lunch", 15, 2, true},
		{"chickpeas, tahini, lemon, garlic, olive oil", "middle-eastern", "snack", 10, 4, true},
		{"canned tuna, white beans, red onion, parsley, lemon, arugula, olive oil", "mediterranean", "", 10, 2, true},
	}
	for _, c := range cases {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Meal: c.meal, TimeAvailable: c.minutes, Servings: c.servings})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		if msg := orderFault(rec); msg != "" {
			t.Errorf("%s: %s\n%s", c.pantry, msg, recipeText(rec))
		}
		if c.cold && rec.Timing.CookMinutes != 0 {
			t.Errorf("%s: got cook_minutes %d for a dish that heats nothing, want 0\n%s", c.pantry, rec.Timing.CookMinutes, recipeText(rec))
		}
	}
}

// Kimchi fried rice for one: "beat the egg" (one), in a pan that was heated, and the
// sesame oil drizzled at the end, not "softened" as an aromatic.
func TestFriedRiceForOne(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("kimchi, cooked rice, eggs, scallions, gochujang, sesame oil", ", "), Cuisine: "korean", TimeAvailable: 15, Servings: 1})
	if err != nil {
		t.Fatal(err)
	}
	text := strings.ToLower(recipeText(rec))
	for _, bad := range []string{"the eggs", "sesame oil and cook", "add the sesame oil"} {
		if strings.Contains(text, bad) {
			t.Errorf("the steps say %q\n%s", bad, recipeText(rec))
		}
	}
	for _, s := range rec.Instructions {
		low := strings.ToLower(s.Text)
		if strings.Contains(low, "pour in the egg") && !strings.Contains(low, "heat") {
			t.Errorf("step %d pours the egg into a pan never heated: %q", s.Step, s.Text)
		}
	}
}

var meanwhilePrep = regexp.MustCompile(`(?i)(?:meanwhile|also),? ([^.]*)`)
var prepTaskWord = regexp.MustCompile(`(?i)\b(?:dice|slice|chop|mince|grate|crumble|cut|peel|drain|rinse|trim|tear|juice|halve|shred|zest|mash|grind|beat|prepare)\b(?: and [a-z]+)? the ([a-z' -]+?)(?: into| in | if | \(|;|,|$)`)

// meanwhileFault says where a step readies a food "meanwhile" after an earlier step has
// already used it (a flax egg whisked into the batter, then soaked), or "".
func meanwhileFault(rec *Recipe) string {
	for i, s := range rec.Instructions {
		for _, m := range meanwhilePrep.FindAllStringSubmatch(s.Text, -1) {
			for _, t := range prepTaskWord.FindAllStringSubmatch(m[1], -1) {
				name := strings.ToLower(strings.TrimSpace(t[1]))
				for _, e := range rec.Instructions[:i] {
					low := strings.ToLower(e.Text)
					for _, l := range rec.Ingredients {
						if n := strings.ToLower(l.Name); n != name && strings.Contains(n, name) {
							low = strings.ReplaceAll(low, n, "") // the oyster mushroom is not the mushroom
						}
					}
					if strings.HasPrefix(low, "prep:") || strings.Contains(low, "pot of") || strings.Contains(low, "for the "+name) {
						continue
					}
					if strings.Contains(low, name) {
						return fmt.Sprintf("step %d readies the %s after step %d used it: %q", s.Step, name, e.Step, e.Text)
					}
				}
			}
		}
	}
	return ""
}

// Pancakes without eggs soak their flax egg before the batter is mixed, not while the pan heats.
func TestBatterIsReadiedBeforeItIsMixed(t *testing.T) {
	for _, pantry := range []string{"flour, buttermilk, sugar, butter, baking powder, eggs", "flour, milk, sugar, butter, baking powder, eggs, vanilla"} {
		req := Request{Pantry: strings.Split(pantry, ", "), Servings: 4, Meal: "breakfast"}
		req.Rules.Allergies = []string{"eggs"}
		rec, err := Generate(req)
		if err != nil {
			t.Fatalf("%s: %v", pantry, err)
		}
		if msg := meanwhileFault(rec); msg != "" {
			t.Errorf("%s: %s\n%s", pantry, msg, recipeText(rec))
		}
	}
}

// A tagine simmers its dried apricots in the sauce and toasts its almonds to scatter
// over, never "top with the dried apricots" or "stir in the almonds … bubble 5 minutes".
func TestStewCooksItsFruitAndToastsItsNuts(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("lamb shoulder, onion, dried apricots, cinnamon, cumin, couscous, almonds", ", "),
		Cuisine: "middle-eastern", TimeAvailable: 240, Servings: 6})
	if err != nil {
		t.Fatal(err)
	}
	simmered, toasted := false, false
	for _, s := range rec.Instructions {
		low := strings.ToLower(s.Text)
		simmered = simmered || strings.Contains(low, "dried apricots") && strings.Contains(low, "simmer")
		toasted = toasted || strings.Contains(low, "toast the almonds")
		if strings.Contains(low, "top with") && strings.Contains(low[strings.Index(low, "top with"):], "apricots") {
			t.Errorf("step %d puts the dried apricots on top: %q", s.Step, s.Text)
		}
		if strings.Contains(low, "stir in the almonds") {
			t.Errorf("step %d stews the almonds: %q", s.Step, s.Text)
		}
	}
	if !simmered || !toasted {
		t.Errorf("apricots simmered %v, almonds toasted %v; want both\n%s", simmered, toasted, recipeText(rec))
	}
}

// A grain bowl's chicken is seasoned with the pantry's oregano, not "season and cook"
// with nothing named; a stir-fry's tofu heats in the sauce, not stirred in cold.
func TestProteinMeetsItsSeasoning(t *testing.T) {
	req := Request{Pantry: strings.Split("chicken breast, lemon, zucchini, bell pepper, red onion, quinoa, olive oil, oregano", ", "),
		Cuisine: "mediterranean", TimeAvailable: 50, Servings: 4}
	req.Rules.Restrictions = []string{"gluten-free"}
	rec, err := Generate(req)
	if err != nil {
		t.Fatal(err)
	}
	seasoned := false
	for _, s := range rec.Instructions {
		low := strings.ToLower(s.Text)
		seasoned = seasoned || strings.Contains(low, "chicken breast") && strings.Contains(low, "oregano") && strings.Contains(low, "cook")
	}
	if !seasoned {
		t.Errorf("no step seasons the chicken with the oregano\n%s", recipeText(rec))
	}
	rec, err = Generate(Request{Pantry: strings.Split("ground pork, tofu, garlic, ginger, doubanjiang, scallions, rice", ", "), Cuisine: "chinese", TimeAvailable: 30, Servings: 3, Skill: "beginner"})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range rec.Instructions {
		if strings.HasSuffix(s.Text, "Stir in the tofu.") {
			t.Errorf("step %d stirs the tofu in cold at the end: %q", s.Step, s.Text)
		}
	}
}

// A chili's beans simmer with its beef for the half hour, not stirred in for the last
// minutes with "heat through" said twice.
func TestChiliSimmersItsBeans(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("ground beef, kidney beans, canned tomatoes, onion", ", "), Servings: 6})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range rec.Instructions {
		low := strings.ToLower(s.Text)
		if strings.Contains(low, "kidney beans") && strings.Contains(low, "simmer") && s.Minutes >= 20 {
			return
		}
	}
	t.Errorf("the kidney beans never simmer in the chili\n%s", recipeText(rec))
}

// Bacon is cooked until crisp in its own fat: never "until soft", never in a little
// butter that the dish then uses again.
func TestBaconIsRenderedCrisp(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine, meal string }{
		{"eggs, bacon, bread, butter, cheddar", "american", "breakfast"},
		{"chicken legs, red wine, bacon, mushrooms, pearl onions, thyme, butter", "french", ""},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Meal: c.meal, Servings: 4, Skill: "advanced"})
		if err != nil {
			t.Fatal(err)
		}
		cooked := false
		for _, s := range rec.Instructions {
			low := strings.ToLower(s.Text)
			if !strings.Contains(low, "bacon") {
				continue
			}
			if strings.Contains(low, "bacon in a little") || strings.Contains(low, "the bacon with a pinch of salt, stirring now and then, until soft") {
				t.Errorf("%s: step %d: %q", c.pantry, s.Step, s.Text)
			}
			cooked = cooked || strings.Contains(low, "crisp")
		}
		if !cooked {
			t.Errorf("%s: the bacon is never cooked crisp\n%s", c.pantry, recipeText(rec))
		}
	}
}

// A miso traybake's mirin sweetens the glaze; it is not drizzled raw over the fish.
func TestMirinGoesInTheGlaze(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("salmon, short-grain rice, soy sauce, mirin, cucumber, sesame seeds", ", "),
		Cuisine: "japanese", TimeAvailable: 30, Servings: 2, Variation: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range rec.Instructions {
		if strings.Contains(s.Text, "Drizzle with the mirin") {
			t.Errorf("step %d: %q\n%s", s.Step, s.Text, recipeText(rec))
		}
	}
}

// A fillet seared whole reads as one: "cook the salmon, leaving each piece alone", not
// "cook the salmon without moving them".
func TestSearedFilletsReadAsPieces(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("salmon, rice, soy sauce, mirin, broccoli", ", "), Cuisine: "japanese", Servings: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range rec.Instructions {
		if strings.Contains(s.Text, "salmon without moving them") {
			t.Errorf("step %d: %q", s.Step, s.Text)
		}
	}
}

// Tinned tuna is drained, flaked and folded in at the end of a pasta, never fried (in
// six batches for a crowd).
func TestCannedFishIsFoldedIn(t *testing.T) {
	for _, req := range []Request{
		{Pantry: strings.Split("canned tuna, ground lamb, bow tie pasta", ", "), Cuisine: "spanish", Servings: 8, Variation: 2, Skill: "beginner"},
		{Pantry: strings.Split("pasta, canned tuna, canned tomatoes, garlic, capers", ", "), Servings: 1, TimeAvailable: 20},
	} {
		rec, err := Generate(req)
		if err != nil {
			t.Fatal(err)
		}
		if msg := meatCutFault(rec); msg != "" {
			t.Errorf("%v: %s\n%s", req.Pantry, msg, recipeText(rec))
		}
	}
}

// A stew simmers its sausage "until cooked through", not "until browned": it browned
// before it went into the liquid.
func TestSimmeredMeatIsNotBrowned(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("italian sausage, canned tomatoes, penne, onion, garlic, red wine", ", "), Cuisine: "italian", Servings: 4, TimeAvailable: 150})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range rec.Instructions {
		if strings.Contains(s.Text, "simmer gently until browned") {
			t.Errorf("step %d: %q", s.Step, s.Text)
		}
	}
}

// Lentils beside a fish simmer from the start with the broth; the fish goes in late.
func TestLentilsSimmerWhateverGoesInLate(t *testing.T) {
	req := Request{Pantry: []string{"xyzzy", "brown lentils", "salmon", "catfish", "caraway seed", "fennel"}, Servings: 24, Variation: 2, Skill: "beginner"}
	req.Rules.Allergies = []string{"soy", "milk"}
	rec, err := Generate(req)
	if err != nil {
		t.Fatal(err)
	}
	if msg := checkRecipe(req, rec); msg != "" && !strings.Contains(msg, "Atwater") {
		t.Fatalf("%s\n%s", msg, recipeText(rec))
	}
	for _, s := range rec.Instructions {
		low := strings.ToLower(s.Text)
		if strings.Contains(low, "brown lentils") && !strings.Contains(low, "simmer") && !strings.HasPrefix(low, "prep:") {
			t.Errorf("step %d adds the lentils without simmering them: %q", s.Step, s.Text)
		}
	}
}

// Sesame oil taken as an aromatic is drizzled over at the end, never "softened" in the pan.
func TestSesameOilIsDrizzled(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("chicken breast, broccoli, sesame oil, soy sauce, rice", ", "), Cuisine: "chinese", Servings: 4})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range rec.Instructions {
		if strings.Contains(s.Text, "sesame oil") && strings.Contains(s.Text, "until softened") {
			t.Errorf("step %d softens the sesame oil: %q", s.Step, s.Text)
		}
	}
}
