package dashboard

import (
	"context"
	"errors"
	"net/http"
	"strconv"

	"larder/store"
)

// hostAdminStore is what the admin's callback host page needs.
type hostAdminStore interface {
	ListCallbackHosts(ctx context.Context, clientID, status string) ([]store.CallbackHost, error)
	DecideCallbackHost(ctx context.Context, id int64, status string) (store.CallbackHost, error)
}

// HostsView is the admin's callback host page: the hosts waiting for a decision and
// those decided.
type HostsView struct {
	Pending []store.CallbackHost
	Decided []store.CallbackHost
}

func (d *Dashboard) handleHosts() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hosts, err := d.st.ListCallbackHosts(r.Context(), "", "")
		if err != nil {
			d.fail(w, r, err)
			return
		}
		var v HostsView
		for _, h := range hosts {
			if h.Status == store.HostPending {
				v.Pending = append(v.Pending, h)
			} else {
				v.Decided = append(v.Decided, h)
			}
		}
		d.render(w, r, http.StatusOK, HostsPage(d.frame(w, r, "Callback hosts"), v))
	})
}

// handleDecideHost approves or rejects a callback host; the running API sees it on its
// next call.
func (d *Dashboard) handleDecideHost(status string) http.Handler {
	action := store.AuditHostApprove
	if status == store.HostRejected {
		action = store.AuditHostReject
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
		if err != nil {
			d.errorPage(w, r, http.StatusNotFound, "No such callback host.")
			return
		}
		h, err := d.st.DecideCallbackHost(r.Context(), id, status)
		if errors.Is(err, store.ErrNotFound) {
			d.errorPage(w, r, http.StatusNotFound, "No such callback host.")
			return
		} else if err != nil {
			d.fail(w, r, err)
			return
		}
		d.audit(r, action, hostPort(h), "for client "+h.ClientName+" ("+h.ClientID+")")
		d.flash(w, r, hostPort(h)+" for "+h.ClientName+" is "+h.Status+".")
		http.Redirect(w, r, "/admin/hosts", http.StatusSeeOther)
	})
}
