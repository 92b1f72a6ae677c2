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
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"larder/callbacks"
	"larder/engine"
	"larder/upstream"
)

// newAIEnv serves the real AI host over a real store; deliveries are collected.
func newAIEnv(t testing.TB, up *upstream.Client) (*testEnv, *[]callbacks.Delivery) {
	t.Helper()
	st := openStore(t)
	c := &clock{t: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)}
	st.Now = c.Now
	var mu sync.Mutex
	var got []callbacks.Delivery
	deliver := func(d callbacks.Delivery) string {
		mu.Lock()
		defer mu.Unlock()
		got = append(got, d)
		return callbacks.StatusQueued
	}
	d := NewDeps(quietLog(), st, up, deliver, false)
	d.Now, d.Ops.Now = c.Now, c.Now
	srv := httptest.NewServer(AI(d))
	t.Cleanup(srv.Close)
	checkAgainstOpenAPI(t, srv)
	return &testEnv{t: t, st: st, clock: c, guard: d.Guard, srv: srv}, &got
}

const alfredo = `{"title":"Chicken Alfredo","servings":4,"ingredients":["8 oz fettuccine","2 tablespoons butter","2 cloves garlic, minced",
	"1 cup heavy cream","1 cup grated parmesan","1 lb boneless skinless chicken breasts","2 tablespoons chopped fresh parsley"],
	"instructions":["Cook the fettuccine in salted boiling water; drain.","Cook the chicken in a skillet over medium-high heat until cooked through, 12 minutes. Slice.",
	"Melt the butter in the skillet, add the garlic and cook 1 minute.","Stir in the heavy cream and simmer 5 minutes, then the parmesan.",
	"Toss the fettuccine and chicken in the sauce and sprinkle with parsley."]}`

func opBody(extra string) string { return `{"recipe":` + alfredo + extra + `}` }

type opEnvelope struct {
	Envelope
	Data engine.Transformed `json:"data"`
}

func TestEveryOperationAnswersWithTheEnvelope(t *testing.T) {
	e, _ := newAIEnv(t, nil)
	_, key := e.client("starter")
	for op, extra := range map[string]string{
		"rewrite-tone": `,"tone":"chef"`, "budgetify-recipe": `,"target_cost_per_serving":2.5`, "healthify": `,"health_focus":"low_fat"`,
		"adapt-method": `,"target_method":"Oven"`, "suggest-substitute": `,"ingredient":"heavy cream","allergies":["milk"]`, "enrich-ingredients": ``,
	} {
		resp := e.post("/api/v1/"+op, key, opBody(extra))
		if resp.StatusCode != 200 {
			b, _ := io.ReadAll(resp.Body)
			t.Fatalf("%s: got %d %s", op, resp.StatusCode, b)
		}
		var env opEnvelope
		decodeJSON(t, resp, &env)
		if env.Type != op || env.ModelTier != "builtin" || env.Model != engine.Model || !strings.HasPrefix(env.RequestID, "req_") {
			t.Errorf("%s: envelope %+v", op, env.Envelope)
		}
		if env.Data.Name == "" || len(env.Data.Ingredients) == 0 || env.Data.Changes == nil {
			t.Errorf("%s: data %+v", op, env.Data)
		}
	}
}

