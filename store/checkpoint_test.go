package store

import (
	"context"
	"path/filepath"
	"testing"
)

// Usage commits never checkpoint on the writer connection; the store's own goroutine
// copies the WAL into the database file beside them.
func TestCheckpointsRunOffTheWriter(t *testing.T) {
	ctx := context.Background()
	st := open(t, filepath.Join(t.TempDir(), "larder.db"))
	var auto int
	if err := st.write.QueryRowContext(ctx, "PRAGMA wal_autocheckpoint").Scan(&auto); err != nil {
		t.Fatal(err)
	}
	if auto != 0 {
		t.Fatalf("writer wal_autocheckpoint: got %d, want 0", auto)
	}
	if err := st.read.QueryRowContext(ctx, "PRAGMA wal_autocheckpoint").Scan(&auto); err != nil {
		t.Fatal(err)
	}
	if auto == 0 {
		t.Fatalf("reader wal_autocheckpoint: got 0, want SQLite's default")
	}
	c, _, err := st.CreateClient(ctx, "acme", "sandbox", "")
	if err != nil {
		t.Fatal(err)
	}
	before := st.ckpt.runs.Load()
	for range 20 {
		if err := st.RecordUsage(ctx, UsageEvent{ClientID: c.ID, Day: "2026-11-22", Operation: "generate"}); err != nil {
			t.Fatal(err)
		}
	}
	waitFor(t, func() bool { return st.ckpt.runs.Load() > before })
	if _, daily, err := st.UsedCounts(ctx, c.ID, "2026-11-22"); err != nil || daily != 20 {
		t.Fatalf("got %d calls (%v), want 20", daily, err)
	}
}
