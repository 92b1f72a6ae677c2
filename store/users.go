package store

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"database/sql"
	"encoding/base64"
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
	u := User{Email: strings.TrimSpace(email), PasswordHash: HashPassword(password), Role: role, ClientID: clientID}
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `INSERT INTO users (email, password_hash, role, client_id, created_at)
			VALUES (?, ?, ?, nullif(?, ''), ?)`, u.Email, u.PasswordHash, role, clientID, s.Now().Unix())
		if isUniqueViolation(err) {
			return fmt.Errorf("an account for %s already exists: %w", u.Email, ErrConflict)
		}
		if err != nil {
			return fmt.Errorf("create user: %w", err)
		}
		u.ID, err = res.LastInsertId()
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
	err := s.inTx(ctx, func(tx *sql.Tx) error {
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
