package engine

import (
	"strings"
	"testing"
)

// A curry finished off the heat with yoghurt or cream keeps that finish after a slow
// cooker or pressure cooker: the dairy is not cooked for hours nor cut by a third, and
// the summary gives the new time (review 22: yoghurt in the pot 6–8 hours, "A 56-minute").
func TestCookerKeepsTheOffHeatFinish(t *testing.T) {
	checked := 0
	for _, c := range []struct{ pantry, cuisine string }{
		{"6 chicken thighs, 2 onions, tin of chopped tomatoes, garam masala, natural yoghurt, ginger, garlic, fresh coriander", "indian"},
		{"chicken thighs, onion, garlic, ginger, tinned tomatoes, curry powder, greek yoghurt", "indian"},
		{"lamb shoulder, onion, garlic, ginger, garam masala, chopped tomatoes, yogurt, rice", "indian"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: 4, TimeAvailable: 180})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		in := roundTrip(t, rec)
		if !strings.Contains(strings.ToLower(stepsText(rec.Instructions)), "off the heat") {
			continue // this dish has no off-heat finish
		}
		checked++
		for _, target := range []string{"slow-cooker", "pressure-cooker"} {
			out, err := AdaptMethod(in, target)
			if err != nil {
				continue
			}
			cooker := -1
			for i, s := range out.Steps {
				low := strings.ToLower(s.Text)
				if strings.Contains(low, "cook on low") || strings.Contains(low, "high pressure") {
					cooker = i
					if strings.Contains(low, "yogurt") || strings.Contains(low, "cream") {
						t.Errorf("%s %s: the dairy cooks in the pot: %q", target, rec.Title, s.Text)
					}
				}
			}
			finished := false
			for _, s := range out.Steps[cooker+1:] {
				finished = finished || strings.Contains(strings.ToLower(s.Text), "yogurt")
			}
			if cooker < 0 || !finished {
				t.Errorf("%s %s: no yogurt stirred in after the cooker:\n%s", target, rec.Title, stepsText(out.Steps))
			}
			for _, ch := range out.Changes {
				if strings.Contains(ch.From, "yogurt") && strings.Contains(ch.Reason, "a third less") {
					t.Errorf("%s %s: the yogurt was cut as a cooking liquid: %+v", target, rec.Title, ch)
				}
			}
			if out.Timing != nil && !strings.HasPrefix(out.Summary, durationPhrase(out.Timing.TotalMinutes)) && durationOpening.MatchString(out.Summary) {
				t.Errorf("%s %s: summary %q keeps the old time (now %d minutes)", target, rec.Title, out.Summary, out.Timing.TotalMinutes)
			}
		}
	}
	if checked < 2 {
		t.Errorf("only %d curries finished off the heat", checked)
	}
}

func TestDurationPhrase(t *testing.T) {
	for m, want := range map[int]string{25: "A 25-minute", 8: "An 8-minute", 11: "An 11-minute", 18: "An 18-minute",
		80: "An 80-minute", 45: "A 45-minute", 458: "A 7½-hour", 470: "An 8-hour", 135: "A 2½-hour", 240: "A 4-hour", 100: "A 100-minute"} {
		if got := durationPhrase(m); got != want {
			t.Errorf("durationPhrase(%d) = %q, want %q", m, got, want)
		}
	}
	if got := retimed("A 56-minute Indian Curry. Serves 4.", 458); got != "A 7½-hour Indian Curry. Serves 4." {
		t.Errorf("retimed: %q", got)
	}
}

// A chef's voice sears what browns, never a food named brown (rewrite-tone had "the sear
// sugar" on pancakes).
func TestChefVoiceLeavesBrownFoods(t *testing.T) {
	for in, keep := range map[string]string{
		"Serve with the brown sugar.":         "brown sugar",
		"Cook the brown rice for 25 minutes.": "brown rice",
		"Spoon over the brown butter.":        "brown butter",
		"Add the beef and brown it well.":     "sear it hard",
		"Let the onions brown, then add":      "onions sear",
	} {
		if got := replaceAll(in, toneWords["chef"]); !strings.Contains(got, keep) {
			t.Errorf("chef voice: %q -> %q, want it to say %q", in, got, keep)
		}
	}
}
