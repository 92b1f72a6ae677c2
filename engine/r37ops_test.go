package engine

import (
	"encoding/json"
	"flag"
	"fmt"
	"strings"
	"testing"
)

var r37Show = flag.String("r37show", "", "print a review 37 operation row (30-40) as the engine answers it now")

// r37Body is one of review 37's operation bodies, read as the API reads it.
type r37Body struct {
	Recipe      *RecipeInput `json:"recipe"`
	Ingredients []string     `json:"ingredients"`
	Focus       string       `json:"health_focus"`
	Tone        string       `json:"tone"`
	Target      float64      `json:"target_cost_per_serving"`
	Ingredient  string       `json:"ingredient"`
	Restrict    []string     `json:"dietary_restrictions"`
	Allergies   []string     `json:"allergies"`
}

func r37Read(t *testing.T, row string) r37Body {
	t.Helper()
	var b r37Body
	if err := json.Unmarshal([]byte(r37Bodies[row]), &b); err != nil {
		t.Fatal(err)
	}
	return b
}

func r37Dish(t *testing.T, row string) Dish {
	t.Helper()
	b := r37Read(t, row)
	if b.Recipe == nil {
		d := Dish{}
		for _, line := range b.Ingredients {
			d.Items = append(d.Items, ItemFrom(IngredientInput{Text: line}))
		}
		return d
	}
	return DishFrom(*b.Recipe)
}

// r37Run runs a review 37 row's operation with the body's own fields.
func r37Run(t *testing.T, row string) *Transformed {
	t.Helper()
	b := r37Read(t, row)
	d := r37Dish(t, row)
	var out *Transformed
	var err error
	switch {
	case b.Focus != "":
		out = Healthify(d, b.Focus)
	case b.Tone != "":
		out = RewriteTone(d, b.Tone)
	case b.Target > 0:
		out = Budgetify(d, b.Target)
	case b.Ingredient != "":
		rules := Rules{Restrictions: WithAllergyRestrictions(b.Restrict, b.Allergies), Allergies: b.Allergies}
		out, err = SuggestSubstitute(b.Ingredient, rules, &d)
	default:
		out = Enrich(d)
	}
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestR37Show(t *testing.T) {
	if *r37Show == "" {
		t.Skip("no -r37show")
	}
	out := r37Run(t, *r37Show)
	t.Log("\n" + transformedText(out) + "\nnote: " + out.Note + fmt.Sprintf("\nsubstitutes: %+v\nequipment: %v timing: %+v\nnutrition after: %+v", out.Substitutes, out.Equipment, out.Timing, out.NutritionAfter))
}

// Review 37 #35: a chef's label says the step's own technique: a step that opens by
// browning the mince is no sweat, nor is boiling the potatoes a drain.
func TestR37Row35ChefLabelsSayTheStepsOwnVerb(t *testing.T) {
	out := r37Run(t, "35")
	for _, s := range out.Steps {
		low := lowered(s.Text)
		for _, bad := range []string{"sweat: brown", "drain: boil", "sear: boil", "simmer: brown"} {
			if strings.HasPrefix(low, bad) {
				t.Errorf("step %d labelled against its verb: %q", s.Step, s.Text)
			}
		}
	}
	if len(out.Steps) < 5 || !strings.Contains(lowered(out.Steps[1].Text), "brown the lamb mince") {
		t.Errorf("got steps:\n%s", transformedText(out))
	}
}

// Review 37 #39: oat milk for buttermilk under a milk allergy is no keto or low-carb
// food, and it says it is gluten-free only where the carton is certified.
func TestR37Row39OatMilkIsNoKetoAndGlutenFreeOnlyIfCertified(t *testing.T) {
	out := r37Run(t, "39")
	if lineOf(out, "oat milk") == nil && lineOf(out, "soy milk") == nil {
		t.Fatalf("got no dairy-free milk:\n%s", transformedText(out))
	}
	for _, s := range out.Substitutes {
		if s.Name != "oat milk" {
			continue
		}
		if containsString(s.SuitableFor, "keto") || containsString(s.SuitableFor, "low-carb") {
			t.Errorf("oat milk labelled %v", s.SuitableFor)
		}
		if containsString(s.SuitableFor, "gluten-free") && !strings.Contains(s.Notes, "certified gluten-free") {
			t.Errorf("oat milk called gluten-free with no word of a certified one: %q", s.Notes)
		}
	}
}

// Review 37 #30: saffron budgeted to turmeric is spoon for spoon (1/2 tsp for a paella
// for six), never 2 tsp.
func TestR37Row30TurmericForSaffronIsSpoonForSpoon(t *testing.T) {
	out := r37Run(t, "30")
	l := lineOf(out, "turmeric")
	if l == nil {
		t.Skipf("saffron kept:\n%s", transformedText(out))
	}
	if l.Grams > 2 {
		t.Errorf("got %s (%.1f g), want about 1/2 tsp", l.Text, l.Grams)
	}
}

// Review 37 #40: a drained tin of chickpeas is weighed drained (about 60% of the tin).
func TestR37Row40DrainedTinIsWeighedDrained(t *testing.T) {
	out := r37Run(t, "40")
	l := out.Ingredients[1]
	if l.Grams < 200 || l.Grams > 280 {
		t.Errorf("got %s at %.0f g, want about 240 g", l.Text, l.Grams)
	}
	if g := ParseLine("1 (15 oz) can black beans").Grams; g < 420 {
		t.Errorf("an undrained can weighs %.0f g, want its net 425 g", g)
	}
}

// Review 37 #36: budgetify never turns the fresh basil of a pesto into dried basil.
func TestR37Row36PestoKeepsFreshBasil(t *testing.T) {
	out := r37Run(t, "36")
	if lineOf(out, "dried basil") != nil {
		t.Errorf("got dried basil in a pesto:\n%s", transformedText(out))
	}
	if !strings.Contains(lowered(out.Ingredients[1].Text), "basil") {
		t.Errorf("got no basil line:\n%s", transformedText(out))
	}
}
