package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Client is a customer application: it holds one API key, a tier and a callback secret.
type Client struct {
	ID             string    `json:"client_id"`
	Name           string    `json:"name"`
	Email          string    `json:"email,omitempty"`
	Tier           string    `json:"tier"`
	CallbackSecret string    `json:"-"`
	TrialUsed      int       `json:"trial_used"`
	TierRequested  string    `json:"tier_requested,omitempty"`
	KeyPrefix      string    `json:"key_prefix,omitempty"`
	CreatedAt      time.Time `json:"created_at"`
}

const clientColumns = `c.id, c.name, coalesce(c.email, ''), c.tier, c.callback_secret, c.trial_used,
	coalesce(c.tier_requested, ''), c.created_at,
	coalesce((SELECT k.prefix FROM api_keys k WHERE k.client_id = c.id AND k.revoked_at IS NULL
		AND (k.expires_at IS NULL OR k.expires_at > ?) ORDER BY k.id DESC LIMIT 1), '')`

func scanClient(row interface{ Scan(...any) error }) (Client, error) {
	var c Client
	var created int64
	err := row.Scan(&c.ID, &c.Name, &c.Email, &c.Tier, &c.CallbackSecret, &c.TrialUsed,
		&c.TierRequested, &created, &c.KeyPrefix)
	c.CreatedAt = time.Unix(created, 0).UTC()
	return c, err
}

