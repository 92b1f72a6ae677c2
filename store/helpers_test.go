package store

import (
	"context"
	"testing"
	"time"

	"larder/store/storetest"
)

// waitFor polls cond until it holds, failing the test after a generous deadline.
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("condition not met before the deadline")
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// forEachBackend runs fn against SQLite and, when LARDER_TEST_POSTGRES_URL is set,
// PostgreSQL. Each call of open opens another Store on the same fresh database, closed
// when the test ends.
func forEachBackend(t *testing.T, fn func(t *testing.T, open func() *Store)) {
	t.Helper()
	storetest.ForEachBackend(t, func(t *testing.T, b storetest.Backend) {
		fn(t, func() *Store {
			t.Helper()
			var o Options
			if b.Name == "postgres" {
				o.SecretKey = storetest.SecretKey
			}
			st, err := OpenWith(context.Background(), b.DB(), o)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { st.Close() })
			return st
		})
	})
}