func TestOperationRefusals(t *testing.T) {
	e, _ := newAIEnv(t, nil)
	clientID, key := e.client("starter")
	if _, err := e.st.ApproveCallbackHostFor(context.Background(), clientID, "hooks.example.com", 443); err != nil {
		t.Fatal(err)
	}
	cases := []struct{ name, op, body, code string }{
		{"no recipe", "healthify", `{"health_focus":"low-fat"}`, "validation_failed"},
		{"bad focus", "healthify", opBody(`,"health_focus":"keto-ish"`), "validation_failed"},
		{"no tone", "rewrite-tone", opBody(``), "validation_failed"},
		{"bad method", "adapt-method", opBody(`,"target_method":"campfire"`), "validation_failed"},
		{"impossible method", "adapt-method", opBody(`,"target_method":"pressure-cooker"`), "validation_failed"},
		{"unknown currency", "budgetify-recipe", opBody(`,"currency":"XYZ"`), "validation_failed"},
		{"unknown substitute", "suggest-substitute", opBody(`,"ingredient":"unicorn tears"`), "validation_failed"},
		{"recipe without steps", "healthify", `{"health_focus":"low-fat","recipe":{"title":"x","ingredients":["rice"]}}`, "validation_failed"},
		{"ingredient of a wrong type", "healthify", `{"health_focus":"low-fat","recipe":{"title":"x","ingredients":[3],"steps":["a"]}}`, "validation_failed"},
		{"callback on enrich", "enrich-ingredients", opBody(`,"callback_url":"https://hooks.example.com/x","request_id":"r1"`), "callback_not_allowed"},
		{"callback without request id", "healthify", opBody(`,"health_focus":"low-fat","callback_url":"https://hooks.example.com/x"`), "callback_url_invalid"},
		{"http callback", "healthify", opBody(`,"health_focus":"low-fat","callback_url":"http://hooks.example.com/x","request_id":"r1"`), "callback_url_invalid"},
		{"userinfo", "healthify", opBody(`,"health_focus":"low-fat","callback_url":"https://u:p@hooks.example.com/x","request_id":"r1"`), "callback_url_invalid"},
		{"backslash trick", "healthify", opBody(`,"health_focus":"low-fat","callback_url":"https://evil.com\\@hooks.example.com/x","request_id":"r1"`), "callback_url_invalid"},
		{"fragment trick", "healthify", opBody(`,"health_focus":"low-fat","callback_url":"https://evil.com#@hooks.example.com/x","request_id":"r1"`), "callback_url_invalid"},
		{"bad port", "healthify", opBody(`,"health_focus":"low-fat","callback_url":"https://hooks.example.com:99999/x","request_id":"r1"`), "callback_url_invalid"},
		{"too long", "healthify", opBody(`,"health_focus":"low-fat","callback_url":"https://hooks.example.com/` + strings.Repeat("a", 2100) + `","request_id":"r1"`), "callback_url_invalid"},
		{"look-alike host", "healthify", opBody(`,"health_focus":"low-fat","callback_url":"https://hooks.example.com.evil.com/x","request_id":"r1"`), "callback_host_not_registered"},
		{"other port", "healthify", opBody(`,"health_focus":"low-fat","callback_url":"https://hooks.example.com:8443/x","request_id":"r1"`), "callback_host_not_registered"},
	}
	for _, tc := range cases {
		resp := e.post("/api/v1/"+tc.op, key, tc.body)
		if p := problem(t, resp); p.Code != tc.code {
			t.Errorf("%s: got %d %q (%s), want %s", tc.name, resp.StatusCode, p.Code, p.Detail, tc.code)
		}
	}
	_, daily, _ := e.st.UsedCounts(context.Background(), clientID, "2026-11-22")
	if daily != 0 {
		t.Errorf("refused operations were metered: %d", daily)
	}
}

// Field errors name the field as the client sent it, and a recipe's numbers must make
// sense before anything is computed from them.
func TestOperationFieldErrorsNameTheFieldSent(t *testing.T) {
	e, _ := newAIEnv(t, nil)
	_, key := e.client("starter")
	recipe := func(extra string) string {
		return `{"tone":"chef","recipe":{"title":"x","ingredients":["1 egg"],"steps":["Boil it."]` + extra + `}}`
	}
	cases := []struct{ name, body, field string }{
		{"a number for an ingredient", `{"tone":"chef","recipe":{"title":"x","ingredients":[3],"steps":["a"]}}`, "recipe.ingredients"},
		{"a million servings", recipe(`,"servings":1000000`), "recipe.servings"},
		{"negative servings", recipe(`,"servings":-3`), "recipe.servings"},
		{"negative quantity", `{"tone":"chef","recipe":{"title":"x","ingredients":[{"name":"egg","quantity":-5}],"steps":["a"]}}`, "recipe.ingredients[0].quantity"},
		{"negative minutes", `{"tone":"chef","recipe":{"title":"x","ingredients":["1 egg"],"steps":[{"text":"Boil.","minutes":-4}]}}`, "recipe.instructions[0].minutes"},
	}
	for _, tc := range cases {
		resp := e.post("/api/v1/rewrite-tone", key, tc.body)
		p := problem(t, resp)
		if resp.StatusCode != 422 || len(p.Errors) == 0 || p.Errors[0].Field != tc.field {
			t.Errorf("%s: got %d %+v, want 422 about %s", tc.name, resp.StatusCode, p.Errors, tc.field)
		}
	}
}

