package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// Delivery outcomes.
const (
	OutcomeDelivered = "delivered"
	OutcomeFailed    = "failed"
	OutcomeRefused   = "refused"
	OutcomeDropped   = "dropped"
)

// DeliveryRecord is one logged callback attempt.
type DeliveryRecord struct {
	ID         int64     `json:"id"`
	ClientID   string    `json:"-"`
	RequestID  string    `json:"request_id"`
	Operation  string    `json:"operation"`
	Host       string    `json:"host"`
	StatusCode *int      `json:"status_code"`
	DurationMS int64     `json:"duration_ms"`
	Outcome    string    `json:"outcome"`
	Error      string    `json:"error,omitempty"`
	CreatedAt  time.Time `json:"created_at"`
}

// Deliveries kept per client: the last 30 days, and at most this many rows.
const (
	deliveryDays    = 30
	deliveryMaxRows = 10000
)

// RecordDeliveries logs attempts in one transaction and trims each client's log to the
// last 30 days and 10,000 rows.
func (s *Store) RecordDeliveries(ctx context.Context, recs []DeliveryRecord) error {
	if len(recs) == 0 {
		return nil
	}
	now := s.Now()
	return s.inTx(ctx, func(tx *txn) error {
		clients := map[string]bool{}
		for _, r := range recs {
			var code sql.NullInt64
			if r.StatusCode != nil {
				code = sql.NullInt64{Int64: int64(*r.StatusCode), Valid: true}
			}
			created := r.CreatedAt
			if created.IsZero() {
				created = now
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO deliveries (client_id, request_id, operation, host, status_code, duration_ms, outcome, error, created_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, r.ClientID, r.RequestID, r.Operation, r.Host, code, r.DurationMS, r.Outcome, r.Error, created.Unix()); err != nil {
				return fmt.Errorf("record delivery: %w", err)
			}
			clients[r.ClientID] = true
		}
		for c := range clients {
			if _, err := tx.ExecContext(ctx, `DELETE FROM deliveries WHERE client_id = ?1 AND (created_at < ?2 OR id <= coalesce(
				(SELECT id FROM deliveries WHERE client_id = ?1 ORDER BY id DESC LIMIT 1 OFFSET ?3), 0))`,
				c, now.AddDate(0, 0, -deliveryDays).Unix(), deliveryMaxRows); err != nil {
				return fmt.Errorf("trim deliveries: %w", err)
			}
		}
		return nil
	})
}

// ListDeliveries returns the client's most recent deliveries, newest first.
func (s *Store) ListDeliveries(ctx context.Context, clientID string, limit int) ([]DeliveryRecord, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT id, request_id, operation, host, status_code, duration_ms, outcome, error, created_at
		FROM deliveries WHERE client_id = ? ORDER BY id DESC LIMIT ?`, clientID, limit)
	if err != nil {
		return nil, fmt.Errorf("list deliveries: %w", err)
	}
	defer rows.Close()
	out := []DeliveryRecord{}
	for rows.Next() {
		var r DeliveryRecord
		var code sql.NullInt64
		var created int64
		if err := rows.Scan(&r.ID, &r.RequestID, &r.Operation, &r.Host, &code, &r.DurationMS, &r.Outcome, &r.Error, &created); err != nil {
			return nil, fmt.Errorf("list deliveries: %w", err)
		}
		if code.Valid {
			c := int(code.Int64)
			r.StatusCode = &c
		}
		r.CreatedAt = time.Unix(created, 0).UTC()
		out = append(out, r)
	}
	return out, rows.Err()
}

// CallbackSecret returns the client's current callback secret.
func (s *Store) CallbackSecret(ctx context.Context, clientID string) (string, error) {
	var secret string
	err := s.read.QueryRowContext(ctx, "SELECT callback_secret FROM clients WHERE id = ?", clientID).Scan(&secret)
	if err == sql.ErrNoRows {
		return "", fmt.Errorf("client %q: %w", clientID, ErrNotFound)
	}
	if err != nil {
		return "", err
	}
	return s.openSecret(secret)
}
