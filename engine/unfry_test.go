package engine

import (
	"regexp"
	"strings"
	"testing"
)

// A deep- or shallow-fried dish moved to the oven or air fryer (or made low-fat) bakes
// each food once for its own time: no pot of oil is turned up or let come back to
// temperature, no film of oil heated in a skillet, no step or sentence starts in lower
// case, and the re-fry of the chips is not a second full bake.
func TestUnfryBakesEachFoodOnce(t *testing.T) {
	pantries := []struct{ pantry, cuisine string }{
		{"cod,potatoes,flour,beer,vegetable oil,lemon", "british"},
		{"haddock,potatoes,flour,sparkling water,vegetable oil", "british"},
		{"cod,potatoes,flour,eggs,breadcrumbs,vegetable oil,lemon,frozen peas", "british"},
		{"chicken thighs,flour,buttermilk,vegetable oil,paprika", "american"},
		{"shrimp,flour,eggs,panko,vegetable oil,lime", "japanese"},
	}
	lowerStart := regexp.MustCompile(`(^|\. )(bake|air-fry) `)
	minutes := regexp.MustCompile(`for (\d+) minutes, turning`)
	checked := 0
	for _, p := range pantries {
		for v := range 2 {
			rec, err := Generate(Request{Pantry: strings.Split(p.pantry, ","), Cuisine: p.cuisine, Servings: 4, TimeAvailable: 60, Variation: v})
			if err != nil {
				continue
			}
			d := roundTrip(t, rec)
			if !d.fries() {
				continue
			}
			outs := map[string]*Transformed{"low-fat": Healthify(d, "low-fat")}
			for _, m := range []string{"oven", "air-fryer"} {
				if out, err := AdaptMethod(d, m); err == nil {
					outs[m] = out
				}
			}
			for name, out := range outs {
				unfried := false
				for _, c := range out.Changes {
					low := strings.ToLower(c.To)
					unfried = unfried || strings.Contains(low, "on a lined baking sheet, lightly brushed") || strings.Contains(low, "lightly brushed with oil, for")
				}
				if !unfried {
					continue // still fried (a film of oil in a pan), or left as it was
				}
				checked++
				bakes := 0
				for _, s := range out.Steps {
					low := strings.ToLower(s.Text)
					for _, bad := range []string{"turn the oil up", "oil come back", "into the oil", "film of the"} {
						if strings.Contains(low, bad) {
							t.Errorf("%s -> %s: %q left in %q", rec.Title, name, bad, s.Text)
						}
					}
					if lowerStart.MatchString(s.Text) {
						t.Errorf("%s -> %s: a sentence starts in lower case: %q", rec.Title, name, s.Text)
					}
					bakes += len(minutes.FindAllString(s.Text, -1))
				}
				if bakes > 2 {
					t.Errorf("%s -> %s: %d bakes for two foods:\n%s", rec.Title, name, bakes, stepsText(out.Steps))
				}
			}
		}
	}
	if checked < 4 {
		t.Errorf("only %d fried dishes checked", checked)
	}
}