func TestCallbackIsQueuedAfterTheCallIsCounted(t *testing.T) {
	e, got := newAIEnv(t, nil)
	clientID, key := e.client("starter")
	e.st.ApproveCallbackHostFor(context.Background(), clientID, "hooks.example.com", 443)
	for _, url := range []string{"https://HOOKS.example.com./done", "https://hooks.example.com:443/done?x=1"} {
		resp := e.post("/api/v1/healthify", key, opBody(`,"health_focus":"low-fat","request_id":"order-42","callback_url":"`+url+`"`))
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || resp.Header.Get("X-Callback-Status") != "queued" {
			t.Fatalf("%s: got %d %q: %s", url, resp.StatusCode, resp.Header.Get("X-Callback-Status"), body)
		}
		d := (*got)[len(*got)-1]
		if string(d.Body) != string(body) || d.RequestID != "order-42" || d.Host != "hooks.example.com" || d.ClientID != clientID {
			t.Errorf("delivery %+v does not carry the response's bytes", d)
		}
	}
}

// fakeOpenAI speaks the chat-completions protocol: it answers with content, an error
// body, a 429, or slowly, as the test sets.
type fakeOpenAI struct {
	mode  atomic.Value // "ok", "error", "429", "slow", "allergen", "garbage"
	calls atomic.Int64
	srv   *httptest.Server
}

func newFakeOpenAI(t *testing.T) *fakeOpenAI {
	f := &fakeOpenAI{}
	f.mode.Store("ok")
	f.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.calls.Add(1)
		if r.URL.Path != "/v1/chat/completions" || r.Header.Get("Authorization") != "Bearer sk-test" {
			http.Error(w, `{"error":{"message":"bad path or key","type":"invalid_request_error"}}`, 401)
			return
		}
		var req struct {
			Model          string             `json:"model"`
			Messages       []upstream.Message `json:"messages"`
			ResponseFormat struct {
				Type string `json:"type"`
			} `json:"response_format"`
		}
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Model != "chef-large" || len(req.Messages) != 2 || req.ResponseFormat.Type != "json_schema" {
			http.Error(w, `{"error":{"message":"malformed request","type":"invalid_request_error"}}`, 400)
			return
		}
		content := `{"name":"Lighter Chicken Alfredo","summary":"","ingredients":["8 oz fettuccine","1 tbsp olive oil","2 cloves garlic, minced","1 cup skim milk","1/2 cup grated parmesan","1 lb chicken breast","2 tbsp parsley"],"steps":["Boil the fettuccine.","Cook the chicken.","Warm the garlic in the oil, add the milk and parmesan.","Toss everything."],"changes":[{"from":"heavy cream","to":"skim milk","reason":"less fat"}],"substitutes":[],"equipment":["skillet"]}`
		switch f.mode.Load().(string) {
		case "error":
			w.WriteHeader(500)
			io.WriteString(w, `{"error":{"message":"The server had an error","type":"server_error"}}`)
			return
		case "429":
			w.Header().Set("Retry-After", "20")
			w.WriteHeader(429)
			io.WriteString(w, `{"error":{"message":"Rate limit reached","type":"requests"}}`)
			return
		case "slow":
			select {
			case <-r.Context().Done():
			case <-time.After(5 * time.Second):
			}
			return
		case "allergen":
			content = strings.Replace(content, `"2 tbsp parsley"`, `"1/2 cup peanuts"`, 1)
		case "garbage":
			content = `I am sorry, I cannot do that.`
		}
		b, _ := json.Marshal(content)
		fmt.Fprintf(w, `{"id":"chatcmpl-1","object":"chat.completion","created":1,"model":"chef-large","choices":[{"index":0,"message":{"role":"assistant","content":%s},"finish_reason":"stop"}],"usage":{"prompt_tokens":1,"completion_tokens":1,"total_tokens":2}}`, b)
	}))
	t.Cleanup(f.srv.Close)
	return f
}

