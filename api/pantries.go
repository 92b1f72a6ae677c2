package api

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"larder/engine"
	"larder/store"
	"larder/web"
)

type pantryStore interface {
	pantryFinder
	CreatePantry(ctx context.Context, clientID, name string, items []store.PantryItem) (store.Pantry, error)
	ListPantries(ctx context.Context, clientID string, after int64, limit int) ([]store.Pantry, error)
	RenamePantry(ctx context.Context, clientID string, id int64, name string) (store.Pantry, error)
	AddPantryItem(ctx context.Context, clientID string, pantryID int64, it store.PantryItem) (store.PantryItem, error)
	UpdatePantryItem(ctx context.Context, clientID string, pantryID, itemID int64, c store.ItemChange) (store.PantryItem, error)
	DeletePantryItem(ctx context.Context, clientID string, pantryID, itemID int64) error
}

const maxPantryItems = store.MaxPantryItems

// Pages of GET /api/v1/pantries (CONTRACT §5).
const (
	defaultPantryPage = 20
	maxPantryPage     = 100
)

// ItemInput is a pantry item as clients send it.
type ItemInput struct {
	Name      *string  `json:"name"`
	Quantity  *float64 `json:"quantity"`
	Unit      *string  `json:"unit"`
	Category  *string  `json:"category"`
	ExpiresOn *string  `json:"expires_on"`
}

// check validates the fields present; with required, the name must be there too.
func (in ItemInput) check(prefix string, required bool) []web.FieldError {
	var errs []web.FieldError
	bad := func(field, msg string) { errs = append(errs, web.FieldError{Field: prefix + field, Message: msg}) }
	switch {
	case in.Name == nil && required:
		bad("name", "is required")
	case in.Name != nil && (strings.TrimSpace(*in.Name) == "" || len(*in.Name) > maxLineLength):
		bad("name", fmt.Sprintf("must be a non-empty string of at most %d characters", maxLineLength))
	}
	if in.Quantity != nil && (*in.Quantity <= 0 || *in.Quantity > 1e6) {
		bad("quantity", "must be a positive number")
	}
	if in.Unit != nil && strings.TrimSpace(*in.Unit) != "" && !engine.IsUnit(*in.Unit) {
		bad("unit", "\""+*in.Unit+"\" is not a unit Larder reads; use g, kg, oz, lb, ml, l, cup, tbsp, tsp, or a count such as can, clove, piece, bunch (or leave it out for a count)")
	}
	if in.Category != nil {
		if _, ok := engine.Canonical(*in.Category, engine.Categories); !ok {
			bad("category", "\""+*in.Category+"\" is not accepted; use one of: "+strings.Join(engine.Categories, ", "))
		}
	}
	if in.ExpiresOn != nil && *in.ExpiresOn != "" {
		if _, err := time.Parse(time.DateOnly, *in.ExpiresOn); err != nil {
			bad("expires_on", "must be a date like 2026-12-31")
		}
	}
	return errs
}

// item builds a new item; without a category it gets the suggested one.
func (in ItemInput) item() store.PantryItem {
	it := store.PantryItem{Name: strings.TrimSpace(*in.Name), Quantity: in.Quantity, ExpiresOn: in.ExpiresOn}
	if in.Unit != nil {
		it.Unit = strings.TrimSpace(*in.Unit)
	}
	if in.Category != nil {
		it.Category, _ = engine.Canonical(*in.Category, engine.Categories)
	} else {
		it.Category = engine.SuggestCategory(it.Name).Category
	}
	if it.ExpiresOn != nil && *it.ExpiresOn == "" {
		it.ExpiresOn = nil
	}
	return it
}

// PantryInput is the body of POST and PATCH /api/v1/pantries[/{id}].
type PantryInput struct {
	Name  *string     `json:"name"`
	Items []ItemInput `json:"items"`
}

// Valid checks the name and any items.
func (p *PantryInput) Valid(context.Context) []web.FieldError {
	var errs []web.FieldError
	if p.Name == nil || strings.TrimSpace(*p.Name) == "" || len(*p.Name) > 100 {
		errs = append(errs, web.FieldError{Field: "name", Message: "is required: a name of at most 100 characters"})
	}
	if len(p.Items) > maxPantryItems {
		errs = append(errs, web.FieldError{Field: "items", Message: fmt.Sprintf("at most %d items", maxPantryItems)})
	}
	for i, it := range p.Items {
		errs = append(errs, it.check("items["+strconv.Itoa(i)+"].", true)...)
	}
	return errs
}

// NewItem is the body of POST /api/v1/pantries/{id}/items.
type NewItem struct{ ItemInput }

// Valid checks the item, which must have a name.
func (b *NewItem) Valid(context.Context) []web.FieldError { return b.check("", true) }

// ItemPatch is the body of PATCH /api/v1/pantries/{id}/items/{item_id}.
type ItemPatch struct{ ItemInput }

// Valid checks the fields present.
func (b *ItemPatch) Valid(context.Context) []web.FieldError { return b.check("", false) }

