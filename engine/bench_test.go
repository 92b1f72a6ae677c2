package engine

import (
	"encoding/json"
	"testing"
)

var benchRequest = Request{
	Pantry:   []string{"500 g chicken thighs", "1 head broccoli", "2 cups jasmine rice", "3 cloves garlic", "soy sauce", "2 carrots"},
	Cuisine:  "chinese",
	Rules:    Rules{Allergies: []string{"peanuts"}},
	Servings: 4,
}

func BenchmarkGenerate(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Generate(benchRequest); err != nil {
			b.Fatal(err)
		}
	}
}

var benchLines = []string{"1 1/2 cups all-purpose flour, sifted", "2 large eggs", "3 cloves garlic, minced",
	"1 (14 oz) can diced tomatoes", "a pinch of salt", "200g rice", "½ cup milk", "2-3 carrots",
	"1 lb boneless skinless chicken breasts, cut into strips", "unicorn tears"}

func BenchmarkParseLine(b *testing.B) {
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		ParseLine(benchLines[i%len(benchLines)])
		i++
	}
}

func BenchmarkSuggestCategory(b *testing.B) {
	names := []string{"greek yogurt", "frozen peas", "sriracha", "organic heirloom carrots", "mystery item"}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		SuggestCategory(names[i%len(names)])
		i++
	}
}

func benchDish(b *testing.B) Dish {
	var r RecipeInput
	if err := json.Unmarshal([]byte(cookbook["alfredo"]), &r); err != nil {
		b.Fatal(err)
	}
	return DishFrom(r)
}

func BenchmarkOperations(b *testing.B) {
	d := benchDish(b)
	stew := func() Dish {
		var r RecipeInput
		json.Unmarshal([]byte(cookbook["stew"]), &r)
		return DishFrom(r)
	}()
	ops := map[string]func(){
		"rewrite-tone":       func() { RewriteTone(d, "chef") },
		"budgetify-recipe":   func() { Budgetify(d, 2) },
		"healthify":          func() { Healthify(d, "low-fat") },
		"adapt-method":       func() { AdaptMethod(stew, "pressure-cooker") },
		"suggest-substitute": func() { SuggestSubstitute("heavy cream", Rules{Restrictions: []string{"dairy-free"}}, &d) },
		"enrich-ingredients": func() { Enrich(d) },
	}
	for _, name := range []string{"rewrite-tone", "budgetify-recipe", "healthify", "adapt-method", "suggest-substitute", "enrich-ingredients"} {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				ops[name]()
			}
		})
	}
}
