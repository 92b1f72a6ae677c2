package engine

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// How a chosen dish's steps treat its meats: what a cook does to the cut in hand.

// cutCM reads the size of "cut into 4 cm (1 1/2 in) chunks"; 0 when the line is not cut
// into sized pieces.
var cutSize = regexp.MustCompile(`cut (?:it )?into ([0-9.]+) cm`)

func cutCM(prep string) float64 {
	m := cutSize.FindStringSubmatch(prep)
	if m == nil {
		return 0
	}
	f, _ := strconv.ParseFloat(m[1], 64)
	return f
}

// meatCutFault says what is wrong with how rec cuts its meat, or "": a food bought on
// the bone is never cut into pieces at home, and a braising cut that braises an hour
// or more goes in chunks of 3 cm or more, not in stir-fry pieces.
func meatCutFault(rec *Recipe) string {
	for _, l := range rec.Ingredients {
		in, ok := Lookup(l.Name)
		if !ok {
			continue
		}
		if in.Has(FactBone) && strings.Contains(l.Preparation, "cut into") {
			return fmt.Sprintf("%s is bought on the bone but is %s", l.Name, l.Preparation)
		}
		if cm := cutCM(l.Preparation); cm > 0 && cm < 3 && braiseMinutes(in) >= 60 && rec.Timing.CookMinutes >= 60 {
			return fmt.Sprintf("%s braises for an hour or more in %.1f cm pieces: %s", l.Name, cm, l.Text)
		}
	}
	return ""
}

func TestMeatIsCutAsItsCutWants(t *testing.T) {
	cases := []struct {
		pantry, cuisine string
		minutes         int
		food            string
	}{
		{"chicken legs, red wine, bacon, mushrooms, pearl onions, thyme, butter", "french", 150, "chicken drumstick"},
		{"beef short ribs, soy sauce, pear, garlic, brown sugar, sesame oil, rice", "korean", 120, "short ribs"},
		{"beef", "", 0, "beef chuck"},
		{"lamb shoulder, onion, dried apricots, cinnamon, cumin, couscous, almonds", "middle-eastern", 240, "lamb shoulder"},
		{"chicken drumsticks, onion, carrots, potatoes", "", 0, "chicken drumstick"},
	}
	for _, c := range cases {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, TimeAvailable: c.minutes, Servings: 4})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		found := false
		for _, l := range rec.Ingredients {
			found = found || l.Name == c.food
		}
		if !found {
			t.Errorf("%s: no %s in %q", c.pantry, c.food, rec.Title)
			continue
		}
		if msg := meatCutFault(rec); msg != "" {
			t.Errorf("%s: %s\n%s", c.pantry, msg, recipeText(rec))
		}
	}
}

// Over random pantries: no food bought on the bone is cut into pieces, and a long
// braise cooks its meat in chunks.
func TestMethodsOverRandomPantries(t *testing.T) {
	requests := 2000
	if testing.Short() {
		requests = 600
	}
	r := rand.New(rand.NewPCG(21, 4))
	for i := range requests {
		req := randomRequest(r)
		rec, err := Generate(req)
		if err != nil {
			var nr *NoRecipeError
			if !errors.As(err, &nr) {
				t.Fatalf("request %d: %v", i, err)
			}
			continue
		}
		for _, check := range []func(*Recipe) string{meatCutFault, sauceMeatFault} {
			if msg := check(rec); msg != "" {
				t.Fatalf("request %d %+v:\n%s\n%s", i, req, msg, recipeText(rec))
			}
		}
	}
}

// A meat sauce simmers its meat in the sauce: the meat goes back before the long simmer,
// not with the pasta at the end; wine bubbles away before the tomatoes; a bolognese given
// the afternoon simmers 90 minutes or more, and the pasta water goes on at the end.
func TestMeatSimmersInItsSauce(t *testing.T) {
	pantry := strings.Split("ground beef, onion, carrot, celery, canned tomatoes, spaghetti, parmesan, red wine", ", ")
	for _, minutes := range []int{180, 75, 45, 0} {
		rec, err := Generate(Request{Pantry: pantry, Cuisine: "italian", TimeAvailable: minutes, Servings: 6})
		if err != nil {
			t.Fatalf("%d min: %v", minutes, err)
		}
		if !strings.Contains(rec.Title, "Bolognese") {
			t.Errorf("%d min: got %q, want a bolognese", minutes, rec.Title)
			continue
		}
		if msg := sauceMeatFault(rec); msg != "" {
			t.Errorf("%d min: %s\n%s", minutes, msg, recipeText(rec))
		}
		simmer, wine, tomatoes := 0, -1, -1
		for i, s := range rec.Instructions {
			low := strings.ToLower(s.Text)
			if strings.Contains(low, "ground beef") && strings.Contains(low, "simmer") {
				simmer = s.Minutes
			}
			if wine < 0 && strings.Contains(low, "red wine") {
				wine = i
			}
			if tomatoes < 0 && strings.Contains(low, "tomatoes") {
				tomatoes = i
			}
		}
		if wine < 0 || wine >= tomatoes {
			t.Errorf("%d min: the wine (step %d) does not bubble away before the tomatoes go in (step %d)\n%s", minutes, wine+1, tomatoes+1, recipeText(rec))
		}
		switch {
		case minutes >= 180 && simmer < 90:
			t.Errorf("%d min: the sauce simmers %d minutes with the meat, want 90 or more\n%s", minutes, simmer, recipeText(rec))
		case minutes == 0 || minutes >= 75:
			if simmer < 25 {
				t.Errorf("%d min: the sauce simmers %d minutes with the meat, want about 30\n%s", minutes, simmer, recipeText(rec))
			}
		}
		if minutes >= 180 && strings.HasPrefix(rec.Instructions[0].Text, "Put a large covered pot") {
			t.Errorf("%d min: the pasta water goes on at the start of a long sauce", minutes)
		}
	}
}

var sauceTitle = regexp.MustCompile(`(?i)\b(?:bolognese|ragù|ragu|chili|curry|stew|tagine|cacciatore|goulash)`) // not the "ragu" of asparagus

// sauceMeatFault says where a sauce, stew or curry leaves its meat out of the sauce, or
// "": meat taken out of the pan goes back into the sauce to simmer, not in with the
// pasta at the end.
func sauceMeatFault(rec *Recipe) string {
	if !sauceTitle.MatchString(rec.Title) {
		return ""
	}
	for _, l := range rec.Ingredients {
		in, ok := Lookup(l.Name)
		if !ok || !(in.Category == "meat" || in.Category == "poultry") || isCured(in) || cookedAlready(in) {
			continue
		}
		name := strings.ToLower(l.Name)
		out := false
		for _, s := range rec.Instructions {
			low := strings.ToLower(s.Text)
			if !strings.Contains(low, name) {
				continue
			}
			if out {
				if !strings.Contains(low, "simmer") {
					return fmt.Sprintf("the %s goes back in without simmering in the sauce: %q", name, s.Text)
				}
				break
			}
			out = containsAny(low, []string{"move to a plate", "set aside", "to a plate"})
		}
	}
	return ""
}
