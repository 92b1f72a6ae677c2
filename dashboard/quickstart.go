package dashboard

import (
	"net/http"
	"strings"
)

// Snippet is one titled shell example.
type Snippet struct {
	Title string
	About string
	Code  string
}

// QuickstartView is the quickstart page.
type QuickstartView struct {
	KeyPrefix string
	Snippets  []Snippet
}

// quickstart writes curl lines for both hosts with the real addresses. The key goes in
// an environment variable: only its prefix is known here.
func quickstart(baseURL, aiURL, keyPrefix string) []Snippet {
	auth := ` \` + "\n  -H \"Authorization: Bearer $LARDER_API_KEY\""
	json := auth + ` \` + "\n  -H \"Content-Type: application/json\""
	return []Snippet{
		{"Set your key", "Paste your whole key; this page knows only its first characters.",
			"export LARDER_API_KEY=" + keyPrefix + "…   # your full key"},
		{"Generate a recipe (REST host)", "Metered: one call.",
			"curl -s " + baseURL + "/api/v1/recipes/generate" + json + ` \` + "\n" +
				`  -d '{"ingredients": ["chicken thighs", "rice", "broccoli"], "servings": 2, "time_available": 40}'`},
		{"Make a recipe healthier (AI host)", "Metered: one call. The other operations take the same recipe.",
			"curl -s " + aiURL + "/api/v1/healthify" + json + ` \` + "\n" +
				`  -d '{
    "health_focus": "low-sodium",
    "recipe": {
      "title": "Fried rice",
      "ingredients": ["2 cups cooked rice", "2 eggs", "3 tbsp soy sauce"],
      "instructions": ["Fry the rice.", "Add the eggs and soy sauce."]
    }
  }'`},
		{"Get the result by callback", "The answer comes back at once and is also POSTed to an approved host of yours.",
			"curl -s " + aiURL + "/api/v1/rewrite-tone" + json + ` \` + "\n" +
				`  -d '{
    "tone": "playful",
    "request_id": "order-42",
    "callback_url": "https://hooks.example.com/larder",
    "recipe": {
      "title": "Toast",
      "ingredients": ["2 slices bread", "1 tbsp butter"],
      "instructions": ["Toast the bread.", "Butter it."]
    }
  }'`},
		{"See your usage", "Not metered.", "curl -s " + baseURL + "/api/v1/usage" + auth},
	}
}

func (d *Dashboard) handleQuickstart() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, _, err := d.myClient(r)
		if err != nil {
			d.fail(w, r, err)
			return
		}
		prefix := c.KeyPrefix
		if prefix == "" {
			prefix = "lk_"
		}
		v := QuickstartView{KeyPrefix: prefix, Snippets: quickstart(d.baseURL, d.aiURL, prefix)}
		d.render(w, r, http.StatusOK, QuickstartPage(d.frame(w, r, "Quickstart"), v))
	})
}

// snippetID is the element id of snippet i's code, for its copy button.
func snippetID(title string) string {
	return "snippet-" + strings.ToLower(strings.NewReplacer(" ", "-", "(", "", ")", "").Replace(title))
}
