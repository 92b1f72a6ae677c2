package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// copyTables is every table Copy moves, parents before children so each row's foreign
// keys are already there. A table added to the migrations must be added here (or to
// notCopied): Copy refuses a schema holding a table it does not know.
var copyTables = []string{
	"tiers",
	"clients",
	"api_keys",
	"usage",
	"callback_hosts",
	"users",
	"tokens",
	"pantries",
	"pantry_items",
	"deliveries",
	"session_keys",
	"sessions",
	"audit_log",
}

// notCopied are the tables each database keeps for itself.
var notCopied = []string{"schema_migrations"}

// ErrTargetNotEmpty means Copy was asked to write into a database that already holds
// data, without Replace.
var ErrTargetNotEmpty = errors.New("the target database already holds data")

// CopyOptions are the settings of Copy.
type CopyOptions struct {
	// Replace deletes what the target holds, in the same transaction as the copy.
	Replace bool
}

// TableCount is one table's rows in the source (as of the copy's snapshot) and in the
// target (after the copy, before its commit).
type TableCount struct {
	Table  string `json:"table"`
	Source int64  `json:"source"`
	Target int64  `json:"target"`
}

// copyBatchParams bounds the parameters of one multi-row INSERT, well under SQLite's
// 32,766 and PostgreSQL's 65,535.
const copyBatchParams = 4000

// Copy copies every table of from into to: what from holds as of one moment (a
// read-only snapshot, so from may be serving), written in one transaction of to, so
// the target gets all of it or nothing. Callback secrets are opened with from's key
// and sealed again with to's. PostgreSQL identity sequences are moved past the copied
// ids. The counts of every table are compared before the commit; any difference
// rolls the copy back and is returned as an error beside the counts.
func Copy(ctx context.Context, from, to *Store, o CopyOptions) ([]TableCount, error) {
	src, err := from.read.BeginTx(ctx, &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true})
	if err != nil {
		return nil, fmt.Errorf("read the source: %w", err)
	}
	defer src.Rollback()
	if err := checkCopyTables(ctx, src, from.onPostgres()); err != nil {
		return nil, fmt.Errorf("source: %w", err)
	}
	dst, err := to.write.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("write the target: %w", err)
	}
	defer dst.Rollback()
	pg := to.onPostgres()
	if err := checkCopyTables(ctx, dst, pg); err != nil {
		return nil, fmt.Errorf("target: %w", err)
	}
	if err := emptyTarget(ctx, dst, o.Replace); err != nil {
		return nil, err
	}
	counts := make([]TableCount, len(copyTables))
	for i, table := range copyTables {
		counts[i].Table = table
		if counts[i].Source, err = countRows(ctx, src, table); err != nil {
			return nil, fmt.Errorf("source: %w", err)
		}
		if err := copyTable(ctx, src, dst, table, pg, from, to); err != nil {
			return nil, err
		}
		if counts[i].Target, err = countRows(ctx, dst, table); err != nil {
			return nil, fmt.Errorf("target: %w", err)
		}
	}
	if pg {
		if err := resetSequences(ctx, dst); err != nil {
			return nil, err
		}
	}
	var bad []string
	for _, c := range counts {
		if c.Source != c.Target {
			bad = append(bad, fmt.Sprintf("%s: source %d, target %d", c.Table, c.Source, c.Target))
		}
	}
	if bad != nil {
		return counts, fmt.Errorf("the copy does not match the source, nothing was written: %s", strings.Join(bad, "; "))
	}
	if err := dst.Commit(); err != nil {
		return counts, fmt.Errorf("commit the copy: %w", err)
	}
	to.changed()
	return counts, nil
}

// onPostgres reports whether s is a PostgreSQL store.
func (s *Store) onPostgres() bool { return s.d == postgresDialect }

// listTables names the tables of the schema a transaction sees.
func listTables(ctx context.Context, tx *txn, pg bool) ([]string, error) {
	q := `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\_%' ESCAPE '\'`
	if pg {
		q = `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`
	}
	rows, err := tx.QueryContext(ctx, q)
	if err != nil {
		return nil, fmt.Errorf("list tables: %w", err)
	}
	return scanStrings(rows)
}

// checkCopyTables fails when the schema holds a table Copy would leave behind, or
// lacks one it copies.
func checkCopyTables(ctx context.Context, tx *txn, pg bool) error {
	names, err := listTables(ctx, tx, pg)
	if err != nil {
		return err
	}
	for _, n := range names {
		if !slices.Contains(copyTables, n) && !slices.Contains(notCopied, n) {
			return fmt.Errorf("table %s is not in the copy list (store/copy.go): refusing to leave it behind", n)
		}
	}
	for _, n := range copyTables {
		if !slices.Contains(names, n) {
			return fmt.Errorf("table %s is missing: is the database migrated?", n)
		}
	}
	return nil
}

