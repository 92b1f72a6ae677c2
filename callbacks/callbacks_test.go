package callbacks

import (
	"context"
	"crypto/tls"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	"larder/store"
	"larder/store/storetest"
)

func TestPublic(t *testing.T) {
	cases := map[string]bool{
		"93.184.216.34": true, "8.8.8.8": true, "2606:4700:4700::1111": true,
		"127.0.0.1": false, "10.1.2.3": false, "172.16.0.1": false, "192.168.1.1": false, "100.64.0.1": false,
		"169.254.169.254": false, "0.0.0.0": false, "192.0.0.8": false, "192.0.2.1": false, "198.18.0.1": false,
		"198.51.100.7": false, "203.0.113.9": false, "224.0.0.1": false, "240.0.0.1": false, "255.255.255.255": false,
		"::1": false, "::": false, "::ffff:127.0.0.1": false, "::ffff:8.8.8.8": false, "64:ff9b::a9fe:a9fe": false,
		"64:ff9b::808:808": false, "fc00::1": false, "fe80::1": false, "ff02::1": false, "2001:db8::1": false,
		"2002:7f00:1::1": false, "2001:0:4136:e378:8000:63bf:3fff:fdd2": false, "3fff::1": false,
	}
	for s, want := range cases {
		if got := Public(netip.MustParseAddr(s)); got != want {
			t.Errorf("Public(%s): got %v, want %v", s, got, want)
		}
	}
}

func TestNormalizeHost(t *testing.T) {
	cases := []struct {
		in, want string
		ok       bool
	}{
		{"Hooks.Example.COM.", "hooks.example.com", true},
		{"bücher.example", "xn--bcher-kva.example", true},
		{"[::ffff:127.0.0.1]", "127.0.0.1", true},
		{"2130706433", "", false},
		{"0x7f.0.0.1", "", false},
		{"0177.0.0.1", "", false},
		{"127.1", "", false},
		{"exa mple.com", "", false},
		{"", "", false},
	}
	for _, tc := range cases {
		got, err := NormalizeHost(tc.in)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("NormalizeHost(%q): got %q, %v; want %q ok=%v", tc.in, got, err, tc.want, tc.ok)
		}
	}
}

// stubResolver answers from a list of answers, one per call.
type stubResolver struct {
	mu      sync.Mutex
	answers [][]string
	calls   int
}

func (r *stubResolver) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	a := r.answers[min(r.calls, len(r.answers)-1)]
	r.calls++
	var out []netip.Addr
	for _, s := range a {
		out = append(out, netip.MustParseAddr(s))
	}
	return out, nil
}

var errDialRecorded = errors.New("dial recorded, not made")

func TestGuardedDialer(t *testing.T) {
	cases := []struct {
		name    string
		answers [][]string
		addr    string
		refused bool
	}{
		{"name resolving to loopback", [][]string{{"127.0.0.1"}}, "evil.example:443", true},
		{"name resolving to metadata", [][]string{{"169.254.169.254"}}, "evil.example:443", true},
		{"mixed public and private answers", [][]string{{"93.184.216.34", "10.0.0.5"}}, "evil.example:443", true},
		{"IPv6 loopback literal", nil, "[::1]:443", true},
		{"IPv4-mapped loopback literal", nil, "[::ffff:127.0.0.1]:443", true},
		{"NAT64 metadata literal", nil, "[64:ff9b::a9fe:a9fe]:443", true},
		{"unique local literal", nil, "[fc00::1]:443", true},
		{"metadata literal", nil, "169.254.169.254:443", true},
		// Rebinding: the first answer is public, every later one loopback. The dialer
		// resolves once and dials the address it checked.
		{"rebinding between resolutions", [][]string{{"93.184.216.34"}, {"127.0.0.1"}}, "rebind.example:443", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := &stubResolver{answers: tc.answers}
			g := newGuardedDialer(r, false)
			var dialed []string
			g.dial = func(_ context.Context, _, address string) (net.Conn, error) {
				dialed = append(dialed, address)
				return nil, errDialRecorded
			}
			_, err := g.DialContext(context.Background(), "tcp", tc.addr)
			if tc.refused {
				if !IsRefused(err) || len(dialed) != 0 {
					t.Errorf("got %v with dials %v, want a refusal before any dial", err, dialed)
				}
				return
			}
			if len(dialed) != 1 || dialed[0] != "93.184.216.34:443" || r.calls != 1 {
				t.Errorf("dialed %v after %d lookups, want the checked address after one", dialed, r.calls)
			}
		})
	}
	// The Control hook checks the address the socket really connects to.
	g := newGuardedDialer(nil, false)
	for _, a := range []string{"127.0.0.1:443", "[::1]:443", "[::ffff:10.0.0.1]:443"} {
		if err := g.control("tcp", a, nil); !IsRefused(err) {
			t.Errorf("control(%s): got %v, want refused", a, err)
		}
	}
}

