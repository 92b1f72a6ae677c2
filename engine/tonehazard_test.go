package engine

import (
	"strings"
	"testing"
)

// In the kid-friendly voice every step with hot oil, sizzling spices or hot soup in a
// blender keeps the source's own warning and gets a grown-up's, not only the first step
// that heats something.
func TestKidFriendlyWarnsOfEachHazard(t *testing.T) {
	cases := []struct{ pantry, cuisine string }{
		{"red lentils,onion,garlic,cumin seeds,ghee,tomatoes", "indian"},
		{"chickpeas,spinach,onion,mustard seeds,curry leaves", "indian"},
		{"cod,beer,flour,potatoes", "british"},
		{"onion,chickpea flour,vegetable oil", "indian"},
		{"squid,flour,lemon,vegetable oil", "spanish"},
		{"butternut squash,onion,vegetable broth,cream", ""},
		{"potatoes,leeks,chicken broth,cream", "french"},
		{"tomatoes,onion,vegetable broth,basil", "italian"},
	}
	warned := 0
	for _, c := range cases {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ","), Cuisine: c.cuisine, Servings: 4})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		d := roundTrip(t, rec)
		out := RewriteTone(d, "kid-friendly")
		if len(out.Steps) != len(d.Steps) {
			t.Fatalf("%s: got %d steps, want %d", rec.Title, len(out.Steps), len(d.Steps))
		}
		deep := len(d.fryingOils()) > 0
		for i, s := range d.Steps {
			low := strings.ToLower(s.Text)
			hazard := strings.Contains(low, "sizzl") || strings.Contains(low, "tadka") || strings.Contains(low, "hot oil") ||
				deep && (friesIn(s.Text) || heatsFryingOil(s.Text)) ||
				strings.Contains(low, "blend") && (strings.Contains(low, "soup") || strings.Contains(low, "off the heat") || strings.Contains(low, "pot"))
			kid := out.Steps[i].Text
			if hazard {
				warned++
				if !strings.Contains(kid, "grown-up") {
					t.Errorf("%s step %d has a hazard but no grown-up's warning: %q", rec.Title, i+1, kid)
				}
			}
			for _, w := range []string{"spits", "stand back", "away from you", "half full", "towel over the lid", "do not let them burn"} {
				if strings.Contains(low, w) && !strings.Contains(strings.ToLower(kid), w) {
					t.Errorf("%s step %d: the warning %q was dropped: %q", rec.Title, i+1, w, kid)
				}
			}
		}
	}
	if warned < 8 {
		t.Errorf("got %d hazardous steps over the dishes, want at least 8", warned)
	}
}
