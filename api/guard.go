package api

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"math"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/go-chi/httprate"

	"larder/store"
	"larder/web"
)

// authStore is what the guard needs of the store to authenticate.
type authStore interface {
	FindKeyOwner(ctx context.Context, hash []byte) (store.KeyOwner, error)
	Generation() uint64
	usageStore
}

// Caller is the authenticated client of a request.
type Caller struct {
	ClientID   string
	ClientName string
	Tier       store.Tier
}

type callerKey struct{}

// call is what the guard keeps in a request's context: one value for the caller and,
// on metered routes, the work to run once the call is counted.
type call struct {
	caller      Caller
	afterCommit []func(http.Header)
	metered     bool
}

// CallerFrom returns the request's authenticated client; ok is false on unguarded routes.
func CallerFrom(ctx context.Context) (Caller, bool) {
	if c, ok := ctx.Value(callerKey{}).(*call); ok {
		return c.caller, true
	}
	return Caller{}, false
}

// Guard authenticates API calls, applies the per-minute window and, on metered routes,
// the trial and daily quotas, and counts every 2xx metered call durably before the
// client sees it. One Guard serves both hosts, so a client's limits are shared.
type Guard struct {
	log     *slog.Logger
	store   authStore
	now     func() time.Time
	meter   *meter
	limiter *httprate.RateLimiter
	window  httprate.LimitCounter
	metrics *Metrics

	// shared, when set, holds the minute windows in Redis for every replica; redisDown
	// says the last call to it failed, so the outage and the recovery are logged once.
	shared    *RedisCounter
	redisDown atomic.Bool
	// storeDown says the store failed the last guarded call that used it.
	storeDown atomic.Bool

	mu   sync.Mutex
	keys map[string]cachedOwner // by key hash
}

type cachedOwner struct {
	owner      store.KeyOwner
	generation uint64
}

const minuteWindow = time.Minute

// NewGuard returns a Guard over s that counts metered calls in m.
func NewGuard(log *slog.Logger, s authStore, m *Metrics, now func() time.Time) *Guard {
	// A counter of our own keeps windows aligned to the wall clock, so Retry-After can be
	// computed from the same counts the limiter uses.
	window := httprate.NewLocalLimitCounter(minuteWindow)
	return &Guard{
		log:   log,
		store: s,
		now:   now,
		meter: newMeter(s, now),
		limiter: httprate.NewRateLimiter(1, minuteWindow, httprate.WithLimitCounter(window),
			httprate.WithKeyFuncs(func(r *http.Request) (string, error) {
				c, _ := CallerFrom(r.Context())
				return c.ClientID, nil
			})),
		window:  window,
		metrics: m,
		keys:    make(map[string]cachedOwner),
	}
}

// ShareMinuteWindow counts the per-minute windows in c, shared by every replica using
// the same Redis, instead of in this process. Call it before serving.
func (g *Guard) ShareMinuteWindow(c *RedisCounter) {
	g.shared = c
	g.window = c
}

// owner returns the key's owner, from cache while nothing has changed in the store.
func (g *Guard) owner(ctx context.Context, key string) (store.KeyOwner, error) {
	hash := store.HashKey(key)
	gen := g.store.Generation()
	g.mu.Lock()
	c, ok := g.keys[string(hash)]
	g.mu.Unlock()
	if ok && c.generation == gen {
		return c.owner, nil
	}
	o, err := g.store.FindKeyOwner(ctx, hash)
	if err != nil {
		return o, err
	}
	g.mu.Lock()
	if len(g.keys) > 10000 {
		clear(g.keys)
	}
	g.keys[string(hash)] = cachedOwner{owner: o, generation: gen}
	g.mu.Unlock()
	return o, nil
}

func bearer(r *http.Request) (string, bool) {
	h := r.Header.Get("Authorization")
	scheme, token, ok := strings.Cut(h, " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return "", false
	}
	token = strings.TrimSpace(token)
	return token, token != ""
}

