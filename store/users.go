package store

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"database/sql"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"time"

	"golang.org/x/crypto/argon2"
)

// Dashboard roles.
const (
	RoleAdmin  = "admin"
	RoleClient = "client"
)

// One-time token purposes.
const (
	TokenSetup  = "setup"
	TokenInvite = "invite"
)

// argon2id parameters (RFC 9106's second recommended option, lighter on memory).
const (
	argonTime    = 3
	argonMemory  = 64 * 1024
	argonThreads = 2
	argonKeyLen  = 32
)

// HashPassword returns an argon2id hash of password in the PHC string format.
func HashPassword(password string) string {
	salt := make([]byte, 16)
	rand.Read(salt)
	sum := argon2.IDKey([]byte(password), salt, argonTime, argonMemory, argonThreads, argonKeyLen)
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, argonMemory, argonTime, argonThreads,
		base64.RawStdEncoding.EncodeToString(salt), base64.RawStdEncoding.EncodeToString(sum))
}

// CheckPassword reports whether password matches a hash made by HashPassword.
func CheckPassword(hash, password string) bool {
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false
	}
	var m, t uint32
	var p uint8
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &m, &t, &p); err != nil {
		return false
	}
	salt, err1 := base64.RawStdEncoding.DecodeString(parts[4])
	want, err2 := base64.RawStdEncoding.DecodeString(parts[5])
	if err1 != nil || err2 != nil {
		return false
	}
	got := argon2.IDKey([]byte(password), salt, t, m, p, uint32(len(want)))
	return subtle.ConstantTimeCompare(got, want) == 1
}

// User is a dashboard account: an admin, or a person reading one client's page.
type User struct {
	ID           int64
	Email        string
	PasswordHash string
	Role         string
	ClientID     string
}

// CreateUser adds a dashboard account. Email is unique regardless of case.
func (s *Store) CreateUser(ctx context.Context, email, password, role, clientID string) (User, error) {
	var u User
	err := s.inTx(ctx, func(tx *txn) error {
		var err error
		u, err = insertUser(ctx, tx, email, password, role, clientID, s.Now())
		return err
	})
	return u, err
}

// HasAdmin reports whether any admin account exists.
func (s *Store) HasAdmin(ctx context.Context) (bool, error) {
	var n int
	if err := s.read.QueryRowContext(ctx, "SELECT count(*) FROM users WHERE role = 'admin'").Scan(&n); err != nil {
		return false, fmt.Errorf("count admins: %w", err)
	}
	return n > 0, nil
}

