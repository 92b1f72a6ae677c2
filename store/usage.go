package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// UsageEvent is one metered call that answered 2xx.
type UsageEvent struct {
	ClientID  string
	Day       string // UTC, 2006-01-02
	Operation string
	Trial     bool // it used one of the client's lifetime trial calls
}

// ErrClosed means the store is closed and takes no more usage.
var ErrClosed = errors.New("store closed")

type usageWait struct {
	ev   UsageEvent
	done chan error
}

// maxUsageBatch bounds one transaction so a burst cannot hold the writer for long.
const maxUsageBatch = 1024

func (s *Store) startUsageWriter() {
	s.usage = make(chan usageWait, maxUsageBatch)
	s.usageDone = make(chan struct{})
	go s.writeUsage()
}

// RecordUsage makes ev durable and returns once the transaction holding it has
// committed. Calls from many goroutines share transactions (group commit): while one
// batch commits, the next one gathers.
func (s *Store) RecordUsage(ctx context.Context, ev UsageEvent) error {
	w := usageWait{ev: ev, done: make(chan error, 1)}
	s.usageMu.RLock()
	if s.usageClosed {
		s.usageMu.RUnlock()
		return ErrClosed
	}
	select {
	case s.usage <- w:
		s.usageMu.RUnlock()
	case <-ctx.Done():
		s.usageMu.RUnlock()
		return ctx.Err()
	}
	// Once queued the event will be written; the caller must learn the outcome even if
	// its own context ends, so this wait ignores ctx.
	return <-w.done
}

func (s *Store) writeUsage() {
	defer close(s.usageDone)
	batch := make([]usageWait, 0, maxUsageBatch)
	for w := range s.usage {
		batch = append(batch[:0], w)
	gather:
		for len(batch) < maxUsageBatch {
			select {
			case w, ok := <-s.usage:
				if !ok {
					break gather
				}
				batch = append(batch, w)
			default:
				break gather
			}
		}
		err := s.commitUsage(batch)
		for _, w := range batch {
			w.done <- err
		}
	}
}

func (s *Store) commitUsage(batch []usageWait) error {
	type key struct{ client, day, op string }
	counts := make(map[key]int, len(batch))
	trials := make(map[string]int)
	for _, w := range batch {
		counts[key{w.ev.ClientID, w.ev.Day, w.ev.Operation}]++
		if w.ev.Trial {
			trials[w.ev.ClientID]++
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	return s.inTx(ctx, func(tx *sql.Tx) error {
		for k, n := range counts {
			if _, err := tx.ExecContext(ctx, `INSERT INTO usage (client_id, day, operation, count) VALUES (?, ?, ?, ?)
				ON CONFLICT (client_id, day, operation) DO UPDATE SET count = count + excluded.count`,
				k.client, k.day, k.op, n); err != nil {
				return fmt.Errorf("record usage: %w", err)
			}
		}
		for client, n := range trials {
			if _, err := tx.ExecContext(ctx, "UPDATE clients SET trial_used = trial_used + ? WHERE id = ?", n, client); err != nil {
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