// receiver is a real HTTPS server with a behaviour chosen per test.
func receiver(t *testing.T, h http.HandlerFunc) (*httptest.Server, *tls.Config) {
	srv := httptest.NewTLSServer(h)
	t.Cleanup(srv.Close)
	return srv, &tls.Config{RootCAs: srv.Client().Transport.(*http.Transport).TLSClientConfig.RootCAs}
}

func testStore(t *testing.T) (*store.Store, store.Client) {
	db, key := storetest.DB(t)
	st, err := store.OpenWith(context.Background(), db, store.Options{SecretKey: key})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	c, _, err := st.CreateClient(context.Background(), "acme", "starter", "")
	if err != nil {
		t.Fatal(err)
	}
	return st, c
}

// runSender runs a sender until the test ends; stop drains it and returns.
func runSender(t *testing.T, st *store.Store, o Options) (*Sender, func()) {
	o.AllowPrivate = true // the receivers are on loopback
	o.Log = slog.New(slog.NewTextHandler(io.Discard, nil))
	s := NewSender(st, o)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { s.Run(ctx); close(done) }()
	var once sync.Once
	stop := func() { once.Do(func() { cancel(); <-done }) }
	t.Cleanup(stop)
	return s, stop
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not before the deadline", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func deliveries(t *testing.T, st *store.Store, clientID string) []store.DeliveryRecord {
	recs, err := st.ListDeliveries(context.Background(), clientID, 100)
	if err != nil {
		t.Fatal(err)
	}
	return recs
}

func TestDeliveryIsSignedAndByteIdentical(t *testing.T) {
	st, c := testStore(t)
	var got struct {
		sync.Mutex
		body    []byte
		headers http.Header
	}
	srv, tlsConf := receiver(t, func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		got.Lock()
		got.body, got.headers = b, r.Header.Clone()
		got.Unlock()
	})
	s, _ := runSender(t, st, Options{TLS: tlsConf, Version: "test"})
	body := []byte(`{"type":"healthify","request_id":"order-42","data":{"name":"Soup"}}` + "\n")
	if s.Enqueue(Delivery{ClientID: c.ID, RequestID: "order-42", Operation: "healthify", URL: srv.URL + "/hook", Host: "127.0.0.1", Body: body}) != StatusQueued {
		t.Fatal("not queued")
	}
	waitFor(t, "delivered", func() bool { return len(deliveries(t, st, c.ID)) == 1 })
	received := func() ([]byte, http.Header) {
		got.Lock()
		defer got.Unlock()
		return got.body, got.headers
	}
	gotBody, gotHeaders := received()
	if string(gotBody) != string(body) {
		t.Errorf("body: got %q, want the response's bytes %q", gotBody, body)
	}
	if gotHeaders.Get("X-Callback-Secret") != c.CallbackSecret || gotHeaders.Get("User-Agent") != "larder/test" ||
		gotHeaders.Get("Content-Type") != "application/json" {
		t.Errorf("headers: %v", gotHeaders)
	}
	wh, err := standardwebhooks.NewWebhook(c.CallbackSecret)
	if err != nil {
		t.Fatal(err)
	}
	if err := wh.Verify(gotBody, gotHeaders); err != nil {
		t.Errorf("the official Standard Webhooks library rejects the signature: %v", err)
	}
	if rec := deliveries(t, st, c.ID)[0]; rec.Outcome != "delivered" || *rec.StatusCode != 200 || rec.RequestID != "order-42" {
		t.Errorf("log: %+v", rec)
	}
	// A rotated secret signs the next delivery.
	secret, _ := st.RotateCallbackSecret(context.Background(), c.ID)
	s.Enqueue(Delivery{ClientID: c.ID, RequestID: "order-43", Operation: "healthify", URL: srv.URL + "/hook", Host: "127.0.0.1", Body: body})
	waitFor(t, "second delivery", func() bool { return len(deliveries(t, st, c.ID)) == 2 })
	gotBody, gotHeaders = received()
	wh2, _ := standardwebhooks.NewWebhook(secret)
	if err := wh2.Verify(gotBody, gotHeaders); err != nil || gotHeaders.Get("X-Callback-Secret") != secret {
		t.Errorf("after rotation: %v", err)
	}
}

