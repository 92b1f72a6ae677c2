package engine

import (
	"encoding/json"
	"math"
	"testing"
	"unicode/utf8"
)

// FuzzParseLineAnswers: beside FuzzParseLine's figures, a line is read into what an
// answer can carry: a range finite and in order, a unit the parser itself accepts,
// valid UTF-8 from valid UTF-8, and a value that encodes as JSON (a NaN or an infinity
// would turn a recipe into a 500).
func FuzzParseLineAnswers(f *testing.F) {
	for _, s := range []string{"1 1/2 cups all-purpose flour, sifted", "2-3 carrots", "1 (14 oz) can diced tomatoes",
		"½ cup milk", "salt and pepper to taste", "2 T olive oil", "1e308 kg flour", "99999999999999999999 eggs",
		"1/0 cup sugar", "0/0 tsp salt", "-3 cups water", "3 - 2 carrots", "1 (0 oz) can beans", "⅞⅞⅞ cup oats",
		"juice of 2 lemons", "1 lb boneless, skinless chicken breasts", "2 to 1 jalapeños", "(optional)", ",,,", "1 1 1 1 cups",
		"1.5.5 kg potatoes", "0x10 g butter", "Infinity g salt", "NaN cups rice", "1e-400 g pepper", "2 15-ounce cans chickpeas"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		l := ParseLine(text)
		bad := func(what string, v float64) {
			if math.IsNaN(v) || math.IsInf(v, 0) || v < 0 {
				t.Fatalf("ParseLine(%q): %s is %v", text, what, v)
			}
		}
		if l.Range != nil {
			bad("range[0]", l.Range[0])
			bad("range[1]", l.Range[1])
			if l.Range[0] > l.Range[1] {
				t.Fatalf("ParseLine(%q): range %v out of order", text, *l.Range)
			}
		}
		if l.Unit != "" && !IsUnit(l.Unit) {
			t.Fatalf("ParseLine(%q): unit %q is not one IsUnit accepts", text, l.Unit)
		}
		if utf8.ValidString(text) && !utf8.ValidString(l.Name+l.Preparation) {
			t.Fatalf("ParseLine(%q): valid text gave invalid UTF-8 name %q or preparation %q", text, l.Name, l.Preparation)
		}
		if _, err := json.Marshal(l); err != nil {
			t.Fatalf("ParseLine(%q): does not encode: %v", text, err)
		}
	})
}
