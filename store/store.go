// Package store keeps Larder's state: clients, keys, tiers, usage, callback hosts and
// dashboard accounts, in one SQLite file or in PostgreSQL. It owns every SQL statement
// of the program, each written once for both.
package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"

	"larder/migrations"
)

// ErrNotFound means the thing asked for does not exist (or belongs to someone else).
var ErrNotFound = errors.New("not found")

// ErrConflict means the change would break a uniqueness rule, such as a taken name.
var ErrConflict = errors.New("conflict")

// Store is Larder's database: a SQLite file (one writer connection beside a pool of
// readers) or a PostgreSQL database (one pool), behind the same methods.
type Store struct {
	// Now is the store's clock; tests may replace it before use.
	Now func() time.Time

	d     dialect
	pgcfg *pgx.ConnConfig // PostgreSQL: how to connect, for Watch's own connection
	write *pool
	read  *pool // the same pool as write on PostgreSQL

	box        *secretBox // seals callback secrets at rest
	keySource  string     // where the box's key came from
	keyCreated bool       // this Open made the key file

	generation  atomic.Uint64 // bumped whenever auth, tier or host data may have changed
	dataVersion int64         // SQLite: PRAGMA data_version as Watch last saw it
	listenPID   atomic.Int32  // PostgreSQL: the backend Watch listens on, for tests

	usageMu     sync.RWMutex // held to send on usage; Close takes it to close usage
	usageClosed bool
	usage       chan usageWait
	usageDone   chan struct{}

	ckpt *checkpointer
}

// Options are the settings of OpenWith.
type Options struct {
	// SecretKey seals callback secrets (the base64 of 32 bytes, LARDER_SECRET_KEY);
	// empty: the key file beside a SQLite database (KeyFile), created when first
	// needed. PostgreSQL has no file beside it: there the key must be given.
	SecretKey string
}

// Open opens (creating if needed) the database at db, a SQLite file path or a
// postgres:// URL, and applies pending migrations, with the secret key in the key file
// beside a SQLite file.
func Open(ctx context.Context, db string) (*Store, error) { return OpenWith(ctx, db, Options{}) }

// OpenWith is Open with settings.
func OpenWith(ctx context.Context, db string, o Options) (*Store, error) {
	if db == "" {
		return nil, errors.New("open database: no path given")
	}
	var s *Store
	var err error
	if IsPostgres(db) {
		s, err = openPostgres(ctx, db, o)
	} else {
		s, err = openSQLite(ctx, db, o)
	}
	if err != nil {
		return nil, err
	}
	if err := s.startUsageWriter(ctx); err != nil {
		s.closePools()
		return nil, err
	}
	if s.d == sqliteDialect {
		s.startCheckpoints()
	}
	return s, nil
}

func (s *Store) closePools() error {
	if s.read == s.write {
		return s.write.Close()
	}
	return errors.Join(s.read.Close(), s.write.Close())
}

// Close stops the usage writer (after it commits what it holds) and closes the file.
func (s *Store) Close() error {
	s.usageMu.Lock()
	if !s.usageClosed {
		s.usageClosed = true
		close(s.usage)
	}
	s.usageMu.Unlock()
	<-s.usageDone
	s.stopCheckpoints()
	return s.closePools()
}

// Ping reports whether the database answers a query.
func (s *Store) Ping(ctx context.Context) error {
	var one int
	return s.read.QueryRowContext(ctx, "SELECT 1").Scan(&one)
}

// Generation changes whenever data that callers may cache (keys, clients, tiers,
// callback hosts) may have changed, in this process or another one.
func (s *Store) Generation() uint64 { return s.generation.Load() }

func (s *Store) changed() { s.generation.Add(1) }

// Watch bumps the generation when other processes change what callers may cache (the
// CLI beside a running server, other replicas), until ctx ends: SQLite polls every
// interval (sqlite.go), PostgreSQL listens for notices (postgres.go) and waits up to
// interval between tries to connect again after losing its connection.
func (s *Store) Watch(ctx context.Context, interval time.Duration) error {
	if s.d == postgresDialect {
		return s.listen(ctx, interval)
	}
	return s.pollDataVersion(ctx, interval)
}

