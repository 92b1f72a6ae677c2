package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Callback host statuses.
const (
	HostPending  = "pending"
	HostApproved = "approved"
	HostRejected = "rejected"
)

// CallbackHost is a host (and port) a client may have results delivered to, once an
// admin approves it. Host is stored normalised: lower case, ASCII, no trailing dot.
type CallbackHost struct {
	ID         int64      `json:"id"`
	ClientID   string     `json:"client_id"`
	ClientName string     `json:"client_name,omitempty"`
	Host       string     `json:"host"`
	Port       int        `json:"port"`
	Status     string     `json:"status"`
	CreatedAt  time.Time  `json:"created_at"`
	DecidedAt  *time.Time `json:"decided_at,omitempty"`
}

const hostColumns = "h.id, h.client_id, c.name, h.host, h.port, h.status, h.created_at, h.decided_at"

func scanHost(row interface{ Scan(...any) error }) (CallbackHost, error) {
	var h CallbackHost
	var created int64
	var decided sql.NullInt64
	err := row.Scan(&h.ID, &h.ClientID, &h.ClientName, &h.Host, &h.Port, &h.Status, &created, &decided)
	h.CreatedAt, h.DecidedAt = time.Unix(created, 0).UTC(), nullTime(decided)
	return h, err
}

// RequestCallbackHost records a client's wish to deliver to host:port, pending an
// admin's approval. Asking again for a host already known returns it unchanged, with
// created false. A client with MaxPendingHosts requests waiting is ErrLimit.
func (s *Store) RequestCallbackHost(ctx context.Context, clientID, host string, port int) (h CallbackHost, created bool, err error) {
	err = s.inTx(ctx, func(tx *txn) error {
		// Racing requests of one client take turns on the client's row.
		if err := lockRow(ctx, tx, "client "+clientID, "SELECT id FROM clients WHERE id = ?", clientID); err != nil {
			return err
		}
		var known, pending int
		err := tx.QueryRowContext(ctx, `SELECT count(*) FILTER (WHERE host = ? AND port = ?), count(*) FILTER (WHERE status = 'pending')
			FROM callback_hosts WHERE client_id = ?`, host, port, clientID).Scan(&known, &pending)
		if err != nil {
			return fmt.Errorf("request callback host: %w", err)
		}
		if known > 0 {
			return nil
		}
		if pending >= MaxPendingHosts {
			return fmt.Errorf("%d callback hosts already wait for an admin, the most a client may ask for at once; delete one or wait for a decision: %w",
				MaxPendingHosts, ErrLimit)
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO callback_hosts (client_id, host, port, status, created_at)
			VALUES (?, ?, ?, 'pending', ?)`, clientID, host, port, s.Now().Unix())
		if err != nil {
			return fmt.Errorf("request callback host: %w", err)
		}
		created = true
		return nil
	})
	if err != nil {
		return CallbackHost{}, false, err
	}
	s.changed()
	h, err = s.findHostByName(ctx, clientID, host, port)
	return h, created, err
}

// ApproveCallbackHostFor registers host:port for the client and approves it at once
// (the operator's "host add").
func (s *Store) ApproveCallbackHostFor(ctx context.Context, clientID, host string, port int) (CallbackHost, error) {
	now := s.Now().Unix()
	err := s.inTx(ctx, func(tx *txn) error {
		if err := clientExists(ctx, tx, clientID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO callback_hosts (client_id, host, port, status, created_at, decided_at)
			VALUES (?, ?, ?, 'approved', ?, ?)
			ON CONFLICT (client_id, host, port) DO UPDATE SET status = 'approved', decided_at = excluded.decided_at`,
			clientID, host, port, now, now)
		if err != nil {
			return fmt.Errorf("add callback host: %w", err)
		}
		return nil
	})
	if err != nil {
		return CallbackHost{}, err
	}
	s.changed()
	return s.findHostByName(ctx, clientID, host, port)
}

func (s *Store) findHostByName(ctx context.Context, clientID, host string, port int) (CallbackHost, error) {
	h, err := scanHost(s.read.QueryRowContext(ctx, "SELECT "+hostColumns+
		" FROM callback_hosts h JOIN clients c ON c.id = h.client_id WHERE h.client_id = ? AND h.host = ? AND h.port = ?",
		clientID, host, port))
	if errors.Is(err, sql.ErrNoRows) {
		return CallbackHost{}, fmt.Errorf("callback host %s:%d: %w", host, port, ErrNotFound)
	}
	return h, err
}

// DecideCallbackHost sets a host's status to approved or rejected.
func (s *Store) DecideCallbackHost(ctx context.Context, id int64, status string) (CallbackHost, error) {
	if status != HostApproved && status != HostRejected {
		return CallbackHost{}, fmt.Errorf("status %q: want approved or rejected", status)
	}
	err := s.inTx(ctx, func(tx *txn) error {
		return execOne(ctx, tx, fmt.Sprintf("callback host %d", id),
			"UPDATE callback_hosts SET status = ?, decided_at = ? WHERE id = ?", status, s.Now().Unix(), id)
	})
	if err != nil {
		return CallbackHost{}, err
	}
	s.changed()
	return scanHost(s.read.QueryRowContext(ctx, "SELECT "+hostColumns+
		" FROM callback_hosts h JOIN clients c ON c.id = h.client_id WHERE h.id = ?", id))
}

// ListCallbackHosts returns the client's hosts, or every client's when clientID is
// empty, oldest first; status, when not empty, keeps only hosts in that status.
func (s *Store) ListCallbackHosts(ctx context.Context, clientID, status string) ([]CallbackHost, error) {
	rows, err := s.read.QueryContext(ctx, "SELECT "+hostColumns+
		` FROM callback_hosts h JOIN clients c ON c.id = h.client_id
		WHERE (?1 = '' OR h.client_id = ?1) AND (?2 = '' OR h.status = ?2) ORDER BY h.id`, clientID, status)
	if err != nil {
		return nil, fmt.Errorf("list callback hosts: %w", err)
	}
	defer rows.Close()
	var out []CallbackHost
	for rows.Next() {
		h, err := scanHost(rows)
		if err != nil {
			return nil, fmt.Errorf("list callback hosts: %w", err)
		}
		out = append(out, h)
	}
	return out, rows.Err()
}

// DeleteCallbackHost removes one of the client's hosts.
func (s *Store) DeleteCallbackHost(ctx context.Context, clientID string, id int64) error {
	err := s.inTx(ctx, func(tx *txn) error {
		return execOne(ctx, tx, fmt.Sprintf("callback host %d", id),
			"DELETE FROM callback_hosts WHERE id = ? AND client_id = ?", id, clientID)
	})
	if err == nil {
		s.changed()
	}
	return err
}

// IsCallbackHostApproved reports whether host:port is approved for the client.
func (s *Store) IsCallbackHostApproved(ctx context.Context, clientID, host string, port int) (bool, error) {
	var n int
	err := s.read.QueryRowContext(ctx, `SELECT count(*) FROM callback_hosts
		WHERE client_id = ? AND host = ? AND port = ? AND status = 'approved'`, clientID, host, port).Scan(&n)
	if err != nil {
		return false, fmt.Errorf("check callback host: %w", err)
	}
	return n > 0, nil
}
