package api

import (
	"fmt"
	"io"
	"slices"
	"testing"

	"larder/engine"
)

// A "gluten" or "coeliac" allergy is answered as the wheat allergy plus the gluten-free
// restriction (review 34 was refused with a 422).
func TestGlutenAllergyIsWheatAndGlutenFree(t *testing.T) {
	e := newRESTEnv(t)
	_, key := e.client("starter")
	for _, allergy := range []string{"gluten", "Coeliac", "celiac disease", "gluten allergy"} {
		body := fmt.Sprintf(`{"ingredients":["spaghetti","ground beef","zucchini","canned tomatoes"],"allergies":[%q],"servings":2}`, allergy)
		resp := e.post("/api/v1/recipes/generate", key, body)
		if resp.StatusCode != 200 {
			b, _ := io.ReadAll(resp.Body)
			t.Fatalf("allergy %q: got %d %s, want 200", allergy, resp.StatusCode, b)
		}
		var env struct {
			Data engine.Recipe `json:"data"`
		}
		decodeJSON(t, resp, &env)
		r := env.Data
		if !slices.Contains(r.Dietary.SuitableFor, "gluten-free") || slices.Contains(r.Dietary.Allergens, "wheat") {
			t.Errorf("allergy %q: got suitable for %v, allergens %v, want gluten-free and no wheat", allergy, r.Dietary.SuitableFor, r.Dietary.Allergens)
		}
	}
}
