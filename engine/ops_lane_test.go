package engine

import (
	"strings"
	"testing"
)

// Every tone changes the voice of every step (faults 36, 40): a tone that leaves a step
// as it was, or opens every step the same way, has not rewritten the recipe.
func TestTonesRewriteEveryStepVariedByKind(t *testing.T) {
	for _, d := range opsReviewDishes(t) {
		for _, tone := range Tones {
			out := RewriteTone(d.clone(), tone)
			same, opens := 0, map[string]int{}
			for i, s := range out.Steps {
				if s.Text == d.Steps[i].Text && !(tone == "concise" && len(s.Text) < 70) {
					same++
				}
				opens[stepVerb(strings.ToLower(s.Text))]++
			}
			if same > 0 {
				t.Errorf("%s %s: %d of %d steps read as they were", d.Name, tone, same, len(d.Steps))
			}
			if len(d.Steps) >= 4 && len(opens) == 1 {
				t.Errorf("%s %s: every step opens the same way: %s", d.Name, tone, stepsText(out.Steps))
			}
			if tone == "playful" && strings.Count(stepsText(out.Steps), "!") > 3 {
				t.Errorf("%s playful: more exclamation than light: %s", d.Name, stepsText(out.Steps))
			}
			if out.Summary == d.Summary && tone != "concise" {
				t.Errorf("%s %s: the summary is unchanged", d.Name, tone)
			}
		}
	}
}

// The chef's voice speaks the brigade's words: mise en place for the prep, nappe for a
// sauce that coats a spoon, seasoning to taste.
func TestChefToneSpeaksTheBrigade(t *testing.T) {
	d := cookbookDish(t, "alfredo")
	out := RewriteTone(d.clone(), "chef")
	all := strings.ToLower(stepsText(out.Steps))
	for _, w := range []string{"mise en place", "to taste"} {
		if !strings.Contains(all+" "+strings.ToLower(out.Summary), w) {
			t.Errorf("chef alfredo: no %q in %s", w, all)
		}
	}
	for _, d := range opsReviewDishes(t) {
		had := strings.Contains(stepsText(d.Steps), "thickens enough to coat a spoon")
		got := stepsText(RewriteTone(d.clone(), "chef").Steps)
		if had && !strings.Contains(got, "nappe") {
			t.Errorf("%s chef: a sauce that coats a spoon is not nappe: %s", d.Name, got)
		}
	}
}

// The kid-friendly voice gives a young cook their own jobs and sends them to wash
// their hands after raw meat; the concise one drops the articles a recipe card drops.
func TestKidAndConciseVoices(t *testing.T) {
	for _, d := range opsReviewDishes(t) {
		raw := says(strings.ToLower(stepsText(d.Steps)), d.rawMeats())
		kid := stepsText(RewriteTone(d.clone(), "kid-friendly").Steps)
		if raw && !strings.Contains(kid, "Wash your hands") {
			t.Errorf("%s kid-friendly: raw meat and no hand-washing: %s", d.Name, kid)
		}
		short := RewriteTone(d.clone(), "concise")
		if n, m := len(stepsText(short.Steps)), len(stepsText(d.Steps)); n >= m {
			t.Errorf("%s concise: %d characters from %d", d.Name, n, m)
		}
	}
	for in, want := range map[string]string{
		"Beat in the eggs one at a time, scraping down the bowl.": "Beat in eggs one at a time, scraping down bowl.",
		"Add a little of the butter and a pinch of salt.":         "Add a little of butter and pinch of salt.",
		"The oil should shimmer.":                                 "Oil should shimmer.",
	} {
		if got := dropArticles(in); got != want {
			t.Errorf("dropArticles(%q) = %q, want %q", in, got, want)
		}
	}
}
