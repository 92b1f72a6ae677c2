package engine

import (
	"cmp"
	"math"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
)

var hotButter = regexp.MustCompile(`(?i)heat (?:half |1 tbsp of |1 tsp of )?the (?:unsalted )?butter [^.;]*over (?:medium-high|high) heat`)

// Butter burns at medium-high heat: a dish sears in oil and finishes with the butter;
// a herb is listed once, fresh or dried, never both; and a bake never buys what it is
// named for (the oats of oatmeal cookies).
func TestSearInOilOneHerbLineBuysNoSignature(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 8))
	seared := 0
	for i := range 1500 {
		req := randomRequest(r)
		if i%3 == 0 {
			req.Pantry = append(req.Pantry, "butter", "thyme")
			req.Cuisine = "french"
		}
		rec, dish, err := generate(req)
		if err != nil {
			continue
		}
		names := map[string]bool{}
		for _, l := range rec.Ingredients {
			names[l.Name] = true
		}
		for _, l := range rec.Ingredients {
			for _, sig := range dish.sig {
				if sig.in.Name == l.Name && !l.FromPantry && dish.pantryOnly(sig.in) {
					t.Fatalf("%v: %s buys %s\n%s", req.Pantry, rec.Title, l.Name, recipeText(rec))
				}
			}
			if rest, ok := strings.CutPrefix(l.Name, "dried "); ok && names[rest] {
				t.Fatalf("%v: both %s and %s\n%s", req.Pantry, rest, l.Name, recipeText(rec))
			}
		}
		for _, s := range rec.Instructions {
			if hotButter.MatchString(s.Text) {
				t.Fatalf("%v: butter heated to sear: %q\n%s", req.Pantry, s.Text, recipeText(rec))
			}
			if strings.Contains(s.Text, "spooning it over") {
				seared++
			}
		}
	}
	if seared == 0 {
		t.Errorf("no recipe seared in oil and finished with butter")
	}
}

