package web

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

// fuzzBody has the shapes request bodies have: strings, numbers, pointers, lists,
// nested objects and an embedded struct, whose near-miss names the decoder checks.
type fuzzBody struct {
	fuzzBase
	Name        string            `json:"name"`
	Count       *int              `json:"count"`
	Ratio       float64           `json:"ratio"`
	Ingredients []string          `json:"ingredients"`
	Dietary     []string          `json:"dietary_restrictions"`
	Nested      *fuzzNested       `json:"nested"`
	Items       []fuzzNested      `json:"items"`
	Labels      map[string]string `json:"labels"`
}

type fuzzBase struct {
	RequestID *string `json:"request_id"`
}

type fuzzNested struct {
	Text    string   `json:"text"`
	Minutes *float64 `json:"minutes"`
}

func (b *fuzzBody) Valid(context.Context) []FieldError {
	if b.Count != nil && *b.Count < 0 {
		return []FieldError{{Field: "count", Message: "must be 0 or more"}}
	}
	return nil
}

// FuzzDecodeBytes: any body decodes, or is refused with a problem of the contract
// (400 invalid_json or 422 validation_failed, naming a field); nothing panics.
func FuzzDecodeBytes(f *testing.F) {
	for _, s := range []string{`{"name":"x","count":2}`, `{"ingredients":["rice",1]}`, `{"dietry_restrictions":["vegan"]}`,
		`{"nested":{"text":"a","minutes":"soon"}}`, `{"items":[{"text":1}]}`, `[]`, `{"a":1} {"b":2}`, `{"labels":{"a":null}}`,
		`{"request_id":5}`, "\ufeff{}", `{"name":"\ud800"}`, `{"count":1e400}`, `   `} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		var v fuzzBody
		err := DecodeBytes(body, &v)
		if err == nil {
			return
		}
		var p *Problem
		if !errors.As(err, &p) {
			t.Fatalf("DecodeBytes(%q): got %T %v, want a *Problem", body, err, err)
		}
		switch {
		case p.Code == CodeInvalidJSON && p.Status == 400:
		case p.Code == CodeValidationFailed && p.Status == 422 && len(p.Errors) > 0:
			for _, fe := range p.Errors {
				if fe.Field == "" || fe.Message == "" {
					t.Fatalf("DecodeBytes(%q): field error %+v lacks a field or message", body, fe)
				}
			}
		default:
			t.Fatalf("DecodeBytes(%q): got %d %s, want 400 invalid_json or 422 validation_failed", body, p.Status, p.Code)
		}
	})
}

// FuzzDecode: through a real handler, any content type and body is answered 200 or a
// problem+json 400, 413, 415 or 422.
func FuzzDecode(f *testing.F) {
	f.Add("application/json", []byte(`{"name":"x"}`))
	f.Add("application/json; charset=utf-8", []byte(`{"count":-1}`))
	f.Add("application/merge-patch+json", []byte(`{}`))
	f.Add("text/plain", []byte(`{}`))
	f.Add("application/json; charset=\"", []byte(`{`))
	f.Add("", []byte(``))
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		v, err := Decode[*fuzzBody](w, r)
		if err != nil {
			Error(w, r, err)
			return
		}
		JSON(w, http.StatusOK, v)
	})
	f.Fuzz(func(t *testing.T, contentType string, body []byte) {
		r := httptest.NewRequest("POST", "/", bytes.NewReader(body))
		r.Header.Set("Content-Type", contentType)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		switch w.Code {
		case 200:
		case 400, 413, 415, 422:
			if ct := w.Header().Get("Content-Type"); ct != "application/problem+json" {
				t.Fatalf("%d with Content-Type %q, want application/problem+json", w.Code, ct)
			}
		default:
			t.Fatalf("Content-Type %q body %q: got %d %s", contentType, body, w.Code, w.Body.Bytes())
		}
	})
}
