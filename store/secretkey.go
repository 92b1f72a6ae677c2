package store

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"database/sql"
	"encoding/base64"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
)

// Callback secrets are kept encrypted (AES-256-GCM) under a key that lives outside the
// database: LARDER_SECRET_KEY, or the file <db>.key beside it (created 0600 on first
// use). A copy of the database file alone cannot sign a webhook.

// sealedPrefix marks an encrypted secret: "enc:v1:" and base64(nonce | ciphertext).
const sealedPrefix = "enc:v1:"

// KeyFile is where the secret key of the database at path is kept when
// LARDER_SECRET_KEY does not give it.
func KeyFile(path string) string { return path + ".key" }

// NewSecretKey returns a fresh key in the form LARDER_SECRET_KEY and the key file take:
// the base64 of 32 random bytes.
func NewSecretKey() string {
	b := make([]byte, 32)
	rand.Read(b)
	return base64.StdEncoding.EncodeToString(b)
}

type secretBox struct{ aead cipher.AEAD }

func newSecretBox(key string) (*secretBox, error) {
	raw, err := base64.StdEncoding.DecodeString(strings.TrimSpace(key))
	if err != nil || len(raw) != 32 {
		return nil, errors.New("the secret key must be the base64 of 32 bytes (make one with: head -c 32 /dev/urandom | base64)")
	}
	block, err := aes.NewCipher(raw)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &secretBox{aead: aead}, nil
}

func (b *secretBox) seal(plain string) string {
	nonce := make([]byte, b.aead.NonceSize())
	rand.Read(nonce)
	return sealedPrefix + base64.StdEncoding.EncodeToString(b.aead.Seal(nonce, nonce, []byte(plain), nil))
}

var errWrongKey = errors.New("the secret key does not open this database's callback secrets")

func (b *secretBox) open(stored string) (string, error) {
	enc, ok := strings.CutPrefix(stored, sealedPrefix)
	if !ok {
		return stored, nil // not yet sealed: only between an upgrade and its first Open
	}
	raw, err := base64.StdEncoding.DecodeString(enc)
	n := b.aead.NonceSize()
	if err != nil || len(raw) < n {
		return "", errWrongKey
	}
	plain, err := b.aead.Open(nil, raw[:n], raw[n:], nil)
	if err != nil {
		return "", errWrongKey
	}
	return string(plain), nil
}

// setUpSecrets loads the key (from key, else the key file, creating it for a database
// with no sealed secret yet), checks that it opens the secrets already sealed, and
// seals any kept in plain text by an older version.
func (s *Store) setUpSecrets(ctx context.Context, path, key string) error {
	var sealed int
	var sample sql.NullString
	err := s.write.QueryRowContext(ctx, `SELECT count(*), max(callback_secret) FROM clients WHERE callback_secret LIKE ?`,
		sealedPrefix+"%").Scan(&sealed, &sample)
	if err != nil {
		return fmt.Errorf("read callback secrets: %w", err)
	}
	s.keySource = "LARDER_SECRET_KEY"
	if key == "" && s.d == postgresDialect {
		return ErrSecretKeyRequired
	}
	if key == "" {
		s.keySource = KeyFile(path)
		if key, s.keyCreated, err = readOrCreateKey(KeyFile(path), sealed > 0); err != nil {
			return err
		}
	}
	box, err := newSecretBox(key)
	if err != nil {
		return err
	}
	if sealed > 0 {
		if _, err := box.open(sample.String); err != nil {
			if s.d == postgresDialect {
				return fmt.Errorf("%w: give the LARDER_SECRET_KEY the other replicas use", err)
			}
			return fmt.Errorf("%w: give the key backed up with it (LARDER_SECRET_KEY or %s)", err, KeyFile(path))
		}
	}
	s.box = box
	return s.sealPlainSecrets(ctx)
}

// SecretKey says where the key sealing callback secrets came from (LARDER_SECRET_KEY
// or the key file) and whether this Open created the file.
func (s *Store) SecretKey() (source string, created bool) { return s.keySource, s.keyCreated }

func readOrCreateKey(file string, mustExist bool) (key string, created bool, err error) {
	b, err := os.ReadFile(file)
	if err == nil {
		return string(b), false, nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return "", false, fmt.Errorf("read the secret key: %w", err)
	}
	if mustExist {
		return "", false, fmt.Errorf("the callback secrets in this database are encrypted and no key was found in LARDER_SECRET_KEY or %s: restore the key backed up with the database", file)
	}
	key = NewSecretKey()
	f, err := os.OpenFile(file, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return readOrCreateKey(file, true) // another process made it first
	}
	if err != nil {
		return "", false, fmt.Errorf("create the secret key: %w", err)
	}
	if _, err := f.WriteString(key + "\n"); err != nil {
		f.Close()
		return "", false, fmt.Errorf("write the secret key: %w", err)
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return "", false, err
	}
	return key, true, f.Close()
}

// sealPlainSecrets encrypts every callback secret still kept in plain text. On SQLite
// the old text is zeroed (secure_delete) and the log checkpointed, so no copy of it
// stays in free space in the file; on PostgreSQL the old row versions go with VACUUM.
func (s *Store) sealPlainSecrets(ctx context.Context) error {
	var plain int
	if err := s.write.QueryRowContext(ctx, "SELECT count(*) FROM clients WHERE callback_secret NOT LIKE ?", sealedPrefix+"%").Scan(&plain); err != nil {
		return fmt.Errorf("read plain callback secrets: %w", err)
	}
	if plain == 0 {
		return nil
	}
	if s.d == sqliteDialect {
		if _, err := s.write.ExecContext(ctx, "PRAGMA secure_delete = ON"); err != nil {
			return err
		}
		defer s.write.ExecContext(ctx, "PRAGMA secure_delete = OFF")
	}
	err := s.inTx(ctx, func(tx *txn) error {
		rows, err := tx.QueryContext(ctx, "SELECT id, callback_secret FROM clients WHERE callback_secret NOT LIKE ?", sealedPrefix+"%")
		if err != nil {
			return fmt.Errorf("read plain callback secrets: %w", err)
		}
		plain := map[string]string{}
		for rows.Next() {
			var id, secret string
			if err := rows.Scan(&id, &secret); err != nil {
				rows.Close()
				return err
			}
			plain[id] = secret
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		for id, secret := range plain {
			if _, err := tx.ExecContext(ctx, "UPDATE clients SET callback_secret = ? WHERE id = ?", s.box.seal(secret), id); err != nil {
				return fmt.Errorf("seal callback secret: %w", err)
			}
		}
		return nil
	})
	if err != nil || s.d != sqliteDialect {
		return err
	}
	_, err = s.write.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)")
	return err
}

// openSecret returns a stored callback secret in clear.
func (s *Store) openSecret(stored string) (string, error) {
	plain, err := s.box.open(stored)
	if err != nil {
		return "", fmt.Errorf("callback secret: %w", err)
	}
	return plain, nil
}
