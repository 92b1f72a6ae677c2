package api

import (
	"context"
	"io"
	"net/http"
	"strconv"
	"sync"
	"testing"
	"time"

	"larder/store"
)

func TestUnauthorized(t *testing.T) {
	e := newGuardEnv(t)
	clientID, key := e.client("starter")
	revokedID, revokedKey := e.client("starter")
	if err := e.st.RevokeKeys(context.Background(), revokedID); err != nil {
		t.Fatal(err)
	}
	expiring, err := e.st.RotateKey(context.Background(), clientID, store.KeyOptions{Grace: time.Hour, Expires: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	e.clock.Set(e.clock.Now().Add(2 * time.Minute)) // the new key has expired; the old one is in its grace hour

	cases := []struct {
		name, header string
	}{
		{"no header", ""},
		{"basic scheme", "Basic " + key},
		{"empty bearer", "Bearer "},
		{"unknown key", "Bearer lk_00000000000000000000000000000000"},
		{"revoked key", "Bearer " + revokedKey},
		{"expired key", "Bearer " + expiring},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			for _, path := range []string{"/ok", "/limited"} {
				method := map[string]string{"/ok": "POST", "/limited": "GET"}[path]
				req, _ := http.NewRequest(method, e.srv.URL+path, nil)
				if tc.header != "" {
					req.Header.Set("Authorization", tc.header)
				}
				resp, err := e.srv.Client().Do(req)
				if err != nil {
					t.Fatal(err)
				}
				p := problem(t, resp)
				if resp.StatusCode != 401 || p.Code != "unauthorized" {
					t.Errorf("%s: got %d %q, want 401 unauthorized", path, resp.StatusCode, p.Code)
				}
				if got := resp.Header.Get("WWW-Authenticate"); got != "Bearer" {
					t.Errorf("%s: WWW-Authenticate: got %q, want a Bearer challenge", path, got)
				}
			}
		})
	}
	// The old key, inside its grace period, still works.
	if resp := e.do("GET", "/limited", key, ""); resp.StatusCode != 200 {
		t.Errorf("old key in grace: got %d, want 200", resp.StatusCode)
	}
}

func TestTrialIsExactUnderConcurrency(t *testing.T) {
	e := newGuardEnv(t)
	clientID, key := e.client("sandbox")
	const calls = 50 // CONTRACT §2 says 50; the issue says 40
	codes := make(chan string, calls)
	var wg sync.WaitGroup
	for range calls {
		wg.Add(1)
		go func() {
			defer wg.Done()
			resp := e.do("POST", "/ok", key, "")
			if resp.StatusCode == 200 {
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				codes <- "ok"
				return
			}
			p := problem(t, resp)
			if p.Code == "trial_exhausted" && resp.Header.Get("Retry-After") != "" {
				t.Errorf("trial_exhausted carries Retry-After %q; the trial never frees up", resp.Header.Get("Retry-After"))
			}
			codes <- p.Code
		}()
	}
	wg.Wait()
	close(codes)
	got := map[string]int{}
	for c := range codes {
		got[c]++
	}
	if got["ok"] != 10 || got["trial_exhausted"] != calls-10 {
		t.Fatalf("got %v, want 10 ok and %d trial_exhausted", got, calls-10)
	}
	trial, daily, err := e.st.UsedCounts(context.Background(), clientID, "2026-11-22")
	if err != nil {
		t.Fatal(err)
	}
	if trial != 10 || daily != 10 {
		t.Errorf("stored counts: got trial %d, daily %d, want 10 and 10", trial, daily)
	}
}

