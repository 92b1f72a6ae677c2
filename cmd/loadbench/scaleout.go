package main

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" driver, to make and drop the fresh database
	"github.com/redis/go-redis/v9"

	"larder/store"
)

// The scale-out mode (-replicas N -db postgres://… -redis-url …) measures Larder the
// way a team outgrowing one VM runs it: N replicas on one PostgreSQL database sharing
// their minute windows in Redis, with the load spread across them, beside one replica
// on its SQLite file in the same run. The scale client's limits are counted but never
// reached, so every call goes through the minute window, the daily quota and the
// usage commit of its backend.

// scaleLimits are the scale tier's numbers in this mode: large, not none.
var scaleLimits = []string{"--per-minute", "100000000", "--per-day", "1000000000", "--trial", "0"}

// setup is one way of running Larder: its servers and the requests they answer.
type setup struct {
	name    string
	stack   *stack // PostgreSQL and Redis, whose CPU time is read too; nil for SQLite
	servers []*process
	reqs    [][]byte
	tally   *tally
	workers []*worker
	rounds  []result
	half    result
	rate    float64
}

// scaleRow is what one core count measured, one entry per setup.
type scaleRow struct {
	cores  int
	setups []*setup
}

func runScaleOut(o options, stdout, stderr io.Writer) error {
	if !store.IsPostgres(o.db) {
		return fmt.Errorf("-db: want a postgres:// URL of a server where loadbench may create a database, got %q", o.db)
	}
	dir, bin, cleanup, err := workDir(o, stderr)
	if err != nil {
		return err
	}
	defer cleanup()
	// Every replica, and the SQLite server, seals callback secrets with one key.
	os.Setenv("LARDER_SECRET_KEY", store.NewSecretKey())
	pgURL, drop, err := freshDatabase(o.db, o.keep, stderr)
	if err != nil {
		return err
	}
	defer drop()
	st, err := newStack(o.db, pgURL, o.redisURL)
	if err != nil {
		return err
	}
	defer st.close()
	sqlitePath := filepath.Join(dir, "larder.db")
	sqClient, sqKey, err := setupLarder(bin, sqlitePath, scaleLimits)
	if err != nil {
		return err
	}
	pgClient, pgKey, err := setupLarder(bin, pgURL, scaleLimits)
	if err != nil {
		return err
	}
	var sqTally, pgTally tally
	var rows []scaleRow
	for _, cores := range o.cores {
		r, err := measureScaleOut(o, cores, bin, dir, sqlitePath, pgURL, sqKey, pgKey, st, &sqTally, &pgTally, stderr)
		if err != nil {
			return err
		}
		rows = append(rows, r)
		// Every server has stopped: what each database counted must be what was answered 2xx.
		if err := checkUsage(sqlitePath, sqClient, &sqTally, stderr); err != nil {
			printScaleTable(stdout, o, rows)
			return fmt.Errorf("SQLite: %w", err)
		}
		if err := checkUsage(pgURL, pgClient, &pgTally, stderr); err != nil {
			printScaleTable(stdout, o, rows)
			return fmt.Errorf("PostgreSQL: %w", err)
		}
	}
	printScaleTable(stdout, o, rows)
	fmt.Fprintf(stdout, "\nUsage check: SQLite %d metered 2xx answers, %d counted; PostgreSQL %d, %d counted: exact.\n",
		sqTally.ok.Load(), sqTally.ok.Load(), pgTally.ok.Load(), pgTally.ok.Load())
	return nil
}

// freshDatabase creates an empty database on the server base names and returns its URL
// and a function that drops it (unless keep).
func freshDatabase(base string, keep bool, stderr io.Writer) (string, func(), error) {
	u, err := url.Parse(base)
	if err != nil {
		return "", nil, fmt.Errorf("-db: %w", err)
	}
	admin, err := sql.Open("pgx", base)
	if err != nil {
		return "", nil, err
	}
	b := make([]byte, 4)
	rand.Read(b)
	name := "loadbench_" + hex.EncodeToString(b)
	ctx := context.Background()
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		admin.Close()
		return "", nil, fmt.Errorf("create a fresh database on %s: %w", u.Redacted(), err)
	}
	u.Path = "/" + name
	fmt.Fprintf(stderr, "fresh database %s\n", u.Redacted())
	drop := func() {
		defer admin.Close()
		if keep {
			fmt.Fprintf(stderr, "keeping database %s\n", name)
			return
		}
		if _, err := admin.ExecContext(ctx, "DROP DATABASE "+name+" WITH (FORCE)"); err != nil {
			fmt.Fprintf(stderr, "drop database %s: %v\n", name, err)
		}
	}
	return u.String(), drop, nil
}

