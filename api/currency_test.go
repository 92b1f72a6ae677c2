package api

import (
	"context"
	"strings"
	"testing"
)

// A budget request in another currency is refused with the exact value to send
// (review 25, row 34); USD in any case, or no currency, is accepted.
func TestBudgetCurrencyErrorSaysWhatToSend(t *testing.T) {
	for _, c := range []struct {
		currency string
		refused  bool
	}{{"GBP", true}, {"EUR", true}, {"usd", false}, {"", false}} {
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
		if c.refused && !strings.Contains(msg, `send "currency": "USD"`) {
			t.Errorf("%q: error %q does not say what to send", c.currency, msg)
		}
	}
}
