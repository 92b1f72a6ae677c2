package dashboard

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"larder/api"
	"larder/store"
	"larder/store/storetest"
)

// newAPITestEnv serves the dashboard inside the real REST host, as main does, so a
// test can call the API with a client's key beside the admin's pages.
func newAPITestEnv(t *testing.T) *testEnv {
	t.Helper()
	db, key := storetest.DB(t)
	st, err := store.OpenWith(context.Background(), db, store.Options{SecretKey: key})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	clock := &testClock{now: time.Now()}
	st.Now = clock.Now
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	deps := api.NewDeps(log, st, nil, nil, false)
	srv := httptest.NewUnstartedServer(nil)
	base := "http://" + srv.Listener.Addr().String()
	d, err := New(Options{Store: st, Usage: deps.Guard, Log: log, BaseURL: base, AIURL: base, Now: clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	deps.BaseURL, deps.AIURL, deps.Pages = base, base, d.Routes
	srv.Config.Handler = api.REST(deps)
	srv.Start()
	t.Cleanup(srv.Close)
	return &testEnv{t: t, st: st, clock: clock, srv: srv, dash: d}
}

// apiTier calls GET /api/v1/usage with key and returns the status and the tier named.
func (e *testEnv) apiTier(key string) (int, string) {
	e.t.Helper()
	req, _ := http.NewRequest("GET", e.srv.URL+"/api/v1/usage", nil)
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		e.t.Fatal(err)
	}
	defer resp.Body.Close()
	var u struct{ Tier string }
	json.NewDecoder(resp.Body).Decode(&u)
	return resp.StatusCode, u.Tier
}

func TestAdminCreatesAClientWithAnInvitation(t *testing.T) {
	e := newAPITestEnv(t)
	e.admin("boss@example.com")
	admin := e.browser()
	admin.login("boss@example.com")
	if admin.get("/admin/clients").byTestID("no-clients") == nil {
		t.Error("an empty service does not say it has no clients")
	}
	p := admin.post("/admin/clients", url.Values{"name": {"acme"}, "tier": {"starter"}, "email": {"cook@example.com"}})
	if code, _ := p.status(); code != http.StatusCreated {
		t.Fatalf("create: got %d, want 201\n%s", code, p.body)
	}
	key, secret, link := p.text("issued-key"), p.text("issued-secret"), p.text("issued-invite")
	if !strings.HasPrefix(key, "lk_") || !strings.HasPrefix(secret, "whsec_") || !strings.Contains(link, "/invite?token=") {
		t.Fatalf("issued: key %q, secret %q, link %q", key, secret, link)
	}
	if code, tier := e.apiTier(key); code != http.StatusOK || tier != "starter" {
		t.Errorf("the new key on the API: got %d on tier %q, want 200 on starter", code, tier)
	}
	// The link works once, in another browser, for acme's dashboard.
	u, _ := url.Parse(link)
	cook := e.browser()
	if code, _ := cook.post("/invite", url.Values{"token": {u.Query().Get("token")}, "password": {testPassword}, "confirm": {testPassword}}).status(); code != http.StatusSeeOther {
		t.Fatalf("accepting the invitation: got %d, want 303", code)
	}
	if got := cook.get("/").text("client-name"); got != "acme" {
		t.Errorf("the invited person sees %q, want acme", got)
	}
	// The list shows the client, never the key again.
	p = admin.get("/admin/clients")
	if got := p.text("clients-count"); got != "1" {
		t.Errorf("clients: got %q, want 1", got)
	}
	if strings.Contains(p.body, key) || p.byTestID("issued") != nil {
		t.Error("the client list shows the key again")
	}
	row := p.byTestID("client-row")
	if row == nil || attr(row, "data-client-name") != "acme" {
		t.Fatalf("no row for acme")
	}
	id := attr(row, "data-client-id")

	// Without an email: no invitation.
	p = admin.post("/admin/clients", url.Values{"name": {"globex"}, "tier": {"sandbox"}})
	if p.byTestID("issued-key") == nil || p.byTestID("issued-invite") != nil {
		t.Error("a client without an email: want a key and no invitation")
	}

	entries, _ := e.st.ListAudit(context.Background(), store.AuditQuery{})
	var got []string
	for _, en := range entries {
		got = append(got, en.Action+" "+en.Target)
		if en.Actor != "boss@example.com" || en.Address != "127.0.0.1" {
			t.Errorf("audit entry %s: by %q from %q", en.Action, en.Actor, en.Address)
		}
	}
	globex, _ := e.st.FindClient(context.Background(), "globex")
	want := []string{"client.create globex (" + globex.ID + ")", "client.invite acme (" + id + ")", "client.create acme (" + id + ")"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("audit: got %q, want %q", got, want)
	}
}

func TestCreateClientRefusesBadInputAndChangesNothing(t *testing.T) {
	e := newTestEnv(t)
	e.admin("boss@example.com")
	e.client("acme", "cook@example.com")
	admin := e.browser()
	admin.login("boss@example.com")
	for _, tc := range []struct {
		form  url.Values
		code  int
		field string
	}{
		{url.Values{"name": {""}, "tier": {"sandbox"}}, 422, "name-error"},
		{url.Values{"name": {strings.Repeat("x", 101)}, "tier": {"sandbox"}}, 422, "name-error"},
		{url.Values{"name": {"acme"}, "tier": {"sandbox"}}, 422, "name-error"},
		{url.Values{"name": {"new"}, "tier": {"sandbox"}, "email": {"not an email"}}, 422, "email-error"},
		{url.Values{"name": {"new"}, "tier": {"sandbox"}, "email": {"cook@example.com"}}, 422, "email-error"},
		{url.Values{"name": {"new"}, "tier": {"platinum"}}, 422, ""},
	} {
		p := admin.post("/admin/clients", tc.form)
		if code, _ := p.status(); code != tc.code {
			t.Errorf("%v: got %d, want %d", tc.form, code, tc.code)
		}
		if tc.field != "" && !strings.Contains(p.body, `id="`+tc.field+`"`) {
			t.Errorf("%v: no %s on the form", tc.form, tc.field)
		}
	}
	if cs, _ := e.st.ListClients(context.Background()); len(cs) != 1 {
		t.Errorf("clients after bad forms: got %d, want 1", len(cs))
	}
	if entries, _ := e.st.ListAudit(context.Background(), store.AuditQuery{}); len(entries) != 0 {
		t.Errorf("audit after bad forms: got %d entries, want none", len(entries))
	}
}

func TestAdminManagesAClientAndTheAPISeesItAtOnce(t *testing.T) {
	e := newAPITestEnv(t)
	e.admin("boss@example.com")
	acme, key := e.client("acme", "cook@example.com")
	admin := e.browser()
	admin.login("boss@example.com")
	base := "/admin/clients/" + acme.ID
	if got := admin.get(base).text("admin-client-tier"); got != "sandbox" {
		t.Errorf("tier on the page: got %q", got)
	}
	if code, tier := e.apiTier(key); code != 200 || tier != "sandbox" {
		t.Fatalf("before: got %d %q", code, tier)
	}

	if code, loc := admin.post(base+"/tier", url.Values{"tier": {"pro"}}).status(); code != http.StatusSeeOther || loc != base {
		t.Fatalf("set tier: got %d to %q", code, loc)
	}
	if _, tier := e.apiTier(key); tier != "pro" {
		t.Errorf("the API after the tier change: got %q, want pro", tier)
	}
	if code, _ := admin.post(base+"/tier", url.Values{"tier": {"gold"}}).status(); code != http.StatusUnprocessableEntity {
		t.Errorf("an unknown tier: got %d, want 422", code)
	}

	p := admin.post(base+"/key/rotate", url.Values{"grace": {"0"}, "expires": {"0"}})
	newKey := p.text("issued-key")
	if !strings.HasPrefix(newKey, "lk_") {
		t.Fatalf("rotate: no new key shown\n%s", p.body)
	}
	if code, _ := e.apiTier(key); code != http.StatusUnauthorized {
		t.Errorf("the old key after a rotation without grace: got %d, want 401", code)
	}
	if code, _ := e.apiTier(newKey); code != http.StatusOK {
		t.Errorf("the new key: got %d, want 200", code)
	}
	if strings.Contains(admin.get(base).body, newKey) {
		t.Error("the new key is shown a second time")
	}
	if code, _ := admin.post(base+"/key/rotate", url.Values{"grace": {"5m"}, "expires": {"0"}}).status(); code != http.StatusUnprocessableEntity {
		t.Errorf("a grace not offered: got %d, want 422", code)
	}

	p = admin.post(base+"/secret/rotate", nil)
	secret := p.text("issued-secret")
	if c, _ := e.st.FindClient(context.Background(), acme.ID); secret == "" || c.CallbackSecret != secret || secret == acme.CallbackSecret {
		t.Errorf("secret rotation: shown %q, stored %q", secret, c.CallbackSecret)
	}

	if code, _ := admin.post(base+"/key/revoke", nil).status(); code != http.StatusSeeOther {
		t.Fatalf("revoke: got %d", code)
	}
	if code, _ := e.apiTier(newKey); code != http.StatusUnauthorized {
		t.Errorf("a revoked key: got %d, want 401", code)
	}
	states := admin.get(base).allByTestID("admin-key-state")
	for _, n := range states {
		if textOf(n) != "revoked" {
			t.Errorf("a key after revocation is %q", textOf(n))
		}
	}
	if len(states) != 2 {
		t.Errorf("keys listed: got %d, want the 2 revoked ones", len(states))
	}

	p = admin.post(base+"/invite", url.Values{"email": {"second@example.com"}})
	if !strings.Contains(p.text("issued-invite"), "/invite?token=") {
		t.Errorf("invitation: got %q", p.text("issued-invite"))
	}
	if code, _ := admin.post(base+"/invite", url.Values{"email": {"cook@example.com"}}).status(); code != http.StatusUnprocessableEntity {
		t.Errorf("inviting an existing account: got %d, want 422", code)
	}

	for _, path := range []string{"/admin/clients/cl_nope", "/admin/clients/acme"} {
		if code, _ := admin.get(path).status(); code != http.StatusNotFound {
			t.Errorf("GET %s: got %d, want 404", path, code)
		}
	}
	if code, _ := admin.post("/admin/clients/cl_nope/key/revoke", nil).status(); code != http.StatusNotFound {
		t.Errorf("revoke of no client: got %d, want 404", code)
	}

	entries, _ := e.st.ListAudit(context.Background(), store.AuditQuery{})
	var got []string
	for _, en := range entries {
		got = append(got, en.Action)
	}
	want := []string{store.AuditClientInvite, store.AuditKeyRevoke, store.AuditSecretRotate, store.AuditKeyRotate, store.AuditClientTier}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("audit actions: got %v, want %v", got, want)
	}
	if entries[4].Detail != "from sandbox to pro" || entries[4].Target != acme.AuditTarget() {
		t.Errorf("tier entry: got %+v", entries[4])
	}
}
