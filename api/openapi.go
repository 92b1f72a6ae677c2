package api

import (
	"cmp"
	"encoding/json"
	"html/template"
	"maps"
	"net/http"
	"sort"
	"strconv"
	"strings"

	"larder/engine"
	"larder/web"
)

// apiOp is one documented operation.
type apiOp struct {
	host, method, path, summary string
	metered, auth               bool
	request, response           string // component schema names, "" for none
	status                      int
}

var apiOps = []apiOp{
	{"rest", "POST", "/api/v1/recipes/generate", "Generate a complete recipe from ingredients and/or a pantry", true, true, "GenerateRequest", "GenerateEnvelope", 200},
	{"rest", "GET", "/api/v1/pantries", "List your pantries, oldest first, a page at a time (cursor and limit)", false, true, "", "PantryList", 200},
	{"rest", "POST", "/api/v1/pantries", "Create a pantry (items optional)", false, true, "PantryInput", "Pantry", 201},
	{"rest", "GET", "/api/v1/pantries/{id}", "Read a pantry with its items", false, true, "", "Pantry", 200},
	{"rest", "PATCH", "/api/v1/pantries/{id}", "Rename a pantry", false, true, "PantryInput", "Pantry", 200},
	{"rest", "DELETE", "/api/v1/pantries/{id}", "Delete a pantry and its items", false, true, "", "", 204},
	{"rest", "POST", "/api/v1/pantries/{id}/items", "Add an item; without a category it gets the suggested one", false, true, "PantryItemInput", "PantryItem", 201},
	{"rest", "PATCH", "/api/v1/pantries/{id}/items/{item_id}", "Change an item's fields", false, true, "PantryItemInput", "PantryItem", 200},
	{"rest", "DELETE", "/api/v1/pantries/{id}/items/{item_id}", "Remove an item", false, true, "", "", 204},
	{"rest", "POST", "/api/v1/pantry-items/suggest-category", "Suggest pantry categories for up to 100 item names", true, true, "SuggestRequest", "Suggestions", 200},
	{"rest", "GET", "/api/v1/usage", "Your tier, limits with what is left, and 30 days of metered calls", false, true, "", "Usage", 200},
	{"rest", "GET", "/api/v1/callback-hosts", "Your callback hosts and their status", false, true, "", "CallbackHostList", 200},
	{"rest", "POST", "/api/v1/callback-hosts", "Ask for a callback host (pending until an admin approves it); 200 with the host as it is when asked for again", false, true, "CallbackHostRequest", "CallbackHost", 201},
	{"rest", "DELETE", "/api/v1/callback-hosts/{id}", "Remove a callback host", false, true, "", "", 204},
	{"rest", "GET", "/api/v1/callbacks", "Your recent callback deliveries, newest first", false, true, "", "DeliveryList", 200},
	{"ai", "POST", "/api/v1/rewrite-tone", "Rewrite title and steps in a tone; food and quantities unchanged", true, true, "ToneRequest", "TransformEnvelope", 200},
	{"ai", "POST", "/api/v1/budgetify-recipe", "Make a recipe cheaper, to a target cost per serving when given", true, true, "BudgetRequest", "TransformEnvelope", 200},
	{"ai", "POST", "/api/v1/healthify", "Make a recipe healthier for a focus, with nutrition before and after", true, true, "HealthRequest", "TransformEnvelope", 200},
	{"ai", "POST", "/api/v1/adapt-method", "Move a recipe to another cooking method, with new timing and equipment", true, true, "AdaptRequest", "TransformEnvelope", 200},
	{"ai", "POST", "/api/v1/suggest-substitute", "Rank substitutes for an ingredient; with a recipe, apply the best", true, true, "SubstituteRequest", "TransformEnvelope", 200},
	{"ai", "POST", "/api/v1/enrich-ingredients", "Read each ingredient line into quantity, unit, grams, category, allergens and nutrition", true, true, "EnrichRequest", "TransformEnvelope", 200},
	{"both", "GET", "/healthz", "Liveness", false, false, "", "", 200},
	{"both", "GET", "/readyz", "Readiness: the database answers", false, false, "", "", 200},
	{"both", "GET", "/metrics", "Prometheus metrics (service-wide, no client names)", false, false, "", "", 200},
	{"rest", "GET", "/openapi.json", "This document", false, false, "", "", 200},
	{"rest", "GET", "/docs", "The readable reference", false, false, "", "", 200},
}

