package engine

import (
	"regexp"
	"strings"
	"testing"
)

// A wok holds a stir-fry for four: for a crowd the vegetables go in batches too, and the
// finish goes back through the wok in rounds, never everything into one wok at once.
func TestCrowd2StirFryVegetablesInBatches(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine string }{
		{"chicken breast, broccoli, soy sauce, garlic, ginger, rice", "chinese"},
		{"egg noodles, pork loin, cabbage, soy sauce, oyster sauce", "chinese"},
	} {
		for _, n := range []int{12, 18, 24} {
			rec := crowd37gen(t, c.pantry, c.cuisine, n, 0)
			text := recipeText(rec)
			if regexp.MustCompile(`(?i)Return the [^.]* to the pan`).MatchString(text) {
				t.Errorf("%s for %d: everything goes back into one wok\n%s", c.pantry, n, text)
			}
			veg := crowd37step(rec, `(?:broccoli|cabbage)[^.]* in \d+ batches`)
			if veg == nil {
				t.Errorf("%s for %d: got the vegetables stir-fried in one wokful, want batches\n%s", c.pantry, n, text)
			}
			if crowd37step(rec, `back through the wok in \d+ rounds`) == nil {
				t.Errorf("%s for %d: got no finish in rounds\n%s", c.pantry, n, text)
			}
			if !strings.Contains(text, "warm bowl") {
				t.Errorf("%s for %d: got no warm bowl for the rounds\n%s", c.pantry, n, text)
			}
		}
	}
}

// Steak for a crowd: the potatoes are divided between the sheets the equipment lists,
// with a tablespoon of oil to each pound, and the oil grows with the rounds of steak.
func TestCrowd2SteakPotatoesOnEverySheet(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine string }{
		{"steak, potatoes, butter, garlic", ""},
		{"steak, potatoes, peppercorns, shallot, cream, brandy", "french"},
	} {
		for _, n := range []int{12, 18, 24} {
			rec := crowd37gen(t, c.pantry, c.cuisine, n, 0)
			text := recipeText(rec)
			if strings.Contains(text, "on the baking sheet") {
				t.Errorf("%s for %d: got the potatoes on one baking sheet\n%s", c.pantry, n, text)
			}
			m := regexp.MustCompile(`(?:divide between|on) (\d+) rimmed baking sheets`).FindStringSubmatch(text)
			if m == nil {
				t.Errorf("%s for %d: got no sheets named in the steps\n%s", c.pantry, n, text)
				continue
			}
			oil, potato := 0.0, 0.0
			for _, ing := range rec.Ingredients {
				switch {
				case strings.HasSuffix(ing.Name, "oil"):
					oil += ing.Grams
				case strings.Contains(ing.Name, "potato"):
					potato += ing.Grams
				}
			}
			if want := potato / 450 * 13.5; oil < want {
				t.Errorf("%s for %d: got %.0f g oil for %.0f g potatoes and the steaks, want at least %.0f", c.pantry, n, oil, potato, want)
			}
		}
	}
}

// A crowd's hash keeps its meat in the skillet for the spices: paprika is never stirred
// into an empty pan after the ham went to a plate.
func TestCrowd2HashSpicesMeetTheMeat(t *testing.T) {
	for _, n := range []int{8, 12, 18, 24} {
		rec := crowd37gen(t, "potatoes, ham, onion, eggs, paprika", "", n, 0)
		text := recipeText(rec)
		if strings.Contains(text, "move to a plate") && crowd37step(rec, `^Stir in the paprika`) != nil {
			t.Errorf("for %d: got the ham moved to a plate and the paprika stirred into an empty skillet\n%s", n, text)
		}
		if crowd37step(rec, `paprika`) == nil {
			t.Errorf("for %d: got no step with the paprika\n%s", n, text)
		}
	}
}

// The equipment lists each pot once, with how many: a tamagodon for 18 needs two
// stockpots, not the same line twice.
func TestCrowd2EquipmentListsEachPotOnce(t *testing.T) {
	for _, n := range []int{12, 18, 24} {
		rec := crowd37gen(t, "eggs, rice, onion, soy sauce, mirin, dashi", "japanese", n, 0)
		seen := map[string]bool{}
		for _, e := range rec.Equipment {
			base := strings.TrimSuffix(e, " with lid")
			if seen[base] {
				t.Errorf("for %d: got %q listed twice in %q", n, base, rec.Equipment)
			}
			seen[base] = true
		}
	}
}

// Fried rice for a crowd is fried a wokful at a time, each batch timed, and the minutes
// count them all.
func TestCrowd2FriedRiceInBatches(t *testing.T) {
	for _, n := range []int{12, 18, 24} {
		rec := crowd37gen(t, "cooked rice, eggs, frozen peas, soy sauce, spring onions", "chinese", n, 0)
		s := crowd37step(rec, `rice[^.]* in \d+ batches`)
		if s == nil || !strings.Contains(s.Text, "minutes a batch") || s.Minutes < 12 {
			t.Errorf("for %d: got the rice fried in one wok\n%s", n, recipeText(rec))
		}
	}
}
