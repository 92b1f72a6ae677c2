package api

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"larder/engine"
	"larder/store"
)

// newRESTEnv serves the real REST host over a real store.
func newRESTEnv(t testing.TB) *testEnv {
	t.Helper()
	st := openStore(t)
	c := &clock{t: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)}
	st.Now = c.Now
	m := NewMetrics()
	d := Deps{Log: quietLog(), Store: st, Guard: NewGuard(quietLog(), st, m, c.Now), Metrics: m, Now: c.Now}
	srv := httptest.NewServer(REST(d))
	t.Cleanup(srv.Close)
	checkAgainstOpenAPI(t, srv)
	return &testEnv{t: t, st: st, clock: c, guard: d.Guard, srv: srv}
}

func (e *testEnv) post(path, key, body string) *http.Response { return e.do("POST", path, key, body) }

func TestGenerate(t *testing.T) {
	e := newRESTEnv(t)
	_, key := e.client("starter")
	cases := []struct {
		name string
		body string
		rule func(*engine.Recipe) string
	}{
		{"vegan", `{"ingredients":["chickpeas","spinach","2 tomatoes","onion","cheddar"],"dietary_restrictions":["Vegan"]}`,
			func(r *engine.Recipe) string {
				if !contains(r.Dietary.SuitableFor, "vegan") || len(r.ExcludedIngredients) == 0 {
					return "want vegan with cheddar excluded"
				}
				return ""
			}},
		{"gluten-free", `{"ingredients":["spaghetti","ground beef","zucchini"],"dietary_restrictions":["gluten_free"],"servings":2}`,
			func(r *engine.Recipe) string {
				if !contains(r.Dietary.SuitableFor, "gluten-free") || r.Servings != 2 {
					return "want gluten-free for 2"
				}
				return ""
			}},
		{"peanut allergy", `{"ingredients":["chicken thighs","peanuts","broccoli"],"allergies":["peanuts"],"cuisine":"thai","time_available":45}`,
			func(r *engine.Recipe) string {
				if contains(r.Dietary.Allergens, "peanuts") || r.Timing.TotalMinutes > 45 || r.Cuisine != "thai" {
					return "want thai, peanut-free, within 45 minutes"
				}
				return ""
			}},
		{"unused pantry items apart from exclusions", `{"ingredients":["chicken thighs","jasmine rice","broccoli","soy sauce","flurbleberry","cheddar"],"dietary_restrictions":["dairy-free"],"cuisine":"chinese"}`,
			func(r *engine.Recipe) string {
				if len(r.ExcludedIngredients) != 1 || r.ExcludedIngredients[0].Name != "cheddar" {
					return fmt.Sprintf("want only the cheddar in excluded_ingredients, got %+v", r.ExcludedIngredients)
				}
				if !slices.ContainsFunc(r.UnusedPantry, func(e engine.Excluded) bool { return e.Name == "flurbleberry" && e.Reason == "not a known ingredient" }) {
					return fmt.Sprintf("want the unknown word in unused_pantry_items, got %+v", r.UnusedPantry)
				}
				return ""
			}},
		{"baking asked for", `{"ingredients":["flour","sugar","butter","eggs","milk","baking powder"],"meal_type":"Baking"}`,
			func(r *engine.Recipe) string {
				if strings.Contains(strings.ToLower(r.Title), "pancake") || !contains(r.Equipment, "oven") && !slices.ContainsFunc(r.Instructions, func(s engine.Step) bool { return strings.Contains(s.Text, "oven") }) {
					return "want a bake (an oven), not " + r.Title
				}
				return ""
			}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			resp := e.post("/api/v1/recipes/generate", key, tc.body)
			if resp.StatusCode != 200 {
				b, _ := io.ReadAll(resp.Body)
				t.Fatalf("got %d %s, want 200", resp.StatusCode, b)
			}
			var env struct {
				Envelope
				Data engine.Recipe `json:"data"`
			}
			decodeJSON(t, resp, &env)
			if env.Type != "generate" || env.ModelTier != "builtin" || env.Model != engine.Model || env.RequestID == "" {
				t.Errorf("envelope: got %+v", env.Envelope)
			}
			if _, err := time.Parse(time.RFC3339, env.Timestamp); err != nil {
				t.Errorf("timestamp %q: %v", env.Timestamp, err)
			}
			if msg := tc.rule(&env.Data); msg != "" {
				t.Errorf("%s; got %+v", msg, env.Data.Dietary)
			}
		})
	}
}

