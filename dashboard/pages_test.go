package dashboard

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"larder/store"
)

func TestKeyRotationShowsTheNewKeyOnce(t *testing.T) {
	e := newTestEnv(t)
	acme, oldKey := e.client("acme", "cook@example.com")
	b := e.browser()
	b.login("cook@example.com")
	p := b.get("/key")
	if got := p.text("key-prefix"); got != oldKey[:8]+"…" {
		t.Errorf("key prefix: got %q, want %q", got, oldKey[:8]+"…")
	}
	if strings.Contains(p.body, oldKey) || p.byTestID("new-key") != nil {
		t.Fatal("the key page shows a whole key outside a rotation")
	}
	if code, _ := b.post("/key/rotate", url.Values{"grace": {"999h"}, "expires": {"0"}}).status(); code != http.StatusUnprocessableEntity {
		t.Errorf("a grace period not offered: got %d, want 422", code)
	}
	p = b.post("/key/rotate", url.Values{"grace": {"1h"}, "expires": {"0"}})
	newKey := p.text("new-key")
	if !strings.HasPrefix(newKey, "lk_") || len(newKey) != 35 {
		t.Fatalf("rotation answer: got new key %q, want lk_ and 32 characters", newKey)
	}
	if !strings.Contains(p.text("new-key-panel"), "1 hour") {
		t.Errorf("the grace period is told: got %q", p.text("new-key-panel"))
	}
	if p.resp.Header.Get("Cache-Control") != "no-store" {
		t.Error("the page with the new key may be cached")
	}
	ctx := context.Background()
	for _, k := range []string{oldKey, newKey} {
		o, err := e.st.FindKeyOwner(ctx, store.HashKey(k))
		if err != nil || o.ClientID != acme.ID || !o.ValidAt(e.clock.Now()) {
			t.Errorf("key %s…: want it working for acme during the grace period (err %v)", k[:8], err)
		}
	}
	if again := b.get("/key"); strings.Contains(again.body, newKey) {
		t.Error("the new key is shown a second time")
	}
}

func TestCallbackSecretIsHiddenUntilRevealed(t *testing.T) {
	e := newTestEnv(t)
	acme, _ := e.client("acme", "cook@example.com")
	b := e.browser()
	b.login("cook@example.com")
	if p := b.get("/callbacks"); strings.Contains(p.body, acme.CallbackSecret) || p.byTestID("reveal-secret") == nil {
		t.Fatal("the callbacks page shows the secret before it is revealed")
	}
	p := b.get("/callbacks?reveal")
	if got := p.text("callback-secret"); got != acme.CallbackSecret {
		t.Errorf("revealed secret: got %q, want %q", got, acme.CallbackSecret)
	}
	if p.resp.Header.Get("Cache-Control") != "no-store" {
		t.Error("the page with the secret may be cached")
	}
	if code, _ := b.get("/callbacks/secret/rotate").status(); code != http.StatusOK {
		t.Fatalf("the confirmation page: got %d", code)
	}
	if code, loc := b.post("/callbacks/secret/rotate", nil).status(); code != http.StatusSeeOther || loc != "/callbacks?reveal" {
		t.Fatalf("rotate: got %d to %q", code, loc)
	}
	p = b.get("/callbacks?reveal")
	got := p.text("callback-secret")
	if got == acme.CallbackSecret || !strings.HasPrefix(got, "whsec_") {
		t.Errorf("after rotation: got %q, want a new whsec_ secret", got)
	}
	if stored, _ := e.st.CallbackSecret(context.Background(), acme.ID); stored != got {
		t.Errorf("shown %q, stored %q", got, stored)
	}
}

