package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"larder/callbacks"
	"larder/store"
)

// operatorCommand is one "larder <group> <verb>" command.
type operatorCommand struct {
	usage string
	args  int // positional arguments required
	flags func(fs *flag.FlagSet, o *opts)
	run   func(ctx context.Context, st *store.Store, o *opts, args []string) error
}

// opts holds the flags of every operator command and where it prints.
type opts struct {
	cfg     config
	stdin   io.Reader
	stdout  io.Writer
	stderr  io.Writer
	name    string
	tier    string
	email   string
	grace   time.Duration
	expires time.Duration
	limits  map[string]*int
}

var operatorCommands = map[string]operatorCommand{
	"client create": {
		usage: "client create --name NAME [--tier TIER] [--email EMAIL] [--base-url URL]",
		flags: func(fs *flag.FlagSet, o *opts) {
			fs.StringVar(&o.name, "name", "", "client name (unique)")
			fs.StringVar(&o.tier, "tier", "sandbox", "tier: sandbox, starter, pro or scale")
			fs.StringVar(&o.email, "email", "", "invite this person to the client's dashboard")
		},
		run: clientCreate,
	},
	"client list":     {usage: "client list", run: clientList},
	"client set-tier": {usage: "client set-tier CLIENT TIER", args: 2, run: clientSetTier},
	"key rotate": {
		usage: "key rotate CLIENT [--grace 24h] [--expires DURATION]",
		args:  1,
		flags: func(fs *flag.FlagSet, o *opts) {
			fs.DurationVar(&o.grace, "grace", 0, "how long the old key keeps working (0: stops at once)")
			fs.DurationVar(&o.expires, "expires", 0, "the new key stops working after this long (0: never)")
		},
		run: keyRotate,
	},
	"key revoke":    {usage: "key revoke CLIENT", args: 1, run: keyRevoke},
	"secret rotate": {usage: "secret rotate CLIENT", args: 1, run: secretRotate},
	"host add":      {usage: "host add CLIENT HOST[:PORT]", args: 2, run: hostAdd},
	"host list":     {usage: "host list [--client CLIENT]", flags: clientFilterFlag, run: hostList},
	"host approve":  {usage: "host approve ID", args: 1, run: hostDecide(store.HostApproved)},
	"host reject":   {usage: "host reject ID", args: 1, run: hostDecide(store.HostRejected)},
	"tier list":     {usage: "tier list", run: tierList},
	"tier set": {
		usage: "tier set NAME [--per-minute N] [--per-day N] [--trial N]",
		args:  1,
		flags: func(fs *flag.FlagSet, o *opts) {
			o.limits = map[string]*int{}
			for _, n := range []string{"per-minute", "per-day", "trial"} {
				fs.Func(n, "new "+n+" limit (0 means none)", func(s string) error {
					v, err := strconv.Atoi(s)
					if err != nil || v < 0 {
						return errors.New("want a whole number, 0 or more")
					}
					o.limits[n] = &v
					return nil
				})
			}
		},
		run: tierSet,
	},
	"session rotate": {usage: "session rotate  (new dashboard cookie keys: everyone is logged out)", run: sessionRotate},
	"admin create": {
		usage: "admin create --email EMAIL  (password on standard input)",
		flags: func(fs *flag.FlagSet, o *opts) { fs.StringVar(&o.email, "email", "", "the admin's email") },
		run:   adminCreate,
	},
}

func clientFilterFlag(fs *flag.FlagSet, o *opts) {
	fs.StringVar(&o.name, "client", "", "only this client's hosts (id or name)")
}

