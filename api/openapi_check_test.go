package api

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/legacy"

	"larder/web"
)

// checkAgainstOpenAPI makes every answer the test server's client receives be
// validated against the /openapi.json that server serves (kin-openapi): a documented
// route answering a status, content type or body the document does not allow fails
// the test. The document itself is validated first. It returns the count of answers
// checked.
func checkAgainstOpenAPI(t testing.TB, srv *httptest.Server) *atomic.Int64 {
	t.Helper()
	resp, err := http.Get(srv.URL + "/openapi.json")
	if err != nil {
		t.Fatal(err)
	}
	raw, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	doc, err := openapi3.NewLoader().LoadFromData(raw)
	if err != nil {
		t.Fatalf("/openapi.json does not load: %v", err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatalf("/openapi.json is not a valid OpenAPI document: %v", err)
	}
	// Route by path on the test server, whatever addresses the document names.
	doc.Servers = openapi3.Servers{{URL: srv.URL}}
	for _, item := range doc.Paths.Map() {
		item.Servers = nil
	}
	router, err := legacy.NewRouter(doc)
	if err != nil {
		t.Fatal(err)
	}
	client := srv.Client()
	v := &validatingTransport{t: t, base: client.Transport, router: router}
	client.Transport = v
	return &v.checked
}

type validatingTransport struct {
	t       testing.TB
	base    http.RoundTripper
	router  routers.Router
	checked atomic.Int64
}

var strictResponses = &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true}

func (v *validatingTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := v.base.RoundTrip(req)
	if err != nil {
		return resp, err
	}
	route, params, err := v.router.FindRoute(req)
	if err != nil {
		return resp, nil // not a documented route (unknown paths, test-only handlers)
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	resp.Body = io.NopCloser(bytes.NewReader(body))
	if err != nil {
		return resp, nil // the test sees the cut body itself
	}
	in := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route, Options: strictResponses},
		Status:                 resp.StatusCode,
		Header:                 resp.Header,
		Options:                strictResponses,
	}
	in.SetBodyBytes(body)
	if err := openapi3filter.ValidateResponse(req.Context(), in); err != nil {
		v.t.Errorf("%s %s answered %d, which /openapi.json does not allow: %v\nbody: %.600s", req.Method, req.URL.Path, resp.StatusCode, err, body)
	}
	v.checked.Add(1)
	return resp, nil
}

// CloseIdleConnections lets httptest.Server.Close close the client's connections.
func (v *validatingTransport) CloseIdleConnections() {
	if c, ok := v.base.(interface{ CloseIdleConnections() }); ok {
		c.CloseIdleConnections()
	}
}

// recordingTB keeps what would fail a test instead of failing it.
type recordingTB struct {
	testing.TB
	failures []string
}

func (r *recordingTB) Errorf(format string, args ...any) {
	r.failures = append(r.failures, fmt.Sprintf(format, args...))
}

func TestOpenAPICheckCatchesAnswersTheDocumentDoesNotAllow(t *testing.T) {
	mux := http.NewServeMux()
	mux.Handle("GET /openapi.json", handleOpenAPI("", ""))
	mux.HandleFunc("GET /api/v1/usage", func(w http.ResponseWriter, r *http.Request) {
		web.JSON(w, http.StatusOK, map[string]any{"tier": 5, "limits": map[string]any{}, "days": []any{}})
	})
	mux.HandleFunc("GET /api/v1/callbacks", func(w http.ResponseWriter, r *http.Request) {
		web.JSON(w, http.StatusTeapot, map[string]any{})
	})
	mux.HandleFunc("GET /api/v1/callback-hosts", func(w http.ResponseWriter, r *http.Request) {
		web.JSON(w, http.StatusOK, map[string]any{"callback_hosts": []any{}})
	})
	srv := httptest.NewServer(web.Wrap(quietLog(), nil, mux))
	t.Cleanup(srv.Close)
	rec := &recordingTB{TB: t}
	checked := checkAgainstOpenAPI(rec, srv)
	for _, path := range []string{"/api/v1/usage", "/api/v1/callbacks", "/api/v1/callback-hosts"} {
		resp, err := srv.Client().Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
	}
	if checked.Load() != 3 || len(rec.failures) != 2 {
		t.Errorf("checked %d answers with failures %q; want 3 checked, the wrong body and the undocumented status caught", checked.Load(), rec.failures)
	}
}
