// Package store keeps Larder's state in one SQLite file: clients, keys, tiers, usage,
// callback hosts and dashboard accounts. It owns every SQL statement of the program.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"larder/migrations"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// ErrNotFound means the thing asked for does not exist (or belongs to someone else).
var ErrNotFound = errors.New("not found")

// ErrConflict means the change would break a uniqueness rule, such as a taken name.
var ErrConflict = errors.New("conflict")

// Store is the SQLite file: one writer connection beside a pool of readers.
type Store struct {
	// Now is the store's clock; tests may replace it before use.
	Now func() time.Time

	write *sql.DB
	read  *sql.DB

	box        *secretBox // seals callback secrets at rest
	keySource  string     // where the box's key came from
	keyCreated bool       // this Open made the key file

	generation  atomic.Uint64 // bumped whenever auth, tier or host data may have changed
	dataVersion int64

	usageMu     sync.RWMutex // held to send on usage; Close takes it to close usage
	usageClosed bool
	usage       chan usageWait
	usageDone   chan struct{}

	ckpt *checkpointer
}

// Options are the settings of OpenWith.
type Options struct {
	// SecretKey seals callback secrets (the base64 of 32 bytes, LARDER_SECRET_KEY);
	// empty: the key file beside the database (KeyFile), created when first needed.
	SecretKey string
}

// Open opens (creating if needed) the database at path and applies pending migrations,
// with the secret key in the key file beside it.
func Open(ctx context.Context, path string) (*Store, error) { return OpenWith(ctx, path, Options{}) }

// OpenWith is Open with settings.
func OpenWith(ctx context.Context, path string, o Options) (*Store, error) {
	if path == "" {
		return nil, errors.New("open database: no path given")
	}
	q := url.Values{}
	for _, p := range []string{"journal_mode(WAL)", "busy_timeout(10000)", "foreign_keys(ON)", "synchronous(NORMAL)"} {
		q.Add("_pragma", p)
	}
	q.Set("_txlock", "immediate")
	dsn := "file:" + path + "?" + q.Encode()
	q.Add("_pragma", "wal_autocheckpoint(0)") // see checkpoint.go
	writeDSN := "file:" + path + "?" + q.Encode()

	write, err := sql.Open("sqlite", writeDSN)
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", path, err)
	}
	write.SetMaxOpenConns(1)
	write.SetMaxIdleConns(1)
	write.SetConnMaxLifetime(0)
	write.SetConnMaxIdleTime(0)

	read, err := sql.Open("sqlite", dsn)
	if err != nil {
		write.Close()
		return nil, fmt.Errorf("open database %s: %w", path, err)
	}
	read.SetMaxOpenConns(8)
	read.SetMaxIdleConns(8)

	s := &Store{Now: time.Now, write: write, read: read}
	if err := s.Migrate(ctx); err != nil {
		s.write.Close()
		s.read.Close()
		return nil, err
	}
	if err := s.setUpSecrets(ctx, path, o.SecretKey); err != nil {
		s.write.Close()
		s.read.Close()
		return nil, err
	}
	if err := s.write.QueryRowContext(ctx, "PRAGMA data_version").Scan(&s.dataVersion); err != nil {
		s.write.Close()
		s.read.Close()
		return nil, fmt.Errorf("read data version: %w", err)
	}
	if err := s.startUsageWriter(ctx); err != nil {
		s.write.Close()
		s.read.Close()
		return nil, err
	}
	s.startCheckpoints()
	return s, nil
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
	return errors.Join(s.read.Close(), s.write.Close())
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

// Watch notices commits made by other processes (the CLI beside a running server) and
// bumps the generation, checking every interval until ctx ends. PRAGMA data_version on
// the writer connection moves only for other connections' commits, so the server's own
// usage writes do not empty caches.
func (s *Store) Watch(ctx context.Context, interval time.Duration) error {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
			var v int64
			if err := s.write.QueryRowContext(ctx, "PRAGMA data_version").Scan(&v); err != nil {
				if ctx.Err() != nil {
					return nil
				}
				continue
			}
			if v != s.dataVersion {
				s.dataVersion = v
				s.changed()
			}
		}
	}
}

// Migrate applies every migration not yet recorded, each in its own transaction.
func (s *Store) Migrate(ctx context.Context) error {
	if _, err := s.write.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)`); err != nil {
		return fmt.Errorf("create migrations table: %w", err)
	}
	names, err := fs.Glob(migrations.FS, "*.sql")
	if err != nil {
		return fmt.Errorf("list migrations: %w", err)
	}
	sort.Strings(names)
	for _, name := range names {
		if err := s.applyMigration(ctx, name); err != nil {
			return err
		}
	}
	return nil
}

func (s *Store) applyMigration(ctx context.Context, name string) error {
	body, err := migrations.FS.ReadFile(name)
	if err != nil {
		return fmt.Errorf("read migration %s: %w", name, err)
	}
	return s.inTx(ctx, func(tx *sql.Tx) error {
		var done int
		if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM schema_migrations WHERE name = ?", name).Scan(&done); err != nil {
			return fmt.Errorf("check migration %s: %w", name, err)
		}
		if done > 0 {
			return nil
		}
		if _, err := tx.ExecContext(ctx, string(body)); err != nil {
			return fmt.Errorf("apply migration %s: %w", name, err)
		}
		_, err := tx.ExecContext(ctx, "INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)", name, s.Now().Unix())
		return err
	})
}

// AppliedMigrations lists the names of the migrations recorded as applied, in order.
func (s *Store) AppliedMigrations(ctx context.Context) ([]string, error) {
	rows, err := s.read.QueryContext(ctx, "SELECT name FROM schema_migrations ORDER BY name")
	if err != nil {
		return nil, fmt.Errorf("list applied migrations: %w", err)
	}
	defer rows.Close()
	var names []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			return nil, err
		}
		names = append(names, n)
	}
	return names, rows.Err()
}

// inTx runs fn in a write transaction (BEGIN IMMEDIATE) and commits when fn succeeds.
func (s *Store) inTx(ctx context.Context, fn func(*sql.Tx) error) error {
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

// isUniqueViolation reports whether err is SQLite refusing a duplicate.
func isUniqueViolation(err error) bool {
	var se *sqlite.Error
	return errors.As(err, &se) && (se.Code() == sqlite3.SQLITE_CONSTRAINT_UNIQUE || se.Code() == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY)
}

func nullTime(v sql.NullInt64) *time.Time {
	if !v.Valid {
		return nil
	}
	t := time.Unix(v.Int64, 0).UTC()
	return &t
}

// Backup writes a consistent copy of the database, as of one moment, to path (which
// must not exist) with VACUUM INTO, while the server keeps writing.
func (s *Store) Backup(ctx context.Context, path string) error {
	if _, err := s.read.ExecContext(ctx, "VACUUM INTO ?", path); err != nil {
		return fmt.Errorf("back up to %s: %w", path, err)
	}
	return nil
}
