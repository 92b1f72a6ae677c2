package main

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// The hand-written client must read fixed-length and chunked answers whole, so that the
// next request on the connection starts at an answer's first byte, and count statuses.
func TestClientReadsAnswersWhole(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/chunked":
			w.Write([]byte(strings.Repeat("x", 5000)))
			w.(http.Flusher).Flush()
			w.Write([]byte("tail"))
		case "/teapot":
			w.WriteHeader(http.StatusTeapot)
			w.Write([]byte("short"))
		default:
			w.Write([]byte("ok"))
		}
	}))
	defer srv.Close()
	addr := strings.TrimPrefix(srv.URL, "http://")
	var tl tally
	w := newWorkers(addr, 1, &tl)[0]
	defer w.close()
	for i := range 3 {
		for _, c := range []struct {
			path string
			want int
		}{{"/chunked", 200}, {"/teapot", 418}, {"/", 200}} {
			req := renderRequests(c.path, "k", []string{"{}"})[0]
			got, _ := w.do(req)
			if got != c.want {
				t.Fatalf("round %d %s: got status %d, want %d", i, c.path, got, c.want)
			}
		}
	}
	if tl.ok.Load() != 6 || tl.other.Load() != 3 || tl.unknown.Load() != 0 {
		t.Fatalf("got tally %d/%d/%d, want 6/3/0", tl.ok.Load(), tl.other.Load(), tl.unknown.Load())
	}
}

func TestQuantileAndMedian(t *testing.T) {
	r := result{latencies: []time.Duration{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}}
	if got := r.quantile(.5); got != 5 {
		t.Errorf("p50: got %d, want 5", got)
	}
	if got := r.quantile(.99); got != 9 {
		t.Errorf("p99 of 10: got %d, want 9", got)
	}
	rs := []result{{requests: 30, elapsed: time.Second}, {requests: 10, elapsed: time.Second}, {requests: 20, elapsed: time.Second}}
	if got := median(rs, result.rate); got != 20 {
		t.Errorf("median rate: got %v, want 20", got)
	}
}

func TestScaleOutFlagsGoTogether(t *testing.T) {
	var stderr strings.Builder
	for _, args := range [][]string{{"-replicas", "2"}, {"-db", "postgres://127.0.0.1/x"}} {
		if _, err := parseFlags(args, &stderr); err == nil || !strings.Contains(err.Error(), "go together") {
			t.Errorf("%v: got %v, want -replicas and -db asked for together", args, err)
		}
	}
	o, err := parseFlags([]string{"-replicas", "2", "-db", "postgres://127.0.0.1/x", "-cores", "1"}, &stderr)
	if err != nil || o.replicas != 2 || o.redisURL == "" {
		t.Errorf("scale-out flags: got %+v, %v", o, err)
	}
}
