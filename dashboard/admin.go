package dashboard

import "net/http"

func (d *Dashboard) adminRoutes(mux *http.ServeMux) {}

// handleAdminHome is the admin's landing page: links to the admin pages.
func (d *Dashboard) handleAdminHome() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		d.render(w, r, http.StatusOK, AdminHomePage(d.frame(w, r, "Admin"), adminNav[1:]))
	})
}
