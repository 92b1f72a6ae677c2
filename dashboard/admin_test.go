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

// adminGets and adminPosts are every admin page and action; the access and header
// tests walk them.
var (
	adminGets = []string{"/admin/hosts", "/admin/audit", "/admin/audit?before=5", "/admin/clients", "/admin/clients/CLIENT",
		"/admin/tiers", "/admin/upgrades", "/admin/admins"}
	adminPosts = []string{"/admin/hosts/1/approve", "/admin/hosts/1/reject", "/admin/clients", "/admin/clients/CLIENT/tier",
		"/admin/clients/CLIENT/key/rotate", "/admin/clients/CLIENT/key/revoke", "/admin/clients/CLIENT/secret/rotate",
		"/admin/clients/CLIENT/invite", "/admin/tiers/sandbox", "/admin/upgrades/CLIENT/grant", "/admin/upgrades/CLIENT/decline",
		"/admin/admins/invite"}
)

func TestAdminPagesAreForAdminsOnly(t *testing.T) {
	e := newTestEnv(t)
	e.admin("boss@example.com")
	acme, _ := e.client("acme", "cook@example.com")
	h, _, err := e.st.RequestCallbackHost(context.Background(), acme.ID, "hooks.example.com", 443)
	if err != nil {
		t.Fatal(err)
	}
	anon, admin, client := e.browser(), e.browser(), e.browser()
	admin.login("boss@example.com")
	client.login("cook@example.com")
	// Forms that would change something if they got through.
	form := url.Values{"tier": {"pro"}, "name": {"sneaky"}, "grace": {"0"}, "expires": {"0"}, "email": {"sneaky@example.com"}}
	for _, path := range adminGets {
		path = strings.ReplaceAll(path, "CLIENT", acme.ID)
		if code, loc := anon.get(path).status(); code != http.StatusSeeOther || !strings.HasPrefix(loc, "/login") {
			t.Errorf("logged out, GET %s: got %d to %q, want 303 to /login", path, code, loc)
		}
		if code, _ := client.get(path).status(); code != http.StatusForbidden {
			t.Errorf("a client user, GET %s: got %d, want 403", path, code)
		}
		if code, _ := admin.get(path).status(); code != http.StatusOK {
			t.Errorf("an admin, GET %s: got %d, want 200", path, code)
		}
	}
	for _, path := range adminPosts {
		path = strings.ReplaceAll(path, "CLIENT", acme.ID)
		if code, loc := anon.post(path, form).status(); code != http.StatusSeeOther || !strings.HasPrefix(loc, "/login") {
			t.Errorf("logged out, POST %s: got %d to %q, want 303 to /login", path, code, loc)
		}
		if code, _ := client.post(path, form).status(); code != http.StatusForbidden {
			t.Errorf("a client user, POST %s: got %d, want 403", path, code)
		}
	}
	// None of those refused posts changed anything or left a trace.
	if got, _ := e.st.ListCallbackHosts(context.Background(), "", store.HostPending); len(got) != 1 || got[0].ID != h.ID {
		t.Errorf("pending hosts after refused posts: got %v, want host %d still pending", got, h.ID)
	}
	if entries, _ := e.st.ListAudit(context.Background(), store.AuditQuery{}); len(entries) != 0 {
		t.Errorf("audit log after refused posts: got %v, want nothing", entries)
	}
	if cs, _ := e.st.ListClients(context.Background()); len(cs) != 1 || cs[0].Tier != "sandbox" || cs[0].CallbackSecret != acme.CallbackSecret || cs[0].KeyPrefix != acme.KeyPrefix {
		t.Errorf("clients after refused posts: got %+v, want acme alone and unchanged", cs)
	}
	if p := client.get("/"); p.byTestID("admin-home") != nil {
		t.Error("a client user's home shows the admin's")
	}
}

