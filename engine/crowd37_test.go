package engine

import (
	"regexp"
	"strings"
	"testing"
)

// crowd37gen generates a recipe for the crowd lane's checks, failing the test on error.
func crowd37gen(t *testing.T, pantry, cuisine string, servings, minutes int) *Recipe {
	t.Helper()
	rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Cuisine: cuisine, Servings: servings, TimeAvailable: minutes})
	if err != nil {
		t.Fatalf("%s for %d in %d minutes: %v", pantry, servings, minutes, err)
	}
	return rec
}

// crowd37step is the first step whose text matches re, or nil.
func crowd37step(rec *Recipe, re string) *Step {
	r := regexp.MustCompile(re)
	for i, s := range rec.Instructions {
		if r.MatchString(s.Text) {
			return &rec.Instructions[i]
		}
	}
	return nil
}

// A braising cut is braised two and a half hours or more, whatever the dish: a chuck
// stew, a pot roast, a lamb curry, carnitas. Never the 90 minutes that leaves it chewy.
func TestCrowd37BraisingCutsBraiseTwoAndAHalfHours(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine, meat string }{
		{"beef chuck, onions, carrots, potatoes, beef stock", "", "chuck"},
		{"beef chuck, onions, carrots, potatoes, beef stock", "french", "chuck"},
		{"beef chuck, kidney beans, canned tomatoes, chili powder, onions", "mexican", "chuck"},
		{"lamb shoulder, onions, garlic, ginger, yogurt, garam masala, rice", "indian", "lamb"},
		{"pork shoulder, onion, orange, garlic, cumin, oregano, tortillas, lime", "mexican", "pork"},
		{"pork shoulder, bbq sauce, brown sugar, paprika, brioche buns", "american", "pork"},
	} {
		rec := crowd37gen(t, c.pantry, c.cuisine, 6, 0)
		braise := 0
		for _, s := range rec.Instructions {
			if regexp.MustCompile(`(?i)braise|simmer very gently|simmer gently|cover and simmer|keep simmering|until the liquid has cooked away`).MatchString(s.Text) {
				braise += s.Minutes
			}
		}
		if braise < 150 {
			t.Errorf("%s: %s braises the %s %d minutes, want 150 or more\n%s", c.pantry, rec.Title, c.meat, braise, recipeText(rec))
		}
	}
}

// With two hours, chuck is no pot roast nor stew cut short: it is sliced thin and
// cooked fast, or the answer says how long the braise needs.
func TestCrowd37NoBraiseCutShort(t *testing.T) {
	for _, minutes := range []int{90, 120, 150} {
		rec, err := Generate(Request{Pantry: strings.Split("beef chuck, onions, carrots, potatoes, beef stock", ", "), Servings: 4, TimeAvailable: minutes})
		if err != nil {
			if !strings.Contains(err.Error(), "minutes") {
				t.Errorf("%d minutes: %v, want the minutes the braise needs", minutes, err)
			}
			continue
		}
		if s := crowd37step(rec, `(?i)braise|cover and simmer`); s != nil && strings.Contains(stepsText(rec.Instructions), "chunks") {
			t.Errorf("%d minutes: %s braises chuck chunks: %q", minutes, rec.Title, s.Text)
		}
	}
}

// A hash for eight is not one skillet of 1.7 kg of potato: the potatoes roast on
// baking sheets, and the oven's minutes count in the time.
func TestCrowd37HashForACrowdRoastsOnSheets(t *testing.T) {
	for _, n := range []int{8, 12, 24} {
		rec := crowd37gen(t, "corned beef, potatoes, onions", "", n, 0)
		if !strings.Contains(rec.Title, "Hash") {
			t.Fatalf("for %d: got %q, want a hash", n, rec.Title)
		}
		oven := crowd37step(rec, `rimmed baking sheets`)
		if oven == nil {
			t.Errorf("for %d: no baking sheets for the potatoes\n%s", n, recipeText(rec))
			continue
		}
		if crowd37step(rec, `(?i)add the potato.* to the pan`) != nil {
			t.Errorf("for %d: the potatoes still go in the skillet\n%s", n, recipeText(rec))
		}
		if rec.Timing.TotalMinutes < 45 {
			t.Errorf("for %d: %d minutes, want the roast counted", n, rec.Timing.TotalMinutes)
		}
		if n == 24 && !strings.Contains(oven.Text, "rounds") {
			t.Errorf("for 24: %q, want the sheets in rounds", oven.Text)
		}
		if !strings.Contains(strings.Join(rec.Equipment, "|"), "rimmed baking sheets") {
			t.Errorf("for %d: equipment %v lacks the baking sheets", n, rec.Equipment)
		}
	}
	// For four, one skillet still holds it.
	rec := crowd37gen(t, "corned beef, potatoes, onions", "", 4, 0)
	if crowd37step(rec, `rimmed baking sheets`) != nil {
		t.Errorf("for 4: %s goes on baking sheets, want one skillet", rec.Title)
	}
}

// Tamagodon for twenty: forty eggs never go into one pan; the egg sets four bowls a
// batch, the batches counted in the minutes.
func TestCrowd37DonburiInBatches(t *testing.T) {
	rec := crowd37gen(t, "eggs, rice, onion, soy sauce, mirin, dashi", "japanese", 20, 0)
	s := crowd37step(rec, `5 batches of up to 4 bowls`)
	if s == nil {
		t.Fatalf("%s for 20: no batches\n%s", rec.Title, recipeText(rec))
	}
	if s.Minutes < 15 {
		t.Errorf("five batches in %d minutes, want 15 or more", s.Minutes)
	}
	if strings.Contains(stepsText(rec.Instructions), "small bowl") {
		t.Errorf("40 eggs beaten in a small bowl")
	}
	small := crowd37gen(t, "eggs, rice, onion, soy sauce, mirin, dashi", "japanese", 2, 0)
	if crowd37step(small, `batches`) != nil {
		t.Errorf("tamagodon for 2 is cooked in batches")
	}
}

// Fried eggs on a crowd's plates go six to a pan, in rounds.
func TestCrowd37FriedEggsInRounds(t *testing.T) {
	rec := crowd37gen(t, "ham, potatoes, onions, eggs", "", 12, 0)
	if s := crowd37step(rec, `(?i)fry the eggs`); s != nil && !strings.Contains(s.Text, "rounds") {
		t.Errorf("12 fried eggs in one pan: %q", s.Text)
	}
}

// Potstickers fry in rounds, each with its own oil and water; wrappers left out for
// time say the time.
func TestCrowd37PotstickersRounds(t *testing.T) {
	rec := crowd37gen(t, "ground pork, wonton wrappers, cabbage, ginger, soy sauce, scallions", "", 6, 0)
	s := crowd37step(rec, `nonstick skillet`)
	if s == nil || !strings.Contains(s.Text, "rounds") {
		t.Fatalf("%s: no rounds\n%s", rec.Title, recipeText(rec))
	}
	var oil float64
	for _, l := range rec.Ingredients {
		if strings.HasSuffix(l.Name, "oil") && l.Name != "sesame oil" {
			oil = l.Grams
		}
	}
	if oil < 4*13 {
		t.Errorf("%.0f g of oil for four rounds, want a tablespoon a round", oil)
	}
	quick := crowd37gen(t, "ground pork, wonton wrappers, cabbage, ginger, soy sauce, scallions", "", 4, 30)
	for _, u := range quick.UnusedPantry {
		if u.Name == "wonton wrappers" && !strings.Contains(u.Reason, "minutes") {
			t.Errorf("%s leaves the wrappers: %q, want the time", quick.Title, u.Reason)
		}
	}
}
