// Command larder is a self-hosted recipe generation and transformation API: a REST host
// and an AI host on two listeners, state in one SQLite file (or a PostgreSQL database
// shared by replicas), and operator commands.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"os"
	"os/signal"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"time"

	oklog "github.com/oklog/run"

	"larder/api"
	"larder/callbacks"
	"larder/dashboard"
	"larder/store"
	"larder/upstream"
	"larder/web"
)

// version is set at build time with -ldflags "-X main.version=…".
var version = "dev"

// defaultGOGC is the garbage collector's target when GOGC is not set: a request
// allocates a few dozen KB that die at once, and collecting at twice the live heap
// instead of 100% halves the collections for a few MB of memory.
const defaultGOGC = 200

func main() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(defaultGOGC)
	}
	err := run(context.Background(), os.Args[1:], os.Getenv, os.Stdin, os.Stdout, os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		os.Exit(0) // --help printed what was asked for
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "larder:", err)
		var ue usageError
		if errors.As(err, &ue) {
			os.Exit(2)
		}
		os.Exit(1)
	}
}

// usageError is a mistake in the command line; it exits 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error { return usageError{fmt.Sprintf(format, args...)} }

// config holds every setting of CONTRACT §1; each is a flag with an environment
// variable beside it, and the flag wins.
type config struct {
	DB                   string
	APIAddr              string
	AIAddr               string
	BaseURL              string
	AIURL                string
	CallbackAllowPrivate bool
	UpstreamURL          string
	UpstreamModel        string
	UpstreamAPIKey       string
	PprofAddr            string
	RedisURL             string
	DrainDelay           time.Duration
	SecretKey            string // LARDER_SECRET_KEY only: a flag would show in ps
	JSON                 bool
}

// openStore opens cfg's database with the secret key from the environment, if given.
func openStore(ctx context.Context, cfg config) (*store.Store, error) {
	return store.OpenWith(ctx, cfg.DB, store.Options{SecretKey: cfg.SecretKey})
}

// env reads the environment with defaults.
type env func(string) string

func (e env) str(name, def string) string {
	if v := e(name); v != "" {
		return v
	}
	return def
}

func (e env) duration(name string, def time.Duration) time.Duration {
	if d, err := time.ParseDuration(e(name)); err == nil {
		return d
	}
	return def
}

func (e env) boolean(name string) bool {
	b, _ := strconv.ParseBool(e(name))
	return b
}

// commonFlags adds --db and --json (where the command prints something) to fs.
func commonFlags(fs *flag.FlagSet, cfg *config, getenv env, withJSON bool) {
	fs.StringVar(&cfg.DB, "db", getenv.str("LARDER_DB", "larder.db"), "SQLite database file path or postgres:// URL; with PostgreSQL, LARDER_SECRET_KEY is required (env LARDER_DB)")
	cfg.SecretKey = getenv("LARDER_SECRET_KEY")
	if withJSON {
		jsonFlag(fs, cfg)
	}
}

func jsonFlag(fs *flag.FlagSet, cfg *config) {
	fs.BoolVar(&cfg.JSON, "json", false, "print machine-readable JSON")
}

func serveFlags(fs *flag.FlagSet, cfg *config, getenv env) {
	commonFlags(fs, cfg, getenv, false)
	fs.StringVar(&cfg.APIAddr, "api-addr", getenv.str("LARDER_API_ADDR", ":8080"), "REST host listener, also the dashboard (env LARDER_API_ADDR)")
	fs.StringVar(&cfg.AIAddr, "ai-addr", getenv.str("LARDER_AI_ADDR", ":8081"), "AI host listener (env LARDER_AI_ADDR)")
	baseURLFlag(fs, cfg, getenv)
	fs.StringVar(&cfg.AIURL, "ai-url", getenv.str("LARDER_AI_URL", "http://localhost:8081"), "public address of the AI host (env LARDER_AI_URL)")
	fs.BoolVar(&cfg.CallbackAllowPrivate, "callback-allow-private", getenv.boolean("LARDER_CALLBACK_ALLOW_PRIVATE"),
		"development only: allow http:// and private or loopback callback targets (env LARDER_CALLBACK_ALLOW_PRIVATE)")
	fs.StringVar(&cfg.UpstreamURL, "upstream-url", getenv.str("LARDER_UPSTREAM_URL", ""), "OpenAI-compatible endpoint ending in /v1; empty: built-in engine only (env LARDER_UPSTREAM_URL)")
	fs.StringVar(&cfg.UpstreamModel, "upstream-model", getenv.str("LARDER_UPSTREAM_MODEL", ""), "model name sent upstream (env LARDER_UPSTREAM_MODEL)")
	fs.StringVar(&cfg.UpstreamAPIKey, "upstream-api-key", getenv.str("LARDER_UPSTREAM_API_KEY", ""), "bearer token sent upstream (env LARDER_UPSTREAM_API_KEY)")
	fs.StringVar(&cfg.PprofAddr, "pprof-addr", getenv.str("LARDER_PPROF_ADDR", ""),
		"serve Go's profiler (/debug/pprof/) on this separate listener, e.g. 127.0.0.1:6060; empty: off (env LARDER_PPROF_ADDR)")
	fs.StringVar(&cfg.RedisURL, "redis-url", getenv.str("LARDER_REDIS_URL", ""),
		"Redis (or Valkey) holding the per-minute limits shared by several replicas, e.g. redis://127.0.0.1:6379/0; empty: counted in this process (env LARDER_REDIS_URL)")
	fs.DurationVar(&cfg.DrainDelay, "drain-delay", getenv.duration("LARDER_DRAIN_DELAY", 5*time.Second),
		"on TERM or INT, how long to keep answering (readyz 503, keep-alives closed) while clients move away, before closing the listeners; ends early when no connection is open (env LARDER_DRAIN_DELAY)")
}

