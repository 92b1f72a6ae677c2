package dashboard

import (
	"context"
	"net/http"
	"time"

	"larder/store"
)

// keyStore is what the API key page needs.
type keyStore interface {
	ListKeys(ctx context.Context, clientID string) ([]store.APIKey, error)
	RotateKey(ctx context.Context, clientID string, o store.KeyOptions) (string, error)
}

// KeyView is the API key page.
type KeyView struct {
	Client store.Client
	Keys   []store.APIKey
	NewKey string // set once, right after a rotation
	Grace  time.Duration
	Now    time.Time
}

// graceChoices and expiryChoices are what the rotate form offers.
var (
	graceChoices  = []choice{{"0", "None: the old key stops now"}, {"1h", "1 hour"}, {"24h", "24 hours"}, {"168h", "7 days"}}
	expiryChoices = []choice{{"0", "Never"}, {"720h", "30 days"}, {"2160h", "90 days"}, {"8760h", "1 year"}}
)

type choice struct{ Value, Label string }

func (d *Dashboard) handleKey() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		d.showKey(w, r, "", 0)
	})
}

func (d *Dashboard) showKey(w http.ResponseWriter, r *http.Request, newKey string, grace time.Duration) {
	c, _, err := d.myClient(r)
	if err != nil {
		d.fail(w, r, err)
		return
	}
	keys, err := d.st.ListKeys(r.Context(), c.ID)
	if err != nil {
		d.fail(w, r, err)
		return
	}
	v := KeyView{Client: c, Keys: keys, NewKey: newKey, Grace: grace, Now: d.now()}
	d.render(w, r, http.StatusOK, KeyPage(d.frame(w, r, "API key"), v))
}

// handleRotateKey issues a new key and shows it on this answer only: it is never
// stored, so it cannot be shown again.
func (d *Dashboard) handleRotateKey() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !d.readForm(w, r) {
			return
		}
		o, ok := d.rotation(w, r)
		if !ok {
			return
		}
		c, _, err := d.myClient(r)
		if err != nil {
			d.fail(w, r, err)
			return
		}
		key, err := d.st.RotateKey(r.Context(), c.ID, o)
		if err != nil {
			d.fail(w, r, err)
			return
		}
		d.audit(r, store.AuditKeyRotate, c.AuditTarget(), graceDetail(o.Grace))
		d.showKey(w, r, key, o.Grace)
	})
}

// pick returns the duration of one of the offered choices.
func pick(choices []choice, v string) (time.Duration, bool) {
	for _, c := range choices {
		if c.Value == v {
			d, err := time.ParseDuration(c.Value)
			return d, err == nil
		}
	}
	return 0, false
}

// keyState says whether a key works now, will stop, or has stopped.
func keyState(k store.APIKey, now time.Time) (label, class string) {
	switch {
	case k.RevokedAt != nil:
		return "revoked", "badge-bad"
	case k.ExpiresAt != nil && !now.Before(*k.ExpiresAt):
		return "expired", "badge"
	case k.ExpiresAt != nil:
		return "active until " + k.ExpiresAt.Format("Jan 2 15:04 UTC"), "badge-warn"
	}
	return "active", "badge-ok"
}

func when(t *time.Time) string {
	if t == nil {
		return "never"
	}
	return t.UTC().Format("2006-01-02 15:04 UTC")
}

func humanDuration(d time.Duration) string {
	switch {
	case d >= 24*time.Hour && d%(24*time.Hour) == 0:
		n := int(d / (24 * time.Hour))
		if n == 1 {
			return "1 day"
		}
		return thousands(n) + " days"
	case d >= time.Hour:
		n := int(d / time.Hour)
		if n == 1 {
			return "1 hour"
		}
		return thousands(n) + " hours"
	}
	return d.String()
}
