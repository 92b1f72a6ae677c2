package callbacks

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/tls"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"larder/store"
)

// Store is what the sender needs: the client's current secret, and the delivery log.
type Store interface {
	CallbackSecret(ctx context.Context, clientID string) (string, error)
	RecordDeliveries(ctx context.Context, recs []store.DeliveryRecord) error
}

// Options shape a Sender; zero values take the defaults.
type Options struct {
	Workers      int           // concurrent deliveries (16)
	Queue        int           // deliveries waiting (1024)
	Timeout      time.Duration // one delivery in all (10 s)
	Drain        time.Duration // how long queued deliveries get at shutdown (10 s)
	AllowPrivate bool          // development only: http:// and private addresses
	Resolver     Resolver      // name lookups (the system's)
	TLS          *tls.Config   // e.g. a test CA
	Version      string        // for User-Agent
	Log          *slog.Logger
	Outcome      func(outcome string) // told of every delivery's outcome, e.g. for metrics
}

// Queue answers for the X-Callback-Status header.
const (
	StatusQueued  = "queued"
	StatusDropped = "dropped"
)

// maxAnswer is how much of a receiver's answer is read.
const maxAnswer = 4 << 10

// Sender delivers results to callback URLs: one attempt each, from a fixed pool of
// workers fed by a bounded queue. Enqueue never blocks.
type Sender struct {
	opts    Options
	store   Store
	client  *http.Client
	queue   chan Delivery
	records chan store.DeliveryRecord

	mu     sync.RWMutex
	closed bool
}

// NewSender returns a sender; Run starts its workers.
func NewSender(st Store, o Options) *Sender {
	if o.Workers <= 0 {
		o.Workers = 16
	}
	if o.Queue <= 0 {
		o.Queue = 1024
	}
	if o.Timeout <= 0 {
		o.Timeout = 10 * time.Second
	}
	if o.Drain <= 0 {
		o.Drain = 10 * time.Second
	}
	if o.Log == nil {
		o.Log = slog.Default()
	}
	dialer := newGuardedDialer(o.Resolver, o.AllowPrivate)
	transport := &http.Transport{
		Proxy:                  nil, // never a proxy from the environment
		DialContext:            dialer.DialContext,
		TLSClientConfig:        o.TLS,
		TLSHandshakeTimeout:    5 * time.Second,
		ResponseHeaderTimeout:  8 * time.Second,
		MaxResponseHeaderBytes: 16 << 10,
		// HTTP/1.1 only, so no HTTP/2 stream is ever retried. On a reused connection the
		// transport retries only replayable requests; a POST without GetBody and without
		// an Idempotency-Key header is not one, so a delivery is never sent twice.
		ForceAttemptHTTP2:   false,
		TLSNextProto:        map[string]func(string, *tls.Conn) http.RoundTripper{},
		MaxIdleConnsPerHost: o.Workers,
		IdleConnTimeout:     30 * time.Second,
	}
	return &Sender{opts: o, store: st, queue: make(chan Delivery, o.Queue), records: make(chan store.DeliveryRecord, 4*o.Queue),
		client: &http.Client{Transport: transport, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

// Enqueue queues d without blocking and says whether it was queued or dropped (the
// queue is full, or the sender is shutting down); a drop is logged.
func (s *Sender) Enqueue(d Delivery) string {
	s.mu.RLock()
	defer s.mu.RUnlock()
	if !s.closed {
		select {
		case s.queue <- d:
			return StatusQueued
		default:
		}
	}
	s.record(d, nil, 0, store.OutcomeDropped, "the delivery queue was full")
	return StatusDropped
}

// Waiting is how many deliveries are queued and not yet taken by a worker.
func (s *Sender) Waiting() int { return len(s.queue) }

// Run delivers until ctx ends, then gives queued deliveries up to Drain to go out and
// returns.
func (s *Sender) Run(ctx context.Context) error {
	work, stop := context.WithCancel(context.Background())
	defer stop()
	var wg sync.WaitGroup
	for range s.opts.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for d := range s.queue {
				s.deliver(work, d)
			}
		}()
	}
	logged := make(chan struct{})
	go s.writeLog(logged)

	<-ctx.Done()
	s.mu.Lock()
	s.closed = true
	close(s.queue)
	s.mu.Unlock()
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(s.opts.Drain):
		s.opts.Log.Warn("callback drain time is up; cancelling deliveries still under way")
		stop()
		<-done
	}
	close(s.records)
	<-logged
	return nil
}