// measureScaleOut starts one SQLite server and o.replicas PostgreSQL replicas on cores
// each and measures, round by round, the SQLite server, one replica alone and all the
// replicas together.
func measureScaleOut(o options, cores int, bin, dir, sqlitePath, pgURL, sqKey, pgKey string, st *stack, sqT, pgT *tally, stderr io.Writer) (scaleRow, error) {
	r := scaleRow{cores: cores}
	logf := func(format string, args ...any) {
		fmt.Fprintf(stderr, "[%d cores] "+format+"\n", append([]any{cores}, args...)...)
	}
	var all []*process
	defer func() {
		for _, p := range all {
			p.stop()
		}
	}()
	serve := func(name, db string, extra ...string) (*process, error) {
		args := append([]string{"serve", "--db", db, "--api-addr", "127.0.0.1:0", "--ai-addr", "127.0.0.1:0"}, extra...)
		p, err := start(name, bin, args, cores, "REST host listening on ", filepath.Join(dir, fmt.Sprintf("%s-%d.log", name, cores)))
		if err == nil {
			all = append(all, p)
		}
		return p, err
	}
	sq, err := serve("larder-sqlite", sqlitePath)
	if err != nil {
		return r, err
	}
	var replicas []*process
	for i := range o.replicas {
		p, err := serve(fmt.Sprintf("larder-pg-%d", i+1), pgURL, "--redis-url", o.redisURL)
		if err != nil {
			return r, err
		}
		replicas = append(replicas, p)
	}
	sqReqs, pgReqs := renderRequests(generatePath, sqKey, bodies), renderRequests(generatePath, pgKey, bodies)
	r.setups = []*setup{
		{name: "SQLite, 1 server", servers: []*process{sq}, reqs: sqReqs, tally: sqT},
		{name: "PostgreSQL + Redis, 1 replica", stack: st, servers: replicas[:1], reqs: pgReqs, tally: pgT},
	}
	if len(replicas) > 1 {
		r.setups = append(r.setups, &setup{name: fmt.Sprintf("PostgreSQL + Redis, %d replicas", len(replicas)),
			stack: st, servers: replicas, reqs: pgReqs, tally: pgT})
	}
	for _, s := range r.setups {
		s.workers = spread(s.servers, o.conns, s.tally)
		defer closeAll(s.workers)
		if o.warmup > 0 {
			closedLoop(s.workers, s.reqs, o.warmup)
		}
	}
	for i := range o.rounds {
		// Rotate who goes first, so drift on a shared machine favours none.
		for j := range r.setups {
			s := r.setups[(i+j)%len(r.setups)]
			s.rounds = append(s.rounds, meteredAll(s.servers, s.stack, func() result { return closedLoop(s.workers, s.reqs, o.duration) }))
		}
		var line []string
		for _, s := range r.setups {
			x := s.rounds[i]
			line = append(line, fmt.Sprintf("%s %.0f req/s p99 %s (errors %d)", s.name, x.rate(), ms(x.quantile(.99)), x.errors))
		}
		logf("round %d: %s", i+1, strings.Join(line, "; "))
	}
	for _, s := range r.setups {
		s.rate = median(s.rounds, result.rate) / 2
		s.half = openLoop(s.workers, s.reqs, s.rate, o.duration)
		logf("half saturation: %s p99 %s at %.0f/s", s.name, ms(s.half.quantile(.99)), s.rate)
		closeAll(s.workers)
	}
	for len(all) > 0 {
		p := all[len(all)-1]
		all = all[:len(all)-1]
		if err := p.stop(); err != nil {
			return r, fmt.Errorf("%s: %w", p.name, err)
		}
	}
	return r, nil
}

// spread makes n workers, dealt in turn to the servers, as a round-robin load balancer would.
func spread(servers []*process, n int, t *tally) []*worker {
	ws := make([]*worker, n)
	for i := range ws {
		ws[i] = &worker{addr: servers[i%len(servers)].addr, t: t}
	}
	return ws
}

