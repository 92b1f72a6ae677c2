package api

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestDocumentedOperationsAreRouted(t *testing.T) {
	st := openStore(t)
	d := NewDeps(quietLog(), st, nil, nil, false)
	d.BaseURL, d.AIURL = "http://rest.test", "http://ai.test"
	hosts := map[string]http.Handler{"rest": REST(d), "ai": AI(d)}
	for _, o := range apiOps {
		for name, h := range hosts {
			if o.host != name && o.host != "both" {
				continue
			}
			path := strings.NewReplacer("{id}", "1", "{item_id}", "1").Replace(o.path)
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, httptest.NewRequest(o.method, path, nil))
			if rec.Code == 404 || rec.Code == 405 {
				t.Errorf("%s %s on the %s host: got %d; the document and the routes disagree", o.method, o.path, name, rec.Code)
			}
		}
	}
	rec := httptest.NewRecorder()
	hosts["rest"].ServeHTTP(rec, httptest.NewRequest("GET", "/openapi.json", nil))
	var doc map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &doc); err != nil || doc["openapi"] != "3.1.0" {
		t.Fatalf("openapi.json: %v", err)
	}
	rec = httptest.NewRecorder()
	hosts["rest"].ServeHTTP(rec, httptest.NewRequest("GET", "/docs", nil))
	if !strings.Contains(rec.Body.String(), `id="problem-validation_failed"`) {
		t.Error("/docs lacks the problem anchors that problem types link to")
	}
}
