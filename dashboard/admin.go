package dashboard

import (
	"net/http"

	"larder/store"
)

func (d *Dashboard) adminRoutes(mux *http.ServeMux) {
	mux.Handle("GET /admin/hosts", d.page(adminOnly, d.handleHosts()))
	mux.Handle("POST /admin/hosts/{id}/approve", d.page(adminOnly, d.handleDecideHost(store.HostApproved)))
	mux.Handle("POST /admin/hosts/{id}/reject", d.page(adminOnly, d.handleDecideHost(store.HostRejected)))
	mux.Handle("GET /admin/audit", d.page(adminOnly, d.handleAudit()))
}

// handleAdminHome is the admin's landing page: links to the admin pages.
func (d *Dashboard) handleAdminHome() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		d.render(w, r, http.StatusOK, AdminHomePage(d.frame(w, r, "Admin"), adminNav[1:]))
	})
}