func TestAdminApprovesAndRejectsHosts(t *testing.T) {
	e := newTestEnv(t)
	e.admin("boss@example.com")
	acme, _ := e.client("acme", "cook@example.com")
	ctx := context.Background()
	hook, _, _ := e.st.RequestCallbackHost(ctx, acme.ID, "hooks.example.com", 443)
	e.st.RequestCallbackHost(ctx, acme.ID, "evil.example.net", 8443)
	admin := e.browser()
	admin.login("boss@example.com")

	p := admin.get("/admin/hosts")
	if got := p.text("pending-count"); got != "2" {
		t.Errorf("pending count: got %q, want 2", got)
	}
	rows := p.allByTestID("pending-host")
	if len(rows) != 2 {
		t.Fatalf("pending rows: got %d, want 2", len(rows))
	}
	if got := attr(rows[0], "data-host"); got != "hooks.example.com" {
		t.Errorf("first pending host: got %q, want hooks.example.com", got)
	}
	if got := attr(rows[1], "data-host"); got != "evil.example.net:8443" {
		t.Errorf("second pending host: got %q, want evil.example.net:8443", got)
	}
	if got := p.text("host-client"); !strings.Contains(got, "acme") || !strings.Contains(got, acme.ID) {
		t.Errorf("who asked: got %q, want acme and its id", got)
	}
	if got := p.text("host-asked"); got != e.clock.Now().UTC().Format("2006-01-02 15:04") {
		t.Errorf("when asked: got %q", got)
	}

	if code, loc := admin.post("/admin/hosts/"+itoa(hook.ID)+"/approve", nil).status(); code != http.StatusSeeOther || loc != "/admin/hosts" {
		t.Fatalf("approve: got %d to %q, want 303 to /admin/hosts", code, loc)
	}
	if ok, _ := e.st.IsCallbackHostApproved(ctx, acme.ID, "hooks.example.com", 443); !ok {
		t.Error("the host is not approved in the store")
	}
	evil := attr(rows[1], "data-host-id")
	if code, _ := admin.post("/admin/hosts/"+evil+"/reject", nil).status(); code != http.StatusSeeOther {
		t.Fatalf("reject: got %d, want 303", code)
	}
	p = admin.get("/admin/hosts")
	if p.byTestID("no-pending-hosts") == nil {
		t.Error("hosts still wait after both decisions")
	}
	var flashes []string
	for _, n := range p.allByTestID("flash") {
		flashes = append(flashes, textOf(n))
	}
	if want := []string{"hooks.example.com for acme is approved.", "evil.example.net:8443 for acme is rejected."}; strings.Join(flashes, "|") != strings.Join(want, "|") {
		t.Errorf("messages: got %q, want %q", flashes, want)
	}
	var statuses []string
	for _, n := range p.allByTestID("decided-status") {
		statuses = append(statuses, textOf(n))
	}
	if strings.Join(statuses, ",") != "approved,rejected" {
		t.Errorf("decided statuses: got %v, want approved, rejected", statuses)
	}
	// The client sees the decision on its own page.
	client := e.browser()
	client.login("cook@example.com")
	if got := client.get("/callbacks").text("host-status"); got != "approved" {
		t.Errorf("the client's page shows %q, want approved", got)
	}

	for _, tc := range []struct{ path string }{{"/admin/hosts/999/approve"}, {"/admin/hosts/x/reject"}} {
		if code, _ := admin.post(tc.path, nil).status(); code != http.StatusNotFound {
			t.Errorf("POST %s: got %d, want 404", tc.path, code)
		}
	}

	entries, err := e.st.ListAudit(ctx, store.AuditQuery{})
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 2 {
		t.Fatalf("audit entries: got %d, want 2 (%v)", len(entries), entries)
	}
	for i, want := range []struct{ action, target string }{
		{store.AuditHostReject, "evil.example.net:8443"}, {store.AuditHostApprove, "hooks.example.com"}} {
		got := entries[i]
		if got.Action != want.action || got.Target != want.target || got.Actor != "boss@example.com" || got.Address != "127.0.0.1" {
			t.Errorf("audit entry %d: got %+v, want %s of %s by boss@example.com from 127.0.0.1", i, got, want.action, want.target)
		}
	}
}

