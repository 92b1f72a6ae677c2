package dashboard

import (
	"context"
	"errors"
	"net/http"
	"net/mail"
	"net/url"
	"strings"
	"time"

	"larder/store"
)

// clientAdminStore is what the admin's client pages need of the store.
type clientAdminStore interface {
	ListClients(ctx context.Context) ([]store.Client, error)
	CreateClient(ctx context.Context, name, tier, email string) (store.Client, string, error)
	SetClientTier(ctx context.Context, clientID, tier string) error
	RevokeKeys(ctx context.Context, clientID string) error
	CreateToken(ctx context.Context, purpose, email, clientID string, ttl time.Duration) (string, error)
	FindUserByEmail(ctx context.Context, email string) (store.User, error)
}

// ClientsView is the admin's list of clients with the form that creates one.
type ClientsView struct {
	Clients []store.Client
	Tiers   []store.Tier
	Name    Input
	Email   Input
	Tier    string
	Created *Issued // set once, on the answer to a creation
}

// Issued is what exists only on the answer that made it: a key, a secret, a link.
type Issued struct {
	Client    store.Client
	APIKey    string
	Secret    string
	InviteURL string
	Email     string
	Grace     time.Duration
}

func nameInput(value, problem string) Input {
	return Input{Name: "name", Label: "Name", Type: "text", Value: value, Error: problem, Autocomplete: "off",
		Hint: "Unique; the application's or the company's name."}
}

func emailInput(value, problem string, optional bool) Input {
	in := Input{Name: "email", Label: "Email", Type: "email", Value: value, Error: problem, Autocomplete: "off", Optional: optional}
	if optional {
		in.Hint = "Invite this person to the client's dashboard: a one-time link, valid 7 days."
	}
	return in
}

func (d *Dashboard) handleClients() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		d.showClients(w, r, http.StatusOK, ClientsView{Name: nameInput("", ""), Email: emailInput("", "", true), Tier: "sandbox"})
	})
}

func (d *Dashboard) showClients(w http.ResponseWriter, r *http.Request, status int, v ClientsView) {
	var err error
	if v.Clients, err = d.st.ListClients(r.Context()); err != nil {
		d.fail(w, r, err)
		return
	}
	if v.Tiers, err = d.st.ListTiers(r.Context()); err != nil {
		d.fail(w, r, err)
		return
	}
	d.render(w, r, status, ClientsPage(d.frame(w, r, "Clients"), v))
}

// checkEmail returns what is wrong with an email address for a new account, or "".
func (d *Dashboard) checkEmail(ctx context.Context, email string) (string, error) {
	if a, err := mail.ParseAddress(email); err != nil || a.Address != email || len(email) > 254 {
		return "Enter one email address, such as cook@example.com.", nil
	}
	_, err := d.st.FindUserByEmail(ctx, email)
	switch {
	case err == nil:
		return "An account for " + email + " exists already.", nil
	case errors.Is(err, store.ErrNotFound):
		return "", nil
	}
	return "", err
}

// handleCreateClient makes a client, and an invitation when an email is given; the
// key and the link are shown on this answer only.
func (d *Dashboard) handleCreateClient() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !d.readForm(w, r) {
			return
		}
		name, email, tier := strings.TrimSpace(r.PostFormValue("name")), strings.TrimSpace(r.PostFormValue("email")), r.PostFormValue("tier")
		v := ClientsView{Name: nameInput(name, ""), Email: emailInput(email, "", true), Tier: tier}
		switch {
		case name == "":
			v.Name.Error = "Give the client a name."
		case len(name) > 100:
			v.Name.Error = "Use at most 100 characters."
		}
		if email != "" {
			problem, err := d.checkEmail(r.Context(), email)
			if err != nil {
				d.fail(w, r, err)
				return
			}
			v.Email.Error = problem
		}
		if _, err := d.st.FindTier(r.Context(), tier); err != nil {
			d.errorPage(w, r, http.StatusUnprocessableEntity, "Choose one of the tiers.")
			return
		}
		if v.Name.Error != "" || v.Email.Error != "" {
			d.showClients(w, r, http.StatusUnprocessableEntity, v)
			return
		}
		c, key, err := d.st.CreateClient(r.Context(), name, tier, email)
		if errors.Is(err, store.ErrConflict) {
			v.Name.Error = "A client with this name exists already."
			d.showClients(w, r, http.StatusUnprocessableEntity, v)
			return
		} else if err != nil {
			d.fail(w, r, err)
			return
		}
		d.audit(r, store.AuditClientCreate, c.AuditTarget(), "tier "+c.Tier)
		v = ClientsView{Name: nameInput("", ""), Email: emailInput("", "", true), Tier: "sandbox",
			Created: &Issued{Client: c, APIKey: key, Secret: c.CallbackSecret}}
		if email != "" {
			if v.Created.InviteURL, err = d.invite(r, email, c); err != nil {
				d.fail(w, r, err)
				return
			}
			v.Created.Email = email
		}
		d.showClients(w, r, http.StatusCreated, v)
	})
}

// invite makes a one-time link where email sets a password: for client c's
// dashboard, or as an admin when c is the zero client.
func (d *Dashboard) invite(r *http.Request, email string, c store.Client) (string, error) {
	token, err := d.st.CreateToken(r.Context(), store.TokenInvite, email, c.ID, store.InviteTTL)
	if err != nil {
		return "", err
	}
	if c.ID == "" {
		d.audit(r, store.AuditAdminInvite, email, "valid 7 days")
	} else {
		d.audit(r, store.AuditClientInvite, c.AuditTarget(), "invited "+email+", valid 7 days")
	}
	return d.baseURL + "/invite?token=" + url.QueryEscape(token), nil
}
