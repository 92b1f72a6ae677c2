package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"runtime"
	"time"
)

// UsageEvent is one metered call that answered 2xx.
type UsageEvent struct {
	ClientID  string
	Day       string // UTC, 2006-01-02
	Operation string
	Trial     bool // it used one of the client's lifetime trial calls

	// TrialLimit and DayLimit are the client's lifetime trial and daily quotas (0: none).
	// Where servers share the database (SharesUsage) the store grants the event only
	// while they allow it; a lone server's meter is exact already and they are not read.
	TrialLimit int
	DayLimit   int
}

// The limits that can refuse a UsageEvent, in UsageCommit.Refused.
const (
	RefusedByTrial = "trial"
	RefusedByDay   = "day"
)

// UsageCommit is the outcome of CommitUsage.
type UsageCommit struct {
	// Refused names the limit that refused the event (RefusedByTrial, RefusedByDay), or
	// is "" when the event was counted.
	Refused string
	// Counted says TrialUsed and DayUsed are the client's counts in the database as of
	// this event's grant or refusal; only a shared store reads them.
	Counted   bool
	TrialUsed int
	DayUsed   int
}

// ErrClosed means the store is closed and takes no more usage.
var ErrClosed = errors.New("store closed")

type usageWait struct {
	ev   UsageEvent
	done chan error
	out  *UsageCommit // where a shared store writes the outcome before done
}

// maxUsageBatch bounds one transaction so a burst cannot hold the writer for long.
const maxUsageBatch = 1024

const (
	upsertUsageSQL = `INSERT INTO usage (client_id, day, operation, count) VALUES (?, ?, ?, ?)
		ON CONFLICT (client_id, day, operation) DO UPDATE SET count = usage.count + excluded.count`
	addTrialUseSQL = "UPDATE clients SET trial_used = trial_used + ? WHERE id = ?"
)

// usageWriter is the one goroutine that commits usage, with its statements prepared
// once on the writer connection.
type usageWriter struct {
	s      *Store
	upsert *sql.Stmt
	trial  *sql.Stmt
}

func (s *Store) startUsageWriter(ctx context.Context) error {
	w := &usageWriter{s: s}
	s.usage = make(chan usageWait, maxUsageBatch)
	s.usageDone = make(chan struct{})
	if s.sharedUsage() {
		// The shared store's statements are its own (usage_postgres.go); pgx prepares
		// and caches them on each connection.
		go w.run()
		return nil
	}
	var err error
	if w.upsert, err = s.write.PrepareContext(ctx, upsertUsageSQL); err != nil {
		return fmt.Errorf("prepare usage statement: %w", err)
	}
	if w.trial, err = s.write.PrepareContext(ctx, addTrialUseSQL); err != nil {
		w.upsert.Close()
		return fmt.Errorf("prepare usage statement: %w", err)
	}
	go w.run()
	return nil
}

// RecordUsage makes ev durable, without limits, and returns once the transaction
// holding it has committed.
func (s *Store) RecordUsage(ctx context.Context, ev UsageEvent) error {
	ev.TrialLimit, ev.DayLimit = 0, 0
	_, err := s.CommitUsage(ctx, ev)
	return err
}

// CommitUsage makes ev durable and returns once the transaction holding it has
// committed. Calls from many goroutines share transactions (group commit): while one
// batch commits, the next one gathers. Where servers share the database the commit is
// conditional: the event is counted only if its limits still allow it, and the
// answer says which limit refused it otherwise, with the counts the database holds.
func (s *Store) CommitUsage(ctx context.Context, ev UsageEvent) (UsageCommit, error) {
	w := usageWait{ev: ev, done: make(chan error, 1)}
	if s.sharedUsage() {
		w.out = new(UsageCommit)
	}
	s.usageMu.RLock()
	if s.usageClosed {
		s.usageMu.RUnlock()
		return UsageCommit{}, ErrClosed
	}
	select {
	case s.usage <- w:
		s.usageMu.RUnlock()
	case <-ctx.Done():
		s.usageMu.RUnlock()
		return UsageCommit{}, ctx.Err()
	}
	// Once queued the event will be written; the caller must learn the outcome even if
	// its own context ends, so this wait ignores ctx.
	if err := <-w.done; err != nil || w.out == nil {
		return UsageCommit{}, err
	}
	return *w.out, nil
}

// SharesUsage reports whether other servers may commit usage to the same database, so
// that a server's own counts fall behind and CommitUsage checks the limits itself.
func (s *Store) SharesUsage() bool { return s.sharedUsage() }

