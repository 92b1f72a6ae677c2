// Package web is Larder's shared HTTP plumbing: JSON in and out, problem+json errors,
// request ids, panic recovery, access logs and server settings. It knows nothing of
// recipes, clients or SQL.
package web

import (
	"errors"
	"fmt"
	"log/slog"
	"net/http"
)

// Problem codes of the contract: the stable "code" member of every error body.
const (
	CodeInvalidJSON          = "invalid_json"
	CodeUnauthorized         = "unauthorized"
	CodeNotFound             = "not_found"
	CodeMethodNotAllowed     = "method_not_allowed"
	CodePayloadTooLarge      = "payload_too_large"
	CodeUnsupportedMedia     = "unsupported_media_type"
	CodeValidationFailed     = "validation_failed"
	CodeCallbackNotAllowed   = "callback_not_allowed"
	CodeCallbackURLInvalid   = "callback_url_invalid"
	CodeCallbackHostNotReg   = "callback_host_not_registered"
	CodeNoRecipePossible     = "no_recipe_possible"
	CodeRateLimited          = "rate_limited"
	CodeDailyQuotaExceeded   = "daily_quota_exceeded"
	CodeTrialExhausted       = "trial_exhausted"
	CodeUpstreamFailed       = "upstream_failed"
	CodeInternal             = "internal"
	CodeServiceUnavailable   = "unavailable"
	problemTypeBase          = "/docs#problem-"
	problemContentType       = "application/problem+json"
	internalDetailWithoutRID = "Something went wrong on our side."
)

var problemTitles = map[string]struct {
	status int
	title  string
}{
	CodeInvalidJSON:        {400, "Body is not valid JSON"},
	CodeUnauthorized:       {401, "Missing or invalid API key"},
	CodeNotFound:           {404, "Not found"},
	CodeMethodNotAllowed:   {405, "Method not allowed"},
	CodePayloadTooLarge:    {413, "Body too large"},
	CodeUnsupportedMedia:   {415, "Unsupported media type"},
	CodeValidationFailed:   {422, "Validation failed"},
	CodeCallbackNotAllowed: {422, "Callbacks not allowed on this operation"},
	CodeCallbackURLInvalid: {422, "Invalid callback URL"},
	CodeCallbackHostNotReg: {422, "Callback host not registered"},
	CodeNoRecipePossible:   {422, "No recipe possible"},
	CodeRateLimited:        {429, "Rate limit exceeded"},
	CodeDailyQuotaExceeded: {429, "Daily quota exceeded"},
	CodeTrialExhausted:     {429, "Trial exhausted"},
	CodeUpstreamFailed:     {502, "Upstream model failed"},
	CodeInternal:           {500, "Internal error"},
	CodeServiceUnavailable: {503, "Service unavailable"},
}

// FieldError says what is wrong with one field of a request body.
type FieldError struct {
	Field   string `json:"field"`
	Message string `json:"message"`
}

// Problem is an RFC 9457 problem: every error a handler returns ends up as one.
type Problem struct {
	Type      string       `json:"type"`
	Title     string       `json:"title"`
	Status    int          `json:"status"`
	Detail    string       `json:"detail"`
	Code      string       `json:"code"`
	Errors    []FieldError `json:"errors,omitempty"`
	RequestID string       `json:"request_id,omitempty"`
}

func (p *Problem) Error() string { return p.Code + ": " + p.Detail }

// Errorf returns the problem for code with a detail that says what to fix.
func Errorf(code, format string, args ...any) *Problem {
	t, ok := problemTitles[code]
	if !ok {
		panic("web: unknown problem code " + code)
	}
	return &Problem{Type: problemTypeBase + code, Title: t.title, Status: t.status,
		Detail: fmt.Sprintf(format, args...), Code: code}
}

// Invalid is a 422 validation_failed listing what is wrong with which field.
func Invalid(errs ...FieldError) *Problem {
	p := Errorf(CodeValidationFailed, "%d field(s) are wrong; see errors.", len(errs))
	if len(errs) == 1 {
		p.Detail = errs[0].Field + ": " + errs[0].Message
	}
	p.Errors = errs
	return p
}

// Error writes err as problem+json. A *Problem is written as it is; anything else is
// logged with the request id and answered 500 "internal" without details.
func Error(w http.ResponseWriter, r *http.Request, err error) {
	var p *Problem
	if !errors.As(err, &p) {
		rid := RequestID(r.Context())
		slog.ErrorContext(r.Context(), "internal error", "request_id", rid, "method", r.Method,
			"path", r.URL.Path, "err", err)
		p = Errorf(CodeInternal, "%s Quote request id %s when you report it.", internalDetailWithoutRID, rid)
		p.RequestID = rid
	}
	writeProblem(w, p)
}

func writeProblem(w http.ResponseWriter, p *Problem) {
	h := w.Header()
	h.Set("Content-Type", problemContentType)
	h.Set("Cache-Control", "no-store")
	h.Del("Content-Length")
	if p.Status == http.StatusUnauthorized && h.Get("WWW-Authenticate") == "" {
		h.Set("WWW-Authenticate", "Bearer")
	}
	w.WriteHeader(p.Status)
	writeJSONBody(w, p)
}

// ProblemInfo describes one problem code for the documentation.
type ProblemInfo struct {
	Code   string
	Status int
	Title  string
}

// Problems lists every problem code the service answers with.
func Problems() []ProblemInfo {
	out := make([]ProblemInfo, 0, len(problemTitles))
	for code, t := range problemTitles {
		out = append(out, ProblemInfo{Code: code, Status: t.status, Title: t.title})
	}
	return out
}
