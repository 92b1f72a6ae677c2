// Package dashboard serves Larder's web pages on the REST host: first-run setup,
// login, invitations, the client's pages (usage, key, callbacks, quickstart) and the
// admin's. Pages are templ components rendered on the server; the only script copies
// text and asks for confirmations, and every page works without it.
package dashboard

// Generated from the repository root, as .ci/run does, so the file names in the
// generated code are the same whichever way they were made.
//
//go:generate go tool templ generate -path ..

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/a-h/templ"
	"github.com/go-chi/httprate"

	"larder/api"
	"larder/store"
)

// Store is what the dashboard needs of the store. Each handler asks for the smaller
// interface it uses; this one is their union, which *store.Store satisfies.
type Store interface {
	sessionStore
	accountStore
	clientStore
	keyStore
	callbackStore
	hostAdminStore
	auditStore
	overviewStore
	clientAdminStore
	tierAdminStore
}

// UsageReporter reports a client's limits and last 30 days, the service's last 30
// days and the calls refused by each limit since the start (the API's Guard).
type UsageReporter interface {
	Usage(ctx context.Context, clientID string, tier store.Tier) (api.Usage, error)
	ServiceUsage(ctx context.Context) ([]api.UsageDay, error)
	Refusals() map[string]int
}

// Options configure the dashboard.
type Options struct {
	Store   Store
	Usage   UsageReporter
	Log     *slog.Logger
	BaseURL string // public address of the REST host (and of these pages)
	AIURL   string // public address of the AI host, for the quickstart
	Now     func() time.Time

	IdleTimeout time.Duration // a session unused this long ends (default 2 h)
	MaxAge      time.Duration // a session ends this long after login whatever happens (default 12 h)

	// Login attempts allowed a minute from one address and for one account
	// (defaults 20 and 5).
	LoginsPerAddress int
	LoginsPerAccount int
}

// Dashboard is the set of pages; Routes adds them to a mux.
type Dashboard struct {
	st      Store
	usage   UsageReporter
	log     *slog.Logger
	now     func() time.Time
	baseURL string
	aiURL   string
	secure  bool

	idle, maxAge time.Duration

	keysMu  sync.Mutex
	keysGen uint64
	cookies *cookieJar

	loginByAddress *httprate.RateLimiter
	loginByAccount *httprate.RateLimiter
	dummyHash      string // checked for unknown emails, so they take as long as wrong passwords

	cop *http.CrossOriginProtection
}

// New returns the dashboard for o.
func New(o Options) (*Dashboard, error) {
	if o.Store == nil {
		return nil, errors.New("dashboard: no store")
	}
	d := &Dashboard{st: o.Store, usage: o.Usage, log: o.Log, now: o.Now,
		baseURL: strings.TrimRight(o.BaseURL, "/"), aiURL: strings.TrimRight(o.AIURL, "/"),
		idle: o.IdleTimeout, maxAge: o.MaxAge}
	if d.log == nil {
		d.log = slog.Default()
	}
	if d.now == nil {
		d.now = time.Now
	}
	if d.idle == 0 {
		d.idle = 2 * time.Hour
	}
	if d.maxAge == 0 {
		d.maxAge = 12 * time.Hour
	}
	u, err := url.Parse(d.baseURL)
	if err != nil || u.Host == "" {
		return nil, errors.New("dashboard: the base URL must be an absolute URL such as https://larder.example.com")
	}
	d.secure = u.Scheme == "https"
	d.cop = http.NewCrossOriginProtection()
	if err := d.cop.AddTrustedOrigin(u.Scheme + "://" + u.Host); err != nil {
		return nil, err
	}
	d.cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		d.errorPage(w, r, http.StatusForbidden, "This form was sent from another site, so it was refused. Open the page here and send it again.")
	}))
	d.loginByAddress = newLoginLimiter(o.LoginsPerAddress, 20)
	d.loginByAccount = newLoginLimiter(o.LoginsPerAccount, 5)
	d.dummyHash = store.HashPassword("no such account; this hash only costs time")
	if _, err := d.jar(context.Background()); err != nil {
		return nil, err
	}
	return d, nil
}

func newLoginLimiter(n, def int) *httprate.RateLimiter {
	if n <= 0 {
		n = def
	}
	return httprate.NewRateLimiter(n, time.Minute,
		httprate.WithResponseHeaders(httprate.ResponseHeaders{RetryAfter: "Retry-After"}))
}

// Routes adds every page to mux. Each is wrapped by access: public pages, pages for
// anyone logged in, and pages for one role.
func (d *Dashboard) Routes(mux *http.ServeMux) {
	mux.Handle("GET /static/{file}", handleStatic())
	mux.Handle("GET /{$}", d.page(anyone, d.handleHome()))

	mux.Handle("GET /login", d.page(public, d.handleLoginForm()))
	mux.Handle("POST /login", d.page(public, d.handleLogin()))
	mux.Handle("POST /logout", d.page(public, d.handleLogout()))
	mux.Handle("GET /setup", d.page(public, d.handleSetupForm()))
	mux.Handle("POST /setup", d.page(public, d.handleSetup()))
	mux.Handle("GET /invite", d.page(public, d.handleInviteForm()))
	mux.Handle("POST /invite", d.page(public, d.handleInvite()))
	mux.Handle("GET /account/password", d.page(anyone, d.handlePasswordForm()))
	mux.Handle("POST /account/password", d.page(anyone, d.handlePassword()))

	d.clientRoutes(mux)
	d.adminRoutes(mux)
}

// render writes c as the answer with status.
func (d *Dashboard) render(w http.ResponseWriter, r *http.Request, status int, c templ.Component) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	if err := c.Render(r.Context(), w); err != nil {
		d.log.Warn("render page", "path", r.URL.Path, "err", err)
	}
}

// fail answers an unexpected error with the 500 page; the cause goes to the log only.
func (d *Dashboard) fail(w http.ResponseWriter, r *http.Request, err error) {
	d.log.Error("dashboard", "path", r.URL.Path, "err", err)
	d.errorPage(w, r, http.StatusInternalServerError, "Something went wrong on our side. Try again in a moment.")
}

func (d *Dashboard) errorPage(w http.ResponseWriter, r *http.Request, status int, msg string) {
	d.render(w, r, status, ErrorPage(d.frame(w, r, http.StatusText(status)), status, msg))
}
