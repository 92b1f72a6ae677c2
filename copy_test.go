package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"larder/store/storetest"
)

// larderWith runs one command in-process with an environment and returns its output.
func larderWith(t *testing.T, getenv func(string) string, stdin string, args ...string) string {
	t.Helper()
	var out, errOut bytes.Buffer
	if err := run(context.Background(), args, getenv, strings.NewReader(stdin), &out, &errOut); err != nil {
		t.Fatalf("larder %v: %v\n%s", args, err, errOut.String())
	}
	return out.String()
}

func generate(srv, key string) (int, error) {
	req, _ := http.NewRequest("POST", srv+"/api/v1/recipes/generate", strings.NewReader(`{"ingredients":["rice","eggs","peas"]}`))
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	resp.Body.Close()
	return resp.StatusCode, nil
}

func usageOf(t *testing.T, srv, key string) map[string]any {
	t.Helper()
	req, _ := http.NewRequest("GET", srv+"/api/v1/usage", nil)
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET usage with the source's key: %s", resp.Status)
	}
	var u map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&u); err != nil {
		t.Fatal(err)
	}
	return u
}

// keyEnv is an environment holding only LARDER_SECRET_KEY.
func keyEnv(key string) func(string) string {
	return func(k string) string {
		if k == "LARDER_SECRET_KEY" {
			return key
		}
		return ""
	}
}

func TestCopyALiveDatabaseAndServeTheCopy(t *testing.T) {
	storetest.ForEachBackend(t, func(t *testing.T, b storetest.Backend) {
		dir := t.TempDir()
		// The target's environment: PostgreSQL needs LARDER_SECRET_KEY, a SQLite copy
		// gets a key file of its own. Either way the secrets are sealed again.
		env, live := noEnv, func() string { return filepath.Join(dir, "live.db") }
		if b.Name == "postgres" {
			env, live = keyEnv(storetest.SecretKey), func() string { return storetest.PostgresURL(t) }
		}
		target := b.DB()
		db := filepath.Join(dir, "larder.db")
		larder(t, db, "tier", "set", "starter", "--per-minute", "0", "--per-day", "100000")
		var created map[string]string
		json.Unmarshal([]byte(larder(t, db, "client", "create", "--name", "acme", "--tier", "starter", "--email", "cook@acme.test", "--json")), &created)
		key := created["api_key"]
		larder(t, db, "host", "add", "acme", "hooks.acme.test")
		larderWith(t, noEnv, "correct horse battery\n", "admin", "create", "--email", "admin@larder.test", "--db", db)
		src := startServer(t, db)

		// A copy taken while calls are being answered is consistent as of one moment.
		stop := make(chan struct{})
		var wg sync.WaitGroup
		var ok atomic.Int64
		for range 3 {
			wg.Go(func() {
				for {
					select {
					case <-stop:
						return
					default:
					}
					if code, err := generate(src.rest, key); err == nil && code == http.StatusOK {
						ok.Add(1)
					}
				}
			})
		}
		waitFor(t, "calls under way", func() bool { return ok.Load() > 10 })
		out := larderWith(t, env, "", "copy", "--from", db, "--to", live())
		close(stop)
		wg.Wait()
		if !strings.Contains(out, "every table matches") {
			t.Errorf("copy of a live database said %q", out)
		}

		// Copied at rest, the copy answers the source's key with the same usage.
		want := usageOf(t, src.rest, key)
		out = larderWith(t, env, "", "copy", "--from", db, "--to", target)
		for _, table := range []string{"usage", "api_keys", "callback_hosts", "users", "audit_log"} {
			if !strings.Contains(out, table) {
				t.Errorf("the count check does not show %s:\n%s", table, out)
			}
		}
		if strings.Contains(out, "MISMATCH") {
			t.Errorf("count check: %s", out)
		}
		var errOut bytes.Buffer
		err := run(context.Background(), []string{"copy", "--from", db, "--to", target}, env, nil, &bytes.Buffer{}, &errOut)
		if err == nil || !strings.Contains(err.Error(), "--force") {
			t.Errorf("a second copy into the same target: got %v, want a refusal naming --force", err)
		}
		src.stop()
		dst := startServerWith(t, env, target)
		got := usageOf(t, dst.rest, key)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("usage from the copy:\ngot  %v\nwant %v", got, want)
		}
		if code, err := generate(dst.rest, key); err != nil || code != http.StatusOK {
			t.Errorf("generate on the copy with the source's key: %d %v", code, err)
		}
		hosts := larderWith(t, env, "", "host", "list", "--db", target)
		if !strings.Contains(hosts, "hooks.acme.test") || !strings.Contains(hosts, "approved") {
			t.Errorf("hosts in the copy: %q", hosts)
		}
	})
}

func TestCopyToPostgreSQLNeedsTheSecretKey(t *testing.T) {
	db := filepath.Join(t.TempDir(), "larder.db")
	larder(t, db, "client", "create", "--name", "acme")
	var errOut bytes.Buffer
	err := run(context.Background(), []string{"copy", "--from", db, "--to", "postgres://127.0.0.1:1/none"}, noEnv, nil, &bytes.Buffer{}, &errOut)
	if err == nil || !strings.Contains(err.Error(), "LARDER_SECRET_KEY") || !strings.Contains(err.Error(), db+".key") {
		t.Errorf("got %v, want a refusal that says how to give LARDER_SECRET_KEY, naming %s.key", err, db)
	}
}
