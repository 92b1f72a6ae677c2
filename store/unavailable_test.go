package store

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/stdlib"
)

func TestIsUnavailable(t *testing.T) {
	// Nothing listens on port 1: connecting fails the way a stopped PostgreSQL does.
	cfg, err := pgx.ParseConfig("postgres://larder@127.0.0.1:1/larder?connect_timeout=2")
	if err != nil {
		t.Fatal(err)
	}
	db := stdlib.OpenDB(*cfg)
	defer db.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	down := db.PingContext(ctx)
	if down == nil {
		t.Fatal("ping of a closed port succeeded")
	}
	if !IsUnavailable(fmt.Errorf("list pantries: %w", down)) {
		t.Errorf("a refused connection is not unavailable: %v", down)
	}
	if !IsUnavailable(&pgconn.PgError{Code: "57P01"}) {
		t.Error("admin shutdown is not unavailable")
	}
	for _, err := range []error{nil, ErrNotFound, errors.New("boom"), &pgconn.PgError{Code: "42601"}} {
		if IsUnavailable(err) {
			t.Errorf("%v counted as unavailable", err)
		}
	}
	// A SQLite statement error is a bug, not an outage.
	s := open(t, t.TempDir()+"/l.db")
	_, serr := s.read.Exec("SELEC 1")
	if serr == nil || IsUnavailable(serr) {
		t.Errorf("SQLite syntax error: %v, unavailable %v", serr, IsUnavailable(serr))
	}
}