// deliver makes the one attempt at d and logs it.
func (s *Sender) deliver(ctx context.Context, d Delivery) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(ctx, s.opts.Timeout)
	defer cancel()
	code, outcome, why := s.post(ctx, d)
	s.record(d, code, time.Since(start), outcome, why)
}

func (s *Sender) post(ctx context.Context, d Delivery) (*int, string, string) {
	u, err := url.Parse(d.URL)
	if err != nil || (u.Scheme != "https" && !(s.opts.AllowPrivate && u.Scheme == "http")) {
		return nil, store.OutcomeRefused, "callback URL must be https"
	}
	secret, err := s.store.CallbackSecret(ctx, d.ClientID)
	if err != nil {
		return nil, store.OutcomeFailed, "client has no callback secret"
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, d.URL, bytes.NewReader(d.Body))
	if err != nil {
		return nil, store.OutcomeFailed, "bad callback URL"
	}
	req.GetBody = nil // the body can never be read twice, so the POST is never replayed
	id := "msg_" + randomHex(12)
	ts := strconv.FormatInt(time.Now().Unix(), 10)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "larder/"+s.opts.Version)
	req.Header.Set("X-Callback-Secret", secret)
	req.Header.Set("webhook-id", id)
	req.Header.Set("webhook-timestamp", ts)
	req.Header.Set("webhook-signature", Sign(secret, id, ts, d.Body))
	resp, err := s.client.Do(req)
	if err != nil {
		if IsRefused(err) {
			return nil, store.OutcomeRefused, "the address is not public"
		}
		return nil, store.OutcomeFailed, reason(err)
	}
	io.Copy(io.Discard, io.LimitReader(resp.Body, maxAnswer))
	resp.Body.Close()
	code := resp.StatusCode
	switch {
	case code >= 200 && code < 300:
		return &code, store.OutcomeDelivered, ""
	case code >= 300 && code < 400:
		return &code, store.OutcomeFailed, "redirect not followed"
	}
	return &code, store.OutcomeFailed, fmt.Sprintf("receiver answered %d", code)
}

func (s *Sender) record(d Delivery, code *int, took time.Duration, outcome, why string) {
	host := displayHost(d.Host, d.Port)
	rec := store.DeliveryRecord{ClientID: d.ClientID, RequestID: d.RequestID, Operation: d.Operation, Host: host,
		StatusCode: code, DurationMS: took.Milliseconds(), Outcome: outcome, Error: why, CreatedAt: time.Now()}
	s.opts.Log.Info("callback", "request_id", d.RequestID, "host", host, "status", code, "duration_ms", rec.DurationMS,
		"outcome", outcome, "error", why)
	if s.opts.Outcome != nil {
		s.opts.Outcome(outcome)
	}
	select {
	case s.records <- rec:
	default:
		s.opts.Log.Warn("delivery log is full; a record was not kept", "request_id", d.RequestID, "outcome", outcome)
	}
}

// writeLog writes delivery records in batches until records is closed.
func (s *Sender) writeLog(done chan<- struct{}) {
	defer close(done)
	batch := make([]store.DeliveryRecord, 0, 256)
	for rec := range s.records {
		batch = append(batch[:0], rec)
	more:
		for len(batch) < cap(batch) {
			select {
			case r, ok := <-s.records:
				if !ok {
					break more
				}
				batch = append(batch, r)
			default:
				break more
			}
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		if err := s.store.RecordDeliveries(ctx, batch); err != nil {
			s.opts.Log.Error("record deliveries", "err", err)
		}
		cancel()
	}
}

// Sign returns the Standard Webhooks signature of body: "v1," and the base64 of
// HMAC-SHA256 over "id.timestamp.body", keyed with the secret's decoded bytes.
func Sign(secret, id, timestamp string, body []byte) string {
	key, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(secret, "whsec_"))
	if err != nil {
		key = []byte(secret)
	}
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte(id + "." + timestamp + "."))
	mac.Write(body)
	return "v1," + base64.StdEncoding.EncodeToString(mac.Sum(nil))
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}
