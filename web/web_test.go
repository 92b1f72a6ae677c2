package web

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

type sample struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
}

func (s sample) Valid(context.Context) []FieldError {
	if s.Count < 0 {
		return []FieldError{{Field: "count", Message: "must be 0 or more"}}
	}
	return nil
}

func decodeServer(t *testing.T) *httptest.Server {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /things", func(w http.ResponseWriter, r *http.Request) {
		v, err := Decode[sample](w, r)
		if err != nil {
			Error(w, r, err)
			return
		}
		JSON(w, http.StatusOK, v)
	})
	mux.HandleFunc("GET /boom", func(w http.ResponseWriter, r *http.Request) { panic("secret /etc/path") })
	srv := httptest.NewServer(Wrap(slog.New(slog.NewTextHandler(io.Discard, nil)), nil, Routes(mux)))
	t.Cleanup(srv.Close)
	return srv
}

func readProblem(t *testing.T, resp *http.Response) Problem {
	t.Helper()
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "application/problem+json" {
		t.Fatalf("Content-Type: got %q, want application/problem+json", ct)
	}
	var p Problem
	if err := json.NewDecoder(resp.Body).Decode(&p); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestDecodeProblems(t *testing.T) {
	srv := decodeServer(t)
	cases := []struct {
		name, contentType, body string
		status                  int
		code                    string
	}{
		{"not json", "application/json", "{nope", 400, CodeInvalidJSON},
		{"empty", "application/json", "", 400, CodeInvalidJSON},
		{"array", "application/json", `[{"name":"a"}]`, 400, CodeInvalidJSON},
		{"trailing data", "application/json", `{"name":"a"} {"name":"b"}`, 400, CodeInvalidJSON},
		{"trailing garbage", "application/json", `{"name":"a"}x`, 400, CodeInvalidJSON},
		{"no content type", "", `{"name":"a"}`, 415, CodeUnsupportedMedia},
		{"form", "application/x-www-form-urlencoded", `name=a`, 415, CodeUnsupportedMedia},
		{"too large", "application/json", `{"name":"` + strings.Repeat("a", MaxBodyBytes) + `"}`, 413, CodePayloadTooLarge},
		{"wrong type", "application/json", `{"count":"three"}`, 422, CodeValidationFailed},
		{"fraction for integer", "application/json", `{"count":1.5}`, 422, CodeValidationFailed},
		{"invalid value", "application/json", `{"count":-1}`, 422, CodeValidationFailed},
		{"fine", "application/json; charset=utf-8", `{"name":"a","count":2}`, 200, ""},
		{"unknown fields are ignored", "application/json", `{"name":"a","client_ref":"x","COUNT":2}`, 200, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			req, _ := http.NewRequest("POST", srv.URL+"/things", strings.NewReader(tc.body))
			if tc.contentType != "" {
				req.Header.Set("Content-Type", tc.contentType)
			}
			resp, err := srv.Client().Do(req)
			if err != nil {
				t.Fatal(err)
			}
			if resp.StatusCode != tc.status {
				t.Fatalf("got status %d, want %d", resp.StatusCode, tc.status)
			}
			if tc.code == "" {
				resp.Body.Close()
				return
			}
			p := readProblem(t, resp)
			if p.Code != tc.code || p.Status != tc.status || p.Title == "" || p.Detail == "" || p.Type == "" {
				t.Errorf("got %+v, want code %s with type, title, status and detail", p, tc.code)
			}
			if tc.status == 422 && (len(p.Errors) != 1 || p.Errors[0].Field != "count") {
				t.Errorf("errors: got %+v, want one about count", p.Errors)
			}
		})
	}
}

