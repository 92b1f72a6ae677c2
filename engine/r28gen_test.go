package engine

import (
	"slices"
	"strings"
	"testing"
)

// Review 28, row 28: a baked fish for one is one fillet; the pantry's frozen peas are
// its vegetable, simmered while it bakes; plain butter is dotted over, never melted in
// a saucepan of its own.
func TestBakedFishForOneTakesThePeas(t *testing.T) {
	for _, c := range []struct {
		pantry   string
		servings int
		time     int
	}{
		{"1 cod fillet, frozen peas, lemon, butter, baby potatoes", 1, 30},
		{"2 haddock fillets, frozen peas, lemon, butter", 2, 30},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Servings: c.servings, TimeAvailable: c.time,
			Rules: Rules{Restrictions: []string{"pescatarian"}}, Skill: "beginner", Meal: "dinner"})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(rec.Title, "Baked") {
			t.Logf("%s: not the baked fish, skipped", rec.Title)
			continue
		}
		for _, u := range rec.UnusedPantry {
			if strings.Contains(u.Name, "peas") {
				t.Errorf("%s: the peas are unused: %s", c.pantry, u.Reason)
			}
		}
		all := ""
		for _, s := range rec.Instructions {
			all += s.Text + " "
		}
		if c.servings == 1 && strings.Contains(all, "fillets") {
			t.Errorf("%s: fillets, plural, for one: %s", c.pantry, all)
		}
		if strings.Contains(all, "butter gently in a small saucepan") {
			t.Errorf("%s: a saucepan to melt a spoonful of butter: %s", c.pantry, all)
		}
		if rec.Timing.TotalMinutes > c.time {
			t.Errorf("%s: %d minutes, over %d", c.pantry, rec.Timing.TotalMinutes, c.time)
		}
	}
}

// Review 28, row 21: a crumble of frozen berries goes in frozen, tossed with a
// thickener, and bakes 40–45 minutes (35–40 hot); it is a Mixed Berry Crumble; and the
// response names only a contract cuisine (the engine's british is none).
func TestFrozenBerryCrumble(t *testing.T) {
	for _, time := range []int{60, 90} {
		rec, err := Generate(Request{Pantry: strings.Split("frozen mixed berries, old-fashioned oats, butter, flour, brown sugar, cinnamon", ", "),
			Servings: 6, TimeAvailable: time, Skill: "beginner", Meal: "dessert", Rules: Rules{Allergies: []string{"wheat"}}})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(rec.Title, "Crumble") {
			t.Fatalf("%s, not a crumble", rec.Title)
		}
		if rec.Title != "Mixed Berry Crumble" {
			t.Errorf("titled %q", rec.Title)
		}
		if !listsFood(rec, "cornstarch") {
			t.Errorf("%d min: no thickener for the frozen fruit's juice", time)
		}
		all := ""
		for _, s := range rec.Instructions {
			all += s.Text + " "
		}
		if !strings.Contains(all, "40–45 minutes") && !strings.Contains(all, "35–40 minutes") {
			t.Errorf("%d min: frozen fruit timed as fresh: %s", time, all)
		}
		if rec.Timing.TotalMinutes > time {
			t.Errorf("%d minutes, over %d", rec.Timing.TotalMinutes, time)
		}
		if c := responseCuisine(rec.Cuisine); c != "" && !slices.Contains(ContractCuisines, c) {
			t.Errorf("response cuisine %q is not the contract's", c)
		}
	}
	if responseCuisine("british") != "" || responseCuisine("thai") != "thai" {
		t.Errorf("british %q, thai %q", responseCuisine("british"), responseCuisine("thai"))
	}
}
