package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"net"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// The load generator speaks HTTP/1.1 itself over keep-alive connections, with the
// requests rendered once: it costs the machine far less than net/http's client, so on a
// small box most of the CPU goes to the server being measured (as with wrk).

// conn is one keep-alive connection to a server.
type conn struct {
	c  net.Conn
	br *bufio.Reader
}

func dial(addr string) (*conn, error) {
	c, err := net.Dial("tcp", addr)
	if err != nil {
		return nil, err
	}
	return &conn{c: c, br: bufio.NewReaderSize(c, 16<<10)}, nil
}

func (c *conn) Close() error { return c.c.Close() }

var errClosed = errors.New("server closed the connection")

// do sends one rendered request and reads the whole answer, returning its status.
func (c *conn) do(req []byte) (int, error) {
	if _, err := c.c.Write(req); err != nil {
		return 0, err
	}
	line, err := c.br.ReadSlice('\n')
	if err != nil {
		return 0, err
	}
	// "HTTP/1.1 200 OK"
	if len(line) < 12 || !bytes.HasPrefix(line, []byte("HTTP/1.")) {
		return 0, fmt.Errorf("bad status line %q", line)
	}
	status, err := strconv.Atoi(string(line[9:12]))
	if err != nil {
		return 0, fmt.Errorf("bad status line %q", line)
	}
	length, chunked, closing := -1, false, false
	for {
		line, err := c.br.ReadSlice('\n')
		if err != nil {
			return 0, err
		}
		line = bytes.TrimRight(line, "\r\n")
		if len(line) == 0 {
			break
		}
		name, value, _ := bytes.Cut(line, []byte(":"))
		value = bytes.TrimSpace(value)
		switch {
		case asciiEqualFold(name, "content-length"):
			if length, err = strconv.Atoi(string(value)); err != nil {
				return 0, fmt.Errorf("bad Content-Length %q", value)
			}
		case asciiEqualFold(name, "transfer-encoding"):
			chunked = asciiEqualFold(value, "chunked")
		case asciiEqualFold(name, "connection"):
			closing = asciiEqualFold(value, "close")
		}
	}
	switch {
	case chunked:
		err = c.discardChunked()
	case length >= 0:
		_, err = c.br.Discard(length)
	default:
		return 0, errors.New("answer without a length")
	}
	if err != nil {
		return 0, err
	}
	if closing {
		return status, errClosed
	}
	return status, nil
}

func (c *conn) discardChunked() error {
	for {
		line, err := c.br.ReadSlice('\n')
		if err != nil {
			return err
		}
		size, _, _ := bytes.Cut(bytes.TrimRight(line, "\r\n"), []byte(";"))
		n, err := strconv.ParseInt(string(size), 16, 64)
		if err != nil {
			return fmt.Errorf("bad chunk size %q", line)
		}
		if n == 0 {
			for { // trailers, then the blank line
				line, err := c.br.ReadSlice('\n')
				if err != nil {
					return err
				}
				if len(bytes.TrimRight(line, "\r\n")) == 0 {
					return nil
				}
			}
		}
		if _, err := c.br.Discard(int(n) + 2); err != nil {
			return err
		}
	}
}

