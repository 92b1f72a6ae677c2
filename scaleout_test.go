package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"larder/store"
	"larder/store/storetest"
)

// Two `larder serve` processes on one PostgreSQL database (and one Redis) stand for two
// replicas behind a load balancer: the trial, the daily quota and the minute limit hold
// across both, exactly; a replica killed under load loses no answered call; a key
// revoked through one is refused by the other within a second.
func TestTwoReplicasOnPostgreSQL(t *testing.T) {
	if os.Getenv("LARDER_TEST_POSTGRES_URL") == "" {
		t.Skip("LARDER_TEST_POSTGRES_URL is not set: skipping the two-replica tests against a real PostgreSQL (e.g. LARDER_TEST_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/test?sslmode=disable)")
	}
	if testing.Short() {
		t.Skip("builds the binary and runs two replicas")
	}
	bin := buildBinary(t)
	t.Run("trial", func(t *testing.T) { testReplicasShareTheTrial(t, bin) })
	t.Run("daily quota", func(t *testing.T) { testReplicasShareTheDailyQuota(t, bin) })
	t.Run("minute limit", func(t *testing.T) { testReplicasShareTheMinuteLimit(t, bin) })
	t.Run("kill -9", func(t *testing.T) { testReplicaKilledUnderLoad(t, bin) })
	t.Run("revocation", func(t *testing.T) { testRevocationReachesTheOtherReplica(t, bin) })
}

// cluster is one fresh PostgreSQL database and the environment its replicas share.
type cluster struct {
	t   *testing.T
	bin string
	db  string   // postgres:// URL
	env []string // LARDER_SECRET_KEY: replicas must share it
}

func newCluster(t *testing.T, bin string) *cluster {
	t.Helper()
	return &cluster{t: t, bin: bin, db: storetest.PostgresURL(t), env: []string{"LARDER_SECRET_KEY=" + storetest.SecretKey}}
}

// larder runs one operator command of the real binary on the cluster's database.
func (c *cluster) larder(args ...string) string {
	c.t.Helper()
	cmd := exec.Command(c.bin, append(args, "--db", c.db)...)
	cmd.Env = append(os.Environ(), c.env...)
	var errOut strings.Builder
	cmd.Stderr = &errOut
	out, err := cmd.Output()
	if err != nil {
		c.t.Fatalf("larder %v: %v\n%s", args, err, errOut.String())
	}
	return string(out)
}

// client creates a client on tier and returns its id and key.
func (c *cluster) client(name, tier string) (id, key string) {
	c.t.Helper()
	var created struct {
		ClientID string `json:"client_id"`
		APIKey   string `json:"api_key"`
	}
	if err := json.Unmarshal([]byte(c.larder("client", "create", "--name", name, "--tier", tier, "--json")), &created); err != nil {
		c.t.Fatal(err)
	}
	return created.ClientID, created.APIKey
}

// replica is one `larder serve` child process.
type replica struct {
	cmd  *exec.Cmd
	rest string
	log  *syncBuffer
}

// replica starts `larder serve` on the cluster's database with extra flags.
func (c *cluster) replica(extra ...string) *replica {
	c.t.Helper()
	args := append([]string{"serve", "--db", c.db, "--api-addr", "127.0.0.1:0", "--ai-addr", "127.0.0.1:0",
		"--drain-delay", "0s"}, extra...)
	cmd := exec.Command(c.bin, args...)
	cmd.Env = append(os.Environ(), c.env...)
	r := &replica{cmd: cmd, log: &syncBuffer{}}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		c.t.Fatal(err)
	}
	cmd.Stderr = r.log
	if err := cmd.Start(); err != nil {
		c.t.Fatal(err)
	}
	c.t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		if c.t.Failed() {
			c.t.Logf("replica %s log:\n%s", r.rest, r.log.String())
		}
	})
	addr := make(chan string, 1)
	go func() {
		re := regexp.MustCompile(`REST host listening on (\S+)`)
		sc := bufio.NewScanner(io.TeeReader(stdout, r.log))
		for sc.Scan() {
			if m := re.FindStringSubmatch(sc.Text()); m != nil {
				addr <- "http://" + m[1]
			}
		}
	}()
	select {
	case a := <-addr:
		r.rest = a
	case <-time.After(30 * time.Second):
		c.t.Fatalf("the replica did not print its address:\n%s", r.log.String())
	}
	return r
}

