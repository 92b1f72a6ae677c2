package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"larder/store"
)

// syncBuffer is a bytes.Buffer safe for the server goroutine and the test at once.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func noEnv(string) string { return "" }

// waitFor polls cond until it holds, failing after a generous deadline.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not before the deadline", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// larder runs one operator command in-process and returns what it printed.
func larder(t *testing.T, db string, args ...string) string {
	t.Helper()
	var out, errOut bytes.Buffer
	args = append(args, "--db", db)
	if err := run(context.Background(), args, noEnv, strings.NewReader(""), &out, &errOut); err != nil {
		t.Fatalf("larder %v: %v\n%s", args, err, errOut.String())
	}
	return out.String()
}

// server is `larder serve` running in-process on free ports.
type server struct {
	rest, ai string
	stop     func() error
	stdout   *syncBuffer
}

func startServer(t *testing.T, db string, extra ...string) *server {
	t.Helper()
	return startServerWith(t, noEnv, db, extra...)
}

// startServerWith is startServer with an environment (LARDER_SECRET_KEY for PostgreSQL).
func startServerWith(t *testing.T, getenv func(string) string, db string, extra ...string) *server {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	out, errOut := &syncBuffer{}, &syncBuffer{}
	// No drain delay unless a test asks: the client's idle keep-alive connections would
	// hold every stop for the whole delay.
	args := append([]string{"serve", "--db", db, "--api-addr", "127.0.0.1:0", "--ai-addr", "127.0.0.1:0", "--drain-delay", "0s"}, extra...)
	done := make(chan error, 1)
	go func() { done <- run(ctx, args, getenv, strings.NewReader(""), out, errOut) }()
	re := regexp.MustCompile(`(REST|AI) host listening on (\S+)`)
	s := &server{stdout: out}
	waitFor(t, "server prints its addresses", func() bool {
		for _, m := range re.FindAllStringSubmatch(out.String(), -1) {
			if m[1] == "REST" {
				s.rest = "http://" + m[2]
			} else {
				s.ai = "http://" + m[2]
			}
		}
		select {
		case err := <-done:
			t.Fatalf("serve ended early: %v\n%s", err, errOut.String())
		default:
		}
		return s.rest != "" && s.ai != ""
	})
	var once sync.Once
	var stopErr error
	s.stop = func() error {
		once.Do(func() { cancel(); stopErr = <-done })
		return stopErr
	}
	t.Cleanup(func() { s.stop() })
	return s
}

func get(t *testing.T, url, key string) *http.Response {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp
}

func TestServeEndToEnd(t *testing.T) {
	db := filepath.Join(t.TempDir(), "larder.db")
	s := startServer(t, db)
	setup := regexp.MustCompile(`/setup\?token=[0-9A-Za-z]+`).FindString(s.stdout.String())
	if setup == "" {
		t.Fatalf("first start without an admin: got %q, want a setup link", s.stdout.String())
	}
	if resp := get(t, s.rest+setup, ""); resp.StatusCode != 200 {
		t.Errorf("GET the setup link: got %d, want 200", resp.StatusCode)
	}
	var created map[string]string
	if err := json.Unmarshal([]byte(larder(t, db, "client", "create", "--name", "acme", "--json", "--email", "cook@example.com")), &created); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"client_id", "api_key", "callback_secret", "tier", "invite_url"} {
		if created[k] == "" {
			t.Errorf("client create --json lacks %q: %v", k, created)
		}
	}
	key := created["api_key"]
	for _, host := range []string{s.rest, s.ai} {
		for _, path := range []string{"/healthz", "/readyz", "/metrics"} {
			if resp := get(t, host+path, ""); resp.StatusCode != 200 {
				t.Errorf("GET %s%s: got %d, want 200", host, path, resp.StatusCode)
			}
		}
	}
	if resp := get(t, s.rest+"/api/v1/usage", key); resp.StatusCode != 200 {
		t.Fatalf("usage with a fresh key: got %d, want 200", resp.StatusCode)
	}

	// A revocation from another process reaches the running server.
	larder(t, db, "key", "revoke", "acme")
	waitFor(t, "revoked key refused", func() bool {
		return get(t, s.rest+"/api/v1/usage", key).StatusCode == 401
	})
	// And so does a tier change.
	var rotated map[string]any
	json.Unmarshal([]byte(larder(t, db, "key", "rotate", "acme", "--json")), &rotated)
	newKey, _ := rotated["api_key"].(string)
	larder(t, db, "tier", "set", "sandbox", "--per-minute", "77")
	waitFor(t, "tier change seen", func() bool {
		return get(t, s.rest+"/api/v1/usage", newKey).Header.Get("X-RateLimit-Limit") == "77"
	})
	if err := s.stop(); err != nil {
		t.Errorf("serve after cancel: got %v, want nil", err)
	}
}

