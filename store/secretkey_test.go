package store

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCallbackSecretsAreSealedAtRest(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	db := filepath.Join(dir, "larder.db")
	s, err := Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	c, _, err := s.CreateClient(ctx, "acme", "starter", "")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(c.CallbackSecret, "whsec_") {
		t.Fatalf("the client's secret: got %q, want whsec_…", c.CallbackSecret)
	}
	if got, err := s.CallbackSecret(ctx, c.ID); err != nil || got != c.CallbackSecret {
		t.Errorf("CallbackSecret: got %q (%v), want %q", got, err, c.CallbackSecret)
	}
	// An older version kept secrets in plain text: the next Open seals them.
	if _, err := s.write.ExecContext(ctx, "UPDATE clients SET callback_secret = 'whsec_old' WHERE id = ?", c.ID); err != nil {
		t.Fatal(err)
	}
	s.Close()
	info, err := os.Stat(KeyFile(db))
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("key file: %v, mode %v; want it beside the database, 0600", err, info.Mode().Perm())
	}
	s, err = Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	var raw string
	s.read.QueryRowContext(ctx, "SELECT callback_secret FROM clients WHERE id = ?", c.ID).Scan(&raw)
	if !strings.HasPrefix(raw, sealedPrefix) || strings.Contains(raw, "whsec_") {
		t.Errorf("stored after the upgrade: got %q, want it sealed", raw)
	}
	if got, _ := s.CallbackSecret(ctx, c.ID); got != "whsec_old" {
		t.Errorf("the upgraded secret: got %q, want whsec_old", got)
	}
	rotated, _ := s.RotateCallbackSecret(ctx, c.ID)
	s.Close()
	file, _ := os.ReadFile(db)
	if strings.Contains(string(file), rotated) || strings.Contains(string(file), "whsec_old") {
		t.Error("the database file holds a secret in plain text")
	}

	// The database copied without its key cannot give a secret out.
	stolen := filepath.Join(t.TempDir(), "copy.db")
	os.WriteFile(stolen, file, 0o600)
	if _, err := Open(ctx, stolen); err == nil || !strings.Contains(err.Error(), "no key was found") {
		t.Errorf("a copy without its key: got %v, want a refusal asking for the key", err)
	}
	if _, err := os.Stat(KeyFile(stolen)); err == nil {
		t.Error("opening a copy without its key made a new key")
	}
	if _, err := OpenWith(ctx, stolen, Options{SecretKey: NewSecretKey()}); err == nil || !strings.Contains(err.Error(), "does not open") {
		t.Errorf("a copy with another key: got %v, want a refusal", err)
	}
	// With the key (as LARDER_SECRET_KEY gives it) the copy works.
	key, _ := os.ReadFile(KeyFile(db))
	s, err = OpenWith(ctx, stolen, Options{SecretKey: string(key)})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if got, err := s.CallbackSecret(ctx, c.ID); err != nil || got != rotated {
		t.Errorf("with the key: got %q (%v), want the rotated secret", got, err)
	}
	if _, err := OpenWith(ctx, filepath.Join(t.TempDir(), "x.db"), Options{SecretKey: "short"}); err == nil {
		t.Error("a malformed key was accepted")
	}
}