// usage returns the client's trial count and its metered calls today, as the database
// holds them.
func (c *cluster) usage(clientID string) (trial, daily int) {
	c.t.Helper()
	st, err := store.OpenWith(context.Background(), c.db, store.Options{SecretKey: storetest.SecretKey})
	if err != nil {
		c.t.Fatal(err)
	}
	defer st.Close()
	trial, daily, err = st.UsedCounts(context.Background(), clientID, time.Now().UTC().Format(time.DateOnly))
	if err != nil {
		c.t.Fatal(err)
	}
	return trial, daily
}

const generateBody = `{"ingredients":["chicken thighs","broccoli","rice"]}`

// call sends one request with key; a transport error returns status 0.
func call(method, url, key string) (int, http.Header) {
	var body io.Reader
	if method == "POST" {
		body = strings.NewReader(generateBody)
	}
	req, _ := http.NewRequest(method, url, body)
	req.Header.Set("Authorization", "Bearer "+key)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, nil
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode, resp.Header
}

// race sends n calls at once, alternating between the replicas, and counts the answers
// by status.
func race(t *testing.T, rs []*replica, n int, method, path, key string) map[int]int {
	t.Helper()
	codes := make([]int, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { codes[i], _ = call(method, rs[i%len(rs)].rest+path, key) })
	}
	wg.Wait()
	got := map[int]int{}
	for _, c := range codes {
		got[c]++
	}
	return got
}

func testReplicasShareTheTrial(t *testing.T, bin string) {
	c := newCluster(t, bin)
	id, key := c.client("acme", "sandbox") // 10 trial calls
	rs := []*replica{c.replica(), c.replica()}
	got := race(t, rs, 50, "POST", "/api/v1/recipes/generate", key)
	if got[200] != 10 || got[429] != 40 {
		t.Errorf("got %v, want exactly 10 × 200 and 40 × 429 across both replicas", got)
	}
	if trial, daily := c.usage(id); trial != 10 || daily != 10 {
		t.Errorf("the database counts trial %d, daily %d; want 10 and 10", trial, daily)
	}
	// Each replica now refuses from the trial, whichever answered the calls.
	for _, r := range rs {
		code, h := call("POST", r.rest+"/api/v1/recipes/generate", key)
		if code != 429 || h.Get("X-RateLimit-Trial-Remaining") != "0" {
			t.Errorf("%s after the trial: got %d, trial remaining %q; want 429, 0", r.rest, code, h.Get("X-RateLimit-Trial-Remaining"))
		}
	}
}

func testReplicasShareTheDailyQuota(t *testing.T, bin string) {
	c := newCluster(t, bin)
	c.larder("tier", "set", "starter", "--per-day", "20", "--per-minute", "0")
	id, key := c.client("acme", "starter")
	rs := []*replica{c.replica(), c.replica()}
	got := race(t, rs, 60, "POST", "/api/v1/recipes/generate", key)
	if got[200] != 20 || got[429] != 40 {
		t.Errorf("got %v, want exactly 20 × 200 and 40 × 429 across both replicas", got)
	}
	if _, daily := c.usage(id); daily != 20 {
		t.Errorf("the database counts %d calls today, want 20", daily)
	}
}

