package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// KeyOwner is what authenticating a key yields: the key's state and its client's tier.
type KeyOwner struct {
	ClientID   string
	ClientName string
	Tier       Tier
	ExpiresAt  *time.Time
	RevokedAt  *time.Time
}

// ValidAt reports whether the key may be used at instant now.
func (k KeyOwner) ValidAt(now time.Time) bool {
	return k.RevokedAt == nil && (k.ExpiresAt == nil || now.Before(*k.ExpiresAt))
}

func insertKey(ctx context.Context, tx *txn, clientID, key string, now int64, expires *time.Time) error {
	var exp sql.NullInt64
	if expires != nil {
		exp = sql.NullInt64{Int64: expires.Unix(), Valid: true}
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO api_keys (client_id, hash, prefix, created_at, expires_at)
		VALUES (?, ?, ?, ?, ?)`, clientID, HashKey(key), keyPrefix(key), now, exp)
	if err != nil {
		return fmt.Errorf("insert key: %w", err)
	}
	return nil
}

// FindKeyOwner looks a key up by its hash. Revoked and expired keys are returned too;
// the caller decides with ValidAt.
func (s *Store) FindKeyOwner(ctx context.Context, hash []byte) (KeyOwner, error) {
	var k KeyOwner
	var exp, rev sql.NullInt64
	err := s.read.QueryRowContext(ctx, `SELECT c.id, c.name, t.name, t.per_minute, t.per_day, t.trial, t.route,
			k.expires_at, k.revoked_at
		FROM api_keys k JOIN clients c ON c.id = k.client_id JOIN tiers t ON t.name = c.tier
		WHERE k.hash = ?`, hash).Scan(&k.ClientID, &k.ClientName, &k.Tier.Name, &k.Tier.PerMinute,
		&k.Tier.PerDay, &k.Tier.Trial, &k.Tier.Route, &exp, &rev)
	if errors.Is(err, sql.ErrNoRows) {
		return KeyOwner{}, ErrNotFound
	}
	if err != nil {
		return KeyOwner{}, fmt.Errorf("find key: %w", err)
	}
	k.ExpiresAt, k.RevokedAt = nullTime(exp), nullTime(rev)
	return k, nil
}

// KeyOptions shape a new key: how long the old one keeps working (Grace) and when the
// new one stops (Expires, zero for never).
type KeyOptions struct {
	Grace   time.Duration
	Expires time.Duration
}

// RotateKey issues a new key for the client and returns it. The keys it replaces stop
// at once, or after the grace period.
func (s *Store) RotateKey(ctx context.Context, clientID string, o KeyOptions) (string, error) {
	key := NewAPIKey()
	now := s.Now()
	err := s.inTx(ctx, func(tx *txn) error {
		if err := clientExists(ctx, tx, clientID); err != nil {
			return err
		}
		if err := retireKeys(ctx, tx, clientID, now, o.Grace); err != nil {
			return err
		}
		var expires *time.Time
		if o.Expires > 0 {
			e := now.Add(o.Expires)
			expires = &e
		}
		return insertKey(ctx, tx, clientID, key, now.Unix(), expires)
	})
	if err != nil {
		return "", err
	}
	s.changed()
	return key, nil
}

// RevokeKeys stops every key of the client at once. The client can get a new one by
// rotation.
func (s *Store) RevokeKeys(ctx context.Context, clientID string) error {
	err := s.inTx(ctx, func(tx *txn) error {
		if err := clientExists(ctx, tx, clientID); err != nil {
			return err
		}
		return retireKeys(ctx, tx, clientID, s.Now(), 0)
	})
	if err == nil {
		s.changed()
	}
	return err
}

func retireKeys(ctx context.Context, tx *txn, clientID string, now time.Time, grace time.Duration) error {
	var err error
	if grace > 0 {
		// A key already due to expire sooner keeps its earlier end.
		_, err = tx.ExecContext(ctx, `UPDATE api_keys SET expires_at = CASE WHEN expires_at < ?1 THEN expires_at ELSE ?1 END
			WHERE client_id = ?2 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > ?3)`,
			now.Add(grace).Unix(), clientID, now.Unix())
	} else {
		_, err = tx.ExecContext(ctx, `UPDATE api_keys SET revoked_at = ? WHERE client_id = ? AND revoked_at IS NULL`,
			now.Unix(), clientID)
	}
	if err != nil {
		return fmt.Errorf("retire keys of %s: %w", clientID, err)
	}
	return nil
}

// clientExists checks inside a transaction that the client exists, and holds its row
// until the transaction ends, so racing rotations of its keys take turns.
func clientExists(ctx context.Context, tx *txn, clientID string) error {
	return lockRow(ctx, tx, fmt.Sprintf("client %q", clientID), "SELECT id FROM clients WHERE id = ?", clientID)
}

// APIKey is what is kept of one of a client's keys: never the key itself.
type APIKey struct {
	Prefix    string
	CreatedAt time.Time
	ExpiresAt *time.Time
	RevokedAt *time.Time
}

// ListKeys returns the client's keys that still work or worked in the last 30 days,
// newest first.
func (s *Store) ListKeys(ctx context.Context, clientID string) ([]APIKey, error) {
	since := s.Now().AddDate(0, 0, -30).Unix()
	rows, err := s.read.QueryContext(ctx, `SELECT prefix, created_at, expires_at, revoked_at FROM api_keys
		WHERE client_id = ? AND (coalesce(revoked_at, expires_at) IS NULL OR coalesce(revoked_at, expires_at) > ?2) ORDER BY id DESC`, clientID, since)
	if err != nil {
		return nil, fmt.Errorf("list keys of %s: %w", clientID, err)
	}
	defer rows.Close()
	var out []APIKey
	for rows.Next() {
		var k APIKey
		var created int64
		var exp, rev sql.NullInt64
		if err := rows.Scan(&k.Prefix, &created, &exp, &rev); err != nil {
			return nil, fmt.Errorf("list keys of %s: %w", clientID, err)
		}
		k.CreatedAt, k.ExpiresAt, k.RevokedAt = time.Unix(created, 0).UTC(), nullTime(exp), nullTime(rev)
		out = append(out, k)
	}
	return out, rows.Err()
}