func asciiEqualFold(b []byte, s string) bool {
	if len(b) != len(s) {
		return false
	}
	for i := range b {
		x, y := b[i], s[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

// tally counts the answers a server gave over a whole run, warm-ups included, so the
// usage the server recorded can be checked against it.
type tally struct {
	ok      atomic.Int64 // 2xx
	other   atomic.Int64 // any other status
	unknown atomic.Int64 // sent, but no answer read (the outcome is not known)
}

// result is one measured phase.
type result struct {
	requests  int
	errors    int // non-2xx answers and failed requests
	elapsed   time.Duration
	latencies []time.Duration // sorted
	cpu       time.Duration   // the server's CPU time over the phase
	stackCPU  time.Duration   // scale-out mode: PostgreSQL's and Redis's CPU time over the phase
}

// cpuPerRequest is the server's CPU time per answered request, in microseconds.
func (r result) cpuPerRequest() float64 {
	if r.requests == 0 {
		return 0
	}
	return float64(r.cpu.Microseconds()) / float64(r.requests)
}

// stackPerRequest is PostgreSQL's and Redis's CPU time per answered request, in µs.
func (r result) stackPerRequest() float64 {
	if r.requests == 0 {
		return 0
	}
	return float64(r.stackCPU.Microseconds()) / float64(r.requests)
}

func (r result) rate() float64 { return float64(r.requests) / r.elapsed.Seconds() }

func (r result) quantile(q float64) time.Duration {
	if len(r.latencies) == 0 {
		return 0
	}
	return r.latencies[int(q*float64(len(r.latencies)-1))]
}

// requests renders the request bodies as complete HTTP/1.1 requests.
func renderRequests(path, key string, bodies []string) [][]byte {
	out := make([][]byte, len(bodies))
	for i, b := range bodies {
		var buf bytes.Buffer
		fmt.Fprintf(&buf, "POST %s HTTP/1.1\r\nHost: 127.0.0.1\r\n", path)
		if key != "" {
			fmt.Fprintf(&buf, "Authorization: Bearer %s\r\n", key)
		}
		fmt.Fprintf(&buf, "Content-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", len(b), b)
		out[i] = buf.Bytes()
	}
	return out
}

// worker keeps one connection, redialling after a failure.
type worker struct {
	addr string
	c    *conn
	t    *tally
}

func (w *worker) do(req []byte) (int, error) {
	if w.c == nil {
		c, err := dial(w.addr)
		if err != nil {
			return 0, err // nothing was sent
		}
		w.c = c
	}
	status, err := w.c.do(req)
	if err != nil {
		w.c.Close()
		w.c = nil
	}
	switch {
	case status >= 200 && status < 300:
		w.t.ok.Add(1)
	case status != 0:
		w.t.other.Add(1)
	default:
		w.t.unknown.Add(1)
	}
	if errors.Is(err, errClosed) {
		err = nil // the answer was read whole; only the connection ended
	}
	if err == nil && (status < 200 || status >= 300) {
		err = fmt.Errorf("status %d", status)
	}
	return status, err
}

func (w *worker) close() {
	if w.c != nil {
		w.c.Close()
	}
}

func newWorkers(addr string, n int, t *tally) []*worker {
	ws := make([]*worker, n)
	for i := range ws {
		ws[i] = &worker{addr: addr, t: t}
	}
	return ws
}

// closedLoop runs each worker back to back for d: the server's saturation. A request
// started before the end is always finished, so its answer is known.
func closedLoop(ws []*worker, reqs [][]byte, d time.Duration) result {
	var c collector
	var wg sync.WaitGroup
	start := time.Now()
	end := start.Add(d)
	for i, w := range ws {
		wg.Go(func() {
			lat := make([]time.Duration, 0, 4096)
			bad := 0
			for j := i; ; j++ {
				t := time.Now()
				if t.After(end) {
					break
				}
				if _, err := w.do(reqs[j%len(reqs)]); err != nil {
					bad++
					continue
				}
				lat = append(lat, time.Since(t))
			}
			c.add(lat, bad)
		})
	}
	wg.Wait()
	return c.result(time.Since(start))
}

// collector gathers the workers' latencies and failures into one result.
type collector struct {
	mu   sync.Mutex
	all  []time.Duration
	errs int
}

func (c *collector) add(lat []time.Duration, bad int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.all = append(c.all, lat...)
	c.errs += bad
}

func (c *collector) result(elapsed time.Duration) result {
	slices.Sort(c.all)
	return result{requests: len(c.all), errors: c.errs, elapsed: elapsed, latencies: c.all}
}

// openLoop sends rate requests a second on a fixed schedule for d, whatever the
// answers' pace, and measures each from the instant it was due: a request that waits
// for a free connection counts its wait (no coordinated omission).
func openLoop(ws []*worker, reqs [][]byte, rate float64, d time.Duration) result {
	n := int(rate * d.Seconds())
	interval := time.Duration(float64(time.Second) / rate)
	due := make(chan time.Time, n)
	var c collector
	var wg sync.WaitGroup
	start := time.Now()
	for i, w := range ws {
		wg.Go(func() {
			var lat []time.Duration
			bad := 0
			j := i
			for t := range due {
				_, err := w.do(reqs[j%len(reqs)])
				j++
				if err != nil {
					bad++
					continue
				}
				lat = append(lat, time.Since(t))
			}
			c.add(lat, bad)
		})
	}
	for i := 0; i < n; {
		now := time.Now()
		for ; i < n; i++ {
			at := start.Add(time.Duration(i) * interval)
			if at.After(now) {
				time.Sleep(at.Sub(now))
				break
			}
			due <- at
		}
	}
	close(due)
	wg.Wait()
	return c.result(time.Since(start))
}

// holdConnections opens n keep-alive connections that each make one request and then
// stay open; release closes them.
func holdConnections(addr string, n int, req []byte, t *tally) (release func(), err error) {
	conns := make([]*worker, n)
	var wg sync.WaitGroup
	var failed atomic.Int64
	sem := make(chan struct{}, 64)
	for i := range conns {
		conns[i] = &worker{addr: addr, t: t}
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			if _, err := conns[i].do(req); err != nil {
				failed.Add(1)
			}
		})
	}
	wg.Wait()
	release = func() {
		for _, c := range conns {
			c.close()
		}
	}
	if f := failed.Load(); f > 0 {
		release()
		return nil, fmt.Errorf("%d of %d connections failed their request", f, n)
	}
	return release, nil
}
