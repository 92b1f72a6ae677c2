package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
)

// randomRequest draws a request the way clients send them: a handful of pantry items,
// often proteins and vegetables, sometimes unknown words, with random rules.
func randomRequest(r *rand.Rand) Request {
	t := Table()
	var pantry []string
	for range 1 + r.IntN(8) {
		switch r.IntN(10) {
		case 0:
			pantry = append(pantry, []string{"unicorn tears", "mystery meat", "xyzzy"}[r.IntN(3)])
		case 1, 2, 3:
			for {
				in := t[r.IntN(len(t))]
				if in.Is(RoleProtein) {
					pantry = append(pantry, in.Name)
					break
				}
			}
		case 4, 5, 6:
			for {
				in := t[r.IntN(len(t))]
				if in.Is(RoleVegetable) {
					pantry = append(pantry, in.Name)
					break
				}
			}
		default:
			in := t[r.IntN(len(t))]
			name := in.Name
			if len(in.Aliases) > 0 && r.IntN(2) == 0 {
				name = in.Aliases[r.IntN(len(in.Aliases))]
			}
			pantry = append(pantry, name)
		}
	}
	req := Request{Pantry: pantry, Servings: 1 + r.IntN(24), Variation: r.IntN(5)}
	if r.IntN(2) == 0 {
		req.Cuisine = Cuisines[r.IntN(len(Cuisines))]
	}
	for range r.IntN(3) {
		req.Rules.Restrictions = append(req.Rules.Restrictions, Restrictions[r.IntN(len(Restrictions))])
	}
	for range r.IntN(3) {
		req.Rules.Allergies = append(req.Rules.Allergies, Allergens[r.IntN(len(Allergens))])
	}
	if r.IntN(2) == 0 {
		req.TimeAvailable = 5 + r.IntN(120)
	}
	req.Skill = SkillLevels[r.IntN(3)]
	return req
}

// usableCount is how many distinct pantry items may be cooked under the rules.
func usableCount(req Request) int {
	seen := map[*Ingredient]bool{}
	for _, p := range req.Pantry {
		l := ParseLine(p)
		if l.Known && req.Rules.allows(l.Ingredient) && l.Ingredient.Name != "water" {
			seen[l.Ingredient] = true
		}
	}
	return len(seen)
}

var rawEgg = regexp.MustCompile(`stir in the eggs?\b`)

func TestGenerateProperties(t *testing.T) {
	requests := 5000 // the issue asks for at least 5,000
	if testing.Short() {
		requests = 1500
	}
	r := rand.New(rand.NewPCG(1, 2))
	made, refused := 0, 0
	for i := range requests {
		req := randomRequest(r)
		rec, err := Generate(req)
		if err != nil {
			var nr *NoRecipeError
			if !errors.As(err, &nr) {
				t.Fatalf("request %d %+v: unexpected error %v", i, req, err)
			}
			refused++
			continue
		}
		made++
		if msg := generatedFault(req, rec); msg != "" {
			t.Fatalf("request %d %+v:\n%s\n%s", i, req, msg, recipeText(rec))
		}
	}
	// The fixed cases a draw once found (propertycases_test.go), every time.
	for i, req := range propertyRequests(t) {
		if rec, ok := generated(t, i, req); ok {
			if msg := generatedFault(req, rec); msg != "" {
				t.Errorf("fixed case %d %+v:\n%s\n%s", i, req, msg, recipeText(rec))
			}
		}
	}
	t.Logf("%d recipes checked, %d requests refused as impossible", made, refused)
	// Keto and low-carb are judged by a serving (servingKeeps): a random pantry under
	// either is refused more often than it was when each food was judged alone.
	if made < requests*2/3 {
		t.Errorf("only %d of %d requests gave a recipe", made, requests)
	}
}

// generatedFault is the first of the hard rules and checks rec breaks as an answer to
// req, or "".
func generatedFault(req Request, rec *Recipe) string {
	msg := checkRecipe(req, rec)
	if msg == "" {
		msg = buysNoMain(req, rec)
	}
	if msg == "" {
		msg = stepsBreakRules(req, rec)
	}
	if msg == "" {
		msg = amountsACookWrites(req, rec)
	}
	if msg == "" {
		msg = pantryAccounted(req, rec)
	}
	return msg
}