func baseURLFlag(fs *flag.FlagSet, cfg *config, getenv env) {
	fs.StringVar(&cfg.BaseURL, "base-url", getenv.str("LARDER_BASE_URL", "http://localhost:8080"), "public address of the REST host (env LARDER_BASE_URL)")
}

// parseArgs parses flags that may come before or after positional arguments and returns
// the positional ones.
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return positional, nil
		}
		positional = append(positional, args[0])
		args = args[1:]
	}
}

// newFlagSet returns a flag set whose --help shows usage line and flags on stderr.
func newFlagSet(name, usage string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: larder %s\n", usage)
		if hasFlags(fs) {
			fmt.Fprintln(stderr, "\nflags:")
			fs.PrintDefaults()
		}
	}
	return fs
}

func hasFlags(fs *flag.FlagSet) bool {
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	return n > 0
}

const topUsage = `larder: a self-hosted recipe generation and transformation API.

usage: larder [command] [flags]

commands:
  serve                 run the REST and AI hosts (the default)
  migrate               create or upgrade the database and exit
  backup --to FILE      a consistent copy of the live SQLite database (PostgreSQL: pg_dump)
  copy --from DB --to DB  move everything to another database (SQLite to PostgreSQL)
  version               print the version
  client create|list|set-tier
  key rotate|revoke
  secret rotate         a new callback secret for a client
  host add|list|approve|reject
  tier list|set
  admin create
  session rotate        log everyone out of the dashboard (new cookie keys)
  audit [--since 24h]   the audit log of admin and key actions, newest first

Run "larder <command> --help" for a command's flags.
`

func isHelp(arg string) bool { return arg == "-h" || arg == "-help" || arg == "--help" }

// run is the whole program; main only supplies the process's environment.
func run(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) error {
	args = dbFlagAfterCommand(args)
	cmd := "serve"
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") || len(args) == 1 && isHelp(args[0]) {
		cmd, args = args[0], args[1:]
	}
	e := env(getenv)
	switch cmd {
	case "serve":
		return cmdServe(ctx, args, e, stdout, stderr)
	case "migrate":
		return cmdMigrate(ctx, args, e, stdout, stderr)
	case "backup":
		return cmdBackup(ctx, args, e, stdout, stderr)
	case "copy":
		return cmdCopy(ctx, args, e, stdout, stderr)
	case "version":
		var cfg config
		fs := newFlagSet("version", "version [--json]", stderr)
		jsonFlag(fs, &cfg)
		if _, err := parseArgs(fs, args); err != nil {
			return err
		}
		return printResult(stdout, cfg.JSON, map[string]string{"version": version, "go": runtime.Version()},
			fmt.Sprintf("larder %s (%s)\n", version, runtime.Version()))
	case "audit":
		return cmdAudit(ctx, args, e, stdout, stderr)
	case "client", "key", "secret", "host", "tier", "admin", "session":
		return runOperator(ctx, cmd, args, e, stdin, stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, topUsage)
		return nil
	}
	fmt.Fprint(stderr, topUsage)
	return usagef("unknown command %q", cmd)
}

