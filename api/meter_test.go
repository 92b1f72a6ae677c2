package api

import (
	"context"
	"log/slog"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"larder/store"
	"larder/store/storetest"
)

// A store that fails the commit answers 503 unavailable: the call is not counted, and
// the outage is one log line however many calls meet it.
func TestStoreFailureAnswers503AndCountsNothing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "larder.db")
	st, err := store.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	c := &clock{t: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)}
	st.Now = c.Now
	var logs lockedBuffer
	e := newGuardEnvOn(t, st, c, func(g *Guard) { g.log = slog.New(slog.NewTextHandler(&logs, nil)) })
	clientID, key := e.client("sandbox")
	if resp := e.do("POST", "/ok", key, ""); resp.StatusCode != 200 {
		t.Fatalf("before the failure: got %d, want 200", resp.StatusCode)
	}
	st.Close() // usage commits now fail

	for range 3 {
		resp := e.do("POST", "/ok", key, "")
		p := problem(t, resp)
		if resp.StatusCode != 503 || p.Code != "unavailable" {
			t.Fatalf("got %d %q, want 503 unavailable", resp.StatusCode, p.Code)
		}
		if got := resp.Header.Get("Retry-After"); got == "" {
			t.Error("503 without Retry-After")
		}
	}
	if n := strings.Count(logs.String(), "database unreachable"); n != 1 {
		t.Errorf("got %d log lines on the outage, want 1:\n%s", n, logs.String())
	}

	st, err = store.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	trial, daily, err := st.UsedCounts(context.Background(), clientID, "2026-11-22")
	if err != nil {
		t.Fatal(err)
	}
	if trial != 1 || daily != 1 {
		t.Errorf("counted trial %d, daily %d; want 1 and 1 (the call before the failure only)", trial, daily)
	}
}

// twoReplicas is two guards, each over a store of its own on one fresh PostgreSQL
// database, as two servers are; the test is skipped without one.
func twoReplicas(t *testing.T) (a, b *testEnv) {
	t.Helper()
	db := storetest.PostgresURL(t)
	c := &clock{t: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)}
	envs := make([]*testEnv, 2)
	for i := range envs {
		st, err := store.OpenWith(context.Background(), db, store.Options{SecretKey: storetest.SecretKey})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		st.Now = c.Now
		envs[i] = newGuardEnvOn(t, st, c, nil)
	}
	return envs[0], envs[1]
}

// On a shared database a replica's memory knows only its own commits: the database
// refuses at commit what other replicas used up, with the quota's 429 and the counts it
// holds, and the answer to a counted call carries those counts, not the replica's.
func TestSharedDatabaseRefusesAtCommitWhatOtherReplicasUsed(t *testing.T) {
	a, b := twoReplicas(t)
	setTier(t, a.st, "starter", 0, 5, 0)
	setTier(t, a.st, "sandbox", 0, 0, 10)
	cases := []struct {
		tier, code, remainingHeader string
		limit                       int
		retryAfter                  bool
	}{
		{"sandbox", "trial_exhausted", "X-RateLimit-Trial-Remaining", 10, false},
		{"starter", "daily_quota_exceeded", "X-RateLimit-Daily-Remaining", 5, true},
	}
	for _, tc := range cases {
		t.Run(tc.tier, func(t *testing.T) {
			clientID, key := a.client(tc.tier)
			for _, e := range []*testEnv{a, b} {
				// Both replicas load the client's counts (none yet).
				e.do("GET", "/usage", key, "").Body.Close()
			}
			for i := range tc.limit - 1 {
				resp := a.do("POST", "/ok", key, "")
				resp.Body.Close()
				if resp.StatusCode != 200 {
					t.Fatalf("call %d on the first replica: got %d, want 200", i+1, resp.StatusCode)
				}
			}
			// The second replica's memory says 0 used; the database says limit-1.
			resp := b.do("POST", "/ok", key, "")
			resp.Body.Close()
			if got := resp.Header.Get(tc.remainingHeader); resp.StatusCode != 200 || got != "0" {
				t.Errorf("the last unit on the second replica: got %d, %s %q; want 200, 0", resp.StatusCode, tc.remainingHeader, got)
			}
			// The first replica's memory says limit-1 used: only the database knows the
			// unit is gone.
			resp = a.do("POST", "/ok", key, "")
			p := problem(t, resp)
			if resp.StatusCode != 429 || p.Code != tc.code {
				t.Fatalf("past the limit on the first replica: got %d %q, want 429 %s", resp.StatusCode, p.Code, tc.code)
			}
			if got := resp.Header.Get(tc.remainingHeader); got != "0" {
				t.Errorf("%s: got %q, want 0", tc.remainingHeader, got)
			}
			if got := resp.Header.Get("Retry-After") != ""; got != tc.retryAfter {
				t.Errorf("Retry-After sent: %v, want %v", got, tc.retryAfter)
			}
			trial, daily, err := a.st.UsedCounts(context.Background(), clientID, "2026-11-22")
			if err != nil {
				t.Fatal(err)
			}
			if daily != tc.limit || (tc.tier == "sandbox" && trial != tc.limit) {
				t.Errorf("stored trial %d, daily %d; want the limit, %d", trial, daily, tc.limit)
			}
		})
	}
}

// 50 calls at once on a fresh sandbox key, split across two replicas: exactly 10 succeed.
func TestSharedDatabaseTrialIsExactUnderConcurrency(t *testing.T) {
	a, b := twoReplicas(t)
	clientID, key := a.client("sandbox")
	setTier(t, a.st, "sandbox", 0, 0, 10)
	var mu sync.Mutex
	got := map[int]int{}
	var wg sync.WaitGroup
	for i := range 50 {
		wg.Go(func() {
			resp := []*testEnv{a, b}[i%2].do("POST", "/ok", key, "")
			resp.Body.Close()
			mu.Lock()
			got[resp.StatusCode]++
			mu.Unlock()
		})
	}
	wg.Wait()
	if got[200] != 10 || got[429] != 40 {
		t.Errorf("got %v, want 10 × 200 and 40 × 429", got)
	}
	if trial, _, err := b.st.UsedCounts(context.Background(), clientID, "2026-11-22"); err != nil || trial != 10 {
		t.Errorf("stored trial %d (%v), want 10", trial, err)
	}
}
