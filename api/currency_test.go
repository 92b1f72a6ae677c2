package api

import (
	"context"
	"strings"
	"testing"

	"larder/engine"
)

// A budget request in a common currency is accepted (CONTRACT §6: currency, default
// USD), in any case; an unknown code is refused with the list of accepted ones.
func TestBudgetCurrencyAcceptsTheCommonOnesAndListsThemWhenRefused(t *testing.T) {
	for _, c := range []struct {
		currency string
		refused  bool
	}{{"GBP", false}, {"EUR", false}, {"jpy", false}, {"usd", false}, {"", false}, {"XYZ", true}, {"pounds", true}} {
		b := &budgetRequest{Currency: c.currency}
		var msg string
		for _, e := range b.Valid(context.Background()) {
			if e.Field == "currency" {
				msg = e.Message
			}
		}
		if (msg != "") != c.refused {
			t.Errorf("%q: currency error %q, refused want %v", c.currency, msg, c.refused)
		}
		if c.refused && !strings.Contains(msg, "USD, GBP, EUR") {
			t.Errorf("%q: error %q does not list the accepted codes", c.currency, msg)
		}
	}
}

// A budget asked in pounds answers in pounds: both costs name GBP, the target is read
// in pounds, and the note speaks of pounds, not dollars.
func TestBudgetInPoundsAnswersInPounds(t *testing.T) {
	e, _ := newAIEnv(t, nil)
	_, key := e.client("starter")
	usd := budgetAnswer(t, e, key, `,"target_cost_per_serving":100`)
	gbp := budgetAnswer(t, e, key, `,"currency":"gbp","target_cost_per_serving":0.5`)
	if gbp.CostBefore == nil || gbp.CostAfter == nil || gbp.CostBefore.Currency != "GBP" || gbp.CostAfter.Currency != "GBP" {
		t.Fatalf("got costs %+v / %+v, want GBP", gbp.CostBefore, gbp.CostAfter)
	}
	if r := gbp.CostBefore.PerServing / usd.CostBefore.PerServing; r < 0.6 || r > 0.9 {
		t.Errorf("got £%.2f against $%.2f a serving, want the pound's rate", gbp.CostBefore.PerServing, usd.CostBefore.PerServing)
	}
	if gbp.TargetMet == nil || *gbp.TargetMet || !strings.Contains(gbp.Note, "£0.50 target") || strings.Contains(gbp.Note, "$") {
		t.Errorf("got note %q, want the £0.50 target missed in pounds", gbp.Note)
	}
	for _, c := range gbp.Changes {
		if strings.Contains(c.Reason, "$") {
			t.Errorf("reason in dollars: %s", c.Reason)
		}
	}
}

func budgetAnswer(t *testing.T, e *testEnv, key, extra string) engine.Transformed {
	t.Helper()
	resp := e.post("/api/v1/budgetify-recipe", key, opBody(extra))
	if resp.StatusCode != 200 {
		t.Fatalf("got %d", resp.StatusCode)
	}
	var env opEnvelope
	decodeJSON(t, resp, &env)
	return env.Data
}