func (w *usageWriter) run() {
	defer close(w.s.usageDone)
	if w.upsert != nil {
		defer w.upsert.Close()
		defer w.trial.Close()
	}
	batch := make([]usageWait, 0, maxUsageBatch)
	var errs []error
	for first := range w.s.usage {
		batch = gather(append(batch[:0], first), w.s.usage)
		if w.s.sharedUsage() {
			errs = w.commitLimited(batch, errs)
			for i, u := range batch {
				u.done <- errs[i]
			}
			continue
		}
		err := w.commit(batch)
		for _, u := range batch {
			u.done <- err
		}
	}
}

// gather adds to batch what else is waiting. On one core it yields once before giving
// up on an empty queue, so callers that are runnable (all of them, while this
// goroutine holds the only processor) queue their events first: the batches grow to
// the calls in flight instead of one transaction per call. On more cores the callers
// run beside the writer and a yield would only hold their commit back behind the run
// queue while the other processors idle.
func gather(batch []usageWait, queue chan usageWait) []usageWait {
	yield := runtime.GOMAXPROCS(0) == 1
	for len(batch) < maxUsageBatch {
		select {
		case u, ok := <-queue:
			if !ok {
				return batch
			}
			batch = append(batch, u)
		default:
			if !yield {
				return batch
			}
			runtime.Gosched()
			yield = false
		}
	}
	return batch
}

func (w *usageWriter) commit(batch []usageWait) error {
	type key struct{ client, day, op string }
	counts := make(map[key]int, 4)
	trials := make(map[string]int)
	for _, u := range batch {
		counts[key{u.ev.ClientID, u.ev.Day, u.ev.Operation}]++
		if u.ev.Trial {
			trials[u.ev.ClientID]++
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if len(counts) == 1 && len(trials) == 0 {
		// The common batch, one client's calls of one operation on paid tiers: a single
		// statement is its own transaction, without BEGIN and COMMIT around it.
		for k, n := range counts {
			if _, err := w.upsert.ExecContext(ctx, k.client, k.day, k.op, n); err != nil {
				return fmt.Errorf("record usage: %w", err)
			}
		}
		return nil
	}
	return w.s.inTx(ctx, func(tx *txn) error {
		upsert := tx.StmtContext(ctx, w.upsert)
		for k, n := range counts {
			if _, err := upsert.ExecContext(ctx, k.client, k.day, k.op, n); err != nil {
				return fmt.Errorf("record usage: %w", err)
			}
		}
		if len(trials) == 0 {
			return nil
		}
		trial := tx.StmtContext(ctx, w.trial)
		for client, n := range trials {
			if _, err := trial.ExecContext(ctx, n, client); err != nil {
				return fmt.Errorf("record trial use: %w", err)
			}
		}
		return nil
	})
}

// UsedCounts returns how many trial calls the client has used in its life and how many
// metered calls it made on day.
func (s *Store) UsedCounts(ctx context.Context, clientID, day string) (trial, daily int, err error) {
	err = s.read.QueryRowContext(ctx, `SELECT c.trial_used,
			coalesce((SELECT sum(count) FROM usage WHERE client_id = c.id AND day = ?), 0)
		FROM clients c WHERE c.id = ?`, day, clientID).Scan(&trial, &daily)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, 0, fmt.Errorf("client %q: %w", clientID, ErrNotFound)
	}
	if err != nil {
		return 0, 0, fmt.Errorf("count usage of %s: %w", clientID, err)
	}
	return trial, daily, nil
}

// DayUsage is how many metered calls of one operation were made on one day.
type DayUsage struct {
	Day       string `json:"day"`
	Operation string `json:"operation"`
	Count     int    `json:"count"`
}

// ListUsage returns the client's counts from day since on (inclusive), oldest first.
// An empty clientID lists the whole service, summed over clients.
func (s *Store) ListUsage(ctx context.Context, clientID, since string) ([]DayUsage, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT day, operation, sum(count) FROM usage
		WHERE (?1 = '' OR client_id = ?1) AND day >= ?2 GROUP BY day, operation ORDER BY day, operation`,
		clientID, since)
	if err != nil {
		return nil, fmt.Errorf("list usage: %w", err)
	}
	defer rows.Close()
	var out []DayUsage
	for rows.Next() {
		var u DayUsage
		if err := rows.Scan(&u.Day, &u.Operation, &u.Count); err != nil {
			return nil, fmt.Errorf("list usage: %w", err)
		}
		out = append(out, u)
	}
	return out, rows.Err()
}

// sharedUsage reports whether the database is one that several servers share.
func (s *Store) sharedUsage() bool { return s.d == postgresDialect }
