package engine

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// swapWordsFault names a swapped line whose preparation still names another food
// ("1 green bell pepper, red pepper, cut into strips") or a ground spice crumbled in as
// threads are, or "".
func swapWordsFault(out *Transformed) string {
	for _, l := range out.Ingredients {
		own, _ := Lookup(l.Name)
		for _, p := range strings.Split(l.Preparation, ",") {
			if in, ok := Lookup(strings.TrimSpace(p)); ok && own != nil && in != own && !strings.Contains(l.Text, "("+strings.TrimSpace(p)+")") {
				return "line " + l.Text + " names " + in.Name
			}
		}
		if own != nil && powder(own) && strings.Contains(strings.ToLower(stepsText(out.Steps)), own.Name+" crumbled in") {
			return own.Name + " crumbled in"
		}
	}
	return ""
}

func TestSwapsRewordWhatTheOldFoodWasCalledAndHowItWentIn(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("paella rice,chicken thighs,chorizo,saffron,red pepper,frozen peas,chicken stock,garlic,lemon", ","),
		Cuisine: "spanish", Meal: "dinner", Servings: 4, TimeAvailable: 60, Rules: Rules{Allergies: []string{"shellfish"}}})
	if err != nil {
		t.Fatal(err)
	}
	out := Budgetify(roundTrip(t, rec), 0)
	if f := swapWordsFault(out); f != "" {
		t.Errorf("budgetify %s: %s", rec.Title, f)
	}
	for _, l := range out.Ingredients {
		if strings.Contains(l.Text, "red pepper") {
			t.Errorf("budgetify %s: %q keeps the old pepper's name", rec.Title, l.Text)
		}
	}
	if strings.Contains(out.Summary, "red bell pepper") && !strings.Contains(stepsText(out.Steps), "red bell pepper") {
		t.Errorf("summary %q names a food the recipe no longer has", out.Summary)
	}
	r := rand.New(rand.NewPCG(16, 42))
	for n := 0; n < 100; {
		rec, err := Generate(randomRequest(r))
		if err != nil {
			continue
		}
		n++
		d := roundTrip(t, rec)
		if f := swapWordsFault(Budgetify(d, 0)); f != "" {
			t.Errorf("budgetify %s: %s", rec.Title, f)
		}
		for _, focus := range HealthFocuses {
			if f := swapWordsFault(Healthify(d, focus)); f != "" {
				t.Errorf("%s %s: %s", focus, rec.Title, f)
			}
		}
	}
}