// CreateToken makes a one-time token for purpose, valid for ttl, and returns it; only its
// hash is kept.
func (s *Store) CreateToken(ctx context.Context, purpose, email, clientID string, ttl time.Duration) (string, error) {
	token := randomBase62(40)
	now := s.Now()
	err := s.inTx(ctx, func(tx *txn) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO tokens (hash, purpose, email, client_id, created_at, expires_at)
			VALUES (?, ?, nullif(?, ''), nullif(?, ''), ?, ?)`, HashKey(token), purpose, email, clientID,
			now.Unix(), now.Add(ttl).Unix())
		if err != nil {
			return fmt.Errorf("create %s token: %w", purpose, err)
		}
		return nil
	})
	return token, err
}

const userColumns = "id, email, password_hash, role, coalesce(client_id, '')"

func scanUser(row interface{ Scan(...any) error }) (User, error) {
	var u User
	err := row.Scan(&u.ID, &u.Email, &u.PasswordHash, &u.Role, &u.ClientID)
	return u, err
}

// FindUserByEmail returns the account with email (any case), or ErrNotFound.
func (s *Store) FindUserByEmail(ctx context.Context, email string) (User, error) {
	u, err := scanUser(s.read.QueryRowContext(ctx, "SELECT "+userColumns+" FROM users WHERE lower(email) = lower(?)",
		strings.TrimSpace(email)))
	if errors.Is(err, sql.ErrNoRows) {
		return User{}, fmt.Errorf("user %q: %w", email, ErrNotFound)
	}
	if err != nil {
		return User{}, fmt.Errorf("find user: %w", err)
	}
	return u, nil
}

// ChangePassword sets a new password and ends every session of the account.
func (s *Store) ChangePassword(ctx context.Context, userID int64, password string) error {
	hash := HashPassword(password)
	return s.inTx(ctx, func(tx *txn) error {
		if err := execOne(ctx, tx, fmt.Sprintf("user %d", userID),
			"UPDATE users SET password_hash = ? WHERE id = ?", hash, userID); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "DELETE FROM sessions WHERE user_id = ?", userID); err != nil {
			return fmt.Errorf("end sessions of user %d: %w", userID, err)
		}
		return nil
	})
}

// Token is what a one-time link stands for.
type Token struct {
	Purpose   string
	Email     string
	ClientID  string
	ExpiresAt time.Time
}

// ErrTokenInvalid means a one-time link is unknown, used, expired, or (for the setup
// link) no longer needed because an admin exists.
var ErrTokenInvalid = errors.New("this link is unknown, used or expired")

// FindToken returns the live token for purpose, or ErrTokenInvalid.
func (s *Store) FindToken(ctx context.Context, purpose, token string) (Token, error) {
	var t Token
	var exp int64
	err := s.read.QueryRowContext(ctx, `SELECT purpose, coalesce(email, ''), coalesce(client_id, ''), expires_at
		FROM tokens WHERE hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
		AND (purpose != 'setup' OR NOT EXISTS (SELECT 1 FROM users WHERE role = 'admin'))`,
		HashKey(token), purpose, s.Now().Unix()).Scan(&t.Purpose, &t.Email, &t.ClientID, &exp)
	if errors.Is(err, sql.ErrNoRows) {
		return Token{}, ErrTokenInvalid
	}
	if err != nil {
		return Token{}, fmt.Errorf("find token: %w", err)
	}
	t.ExpiresAt = time.Unix(exp, 0).UTC()
	return t, nil
}

// AcceptSetup uses the setup link to make the first admin. It fails with
// ErrTokenInvalid once the link is used or any admin exists.
func (s *Store) AcceptSetup(ctx context.Context, token, email, password string) (User, error) {
	return s.useToken(ctx, TokenSetup, token, func(tx *txn, _ Token) (User, error) {
		// Two setup links (two replicas started with no admin) make one admin, not two.
		if err := tx.serialize(ctx, "first admin"); err != nil {
			return User{}, err
		}
		var admins int
		if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM users WHERE role = 'admin'").Scan(&admins); err != nil {
			return User{}, err
		}
		if admins > 0 {
			return User{}, ErrTokenInvalid
		}
		return insertUser(ctx, tx, email, password, RoleAdmin, "", s.Now())
	})
}

// AcceptInvite uses an invitation: the invited person's account is made with password,
// for the invitation's client, or as an admin when it names no client.
func (s *Store) AcceptInvite(ctx context.Context, token, password string) (User, error) {
	return s.useToken(ctx, TokenInvite, token, func(tx *txn, t Token) (User, error) {
		role := RoleClient
		if t.ClientID == "" {
			role = RoleAdmin
		}
		return insertUser(ctx, tx, t.Email, password, role, t.ClientID, s.Now())
	})
}

func (s *Store) useToken(ctx context.Context, purpose, token string, fn func(*txn, Token) (User, error)) (User, error) {
	var u User
	err := s.inTx(ctx, func(tx *txn) error {
		var t Token
		now := s.Now().Unix()
		err := tx.QueryRowContext(ctx, `UPDATE tokens SET used_at = ? WHERE hash = ? AND purpose = ? AND used_at IS NULL
			AND expires_at > ? RETURNING coalesce(email, ''), coalesce(client_id, '')`,
			now, HashKey(token), purpose, now).Scan(&t.Email, &t.ClientID)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrTokenInvalid
		}
		if err != nil {
			return fmt.Errorf("use %s token: %w", purpose, err)
		}
		t.Purpose = purpose
		u, err = fn(tx, t)
		return err
	})
	return u, err
}

func insertUser(ctx context.Context, tx *txn, email, password, role, clientID string, now time.Time) (User, error) {
	u := User{Email: strings.TrimSpace(email), PasswordHash: HashPassword(password), Role: role, ClientID: clientID}
	err := tx.QueryRowContext(ctx, `INSERT INTO users (email, password_hash, role, client_id, created_at)
		VALUES (?, ?, ?, nullif(?, ''), ?) RETURNING id`, u.Email, u.PasswordHash, role, clientID, now.Unix()).Scan(&u.ID)
	if isUniqueViolation(err) {
		return User{}, fmt.Errorf("an account for %s already exists: %w", u.Email, ErrConflict)
	}
	if err != nil {
		return User{}, fmt.Errorf("create user: %w", err)
	}
	return u, nil
}

// InviteTTL is how long an invitation link works.
const InviteTTL = 7 * 24 * time.Hour

// ListAdmins returns the admin accounts' emails, oldest first.
func (s *Store) ListAdmins(ctx context.Context) ([]string, error) {
	rows, err := s.read.QueryContext(ctx, "SELECT email FROM users WHERE role = 'admin' ORDER BY id")
	if err != nil {
		return nil, fmt.Errorf("list admins: %w", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var e string
		if err := rows.Scan(&e); err != nil {
			return nil, fmt.Errorf("list admins: %w", err)
		}
		out = append(out, e)
	}
	return out, rows.Err()
}
