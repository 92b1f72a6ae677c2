package dashboard

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestEveryPageCarriesTheSecurityHeaders(t *testing.T) {
	e := newTestEnv(t)
	e.admin("boss@example.com")
	e.client("acme", "cook@example.com")
	anon, admin, client := e.browser(), e.browser(), e.browser()
	admin.login("boss@example.com")
	client.login("cook@example.com")
	pages := []struct {
		b    *browser
		path string
	}{
		{anon, "/login"}, {anon, "/setup?token=nope"}, {anon, "/invite?token=nope"}, {anon, "/"},
		{admin, "/"}, {admin, "/account/password"},
		{client, "/"}, {client, "/account/password"}, {client, "/key"}, {client, "/callbacks"},
		{client, "/callbacks?reveal"}, {client, "/callbacks/secret/rotate"}, {client, "/quickstart"},
	}
	acme, _ := e.st.FindClient(context.Background(), "acme")
	for _, path := range adminGets {
		pages = append(pages, struct {
			b    *browser
			path string
		}{admin, strings.ReplaceAll(path, "CLIENT", acme.ID)})
	}
	for _, pg := range pages {
		p := pg.b.get(pg.path)
		h := p.resp.Header
		csp := h.Get("Content-Security-Policy")
		for _, want := range []string{"default-src 'none'", "script-src 'self'", "style-src 'self'", "frame-ancestors 'none'", "form-action 'self'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s: CSP %q lacks %q", pg.path, csp, want)
			}
		}
		if strings.Contains(csp, "unsafe") {
			t.Errorf("%s: CSP allows something unsafe: %q", pg.path, csp)
		}
		for k, want := range map[string]string{"X-Content-Type-Options": "nosniff", "Referrer-Policy": "same-origin", "Cache-Control": "no-store"} {
			if got := h.Get(k); got != want {
				t.Errorf("%s: %s is %q, want %q", pg.path, k, got, want)
			}
		}
		if p.resp.StatusCode == http.StatusOK {
			noInlineCode(t, pg.path, p.doc)
		}
	}
}

// noInlineCode fails when a page holds script or style the CSP would block: it would
// be broken in a browser.
func noInlineCode(t *testing.T, path string, doc *html.Node) {
	t.Helper()
	walk(doc, func(n *html.Node) bool {
		if n.Type != html.ElementNode {
			return true
		}
		if n.Data == "script" && attr(n, "src") == "" || n.Data == "style" {
			t.Errorf("%s: inline <%s>", path, n.Data)
		}
		for _, a := range n.Attr {
			if a.Key == "style" || strings.HasPrefix(a.Key, "on") {
				t.Errorf("%s: <%s %s=…> is blocked by the CSP", path, n.Data, a.Key)
			}
		}
		return true
	})
}

func TestStaticAssetsAreHashedAndCachedLong(t *testing.T) {
	e := newTestEnv(t)
	p := e.browser().get("/login")
	var srcs []string
	walk(p.doc, func(n *html.Node) bool {
		if n.Type == html.ElementNode && (n.Data == "link" || n.Data == "script") {
			srcs = append(srcs, attr(n, "href")+attr(n, "src"))
		}
		return true
	})
	if len(srcs) != 2 {
		t.Fatalf("stylesheet and script: got %v", srcs)
	}
	for _, src := range srcs {
		resp, err := http.Get(e.srv.URL + src)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.Contains(resp.Header.Get("Cache-Control"), "immutable") {
			t.Errorf("%s: got %d, Cache-Control %q; want 200, immutable", src, resp.StatusCode, resp.Header.Get("Cache-Control"))
		}
		name := src[strings.LastIndex(src, "/")+1:]
		if strings.Count(name, ".") != 2 {
			t.Errorf("%s: want a content hash in the name", src)
		}
	}
	if resp, _ := http.Get(e.srv.URL + "/static/app.css"); resp.StatusCode != http.StatusNotFound {
		t.Errorf("an unhashed name: got %d, want 404", resp.StatusCode)
	}
}

func TestCrossOriginFormPostsAreRefused(t *testing.T) {
	e := newTestEnv(t)
	e.admin("boss@example.com")
	form := url.Values{"email": {"boss@example.com"}, "password": {testPassword}}
	for name, set := range map[string]func(*http.Request){
		"Sec-Fetch-Site cross-site": func(r *http.Request) { r.Header.Set("Sec-Fetch-Site", "cross-site") },
		"Origin of another site":    func(r *http.Request) { r.Header.Set("Origin", "https://evil.example") },
	} {
		req, _ := http.NewRequest("POST", e.srv.URL+"/login", strings.NewReader(form.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		set(req)
		p := e.browser().do(req)
		if p.resp.StatusCode != http.StatusForbidden {
			t.Errorf("%s: got %d, want 403", name, p.resp.StatusCode)
		}
		if c := p.resp.Header.Get("Set-Cookie"); strings.Contains(c, cookieName) {
			t.Errorf("%s: the refused login set a session cookie", name)
		}
	}
	req, _ := http.NewRequest("POST", e.srv.URL+"/login", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", e.srv.URL)
	if p := e.browser().do(req); p.resp.StatusCode != http.StatusSeeOther {
		t.Errorf("same-origin login: got %d, want 303", p.resp.StatusCode)
	}
}
