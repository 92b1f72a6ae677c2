package api

import (
	"net/http"
	"testing"
)

func TestUncleanPathsAreProblemNotFound(t *testing.T) {
	e := newRESTEnv(t)
	_, key := e.client("starter")
	for _, path := range []string{"//api/v1/usage", "/api/v1//usage", "/api/v1/./usage", "/api/v1/x/../usage", "//openapi.json"} {
		for _, k := range []string{"", key} {
			resp := e.do("GET", path, k, "")
			p := problem(t, resp)
			if resp.StatusCode != http.StatusNotFound || p.Code != "not_found" || resp.Header.Get("Location") != "" {
				t.Errorf("GET %s (key %t): got %d %q Location %q, want 404 not_found and no redirect",
					path, k != "", resp.StatusCode, p.Code, resp.Header.Get("Location"))
			}
		}
	}
	if resp := e.do("GET", "/api/v1/usage", key, ""); resp.StatusCode != http.StatusOK {
		t.Errorf("the clean path: got %d, want 200", resp.StatusCode)
	}
}

func TestAuthenticatedAnswersAreNotSniffedOrCached(t *testing.T) {
	e := newRESTEnv(t)
	_, key := e.client("starter")
	cases := []struct{ method, path, key, body string }{
		{"GET", "/api/v1/usage", key, ""},
		{"GET", "/api/v1/pantries", key, ""},
		{"POST", "/api/v1/pantries", key, `{"name":"shelf"}`},
		{"POST", "/api/v1/recipes/generate", key, `{"ingredients":["rice","eggs","spinach"]}`},
		{"POST", "/api/v1/recipes/generate", key, `{"ingredients":[]}`},
		{"GET", "/api/v1/usage", "lk_unknown", ""},
	}
	for _, tc := range cases {
		resp := e.do(tc.method, tc.path, tc.key, tc.body)
		resp.Body.Close()
		if got := resp.Header.Get("X-Content-Type-Options"); got != "nosniff" {
			t.Errorf("%s %s: X-Content-Type-Options got %q, want nosniff", tc.method, tc.path, got)
		}
		if got := resp.Header.Get("Cache-Control"); got != "no-store" {
			t.Errorf("%s %s (%d): Cache-Control got %q, want no-store", tc.method, tc.path, resp.StatusCode, got)
		}
	}
}