func (g *Guard) authenticate(r *http.Request) (Caller, error) {
	key, ok := bearer(r)
	if !ok {
		return Caller{}, web.Errorf(web.CodeUnauthorized, "Send your API key as Authorization: Bearer <key>.")
	}
	o, err := g.owner(r.Context(), key)
	if errors.Is(err, store.ErrNotFound) || (err == nil && !o.ValidAt(g.now())) {
		return Caller{}, web.Errorf(web.CodeUnauthorized, "The API key is unknown, revoked or expired.")
	}
	if err != nil {
		return Caller{}, errStoreFailed{err}
	}
	return Caller{ClientID: o.ClientID, ClientName: o.ClientName, Tier: o.Tier}, nil
}

// errStoreFailed is a store failure met while authenticating, apart from the refusals.
type errStoreFailed struct{ err error }

func (e errStoreFailed) Error() string { return e.err.Error() }

// Limited guards a route that is rate-limited but not metered.
func (g *Guard) Limited(next http.Handler) http.Handler { return g.guard("", next) }

// Metered guards a route whose 2xx answers count as one call of operation op.
func (g *Guard) Metered(op string, next http.Handler) http.Handler { return g.guard(op, next) }

func (g *Guard) guard(op string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Answers to a key are the client's own: no cache along the way may keep them.
		w.Header()["Cache-Control"] = noStore
		caller, err := g.authenticate(r)
		if err != nil {
			if failed, ok := err.(errStoreFailed); ok {
				g.storeUnavailable(w, r, failed.err)
				return
			}
			web.Error(w, r, err)
			return
		}
		c := &call{caller: caller, metered: op != ""}
		ctx := context.WithValue(r.Context(), callerKey{}, c)
		web.SetLogClient(ctx, caller.ClientID)
		r = r.WithContext(ctx)

		if op == "" {
			if err := g.setQuotaHeaders(w, r, caller); err != nil {
				// The route's own work needs the store too: it would fail the same way.
				g.storeUnavailable(w, r, err)
				return
			}
			full, err := g.minuteRefuses(w, r, caller)
			if err != nil {
				g.unavailable(w, r)
				return
			}
			if full {
				g.refuse(w, r, caller, web.CodeRateLimited)
				return
			}
			next.ServeHTTP(w, r)
			return
		}
		g.serveMetered(w, r, c, op, next)
	})
}

// noStore is the Cache-Control of every guarded answer, shared: headers set from it
// are replaced, never changed in place.
var noStore = []string{"no-store"}

// minuteRefuses counts the call in the client's per-minute window, or reports that
// the window is full. It fails only when the shared window in Redis cannot be reached:
// the call is then neither counted nor let through.
func (g *Guard) minuteRefuses(w http.ResponseWriter, r *http.Request, caller Caller) (bool, error) {
	limit := caller.Tier.PerMinute
	if limit == 0 {
		return false, nil
	}
	if g.shared == nil {
		return g.limiter.OnLimit(w, r.WithContext(httprate.WithRequestLimit(r.Context(), limit)), caller.ClientID), nil
	}
	now := g.shared.now()
	admitted, rate, err := g.shared.take(r.Context(), caller.ClientID, limit, now)
	if err != nil {
		if !g.redisDown.Swap(true) {
			g.log.Error("redis unreachable: per-minute limits cannot be counted, guarded calls answer 503 until it is back",
				"request_id", web.RequestID(r.Context()), "err", err)
		}
		return false, err
	}
	if g.redisDown.Swap(false) {
		g.log.Info("redis reachable again: per-minute limits are counted")
	}
	// The headers httprate's limiter sets on the local path.
	h := w.Header()
	h.Set("X-RateLimit-Limit", strconv.Itoa(limit))
	h.Set("X-RateLimit-Reset", strconv.FormatInt(now.UTC().Truncate(minuteWindow).Add(minuteWindow).Unix(), 10))
	if !admitted {
		h.Set("X-RateLimit-Remaining", strconv.Itoa(max(limit-rate, 0)))
		return true, nil
	}
	h.Set("X-RateLimit-Remaining", strconv.Itoa(max(limit-rate-1, 0)))
	return false, nil
}

