package main

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// Two `larder serve` on their own SQLite files (the second a backup of the first, so
// the client and its key are the same) and one Redis stand for two replicas: a minute
// limit of 15 allows 15 calls in total across both, not 15 each.
func TestTwoServersShareTheMinuteLimitThroughRedis(t *testing.T) {
	url := os.Getenv("LARDER_TEST_REDIS_URL")
	if url == "" {
		t.Skip("LARDER_TEST_REDIS_URL is not set: skipping the two-server test against a real Redis (e.g. LARDER_TEST_REDIS_URL=redis://127.0.0.1:6379/0)")
	}
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.db"), filepath.Join(dir, "b.db")
	larder(t, a, "tier", "set", "starter", "--per-minute", "15")
	var created struct {
		APIKey string `json:"api_key"`
	}
	if err := json.Unmarshal([]byte(larder(t, a, "client", "create", "--name", "acme", "--tier", "starter", "--json")), &created); err != nil {
		t.Fatal(err)
	}
	larder(t, a, "backup", "--to", b)
	key, err := os.ReadFile(a + ".key")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(b+".key", key, 0o600); err != nil {
		t.Fatal(err)
	}
	servers := []*server{startServer(t, a, "--redis-url", url), startServer(t, b, "--redis-url", url)}

	// The windows follow the wall clock: start the burst clear of a minute's end, so it
	// is counted in one window (the client's keys in Redis are its own: its id is new).
	waitFor(t, "a minute with 3 s left", func() bool { return time.Now().Second() < 57 })
	const calls = 40
	codes := make([]int, calls)
	var wg sync.WaitGroup
	for i := range calls {
		wg.Go(func() {
			req, _ := http.NewRequest("GET", servers[i%2].rest+"/api/v1/pantries", nil)
			req.Header.Set("Authorization", "Bearer "+created.APIKey)
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Error(err)
				return
			}
			resp.Body.Close()
			codes[i] = resp.StatusCode
		})
	}
	wg.Wait()
	n := map[int]int{}
	for _, code := range codes {
		n[code]++
	}
	if n[http.StatusOK] != 15 || n[http.StatusTooManyRequests] != calls-15 {
		t.Fatalf("got %v, want exactly 15 × 200 and %d × 429 across both servers", n, calls-15)
	}
}
