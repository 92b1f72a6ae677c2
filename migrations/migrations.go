// Package migrations holds Larder's SQL schema as numbered, forward-only files.
//
// A file is never edited once it has landed: a change to the schema is a new file.
package migrations

import "embed"

// FS holds every NNNN_what.sql file, applied in name order.
//
//go:embed *.sql
var FS embed.FS
