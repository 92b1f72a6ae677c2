package engine

import "testing"

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