func runOperator(ctx context.Context, group string, args []string, getenv env, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		// "larder key" or "larder key --help": the group's commands.
		fmt.Fprintf(stderr, "larder %s commands:\n", group)
		var lines []string
		for name, c := range operatorCommands {
			if strings.HasPrefix(name, group+" ") {
				lines = append(lines, "  larder "+c.usage)
			}
		}
		sort.Strings(lines)
		fmt.Fprintln(stderr, strings.Join(lines, "\n"))
		if len(args) > 0 && isHelp(args[0]) {
			return flag.ErrHelp
		}
		return usagef("larder %s needs one of those commands", group)
	}
	name := group + " " + args[0]
	c, ok := operatorCommands[name]
	if !ok {
		return usagef("unknown command %q; run larder --help", "larder "+name)
	}
	o := &opts{stdin: stdin, stdout: stdout, stderr: stderr}
	fs := newFlagSet(name, c.usage, stderr)
	commonFlags(fs, &o.cfg, getenv, true)
	if name == "client create" {
		baseURLFlag(fs, &o.cfg, getenv)
	}
	if c.flags != nil {
		c.flags(fs, o)
	}
	pos, err := parseArgs(fs, args[1:])
	if err != nil {
		return err
	}
	if len(pos) != c.args {
		fs.Usage()
		return usagef("larder %s takes %d argument(s), got %d", name, c.args, len(pos))
	}
	st, err := openStore(ctx, o.cfg)
	if err != nil {
		return err
	}
	defer st.Close()
	return c.run(ctx, st, o, pos)
}

// printResult prints v as JSON when asJSON, else the human text.
func printResult(w io.Writer, asJSON bool, v any, text string) error {
	if asJSON {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(v)
	}
	_, err := io.WriteString(w, text)
	return err
}

func table(header string, rows [][]string) string {
	var b strings.Builder
	tw := tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, header)
	for _, r := range rows {
		fmt.Fprintln(tw, strings.Join(r, "\t"))
	}
	tw.Flush()
	return b.String()
}

func clientCreate(ctx context.Context, st *store.Store, o *opts, _ []string) error {
	if strings.TrimSpace(o.name) == "" {
		return usagef("client create needs --name")
	}
	c, key, err := st.CreateClient(ctx, strings.TrimSpace(o.name), o.tier, o.email)
	if err != nil {
		return err
	}
	operatorDid(ctx, st, o, store.AuditClientCreate, c.AuditTarget(), "tier "+c.Tier)
	out := map[string]string{"client_id": c.ID, "name": c.Name, "api_key": key, "callback_secret": c.CallbackSecret, "tier": c.Tier}
	text := fmt.Sprintf("client %s (%s) on tier %s\napi key (shown once): %s\ncallback secret: %s\n",
		c.Name, c.ID, c.Tier, key, c.CallbackSecret)
	if o.email != "" {
		token, err := st.CreateToken(ctx, store.TokenInvite, o.email, c.ID, store.InviteTTL)
		if err != nil {
			return err
		}
		operatorDid(ctx, st, o, store.AuditClientInvite, c.AuditTarget(), "invited "+o.email)
		out["invite_url"] = strings.TrimRight(o.cfg.BaseURL, "/") + "/invite?token=" + url.QueryEscape(token)
		text += fmt.Sprintf("invite link for %s (valid 7 days): %s\n", o.email, out["invite_url"])
	}
	return printResult(o.stdout, o.cfg.JSON, out, text)
}

func clientList(ctx context.Context, st *store.Store, o *opts, _ []string) error {
	clients, err := st.ListClients(ctx)
	if err != nil {
		return err
	}
	rows := make([][]string, len(clients))
	for i, c := range clients {
		rows[i] = []string{c.ID, c.Name, c.Tier, c.KeyPrefix + "…", c.Email, c.CreatedAt.Format(time.DateOnly)}
	}
	if clients == nil {
		clients = []store.Client{}
	}
	return printResult(o.stdout, o.cfg.JSON, clients, table("ID\tNAME\tTIER\tKEY\tEMAIL\tCREATED", rows))
}

func clientSetTier(ctx context.Context, st *store.Store, o *opts, args []string) error {
	c, err := st.FindClient(ctx, args[0])
	if err != nil {
		return err
	}
	if err := st.SetClientTier(ctx, c.ID, args[1]); err != nil {
		return err
	}
	operatorDid(ctx, st, o, store.AuditClientTier, c.AuditTarget(), "from "+c.Tier+" to "+args[1])
	return printResult(o.stdout, o.cfg.JSON, map[string]string{"client_id": c.ID, "tier": args[1]},
		fmt.Sprintf("client %s is now on tier %s\n", c.Name, args[1]))
}