// checkRecipe returns what is wrong with rec as an answer to req, or "".
func checkRecipe(req Request, rec *Recipe) string {
	var ings []*Ingredient
	var total Nutrients
	fromPantry := 0
	meat, dairy := false, false
	for _, l := range rec.Ingredients {
		in, ok := Lookup(l.Name)
		if !ok {
			return fmt.Sprintf("ingredient %q is not in the table", l.Name)
		}
		if why := req.Rules.Breaks(in); why != "" {
			return fmt.Sprintf("ingredient %s breaks the rules: %s", l.Name, why)
		}
		meat = meat || in.Has(FactMeat|FactPoultry)
		dairy = dairy || in.Has(FactDairy)
		ings = append(ings, in)
		total = total.add(NutrientsOf(in, l.Grams))
		if l.FromPantry {
			fromPantry++
		}
		if l.Grams <= 0 || l.Quantity <= 0 || l.Text == "" {
			return fmt.Sprintf("ingredient %s has no amount: %+v", l.Name, l)
		}
		// Spices go in by the teaspoon, never by the cupful.
		if in.Category == "spices-seasonings" && !in.Is(RoleGarnish) && l.Grams/float64(rec.Servings) > 6 {
			return fmt.Sprintf("%s is %.1f g a serving: %s", l.Name, l.Grams/float64(rec.Servings), l.Text)
		}
	}
	if req.Rules.kosher() && meat && dairy {
		return "kosher recipe serves meat with dairy"
	}
	if len(rec.Ingredients) == 0 || len(rec.Instructions) == 0 {
		return "empty recipe"
	}
	// Every ingredient listed is used by name in a step (pepper as "salt and pepper").
	var steps strings.Builder
	for _, st := range rec.Instructions {
		steps.WriteString(strings.ToLower(st.Text) + " ")
	}
	for _, l := range rec.Ingredients {
		if l.Name == "bay leaf" && !strings.Contains(steps.String(), "simmer") {
			return "a bay leaf in a dish that never simmers"
		}
	}
	if rawEgg.MatchString(steps.String()) {
		return "a raw egg is stirred into a finished dish"
	}
	for _, l := range rec.Ingredients {
		name := strings.ToLower(l.Name)
		if name == "black pepper" {
			name = "pepper"
		}
		if !strings.Contains(steps.String(), name) && !strings.Contains(steps.String(), plural(name)) { // "the strawberries"
			return fmt.Sprintf("ingredient %s is listed but no step uses it", l.Name)
		}
	}
	n := rec.Nutrition
	s := float64(rec.Servings)
	pairs := [][3]float64{{n.Total.Kcal, n.PerServing.Kcal, total.Kcal}, {n.Total.Protein, n.PerServing.Protein, total.Protein},
		{n.Total.Fat, n.PerServing.Fat, total.Fat}, {n.Total.Carbs, n.PerServing.Carbs, total.Carbs},
		{n.Total.Sodium, n.PerServing.Sodium, total.Sodium}, {n.Total.SatFat, n.PerServing.SatFat, total.SatFat},
		{n.Total.Fiber, n.PerServing.Fiber, total.Fiber}, {n.Total.Sugar, n.PerServing.Sugar, total.Sugar}}
	for _, p := range pairs {
		if math.Abs(p[0]-p[1]*s) > 0.051 {
			return fmt.Sprintf("total %v is not per-serving %v x %v", p[0], p[1], s)
		}
		// Nutrition comes from the grams printed, not from anywhere else.
		if math.Abs(p[0]-p[2]) > 0.06*s+0.1 {
			return fmt.Sprintf("total %v does not follow from the ingredients' grams (%v)", p[0], p[2])
		}
	}
	ps := n.PerServing
	if ps.SatFat > ps.Fat+0.1 || ps.Fiber > ps.Carbs+0.1 || ps.Sugar > ps.Carbs+0.1 || ps.Kcal > n.Total.Kcal {
		return fmt.Sprintf("a part exceeds its whole: %+v", ps)
	}
	atwater := 4*ps.Protein + 4*(ps.Carbs-ps.Fiber) + 2*ps.Fiber + 9*ps.Fat
	for _, l := range rec.Ingredients {
		// Wine, beer and cider carry the calories of their alcohol, which no macronutrient holds.
		if in, ok := Lookup(l.Name); ok && in.Has(FactAlcohol) {
			g := in.Per100g
			own := 4*g.Protein + 4*(g.Carbs-g.Fiber) + 2*g.Fiber + 9*g.Fat
			atwater += max(0, g.Kcal-own) * l.Grams / 100 / s
		}
	}
	if math.Abs(atwater-ps.Kcal) > 0.15*ps.Kcal+15 {
		return fmt.Sprintf("calories %v disagree with the macronutrients (%v by Atwater)", ps.Kcal, atwater)
	}
	sum := 0
	for i, st := range rec.Instructions {
		if st.Step != i+1 || st.Text == "" || st.Minutes < 1 {
			return fmt.Sprintf("bad step %d: %+v", i+1, st)
		}
		sum += st.Minutes
	}
	tm := rec.Timing
	if tm.TotalMinutes != sum || tm.PrepMinutes+tm.CookMinutes != tm.TotalMinutes {
		return fmt.Sprintf("timing %+v does not sum from the steps (%d)", tm, sum)
	}
	if req.TimeAvailable > 0 && tm.TotalMinutes > req.TimeAvailable {
		return fmt.Sprintf("takes %d minutes, %d available", tm.TotalMinutes, req.TimeAvailable)
	}
	if usableCount(req) >= 1 && fromPantry < 1 {
		return "uses none of the pantry"
	}
	if usableCount(req) >= 3 && fromPantry < 2 {
		return fmt.Sprintf("uses %d pantry items of %d usable", fromPantry, usableCount(req))
	}
	if math.Abs(rec.Cost.Total-rec.Cost.PerServing*s) > 0.005 {
		return fmt.Sprintf("cost total %v is not per serving %v x %v", rec.Cost.Total, rec.Cost.PerServing, s)
	}
	suitable, allergens := Suitability(ings)
	suitable = servingSuitable(suitable, n.PerServing)
	suitable = withoutRefusing(suitable, unlabelledFacts(rec.Ingredients))
	if fmt.Sprint(suitable) != fmt.Sprint(rec.Dietary.SuitableFor) || fmt.Sprint(allergens) != fmt.Sprint(rec.Dietary.Allergens) {
		return "dietary facts do not follow from the ingredients"
	}
	// A diet tag the numbers contradict is not true: keto is at most 10 g of net
	// carbohydrate a serving, low-carb at most 20 g.
	if containsString(rec.Dietary.SuitableFor, "keto") && ps.Carbs-ps.Fiber > 10 {
		return fmt.Sprintf("keto with %.1f g net carbohydrate a serving", ps.Carbs-ps.Fiber)
	}
	if containsString(rec.Dietary.SuitableFor, "low-carb") && ps.Carbs > 20 {
		return fmt.Sprintf("low-carb with %.1f g carbohydrate a serving", ps.Carbs)
	}
	for _, res := range req.Rules.Restrictions {
		if !containsString(rec.Dietary.SuitableFor, res) {
			return fmt.Sprintf("requested %s but suitable_for is %v", res, rec.Dietary.SuitableFor)
		}
	}
	for _, a := range req.Rules.Allergies {
		if containsString(rec.Dietary.Allergens, a) {
			return fmt.Sprintf("allergy %s but the recipe contains it", a)
		}
	}
	return ""
}

