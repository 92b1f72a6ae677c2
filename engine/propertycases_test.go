package engine

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
)

// A property test's random draw that finds a fault is kept: the request (or the
// client's recipe and the operations chained on it) goes on a line of
// testdata/property_cases.jsonl, and the hard-rule, steps and transform properties run
// every line of it every time, beside their random draws. To add one: reproduce it
// with TestShowRecipe or TestShowOp, write the same flags as a line of JSON there
// ({"why":"what a cook saw","pantry":["rice","peas"],"servings":8,"ops":["healthify:low-sugar"]}),
// fix the fault, and give the fix a named test of its own too.

// propertyCase is a line of testdata/property_cases.jsonl.
type propertyCase struct {
	Why       string       `json:"why"`
	Pantry    []string     `json:"pantry"`
	Cuisine   string       `json:"cuisine"`
	Servings  int          `json:"servings"`
	Time      int          `json:"time"`
	Skill     string       `json:"skill"`
	Meal      string       `json:"meal"`
	Variation int          `json:"variation"`
	Rules     string       `json:"rules"` // comma-separated, as -rules takes them
	Recipe    *RecipeInput `json:"recipe"`
	Ops       []string     `json:"ops"` // as -op takes them: healthify:low-fat, budgetify, adapt:grill, tone:chef, enrich
}

// request is the case's request to Generate; ok is false for a client's recipe.
func (c propertyCase) request() (Request, bool) {
	req := Request{Pantry: c.Pantry, Cuisine: c.Cuisine, Servings: c.Servings, TimeAvailable: c.Time,
		Skill: c.Skill, Meal: c.Meal, Variation: c.Variation}
	addRules(&req, c.Rules)
	return req, len(c.Pantry) > 0
}

// propertyCases reads testdata/property_cases.jsonl.
func propertyCases(t *testing.T) []propertyCase {
	t.Helper()
	f, err := os.Open("testdata/property_cases.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []propertyCase
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		var c propertyCase
		if err := json.Unmarshal([]byte(line), &c); err != nil {
			t.Fatalf("testdata/property_cases.jsonl:%d: %v", n, err)
		}
		if (len(c.Pantry) > 0) == (c.Recipe != nil) {
			t.Fatalf("testdata/property_cases.jsonl:%d: want a pantry or a recipe, not both or neither", n)
		}
		out = append(out, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// propertyRequests are the cases' requests, for the properties of Generate.
func propertyRequests(t *testing.T) []Request {
	var out []Request
	for _, c := range propertyCases(t) {
		if req, ok := c.request(); ok {
			out = append(out, req)
		}
	}
	return out
}

// runNamedOp runs an operation named as TestShowOp's -op names it.
func runNamedOp(d Dish, name string) (*Transformed, error) {
	op, arg, _ := strings.Cut(name, ":")
	lastRun = opRun{}
	switch op {
	case "healthify":
		return Healthify(d, arg), nil
	case "budgetify":
		var target float64
		if arg != "" {
			if _, err := fmt.Sscan(arg, &target); err != nil {
				return nil, err
			}
		}
		return Budgetify(d, target), nil
	case "tone":
		return RewriteTone(d, arg), nil
	case "adapt":
		return AdaptMethod(d, arg)
	case "enrich":
		return Enrich(d), nil
	}
	return nil, fmt.Errorf("unknown op %q", name)
}

// everyOp is each operation once, for a case that names none.
func everyOp() []string {
	ops := []string{"budgetify", "enrich"}
	for _, f := range HealthFocuses {
		ops = append(ops, "healthify:"+f)
	}
	for _, m := range Methods {
		ops = append(ops, "adapt:"+m)
	}
	for _, tone := range Tones {
		ops = append(ops, "tone:"+tone)
	}
	return ops
}

// checkPropertyCases runs each case's operations (a chain, each link checked as
// TestTransformProperties checks one) on its recipe.
func checkPropertyCases(t *testing.T) {
	t.Helper()
	for n, c := range propertyCases(t) {
		var d Dish
		if req, ok := c.request(); ok {
			rec, err := Generate(req)
			if err != nil {
				continue // a refusal is the generate properties' business
			}
			d = roundTrip(t, rec)
		} else {
			d = DishFrom(*c.Recipe)
		}
		chain := c.Ops
		if len(chain) == 0 {
			for _, op := range everyOp() {
				checkCaseLink(t, n, c, d, op)
			}
			continue
		}
		for _, op := range chain {
			out := checkCaseLink(t, n, c, d, op)
			if out == nil {
				break
			}
			d = roundTrip(t, out)
		}
	}
}

// checkCaseLink runs op on d for case n and reports what checkTransform finds; it
// returns the result, or nil where the operation refused.
func checkCaseLink(t *testing.T, n int, c propertyCase, d Dish, op string) *Transformed {
	t.Helper()
	out, err := runNamedOp(d, op)
	if err != nil {
		if te, ok := err.(*TransformError); ok && te.Reason != "" {
			return nil
		}
		t.Errorf("case %d (%s), %s on %q: %v", n, c.Why, op, d.Name, err)
		return nil
	}
	if msg := checkTransform(d, op, out); msg != "" {
		t.Errorf("case %d (%s), %s on %q:\n%s\n--- before:\n%s\n--- after:\n%s", n, c.Why, op, d.Name, msg, dishText(d), resultText(out))
	}
	return out
}
