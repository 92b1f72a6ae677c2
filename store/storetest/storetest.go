// Package storetest gives tests a fresh database of each store backend: a SQLite file
// in the test's temporary folder, and, when LARDER_TEST_POSTGRES_URL names a PostgreSQL
// server, a schema of its own there, dropped when the test ends.
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" database/sql driver
)

// PostgresEnv names the variable holding the PostgreSQL server tests may use, e.g.
// postgres://postgres@127.0.0.1:5432/test?sslmode=disable.
const PostgresEnv = "LARDER_TEST_POSTGRES_URL"

// SecretKey is a fixed LARDER_SECRET_KEY for tests (PostgreSQL stores need one).
const SecretKey = "bGFyZGVyLXRlc3Qtc2VjcmV0LWtleS0zMi1ieXRlcyE="

// Backend is one store backend to run a test against.
type Backend struct {
	Name string // "sqlite" or "postgres"
	// DB returns the database to give store.Open: the same one on every call, made
	// on the first.
	DB func() string
}

// ForEachBackend runs fn as a subtest for SQLite, then for PostgreSQL; the PostgreSQL
// one is skipped, saying why, when LARDER_TEST_POSTGRES_URL is unset.
func ForEachBackend(t *testing.T, fn func(t *testing.T, b Backend)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "larder.db")
		fn(t, Backend{Name: "sqlite", DB: func() string { return path }})
	})
	t.Run("postgres", func(t *testing.T) {
		var db string
		fn(t, Backend{Name: "postgres", DB: func() string {
			if db == "" {
				db = PostgresURL(t)
			}
			return db
		}})
	})
}

// PostgresURL returns the URL of a new, empty schema on the server in
// LARDER_TEST_POSTGRES_URL (its search_path set to it), dropped with everything in it
// when t ends. Without the variable the test is skipped.
func PostgresURL(t testing.TB) string {
	t.Helper()
	base := os.Getenv(PostgresEnv)
	if base == "" {
		t.Skipf("PostgreSQL not tested: set %s (e.g. postgres://postgres@127.0.0.1:5432/test?sslmode=disable) to run this against a real server", PostgresEnv)
	}
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("%s: %v", PostgresEnv, err)
	}
	b := make([]byte, 6)
	rand.Read(b)
	schema := "larder_t_" + hex.EncodeToString(b)

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatalf("%s: %v", PostgresEnv, err)
	}
	defer admin.Close()
	if _, err := admin.ExecContext(ctx, "CREATE SCHEMA "+schema); err != nil {
		t.Fatalf("create test schema on %s: %v", u.Redacted(), err)
	}
	t.Cleanup(func() { dropSchema(t, base, schema) })
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

func dropSchema(t testing.TB, base, schema string) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Errorf("drop test schema %s: %v", schema, err)
		return
	}
	defer admin.Close()
	if _, err := admin.ExecContext(ctx, fmt.Sprintf("DROP SCHEMA %s CASCADE", schema)); err != nil {
		t.Errorf("drop test schema %s: %v", schema, err)
	}
}

// StoreEnv names the variable that moves the tests of the packages above the store
// (api, dashboard, callbacks) onto PostgreSQL: LARDER_TEST_STORE=postgres, with
// LARDER_TEST_POSTGRES_URL set.
const StoreEnv = "LARDER_TEST_STORE"

// DB returns a fresh database for a test that needs one store and does not care which
// backend, and the secret key to open it with (store.Options): a SQLite file in t's
// temporary folder, with no key (the key file beside it is made), or with
// LARDER_TEST_STORE=postgres a fresh PostgreSQL schema (see PostgresURL) and SecretKey.
func DB(t testing.TB) (db, secretKey string) {
	t.Helper()
	if os.Getenv(StoreEnv) == "postgres" {
		return PostgresURL(t), SecretKey
	}
	return filepath.Join(t.TempDir(), "larder.db"), ""
}