// Migrate applies every migration of the store's backend not yet recorded, each in its
// own transaction. On PostgreSQL it holds an advisory lock meanwhile, so replicas
// starting together migrate one after the other.
func (s *Store) Migrate(ctx context.Context) error {
	conn, err := s.write.Conn(ctx)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	defer conn.Close()
	files, ddl := migrations.SQLite, `CREATE TABLE IF NOT EXISTS schema_migrations (
		name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)`
	if s.d == postgresDialect {
		files, ddl = migrations.Postgres, `CREATE TABLE IF NOT EXISTS schema_migrations (
		name TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)`
		// One lock per schema: installations in other schemas of the database do not wait.
		if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock(hashtext('larder:migrate'), hashtext(current_schema()))"); err != nil {
			return fmt.Errorf("migrate: take the lock: %w", err)
		}
		defer func() {
			_, err := conn.ExecContext(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock(hashtext('larder:migrate'), hashtext(current_schema()))")
			if err != nil {
				// The pool must not keep a session holding the lock: drop the connection.
				conn.Raw(func(any) error { return driver.ErrBadConn })
			}
		}()
	}
	if _, err := conn.ExecContext(ctx, ddl); err != nil {
		return fmt.Errorf("create migrations table: %w", err)
	}
	names, err := fs.Glob(files, "*.sql")
	if err != nil {
		return fmt.Errorf("list migrations: %w", err)
	}
	sort.Strings(names)
	for _, name := range names {
		if err := s.applyMigration(ctx, conn, files, name); err != nil {
			return err
		}
	}
	return nil
}

func (s *Store) applyMigration(ctx context.Context, conn *sql.Conn, files fs.FS, name string) error {
	body, err := fs.ReadFile(files, name)
	if err != nil {
		return fmt.Errorf("read migration %s: %w", name, err)
	}
	sqlTx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin migration %s: %w", name, err)
	}
	tx := &txn{Tx: sqlTx, d: s.d}
	defer tx.Rollback()
	var done int
	if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM schema_migrations WHERE name = ?", name).Scan(&done); err != nil {
		return fmt.Errorf("check migration %s: %w", name, err)
	}
	if done > 0 {
		return nil
	}
	// The body goes as it is (no parameters): PostgreSQL runs its statements in one go.
	if _, err := tx.Tx.ExecContext(ctx, string(body)); err != nil {
		return fmt.Errorf("apply migration %s: %w", name, err)
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)", name, s.Now().Unix()); err != nil {
		return fmt.Errorf("record migration %s: %w", name, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit migration %s: %w", name, err)
	}
	return nil
}

// AppliedMigrations lists the names of the migrations recorded as applied, in order.
func (s *Store) AppliedMigrations(ctx context.Context) ([]string, error) {
	rows, err := s.read.QueryContext(ctx, "SELECT name FROM schema_migrations ORDER BY name")
	if err != nil {
		return nil, fmt.Errorf("list applied migrations: %w", err)
	}
	return scanStrings(rows)
}

// scanStrings reads a one-column result of strings and closes rows.
func scanStrings(rows *sql.Rows) ([]string, error) {
	defer rows.Close()
	var out []string
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// inTx runs fn in a write transaction (BEGIN IMMEDIATE on SQLite) and commits when fn
// succeeds.
func (s *Store) inTx(ctx context.Context, fn func(*txn) error) error {
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	return nil
}

func nullTime(v sql.NullInt64) *time.Time {
	if !v.Valid {
		return nil
	}
	t := time.Unix(v.Int64, 0).UTC()
	return &t
}

// ErrBackupPostgres is Backup's answer on PostgreSQL, whose own tools do it better.
var ErrBackupPostgres = errors.New("the database is PostgreSQL: back it up with pg_dump (or the server's own backups), not larder backup")

// Backup writes a consistent copy of a SQLite database, as of one moment, to path
// (which must not exist) with VACUUM INTO, while the server keeps writing. On
// PostgreSQL it is ErrBackupPostgres.
func (s *Store) Backup(ctx context.Context, path string) error {
	if s.d == postgresDialect {
		return ErrBackupPostgres
	}
	if _, err := s.read.ExecContext(ctx, "VACUUM INTO ?", path); err != nil {
		return fmt.Errorf("back up to %s: %w", path, err)
	}
	return nil
}
