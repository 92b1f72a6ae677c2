package store

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// Every statement the store makes, run once on each backend: what SQLite's tests in
// the other packages cover through the handlers, this covers for PostgreSQL too.
func TestClientsKeysAndTiersOnEachBackend(t *testing.T) {
	forEachBackend(t, func(t *testing.T, open func() *Store) {
		ctx := context.Background()
		st := open()
		now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
		st.Now = func() time.Time { return now }
		c, key, err := st.CreateClient(ctx, "acme", "sandbox", "cook@example.com")
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := st.CreateClient(ctx, "acme", "sandbox", ""); !errors.Is(err, ErrConflict) {
			t.Errorf("a taken name: got %v, want ErrConflict", err)
		}
		if _, _, err := st.CreateClient(ctx, "x", "gold", ""); !errors.Is(err, ErrNotFound) {
			t.Errorf("an unknown tier: got %v, want ErrNotFound", err)
		}
		byName, err := st.FindClient(ctx, "acme")
		if err != nil || byName.ID != c.ID || byName.Email != "cook@example.com" || byName.KeyPrefix != key[:8] {
			t.Errorf("FindClient by name: got %+v (%v)", byName, err)
		}
		if list, _ := st.ListClients(ctx); len(list) != 1 || list[0].CallbackSecret != c.CallbackSecret {
			t.Errorf("ListClients: got %+v", list)
		}
		owner, err := st.FindKeyOwner(ctx, HashKey(key))
		if err != nil || owner.ClientID != c.ID || owner.Tier.Trial != 10 || !owner.ValidAt(now) {
			t.Errorf("FindKeyOwner: got %+v (%v)", owner, err)
		}
		// A rotation with grace: the old key ends in an hour; a second one keeps that end.
		second, err := st.RotateKey(ctx, c.ID, KeyOptions{Grace: time.Hour})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := st.RotateKey(ctx, c.ID, KeyOptions{Grace: 48 * time.Hour, Expires: 24 * time.Hour}); err != nil {
			t.Fatal(err)
		}
		old, _ := st.FindKeyOwner(ctx, HashKey(key))
		mid, _ := st.FindKeyOwner(ctx, HashKey(second))
		if old.ExpiresAt == nil || !old.ExpiresAt.Equal(now.Add(time.Hour)) || mid.ExpiresAt == nil || !mid.ExpiresAt.Equal(now.Add(48*time.Hour)) {
			t.Errorf("grace: first key ends %v, second %v; want in 1 h and 48 h", old.ExpiresAt, mid.ExpiresAt)
		}
		if keys, _ := st.ListKeys(ctx, c.ID); len(keys) != 3 || keys[0].ExpiresAt == nil || !keys[0].ExpiresAt.Equal(now.Add(24*time.Hour)) {
			t.Errorf("ListKeys: got %+v, want 3, the newest ending in 24 h", keys)
		}
		if err := st.RevokeKeys(ctx, c.ID); err != nil {
			t.Fatal(err)
		}
		if o, _ := st.FindKeyOwner(ctx, HashKey(second)); o.ValidAt(now) {
			t.Error("a revoked key is still valid")
		}
		if err := st.RequestTier(ctx, c.ID, "pro"); err != nil {
			t.Fatal(err)
		}
		if reqs, _ := st.ListTierRequests(ctx); len(reqs) != 1 || reqs[0].Requested != "pro" || !reqs[0].At.Equal(now) {
			t.Errorf("ListTierRequests: got %+v", reqs)
		}
		if err := st.DeclineTierRequest(ctx, c.ID); err != nil {
			t.Fatal(err)
		}
		if err := st.DeclineTierRequest(ctx, c.ID); !errors.Is(err, ErrNotFound) {
			t.Errorf("declining twice: got %v, want ErrNotFound", err)
		}
		if err := st.SetClientTier(ctx, c.ID, "pro"); err != nil {
			t.Fatal(err)
		}
		if got, _ := st.FindTier(ctx, "pro"); got.Route != RouteUpstream {
			t.Errorf("FindTier: got %+v", got)
		}
		secret, err := st.RotateCallbackSecret(ctx, c.ID)
		if got, _ := st.CallbackSecret(ctx, c.ID); err != nil || got != secret {
			t.Errorf("RotateCallbackSecret: got %q, want %q (%v)", got, secret, err)
		}
		for range 3 {
			st.RecordUsage(ctx, UsageEvent{ClientID: c.ID, Day: "2026-11-23", Operation: "generate"})
		}
		if top, _ := st.TopClients(ctx, "2026-11-01", 5); len(top) != 1 || top[0].Calls != 3 || top[0].Tier != "pro" {
			t.Errorf("TopClients: got %+v", top)
		}
		if all, _ := st.ListUsage(ctx, "", "2026-11-01"); len(all) != 1 || all[0].Count != 3 {
			t.Errorf("ListUsage of the service: got %+v", all)
		}
	})
}

