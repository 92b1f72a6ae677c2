package engine

import (
	"strings"
	"testing"
)

// lower must give exactly what strings.ToLower gives, for any text.
func TestLowerIsToLower(t *testing.T) {
	for _, s := range []string{"", "abc", "Heat the Oven", "cook to 74°C / 165°F inside", "½ CUP", "Crème Brûlée",
		"ÉCLAIR", "İstanbul", "bad \xff byte", "\uFFFD ok", "2–3 Minutes", "ΣΑΛΆΤΑ", "ǅ", "plain ascii only", "Ａ"} {
		if got, want := lowered(s), strings.ToLower(s); got != want {
			t.Errorf("lowered(%q) = %q, want %q", s, got, want)
		}
	}
}

func FuzzLowerIsToLower(f *testing.F) {
	f.Add("Stir-fry until 74°C")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := lowered(s), strings.ToLower(s); got != want {
			t.Errorf("lowered(%q) = %q, want %q", s, got, want)
		}
	})
}