func testReplicasShareTheMinuteLimit(t *testing.T, bin string) {
	url := os.Getenv("LARDER_TEST_REDIS_URL")
	if url == "" {
		t.Skip("LARDER_TEST_REDIS_URL is not set: skipping the shared minute limit (e.g. LARDER_TEST_REDIS_URL=redis://127.0.0.1:6379/0)")
	}
	c := newCluster(t, bin)
	c.larder("tier", "set", "starter", "--per-minute", "15")
	_, key := c.client("acme", "starter")
	rs := []*replica{c.replica("--redis-url", url), c.replica("--redis-url", url)}
	// The windows follow the wall clock: start the burst clear of a minute's end, so it
	// is counted in one window (the client's keys in Redis are its own: its id is new).
	waitFor(t, "a minute with 3 s left", func() bool { return time.Now().Second() < 57 })
	got := race(t, rs, 40, "GET", "/api/v1/pantries", key)
	if got[200] != 15 || got[429] != 25 {
		t.Errorf("got %v, want exactly 15 × 200 and 25 × 429 across both replicas", got)
	}
}

// Every 2xx a client received is in the usage table after one replica dies by kill -9
// mid-load; only calls that got no answer at all may be counted without a 2xx (the
// replica may have committed them just before it died).
func testReplicaKilledUnderLoad(t *testing.T, bin string) {
	c := newCluster(t, bin)
	id, key := c.client("acme", "scale")
	rs := []*replica{c.replica(), c.replica()}
	var answered, lost, afterKill atomic.Int64
	var killed atomic.Bool
	const killAt = 60
	var wg sync.WaitGroup
	for w := range 16 {
		wg.Go(func() {
			for i := range 40 {
				r := rs[(w+i)%2]
				code, _ := call("POST", r.rest+"/api/v1/recipes/generate", key)
				switch {
				case code == 0:
					lost.Add(1) // the killed replica: no answer
				case code == 200:
					if killed.Load() {
						afterKill.Add(1)
					}
					if answered.Add(1) == killAt {
						rs[0].cmd.Process.Kill()
						killed.Store(true)
					}
				default:
					t.Errorf("got %d, want 200 or no answer", code)
				}
			}
		})
	}
	wg.Wait()
	if !killed.Load() || afterKill.Load() == 0 {
		t.Fatalf("%d calls answered, %d after the kill: the kill did not happen under load", answered.Load(), afterKill.Load())
	}
	_, stored := c.usage(id)
	if int64(stored) < answered.Load() || int64(stored) > answered.Load()+lost.Load() {
		t.Errorf("the database counts %d for %d answered 2xx and %d calls without an answer; want between %d and %d",
			stored, answered.Load(), lost.Load(), answered.Load(), answered.Load()+lost.Load())
	}
	t.Logf("killed after %d answers; %d answered in all, %d without an answer, %d counted", killAt, answered.Load(), lost.Load(), stored)
}

func testRevocationReachesTheOtherReplica(t *testing.T, bin string) {
	c := newCluster(t, bin)
	_, key := c.client("acme", "starter")
	a, b := c.replica(), c.replica()
	for _, r := range []*replica{a, b} {
		// Each replica has the key in its cache.
		if code, _ := call("GET", r.rest+"/api/v1/pantries", key); code != 200 {
			t.Fatalf("%s before the revocation: got %d, want 200", r.rest, code)
		}
	}
	c.larder("key", "revoke", "acme")
	deadline := time.Now().Add(time.Second)
	for {
		code, _ := call("GET", b.rest+"/api/v1/pantries", key)
		if code == 401 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the other replica still answers %d a second after the revocation, want 401", code)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if code, _ := call("GET", a.rest+"/api/v1/pantries", key); code != 401 {
		t.Errorf("the first replica answers %d after the revocation, want 401", code)
	}
}

