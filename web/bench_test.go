package web

import "testing"

type benchGenerate struct {
	Ingredients         []string `json:"ingredients"`
	PantryID            *int64   `json:"pantry_id"`
	Cuisine             string   `json:"cuisine"`
	DietaryRestrictions []string `json:"dietary_restrictions"`
	Allergies           []string `json:"allergies"`
	Servings            *int     `json:"servings"`
	RequestID           *string  `json:"request_id"`
}

// BenchmarkDecodeBytes is one generate body through the decoder, near-miss check included.
func BenchmarkDecodeBytes(b *testing.B) {
	body := []byte(`{"ingredients":["500 g chicken thighs","1 head broccoli","2 cups jasmine rice","3 cloves garlic","soy sauce"],` +
		`"cuisine":"chinese","allergies":["peanuts"],"servings":4,"request_id":"order-1234"}`)
	b.ReportAllocs()
	for b.Loop() {
		var v benchGenerate
		if err := DecodeBytes(body, &v); err != nil {
			b.Fatal(err)
		}
	}
}
