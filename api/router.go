package api

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"

	"larder/engine"
	"larder/store"
	"larder/upstream"
	"larder/web"
)

// Router sends an operation to the model its tier routes to: the built-in engine, or
// the upstream model with the engine as fallback.
type Router struct {
	Log      *slog.Logger
	Upstream *upstream.Client // nil when no upstream is configured
	Label    string           // model_tier reported for upstream answers
	Metrics  *Metrics         // nil in tests that do not look
}

// systemPrompt tells the upstream model what Larder needs back.
const systemPrompt = `You are Larder's recipe editor. You receive one JSON request naming an operation
and a recipe. Return only JSON matching the schema: the transformed recipe (name, summary,
ingredients as one line each with quantity, unit, food and preparation, steps), the list of
changes with reasons, substitutes (for suggest-substitute, best first, else empty) and equipment.
Never add an ingredient that breaks the recipe's diets or the stated allergies. Keep the
servings. Use common ingredient names.`

// Run answers op for a caller on tier.
func (rt *Router) Run(ctx context.Context, tier store.Tier, op string, req opRequest, d *engine.Dish) (Envelope, error) {
	if tier.Route == store.RouteUpstream && rt.Upstream != nil && d != nil && op != "enrich-ingredients" {
		data, err := rt.upstream(ctx, op, req, d)
		if err == nil {
			rt.count("upstream", "answered")
			return Envelope{ModelTier: rt.label(), Model: rt.Upstream.Model, Data: data}, nil
		}
		rt.count("upstream", "fell_back")
		rt.Log.Warn("upstream failed; answering with the built-in engine", "request_id", web.RequestID(ctx), "operation", op, "err", err)
	}
	data, err := req.run(d)
	if err != nil {
		return Envelope{}, err
	}
	rt.count("builtin", "answered")
	return Envelope{ModelTier: "builtin", Model: engine.Model, Data: data}, nil
}

func (rt *Router) count(model, result string) {
	if rt.Metrics != nil {
		rt.Metrics.countModel(model, result)
	}
}

func (rt *Router) label() string {
	if rt.Label != "" {
		return rt.Label
	}
	return "premium"
}

func (rt *Router) upstream(ctx context.Context, op string, req opRequest, d *engine.Dish) (*engine.Transformed, error) {
	user, err := json.Marshal(map[string]any{"operation": op, "request": req})
	if err != nil {
		return nil, err
	}
	raw, err := rt.Upstream.Complete(ctx, systemPrompt, string(user), "larder_"+op, engine.UpstreamSchema)
	if err != nil {
		return nil, err
	}
	var rules engine.Rules
	if s, ok := req.(*substituteRequest); ok {
		rules = s.rules
	}
	t, err := engine.FromUpstream(op, d, raw, rules)
	if err != nil {
		return nil, fmt.Errorf("upstream answer refused: %w", err)
	}
	if b, ok := req.(*budgetRequest); ok {
		if code, ok := engine.CurrencyCode(b.Currency); ok {
			engine.CostsIn(t, code) // the engine prices the model's answer in dollars
		}
	}
	return t, nil
}
