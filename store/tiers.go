package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// Route names where a tier's AI operations go.
const (
	RouteBuiltin  = "builtin"
	RouteUpstream = "upstream"
)

// Tier is a named set of limits. A zero limit means the tier has none.
type Tier struct {
	Name      string `json:"name"`
	PerMinute int    `json:"per_minute"`
	PerDay    int    `json:"per_day"`
	Trial     int    `json:"trial"`
	Route     string `json:"route"`
}

// TierChange names the numbers to change; nil fields stay as they are.
type TierChange struct {
	PerMinute, PerDay, Trial *int
}

const tierColumns = "name, per_minute, per_day, trial, route"

func scanTier(row interface{ Scan(...any) error }) (Tier, error) {
	var t Tier
	err := row.Scan(&t.Name, &t.PerMinute, &t.PerDay, &t.Trial, &t.Route)
	return t, err
}

// ListTiers returns every tier, cheapest first.
func (s *Store) ListTiers(ctx context.Context) ([]Tier, error) {
	rows, err := s.read.QueryContext(ctx, "SELECT "+tierColumns+" FROM tiers ORDER BY position")
	if err != nil {
		return nil, fmt.Errorf("list tiers: %w", err)
	}
	defer rows.Close()
	var tiers []Tier
	for rows.Next() {
		t, err := scanTier(rows)
		if err != nil {
			return nil, fmt.Errorf("list tiers: %w", err)
		}
		tiers = append(tiers, t)
	}
	return tiers, rows.Err()
}

// FindTier returns the tier called name.
func (s *Store) FindTier(ctx context.Context, name string) (Tier, error) {
	t, err := scanTier(s.read.QueryRowContext(ctx, "SELECT "+tierColumns+" FROM tiers WHERE name = ?", name))
	if errors.Is(err, sql.ErrNoRows) {
		return Tier{}, fmt.Errorf("tier %q: %w", name, ErrNotFound)
	}
	if err != nil {
		return Tier{}, fmt.Errorf("find tier %q: %w", name, err)
	}
	return t, nil
}

// UpdateTier changes the numbers given in c and returns the tier as it now is.
func (s *Store) UpdateTier(ctx context.Context, name string, c TierChange) (Tier, error) {
	var t Tier
	err := s.inTx(ctx, func(tx *txn) error {
		var err error
		t, err = scanTier(tx.QueryRowContext(ctx, "SELECT "+tierColumns+" FROM tiers WHERE name = ?"+tx.d.forUpdate(), name))
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("tier %q: %w", name, ErrNotFound)
		}
		if err != nil {
			return fmt.Errorf("find tier %q: %w", name, err)
		}
		for _, f := range []struct {
			to  *int
			dst *int
		}{{c.PerMinute, &t.PerMinute}, {c.PerDay, &t.PerDay}, {c.Trial, &t.Trial}} {
			if f.to != nil {
				*f.dst = *f.to
			}
		}
		_, err = tx.ExecContext(ctx, "UPDATE tiers SET per_minute = ?, per_day = ?, trial = ? WHERE name = ?",
			t.PerMinute, t.PerDay, t.Trial, name)
		return err
	})
	if err != nil {
		return Tier{}, err
	}
	s.changed()
	return t, nil
}
