package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/base64"
	"errors"
	"fmt"
	"time"
)

// SessionKeys returns the dashboard cookie's signing and encryption keys, making them
// on first use. They stay in the store, so a restart keeps people logged in.
func (s *Store) SessionKeys(ctx context.Context) (hashKey, blockKey []byte, err error) {
	err = s.inTx(ctx, func(tx *txn) error {
		// Replicas starting together make one set of keys between them.
		if err := tx.serialize(ctx, "session keys"); err != nil {
			return err
		}
		err := tx.QueryRowContext(ctx, "SELECT hash_key, block_key FROM session_keys ORDER BY id DESC LIMIT 1").
			Scan(&hashKey, &blockKey)
		if errors.Is(err, sql.ErrNoRows) {
			hashKey, blockKey, err = insertSessionKeys(ctx, tx, s.Now())
		}
		if err != nil {
			return fmt.Errorf("session keys: %w", err)
		}
		return nil
	})
	return hashKey, blockKey, err
}

func insertSessionKeys(ctx context.Context, tx *txn, now time.Time) (hashKey, blockKey []byte, err error) {
	hashKey, blockKey = make([]byte, 64), make([]byte, 32)
	rand.Read(hashKey)
	rand.Read(blockKey)
	_, err = tx.ExecContext(ctx, "INSERT INTO session_keys (hash_key, block_key, created_at) VALUES (?, ?, ?)",
		hashKey, blockKey, now.Unix())
	return hashKey, blockKey, err
}

// RotateSessionKeys replaces the cookie keys and ends every dashboard session: everyone
// must log in again.
func (s *Store) RotateSessionKeys(ctx context.Context) error {
	err := s.inTx(ctx, func(tx *txn) error {
		for _, q := range []string{"DELETE FROM sessions", "DELETE FROM session_keys"} {
			if _, err := tx.ExecContext(ctx, q); err != nil {
				return fmt.Errorf("rotate session keys: %w", err)
			}
		}
		_, _, err := insertSessionKeys(ctx, tx, s.Now())
		return err
	})
	if err == nil {
		s.changed()
	}
	return err
}

// Session is a logged-in browser: whose it is and when it started and was last used.
type Session struct {
	User      User
	CreatedAt time.Time
	SeenAt    time.Time
}

// CreateSession starts a session for the user and returns its id, which only the
// browser's cookie holds (the store keeps a hash).
func (s *Store) CreateSession(ctx context.Context, userID int64, address string) (string, error) {
	b := make([]byte, 32)
	rand.Read(b)
	id := base64.RawURLEncoding.EncodeToString(b)
	now := s.Now().Unix()
	err := s.inTx(ctx, func(tx *txn) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO sessions (hash, user_id, created_at, seen_at, address)
			VALUES (?, ?, ?, ?, ?)`, HashKey(id), userID, now, now, address)
		if err != nil {
			return fmt.Errorf("create session: %w", err)
		}
		return nil
	})
	return id, err
}

// FindSession returns the session with id and its user, or ErrNotFound.
func (s *Store) FindSession(ctx context.Context, id string) (Session, error) {
	var ses Session
	var created, seen int64
	u := &ses.User
	err := s.read.QueryRowContext(ctx, `SELECT u.id, u.email, u.password_hash, u.role, coalesce(u.client_id, ''),
			s.created_at, s.seen_at
		FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.hash = ?`, HashKey(id)).
		Scan(&u.ID, &u.Email, &u.PasswordHash, &u.Role, &u.ClientID, &created, &seen)
	if errors.Is(err, sql.ErrNoRows) {
		return Session{}, fmt.Errorf("session: %w", ErrNotFound)
	}
	if err != nil {
		return Session{}, fmt.Errorf("find session: %w", err)
	}
	ses.CreatedAt, ses.SeenAt = time.Unix(created, 0).UTC(), time.Unix(seen, 0).UTC()
	return ses, nil
}

// TouchSession records that the session was used now (for its idle expiry).
func (s *Store) TouchSession(ctx context.Context, id string) error {
	return s.inTx(ctx, func(tx *txn) error {
		_, err := tx.ExecContext(ctx, "UPDATE sessions SET seen_at = ? WHERE hash = ?", s.Now().Unix(), HashKey(id))
		if err != nil {
			return fmt.Errorf("touch session: %w", err)
		}
		return nil
	})
}

// DeleteSession ends one session (logging out). Ending one that is gone is no error.
func (s *Store) DeleteSession(ctx context.Context, id string) error {
	return s.inTx(ctx, func(tx *txn) error {
		if _, err := tx.ExecContext(ctx, "DELETE FROM sessions WHERE hash = ?", HashKey(id)); err != nil {
			return fmt.Errorf("delete session: %w", err)
		}
		return nil
	})
}
