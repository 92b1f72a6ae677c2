package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Pantry is a client's named list of what it has in stock.
type Pantry struct {
	ID        int64        `json:"id"`
	Name      string       `json:"name"`
	Items     []PantryItem `json:"items"`
	CreatedAt time.Time    `json:"created_at"`
	UpdatedAt time.Time    `json:"updated_at"`
}

// PantryItem is one thing in a pantry. Quantity is nil when not given; ExpiresOn is a
// date (2006-01-02) or empty.
type PantryItem struct {
	ID        int64     `json:"id"`
	Name      string    `json:"name"`
	Quantity  *float64  `json:"quantity"`
	Unit      string    `json:"unit"`
	Category  string    `json:"category"`
	ExpiresOn *string   `json:"expires_on"`
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
}

// ItemChange names the fields of an item to set; nil fields stay as they are.
type ItemChange struct {
	Name      *string
	Quantity  *float64
	Unit      *string
	Category  *string
	ExpiresOn *string // "" clears the date
}

// Limits on what one client may keep; a change past one fails with ErrLimit.
const (
	MaxPantries     = 100 // pantries per client
	MaxPantryItems  = 500 // items per pantry
	MaxPendingHosts = 20  // callback hosts waiting for an admin, per client
)

// ErrLimit means a change would take a client past one of the limits above.
var ErrLimit = errors.New("limit reached")

