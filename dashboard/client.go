package dashboard

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"time"

	"larder/api"
	"larder/store"
)

// clientStore is what the client's pages need of the store.
type clientStore interface {
	FindClient(ctx context.Context, ref string) (store.Client, error)
	FindTier(ctx context.Context, name string) (store.Tier, error)
	ListTiers(ctx context.Context) ([]store.Tier, error)
	RequestTier(ctx context.Context, clientID, tier string) error
}

func (d *Dashboard) clientRoutes(mux *http.ServeMux) {
	mux.Handle("POST /upgrade", d.page(clientOnly, d.handleRequestUpgrade()))
	mux.Handle("GET /key", d.page(clientOnly, d.handleKey()))
	mux.Handle("POST /key/rotate", d.page(clientOnly, d.handleRotateKey()))
	mux.Handle("GET /callbacks", d.page(clientOnly, d.handleCallbacks()))
	mux.Handle("GET /callbacks/secret/rotate", d.page(clientOnly, d.handleRotateSecretForm()))
	mux.Handle("POST /callbacks/secret/rotate", d.page(clientOnly, d.handleRotateSecret()))
	mux.Handle("POST /callbacks/hosts", d.page(clientOnly, d.handleRequestHost()))
	mux.Handle("POST /callbacks/hosts/{id}/delete", d.page(clientOnly, d.handleDeleteHost()))
	mux.Handle("GET /quickstart", d.page(clientOnly, d.handleQuickstart()))
}

// myClient returns the logged-in client user's own client: a client page never takes
// a client id from the request, so no one can ask for another client's data.
func (d *Dashboard) myClient(r *http.Request) (store.Client, store.Tier, error) {
	u, _ := userFrom(r.Context())
	if u.Role != store.RoleClient || u.ClientID == "" {
		return store.Client{}, store.Tier{}, fmt.Errorf("user %d has no client", u.ID)
	}
	c, err := d.st.FindClient(r.Context(), u.ClientID)
	if err != nil {
		return store.Client{}, store.Tier{}, err
	}
	t, err := d.st.FindTier(r.Context(), c.Tier)
	return c, t, err
}

// LimitView is one limit as the overview shows it.
type LimitView struct {
	Name      string
	TestID    string
	Limit     int // 0: none
	Used      int
	Remaining int
	Resets    string
	Percent   int    // used, rounded to 5
	NoneValue string // the figure shown when the tier has no such limit ("none" when empty)
	NoneNote  string // shown when the tier has no such limit
}

func newLimitView(name, testID string, l *api.Limit, resets string) LimitView {
	v := LimitView{Name: name, TestID: testID, Resets: resets}
	if l == nil {
		return v
	}
	v.Limit, v.Used, v.Remaining = l.Limit, l.Used, l.Remaining
	if l.Limit > 0 {
		v.Percent = min(100, (l.Limit-l.Remaining)*100/l.Limit/5*5)
	}
	return v
}

// meterClass is the CSS width class of a meter filled to p percent.
func meterClass(p int) string { return fmt.Sprintf("w%d", p) }

// Overview is the client's home page.
type Overview struct {
	Client   store.Client
	Tier     store.Tier
	Limits   []LimitView
	Chart    Charts
	ByOp     []OpTotal
	Upgrades []store.Tier // tiers the client may ask for
}

func (d *Dashboard) handleClientOverview() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, t, err := d.myClient(r)
		if err != nil {
			d.fail(w, r, err)
			return
		}
		u, err := d.usage.Usage(r.Context(), c.ID, t)
		if err != nil {
			d.fail(w, r, err)
			return
		}
		ov := Overview{Client: c, Tier: t, Chart: newCharts("Metered calls", u.Days), ByOp: byOperation(u.Days)}
		now := d.now().UTC()
		ov.Limits = []LimitView{
			newLimitView("Requests this minute", "limit-minute", u.Limits.PerMinute, "Sliding one-minute window"),
			newLimitView("Metered calls today", "limit-daily", u.Limits.Daily, "Resets at 00:00 UTC, "+untilLabel(now, nextMidnight(now))),
			newLimitView("Trial calls", "limit-trial", u.Limits.Trial, "Lifetime: never resets"),
		}
		// Without a daily quota the card still answers "how many today?": the count is the
		// figure and the note says why there is nothing left to count down.
		today := 0
		if len(u.Days) > 0 {
			today = u.Days[len(u.Days)-1].Total
		}
		ov.Limits[1].NoneValue = thousands(today)
		ov.Limits[1].NoneNote = "Made today · no daily quota on your tier."
		ov.Limits[2].NoneNote = "Your tier has no trial limit."
		ov.Limits[0].NoneNote = "Your tier has no per-minute limit."
		tiers, err := d.st.ListTiers(r.Context())
		if err != nil {
			d.fail(w, r, err)
			return
		}
		for _, tt := range tiers {
			if tt.Name != t.Name {
				ov.Upgrades = append(ov.Upgrades, tt)
			}
		}
		d.render(w, r, http.StatusOK, OverviewPage(d.frame(w, r, "Overview"), ov))
	})
}

func nextMidnight(t time.Time) time.Time {
	y, m, day := t.UTC().Date()
	return time.Date(y, m, day+1, 0, 0, 0, 0, time.UTC)
}

// untilLabel says how long from now until then, as "in 5 h 12 min".
func untilLabel(now, then time.Time) string {
	d := then.Sub(now).Round(time.Minute)
	if d < time.Minute {
		return "in under a minute"
	}
	h, m := int(d.Hours()), int(d.Minutes())%60
	if h == 0 {
		return fmt.Sprintf("in %d min", m)
	}
	return fmt.Sprintf("in %d h %d min", h, m)
}

// limitText writes a tier's limit, 0 being none.
func limitText(n int) string {
	if n == 0 {
		return "none"
	}
	return thousands(n)
}

// thousands writes n with comma separators: 20,000.
func thousands(n int) string {
	s := fmt.Sprint(n)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 && s[i-1] != '-' {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// handleRequestUpgrade records the client's wish for another tier; admins see it.
func (d *Dashboard) handleRequestUpgrade() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !d.readForm(w, r) {
			return
		}
		c, _, err := d.myClient(r)
		if err != nil {
			d.fail(w, r, err)
			return
		}
		tier := r.PostFormValue("tier")
		if _, err := d.st.FindTier(r.Context(), tier); err != nil || tier == c.Tier {
			d.errorPage(w, r, http.StatusUnprocessableEntity, "Choose one of the other tiers.")
			return
		}
		if err := d.st.RequestTier(r.Context(), c.ID, tier); err != nil {
			d.fail(w, r, err)
			return
		}
		d.flash(w, r, "Your request for the "+tier+" tier is sent. An admin will look at it.")
		http.Redirect(w, r, "/", http.StatusSeeOther)
	})
}

// noneValue is the figure of a card whose limit the tier does not have.
func noneValue(l LimitView) string {
	if l.NoneValue != "" {
		return l.NoneValue
	}
	return "none"
}
