// Package migrations holds Larder's SQL schema as numbered, forward-only files: SQLite's
// at the top, PostgreSQL's under postgres/ with the same names.
//
// A file is never edited once it has landed: a change to the schema is a new file, in
// each backend's folder.
package migrations

import (
	"embed"
	"io/fs"
)

// FS holds every NNNN_what.sql file, applied in name order: SQLite's in the root,
// PostgreSQL's in postgres/.
//
//go:embed *.sql postgres/*.sql
var FS embed.FS

// SQLite holds the SQLite migrations.
var SQLite fs.FS = must(fs.Sub(FS, "."))

// Postgres holds the PostgreSQL migrations.
var Postgres fs.FS = must(fs.Sub(FS, "postgres"))

func must(f fs.FS, err error) fs.FS {
	if err != nil {
		panic(err)
	}
	return f
}
