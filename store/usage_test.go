package store

import (
	"context"
	"sync"
	"testing"
)

// On a shared database two stores (two replicas) racing for one client's last units
// get exactly its limits in total; refused events cost nothing, and every outcome
// carries counts no greater than the limit. On SQLite the limits are the meter's
// business: every event is counted.
func TestCommitUsageGrantsWithinTheLimitsAcrossStores(t *testing.T) {
	cases := []struct {
		name        string
		ev          UsageEvent
		wantGranted int
		wantRefused string
	}{
		{"trial", UsageEvent{Operation: "generate", Trial: true, TrialLimit: 10}, 10, RefusedByTrial},
		{"daily", UsageEvent{Operation: "healthify", DayLimit: 20}, 20, RefusedByDay},
		{"trial under a daily quota", UsageEvent{Operation: "generate", Trial: true, TrialLimit: 30, DayLimit: 7}, 7, RefusedByDay},
	}
	forEachBackend(t, func(t *testing.T, open func() *Store) {
		stores := []*Store{open(), open()}
		shared := stores[0].SharesUsage()
		for _, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				ctx := context.Background()
				c, _, err := stores[0].CreateClient(ctx, "c-"+tc.name, "sandbox", "")
				if err != nil {
					t.Fatal(err)
				}
				const calls = 60
				var mu sync.Mutex
				granted, refused := 0, 0
				var wg sync.WaitGroup
				for i := range calls {
					wg.Go(func() {
						ev := tc.ev
						ev.ClientID, ev.Day = c.ID, "2026-11-22"
						uc, err := stores[i%2].CommitUsage(ctx, ev)
						if err != nil {
							t.Error(err)
							return
						}
						mu.Lock()
						defer mu.Unlock()
						if uc.Refused == "" {
							granted++
						} else {
							refused++
							if uc.Refused != tc.wantRefused {
								t.Errorf("refused by %q, want %q", uc.Refused, tc.wantRefused)
							}
						}
						if shared && (!uc.Counted || uc.DayUsed > tc.wantGranted || (ev.Trial && uc.TrialUsed > tc.wantGranted)) {
							t.Errorf("outcome %+v: want counted, no count past %d", uc, tc.wantGranted)
						}
					})
				}
				wg.Wait()
				want := calls
				if shared {
					want = tc.wantGranted
				}
				if granted != want || refused != calls-want {
					t.Errorf("granted %d, refused %d; want %d and %d", granted, refused, want, calls-want)
				}
				trial, daily, err := stores[1].UsedCounts(ctx, c.ID, "2026-11-22")
				if err != nil {
					t.Fatal(err)
				}
				wantTrial := 0
				if tc.ev.Trial {
					wantTrial = want
				}
				if trial != wantTrial || daily != want {
					t.Errorf("stored trial %d, daily %d; want %d and %d", trial, daily, wantTrial, want)
				}
			})
		}
	})
}

// When a batch's COMMIT answer is lost, the writer asks the database what became of
// the transaction: committed and rolled-back ones are told apart.
func TestCommittedTellsTheFateOfATransaction(t *testing.T) {
	forEachBackend(t, func(t *testing.T, open func() *Store) {
		st := open()
		if !st.SharesUsage() {
			t.Skip("SQLite commits in process: no answer is lost")
		}
		ctx := context.Background()
		for _, commit := range []bool{true, false} {
			tx, err := st.write.BeginTx(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			var xid int64
			if err := tx.QueryRowContext(ctx, "SELECT txid_current()").Scan(&xid); err != nil {
				t.Fatal(err)
			}
			if commit {
				err = tx.Commit()
			} else {
				err = tx.Rollback()
			}
			if err != nil {
				t.Fatal(err)
			}
			if committed, known := st.committed(ctx, xid); !known || committed != commit {
				t.Errorf("transaction committed %v: got committed %v, known %v", commit, committed, known)
			}
		}
	})
}
