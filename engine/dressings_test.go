package engine

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// asianCuisines dress and sauce with a neutral or sesame oil, rice vinegar, soy, or
// fish sauce and lime; never with olive oil.
var asianCuisines = []string{"chinese", "japanese", "korean", "thai", "vietnamese"}

// No recipe of an East or Southeast Asian cuisine is dressed, sauced or cooked in olive
// oil, even when the pantry holds it: over random requests of those cuisines, with
// olive oil in every pantry, no ingredient line and no step names it.
func TestAsianDressingsTakeNoOliveOil(t *testing.T) {
	n := 1500
	if testing.Short() || raceEnabled {
		n = 300
	}
	r := rand.New(rand.NewPCG(5, 21))
	dressed := 0
	for i := 0; i < n; i++ {
		req := randomRequest(r)
		req.Cuisine = asianCuisines[r.IntN(len(asianCuisines))]
		req.Pantry = append(req.Pantry, "olive oil")
		if r.IntN(2) == 0 {
			// A pantry a salad or a bowl is made from.
			pick := func(foods ...string) string { return foods[r.IntN(len(foods))] }
			req.Pantry = append(req.Pantry[:min(2, len(req.Pantry))], pick("shrimp", "chicken breast", "tofu", "chicken thigh", "salmon", "edamame"),
				pick("rice noodles", "rice", "soba noodles", "glass noodles", "quinoa"), "cucumber", "carrot",
				pick("lime", "rice vinegar", "soy sauce", "fish sauce", "teriyaki sauce", "sesame oil"), "olive oil")
			req.TimeAvailable = 0
		}
		rec, err := Generate(req)
		if err != nil || !slices.Contains(asianCuisines, rec.Cuisine) {
			continue
		}
		for _, l := range rec.Ingredients {
			if l.Name == "olive oil" {
				t.Fatalf("request %d %+v: %q (%s) lists olive oil:\n%s", i, req, rec.Title, rec.Cuisine, recipeText(rec))
			}
		}
		for _, s := range rec.Instructions {
			if strings.Contains(strings.ToLower(s.Text), "olive oil") {
				t.Fatalf("request %d: %q (%s) step %d names olive oil: %s", i, rec.Title, rec.Cuisine, s.Step, s.Text)
			}
			if strings.Contains(s.Text, "dressing") {
				dressed++
			}
		}
	}
	if dressed == 0 {
		t.Error("no recipe of those cuisines was dressed: the requests miss the dishes that are")
	}
	t.Logf("%d requests, %d dressing steps", n, dressed)
}

// A Vietnamese or Thai dressing is nuoc cham's kind: fish sauce, lime, sugar, garlic and
// chili loosened with water, no oil; a Chinese, Japanese or Korean one is rice vinegar,
// soy and sesame oil over a neutral oil.
func TestAsianDressingIsTheCuisines(t *testing.T) {
	cases := []struct {
		pantry, cuisine string
		want            []string // in the dressing step
	}{
		{"shrimp, rice noodles, cucumber, carrot, olive oil, lime, fish sauce", "vietnamese", []string{"fish sauce", "lime", "sugar", "garlic", "red chili", "water"}},
		{"chicken thigh, rice noodles, cucumber, olive oil, lime, fish sauce, bean sprouts", "thai", []string{"fish sauce", "lime", "sugar", "water"}},
		{"tofu, soba noodles, cucumber, carrot, olive oil, soy sauce, edamame", "japanese", []string{"vegetable oil", "rice vinegar", "soy sauce", "sesame oil"}},
	}
	for _, tc := range cases {
		rec, err := Generate(Request{Pantry: strings.Split(tc.pantry, ", "), Cuisine: tc.cuisine, Servings: 2})
		if err != nil {
			t.Errorf("%s: %v", tc.pantry, err)
			continue
		}
		step := ""
		for _, s := range rec.Instructions {
			if strings.Contains(s.Text, "well combined") || strings.Contains(s.Text, "sugar dissolves") {
				step = s.Text
				break
			}
		}
		for _, w := range tc.want {
			if !strings.Contains(step, w) {
				t.Errorf("%s (%s): got %q, dressing step %q, want %s in it", tc.pantry, tc.cuisine, rec.Title, step, w)
			}
		}
		if strings.Contains(step, "olive oil") {
			t.Errorf("%s: dressing %q takes olive oil", tc.pantry, step)
		}
	}
}
