package api

import (
	"context"
	"fmt"
	"sync"
	"time"

	"larder/store"
)

// usageStore is what the meter needs of the store.
type usageStore interface {
	UsedCounts(ctx context.Context, clientID, day string) (trial, daily int, err error)
	RecordUsage(ctx context.Context, ev store.UsageEvent) error
}

// meter keeps each client's trial and daily counts in memory, exact under concurrency:
// a call first holds a unit, then either commits it (durably, before its response is
// written) or releases it. The counts are loaded from the store on first use; this
// process is the only writer of usage, so memory and disk agree after every commit.
type meter struct {
	store usageStore
	now   func() time.Time

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
}

func newMeter(s usageStore, now func() time.Time) *meter {
	return &meter{store: s, now: now, clients: make(map[string]*clientCounts)}
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

// status returns the client's counts without holding anything.
func (m *meter) status(ctx context.Context, clientID string) (quotaStatus, error) {
	c, err := m.lock(ctx, clientID)
	if err != nil {
		return quotaStatus{}, err
	}
	defer c.mu.Unlock()
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
	res := &reservation{c: c, clientID: clientID, day: c.day, op: op, trial: t.Trial > 0}
	c.dayHeld++
	if res.trial {
		c.trialHeld++
	}
	return res
}

// commit makes the held unit durable: it returns only after the usage row is on disk.
// On error the unit is released and the call must not answer 2xx.
func (m *meter) commit(ctx context.Context, res *reservation) error {
	err := m.store.RecordUsage(ctx, store.UsageEvent{ClientID: res.clientID, Day: res.day,
		Operation: res.op, Trial: res.trial})
	c := res.c
	c.mu.Lock()
	defer c.mu.Unlock()
	if res.day == c.day {
		c.dayHeld--
		if err == nil {
			c.dayUsed++
		}
	}
	if res.trial {
		c.trialHeld--
		if err == nil {
			c.trialUsed++
		}
	}
	return err
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
