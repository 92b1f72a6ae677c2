package dashboard

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"larder/store"
)

func TestAccessByRole(t *testing.T) {
	e := newTestEnv(t)
	e.admin("boss@example.com")
	e.client("acme", "cook@example.com")
	anon, admin, client := e.browser(), e.browser(), e.browser()
	admin.login("boss@example.com")
	client.login("cook@example.com")
	clientGets := []string{"/key", "/callbacks", "/callbacks?reveal", "/callbacks/secret/rotate", "/quickstart"}
	clientPosts := []string{"/upgrade", "/key/rotate", "/callbacks/secret/rotate", "/callbacks/hosts", "/callbacks/hosts/1/delete"}
	for _, path := range append([]string{"/", "/account/password"}, clientGets...) {
		if code, loc := anon.get(path).status(); code != http.StatusSeeOther || !strings.HasPrefix(loc, "/login") {
			t.Errorf("logged out, GET %s: got %d to %q, want 303 to /login", path, code, loc)
		}
	}
	for _, path := range append([]string{"/account/password"}, clientPosts...) {
		if code, loc := anon.post(path, url.Values{"tier": {"pro"}}).status(); code != http.StatusSeeOther || !strings.HasPrefix(loc, "/login") {
			t.Errorf("logged out, POST %s: got %d to %q, want 303 to /login", path, code, loc)
		}
	}
	for _, path := range clientGets {
		if code, _ := admin.get(path).status(); code != http.StatusForbidden {
			t.Errorf("an admin on client page %s: got %d, want 403", path, code)
		}
	}
	for _, path := range clientPosts {
		if code, _ := admin.post(path, url.Values{"tier": {"pro"}}).status(); code != http.StatusForbidden {
			t.Errorf("an admin on client action %s: got %d, want 403", path, code)
		}
	}
	if p := client.get("/"); p.byTestID("admin-home") != nil || p.byTestID("client-name") == nil {
		t.Errorf("a client's home is its overview, never the admin's")
	}
}

func TestClientSeesOnlyItsOwnClient(t *testing.T) {
	e := newTestEnv(t)
	acme, _ := e.client("acme", "cook@example.com")
	other, _ := e.client("globex", "rival@example.com")
	ctx := context.Background()
	today := e.clock.Now().UTC().Format("2006-01-02")
	for range 3 {
		e.st.RecordUsage(ctx, store.UsageEvent{ClientID: acme.ID, Day: today, Operation: "generate", Trial: true})
	}
	for range 7 {
		e.st.RecordUsage(ctx, store.UsageEvent{ClientID: other.ID, Day: today, Operation: "healthify"})
	}
	b := e.browser()
	b.login("cook@example.com")
	p := b.get("/")
	if got := p.text("client-id"); got != acme.ID {
		t.Errorf("client id: got %q, want %q", got, acme.ID)
	}
	for _, leak := range []string{other.ID, other.Name, other.CallbackSecret, "healthify"} {
		if strings.Contains(p.body, leak) {
			t.Errorf("acme's overview shows %q of another client", leak)
		}
	}
	if got := p.text("by-operation"); !strings.Contains(got, "generate 3 3") {
		t.Errorf("usage by operation: got %q, want generate with 3 today and 3 in 30 days", got)
	}
	var total string
	if n := p.byTestID("usage-chart"); n != nil {
		walk(n, func(c *html.Node) bool {
			if attr(c, "data-day") == today {
				total = attr(c, "data-total")
			}
			return true
		})
	}
	if total != "3" {
		t.Errorf("today's bar in the chart: got total %q, want 3", total)
	}
	if got := p.text("limit-trial-left"); got != "7" {
		t.Errorf("trial calls left: got %q, want 7", got)
	}
}

func TestClientAsksForAnUpgrade(t *testing.T) {
	e := newTestEnv(t)
	acme, _ := e.client("acme", "cook@example.com")
	b := e.browser()
	b.login("cook@example.com")
	if code, _ := b.post("/upgrade", url.Values{"tier": {"platinum"}}).status(); code != http.StatusUnprocessableEntity {
		t.Errorf("an unknown tier: got %d, want 422", code)
	}
	if code, loc := b.post("/upgrade", url.Values{"tier": {"pro"}}).status(); code != http.StatusSeeOther || loc != "/" {
		t.Fatalf("upgrade request: got %d to %q, want 303 to /", code, loc)
	}
	if got := b.get("/").text("tier-requested"); !strings.Contains(got, "pro") {
		t.Errorf("the overview says what was asked for: got %q", got)
	}
	c, _ := e.st.FindClient(context.Background(), acme.ID)
	if c.TierRequested != "pro" {
		t.Errorf("stored request: got %q, want pro", c.TierRequested)
	}
}
