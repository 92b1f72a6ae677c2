package web

import (
	"context"
	"crypto/rand"
	"log/slog"
	"net/http"
	"path"
	"runtime/debug"
	"time"
)

type ctxKey int

const infoKey ctxKey = iota

// reqInfo travels in a request's context so inner layers can tell the access log who
// called, without the log knowing about clients.
type reqInfo struct {
	id     string
	client string
}

// RequestID returns the request's id ("" outside a request).
func RequestID(ctx context.Context) string {
	if in, ok := ctx.Value(infoKey).(*reqInfo); ok {
		return in.id
	}
	return ""
}

// SetLogClient names the caller in the request's access log line.
func SetLogClient(ctx context.Context, client string) {
	if in, ok := ctx.Value(infoKey).(*reqInfo); ok {
		in.client = client
	}
}

// NewRequestID returns a fresh id: "req_" and 20 random base62 characters.
func NewRequestID() string {
	const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	b := make([]byte, 20)
	rand.Read(b)
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return "req_" + string(b)
}

// SaneRequestID reports whether an id sent by a client is safe to echo and log:
// 1 to 128 characters of letters, digits and . _ : -.
func SaneRequestID(id string) bool {
	if len(id) == 0 || len(id) > 128 {
		return false
	}
	for _, c := range []byte(id) {
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
			c == '.' || c == '_' || c == ':' || c == '-'
		if !ok {
			return false
		}
	}
	return true
}

// statusWriter remembers the status and size of a response for the access log.
type statusWriter struct {
	http.ResponseWriter
	status int
	bytes  int64
}

func (s *statusWriter) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusWriter) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	n, err := s.ResponseWriter.Write(b)
	s.bytes += int64(n)
	return n, err
}

func (s *statusWriter) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// Observer is told about every finished request (for metrics).
type Observer func(r *http.Request, status int, elapsed time.Duration)

// Wrap gives every request an id (echoing a sane X-Request-Id), recovers panics as 500
// "internal", logs one line per request (never the Authorization header or bodies) and
// reports it to observe, when not nil.
func Wrap(log *slog.Logger, observe Observer, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		id := r.Header.Get("X-Request-Id")
		if !SaneRequestID(id) {
			id = NewRequestID()
		}
		info := &reqInfo{id: id}
		r = r.WithContext(context.WithValue(r.Context(), infoKey, info))
		h := w.Header()
		h["X-Request-Id"] = []string{id}
		h["X-Content-Type-Options"] = nosniff
		sw := &statusWriter{ResponseWriter: w}
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				log.Error("panic", "request_id", id, "method", r.Method, "path", r.URL.Path,
					"panic", v, "stack", string(debug.Stack()))
				if sw.status == 0 {
					Error(sw, r, errPanic)
				}
			}
			elapsed := time.Since(start)
			log.LogAttrs(r.Context(), slog.LevelInfo, "request", slog.String("request_id", id),
				slog.String("method", r.Method), slog.String("path", r.URL.Path), slog.Int("status", sw.status),
				slog.Int64("bytes", sw.bytes), slog.Float64("duration_ms", float64(elapsed.Microseconds())/1000),
				slog.String("client", info.client), slog.String("remote", r.RemoteAddr))
			if observe != nil {
				observe(r, sw.status, elapsed)
			}
		}()
		next.ServeHTTP(sw, r)
	})
}

// nosniff is the X-Content-Type-Options of every answer, shared: headers set from it
// are replaced, never changed in place.
var nosniff = []string{"nosniff"}

type panicError struct{}

func (panicError) Error() string { return "handler panicked" }

var errPanic = panicError{}

// Routes wraps a ServeMux so that paths it does not know answer 404 not_found and
// known paths with the wrong method answer 405 method_not_allowed with Allow, both as
// problem+json instead of the mux's plain text. A path that is not clean
// (//api/v1/usage, /api/v1/../v1/usage) is a 404 too, not the mux's text/html redirect,
// which would answer before any key is checked.
func Routes(mux *http.ServeMux) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if p := r.URL.EscapedPath(); r.Method != http.MethodConnect && p != cleanPath(p) {
			Error(w, r, Errorf(CodeNotFound, "Nothing is at %s %s; paths are written without empty, . or .. segments.", r.Method, r.URL.Path))
			return
		}
		h, pattern := mux.Handler(r)
		if pattern != "" {
			mux.ServeHTTP(w, r)
			return
		}
		probe := &headerProbe{header: http.Header{}}
		h.ServeHTTP(probe, r)
		if probe.status == http.StatusMethodNotAllowed {
			w.Header().Set("Allow", probe.header.Get("Allow"))
			Error(w, r, Errorf(CodeMethodNotAllowed, "%s is not allowed on %s; allowed: %s.",
				r.Method, r.URL.Path, probe.header.Get("Allow")))
			return
		}
		Error(w, r, Errorf(CodeNotFound, "Nothing is at %s %s.", r.Method, r.URL.Path))
	})
}

// cleanPath is the path the mux would redirect p to: rooted, without empty, . or ..
// segments, keeping a trailing slash.
func cleanPath(p string) string {
	if p == "" {
		return "/"
	}
	if p[0] != '/' {
		p = "/" + p
	}
	np := path.Clean(p)
	if p[len(p)-1] == '/' && np != "/" {
		np += "/"
	}
	return np
}

// headerProbe records what the mux's own error handler would answer.
type headerProbe struct {
	header http.Header
	status int
}

func (p *headerProbe) Header() http.Header         { return p.header }
func (p *headerProbe) Write(b []byte) (int, error) { return len(b), nil }
func (p *headerProbe) WriteHeader(code int)        { p.status = code }

// NewServer returns an http.Server with time-outs that keep a slow or idle client from
// holding a connection for ever.
func NewServer(h http.Handler, log *slog.Logger) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
}
