package dashboard

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"larder/store"
)

// tierAdminStore is what the tiers, upgrades and admins pages need of the store.
type tierAdminStore interface {
	UpdateTier(ctx context.Context, name string, c store.TierChange) (store.Tier, error)
	ListTierRequests(ctx context.Context) ([]store.TierRequest, error)
	DeclineTierRequest(ctx context.Context, clientID string) error
	ListAdmins(ctx context.Context) ([]string, error)
}

// maxLimit bounds a tier's numbers: far above any real tier, well inside an int.
const maxLimit = 100_000_000

// TierForm is one tier's row of the tiers page, with its inputs and their errors.
type TierForm struct {
	Tier   store.Tier
	Inputs []Input
}

func tierForm(t store.Tier, values map[string]string, problems map[string]string) TierForm {
	f := TierForm{Tier: t}
	for _, l := range []struct {
		name, label string
		n           int
	}{{"per_minute", "Requests a minute", t.PerMinute}, {"per_day", "Metered calls a day", t.PerDay}, {"trial", "Lifetime trial calls", t.Trial}} {
		v, ok := values[l.name]
		if !ok {
			v = strconv.Itoa(l.n)
		}
		f.Inputs = append(f.Inputs, Input{Name: t.Name + "-" + l.name, Label: l.label, Type: "number", Value: v,
			Error: problems[l.name], Autocomplete: "off"})
	}
	return f
}

func (d *Dashboard) handleTiers() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		d.showTiers(w, r, http.StatusOK, "", nil, nil)
	})
}

// showTiers draws the tiers page; the tier named edited shows values and problems.
func (d *Dashboard) showTiers(w http.ResponseWriter, r *http.Request, status int, edited string, values, problems map[string]string) {
	tiers, err := d.st.ListTiers(r.Context())
	if err != nil {
		d.fail(w, r, err)
		return
	}
	forms := make([]TierForm, len(tiers))
	for i, t := range tiers {
		if t.Name == edited {
			forms[i] = tierForm(t, values, problems)
		} else {
			forms[i] = tierForm(t, nil, nil)
		}
	}
	d.render(w, r, status, TiersPage(d.frame(w, r, "Tiers"), forms))
}

// handleSetTierNumbers changes a tier's limits; every client on it gets them on its
// next call.
func (d *Dashboard) handleSetTierNumbers() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !d.readForm(w, r) {
			return
		}
		name := r.PathValue("name")
		before, err := d.st.FindTier(r.Context(), name)
		if errors.Is(err, store.ErrNotFound) {
			d.errorPage(w, r, http.StatusNotFound, "No such tier.")
			return
		} else if err != nil {
			d.fail(w, r, err)
			return
		}
		values, problems := map[string]string{}, map[string]string{}
		nums := map[string]*int{}
		for _, f := range []string{"per_minute", "per_day", "trial"} {
			v := strings.TrimSpace(r.PostFormValue(f))
			values[f] = v
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 || n > maxLimit {
				problems[f] = fmt.Sprintf("Enter a whole number from 0 (none) to %s.", thousands(maxLimit))
				continue
			}
			nums[f] = &n
		}
		if len(problems) > 0 {
			d.showTiers(w, r, http.StatusUnprocessableEntity, name, values, problems)
			return
		}
		t, err := d.st.UpdateTier(r.Context(), name, store.TierChange{PerMinute: nums["per_minute"], PerDay: nums["per_day"], Trial: nums["trial"]})
		if err != nil {
			d.fail(w, r, err)
			return
		}
		d.audit(r, store.AuditTierSet, t.Name, "from "+tierNumbers(before)+" to "+tierNumbers(t))
		d.flash(w, r, "The "+t.Name+" tier now allows "+tierNumbers(t)+".")
		http.Redirect(w, r, "/admin/tiers", http.StatusSeeOther)
	})
}

// tierNumbers writes a tier's limits in words, 0 being none.
func tierNumbers(t store.Tier) string {
	return fmt.Sprintf("%s a minute, %s a day, trial %s", limitText(t.PerMinute), limitText(t.PerDay), limitText(t.Trial))
}

func (d *Dashboard) handleUpgrades() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		reqs, err := d.st.ListTierRequests(r.Context())
		if err != nil {
			d.fail(w, r, err)
			return
		}
		d.render(w, r, http.StatusOK, UpgradesPage(d.frame(w, r, "Upgrade requests"), reqs))
	})
}

// handleDecideUpgrade grants a client's request (moving it to the tier asked for) or
// declines it. The form names the tier it showed, so a request changed meanwhile is
// not granted blind.
func (d *Dashboard) handleDecideUpgrade(grant bool) http.Handler {
	return d.clientAction(func(w http.ResponseWriter, r *http.Request, c store.Client) {
		if c.TierRequested == "" || c.TierRequested != r.PostFormValue("tier") {
			d.errorPage(w, r, http.StatusConflict, "This request changed or was already decided. Look at the list again.")
			return
		}
		var err error
		if grant {
			err = d.st.SetClientTier(r.Context(), c.ID, c.TierRequested)
		} else {
			err = d.st.DeclineTierRequest(r.Context(), c.ID)
		}
		if err != nil {
			d.fail(w, r, err)
			return
		}
		if grant {
			d.audit(r, store.AuditUpgradeGrant, c.AuditTarget(), "from "+c.Tier+" to "+c.TierRequested)
			d.flash(w, r, c.Name+" is now on the "+c.TierRequested+" tier.")
		} else {
			d.audit(r, store.AuditUpgradeReject, c.AuditTarget(), "stays on "+c.Tier+", asked for "+c.TierRequested)
			d.flash(w, r, "The request of "+c.Name+" is declined; it stays on "+c.Tier+".")
		}
		http.Redirect(w, r, "/admin/upgrades", http.StatusSeeOther)
	})
}

// AdminsView is the admins page: the accounts and the invitation form.
type AdminsView struct {
	Admins []string
	Email  Input
	Issued *Issued
}

func (d *Dashboard) handleAdmins() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		d.showAdmins(w, r, http.StatusOK, AdminsView{Email: emailInput("", "", false)})
	})
}

func (d *Dashboard) showAdmins(w http.ResponseWriter, r *http.Request, status int, v AdminsView) {
	var err error
	if v.Admins, err = d.st.ListAdmins(r.Context()); err != nil {
		d.fail(w, r, err)
		return
	}
	d.render(w, r, status, AdminsPage(d.frame(w, r, "Admins"), v))
}

// handleInviteAdmin makes a one-time link where another person becomes an admin.
func (d *Dashboard) handleInviteAdmin() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !d.readForm(w, r) {
			return
		}
		email := strings.TrimSpace(r.PostFormValue("email"))
		problem, err := d.checkEmail(r.Context(), email)
		if err != nil {
			d.fail(w, r, err)
			return
		}
		if problem != "" {
			d.showAdmins(w, r, http.StatusUnprocessableEntity, AdminsView{Email: emailInput(email, problem, false)})
			return
		}
		link, err := d.invite(r, email, store.Client{})
		if err != nil {
			d.fail(w, r, err)
			return
		}
		d.showAdmins(w, r, http.StatusOK, AdminsView{Email: emailInput("", "", false), Issued: &Issued{InviteURL: link, Email: email}})
	})
}

// tierField is the form name of a tier input, in tierForm's order.
func tierField(i int) string { return []string{"per_minute", "per_day", "trial"}[i] }

func routeLabel(route string) string {
	if route == store.RouteUpstream {
		return "upstream model when configured"
	}
	return "built-in engine"
}
