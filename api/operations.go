package api

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"larder/callbacks"
	"larder/engine"
	"larder/web"
)

// Operations are the AI host's operations, in the contract's order.
var Operations = []string{"rewrite-tone", "budgetify-recipe", "healthify", "adapt-method", "suggest-substitute", "enrich-ingredients"}

// opBase is what every operation's body has.
type opBase struct {
	Recipe      *engine.RecipeInput `json:"recipe"`
	CallbackURL *string             `json:"callback_url"`
	RequestID   *string             `json:"request_id"`

	callback *callbackTarget
}

const (
	maxRecipeLines    = 200
	maxRecipeServings = 100
)

// checkRecipe validates the recipe when present; required says it must be.
func (b *opBase) checkRecipe(required bool) []web.FieldError {
	var errs []web.FieldError
	r := b.Recipe
	if r == nil {
		if required {
			errs = append(errs, web.FieldError{Field: "recipe", Message: "is required: an object with title or name, ingredients and instructions or steps"})
		}
		return errs
	}
	if r.DisplayName() == "" {
		errs = append(errs, web.FieldError{Field: "recipe.title", Message: "give the recipe a title or name"})
	}
	if len(r.Ingredients) == 0 || len(r.Ingredients) > maxRecipeLines {
		errs = append(errs, web.FieldError{Field: "recipe.ingredients", Message: fmt.Sprintf("list 1 to %d ingredients", maxRecipeLines)})
	}
	if r.Servings < 0 || r.Servings > maxRecipeServings {
		errs = append(errs, web.FieldError{Field: "recipe.servings", Message: fmt.Sprintf("must be from 1 to %d (leave it out for 4)", maxRecipeServings)})
	}
	for i, in := range r.Ingredients {
		field := "recipe.ingredients[" + strconv.Itoa(i) + "]"
		if strings.TrimSpace(in.Text) == "" && strings.TrimSpace(in.Name) == "" {
			errs = append(errs, web.FieldError{Field: field, Message: "needs text or a name"})
		}
		if in.Quantity != nil && *in.Quantity < 0 {
			errs = append(errs, web.FieldError{Field: field + ".quantity", Message: "must not be negative"})
		}
		if in.Grams != nil && *in.Grams < 0 {
			errs = append(errs, web.FieldError{Field: field + ".grams", Message: "must not be negative"})
		}
	}
	steps := r.StepList()
	if len(steps) == 0 || len(steps) > maxRecipeLines {
		errs = append(errs, web.FieldError{Field: "recipe.instructions", Message: fmt.Sprintf("list 1 to %d instructions (or steps)", maxRecipeLines)})
	}
	for i, s := range steps {
		if strings.TrimSpace(s.Text) == "" {
			errs = append(errs, web.FieldError{Field: "recipe.instructions[" + strconv.Itoa(i) + "]", Message: "is empty"})
		}
		if s.Minutes < 0 || s.Minutes > 7*24*60 {
			errs = append(errs, web.FieldError{Field: "recipe.instructions[" + strconv.Itoa(i) + "].minutes", Message: "must be from 0 to 10080 (a week)"})
		}
	}
	return errs
}

func (b *opBase) base() *opBase { return b }

// callbackTarget is a checked callback address.
type callbackTarget struct {
	url  string
	host string
	port int
}

// maxCallbackURL is the longest callback address accepted.
const maxCallbackURL = 2048

// parseCallback checks callback_url's form (CONTRACT §9); allowHTTP is for development.
func parseCallback(raw string, allowHTTP bool) (*callbackTarget, error) {
	bad := func(format string, a ...any) error { return web.Errorf(web.CodeCallbackURLInvalid, format, a...) }
	if len(raw) > maxCallbackURL {
		return nil, bad("callback_url is %d characters long; at most %d are accepted.", len(raw), maxCallbackURL)
	}
	if strings.ContainsAny(raw, "\\ \t\r\n") {
		return nil, bad("callback_url must not contain backslashes or spaces.")
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || u.Opaque != "" {
		return nil, bad("callback_url must be an absolute https URL.")
	}
	if u.Scheme != "https" && !(allowHTTP && u.Scheme == "http") {
		return nil, bad("callback_url must use https.")
	}
	if u.User != nil {
		return nil, bad("callback_url must not carry a user name or password.")
	}
	if u.Fragment != "" || strings.Contains(raw, "#") {
		return nil, bad("callback_url must not have a fragment (#).")
	}
	port := callbacks.DefaultPort
	if u.Scheme == "http" {
		port = 80
	}
	if p := u.Port(); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > 65535 {
			return nil, bad("callback_url has a bad port %q.", p)
		}
		port = n
	}
	host, err := callbacks.NormalizeHost(u.Hostname())
	if err != nil {
		return nil, bad("callback_url host: %v.", err)
	}
	return &callbackTarget{url: raw, host: host, port: port}, nil
}

// opRequest is one operation's body: it validates itself and runs on the engine.
type opRequest interface {
	web.Validator
	base() *opBase
	run(d *engine.Dish) (*engine.Transformed, error)
}