// dbFlagAfterCommand lets --db come first, as operators type it beside the command that
// reads the same database ("larder --db r.db client create"): a leading --db (with its
// value) moves after the command and, for the operator commands, their subcommand.
func dbFlagAfterCommand(args []string) []string {
	var lead []string
	rest := args
	for len(rest) > 0 {
		switch a := rest[0]; {
		case (a == "--db" || a == "-db") && len(rest) > 1:
			lead, rest = append(lead, rest[0], rest[1]), rest[2:]
			continue
		case strings.HasPrefix(a, "--db=") || strings.HasPrefix(a, "-db="):
			lead, rest = append(lead, a), rest[1:]
			continue
		}
		break
	}
	if len(lead) == 0 || len(rest) == 0 || strings.HasPrefix(rest[0], "-") {
		return args // flags only: serve reads them as it always did
	}
	words := 1
	if len(rest) > 1 {
		if _, ok := operatorCommands[rest[0]+" "+rest[1]]; ok {
			words = 2 // "client create": the flag goes after the subcommand
		}
	}
	out := make([]string, 0, len(args))
	out = append(out, rest[:words]...)
	out = append(out, lead...)
	return append(out, rest[words:]...)
}

func cmdMigrate(ctx context.Context, args []string, getenv env, stdout, stderr io.Writer) error {
	var cfg config
	fs := newFlagSet("migrate", "migrate [--db FILE|URL]", stderr)
	commonFlags(fs, &cfg, getenv, true)
	if _, err := parseArgs(fs, args); err != nil {
		return err
	}
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer st.Close()
	names, err := st.AppliedMigrations(ctx)
	if err != nil {
		return err
	}
	db := store.Redact(cfg.DB)
	return printResult(stdout, cfg.JSON, map[string]any{"database": db, "migrations": names},
		fmt.Sprintf("%s is up to date (%d migrations applied)\n", db, len(names)))
}

