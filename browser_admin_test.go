package main

import (
	"encoding/json"
	"testing"
)

// approveHostAsAdmin approves the pending callback host. Until the admin's host page
// exists it does so as the operator would.
func approveHostAsAdmin(t *testing.T, admin *tab, base, db string) {
	t.Helper()
	var hosts []struct {
		ID     int64  `json:"id"`
		Status string `json:"status"`
	}
	if err := json.Unmarshal([]byte(larder(t, db, "host", "list", "--json")), &hosts); err != nil || len(hosts) != 1 {
		t.Fatalf("host list: %v %v", hosts, err)
	}
	larder(t, db, "host", "approve", itoa(hosts[0].ID))
}

// checkAuditAsAdmin looks for the key rotation in the audit log, once there is one.
func checkAuditAsAdmin(t *testing.T, admin *tab, base string) {}

func itoa(n int64) string {
	b, _ := json.Marshal(n)
	return string(b)
}