// queryParams are the documented query parameters of the operations that take some.
var queryParams = map[string][]any{
	"GET /api/v1/pantries": {
		map[string]any{"name": "limit", "in": "query", "description": "pantries a page, default 20",
			"schema": map[string]any{"type": "integer", "minimum": 1, "maximum": maxPantryPage, "default": defaultPantryPage}},
		map[string]any{"name": "cursor", "in": "query", "description": "next_cursor of the previous page, as given; absent or empty: the first page",
			"schema": str()},
	},
	"GET /api/v1/callbacks": {
		map[string]any{"name": "limit", "in": "query", "description": "deliveries to show, newest first, default 100",
			"schema": map[string]any{"type": "integer", "minimum": 1, "maximum": 1000, "default": 100}},
	},
}

// alsoAnswers are further success statuses of an operation, with the same body.
var alsoAnswers = map[string]int{"POST /api/v1/callback-hosts": 200}

func ref(name string) map[string]any { return map[string]any{"$ref": "#/components/schemas/" + name} }

func obj(required []string, props map[string]any) map[string]any {
	o := map[string]any{"type": "object", "properties": props}
	if len(required) > 0 {
		o["required"] = required
	}
	return o
}

// closed is an object the API itself writes: its required fields, and no others.
func closed(required []string, props map[string]any) map[string]any {
	o := obj(required, props)
	o["additionalProperties"] = false
	return o
}

func str() map[string]any                      { return map[string]any{"type": "string"} }
func num() map[string]any                      { return map[string]any{"type": "number"} }
func integer() map[string]any                  { return map[string]any{"type": "integer"} }
func arr(items any) map[string]any             { return map[string]any{"type": "array", "items": items} }
func enum(values []string) map[string]any      { return map[string]any{"type": "string", "enum": values} }
func strOrObj(o map[string]any) map[string]any { return map[string]any{"oneOf": []any{str(), o}} }

