package web

import (
	"context"
	"net"
	"net/http"
	"sync/atomic"
	"time"
)

// Drain lets a server stop without cutting a request: once started, every answer says
// Connection: close (so keep-alive clients finish their request and reconnect
// elsewhere) while the listeners still accept, and readiness checks (Draining) say 503
// so load balancers stop sending. The caller then waits (Wait) before shutting the
// servers down.
type Drain struct {
	draining atomic.Bool
	open     atomic.Int64
	lastNew  atomic.Int64 // unix nanoseconds of the newest connection
}

// drainQuiet is how long no new connection must have come before an empty server
// stops early: a client between two connections is not gone.
const drainQuiet = 250 * time.Millisecond

// Track is an http.Server ConnState hook counting open connections.
func (d *Drain) Track(_ net.Conn, s http.ConnState) {
	switch s {
	case http.StateNew:
		d.open.Add(1)
		d.lastNew.Store(time.Now().UnixNano())
	case http.StateClosed, http.StateHijacked:
		d.open.Add(-1)
	}
}

// Start begins draining.
func (d *Drain) Start() { d.draining.Store(true) }

// Draining reports whether Start was called.
func (d *Drain) Draining() bool { return d.draining.Load() }

// Wait returns once delay has passed since it was called, or sooner when no tracked
// connection is open and none has opened for a moment (drainQuiet), or when ctx ends.
func (d *Drain) Wait(ctx context.Context, delay time.Duration) {
	deadline := time.NewTimer(delay)
	defer deadline.Stop()
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for d.open.Load() > 0 || time.Since(time.Unix(0, d.lastNew.Load())) < drainQuiet {
		select {
		case <-ctx.Done():
			return
		case <-deadline.C:
			return
		case <-tick.C:
		}
	}
}

// Wrap marks answers given while draining with Connection: close, so the server
// closes each connection once its answer is written.
func (d *Drain) Wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if d.draining.Load() {
			w.Header().Set("Connection", "close")
		}
		next.ServeHTTP(w, r)
	})
}
