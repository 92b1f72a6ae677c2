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
	mux.Handle("GET /api/v1/usage", d.Guard.Limited(handleUsage(d.Store, d.Guard)))
	return web.Wrap(d.Log, d.Metrics.observer("rest"), web.Routes(mux))
}

// AI returns the handler of the AI host.
func AI(d Deps) http.Handler {
	mux := http.NewServeMux()
	commonRoutes(mux, d)
	return web.Wrap(d.Log, d.Metrics.observer("ai"), web.Routes(mux))
}
