// Command loadbench measures Larder under load the way a user would run it: it builds
// and starts Larder on a temporary database with a scale client whose limits are out
// of the way, and for each core count (GOMAXPROCS) measures metered
// POST /api/v1/recipes/generate through the whole stack over keep-alive HTTP beside the
// same engine call behind a bare net/http handler, the p99 at half of saturation under
// constant-rate (open-loop) load, and Larder's resident memory idle and holding many
// open connections. Afterwards it checks that the usage Larder recorded on disk equals
// the 2xx answers it gave, and fails loudly if not. It prints a markdown table.
//
//	go run ./cmd/loadbench -duration 5s -rounds 3 -cores 1,2,all
//
// With -replicas 2 -db postgres://… -redis-url redis://… it measures replicas on one
// PostgreSQL database and Redis instead, beside one SQLite server (see scaleout.go).
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"
)

// bodies are the generate requests sent in turn, to both servers alike.
var bodies = []string{
	`{"ingredients":["500 g chicken thighs","1 head broccoli","2 cups jasmine rice","3 cloves garlic","soy sauce"],"cuisine":"chinese","servings":4}`,
	`{"ingredients":["400 g spaghetti","1 can diced tomatoes","1 onion","olive oil","parmesan"],"cuisine":"italian"}`,
	`{"ingredients":["1 lb ground beef","1 can black beans","8 tortillas","cheddar","1 red onion"],"cuisine":"mexican","allergies":["peanuts"]}`,
	`{"ingredients":["2 salmon fillets","1 lemon","asparagus","butter","garlic"],"servings":2}`,
}

const generatePath = "/api/v1/recipes/generate"

type options struct {
	duration time.Duration
	warmup   time.Duration
	conns    int
	cores    []int
	rounds   int
	hold     int
	larder   string
	keep     bool
	profile  string
	replicas int    // scale-out mode: this many replicas on PostgreSQL
	db       string // scale-out mode: the PostgreSQL server to make a fresh database on
	redisURL string // scale-out mode: the Redis the replicas share
}

func main() {
	if len(os.Args) > 1 && os.Args[1] == "bare-server" {
		if err := serveBare(); err != nil {
			fmt.Fprintln(os.Stderr, "bare server:", err)
			os.Exit(1)
		}
		return
	}
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "loadbench:", err)
		os.Exit(1)
	}
}

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("loadbench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.DurationVar(&o.duration, "duration", 5*time.Second, "measured time of each load phase")
	fs.DurationVar(&o.warmup, "warmup", time.Second, "unmeasured load before measuring, per server")
	fs.IntVar(&o.conns, "conns", 64, "keep-alive connections driving the load")
	cores := fs.String("cores", "1,2,all", "GOMAXPROCS values to measure, comma-separated; all is every CPU")
	fs.IntVar(&o.rounds, "rounds", 3, "saturation rounds per core count (medians are reported)")
	fs.IntVar(&o.hold, "hold", 1000, "open connections to hold while reading resident memory")
	fs.StringVar(&o.larder, "larder", "", "larder binary to measure (default: build this checkout)")
	fs.BoolVar(&o.keep, "keep", false, "keep the temporary directory (database, server logs)")
	fs.StringVar(&o.profile, "cpuprofile", "", "write Larder's CPU profile and an execution trace of the last saturation round per core count into this directory")
	fs.IntVar(&o.replicas, "replicas", 0, "scale-out mode: run this many replicas on a fresh database of -db with -redis-url, beside one SQLite server")
	fs.StringVar(&o.db, "db", "", "scale-out mode: postgres:// URL of a server where loadbench may create (and afterwards drop) a database")
	fs.StringVar(&o.redisURL, "redis-url", "redis://127.0.0.1:6379/0", "scale-out mode: the Redis the replicas share their minute windows in")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	for c := range strings.SplitSeq(*cores, ",") {
		c = strings.TrimSpace(c)
		if c == "all" {
			o.cores = append(o.cores, runtime.NumCPU())
			continue
		}
		n, err := strconv.Atoi(c)
		if err != nil || n < 1 {
			return o, fmt.Errorf("-cores: %q is not a core count", c)
		}
		o.cores = append(o.cores, n)
	}
	o.cores = slices.Compact(o.cores) // "2,all" on two CPUs is one measurement
	if o.duration <= 0 || o.conns < 1 || o.rounds < 1 || o.hold < 0 || o.replicas < 0 {
		return o, fmt.Errorf("-duration, -conns and -rounds must be positive")
	}
	if (o.replicas > 0) != (o.db != "") {
		return o, fmt.Errorf("-replicas and -db go together: -replicas 2 -db postgres://…")
	}
	return o, nil
}

// row is what one core count measured.
type row struct {
	cores             int
	bare, larder      []result // one per round
	bareHalf, larHalf result
	bareRate, larRate float64 // the constant rates at half of saturation
	rssIdle, rssHeld  int64   // KiB
}