// unavailable answers 503 when the shared minute window cannot be reached.
func (g *Guard) unavailable(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Retry-After", "5")
	web.Error(w, r, web.Errorf(web.CodeServiceUnavailable,
		"Rate limits cannot be checked right now (their shared store is unreachable); try again shortly."))
}

// storeUnavailable answers 503 when the store fails a guarded call: its database
// cannot be reached (PostgreSQL down, the SQLite disk failing). The call is not counted.
// The outage is logged once, with its cause, not once per call.
func (g *Guard) storeUnavailable(w http.ResponseWriter, r *http.Request, err error) {
	g.noteStoreDown(r, err)
	w.Header().Set("Retry-After", "5")
	web.Error(w, r, web.Errorf(web.CodeServiceUnavailable,
		"The database cannot be reached right now; the call was not counted. Try again shortly."))
}

// noteStoreDown logs the store's failure, once until it works again.
func (g *Guard) noteStoreDown(r *http.Request, err error) {
	if !g.storeDown.Swap(true) {
		g.log.Error("database unreachable: guarded calls answer 503 until it is back",
			"request_id", web.RequestID(r.Context()), "err", err)
	}
}

// storeAnswers notes that the store worked, logging the recovery after an outage.
func (g *Guard) storeAnswers() {
	if g.storeDown.Load() && g.storeDown.Swap(false) {
		g.log.Info("database reachable again: guarded calls are served")
	}
}

// refuse answers 429 with code, its Retry-After and the quota headers.
func (g *Guard) refuse(w http.ResponseWriter, r *http.Request, caller Caller, code string) {
	g.metrics.countRefusal(code)
	t := caller.Tier
	switch code {
	case web.CodeTrialExhausted:
		// The trial never frees up: no Retry-After.
		w.Header().Del("Retry-After")
		web.Error(w, r, web.Errorf(code,
			"The %d trial calls of tier %s are used up; ask an admin to move you to a paid tier.", t.Trial, t.Name))
	case web.CodeDailyQuotaExceeded:
		secs := int(math.Ceil(nextUTCMidnight(g.now()).Sub(g.now()).Seconds()))
		w.Header().Set("Retry-After", strconv.Itoa(max(secs, 1)))
		web.Error(w, r, web.Errorf(code,
			"The %d calls a day of tier %s are used up; the quota resets at 00:00 UTC.", t.PerDay, t.Name))
	default:
		w.Header().Set("Retry-After", strconv.Itoa(g.minuteRetryAfter(caller.ClientID, t.PerMinute, time.Now())))
		web.Error(w, r, web.Errorf(web.CodeRateLimited,
			"You made more than %d requests in a minute on tier %s; wait Retry-After seconds.", t.PerMinute, t.Name))
	}
}

// minuteRetryAfter says in whole seconds when a sliding window refusing a call will let
// one through again. httprate weighs the previous window's count by the part of it still
// inside the last minute, rounds, and admits a call while that rate is below limit-0.5.
func (g *Guard) minuteRetryAfter(clientID string, limit int, now time.Time) int {
	cur, curN, prevN := g.windowCounts(clientID, now)
	need := float64(limit) - 0.5
	var at time.Time
	switch {
	case float64(curN) >= need:
		// This window alone is full: it frees up once, as the previous window next
		// minute, its weight has decayed enough.
		at = cur.Add(minuteWindow).Add(time.Duration((1 - need/float64(curN)) * float64(minuteWindow)))
	case prevN > 0:
		at = cur.Add(time.Duration((1 - (need-float64(curN))/float64(prevN)) * float64(minuteWindow)))
	default:
		at = now
	}
	secs := int(math.Ceil(at.Sub(now).Seconds()))
	return min(max(secs, 1), int(2*minuteWindow/time.Second))
}