func TestGenerateIsDeterministicAndVaries(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	varied := 0
	for range 600 {
		req := randomRequest(r)
		req.TimeAvailable = 0
		a, errA := Generate(req)
		b, errB := Generate(req)
		if (errA == nil) != (errB == nil) {
			t.Fatalf("%+v: one run failed and the other did not", req)
		}
		if errA != nil {
			continue
		}
		ja, _ := json.Marshal(a)
		jb, _ := json.Marshal(b)
		if string(ja) != string(jb) {
			t.Fatalf("%+v: same request, different recipes", req)
		}
		titles := map[string]bool{}
		for v := range 6 {
			req.Variation = v
			if rec, err := Generate(req); err == nil {
				titles[rec.Title+rec.Summary] = true
			}
		}
		if len(titles) > 1 {
			varied++
		}
	}
	// Main's own draws vary 104 of 200; the same code with three more foods in the
	// table varied 89, and with two more (canned whipped cream, low-sodium chicken
	// broth) 77: 200 draws swing by a tenth as the random pantries shift. Over 600 the
	// swing is smaller (280 on main then, 254 with the two foods); the floor sits under it.
	if varied < 240 {
		t.Errorf("only %d of 600 requests changed with the variation", varied)
	}
}

func TestNoRecipePossible(t *testing.T) {
	cases := []Request{
		{Pantry: []string{"cheddar", "milk"}, Rules: Rules{Restrictions: []string{"vegan"}}},
		{Pantry: []string{"unicorn tears"}},
		{Pantry: []string{"chicken breast", "broccoli"}, TimeAvailable: 5},
	}
	for _, req := range cases {
		_, err := Generate(req)
		var nr *NoRecipeError
		if !errors.As(err, &nr) || nr.Reason == "" {
			t.Errorf("%+v: got %v, want a NoRecipeError with a reason", req, err)
		}
	}
}

