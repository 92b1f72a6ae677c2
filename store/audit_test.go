package store

import (
	"context"
	"testing"
	"time"
)

func testAuditLog(t *testing.T, open func() *Store) {
	st := open()
	ctx := context.Background()
	start := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	now := start
	st.Now = func() time.Time { return now }
	for i, action := range []string{AuditClientCreate, AuditKeyRotate, AuditHostApprove} {
		now = start.Add(time.Duration(i) * time.Hour)
		if err := st.RecordAudit(ctx, AuditEntry{Actor: "boss@example.com", Action: action, Target: "acme", Address: "192.0.2.7"}); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.RecordAudit(ctx, AuditEntry{Action: AuditKeyRotate}); err == nil {
		t.Error("an entry without an actor was recorded")
	}
	all, err := st.ListAudit(ctx, AuditQuery{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range all {
		got = append(got, e.Action)
	}
	if want := []string{AuditHostApprove, AuditKeyRotate, AuditClientCreate}; len(got) != 3 || got[0] != want[0] || got[2] != want[2] {
		t.Fatalf("newest first: got %v, want %v", got, want)
	}
	if e := all[0]; e.Actor != "boss@example.com" || e.Target != "acme" || e.Address != "192.0.2.7" || !e.At.Equal(start.Add(2*time.Hour)) {
		t.Errorf("entry: got %+v", e)
	}
	page, _ := st.ListAudit(ctx, AuditQuery{Before: all[0].ID, Limit: 1})
	if len(page) != 1 || page[0].ID != all[1].ID {
		t.Errorf("the page before %d: got %v, want entry %d alone", all[0].ID, page, all[1].ID)
	}
	recent, _ := st.ListAudit(ctx, AuditQuery{Since: start.Add(time.Hour)})
	if len(recent) != 2 {
		t.Errorf("since an hour in: got %d entries, want 2", len(recent))
	}
}
