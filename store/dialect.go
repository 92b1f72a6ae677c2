package store

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"strings"
	"sync"

	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// dialect is the SQL engine under the store. The store's statements are written once, in
// SQLite's form with ? and ?N parameters; rebind gives PostgreSQL its $N.
type dialect int

const (
	sqliteDialect dialect = iota
	postgresDialect
)

// IsPostgres reports whether db names a PostgreSQL database (a postgres:// or
// postgresql:// URL) rather than a SQLite file.
func IsPostgres(db string) bool {
	return strings.HasPrefix(db, "postgres://") || strings.HasPrefix(db, "postgresql://")
}

// rebound caches PostgreSQL's form of each statement: the store's are constants, and
// the one built per call (a page's IN list) has as many forms as page sizes.
var rebound sync.Map

// rebind returns q with SQLite's ? and ?N parameters as PostgreSQL's $N. A bare ? takes
// the number after the largest used before it, as SQLite numbers them.
func (d dialect) rebind(q string) string {
	if d == sqliteDialect || strings.IndexByte(q, '?') < 0 {
		return q
	}
	if v, ok := rebound.Load(q); ok {
		return v.(string)
	}
	var b strings.Builder
	b.Grow(len(q) + 8)
	largest, quoted := 0, false
	for i := 0; i < len(q); i++ {
		c := q[i]
		if c == '\'' {
			quoted = !quoted
		}
		if c != '?' || quoted {
			b.WriteByte(c)
			continue
		}
		j := i + 1
		for j < len(q) && q[j] >= '0' && q[j] <= '9' {
			j++
		}
		n := largest + 1
		if j > i+1 {
			n, _ = strconv.Atoi(q[i+1 : j])
		}
		largest = max(largest, n)
		b.WriteByte('$')
		b.WriteString(strconv.Itoa(n))
		i = j - 1
	}
	out := b.String()
	rebound.Store(q, out)
	return out
}

// forUpdate is the clause that locks the rows a SELECT reads until the transaction
// ends, against other transactions locking them. NO KEY UPDATE, as the key is not
// changed: rows referring to the locked one (a client's usage, keys) can still be
// written beside it. SQLite needs none: its write transactions (BEGIN IMMEDIATE) run
// one at a time.
func (d dialect) forUpdate() string {
	if d == postgresDialect {
		return " FOR NO KEY UPDATE"
	}
	return ""
}

// pool is a database/sql pool that takes the store's portable SQL.
type pool struct {
	*sql.DB
	d dialect
}

func (p *pool) ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error) {
	return p.DB.ExecContext(ctx, p.d.rebind(q), args...)
}

func (p *pool) QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	return p.DB.QueryContext(ctx, p.d.rebind(q), args...)
}

func (p *pool) QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row {
	return p.DB.QueryRowContext(ctx, p.d.rebind(q), args...)
}

func (p *pool) PrepareContext(ctx context.Context, q string) (*sql.Stmt, error) {
	return p.DB.PrepareContext(ctx, p.d.rebind(q))
}

func (p *pool) BeginTx(ctx context.Context, o *sql.TxOptions) (*txn, error) {
	tx, err := p.DB.BeginTx(ctx, o)
	if err != nil {
		return nil, err
	}
	return &txn{Tx: tx, d: p.d}, nil
}

// txn is a transaction that takes the store's portable SQL.
type txn struct {
	*sql.Tx
	d dialect
}

func (t *txn) ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error) {
	return t.Tx.ExecContext(ctx, t.d.rebind(q), args...)
}

func (t *txn) QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	return t.Tx.QueryContext(ctx, t.d.rebind(q), args...)
}

func (t *txn) QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row {
	return t.Tx.QueryRowContext(ctx, t.d.rebind(q), args...)
}

// serialize makes the transaction the only one holding name until it ends, where rows
// alone cannot be locked (a row that does not exist yet). SQLite's write transactions
// are already one at a time.
func (t *txn) serialize(ctx context.Context, name string) error {
	if t.d != postgresDialect {
		return nil
	}
	_, err := t.Tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(hashtext($1))", "larder:"+name)
	return err
}

// isUniqueViolation reports whether err is the database refusing a duplicate.
func isUniqueViolation(err error) bool {
	var se *sqlite.Error
	if errors.As(err, &se) {
		return se.Code() == sqlite3.SQLITE_CONSTRAINT_UNIQUE || se.Code() == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY
	}
	var pe *pgconn.PgError
	return errors.As(err, &pe) && pe.Code == "23505"
}
