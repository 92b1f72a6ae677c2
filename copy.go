package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"larder/store"
)

const copyUsage = `copy --from DB --to DB [--force]

Copies everything in one Larder database into another: clients, keys, tiers, usage,
pantries, callback hosts, deliveries, dashboard accounts and sessions, the audit log.
DB is a SQLite file or a postgres:// URL; the usual move is from the SQLite file of one
VM to the PostgreSQL of several replicas:

  LARDER_SECRET_KEY=... larder copy --from larder.db --to postgres://larder@db/larder

The source may be serving: it is read as of one moment (calls answered after that
moment are not in the copy, so stop it, or send traffic elsewhere, at the cut-over).
The target is created or migrated, written in one transaction, and each table's rows
are counted on both sides; any difference rolls the copy back and fails.

Callback secrets are re-sealed with the target's key, LARDER_SECRET_KEY (a PostgreSQL
target needs it, and every replica must be given the same one). The source's key is
LARDER_FROM_SECRET_KEY if set, else the key file beside a SQLite source (DB.key), else
LARDER_SECRET_KEY. To keep the key you have: LARDER_SECRET_KEY="$(cat larder.db.key)".

A target that already holds data is refused; --force replaces everything in it.`

// cmdCopy copies one database into another and prints the per-table count check.
func cmdCopy(ctx context.Context, args []string, getenv env, stdout, stderr io.Writer) error {
	var cfg config
	var from, to string
	var force bool
	fs := newFlagSet("copy", copyUsage, stderr)
	jsonFlag(fs, &cfg)
	fs.StringVar(&from, "from", getenv.str("LARDER_DB", "larder.db"), "the database to copy: SQLite file or postgres:// URL (env LARDER_DB)")
	fs.StringVar(&to, "to", "", "the database to copy into: SQLite file or postgres:// URL")
	fs.BoolVar(&force, "force", false, "replace everything the target holds")
	if pos, err := parseArgs(fs, args); err != nil {
		return err
	} else if len(pos) > 0 {
		return usagef("copy takes no arguments, got %q; use --from and --to", pos)
	}
	if to == "" {
		return usagef("copy needs --to DB (a SQLite file or a postgres:// URL)")
	}
	if from == to {
		return usagef("--from and --to are the same database")
	}
	if !store.IsPostgres(from) {
		if _, err := os.Stat(from); err != nil {
			return fmt.Errorf("no database at %s: %w", from, err)
		}
		if same, _ := sameFile(from, to); same {
			return usagef("--from and --to are the same database")
		}
	}
	toKey := getenv("LARDER_SECRET_KEY")
	if store.IsPostgres(to) && toKey == "" {
		return errors.New("copying to PostgreSQL needs LARDER_SECRET_KEY, the key every replica will use for callback secrets: " +
			`make one with "head -c 32 /dev/urandom | base64", or keep the SQLite one with LARDER_SECRET_KEY="$(cat ` + store.KeyFile(from) + `)"`)
	}

	src, err := store.OpenWith(ctx, from, store.Options{SecretKey: sourceKey(from, getenv)})
	if err != nil {
		return fmt.Errorf("open the source: %w", err)
	}
	defer src.Close()
	dst, err := store.OpenWith(ctx, to, store.Options{SecretKey: toKey})
	if err != nil {
		return fmt.Errorf("open the target: %w", err)
	}
	defer dst.Close()

	counts, err := store.Copy(ctx, src, dst, store.CopyOptions{Replace: force})
	if errors.Is(err, store.ErrTargetNotEmpty) {
		return fmt.Errorf("%w; copy into an empty database, or pass --force to replace everything in it", err)
	}
	if counts != nil && !cfg.JSON {
		fmt.Fprint(stdout, countTable(counts))
	}
	if err != nil {
		return err
	}
	keySource, created := dst.SecretKey()
	result := map[string]any{"from": store.Redact(from), "to": store.Redact(to), "tables": counts, "secret_key": keySource}
	var total int64
	for _, c := range counts {
		total += c.Target
	}
	text := fmt.Sprintf("copied %s to %s: every table matches (%d rows)\ncallback secrets sealed with %s", store.Redact(from), store.Redact(to), total, keySource)
	if created {
		text += " (created now: back it up apart from the database)"
	}
	text += "\n"
	if store.IsPostgres(to) {
		text += "start every replica with this same LARDER_SECRET_KEY\n"
	}
	return printResult(stdout, cfg.JSON, result, text)
}

// sourceKey is the secret key to open the source with: LARDER_FROM_SECRET_KEY, else
// the key file beside a SQLite source (empty: the store reads it), else LARDER_SECRET_KEY.
func sourceKey(from string, getenv env) string {
	if k := getenv("LARDER_FROM_SECRET_KEY"); k != "" {
		return k
	}
	if !store.IsPostgres(from) {
		if _, err := os.Stat(store.KeyFile(from)); err == nil {
			return ""
		}
	}
	return getenv("LARDER_SECRET_KEY")
}

func countTable(counts []store.TableCount) string {
	rows := make([][]string, len(counts))
	for i, c := range counts {
		check := "ok"
		if c.Source != c.Target {
			check = "MISMATCH"
		}
		rows[i] = []string{c.Table, fmt.Sprint(c.Source), fmt.Sprint(c.Target), check}
	}
	return table("TABLE\tSOURCE\tTARGET\tCHECK", rows)
}