func TestUpstreamRoutingAndFallback(t *testing.T) {
	fake := newFakeOpenAI(t)
	up := upstream.New(fake.srv.URL+"/v1", "chef-large", "sk-test")
	up.Timeout = 300 * time.Millisecond
	e, _ := newAIEnv(t, up)
	_, pro := e.client("pro")
	_, starter := e.client("starter")

	call := func(key string) opEnvelope {
		resp := e.post("/api/v1/healthify", key, opBody(`,"health_focus":"low-fat"`))
		if resp.StatusCode != 200 {
			t.Fatalf("got %d", resp.StatusCode)
		}
		var env opEnvelope
		decodeJSON(t, resp, &env)
		return env
	}
	env := call(pro)
	if env.ModelTier != "premium" || env.Model != "chef-large" || env.Data.NutritionAfter == nil {
		t.Fatalf("pro tier with a working upstream: got %s/%s", env.ModelTier, env.Model)
	}
	// The engine recomputes the figures from the grams, whatever the model says.
	if env.Data.NutritionAfter.PerServing.Fat >= env.Data.NutritionBefore.PerServing.Fat {
		t.Errorf("recomputed fat %v -> %v", env.Data.NutritionBefore.PerServing.Fat, env.Data.NutritionAfter.PerServing.Fat)
	}
	before := fake.calls.Load()
	if env := call(starter); env.ModelTier != "builtin" || fake.calls.Load() != before {
		t.Errorf("starter tier: got %s and %d upstream calls, want builtin and none", env.ModelTier, fake.calls.Load()-before)
	}
	for _, mode := range []string{"error", "429", "slow", "allergen", "garbage"} {
		fake.mode.Store(mode)
		up.Failures = 100 // keep the breaker closed while checking each failure
		if env := call(pro); env.ModelTier != "builtin" || env.Model != engine.Model {
			t.Errorf("%s: got %s/%s, want the engine's answer", mode, env.ModelTier, env.Model)
		}
	}
	// A dead upstream trips the breaker: later calls do not wait for it.
	fake.mode.Store("slow")
	up.Failures = 2
	call(pro)
	call(pro)
	tripped := fake.calls.Load()
	for range 3 {
		if env := call(pro); env.ModelTier != "builtin" {
			t.Errorf("open breaker: got %s", env.ModelTier)
		}
	}
	if fake.calls.Load() != tripped || !up.Open() {
		t.Errorf("open breaker still called upstream %d more times", fake.calls.Load()-tripped)
	}
}

// /metrics shows what an operator watches: metered calls, refusals by limit and which
// model answered, with no client names.
func TestMetricsShowServiceFigures(t *testing.T) {
	e, _ := newAIEnv(t, nil)
	_, key := e.client("sandbox")
	for range 11 {
		resp := e.post("/api/v1/rewrite-tone", key, opBody(`,"tone":"chef"`))
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
	resp, err := http.Get(e.srv.URL + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	for _, want := range []string{`larder_metered_calls_total{operation="rewrite-tone"} 10`, `larder_limit_refusals_total{code="trial_exhausted"} 1`,
		`larder_model_answers_total{model="builtin",result="answered"} 10`} {
		if !strings.Contains(string(body), want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
	if strings.Contains(string(body), "cl_") {
		t.Error("/metrics names a client")
	}
}

// A line the engine cannot weigh is named in the answer, and the nutrition says it is
// partial; a substitute that cannot do the food's job is a 422 with the reason.
func TestUnweighedLinesAndSubstituteRefusal(t *testing.T) {
	e, _ := newAIEnv(t, nil)
	_, key := e.client("starter")
	body := `{"health_focus":"low-fat","recipe":{"title":"Stew","servings":2,"ingredients":["1 lb beef","2 dragon eggs","salt to taste"],
		"steps":["Brown the beef, add the dragon eggs and simmer 2 hours; season with salt."]}}`
	resp := e.post("/api/v1/healthify", key, body)
	if resp.StatusCode != 200 {
		t.Fatalf("healthify: got %d", resp.StatusCode)
	}
	var env opEnvelope
	decodeJSON(t, resp, &env)
	var texts []string
	for _, u := range env.Data.Unweighed {
		texts = append(texts, u.Text)
		if u.Reason == "" {
			t.Errorf("unweighed %q without a reason", u.Text)
		}
	}
	if !slices.Contains(texts, "2 dragon eggs") || env.Data.NutritionAfter == nil || !env.Data.NutritionAfter.Partial {
		t.Errorf("got unweighed %v, nutrition %+v; want the dragon eggs listed and partial nutrition", texts, env.Data.NutritionAfter)
	}
	if env.Data.Ingredients[0].Note == "" {
		t.Errorf("\"1 lb beef\" carries no note: %+v", env.Data.Ingredients[0])
	}
	carbonara := `{"ingredient":"eggs","dietary_restrictions":["vegan"],"allergies":["soy"],"recipe":{"title":"Carbonara","ingredients":["1 lb spaghetti","3 egg yolks","1 cup pecorino"],
		"steps":["Cook the spaghetti 9 minutes.","Whisk the yolks and pecorino and toss with the hot spaghetti off the heat into a creamy sauce."]}}`
	resp = e.post("/api/v1/suggest-substitute", key, carbonara)
	if p := problem(t, resp); resp.StatusCode != 422 || !strings.Contains(p.Detail, "sauce") {
		t.Errorf("vegan, soy-free carbonara: got %d %+v, want a 422 that names the sauce", resp.StatusCode, p)
	}
}