func TestClientAsksForAndDeletesCallbackHosts(t *testing.T) {
	e := newTestEnv(t)
	acme, _ := e.client("acme", "cook@example.com")
	other, _ := e.client("globex", "rival@example.com")
	ctx := context.Background()
	theirs, _, _ := e.st.RequestCallbackHost(ctx, other.ID, "rival.example.com", 443)
	b := e.browser()
	b.login("cook@example.com")
	for _, bad := range []string{"https://bad host/", "127.0.0.1", "[::1]:8443", "localhost"} {
		if p := b.post("/callbacks/hosts", url.Values{"host": {bad}}); p.resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(p.body, `aria-invalid="true"`) {
			t.Errorf("host %q: got %d, want 422 with the field marked", bad, p.resp.StatusCode)
		}
	}
	if code, _ := b.post("/callbacks/hosts", url.Values{"host": {"Hooks.Example.COM."}}).status(); code != http.StatusSeeOther {
		t.Fatalf("ask for a host: got %d, want 303", code)
	}
	p := b.get("/callbacks")
	if got := p.text("host-row"); !strings.Contains(got, "hooks.example.com") || !strings.Contains(got, "pending") {
		t.Errorf("hosts: got %q, want hooks.example.com pending", got)
	}
	if strings.Contains(p.body, "rival.example.com") {
		t.Error("acme sees another client's host")
	}
	hosts, _ := e.st.ListCallbackHosts(ctx, acme.ID, "")
	if len(hosts) != 1 {
		t.Fatalf("stored hosts: got %d, want 1", len(hosts))
	}
	if _, err := e.st.DecideCallbackHost(ctx, hosts[0].ID, store.HostApproved); err != nil {
		t.Fatal(err)
	}
	if got := b.get("/callbacks").text("host-status"); got != "approved" {
		t.Errorf("after approval: got %q", got)
	}
	if code, _ := b.post("/callbacks/hosts/"+itoa(theirs.ID)+"/delete", nil).status(); code != http.StatusNotFound {
		t.Errorf("deleting another client's host: got %d, want 404", code)
	}
	if left, _ := e.st.ListCallbackHosts(ctx, other.ID, ""); len(left) != 1 {
		t.Error("another client's host was deleted")
	}
	if code, _ := b.post("/callbacks/hosts/"+itoa(hosts[0].ID)+"/delete", nil).status(); code != http.StatusSeeOther {
		t.Errorf("delete own host: got %d, want 303", code)
	}
	if left, _ := e.st.ListCallbackHosts(ctx, acme.ID, ""); len(left) != 0 {
		t.Errorf("after delete: %d hosts left", len(left))
	}
}

func TestRecentDeliveriesAreListed(t *testing.T) {
	e := newTestEnv(t)
	acme, _ := e.client("acme", "cook@example.com")
	other, _ := e.client("globex", "rival@example.com")
	code := 200
	e.st.RecordDeliveries(context.Background(), []store.DeliveryRecord{
		{ClientID: acme.ID, RequestID: "order-42", Operation: "healthify", Host: "hooks.example.com", StatusCode: &code, DurationMS: 87, Outcome: store.OutcomeDelivered},
		{ClientID: other.ID, RequestID: "secret-order", Operation: "healthify", Host: "rival.example.com", Outcome: store.OutcomeFailed},
	})
	b := e.browser()
	b.login("cook@example.com")
	got := b.get("/callbacks").text("deliveries")
	for _, want := range []string{"order-42", "healthify", "delivered", "200", "87 ms"} {
		if !strings.Contains(got, want) {
			t.Errorf("deliveries: got %q, want %q in it", got, want)
		}
	}
	if strings.Contains(got, "secret-order") {
		t.Error("acme sees another client's delivery")
	}
}

func TestQuickstartUsesTheRealAddressesAndKeyPrefix(t *testing.T) {
	e := newTestEnv(t)
	_, key := e.client("acme", "cook@example.com")
	b := e.browser()
	b.login("cook@example.com")
	p := b.get("/quickstart")
	for _, want := range []string{e.srv.URL + "/api/v1/recipes/generate", "http://ai.example.test/api/v1/healthify",
		"LARDER_API_KEY=" + key[:8], "Authorization: Bearer $LARDER_API_KEY"} {
		if !strings.Contains(p.body, want) {
			t.Errorf("quickstart lacks %q", want)
		}
	}
	if strings.Contains(p.body, key) {
		t.Error("the quickstart shows the whole key")
	}
}

func TestPendingHostLimitIsAFormError(t *testing.T) {
	e := newTestEnv(t)
	acme, _ := e.client("acme", "cook@example.com")
	for i := range store.MaxPendingHosts {
		if _, _, err := e.st.RequestCallbackHost(context.Background(), acme.ID, fmt.Sprintf("h%d.example.com", i), 443); err != nil {
			t.Fatal(err)
		}
	}
	b := e.browser()
	b.login("cook@example.com")
	p := b.post("/callbacks/hosts", url.Values{"host": {"one-more.example.com"}})
	if p.resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(p.body, "already wait for an admin") {
		t.Errorf("past the pending limit: got %d, want 422 saying why", p.resp.StatusCode)
	}
}
