package store

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"time"
)

// SQLite keeps the state in one file: one writer connection (SQLite takes one writer at
// a time anyway, and BEGIN IMMEDIATE makes write transactions wait their turn at once)
// beside a pool of readers. The WAL is copied into the file off the writer
// (checkpoint.go).

func openSQLite(ctx context.Context, path string, o Options) (*Store, error) {
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

	s := &Store{Now: time.Now, d: sqliteDialect, write: &pool{write, sqliteDialect}, read: &pool{read, sqliteDialect}}
	if err := s.Migrate(ctx); err != nil {
		s.closePools()
		return nil, err
	}
	if err := s.setUpSecrets(ctx, path, o.SecretKey); err != nil {
		s.closePools()
		return nil, err
	}
	if err := s.write.QueryRowContext(ctx, "PRAGMA data_version").Scan(&s.dataVersion); err != nil {
		s.closePools()
		return nil, fmt.Errorf("read data version: %w", err)
	}
	return s, nil
}

// pollDataVersion bumps the generation when another connection commits, checking every
// interval until ctx ends. PRAGMA data_version on the writer connection moves only for
// other connections' commits, so the server's own usage writes do not empty caches.
func (s *Store) pollDataVersion(ctx context.Context, interval time.Duration) error {
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
