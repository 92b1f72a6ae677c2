package store

import (
	"bytes"
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"larder/migrations"
)

func open(t *testing.T, path string) *Store {
	t.Helper()
	st, err := Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

func TestMigrationsApplyOnceAndAreIdempotent(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "larder.db")
	files, _ := fs.Glob(migrations.FS, "*.sql")

	first := open(t, path)
	if _, _, err := first.CreateClient(ctx, "acme", "sandbox", ""); err != nil {
		t.Fatal(err)
	}
	first.Close()

	again := open(t, path) // would fail on "table already exists" if re-applied
	if err := again.Migrate(ctx); err != nil {
		t.Fatalf("migrating twice: %v", err)
	}
	names, err := again.AppliedMigrations(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(names) != len(files) {
		t.Errorf("applied: got %v, want each of %v once", names, files)
	}
	if _, err := again.FindClient(ctx, "acme"); err != nil {
		t.Errorf("data after restart: %v", err)
	}
	tiers, _ := again.ListTiers(ctx)
	if len(tiers) != 4 {
		t.Errorf("tiers: got %d, want the 4 defaults seeded once", len(tiers))
	}
}

func TestDatabaseHoldsNoUsableKey(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "larder.db")
	st := open(t, path)
	c, key, err := st.CreateClient(ctx, "acme", "starter", "")
	if err != nil {
		t.Fatal(err)
	}
	rotated, err := st.RotateKey(ctx, c.ID, KeyOptions{})
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	for _, f := range []string{path, path + "-wal"} {
		b, _ := os.ReadFile(f)
		for _, k := range []string{key, rotated, key[3:], rotated[3:]} {
			if bytes.Contains(b, []byte(k)) {
				t.Errorf("%s contains a key in plain text", filepath.Base(f))
			}
		}
	}
	if len(key) != 35 || key[:3] != "lk_" {
		t.Errorf("key %q: want lk_ and 32 characters", key)
	}
}

func TestUpdateTierChangesOnlyWhatIsGiven(t *testing.T) {
	st := open(t, filepath.Join(t.TempDir(), "larder.db"))
	n := 5
	got, err := st.UpdateTier(context.Background(), "starter", TierChange{PerDay: &n})
	if err != nil {
		t.Fatal(err)
	}
	want := Tier{Name: "starter", PerMinute: 60, PerDay: 5, Trial: 0, Route: RouteBuiltin}
	if got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
	if _, err := st.UpdateTier(context.Background(), "gold", TierChange{PerDay: &n}); err == nil {
		t.Error("unknown tier: got no error")
	}
}

func TestRecordUsageGroupsConcurrentCommits(t *testing.T) {
	ctx := context.Background()
	st := open(t, filepath.Join(t.TempDir(), "larder.db"))
	c, _, err := st.CreateClient(ctx, "acme", "sandbox", "")
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for i := range 200 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			op := []string{"generate", "healthify"}[i%2]
			if err := st.RecordUsage(ctx, UsageEvent{ClientID: c.ID, Day: "2026-11-22", Operation: op, Trial: i < 10}); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	trial, daily, err := st.UsedCounts(ctx, c.ID, "2026-11-22")
	if err != nil {
		t.Fatal(err)
	}
	if trial != 10 || daily != 200 {
		t.Errorf("got trial %d daily %d, want 10 and 200", trial, daily)
	}
	rows, _ := st.ListUsage(ctx, c.ID, "2026-11-01")
	if len(rows) != 2 || rows[0].Count != 100 || rows[1].Count != 100 {
		t.Errorf("by operation: got %+v, want 100 generate and 100 healthify", rows)
	}
	st.Close()
	if err := st.RecordUsage(ctx, UsageEvent{ClientID: c.ID, Day: "2026-11-22", Operation: "generate"}); err != ErrClosed {
		t.Errorf("after Close: got %v, want ErrClosed", err)
	}
}

func TestWatchSeesOtherConnectionsWrites(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	path := filepath.Join(t.TempDir(), "larder.db")
	server := open(t, path)
	cli := open(t, path)
	done := make(chan error, 1)
	go func() { done <- server.Watch(ctx, 5e6) }()

	before := server.Generation()
	c, _, _ := cli.CreateClient(ctx, "acme", "sandbox", "")
	waitFor(t, func() bool { return server.Generation() != before })
	before = server.Generation()
	for range 3 {
		server.RecordUsage(ctx, UsageEvent{ClientID: c.ID, Day: "2026-11-22", Operation: "generate"})
	}
	if err := cli.RevokeKeys(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool { return server.Generation() != before })
	cancel()
	if err := <-done; err != nil {
		t.Errorf("Watch: %v", err)
	}
}
