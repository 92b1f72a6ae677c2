package api

import (
	"context"
	"io"
	"testing"
)

func TestServiceUsageAndRefusalsForTheDashboard(t *testing.T) {
	e := newGuardEnv(t)
	_, a := e.client("sandbox")
	_, b := e.client("starter")
	for _, key := range []string{a, a, a, a, a, a, a, a, a, a, a, b, b} {
		resp := e.do("POST", "/ok", key, "")
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
	if got := e.guard.Refusals(); got["trial_exhausted"] != 1 || len(got) != 1 {
		t.Errorf("refusals: got %v, want trial_exhausted 1 alone", got)
	}
	days, err := e.guard.ServiceUsage(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(days) != usageDays {
		t.Fatalf("days: got %d, want %d", len(days), usageDays)
	}
	last := days[len(days)-1]
	if last.Day != "2026-11-22" || last.Total != 12 || last.ByOperation["generate"] != 12 {
		t.Errorf("today: got %+v, want 2026-11-22 with 12 generate calls from both clients", last)
	}
}
