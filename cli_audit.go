package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"larder/store"
)

// operatorAddress is where the audit log says an operator's command came from: the
// command line runs on the server's own machine.
const operatorAddress = "local"

// operatorDid records an operator's change in the audit log. The change is already
// made, so a failure to record it is a warning, not the command's failure.
func operatorDid(ctx context.Context, st *store.Store, o *opts, action, target, detail string) {
	err := st.RecordAudit(ctx, store.AuditEntry{Actor: store.ActorOperator, Action: action, Target: target,
		Detail: detail, Address: operatorAddress})
	if err != nil {
		fmt.Fprintf(o.stderr, "warning: the audit log did not record this change: %v\n", err)
	}
}

// cmdAudit lists the audit log, newest first.
func cmdAudit(ctx context.Context, args []string, getenv env, stdout, stderr io.Writer) error {
	var cfg config
	var since time.Duration
	var limit int
	fs := newFlagSet("audit", "audit [--since 24h] [--limit N] [--json]", stderr)
	commonFlags(fs, &cfg, getenv, true)
	fs.DurationVar(&since, "since", 0, "only entries newer than this, such as 24h or 30m (0: all)")
	fs.IntVar(&limit, "limit", 100, "at most this many entries, the newest")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		fs.Usage()
		return usagef("larder audit takes no arguments, got %q", pos)
	}
	if since < 0 || limit <= 0 {
		return usagef("--since must not be negative and --limit must be at least 1")
	}
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer st.Close()
	q := store.AuditQuery{Limit: limit}
	if since > 0 {
		q.Since = st.Now().Add(-since)
	}
	entries, err := st.ListAudit(ctx, q)
	if err != nil {
		return err
	}
	rows := make([][]string, len(entries))
	for i, e := range entries {
		rows[i] = []string{e.At.Format(time.RFC3339), e.Actor, e.Action, dash(e.Target), dash(e.Address), e.Detail}
	}
	if entries == nil {
		entries = []store.AuditEntry{}
	}
	return printResult(stdout, cfg.JSON, entries, table("WHEN (UTC)\tACTOR\tACTION\tTARGET\tADDRESS\tDETAIL", rows))
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// tierNumbers writes a tier's limits as the audit log keeps them.
func tierNumbers(t store.Tier) string {
	return fmt.Sprintf("per minute %d, per day %d, trial %d", t.PerMinute, t.PerDay, t.Trial)
}