func schemas() map[string]any {
	nutrients := obj(nil, map[string]any{"calories_kcal": num(), "protein_g": num(), "fat_g": num(), "saturated_fat_g": num(),
		"carbohydrates_g": num(), "fiber_g": num(), "sugar_g": num(), "sodium_mg": num()})
	nutrition := obj(nil, map[string]any{"per_serving": ref("Nutrients"), "total": ref("Nutrients"),
		"partial": map[string]any{"type": "boolean", "description": "true when some ingredient could not be weighed and is left out of the figures (see unweighed_ingredients)"}})
	cost := obj(nil, map[string]any{"currency": str(), "total": num(), "per_serving": num()})
	step := obj([]string{"text"}, map[string]any{"step": integer(), "text": str(), "minutes": integer()})
	ingredient := obj(nil, map[string]any{"name": str(), "quantity": num(), "unit": str(), "grams": num(), "preparation": str(),
		"category": str(), "from_pantry": map[string]any{"type": "boolean"}, "optional": map[string]any{"type": "boolean"}, "text": str(),
		"note": map[string]any{"type": "string", "description": "what a generic word (\"beef\", \"cheese\") was read as, or a label to check for the request's allergies and diets; absent when there is nothing to say"}})
	envelope := func(data any) map[string]any {
		return obj([]string{"type", "request_id", "model_tier", "model", "data", "timestamp"}, map[string]any{
			"type": str(), "request_id": str(), "model_tier": str(), "model": str(), "data": data,
			"timestamp": map[string]any{"type": "string", "format": "date-time"}})
	}
	opBase := map[string]any{"recipe": ref("RecipeInput"), "callback_url": map[string]any{"type": "string", "format": "uri", "maxLength": 2048},
		"request_id": map[string]any{"type": "string", "maxLength": 128}}
	with := func(extra map[string]any) map[string]any {
		m := map[string]any{}
		for k, v := range opBase {
			m[k] = v
		}
		for k, v := range extra {
			m[k] = v
		}
		return m
	}
	item := obj(nil, map[string]any{"id": integer(), "name": str(), "quantity": map[string]any{"type": []string{"number", "null"}},
		"unit": str(), "category": enum(engine.Categories), "expires_on": map[string]any{"type": []string{"string", "null"}, "format": "date"}})
	limit := closed([]string{"limit", "used", "remaining"}, map[string]any{"limit": integer(), "used": integer(), "remaining": integer(),
		"reset": map[string]any{"type": "integer", "description": "Unix seconds when the limit frees up"}})
	orNull := func(s map[string]any) map[string]any {
		return map[string]any{"anyOf": []any{s, map[string]any{"type": "null"}}}
	}
	dateTime := map[string]any{"type": "string", "format": "date-time"}
	return map[string]any{
		"Problem": closed([]string{"type", "title", "status", "detail", "code"}, map[string]any{"type": str(), "title": str(), "status": integer(),
			"detail": str(), "code": str(), "request_id": str(),
			"errors": arr(obj([]string{"field", "message"}, map[string]any{"field": str(), "message": str()}))}),
		"Nutrients": nutrients, "Nutrition": nutrition, "Cost": cost, "Step": step,
		"Recipe": obj(nil, map[string]any{"title": str(), "summary": str(), "cuisine": str(), "servings": integer(), "skill_level": str(),
			"timing":      obj(nil, map[string]any{"prep_minutes": integer(), "cook_minutes": integer(), "total_minutes": integer()}),
			"ingredients": arr(ingredient), "instructions": arr(ref("Step")), "nutrition": ref("Nutrition"),
			"dietary": obj(nil, map[string]any{"suitable_for": arr(str()), "allergens": arr(str())}), "cost": ref("Cost"),
			"equipment": arr(str()), "missing_ingredients": arr(str()),
			"excluded_ingredients": arr(obj(nil, map[string]any{"name": str(), "reason": str()})),
			"unused_pantry_items":  arr(obj(nil, map[string]any{"name": str(), "reason": str()}))}),
		"GenerateRequest": obj(nil, map[string]any{"ingredients": map[string]any{"type": "array", "items": str(), "maxItems": 50},
			"pantry_id": integer(), "cuisine": enum(engine.ContractCuisines), "dietary_restrictions": arr(enum(engine.Restrictions)),
			"allergies": arr(enum(engine.Allergens)), "time_available": map[string]any{"type": "integer", "minimum": 5, "maximum": 720},
			"skill_level": enum(engine.SkillLevels), "meal_type": enum(engine.Meals),
			"servings": map[string]any{"type": "integer", "minimum": 1, "maximum": 24}, "variation": integer()}),
		"GenerateEnvelope": envelope(ref("Recipe")),
		"RecipeInput": obj(nil, map[string]any{"title": str(), "name": str(), "servings": map[string]any{"type": "integer", "minimum": 1, "maximum": maxRecipeServings},
			"ingredients": arr(strOrObj(obj(nil, map[string]any{"name": str(), "quantity": map[string]any{"type": "number", "minimum": 0}, "unit": str(),
				"grams": map[string]any{"type": "number", "minimum": 0}, "preparation": str(), "text": str()}))),
			"instructions": arr(strOrObj(ref("Step"))), "steps": arr(strOrObj(ref("Step")))}),
		"Transformed": obj([]string{"name", "ingredients", "steps", "changes"}, map[string]any{"name": str(), "summary": str(), "servings": integer(),
			"ingredients": arr(ingredient), "steps": arr(ref("Step")),
			"changes":          arr(obj(nil, map[string]any{"from": str(), "to": str(), "reason": str()})),
			"nutrition_before": ref("Nutrition"), "nutrition_after": ref("Nutrition"), "cost_before": ref("Cost"), "cost_after": ref("Cost"),
			"target_met": map[string]any{"type": "boolean"}, "note": str(), "method": str(),
			"timing":                obj(nil, map[string]any{"prep_minutes": integer(), "cook_minutes": integer(), "total_minutes": integer()}),
			"equipment":             arr(str()),
			"substitutes":           arr(obj(nil, map[string]any{"name": str(), "ratio": num(), "notes": str(), "suitable_for": arr(str()), "allergens": arr(str())})),
			"totals":                obj(nil, map[string]any{"grams": num(), "nutrition": ref("Nutrition"), "cost": ref("Cost"), "allergens": arr(str()), "unknown": arr(str())}),
			"unweighed_ingredients": arr(obj([]string{"text", "reason"}, map[string]any{"text": str(), "reason": str()}))}),
		"TransformEnvelope": envelope(ref("Transformed")),
		"ToneRequest":       obj([]string{"recipe", "tone"}, with(map[string]any{"tone": enum(engine.Tones)})),
		"BudgetRequest":     obj([]string{"recipe"}, with(map[string]any{"target_cost_per_serving": num(), "currency": enum(Currencies)})),
		"HealthRequest":     obj([]string{"recipe", "health_focus"}, with(map[string]any{"health_focus": enum(engine.HealthFocuses)})),
		"AdaptRequest":      obj([]string{"recipe", "target_method"}, with(map[string]any{"target_method": enum(engine.Methods)})),
		"SubstituteRequest": obj([]string{"ingredient"}, with(map[string]any{"ingredient": str(),
			"dietary_restrictions": arr(enum(engine.Restrictions)), "allergies": arr(enum(engine.Allergens))})),
		"EnrichRequest": obj(nil, map[string]any{"recipe": ref("RecipeInput"), "ingredients": arr(str())}),
		"Pantry": closed([]string{"id", "name", "items", "created_at", "updated_at"}, map[string]any{"id": integer(), "name": str(),
			"items":      map[string]any{"type": "array", "items": ref("PantryItem"), "maxItems": maxPantryItems},
			"created_at": dateTime, "updated_at": dateTime}),
		"PantryList": closed([]string{"pantries", "next_cursor"}, map[string]any{
			"pantries":    map[string]any{"type": "array", "items": ref("Pantry"), "maxItems": maxPantryPage},
			"next_cursor": map[string]any{"type": []string{"string", "null"}, "description": "pass as cursor for the next page; null on the last"}}),
		"PantryInput": obj([]string{"name"}, map[string]any{"name": map[string]any{"type": "string", "minLength": 1, "maxLength": 100},
			"items": map[string]any{"type": "array", "items": ref("PantryItemInput"), "maxItems": maxPantryItems}}),
		"PantryItem": closed([]string{"id", "name", "quantity", "unit", "category", "expires_on", "created_at", "updated_at"}, map[string]any{
			"id": integer(), "name": str(), "quantity": map[string]any{"type": []string{"number", "null"}}, "unit": str(),
			"category": enum(engine.Categories), "expires_on": map[string]any{"type": []string{"string", "null"}, "format": "date"},
			"created_at": dateTime, "updated_at": dateTime}),
		"PantryItemInput": item,
		"SuggestRequest":  obj([]string{"items"}, map[string]any{"items": map[string]any{"type": "array", "items": str(), "minItems": 1, "maxItems": 100}}),
		"Suggestions": obj(nil, map[string]any{"suggestions": arr(obj(nil, map[string]any{"name": str(), "category": enum(engine.Categories),
			"confidence": num(), "alternatives": arr(enum(engine.Categories))}))}),
		"Usage": closed([]string{"client_id", "tier", "limits", "days"}, map[string]any{"client_id": str(), "tier": str(),
			"limits": closed([]string{"per_minute", "daily", "trial"}, map[string]any{"per_minute": orNull(limit), "daily": orNull(limit), "trial": orNull(limit)}),
			"days": arr(closed([]string{"day", "total", "by_operation"}, map[string]any{"day": map[string]any{"type": "string", "format": "date"}, "total": integer(),
				"by_operation": map[string]any{"type": "object", "additionalProperties": integer()}}))}),
		"CallbackHost": closed([]string{"id", "host", "port", "status", "created_at"}, map[string]any{"id": integer(), "client_id": str(), "client_name": str(),
			"host": str(), "port": map[string]any{"type": "integer", "minimum": 1, "maximum": 65535},
			"status": enum([]string{"pending", "approved", "rejected"}), "created_at": dateTime, "decided_at": dateTime}),
		"CallbackHostList":    closed([]string{"callback_hosts"}, map[string]any{"callback_hosts": arr(ref("CallbackHost"))}),
		"CallbackHostRequest": obj([]string{"host"}, map[string]any{"host": str(), "port": map[string]any{"type": "integer", "minimum": 1, "maximum": 65535}}),
		"DeliveryList": closed([]string{"deliveries"}, map[string]any{"deliveries": arr(closed([]string{"id", "request_id", "operation", "host", "status_code", "duration_ms", "outcome", "created_at"},
			map[string]any{"id": integer(), "request_id": str(), "operation": str(),
				"host": str(), "status_code": map[string]any{"type": []string{"integer", "null"}}, "duration_ms": integer(),
				"outcome": enum([]string{"delivered", "failed", "refused", "dropped"}), "error": str(), "created_at": dateTime}))}),
	}
}

