package store

import (
	"database/sql/driver"
	"errors"
	"net"

	"github.com/jackc/pgx/v5/pgconn"
)

// IsUnavailable reports whether err says the database could not be reached (PostgreSQL
// down or restarting, the connection cut), as opposed to a statement that failed: the
// caller answers 503 and the client tries again, rather than a 500.
func IsUnavailable(err error) bool {
	if err == nil {
		return false
	}
	var ce *pgconn.ConnectError
	var ne net.Error
	var pe *pgconn.PgError
	switch {
	case errors.As(err, &ce), errors.As(err, &ne), errors.Is(err, driver.ErrBadConn), pgconn.Timeout(err):
		return true
	case errors.As(err, &pe):
		// Class 08 is connection exceptions; 57P01–57P03 the server shutting down or
		// not yet accepting connections.
		return len(pe.Code) == 5 && (pe.Code[:2] == "08" || pe.Code == "57P01" || pe.Code == "57P02" || pe.Code == "57P03")
	}
	return false
}
