package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"time"
)

// sharedUsageTimeout bounds one batch's transaction on a shared database: when it
// cannot be reached the calls waiting on the batch fail soon (503), not after minutes.
const sharedUsageTimeout = 5 * time.Second

// commitLimited commits a batch on a database that several servers share, where no
// server's memory knows every count. One transaction holds the batch. Each client's row
// is locked (SELECT … FOR NO KEY UPDATE, clients in id order so two servers' batches cannot
// deadlock), its counts are read after the lock is granted (under READ COMMITTED each
// statement sees what committed before it), and its events are granted in arrival
// order while its trial and daily limits allow them. Refused events cost nothing.
// It writes each event's outcome to its out and returns each event's error, in errs
// (reused).
func (w *usageWriter) commitLimited(batch []usageWait, errs []error) []error {
	errs = slices.Grow(errs[:0], len(batch))[:len(batch)]
	clear(errs)
	byClient := make(map[string][]int, 4)
	for i, u := range batch {
		byClient[u.ev.ClientID] = append(byClient[u.ev.ClientID], i)
	}
	ids := make([]string, 0, len(byClient))
	for id := range byClient {
		ids = append(ids, id)
	}
	slices.Sort(ids)

	if err := w.commitBatch(ids, byClient, batch, errs); err != nil {
		// Nothing of the batch is counted: every call in it fails.
		for i := range errs {
			errs[i] = err
		}
	}
	return errs
}

// commitBatch runs the batch's transaction. When the answer to its COMMIT is lost (the
// connection broke while PostgreSQL committed or not), it asks the database on another
// connection what became of the transaction, so that calls whose count is durable
// answer 2xx and calls whose count is not fail; only while the database cannot be
// asked at all does the batch fail with its count unknown.
func (w *usageWriter) commitBatch(ids []string, byClient map[string][]int, batch []usageWait, errs []error) error {
	ctx, cancel := context.WithTimeout(context.Background(), sharedUsageTimeout)
	defer cancel()
	// READ COMMITTED whatever the server's default_transaction_isolation says: the counts
	// must be read after each client's lock is granted, not from a snapshot taken before.
	tx, err := w.s.write.BeginTx(ctx, &sql.TxOptions{Isolation: sql.LevelReadCommitted})
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	var xid int64
	if err := tx.QueryRowContext(ctx, "SELECT txid_current()").Scan(&xid); err != nil {
		tx.Rollback()
		return fmt.Errorf("begin: %w", err)
	}
	for _, id := range ids {
		if err := grantUsage(ctx, tx, batch, byClient[id], errs); err != nil {
			tx.Rollback()
			return err
		}
	}
	err = tx.Commit()
	if err == nil {
		return nil
	}
	// The batch's deadline may be what cut the COMMIT (a standby slow to confirm, a
	// stalled disk) while the server still made it durable: ask with time of its own.
	askCtx, cancelAsk := context.WithTimeout(context.Background(), sharedUsageTimeout)
	defer cancelAsk()
	if committed, known := w.s.committed(askCtx, xid); known && committed {
		return nil
	}
	return fmt.Errorf("commit: %w", err)
}

// committed asks PostgreSQL whether transaction xid committed, until ctx ends; known
// is false when it could not say.
func (s *Store) committed(ctx context.Context, xid int64) (committed, known bool) {
	for {
		var status sql.NullString
		err := s.write.QueryRowContext(ctx, "SELECT txid_status(?)", xid).Scan(&status)
		switch {
		case err == nil && status.String == "committed":
			return true, true
		case err == nil && status.String != "in progress":
			return false, true // aborted, or too old to know (never, for the batch just sent)
		}
		select {
		case <-ctx.Done():
			return false, false
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// grantUsage decides one client's events (batch[idx], in arrival order) inside tx and
// writes what it grants, recording each event's outcome in its out (or its error in errs).
func grantUsage(ctx context.Context, tx *txn, batch []usageWait, idx []int, errs []error) error {
	client := batch[idx[0]].ev.ClientID
	var trial int
	err := tx.QueryRowContext(ctx, "SELECT trial_used FROM clients WHERE id = ?"+tx.d.forUpdate(), client).Scan(&trial)
	if errors.Is(err, sql.ErrNoRows) {
		// The client was deleted while its calls ran: they fail, the rest of the batch
		// does not.
		for _, i := range idx {
			errs[i] = fmt.Errorf("record usage: client %q: %w", client, ErrNotFound)
		}
		return nil
	}
	if err != nil {
		return fmt.Errorf("lock client %s for usage: %w", client, err)
	}
	type dayOp struct{ day, op string }
	days := make(map[string]int, 1) // the client's count on each day of the batch
	granted := make(map[dayOp]int, 1)
	trialGranted := 0
	for _, i := range idx {
		ev := batch[i].ev
		used, ok := days[ev.Day]
		if !ok {
			if err := tx.QueryRowContext(ctx, "SELECT coalesce(sum(count), 0) FROM usage WHERE client_id = ? AND day = ?",
				client, ev.Day).Scan(&used); err != nil {
				return fmt.Errorf("count usage of %s: %w", client, err)
			}
		}
		c := UsageCommit{Counted: true}
		switch {
		case ev.Trial && ev.TrialLimit > 0 && trial >= ev.TrialLimit:
			c.Refused = RefusedByTrial
		case ev.DayLimit > 0 && used >= ev.DayLimit:
			c.Refused = RefusedByDay
		default:
			used++
			granted[dayOp{ev.Day, ev.Operation}]++
			if ev.Trial {
				trial++
				trialGranted++
			}
		}
		days[ev.Day] = used
		c.TrialUsed, c.DayUsed = trial, used
		if out := batch[i].out; out != nil {
			*out = c
		}
	}
	for k, n := range granted {
		if _, err := tx.ExecContext(ctx, `INSERT INTO usage (client_id, day, operation, count) VALUES (?, ?, ?, ?)
			ON CONFLICT (client_id, day, operation) DO UPDATE SET count = usage.count + excluded.count`,
			client, k.day, k.op, n); err != nil {
			return fmt.Errorf("record usage: %w", err)
		}
	}
	if trialGranted > 0 {
		if _, err := tx.ExecContext(ctx, "UPDATE clients SET trial_used = trial_used + ? WHERE id = ?",
			trialGranted, client); err != nil {
			return fmt.Errorf("record trial use: %w", err)
		}
	}
	return nil
}