func TestPantriesHostsAndDeliveriesOnEachBackend(t *testing.T) {
	forEachBackend(t, func(t *testing.T, open func() *Store) {
		ctx := context.Background()
		st := open()
		c, _, _ := st.CreateClient(ctx, "acme", "starter", "")
		q, exp := 2.5, "2026-12-01"
		p, err := st.CreatePantry(ctx, c.ID, "home", []PantryItem{{Name: "rice", Quantity: &q, Unit: "kg", Category: "grains", ExpiresOn: &exp}})
		if err != nil || p.ID == 0 || len(p.Items) != 1 || *p.Items[0].Quantity != 2.5 || *p.Items[0].ExpiresOn != exp {
			t.Fatalf("CreatePantry: got %+v (%v)", p, err)
		}
		it, err := st.AddPantryItem(ctx, c.ID, p.ID, PantryItem{Name: "onion", Category: "produce"})
		if err != nil || it.ID == 0 || it.Quantity != nil {
			t.Fatalf("AddPantryItem: got %+v (%v)", it, err)
		}
		name, clear := "red onion", ""
		it, err = st.UpdatePantryItem(ctx, c.ID, p.ID, it.ID, ItemChange{Name: &name, ExpiresOn: &clear})
		if err != nil || it.Name != name || it.Category != "produce" || it.ExpiresOn != nil {
			t.Errorf("UpdatePantryItem: got %+v (%v)", it, err)
		}
		second, _ := st.CreatePantry(ctx, c.ID, "cabin", nil)
		page, err := st.ListPantries(ctx, c.ID, 0, 10)
		if err != nil || len(page) != 2 || len(page[0].Items) != 2 || len(page[1].Items) != 0 {
			t.Errorf("ListPantries: got %+v (%v)", page, err)
		}
		if _, err := st.RenamePantry(ctx, c.ID, second.ID, "barn"); err != nil {
			t.Error(err)
		}
		if err := st.DeletePantryItem(ctx, c.ID, p.ID, it.ID); err != nil {
			t.Error(err)
		}
		if err := st.DeletePantry(ctx, c.ID, second.ID); err != nil {
			t.Error(err)
		}
		if _, err := st.FindPantry(ctx, "cl_other", p.ID); !errors.Is(err, ErrNotFound) {
			t.Errorf("another client's pantry: got %v, want ErrNotFound", err)
		}

		h, created, err := st.RequestCallbackHost(ctx, c.ID, "hooks.example.com", 443)
		if err != nil || !created || h.Status != HostPending || h.ClientName != "acme" {
			t.Fatalf("RequestCallbackHost: got %+v, %v (%v)", h, created, err)
		}
		if _, created, _ := st.RequestCallbackHost(ctx, c.ID, "hooks.example.com", 443); created {
			t.Error("asking again made another host")
		}
		if h, err = st.DecideCallbackHost(ctx, h.ID, HostApproved); err != nil || h.DecidedAt == nil {
			t.Errorf("DecideCallbackHost: got %+v (%v)", h, err)
		}
		if ok, _ := st.IsCallbackHostApproved(ctx, c.ID, "hooks.example.com", 443); !ok {
			t.Error("an approved host is not approved")
		}
		if _, err := st.ApproveCallbackHostFor(ctx, c.ID, "other.example.com", 8443); err != nil {
			t.Error(err)
		}
		if hosts, _ := st.ListCallbackHosts(ctx, "", HostApproved); len(hosts) != 2 {
			t.Errorf("ListCallbackHosts: got %+v, want 2 approved", hosts)
		}
		if err := st.DeleteCallbackHost(ctx, c.ID, h.ID); err != nil {
			t.Error(err)
		}

		code := 200
		recs := []DeliveryRecord{{ClientID: c.ID, RequestID: "req_1", Operation: "generate", Host: "hooks.example.com", StatusCode: &code, Outcome: OutcomeDelivered},
			{ClientID: c.ID, RequestID: "req_2", Operation: "generate", Host: "hooks.example.com", Outcome: OutcomeFailed, Error: "timeout"}}
		if err := st.RecordDeliveries(ctx, recs); err != nil {
			t.Fatal(err)
		}
		if ds, _ := st.ListDeliveries(ctx, c.ID, 10); len(ds) != 2 || ds[0].RequestID != "req_2" || ds[1].StatusCode == nil {
			t.Errorf("ListDeliveries: got %+v", ds)
		}
		if n, _ := st.CountDeliveries(ctx, time.Now().Add(-time.Hour)); n[OutcomeDelivered] != 1 || n[OutcomeFailed] != 1 {
			t.Errorf("CountDeliveries: got %v", n)
		}
	})
}