func TestRoutingProblemsAndRecovery(t *testing.T) {
	srv := decodeServer(t)
	resp, _ := http.Get(srv.URL + "/nowhere")
	if p := readProblem(t, resp); resp.StatusCode != 404 || p.Code != CodeNotFound {
		t.Errorf("unknown path: got %d %q, want 404 not_found", resp.StatusCode, p.Code)
	}
	resp, _ = http.Get(srv.URL + "/things")
	if p := readProblem(t, resp); resp.StatusCode != 405 || p.Code != CodeMethodNotAllowed || resp.Header.Get("Allow") != "POST" {
		t.Errorf("wrong method: got %d %q Allow %q, want 405 method_not_allowed Allow POST", resp.StatusCode, p.Code, resp.Header.Get("Allow"))
	}
	resp, _ = http.Get(srv.URL + "/boom")
	rid := resp.Header.Get("X-Request-Id")
	p := readProblem(t, resp)
	if resp.StatusCode != 500 || p.Code != CodeInternal || p.RequestID != rid || rid == "" {
		t.Errorf("panic: got %d %+v, want 500 internal with request id %q", resp.StatusCode, p, rid)
	}
	if strings.Contains(p.Detail, "secret") {
		t.Errorf("internal detail leaked: %q", p.Detail)
	}
}

func TestRequestIDEcho(t *testing.T) {
	srv := decodeServer(t)
	for _, tc := range []struct{ sent, want string }{
		{"order-42", "order-42"},
		{"bad id with spaces", ""},
		{strings.Repeat("x", 200), ""},
	} {
		req, _ := http.NewRequest("GET", srv.URL+"/nowhere", nil)
		req.Header.Set("X-Request-Id", tc.sent)
		resp, err := srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		got := resp.Header.Get("X-Request-Id")
		if tc.want != "" && got != tc.want {
			t.Errorf("sent %q: got %q, want it echoed", tc.sent, got)
		}
		if tc.want == "" && (got == tc.sent || !strings.HasPrefix(got, "req_")) {
			t.Errorf("sent %q: got %q, want a fresh req_ id", tc.sent, got)
		}
	}
}

// A field name that nearly matches one of ours is refused with the name meant, so a
// misspelt diet is never silently ignored.
func TestNearMissFields(t *testing.T) {
	srv := decodeServer(t)
	for _, body := range []string{`{"name":"a","cuont":2}`, `{"name":"a","Count_":2}`, `{"name":"a","co-unt":2}`} {
		resp, err := srv.Client().Post(srv.URL+"/things", "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		p := readProblem(t, resp)
		if resp.StatusCode != 422 || len(p.Errors) != 1 || !strings.Contains(p.Errors[0].Message, "did you mean count?") {
			t.Errorf("%s: got %d %+v, want 422 naming count", body, resp.StatusCode, p.Errors)
		}
	}
}

// Only the object's own keys are checked, however they are written: not keys of nested
// objects, not text inside strings, and escaped keys as they decode.
func TestNearMissKeysAreTopLevelOnly(t *testing.T) {
	for _, c := range []struct {
		body string
		want []string // fields named as near misses
	}{
		{`{"name":"a","nested":{"cuont":1}}`, nil},
		{`{"name":"x\",\"cuont\":1","count":1}`, nil},
		{`{"name":"[{","list":[{"cuont":1},"cuont"],"count":2}`, nil},
		{`{"c\u0075ont":2}`, []string{"cuont"}},
		{`{"co\u0075nt":2}`, nil},
		{` { "cuont" : 1 , "co_unt" : "a", "cuont": 2 } `, []string{"co_unt", "cuont"}},
	} {
		var v sample
		err := DecodeBytes([]byte(c.body), &v)
		var got []string
		if p, ok := err.(*Problem); ok {
			for _, e := range p.Errors {
				got = append(got, e.Field)
			}
		} else if err != nil {
			t.Fatalf("%s: %v", c.body, err)
		}
		if strings.Join(got, ",") != strings.Join(c.want, ",") {
			t.Errorf("%s: got near misses %q, want %q", c.body, got, c.want)
		}
	}
}