// The cases of the cook's review, fixed in the mechanism: each pantry gives a recipe
// whose title and lines are what a cook would expect.
func TestReviewedPantries(t *testing.T) {
	cases := []struct {
		pantry  string
		cuisine string
		minutes int
		title   string // the title holds this (case-insensitive)
		lacks   string // no ingredient line is named this
		not     string // nor does the title hold this word
		uses    string // the pantry food a line must cook ("" for none)
	}{
		{"chicken thighs, broccoli, potatoes, thyme", "american", 0, "traybake", "dried thyme", "", ""},
		{"chicken thighs, potatoes, thyme, butter", "french", 0, "chicken", "dried thyme", "", ""},
		{"chicken, coconut milk, red curry paste, rice", "thai", 0, "red curry", "green curry paste", "", ""},
		{"chicken, coconut milk, green curry paste, rice", "thai", 30, "green curry", "red curry paste", "", ""},
		{"shrimp, coconut milk, yellow curry paste, bell pepper", "thai", 0, "curry", "", "red", ""},
		{"tofu, coconut milk, curry paste", "thai", 0, "curry", "", "green", ""},
		{"canned tuna, bread, mayonnaise", "", 10, "tuna salad sandwich", "", "", ""},
		{"canned tuna, bagel, mayonnaise, celery, lemon, tomato, romaine", "", 10, "tuna salad sandwich", "", "", ""},
		{"cooked chicken, sourdough bread, greek yogurt, grapes, walnuts, red onion", "", 15, "chicken salad sandwich", "", "", ""},
		{"canned tuna, bread, mayonnaise, cheddar", "", 15, "tuna melt", "", "", ""},
		{"lamb shoulder, carrots, potatoes, onion", "", 0, "lamb", "", "", "lamb shoulder"},
		{"pork belly, soy sauce, rice", "korean", 0, "pork belly", "", "", "pork belly"},
		{"rice noodles, shrimp, eggs, peanuts, bean sprouts, tamarind paste", "thai", 0, "pad thai", "", "", "tamarind paste"},
		{"tofu, miso, scallions, wakame", "japanese", 0, "miso soup", "", "", "wakame"},
		{"chickpeas, cucumber, tomato, quinoa, hummus", "middle-eastern", 0, "chickpea", "", "", "hummus"},
		{"chicken breast, broccoli, soy sauce, cornstarch, rice", "chinese", 0, "broccoli", "", "", "cornstarch"},
		{"flour, butter, brown sugar, eggs, baking soda, vanilla", "", 0, "cookies", "rolled oats", "oatmeal", ""},
		{"flour, butter, brown sugar, eggs, oats, raisins", "", 0, "oatmeal raisin", "", "", "rolled oats"},
		{"ground lamb, onion, pita, soy sauce", "middle-eastern", 0, "kofta", "soy sauce", "", "ground lamb"},
		{"6 eggs, feta, a bag of spinach, 1 onion, olive oil", "greek", 20, "omelette", "", "menemen", "spinach"},
		{"sausages, potatoes, onion, mustard", "", 40, "sausage", "", "peppers", "pork sausage"},
		{"pork sausages, potatoes, red onion", "", 0, "sausage", "", "italian", "pork sausage"},
		{"eggplant, canned tomatoes, mozzarella, parmesan, breadcrumbs", "italian", 0, "parmesan", "", "", "breadcrumbs"},
		{"eggplant, crushed tomatoes, mozzarella, pecorino, panko", "", 0, "eggplant", "", "", "panko"},
		{"chicken thighs, yogurt, garam masala, onion, tinned tomatoes, cream, rice", "indian", 60, "butter chicken", "", "", "onion"},
		{"paneer, red onion, butter, crushed tomatoes, cream, garam masala", "indian", 50, "butter paneer", "", "", "red onion"},
	}
	for _, c := range cases {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, TimeAvailable: c.minutes, Servings: 2}
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		if c.minutes > 0 && rec.Timing.TotalMinutes > c.minutes {
			t.Errorf("%s: %q takes %d minutes, want at most %d", c.pantry, rec.Title, rec.Timing.TotalMinutes, c.minutes)
		}
		if !strings.Contains(strings.ToLower(rec.Title), c.title) || c.not != "" && strings.Contains(strings.ToLower(rec.Title), c.not) {
			t.Errorf("%s: got %q, want a title with %q and without %q", c.pantry, rec.Title, c.title, c.not)
		}
		used := c.uses == ""
		for _, l := range rec.Ingredients {
			used = used || l.Name == c.uses && l.FromPantry
			if c.lacks != "" && l.Name == c.lacks {
				t.Errorf("%s: %q lists %s\n%s", c.pantry, rec.Title, l.Name, recipeText(rec))
			}
		}
		if !used {
			t.Errorf("%s: %q does not cook the %s\n%s", c.pantry, rec.Title, c.uses, recipeText(rec))
		}
		if msg := checkRecipe(req, rec); msg != "" {
			t.Errorf("%s: %s\n%s", c.pantry, msg, recipeText(rec))
		}
		if msg := buysNoMain(req, rec); msg != "" {
			t.Errorf("%s: %s", c.pantry, msg)
		}
	}
}

// The ranking's own quicksort puts dishes in the order the comparison defines: the
// cuisine asked for first, best score first (NaN last), then catalogue order, for
// lists short and long, with ties and repeated scores.
func TestSortRankKeys(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 8))
	for n := range 300 {
		keys := make([]rankKey, n)
		for i := range keys {
			s := float64(r.IntN(8)) // many ties
			switch r.IntN(10) {
			case 0:
				s = math.NaN()
			case 1, 2:
				s = r.Float64()*60 - 20
			}
			keys[i] = rankKey{score: s, i: int32(i), foreign: r.IntN(4) == 0}
		}
		r.Shuffle(len(keys), func(i, j int) { keys[i], keys[j] = keys[j], keys[i] })
		want := slices.Clone(keys)
		slices.SortFunc(want, func(a, b rankKey) int {
			if a.foreign != b.foreign {
				if a.foreign {
					return 1
				}
				return -1
			}
			if c := cmp.Compare(b.score, a.score); c != 0 {
				return c
			}
			return cmp.Compare(a.i, b.i)
		})
		sortRankKeys(keys)
		for i := range keys {
			if keys[i].i != want[i].i {
				t.Fatalf("%d keys: place %d holds dish %d, want %d", n, i, keys[i].i, want[i].i)
			}
		}
	}
}
