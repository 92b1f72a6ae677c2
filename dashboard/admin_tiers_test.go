package dashboard

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"larder/store"
)

func TestAdminEditsTierNumbersAndTheAPIAppliesThem(t *testing.T) {
	e := newAPITestEnv(t)
	e.admin("boss@example.com")
	_, key := e.client("acme", "cook@example.com")
	admin := e.browser()
	admin.login("boss@example.com")
	p := admin.get("/admin/tiers")
	if n := len(p.allByTestID("tier")); n != 4 {
		t.Errorf("tiers shown: got %d, want 4", n)
	}
	for _, bad := range []url.Values{
		{"per_minute": {"-1"}, "per_day": {"0"}, "trial": {"10"}},
		{"per_minute": {"ten"}, "per_day": {"0"}, "trial": {"10"}},
		{"per_minute": {"10"}, "per_day": {"1.5"}, "trial": {"10"}},
		{"per_minute": {"10"}, "per_day": {"0"}, "trial": {"1000000000"}},
		{"per_minute": {"10"}, "per_day": {"0"}},
	} {
		p := admin.post("/admin/tiers/sandbox", bad)
		if code, _ := p.status(); code != http.StatusUnprocessableEntity || p.byTestID("tier-error") == nil {
			t.Errorf("%v: got %d, want 422 with the field's error", bad, code)
		}
	}
	if tr, _ := e.st.FindTier(context.Background(), "sandbox"); tr.PerMinute != 10 || tr.Trial != 10 {
		t.Fatalf("bad forms changed the tier: %+v", tr)
	}
	if code, _ := admin.post("/admin/tiers/platinum", url.Values{"per_minute": {"1"}, "per_day": {"1"}, "trial": {"1"}}).status(); code != http.StatusNotFound {
		t.Errorf("an unknown tier: got %d, want 404", code)
	}
	// A trial of 1: the next metered-free call still works, and the usage shows it.
	if code, _ := admin.post("/admin/tiers/sandbox", url.Values{"per_minute": {"7"}, "per_day": {"0"}, "trial": {"3"}}).status(); code != http.StatusSeeOther {
		t.Fatalf("save: got %d, want 303", code)
	}
	req, _ := http.NewRequest("GET", e.srv.URL+"/api/v1/usage", nil)
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if got := resp.Header.Get("X-RateLimit-Limit"); got != "7" {
		t.Errorf("the API's per-minute limit after the edit: got %q, want 7", got)
	}
	if got := resp.Header.Get("X-RateLimit-Trial-Limit"); got != "3" {
		t.Errorf("the API's trial limit after the edit: got %q, want 3", got)
	}
	entries, _ := e.st.ListAudit(context.Background(), store.AuditQuery{})
	if len(entries) != 1 || entries[0].Action != store.AuditTierSet || entries[0].Target != "sandbox" ||
		entries[0].Detail != "from 10 a minute, none a day, trial 10 to 7 a minute, none a day, trial 3" {
		t.Errorf("audit: got %+v", entries)
	}
}

