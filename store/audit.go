package store

import (
	"context"
	"fmt"
	"time"
)

// ActorOperator is the audit log's name for whoever runs the command line.
const ActorOperator = "operator"

// AuditEntry is one admin or key action: who did what to which thing, from where, when.
type AuditEntry struct {
	ID      int64     `json:"id"`
	At      time.Time `json:"at"`
	Actor   string    `json:"actor"`
	Action  string    `json:"action"`
	Target  string    `json:"target,omitempty"`
	Detail  string    `json:"detail,omitempty"`
	Address string    `json:"address,omitempty"`
}

// RecordAudit adds e to the audit log, stamped with the store's clock.
func (s *Store) RecordAudit(ctx context.Context, e AuditEntry) error {
	if e.Actor == "" || e.Action == "" {
		return fmt.Errorf("record audit: an entry needs an actor and an action")
	}
	_, err := s.write.ExecContext(ctx, `INSERT INTO audit_log (at, actor, action, target, detail, address)
		VALUES (?, ?, ?, ?, ?, ?)`, s.Now().Unix(), e.Actor, e.Action, e.Target, e.Detail, e.Address)
	if err != nil {
		return fmt.Errorf("record audit %s: %w", e.Action, err)
	}
	return nil
}

// AuditQuery selects a page of the audit log, newest first.
type AuditQuery struct {
	Since  time.Time // zero: from the beginning
	Before int64     // only entries older than this id (0: from the newest)
	Limit  int       // at most this many (0: 50)
}

// ListAudit returns the entries q selects, newest first.
func (s *Store) ListAudit(ctx context.Context, q AuditQuery) ([]AuditEntry, error) {
	if q.Limit <= 0 {
		q.Limit = 50
	}
	var since int64
	if !q.Since.IsZero() {
		since = q.Since.Unix()
	}
	rows, err := s.read.QueryContext(ctx, `SELECT id, at, actor, action, target, detail, address FROM audit_log
		WHERE at >= ?1 AND (?2 = 0 OR id < ?2) ORDER BY id DESC LIMIT ?3`, since, q.Before, q.Limit)
	if err != nil {
		return nil, fmt.Errorf("list audit log: %w", err)
	}
	defer rows.Close()
	var out []AuditEntry
	for rows.Next() {
		var e AuditEntry
		var at int64
		if err := rows.Scan(&e.ID, &at, &e.Actor, &e.Action, &e.Target, &e.Detail, &e.Address); err != nil {
			return nil, fmt.Errorf("list audit log: %w", err)
		}
		e.At = time.Unix(at, 0).UTC()
		out = append(out, e)
	}
	return out, rows.Err()
}

// Audit actions, named resource.verb.
const (
	AuditClientCreate  = "client.create"
	AuditClientInvite  = "client.invite"
	AuditClientTier    = "client.tier"
	AuditKeyRotate     = "key.rotate"
	AuditKeyRevoke     = "key.revoke"
	AuditSecretRotate  = "secret.rotate"
	AuditHostAdd       = "host.add"
	AuditHostApprove   = "host.approve"
	AuditHostReject    = "host.reject"
	AuditTierSet       = "tier.set"
	AuditUpgradeGrant  = "upgrade.grant"
	AuditUpgradeReject = "upgrade.decline"
	AuditAdminInvite   = "admin.invite"
	AuditAdminCreate   = "admin.create"
	AuditSessionRotate = "session.rotate"
)

// AuditTarget names the client in the audit log: its name, then its id.
func (c Client) AuditTarget() string { return c.Name + " (" + c.ID + ")" }
