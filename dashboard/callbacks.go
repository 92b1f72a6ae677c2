package dashboard

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"larder/callbacks"
	"larder/store"
)

// callbackStore is what the callbacks page needs.
type callbackStore interface {
	RotateCallbackSecret(ctx context.Context, clientID string) (string, error)
	ListCallbackHosts(ctx context.Context, clientID, status string) ([]store.CallbackHost, error)
	RequestCallbackHost(ctx context.Context, clientID, host string, port int) (store.CallbackHost, bool, error)
	DeleteCallbackHost(ctx context.Context, clientID string, id int64) error
	ListDeliveries(ctx context.Context, clientID string, limit int) ([]store.DeliveryRecord, error)
}

// CallbacksView is the callbacks page: the secret, the hosts and the deliveries.
type CallbacksView struct {
	Client     store.Client
	Reveal     bool
	Hosts      []store.CallbackHost
	Deliveries []store.DeliveryRecord
	HostInput  Input
}

// recentDeliveries is how many deliveries the page lists.
const recentDeliveries = 25

func (d *Dashboard) handleCallbacks() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		d.showCallbacks(w, r, http.StatusOK, r.URL.Query().Has("reveal"), hostInput("", ""))
	})
}

func hostInput(value, problem string) Input {
	return Input{Name: "host", Label: "Host", Type: "text", Value: value, Autocomplete: "off", Error: problem,
		Hint: "A host name such as hooks.example.com, with :port when it is not 443."}
}

func (d *Dashboard) showCallbacks(w http.ResponseWriter, r *http.Request, status int, reveal bool, in Input) {
	c, _, err := d.myClient(r)
	if err != nil {
		d.fail(w, r, err)
		return
	}
	v := CallbacksView{Client: c, Reveal: reveal, HostInput: in}
	if v.Hosts, err = d.st.ListCallbackHosts(r.Context(), c.ID, ""); err != nil {
		d.fail(w, r, err)
		return
	}
	if v.Deliveries, err = d.st.ListDeliveries(r.Context(), c.ID, recentDeliveries); err != nil {
		d.fail(w, r, err)
		return
	}
	d.render(w, r, status, CallbacksPage(d.frame(w, r, "Callbacks"), v))
}

func (d *Dashboard) handleRotateSecretForm() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		d.render(w, r, http.StatusOK, RotateSecretPage(d.frame(w, r, "Rotate the callback secret")))
	})
}

// handleRotateSecret gives the client a new secret and shows it.
func (d *Dashboard) handleRotateSecret() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, _, err := d.myClient(r)
		if err != nil {
			d.fail(w, r, err)
			return
		}
		if _, err := d.st.RotateCallbackSecret(r.Context(), c.ID); err != nil {
			d.fail(w, r, err)
			return
		}
		d.audit(r, store.AuditSecretRotate, c.AuditTarget(), "")
		d.flash(w, r, "The callback secret is new. The next delivery is signed with it; the old one stopped working.")
		http.Redirect(w, r, "/callbacks?reveal", http.StatusSeeOther)
	})
}

// handleRequestHost asks for a callback host; it waits for an admin's approval.
func (d *Dashboard) handleRequestHost() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !d.readForm(w, r) {
			return
		}
		raw := strings.TrimSpace(r.PostFormValue("host"))
		host, port, err := callbacks.ParseHostPort(raw)
		if err == nil {
			err = callbacks.CheckRegistrable(host) // as the API refuses them
		}
		if err != nil {
			d.showCallbacks(w, r, http.StatusUnprocessableEntity, false, hostInput(raw, err.Error()))
			return
		}
		c, _, err := d.myClient(r)
		if err != nil {
			d.fail(w, r, err)
			return
		}
		h, created, err := d.st.RequestCallbackHost(r.Context(), c.ID, host, port)
		if errors.Is(err, store.ErrLimit) {
			d.showCallbacks(w, r, http.StatusUnprocessableEntity, false,
				hostInput(raw, strings.TrimSuffix(err.Error(), ": "+store.ErrLimit.Error())))
			return
		}
		if err != nil {
			d.fail(w, r, err)
			return
		}
		msg := fmt.Sprintf("%s is %s.", hostPort(h), h.Status)
		if created {
			msg = fmt.Sprintf("You asked for %s. An admin will approve it; until then callbacks to it are refused.", hostPort(h))
		}
		d.flash(w, r, msg)
		http.Redirect(w, r, "/callbacks", http.StatusSeeOther)
	})
}

func (d *Dashboard) handleDeleteHost() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
		if err != nil {
			d.errorPage(w, r, http.StatusNotFound, "No such callback host.")
			return
		}
		c, _, err := d.myClient(r)
		if err != nil {
			d.fail(w, r, err)
			return
		}
		// Another client's host is not found, as in the API.
		if err := d.st.DeleteCallbackHost(r.Context(), c.ID, id); errors.Is(err, store.ErrNotFound) {
			d.errorPage(w, r, http.StatusNotFound, "No such callback host.")
			return
		} else if err != nil {
			d.fail(w, r, err)
			return
		}
		d.flash(w, r, "The callback host is deleted.")
		http.Redirect(w, r, "/callbacks", http.StatusSeeOther)
	})
}

// hostPort writes a host with its port when that is not 443.
func hostPort(h store.CallbackHost) string {
	if h.Port == 443 {
		return h.Host
	}
	return h.Host + ":" + strconv.Itoa(h.Port)
}

func hostBadge(status string) string {
	switch status {
	case store.HostApproved:
		return "badge-ok"
	case store.HostRejected:
		return "badge-bad"
	}
	return "badge-warn"
}

func outcomeBadge(outcome string) string {
	switch outcome {
	case store.OutcomeDelivered:
		return "badge-ok"
	case store.OutcomeDropped:
		return "badge-warn"
	}
	return "badge-bad"
}

func statusCode(code *int) string {
	if code == nil {
		return "—"
	}
	return strconv.Itoa(*code)
}

// maskedSecret shows the secret's kind and nothing of its value.
func maskedSecret(secret string) string {
	prefix, _, _ := strings.Cut(secret, "_")
	return prefix + "_" + strings.Repeat("•", 24)
}
