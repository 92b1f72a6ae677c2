package api

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"larder/store"
)

func TestUncleanPathsAreProblemNotFound(t *testing.T) {
	e := newRESTEnv(t)
	_, key := e.client("starter")
	for _, path := range []string{"//api/v1/usage", "/api/v1//usage", "/api/v1/./usage", "/api/v1/x/../usage", "//openapi.json"} {
		for _, k := range []string{"", key} {
			resp := e.do("GET", path, k, "")
			p := problem(t, resp)
			if resp.StatusCode != http.StatusNotFound || p.Code != "not_found" || resp.Header.Get("Location") != "" {
				t.Errorf("GET %s (key %t): got %d %q Location %q, want 404 not_found and no redirect",
					path, k != "", resp.StatusCode, p.Code, resp.Header.Get("Location"))
			}
		}
	}
	if resp := e.do("GET", "/api/v1/usage", key, ""); resp.StatusCode != http.StatusOK {
		t.Errorf("the clean path: got %d, want 200", resp.StatusCode)
	}
}

func TestAuthenticatedAnswersAreNotSniffedOrCached(t *testing.T) {
	e := newRESTEnv(t)
	_, key := e.client("starter")
	cases := []struct{ method, path, key, body string }{
		{"GET", "/api/v1/usage", key, ""},
		{"GET", "/api/v1/pantries", key, ""},
		{"POST", "/api/v1/pantries", key, `{"name":"shelf"}`},
		{"POST", "/api/v1/recipes/generate", key, `{"ingredients":["rice","eggs","spinach"]}`},
		{"POST", "/api/v1/recipes/generate", key, `{"ingredients":[]}`},
		{"GET", "/api/v1/usage", "lk_unknown", ""},
	}
	for _, tc := range cases {
		resp := e.do(tc.method, tc.path, tc.key, tc.body)
		resp.Body.Close()
		if got := resp.Header.Get("X-Content-Type-Options"); got != "nosniff" {
			t.Errorf("%s %s: X-Content-Type-Options got %q, want nosniff", tc.method, tc.path, got)
		}
		if got := resp.Header.Get("Cache-Control"); got != "no-store" {
			t.Errorf("%s %s (%d): Cache-Control got %q, want no-store", tc.method, tc.path, resp.StatusCode, got)
		}
	}
}

// pantryPage is the body of GET /api/v1/pantries.
type pantryPage struct {
	Pantries   []store.Pantry `json:"pantries"`
	NextCursor *string        `json:"next_cursor"`
}

func TestPantriesArePagedAndLimited(t *testing.T) {
	e := newRESTEnv(t)
	_, key := e.client("scale")
	_, other := e.client("scale")
	for i := range store.MaxPantries {
		resp := e.post("/api/v1/pantries", key, fmt.Sprintf(`{"name":"p%d","items":[{"name":"rice"},{"name":"item %d"}]}`, i, i))
		resp.Body.Close()
		if resp.StatusCode != http.StatusCreated {
			t.Fatalf("pantry %d: got %d, want 201", i, resp.StatusCode)
		}
	}
	p := problem(t, e.post("/api/v1/pantries", key, `{"name":"one too many"}`))
	if p.Status != 422 || p.Code != "validation_failed" || !strings.Contains(p.Detail, "at most 100 pantries") {
		t.Errorf("pantry past the limit: got %d %q %q, want 422 validation_failed naming the limit", p.Status, p.Code, p.Detail)
	}
	if resp := e.post("/api/v1/pantries", other, `{"name":"mine"}`); resp.StatusCode != http.StatusCreated {
		t.Errorf("another client's first pantry: got %d, want 201 (the limit is per client)", resp.StatusCode)
	}

	var seen []int64
	cursor, pages := "", 0
	for {
		var page pantryPage
		decodeJSON(t, e.do("GET", "/api/v1/pantries?limit=30&cursor="+cursor, key, ""), &page)
		pages++
		for _, p := range page.Pantries {
			if len(p.Items) != 2 || p.Items[1].Name != "item "+strings.TrimPrefix(p.Name, "p") {
				t.Fatalf("pantry %s: got items %+v, want its own two", p.Name, p.Items)
			}
			if len(seen) > 0 && p.ID <= seen[len(seen)-1] {
				t.Fatalf("pantry %d after %d: want ascending ids", p.ID, seen[len(seen)-1])
			}
			seen = append(seen, p.ID)
		}
		if page.NextCursor == nil {
			break
		}
		cursor = *page.NextCursor
	}
	if len(seen) != store.MaxPantries || pages != 4 {
		t.Errorf("paging by 30: got %d pantries in %d pages, want 100 in 4", len(seen), pages)
	}
	var first pantryPage
	decodeJSON(t, e.do("GET", "/api/v1/pantries", key, ""), &first)
	if len(first.Pantries) != 20 || first.NextCursor == nil {
		t.Errorf("default page: got %d pantries, next %v; want 20 and a cursor", len(first.Pantries), first.NextCursor)
	}
	for _, q := range []string{"limit=0", "limit=101", "limit=ten", "cursor=zzz", "cursor=" + strings.Repeat("A", 8)} {
		if p := problem(t, e.do("GET", "/api/v1/pantries?"+q, key, "")); p.Code != "validation_failed" {
			t.Errorf("?%s: got %q, want validation_failed", q, p.Code)
		}
	}
}