// madeByLarder are the tables a database holds before anyone uses it: the seeded
// tiers, and the setup link and cookie keys a first `serve` makes. Rows there alone do
// not make a target "hold data".
var madeByLarder = []string{"tiers", "tokens", "session_keys"}

// emptyTarget refuses a target holding data, or with replace deletes it; either way it
// deletes every copied table, children first, so the source's rows replace what
// Larder made (the seeded tiers, a setup link).
func emptyTarget(ctx context.Context, tx *txn, replace bool) error {
	var held []string
	for _, t := range copyTables {
		if slices.Contains(madeByLarder, t) {
			continue
		}
		n, err := countRows(ctx, tx, t)
		if err != nil {
			return fmt.Errorf("target: %w", err)
		}
		if n > 0 {
			held = append(held, fmt.Sprintf("%s: %d", t, n))
		}
	}
	if held != nil && !replace {
		return fmt.Errorf("%w (%s)", ErrTargetNotEmpty, strings.Join(held, ", "))
	}
	for _, t := range slices.Backward(copyTables) {
		if _, err := tx.ExecContext(ctx, "DELETE FROM "+t); err != nil {
			return fmt.Errorf("empty target table %s: %w", t, err)
		}
	}
	return nil
}

func countRows(ctx context.Context, tx *txn, table string) (int64, error) {
	var n int64
	if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM "+table).Scan(&n); err != nil {
		return 0, fmt.Errorf("count %s: %w", table, err)
	}
	return n, nil
}

// copyTable streams one table from src into dst in multi-row INSERTs.
func copyTable(ctx context.Context, src, dst *txn, table string, pg bool, from, to *Store) error {
	rows, err := src.QueryContext(ctx, "SELECT * FROM "+table)
	if err != nil {
		return fmt.Errorf("read %s: %w", table, err)
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return fmt.Errorf("read %s: %w", table, err)
	}
	secret := -1
	if table == "clients" {
		secret = slices.Index(cols, "callback_secret")
	}
	perBatch := max(1, copyBatchParams/len(cols))
	var batch []any
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		q := insertSQL(table, cols, len(batch)/len(cols), pg)
		if _, err := dst.ExecContext(ctx, q, batch...); err != nil {
			return fmt.Errorf("write %s: %w", table, err)
		}
		batch = batch[:0]
		return nil
	}
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return fmt.Errorf("read %s: %w", table, err)
		}
		if secret >= 0 {
			if vals[secret], err = reseal(vals[secret], from, to); err != nil {
				return err
			}
		}
		batch = append(batch, vals...)
		if len(batch) >= perBatch*len(cols) {
			if err := flush(); err != nil {
				return err
			}
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("read %s: %w", table, err)
	}
	return flush()
}

// reseal opens a callback secret with the source's key and seals it with the target's.
func reseal(v any, from, to *Store) (any, error) {
	var stored string
	switch s := v.(type) {
	case string:
		stored = s
	case []byte:
		stored = string(s)
	default:
		return nil, fmt.Errorf("read clients: callback_secret is %T, want text", v)
	}
	plain, err := from.openSecret(stored)
	if err != nil {
		return nil, fmt.Errorf("source: %w", err)
	}
	return to.box.seal(plain), nil
}

// insertSQL is an INSERT of n rows into table's cols (the transaction rebinds its ?
// for PostgreSQL). There, OVERRIDING SYSTEM VALUE keeps the source's ids in identity
// columns.
func insertSQL(table string, cols []string, n int, pg bool) string {
	var b strings.Builder
	b.WriteString("INSERT INTO " + table + " (" + strings.Join(cols, ", ") + ")")
	if pg {
		b.WriteString(" OVERRIDING SYSTEM VALUE")
	}
	b.WriteString(" VALUES ")
	row := "(" + strings.Repeat("?, ", len(cols)-1) + "?)"
	for r := range n {
		if r > 0 {
			b.WriteString(", ")
		}
		b.WriteString(row)
	}
	return b.String()
}

// resetSequences moves every identity or serial sequence of the copied tables past the
// largest id copied, so the next row the target makes does not collide.
func resetSequences(ctx context.Context, tx *txn) error {
	rows, err := tx.QueryContext(ctx, `SELECT table_name, column_name FROM information_schema.columns
		WHERE table_schema = current_schema() AND (is_identity = 'YES' OR column_default LIKE 'nextval(%')`)
	if err != nil {
		return fmt.Errorf("list sequences: %w", err)
	}
	type col struct{ table, name string }
	var cols []col
	for rows.Next() {
		var c col
		if err := rows.Scan(&c.table, &c.name); err != nil {
			rows.Close()
			return err
		}
		if slices.Contains(copyTables, c.table) {
			cols = append(cols, c)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, c := range cols {
		q := fmt.Sprintf("SELECT setval(pg_get_serial_sequence('%s', '%s'), COALESCE((SELECT max(%s) FROM %s), 0) + 1, false)",
			c.table, c.name, c.name, c.table)
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("reset the sequence of %s.%s: %w", c.table, c.name, err)
		}
	}
	return nil
}