func keyRotate(ctx context.Context, st *store.Store, o *opts, args []string) error {
	c, err := st.FindClient(ctx, args[0])
	if err != nil {
		return err
	}
	key, err := st.RotateKey(ctx, c.ID, store.KeyOptions{Grace: o.grace, Expires: o.expires})
	if err != nil {
		return err
	}
	old := "the old key stopped working"
	if o.grace > 0 {
		old = "the old key keeps working for " + o.grace.String()
	}
	operatorDid(ctx, st, o, store.AuditKeyRotate, c.AuditTarget(), old)
	return printResult(o.stdout, o.cfg.JSON, map[string]any{"client_id": c.ID, "api_key": key, "grace_seconds": int(o.grace.Seconds())},
		fmt.Sprintf("new api key for %s (shown once): %s\n%s\n", c.Name, key, old))
}

func keyRevoke(ctx context.Context, st *store.Store, o *opts, args []string) error {
	c, err := st.FindClient(ctx, args[0])
	if err != nil {
		return err
	}
	if err := st.RevokeKeys(ctx, c.ID); err != nil {
		return err
	}
	operatorDid(ctx, st, o, store.AuditKeyRevoke, c.AuditTarget(), "every key revoked")
	return printResult(o.stdout, o.cfg.JSON, map[string]any{"client_id": c.ID, "revoked": true},
		fmt.Sprintf("every key of %s is revoked; `larder key rotate %s` issues a new one\n", c.Name, c.Name))
}

// secretRotate gives a client a new callback secret; the next delivery is signed with it.
func secretRotate(ctx context.Context, st *store.Store, o *opts, args []string) error {
	c, err := st.FindClient(ctx, args[0])
	if err != nil {
		return err
	}
	secret, err := st.RotateCallbackSecret(ctx, c.ID)
	if err != nil {
		return err
	}
	operatorDid(ctx, st, o, store.AuditSecretRotate, c.AuditTarget(), "")
	return printResult(o.stdout, o.cfg.JSON, map[string]any{"client_id": c.ID, "callback_secret": secret},
		fmt.Sprintf("new callback secret for %s: %s\nthe next delivery is signed with it; the old one stopped working\n", c.Name, secret))
}

func hostAdd(ctx context.Context, st *store.Store, o *opts, args []string) error {
	c, err := st.FindClient(ctx, args[0])
	if err != nil {
		return err
	}
	host, port, err := callbacks.ParseHostPort(args[1])
	if err != nil {
		return usagef("%v", err)
	}
	h, err := st.ApproveCallbackHostFor(ctx, c.ID, host, port)
	if err != nil {
		return err
	}
	operatorDid(ctx, st, o, store.AuditHostAdd, fmt.Sprintf("%s:%d", h.Host, h.Port), "approved for "+c.AuditTarget())
	if err := callbacks.CheckRegistrable(host); err != nil {
		// The operator may mean it for development; deliveries will still be refused at
		// dial time unless the server runs with --callback-allow-private.
		fmt.Fprintf(o.stderr, "warning: %v; deliveries to it are refused unless the server runs with --callback-allow-private\n", err)
	}
	return printResult(o.stdout, o.cfg.JSON, h, fmt.Sprintf("host %d: %s:%d approved for %s\n", h.ID, h.Host, h.Port, c.Name))
}

func hostList(ctx context.Context, st *store.Store, o *opts, _ []string) error {
	clientID := ""
	if o.name != "" {
		c, err := st.FindClient(ctx, o.name)
		if err != nil {
			return err
		}
		clientID = c.ID
	}
	hosts, err := st.ListCallbackHosts(ctx, clientID, "")
	if err != nil {
		return err
	}
	rows := make([][]string, len(hosts))
	for i, h := range hosts {
		rows[i] = []string{strconv.FormatInt(h.ID, 10), h.ClientName, h.Host, strconv.Itoa(h.Port), h.Status}
	}
	if hosts == nil {
		hosts = []store.CallbackHost{}
	}
	return printResult(o.stdout, o.cfg.JSON, hosts, table("ID\tCLIENT\tHOST\tPORT\tSTATUS", rows))
}

