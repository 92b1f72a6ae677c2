package main

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// The browser test drives the dashboard in Debian's chromium, as a person would, and
// runs axe-core on every page. It needs chromium and the npm package axe-core
// (.ci/run installs both); without them it skips.

func findChromium() string {
	if p := os.Getenv("LARDER_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

func findAxe() string {
	for _, p := range []string{os.Getenv("LARDER_AXE_JS"), "node_modules/axe-core/axe.min.js"} {
		if p == "" {
			continue
		}
		if b, err := os.ReadFile(p); err == nil {
			return string(b)
		}
	}
	return ""
}

func freePort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	return port
}

// tab is one browser context (its own cookies) with what the test needs around it.
type tab struct {
	t    *testing.T
	name string
	ctx  context.Context
	axe  string
	shot string // folder for screenshots
}

func (b *tab) run(what string, steps ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	do(b, what, chromedp.Steps(steps...))
}

// do runs one action that returns a value, failing the test on error.
func do[T any](b *tab, what string, a chromedp.Action[T]) T {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, a)
	if err != nil {
		loc, _ := chromedp.Run(b.ctx, chromedp.Location())
		b.t.Fatalf("%s, %s (at %s): %v", b.name, what, loc, err)
	}
	return v
}

func css(sel string) chromedp.CSS { return chromedp.CSS(sel) }

// visit opens path, waits for sel, checks accessibility and takes both screenshots.
func (b *tab) visit(base, path, sel, shotName string) {
	b.t.Helper()
	b.run("open "+path, chromedp.Navigate(base+path), chromedp.WaitVisible(css(sel)))
	b.check(shotName)
}

// check runs axe-core on the page (no serious or critical violation) and saves the
// page at desktop and phone widths.
func (b *tab) check(shotName string) {
	b.t.Helper()
	do(b, "load axe", chromedp.Evaluate[*runtime.RemoteObject](b.axe))
	violations := do(b, "axe on "+shotName, chromedp.Evaluate[[]string](`axe.run(document, {resultTypes: ["violations"]}).then(r => r.violations
			.filter(v => v.impact === "serious" || v.impact === "critical")
			.map(v => v.id + ": " + v.help + " at " + v.nodes.map(n => n.target.join(" ")).join(", ")))`, chromedp.EvalAwaitPromise))
	for _, v := range violations {
		b.t.Errorf("%s: axe: %s", shotName, v)
	}
	for _, size := range []struct {
		name string
		w, h int64
		opts []chromedp.EmulateViewportOption
	}{{"desktop", 1280, 900, nil}, {"phone", 390, 844, []chromedp.EmulateViewportOption{chromedp.EmulateMobile}}} {
		b.run("size for "+shotName, chromedp.EmulateViewport(size.w, size.h, size.opts...))
		png := do(b, "screenshot "+shotName, chromedp.FullScreenshot(100))
		if err := os.WriteFile(filepath.Join(b.shot, shotName+"-"+size.name+".png"), png, 0o644); err != nil {
			b.t.Fatal(err)
		}
	}
	b.run("back to desktop", chromedp.EmulateViewport(1280, 900))
}

func (b *tab) text(sel string) string {
	b.t.Helper()
	return strings.TrimSpace(do(b, "read "+sel, chromedp.Text(css(sel), chromedp.NodeVisible)))
}

// fill types into inputs (selector, value pairs) and clicks submit.
func (b *tab) fill(submit string, fields ...string) {
	b.t.Helper()
	var steps []chromedp.Action[chromedp.Void]
	for i := 0; i+1 < len(fields); i += 2 {
		steps = append(steps, chromedp.SendKeys(css(fields[i]), fields[i+1]))
	}
	steps = append(steps, chromedp.Click(css(submit)))
	b.run("fill and send "+submit, steps...)
}

func TestDashboardInABrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test is skipped with -short")
	}
	chrome := findChromium()
	if chrome == "" {
		skipTool(t, "chromium is not installed (apt-get install chromium): skipping the browser test")
	}
	axe := findAxe()
	if axe == "" {
		skipTool(t, "axe-core is not installed (npm install axe-core in the repository root, or set LARDER_AXE_JS): skipping the browser test")
	}
	shots := os.Getenv("LARDER_SCREENSHOTS")
	if shots == "" {
		shots = t.TempDir()
	}
	os.MkdirAll(shots, 0o755)
	t.Logf("screenshots in %s", shots)

	port := freePort(t)
	base := "http://127.0.0.1:" + port
	db := filepath.Join(t.TempDir(), "larder.db")
	aiPort := freePort(t)
	srv := startServer(t, db, "--api-addr", "127.0.0.1:"+port, "--base-url", base,
		"--ai-addr", "127.0.0.1:"+aiPort, "--ai-url", "http://127.0.0.1:"+aiPort)
	setup := regexp.MustCompile(`http://\S+/setup\?token=[0-9A-Za-z]+`).FindString(srv.stdout.String())
	if setup == "" {
		t.Fatalf("no setup link printed: %s", srv.stdout.String())
	}

	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chrome), chromedp.NoSandbox, chromedp.Flag("disable-dev-shm-usage", true))...)
	defer cancelAlloc()
	browserCtx, cancelBrowser := chromedp.NewContext(allocCtx)
	defer cancelBrowser()
	if err := chromedp.Do(browserCtx); err != nil {
		t.Fatalf("start chromium: %v", err)
	}
	newTab := func(name string) *tab {
		var ctx context.Context
		ctx, cancel := chromedp.NewContext(browserCtx, chromedp.WithNewBrowserContext(), chromedp.WithListener(func(ev any) {
			if _, ok := ev.(*page.EventJavascriptDialogOpening); ok {
				go chromedp.Call(ctx, page.HandleJavaScriptDialog, page.HandleJavaScriptDialogParams{Accept: true}) // accept data-confirm
			}
		}))
		t.Cleanup(cancel)
		// The first run opens the tab, which lives as long as that run's context: no timeout.
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 900)); err != nil {
			t.Fatalf("open a tab: %v", err)
		}
		return &tab{t: t, name: name, ctx: ctx, axe: axe, shot: shots}
	}

	// The admin follows the printed setup link.
	admin := newTab("admin")
	admin.visit("", setup, "#email", "setup")
	admin.fill("main form button[type=submit]", "#email", "boss@example.com", "#password", testPassword, "#confirm", testPassword)
	admin.run("admin home", chromedp.WaitVisible(css(`[data-testid=admin-home]`)))
	admin.check("admin-home")

	// The admin creates a client with an invitation; key, secret and link are shown once.
	admin.visit(base, "/admin/clients", "#name", "admin-clients")
	admin.fill(`[data-testid=create-client-submit]`, "#name", "acme", "#email", "cook@example.com")
	admin.run("client created", chromedp.WaitVisible(css(`[data-testid=issued-invite]`)))
	admin.check("admin-client-created")
	created := map[string]string{
		"invite_url":      admin.text(`[data-testid=issued-invite]`),
		"callback_secret": admin.text(`[data-testid=issued-secret]`),
		"api_key":         admin.text(`[data-testid=issued-key]`),
	}
	if !strings.HasPrefix(created["invite_url"], base+"/invite?token=") {
		t.Fatalf("invitation link: got %q", created["invite_url"])
	}

	// The invited cook accepts in a browser context of their own.
	cook := newTab("cook")
	cook.visit("", created["invite_url"], "#password", "invite")
	cook.fill("main form button[type=submit]", "#password", testPassword, "#confirm", testPassword)
	cook.run("client overview", chromedp.WaitVisible(css(`[data-testid=client-name]`)))
	if got := cook.text(`[data-testid=client-name]`); got != "acme" {
		t.Fatalf("the cook sees client %q, want acme", got)
	}

	// Reveal and copy the callback secret.
	cook.visit(base, "/callbacks", `[data-testid=reveal-secret]`, "callbacks")
	cook.run("reveal", chromedp.Click(css(`[data-testid=reveal-secret]`)), chromedp.WaitVisible(css(`[data-testid=callback-secret]`)))
	if got := cook.text(`[data-testid=callback-secret]`); got != created["callback_secret"] {
		t.Errorf("revealed secret: got %q, want %q", got, created["callback_secret"])
	}
	cook.check("callbacks-revealed")
	chromedp.CallBrowser(cook.ctx, browser.SetPermission, browser.SetPermissionParams{
		Permission: &browser.PermissionDescriptor{Name: "clipboard-write"}, Setting: browser.PermissionSettingGranted,
		Origin: base, BrowserContextID: chromedp.FromContext(cook.ctx).BrowserContextID})
	cook.run("copy the secret", chromedp.Click(css(`[data-testid=copy-secret]`)))
	copied := do(cook, "copied text", chromedp.Poll[string](`document.querySelector("[data-testid=copy-secret]").dataset.copied`))
	if copied != created["callback_secret"] {
		t.Errorf("copied: got %q, want the secret", copied)
	}

	// Rotate the key: the new one is shown once.
	cook.visit(base, "/key", `[data-testid=rotate-key]`, "key")
	cook.run("rotate the key", chromedp.SetValue(css("#grace"), "1h"), chromedp.Click(css(`[data-testid=rotate-key]`)),
		chromedp.WaitVisible(css(`[data-testid=new-key]`)))
	newKey := cook.text(`[data-testid=new-key]`)
	if !strings.HasPrefix(newKey, "lk_") || newKey == created["api_key"] {
		t.Fatalf("new key: got %q", newKey)
	}
	cook.check("key-rotated")
	cook.run("key page again", chromedp.Navigate(base+"/key"), chromedp.WaitVisible(css(`[data-testid=keys]`)))
	html := do(cook, "key page html", chromedp.OuterHTML(css("html")))
	if strings.Contains(html, newKey) {
		t.Error("the new key is shown a second time")
	}

	// Ask for a callback host.
	cook.visit(base, "/callbacks", "#host", "callbacks-empty")
	cook.fill(`[data-testid=ask-host]`, "#host", "hooks.example.com")
	cook.run("host pending", chromedp.WaitVisible(css(`[data-testid=host-status]`)))
	if got := cook.text(`[data-testid=host-status]`); got != "pending" {
		t.Errorf("host status: got %q, want pending", got)
	}
	cook.check("callbacks-pending")

	// The admin approves it.
	admin.visit(base, "/admin/hosts", `[data-testid=approve-host]`, "admin-hosts")
	if got := admin.text(`[data-testid=host-name]`); got != "hooks.example.com" {
		t.Errorf("pending host: got %q", got)
	}
	admin.run("approve", chromedp.Click(css(`[data-testid=approve-host]`)), chromedp.WaitVisible(css(`[data-testid=decided-status]`)))
	admin.check("admin-hosts-decided")
	cook.run("reload callbacks", chromedp.Navigate(base+"/callbacks"), chromedp.WaitVisible(css(`[data-testid=host-status]`)))
	if got := cook.text(`[data-testid=host-status]`); got != "approved" {
		t.Errorf("host status after approval: got %q, want approved", got)
	}

	// Metered calls made from the quickstart's own lines for both hosts, with the new key.
	cook.visit(base, "/quickstart", `[data-testid=snippet]`, "quickstart")
	snippets := do(cook, "read snippets", chromedp.Evaluate[[]string](`[...document.querySelectorAll("[data-testid=snippet]")].map(e => e.textContent)`))
	callFromSnippet(t, snippets, "/api/v1/recipes/generate", newKey)
	callFromSnippet(t, snippets, "/api/v1/healthify", newKey)

	cook.visit(base, "/", `[data-testid=usage-chart]`, "client-overview")
	today := time.Now().UTC().Format(time.DateOnly)
	total := do(cook, "today's bar", chromedp.AttributeValue(css(fmt.Sprintf(`[data-testid=usage-chart] g[data-day="%s"]`, today)), "data-total")).Value
	if total != "2" {
		t.Errorf("today's bar: got %q calls, want 2", total)
	}
	if got := cook.text(`[data-testid=limit-daily-none]`); got != "2" {
		t.Errorf("metered calls today on a tier with no daily quota: got %q, want 2", got)
	}
	cook.visit(base, "/account/password", "#current", "password")
	cook.visit(base, "/login?next=/", "body", "login-logged-in")

	// The admin sees the call in the service-wide chart and the actions in the audit log.
	admin.visit(base, "/", `[data-testid=usage-chart]`, "admin-overview")
	if got := do(admin, "service bar", chromedp.AttributeValue(css(fmt.Sprintf(`[data-testid=usage-chart] g[data-day="%s"]`, today)), "data-total")).Value; got != "2" {
		t.Errorf("today's bar on the admin overview: got %q calls, want 2", got)
	}
	// The cook asks for the first paid tier; the admin sees the request and grants it.
	cook.run("ask for an upgrade", chromedp.Click(css(`form[action="/upgrade"] button[type=submit]`)),
		chromedp.WaitVisible(css(`[data-testid=tier-requested]`)))
	cook.check("client-overview-requested")
	admin.visit(base, "/admin/upgrades", `[data-testid=upgrade]`, "admin-upgrades")
	asked := admin.text(`[data-testid=upgrade-tier]`)
	admin.run("grant", chromedp.Click(css(`[data-testid=grant-upgrade]`)), chromedp.WaitVisible(css(`[data-testid=no-upgrades]`)))
	admin.check("admin-upgrades-granted")
	cook.visit(base, "/", `[data-testid=usage-chart]`, "client-overview-paid")
	if got := cook.text(`[data-testid=tier]`); got != asked {
		t.Errorf("the cook's tier after the grant: got %q, want %q", got, asked)
	}
	if got := cook.text(`[data-testid=limit-daily-left]`); got != "998" {
		t.Errorf("daily calls left on %s after 2 calls: got %q, want 998", asked, got)
	}

	// Every other admin page: the client's detail, the tiers and the admins.
	admin.visit(base, "/admin/clients", `[data-testid=client-link]`, "admin-clients-list")
	admin.run("open the client", chromedp.Click(css(`[data-testid=client-link]`)), chromedp.WaitVisible(css(`[data-testid=admin-client-name]`)))
	if got := admin.text(`[data-testid=admin-client-tier]`); got != asked {
		t.Errorf("the client's tier on its admin page: got %q, want %q", got, asked)
	}
	admin.check("admin-client")
	admin.visit(base, "/admin/tiers", `[data-testid=tier]`, "admin-tiers")
	admin.visit(base, "/admin/admins", `[data-testid=admins]`, "admin-admins")
	if got := admin.text(`[data-testid=admin-email]`); got != "boss@example.com" {
		t.Errorf("admins: got %q, want boss@example.com", got)
	}
	admin.visit(base, "/admin/audit", `[data-testid=audit-log]`, "admin-audit")
	for _, action := range []string{"client.create", "key.rotate", "host.approve", "upgrade.grant"} {
		admin.run("audit "+action, chromedp.WaitVisible(css(fmt.Sprintf(`[data-testid=audit-entry][data-action="%s"]`, action))))
	}
	logout := newTab("visitor")
	logout.visit(base, "/login", "#email", "login")

	if os.Getenv("LARDER_UPDATE_DOCS") != "" {
		for _, name := range []string{"client-overview-desktop", "admin-overview-desktop"} {
			b, err := os.ReadFile(filepath.Join(shots, name+".png"))
			if err == nil {
				err = os.WriteFile(filepath.Join("docs", "dashboard-"+name+".png"), b, 0o644)
			}
			if err != nil {
				t.Error(err)
			}
		}
	}
}

// callFromSnippet runs the quickstart's curl line for path as a Go request: the line
// must work as shown.
func callFromSnippet(t *testing.T, snippets []string, path, key string) {
	t.Helper()
	for _, s := range snippets {
		url := regexp.MustCompile(`curl -s (\S+)`).FindStringSubmatch(s)
		body := regexp.MustCompile(`(?s)-d '(.*)'`).FindStringSubmatch(s)
		if url == nil || body == nil || !strings.HasSuffix(url[1], path) {
			continue
		}
		if code := post(t, url[1], key, body[1]); code != 200 {
			t.Fatalf("the quickstart's %s line: got %d, want 200", path, code)
		}
		return
	}
	t.Fatalf("no quickstart line for %s in %q", path, snippets)
}

const testPassword = "a long enough password"