// When PostgreSQL cannot be reached, metered calls answer 503 unavailable, nothing is
// counted, the outage is one log line, and the replica serves again once the database
// is back, without a restart. A proxy of the test's own stands between the replica and
// PostgreSQL, so cutting it takes the database away from this replica alone.
func TestReplicaRidesOutAPostgreSQLOutage(t *testing.T) {
	if os.Getenv("LARDER_TEST_POSTGRES_URL") == "" {
		t.Skip("LARDER_TEST_POSTGRES_URL is not set: skipping the outage test against a real PostgreSQL (e.g. LARDER_TEST_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/test?sslmode=disable)")
	}
	if testing.Short() {
		t.Skip("builds the binary and runs a replica")
	}
	c := newCluster(t, buildBinary(t))
	id, key := c.client("acme", "starter")
	u, err := url.Parse(c.db)
	if err != nil {
		t.Fatal(err)
	}
	p := startProxy(t, u.Host)
	direct := c.db
	u.Host = p.addr
	c.db = u.String()
	r := c.replica()
	c.db = direct
	generate := func() (int, string) {
		code, h := call("POST", r.rest+"/api/v1/recipes/generate", key)
		return code, h.Get("Retry-After")
	}
	if code, _ := generate(); code != 200 {
		t.Fatalf("before the outage: got %d, want 200", code)
	}

	p.cut()
	for range 5 {
		if code, retry := generate(); code != 503 || retry == "" {
			t.Fatalf("during the outage: got %d (Retry-After %q), want 503 with Retry-After", code, retry)
		}
	}
	if code, _ := call("GET", r.rest+"/api/v1/pantries", key); code != 503 {
		t.Errorf("a pantry call during the outage: got %d, want 503", code)
	}
	waitFor(t, "a log line on the outage", func() bool { return strings.Contains(r.log.String(), "database unreachable") })
	if n := strings.Count(r.log.String(), "database unreachable"); n != 1 {
		t.Errorf("got %d log lines on the outage, want 1:\n%s", n, r.log.String())
	}
	if _, daily := c.usage(id); daily != 1 {
		t.Errorf("the database counts %d calls, want 1 (the 503s cost nothing)", daily)
	}

	p.restore()
	waitFor(t, "the replica serves again", func() bool { code, _ := generate(); return code == 200 })
	if code, _ := call("GET", r.rest+"/api/v1/pantries", key); code != 200 {
		t.Errorf("a pantry call after the outage: got %d, want 200", code)
	}
	// The replica's log reaches the test through a pipe: it may lag the answer.
	waitFor(t, "a log line on the recovery", func() bool { return strings.Contains(r.log.String(), "database reachable again") })
	if _, daily := c.usage(id); daily != 2 {
		t.Errorf("the database counts %d calls, want 2", daily)
	}
}

// proxy forwards TCP connections to a fixed address until it is cut.
type proxy struct {
	t      *testing.T
	addr   string
	target string

	mu    sync.Mutex
	ln    net.Listener
	conns []net.Conn
}

func startProxy(t *testing.T, target string) *proxy {
	t.Helper()
	p := &proxy{t: t, target: target}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p.addr = ln.Addr().String()
	p.serve(ln)
	t.Cleanup(p.cut)
	return p
}

func (p *proxy) serve(ln net.Listener) {
	p.mu.Lock()
	p.ln = ln
	p.mu.Unlock()
	go func() {
		for {
			in, err := ln.Accept()
			if err != nil {
				return
			}
			out, err := net.Dial("tcp", p.target)
			if err != nil {
				in.Close()
				continue
			}
			p.mu.Lock()
			p.conns = append(p.conns, in, out)
			p.mu.Unlock()
			go func() { io.Copy(out, in); out.Close() }()
			go func() { io.Copy(in, out); in.Close() }()
		}
	}()
}

// cut closes the listener and every connection: the database is gone.
func (p *proxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ln != nil {
		p.ln.Close()
		p.ln = nil
	}
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}

// restore listens again on the same address: the database is back.
func (p *proxy) restore() {
	p.t.Helper()
	ln, err := net.Listen("tcp", p.addr)
	if err != nil {
		p.t.Fatal(err)
	}
	p.serve(ln)
}