// A pantry that says how much it holds is never asked for more, at any serving count.
func TestPantryQuantitiesCapTheRecipe(t *testing.T) {
	pantry := []string{"2 salmon fillets", "200 g asparagus", "1 potato"}
	have := map[string]float64{}
	for _, p := range pantry {
		l := ParseLine(p)
		have[l.Ingredient.Name] = l.Grams
	}
	for servings := 1; servings <= 12; servings++ {
		for v := range 4 {
			rec, err := Generate(Request{Pantry: pantry, Servings: servings, Variation: v})
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range rec.Ingredients {
				if g, ok := have[l.Name]; ok && l.FromPantry && l.Grams > g+0.05 {
					t.Errorf("%d servings, variation %d: %s uses %v g, the pantry holds %v g", servings, v, l.Name, l.Grams, g)
				}
			}
		}
	}
}

// stepsBreakRules names a food a step mentions that the request's rules forbid, once
// the names of the recipe's own ingredients are taken out of the text ("peanut butter"
// is not butter). A swap that leaves "whisk the yolks" behind is caught here.
func stepsBreakRules(req Request, rec *Recipe) string {
	if len(req.Rules.Restrictions)+len(req.Rules.Allergies) == 0 {
		return ""
	}
	var b strings.Builder
	for _, st := range rec.Instructions {
		b.WriteString(" " + strings.ToLower(st.Text) + " ")
	}
	text := b.String()
	names := make([]string, 0, len(rec.Ingredients))
	for _, l := range rec.Ingredients {
		names = append(names, strings.ToLower(l.Name))
	}
	sort.Slice(names, func(i, j int) bool { return len(names[i]) > len(names[j]) })
	for _, n := range names {
		text = strings.ReplaceAll(text, n, " ")
	}
	if slices.Contains(names, "egg") || slices.Contains(names, "eggs") || slices.Contains(names, "custard powder") {
		// The custard a pudding whisks from its own eggs and (oat) milk, or stirs from
		// custard powder, is a mixture the recipe makes, not the bought dairy custard of
		// the table.
		text = strings.ReplaceAll(text, "custard", " ")
	}
	for _, in := range forbiddenFoods(req.Rules) {
		for i := strings.Index(text, in.Name); i >= 0; {
			end := i + len(in.Name)
			if !isLetter(text[i-1]) && !isLetter(text[end]) {
				return fmt.Sprintf("a step names %s, which breaks the rules: %s", in.Name, strings.TrimSpace(text[max(0, i-40):min(len(text), end+40)]))
			}
			next := strings.Index(text[end:], in.Name)
			if next < 0 {
				break
			}
			i = end + next
		}
	}
	return ""
}

