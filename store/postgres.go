package store

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/stdlib"
)

// PostgreSQL holds the state of every replica. Each replica keeps one pool (reads and
// writes alike: the server orders writes itself), and Watch a connection of its own
// listening for the triggers' notices (migrations/postgres/0001_foundation.sql).

// changedChannel is the channel the triggers notify; the payload is the schema.
const changedChannel = "larder_changed"

// postgresPoolSize bounds each replica's connections: enough for a busy replica's
// readers and writers, few enough that several replicas fit PostgreSQL's default 100.
const postgresPoolSize = 16

// listenIdle is how long Watch's connection may stay quiet before it must answer a
// ping within listenPingTimeout, or be replaced.
const (
	listenIdle        = time.Second
	listenPingTimeout = 3 * time.Second
)

// postgresConnectTimeout bounds making a connection when the URL gives no connect_timeout.
const postgresConnectTimeout = 5 * time.Second

// ErrSecretKeyRequired means a PostgreSQL store was opened without LARDER_SECRET_KEY.
var ErrSecretKeyRequired = errors.New("with PostgreSQL, LARDER_SECRET_KEY must hold the key that encrypts callback secrets, " +
	"the same on every replica; make one with: head -c 32 /dev/urandom | base64")

func openPostgres(ctx context.Context, dsn string, o Options) (*Store, error) {
	if o.SecretKey == "" {
		return nil, ErrSecretKeyRequired
	}
	cfg, err := pgx.ParseConfig(dsn)
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", Redact(dsn), err)
	}
	if cfg.ConnectTimeout == 0 {
		// An unreachable server fails a call (503) in seconds, not after TCP's minutes;
		// connect_timeout in the URL says otherwise.
		cfg.ConnectTimeout = postgresConnectTimeout
	}
	db := stdlib.OpenDB(*cfg)
	db.SetMaxOpenConns(postgresPoolSize)
	db.SetMaxIdleConns(postgresPoolSize)
	db.SetConnMaxIdleTime(5 * time.Minute)
	p := &pool{db, postgresDialect}
	s := &Store{Now: time.Now, d: postgresDialect, pgcfg: cfg, write: p, read: p}
	if err := s.Ping(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("open database %s: %w", Redact(dsn), err)
	}
	if err := s.Migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	if err := s.setUpSecrets(ctx, "", o.SecretKey); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// Redact returns db with any password in it replaced by xxxxx, for logs and messages.
func Redact(db string) string {
	if !IsPostgres(db) {
		return db
	}
	u, err := url.Parse(db)
	if err != nil {
		return "postgres://(unreadable URL)"
	}
	return u.Redacted()
}

// listen bumps the generation on every notice of a change to this schema, until ctx
// ends. Each time a connection listens, the first included, it bumps once: notices
// sent before (while the server started serving, or while a lost connection was
// replaced) were not heard. After a lost connection it connects again, waiting up to
// retry between tries.
func (s *Store) listen(ctx context.Context, retry time.Duration) error {
	const firstWait = 50 * time.Millisecond
	wait := firstWait
	for {
		listened, _ := s.listenOnce(ctx)
		if ctx.Err() != nil {
			return nil
		}
		if listened {
			wait = firstWait
		}
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(wait):
		}
		wait = min(wait*2, max(retry, firstWait))
	}
}

// listenOnce holds one connection listening until it fails or ctx ends, bumping the
// generation once it listens; listened says whether it did.
func (s *Store) listenOnce(ctx context.Context) (listened bool, err error) {
	conn, err := pgx.ConnectConfig(ctx, s.pgcfg.Copy())
	if err != nil {
		return false, err
	}
	defer func() {
		closeCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Second)
		defer cancel()
		conn.Close(closeCtx)
	}()
	var schema string
	if err := conn.QueryRow(ctx, "SELECT current_schema()").Scan(&schema); err != nil {
		return false, err
	}
	if _, err := conn.Exec(ctx, "LISTEN "+changedChannel); err != nil {
		return false, err
	}
	s.changed()
	s.listenPID.Store(int32(conn.PgConn().PID()))
	for {
		wctx, cancel := context.WithTimeout(ctx, listenIdle)
		n, err := conn.WaitForNotification(wctx)
		cancel()
		if err == nil {
			if n.Payload == schema {
				s.changed()
			}
			continue
		}
		if ctx.Err() != nil || !pgconn.Timeout(err) {
			return true, err
		}
		// Quiet for a while: a connection that died without a word (a dead host, a
		// dropped NAT entry) would wait for notices until TCP keepalive gives up, tens
		// of minutes, so it must answer a ping to be kept.
		pctx, cancel := context.WithTimeout(ctx, listenPingTimeout)
		err = conn.Ping(pctx)
		cancel()
		if err != nil {
			return true, err
		}
	}
}
