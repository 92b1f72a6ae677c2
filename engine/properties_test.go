package engine

import (
	"errors"
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The transforms' properties over thousands of random inputs (a recipe, an operation and
// its own fields, some recipes already transformed once): steps follow ingredients (every
// ingredient the steps used is still used, no step names a food the list no longer
// holds), no ingredient or step word breaks a stated restriction or allergy or a diet
// the recipe kept, and nutrition comes from the grams.
func TestTransformProperties(t *testing.T) {
	inputs, pool := 5000, 300
	if testing.Short() || raceEnabled {
		inputs, pool = 800, 60
	}
	seed := uint64(11)
	if s, err := strconv.ParseUint(os.Getenv("LARDER_PROPERTY_SEED"), 10, 64); err == nil {
		seed = s // another sample of inputs: LARDER_PROPERTY_SEED=N go test -run TestTransformProperties ./engine
	}
	r := rand.New(rand.NewPCG(seed, 3))
	var recipes []Dish
	// The cookbook in name order: the inputs are the same on every run.
	for _, name := range slices.Sorted(maps.Keys(cookbook)) {
		recipes = append(recipes, cookbookDish(t, name))
	}
	for len(recipes) < pool {
		if rec, err := Generate(randomRequest(r)); err == nil {
			recipes = append(recipes, roundTrip(t, rec))
		}
	}
	ran, refused := map[string]int{}, 0
	for n := 0; n < inputs; n++ {
		d := recipes[r.IntN(len(recipes))]
		if r.IntN(4) == 0 {
			// Some inputs are another operation's output, as clients chain them.
			// Their outputs are checked like any other: a chain is only as good as its first link.
			if out, op, err := randomOp(r, d); err == nil {
				if msg := checkTransform(d, op, out); msg != "" {
					t.Fatalf("input %d (first of a chain), %s on %q:\n%s\n--- before:\n%s\n--- after:\n%s", n, op, d.Name, msg, dishText(d), resultText(out))
				}
				d = roundTrip(t, out)
			}
		}
		out, op, err := randomOp(r, d)
		var te *TransformError
		if errors.As(err, &te) {
			if te.Reason == "" {
				t.Fatalf("%s on %s refused without a reason", op, d.Name)
			}
			refused++
			continue
		}
		if err != nil {
			t.Fatalf("%s on %s: %v", op, d.Name, err)
		}
		ran[strings.Fields(op)[0]]++
		if msg := checkTransform(d, op, out); msg != "" {
			t.Fatalf("input %d, %s on %q:\n%s\n--- before:\n%s\n--- after:\n%s", n, op, d.Name, msg, dishText(d), resultText(out))
		}
	}
	checkPropertyCases(t) // and the fixed cases a draw once found (propertycases_test.go)
	for _, op := range allOps {
		if ran[op] == 0 {
			t.Errorf("%s never ran", op)
		}
	}
	t.Logf("%d inputs: %v ran, %d refused with a reason", inputs, ran, refused)
}

// opRules carries suggest-substitute's rules to the checks; other operations have none.
type opRun struct {
	rules  Rules
	target string // the food suggest-substitute replaced
}

var lastRun opRun

// randomOp runs a random operation with random fields of its own; it returns the
// result, a description, and the error.
func randomOp(r *rand.Rand, d Dish) (*Transformed, string, error) {
	lastRun = opRun{}
	switch op := allOps[r.IntN(len(allOps))]; op {
	case "rewrite-tone":
		tone := Tones[r.IntN(len(Tones))]
		return RewriteTone(d, tone), op + " " + tone, nil
	case "budgetify-recipe":
		target := 0.0
		if r.IntN(2) == 0 {
			target = 0.5 + r.Float64()*6
		}
		return Budgetify(d, target), fmt.Sprintf("%s %.2f", op, target), nil
	case "healthify":
		focus := HealthFocuses[r.IntN(len(HealthFocuses))]
		return Healthify(d, focus), op + " " + focus, nil
	case "adapt-method":
		m := Methods[r.IntN(len(Methods))]
		out, err := AdaptMethod(d, m)
		return out, op + " " + m, err
	case "suggest-substitute":
		var known []Item
		for _, it := range d.Items {
			if it.Known {
				known = append(known, it)
			}
		}
		if len(known) == 0 {
			return Enrich(d), "enrich-ingredients", nil
		}
		it := known[r.IntN(len(known))]
		var rules Rules
		for range r.IntN(3) {
			rules.Restrictions = append(rules.Restrictions, Restrictions[r.IntN(len(Restrictions))])
		}
		for range r.IntN(3) {
			rules.Allergies = append(rules.Allergies, Allergens[r.IntN(len(Allergens))])
		}
		lastRun = opRun{rules: rules, target: it.Ingredient.Name}
		name := it.Ingredient.Name
		if r.IntN(2) == 0 {
			name = it.Text
		}
		out, err := SuggestSubstitute(name, rules, &d)
		return out, fmt.Sprintf("%s %q %v", op, name, rules), err
	}
	return Enrich(d), "enrich-ingredients", nil
}

// checkTransform returns what is wrong with out as the result of op on before, or "".
func checkTransform(before Dish, op string, out *Transformed) string {
	if out.Name == "" || len(out.Ingredients) == 0 || len(out.Steps) == 0 || out.Changes == nil || out.Unweighed == nil {
		return "incomplete result"
	}
	after := DishFrom(RecipeInput{Name: out.Name, Servings: out.Servings, Ingredients: outInputs(out), Steps: stepInputs(out.Steps)})
	oldText, newText := stepsText(before.Steps), stepsText(after.Steps)
	oldLower, newLower := newStepText(oldText, before.otherNames()), newStepText(newText, after.otherNames())
	// Every ingredient is used by a step, where the recipe's own steps used it.
	unused := map[*Ingredient]bool{}
	for i, it := range before.Items {
		if it.Ingredient != nil && !before.mentionsIn(i, oldLower) {
			unused[it.Ingredient] = true
		}
	}
	had := map[*Ingredient]bool{}
	for _, it := range before.Items {
		had[it.Ingredient] = true
	}
	for i, it := range after.Items {
		if it.Ingredient == nil || unused[it.Ingredient] || after.mentionsIn(i, newLower) {
			continue
		}
		if !had[it.Ingredient] && len(unused) > 0 {
			continue // it stands in for a food the recipe's steps never used
		}
		return fmt.Sprintf("no step uses %q", it.Text)
	}
	// No step names a food the list no longer holds.
	has := map[*Ingredient]bool{}
	for _, it := range after.Items {
		has[it.Ingredient] = true
	}
	for i, it := range before.Items {
		if it.Ingredient == nil || has[it.Ingredient] {
			continue
		}
		for _, n := range before.itemNames(i) {
			if !matchAtAny(newLower.lower, n) || sharedWithList(after, n) {
				continue
			}
			if kitchenVerbs[n] && !matchAtAny(strings.ReplaceAll(newLower.lower, n+" the ", ""), n) {
				continue // "mince the garlic": the verb, not the quorn mince swapped out
			}
			{
				return fmt.Sprintf("a step still names %q, which the list no longer holds", n)
			}
		}
	}
	// Hard rules: what the recipe kept, it keeps; what the request forbids is not added,
	// and the food it replaced is gone from lines and steps when the rules forbid it.
	if !keepsDiets(before.ingredients(), after.ingredients()) && !(strings.HasPrefix(op, "suggest-substitute") && strings.Contains(out.Note, "no longer")) {
		sb, ab := Suitability(before.ingredients())
		sa, aa := Suitability(after.ingredients())
		return fmt.Sprintf("diets %v -> %v, allergens %v -> %v", sb, sa, ab, aa)
	}
	rules := lastRun.rules
	for _, it := range after.Items {
		if it.Ingredient != nil && !had[it.Ingredient] {
			if why := rules.Breaks(it.Ingredient); why != "" {
				return fmt.Sprintf("added %q, which %s", it.Text, why)
			}
		}
	}
	if why := stepBreaks(after, rules); why != "" && stepBreaks(before, rules) == "" {
		return why
	}
	if lastRun.target != "" {
		if target := mustLookup(lastRun.target); rules.Breaks(target) != "" && has[target] {
			return fmt.Sprintf("%s breaks %v but is still in the list", target.Name, rules)
		}
	}
	// Nutrition comes from the grams.
	for _, n := range []*Nutrition{out.NutritionAfter} {
		if n == nil {
			continue
		}
		got, want := n.Total.Kcal, after.nutrition().Total.Kcal
		if math.Abs(got-want) > 0.01*want+float64(after.Servings) {
			return fmt.Sprintf("nutrition says %.0f kcal, the grams give %.0f", got, want)
		}
	}
	return ""
}

// sharedWithList reports whether name is also a name of something still in the list.
func sharedWithList(d Dish, name string) bool {
	for i := range d.Items {
		for _, n := range d.itemNames(i) {
			if n == name || matchAtAny(n, name) {
				return true
			}
		}
		if in := d.Items[i].Ingredient; in != nil && matchAtAny(in.Name, name) {
			return true
		}
	}
	return false
}

// stepBreaks names a food a step calls for that breaks the rules and is not in the
// list (the list itself is checked apart), or "".
func stepBreaks(d Dish, rules Rules) string {
	if len(rules.Restrictions)+len(rules.Allergies) == 0 {
		return ""
	}
	has := map[*Ingredient]bool{}
	for _, it := range d.Items {
		has[it.Ingredient] = true
	}
	for _, s := range d.Steps {
		words := lowerWords(s.Text)
		for i := 0; i < len(words); i++ {
			for n := min(4, len(words)-i); n >= 1; n-- {
				in, ok := index[strings.Join(words[i:i+n], " ")]
				if food, derived := stepWordFoods[words[i]]; !ok && n == 1 && derived {
					in, ok = index[food], true // "a buttered griddle" calls for butter
				}
				if !ok {
					continue
				}
				phrase := strings.Join(words[i:i+n], " ")
				if why := rules.Breaks(in); why != "" && !has[in] && !(i+n < len(words) && words[i+n] == "the") && !sharedWithList(d, phrase) {
					return fmt.Sprintf("step %q calls for %s, which %s", s.Text, in.Name, why)
				}
				i += n - 1
				break
			}
		}
	}
	return ""
}

func outInputs(out *Transformed) []IngredientInput {
	var in []IngredientInput
	for _, o := range out.Ingredients {
		g := o.Grams
		in = append(in, IngredientInput{Text: o.Text, Name: o.Name, Grams: &g})
	}
	return in
}

func stepInputs(steps []Step) []StepInput {
	var in []StepInput
	for _, s := range steps {
		in = append(in, StepInput{Text: s.Text, Minutes: s.Minutes})
	}
	return in
}

func dishText(d Dish) string {
	var b strings.Builder
	for _, it := range d.Items {
		b.WriteString("  - " + it.Text + "\n")
	}
	for _, s := range d.Steps {
		fmt.Fprintf(&b, "  %d. %s\n", s.Step, s.Text)
	}
	return b.String()
}

func resultText(r *Transformed) string {
	var b strings.Builder
	for _, in := range r.Ingredients {
		b.WriteString("  - " + in.Text + "\n")
	}
	for _, s := range r.Steps {
		fmt.Fprintf(&b, "  %d. %s\n", s.Step, s.Text)
	}
	for _, c := range r.Changes {
		fmt.Fprintf(&b, "  * %s -> %s (%s)\n", c.From, c.To, c.Reason)
	}
	return b.String()
}

// kitchenVerbs are a food's last word that a step also uses as a verb.
var kitchenVerbs = map[string]bool{"mince": true}
