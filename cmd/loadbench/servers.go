package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"larder/engine"
	"larder/store"
)

// process is a server loadbench started: Larder itself or the bare handler.
type process struct {
	name    string
	cmd     *exec.Cmd
	addr    string
	profile string // the profiler's address, when Larder was started with one
	exit    chan error
}

// start runs bin with args and GOMAXPROCS=procs and waits for the line on stdout that
// starts with marker and names the listening address. Its stderr goes to logPath.
func start(name, bin string, args []string, procs int, marker, logPath string) (*process, error) {
	cmd := exec.Command(bin, args...)
	cmd.Env = append(withoutEnv(os.Environ(), "GOMAXPROCS"), "GOMAXPROCS="+strconv.Itoa(procs))
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL} // never outlive loadbench
	logf, err := os.Create(logPath)
	if err != nil {
		return nil, err
	}
	cmd.Stderr = logf
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", name, err)
	}
	p := &process{name: name, cmd: cmd, exit: make(chan error, 1)}
	addr := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if rest, ok := strings.CutPrefix(sc.Text(), "profiler listening on "); ok {
				p.profile = strings.Fields(rest)[0] // printed before the hosts' lines
			}
			if rest, ok := strings.CutPrefix(sc.Text(), marker); ok {
				select {
				case addr <- strings.Fields(rest)[0]:
				default:
				}
			}
		}
		p.exit <- cmd.Wait()
		logf.Close()
	}()
	select {
	case p.addr = <-addr:
		return p, nil
	case err := <-p.exit:
		return nil, fmt.Errorf("%s exited before listening (%v); see %s", name, err, logPath)
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		return nil, fmt.Errorf("%s did not listen within 30 s; see %s", name, logPath)
	}
}

func withoutEnv(env []string, name string) []string {
	out := env[:0:0]
	for _, kv := range env {
		if !strings.HasPrefix(kv, name+"=") {
			out = append(out, kv)
		}
	}
	return out
}

// stop asks the server to finish (SIGTERM) and waits for it.
func (p *process) stop() error {
	p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-p.exit:
		return err
	case <-time.After(20 * time.Second):
		p.cmd.Process.Kill()
		return fmt.Errorf("%s did not stop within 20 s of SIGTERM", p.name)
	}
}

// rssKB reads the process's resident memory (VmRSS) in KiB.
func (p *process) rssKB() (int64, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", p.cmd.Process.Pid))
	if err != nil {
		return 0, err
	}
	for line := range strings.SplitSeq(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			return strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
		}
	}
	return 0, errors.New("no VmRSS in /proc status")
}

// cpuTime reads the CPU time the process has used so far (user and system), from
// /proc: on a shared machine CPU per request moves far less than requests per second.
func (p *process) cpuTime() (time.Duration, error) { return cpuTimeOf(p.cmd.Process.Pid) }

// cpuTimeOf reads the CPU time process pid has used so far.
func cpuTimeOf(pid int) (time.Duration, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	// The command name, in parentheses, may hold spaces: count fields after it.
	_, rest, ok := strings.Cut(string(b), ") ")
	f := strings.Fields(rest)
	if !ok || len(f) < 13 {
		return 0, errors.New("unreadable /proc stat")
	}
	utime, err1 := strconv.ParseInt(f[11], 10, 64)
	stime, err2 := strconv.ParseInt(f[12], 10, 64)
	if err := errors.Join(err1, err2); err != nil {
		return 0, err
	}
	return time.Duration(utime+stime) * time.Second / clockTicks, nil
}

// clockTicks is USER_HZ, the unit of /proc's CPU times: 100 on every Linux port Go runs on.
const clockTicks = 100

// record fetches the process's CPU profile ("profile") or execution trace ("trace")
// over d into path, through its profiler.
func (p *process) record(kind string, d time.Duration, path string) error {
	if p.profile == "" {
		return errors.New("no profiler listening")
	}
	resp, err := http.Get(fmt.Sprintf("http://%s/debug/pprof/%s?seconds=%d", p.profile, kind, max(int(d.Seconds()), 1)))
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("profiler answered %s", resp.Status)
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, resp.Body); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// buildLarder builds the larder binary of the module loadbench belongs to.
func buildLarder(dir string) (string, error) {
	gomod, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("find the module: %w", err)
	}
	root := filepath.Dir(strings.TrimSpace(string(gomod)))
	bin := filepath.Join(dir, "larder")
	cmd := exec.Command("go", "build", "-o", bin, ".")
	cmd.Dir = root
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("build larder in %s: %w", root, err)
	}
	return bin, nil
}

// setupLarder creates the database through the real CLI, sets the scale tier's limits
// (tier set flags) out of the way and creates a scale client; it returns the client's
// id and key.
func setupLarder(bin, db string, limits []string) (clientID, key string, err error) {
	run := func(args ...string) ([]byte, error) {
		var stderr bytes.Buffer
		cmd := exec.Command(bin, append(args, "--db", db)...)
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			return nil, fmt.Errorf("larder %s: %w: %s", strings.Join(args, " "), err, stderr.String())
		}
		return out, nil
	}
	if _, err := run("migrate"); err != nil {
		return "", "", err
	}
	if _, err := run(append([]string{"tier", "set", "scale"}, limits...)...); err != nil {
		return "", "", err
	}
	out, err := run("client", "create", "--name", "loadbench", "--tier", "scale", "--json")
	if err != nil {
		return "", "", err
	}
	var c struct {
		ClientID string `json:"client_id"`
		APIKey   string `json:"api_key"`
	}
	if err := json.Unmarshal(out, &c); err != nil || c.APIKey == "" {
		return "", "", fmt.Errorf("read the new client from %q: %v", out, err)
	}
	return c.ClientID, c.APIKey, nil
}

// countedUsage reads, from the database of stopped servers, how many metered calls the
// client has been charged in all.
func countedUsage(db, clientID string) (int64, error) {
	ctx := context.Background()
	st, err := store.OpenWith(ctx, db, store.Options{SecretKey: os.Getenv("LARDER_SECRET_KEY")})
	if err != nil {
		return 0, err
	}
	defer st.Close()
	days, err := st.ListUsage(ctx, clientID, "0000-01-01")
	if err != nil {
		return 0, err
	}
	var n int64
	for _, d := range days {
		n += int64(d.Count)
	}
	return n, nil
}

// bareRequest is the part of the generate body the bare handler reads.
type bareRequest struct {
	Ingredients         []string `json:"ingredients"`
	Cuisine             string   `json:"cuisine"`
	DietaryRestrictions []string `json:"dietary_restrictions"`
	Allergies           []string `json:"allergies"`
	Servings            int      `json:"servings"`
}

// serveBare is the reference: the same engine call as Larder's generate behind a plain
// net/http handler, with no auth, limits, metering, validation or logging.
func serveBare() error {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	fmt.Println("bare handler listening on", ln.Addr())
	return http.Serve(ln, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var in bareRequest
		if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		cuisine, _ := engine.Canonical(in.Cuisine, engine.Cuisines)
		rec, err := engine.Generate(engine.Request{Pantry: in.Ingredients, Cuisine: cuisine, Servings: in.Servings,
			Rules: engine.Rules{Restrictions: in.DietaryRestrictions, Allergies: in.Allergies}})
		if err != nil {
			http.Error(w, err.Error(), http.StatusUnprocessableEntity)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"type": "generate", "model": engine.Model, "data": rec})
	}))
}