// meteredAll runs phase and adds the servers' CPU time over it to the result, and the
// stack's (PostgreSQL's and Redis's) when there is one.
func meteredAll(ps []*process, st *stack, phase func() result) result {
	pids := make([]int, len(ps))
	for i, p := range ps {
		pids[i] = p.cmd.Process.Pid
	}
	before := cpuTimes(pids)
	var stackBefore map[int]time.Duration
	if st != nil {
		stackBefore = cpuTimes(st.pids())
	}
	r := phase()
	r.cpu = cpuSince(before, cpuTimes(pids))
	if st != nil {
		r.stackCPU = cpuSince(stackBefore, cpuTimes(st.pids()))
	}
	return r
}

// cpuTimes reads the CPU time of each process that still runs.
func cpuTimes(pids []int) map[int]time.Duration {
	m := make(map[int]time.Duration, len(pids))
	for _, pid := range pids {
		if d, err := cpuTimeOf(pid); err == nil {
			m[pid] = d
		}
	}
	return m
}

// cpuSince sums the CPU time used between two readings; a process that appeared in
// between counts from its start.
func cpuSince(before, after map[int]time.Duration) time.Duration {
	var sum time.Duration
	for pid, d := range after {
		sum += d - before[pid]
	}
	return sum
}

// stack finds the processes behind the replicas: the PostgreSQL backends connected to
// their database and the Redis server. Both run on this machine in the measured setup;
// elsewhere their CPU reads as zero.
type stack struct {
	admin *sql.DB
	db    string
	redis int // the Redis server's pid, 0 if unknown
}

func newStack(base, pgURL, redisURL string) (*stack, error) {
	u, err := url.Parse(pgURL)
	if err != nil {
		return nil, err
	}
	admin, err := sql.Open("pgx", base)
	if err != nil {
		return nil, err
	}
	st := &stack{admin: admin, db: strings.TrimPrefix(u.Path, "/")}
	if opt, err := redis.ParseURL(redisURL); err == nil {
		c := redis.NewClient(opt)
		info, err := c.Info(context.Background(), "server").Result()
		c.Close()
		if err != nil {
			admin.Close()
			return nil, fmt.Errorf("-redis-url: %w", err)
		}
		for line := range strings.SplitSeq(info, "\n") {
			if v, ok := strings.CutPrefix(strings.TrimSpace(line), "process_id:"); ok {
				st.redis, _ = strconv.Atoi(v)
			}
		}
	}
	return st, nil
}

// pids lists the Redis server and the backends connected to the replicas' database.
func (st *stack) pids() []int {
	var pids []int
	if st.redis > 0 {
		pids = append(pids, st.redis)
	}
	rows, err := st.admin.Query("SELECT pid FROM pg_stat_activity WHERE datname = $1", st.db)
	if err != nil {
		return pids
	}
	defer rows.Close()
	for rows.Next() {
		var pid int
		if rows.Scan(&pid) == nil {
			pids = append(pids, pid)
		}
	}
	return pids
}

func (st *stack) close() { st.admin.Close() }

func printScaleTable(w io.Writer, o options, rows []scaleRow) {
	fmt.Fprintf(w, "loadbench -replicas %d: %d CPUs, %s, %d connections, %s per phase, median of %d rounds\n\n",
		o.replicas, runtime.NumCPU(), runtime.Version(), o.conns, o.duration, o.rounds)
	fmt.Fprintln(w, "| cores per server | setup | req/s | p50 / p99 ms | p99 at ½ saturation | CPU µs/req Larder | CPU µs/req PostgreSQL + Redis | errors |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|")
	for _, r := range rows {
		for _, s := range r.setups {
			stackCPU := "-"
			if s.stack != nil {
				stackCPU = fmt.Sprintf("%.0f", median(s.rounds, result.stackPerRequest))
			}
			fmt.Fprintf(w, "| %d | %s | %.0f | %s / %s | %s (%.0f/s) | %.0f | %s | %d |\n",
				r.cores, s.name, median(s.rounds, result.rate), medianMS(s.rounds, .5), medianMS(s.rounds, .99),
				ms(s.half.quantile(.99)), s.rate, median(s.rounds, result.cpuPerRequest), stackCPU, errorsIn(s.rounds)+s.half.errors)
		}
	}
}