// OpenAPI builds the OpenAPI 3.1 document of both hosts for the given public addresses.
func OpenAPI(baseURL, aiURL string) map[string]any {
	// A server's url may not be empty; "/" is the host the document came from.
	baseURL, aiURL = cmp.Or(baseURL, "/"), cmp.Or(aiURL, "/")
	paths := map[string]any{}
	problem := map[string]any{"description": "A problem (RFC 9457)", "content": map[string]any{"application/problem+json": map[string]any{"schema": ref("Problem")}}}
	for _, o := range apiOps {
		op := map[string]any{"summary": o.summary, "operationId": strings.ToLower(o.method) + strings.NewReplacer("/", "_", "{", "", "}", "", "-", "_").Replace(o.path)}
		resp := map[string]any{"description": "OK"}
		if o.response != "" {
			resp["content"] = map[string]any{"application/json": map[string]any{"schema": ref(o.response)}}
		}
		key := o.method + " " + o.path
		responses := map[string]any{strconv.Itoa(o.status): resp, "500": problem}
		if also, ok := alsoAnswers[key]; ok {
			responses[strconv.Itoa(also)] = resp
		}
		op["security"] = []any{} // public
		if o.auth {
			op["security"] = []any{map[string]any{"bearer": []string{}}}
			// 503: the shared minute window (--redis-url) cannot be reached.
			for _, code := range []string{"401", "404", "429", "503"} {
				responses[code] = problem
			}
		}
		if o.request != "" {
			op["requestBody"] = map[string]any{"required": true, "content": map[string]any{"application/json": map[string]any{"schema": ref(o.request)}}}
			for _, code := range []string{"400", "413", "415", "422"} {
				responses[code] = problem
			}
		}
		if o.metered {
			op["description"] = "Metered: a 2xx answer counts as one call."
		}
		if o.metered && o.host == "ai" {
			responses["502"] = problem // upstream_failed
		}
		if o.path == "/readyz" {
			responses["503"] = problem // the database does not answer, or the server is stopping
		}
		params := queryParams[key]
		if params != nil {
			responses["422"] = problem
		}
		op["responses"] = withHeaders(responses, o)
		for _, p := range []string{"id", "item_id"} {
			if strings.Contains(o.path, "{"+p+"}") {
				params = append(params, map[string]any{"name": p, "in": "path", "required": true, "schema": integer()})
			}
		}
		if params != nil {
			op["parameters"] = params
		}
		entry, _ := paths[o.path].(map[string]any)
		if entry == nil {
			entry = map[string]any{}
			paths[o.path] = entry
		}
		if o.host == "ai" {
			entry["servers"] = []any{map[string]any{"url": aiURL, "description": "AI host"}}
		}
		entry[strings.ToLower(o.method)] = op
	}
	return map[string]any{
		"openapi": "3.1.0",
		"info": map[string]any{"title": "Larder", "version": "1",
			"description": "Recipe generation and transformation. The REST host serves recipes, pantries, usage and callbacks; the AI host serves the six recipe operations."},
		"servers": []any{map[string]any{"url": baseURL, "description": "REST host"}},
		"paths":   paths,
		"components": map[string]any{"schemas": schemas(), "headers": headers(),
			"securitySchemes": map[string]any{"bearer": map[string]any{"type": "http", "scheme": "bearer"}}},
	}
}

