package callbacks

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"sync/atomic"
	"testing"

	"larder/store"
)

// BenchmarkDeliveries measures signed deliveries per second to a local TLS receiver
// through the real client (guarded dialer, TLS, signing, 4 KiB read, delivery log).
func BenchmarkDeliveries(b *testing.B) {
	st, err := store.Open(context.Background(), filepath.Join(b.TempDir(), "larder.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	c, _, _ := st.CreateClient(context.Background(), "acme", "starter", "")
	var got atomic.Int64
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		got.Add(1)
	}))
	defer srv.Close()
	tlsConf := srv.Client().Transport.(*http.Transport).TLSClientConfig
	s := NewSender(st, Options{AllowPrivate: true, TLS: tlsConf, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	logged := make(chan struct{})
	go s.writeLog(logged)
	body := make([]byte, 2048)
	d := Delivery{ClientID: c.ID, RequestID: "bench", Operation: "healthify", URL: srv.URL + "/hook", Host: "127.0.0.1", Body: body}
	b.SetParallelism(8) // 16 workers on 2 cores, as the sender runs them
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			s.deliver(context.Background(), d)
		}
	})
	b.StopTimer()
	close(s.records)
	<-logged
	if got.Load() < int64(b.N) {
		b.Fatalf("receiver got %d of %d", got.Load(), b.N)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "deliveries/s")
}
