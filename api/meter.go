package api

import (
	"context"
	"fmt"
	"sync"
	"time"

	"larder/store"
	"larder/web"
)

// usageStore is what the meter needs of the store.
type usageStore interface {
	UsedCounts(ctx context.Context, clientID, day string) (trial, daily int, err error)
	CommitUsage(ctx context.Context, ev store.UsageEvent) (store.UsageCommit, error)
	SharesUsage() bool
}

// meter keeps each client's trial and daily counts in memory, exact under concurrency:
// a call first holds a unit, then either commits it (durably, before its response is
// written) or releases it. The counts are loaded from the store on first use.
//
// On a store of its own (SQLite) this process is the only writer of usage, so memory
// and disk agree after every commit and memory decides alone. On a shared store
// (PostgreSQL, several servers) memory knows only this server's commits and the counts
// the database last returned: it can only under-count, so it refuses only what the
// database would refuse too (units held here aside, as on SQLite), and the database
// decides at commit, which may still refuse the unit.
type meter struct {
	store  usageStore
	now    func() time.Time
	shared bool

	mu      sync.Mutex
	clients map[string]*clientCounts
}

type clientCounts struct {
	mu        sync.Mutex
	loaded    bool
	day       string
	dayUsed   int
	dayHeld   int
	trialUsed int
	trialHeld int
}

// quotaStatus is a snapshot of one client's counts, holds included.
type quotaStatus struct {
	day            string
	dayTaken       int // used + held today
	trialTaken     int // used + held in the client's life
	dayUsedOnly    int
	trialUsedOnly  int
	nextDayStartAt time.Time
}

// reservation is one held unit of quota.
type reservation struct {
	c        *clientCounts
	clientID string
	day      string
	op       string
	trial    bool
	limits   store.Tier // the quotas the unit was held under
}

func newMeter(s usageStore, now func() time.Time) *meter {
	return &meter{store: s, now: now, shared: s.SharesUsage(), clients: make(map[string]*clientCounts)}
}

func utcDay(t time.Time) string { return t.UTC().Format(time.DateOnly) }

func nextUTCMidnight(t time.Time) time.Time {
	y, m, d := t.UTC().Date()
	return time.Date(y, m, d+1, 0, 0, 0, 0, time.UTC)
}

// lock returns the client's counters, locked and current for today.
func (m *meter) lock(ctx context.Context, clientID string) (*clientCounts, error) {
	m.mu.Lock()
	c, ok := m.clients[clientID]
	if !ok {
		c = &clientCounts{}
		m.clients[clientID] = c
	}
	m.mu.Unlock()

	c.mu.Lock()
	today := utcDay(m.now())
	if !c.loaded {
		trial, daily, err := m.store.UsedCounts(ctx, clientID, today)
		if err != nil {
			c.mu.Unlock()
			return nil, fmt.Errorf("load usage: %w", err)
		}
		c.loaded, c.day, c.dayUsed, c.trialUsed = true, today, daily, trial
	}
	if c.day != today {
		// A new UTC day: units still held for yesterday finish against yesterday.
		c.day, c.dayUsed, c.dayHeld = today, 0, 0
	}
	return c, nil
}

func (c *clientCounts) status(now time.Time) quotaStatus {
	return quotaStatus{day: c.day, dayTaken: c.dayUsed + c.dayHeld, trialTaken: c.trialUsed + c.trialHeld,
		dayUsedOnly: c.dayUsed, trialUsedOnly: c.trialUsed, nextDayStartAt: nextUTCMidnight(now)}
}

// observe raises the counts to what the database returned for day. Counts only grow
// within a day, and answers to concurrent commits may arrive out of order: the larger
// one is the later. c must be locked.
func (c *clientCounts) observe(day string, trial, daily int) {
	c.trialUsed = max(c.trialUsed, trial)
	if day == c.day {
		c.dayUsed = max(c.dayUsed, daily)
	}
}

// status returns the client's counts without holding anything. On a shared store they
// are read from the database, where other servers' commits are.
func (m *meter) status(ctx context.Context, clientID string) (quotaStatus, error) {
	var trial, daily int
	var day string
	if m.shared {
		day = utcDay(m.now())
		var err error
		if trial, daily, err = m.store.UsedCounts(ctx, clientID, day); err != nil {
			return quotaStatus{}, fmt.Errorf("load usage: %w", err)
		}
	}
	c, err := m.lock(ctx, clientID)
	if err != nil {
		return quotaStatus{}, err
	}
	defer c.mu.Unlock()
	if m.shared {
		c.observe(day, trial, daily)
	}
	return c.status(m.now()), nil
}

// refusal names the quota that refuses a call, or "" when none does. Trial before
// daily: the one that frees up later wins.
func refusal(t store.Tier, s quotaStatus) string {
	switch {
	case t.Trial > 0 && s.trialTaken >= t.Trial:
		return "trial_exhausted"
	case t.PerDay > 0 && s.dayTaken >= t.PerDay:
		return "daily_quota_exceeded"
	}
	return ""
}

// hold takes one unit of the tier's quotas for op; c must be locked and not refused.
func (c *clientCounts) hold(clientID string, t store.Tier, op string) *reservation {
	res := &reservation{c: c, clientID: clientID, day: c.day, op: op, trial: t.Trial > 0, limits: t}
	c.dayHeld++
	if res.trial {
		c.trialHeld++
	}
	return res
}

// commit makes the held unit durable: it returns only after the usage row is on disk.
// A shared store may refuse the unit (another server took the last of a quota first):
// the outcome says which limit, with the counts the database holds. On error or
// refusal the unit is released and the call must not answer 2xx.
func (m *meter) commit(ctx context.Context, res *reservation) (store.UsageCommit, error) {
	uc, err := m.store.CommitUsage(ctx, store.UsageEvent{ClientID: res.clientID, Day: res.day,
		Operation: res.op, Trial: res.trial, TrialLimit: res.limits.Trial, DayLimit: res.limits.PerDay})
	counted := err == nil && uc.Refused == ""
	c := res.c
	c.mu.Lock()
	defer c.mu.Unlock()
	if res.day == c.day {
		c.dayHeld--
		if counted && !uc.Counted {
			c.dayUsed++
		}
	}
	if res.trial {
		c.trialHeld--
		if counted && !uc.Counted {
			c.trialUsed++
		}
	}
	if err == nil && uc.Counted {
		c.observe(res.day, uc.TrialUsed, uc.DayUsed)
	}
	return uc, err
}

// committedStatus is the status a shared store returned with a commit.
func committedStatus(uc store.UsageCommit, day string, now time.Time) quotaStatus {
	return quotaStatus{day: day, dayTaken: uc.DayUsed, trialTaken: uc.TrialUsed,
		dayUsedOnly: uc.DayUsed, trialUsedOnly: uc.TrialUsed, nextDayStartAt: nextUTCMidnight(now)}
}

// refusalCode is the problem code of the limit a shared store refused a unit by.
func refusalCode(refused string) string {
	if refused == store.RefusedByTrial {
		return web.CodeTrialExhausted
	}
	return web.CodeDailyQuotaExceeded
}

// release gives back a held unit: the call did not answer 2xx.
func (m *meter) release(res *reservation) {
	c := res.c
	c.mu.Lock()
	defer c.mu.Unlock()
	if res.day == c.day {
		c.dayHeld--
	}
	if res.trial {
		c.trialHeld--
	}
}
