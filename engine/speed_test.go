package engine

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestMainsAndStarchesListTheirDishes checks what markHeld rests on: every food that
// fills a dish's main or starch lists that dish among its own (dishesOf), so marking
// from the pantry's rows answers mainsHeld for every dish.
func TestMainsAndStarchesListTheirDishes(t *testing.T) {
	list := catalogue()
	for id, in := range table {
		listed := map[int]bool{}
		for _, i := range dishesOf(in) {
			listed[i] = true
		}
		for i, c := range list {
			if (c.main.has(in) || c.starch.has(in)) && !listed[i] {
				t.Errorf("%s fills %s's main or starch: got no dish %d in its list, want it", table[id].Name, c.name, i)
			}
		}
	}
}

// TestMarkHeldIsMainsHeld checks markHeld's marks against mainsHeld and markCandidates
// over seeded pantries.
func TestMarkHeldIsMainsHeld(t *testing.T) {
	for n := range 300 {
		req := speedRequest(n)
		usable, _ := sortPantry(req)
		if len(usable) == 0 {
			continue
		}
		mark := markHeld(usable, nil)
		cand := markCandidates(usable, nil)
		for i, c := range catalogue() {
			if got, want := mark[i] != 0, cand[i]; got != want {
				t.Fatalf("%v: %s: got candidate %v, want %v", req.Pantry, c.name, got, want)
			}
			if mark[i] == 0 {
				continue
			}
			got := (!c.main.required || mark[i]&markMain != 0) && (!c.starch.required || mark[i]&markStarch != 0)
			if want := c.mainsHeld(usable); got != want {
				t.Fatalf("%v: %s: got mains held %v, want %v", req.Pantry, c.name, got, want)
			}
		}
	}
}

// TestScoreReadIsScore checks the ranking's per-request reading of the pantry lines
// against score reading each line itself.
func TestScoreReadIsScore(t *testing.T) {
	for n := range 300 {
		req := speedRequest(n)
		req.Skill = "intermediate"
		usable, _ := sortPantry(req)
		if len(usable) == 0 {
			continue
		}
		rules := req.Rules.mask()
		read := readPantryLines(usable, nil)
		for _, c := range catalogue() {
			lines := c.adaptPantry(&req, usable)
			s1, ok1 := c.score(&req, &rules, lines, usable)
			s2, ok2 := c.scoreRead(&req, &rules, lines, usable, read)
			if s1 != s2 || ok1 != ok2 {
				t.Fatalf("%v: %s: got %v %v, want %v %v", req.Pantry, c.name, s2, ok2, s1, ok1)
			}
		}
	}
}

// speedRequest is a seeded request like the output hash's; the first few hold a riced
// vegetable, a plate's side or a generic word, which the ranking reads specially.
func speedRequest(n int) Request {
	req := hashRequest(rand.New(rand.NewPCG(uint64(n), 7)))
	switch n % 5 {
	case 0:
		req.Pantry = append(req.Pantry, "cauliflower rice")
	case 1:
		req.Pantry = append(req.Pantry, "frozen french fries", "coleslaw")
	case 2:
		req.Pantry = append(req.Pantry, "beef", "cheese")
	}
	return req
}

// TestBakesPassivelyReadsAsBefore checks bakesPassively against reading every step
// lowered, over the steps of seeded recipes.
func TestBakesPassivelyReadsAsBefore(t *testing.T) {
	steps := []Step{{Text: "Bake for 5 minutes", Minutes: 5}, {Text: "Bake for 25 minutes", Minutes: 25},
		{Text: "BAKE the tray", Minutes: 6}, {Text: "Melt over simmering water, then bake", Minutes: 8}}
	for n := range 200 {
		if rec, err := Generate(speedRequest(n)); err == nil {
			steps = append(steps, rec.Instructions...)
		}
	}
	for _, s := range steps {
		want := passive(s, strings.ToLower(s.Text)) && strings.Contains(strings.ToLower(s.Text), "bake")
		if got := bakesPassively(s); got != want {
			t.Errorf("%q (%d min): got %v, want %v", s.Text, s.Minutes, got, want)
		}
	}
}

// TestMeasureMemoFollowsItsPart checks that a part's remembered measure is always the
// one worked out afresh, however its fields change between asks.
func TestMeasureMemoFollowsItsPart(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 8))
	for _, in := range table {
		p := &part{in: in, grams: 1 + r.Float64()*400, role: roleFor(in)}
		for range 12 {
			switch r.IntN(8) {
			case 0:
				p.grams = r.Float64() * 600
			case 1:
				p.limit = float64(r.IntN(3)) * r.Float64() * 500
			case 2:
				p.pot = float64(r.IntN(2))
			case 3:
				p.cookQty, p.cookUnit = float64(r.IntN(4)), []string{"", "pinch", "leaf", "splash"}[r.IntN(4)]
			case 4:
				p.role = []Role{RoleHerb, RoleGarnish, RoleFat, RoleSauce, RoleLiquid, RoleProtein}[r.IntN(6)]
			case 5:
				p.whole, p.rawBite = r.IntN(2) == 0, r.IntN(2) == 0
			case 6:
				p.slices, p.weighed, p.givenByWt = r.IntN(2) == 0, r.IntN(3) == 0, r.IntN(2) == 0
			case 7:
				p.in = table[r.IntN(len(table))]
			}
			q1, u1, g1 := p.measure()
			q2, u2, g2 := p.measureAnew()
			if q1 != q2 || u1 != u2 || g1 != g2 {
				t.Fatalf("%+v: got %v %s %v, want %v %s %v", *p, q1, u1, g1, q2, u2, g2)
			}
		}
	}
}

