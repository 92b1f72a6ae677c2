package store

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"larder/store/storetest"
)

// copyBackend opens fresh, empty stores of one backend.
type copyBackend struct {
	name string
	open func(t *testing.T) *Store
}

// copyBackends are SQLite and, when LARDER_TEST_POSTGRES_URL is set, PostgreSQL (each
// store a schema of its own, with the tests' secret key: copies between them re-seal).
func copyBackends(t *testing.T) []copyBackend {
	b := []copyBackend{
		{"sqlite", func(t *testing.T) *Store { return open(t, filepath.Join(t.TempDir(), "larder.db")) }},
	}
	if os.Getenv(storetest.PostgresEnv) == "" {
		t.Logf("PostgreSQL copies not tested: set %s to run them", storetest.PostgresEnv)
		return b
	}
	return append(b, copyBackend{"postgres", func(t *testing.T) *Store {
		st, err := OpenWith(context.Background(), storetest.PostgresURL(t), Options{SecretKey: storetest.SecretKey})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return st
	}})
}

func TestCopyKnowsEveryTable(t *testing.T) {
	ctx := context.Background()
	for _, b := range copyBackends(t) {
		t.Run(b.name, func(t *testing.T) {
			s := b.open(t)
			tx, err := s.read.BeginTx(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			defer tx.Rollback()
			names, err := listTables(ctx, tx, s.onPostgres())
			if err != nil {
				t.Fatal(err)
			}
			for _, n := range names {
				if !slices.Contains(copyTables, n) && !slices.Contains(notCopied, n) {
					t.Errorf("table %s is in the migrations but not in copyTables or notCopied (store/copy.go)", n)
				}
			}
			for _, n := range copyTables {
				if !slices.Contains(names, n) {
					t.Errorf("copyTables names %s, which the migrations do not make", n)
				}
			}
		})
	}
}

// fillEveryTable puts at least one row in every table Copy moves, through the store's
// own methods, and returns the client it made.
func fillEveryTable(t *testing.T, s *Store) Client {
	t.Helper()
	ctx := context.Background()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	perDay := 77
	_, err := s.UpdateTier(ctx, "starter", TierChange{PerDay: &perDay})
	must(err)
	c, _, err := s.CreateClient(ctx, "acme", "starter", "owner@acme.test")
	must(err)
	_, err = s.RotateKey(ctx, c.ID, KeyOptions{Grace: time.Hour})
	must(err)
	must(s.RequestTier(ctx, c.ID, "pro"))
	for range 3 {
		must(s.RecordUsage(ctx, UsageEvent{ClientID: c.ID, Day: "2026-11-20", Operation: "generate"}))
	}
	must(s.RecordUsage(ctx, UsageEvent{ClientID: c.ID, Day: "2026-11-21", Operation: "healthify", Trial: true}))
	_, err = s.ApproveCallbackHostFor(ctx, c.ID, "hooks.acme.test", 443)
	must(err)
	_, _, err = s.RequestCallbackHost(ctx, c.ID, "other.acme.test", 8443)
	must(err)
	admin, err := s.CreateUser(ctx, "admin@larder.test", "correct horse battery", RoleAdmin, "")
	must(err)
	_, err = s.CreateUser(ctx, "cook@acme.test", "correct horse battery", RoleClient, c.ID)
	must(err)
	_, err = s.CreateToken(ctx, TokenInvite, "new@acme.test", c.ID, InviteTTL)
	must(err)
	q := 2.5
	_, err = s.CreatePantry(ctx, c.ID, "home", []PantryItem{
		{Name: "rice", Quantity: &q, Unit: "cup", Category: "grains"},
		{Name: "eggs", Category: "dairy"},
	})
	must(err)
	code := 200
	must(s.RecordDeliveries(ctx, []DeliveryRecord{
		{ClientID: c.ID, RequestID: "req_1", Operation: "generate", Host: "hooks.acme.test", StatusCode: &code, DurationMS: 12, Outcome: OutcomeDelivered},
		{ClientID: c.ID, RequestID: "req_2", Operation: "generate", Host: "hooks.acme.test", DurationMS: 3, Outcome: OutcomeFailed, Error: "timeout"},
	}))
	_, _, err = s.SessionKeys(ctx)
	must(err)
	_, err = s.CreateSession(ctx, admin.ID, "192.0.2.1")
	must(err)
	must(s.RecordAudit(ctx, AuditEntry{Actor: ActorOperator, Action: AuditClientCreate, Target: c.AuditTarget()}))
	return c
}

// dumpTable reads every row of table as text, sorted; a client's callback secret is
// shown opened, since each database seals it under its own key.
func dumpTable(t *testing.T, s *Store, table string) []string {
	t.Helper()
	rows, err := s.read.QueryContext(context.Background(), "SELECT * FROM "+table)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	cols, _ := rows.Columns()
	var out []string
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		for i, v := range vals {
			if cols[i] == "callback_secret" {
				if v, err = s.openSecret(fmt.Sprint(v)); err != nil {
					t.Fatal(err)
				}
			}
			if bs, ok := v.([]byte); ok {
				v = fmt.Sprintf("%x", bs)
			}
			fmt.Fprintf(&b, "%s=%v ", cols[i], v)
		}
		out = append(out, b.String())
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	slices.Sort(out)
	return out
}

func TestCopyMovesEveryRow(t *testing.T) {
	ctx := context.Background()
	for _, fromB := range copyBackends(t) {
		for _, toB := range copyBackends(t) {
			t.Run(fromB.name+" to "+toB.name, func(t *testing.T) {
				from, to := fromB.open(t), toB.open(t)
				c := fillEveryTable(t, from)
				counts, err := Copy(ctx, from, to, CopyOptions{})
				if err != nil {
					t.Fatal(err)
				}
				if len(counts) != len(copyTables) {
					t.Fatalf("got counts of %d tables, want %d", len(counts), len(copyTables))
				}
				for _, n := range counts {
					if n.Source == 0 || n.Source != n.Target {
						t.Errorf("%s: source %d, target %d; want the same, more than 0", n.Table, n.Source, n.Target)
					}
				}
				for _, table := range copyTables {
					got, want := dumpTable(t, to, table), dumpTable(t, from, table)
					if !slices.Equal(got, want) {
						t.Errorf("%s after the copy:\ngot  %q\nwant %q", table, got, want)
					}
				}
				var sealed string
				to.read.QueryRowContext(ctx, "SELECT callback_secret FROM clients WHERE id = "+placeholder(to, 1), c.ID).Scan(&sealed)
				if !strings.HasPrefix(sealed, sealedPrefix) {
					t.Errorf("the copied callback secret is kept as %q, want it sealed", sealed)
				}
				// The target makes new rows after the copied ids, and works as a store.
				p, err := to.CreatePantry(ctx, c.ID, "cabin", nil)
				if err != nil {
					t.Fatalf("a new pantry after the copy: %v", err)
				}
				pantries, _ := from.ListPantries(ctx, c.ID, 0, 10)
				if p.ID <= pantries[len(pantries)-1].ID {
					t.Errorf("new pantry id %d, want past the copied %d", p.ID, pantries[len(pantries)-1].ID)
				}
				secret, err := to.CallbackSecret(ctx, c.ID)
				if err != nil || secret != c.CallbackSecret {
					t.Errorf("callback secret in the copy: got %q, %v; want %q", secret, err, c.CallbackSecret)
				}
			})
		}
	}
}

func placeholder(s *Store, n int) string {
	if s.onPostgres() {
		return fmt.Sprintf("$%d", n)
	}
	return "?"
}

func TestCopyRefusesATargetWithDataUnlessReplacing(t *testing.T) {
	ctx := context.Background()
	for _, b := range copyBackends(t) {
		t.Run(b.name, func(t *testing.T) {
			from, to := b.open(t), b.open(t)
			fillEveryTable(t, from)
			if _, _, err := to.CreateClient(ctx, "already-here", "sandbox", ""); err != nil {
				t.Fatal(err)
			}
			_, err := Copy(ctx, from, to, CopyOptions{})
			if !errors.Is(err, ErrTargetNotEmpty) || !strings.Contains(err.Error(), "clients: 1") {
				t.Fatalf("copy into a database with a client: got %v, want ErrTargetNotEmpty naming clients: 1", err)
			}
			if _, err := to.FindClient(ctx, "already-here"); err != nil {
				t.Errorf("the refused copy changed the target: %v", err)
			}
			if _, err := Copy(ctx, from, to, CopyOptions{Replace: true}); err != nil {
				t.Fatalf("copy with Replace: %v", err)
			}
			if _, err := to.FindClient(ctx, "already-here"); !errors.Is(err, ErrNotFound) {
				t.Errorf("after Replace the old client: got %v, want ErrNotFound", err)
			}
			if _, err := to.FindClient(ctx, "acme"); err != nil {
				t.Errorf("after Replace the copied client: %v", err)
			}
		})
	}
}

func TestCopyRefusesATableItDoesNotKnow(t *testing.T) {
	ctx := context.Background()
	for _, b := range copyBackends(t) {
		t.Run(b.name, func(t *testing.T) {
			from, to := b.open(t), b.open(t)
			if _, err := from.write.ExecContext(ctx, "CREATE TABLE later_feature (id INTEGER PRIMARY KEY)"); err != nil {
				t.Fatal(err)
			}
			_, err := Copy(ctx, from, to, CopyOptions{})
			if err == nil || !strings.Contains(err.Error(), "later_feature is not in the copy list") {
				t.Errorf("got %v, want a refusal naming later_feature", err)
			}
		})
	}
}

// Replicas started before the copy leave a setup link and cookie keys: that is not data
// to refuse, and the source's replace it.
func TestCopyTakesATargetHoldingOnlyWhatLarderMade(t *testing.T) {
	ctx := context.Background()
	for _, b := range copyBackends(t) {
		t.Run(b.name, func(t *testing.T) {
			from, to := b.open(t), b.open(t)
			fillEveryTable(t, from)
			if _, err := to.CreateToken(ctx, TokenSetup, "", "", time.Hour); err != nil {
				t.Fatal(err)
			}
			if _, _, err := to.SessionKeys(ctx); err != nil {
				t.Fatal(err)
			}
			if _, err := Copy(ctx, from, to, CopyOptions{}); err != nil {
				t.Fatalf("copy into a database holding a setup link and cookie keys: %v", err)
			}
			for _, table := range []string{"tokens", "session_keys"} {
				if got, want := dumpTable(t, to, table), dumpTable(t, from, table); !slices.Equal(got, want) {
					t.Errorf("%s after the copy:\ngot  %q\nwant %q", table, got, want)
				}
			}
		})
	}
}