// handleListPantries answers a page of the caller's pantries, oldest first, with the
// cursor of the next page (null on the last).
func handleListPantries(s pantryStore) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		after, limit, err := pageQuery(r, defaultPantryPage, maxPantryPage)
		if err != nil {
			web.Error(w, r, err)
			return
		}
		caller, _ := CallerFrom(r.Context())
		list, err := s.ListPantries(r.Context(), caller.ClientID, after, limit+1)
		if err != nil {
			web.Error(w, r, err)
			return
		}
		var next *string
		if len(list) > limit {
			list = list[:limit]
			c := encodeCursor(list[limit-1].ID)
			next = &c
		}
		if list == nil {
			list = []store.Pantry{}
		}
		web.JSON(w, http.StatusOK, map[string]any{"pantries": list, "next_cursor": next})
	})
}

func handleCreatePantry(s pantryStore) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		in, err := web.Decode[*PantryInput](w, r)
		if err != nil {
			web.Error(w, r, err)
			return
		}
		items := make([]store.PantryItem, 0, len(in.Items))
		for _, it := range in.Items {
			items = append(items, it.item())
		}
		caller, _ := CallerFrom(r.Context())
		p, err := s.CreatePantry(r.Context(), caller.ClientID, strings.TrimSpace(*in.Name), items)
		if err != nil {
			web.Error(w, r, limitError(err, "name"))
			return
		}
		w.Header().Set("Location", fmt.Sprintf("/api/v1/pantries/%d", p.ID))
		web.JSON(w, http.StatusCreated, p)
	})
}

func handleGetPantry(s pantryStore) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r, "id")
		if err != nil {
			web.Error(w, r, err)
			return
		}
		caller, _ := CallerFrom(r.Context())
		p, err := s.FindPantry(r.Context(), caller.ClientID, id)
		if err != nil {
			web.Error(w, r, storeError(err))
			return
		}
		web.JSON(w, http.StatusOK, p)
	})
}

func handleRenamePantry(s pantryStore) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r, "id")
		if err != nil {
			web.Error(w, r, err)
			return
		}
		in, err := web.Decode[*PantryInput](w, r)
		if err != nil {
			web.Error(w, r, err)
			return
		}
		if len(in.Items) > 0 {
			web.Error(w, r, web.Invalid(web.FieldError{Field: "items", Message: "change items at /api/v1/pantries/{id}/items"}))
			return
		}
		caller, _ := CallerFrom(r.Context())
		p, err := s.RenamePantry(r.Context(), caller.ClientID, id, strings.TrimSpace(*in.Name))
		if err != nil {
			web.Error(w, r, storeError(err))
			return
		}
		web.JSON(w, http.StatusOK, p)
	})
}

// handleDeleteOwned deletes one of the caller's things by the {id} in the path; another
// client's is a 404.
func handleDeleteOwned(del func(ctx context.Context, clientID string, id int64) error) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r, "id")
		if err != nil {
			web.Error(w, r, err)
			return
		}
		caller, _ := CallerFrom(r.Context())
		if err := del(r.Context(), caller.ClientID, id); err != nil {
			web.Error(w, r, storeError(err))
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})
}

func handleAddItem(s pantryStore) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r, "id")
		if err != nil {
			web.Error(w, r, err)
			return
		}
		body, err := web.Decode[*NewItem](w, r)
		if err != nil {
			web.Error(w, r, err)
			return
		}
		caller, _ := CallerFrom(r.Context())
		it, err := s.AddPantryItem(r.Context(), caller.ClientID, id, body.item())
		if err != nil {
			web.Error(w, r, limitError(err, "name"))
			return
		}
		w.Header().Set("Location", fmt.Sprintf("/api/v1/pantries/%d/items/%d", id, it.ID))
		web.JSON(w, http.StatusCreated, it)
	})
}

func handleUpdateItem(s pantryStore) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		pid, iid, err := itemPath(r)
		if err != nil {
			web.Error(w, r, err)
			return
		}
		body, err := web.Decode[*ItemPatch](w, r)
		if err != nil {
			web.Error(w, r, err)
			return
		}
		c := store.ItemChange{Name: body.Name, Quantity: body.Quantity, Unit: body.Unit, ExpiresOn: body.ExpiresOn}
		if body.Category != nil {
			cat, _ := engine.Canonical(*body.Category, engine.Categories)
			c.Category = &cat
		}
		if c.Name != nil {
			trimmed := strings.TrimSpace(*c.Name)
			c.Name = &trimmed
		}
		caller, _ := CallerFrom(r.Context())
		it, err := s.UpdatePantryItem(r.Context(), caller.ClientID, pid, iid, c)
		if err != nil {
			web.Error(w, r, storeError(err))
			return
		}
		web.JSON(w, http.StatusOK, it)
	})
}

// itemPath reads the pantry and item ids of an item's path.
func itemPath(r *http.Request) (int64, int64, error) {
	pid, err := pathID(r, "id")
	if err != nil {
		return 0, 0, err
	}
	iid, err := pathID(r, "item_id")
	return pid, iid, err
}

func handleDeleteItem(s pantryStore) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		pid, iid, err := itemPath(r)
		if err != nil {
			web.Error(w, r, err)
			return
		}
		caller, _ := CallerFrom(r.Context())
		if err := s.DeletePantryItem(r.Context(), caller.ClientID, pid, iid); err != nil {
			web.Error(w, r, storeError(err))
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})
}
