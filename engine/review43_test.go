package engine

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// Miso goes into a noodle broth off the boil, after the noodles have cooked.
func TestInstantRamenMisoOffTheBoil(t *testing.T) {
	for _, servings := range []int{1, 2} {
		r, err := Generate(Request{Pantry: []string{"ramen noodles (instant)", "egg", "scallions", "frozen corn", "butter", "miso"},
			Cuisine: "japanese", Servings: servings, TimeAvailable: 15})
		if err != nil {
			t.Fatal(err)
		}
		all := ""
		for _, s := range r.Instructions {
			all += s.Text + "\n"
		}
		cooked, miso := strings.Index(all, "cook for 3 minutes"), strings.Index(all, "whisk the miso")
		if cooked < 0 || miso < 0 || miso < cooked || !strings.Contains(all, "off the heat") {
			t.Errorf("%s for %d: the miso is not whisked in off the heat after the noodles cook:\n%s", r.Title, servings, all)
		}
	}
}

// Crushed tomatoes that replace a salty enchilada sauce are simmered to a sauce, as their
// line says, before any step spreads them.
func TestLowSodiumEnchiladaSauceIsCooked(t *testing.T) {
	out := Healthify(opsPastedDish(t, "enchiladas"), "low-sodium")
	simmer, spread := -1, -1
	for i, s := range out.Steps {
		if strings.HasPrefix(s.Text, "Simmer the crushed tomatoes") && strings.Contains(s.Text, "no salt") {
			simmer = i
		}
		if spread < 0 && strings.Contains(s.Text, "Spread") && strings.Contains(s.Text, "crushed tomatoes") {
			spread = i
		}
	}
	if simmer < 0 || spread < 0 || simmer > spread {
		t.Errorf("low-sodium enchiladas: the crushed tomatoes are not simmered before they are spread (simmer %d, spread %d): %+v", simmer, spread, out.Steps)
	}
}

// The chef's "sear" is a verb for browning meat: "nut-brown" butter and "the brown
// butter" stay brown (review 45 #37: "turns nut-sear").
func TestChefToneKeepsBrownAsAColour(t *testing.T) {
	var in RecipeInput
	if err := json.Unmarshal([]byte(`{"title": "Salmon with Brown Butter", "servings": 2,
		"ingredients": ["2 salmon fillets", "3 tbsp butter", "1 tbsp lemon juice"],
		"instructions": ["Brown the salmon skin side down in a hot pan, 4 minutes; flip and cook 2 more.",
			"Melt the butter until it foams and turns nut-brown; spoon the brown butter over the salmon."]}`), &in); err != nil {
		t.Fatal(err)
	}
	d := DishFrom(in)
	out := RewriteTone(d, "chef")
	all := ""
	for _, s := range out.Steps {
		all += s.Text + " "
	}
	if strings.Contains(all, "nut-sear") || strings.Contains(all, "sear butter") || !strings.Contains(all, "nut-brown") {
		t.Errorf("chef tone: %s", all)
	}
}

// Dried fruit in a long meat braise goes in with the last vegetables, not for the whole
// two hours (the published tagine's apricots simmered 2 1/4 hours to a purée).
func TestLongBraiseAddsDriedFruitLate(t *testing.T) {
	r, err := Generate(Request{Pantry: []string{"lamb shoulder 2lb", "carrots", "dried apricots", "ras el hanout", "chickpeas", "couscous", "chicken stock"},
		Cuisine: "middle-eastern", Servings: 6, TimeAvailable: 200})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range r.Instructions {
		if strings.Contains(s.Text, "apricots") && s.Minutes > 60 {
			t.Errorf("%s: the apricots go in for a %d-minute step: %s", r.Title, s.Minutes, s.Text)
		}
	}
	if !slices.ContainsFunc(r.Instructions, func(s Step) bool { return strings.Contains(s.Text, "apricots") }) {
		t.Errorf("%s: no step adds the apricots", r.Title)
	}
}
