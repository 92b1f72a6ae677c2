package api

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"testing"

	"larder/callbacks"
	"larder/web"
)

// FuzzParseCallback: a callback_url is refused with callback_url_invalid, or accepted
// only when it is an absolute https URL (http when allowed) of at most 2,048
// characters, without user info or fragment, whose host is normalised and whose port
// is in range.
func FuzzParseCallback(f *testing.F) {
	for _, s := range []string{"https://hooks.example.com/larder", "https://Hooks.Example.COM.:8443/x?y=1", "http://127.0.0.1:9/h",
		"https://user:pw@example.com/", "https://example.com/#frag", "https://[::1]/", "https://[fe80::1%25eth0]/", "https://0x7f.1/",
		"https://bücher.example/", "https:///path", "https://example.com:0/", "https://example.com:99999/", "javascript:alert(1)",
		"https://example.com\\@evil.example/", "//example.com/", "https://xn--/", "HTTPS://EXAMPLE.COM/"} {
		f.Add(s, false)
	}
	f.Add("http://localhost:8080/hook", true)
	f.Fuzz(func(t *testing.T, raw string, allowHTTP bool) {
		target, err := parseCallback(raw, allowHTTP)
		if err != nil {
			var p *web.Problem
			if !errors.As(err, &p) || p.Code != web.CodeCallbackURLInvalid {
				t.Fatalf("parseCallback(%q): got %v, want a callback_url_invalid problem", raw, err)
			}
			return
		}
		u, err := url.Parse(raw)
		switch {
		case err != nil || len(raw) > maxCallbackURL:
			t.Fatalf("parseCallback(%q) accepted an unreadable or long URL", raw)
		case u.Scheme != "https" && !(allowHTTP && u.Scheme == "http"):
			t.Fatalf("parseCallback(%q) accepted scheme %q (allow http %v)", raw, u.Scheme, allowHTTP)
		case u.User != nil || strings.Contains(raw, "#"):
			t.Fatalf("parseCallback(%q) accepted user info or a fragment", raw)
		case target.port < 1 || target.port > 65535:
			t.Fatalf("parseCallback(%q): port %d", raw, target.port)
		case target.url != raw:
			t.Fatalf("parseCallback(%q): url %q, want the URL as sent", raw, target.url)
		}
		if h, err := callbacks.NormalizeHost(target.host); err != nil || h != target.host {
			t.Fatalf("parseCallback(%q): host %q is not normalised (%q, %v)", raw, target.host, h, err)
		}
	})
}

// FuzzRequestBodies: every request body type of both hosts decodes and validates any
// input without a panic, answering a problem of the contract when it refuses.
func FuzzRequestBodies(f *testing.F) {
	for _, s := range []string{`{"ingredients":["rice","eggs"],"servings":2}`, `{"pantry_id":-1,"request_id":"a b"}`,
		`{"recipe":{"title":"Soup","ingredients":["1 cup rice"],"instructions":["Cook."]},"tone":"chef"}`,
		`{"recipe":{"name":"x","ingredients":[{"name":"rice","quantity":-1}],"steps":[{"text":"a","minutes":1e9}]},"health_focus":"low_fat"}`,
		`{"ingredient":"butter","allergies":["milk"]}`, `{"ingredients":["2 cups rice"]}`, `{"items":["greek yogurt"]}`,
		`{"name":"home","items":[{"name":"rice","unit":"parsecs","expires_on":"soon"}]}`, `{"host":"[::1]:0","port":70000}`,
		`{"recipe":{"title":"t","servings":1000,"ingredients":[1],"instructions":[null]}}`, `{"target_cost_per_serving":-5,"currency":"EUR"}`} {
		f.Add([]byte(s))
	}
	check := func(t *testing.T, body []byte, v web.Validator) {
		err := web.DecodeBytes(body, v)
		if err == nil {
			if errs := v.Valid(context.Background()); len(errs) > 0 {
				err = web.Invalid(errs...)
			}
		}
		if err == nil {
			return
		}
		var p *web.Problem
		if !errors.As(err, &p) || (p.Status != 400 && p.Status != 422) {
			t.Fatalf("%T from %q: got %v, want a 400 or 422 problem", v, body, err)
		}
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		for _, v := range []web.Validator{&GenerateRequest{}, &toneRequest{}, &budgetRequest{}, &healthRequest{}, &adaptRequest{},
			&substituteRequest{}, &enrichRequest{}, &SuggestRequest{}, &PantryInput{}, &NewItem{}, &ItemPatch{}, &HostRequest{}} {
			check(t, body, v)
		}
	})
}
