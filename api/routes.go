// Package api serves Larder's two JSON hosts: the REST host (recipes, pantries, usage,
// callback hosts) and the AI host (recipe operations). Every route is listed in this
// file; every authenticated one goes through the Guard.
package api

import (
	"log/slog"
	"net/http"
	"time"

	"larder/store"
	"larder/web"
)

// Deps are what the hosts' handlers are made from.
type Deps struct {
	Log     *slog.Logger
	Store   *store.Store
	Guard   *Guard
	Metrics *Metrics
	Now     func() time.Time
}

// NewDeps builds the shared pieces of both hosts over s.
func NewDeps(log *slog.Logger, s *store.Store) Deps {
	m := NewMetrics()
	return Deps{Log: log, Store: s, Guard: NewGuard(log, s, m, s.Now), Metrics: m, Now: s.Now}
}

func commonRoutes(mux *http.ServeMux, d Deps) {
	mux.Handle("GET /healthz", handleHealthz())
	mux.Handle("GET /readyz", handleReadyz(d.Store))
	mux.Handle("GET /metrics", d.Metrics.handler())
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
	mux.Handle("DELETE /api/v1/pantries/{id}", g.Limited(handleDeletePantry(d.Store)))
	mux.Handle("POST /api/v1/pantries/{id}/items", g.Limited(handleAddItem(d.Store)))
	mux.Handle("PATCH /api/v1/pantries/{id}/items/{item_id}", g.Limited(handleUpdateItem(d.Store)))
	mux.Handle("DELETE /api/v1/pantries/{id}/items/{item_id}", g.Limited(handleDeleteItem(d.Store)))
	mux.Handle("GET /api/v1/usage", g.Limited(handleUsage(d.Store, g)))
	return web.Wrap(d.Log, d.Metrics.observer("rest"), web.Routes(mux))
}

// AI returns the handler of the AI host.
func AI(d Deps) http.Handler {
	mux := http.NewServeMux()
	commonRoutes(mux, d)
	return web.Wrap(d.Log, d.Metrics.observer("ai"), web.Routes(mux))
}