func TestBusyPortFailsAtOnce(t *testing.T) {
	dir := t.TempDir()
	s := startServer(t, filepath.Join(dir, "a.db"))
	addr := strings.TrimPrefix(s.rest, "http://")
	var out, errOut bytes.Buffer
	err := run(context.Background(), []string{"serve", "--db", filepath.Join(dir, "b.db"), "--api-addr", addr, "--ai-addr", "127.0.0.1:0"},
		noEnv, strings.NewReader(""), &out, &errOut)
	if err == nil || !strings.Contains(err.Error(), "cannot listen on "+addr) {
		t.Errorf("got %v, want a clear 'cannot listen' error", err)
	}
}

func TestUnreachableRedisFailsAtStart(t *testing.T) {
	var out, errOut bytes.Buffer
	// Nothing listens on port 1.
	err := run(context.Background(), []string{"serve", "--db", filepath.Join(t.TempDir(), "a.db"), "--redis-url", "redis://127.0.0.1:1/0",
		"--api-addr", "127.0.0.1:0", "--ai-addr", "127.0.0.1:0"}, noEnv, strings.NewReader(""), &out, &errOut)
	if err == nil || !strings.Contains(err.Error(), "--redis-url: redis at 127.0.0.1:1 does not answer") {
		t.Errorf("got %v, want a clear --redis-url error", err)
	}
}

func TestFlagsAfterArgumentsAndEnv(t *testing.T) {
	db := filepath.Join(t.TempDir(), "larder.db")
	env := func(k string) string {
		if k == "LARDER_DB" {
			return db
		}
		return ""
	}
	var out bytes.Buffer
	if err := run(context.Background(), []string{"client", "create", "--name", "acme"}, env, nil, &out, &out); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := run(context.Background(), []string{"client", "set-tier", "acme", "pro", "--json"}, env, nil, &out, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), `"tier": "pro"`) {
		t.Errorf("set-tier with a trailing --json: got %q", out.String())
	}
	if err := run(context.Background(), []string{"admin", "create", "--email", "a@example.com"}, env,
		strings.NewReader("correct horse battery\n"), &out, &out); err != nil {
		t.Fatal(err)
	}
	if err := run(context.Background(), []string{"bogus"}, env, nil, &out, &out); err == nil {
		t.Error("unknown command: got no error")
	}
}

func TestDBFlagBeforeTheCommand(t *testing.T) {
	db := filepath.Join(t.TempDir(), "larder.db")
	for _, args := range [][]string{
		{"--db", db, "client", "create", "--name", "acme"},
		{"--db=" + db, "tier", "set", "pro", "--per-minute", "7"},
	} {
		var out bytes.Buffer
		if err := run(context.Background(), args, noEnv, nil, &out, &out); err != nil {
			t.Fatalf("larder %v: %v\n%s", args, err, out.String())
		}
	}
	if got := larder(t, db, "client", "list"); !strings.Contains(got, "acme") {
		t.Errorf("the client created with a leading --db is not in that database: %q", got)
	}
	if got := larder(t, db, "tier", "list"); !regexp.MustCompile(`(?m)^pro\s+7\s`).MatchString(got) {
		t.Errorf("the tier set with a leading --db= is not in that database: %q", got)
	}
}

