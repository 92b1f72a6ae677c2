package store

import (
	"context"
	"net"
	"net/url"
	"sync"
	"testing"
	"time"

	"larder/store/storetest"
)

// blackHole forwards TCP connections to a server until stall, after which the
// connections it holds swallow what is sent either way without closing, as a link
// through a dead host or a dropped NAT entry does; connections made after stall work.
type blackHole struct {
	ln     net.Listener
	target string

	mu      sync.Mutex
	pairs   []*holePair
	stopped bool
}

type holePair struct {
	mu      sync.Mutex
	stalled bool
	a, b    net.Conn
}

func newBlackHole(t *testing.T, target string) *blackHole {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	h := &blackHole{ln: ln, target: target}
	go h.accept()
	return h
}

func (h *blackHole) accept() {
	for {
		a, err := h.ln.Accept()
		if err != nil {
			return
		}
		b, err := net.Dial("tcp", h.target)
		if err != nil {
			a.Close()
			continue
		}
		p := &holePair{a: a, b: b}
		h.mu.Lock()
		if h.stopped {
			h.mu.Unlock()
			a.Close()
			b.Close()
			return
		}
		h.pairs = append(h.pairs, p)
		h.mu.Unlock()
		go p.pipe(a, b)
		go p.pipe(b, a)
	}
}

func (p *holePair) pipe(dst, src net.Conn) {
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if err != nil {
			dst.Close()
			return
		}
		p.mu.Lock()
		stalled := p.stalled
		p.mu.Unlock()
		if stalled {
			continue
		}
		if _, err := dst.Write(buf[:n]); err != nil {
			src.Close()
			return
		}
	}
}

// stall makes every connection made so far a black hole.
func (h *blackHole) stall() {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, p := range h.pairs {
		p.mu.Lock()
		p.stalled = true
		p.mu.Unlock()
	}
}

func (h *blackHole) close() {
	h.ln.Close()
	h.mu.Lock()
	defer h.mu.Unlock()
	h.stopped = true
	for _, p := range h.pairs {
		p.a.Close()
		p.b.Close()
	}
}

// A listening connection that silently stops carrying anything (no FIN, no RST) is
// noticed and replaced, so changes from other replicas keep arriving: waiting for
// notices alone would wait until TCP keepalive gives up, tens of minutes later.
func TestWatchReplacesASilentlyDeadConnection(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	db := storetest.PostgresURL(t)
	u, err := url.Parse(db)
	if err != nil {
		t.Fatal(err)
	}
	hole := newBlackHole(t, u.Host)
	u.Host = hole.ln.Addr().String()

	open := func(db string) *Store {
		st, err := OpenWith(ctx, db, Options{SecretKey: storetest.SecretKey})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return st
	}
	cli := open(db)
	server := open(u.String())
	t.Cleanup(hole.close) // before the stores close: their stalled connections fail at once

	done := make(chan error, 1)
	go func() { done <- server.Watch(ctx, 100*time.Millisecond) }()
	waitFor(t, func() bool { return server.listenPID.Load() != 0 })
	pid := server.listenPID.Load()
	hole.stall()

	c, _, err := cli.CreateClient(ctx, "acme", "sandbox", "")
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool { return server.listenPID.Load() != pid })
	before := server.Generation()
	if err := cli.RevokeKeys(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool { return server.Generation() != before })
	cancel()
	if err := <-done; err != nil {
		t.Errorf("Watch: %v", err)
	}
}

// What a replica cached before Watch listened (it serves while Watch connects) may have
// been changed by another replica meanwhile, unannounced: the first connection empties
// the caches as a reconnection does.
func TestWatchForgetsWhatWasCachedBeforeItListened(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	db := storetest.PostgresURL(t)
	open := func() *Store {
		st, err := OpenWith(ctx, db, Options{SecretKey: storetest.SecretKey})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return st
	}
	server, cli := open(), open()
	c, _, err := cli.CreateClient(ctx, "acme", "sandbox", "")
	if err != nil {
		t.Fatal(err)
	}
	cached := server.Generation() // a key looked up now is cached under this generation
	if err := cli.RevokeKeys(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- server.Watch(ctx, 100*time.Millisecond) }()
	waitFor(t, func() bool { return server.listenPID.Load() != 0 })
	if server.Generation() == cached {
		t.Error("Watch listens, and the key revoked before it did is still cached as valid")
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("Watch: %v", err)
	}
}