func run(args []string, stdout, stderr io.Writer) error {
	o, err := parseFlags(args, stderr)
	if err != nil {
		return err
	}
	if o.replicas > 0 {
		return runScaleOut(o, stdout, stderr)
	}
	dir, bin, cleanup, err := workDir(o, stderr)
	if err != nil {
		return err
	}
	defer cleanup()
	self, err := os.Executable()
	if err != nil {
		return err
	}
	db := filepath.Join(dir, "larder.db")
	clientID, key, err := setupLarder(bin, db, []string{"--per-minute", "0", "--per-day", "0", "--trial", "0"})
	if err != nil {
		return err
	}
	larderReqs := renderRequests(generatePath, key, bodies)
	bareReqs := renderRequests(generatePath, "", bodies)

	var larderTally tally // every answer Larder gave, over all core counts
	var rows []row
	for _, cores := range o.cores {
		r, err := measure(o, cores, bin, self, db, dir, larderReqs, bareReqs, &larderTally, stderr)
		if err != nil {
			return err
		}
		rows = append(rows, r)
		// The server has stopped: what it counted on disk must be exactly what it answered 2xx.
		if err := checkUsage(db, clientID, &larderTally, stderr); err != nil {
			printTable(stdout, o, rows)
			return err
		}
	}
	printTable(stdout, o, rows)
	fmt.Fprintf(stdout, "\nUsage check: %d metered 2xx answers, %d counted on disk: exact.\n",
		larderTally.ok.Load(), larderTally.ok.Load())
	return nil
}

func checkUsage(db, clientID string, t *tally, stderr io.Writer) error {
	counted, err := countedUsage(db, clientID)
	if err != nil {
		return fmt.Errorf("read usage: %w", err)
	}
	ok, unknown := t.ok.Load(), t.unknown.Load()
	if counted != ok {
		return fmt.Errorf("USAGE MISMATCH: Larder answered %d calls 2xx (and %d without a readable answer) but counted %d on disk",
			ok, unknown, counted)
	}
	fmt.Fprintf(stderr, "usage check: %d 2xx answers, %d counted\n", ok, counted)
	return nil
}

// measure starts both servers on cores and runs every phase against them.
func measure(o options, cores int, bin, self, db, dir string, larderReqs, bareReqs [][]byte, lt *tally, stderr io.Writer) (row, error) {
	r := row{cores: cores}
	logf := func(format string, args ...any) {
		fmt.Fprintf(stderr, "[%d cores] "+format+"\n", append([]any{cores}, args...)...)
	}
	args := []string{"serve", "--db", db, "--api-addr", "127.0.0.1:0", "--ai-addr", "127.0.0.1:0"}
	if o.profile != "" {
		args = append(args, "--pprof-addr", "127.0.0.1:0")
	}
	lar, err := start("larder", bin, args, cores, "REST host listening on ", filepath.Join(dir, fmt.Sprintf("larder-%d.log", cores)))
	if err != nil {
		return r, err
	}
	larStopped := false
	defer func() {
		if !larStopped {
			lar.stop()
		}
	}()
	bare, err := start("bare handler", self, []string{"bare-server"}, cores, "bare handler listening on ",
		filepath.Join(dir, fmt.Sprintf("bare-%d.log", cores)))
	if err != nil {
		return r, err
	}
	defer bare.stop()

	time.Sleep(time.Second) // let start-up settle before reading idle memory
	if r.rssIdle, err = lar.rssKB(); err != nil {
		return r, err
	}
	var bt tally
	lw, bw := newWorkers(lar.addr, o.conns, lt), newWorkers(bare.addr, o.conns, &bt)
	defer closeAll(lw)
	defer closeAll(bw)
	if o.warmup > 0 {
		closedLoop(bw, bareReqs, o.warmup)
		closedLoop(lw, larderReqs, o.warmup)
	}
	for i := range o.rounds {
		// Alternate who goes first, so drift on a shared machine favours neither.
		first, second := func() {
			r.bare = append(r.bare, metered(bare, func() result { return closedLoop(bw, bareReqs, o.duration) }))
		},
			func() {
				r.larder = append(r.larder, metered(lar, func() result { return closedLoop(lw, larderReqs, o.duration) }))
			}
		if o.profile != "" && i == o.rounds-1 {
			second = profiled(second, lar, o, cores, logf)
		}
		if i%2 == 1 {
			first, second = second, first
		}
		first()
		second()
		b, l := r.bare[i], r.larder[i]
		logf("round %d: bare %.0f req/s p99 %s %.0f µs CPU/req, Larder %.0f req/s p99 %s %.0f µs CPU/req (errors %d/%d)", i+1,
			b.rate(), ms(b.quantile(.99)), b.cpuPerRequest(), l.rate(), ms(l.quantile(.99)), l.cpuPerRequest(), b.errors, l.errors)
	}
	r.bareRate = median(r.bare, result.rate) / 2
	r.larRate = median(r.larder, result.rate) / 2
	r.bareHalf = openLoop(bw, bareReqs, r.bareRate, o.duration)
	r.larHalf = openLoop(lw, larderReqs, r.larRate, o.duration)
	logf("half saturation: bare p99 %s at %.0f/s, Larder p99 %s at %.0f/s", ms(r.bareHalf.quantile(.99)), r.bareRate,
		ms(r.larHalf.quantile(.99)), r.larRate)
	closeAll(lw)
	closeAll(bw)

	if o.hold > 0 {
		release, err := holdConnections(lar.addr, o.hold, larderReqs[0], lt)
		if err != nil {
			return r, err
		}
		time.Sleep(time.Second)
		r.rssHeld, err = lar.rssKB()
		release()
		if err != nil {
			return r, err
		}
	}
	larStopped = true
	if err := lar.stop(); err != nil {
		return r, fmt.Errorf("larder: %w", err)
	}
	return r, nil
}