func TestGenerateRefusals(t *testing.T) {
	e := newRESTEnv(t)
	clientID, key := e.client("starter")
	cases := []struct {
		name, body, code string
	}{
		{"nothing to cook from", `{"cuisine":"thai"}`, "validation_failed"},
		{"unknown cuisine", `{"ingredients":["rice"],"cuisine":"martian"}`, "validation_failed"},
		{"a cuisine the contract does not list", `{"ingredients":["rice"],"cuisine":"british"}`, "validation_failed"},
		{"bad restriction", `{"ingredients":["rice"],"dietary_restrictions":["carnivore"]}`, "validation_failed"},
		{"unknown allergy", `{"ingredients":["rice"],"allergies":["kryptonite"]}`, "validation_failed"},
		{"too many servings", `{"ingredients":["rice"],"servings":25}`, "validation_failed"},
		{"unknown meal", `{"ingredients":["rice"],"meal_type":"elevenses"}`, "validation_failed"},
		{"time too short", `{"ingredients":["rice"],"time_available":4}`, "validation_failed"},
		{"callback", `{"ingredients":["rice"],"callback_url":"https://example.com/hook","request_id":"x"}`, "callback_not_allowed"},
		{"nothing cookable", `{"ingredients":["cheddar","milk"],"dietary_restrictions":["vegan"]}`, "no_recipe_possible"},
		{"another client's pantry", `{"pantry_id":999}`, "not_found"},
		{"not json", `{"ingredients":`, "invalid_json"},
		{"misspelt restrictions", `{"ingredients":["rice","butter"],"dietry_restrictions":["vegan"]}`, "validation_failed"},
		{"camel-case allergies", `{"ingredients":["rice","peanuts"],"Allergies_":["peanuts"]}`, "validation_failed"},
		{"request_id with a space", `{"ingredients":["rice"],"request_id":"order 42"}`, "validation_failed"},
		{"empty request_id", `{"ingredients":["rice"],"request_id":""}`, "validation_failed"},
	}
	for _, tc := range cases {
		resp := e.post("/api/v1/recipes/generate", key, tc.body)
		if p := problem(t, resp); p.Code != tc.code {
			t.Errorf("%s: got %d %q (%s), want %s", tc.name, resp.StatusCode, p.Code, p.Detail, tc.code)
		}
	}
	_, daily, _ := e.st.UsedCounts(context.Background(), clientID, "2026-11-22")
	if daily != 0 {
		t.Errorf("refused calls were metered: %d used today, want 0", daily)
	}
}

func TestGenerateFromPantry(t *testing.T) {
	e := newRESTEnv(t)
	_, key := e.client("starter")
	_, otherKey := e.client("starter")
	resp := e.post("/api/v1/pantries", key, `{"name":"home","items":[{"name":"salmon","quantity":400,"unit":"g"},{"name":"asparagus"},{"name":"potatoes"}]}`)
	if resp.StatusCode != 201 || resp.Header.Get("Location") == "" {
		t.Fatalf("create pantry: got %d, want 201 with Location", resp.StatusCode)
	}
	var p store.Pantry
	decodeJSON(t, resp, &p)
	gen := func(k string) (int, engine.Recipe) {
		resp := e.post("/api/v1/recipes/generate", k, fmt.Sprintf(`{"pantry_id":%d}`, p.ID))
		var env struct {
			Data engine.Recipe `json:"data"`
		}
		if resp.StatusCode == 200 {
			decodeJSON(t, resp, &env)
		} else {
			resp.Body.Close()
		}
		return resp.StatusCode, env.Data
	}
	code, rec := gen(key)
	if code != 200 || !usesPantry(rec, "salmon") {
		t.Fatalf("from pantry: got %d %q, want a salmon recipe", code, rec.Title)
	}
	if code, _ := gen(otherKey); code != 404 {
		t.Errorf("another client's pantry: got %d, want 404", code)
	}
	// Change the pantry and cook again: the new protein is used.
	salmonID := p.Items[0].ID
	if resp := e.do("DELETE", fmt.Sprintf("/api/v1/pantries/%d/items/%d", p.ID, salmonID), key, ""); resp.StatusCode != 204 {
		t.Fatalf("delete item: got %d, want 204", resp.StatusCode)
	}
	if resp := e.post(fmt.Sprintf("/api/v1/pantries/%d/items", p.ID), key, `{"name":"chicken thighs","quantity":500,"unit":"g"}`); resp.StatusCode != 201 {
		t.Fatalf("add item: got %d, want 201", resp.StatusCode)
	}
	_, rec = gen(key)
	if usesPantry(rec, "salmon") || !usesPantry(rec, "chicken thigh") {
		t.Errorf("after the change: got %q, want chicken and no salmon", rec.Title)
	}
}

func usesPantry(r engine.Recipe, name string) bool {
	for _, l := range r.Ingredients {
		if l.Name == name && l.FromPantry {
			return true
		}
	}
	return false
}