// windowCounts reads the client's counts in the current and previous minute windows,
// aligned to the wall clock as the limiter's own counter is.
func (g *Guard) windowCounts(clientID string, now time.Time) (cur time.Time, curN, prevN int) {
	cur = now.UTC().Truncate(minuteWindow)
	curN, prevN, _ = g.window.Get(clientID, cur, cur.Add(-minuteWindow))
	return cur, curN, prevN
}

// minuteUsed returns the requests counted in the client's sliding minute window.
func (g *Guard) minuteUsed(clientID string, now time.Time) int {
	cur, curN, prevN := g.windowCounts(clientID, now)
	elapsed := now.Sub(cur)
	return int(math.Round(float64(prevN)*float64(minuteWindow-elapsed)/float64(minuteWindow) + float64(curN)))
}

// serveMetered counts the call in the minute window and holds a unit of quota in one
// step under the client's lock, so that calls racing each other are refused by exactly
// the limit that frees up last; then it runs next and commits or releases the unit.
func (g *Guard) serveMetered(w http.ResponseWriter, r *http.Request, call *call, op string, next http.Handler) {
	caller := call.caller
	c, err := g.meter.lock(r.Context(), caller.ClientID)
	if err != nil {
		g.storeUnavailable(w, r, err)
		return
	}
	minuteFull, err := g.minuteRefuses(w, r, caller)
	if err != nil {
		c.mu.Unlock()
		g.unavailable(w, r)
		return
	}
	code := refusal(caller.Tier, c.status(g.now()))
	if code == "" && minuteFull {
		code = web.CodeRateLimited
	}
	var res *reservation
	if code == "" {
		res = c.hold(caller.ClientID, caller.Tier, op)
	}
	st := c.status(g.now())
	c.mu.Unlock()
	if code != "" {
		g.writeQuotaHeaders(w, caller.Tier, st)
		g.refuse(w, r, caller, code)
		return
	}

	buf := newBufferedResponse()
	defer buf.free()
	g.serveBuffered(buf, call, r, next)
	if buf.status < 200 || buf.status >= 300 {
		g.meter.release(res)
		g.setQuotaHeaders(w, r, caller)
		buf.flush(w)
		return
	}
	uc, err := g.meter.commit(r.Context(), res)
	if err != nil {
		g.storeUnavailable(w, r, err)
		return
	}
	g.storeAnswers()
	if uc.Refused != "" {
		// A shared database refused the unit: other servers took the last of the quota
		// while this call ran. The answer is the refusal, and the call costs nothing.
		g.writeQuotaHeaders(w, caller.Tier, committedStatus(uc, res.day, g.now()))
		g.refuse(w, r, caller, refusalCode(uc.Refused))
		return
	}
	g.metrics.countMetered(op)
	// Work that must follow the count (queueing a callback) runs now: it never
	// blocks, and may still set a header on the answer.
	for _, fn := range call.afterCommit {
		fn(buf.header)
	}
	if uc.Counted {
		// The database's counts, other servers' calls included.
		g.writeQuotaHeaders(w, caller.Tier, committedStatus(uc, res.day, g.now()))
	} else {
		g.setQuotaHeaders(w, r, caller)
	}
	buf.flush(w)
}