func TestItemCapHoldsUnderConcurrentAdds(t *testing.T) {
	e := newRESTEnv(t)
	clientID, key := e.client("scale")
	items := make([]string, 490)
	for i := range items {
		items[i] = fmt.Sprintf(`{"name":"thing %d"}`, i)
	}
	var p store.Pantry
	decodeJSON(t, e.post("/api/v1/pantries", key, `{"name":"full","items":[`+strings.Join(items, ",")+`]}`), &p)
	codes := make(chan int, 60)
	var wg sync.WaitGroup
	for i := range 60 {
		wg.Go(func() {
			resp := e.post(fmt.Sprintf("/api/v1/pantries/%d/items", p.ID), key, fmt.Sprintf(`{"name":"late %d"}`, i))
			resp.Body.Close()
			codes <- resp.StatusCode
		})
	}
	wg.Wait()
	close(codes)
	got := map[int]int{}
	for c := range codes {
		got[c]++
	}
	if got[201] != 10 || got[422] != 50 {
		t.Errorf("60 adds at 490 items: got %v, want 10 created and 50 refused", got)
	}
	stored, err := e.st.FindPantry(context.Background(), clientID, p.ID)
	if err != nil || len(stored.Items) != 500 {
		t.Errorf("stored: got %d items (%v), want 500", len(stored.Items), err)
	}
}

func TestCallbackHostRequests(t *testing.T) {
	e := newRESTEnv(t)
	_, key := e.client("scale")
	for _, host := range []string{"127.0.0.1", "10.0.0.8:8443", "[::1]", "169.254.169.254", "[fe80::1]", "[::ffff:10.0.0.1]",
		"0.0.0.0", "192.168.1.1", "[2001:db8::1]", "localhost", "LOCALHOST.", "api.localhost", "100.64.0.1"} {
		p := problem(t, e.post("/api/v1/callback-hosts", key, fmt.Sprintf(`{"host":%q}`, host)))
		if p.Code != "validation_failed" || len(p.Errors) != 1 || p.Errors[0].Field != "host" {
			t.Errorf("host %s: got %q %+v, want validation_failed on host", host, p.Code, p.Errors)
		}
	}
	for i := range store.MaxPendingHosts {
		resp := e.post("/api/v1/callback-hosts", key, fmt.Sprintf(`{"host":"hooks%d.example.com"}`, i))
		resp.Body.Close()
		if resp.StatusCode != http.StatusCreated {
			t.Fatalf("host %d: got %d, want 201", i, resp.StatusCode)
		}
	}
	p := problem(t, e.post("/api/v1/callback-hosts", key, `{"host":"one-more.example.com"}`))
	if p.Code != "validation_failed" || !strings.Contains(p.Detail, "20 callback hosts already wait") {
		t.Errorf("past the pending limit: got %q %q, want validation_failed naming the limit", p.Code, p.Detail)
	}
	if resp := e.post("/api/v1/callback-hosts", key, `{"host":"hooks3.example.com"}`); resp.StatusCode != http.StatusOK {
		t.Errorf("asking again for a known host at the limit: got %d, want 200", resp.StatusCode)
	}
	var hosts struct {
		CallbackHosts []store.CallbackHost `json:"callback_hosts"`
	}
	decodeJSON(t, e.do("GET", "/api/v1/callback-hosts", key, ""), &hosts)
	if len(hosts.CallbackHosts) != store.MaxPendingHosts {
		t.Fatalf("got %d hosts, want %d (refused ones change nothing)", len(hosts.CallbackHosts), store.MaxPendingHosts)
	}
	if _, err := e.st.DecideCallbackHost(context.Background(), hosts.CallbackHosts[0].ID, store.HostApproved); err != nil {
		t.Fatal(err)
	}
	if resp := e.post("/api/v1/callback-hosts", key, `{"host":"one-more.example.com"}`); resp.StatusCode != http.StatusCreated {
		t.Errorf("after an approval frees a place: got %d, want 201", resp.StatusCode)
	}
}
