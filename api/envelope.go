package api

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"larder/engine"
	"larder/store"
	"larder/web"
)

// Envelope wraps every operation's result, in responses and callback bodies alike
// (CONTRACT §7).
type Envelope struct {
	Type      string `json:"type"`
	RequestID string `json:"request_id"`
	ModelTier string `json:"model_tier"`
	Model     string `json:"model"`
	Data      any    `json:"data"`
	Timestamp string `json:"timestamp"`
}

// builtinEnvelope wraps a result of the built-in engine.
func builtinEnvelope(op, requestID string, data any, now time.Time) Envelope {
	return Envelope{Type: op, RequestID: requestID, ModelTier: "builtin", Model: engine.Model, Data: data,
		Timestamp: now.UTC().Format(time.RFC3339)}
}

// encodeJSON renders v once, so the same bytes can be answered and delivered.
func encodeJSON(v any) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// storeError turns the store's sentinel errors into the contract's problems.
func storeError(err error) error {
	switch {
	case errors.Is(err, store.ErrNotFound):
		return web.Errorf(web.CodeNotFound, "%s.", upperFirst(strings.TrimSuffix(err.Error(), ": "+store.ErrNotFound.Error())+" was not found"))
	case errors.Is(err, store.ErrConflict):
		return web.Invalid(web.FieldError{Field: "name", Message: strings.TrimSuffix(err.Error(), ": "+store.ErrConflict.Error())})
	case store.IsUnavailable(err):
		return web.Errorf(web.CodeServiceUnavailable, "The database cannot be reached right now; nothing was changed. Try again shortly.")
	}
	return err
}

// limitError answers a store limit as a 422 on field, saying which limit and what to do;
// other errors go through storeError.
func limitError(err error, field string) error {
	if errors.Is(err, store.ErrLimit) {
		return web.Invalid(web.FieldError{Field: field, Message: strings.TrimSuffix(err.Error(), ": "+store.ErrLimit.Error())})
	}
	return storeError(err)
}

// pageQuery reads a list's ?cursor= and ?limit= (1 to most, def when absent or empty);
// an empty cursor is the first page.
func pageQuery(r *http.Request, def, most int) (after int64, limit int, err error) {
	q := r.URL.Query()
	limit = def
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > most {
			return 0, 0, web.Invalid(web.FieldError{Field: "limit", Message: fmt.Sprintf("must be a whole number from 1 to %d", most)})
		}
		limit = n
	}
	if c := q.Get("cursor"); c != "" {
		if after, err = decodeCursor(c); err != nil {
			return 0, 0, web.Invalid(web.FieldError{Field: "cursor", Message: "is not a cursor this list gave out; pass next_cursor from the previous page as it is"})
		}
	}
	return after, limit, nil
}

// encodeCursor makes the opaque cursor of the page after the thing with id.
func encodeCursor(id int64) string {
	return base64.RawURLEncoding.EncodeToString([]byte("after:" + strconv.FormatInt(id, 10)))
}

func decodeCursor(c string) (int64, error) {
	b, err := base64.RawURLEncoding.DecodeString(c)
	if err != nil {
		return 0, err
	}
	s, ok := strings.CutPrefix(string(b), "after:")
	id, err := strconv.ParseInt(s, 10, 64)
	if !ok || err != nil || id <= 0 {
		return 0, errors.New("bad cursor")
	}
	return id, nil
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// pathID reads a numeric id from the path; anything else is a 404, as no such thing
// can exist.
func pathID(r *http.Request, name string) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue(name), 10, 64)
	if err != nil || id <= 0 {
		return 0, web.Errorf(web.CodeNotFound, "There is no %s %q.", strings.ReplaceAll(name, "_", " "), r.PathValue(name))
	}
	return id, nil
}

// accepted checks each value against an accepted list (case, spaces, "_" and "-"
// alike) and returns the canonical values and an error per value not accepted.
func accepted(field string, values []string, list []string) ([]string, []web.FieldError) {
	var out []string
	var errs []web.FieldError
	for i, v := range values {
		c, ok := engine.Canonical(v, list)
		if !ok {
			errs = append(errs, web.FieldError{Field: field + "[" + strconv.Itoa(i) + "]",
				Message: "\"" + v + "\" is not accepted; use one of: " + strings.Join(list, ", ")})
			continue
		}
		if !contains(out, c) {
			out = append(out, c)
		}
	}
	return out, errs
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