// serveBuffered runs next into buf. A panic in next becomes a 500 in buf, so the caller
// releases the held unit instead of losing it.
func (g *Guard) serveBuffered(buf *bufferedResponse, call *call, r *http.Request, next http.Handler) {
	defer func() {
		if v := recover(); v != nil {
			if v == http.ErrAbortHandler {
				panic(v)
			}
			g.log.Error("panic", "request_id", web.RequestID(r.Context()), "path", r.URL.Path, "panic", v)
			clear(buf.header)
			buf.status = 0
			buf.body.Reset()
			call.afterCommit = nil
			web.Error(buf, r, errors.New("handler panicked"))
		}
	}()
	next.ServeHTTP(buf, r)
	if buf.status == 0 {
		buf.status = http.StatusOK
	}
}

// setQuotaHeaders sets the quota headers from the client's counts. When the store
// cannot give them it sets none, notes the outage (logged once, not per call) and
// returns the error.
func (g *Guard) setQuotaHeaders(w http.ResponseWriter, r *http.Request, caller Caller) error {
	if caller.Tier.PerDay == 0 && caller.Tier.Trial == 0 {
		return nil
	}
	st, err := g.meter.status(r.Context(), caller.ClientID)
	if err != nil {
		g.noteStoreDown(r, err)
		return err
	}
	if g.meter.shared {
		g.storeAnswers() // the counts came from the database
	}
	g.writeQuotaHeaders(w, caller.Tier, st)
	return nil
}

func (g *Guard) writeQuotaHeaders(w http.ResponseWriter, t store.Tier, st quotaStatus) {
	h := w.Header()
	if t.PerDay > 0 {
		h.Set("X-RateLimit-Daily-Limit", strconv.Itoa(t.PerDay))
		h.Set("X-RateLimit-Daily-Remaining", strconv.Itoa(max(t.PerDay-st.dayTaken, 0)))
		h.Set("X-RateLimit-Daily-Reset", strconv.FormatInt(st.nextDayStartAt.Unix(), 10))
	}
	if t.Trial > 0 {
		h.Set("X-RateLimit-Trial-Limit", strconv.Itoa(t.Trial))
		h.Set("X-RateLimit-Trial-Remaining", strconv.Itoa(max(t.Trial-st.trialTaken, 0)))
	}
}

// AfterCommit arranges for fn to run once the call's 2xx answer has been counted, just
// before it is written; fn may set headers on it. Work that must not happen for a call
// the client was not charged for (queueing a callback) goes through here. Outside a
// metered route fn never runs.
func AfterCommit(ctx context.Context, fn func(http.Header)) {
	if c, ok := ctx.Value(callerKey{}).(*call); ok && c.metered {
		c.afterCommit = append(c.afterCommit, fn)
	}
}

// bufferedResponse holds a metered handler's answer until its usage is committed.
// They are pooled with their buffers: most answers fit the buffer a previous one grew.
type bufferedResponse struct {
	header http.Header
	status int
	body   bytes.Buffer
}

var bufferedResponses = sync.Pool{New: func() any { return &bufferedResponse{header: http.Header{}} }}

func newBufferedResponse() *bufferedResponse { return bufferedResponses.Get().(*bufferedResponse) }

// maxPooledBody keeps a rare huge answer's buffer from being held for ever.
const maxPooledBody = 256 << 10

// free returns b to the pool once its answer has been written.
func (b *bufferedResponse) free() {
	if b.body.Cap() > maxPooledBody {
		return
	}
	clear(b.header)
	b.status = 0
	b.body.Reset()
	bufferedResponses.Put(b)
}

func (b *bufferedResponse) Header() http.Header { return b.header }

func (b *bufferedResponse) WriteHeader(code int) {
	if b.status == 0 {
		b.status = code
	}
}

func (b *bufferedResponse) Write(p []byte) (int, error) {
	if b.status == 0 {
		b.status = http.StatusOK
	}
	return b.body.Write(p)
}

func (b *bufferedResponse) flush(w http.ResponseWriter) {
	h := w.Header()
	for k, v := range b.header {
		h[k] = v
	}
	h.Set("Content-Length", strconv.Itoa(b.body.Len()))
	w.WriteHeader(b.status)
	w.Write(b.body.Bytes())
}
