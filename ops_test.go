package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"

	"larder/store"
)

func TestSecondServeOnOneDatabaseIsRefused(t *testing.T) {
	db := filepath.Join(t.TempDir(), "larder.db")
	first := startServer(t, db)
	if !strings.Contains(first.stdout.String(), "Created "+db+".key") {
		t.Errorf("first start: got %q, want it to name the new secret key to back up", first.stdout.String())
	}
	var out, errOut bytes.Buffer
	err := run(context.Background(), []string{"serve", "--db", db, "--api-addr", "127.0.0.1:0", "--ai-addr", "127.0.0.1:0"},
		noEnv, strings.NewReader(""), &out, &errOut)
	want := fmt.Sprintf("another larder serve (pid %d) is already using %s", os.Getpid(), db)
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("second serve: got %v, want %q", err, want)
	}
	if strings.Contains(out.String(), "listening") {
		t.Errorf("the refused serve listened: %q", out.String())
	}
	// Operator commands still work beside the running server.
	larder(t, db, "client", "create", "--name", "beside")
}

func TestBackupOfALiveDatabase(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "larder.db")
	s := startServer(t, db)
	var created map[string]string
	json.Unmarshal([]byte(larder(t, db, "client", "create", "--name", "acme", "--tier", "scale", "--json")), &created)
	key := created["api_key"]

	// Calls keep writing (usage, pantries) while the backups are taken.
	stop := make(chan struct{})
	var wg sync.WaitGroup
	var answered atomic.Int64
	for range 4 {
		wg.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				req, _ := http.NewRequest("POST", s.rest+"/api/v1/recipes/generate", strings.NewReader(`{"ingredients":["rice","eggs","peas"]}`))
				req.Header.Set("Authorization", "Bearer "+key)
				req.Header.Set("Content-Type", "application/json")
				if resp, err := http.DefaultClient.Do(req); err == nil {
					resp.Body.Close()
					answered.Add(1)
				}
			}
		})
	}
	waitFor(t, "calls under way", func() bool { return answered.Load() > 20 })
	backup := filepath.Join(dir, "copy.db")
	out := larder(t, db, "backup", "--to", backup)
	if !strings.Contains(out, "backed up") {
		t.Errorf("backup said %q", out)
	}
	var errOut bytes.Buffer
	err := run(context.Background(), []string{"backup", "--db", db, "--to", backup}, noEnv, nil, &bytes.Buffer{}, &errOut)
	if err == nil || !strings.Contains(err.Error(), "already exists; pass --force") {
		t.Errorf("backup over an existing file: got %v, want a refusal naming --force", err)
	}
	larder(t, db, "backup", "--to", backup, "--force")
	close(stop)
	wg.Wait()

	// Restore: a server started on the copy knows the client and its key.
	restored := filepath.Join(t.TempDir(), "restored.db")
	copyFile(t, backup, restored)
	copyFile(t, db+".key", restored+".key")
	r := startServer(t, restored)
	if resp := get(t, r.rest+"/api/v1/usage", key); resp.StatusCode != http.StatusOK {
		t.Errorf("usage on the restored copy: got %d, want 200", resp.StatusCode)
	}
	st, err := store.Open(context.Background(), restored)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if _, err := st.CallbackSecret(context.Background(), created["client_id"]); err != nil {
		t.Errorf("callback secret on the restored copy with its key: %v", err)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return
		}
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestSIGTERMCutsNoKeepAliveRequest runs keep-alive clients through a stop: every
// request sent gets its whole answer. The clients stop sending new requests once a
// health checker sees /readyz answer 503, as a load balancer would.
func TestSIGTERMCutsNoKeepAliveRequest(t *testing.T) {
	db := filepath.Join(t.TempDir(), "larder.db")
	s := startServer(t, db, "--drain-delay", "3s")
	var created map[string]string
	json.Unmarshal([]byte(larder(t, db, "client", "create", "--name", "acme", "--tier", "scale", "--json")), &created)
	larder(t, db, "tier", "set", "scale", "--per-minute", "0", "--per-day", "0")

	var notReady atomic.Bool
	go func() {
		for !notReady.Load() {
			resp, err := http.Get(s.rest + "/readyz")
			if err != nil {
				return
			}
			resp.Body.Close()
			if resp.StatusCode == http.StatusServiceUnavailable {
				notReady.Store(true)
			}
		}
	}()
	var sent, answered, closedByServer atomic.Int64
	var cut sync.Map
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Go(func() {
			client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 1}}
			defer client.CloseIdleConnections()
			base := s.rest
			if i%2 == 1 {
				base = s.ai
			}
			for !notReady.Load() {
				var req *http.Request
				if i%2 == 0 {
					req, _ = http.NewRequest("POST", base+"/api/v1/recipes/generate", strings.NewReader(`{"ingredients":["rice","eggs","peas"]}`))
				} else {
					req, _ = http.NewRequest("POST", base+"/api/v1/enrich-ingredients", strings.NewReader(`{"ingredients":["2 cups rice"]}`))
				}
				req.Header.Set("Authorization", "Bearer "+created["api_key"])
				req.Header.Set("Content-Type", "application/json")
				sent.Add(1)
				resp, err := client.Do(req)
				if err != nil {
					var op *net.OpError
					if errors.As(err, &op) && op.Op == "dial" && errors.Is(err, syscall.ECONNREFUSED) {
						sent.Add(-1) // never sent: the listener was already closed
						return
					}
					cut.Store(err.Error(), true)
					return
				}
				var body bytes.Buffer
				_, err = body.ReadFrom(resp.Body)
				resp.Body.Close()
				if err != nil || resp.StatusCode != http.StatusOK {
					cut.Store(fmt.Sprintf("%d %v", resp.StatusCode, err), true)
					return
				}
				if resp.Close {
					closedByServer.Add(1)
				}
				answered.Add(1)
			}
		})
	}
	waitFor(t, "load under way", func() bool { return answered.Load() > 50 })
	stopped := make(chan error, 1)
	go func() { stopped <- s.stop() }()
	wg.Wait()
	if err := <-stopped; err != nil {
		t.Errorf("serve after the stop: %v, want nil", err)
	}
	cut.Range(func(k, _ any) bool {
		t.Errorf("a request was cut: %v", k)
		return true
	})
	if answered.Load() != sent.Load() {
		t.Errorf("answered %d of %d requests sent", answered.Load(), sent.Load())
	}
	if !notReady.Load() || closedByServer.Load() == 0 {
		t.Errorf("readyz 503 seen: %v, answers with Connection: close: %d; want both", notReady.Load(), closedByServer.Load())
	}
}

func TestSecretKeyFromTheEnvironment(t *testing.T) {
	db := filepath.Join(t.TempDir(), "larder.db")
	key := store.NewSecretKey()
	env := func(k string) string {
		if k == "LARDER_SECRET_KEY" {
			return key
		}
		return ""
	}
	var out, errOut bytes.Buffer
	if err := run(context.Background(), []string{"client", "create", "--name", "acme", "--db", db}, env, nil, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(store.KeyFile(db)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("with LARDER_SECRET_KEY a key file was written beside the database (%v)", err)
	}
	err := run(context.Background(), []string{"client", "list", "--db", db}, noEnv, nil, &out, &errOut)
	if err == nil || !strings.Contains(err.Error(), "no key was found") {
		t.Errorf("without the key: got %v, want a refusal asking for it", err)
	}
	if err := run(context.Background(), []string{"client", "list", "--db", db}, env, nil, &out, &errOut); err != nil {
		t.Errorf("with the key again: %v", err)
	}
}
