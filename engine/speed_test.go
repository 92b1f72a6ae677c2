package engine

import (
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
