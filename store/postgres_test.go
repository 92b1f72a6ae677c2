package store

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"larder/store/storetest"
)

func TestPostgresNeedsTheSharedSecretKey(t *testing.T) {
	ctx := context.Background()
	db := storetest.PostgresURL(t)
	if _, err := Open(ctx, db); !errors.Is(err, ErrSecretKeyRequired) || !strings.Contains(err.Error(), "head -c 32 /dev/urandom | base64") {
		t.Fatalf("no key: got %v, want ErrSecretKeyRequired saying how to make one", err)
	}
	st, err := OpenWith(ctx, db, Options{SecretKey: storetest.SecretKey})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if src, created := st.SecretKey(); src != "LARDER_SECRET_KEY" || created {
		t.Errorf("SecretKey: got %q, %v; want LARDER_SECRET_KEY, not created", src, created)
	}
	c, _, err := st.CreateClient(ctx, "acme", "starter", "")
	if err != nil {
		t.Fatal(err)
	}
	var raw string
	st.read.QueryRowContext(ctx, "SELECT callback_secret FROM clients WHERE id = ?", c.ID).Scan(&raw)
	if !strings.HasPrefix(raw, sealedPrefix) || strings.Contains(raw, c.CallbackSecret) {
		t.Errorf("stored: got %q, want it sealed", raw)
	}
	// A replica given another key is refused rather than signing with the wrong secret.
	if _, err := OpenWith(ctx, db, Options{SecretKey: NewSecretKey()}); err == nil || !strings.Contains(err.Error(), "does not open") {
		t.Errorf("another key: got %v, want a refusal", err)
	}
	other, err := OpenWith(ctx, db, Options{SecretKey: storetest.SecretKey})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if got, err := other.CallbackSecret(ctx, c.ID); err != nil || got != c.CallbackSecret {
		t.Errorf("another replica's secret: got %q (%v), want %q", got, err, c.CallbackSecret)
	}
	if err := st.Backup(ctx, t.TempDir()+"/x.db"); !errors.Is(err, ErrBackupPostgres) || !strings.Contains(err.Error(), "pg_dump") {
		t.Errorf("Backup: got %v, want ErrBackupPostgres naming pg_dump", err)
	}
}

// listenTo returns a connection listening on the triggers' channel.
func listenTo(t *testing.T, db string) *pgx.Conn {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close(context.Background()) })
	if _, err := conn.Exec(ctx, "LISTEN "+changedChannel); err != nil {
		t.Fatal(err)
	}
	return conn
}

func nextNotice(t *testing.T, conn *pgx.Conn) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	n, err := conn.WaitForNotification(ctx)
	if err != nil {
		t.Fatalf("waiting for a notice: %v", err)
	}
	return n.Payload
}

// What callers cache notifies every replica; metering's trial counter does not, or
// every trial call would empty every replica's caches.
func TestTriggersNotifyChangesToCachedData(t *testing.T) {
	ctx := context.Background()
	db := storetest.PostgresURL(t)
	st, err := OpenWith(ctx, db, Options{SecretKey: storetest.SecretKey})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	var schema string
	st.read.QueryRowContext(ctx, "SELECT current_schema()").Scan(&schema)
	conn := listenTo(t, db)
	c, _, err := st.CreateClient(ctx, "acme", "sandbox", "")
	if err != nil {
		t.Fatal(err)
	}
	if got := nextNotice(t, conn); got != schema {
		t.Fatalf("after CreateClient: got notice %q, want %q", got, schema)
	}
	for _, change := range []struct {
		name string
		do   func() error
	}{
		{"a tier", func() error { n := 3; _, err := st.UpdateTier(ctx, "sandbox", TierChange{Trial: &n}); return err }},
		{"a client's tier", func() error { return st.SetClientTier(ctx, c.ID, "starter") }},
		{"a key", func() error { return st.RevokeKeys(ctx, c.ID) }},
		{"a host", func() error { _, err := st.ApproveCallbackHostFor(ctx, c.ID, "example.com", 443); return err }},
		{"the cookie keys", func() error { return st.RotateSessionKeys(ctx) }},
	} {
		if err := change.do(); err != nil {
			t.Fatalf("%s: %v", change.name, err)
		}
		if got := nextNotice(t, conn); got != schema {
			t.Errorf("after changing %s: got notice %q, want %q", change.name, got, schema)
		}
	}
	// Notices arrive in commit order: had the trial calls notified, theirs would come first.
	for range 3 {
		if err := st.RecordUsage(ctx, UsageEvent{ClientID: c.ID, Day: "2026-11-23", Operation: "generate", Trial: true}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := st.write.ExecContext(ctx, "SELECT pg_notify('"+changedChannel+"', 'marker')"); err != nil {
		t.Fatal(err)
	}
	if got := nextNotice(t, conn); got != "marker" {
		t.Errorf("after trial calls: got notice %q, want none before the marker", got)
	}
}

// Watch connects again after losing its connection, and bumps the generation then,
// since notices sent meanwhile are lost.
func TestWatchReconnectsAfterLosingItsConnection(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	db := storetest.PostgresURL(t)
	open := func() *Store {
		st, err := OpenWith(ctx, db, Options{SecretKey: storetest.SecretKey})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return st
	}
	server, cli := open(), open()
	done := make(chan error, 1)
	go func() { done <- server.Watch(ctx, 100*time.Millisecond) }()
	waitFor(t, func() bool { return server.listenPID.Load() != 0 })
	pid := server.listenPID.Load()
	before := server.Generation()
	var ended bool
	if err := cli.read.QueryRowContext(ctx, "SELECT pg_terminate_backend(?)", pid).Scan(&ended); err != nil || !ended {
		t.Fatalf("end Watch's connection: %v, %v", ended, err)
	}
	waitFor(t, func() bool { return server.listenPID.Load() != pid })
	if server.Generation() == before {
		t.Error("Watch reconnected without bumping the generation")
	}
	before = server.Generation()
	if _, _, err := cli.CreateClient(ctx, "acme", "sandbox", ""); err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool { return server.Generation() != before })
	cancel()
	if err := <-done; err != nil {
		t.Errorf("Watch: %v", err)
	}
}