// --- the six bodies ---

type toneRequest struct {
	opBase
	Tone string `json:"tone"`
	tone string
}

func (t *toneRequest) Valid(context.Context) []web.FieldError {
	return append(t.checkRecipe(true), choose(&t.tone, "tone", t.Tone, engine.Tones)...)
}

func (t *toneRequest) run(d *engine.Dish) (*engine.Transformed, error) {
	return engine.RewriteTone(*d, t.tone), nil
}

type budgetRequest struct {
	opBase
	TargetCostPerServing *float64 `json:"target_cost_per_serving"`
	Currency             string   `json:"currency"`
}

// Currencies are the codes a budget can be asked in: the price table's US dollars and
// the others the engine converts to at its dated fixed rates.
var Currencies = engine.Currencies

func (b *budgetRequest) Valid(context.Context) []web.FieldError {
	errs := b.checkRecipe(true)
	if b.TargetCostPerServing != nil && (*b.TargetCostPerServing <= 0 || *b.TargetCostPerServing > 10000) {
		errs = append(errs, web.FieldError{Field: "target_cost_per_serving", Message: "must be a positive amount"})
	}
	if _, ok := engine.CurrencyCode(b.Currency); !ok {
		errs = append(errs, web.FieldError{Field: "currency", Message: "\"" + b.Currency + "\" is not accepted; use one of " + strings.Join(Currencies, ", ") + " (or leave currency out for USD)"})
	}
	return errs
}

func (b *budgetRequest) run(d *engine.Dish) (*engine.Transformed, error) {
	target := 0.0
	if b.TargetCostPerServing != nil {
		target = *b.TargetCostPerServing
	}
	return engine.BudgetifyIn(*d, target, b.Currency)
}

type healthRequest struct {
	opBase
	HealthFocus string `json:"health_focus"`
	focus       string
}

func (h *healthRequest) Valid(context.Context) []web.FieldError {
	return append(h.checkRecipe(true), choose(&h.focus, "health_focus", h.HealthFocus, engine.HealthFocuses)...)
}

func (h *healthRequest) run(d *engine.Dish) (*engine.Transformed, error) {
	return engine.Healthify(*d, h.focus), nil
}

type adaptRequest struct {
	opBase
	TargetMethod string `json:"target_method"`
	method       string
}

func (a *adaptRequest) Valid(context.Context) []web.FieldError {
	return append(a.checkRecipe(true), choose(&a.method, "target_method", a.TargetMethod, engine.Methods)...)
}

func (a *adaptRequest) run(d *engine.Dish) (*engine.Transformed, error) {
	return engine.AdaptMethod(*d, a.method)
}

type substituteRequest struct {
	opBase
	Ingredient          string   `json:"ingredient"`
	DietaryRestrictions []string `json:"dietary_restrictions"`
	Allergies           []string `json:"allergies"`
	rules               engine.Rules
}

func (s *substituteRequest) Valid(context.Context) []web.FieldError {
	errs := s.checkRecipe(false)
	if strings.TrimSpace(s.Ingredient) == "" || len(s.Ingredient) > maxLineLength {
		errs = append(errs, web.FieldError{Field: "ingredient", Message: "is required: the ingredient to replace"})
	}
	var e []web.FieldError
	s.rules.Restrictions, e = accepted("dietary_restrictions", s.DietaryRestrictions, engine.Restrictions)
	errs = append(errs, e...)
	s.rules.Allergies, e = accepted("allergies", s.Allergies, engine.Allergens)
	s.rules.Restrictions = engine.WithAllergyRestrictions(s.rules.Restrictions, s.Allergies)
	return append(errs, e...)
}

func (s *substituteRequest) run(d *engine.Dish) (*engine.Transformed, error) {
	return engine.SuggestSubstitute(s.Ingredient, s.rules, d)
}

type enrichRequest struct {
	opBase
	Ingredients []string `json:"ingredients"`
}

func (e *enrichRequest) Valid(context.Context) []web.FieldError {
	if e.Recipe == nil {
		if len(e.Ingredients) == 0 || len(e.Ingredients) > maxRecipeLines {
			return []web.FieldError{{Field: "ingredients", Message: fmt.Sprintf("send a recipe, or 1 to %d ingredient lines", maxRecipeLines)}}
		}
		var errs []web.FieldError
		for i, s := range e.Ingredients {
			if strings.TrimSpace(s) == "" || len(s) > maxLineLength {
				errs = append(errs, web.FieldError{Field: "ingredients[" + strconv.Itoa(i) + "]", Message: "must be a non-empty line"})
			}
		}
		return errs
	}
	// A recipe to enrich needs ingredients; its steps are optional.
	errs := []web.FieldError{}
	if len(e.Recipe.Ingredients) == 0 || len(e.Recipe.Ingredients) > maxRecipeLines {
		errs = append(errs, web.FieldError{Field: "recipe.ingredients", Message: fmt.Sprintf("list 1 to %d ingredients", maxRecipeLines)})
	}
	return errs
}