func TestAccountsAndSessionsOnEachBackend(t *testing.T) {
	forEachBackend(t, func(t *testing.T, open func() *Store) {
		ctx := context.Background()
		st := open()
		setup, err := st.CreateToken(ctx, TokenSetup, "", "", time.Hour)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := st.FindToken(ctx, TokenSetup, setup); err != nil {
			t.Errorf("FindToken: %v", err)
		}
		admin, err := st.AcceptSetup(ctx, setup, "Boss@Example.com", "correct horse")
		if err != nil || admin.ID == 0 || admin.Role != RoleAdmin {
			t.Fatalf("AcceptSetup: got %+v (%v)", admin, err)
		}
		if _, err := st.AcceptSetup(ctx, setup, "x@example.com", "pw"); !errors.Is(err, ErrTokenInvalid) {
			t.Errorf("the setup link twice: got %v, want ErrTokenInvalid", err)
		}
		if u, err := st.FindUserByEmail(ctx, "boss@EXAMPLE.com"); err != nil || u.ID != admin.ID {
			t.Errorf("FindUserByEmail in another case: got %+v (%v)", u, err)
		}
		if _, err := st.CreateUser(ctx, "BOSS@example.com", "pw", RoleAdmin, ""); !errors.Is(err, ErrConflict) {
			t.Errorf("the same email in another case: got %v, want ErrConflict", err)
		}
		c, _, _ := st.CreateClient(ctx, "acme", "sandbox", "")
		invite, _ := st.CreateToken(ctx, TokenInvite, "cook@example.com", c.ID, InviteTTL)
		cook, err := st.AcceptInvite(ctx, invite, "pw")
		if err != nil || cook.Role != RoleClient || cook.ClientID != c.ID {
			t.Errorf("AcceptInvite: got %+v (%v)", cook, err)
		}
		if has, _ := st.HasAdmin(ctx); !has {
			t.Error("HasAdmin: got false")
		}
		if admins, _ := st.ListAdmins(ctx); len(admins) != 1 || admins[0] != "Boss@Example.com" {
			t.Errorf("ListAdmins: got %v", admins)
		}
		hk, bk, err := st.SessionKeys(ctx)
		if again, _, _ := st.SessionKeys(ctx); err != nil || len(hk) != 64 || len(bk) != 32 || string(again) != string(hk) {
			t.Errorf("SessionKeys: %d and %d bytes (%v), the same twice: %v", len(hk), len(bk), err, string(again) == string(hk))
		}
		sid, err := st.CreateSession(ctx, admin.ID, "192.0.2.1")
		if err != nil {
			t.Fatal(err)
		}
		if err := st.TouchSession(ctx, sid); err != nil {
			t.Error(err)
		}
		if ses, err := st.FindSession(ctx, sid); err != nil || ses.User.ID != admin.ID {
			t.Errorf("FindSession: got %+v (%v)", ses, err)
		}
		if err := st.ChangePassword(ctx, admin.ID, "new horse"); err != nil {
			t.Fatal(err)
		}
		if _, err := st.FindSession(ctx, sid); !errors.Is(err, ErrNotFound) {
			t.Errorf("a session after a password change: got %v, want ErrNotFound", err)
		}
		sid, _ = st.CreateSession(ctx, cook.ID, "")
		if err := st.DeleteSession(ctx, sid); err != nil {
			t.Error(err)
		}
		if err := st.RotateSessionKeys(ctx); err != nil {
			t.Error(err)
		}
		if hk2, _, _ := st.SessionKeys(ctx); string(hk2) == string(hk) {
			t.Error("RotateSessionKeys kept the keys")
		}
	})
}

func TestAuditLogKeepsEntriesNewestFirstOnEachBackend(t *testing.T) {
	forEachBackend(t, testAuditLog)
}

// A pantry's item limit holds when adds race, on PostgreSQL's many connections too.
func TestPantryItemLimitHoldsUnderRaces(t *testing.T) {
	forEachBackend(t, func(t *testing.T, open func() *Store) {
		ctx := context.Background()
		st := open()
		c, _, _ := st.CreateClient(ctx, "acme", "starter", "")
		items := make([]PantryItem, MaxPantryItems-5)
		for i := range items {
			items[i] = PantryItem{Name: "salt", Category: "pantry"}
		}
		p, err := st.CreatePantry(ctx, c.ID, "full", items)
		if err != nil {
			t.Fatal(err)
		}
		var added, refused atomic.Int32
		var wg sync.WaitGroup
		for range 20 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := st.AddPantryItem(ctx, c.ID, p.ID, PantryItem{Name: "pepper", Category: "pantry"})
				switch {
				case err == nil:
					added.Add(1)
				case errors.Is(err, ErrLimit):
					refused.Add(1)
				default:
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		if added.Load() != 5 || refused.Load() != 15 {
			t.Errorf("got %d added and %d refused, want 5 and 15", added.Load(), refused.Load())
		}
	})
}

// Racing rotations leave one working key, as one after the other would.
func TestRacingKeyRotationsLeaveOneKey(t *testing.T) {
	forEachBackend(t, func(t *testing.T, open func() *Store) {
		ctx := context.Background()
		st := open()
		c, _, _ := st.CreateClient(ctx, "acme", "starter", "")
		keys := make([]string, 8)
		var wg sync.WaitGroup
		for i := range keys {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var err error
				if keys[i], err = st.RotateKey(ctx, c.ID, KeyOptions{}); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		valid := 0
		for _, k := range keys {
			if o, err := st.FindKeyOwner(ctx, HashKey(k)); err == nil && o.ValidAt(time.Now()) {
				valid++
			}
		}
		if valid != 1 {
			t.Errorf("got %d working keys after 8 racing rotations, want 1", valid)
		}
	})
}
