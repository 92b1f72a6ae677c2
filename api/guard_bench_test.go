package api

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"larder/store"
	"larder/store/storetest"
	"larder/web"
)

// BenchmarkMeteredPath measures the whole guard on a metered route with a trivial
// handler: authenticate (cached), minute window, quota hold, durable usage commit
// (group commit, real SQLite file), buffered response. 32 callers per core.
func BenchmarkMeteredPath(b *testing.B) { benchmarkMeteredPath(b, openStore(b)) }

// BenchmarkMeteredPathPostgres is BenchmarkMeteredPath on PostgreSQL, where each batch
// of commits locks the client's row and checks its limits in the database.
func BenchmarkMeteredPathPostgres(b *testing.B) {
	st, err := store.OpenWith(context.Background(), storetest.PostgresURL(b), store.Options{SecretKey: storetest.SecretKey})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { st.Close() })
	benchmarkMeteredPath(b, st)
}

func benchmarkMeteredPath(b *testing.B, st *store.Store) {
	setTier(b, st, "scale", 1<<30, 1<<30, 0)
	_, key, err := st.CreateClient(context.Background(), "bench", "scale", "")
	if err != nil {
		b.Fatal(err)
	}
	g := NewGuard(quietLog(), st, NewMetrics(), st.Now)
	h := web.Wrap(quietLog(), nil, g.Metered("generate", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		web.JSON(w, http.StatusOK, map[string]bool{"ok": true})
	})))
	b.SetParallelism(32)
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			req := httptest.NewRequest("POST", "/api/v1/recipes/generate", nil)
			req.Header.Set("Authorization", "Bearer "+key)
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != 200 {
				b.Fatalf("got %d: %s", rec.Code, rec.Body)
			}
		}
	})
}

// BenchmarkUsageCommit measures raw durable usage commits per second through the
// store's group commit, 32 writers per core.
func BenchmarkUsageCommit(b *testing.B) {
	st := openStore(b)
	c, _, err := st.CreateClient(context.Background(), "bench", "scale", "")
	if err != nil {
		b.Fatal(err)
	}
	b.SetParallelism(32)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if err := st.RecordUsage(context.Background(), store.UsageEvent{ClientID: c.ID, Day: "2026-11-22", Operation: "generate"}); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkUsageCommitSerial is one caller at a time: no grouping possible, one
// transaction per count. It shows what group commit buys.
func BenchmarkUsageCommitSerial(b *testing.B) {
	st := openStore(b)
	c, _, err := st.CreateClient(context.Background(), "bench", "scale", "")
	if err != nil {
		b.Fatal(err)
	}
	var lat []time.Duration
	for b.Loop() {
		t := time.Now()
		if err := st.RecordUsage(context.Background(), store.UsageEvent{ClientID: c.ID, Day: "2026-11-22", Operation: "generate"}); err != nil {
			b.Fatal(err)
		}
		lat = append(lat, time.Since(t))
	}
	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds()), "p99-µs")
	b.ReportMetric(float64(lat[len(lat)-1].Microseconds()), "max-µs")
}

// BenchmarkGenerateHTTP is the whole REST stack over loopback TCP: HTTP, auth, limits,
// metering with a durable commit, the engine, JSON. 16 keep-alive clients per core.
func BenchmarkGenerateHTTP(b *testing.B) {
	st := openStore(b)
	setTier(b, st, "scale", 1<<30, 1<<30, 0)
	_, key, err := st.CreateClient(context.Background(), "bench", "scale", "")
	if err != nil {
		b.Fatal(err)
	}
	d := NewDeps(quietLog(), st, nil, nil, false)
	srv := httptest.NewServer(REST(d))
	defer srv.Close()
	client := srv.Client()
	client.Transport.(*http.Transport).MaxIdleConnsPerHost = 64
	body := `{"ingredients":["500 g chicken thighs","broccoli","jasmine rice","garlic","soy sauce"],"cuisine":"chinese"}`
	b.SetParallelism(16)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			req, _ := http.NewRequest("POST", srv.URL+"/api/v1/recipes/generate", strings.NewReader(body))
			req.Header.Set("Authorization", "Bearer "+key)
			req.Header.Set("Content-Type", "application/json")
			resp, err := client.Do(req)
			if err != nil {
				b.Fatal(err)
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if resp.StatusCode != 200 {
				b.Fatalf("got %d", resp.StatusCode)
			}
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "requests/s")
}
