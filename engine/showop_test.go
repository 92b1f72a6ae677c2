package engine

import (
	"flag"
	"fmt"
	"strings"
	"testing"
)

var showOp = flag.String("op", "", "operation for TestShowOp: healthify:FOCUS, budgetify, adapt:METHOD, tone:TONE")

// TestShowOp prints what an AI operation makes of the recipe -show generates, for
// reviewing by hand: go test ./engine -run TestShowOp -show "beef chuck,carrots" -op adapt:slow-cooker.
func TestShowOp(t *testing.T) {
	if *showPantry == "" || *showOp == "" {
		t.Skip("no -show pantry and -op given")
	}
	req := Request{Pantry: strings.Split(*showPantry, ","), Cuisine: *showCuisine, Servings: *showServings,
		TimeAvailable: *showTime, Variation: *showVar, Skill: *showSkill, Meal: *showMeal}
	addRules(&req, *showRules)
	rec, err := Generate(req)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Println(recipeText(rec))
	d := roundTrip(t, rec)
	op, arg, _ := strings.Cut(*showOp, ":")
	var out *Transformed
	switch op {
	case "healthify":
		out = Healthify(d, arg)
	case "budgetify":
		out = Budgetify(d, 0)
	case "tone":
		out = RewriteTone(d, arg)
	case "adapt":
		out, err = AdaptMethod(d, arg)
		if err != nil {
			t.Fatal(err)
		}
	default:
		t.Fatalf("unknown -op %q", *showOp)
	}
	fmt.Println(transformedText(out))
}

// transformedText is an operation's result laid out as a cookbook page.
func transformedText(r *Transformed) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (serves %d)\n%s\n", r.Name, r.Servings, r.Summary)
	if r.Note != "" {
		fmt.Fprintf(&b, "note: %s\n", r.Note)
	}
	for _, l := range r.Ingredients {
		fmt.Fprintf(&b, "  %s (%.0f g)\n", l.Text, l.Grams)
	}
	for _, s := range r.Steps {
		fmt.Fprintf(&b, "  %d. [%d] %s\n", s.Step, s.Minutes, s.Text)
	}
	for _, c := range r.Changes {
		fmt.Fprintf(&b, "  change: %s -> %s (%s)\n", c.From, c.To, c.Reason)
	}
	return b.String()
}