var forbiddenCache = map[string][]*Ingredient{}

// forbiddenFoods are the table's foods the rules leave out, by their own names.
func forbiddenFoods(r Rules) []*Ingredient {
	key := fmt.Sprint(r.Restrictions, r.Allergies)
	if out, ok := forbiddenCache[key]; ok {
		return out
	}
	var out []*Ingredient
	for _, in := range Table() {
		if !r.allows(in) && len(in.Name) >= 3 {
			out = append(out, in)
		}
	}
	forbiddenCache[key] = out
	return out
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' }

// generated is Generate for a property loop: a refusal is skipped (ok false), any
// other error ends the test.
// randomRequests is n random requests from the seeded generator, then the given ones.
func randomRequests(seed1, seed2 uint64, n int, then ...Request) []Request {
	r := rand.New(rand.NewPCG(seed1, seed2))
	reqs := make([]Request, 0, n+len(then))
	for range n {
		reqs = append(reqs, randomRequest(r))
	}
	return append(reqs, then...)
}

func generated(t *testing.T, i int, req Request) (*Recipe, bool) {
	t.Helper()
	rec, err := Generate(req)
	if err != nil {
		var nr *NoRecipeError
		if !errors.As(err, &nr) {
			t.Fatalf("request %d: %v", i, err)
		}
		return nil, false
	}
	return rec, true
}

// addRules puts a comma-separated list of rules on a request: the contract's allergens
// as allergies, the rest as restrictions.
func addRules(req *Request, rules string) {
	for _, r := range strings.Split(rules, ",") {
		switch {
		case r == "":
		case containsString(Allergens, r):
			req.Rules.Allergies = append(req.Rules.Allergies, r)
		default:
			req.Rules.Restrictions = append(req.Rules.Restrictions, r)
		}
	}
}

// seed hashes a request as FNV-1a over the normalised pantry and fmt's printing of the
// rest, as it always has: every request keeps its recipe.
func TestSeedIsFNVOfPrinted(t *testing.T) {
	reqs := []Request{{}, {Pantry: []string{"2 Eggs", " rice "}, Cuisine: "thai", Rules: Rules{Restrictions: []string{"vegan", "gluten-free"},
		Allergies: []string{"peanuts"}}, TimeAvailable: 25, Skill: "beginner", Servings: 3, Meal: "dinner"},
		{Pantry: []string{"chicken"}, TimeAvailable: -5, Servings: 12, Rules: Rules{Allergies: []string{}}}}
	for _, req := range reqs {
		h := fnv.New64a()
		for _, p := range req.Pantry {
			h.Write([]byte(normalizeName(p) + "\x00"))
		}
		fmt.Fprintf(h, "%s|%v|%v|%d|%s|%d", req.Cuisine, req.Rules.Restrictions, req.Rules.Allergies, req.TimeAvailable, req.Skill, req.Servings)
		if req.Meal != "" {
			fmt.Fprintf(h, "|%s", req.Meal)
		}
		if got, want := seed(req), h.Sum64(); got != want {
			t.Errorf("seed(%+v) = %x, want %x", req, got, want)
		}
	}
}

// A pantry that holds the stand-in itself (greek yogurt beside the mayonnaise an
// egg-free cook cannot use) keeps it as the cook's own: it is cooked or listed unused,
// never lost behind the swap (it was neither).
func TestPantryHoldsItsOwnStandIn(t *testing.T) {
	for _, c := range []struct {
		pantry string
		rules  []string
	}{
		{"mayonnaise, greek yogurt, frozen peas, eggplant, romaine lettuce, pinto bean, spam lite", []string{"egg-free"}},
		{"mayonnaise, greek yogurt, cucumber, potatoes", []string{"egg-free"}},
		{"greek yogurt, mayonnaise, cooked chicken, bread", []string{"egg-free"}},
	} {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Rules: Rules{Restrictions: c.rules}, Servings: 4}
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		if msg := pantryAccounted(req, rec); msg != "" {
			t.Errorf("%s: %s\n%s", c.pantry, msg, recipeText(rec))
		}
	}
}
