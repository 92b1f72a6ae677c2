package store

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"larder/store/storetest"
)

func openShared(t *testing.T, db string) *Store {
	t.Helper()
	st, err := OpenWith(context.Background(), db, Options{SecretKey: storetest.SecretKey})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// The conditional commit reads a client's counts after its row lock is granted, so it
// must see what the lock's previous holder committed, whatever isolation the server's
// or role's default_transaction_isolation names: under REPEATABLE READ the counts came
// from a snapshot taken before the wait and a full quota was granted past its limit.
func TestCommitUsageSeesCountsCommittedWhileItWaited(t *testing.T) {
	ctx := context.Background()
	db := storetest.PostgresURL(t)
	u, err := url.Parse(db)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("default_transaction_isolation", "repeatable read")
	u.RawQuery = strings.ReplaceAll(q.Encode(), "+", "%20")
	st := openShared(t, u.String())
	c, _, err := st.CreateClient(ctx, "acme", "starter", "")
	if err != nil {
		t.Fatal(err)
	}
	const day, limit = "2026-11-23", 5

	// Another replica's batch holds the client's row while it writes the last units.
	other, err := pgx.Connect(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close(ctx)
	tx, err := other.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(ctx)
	if _, err := tx.Exec(ctx, "SELECT trial_used FROM clients WHERE id = $1 FOR UPDATE", c.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec(ctx, "INSERT INTO usage (client_id, day, operation, count) VALUES ($1, $2, 'healthify', $3)",
		c.ID, day, limit); err != nil {
		t.Fatal(err)
	}

	type outcome struct {
		uc  UsageCommit
		err error
	}
	got := make(chan outcome, 1)
	go func() {
		uc, err := st.CommitUsage(ctx, UsageEvent{ClientID: c.ID, Day: day, Operation: "generate", DayLimit: limit})
		got <- outcome{uc, err}
	}()
	waitFor(t, func() bool {
		var waiting int
		st.read.QueryRowContext(ctx, "SELECT count(*) FROM pg_stat_activity WHERE ? = ANY(pg_blocking_pids(pid))",
			other.PgConn().PID()).Scan(&waiting)
		return waiting > 0
	})
	if err := tx.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	o := <-got
	if o.err != nil {
		t.Fatal(o.err)
	}
	if o.uc.Refused != RefusedByDay {
		t.Errorf("outcome %+v: got refused %q, want %q (the day's %d units were taken while it waited)",
			o.uc, o.uc.Refused, RefusedByDay, limit)
	}
	if _, daily, err := st.UsedCounts(ctx, c.ID, day); err != nil || daily != limit {
		t.Errorf("stored daily count: got %d (%v), want %d", daily, err, limit)
	}
}

// A usage batch holds its clients' rows only against other batches (FOR NO KEY UPDATE):
// rows that merely refer to a client, such as its delivery records, are written while a
// batch of its calls is in flight, not after it.
func TestUsageBatchLetsRowsReferringToItsClientsBeWritten(t *testing.T) {
	ctx := context.Background()
	db := storetest.PostgresURL(t)
	st := openShared(t, db)
	c, _, err := st.CreateClient(ctx, "acme", "starter", "")
	if err != nil {
		t.Fatal(err)
	}
	const day = "2026-11-23"
	if err := st.RecordUsage(ctx, UsageEvent{ClientID: c.ID, Day: day, Operation: "generate"}); err != nil {
		t.Fatal(err)
	}
	// Another transaction holds the client's usage row, so the next batch stops there,
	// with the client's row locked.
	other, err := pgx.Connect(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close(ctx)
	tx, err := other.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(ctx)
	if _, err := tx.Exec(ctx, "UPDATE usage SET count = count WHERE client_id = $1", c.ID); err != nil {
		t.Fatal(err)
	}
	batch := make(chan error, 1)
	go func() { batch <- st.RecordUsage(ctx, UsageEvent{ClientID: c.ID, Day: day, Operation: "generate"}) }()
	waitFor(t, func() bool {
		var waiting int
		st.read.QueryRowContext(ctx, "SELECT count(*) FROM pg_stat_activity WHERE ? = ANY(pg_blocking_pids(pid))",
			other.PgConn().PID()).Scan(&waiting)
		return waiting > 0
	})

	recorded := make(chan error, 1)
	go func() {
		recorded <- st.RecordDeliveries(ctx, []DeliveryRecord{{ClientID: c.ID, RequestID: "r1", Operation: "generate",
			Host: "example.com", Outcome: "delivered", CreatedAt: time.Unix(1763856000, 0)}})
	}()
	select {
	case err := <-recorded:
		if err != nil {
			t.Fatal(err)
		}
	case err := <-batch:
		// The batch ended (its deadline, 5 s) before the record could be written.
		t.Fatalf("the delivery record waited for the usage batch, which ended with %v", err)
	}
	if err := tx.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	if err := <-batch; err != nil {
		t.Fatal(err)
	}
}
