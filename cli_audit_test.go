package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"larder/store"
)

func TestOperatorCommandsWriteTheAuditLog(t *testing.T) {
	db := filepath.Join(t.TempDir(), "larder.db")
	var created map[string]string
	if err := json.Unmarshal([]byte(larder(t, db, "client", "create", "--name", "acme", "--email", "cook@example.com", "--json")), &created); err != nil {
		t.Fatal(err)
	}
	larder(t, db, "client", "set-tier", "acme", "pro")
	larder(t, db, "key", "rotate", "acme", "--grace", "1h")
	larder(t, db, "secret", "rotate", "acme")
	larder(t, db, "host", "add", "acme", "hooks.example.com")
	larder(t, db, "tier", "set", "pro", "--per-minute", "500")
	larder(t, db, "key", "revoke", "acme")
	larder(t, db, "client", "list") // reads change nothing and are not recorded

	var entries []store.AuditEntry
	if err := json.Unmarshal([]byte(larder(t, db, "audit", "--json")), &entries); err != nil {
		t.Fatal(err)
	}
	var actions []string
	for _, e := range entries {
		actions = append(actions, e.Action)
		if e.Actor != store.ActorOperator || e.Address != operatorAddress || e.At.IsZero() {
			t.Errorf("entry %s: got actor %q from %q at %v, want operator from local", e.Action, e.Actor, e.Address, e.At)
		}
	}
	want := []string{store.AuditKeyRevoke, store.AuditTierSet, store.AuditHostAdd, store.AuditSecretRotate,
		store.AuditKeyRotate, store.AuditClientTier, store.AuditClientInvite, store.AuditClientCreate}
	if strings.Join(actions, " ") != strings.Join(want, " ") {
		t.Fatalf("actions, newest first: got %v, want %v", actions, want)
	}
	if e := entries[5]; e.Target != "acme ("+created["client_id"]+")" || e.Detail != "from sandbox to pro" {
		t.Errorf("set-tier entry: got %+v", e)
	}
	if e := entries[1]; e.Target != "pro" || !strings.Contains(e.Detail, "per minute 500") {
		t.Errorf("tier set entry: got %+v", e)
	}

	text := larder(t, db, "audit", "--since", "1h", "--limit", "2")
	lines := strings.Split(strings.TrimSpace(text), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "WHEN") || !strings.Contains(lines[1], "key.revoke") || !strings.Contains(lines[2], "tier.set") {
		t.Errorf("audit --limit 2: got\n%s", text)
	}
	if err := run(t.Context(), []string{"audit", "--since", "-1h", "--db", db}, noEnv, strings.NewReader(""), &strings.Builder{}, &strings.Builder{}); err == nil {
		t.Error("a negative --since was accepted")
	}
}
