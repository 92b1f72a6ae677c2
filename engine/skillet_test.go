package engine

import (
	"slices"
	"strings"
	"testing"
)

// Potatoes beside a seared fillet, chop or steak boil in their own pan from the start:
// cooked in the skillet after the meat, they kept it waiting on a plate for a quarter
// of an hour and made a 30-minute dinner take 44.
func TestSeparatePotatoesBesideASear(t *testing.T) {
	for _, pantry := range []string{
		"2 salmon fillets, asparagus, lemon, new potatoes, butter, dill",
		"pork chops, potatoes, apples, onion",
		"cod, potatoes, green beans, lemon",
	} {
		rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Servings: 2, TimeAvailable: 35})
		if err != nil {
			t.Errorf("%s: %v", pantry, err)
			continue
		}
		start, seared := -1, -1
		for i, s := range rec.Instructions {
			switch {
			case strings.HasPrefix(s.Text, "Start the potatoes") || strings.HasPrefix(s.Text, "Start the sweet potatoes"):
				start = i
			case (strings.Contains(s.Text, "move to a plate") || strings.Contains(s.Text, "lift onto the plate")) && seared < 0:
				seared = i
			case seared >= 0 && strings.Contains(s.Text, "potato") && strings.Contains(s.Text, "to the pan"):
				t.Errorf("%s: step %d cooks the potatoes in the pan after the sear: %q", pantry, i+1, s.Text)
			}
		}
		if seared < 0 && strings.Contains(rec.Title, "Traybake") && slices.ContainsFunc(rec.Instructions, func(s Step) bool {
			return strings.Contains(s.Text, "Toss the potato") && strings.Contains(s.Text, "roast at")
		}) {
			continue // in a hurry the potatoes roast in small pieces on the fish's tray: no sear to go beside
		}
		if rec.Title == "" || start < 0 || seared < 0 || start > seared {
			t.Errorf("%s: %q: potatoes started at step %d, sear at step %d; want the potatoes on first\n%s", pantry, rec.Title, start+1, seared+1, recipeText(rec))
		}
	}
}

// Cucumber, lettuce and avocado are eaten raw: a cooked dish puts them on the plate,
// never in the pan, and a title names no "Greens" it does not cook.
func TestRawVegetablesStayRaw(t *testing.T) {
	for _, pantry := range []string{
		"salmon, dill, lemon, rice, cucumber",
		"chicken thighs, rice, avocado, black beans",
		"ground beef, romaine lettuce, onion, canned tomatoes, kidney beans",
	} {
		rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Servings: 2})
		if err != nil {
			t.Errorf("%s: %v", pantry, err)
			continue
		}
		if strings.HasSuffix(rec.Title, "with Greens") && !strings.Contains(recipeText(rec), "spinach") {
			t.Errorf("%s: title %q", pantry, rec.Title)
		}
		for _, s := range rec.Instructions {
			l := strings.ToLower(s.Text)
			for _, raw := range []string{"cucumber", "avocado", "romaine lettuce"} {
				if strings.Contains(l, "add the "+raw) && (strings.Contains(l, "until tender") || strings.Contains(l, "simmer") || strings.Contains(l, "stir-fry")) {
					t.Errorf("%s: %q cooks the %s: %q", pantry, rec.Title, raw, s.Text)
				}
			}
		}
	}
}

// Eggs scrambled with a filling leave the avocado raw, for the top.
func TestScrambleLeavesAvocadoRaw(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"eggs", "flour tortillas", "black beans", "salsa", "avocado", "cheddar"},
		Cuisine: "mexican", Meal: "breakfast", Servings: 2, TimeAvailable: 15})
	if err != nil {
		t.Fatal(err)
	}
	used := false
	for _, s := range rec.Instructions {
		if strings.Contains(s.Text, "avocado and cook") || strings.Contains(s.Text, "and avocado and cook") {
			t.Errorf("%q cooks the avocado: %q", rec.Title, s.Text)
		}
		used = used || strings.Contains(s.Text, "avocado") && !strings.HasPrefix(s.Text, "Prep")
	}
	if !used {
		t.Errorf("%q never serves the avocado\n%s", rec.Title, recipeText(rec))
	}
}

// A seared steak or chop rests while its pan sauce is made, and a steak is sliced
// across the grain: it went from the pan straight to the plate after the sauce.
func TestSearedSteakRests(t *testing.T) {
	for _, req := range []Request{
		{Pantry: []string{"beef steak", "mushrooms", "butter", "garlic", "thyme"}, Cuisine: "french", Servings: 2, TimeAvailable: 30, Skill: "advanced"},
		{Pantry: []string{"2 sirloin steaks", "shallots", "red wine", "butter"}, Servings: 2},
	} {
		rec, err := Generate(req)
		if err != nil {
			t.Fatalf("%v: %v", req.Pantry, err)
		}
		if !strings.Contains(rec.Title, "Steak") {
			continue // another dish of the pantry: nothing to rest
		}
		all := recipeText(rec)
		if low := strings.ToLower(all); !strings.Contains(low, "rest") || !strings.Contains(low, "across the grain") {
			t.Errorf("%v: %q neither rests nor slices its steak across the grain\n%s", req.Pantry, rec.Title, all)
		}
	}
}
