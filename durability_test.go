package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"larder/store"
)

// buildBinary compiles larder once for the tests that run it as a child process.
func buildBinary(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "larder")
	cmd := exec.Command("go", "build", "-o", bin, ".")
	cmd.Env = append(cmd.Environ(), "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// startChild starts `larder serve` and returns it with its REST address.
func startChild(t *testing.T, bin, db string) (*exec.Cmd, string) {
	t.Helper()
	cmd := exec.Command(bin, "serve", "--db", db, "--api-addr", "127.0.0.1:0", "--ai-addr", "127.0.0.1:0")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = io.Discard
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	addr := make(chan string, 1)
	go func() {
		re := regexp.MustCompile(`REST host listening on (\S+)`)
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if m := re.FindStringSubmatch(sc.Text()); m != nil {
				addr <- "http://" + m[1]
			}
		}
	}()
	select {
	case a := <-addr:
		return cmd, a
	case <-time.After(30 * time.Second):
		t.Fatal("the server did not print its address")
	}
	return nil, ""
}

func TestEveryAnsweredCallSurvivesKill9(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and kills the real binary")
	}
	bin := buildBinary(t)
	db := filepath.Join(t.TempDir(), "larder.db")
	out, err := exec.Command(bin, "client", "create", "--name", "acme", "--tier", "scale", "--json", "--db", db).Output()
	if err != nil {
		t.Fatal(err)
	}
	var created map[string]string
	json.Unmarshal(out, &created)
	key := created["api_key"]

	cmd, base := startChild(t, bin, db)
	var answered, sent atomic.Int64
	killAt := int64(60)
	var once sync.Once
	var wg sync.WaitGroup
	for range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 40 {
				sent.Add(1)
				req, _ := http.NewRequest("POST", base+"/api/v1/recipes/generate",
					strings.NewReader(`{"ingredients":["chicken thighs","broccoli","rice"]}`))
				req.Header.Set("Authorization", "Bearer "+key)
				req.Header.Set("Content-Type", "application/json")
				resp, err := http.DefaultClient.Do(req)
				if err != nil {
					return // the server is gone
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode == 200 && answered.Add(1) >= killAt {
					once.Do(func() { cmd.Process.Kill() })
				}
			}
		}()
	}
	wg.Wait()
	cmd.Wait()
	got := answered.Load()
	if got < killAt {
		t.Fatalf("only %d calls answered before the kill", got)
	}

	// Restart on the same file: every answered call is counted, nothing invented.
	_, base = startChild(t, bin, db)
	req, _ := http.NewRequest("GET", base+"/api/v1/usage", nil)
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var usage struct {
		Limits struct {
			Daily struct{ Used int } `json:"daily"`
		} `json:"limits"`
	}
	json.NewDecoder(resp.Body).Decode(&usage)
	resp.Body.Close()
	st, err := store.Open(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	rows, _ := st.ListUsage(context.Background(), created["client_id"], "2000-01-01")
	stored := 0
	for _, r := range rows {
		stored += r.Count
	}
	if int64(stored) < got || int64(stored) > sent.Load() {
		t.Errorf("stored %d counts for %d answered of %d sent, want between answered and sent", stored, got, sent.Load())
	}
	if usage.Limits.Daily.Used != stored {
		t.Errorf("after restart /usage reports %d used, want %d", usage.Limits.Daily.Used, stored)
	}
	t.Logf("killed after %d answers (%d sent); %d counted after restart", got, sent.Load(), stored)
}

func TestSIGTERMExitsCleanly(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and signals the real binary")
	}
	bin := buildBinary(t)
	db := filepath.Join(t.TempDir(), "larder.db")
	cmd, base := startChild(t, bin, db)
	if resp, err := http.Get(base + "/healthz"); err != nil || resp.StatusCode != 200 {
		t.Fatalf("healthz: %v", err)
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("after SIGTERM: %v, want exit status 0", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("still running 30 s after SIGTERM")
	}
}
