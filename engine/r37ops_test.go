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
