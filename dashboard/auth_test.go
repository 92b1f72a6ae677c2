package dashboard

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"larder/store"
)

func TestSetupLinkMakesTheFirstAdminOnce(t *testing.T) {
	e := newTestEnv(t)
	ctx := context.Background()
	token, err := e.st.CreateToken(ctx, store.TokenSetup, "", "", time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	b := e.browser()
	if code, _ := b.get("/setup?token=" + token).status(); code != http.StatusOK {
		t.Fatalf("GET the setup link: got %d, want 200", code)
	}
	form := url.Values{"token": {token}, "email": {"boss@example.com"}, "password": {testPassword}, "confirm": {"different"}}
	if p := b.post("/setup", form); p.resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(p.body, "differ") {
		t.Fatalf("setup with passwords that differ: got %d, want 422 saying so", p.resp.StatusCode)
	}
	form.Set("confirm", testPassword)
	if code, loc := b.post("/setup", form).status(); code != http.StatusSeeOther || loc != "/" {
		t.Fatalf("setup: got %d to %q, want 303 to /", code, loc)
	}
	home := b.get("/")
	if home.byTestID("admin-home") == nil || home.text("user-email") != "boss@example.com" {
		t.Fatalf("after setup the admin is logged in on the admin home; got\n%s", home.body)
	}
	if !strings.Contains(home.text("flash"), "first admin") {
		t.Errorf("welcome message: got %q", home.text("flash"))
	}
	// Used once; and a fresh link is dead too, since an admin exists now.
	fresh, _ := e.st.CreateToken(ctx, store.TokenSetup, "", "", time.Hour)
	for _, tok := range []string{token, fresh, "nonsense"} {
		if code, _ := e.browser().get("/setup?token=" + tok).status(); code != http.StatusGone {
			t.Errorf("setup link after the first admin: got %d, want 410", code)
		}
		form.Set("token", tok)
		form.Set("email", "other@example.com")
		if code, _ := e.browser().post("/setup", form).status(); code != http.StatusGone {
			t.Errorf("posting a dead setup link: got %d, want 410", code)
		}
	}
	if _, err := e.st.FindUserByEmail(ctx, "other@example.com"); err == nil {
		t.Error("a dead setup link made an account")
	}
}

func TestInvitationMakesTheClientsAccount(t *testing.T) {
	e := newTestEnv(t)
	ctx := context.Background()
	c, _, err := e.st.CreateClient(ctx, "acme", "sandbox", "cook@example.com")
	if err != nil {
		t.Fatal(err)
	}
	token, _ := e.st.CreateToken(ctx, store.TokenInvite, "cook@example.com", c.ID, 7*24*time.Hour)
	b := e.browser()
	p := b.get("/invite?token=" + token)
	if !strings.Contains(p.body, `value="cook@example.com"`) {
		t.Fatalf("the invitation page shows the invited email; got\n%s", p.body)
	}
	form := url.Values{"token": {token}, "password": {testPassword}, "confirm": {testPassword}}
	if code, loc := b.post("/invite", form).status(); code != http.StatusSeeOther || loc != "/" {
		t.Fatalf("accept: got %d to %q, want 303 to /", code, loc)
	}
	if got := b.get("/").text("client-id"); got != c.ID {
		t.Errorf("after accepting, the overview shows client %q, want %q", got, c.ID)
	}
	if code, _ := e.browser().post("/invite", form).status(); code != http.StatusGone {
		t.Errorf("an invitation used twice: got %d, want 410", code)
	}
	expired, _ := e.st.CreateToken(ctx, store.TokenInvite, "late@example.com", c.ID, time.Hour)
	e.clock.Advance(2 * time.Hour)
	if code, _ := e.browser().get("/invite?token=" + expired).status(); code != http.StatusGone {
		t.Errorf("an expired invitation: got %d, want 410", code)
	}
}

func TestUnknownEmailAndWrongPasswordGetTheSameAnswer(t *testing.T) {
	e := newTestEnv(t)
	e.admin("boss@example.com")
	wrong := e.browser().post("/login", url.Values{"email": {"boss@example.com"}, "password": {"not the password"}})
	unknown := e.browser().post("/login", url.Values{"email": {"nobody@example.com"}, "password": {"not the password"}})
	if wrong.resp.StatusCode != unknown.resp.StatusCode || wrong.text("login-error") != unknown.text("login-error") || wrong.text("login-error") == "" {
		t.Errorf("wrong password: %d %q; unknown email: %d %q; want the same answer",
			wrong.resp.StatusCode, wrong.text("login-error"), unknown.resp.StatusCode, unknown.text("login-error"))
	}
	if c := wrong.resp.Header.Get("Set-Cookie"); strings.Contains(c, cookieName) {
		t.Errorf("a failed login set a session cookie: %s", c)
	}
}

func TestLoginIsThrottledPerAccountAndPerAddress(t *testing.T) {
	e := newTestEnv(t, func(o *Options) { o.LoginsPerAccount, o.LoginsPerAddress = 3, 5 })
	e.admin("boss@example.com")
	bad := url.Values{"email": {"Boss@example.com"}, "password": {"guess"}}
	b := e.browser()
	for i := range 3 {
		if code, _ := b.post("/login", bad).status(); code != http.StatusOK {
			t.Fatalf("attempt %d: got %d, want 200 (the form again)", i+1, code)
		}
	}
	p := b.post("/login", url.Values{"email": {"boss@example.com"}, "password": {testPassword}})
	if p.resp.StatusCode != http.StatusTooManyRequests || p.resp.Header.Get("Retry-After") == "" || p.byTestID("too-many") == nil {
		t.Fatalf("4th attempt on one account: got %d, Retry-After %q; want 429 with a retry time", p.resp.StatusCode, p.resp.Header.Get("Retry-After"))
	}
	if !strings.Contains(p.text("too-many"), "Try again in") {
		t.Errorf("429 page: got %q, want the time to try again", p.text("too-many"))
	}
	// Other accounts from the same address: its own limit (5 a minute) is hit.
	if code, _ := b.post("/login", url.Values{"email": {"a@example.com"}, "password": {"x"}}).status(); code != http.StatusOK {
		t.Errorf("5th attempt from one address: got %d, want 200", code)
	}
	if code, _ := b.post("/login", url.Values{"email": {"b@example.com"}, "password": {"x"}}).status(); code != http.StatusTooManyRequests {
		t.Errorf("6th attempt from one address: got %d, want 429", code)
	}
}

func TestCookieFlags(t *testing.T) {
	for _, tc := range []struct {
		base   string
		secure bool
	}{{"", false}, {"https://larder.example.com", true}} {
		e := newTestEnv(t, func(o *Options) {
			if tc.base != "" {
				o.BaseURL = tc.base
			}
		})
		e.admin("boss@example.com")
		p := e.browser().post("/login", url.Values{"email": {"boss@example.com"}, "password": {testPassword}})
		var c *http.Cookie
		for _, k := range p.resp.Cookies() {
			if k.Name == cookieName {
				c = k
			}
		}
		if c == nil {
			t.Fatalf("base %q: no session cookie after login", tc.base)
		}
		if !c.HttpOnly || c.SameSite != http.SameSiteLaxMode || c.Secure != tc.secure || c.MaxAge <= 0 {
			t.Errorf("base %q: cookie HttpOnly=%v SameSite=%v Secure=%v MaxAge=%d; want true, Lax, %v, > 0",
				tc.base, c.HttpOnly, c.SameSite, c.Secure, c.MaxAge, tc.secure)
		}
	}
}

// stolen replays a copied session cookie from another client.
func stolen(e *testEnv, from *browser) *browser {
	thief := e.browser()
	u, _ := url.Parse(e.srv.URL)
	thief.c.Jar.SetCookies(u, from.c.Jar.Cookies(u))
	return thief
}

func loggedOut(t *testing.T, b *browser, why string) {
	t.Helper()
	if code, loc := b.get("/").status(); code != http.StatusSeeOther || !strings.HasPrefix(loc, "/login") {
		t.Errorf("%s: got %d to %q, want 303 to /login", why, code, loc)
	}
}

func TestSessionDiesAtLogout(t *testing.T) {
	e := newTestEnv(t)
	e.admin("boss@example.com")
	b := e.browser()
	b.login("boss@example.com")
	copy := stolen(e, b)
	if code, _ := copy.get("/").status(); code != http.StatusOK {
		t.Fatalf("copied cookie before logout: got %d, want 200", code)
	}
	if code, loc := b.post("/logout", nil).status(); code != http.StatusSeeOther || !strings.HasPrefix(loc, "/login") {
		t.Fatalf("logout: got %d to %q", code, loc)
	}
	loggedOut(t, b, "after logout")
	loggedOut(t, copy, "a copy of the cookie after logout")
}

func TestSessionDiesWhenThePasswordChanges(t *testing.T) {
	e := newTestEnv(t)
	e.admin("boss@example.com")
	a, other := e.browser(), e.browser()
	a.login("boss@example.com")
	other.login("boss@example.com")
	const newPassword = "another long password"
	p := a.post("/account/password", url.Values{"current": {"wrong"}, "password": {newPassword}, "confirm": {newPassword}})
	if p.resp.StatusCode != http.StatusUnprocessableEntity {
		t.Fatalf("change with a wrong current password: got %d, want 422", p.resp.StatusCode)
	}
	p = a.post("/account/password", url.Values{"current": {testPassword}, "password": {newPassword}, "confirm": {newPassword}})
	if code, _ := p.status(); code != http.StatusSeeOther {
		t.Fatalf("change password: got %d, want 303\n%s", code, p.body)
	}
	loggedOut(t, other, "another session after the password change")
	if code, _ := a.get("/").status(); code != http.StatusOK {
		t.Errorf("the browser that changed it: got %d, want 200 (a fresh session)", code)
	}
	if p := e.browser().post("/login", url.Values{"email": {"boss@example.com"}, "password": {testPassword}}); p.resp.StatusCode != http.StatusOK {
		t.Errorf("old password: got %d, want 200 with the form again", p.resp.StatusCode)
	}
}

func TestKeyRotationLogsEveryoneOut(t *testing.T) {
	e := newTestEnv(t)
	e.admin("boss@example.com")
	b := e.browser()
	b.login("boss@example.com")
	if err := e.st.RotateSessionKeys(context.Background()); err != nil {
		t.Fatal(err)
	}
	loggedOut(t, b, "after the session keys rotate")
	b.login("boss@example.com")
	if code, _ := b.get("/").status(); code != http.StatusOK {
		t.Errorf("logging in again after a rotation: got %d, want 200", code)
	}
}

func TestSessionsExpireWhenIdleAndWhenOld(t *testing.T) {
	e := newTestEnv(t, func(o *Options) { o.IdleTimeout, o.MaxAge = time.Hour, 3*time.Hour })
	e.admin("boss@example.com")
	idle := e.browser()
	idle.login("boss@example.com")
	e.clock.Advance(61 * time.Minute)
	loggedOut(t, idle, "after an idle hour")

	busy := e.browser()
	busy.login("boss@example.com")
	for range 4 {
		e.clock.Advance(40 * time.Minute)
		if code, _ := busy.get("/").status(); code != http.StatusOK {
			t.Fatalf("a session in use: got %d, want 200", code)
		}
	}
	e.clock.Advance(40 * time.Minute) // 200 min after login, used every 40 min
	loggedOut(t, busy, "past the maximum age")
}
