package dashboard

import (
	"errors"
	"net/http"
	"strings"
	"time"

	"larder/store"
)

// ClientView is the admin's page of one client: its tier, keys, secret and people.
type ClientView struct {
	Client store.Client
	Tiers  []store.Tier
	Keys   []store.APIKey
	Hosts  []store.CallbackHost
	Issued *Issued // a new key, secret or invitation, shown on this answer only
	Email  Input
	Now    time.Time
}

// adminClient finds the client named by the URL, answering 404 when there is none.
func (d *Dashboard) adminClient(w http.ResponseWriter, r *http.Request) (store.Client, bool) {
	c, err := d.st.FindClient(r.Context(), r.PathValue("id"))
	if errors.Is(err, store.ErrNotFound) || err == nil && c.ID != r.PathValue("id") {
		d.errorPage(w, r, http.StatusNotFound, "No such client.")
		return store.Client{}, false
	} else if err != nil {
		d.fail(w, r, err)
		return store.Client{}, false
	}
	return c, true
}

func (d *Dashboard) handleAdminClient() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if c, ok := d.adminClient(w, r); ok {
			d.showAdminClient(w, r, http.StatusOK, ClientView{Client: c, Email: emailInput("", "", false)})
		}
	})
}

func (d *Dashboard) showAdminClient(w http.ResponseWriter, r *http.Request, status int, v ClientView) {
	var err error
	if v.Tiers, err = d.st.ListTiers(r.Context()); err != nil {
		d.fail(w, r, err)
		return
	}
	if v.Keys, err = d.st.ListKeys(r.Context(), v.Client.ID); err != nil {
		d.fail(w, r, err)
		return
	}
	if v.Hosts, err = d.st.ListCallbackHosts(r.Context(), v.Client.ID, ""); err != nil {
		d.fail(w, r, err)
		return
	}
	v.Now = d.now()
	d.render(w, r, status, AdminClientPage(d.frame(w, r, v.Client.Name), v))
}

// clientAction wraps an admin's change to the client named by the URL: it reads the
// form, finds the client, and runs act, which answers.
func (d *Dashboard) clientAction(act func(w http.ResponseWriter, r *http.Request, c store.Client)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !d.readForm(w, r) {
			return
		}
		if c, ok := d.adminClient(w, r); ok {
			act(w, r, c)
		}
	})
}

func (d *Dashboard) backToClient(w http.ResponseWriter, r *http.Request, c store.Client, msg string) {
	d.flash(w, r, msg)
	http.Redirect(w, r, "/admin/clients/"+c.ID, http.StatusSeeOther)
}

// handleSetTier moves the client to another tier; the API applies it on the next call.
func (d *Dashboard) handleSetTier() http.Handler {
	return d.clientAction(func(w http.ResponseWriter, r *http.Request, c store.Client) {
		tier := r.PostFormValue("tier")
		if _, err := d.st.FindTier(r.Context(), tier); err != nil {
			d.errorPage(w, r, http.StatusUnprocessableEntity, "Choose one of the tiers.")
			return
		}
		if tier == c.Tier {
			d.backToClient(w, r, c, c.Name+" is on the "+tier+" tier already.")
			return
		}
		if err := d.st.SetClientTier(r.Context(), c.ID, tier); err != nil {
			d.fail(w, r, err)
			return
		}
		d.audit(r, store.AuditClientTier, c.AuditTarget(), "from "+c.Tier+" to "+tier)
		d.backToClient(w, r, c, c.Name+" is now on the "+tier+" tier.")
	})
}

// handleAdminRotateKey gives the client a new key, shown on this answer only.
func (d *Dashboard) handleAdminRotateKey() http.Handler {
	return d.clientAction(func(w http.ResponseWriter, r *http.Request, c store.Client) {
		o, ok := d.rotation(w, r)
		if !ok {
			return
		}
		key, err := d.st.RotateKey(r.Context(), c.ID, o)
		if err != nil {
			d.fail(w, r, err)
			return
		}
		d.audit(r, store.AuditKeyRotate, c.AuditTarget(), graceDetail(o.Grace))
		d.showAdminClient(w, r, http.StatusOK, ClientView{Client: c, Email: emailInput("", "", false),
			Issued: &Issued{Client: c, APIKey: key, Grace: o.Grace}})
	})
}

// handleAdminRevokeKey stops every key of the client at once.
func (d *Dashboard) handleAdminRevokeKey() http.Handler {
	return d.clientAction(func(w http.ResponseWriter, r *http.Request, c store.Client) {
		if err := d.st.RevokeKeys(r.Context(), c.ID); err != nil {
			d.fail(w, r, err)
			return
		}
		d.audit(r, store.AuditKeyRevoke, c.AuditTarget(), "every key revoked")
		d.backToClient(w, r, c, "Every key of "+c.Name+" is revoked. Rotate to issue a new one.")
	})
}

// handleAdminRotateSecret gives the client a new callback secret, shown once here (the
// client reads it on its own page too).
func (d *Dashboard) handleAdminRotateSecret() http.Handler {
	return d.clientAction(func(w http.ResponseWriter, r *http.Request, c store.Client) {
		secret, err := d.st.RotateCallbackSecret(r.Context(), c.ID)
		if err != nil {
			d.fail(w, r, err)
			return
		}
		d.audit(r, store.AuditSecretRotate, c.AuditTarget(), "")
		d.showAdminClient(w, r, http.StatusOK, ClientView{Client: c, Email: emailInput("", "", false),
			Issued: &Issued{Client: c, Secret: secret}})
	})
}

// handleInviteToClient makes a one-time link for a person to the client's dashboard.
func (d *Dashboard) handleInviteToClient() http.Handler {
	return d.clientAction(func(w http.ResponseWriter, r *http.Request, c store.Client) {
		email := strings.TrimSpace(r.PostFormValue("email"))
		problem, err := d.checkEmail(r.Context(), email)
		if err != nil {
			d.fail(w, r, err)
			return
		}
		if problem != "" {
			d.showAdminClient(w, r, http.StatusUnprocessableEntity, ClientView{Client: c, Email: emailInput(email, problem, false)})
			return
		}
		link, err := d.invite(r, email, c)
		if err != nil {
			d.fail(w, r, err)
			return
		}
		d.showAdminClient(w, r, http.StatusOK, ClientView{Client: c, Email: emailInput("", "", false),
			Issued: &Issued{Client: c, InviteURL: link, Email: email}})
	})
}
