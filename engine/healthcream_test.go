package engine

import (
	"strings"
	"testing"
)

// Low-fat cream in a tomato, wine or citrus sauce: never skim milk simmered there (it
// splits); nonfat yoghurt is stirred in off the heat, or evaporated milk simmers gently.
// The food the dish is named for (the paneer of a matar paneer) is never trimmed.
func TestHealthifyCreamInASourSauce(t *testing.T) {
	pantries := []struct{ pantry, cuisine string }{
		{"paneer,frozen peas,double cream,tinned tomatoes,onion,garlic,ginger,garam masala,green chilli", "indian"},
		{"paneer,double cream,tinned tomatoes,butter,garlic,ginger,garam masala", "indian"},
		{"chicken thighs,double cream,crushed tomatoes,onion,garlic,garam masala,yoghurt", "indian"},
		{"chicken breast,double cream,white wine,mushroom,onion,garlic", "french"},
		{"penne,double cream,tinned tomatoes,garlic,onion,basil", "italian"},
		{"chickpeas,spinach,single cream,tinned tomatoes,onion,garam masala", "indian"},
		{"halloumi,tinned tomatoes,double cream,onion,red pepper", "mediterranean"},
	}
	checked := 0
	for _, p := range pantries {
		for v := range 3 {
			rec, err := Generate(Request{Pantry: strings.Split(p.pantry, ","), Cuisine: p.cuisine, Servings: 4, TimeAvailable: 60, Variation: v})
			if err != nil {
				continue
			}
			d := roundTrip(t, rec)
			for _, focus := range []string{"low-fat", "low-calorie", "heart-healthy"} {
				out := Healthify(d, focus)
				for _, c := range out.Changes {
					for _, it := range d.Items {
						if it.Grams > 0 && d.namedFor(it) && c.From == it.Text && strings.Contains(c.To, it.Display) {
							t.Errorf("%s %s: the %s the dish is named for is cut: %s -> %s", rec.Title, focus, it.Display, c.From, c.To)
						}
					}
				}
				if !d.sourSauce() || !slicesHasCream(d) {
					continue
				}
				checked++
				for _, s := range out.Steps {
					low := strings.ToLower(s.Text)
					if strings.Contains(low, "skim milk") && isHeatStep(s.Text) {
						t.Errorf("%s %s: skim milk simmered in a sharp sauce: %q", rec.Title, focus, s.Text)
					}
					if strings.Contains(low, "greek yogurt") && !strings.Contains(low, "off the heat") {
						t.Errorf("%s %s: the yoghurt is not stirred in off the heat: %q", rec.Title, focus, s.Text)
					}
				}
				if f := transformFault(out); f != "" {
					t.Errorf("%s %s: %s", rec.Title, focus, f)
				}
			}
		}
	}
	if checked < 6 {
		t.Errorf("only %d cream-in-a-sour-sauce dishes checked", checked)
	}
}

// slicesHasCream reports whether the dish has cream or half-and-half.
func slicesHasCream(d Dish) bool {
	for _, it := range d.Items {
		if it.Ingredient != nil && it.Grams > 0 && (it.Ingredient.Name == "heavy cream" || it.Ingredient.Name == "half-and-half") {
			return true
		}
	}
	return false
}

// transformFault names a step of a transformed recipe that uses a food no line lists
// more than once over, or "" (a cheap guard: every line is still used by some step).
func transformFault(out *Transformed) string {
	text := strings.ToLower(stepsText(out.Steps))
	for _, l := range out.Ingredients {
		if l.Grams > 0 && strings.Contains(l.Text, "yogurt") && !strings.Contains(text, "yogurt") {
			return "no step uses " + l.Text
		}
	}
	return ""
}
