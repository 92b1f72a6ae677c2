package main

import (
	"context"
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"larder/migrations"
	"larder/store/storetest"
)

// The operator commands on a PostgreSQL URL: migrate says what it did without the
// password, backup points to pg_dump, and no command runs without the shared key.
func TestCommandsOnPostgreSQL(t *testing.T) {
	db := storetest.PostgresURL(t)
	withKey := func(name string) string {
		if name == "LARDER_SECRET_KEY" {
			return storetest.SecretKey
		}
		return ""
	}
	larderPG := func(getenv func(string) string, args ...string) (string, error) {
		var out, errOut strings.Builder
		err := run(context.Background(), append(args, "--db", db), getenv, strings.NewReader(""), &out, &errOut)
		return out.String() + errOut.String(), err
	}
	if _, err := larderPG(noEnv, "migrate"); err == nil || !strings.Contains(err.Error(), "head -c 32 /dev/urandom | base64") {
		t.Errorf("migrate without LARDER_SECRET_KEY: got %v, want the key asked for, with how to make one", err)
	}
	files, _ := fs.Glob(migrations.Postgres, "*.sql")
	out, err := larderPG(withKey, "migrate")
	if err != nil || !strings.Contains(out, fmt.Sprintf("up to date (%d migrations applied)", len(files))) {
		t.Errorf("migrate: got %q (%v)", out, err)
	}
	if _, err := larderPG(withKey, "backup", "--to", t.TempDir()+"/copy.db"); err == nil || !strings.Contains(err.Error(), "pg_dump") {
		t.Errorf("backup: got %v, want it to point to pg_dump", err)
	}
	if out, err := larderPG(withKey, "client", "create", "--name", "acme"); err != nil || !strings.Contains(out, "api key") {
		t.Errorf("client create: got %q (%v)", out, err)
	}

	secret := strings.Replace(db, "postgres@", "postgres:hunter2@", 1)
	var out2, errOut strings.Builder
	err = run(context.Background(), []string{"migrate", "--db", secret}, withKey, strings.NewReader(""), &out2, &errOut)
	if all := out2.String() + errOut.String(); err != nil || strings.Contains(all, "hunter2") {
		t.Errorf("migrate with a password in the URL: printed %q (%v), want it without the password", all, err)
	}
}

// serve on PostgreSQL without Redis warns that each replica counts minute limits alone.
func TestServeOnPostgreSQLWarnsOfPerReplicaMinuteLimits(t *testing.T) {
	db := storetest.PostgresURL(t)
	env := func(name string) string {
		if name == "LARDER_SECRET_KEY" {
			return storetest.SecretKey
		}
		return ""
	}
	ctx, cancel := context.WithCancel(context.Background())
	out, errOut := &syncBuffer{}, &syncBuffer{}
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"serve", "--db", db, "--api-addr", "127.0.0.1:0", "--ai-addr", "127.0.0.1:0", "--drain-delay", "0s"},
			env, strings.NewReader(""), out, errOut)
	}()
	waitFor(t, "serve starts", func() bool { return strings.Contains(out.String(), "AI host listening") })
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(errOut.String(), "per-minute limits are counted by each replica alone") {
		t.Errorf("serve's log: got %q, want the per-replica warning", errOut.String())
	}
}