// headers are the response headers of CONTRACT §3 and §6.
func headers() map[string]any {
	h := func(desc string, schema map[string]any) map[string]any {
		return map[string]any{"description": desc, "schema": schema}
	}
	count := map[string]any{"type": "integer", "minimum": 0}
	out := map[string]any{
		"X-Request-Id":                h("the request's id: a sane X-Request-Id sent with it, or a new one", str()),
		"X-RateLimit-Limit":           h("requests a minute of the caller's tier", count),
		"X-RateLimit-Remaining":       h("requests left in the minute window", count),
		"X-RateLimit-Reset":           h("when the minute window frees up, Unix seconds", count),
		"X-RateLimit-Daily-Limit":     h("metered calls a day, where the tier has a daily quota", count),
		"X-RateLimit-Daily-Remaining": h("metered calls left today", count),
		"X-RateLimit-Daily-Reset":     h("next 00:00 UTC, Unix seconds", count),
		"X-RateLimit-Trial-Limit":     h("lifetime trial calls, on the sandbox", count),
		"X-RateLimit-Trial-Remaining": h("trial calls left", count),
		"Retry-After":                 h("whole seconds until the limit that refused the call frees up (absent for trial_exhausted), or, on a 503, before trying again", map[string]any{"type": "integer", "minimum": 1}),
		"X-Callback-Status":           h("with callback_url: whether the delivery was queued or dropped", enum([]string{"queued", "dropped"})),
	}
	id := out["X-Request-Id"].(map[string]any)
	id["required"] = true
	return out
}

