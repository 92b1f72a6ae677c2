package store

import "testing"

func TestRebindNumbersParametersAsSQLiteDoes(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"SELECT 1", "SELECT 1"},
		{"a = ? AND b = ?", "a = $1 AND b = $2"},
		{"(?1 = '' OR c = ?1) AND d >= ?2", "($1 = '' OR c = $1) AND d >= $2"},
		// A bare ? after ?N takes the number after the largest so far.
		{"c = ? AND coalesce(r, e, ?2 + 1) > ?2", "c = $1 AND coalesce(r, e, $2 + 1) > $2"},
		{"x = ?2 AND y = ?", "x = $2 AND y = $3"},
		{"LIKE '?%' AND z = ?", "LIKE '?%' AND z = $1"},
		{"s = 'it''s?' AND t = ?10", "s = 'it''s?' AND t = $10"},
	} {
		if got := postgresDialect.rebind(c.in); got != c.want {
			t.Errorf("rebind(%q): got %q, want %q", c.in, got, c.want)
		}
		if got := sqliteDialect.rebind(c.in); got != c.in {
			t.Errorf("SQLite rebind(%q): got %q, want it unchanged", c.in, got)
		}
	}
}

func TestIsPostgres(t *testing.T) {
	for db, want := range map[string]bool{
		"larder.db": false, "/var/lib/larder/larder.db": false, "postgres.db": false,
		"postgres://u@h/db": true, "postgresql://u@h:5432/db?sslmode=disable": true,
	} {
		if got := IsPostgres(db); got != want {
			t.Errorf("IsPostgres(%q): got %v, want %v", db, got, want)
		}
	}
	if got := Redact("postgres://larder:hunter2@db:5432/larder"); got != "postgres://larder:xxxxx@db:5432/larder" {
		t.Errorf("Redact: got %q", got)
	}
}