func hostDecide(status string) func(context.Context, *store.Store, *opts, []string) error {
	action := store.AuditHostApprove
	if status == store.HostRejected {
		action = store.AuditHostReject
	}
	return func(ctx context.Context, st *store.Store, o *opts, args []string) error {
		id, err := strconv.ParseInt(args[0], 10, 64)
		if err != nil {
			return usagef("host id %q is not a number; see larder host list", args[0])
		}
		h, err := st.DecideCallbackHost(ctx, id, status)
		if err != nil {
			return err
		}
		operatorDid(ctx, st, o, action, fmt.Sprintf("%s:%d", h.Host, h.Port), "for "+h.ClientName+" ("+h.ClientID+")")
		return printResult(o.stdout, o.cfg.JSON, h, fmt.Sprintf("host %d (%s:%d for %s) is %s\n", h.ID, h.Host, h.Port, h.ClientName, h.Status))
	}
}

func tierRows(tiers []store.Tier) [][]string {
	show := func(n int) string {
		if n == 0 {
			return "none"
		}
		return strconv.Itoa(n)
	}
	rows := make([][]string, len(tiers))
	for i, t := range tiers {
		rows[i] = []string{t.Name, show(t.PerMinute), show(t.PerDay), show(t.Trial), t.Route}
	}
	return rows
}

const tierHeader = "TIER\tPER MINUTE\tPER DAY\tTRIAL\tROUTE"

func tierList(ctx context.Context, st *store.Store, o *opts, _ []string) error {
	tiers, err := st.ListTiers(ctx)
	if err != nil {
		return err
	}
	return printResult(o.stdout, o.cfg.JSON, tiers, table(tierHeader, tierRows(tiers)))
}

func tierSet(ctx context.Context, st *store.Store, o *opts, args []string) error {
	if len(o.limits) == 0 {
		return usagef("tier set needs at least one of --per-minute, --per-day, --trial")
	}
	t, err := st.UpdateTier(ctx, args[0], store.TierChange{
		PerMinute: o.limits["per-minute"], PerDay: o.limits["per-day"], Trial: o.limits["trial"]})
	if err != nil {
		return err
	}
	operatorDid(ctx, st, o, store.AuditTierSet, t.Name, tierNumbers(t))
	return printResult(o.stdout, o.cfg.JSON, t, table(tierHeader, tierRows([]store.Tier{t})))
}

func adminCreate(ctx context.Context, st *store.Store, o *opts, _ []string) error {
	email := strings.TrimSpace(o.email)
	if !strings.Contains(email, "@") {
		return usagef("admin create needs --email with an email address")
	}
	line, err := bufio.NewReader(o.stdin).ReadString('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		return fmt.Errorf("read password from standard input: %w", err)
	}
	password := strings.TrimRight(line, "\r\n")
	if len(password) < 12 {
		return usagef("the password (read from standard input) must have at least 12 characters")
	}
	u, err := st.CreateUser(ctx, email, password, store.RoleAdmin, "")
	if err != nil {
		return err
	}
	operatorDid(ctx, st, o, store.AuditAdminCreate, u.Email, "")
	return printResult(o.stdout, o.cfg.JSON, map[string]any{"id": u.ID, "email": u.Email, "role": u.Role},
		fmt.Sprintf("admin %s created\n", u.Email))
}

// sessionRotate replaces the dashboard's cookie keys and ends every session; a running
// server notices within a second.
func sessionRotate(ctx context.Context, st *store.Store, o *opts, _ []string) error {
	if err := st.RotateSessionKeys(ctx); err != nil {
		return err
	}
	operatorDid(ctx, st, o, store.AuditSessionRotate, "", "everyone logged out")
	return printResult(o.stdout, o.cfg.JSON, map[string]any{"rotated": true},
		"new dashboard session keys: everyone is logged out and must log in again\n")
}