// withHeaders gives each of an operation's responses the headers it may carry.
func withHeaders(responses map[string]any, o apiOp) map[string]any {
	out := make(map[string]any, len(responses))
	for code, r := range responses {
		names := []string{"X-Request-Id"}
		if o.auth {
			names = append(names, "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "X-RateLimit-Daily-Limit",
				"X-RateLimit-Daily-Remaining", "X-RateLimit-Daily-Reset", "X-RateLimit-Trial-Limit", "X-RateLimit-Trial-Remaining")
		}
		if code == "429" || (o.auth && code == "503") {
			names = append(names, "Retry-After")
		}
		if o.host == "ai" && o.metered && code == strconv.Itoa(o.status) {
			names = append(names, "X-Callback-Status")
		}
		hs := map[string]any{}
		for _, n := range names {
			hs[n] = map[string]any{"$ref": "#/components/headers/" + n}
		}
		resp := maps.Clone(r.(map[string]any))
		resp["headers"] = hs
		out[code] = resp
	}
	return out
}

func handleOpenAPI(baseURL, aiURL string) http.Handler {
	doc, _ := json.MarshalIndent(OpenAPI(baseURL, aiURL), "", "  ")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write(doc)
	})
}

var docsPage = template.Must(template.New("docs").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Larder API reference</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
code{background:#f3f3f3;padding:0 .25rem;border-radius:3px}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.35rem;text-align:left;vertical-align:top}h2{margin-top:2rem}</style></head>
<body><h1>Larder API reference</h1>
<p>REST host: <code>{{.Base}}</code> · AI host: <code>{{.AI}}</code> · machine-readable: <a href="/openapi.json">/openapi.json</a>.
Every call but the health checks carries <code>Authorization: Bearer &lt;API key&gt;</code>. Bodies are JSON objects of at most 1 MiB.</p>
<h2>Operations</h2><table><tr><th>host</th><th>method</th><th>path</th><th>what it does</th><th>metered</th></tr>
{{range .Ops}}<tr><td>{{.Host}}</td><td><code>{{.Method}}</code></td><td><code>{{.Path}}</code></td><td>{{.Summary}}</td><td>{{if .Metered}}yes{{end}}</td></tr>
{{end}}</table>
<h2>Accepted values</h2><table>
{{range .Values}}<tr><td><code>{{.Field}}</code></td><td>{{.List}}</td></tr>{{end}}</table>
<h2>Limits and headers</h2><p>Every authenticated answer, 429s included, carries <code>X-RateLimit-Limit</code>, <code>-Remaining</code>,
<code>-Reset</code> (the minute window), <code>X-RateLimit-Daily-*</code> where the tier has a daily quota,
<code>X-RateLimit-Trial-*</code> on the sandbox, and <code>X-Request-Id</code>. A 429 carries <code>Retry-After</code>,
except <code>trial_exhausted</code>, which never frees up.</p>
<h2>Problems</h2><p>Errors are <code>application/problem+json</code> with a stable <code>code</code>:</p><table>
{{range .Problems}}<tr id="problem-{{.Code}}"><td><code>{{.Code}}</code></td><td>{{.Status}}</td><td>{{.Title}}</td></tr>{{end}}</table>
</body></html>`))

func handleDocs(baseURL, aiURL string) http.Handler {
	type row struct {
		Host, Method, Path, Summary string
		Metered                     bool
	}
	type value struct{ Field, List string }
	data := struct {
		Base, AI string
		Ops      []row
		Values   []value
		Problems []web.ProblemInfo
	}{Base: baseURL, AI: aiURL, Problems: web.Problems()}
	for _, o := range apiOps {
		data.Ops = append(data.Ops, row{o.host, o.method, o.path, o.summary, o.metered})
	}
	for _, v := range []struct {
		f string
		l []string
	}{{"cuisine", engine.ContractCuisines}, {"dietary_restrictions", engine.Restrictions}, {"allergies", engine.Allergens},
		{"skill_level", engine.SkillLevels}, {"tone", engine.Tones}, {"health_focus", engine.HealthFocuses},
		{"target_method", engine.Methods}, {"pantry item category", engine.Categories}} {
		data.Values = append(data.Values, value{v.f, strings.Join(v.l, ", ")})
		if v.f == "allergies" {
			data.Values[len(data.Values)-1].List += " (also read: dairy as milk, egg, peanut, tree nut, soya; gluten, coeliac or celiac as wheat plus the gluten-free restriction)"
		}
	}
	sort.Slice(data.Problems, func(i, j int) bool { return data.Problems[i].Status < data.Problems[j].Status })
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
		docsPage.Execute(w, data)
	})
}
