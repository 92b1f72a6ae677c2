// Package api serves Larder's two JSON hosts: the REST host (recipes, pantries, usage,
// callback hosts) and the AI host (recipe operations). Every route is listed in this
// file; every authenticated one goes through the Guard.
package api

import (
	"log/slog"
	"net/http"
	"time"

	"larder/callbacks"
	"larder/store"
	"larder/upstream"
	"larder/web"
)

// Deps are what the hosts' handlers are made from.
type Deps struct {
	Log     *slog.Logger
	Store   *store.Store
	Guard   *Guard
	Metrics *Metrics
	Now     func() time.Time
	Ops     OpDeps
	BaseURL string // public addresses, for the API documents
	AIURL   string
	// Draining, when set, says the server is stopping: /readyz answers 503.
	Draining func() bool
	// Pages, when set, adds the dashboard's routes to the REST host's mux.
	Pages func(*http.ServeMux)
}

// NewDeps builds the shared pieces of both hosts over s. deliver queues a callback
// delivery and says whether it was "queued" or "dropped".
func NewDeps(log *slog.Logger, s *store.Store, up *upstream.Client, deliver func(callbacks.Delivery) string, allowPrivate bool) Deps {
	m := NewMetrics()
	return Deps{Log: log, Store: s, Guard: NewGuard(log, s, m, s.Now), Metrics: m, Now: s.Now,
		Ops: OpDeps{Hosts: s, Router: &Router{Log: log, Upstream: up, Metrics: m}, Deliver: deliver, AllowPrivate: allowPrivate, Now: s.Now}}
}

func commonRoutes(mux *http.ServeMux, d Deps) {
	mux.Handle("GET /healthz", handleHealthz())
	mux.Handle("GET /readyz", handleReadyz(d.Store, d.Draining))
	mux.Handle("GET /metrics", d.Metrics.handler())
	mux.Handle("GET /openapi.json", handleOpenAPI(d.BaseURL, d.AIURL))
	mux.Handle("GET /docs", handleDocs(d.BaseURL, d.AIURL))
}

// REST returns the handler of the REST host.
func REST(d Deps) http.Handler {
	mux := http.NewServeMux()
	commonRoutes(mux, d)
	g := d.Guard
	mux.Handle("POST /api/v1/recipes/generate", g.Metered("generate", handleGenerate(d.Store, d.Now)))
	mux.Handle("POST /api/v1/pantry-items/suggest-category", g.Metered("suggest-category", handleSuggestCategory()))
	mux.Handle("GET /api/v1/pantries", g.Limited(handleListPantries(d.Store)))
	mux.Handle("POST /api/v1/pantries", g.Limited(handleCreatePantry(d.Store)))
	mux.Handle("GET /api/v1/pantries/{id}", g.Limited(handleGetPantry(d.Store)))
	mux.Handle("PATCH /api/v1/pantries/{id}", g.Limited(handleRenamePantry(d.Store)))
	mux.Handle("DELETE /api/v1/pantries/{id}", g.Limited(handleDeleteOwned(d.Store.DeletePantry)))
	mux.Handle("POST /api/v1/pantries/{id}/items", g.Limited(handleAddItem(d.Store)))
	mux.Handle("PATCH /api/v1/pantries/{id}/items/{item_id}", g.Limited(handleUpdateItem(d.Store)))
	mux.Handle("DELETE /api/v1/pantries/{id}/items/{item_id}", g.Limited(handleDeleteItem(d.Store)))
	mux.Handle("GET /api/v1/usage", g.Limited(handleUsage(d.Store, g)))
	mux.Handle("GET /api/v1/callback-hosts", g.Limited(handleListHosts(d.Store)))
	mux.Handle("POST /api/v1/callback-hosts", g.Limited(handleRequestHost(d.Store, d.Ops.AllowPrivate)))
	mux.Handle("DELETE /api/v1/callback-hosts/{id}", g.Limited(handleDeleteOwned(d.Store.DeleteCallbackHost)))
	mux.Handle("GET /api/v1/callbacks", g.Limited(handleListDeliveries(d.Store)))
	if d.Pages != nil {
		d.Pages(mux)
	}
	return web.Wrap(d.Log, d.Metrics.observer("rest"), web.Routes(mux))
}

// AI returns the handler of the AI host.
func AI(d Deps) http.Handler {
	mux := http.NewServeMux()
	commonRoutes(mux, d)
	g, o := d.Guard, d.Ops
	mux.Handle("POST /api/v1/rewrite-tone", g.Metered("rewrite-tone", handleOperation[toneRequest]("rewrite-tone", o)))
	mux.Handle("POST /api/v1/budgetify-recipe", g.Metered("budgetify-recipe", handleOperation[budgetRequest]("budgetify-recipe", o)))
	mux.Handle("POST /api/v1/healthify", g.Metered("healthify", handleOperation[healthRequest]("healthify", o)))
	mux.Handle("POST /api/v1/adapt-method", g.Metered("adapt-method", handleOperation[adaptRequest]("adapt-method", o)))
	mux.Handle("POST /api/v1/suggest-substitute", g.Metered("suggest-substitute", handleOperation[substituteRequest]("suggest-substitute", o)))
	mux.Handle("POST /api/v1/enrich-ingredients", g.Metered("enrich-ingredients", handleOperation[enrichRequest]("enrich-ingredients", o)))
	return web.Wrap(d.Log, d.Metrics.observer("ai"), web.Routes(mux))
}
