package store

import (
	"context"
	"fmt"
	"time"
)

// ClientCalls is one client's metered calls over a span of days.
type ClientCalls struct {
	ClientID string `json:"client_id"`
	Name     string `json:"name"`
	Tier     string `json:"tier"`
	Calls    int    `json:"calls"`
}

// TopClients returns the limit clients with the most metered calls from day since on
// (inclusive), busiest first; clients without calls are left out.
func (s *Store) TopClients(ctx context.Context, since string, limit int) ([]ClientCalls, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT c.id, c.name, c.tier, sum(u.count) AS calls
		FROM usage u JOIN clients c ON c.id = u.client_id
		WHERE u.day >= ? GROUP BY c.id HAVING sum(u.count) > 0 ORDER BY calls DESC, c.name LIMIT ?`, since, limit)
	if err != nil {
		return nil, fmt.Errorf("top clients: %w", err)
	}
	defer rows.Close()
	var out []ClientCalls
	for rows.Next() {
		var c ClientCalls
		if err := rows.Scan(&c.ClientID, &c.Name, &c.Tier, &c.Calls); err != nil {
			return nil, fmt.Errorf("top clients: %w", err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// CountDeliveries counts every client's callback deliveries made since then, by
// outcome (delivered, failed, refused, dropped); outcomes without any are absent.
func (s *Store) CountDeliveries(ctx context.Context, since time.Time) (map[string]int, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT outcome, count(*) FROM deliveries
		WHERE created_at >= ? GROUP BY outcome`, since.Unix())
	if err != nil {
		return nil, fmt.Errorf("count deliveries: %w", err)
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var outcome string
		var n int
		if err := rows.Scan(&outcome, &n); err != nil {
			return nil, fmt.Errorf("count deliveries: %w", err)
		}
		out[outcome] = n
	}
	return out, rows.Err()
}