func TestAuditLogPage(t *testing.T) {
	e := newTestEnv(t)
	e.admin("boss@example.com")
	ctx := context.Background()
	for i := range auditPageSize + 3 {
		e.st.RecordAudit(ctx, store.AuditEntry{Actor: store.ActorOperator, Action: store.AuditTierSet, Target: "pro", Detail: "n" + itoa(int64(i))})
	}
	admin := e.browser()
	admin.login("boss@example.com")
	p := admin.get("/admin/audit")
	rows := p.allByTestID("audit-entry")
	if len(rows) != auditPageSize {
		t.Fatalf("first page: got %d rows, want %d", len(rows), auditPageSize)
	}
	if got := p.text("audit-detail"); got != "n"+itoa(auditPageSize+2) {
		t.Errorf("newest first: the first row is %q, want n%d", got, auditPageSize+2)
	}
	if got := p.text("audit-actor"); got != "operator" {
		t.Errorf("actor: got %q, want operator", got)
	}
	older := p.byTestID("audit-older")
	if older == nil {
		t.Fatal("no link to older entries")
	}
	p = admin.get(attr(older, "href"))
	if rows := p.allByTestID("audit-entry"); len(rows) != 3 {
		t.Errorf("second page: got %d rows, want 3", len(rows))
	}
	if p.byTestID("audit-older") != nil || p.byTestID("audit-newest") == nil {
		t.Error("the last page links to older entries, or not back to the newest")
	}
	if got := p.text("audit-detail"); got != "n2" {
		t.Errorf("second page starts at %q, want n2", got)
	}
	if code, _ := admin.get("/admin/audit?before=x").status(); code != http.StatusBadRequest {
		t.Errorf("a bad page: got %d, want 400", code)
	}
}

func TestAdminFormsRefuseCrossOriginPosts(t *testing.T) {
	e := newTestEnv(t)
	e.admin("boss@example.com")
	acme, _ := e.client("acme", "cook@example.com")
	h, _, _ := e.st.RequestCallbackHost(context.Background(), acme.ID, "hooks.example.com", 443)
	admin := e.browser()
	admin.login("boss@example.com")
	req, _ := http.NewRequest("POST", e.srv.URL+"/admin/hosts/"+itoa(h.ID)+"/approve", strings.NewReader(""))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	req.Header.Set("Origin", "https://evil.example")
	if code, _ := admin.do(req).status(); code != http.StatusForbidden {
		t.Errorf("cross-origin approve: got %d, want 403", code)
	}
	if ok, _ := e.st.IsCallbackHostApproved(context.Background(), acme.ID, "hooks.example.com", 443); ok {
		t.Error("a cross-origin post approved the host")
	}
}

// allByTestID returns every element with data-testid id, in document order.
func (p page) allByTestID(id string) []*html.Node {
	var found []*html.Node
	walk(p.doc, func(n *html.Node) bool {
		if n.Type == html.ElementNode && attr(n, "data-testid") == id {
			found = append(found, n)
		}
		return true
	})
	return found
}

// textOf returns the text inside n, spaces collapsed.
func textOf(n *html.Node) string {
	var b strings.Builder
	walk(n, func(c *html.Node) bool {
		if c.Type == html.TextNode {
			b.WriteString(c.Data + " ")
		}
		return true
	})
	return strings.Join(strings.Fields(b.String()), " ")
}

