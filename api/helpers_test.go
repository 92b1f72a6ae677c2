package api

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"larder/store"
	"larder/store/storetest"
	"larder/web"
)

// clock is a settable time source shared by the store and the guard.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) Set(t time.Time) {
	c.mu.Lock()
	c.t = t
	c.mu.Unlock()
}

// testEnv is a real store in a temporary file behind a real HTTP server.
type testEnv struct {
	t     testing.TB
	st    *store.Store
	clock *clock
	guard *Guard
	srv   *httptest.Server
}

func openStore(t testing.TB) *store.Store {
	t.Helper()
	db, key := storetest.DB(t)
	st, err := store.OpenWith(context.Background(), db, store.Options{SecretKey: key})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// newGuardEnv serves trivial handlers behind the guard:
// POST /ok (metered, 200), POST /refuse (metered, 422), POST /panic (metered, panics),
// GET /limited (not metered), GET /usage.
func newGuardEnv(t testing.TB) *testEnv {
	t.Helper()
	st := openStore(t)
	c := &clock{t: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)}
	st.Now = c.Now
	return newGuardEnvOn(t, st, c, nil)
}

// newGuardEnvOn is newGuardEnv over st and its clock c, with setup run on the guard
// before it serves: several guards over one store stand for several replicas.
func newGuardEnvOn(t testing.TB, st *store.Store, c *clock, setup func(*Guard)) *testEnv {
	t.Helper()
	g := NewGuard(quietLog(), st, NewMetrics(), c.Now)
	if setup != nil {
		setup(g)
	}
	ok := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		web.JSON(w, http.StatusOK, map[string]bool{"ok": true})
	})
	mux := http.NewServeMux()
	mux.Handle("POST /ok", g.Metered("generate", ok))
	mux.Handle("POST /refuse", g.Metered("generate", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		web.Error(w, r, web.Invalid(web.FieldError{Field: "x", Message: "wrong"}))
	})))
	mux.Handle("POST /panic", g.Metered("generate", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		panic("boom")
	})))
	mux.Handle("GET /limited", g.Limited(ok))
	mux.Handle("GET /usage", g.Limited(handleUsage(st, g)))
	srv := httptest.NewServer(web.Wrap(quietLog(), nil, web.Routes(mux)))
	t.Cleanup(srv.Close)
	return &testEnv{t: t, st: st, clock: c, guard: g, srv: srv}
}

// client creates a client on tier and returns its id and key.
func (e *testEnv) client(tier string) (string, string) {
	e.t.Helper()
	c, key, err := e.st.CreateClient(context.Background(), "c-"+store.NewAPIKey()[3:15], tier, "")
	if err != nil {
		e.t.Fatal(err)
	}
	return c.ID, key
}

func (e *testEnv) do(method, path, key, body string) *http.Response {
	e.t.Helper()
	req, err := http.NewRequest(method, e.srv.URL+path, strings.NewReader(body))
	if err != nil {
		e.t.Fatal(err)
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := e.srv.Client().Do(req)
	if err != nil {
		e.t.Fatal(err)
	}
	return resp
}

// problem reads a problem+json body and closes it.
func problem(t testing.TB, resp *http.Response) web.Problem {
	t.Helper()
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "application/problem+json" {
		t.Fatalf("Content-Type: got %q, want application/problem+json", ct)
	}
	var p web.Problem
	if err := json.NewDecoder(resp.Body).Decode(&p); err != nil {
		t.Fatal(err)
	}
	return p
}

func setTier(t testing.TB, st *store.Store, name string, perMinute, perDay, trial int) {
	t.Helper()
	if _, err := st.UpdateTier(context.Background(), name, store.TierChange{PerMinute: &perMinute, PerDay: &perDay, Trial: &trial}); err != nil {
		t.Fatal(err)
	}
}

func decodeJSON(t testing.TB, resp *http.Response, v any) {
	t.Helper()
	defer resp.Body.Close()
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		t.Fatal(err)
	}
}