func (e *enrichRequest) run(d *engine.Dish) (*engine.Transformed, error) {
	return engine.Enrich(*d), nil
}

// choose stores the canonical form of got in dst, or says which values are accepted.
func choose(dst *string, field, got string, list []string) []web.FieldError {
	c, ok := engine.Canonical(got, list)
	if !ok {
		return []web.FieldError{oneOf(field, got, list)}
	}
	*dst = c
	return nil
}

func oneOf(field, got string, list []string) web.FieldError {
	if got == "" {
		return web.FieldError{Field: field, Message: "is required; use one of: " + strings.Join(list, ", ")}
	}
	return web.FieldError{Field: field, Message: "\"" + got + "\" is not accepted; use one of: " + strings.Join(list, ", ")}
}

// dishOf reads the body's recipe (or, for enrich-ingredients, its ingredient lines).
func dishOf(req opRequest) *engine.Dish {
	if r := req.base().Recipe; r != nil {
		d := engine.DishFrom(*r)
		return &d
	}
	if e, ok := req.(*enrichRequest); ok {
		d := engine.Dish{} // no servings: enrich-ingredients estimates them from the total
		for _, line := range e.Ingredients {
			d.Items = append(d.Items, engine.ItemFrom(engine.IngredientInput{Text: line}))
		}
		return &d
	}
	return nil
}

// hostChecker is what an operation needs to know that a callback host is approved.
type hostChecker interface {
	IsCallbackHostApproved(ctx context.Context, clientID, host string, port int) (bool, error)
}

// OpDeps are what the operation handlers need beyond the store.
type OpDeps struct {
	Hosts        hostChecker
	Router       *Router
	Deliver      func(callbacks.Delivery) string // queues a delivery: "queued" or "dropped"
	AllowPrivate bool
	Now          func() time.Time
}

// handleOperation serves one AI operation: validate, check the callback, run on the
// tier's model (the engine, or upstream with the engine as fallback), answer with the
// envelope and, after the call is counted, queue the same bytes for the callback.
func handleOperation[T any, PT interface {
	*T
	opRequest
}](op string, deps OpDeps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req, err := web.Decode[PT](w, r)
		if err != nil {
			web.Error(w, r, err)
			return
		}
		caller, _ := CallerFrom(r.Context())
		b := req.base()
		if err := checkCallback(r.Context(), op, b, caller, deps); err != nil {
			web.Error(w, r, err)
			return
		}
		rid := web.NewRequestID()
		if b.RequestID != nil {
			rid = *b.RequestID
		}
		env, err := deps.Router.Run(r.Context(), caller.Tier, op, req, dishOf(req))
		if err != nil {
			var te *engine.TransformError
			if errors.As(err, &te) {
				web.Error(w, r, web.Invalid(web.FieldError{Field: te.Field, Message: te.Reason}))
				return
			}
			web.Error(w, r, err)
			return
		}
		env.Type, env.RequestID, env.Timestamp = op, rid, deps.Now().UTC().Format(time.RFC3339)
		body, err := encodeJSON(env)
		if err != nil {
			web.Error(w, r, err)
			return
		}
		if t := b.callback; t != nil {
			AfterCommit(r.Context(), func(h http.Header) {
				h.Set("X-Callback-Status", deps.Deliver(callbacks.Delivery{ClientID: caller.ClientID,
					RequestID: rid, Operation: op, URL: t.url, Host: t.host, Port: t.port, Body: body}))
			})
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusOK)
		w.Write(body)
	})
}

// requestIDRule says what a request_id sent in a body may be (web.SaneRequestID).
const requestIDRule = "use 1 to 128 letters, digits, '.', '_', ':' or '-'"

// checkCallback applies CONTRACT §4's callback rules.
func checkCallback(ctx context.Context, op string, b *opBase, caller Caller, deps OpDeps) error {
	if b.CallbackURL == nil {
		if b.RequestID != nil && !web.SaneRequestID(*b.RequestID) {
			return web.Invalid(web.FieldError{Field: "request_id", Message: requestIDRule})
		}
		return nil
	}
	if op == "enrich-ingredients" {
		return web.Errorf(web.CodeCallbackNotAllowed, "enrich-ingredients answers synchronously; remove callback_url.")
	}
	if b.RequestID == nil || *b.RequestID == "" {
		return web.Errorf(web.CodeCallbackURLInvalid, "callback_url needs a request_id to identify the delivery.")
	}
	if !web.SaneRequestID(*b.RequestID) {
		return web.Invalid(web.FieldError{Field: "request_id", Message: requestIDRule})
	}
	t, err := parseCallback(*b.CallbackURL, deps.AllowPrivate)
	if err != nil {
		return err
	}
	ok, err := deps.Hosts.IsCallbackHostApproved(ctx, caller.ClientID, t.host, t.port)
	if err != nil {
		return err
	}
	if !ok {
		return web.Errorf(web.CodeCallbackHostNotReg,
			"%s:%d is not an approved callback host for this client; ask for it with POST /api/v1/callback-hosts.", t.host, t.port)
	}
	b.callback = t
	return nil
}
