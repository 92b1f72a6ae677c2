package engine

import (
	"fmt"
	"math/rand/v2"
)

// sayTooSlow gives each pantry food the answer leaves out, that the pantry's slower
// dish would have cooked, the time as its reason: the cook's wonton wrappers are left
// out because the potstickers take 68 minutes, not because a stir-fry is "served
// without a starch".
func sayTooSlow(rec *Recipe, req *Request, slow *dish, slowMin int) {
	if rec == nil || slow == nil || req.TimeAvailable <= 0 || len(rec.UnusedPantry) == 0 {
		return
	}
	cooked := map[string]bool{}
	for _, l := range slow.lines {
		for p := range slow.eachPart {
			if p.fromPantry && (p.in == l.Ingredient || slow.pantry[p.in] == l) {
				name := l.Name
				if name == "" {
					name = l.Ingredient.Name
				}
				cooked[name] = true
				break
			}
		}
	}
	why := fmt.Sprintf("left out to fit %d minutes: %s needs %d minutes", req.TimeAvailable, slow.title(), slowMin)
	for i, e := range rec.UnusedPantry {
		if cooked[e.Name] {
			rec.UnusedPantry[i].Reason = why
		}
	}
}

// slowerUser is the best ranked dish, after the answer, that cooks a pantry food the
// answer leaves out and takes longer than the time available, with its minutes; nil
// when none of the first few does. The answer came first, so this costs a build only
// when the time left a pantry food out.
func slowerUser(req *Request, rng *rand.Rand, ranked []rankedDish, answer *dish) (*dish, int) {
	for i, r := range ranked {
		if i >= 6 {
			break
		}
		if r.c == answer.cat || !r.slow && !leavesOutFor(r.c, answer) {
			continue
		}
		d := buildDish(req, rng, r, false)
		if d == nil {
			continue
		}
		if total := d.finish(); total > req.TimeAvailable && d.acceptable() {
			return d, total
		}
	}
	return nil, 0
}

// leavesOutFor reports whether catalogue dish c cooks a pantry food the answer leaves out.
func leavesOutFor(c *catDish, answer *dish) bool {
	for _, l := range answer.lines {
		used := false
		for p := range answer.eachPart {
			if p.in == l.Ingredient {
				used = true
				break
			}
		}
		if !used && c.use(l.Ingredient) > 0 {
			return true
		}
	}
	return false
}
