// Package upstream calls an OpenAI-compatible chat-completions endpoint for the tiers
// that route there, with time-outs and a circuit breaker so a dead upstream costs a
// client at most one slow call.
package upstream

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"time"
)

// Client talks to one upstream endpoint.
type Client struct {
	URL     string // base, ending in /v1
	Model   string
	APIKey  string
	HTTP    *http.Client
	Timeout time.Duration // per call; 0 means 20 s

	// Breaker settings: after Failures failures in a row, calls fail at once for Cooldown.
	Failures int
	Cooldown time.Duration

	mu        sync.Mutex
	failed    int
	openUntil time.Time
	now       func() time.Time
}

// ErrOpen means the breaker is open: the upstream failed recently and is not tried.
var ErrOpen = errors.New("upstream circuit open")

// New returns a client with sensible defaults.
func New(url, model, apiKey string) *Client {
	return &Client{URL: strings.TrimRight(url, "/"), Model: model, APIKey: apiKey,
		HTTP: &http.Client{Transport: &http.Transport{Proxy: http.ProxyFromEnvironment, MaxIdleConnsPerHost: 16,
			ResponseHeaderTimeout: 20 * time.Second}},
		Timeout: 20 * time.Second, Failures: 3, Cooldown: 30 * time.Second, now: time.Now}
}

// Message is one chat message.
type Message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type chatRequest struct {
	Model          string          `json:"model"`
	Messages       []Message       `json:"messages"`
	Temperature    float64         `json:"temperature"`
	ResponseFormat json.RawMessage `json:"response_format"`
}

type chatResponse struct {
	Choices []struct {
		Message struct {
			Content string `json:"content"`
		} `json:"message"`
		FinishReason string `json:"finish_reason"`
	} `json:"choices"`
	Error *struct {
		Message string `json:"message"`
		Type    string `json:"type"`
	} `json:"error"`
}

// Complete sends one chat completion asking for JSON matching schema and returns the
// model's JSON answer.
func (c *Client) Complete(ctx context.Context, system, user string, schemaName string, schema json.RawMessage) (json.RawMessage, error) {
	if err := c.allow(); err != nil {
		return nil, err
	}
	out, err := c.call(ctx, system, user, schemaName, schema)
	c.record(err)
	return out, err
}

func (c *Client) clock() time.Time {
	if c.now != nil {
		return c.now()
	}
	return time.Now()
}

func (c *Client) allow() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.clock().Before(c.openUntil) {
		return ErrOpen
	}
	return nil
}

func (c *Client) record(err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if err == nil {
		c.failed = 0
		return
	}
	c.failed++
	if c.failed >= max(c.Failures, 1) {
		c.openUntil = c.clock().Add(c.Cooldown)
		c.failed = 0
	}
}

// Open reports whether the breaker is open now.
func (c *Client) Open() bool { return c.allow() != nil }

func (c *Client) call(ctx context.Context, system, user, schemaName string, schema json.RawMessage) (json.RawMessage, error) {
	timeout := c.Timeout
	if timeout <= 0 {
		timeout = 20 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	format, _ := json.Marshal(map[string]any{"type": "json_schema",
		"json_schema": map[string]any{"name": schemaName, "strict": true, "schema": schema}})
	body, _ := json.Marshal(chatRequest{Model: c.Model, Temperature: 0.2, ResponseFormat: format,
		Messages: []Message{{Role: "system", Content: system}, {Role: "user", Content: user}}})
	req, err := http.NewRequestWithContext(ctx, "POST", c.URL+"/chat/completions", bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	if c.APIKey != "" {
		req.Header.Set("Authorization", "Bearer "+c.APIKey)
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return nil, fmt.Errorf("upstream: %w", err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return nil, fmt.Errorf("upstream: read answer: %w", err)
	}
	var cr chatResponse
	jsonErr := json.Unmarshal(raw, &cr)
	if resp.StatusCode != http.StatusOK {
		msg := resp.Status
		if jsonErr == nil && cr.Error != nil {
			msg += ": " + cr.Error.Message
		}
		return nil, fmt.Errorf("upstream answered %s", msg)
	}
	if jsonErr != nil || len(cr.Choices) == 0 {
		return nil, errors.New("upstream: answer is not a chat completion")
	}
	content := strings.TrimSpace(cr.Choices[0].Message.Content)
	if !json.Valid([]byte(content)) {
		return nil, errors.New("upstream: the model's content is not JSON")
	}
	return json.RawMessage(content), nil
}
