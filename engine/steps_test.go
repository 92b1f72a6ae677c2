package engine

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// Properties of the steps as a cook follows them, over many random pantries: nothing is
// "returned" to a pan it never left, and every food the list holds is named by a step
// by its own name, not only as "the vegetables".
func TestStepsACookCanFollow(t *testing.T) {
	requests := 3000
	if testing.Short() {
		requests = 800
	}
	r := rand.New(rand.NewPCG(5, 8))
	for i := range requests {
		req := randomRequest(r)
		rec, ok := generated(t, i, req)
		if !ok {
			continue
		}
		if msg := stepsFollowable(rec); msg != "" {
			t.Fatalf("request %d %+v:\n%s\n%s", i, req, msg, recipeText(rec))
		}
	}
}

var returnThe = regexp.MustCompile(`\breturn the ([a-z][a-z ,'-]*?)( to crisp| to the oven| to | with |,|;|\.|$)`)

// removedWords say a food leaves the pan for a while.
var removedWords = []string{"move to a plate", "move to a bowl", "set aside", "add to the plate", "lift out", "transfer", "remove", "onto a plate", "to a plate", "to a bowl", "set them aside", "keep warm"}

// stepsFollowable returns what a cook could not follow in rec's steps, or "".
func stepsFollowable(rec *Recipe) string {
	var earlier []string
	for _, s := range rec.Instructions {
		low := strings.ToLower(s.Text)
		for _, m := range returnThe.FindAllStringSubmatch(low, -1) {
			what := strings.TrimSpace(m[1])
			if m[2] == " to crisp" || m[2] == " to the oven" {
				continue // back into the oven, not into a pan
			}
			first := strings.Fields(what)[0]
			out := false
			for _, e := range earlier {
				if strings.Contains(e, first) && containsAny(e, removedWords) {
					out = true
				}
			}
			if !out {
				return fmt.Sprintf("step %d returns the %s, which no earlier step took out", s.Step, what)
			}
		}
		earlier = append(earlier, low)
	}
	// A roast's glaze (honey, miso, mustard, soy) goes on before or while it roasts,
	// not poured over once it is out.
	if t := strings.ToLower(rec.Title); strings.Contains(t, "traybake") || strings.Contains(t, "glaze") || strings.Contains(t, "roast") {
		lastRoast := -1
		for i, e := range earlier {
			if strings.Contains(e, "roast ") || strings.Contains(e, "roast,") || strings.Contains(e, "roast.") {
				lastRoast = i
			}
		}
		for _, l := range rec.Ingredients {
			if !glazeFoods[l.Name] || lastRoast < 0 {
				continue
			}
			for i, e := range earlier {
				if strings.Contains(e, strings.ToLower(l.Name)) {
					// A pan sauce made from the roasting pan's browned bits is no glaze.
					if i > lastRoast && !strings.Contains(e, "scraping up the browned bits") {
						return fmt.Sprintf("the %s goes on after the roasting (step %d)", l.Name, i+1)
					}
					break
				}
			}
		}
	}
	return ""
}
