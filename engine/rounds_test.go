package engine

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

var inRounds = regexp.MustCompile(`in (\d+) (?:rounds|batches)`)

// roundsCooked says what is wrong when a wok dish's step splits the cooking into rounds
// and the steps then cook only one of them: a pad thai for three said "cook in 2
// rounds" and cooked one. (A step that fries "in 2 batches" cooks them all itself: this
// is for the wok, where each round is a run of steps.)
func roundsCooked(rec *Recipe) string {
	for i, s := range rec.Instructions {
		m := inRounds.FindStringSubmatch(s.Text)
		if m == nil {
			continue
		}
		n, _ := strconv.Atoi(m[1])
		if n < 2 {
			return fmt.Sprintf("step %d: %q splits into %d", i+1, m[0], n)
		}
		// The same step may cook every round ("3 minutes a batch", "the rest the same way"),
		// or a later one cooks the others.
		text := s.Text
		for _, t := range rec.Instructions[i+1:] {
			text += " " + t.Text
		}
		others := fmt.Sprintf("the other %d rounds", n-1)
		if n == 2 {
			others = "the other round"
		}
		if !strings.Contains(text, others) && !strings.Contains(text, " a batch") && !strings.Contains(text, "the rest the same way") {
			return fmt.Sprintf("step %d says %q, and no step cooks the other rounds", i+1, m[0])
		}
	}
	return ""
}

// Every wok dish split into rounds cooks each round, for one to eight.
func TestWokRoundsAreEachCooked(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine, rules string }{
		{"rice noodles, shrimp, eggs, bean sprouts, peanuts, fish sauce, lime, spring onions", "thai", ""},
		{"rice noodles, tofu, bean sprouts, peanuts, lime", "thai", ""},
		{"rice noodles, chicken breast, eggs, tamarind paste, fish sauce, peanuts", "thai", ""},
		{"rice noodles, eggs, bean sprouts, peanuts, lime", "thai", "vegetarian"},
		{"chicken breast, broccoli, soy sauce, garlic, ginger, rice", "chinese", ""},
		{"cooked rice, eggs, frozen peas, soy sauce, spring onions", "chinese", ""},
		{"egg noodles, pork loin, cabbage, soy sauce, oyster sauce", "chinese", ""},
	} {
		for n := 1; n <= 8; n++ {
			req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: n, TimeAvailable: 60}
			addRules(&req, c.rules)
			rec, err := Generate(req)
			if err != nil {
				t.Errorf("%s for %d: %v", c.pantry, n, err)
				continue
			}
			if msg := roundsCooked(rec); msg != "" {
				t.Errorf("%s for %d: %s\n%s", c.pantry, n, msg, recipeText(rec))
			}
		}
	}
}
