package api

import (
	"bytes"
	"context"
	"log/slog"
	"net"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"larder/store"
)

// testRedisURL is the Redis the shared-limit tests use, from LARDER_TEST_REDIS_URL
// (.ci/run sets it when one answers on 127.0.0.1:6379).
func testRedisURL(t *testing.T) string {
	t.Helper()
	u := os.Getenv("LARDER_TEST_REDIS_URL")
	if u == "" {
		t.Skip("LARDER_TEST_REDIS_URL is not set: skipping the test against a real Redis (e.g. LARDER_TEST_REDIS_URL=redis://127.0.0.1:6379/0)")
	}
	return u
}

// testPrefix is a key prefix no other test or run shares.
func testPrefix(t *testing.T) string {
	return "larder-test:" + t.Name() + ":" + store.NewAPIKey()[3:15]
}

// sharedCounter connects to url with prefix; its windows' clock stands still in the
// middle of the current minute, so the test never straddles two windows.
func sharedCounter(t *testing.T, url, prefix string, at time.Time) *RedisCounter {
	t.Helper()
	c, err := NewRedisCounter(context.Background(), url, prefix)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	c.now = func() time.Time { return at }
	return c
}

func TestRedisCounterStartErrors(t *testing.T) {
	if _, err := NewRedisCounter(context.Background(), "http://127.0.0.1:6379", "p"); err == nil || !strings.Contains(err.Error(), "redis URL") {
		t.Errorf("http:// URL: got %v, want a redis URL error", err)
	}
	// Nothing listens on port 1.
	_, err := NewRedisCounter(context.Background(), "redis://:secret@127.0.0.1:1/0", "p")
	if err == nil || !strings.Contains(err.Error(), "127.0.0.1:1 does not answer") {
		t.Errorf("dead address: got %v, want \"does not answer\"", err)
	}
	if err != nil && strings.Contains(err.Error(), "secret") {
		t.Errorf("the error repeats the password: %v", err)
	}
	// A URL that does not parse is not repeated either: it holds the password.
	for _, u := range []string{"redis://:s3cret@127.0.0.1:6379/%zz", "redis://:s3cret@[127.0.0.1:6379/0"} {
		_, err := NewRedisCounter(context.Background(), u, "p")
		if err == nil || !strings.Contains(err.Error(), "redis URL") || strings.Contains(err.Error(), "s3cret") {
			t.Errorf("%s: got %v, want a redis URL error without the password", u, err)
		}
	}
}

// Two guards over one Redis stand for two replicas: racing calls of one client split
// across both are admitted exactly the tier's minute limit in total, on an unmetered
// and on a metered route.
func TestSharedMinuteLimitAcrossReplicas(t *testing.T) {
	url := testRedisURL(t)
	at := time.Now().UTC().Truncate(time.Minute).Add(30 * time.Second)
	for _, path := range []string{"/limited", "/ok"} {
		t.Run(strings.TrimPrefix(path, "/"), func(t *testing.T) {
			prefix := testPrefix(t)
			st := openStore(t)
			c := &clock{t: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)}
			st.Now = c.Now
			var replicas []*testEnv
			for range 2 {
				counter := sharedCounter(t, url, prefix, at)
				replicas = append(replicas, newGuardEnvOn(t, st, c, func(g *Guard) { g.ShareMinuteWindow(counter) }))
			}
			setTier(t, st, "starter", 15, 0, 0)
			id, key := replicas[0].client("starter")

			method := "GET"
			if path == "/ok" {
				method = "POST"
			}
			const calls = 40
			codes := make([]int, calls)
			var wg sync.WaitGroup
			for i := range calls {
				wg.Go(func() {
					resp := replicas[i%2].do(method, path, key, "")
					resp.Body.Close()
					codes[i] = resp.StatusCode
				})
			}
			wg.Wait()
			n := map[int]int{}
			for _, code := range codes {
				n[code]++
			}
			if n[200] != 15 || n[429] != calls-15 {
				t.Fatalf("got %v, want exactly 15 × 200 and %d × 429 across both replicas", n, calls-15)
			}
			// Redis holds what was admitted, and either replica reads it.
			cur := at.Truncate(time.Minute)
			got, _, err := replicas[1].guard.window.Get(id, cur, cur.Add(-time.Minute))
			if err != nil || got != 15 {
				t.Errorf("Redis window: got %d, %v; want 15", got, err)
			}
			// A refusal from the other replica says so with the shared count.
			resp := replicas[1].do(method, path, key, "")
			if p := problem(t, resp); p.Code != "rate_limited" || resp.Header.Get("X-RateLimit-Remaining") != "0" {
				t.Errorf("next call: got %q, remaining %q; want rate_limited, 0", p.Code, resp.Header.Get("X-RateLimit-Remaining"))
			}
		})
	}
}