func TestPantryCRUD(t *testing.T) {
	e := newRESTEnv(t)
	_, key := e.client("starter")
	_, other := e.client("starter")
	resp := e.post("/api/v1/pantries", key, `{"name":"cupboard"}`)
	var p store.Pantry
	decodeJSON(t, resp, &p)
	base := fmt.Sprintf("/api/v1/pantries/%d", p.ID)

	resp = e.post(base+"/items", key, `{"name":"greek yogurt","quantity":2,"unit":"cups","expires_on":"2026-12-01"}`)
	var it store.PantryItem
	decodeJSON(t, resp, &it)
	if it.Category != "dairy" || it.ExpiresOn == nil || *it.ExpiresOn != "2026-12-01" {
		t.Errorf("added item: got %+v, want the suggested category dairy and the date", it)
	}
	resp = e.do("PATCH", fmt.Sprintf("%s/items/%d", base, it.ID), key, `{"quantity":1,"category":"Dairy"}`)
	decodeJSON(t, resp, &it)
	if *it.Quantity != 1 || it.Name != "greek yogurt" || it.Unit != "cups" {
		t.Errorf("patched item: got %+v, want quantity 1 and the rest unchanged", it)
	}
	for _, tc := range []struct{ method, path, key, body string }{
		{"GET", base, other, ""},
		{"PATCH", base, other, `{"name":"mine"}`},
		{"DELETE", base, other, ""},
		{"POST", base + "/items", other, `{"name":"rice"}`},
		{"DELETE", fmt.Sprintf("%s/items/%d", base, it.ID), other, ""},
		{"GET", "/api/v1/pantries/abc", key, ""},
	} {
		if resp := e.do(tc.method, tc.path, tc.key, tc.body); resp.StatusCode != 404 {
			t.Errorf("%s %s as another client: got %d, want 404", tc.method, tc.path, resp.StatusCode)
		}
	}
	bad := e.post(base+"/items", key, `{"quantity":-1,"unit":"parsecs","category":"toys","expires_on":"soon"}`)
	if pr := problem(t, bad); len(pr.Errors) != 5 {
		t.Errorf("bad item: got %+v, want five field errors (name, quantity, unit, category, expires_on)", pr.Errors)
	}
	resp = e.do("PATCH", base, key, `{"name":"larder"}`)
	decodeJSON(t, resp, &p)
	if p.Name != "larder" || len(p.Items) != 1 {
		t.Errorf("renamed: got %+v", p)
	}
	var list struct{ Pantries []store.Pantry }
	decodeJSON(t, e.do("GET", "/api/v1/pantries", key, ""), &list)
	if len(list.Pantries) != 1 {
		t.Errorf("list: got %d pantries, want 1", len(list.Pantries))
	}
	decodeJSON(t, e.do("GET", "/api/v1/pantries", other, ""), &list)
	if len(list.Pantries) != 0 {
		t.Errorf("another client's list: got %d pantries, want 0", len(list.Pantries))
	}
	if resp := e.do("DELETE", base, key, ""); resp.StatusCode != 204 {
		t.Errorf("delete: got %d, want 204", resp.StatusCode)
	}
	if resp := e.do("GET", base, key, ""); resp.StatusCode != 404 {
		t.Errorf("after delete: got %d, want 404", resp.StatusCode)
	}
}

func TestSuggestCategoryRoute(t *testing.T) {
	e := newRESTEnv(t)
	_, key := e.client("starter")
	resp := e.post("/api/v1/pantry-items/suggest-category", key, `{"items":["greek yogurt","frozen peas"]}`)
	var body struct {
		Suggestions []engine.CategorySuggestion
	}
	decodeJSON(t, resp, &body)
	if len(body.Suggestions) != 2 || body.Suggestions[0].Category != "dairy" || body.Suggestions[1].Category != "frozen" {
		t.Errorf("got %+v", body.Suggestions)
	}
	if daily := resp.Header.Get("X-RateLimit-Daily-Remaining"); daily != "999" {
		t.Errorf("suggest-category is metered: daily remaining got %q, want 999", daily)
	}
	many := `{"items":[` + strings.Repeat(`"x",`, 100) + `"x"]}`
	if p := problem(t, e.post("/api/v1/pantry-items/suggest-category", key, many)); p.Code != "validation_failed" {
		t.Errorf("101 items: got %q, want validation_failed", p.Code)
	}
}

func TestEnvelopeIsJSONObjectWithStableKeys(t *testing.T) {
	b, _ := json.Marshal(builtinEnvelope("generate", "r1", map[string]int{"a": 1}, time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)))
	want := `{"type":"generate","request_id":"r1","model_tier":"builtin","model":"larder-chef-1","data":{"a":1},"timestamp":"2026-11-22T12:00:00Z"}`
	if string(b) != want {
		t.Errorf("got %s, want %s", b, want)
	}
}
