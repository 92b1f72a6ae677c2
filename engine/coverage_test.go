package engine

import (
	"os"
	"strings"
	"testing"
)

// readLines reads a testdata file of ingredient lines, skipping comments and blanks.
func readLines(t *testing.T, path string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	return out
}

// coverage is the share of lines that name a food of the table, and of lines that
// give an amount the share weighed; it returns the lines that missed either.
func coverage(lines []string) (known, weighed float64, unknown, unweighed []string) {
	k, withAmount, w := 0, 0, 0
	for _, text := range lines {
		l := ParseLine(text)
		if !l.Known {
			unknown = append(unknown, text)
			continue
		}
		k++
		if l.Quantity > 0 {
			withAmount++
			if l.Grams > 0 {
				w++
			} else {
				unweighed = append(unweighed, text)
			}
		}
	}
	return float64(k) / float64(len(lines)), float64(w) / float64(max(withAmount, 1)), unknown, unweighed
}

// A typical recipe site's ingredient lines name foods of the table: at least 95% of
// the lines the table was grown on, and the held-out lines (never tuned on) are
// reported as they are.
func TestRecipeLineCoverage(t *testing.T) {
	lines := readLines(t, "testdata/recipe_lines.txt")
	if len(lines) < 300 {
		t.Fatalf("got %d lines, want at least 300", len(lines))
	}
	known, weighed, unknown, unweighed := coverage(lines)
	t.Logf("%d lines: %.1f%% known, %.1f%% of known lines with an amount weighed", len(lines), known*100, weighed*100)
	if known < 0.95 {
		t.Errorf("%.1f%% of recipe lines known, want at least 95%%; unknown: %q", known*100, unknown)
	}
	if weighed < 0.95 {
		t.Errorf("%.1f%% of known lines with an amount weighed, want at least 95%%; not weighed: %q", weighed*100, unweighed)
	}
	held := readLines(t, "testdata/recipe_lines_heldout.txt")
	hk, hw, hu, hun := coverage(held)
	t.Logf("held out, %d lines: %.1f%% known, %.1f%% weighed; unknown %q; not weighed %q", len(held), hk*100, hw*100, hu, hun)
	if hk < 0.85 {
		t.Errorf("held-out lines %.1f%% known, want at least 85%%: %q", hk*100, hu)
	}
}

// Generic words resolve to a representative food, and the line says what was assumed.
func TestGenericWordsCarryANote(t *testing.T) {
	cases := map[string]string{"1 lb beef": "beef chuck", "2 cups shredded cheese": "cheddar", "8 oz noodles": "noodles",
		"1 lb fish": "cod", "pork": "pork loin", "1 cup berries": "mixed berries", "4 oz guanciale, diced": "pancetta",
		"1/2 cup chopped nuts": "walnuts", "2 tbsp oil": "vegetable oil", "1 lb pasta": "spaghetti", "chicken": "chicken breast"}
	for text, want := range cases {
		l := ParseLine(text)
		if l.Matched != want || l.Note == "" {
			t.Errorf("%q: got %q with note %q, want %s with a note", text, l.Matched, l.Note, want)
		}
	}
	// A food named exactly carries no note.
	if l := ParseLine("1 lb chicken thighs"); l.Note != "" || l.Matched != "chicken thigh" {
		t.Errorf("chicken thighs: got %q note %q", l.Matched, l.Note)
	}
	rec, err := Generate(Request{Pantry: []string{"beef", "potatoes", "carrots", "onion"}, Servings: 4})
	if err != nil {
		t.Fatal(err)
	}
	noted := false
	for _, in := range rec.Ingredients {
		if in.Name == "beef chuck" {
			noted = in.Note != ""
		}
	}
	if !noted {
		t.Errorf("generate from \"beef\": no beef chuck line with a note in %+v", rec.Ingredients)
	}
}

// A line a transform cannot weigh is listed with the reason, and the nutrition says it
// is partial; a seasoning to taste is listed but leaves the nutrition whole.
func TestUnweighedLinesAreReported(t *testing.T) {
	d := DishFrom(RecipeInput{Title: "Stew", Servings: 2,
		Ingredients:  []IngredientInput{{Text: "1 lb beef chuck"}, {Text: "2 dragon eggs"}, {Text: "salt to taste"}, {Text: "1 bunch carrots"}},
		Instructions: []StepInput{{Text: "Brown the beef, add the dragon eggs and carrots and simmer 2 hours. Season with salt."}}})
	for _, op := range allOps {
		out, err := runOp(op, d)
		if err != nil {
			continue
		}
		texts := map[string]string{}
		for _, u := range out.Unweighed {
			texts[u.Text] = u.Reason
		}
		if texts["2 dragon eggs"] == "" || texts["salt to taste"] == "" {
			t.Errorf("%s: unweighed %+v, want the dragon eggs and the salt with reasons", op, out.Unweighed)
		}
		for _, n := range []*Nutrition{out.NutritionBefore, out.NutritionAfter} {
			if n != nil && !n.Partial {
				t.Errorf("%s: nutrition %+v not marked partial", op, n)
			}
		}
	}
	whole := DishFrom(RecipeInput{Title: "Beef", Ingredients: []IngredientInput{{Text: "1 lb beef chuck"}, {Text: "salt to taste"}},
		Steps: []StepInput{{Text: "Sear the beef 10 minutes and season with salt."}}})
	if n := Healthify(whole, "low-fat").NutritionAfter; n.Partial {
		t.Errorf("salt to taste made the nutrition partial: %+v", n)
	}
}
