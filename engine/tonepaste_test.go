package engine

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

var (
	figureRe    = regexp.MustCompile(`\d+(?:[/.]\d+)?`)
	twoLabelsRe = regexp.MustCompile(`^[A-Za-z ,']+: [a-z]+: `) // "First up: prep: pat the beef dry"
)

// tonePasteFault names a sentence a tone added to more than one step (a note pasted
// onto every step, serving included), or a quantity, time or temperature a step lost.
func tonePasteFault(in Dish, out *Transformed) string {
	had := map[string]bool{}
	for _, s := range in.Steps {
		for _, sent := range sentenceRe.FindAllString(s.Text, -1) {
			had[strings.TrimSpace(sent)] = true
		}
	}
	added := map[string]int{}
	for i, s := range out.Steps {
		seen := map[string]bool{}
		for _, sent := range sentenceRe.FindAllString(s.Text, -1) {
			if sent = strings.TrimSpace(sent); !had[sent] && !seen[sent] {
				seen[sent] = true
				if added[sent]++; added[sent] > 1 {
					return "pasted onto several steps: " + sent
				}
			}
		}
		if twoLabelsRe.MatchString(s.Text) || strings.Contains(s.Text, "sear hard the") {
			return "the opening does not read: " + s.Text
		}
		if i < len(in.Steps) {
			for _, f := range figureRe.FindAllString(in.Steps[i].Text, -1) {
				if !strings.Contains(s.Text, f) {
					return "step " + s.Text + " lost " + f
				}
			}
		}
	}
	return ""
}

func TestTonesRewordStepsWithoutPastingNotes(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("plain flour,buttermilk,eggs,butter,baking powder,maple syrup,blueberries", ","),
		Cuisine: "american", Meal: "breakfast", Servings: 4, TimeAvailable: 25})
	if err != nil {
		t.Fatal(err)
	}
	d := roundTrip(t, rec)
	kid := RewriteTone(d, "kid-friendly")
	last := kid.Steps[len(kid.Steps)-1].Text
	if strings.Contains(last, "grown-up") {
		t.Errorf("kid-friendly: the serving step carries a safety note: %q", last)
	}
	if strings.Count(stepsText(kid.Steps), "Ask a grown-up") != 1 {
		t.Errorf("kid-friendly: want the heat note once, got %q", stepsText(kid.Steps))
	}
	reworded := 0
	for i, s := range kid.Steps {
		if !strings.HasPrefix(s.Text, d.Steps[i].Text) {
			reworded++
		}
	}
	if reworded == 0 {
		t.Errorf("kid-friendly reworded no step beyond adding notes: %q", stepsText(kid.Steps))
	}
	r := rand.New(rand.NewPCG(18, 45))
	for n := 0; n < 80; {
		rec, err := Generate(randomRequest(r))
		if err != nil {
			continue
		}
		n++
		d := roundTrip(t, rec)
		for _, tone := range Tones {
			if f := tonePasteFault(d, RewriteTone(d, tone)); f != "" {
				t.Errorf("%s / %s: %s", rec.Title, tone, f)
			}
		}
	}
}