// cmdServe runs both hosts until a signal or ctx ends it, then drains and returns nil.
func cmdServe(ctx context.Context, args []string, getenv env, stdout, stderr io.Writer) error {
	var cfg config
	fs := newFlagSet("serve", "serve [flags]", stderr)
	serveFlags(fs, &cfg, getenv)
	if pos, err := parseArgs(fs, args); err != nil {
		return err
	} else if len(pos) > 0 {
		return usagef("serve takes no arguments, got %q", pos)
	}
	log := slog.New(slog.NewTextHandler(stderr, nil))
	slog.SetDefault(log) // web.Error logs 5xx through the default logger

	// Signals are caught from here on, before any listener answers: a SIGTERM that
	// arrives as soon as /healthz works must still mean a clean stop.
	sigCtx, stopSignals := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stopSignals()

	if !store.IsPostgres(cfg.DB) {
		// Replicas share a PostgreSQL database by design; a SQLite file has one server.
		unlock, err := lockDatabase(cfg.DB)
		if err != nil {
			return err
		}
		defer unlock()
	}
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer st.Close()

	var minutes *api.RedisCounter
	if cfg.RedisURL != "" {
		if minutes, err = api.NewRedisCounter(ctx, cfg.RedisURL, api.DefaultRedisPrefix); err != nil {
			return fmt.Errorf("--redis-url: %w", err)
		}
		defer minutes.Close()
	}

	restLn, err := net.Listen("tcp", cfg.APIAddr)
	if err != nil {
		return fmt.Errorf("REST host cannot listen on %s: %w", cfg.APIAddr, err)
	}
	aiLn, err := net.Listen("tcp", cfg.AIAddr)
	if err != nil {
		restLn.Close()
		return fmt.Errorf("AI host cannot listen on %s: %w", cfg.AIAddr, err)
	}
	var pprofLn net.Listener
	if cfg.PprofAddr != "" {
		if pprofLn, err = net.Listen("tcp", cfg.PprofAddr); err != nil {
			restLn.Close()
			aiLn.Close()
			return fmt.Errorf("profiler cannot listen on %s: %w", cfg.PprofAddr, err)
		}
	}
	if cfg.CallbackAllowPrivate {
		log.Warn("--callback-allow-private is on: callbacks may go to http:// and private addresses; never use this in production")
	}
	var countDelivery func(string) // set once the metrics exist, before any delivery
	sender := callbacks.NewSender(st, callbacks.Options{AllowPrivate: cfg.CallbackAllowPrivate, Version: version, Log: log,
		Outcome: func(outcome string) { countDelivery(outcome) }})
	var up *upstream.Client
	if cfg.UpstreamURL != "" {
		up = upstream.New(cfg.UpstreamURL, cfg.UpstreamModel, cfg.UpstreamAPIKey)
	}
	deps := api.NewDeps(log, st, up, sender.Enqueue, cfg.CallbackAllowPrivate)
	if minutes != nil {
		deps.Guard.ShareMinuteWindow(minutes)
	}
	deps.Metrics.WatchCallbackQueue(sender.Waiting)
	countDelivery = deps.Metrics.CountDelivery
	deps.BaseURL, deps.AIURL = strings.TrimRight(cfg.BaseURL, "/"), strings.TrimRight(cfg.AIURL, "/")
	dash, err := dashboard.New(dashboard.Options{Store: st, Usage: deps.Guard, Log: log, BaseURL: cfg.BaseURL, AIURL: cfg.AIURL, Now: st.Now})
	if err != nil {
		restLn.Close()
		aiLn.Close()
		if pprofLn != nil {
			pprofLn.Close()
		}
		return err
	}
	deps.Pages = dash.Routes
	var drain web.Drain
	deps.Draining = drain.Draining
	restSrv := web.NewServer(drain.Wrap(api.REST(deps)), log)
	aiSrv := web.NewServer(drain.Wrap(api.AI(deps)), log)
	restSrv.ConnState, aiSrv.ConnState = drain.Track, drain.Track

	fmt.Fprintf(stdout, "larder %s: database %s\n", version, store.Redact(cfg.DB))
	if minutes != nil {
		fmt.Fprintf(stdout, "per-minute limits shared through Redis at %s\n", minutes.Addr())
	} else if store.IsPostgres(cfg.DB) {
		log.Warn("PostgreSQL without --redis-url: per-minute limits are counted by each replica alone, so N replicas allow N times a tier's minute limit; give every replica the same --redis-url to share them")
	}
	if source, created := st.SecretKey(); created {
		fmt.Fprintf(stdout, "Created %s, the key that encrypts callback secrets: back it up apart from the database; without it they cannot be read.\n", source)
	}
	if err := announceSetup(ctx, st, cfg, stdout); err != nil {
		return err
	}
	if pprofLn != nil {
		fmt.Fprintf(stdout, "profiler listening on %s (keep it private)\n", pprofLn.Addr())
	}
	// Start-up's garbage goes back to the OS now rather than over minutes: the
	// dashboard's dummy password hash alone (argon2id) takes 64 MiB for a moment.
	debug.FreeOSMemory()
	fmt.Fprintf(stdout, "REST host listening on %s (%s)\n", restLn.Addr(), cfg.BaseURL)
	fmt.Fprintf(stdout, "AI host listening on %s (%s)\n", aiLn.Addr(), cfg.AIURL)

	// Interrupts run in this order: the servers finish their requests (which may queue
	// callbacks) before the sender drains its queue.
	var g oklog.Group
	g.Add(serveActor(restSrv, restLn))
	g.Add(serveActor(aiSrv, aiLn))
	if pprofLn != nil {
		g.Add(serveActor(web.NewServer(profiler(), log), pprofLn))
	}
	senderCtx, stopSender := context.WithCancel(context.Background())
	g.Add(func() error { return sender.Run(senderCtx) }, func(error) { stopSender() })
	watchCtx, stopWatch := context.WithCancel(context.Background())
	g.Add(func() error { return st.Watch(watchCtx, 250*time.Millisecond) }, func(error) { stopWatch() })
	stopCtx, cancelStop := context.WithCancel(sigCtx)
	g.Add(func() error {
		<-stopCtx.Done()
		if sigCtx.Err() != nil {
			// Stop without cutting anyone: readyz says 503 and answers close their
			// connections while the listeners still accept, then the servers shut down.
			log.Info("stopping: draining connections", "drain_delay", cfg.DrainDelay.String())
			drain.Start()
			drain.Wait(context.Background(), cfg.DrainDelay)
		}
		return errStopped
	}, func(error) { cancelStop() })
	err = g.Run()
	if errors.Is(err, errStopped) {
		log.Info("stopped", "reason", context.Cause(sigCtx))
		return nil
	}
	return err
}

// errStopped ends the serve group when a signal arrives or the caller's ctx ends.
var errStopped = errors.New("stopped")

// serveActor serves srv on ln; interrupting it stops new connections and waits up to
// 10 s for requests in flight.
func serveActor(srv *http.Server, ln net.Listener) (func() error, func(error)) {
	return func() error {
			if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
				return err
			}
			return nil
		}, func(error) {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			srv.Shutdown(ctx)
		}
}

// profiler serves net/http/pprof's handlers on a mux of its own, never on the hosts.
func profiler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	return mux
}

// setupTTL is how long a setup link lasts in the store; it dies sooner, once used or
// once any admin exists.
const setupTTL = 100 * 365 * 24 * time.Hour

// announceSetup prints a one-time setup link while there is no admin account.
func announceSetup(ctx context.Context, st *store.Store, cfg config, stdout io.Writer) error {
	has, err := st.HasAdmin(ctx)
	if err != nil || has {
		return err
	}
	token, err := st.CreateToken(ctx, store.TokenSetup, "", "", setupTTL)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "No admin account yet: open %s/setup?token=%s to create one (or run `larder admin create`).\n",
		strings.TrimRight(cfg.BaseURL, "/"), token)
	return nil
}