// CreatePantry adds a pantry with its first items; a client already holding
// MaxPantries, or items past MaxPantryItems, is ErrLimit.
func (s *Store) CreatePantry(ctx context.Context, clientID, name string, items []PantryItem) (Pantry, error) {
	if len(items) > MaxPantryItems {
		return Pantry{}, fmt.Errorf("a pantry holds at most %d items: %w", MaxPantryItems, ErrLimit)
	}
	now := s.Now().Unix()
	var id int64
	err := s.inTx(ctx, func(tx *txn) error {
		// Racing creations of one client's pantries take turns on the client's row.
		if err := lockRow(ctx, tx, "client "+clientID, "SELECT id FROM clients WHERE id = ?", clientID); err != nil {
			return err
		}
		var n int
		if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM pantries WHERE client_id = ?", clientID).Scan(&n); err != nil {
			return fmt.Errorf("count pantries: %w", err)
		}
		if n >= MaxPantries {
			return fmt.Errorf("a client keeps at most %d pantries; delete one first: %w", MaxPantries, ErrLimit)
		}
		err := tx.QueryRowContext(ctx, "INSERT INTO pantries (client_id, name, created_at, updated_at) VALUES (?, ?, ?, ?) RETURNING id",
			clientID, name, now, now).Scan(&id)
		if err != nil {
			return fmt.Errorf("create pantry: %w", err)
		}
		for _, it := range items {
			if _, err := insertItem(ctx, tx, id, it, now); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return Pantry{}, err
	}
	return s.FindPantry(ctx, clientID, id)
}

func insertItem(ctx context.Context, tx *txn, pantryID int64, it PantryItem, now int64) (int64, error) {
	var id int64
	err := tx.QueryRowContext(ctx, `INSERT INTO pantry_items (pantry_id, name, quantity, unit, category, expires_on, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, nullif(?, ''), ?, ?) RETURNING id`, pantryID, it.Name, it.Quantity, it.Unit, it.Category, deref(it.ExpiresOn), now, now).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("add pantry item: %w", err)
	}
	return id, nil
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// ListPantries returns up to limit of the client's pantries with their items, oldest
// first, starting after the pantry with id after (0: from the first). The items of the
// whole page come in one query.
func (s *Store) ListPantries(ctx context.Context, clientID string, after int64, limit int) ([]Pantry, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT id, name, created_at, updated_at FROM pantries
		WHERE client_id = ? AND id > ? ORDER BY id LIMIT ?`, clientID, after, limit)
	if err != nil {
		return nil, fmt.Errorf("list pantries: %w", err)
	}
	var out []Pantry
	for rows.Next() {
		var p Pantry
		var c, u int64
		if err := rows.Scan(&p.ID, &p.Name, &c, &u); err != nil {
			rows.Close()
			return nil, fmt.Errorf("list pantries: %w", err)
		}
		p.CreatedAt, p.UpdatedAt = time.Unix(c, 0).UTC(), time.Unix(u, 0).UTC()
		p.Items = []PantryItem{}
		out = append(out, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil || len(out) == 0 {
		return out, err
	}
	return out, s.fillItems(ctx, out)
}

// fillItems loads the items of every pantry in page (ordered by id) in one query.
func (s *Store) fillItems(ctx context.Context, page []Pantry) error {
	ids := make([]any, len(page))
	for i, p := range page {
		ids[i] = p.ID
	}
	marks := strings.TrimSuffix(strings.Repeat("?,", len(ids)), ",")
	rows, err := s.read.QueryContext(ctx, "SELECT pantry_id, "+itemColumns+
		" FROM pantry_items WHERE pantry_id IN ("+marks+") ORDER BY pantry_id, id", ids...)
	if err != nil {
		return fmt.Errorf("list pantry items: %w", err)
	}
	defer rows.Close()
	byID := make(map[int64]*Pantry, len(page))
	for i := range page {
		byID[page[i].ID] = &page[i]
	}
	for rows.Next() {
		var pantryID int64
		it, err := scanItem(prefixed{rows, &pantryID})
		if err != nil {
			return fmt.Errorf("list pantry items: %w", err)
		}
		if p := byID[pantryID]; p != nil {
			p.Items = append(p.Items, it)
		}
	}
	return rows.Err()
}

// prefixed scans one leading column into first, then the rest into what is asked.
type prefixed struct {
	row   interface{ Scan(...any) error }
	first any
}

func (p prefixed) Scan(dest ...any) error { return p.row.Scan(append([]any{p.first}, dest...)...) }

// FindPantry returns one of the client's pantries; another client's is ErrNotFound.
func (s *Store) FindPantry(ctx context.Context, clientID string, id int64) (Pantry, error) {
	var p Pantry
	var c, u int64
	err := s.read.QueryRowContext(ctx, "SELECT id, name, created_at, updated_at FROM pantries WHERE id = ? AND client_id = ?",
		id, clientID).Scan(&p.ID, &p.Name, &c, &u)
	if errors.Is(err, sql.ErrNoRows) {
		return Pantry{}, fmt.Errorf("pantry %d: %w", id, ErrNotFound)
	}
	if err != nil {
		return Pantry{}, fmt.Errorf("find pantry %d: %w", id, err)
	}
	p.CreatedAt, p.UpdatedAt = time.Unix(c, 0).UTC(), time.Unix(u, 0).UTC()
	p.Items, err = s.listItems(ctx, id)
	return p, err
}

const itemColumns = "id, name, quantity, unit, category, expires_on, created_at, updated_at"

func scanItem(row interface{ Scan(...any) error }) (PantryItem, error) {
	var it PantryItem
	var q sql.NullFloat64
	var exp sql.NullString
	var c, u int64
	err := row.Scan(&it.ID, &it.Name, &q, &it.Unit, &it.Category, &exp, &c, &u)
	if q.Valid {
		it.Quantity = &q.Float64
	}
	if exp.Valid {
		it.ExpiresOn = &exp.String
	}
	it.CreatedAt, it.UpdatedAt = time.Unix(c, 0).UTC(), time.Unix(u, 0).UTC()
	return it, err
}

func (s *Store) listItems(ctx context.Context, pantryID int64) ([]PantryItem, error) {
	rows, err := s.read.QueryContext(ctx, "SELECT "+itemColumns+" FROM pantry_items WHERE pantry_id = ? ORDER BY id", pantryID)
	if err != nil {
		return nil, fmt.Errorf("list pantry items: %w", err)
	}
	defer rows.Close()
	items := []PantryItem{}
	for rows.Next() {
		it, err := scanItem(rows)
		if err != nil {
			return nil, fmt.Errorf("list pantry items: %w", err)
		}
		items = append(items, it)
	}
	return items, rows.Err()
}

// RenamePantry changes a pantry's name.
func (s *Store) RenamePantry(ctx context.Context, clientID string, id int64, name string) (Pantry, error) {
	err := s.inTx(ctx, func(tx *txn) error {
		return execOne(ctx, tx, fmt.Sprintf("pantry %d", id),
			"UPDATE pantries SET name = ?, updated_at = ? WHERE id = ? AND client_id = ?", name, s.Now().Unix(), id, clientID)
	})
	if err != nil {
		return Pantry{}, err
	}
	return s.FindPantry(ctx, clientID, id)
}

// DeletePantry removes a pantry and its items.
func (s *Store) DeletePantry(ctx context.Context, clientID string, id int64) error {
	return s.inTx(ctx, func(tx *txn) error {
		return execOne(ctx, tx, fmt.Sprintf("pantry %d", id), "DELETE FROM pantries WHERE id = ? AND client_id = ?", id, clientID)
	})
}

// ownPantry checks inside a transaction that the pantry is the client's, and holds the
// pantry's row until the transaction ends, so racing changes to its items take turns.
func ownPantry(ctx context.Context, tx *txn, clientID string, pantryID int64) error {
	return lockRow(ctx, tx, fmt.Sprintf("pantry %d", pantryID), "SELECT id FROM pantries WHERE id = ? AND client_id = ?", pantryID, clientID)
}

// lockRow runs query, a SELECT of one row, locking that row until the transaction ends
// (on SQLite the write transaction holds everything already); no row is ErrNotFound.
func lockRow(ctx context.Context, tx *txn, what, query string, args ...any) error {
	var id any
	err := tx.QueryRowContext(ctx, query+tx.d.forUpdate(), args...).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("%s: %w", what, ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("find %s: %w", what, err)
	}
	return nil
}

// AddPantryItem puts an item in one of the client's pantries; a full one (MaxPantryItems)
// is ErrLimit, checked in the same transaction as the insert so racing adds cannot pass it.
func (s *Store) AddPantryItem(ctx context.Context, clientID string, pantryID int64, it PantryItem) (PantryItem, error) {
	now := s.Now().Unix()
	var id int64
	err := s.inTx(ctx, func(tx *txn) error {
		if err := ownPantry(ctx, tx, clientID, pantryID); err != nil {
			return err
		}
		var n int
		if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM pantry_items WHERE pantry_id = ?", pantryID).Scan(&n); err != nil {
			return fmt.Errorf("count pantry items: %w", err)
		}
		if n >= MaxPantryItems {
			return fmt.Errorf("the pantry already holds %d items, the most it may; remove one first: %w", MaxPantryItems, ErrLimit)
		}
		var err error
		if id, err = insertItem(ctx, tx, pantryID, it, now); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, "UPDATE pantries SET updated_at = ? WHERE id = ?", now, pantryID)
		return err
	})
	if err != nil {
		return PantryItem{}, err
	}
	return scanItem(s.read.QueryRowContext(ctx, "SELECT "+itemColumns+" FROM pantry_items WHERE id = ?", id))
}

// UpdatePantryItem changes the fields named in c.
func (s *Store) UpdatePantryItem(ctx context.Context, clientID string, pantryID, itemID int64, c ItemChange) (PantryItem, error) {
	now := s.Now().Unix()
	err := s.inTx(ctx, func(tx *txn) error {
		if err := ownPantry(ctx, tx, clientID, pantryID); err != nil {
			return err
		}
		what := fmt.Sprintf("pantry item %d", itemID)
		return execOne(ctx, tx, what, `UPDATE pantry_items SET
				name = coalesce(?, name), quantity = coalesce(?, quantity), unit = coalesce(?, unit),
				category = coalesce(?, category),
				expires_on = CASE WHEN ? THEN nullif(?, '') ELSE expires_on END, updated_at = ?
			WHERE id = ? AND pantry_id = ?`,
			c.Name, c.Quantity, c.Unit, c.Category, c.ExpiresOn != nil, deref(c.ExpiresOn), now, itemID, pantryID)
	})
	if err != nil {
		return PantryItem{}, err
	}
	return scanItem(s.read.QueryRowContext(ctx, "SELECT "+itemColumns+" FROM pantry_items WHERE id = ?", itemID))
}

// DeletePantryItem removes an item from one of the client's pantries.
func (s *Store) DeletePantryItem(ctx context.Context, clientID string, pantryID, itemID int64) error {
	return s.inTx(ctx, func(tx *txn) error {
		if err := ownPantry(ctx, tx, clientID, pantryID); err != nil {
			return err
		}
		return execOne(ctx, tx, fmt.Sprintf("pantry item %d", itemID),
			"DELETE FROM pantry_items WHERE id = ? AND pantry_id = ?", itemID, pantryID)
	})
}