// metered runs phase and adds the server's CPU time over it to the result.
func metered(p *process, phase func() result) result {
	before, err := p.cpuTime()
	r := phase()
	if after, err2 := p.cpuTime(); err == nil && err2 == nil {
		r.cpu = after - before
	}
	return r
}

// profiled wraps Larder's load phase so that its CPU profile is recorded meanwhile.
func profiled(phase func(), lar *process, o options, cores int, logf func(string, ...any)) func() {
	return func() {
		base := filepath.Join(o.profile, fmt.Sprintf("larder-%dcores", cores))
		cpu, trace := make(chan error, 1), make(chan error, 1)
		go func() { cpu <- lar.record("profile", o.duration-o.duration/10, base+".cpu.pprof") }()
		go func() { trace <- lar.record("trace", min(o.duration/2, 2*time.Second), base+".trace") }()
		phase()
		errCPU, errTrace := <-cpu, <-trace
		if err := errors.Join(errCPU, errTrace); err != nil {
			logf("profile: %v", err)
			return
		}
		logf("CPU profile and execution trace (go tool trace -pprof=sync) in %s.*", base)
	}
}

func closeAll(ws []*worker) {
	for _, w := range ws {
		w.close()
		w.c = nil
	}
}

func median(rs []result, f func(result) float64) float64 {
	v := make([]float64, len(rs))
	for i, r := range rs {
		v[i] = f(r)
	}
	slices.Sort(v)
	if len(v)%2 == 1 {
		return v[len(v)/2]
	}
	return (v[len(v)/2-1] + v[len(v)/2]) / 2
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d.Microseconds())/1000) }

func medianMS(rs []result, q float64) string {
	return fmt.Sprintf("%.2f", median(rs, func(r result) float64 { return float64(r.quantile(q).Microseconds()) / 1000 }))
}

func errorsIn(rs []result) int {
	n := 0
	for _, r := range rs {
		n += r.errors
	}
	return n
}

func printTable(w io.Writer, o options, rows []row) {
	fmt.Fprintf(w, "loadbench: %d CPUs, %s, %d connections, %s per phase, median of %d rounds\n\n",
		runtime.NumCPU(), runtime.Version(), o.conns, o.duration, o.rounds)
	fmt.Fprintln(w, "| cores | bare req/s | bare p50 / p99 ms | Larder req/s | Larder p50 / p99 ms | Larder / bare "+
		"| CPU µs/req bare / Larder (ratio) | p99 at ½ saturation, bare / Larder | Larder RSS idle | RSS with open conns | errors |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|---|---|---|")
	for _, r := range rows {
		b, l := median(r.bare, result.rate), median(r.larder, result.rate)
		bc, lc := median(r.bare, result.cpuPerRequest), median(r.larder, result.cpuPerRequest)
		fmt.Fprintf(w, "| %d | %.0f | %s / %s | %.0f | %s / %s | %.2f | %.0f / %.0f (%.2f) | %s (%.0f/s) / %s (%.0f/s) | %.1f MB | %.1f MB (%d) | %d |\n",
			r.cores, b, medianMS(r.bare, .5), medianMS(r.bare, .99), l, medianMS(r.larder, .5), medianMS(r.larder, .99), l/b,
			bc, lc, bc/lc,
			ms(r.bareHalf.quantile(.99)), r.bareRate, ms(r.larHalf.quantile(.99)), r.larRate,
			float64(r.rssIdle)/1024, float64(r.rssHeld)/1024, o.hold,
			errorsIn(r.bare)+errorsIn(r.larder)+r.bareHalf.errors+r.larHalf.errors)
	}
}

// workDir makes the run's temporary directory (kept with -keep) and the larder binary
// to measure: -larder's, or one built from this checkout into the directory.
func workDir(o options, stderr io.Writer) (dir, bin string, cleanup func(), err error) {
	if dir, err = os.MkdirTemp("", "loadbench-"); err != nil {
		return "", "", nil, err
	}
	cleanup = func() { os.RemoveAll(dir) }
	if o.keep {
		fmt.Fprintln(stderr, "keeping", dir)
		cleanup = func() {}
	}
	bin = o.larder
	if bin == "" {
		fmt.Fprintln(stderr, "building larder…")
		if bin, err = buildLarder(dir); err != nil {
			cleanup()
			return "", "", nil, err
		}
	}
	return dir, bin, cleanup, nil
}
