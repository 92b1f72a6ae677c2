package dashboard

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/net/html"

	"larder/api"
	"larder/store"
	"larder/store/storetest"
)

// testClock is a clock tests move by hand; it starts at the real time.
type testClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *testClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *testClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// testEnv is the dashboard on a real store file, served by httptest as the REST host
// serves it, with the API's Guard reporting usage.
type testEnv struct {
	t     *testing.T
	st    *store.Store
	clock *testClock
	srv   *httptest.Server
	dash  *Dashboard
}

// newTestEnv starts the dashboard; change adjusts its options first.
func newTestEnv(t *testing.T, change ...func(*Options)) *testEnv {
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
	mux := http.NewServeMux()
	srv := httptest.NewUnstartedServer(mux)
	base := "http://" + srv.Listener.Addr().String()
	o := Options{Store: st, Usage: deps.Guard, Log: log, BaseURL: base, AIURL: "http://ai.example.test", Now: clock.Now}
	for _, c := range change {
		c(&o)
	}
	d, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	d.Routes(mux)
	srv.Start()
	t.Cleanup(srv.Close)
	return &testEnv{t: t, st: st, clock: clock, srv: srv, dash: d}
}

const testPassword = "a long enough password"

// admin makes an admin account.
func (e *testEnv) admin(email string) store.User {
	e.t.Helper()
	u, err := e.st.CreateUser(context.Background(), email, testPassword, store.RoleAdmin, "")
	if err != nil {
		e.t.Fatal(err)
	}
	return u
}

// client makes a client with a user account for email; it returns the client and its key.
func (e *testEnv) client(name, email string) (store.Client, string) {
	e.t.Helper()
	ctx := context.Background()
	c, key, err := e.st.CreateClient(ctx, name, "sandbox", email)
	if err != nil {
		e.t.Fatal(err)
	}
	if _, err := e.st.CreateUser(ctx, email, testPassword, store.RoleClient, c.ID); err != nil {
		e.t.Fatal(err)
	}
	return c, key
}

// browser is one cookie jar talking to the dashboard; it does not follow redirects,
// so tests see them.
type browser struct {
	e *testEnv
	c *http.Client
}

func (e *testEnv) browser() *browser {
	jar, _ := cookiejar.New(nil)
	return &browser{e: e, c: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error {
		return http.ErrUseLastResponse
	}}}
}

// page is an answer with its parsed HTML.
type page struct {
	resp *http.Response
	body string
	doc  *html.Node
}

func (b *browser) do(req *http.Request) page {
	b.e.t.Helper()
	resp, err := b.c.Do(req)
	if err != nil {
		b.e.t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		b.e.t.Fatal(err)
	}
	doc, err := html.Parse(strings.NewReader(string(raw)))
	if err != nil {
		b.e.t.Fatal(err)
	}
	return page{resp: resp, body: string(raw), doc: doc}
}

func (b *browser) get(path string) page {
	b.e.t.Helper()
	req, _ := http.NewRequest("GET", b.e.srv.URL+path, nil)
	return b.do(req)
}

// post sends a form as a same-origin browser would.
func (b *browser) post(path string, form url.Values) page {
	b.e.t.Helper()
	req, _ := http.NewRequest("POST", b.e.srv.URL+path, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	return b.do(req)
}

// login logs in and fails the test unless it worked.
func (b *browser) login(email string) {
	b.e.t.Helper()
	p := b.post("/login", url.Values{"email": {email}, "password": {testPassword}})
	if p.resp.StatusCode != http.StatusSeeOther {
		b.e.t.Fatalf("login as %s: got %d, want 303\n%s", email, p.resp.StatusCode, p.body)
	}
}

// status returns the answer's status and, for a redirect, where it goes.
func (p page) status() (int, string) { return p.resp.StatusCode, p.resp.Header.Get("Location") }

// byTestID returns the first element with data-testid id, or nil.
func (p page) byTestID(id string) *html.Node {
	var found *html.Node
	walk(p.doc, func(n *html.Node) bool {
		if n.Type == html.ElementNode && attr(n, "data-testid") == id {
			found = n
			return false
		}
		return true
	})
	return found
}

// text returns the text inside the element with data-testid id ("" when missing).
func (p page) text(id string) string {
	n := p.byTestID(id)
	if n == nil {
		return ""
	}
	return textOf(n)
}

// walk visits n and its descendants in document order while fn returns true.
func walk(n *html.Node, fn func(*html.Node) bool) bool {
	if !fn(n) {
		return false
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if !walk(c, fn) {
			return false
		}
	}
	return true
}

func attr(n *html.Node, name string) string {
	for _, a := range n.Attr {
		if a.Key == name {
			return a.Val
		}
	}
	return ""
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
