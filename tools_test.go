package main

import (
	"context"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// redoclyCLI is the Redocly CLI release .ci/run installs and this test runs.
const redoclyCLI = "@redocly/cli@2.77.0"

// skipTool skips a test whose outside tool is missing, unless LARDER_REQUIRE_TOOLS is
// set (as .ci/run does after installing them): then a missing tool fails it.
func skipTool(t *testing.T, why string) {
	t.Helper()
	if os.Getenv("LARDER_REQUIRE_TOOLS") != "" {
		t.Fatal(why)
	}
	t.Skip(why)
}

// fetch returns the body of GET url, failing the test on anything but 200.
func fetch(t *testing.T, url string) []byte {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d %v", url, resp.StatusCode, err)
	}
	return b
}

// TestMetricsPassPromtool points promtool at both hosts' /metrics after some traffic.
func TestMetricsPassPromtool(t *testing.T) {
	promtool, err := exec.LookPath("promtool")
	if err != nil {
		skipTool(t, "promtool is not installed (Debian: apt-get install prometheus; .ci/run installs it)")
	}
	db := filepath.Join(t.TempDir(), "larder.db")
	s := startServer(t, db)
	key := createClient(t, db)
	post(t, s.rest+"/api/v1/recipes/generate", key, `{"ingredients":["rice","eggs","peas"]}`)
	post(t, s.rest+"/api/v1/recipes/generate", key, `{"servings":99}`)
	post(t, s.ai+"/api/v1/enrich-ingredients", key, `{"ingredients":["2 cups rice"]}`)
	for _, host := range []string{s.rest, s.ai} {
		body := fetch(t, host+"/metrics")
		if !strings.Contains(string(body), "larder_http_requests_total") {
			t.Errorf("%s/metrics lacks larder_http_requests_total", host)
		}
		cmd := exec.Command(promtool, "check", "metrics")
		cmd.Stdin = strings.NewReader(string(body))
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("promtool check metrics on %s/metrics: %v\n%s", host, err, out)
		}
	}
}

// TestOpenAPIPassesRedoclyLint lints the served /openapi.json with the Redocly CLI
// under redocly.yaml (every recommended rule an error).
func TestOpenAPIPassesRedoclyLint(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the Redocly lint starts Node")
	}
	npx, err := exec.LookPath("npx")
	if err != nil {
		skipTool(t, "npx is not installed (Node.js; .ci/run installs "+redoclyCLI+")")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	// --no: use the CLI only if it is already installed or cached, never download it here.
	if err := exec.CommandContext(ctx, npx, "--no", redoclyCLI, "--version").Run(); err != nil {
		skipTool(t, redoclyCLI+" is not installed (npm install -g "+redoclyCLI+", or run .ci/run)")
	}
	s := startServer(t, filepath.Join(t.TempDir(), "larder.db"), "--base-url", "https://api.larder.test", "--ai-url", "https://ai.larder.test")
	doc := filepath.Join(t.TempDir(), "openapi.json")
	if err := os.WriteFile(doc, fetch(t, s.rest+"/openapi.json"), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.CommandContext(ctx, npx, "--no", redoclyCLI, "lint", "--config", "redocly.yaml", doc)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("redocly lint of /openapi.json: %v\n%s", err, out)
	}
}

func createClient(t *testing.T, db string) string {
	t.Helper()
	out := larder(t, db, "client", "create", "--name", "tools", "--tier", "starter", "--json")
	i := strings.Index(out, `"api_key": "`)
	if i < 0 {
		t.Fatalf("client create said %q", out)
	}
	key, _, _ := strings.Cut(out[i+len(`"api_key": "`):], `"`)
	return key
}

// post sends body as JSON with the key and returns the status.
func post(t *testing.T, url, key, body string) int {
	t.Helper()
	req, _ := http.NewRequest("POST", url, strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}