// CreateClient adds a client on tier with a fresh API key and callback secret, and
// returns the key: the only time it exists outside the caller's hands.
func (s *Store) CreateClient(ctx context.Context, name, tier, email string) (Client, string, error) {
	id := newClientID()
	key := NewAPIKey()
	now := s.Now().Unix()
	err := s.inTx(ctx, func(tx *txn) error {
		if err := tierExists(ctx, tx, tier); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO clients (id, name, email, tier, callback_secret, created_at)
			VALUES (?, ?, nullif(?, ''), ?, ?, ?)`, id, name, email, tier, s.box.seal(NewCallbackSecret()), now)
		if isUniqueViolation(err) {
			return fmt.Errorf("a client named %q already exists: %w", name, ErrConflict)
		}
		if err != nil {
			return fmt.Errorf("insert client: %w", err)
		}
		return insertKey(ctx, tx, id, key, now, nil)
	})
	if err != nil {
		return Client{}, "", err
	}
	s.changed()
	c, err := s.FindClient(ctx, id)
	return c, key, err
}

func tierExists(ctx context.Context, tx *txn, tier string) error {
	var n int
	if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM tiers WHERE name = ?", tier).Scan(&n); err != nil {
		return fmt.Errorf("find tier: %w", err)
	}
	if n == 0 {
		return fmt.Errorf("tier %q: %w", tier, ErrNotFound)
	}
	return nil
}

// FindClient returns the client whose id, or else whose name, is ref.
func (s *Store) FindClient(ctx context.Context, ref string) (Client, error) {
	c, err := scanClient(s.read.QueryRowContext(ctx, "SELECT "+clientColumns+
		" FROM clients c WHERE c.id = ? OR c.name = ? ORDER BY c.id = ? DESC LIMIT 1",
		s.Now().Unix(), ref, ref, ref))
	if errors.Is(err, sql.ErrNoRows) {
		return Client{}, fmt.Errorf("client %q: %w", ref, ErrNotFound)
	}
	if err != nil {
		return Client{}, fmt.Errorf("find client %q: %w", ref, err)
	}
	c.CallbackSecret, err = s.openSecret(c.CallbackSecret)
	return c, err
}

// ListClients returns every client, oldest first.
func (s *Store) ListClients(ctx context.Context) ([]Client, error) {
	rows, err := s.read.QueryContext(ctx, "SELECT "+clientColumns+" FROM clients c ORDER BY c.created_at, c.id", s.Now().Unix())
	if err != nil {
		return nil, fmt.Errorf("list clients: %w", err)
	}
	defer rows.Close()
	var out []Client
	for rows.Next() {
		c, err := scanClient(rows)
		if err != nil {
			return nil, fmt.Errorf("list clients: %w", err)
		}
		if c.CallbackSecret, err = s.openSecret(c.CallbackSecret); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// SetClientTier moves a client to tier, clearing any pending request for a tier.
func (s *Store) SetClientTier(ctx context.Context, clientID, tier string) error {
	err := s.inTx(ctx, func(tx *txn) error {
		if err := tierExists(ctx, tx, tier); err != nil {
			return err
		}
		return execOne(ctx, tx, "client "+clientID,
			"UPDATE clients SET tier = ?, tier_requested = NULL WHERE id = ?", tier, clientID)
	})
	if err == nil {
		s.changed()
	}
	return err
}

// RotateCallbackSecret gives the client a new callback secret and returns it. The old
// one stops signing at once.
func (s *Store) RotateCallbackSecret(ctx context.Context, clientID string) (string, error) {
	secret := NewCallbackSecret()
	err := s.inTx(ctx, func(tx *txn) error {
		return execOne(ctx, tx, "client "+clientID, "UPDATE clients SET callback_secret = ? WHERE id = ?", s.box.seal(secret), clientID)
	})
	if err != nil {
		return "", err
	}
	s.changed()
	return secret, nil
}

// execOne runs a statement that must change exactly one row, else ErrNotFound.
func execOne(ctx context.Context, tx *txn, what, query string, args ...any) error {
	res, err := tx.ExecContext(ctx, query, args...)
	if err != nil {
		return fmt.Errorf("update %s: %w", what, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("%s: %w", what, ErrNotFound)
	}
	return nil
}

// RequestTier records that the client asks to move to tier; an admin grants it by
// changing the client's tier, which clears the request.
func (s *Store) RequestTier(ctx context.Context, clientID, tier string) error {
	return s.inTx(ctx, func(tx *txn) error {
		if err := tierExists(ctx, tx, tier); err != nil {
			return err
		}
		return execOne(ctx, tx, "client "+clientID,
			"UPDATE clients SET tier_requested = ?, tier_requested_at = ? WHERE id = ?", tier, s.Now().Unix(), clientID)
	})
}

// TierRequest is a client's wish for another tier, waiting for an admin.
type TierRequest struct {
	ClientID  string    `json:"client_id"`
	Name      string    `json:"name"`
	Tier      string    `json:"tier"`
	Requested string    `json:"requested"`
	At        time.Time `json:"requested_at"`
}

// ListTierRequests returns the clients' waiting requests for another tier, oldest first.
func (s *Store) ListTierRequests(ctx context.Context) ([]TierRequest, error) {
	// Requests made in one second keep the order they came in on SQLite (rowid);
	// PostgreSQL's rows have no such order, and the name decides.
	tiebreak := "rowid"
	if s.d == postgresDialect {
		tiebreak = "name"
	}
	rows, err := s.read.QueryContext(ctx, `SELECT id, name, tier, tier_requested, coalesce(tier_requested_at, created_at)
		FROM clients WHERE tier_requested IS NOT NULL ORDER BY 5, created_at, `+tiebreak)
	if err != nil {
		return nil, fmt.Errorf("list tier requests: %w", err)
	}
	defer rows.Close()
	var out []TierRequest
	for rows.Next() {
		var t TierRequest
		var at int64
		if err := rows.Scan(&t.ClientID, &t.Name, &t.Tier, &t.Requested, &at); err != nil {
			return nil, fmt.Errorf("list tier requests: %w", err)
		}
		t.At = time.Unix(at, 0).UTC()
		out = append(out, t)
	}
	return out, rows.Err()
}

// DeclineTierRequest forgets the client's request for another tier; a client without
// one is ErrNotFound.
func (s *Store) DeclineTierRequest(ctx context.Context, clientID string) error {
	return s.inTx(ctx, func(tx *txn) error {
		return execOne(ctx, tx, "tier request of client "+clientID,
			"UPDATE clients SET tier_requested = NULL, tier_requested_at = NULL WHERE id = ? AND tier_requested IS NOT NULL", clientID)
	})
}