func TestAtMostOnce(t *testing.T) {
	st, c := testStore(t)
	var fails, target atomic.Int64
	failing, tlsConf := receiver(t, func(w http.ResponseWriter, r *http.Request) {
		fails.Add(1)
		w.WriteHeader(500)
	})
	redirected, _ := receiver(t, func(w http.ResponseWriter, r *http.Request) { target.Add(1) })
	redirecting, _ := receiver(t, func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, redirected.URL+"/elsewhere", http.StatusFound)
	})
	hang := make(chan struct{})
	silent, _ := receiver(t, func(w http.ResponseWriter, r *http.Request) {
		io.ReadAll(r.Body)
		// Never answer, not even once the sender hangs up: returning then would write a
		// 200 that a loaded machine can read in the instant between the sender's TLS
		// close_notify and its socket closing, and the time-out would look like a delivery.
		<-hang
	})
	t.Cleanup(func() { close(hang) }) // runs before the server's Close
	endless, _ := receiver(t, func(w http.ResponseWriter, r *http.Request) {
		io.ReadAll(r.Body)
		chunk := []byte(strings.Repeat("x", 1024))
		for {
			if _, err := w.Write(chunk); err != nil {
				return
			}
			select {
			case <-r.Context().Done():
				return
			default:
			}
		}
	})
	// All test receivers share httptest's certificate, so one TLS config trusts them.
	s, _ := runSender(t, st, Options{TLS: tlsConf, Timeout: 500 * time.Millisecond})
	for i, url := range []string{failing.URL, redirecting.URL, silent.URL, endless.URL} {
		s.Enqueue(Delivery{ClientID: c.ID, RequestID: "r" + string(rune('0'+i)), Operation: "healthify", URL: url, Host: "127.0.0.1", Body: []byte("{}")})
	}
	waitFor(t, "four attempts logged", func() bool { return len(deliveries(t, st, c.ID)) == 4 })
	byID := map[string]store.DeliveryRecord{}
	for _, r := range deliveries(t, st, c.ID) {
		byID[r.RequestID] = r
	}
	if fails.Load() != 1 || byID["r0"].Outcome != "failed" || *byID["r0"].StatusCode != 500 {
		t.Errorf("500: %d requests, log %+v; want exactly one attempt, failed", fails.Load(), byID["r0"])
	}
	if target.Load() != 0 || byID["r1"].Outcome != "failed" || *byID["r1"].StatusCode != 302 {
		t.Errorf("302: the target got %d requests, log %+v; want none, failed", target.Load(), byID["r1"])
	}
	if byID["r2"].Outcome != "failed" || byID["r2"].Error == "" {
		t.Errorf("silent receiver: %+v, want failed by the time-out", byID["r2"])
	}
	if byID["r3"].Outcome != "delivered" {
		t.Errorf("endless body: %+v, want delivered after reading 4 KiB", byID["r3"])
	}
}

func TestFullQueueDrops(t *testing.T) {
	st, c := testStore(t)
	release := make(chan struct{})
	var once sync.Once
	free := func() { once.Do(func() { close(release) }) }
	t.Cleanup(free)
	var arrived atomic.Int64
	slow, tlsConf := receiver(t, func(w http.ResponseWriter, r *http.Request) {
		io.ReadAll(r.Body)
		arrived.Add(1)
		select {
		case <-release:
		case <-r.Context().Done():
		}
	})
	var mu sync.Mutex
	told := map[string]int{}
	s, stop := runSender(t, st, Options{TLS: tlsConf, Workers: 1, Queue: 1, Outcome: func(o string) {
		mu.Lock()
		defer mu.Unlock()
		told[o]++
	}})
	d := Delivery{ClientID: c.ID, Operation: "healthify", URL: slow.URL, Host: "127.0.0.1", Body: []byte("{}")}
	d.RequestID = "in-flight"
	s.Enqueue(d)
	waitFor(t, "the worker is busy", func() bool { return arrived.Load() == 1 })
	d.RequestID = "waiting"
	if got := s.Enqueue(d); got != StatusQueued {
		t.Fatalf("second: got %s, want queued", got)
	}
	if n := s.Waiting(); n != 1 {
		t.Errorf("waiting: got %d, want 1", n)
	}
	d.RequestID = "overflow"
	if got := s.Enqueue(d); got != StatusDropped {
		t.Fatalf("third: got %s, want dropped", got)
	}
	free()
	stop()
	outcomes := map[string]string{}
	for _, r := range deliveries(t, st, c.ID) {
		outcomes[r.RequestID] = r.Outcome
	}
	if outcomes["overflow"] != "dropped" || outcomes["in-flight"] != "delivered" || outcomes["waiting"] != "delivered" {
		t.Errorf("outcomes: %v; want the overflow dropped and logged, the queued one drained at shutdown", outcomes)
	}
	mu.Lock()
	defer mu.Unlock()
	if told["dropped"] != 1 || told["delivered"] != 2 {
		t.Errorf("outcomes told to the hook: %v, want 1 dropped and 2 delivered", told)
	}
}

func TestRefusedAddressIsLogged(t *testing.T) {
	st, c := testStore(t)
	s := NewSender(st, Options{Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Resolver: &stubResolver{answers: [][]string{{"127.0.0.1"}}}})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { s.Run(ctx); close(done) }()
	s.Enqueue(Delivery{ClientID: c.ID, RequestID: "r1", Operation: "healthify", URL: "https://rebind.example/hook", Host: "rebind.example", Body: []byte("{}")})
	waitFor(t, "logged", func() bool { return len(deliveries(t, st, c.ID)) == 1 })
	cancel()
	<-done
	if r := deliveries(t, st, c.ID)[0]; r.Outcome != "refused" || r.StatusCode != nil {
		t.Errorf("got %+v, want refused", r)
	}
}