func TestSecretRotateChangesTheStoredSecret(t *testing.T) {
	db := filepath.Join(t.TempDir(), "larder.db")
	var created, rotated map[string]string
	json.Unmarshal([]byte(larder(t, db, "client", "create", "--name", "acme", "--json")), &created)
	json.Unmarshal([]byte(larder(t, db, "secret", "rotate", "acme", "--json")), &rotated)
	if !strings.HasPrefix(rotated["callback_secret"], "whsec_") || rotated["callback_secret"] == created["callback_secret"] {
		t.Fatalf("rotate gave %q after %q, want a new whsec_ secret", rotated["callback_secret"], created["callback_secret"])
	}
	st, err := store.Open(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if got, err := st.CallbackSecret(context.Background(), created["client_id"]); err != nil || got != rotated["callback_secret"] {
		t.Errorf("stored secret %q (%v), want the rotated one", got, err)
	}
}

func TestHelpAndVersion(t *testing.T) {
	var out, errOut bytes.Buffer
	if err := run(context.Background(), []string{"version", "--json"}, noEnv, nil, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	var v map[string]string
	if err := json.Unmarshal(out.Bytes(), &v); err != nil || v["version"] == "" {
		t.Errorf("version --json: got %q (%v), want a JSON object with version", out.String(), err)
	}
	for _, args := range [][]string{{"key", "--help"}, {"client", "create", "--help"}} {
		errOut.Reset()
		if err := run(context.Background(), args, noEnv, nil, &out, &errOut); !errors.Is(err, flag.ErrHelp) || errOut.Len() == 0 {
			t.Errorf("%v: got %v with %q, want flag.ErrHelp (exit 0) after a usage text", args, err, errOut.String())
		}
	}
	var ue usageError
	if err := run(context.Background(), []string{"key"}, noEnv, nil, &out, &errOut); !errors.As(err, &ue) {
		t.Errorf("key without a verb: got %v, want a usage error (exit 2)", err)
	}
}

// The profiler is off unless asked for, and then answers on its own listener only.
func TestProfilerIsOptIn(t *testing.T) {
	dir := t.TempDir()
	s := startServer(t, filepath.Join(dir, "off.db"))
	if strings.Contains(s.stdout.String(), "profiler") {
		t.Fatalf("profiler announced without --pprof-addr:\n%s", s.stdout)
	}
	if resp := get(t, s.rest+"/debug/pprof/cmdline", ""); resp.StatusCode != http.StatusNotFound {
		t.Fatalf("REST host /debug/pprof/: got %d, want 404", resp.StatusCode)
	}
	s.stop()

	s = startServer(t, filepath.Join(dir, "on.db"), "--pprof-addr", "127.0.0.1:0")
	m := regexp.MustCompile(`profiler listening on (\S+)`).FindStringSubmatch(s.stdout.String())
	if m == nil {
		t.Fatalf("no profiler address printed:\n%s", s.stdout)
	}
	if resp := get(t, "http://"+m[1]+"/debug/pprof/cmdline", ""); resp.StatusCode != http.StatusOK {
		t.Fatalf("profiler: got %d, want 200", resp.StatusCode)
	}
	if resp := get(t, s.rest+"/debug/pprof/cmdline", ""); resp.StatusCode != http.StatusNotFound {
		t.Fatalf("REST host /debug/pprof/ with the profiler on: got %d, want 404", resp.StatusCode)
	}
}

// TestSessionRotateLogsEveryoneOutOfARunningServer: the CLI's key rotation, made by
// another process's connection, reaches the server's dashboard within a second.
func TestSessionRotateLogsEveryoneOutOfARunningServer(t *testing.T) {
	db := filepath.Join(t.TempDir(), "larder.db")
	s := startServer(t, db)
	var out, errOut bytes.Buffer
	if err := run(context.Background(), []string{"admin", "create", "--db", db, "--email", "boss@example.com"}, noEnv,
		strings.NewReader("a long enough password\n"), &out, &errOut); err != nil {
		t.Fatalf("admin create: %v\n%s", err, errOut.String())
	}
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := c.PostForm(s.rest+"/login", url.Values{"email": {"boss@example.com"}, "password": {"a long enough password"}})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	home := func() int {
		resp, err := c.Get(s.rest + "/")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	if code := home(); code != http.StatusOK {
		t.Fatalf("logged in: GET / got %d, want 200", code)
	}
	larder(t, db, "session", "rotate")
	waitFor(t, "the running server logs the session out", func() bool { return home() == http.StatusSeeOther })
}