func TestAdminOverviewShowsTheWholeService(t *testing.T) {
	e := newTestEnv(t)
	e.admin("boss@example.com")
	acme, _ := e.client("acme", "cook@example.com")
	globex, _ := e.client("globex", "rival@example.com")
	e.client("idle", "idle@example.com")
	ctx := context.Background()
	today := e.clock.Now().UTC().Format("2006-01-02")
	yesterday := e.clock.Now().UTC().AddDate(0, 0, -1).Format("2006-01-02")
	for range 3 {
		e.st.RecordUsage(ctx, store.UsageEvent{ClientID: acme.ID, Day: today, Operation: "generate"})
	}
	for range 5 {
		e.st.RecordUsage(ctx, store.UsageEvent{ClientID: globex.ID, Day: yesterday, Operation: "healthify"})
	}
	e.st.RecordUsage(ctx, store.UsageEvent{ClientID: globex.ID, Day: today, Operation: "generate"})
	code := 200
	e.st.RecordDeliveries(ctx, []store.DeliveryRecord{
		{ClientID: acme.ID, RequestID: "r1", Operation: "healthify", Host: "hooks.example.com", StatusCode: &code, Outcome: store.OutcomeDelivered, CreatedAt: e.clock.Now()},
		{ClientID: acme.ID, RequestID: "r2", Operation: "healthify", Host: "hooks.example.com", Outcome: store.OutcomeDropped, CreatedAt: e.clock.Now()},
		{ClientID: globex.ID, RequestID: "r3", Operation: "healthify", Host: "hooks.example.com", Outcome: store.OutcomeDropped, CreatedAt: e.clock.Now()},
	})
	e.st.RequestCallbackHost(ctx, acme.ID, "hooks.example.com", 443)
	e.st.RequestTier(ctx, acme.ID, "pro")

	admin := e.browser()
	admin.login("boss@example.com")
	p := admin.get("/")
	if p.byTestID("admin-home") == nil {
		t.Fatal("the admin's home is not the overview")
	}
	for id, want := range map[string]string{"client-count": "3", "hosts-waiting": "1", "upgrades-waiting": "1", "service-total": "9",
		"callback-outcomes-delivered": "1", "callback-outcomes-dropped": "2", "callback-outcomes-failed": "0", "refusals-rate_limited": "0"} {
		if got := p.text(id); got != want {
			t.Errorf("%s: got %q, want %q", id, got, want)
		}
	}
	totals := map[string]string{}
	walk(p.byTestID("usage-chart"), func(n *html.Node) bool {
		if d := attr(n, "data-day"); d != "" {
			totals[d] = attr(n, "data-total")
		}
		return true
	})
	if totals[today] != "4" || totals[yesterday] != "5" || len(totals) != 30 {
		t.Errorf("chart: today %q, yesterday %q, %d days; want 4, 5 and 30 days", totals[today], totals[yesterday], len(totals))
	}
	if got := p.text("service-by-operation"); !strings.Contains(got, "healthify 0 5") || !strings.Contains(got, "generate 4 4") {
		t.Errorf("by operation: got %q", got)
	}
	var top []string
	for _, n := range p.allByTestID("top-client") {
		top = append(top, textOf(n))
	}
	if strings.Join(top, "|") != "globex sandbox 6|acme sandbox 3" {
		t.Errorf("top clients: got %q, want globex (6) then acme (3), idle left out", top)
	}
}

func TestClientKeyActionsAreAuditedAndShownToAdmins(t *testing.T) {
	e := newTestEnv(t)
	e.admin("boss@example.com")
	acme, _ := e.client("acme", "cook@example.com")
	cook := e.browser()
	cook.login("cook@example.com")
	if code, _ := cook.post("/key/rotate", url.Values{"grace": {"1h"}, "expires": {"0"}}).status(); code != http.StatusOK {
		t.Fatalf("key rotation: got %d", code)
	}
	if code, _ := cook.post("/callbacks/secret/rotate", nil).status(); code != http.StatusSeeOther {
		t.Fatalf("secret rotation: got %d", code)
	}
	admin := e.browser()
	admin.login("boss@example.com")
	p := admin.get("/admin/audit")
	rows := p.allByTestID("audit-entry")
	if len(rows) != 2 {
		t.Fatalf("audit rows: got %d, want 2", len(rows))
	}
	for i, want := range []string{store.AuditSecretRotate, store.AuditKeyRotate} {
		if got := attr(rows[i], "data-action"); got != want {
			t.Errorf("row %d: got %q, want %q", i, got, want)
		}
	}
	got := textOf(rows[1])
	for _, want := range []string{"cook@example.com", "key.rotate", acme.AuditTarget(), "keeps working for 1 hour", "127.0.0.1"} {
		if !strings.Contains(got, want) {
			t.Errorf("key rotation row %q lacks %q", got, want)
		}
	}
}