// redisServer runs a redis-server of its own on a loopback port, so the test can stop
// and start it.
type redisServer struct {
	t    *testing.T
	bin  string
	port int
	cmd  *exec.Cmd
}

func startRedisServer(t *testing.T) *redisServer {
	t.Helper()
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		t.Skip("redis-server is not installed: skipping the Redis outage test")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	s := &redisServer{t: t, bin: bin, port: port}
	s.start()
	t.Cleanup(s.stop)
	return s
}

func (s *redisServer) url() string { return "redis://127.0.0.1:" + strconv.Itoa(s.port) + "/0" }

func (s *redisServer) start() {
	s.t.Helper()
	s.cmd = exec.Command(s.bin, "--port", strconv.Itoa(s.port), "--bind", "127.0.0.1",
		"--save", "", "--appendonly", "no", "--dir", s.t.TempDir())
	if err := s.cmd.Start(); err != nil {
		s.t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		conn, err := net.Dial("tcp", "127.0.0.1:"+strconv.Itoa(s.port))
		if err == nil {
			conn.Close()
			return
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("redis-server on port %d did not start: %v", s.port, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (s *redisServer) stop() {
	if s.cmd != nil {
		s.cmd.Process.Kill()
		s.cmd.Wait()
		s.cmd = nil
	}
}

// With Redis down the guarded routes answer 503 problem+json, count nothing and let
// nothing through; once it is back they answer again without a restart.
func TestRedisOutageAnswers503AndRecovers(t *testing.T) {
	srv := startRedisServer(t)
	at := time.Now().UTC().Truncate(time.Minute).Add(30 * time.Second)
	st := openStore(t)
	c := &clock{t: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)}
	st.Now = c.Now
	counter := sharedCounter(t, srv.url(), testPrefix(t), at)
	var logged lockedBuffer
	e := newGuardEnvOn(t, st, c, func(g *Guard) {
		g.ShareMinuteWindow(counter)
		g.log = slog.New(slog.NewTextHandler(&logged, nil))
	})
	setTier(t, st, "starter", 100, 50, 0)
	_, key := e.client("starter")

	if resp := e.do("POST", "/ok", key, ""); resp.StatusCode != 200 {
		t.Fatalf("before the outage: got %d, want 200", resp.StatusCode)
	}

	srv.stop()
	for _, call := range []struct{ method, path string }{{"POST", "/ok"}, {"GET", "/limited"}, {"GET", "/usage"}} {
		resp := e.do(call.method, call.path, key, "")
		if p := problem(t, resp); resp.StatusCode != 503 || p.Code != "unavailable" || resp.Header.Get("Retry-After") == "" {
			t.Errorf("%s %s with Redis down: got %d %q (Retry-After %q), want 503 unavailable with Retry-After",
				call.method, call.path, resp.StatusCode, p.Code, resp.Header.Get("Retry-After"))
		}
	}

	if n := strings.Count(logged.String(), "redis unreachable"); n != 1 {
		t.Errorf("the outage was logged %d times, want once:\n%s", n, logged.String())
	}

	srv.start()
	deadline := time.Now().Add(15 * time.Second)
	for {
		resp := e.do("GET", "/limited", key, "")
		resp.Body.Close()
		if resp.StatusCode == 200 {
			break
		}
		if resp.StatusCode != 503 || time.Now().After(deadline) {
			t.Fatalf("after Redis came back: got %d, want 200 within 15 s", resp.StatusCode)
		}
		time.Sleep(50 * time.Millisecond)
	}
	if !strings.Contains(logged.String(), "redis reachable again") {
		t.Errorf("the recovery was not logged:\n%s", logged.String())
	}
	// The metered call refused during the outage cost nothing: two of 50 are used.
	resp := e.do("POST", "/ok", key, "")
	resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("X-RateLimit-Daily-Remaining") != "48" {
		t.Errorf("after recovery: got %d, daily remaining %q; want 200, 48", resp.StatusCode, resp.Header.Get("X-RateLimit-Daily-Remaining"))
	}
}

// lockedBuffer is a log destination the server's goroutines and the test share.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// BenchmarkRedisTake is one check-and-count of the shared minute window, a round trip
// to the Redis in LARDER_TEST_REDIS_URL.
func BenchmarkRedisTake(b *testing.B) {
	url := os.Getenv("LARDER_TEST_REDIS_URL")
	if url == "" {
		b.Skip("LARDER_TEST_REDIS_URL is not set: skipping the Redis benchmark")
	}
	c, err := NewRedisCounter(context.Background(), url, "larder-bench:"+store.NewAPIKey()[3:15])
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	now := time.Now()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if _, _, err := c.take(context.Background(), "client", 1<<30, now); err != nil {
				b.Error(err)
				return
			}
		}
	})
}