// TestKeysMentionedIsWordsMention checks keysMentioned against wordsMention over the
// items and steps of the cookbook.
func TestKeysMentionedIsWordsMention(t *testing.T) {
	for _, d := range speedCookbook(t) {
		for _, s := range d.Steps {
			low := strings.ToLower(s.Text)
			var words []string
			for _, it := range d.Items {
				want := wordsMention(lowerWords(s.Text), []string{it.Display})
				if got := keysMentioned(low, &words, s.Text, mentionKeys(it.Display)); got != want {
					t.Errorf("%q in %q: got %v, want %v", it.Display, s.Text, got, want)
				}
			}
		}
	}
}

// TestSharePlacesMayShare checks the share phrases' places against mayShare over the
// cookbook's steps and names, and a few made-up texts.
func TestSharePlacesMayShare(t *testing.T) {
	texts := []string{"add half the olive oil.\nadd half of the olive oil\n", "all but 1 tbsp of the lemon juice\n",
		"the rest of the the lemon juice\nthe last of the garlic\n", "half 2 onions\n"}
	names := []string{"olive oil", "lemon juice", "garlic", "onions", "the lemon juice"}
	for _, d := range speedCookbook(t) {
		var b strings.Builder
		for _, s := range d.Steps {
			b.WriteString(strings.ToLower(s.Text) + "\n")
		}
		texts = append(texts, b.String())
		for _, it := range d.Items {
			names = append(names, strings.ToLower(it.Display))
		}
	}
	for _, text := range texts {
		at := newSharePlaces(text)
		for _, n := range names {
			if got, want := at.mayShare(text, n), mayShare(text, n); got != want {
				t.Errorf("%q in %q: got %v, want %v", n, text, got, want)
			}
		}
	}
}

func speedCookbook(t *testing.T) []Dish {
	var out []Dish
	for _, text := range cookbook {
		var in RecipeInput
		if err := json.Unmarshal([]byte(text), &in); err != nil {
			t.Fatal(err)
		}
		out = append(out, DishFrom(in))
	}
	return out
}

// TestPhrasesReplaceAsReplacer: a phraseReplacer replaces exactly as strings.Replacer
// does with the same pairs, overlapping, nested and repeated phrases included.
func TestPhrasesReplaceAsReplacer(t *testing.T) {
	lists := [][]string{
		{" now and then", "", "minutes", "min", "minute", "min", "tablespoons", "tbsp", "tablespoon", "tbsp", "approximately ", "~"},
		{"a", "b", "ab", "X", "b", "a"},
		{"ab", "X", "a", "b", "abc", "Y", "a", "Z"},
		{"é", "e", "-", " ", "_", " "},
		{"the cooked ", "the ", "and cooked ", "and "},
		{"x", "xx"},
	}
	pieces := []string{"a", "b", "c", "ab", "abc", " ", "minute", "minutes", "s", "table", "spoon", "tablespoon", "é", "-", "_",
		"the cooked ", "and ", "cooked ", "x", " now and then", "approximately ", "\xe2"}
	r := rand.New(rand.NewPCG(8, 27))
	for _, l := range lists {
		want, got := strings.NewReplacer(l...), newPhrases(l...)
		for range 5000 {
			var b strings.Builder
			for range r.IntN(12) {
				b.WriteString(pieces[r.IntN(len(pieces))])
			}
			s := b.String()
			if w, g, g2 := want.Replace(s), got.Replace(s), replacePhrases(s, l...); w != g || w != g2 {
				t.Fatalf("%q over %q: Replacer %q, phrases %q, replacePhrases %q", l, s, w, g, g2)
			}
		}
	}
}

// TestTalkSetSaysAsMap: a talkSet finds a word exactly when says does with its map, and
// kindTalk's bits are each of its sets' answers.
func TestTalkSetSaysAsMap(t *testing.T) {
	sets := []*talkSet{heatTalk, knifeTalk, fryTalk, simmerTalk, bakeTalk, mixTalk, restTalk, serveTalk, prepTalk,
		talkWords("sear dice sauté x")}
	pieces := []string{"Sear", "sear", "SEAR", "seared", "dice", "Dice,", "sauté", "SAUTÉ", " ", ".", "-", "'", "x", "X", "é", "1",
		"\xe2\x80", "Boil", "oven", "Oven", "stir-fry", "fry", "top", "Plate", "chop", "rest", "cools", "Whisk", "brown", "bake", "heats"}
	r := rand.New(rand.NewPCG(27, 8))
	for range 20000 {
		var b strings.Builder
		for range 1 + r.IntN(8) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		s := b.String()
		for _, set := range sets {
			if got, want := set.in(s), says(s, set.words); got != want {
				t.Fatalf("talkSet.in(%q) = %v, says = %v", s, got, want)
			}
		}
		bits := kindTalk.of(s)
		for k, set := range []*talkSet{simmerTalk, bakeTalk, serveTalk, fryTalk, restTalk, mixTalk, knifeTalk} {
			if got, want := bits&(1<<k) != 0, says(s, set.words); got != want {
				t.Fatalf("kindTalk.of(%q) bit %d = %v, says = %v", s, k, got, want)
			}
		}
	}
}

// TestBigramSetNeverMisses: a text's bigramSet says it may hold every phrase it holds.
func TestBigramSetNeverMisses(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	letters := "abcdefgh ,.'ABé"
	for range 5000 {
		b := make([]byte, r.IntN(40))
		for i := range b {
			b[i] = letters[r.IntN(len(letters))]
		}
		text := string(b)
		var s bigramSet
		s.add(text)
		for i := 0; i < len(text); i++ {
			for j := i; j <= len(text); j++ {
				if !s.mayHold(text[i:j]) {
					t.Fatalf("%q: bigramSet says it cannot hold %q", text, text[i:j])
				}
			}
		}
	}
}