func TestDailyQuota(t *testing.T) {
	e := newGuardEnv(t)
	setTier(t, e.st, "starter", 100, 3, 0)
	e.clock.Set(time.Date(2026, 11, 22, 23, 0, 0, 0, time.UTC))
	_, key := e.client("starter")
	for i := range 3 {
		resp := e.do("POST", "/ok", key, "")
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("call %d: got %d, want 200", i+1, resp.StatusCode)
		}
		if got, want := resp.Header.Get("X-RateLimit-Daily-Remaining"), strconv.Itoa(2-i); got != want {
			t.Errorf("call %d: X-RateLimit-Daily-Remaining got %q, want %q", i+1, got, want)
		}
	}
	resp := e.do("POST", "/ok", key, "")
	p := problem(t, resp)
	if resp.StatusCode != 429 || p.Code != "daily_quota_exceeded" {
		t.Fatalf("4th call: got %d %q, want 429 daily_quota_exceeded", resp.StatusCode, p.Code)
	}
	if got := resp.Header.Get("Retry-After"); got != "3600" {
		t.Errorf("Retry-After: got %q, want 3600 (an hour to 00:00 UTC)", got)
	}
	midnight := strconv.FormatInt(time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC).Unix(), 10)
	if got := resp.Header.Get("X-RateLimit-Daily-Reset"); got != midnight {
		t.Errorf("X-RateLimit-Daily-Reset: got %q, want %s", got, midnight)
	}
	for _, h := range []string{"X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "X-RateLimit-Daily-Limit", "X-Request-Id"} {
		if resp.Header.Get(h) == "" {
			t.Errorf("429 lacks %s", h)
		}
	}
	e.clock.Set(time.Date(2026, 11, 23, 0, 0, 1, 0, time.UTC))
	if resp := e.do("POST", "/ok", key, ""); resp.StatusCode != 200 {
		t.Errorf("after midnight: got %d, want 200", resp.StatusCode)
	}
}

func TestMinuteWindow(t *testing.T) {
	e := newGuardEnv(t)
	setTier(t, e.st, "starter", 3, 1000, 0)
	_, key := e.client("starter")
	for i := range 3 {
		resp := e.do("GET", "/limited", key, "")
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("call %d: got %d, want 200", i+1, resp.StatusCode)
		}
	}
	resp := e.do("GET", "/limited", key, "")
	p := problem(t, resp)
	if resp.StatusCode != 429 || p.Code != "rate_limited" {
		t.Fatalf("4th call: got %d %q, want 429 rate_limited", resp.StatusCode, p.Code)
	}
	ra, err := strconv.Atoi(resp.Header.Get("Retry-After"))
	if err != nil || ra < 1 || ra > 120 {
		t.Errorf("Retry-After: got %q, want whole seconds within two minutes", resp.Header.Get("Retry-After"))
	}
	if got := resp.Header.Get("X-RateLimit-Remaining"); got != "0" {
		t.Errorf("X-RateLimit-Remaining: got %q, want 0", got)
	}
	if got := resp.Header.Get("X-RateLimit-Daily-Limit"); got != "1000" {
		t.Errorf("X-RateLimit-Daily-Limit on a 429: got %q, want 1000", got)
	}
}

func TestRetryAfterComputedFromWindow(t *testing.T) {
	e := newGuardEnv(t)
	now := time.Date(2026, 11, 22, 12, 0, 30, 0, time.UTC)
	cur := now.Truncate(time.Minute)
	// 10 calls in the previous window, 5 in this one, limit 10: the rate is 10*0.5+5 = 10.
	e.guard.window.IncrementBy("c", cur.Add(-time.Minute), 10)
	e.guard.window.IncrementBy("c", cur, 5)
	// A call gets through once 10*(1-d)+5 < 9.5, i.e. d > 0.55: 3 s from now.
	if got := e.guard.minuteRetryAfter("c", 10, now); got != 3 {
		t.Errorf("got Retry-After %d, want 3", got)
	}
}

func TestRefusalNamesTheLimitThatFreesUpLast(t *testing.T) {
	e := newGuardEnv(t)
	setTier(t, e.st, "sandbox", 2, 0, 2)
	_, sandbox := e.client("sandbox")
	for range 2 {
		e.do("POST", "/ok", sandbox, "").Body.Close()
	}
	// Both the minute window and the trial are full now.
	if p := problem(t, e.do("POST", "/ok", sandbox, "")); p.Code != "trial_exhausted" {
		t.Errorf("sandbox: got %q, want trial_exhausted", p.Code)
	}
	// On a route that is not metered only the minute window applies.
	if p := problem(t, e.do("GET", "/limited", sandbox, "")); p.Code != "rate_limited" {
		t.Errorf("sandbox, unmetered: got %q, want rate_limited", p.Code)
	}

	setTier(t, e.st, "starter", 2, 2, 0)
	_, starter := e.client("starter")
	for range 2 {
		e.do("POST", "/ok", starter, "").Body.Close()
	}
	if p := problem(t, e.do("POST", "/ok", starter, "")); p.Code != "daily_quota_exceeded" {
		t.Errorf("starter: got %q, want daily_quota_exceeded", p.Code)
	}
}