func TestAdminGrantsAndDeclinesUpgrades(t *testing.T) {
	e := newTestEnv(t)
	e.admin("boss@example.com")
	acme, _ := e.client("acme", "cook@example.com")
	globex, _ := e.client("globex", "rival@example.com")
	ctx := context.Background()
	admin := e.browser()
	admin.login("boss@example.com")
	if admin.get("/admin/upgrades").byTestID("no-upgrades") == nil {
		t.Error("no request, yet the page does not say so")
	}
	// The client asks on its own page.
	cook := e.browser()
	cook.login("cook@example.com")
	cook.post("/upgrade", url.Values{"tier": {"pro"}})
	e.st.RequestTier(ctx, globex.ID, "starter")
	p := admin.get("/admin/upgrades")
	rows := p.allByTestID("upgrade")
	if len(rows) != 2 || attr(rows[0], "data-client-id") != acme.ID || p.text("upgrade-tier") != "pro" {
		t.Fatalf("requests: got %d rows, first %q asking %q", len(rows), attr(rows[0], "data-client-id"), p.text("upgrade-tier"))
	}
	// A stale form (the client changed its mind) is refused.
	if code, _ := admin.post("/admin/upgrades/"+acme.ID+"/grant", url.Values{"tier": {"scale"}}).status(); code != http.StatusConflict {
		t.Errorf("granting a tier not asked for: got %d, want 409", code)
	}
	if code, _ := admin.post("/admin/upgrades/"+acme.ID+"/grant", url.Values{"tier": {"pro"}}).status(); code != http.StatusSeeOther {
		t.Fatalf("grant: got %d", code)
	}
	if code, _ := admin.post("/admin/upgrades/"+globex.ID+"/decline", url.Values{"tier": {"starter"}}).status(); code != http.StatusSeeOther {
		t.Fatalf("decline: got %d", code)
	}
	a, _ := e.st.FindClient(ctx, acme.ID)
	g, _ := e.st.FindClient(ctx, globex.ID)
	if a.Tier != "pro" || a.TierRequested != "" || g.Tier != "sandbox" || g.TierRequested != "" {
		t.Errorf("after the decisions: acme %s (asks %q), globex %s (asks %q)", a.Tier, a.TierRequested, g.Tier, g.TierRequested)
	}
	if admin.get("/admin/upgrades").byTestID("no-upgrades") == nil {
		t.Error("decided requests still listed")
	}
	if code, _ := admin.post("/admin/upgrades/"+globex.ID+"/decline", url.Values{"tier": {"starter"}}).status(); code != http.StatusConflict {
		t.Errorf("declining twice: got %d, want 409", code)
	}
	entries, _ := e.st.ListAudit(ctx, store.AuditQuery{})
	if len(entries) != 2 || entries[0].Action != store.AuditUpgradeReject || entries[1].Action != store.AuditUpgradeGrant ||
		entries[1].Detail != "from sandbox to pro" {
		t.Errorf("audit: got %+v", entries)
	}
}

func TestAdminInvitesAnotherAdmin(t *testing.T) {
	e := newTestEnv(t)
	e.admin("boss@example.com")
	admin := e.browser()
	admin.login("boss@example.com")
	if code, _ := admin.post("/admin/admins/invite", url.Values{"email": {"boss@example.com"}}).status(); code != http.StatusUnprocessableEntity {
		t.Errorf("inviting an existing account: got %d, want 422", code)
	}
	p := admin.post("/admin/admins/invite", url.Values{"email": {"deputy@example.com"}})
	link := p.text("issued-invite")
	u, err := url.Parse(link)
	if err != nil || !strings.HasSuffix(u.Path, "/invite") {
		t.Fatalf("invitation link: %q", link)
	}
	deputy := e.browser()
	if code, _ := deputy.post("/invite", url.Values{"token": {u.Query().Get("token")}, "password": {testPassword}, "confirm": {testPassword}}).status(); code != http.StatusSeeOther {
		t.Fatalf("accepting: got %d", code)
	}
	if deputy.get("/").byTestID("admin-home") == nil {
		t.Error("the invited admin does not see the admin overview")
	}
	var emails []string
	for _, n := range admin.get("/admin/admins").allByTestID("admin-email") {
		emails = append(emails, textOf(n))
	}
	if strings.Join(emails, ",") != "boss@example.com,deputy@example.com" {
		t.Errorf("admins: got %v", emails)
	}
	entries, _ := e.st.ListAudit(context.Background(), store.AuditQuery{})
	if len(entries) != 1 || entries[0].Action != store.AuditAdminInvite || entries[0].Target != "deputy@example.com" || entries[0].Actor != "boss@example.com" {
		t.Errorf("audit: got %+v", entries)
	}
}
