package dashboard

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/gorilla/sessions"

	"larder/store"
)

// sessionStore is what sessions need of the store.
type sessionStore interface {
	Generation() uint64
	SessionKeys(ctx context.Context) (hashKey, blockKey []byte, err error)
	CreateSession(ctx context.Context, userID int64, address string) (string, error)
	FindSession(ctx context.Context, id string) (store.Session, error)
	TouchSession(ctx context.Context, id string) error
	DeleteSession(ctx context.Context, id string) error
}

const cookieName = "larder_session"

// cookieJar is the gorilla/sessions cookie store made from the keys kept in the store.
type cookieJar struct{ *sessions.CookieStore }

// jar returns the cookie store, (re)reading the cookie keys when the store's generation
// moved: a key rotation by the CLI reaches a running server that way, logging everyone out.
func (d *Dashboard) jar(ctx context.Context) (*cookieJar, error) {
	gen := d.st.Generation()
	d.keysMu.Lock()
	defer d.keysMu.Unlock()
	if d.cookies != nil && gen == d.keysGen {
		return d.cookies, nil
	}
	hashKey, blockKey, err := d.st.SessionKeys(ctx)
	if err != nil {
		return nil, err
	}
	cs := sessions.NewCookieStore(hashKey, blockKey)
	cs.Options = &sessions.Options{Path: "/", MaxAge: int(d.maxAge.Seconds()), HttpOnly: true,
		Secure: d.secure, SameSite: http.SameSiteLaxMode}
	cs.MaxAge(cs.Options.MaxAge)
	d.cookies, d.keysGen = &cookieJar{cs}, gen
	return d.cookies, nil
}

// cookie returns the request's session cookie, a new empty one when it is missing or
// cannot be read (made with old keys, tampered with, expired).
func (d *Dashboard) cookie(r *http.Request) (*sessions.Session, error) {
	j, err := d.jar(r.Context())
	if err != nil {
		return nil, err
	}
	s, err := j.Get(r, cookieName)
	if err != nil && s != nil {
		return s, nil // a bad cookie is no session, not a failure
	}
	return s, err
}

type ctxKey int

const (
	userKey ctxKey = iota
	sidKey
)

// userFrom returns the logged-in user of the request.
func userFrom(ctx context.Context) (store.User, bool) {
	u, ok := ctx.Value(userKey).(store.User)
	return u, ok
}

// sessionUser finds the live session of the cookie, ending it when it has been idle
// too long or is older than the maximum age.
func (d *Dashboard) sessionUser(r *http.Request) (store.User, string, error) {
	c, err := d.cookie(r)
	if err != nil {
		return store.User{}, "", err
	}
	sid, _ := c.Values["sid"].(string)
	if sid == "" {
		return store.User{}, "", nil
	}
	ses, err := d.st.FindSession(r.Context(), sid)
	if errors.Is(err, store.ErrNotFound) {
		return store.User{}, "", nil
	}
	if err != nil {
		return store.User{}, "", err
	}
	now := d.now()
	if now.Sub(ses.SeenAt) > d.idle || now.Sub(ses.CreatedAt) > d.maxAge {
		return store.User{}, "", d.st.DeleteSession(r.Context(), sid)
	}
	if now.Sub(ses.SeenAt) > idleResolution {
		if err := d.st.TouchSession(r.Context(), sid); err != nil {
			return store.User{}, "", err
		}
	}
	return ses.User, sid, nil
}

// idleResolution is how stale a session's last use may be before it is written again.
const idleResolution = time.Minute

// startSession logs the user in on this browser.
func (d *Dashboard) startSession(w http.ResponseWriter, r *http.Request, u store.User) error {
	sid, err := d.st.CreateSession(r.Context(), u.ID, clientAddress(r))
	if err != nil {
		return err
	}
	c, err := d.cookie(r)
	if err != nil {
		return err
	}
	c.Values = map[any]any{"sid": sid}
	return c.Save(r, w)
}

// endSession logs this browser out: the session row goes, and the cookie with it.
func (d *Dashboard) endSession(w http.ResponseWriter, r *http.Request) error {
	if sid, ok := r.Context().Value(sidKey).(string); ok && sid != "" {
		if err := d.st.DeleteSession(r.Context(), sid); err != nil {
			return err
		}
	}
	c, err := d.cookie(r)
	if err != nil {
		return err
	}
	c.Values = map[any]any{}
	c.Options.MaxAge = -1
	return c.Save(r, w)
}

// flash keeps a one-line message for the next page this browser shows.
func (d *Dashboard) flash(w http.ResponseWriter, r *http.Request, msg string) {
	c, err := d.cookie(r)
	if err != nil {
		return
	}
	c.AddFlash(msg)
	if err := c.Save(r, w); err != nil {
		d.log.Warn("save flash", "err", err)
	}
}

// flashes takes the messages kept for this page.
func (d *Dashboard) flashes(w http.ResponseWriter, r *http.Request) []string {
	c, err := d.cookie(r)
	if err != nil {
		return nil
	}
	list := c.Flashes()
	if len(list) == 0 {
		return nil
	}
	c.Save(r, w)
	out := make([]string, 0, len(list))
	for _, f := range list {
		if s, ok := f.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

func clientAddress(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// access says who may open a page.
type access int

const (
	public     access = iota // anyone, logged in or not
	anyone                   // any logged-in user
	clientOnly               // a client's user
	adminOnly                // an admin
)

// page wraps a handler with the headers every page carries, the refusal of
// cross-origin form posts, the session, and the access check.
func (d *Dashboard) page(a access, h http.Handler) http.Handler {
	inner := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, sid, err := d.sessionUser(r)
		if err != nil {
			d.fail(w, r, err)
			return
		}
		ctx := r.Context()
		if sid != "" {
			ctx = context.WithValue(context.WithValue(ctx, userKey, u), sidKey, sid)
			r = r.WithContext(ctx)
		}
		switch {
		case a == public:
		case sid == "":
			d.toLogin(w, r)
			return
		case a == clientOnly && u.Role != store.RoleClient, a == adminOnly && u.Role != store.RoleAdmin:
			d.errorPage(w, r, http.StatusForbidden, "This page is not for your account.")
			return
		}
		h.ServeHTTP(w, r)
	})
	return securityHeaders(d.cop.Handler(inner))
}

// toLogin sends a logged-out visitor to the login page, back here afterwards.
func (d *Dashboard) toLogin(w http.ResponseWriter, r *http.Request) {
	target := "/login"
	if r.Method == http.MethodGet && r.URL.Path != "/" {
		target += "?next=" + url.QueryEscape(r.URL.RequestURI())
	}
	http.Redirect(w, r, target, http.StatusSeeOther)
}

// localPath returns next when it is a path on this site, else "/".
func localPath(next string) string {
	if !strings.HasPrefix(next, "/") || strings.HasPrefix(next, "//") || strings.HasPrefix(next, "/\\") {
		return "/"
	}
	return next
}

// csp allows nothing but this site's own stylesheet, script and form targets.
const csp = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; " +
	"connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

// securityHeaders sets the headers every dashboard answer carries. Pages are made for
// one person and may show secrets, so none is stored by a cache.
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", csp)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "same-origin")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		h.Set("Cache-Control", "no-store")
		next.ServeHTTP(w, r)
	})
}