func TestRefusedCallsAreNotMetered(t *testing.T) {
	e := newGuardEnv(t)
	clientID, key := e.client("sandbox")
	for _, path := range []string{"/refuse", "/panic"} {
		resp := e.do("POST", path, key, "")
		resp.Body.Close()
		if resp.StatusCode < 400 {
			t.Fatalf("%s: got %d, want an error", path, resp.StatusCode)
		}
		if got := resp.Header.Get("X-RateLimit-Trial-Remaining"); got != "10" {
			t.Errorf("%s: X-RateLimit-Trial-Remaining got %q, want 10", path, got)
		}
	}
	resp := e.do("POST", "/ok", key, "")
	resp.Body.Close()
	if got := resp.Header.Get("X-RateLimit-Trial-Remaining"); got != "9" {
		t.Errorf("after one 2xx: X-RateLimit-Trial-Remaining got %q, want 9", got)
	}
	trial, daily, err := e.st.UsedCounts(context.Background(), clientID, "2026-11-22")
	if err != nil {
		t.Fatal(err)
	}
	if trial != 1 || daily != 1 {
		t.Errorf("stored: got trial %d daily %d, want 1 and 1", trial, daily)
	}
}

func TestKeyRotation(t *testing.T) {
	ctx := context.Background()
	e := newGuardEnv(t)
	clientID, oldKey := e.client("starter")

	// Without grace the old key stops at once.
	newKey, err := e.st.RotateKey(ctx, clientID, store.KeyOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if resp := e.do("GET", "/limited", oldKey, ""); resp.StatusCode != 401 {
		t.Errorf("old key after rotation without grace: got %d, want 401", resp.StatusCode)
	}
	if resp := e.do("GET", "/limited", newKey, ""); resp.StatusCode != 200 {
		t.Errorf("new key: got %d, want 200", resp.StatusCode)
	}

	// With grace both work until the grace period ends.
	newest, err := e.st.RotateKey(ctx, clientID, store.KeyOptions{Grace: 24 * time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	for name, k := range map[string]string{"previous": newKey, "newest": newest} {
		if resp := e.do("GET", "/limited", k, ""); resp.StatusCode != 200 {
			t.Errorf("%s key within grace: got %d, want 200", name, resp.StatusCode)
		}
	}
	e.clock.Set(e.clock.Now().Add(24*time.Hour + time.Second))
	if resp := e.do("GET", "/limited", newKey, ""); resp.StatusCode != 401 {
		t.Errorf("previous key after grace: got %d, want 401", resp.StatusCode)
	}
	if resp := e.do("GET", "/limited", newest, ""); resp.StatusCode != 200 {
		t.Errorf("newest key after grace: got %d, want 200", resp.StatusCode)
	}
}

func TestUsageReport(t *testing.T) {
	e := newGuardEnv(t)
	_, key := e.client("sandbox")
	for range 3 {
		e.do("POST", "/ok", key, "").Body.Close()
	}
	var u Usage
	resp := e.do("GET", "/usage", key, "")
	if resp.StatusCode != 200 {
		t.Fatalf("got %d, want 200", resp.StatusCode)
	}
	decodeJSON(t, resp, &u)
	if u.Tier != "sandbox" || u.Limits.Trial == nil || u.Limits.Trial.Used != 3 || u.Limits.Trial.Remaining != 7 {
		t.Errorf("trial: got %+v, want 3 used and 7 remaining on sandbox", u.Limits.Trial)
	}
	if u.Limits.Daily != nil {
		t.Errorf("daily: got %+v, want none on sandbox", u.Limits.Daily)
	}
	if len(u.Days) != 30 || u.Days[29].Day != "2026-11-22" || u.Days[29].ByOperation["generate"] != 3 {
		t.Errorf("days: got %d days ending %+v, want 30 ending today with 3 generate", len(u.Days), u.Days[len(u.Days)-1])
	}
}
