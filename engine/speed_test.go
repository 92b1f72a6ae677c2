package engine

import (
	"math/rand/v2"
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
