package engine

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// sharesFault names, for what is measured out of a bottle or a block, a line the steps share out so that a step finds none of it left
// ("heat the olive oil" after "all but 1 tbsp" and "the rest" took it all), or "".
func sharesFault(d Dish) string {
	for _, it := range d.Items {
		// Only what is measured out of a bottle or a block is shared out step by step.
		if it.Ingredient == nil || it.Grams <= 0 || it.Display == "" ||
			!it.Ingredient.Is(RoleFat) && !it.Ingredient.Is(RoleLiquid) && !it.Ingredient.Is(RoleSauce) && !it.Ingredient.Is(RoleCheese) {
			continue
		}
		shares := sharesOf(d.Steps, strings.ToLower(it.Display))
		if len(shares) < 2 {
			continue
		}
		left := it.Grams
		grams := func(q float64, unit string) float64 {
			w, ok := it.Ingredient.UnitGrams(unit)
			if !ok {
				return -1
			}
			return q * w
		}
		for _, sh := range shares {
			if left < 0.5 {
				return fmt.Sprintf("step %d: none of the %s is left for %q", sh.step+1, it.Display, d.Steps[sh.step].Text)
			}
			switch sh.kind {
			case shareAllBut:
				if g := grams(sh.amount, sh.unit); g >= 0 {
					if g >= left-0.5 {
						return fmt.Sprintf("step %d: all but %v %s of %.0f g of %s", sh.step+1, sh.amount, sh.unit, left, it.Display)
					}
					left = g
				}
			case shareAmount:
				if g := grams(sh.amount, sh.unit); g >= 0 {
					left -= g
				}
			case shareHalf:
				left -= it.Grams / 2
			case shareRest:
				left = 0
			}
		}
	}
	return ""
}

// A swap merged onto a line the steps share out keeps every share adding up; a title
// renamed by a swap is renamed in the summary; low-fat cuts the oil the line held before.
func TestHealthifyMergeKeepsSharesAndSummary(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("aubergines,lamb mince,onion,tinned tomatoes,cinnamon,potatoes,milk,butter,plain flour,parmesan", ","),
		Cuisine: "greek", Meal: "dinner", Servings: 6, TimeAvailable: 120})
	if err != nil {
		t.Fatal(err)
	}
	d := roundTrip(t, rec)
	if f := sharesFault(d); f != "" {
		t.Fatalf("the generated recipe: %s", f)
	}
	out := Healthify(d, "low-fat")
	after := roundTrip(t, out)
	if f := sharesFault(after); f != "" {
		t.Errorf("low-fat %s: %s", rec.Title, f)
	}
	if out.Name != rec.Title && strings.Contains(out.Summary, rec.Title) {
		t.Errorf("summary %q still names %q under %q", out.Summary, rec.Title, out.Name)
	}
	for _, c := range out.Changes {
		// A béchamel's roux keeps its butter, less of it (review 40: a roux needs fat);
		// where butter does merge onto the oil, the change says what it adds.
		if strings.Contains(c.From, "butter") && strings.Contains(c.To, "olive oil") && !strings.HasPrefix(c.To, "3 tbsp olive oil") {
			t.Errorf("the butter's change reads %q -> %q, want the 3 tbsp of oil it adds", c.From, c.To)
		}
	}
	oil := 0.0
	for _, l := range rec.Ingredients {
		if l.Name == "olive oil" {
			oil = l.Grams
		}
	}
	for _, l := range out.Ingredients {
		if l.Name == "olive oil" && l.Grams > oil+10 {
			t.Errorf("low-fat: olive oil went from %.0f g to %.0f g, want the oil cut before the butter's share is added", oil, l.Grams)
		}
	}
}

// Over generated recipes, no health focus or budget leaves a step without its share.
func TestTransformsKeepSharesOverGeneratedRecipes(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 15))
	for n := 0; n < 120; {
		rec, err := Generate(randomRequest(r))
		if err != nil {
			continue
		}
		n++
		d := roundTrip(t, rec)
		if sharesFault(d) != "" {
			continue // the generated recipe's own fault is not the transforms' to mend
		}
		for _, focus := range HealthFocuses {
			if f := sharesFault(roundTrip(t, Healthify(d, focus))); f != "" {
				t.Errorf("%s / %s: %s", rec.Title, focus, f)
			}
		}
		if f := sharesFault(roundTrip(t, Budgetify(d, 0))); f != "" {
			t.Errorf("%s / budgetify: %s", rec.Title, f)
		}
	}
}

// A share with nothing to be shared with reads as the whole line.
func TestSettleShares(t *testing.T) {
	cases := []struct{ step, want string }{
		{"Toss the potatoes with half the olive oil and roast.", "Toss the potatoes with the olive oil and roast."},
		{"Drizzle over the rest of the olive oil.", "Drizzle over the olive oil."},
		{"Brush with all but 1 tbsp of the olive oil.", "Brush with the olive oil."},
		{"Heat 1 tbsp of the olive oil.", "Heat 1 tbsp of the olive oil."},
	}
	for _, c := range cases {
		var r RecipeInput
		if err := json.Unmarshal([]byte(`{"title":"x","ingredients":["3 tbsp olive oil","2 potatoes"],"steps":[`+strconv.Quote(c.step)+`]}`), &r); err != nil {
			t.Fatal(err)
		}
		d := DishFrom(r)
		d.settleShares()
		if got := d.Steps[0].Text; got != c.want {
			t.Errorf("settleShares(%q) = %q, want %q", c.step, got, c.want)
		}
	}
}
