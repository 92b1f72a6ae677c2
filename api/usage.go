package api

import (
	"context"
	"errors"
	"net/http"
	"time"

	"larder/store"
	"larder/web"
)

type usageLister interface {
	ListUsage(ctx context.Context, clientID, since string) ([]store.DayUsage, error)
}

// Limit is one of a client's limits as the usage endpoint reports it.
type Limit struct {
	Limit     int    `json:"limit"`
	Used      int    `json:"used"`
	Remaining int    `json:"remaining"`
	Reset     *int64 `json:"reset,omitempty"` // Unix seconds
}

// UsageDay is one UTC day of a client's metered calls.
type UsageDay struct {
	Day         string         `json:"day"`
	Total       int            `json:"total"`
	ByOperation map[string]int `json:"by_operation"`
}

// Usage is the body of GET /api/v1/usage.
type Usage struct {
	ClientID string `json:"client_id"`
	Tier     string `json:"tier"`
	Limits   struct {
		PerMinute *Limit `json:"per_minute"`
		Daily     *Limit `json:"daily"`
		Trial     *Limit `json:"trial"`
	} `json:"limits"`
	Days []UsageDay `json:"days"`
}

const usageDays = 30

// handleUsage reports the caller's tier, its three limits and the last 30 days of
// metered calls by operation (days without calls included, as zeros).
func handleUsage(s usageLister, g *Guard) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		caller, _ := CallerFrom(r.Context())
		u, err := g.usage(r.Context(), s, caller.ClientID, caller.Tier)
		if err != nil {
			web.Error(w, r, err)
			return
		}
		web.JSON(w, http.StatusOK, u)
	})
}

// Usage reports a client's limits and last 30 days as GET /api/v1/usage does, for the
// dashboard: the per-minute window and the quotas held in flight are known only here.
func (g *Guard) Usage(ctx context.Context, clientID string, tier store.Tier) (Usage, error) {
	s, err := g.usageStore()
	if err != nil {
		return Usage{}, err
	}
	return g.usage(ctx, s, clientID, tier)
}

// usageStore is the guard's store as a usageLister, for the dashboard's reports.
func (g *Guard) usageStore() (usageLister, error) {
	s, ok := g.store.(usageLister)
	if !ok {
		return nil, errors.New("the guard's store cannot list usage")
	}
	return s, nil
}

func (g *Guard) usage(ctx context.Context, s usageLister, clientID string, t store.Tier) (Usage, error) {
	now := g.now()
	first := now.UTC().AddDate(0, 0, -(usageDays - 1))
	rows, err := s.ListUsage(ctx, clientID, utcDay(first))
	if err != nil {
		return Usage{}, err
	}
	st, err := g.meter.status(ctx, clientID)
	if err != nil {
		return Usage{}, err
	}
	var u Usage
	u.ClientID, u.Tier = clientID, t.Name
	if t.PerMinute > 0 {
		used := g.minuteUsed(clientID, time.Now())
		reset := time.Now().UTC().Truncate(minuteWindow).Add(minuteWindow).Unix()
		u.Limits.PerMinute = &Limit{Limit: t.PerMinute, Used: used, Remaining: max(t.PerMinute-used, 0), Reset: &reset}
	}
	if t.PerDay > 0 {
		reset := st.nextDayStartAt.Unix()
		u.Limits.Daily = &Limit{Limit: t.PerDay, Used: st.dayUsedOnly, Remaining: max(t.PerDay-st.dayTaken, 0), Reset: &reset}
	}
	if t.Trial > 0 {
		u.Limits.Trial = &Limit{Limit: t.Trial, Used: st.trialUsedOnly, Remaining: max(t.Trial-st.trialTaken, 0)}
	}
	u.Days = usageByDay(rows, first)
	return u, nil
}

func usageByDay(rows []store.DayUsage, first time.Time) []UsageDay {
	days := make([]UsageDay, usageDays)
	index := make(map[string]int, usageDays)
	for i := range days {
		d := utcDay(first.AddDate(0, 0, i))
		days[i] = UsageDay{Day: d, ByOperation: map[string]int{}}
		index[d] = i
	}
	for _, row := range rows {
		if i, ok := index[row.Day]; ok {
			days[i].ByOperation[row.Operation] += row.Count
			days[i].Total += row.Count
		}
	}
	return days
}

// ServiceUsage reports the whole service's metered calls of the last 30 days, summed
// over clients, by day and operation (days without calls included, as zeros).
func (g *Guard) ServiceUsage(ctx context.Context) ([]UsageDay, error) {
	s, err := g.usageStore()
	if err != nil {
		return nil, err
	}
	first := g.now().UTC().AddDate(0, 0, -(usageDays - 1))
	rows, err := s.ListUsage(ctx, "", utcDay(first))
	if err != nil {
		return nil, err
	}
	return usageByDay(rows, first), nil
}

// Refusals counts the calls answered 429 since the server started, by the code of
// the limit that refused them.
func (g *Guard) Refusals() map[string]int {
	if g.metrics == nil {
		return map[string]int{}
	}
	return g.metrics.Refusals()
}
