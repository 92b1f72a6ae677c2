package store

import (
	"bytes"
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"

	"larder/migrations"
	"larder/store/storetest"
)

// open opens the SQLite database at path for a test of SQLite alone.
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
	forEachBackend(t, func(t *testing.T, open func() *Store) {
		ctx := context.Background()
		first := open()
		files, _ := fs.Glob(migrations.SQLite, "*.sql")
		if first.d == postgresDialect {
			files, _ = fs.Glob(migrations.Postgres, "*.sql")
		}
		if _, _, err := first.CreateClient(ctx, "acme", "sandbox", ""); err != nil {
			t.Fatal(err)
		}
		first.Close()

		again := open() // would fail on "table already exists" if re-applied
		if err := again.Migrate(ctx); err != nil {
			t.Fatalf("migrating twice: %v", err)
		}
		names, err := again.AppliedMigrations(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(names, files) {
			t.Errorf("applied: got %v, want each of %v once", names, files)
		}
		if _, err := again.FindClient(ctx, "acme"); err != nil {
			t.Errorf("data after restart: %v", err)
		}
		tiers, _ := again.ListTiers(ctx)
		if len(tiers) != 4 {
			t.Errorf("tiers: got %d, want the 4 defaults seeded once", len(tiers))
		}
	})
}

// Every schema change is made for both backends, under the same name.
func TestMigrationsPairUpAcrossBackends(t *testing.T) {
	lite, _ := fs.Glob(migrations.SQLite, "*.sql")
	pg, _ := fs.Glob(migrations.Postgres, "*.sql")
	if len(lite) == 0 || !slices.Equal(lite, pg) {
		t.Errorf("SQLite migrations %v, PostgreSQL's %v: want the same names", lite, pg)
	}
}

// Replicas starting together on an empty PostgreSQL database migrate it once between them.
func TestMigrationsRaceOnPostgres(t *testing.T) {
	db := storetest.PostgresURL(t)
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			st, err := OpenWith(context.Background(), db, Options{SecretKey: storetest.SecretKey})
			if err == nil {
				st.Close()
			}
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Errorf("a replica failed to start: %v", err)
		}
	}
}

func TestDatabaseHoldsNoUsableKey(t *testing.T) {
	forEachBackend(t, func(t *testing.T, open func() *Store) {
		ctx := context.Background()
		st := open()
		c, key, err := st.CreateClient(ctx, "acme", "starter", "")
		if err != nil {
			t.Fatal(err)
		}
		rotated, err := st.RotateKey(ctx, c.ID, KeyOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for what, b := range contents(t, st) {
			for _, k := range []string{key, rotated, key[3:], rotated[3:]} {
				if bytes.Contains(b, []byte(k)) {
					t.Errorf("%s contains a key in plain text", what)
				}
			}
		}
		if len(key) != 35 || key[:3] != "lk_" {
			t.Errorf("key %q: want lk_ and 32 characters", key)
		}
	})
}

// contents returns what the database holds as bytes: SQLite's files (after closing st),
// or PostgreSQL's tables as text.
func contents(t *testing.T, st *Store) map[string][]byte {
	ctx := context.Background()
	out := map[string][]byte{}
	if st.d == sqliteDialect {
		var path string
		st.read.QueryRowContext(ctx, "SELECT file FROM pragma_database_list WHERE name = 'main'").Scan(&path)
		st.Close()
		for _, f := range []string{path, path + "-wal"} {
			out[filepath.Base(f)], _ = os.ReadFile(f)
		}
		return out
	}
	for _, table := range []string{"clients", "api_keys"} {
		var text string
		if err := st.read.QueryRowContext(ctx, "SELECT string_agg(t::text, ' ') FROM "+table+" t").Scan(&text); err != nil {
			t.Fatal(err)
		}
		out[table] = []byte(text)
	}
	return out
}

func TestUpdateTierChangesOnlyWhatIsGiven(t *testing.T) {
	forEachBackend(t, testUpdateTier)
}

func testUpdateTier(t *testing.T, open func() *Store) {
	st := open()
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
	forEachBackend(t, testRecordUsage)
}

func testRecordUsage(t *testing.T, open func() *Store) {
	ctx := context.Background()
	st := open()
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
	forEachBackend(t, testWatch)
}

func testWatch(t *testing.T, open func() *Store) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	server := open()
	cli := open()
	done := make(chan error, 1)
	go func() { done <- server.Watch(ctx, 5e6) }()
	if server.d == postgresDialect {
		waitFor(t, func() bool { return server.listenPID.Load() != 0 })
	}

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
