package dashboard

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"larder/store"
)

// auditStore is what the audit log needs of the store.
type auditStore interface {
	RecordAudit(ctx context.Context, e store.AuditEntry) error
	ListAudit(ctx context.Context, q store.AuditQuery) ([]store.AuditEntry, error)
}

// audit records an action of the logged-in user, from the request's address. The
// change it records is already made, so a failure to record is logged, not shown.
func (d *Dashboard) audit(r *http.Request, action, target, detail string) {
	u, _ := userFrom(r.Context())
	e := store.AuditEntry{Actor: u.Email, Action: action, Target: target, Detail: detail, Address: clientAddress(r)}
	if err := d.st.RecordAudit(r.Context(), e); err != nil {
		d.log.Error("audit log", "action", action, "target", target, "err", err)
	}
}

// graceDetail says in the audit log what a key rotation did to the old key.
func graceDetail(grace time.Duration) string {
	if grace > 0 {
		return "the old key keeps working for " + humanDuration(grace)
	}
	return "the old key stopped working"
}

// auditPageSize is how many entries one page of the audit log shows.
const auditPageSize = 50

// AuditView is one page of the audit log, newest first.
type AuditView struct {
	Entries []store.AuditEntry
	First   bool   // this is the newest page
	Older   string // link to the next older page, "" when there is none
}

func (d *Dashboard) handleAudit() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var before int64
		if b := r.URL.Query().Get("before"); b != "" {
			n, err := strconv.ParseInt(b, 10, 64)
			if err != nil || n <= 0 {
				d.errorPage(w, r, http.StatusBadRequest, "That page of the audit log does not exist.")
				return
			}
			before = n
		}
		// One more than a page says whether an older page exists.
		entries, err := d.st.ListAudit(r.Context(), store.AuditQuery{Before: before, Limit: auditPageSize + 1})
		if err != nil {
			d.fail(w, r, err)
			return
		}
		v := AuditView{Entries: entries, First: before == 0}
		if len(entries) > auditPageSize {
			v.Entries = entries[:auditPageSize]
			v.Older = "/admin/audit?before=" + strconv.FormatInt(v.Entries[auditPageSize-1].ID, 10)
		}
		d.render(w, r, http.StatusOK, AuditPage(d.frame(w, r, "Audit log"), v))
	})
}
