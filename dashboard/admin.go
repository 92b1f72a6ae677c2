package dashboard

import (
	"context"
	"net/http"
	"time"

	"larder/store"
)

func (d *Dashboard) adminRoutes(mux *http.ServeMux) {
	mux.Handle("GET /admin/hosts", d.page(adminOnly, d.handleHosts()))
	mux.Handle("POST /admin/hosts/{id}/approve", d.page(adminOnly, d.handleDecideHost(store.HostApproved)))
	mux.Handle("POST /admin/hosts/{id}/reject", d.page(adminOnly, d.handleDecideHost(store.HostRejected)))
	mux.Handle("GET /admin/audit", d.page(adminOnly, d.handleAudit()))
	mux.Handle("GET /admin/tiers", d.page(adminOnly, d.handleTiers()))
	mux.Handle("POST /admin/tiers/{name}", d.page(adminOnly, d.handleSetTierNumbers()))
	mux.Handle("GET /admin/upgrades", d.page(adminOnly, d.handleUpgrades()))
	mux.Handle("POST /admin/upgrades/{id}/grant", d.page(adminOnly, d.handleDecideUpgrade(true)))
	mux.Handle("POST /admin/upgrades/{id}/decline", d.page(adminOnly, d.handleDecideUpgrade(false)))
	mux.Handle("GET /admin/admins", d.page(adminOnly, d.handleAdmins()))
	mux.Handle("POST /admin/admins/invite", d.page(adminOnly, d.handleInviteAdmin()))
	mux.Handle("GET /admin/clients", d.page(adminOnly, d.handleClients()))
	mux.Handle("POST /admin/clients", d.page(adminOnly, d.handleCreateClient()))
	mux.Handle("GET /admin/clients/{id}", d.page(adminOnly, d.handleAdminClient()))
	mux.Handle("POST /admin/clients/{id}/tier", d.page(adminOnly, d.handleSetTier()))
	mux.Handle("POST /admin/clients/{id}/key/rotate", d.page(adminOnly, d.handleAdminRotateKey()))
	mux.Handle("POST /admin/clients/{id}/key/revoke", d.page(adminOnly, d.handleAdminRevokeKey()))
	mux.Handle("POST /admin/clients/{id}/secret/rotate", d.page(adminOnly, d.handleAdminRotateSecret()))
	mux.Handle("POST /admin/clients/{id}/invite", d.page(adminOnly, d.handleInviteToClient()))
}

// overviewStore is what the admin's overview needs of the store.
type overviewStore interface {
	ListClients(ctx context.Context) ([]store.Client, error)
	TopClients(ctx context.Context, since string, limit int) ([]store.ClientCalls, error)
	CountDeliveries(ctx context.Context, since time.Time) (map[string]int, error)
	ListTierRequests(ctx context.Context) ([]store.TierRequest, error)
}

// Count is a labelled figure of a table.
type Count struct {
	Label string
	Code  string
	N     int
}

// AdminOverview is the admin's home: the service's last 30 days.
type AdminOverview struct {
	Clients      int
	PendingHosts int
	Upgrades     int
	Chart        Charts
	ByOp         []OpTotal
	Refusals     []Count
	Top          []store.ClientCalls
	Outcomes     []Count
}

// topClients is how many clients the overview ranks.
const topClients = 10

// handleAdminHome is the admin's landing page: the service-wide overview.
func (d *Dashboard) handleAdminHome() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ov, err := d.adminOverview(r.Context())
		if err != nil {
			d.fail(w, r, err)
			return
		}
		d.render(w, r, http.StatusOK, AdminOverviewPage(d.frame(w, r, "Overview"), ov))
	})
}

func (d *Dashboard) adminOverview(ctx context.Context) (AdminOverview, error) {
	var ov AdminOverview
	days, err := d.usage.ServiceUsage(ctx)
	if err != nil {
		return ov, err
	}
	ov.Chart = newCharts("Metered calls across the service", days)
	ov.ByOp = byOperation(days)
	since := ""
	if len(days) > 0 {
		since = days[0].Day
	}
	if ov.Top, err = d.st.TopClients(ctx, since, topClients); err != nil {
		return ov, err
	}
	clients, err := d.st.ListClients(ctx)
	if err != nil {
		return ov, err
	}
	ov.Clients = len(clients)
	hosts, err := d.st.ListCallbackHosts(ctx, "", store.HostPending)
	if err != nil {
		return ov, err
	}
	ov.PendingHosts = len(hosts)
	reqs, err := d.st.ListTierRequests(ctx)
	if err != nil {
		return ov, err
	}
	ov.Upgrades = len(reqs)
	refused := d.usage.Refusals()
	for _, c := range []Count{{"Trial used up", "trial_exhausted", 0}, {"Daily quota reached", "daily_quota_exceeded", 0},
		{"Per-minute limit", "rate_limited", 0}} {
		c.N = refused[c.Code]
		ov.Refusals = append(ov.Refusals, c)
	}
	outcomes, err := d.st.CountDeliveries(ctx, d.now().AddDate(0, 0, -30))
	if err != nil {
		return ov, err
	}
	for _, c := range []Count{{"Delivered", store.OutcomeDelivered, 0}, {"Failed", store.OutcomeFailed, 0},
		{"Refused", store.OutcomeRefused, 0}, {"Dropped", store.OutcomeDropped, 0}} {
		c.N = outcomes[c.Code]
		ov.Outcomes = append(ov.Outcomes, c)
	}
	return ov, nil
}
